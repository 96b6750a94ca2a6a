#include <qcustomplot.h>

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QLabel>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <cmath>
#include <memory>
#include <vector>

#include "ui/panels/AxisFit.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/TextLabel.hpp"

// How a panel fits its size: the title in the window, and the whole panel in an export.
namespace ui {

void PlotPanel::updateTitleLabel() {
  // One line when it fits, else two (wrapped at words), else the panel's short name: a title
  // never ends in "…" mid-sentence on a projector.
  const QFontMetrics fm(m_titleLabel->font());
  const int room = std::max(40, width() - 12);
  const QString plain = QTextDocumentFragment::fromHtml(m_title).toPlainText();
  QString text = m_title;
  bool wrap = false;
  if (fm.horizontalAdvance(plain) > room) {
    wrap = fm.boundingRect(QRect(0, 0, room, 100000), Qt::TextWordWrap, plain).height() <=
           2 * fm.lineSpacing();
    if (!wrap) {
      if (const PanelInfo* info = panelInfo(m_id))
        text = fm.elidedText(info->shortName(), Qt::ElideRight, room);
    }
  }
  m_titleLabel->label()->setWordWrap(wrap);
  m_titleLabel->setText(text);
}

void PlotPanel::render(QCPPainter& painter, const QRectF& rect, bool transparent) {
  if (m_stale) refresh();  // a hidden panel skipped the Scene's changes
  painter.save();
  painter.translate(rect.topLeft());
  const double w = rect.width();
  const double h = rect.height();
  if (!transparent) painter.fillRect(QRectF(0, 0, w, h), m_theme.background);
  const double pad = std::round(6.0 * m_theme.fontScale);
  QAbstractTextDocumentLayout::PaintContext context;
  context.palette.setColor(QPalette::Text, m_theme.foreground);
  // Text is laid out for the device it is drawn on, so its size relative to the plot is the
  // same in PNG, SVG and PDF. The title wraps instead of being elided: a figure has the room.
  const auto text = [&](QTextDocument& doc, const QString& html, const QFont& font) {
    doc.documentLayout()->setPaintDevice(painter.device());
    doc.setDefaultFont(font);
    doc.setDocumentMargin(0);
    doc.setHtml(html);
    doc.setTextWidth(std::max(10.0, w - 2 * pad));
    return doc.size().height();
  };
  // Measure before placing: the plot keeps room for about seven lines of its tick labels.
  // When the title and the notes leave less, the title takes its short form (the panel's name)
  // and notes are dropped from the first (the coin row) on; where even that does not fit, the
  // export refuses the size (TextBoxes.hpp) rather than draw text over text.
  const double minPlot = 7.0 * QFontMetricsF(m_theme.font(11), painter.device()).height();
  QTextDocument title;
  double titleHeight = text(title, m_title, m_theme.font(12, true));
  const bool sized = adaptToSize(static_cast<int>(w), static_cast<int>(h - titleHeight - 2 * pad));
  QStringList notes = exportNotes();
  std::vector<std::unique_ptr<QTextDocument>> noteDocs;
  double notesHeight = 0;
  const auto measureNotes = [&] {
    noteDocs.clear();
    notesHeight = 0;
    for (const QString& n : notes) {
      noteDocs.push_back(std::make_unique<QTextDocument>());
      notesHeight += text(*noteDocs.back(), n, m_theme.font(11)) + pad / 2;
    }
  };
  measureNotes();
  const auto room = [&] { return h - pad - titleHeight - pad / 2 - notesHeight - pad / 2; };
  const double titleLine = QFontMetricsF(m_theme.font(12, true), painter.device()).lineSpacing();
  if (titleHeight > 2.5 * titleLine || room() < minPlot) {
    if (const PanelInfo* info = panelInfo(m_id))
      titleHeight = text(title, info->shortName(), m_theme.font(12, true));
  }
  while (!notes.isEmpty() && room() < minPlot) {
    notes.removeFirst();
    measureNotes();
  }
  const double plotTop = std::round(pad + titleHeight + pad / 2);
  const double plotHeight = std::max(40.0, std::round(h - plotTop - notesHeight - pad / 2));
  painter.save();
  painter.translate(pad, pad);
  title.documentLayout()->draw(&painter, context);
  painter.restore();

  if (adaptToSize(static_cast<int>(w), static_cast<int>(plotHeight)) || sized) {
    stillLayersChanged();
  }
  painter.save();
  painter.translate(0, plotTop);
  drawPlot(painter, static_cast<int>(std::round(w)), static_cast<int>(plotHeight), transparent);
  painter.restore();

  double y = plotTop + plotHeight + pad / 2;
  for (const auto& doc : noteDocs) {
    painter.save();
    painter.translate(pad, y);
    doc->documentLayout()->draw(&painter, context);
    painter.restore();
    y += doc->size().height() + pad / 2;
  }
  painter.restore();
}

void PlotPanel::finishRender() {
  setFrameCaching(false);
  // The export laid the plot out at its own size: lay it out for the screen again before any
  // layer-only repaint could use the export's geometry.
  adaptToSize(width(), m_plot->height());
  restoreFits();
  m_plot->replot(isVisible() ? QCustomPlot::rpImmediateRefresh : QCustomPlot::rpQueuedReplot);
}

}  // namespace ui
