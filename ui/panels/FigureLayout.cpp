#include "ui/panels/FigureLayout.hpp"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QPainter>
#include <QTextDocument>
#include <algorithm>
#include <cmath>

#include "ui/model/Text.hpp"
#include "ui/typeset/MathText.hpp"

namespace ui {

FigureLayout::FigureLayout(const Theme& theme, QPaintDevice* device, QSizeF size)
    : m_theme(theme),
      m_device(device),
      m_size(size),
      m_pad(std::round(6.0 * theme.fontScale)),
      m_title(std::make_unique<QTextDocument>()) {}

FigureLayout::~FigureLayout() = default;

double FigureLayout::layOut(QTextDocument& doc, const QString& html, const QFont& font) const {
  doc.documentLayout()->setPaintDevice(m_device);
  doc.setDefaultFont(font);
  doc.setDocumentMargin(0);
  typeset::setMathContent(doc, keepFormulasWhole(html));  // $…$ typeset
  doc.setTextWidth(std::max(10.0, m_size.width() - 2 * m_pad));
  return doc.size().height();
}

double FigureLayout::setTitle(const QString& html) {
  m_titleHeight = layOut(*m_title, html, m_theme.font(12, true));
  return m_size.height() - m_titleHeight - 2 * m_pad;
}

void FigureLayout::place(const QString& shortTitle, QStringList notes) {
  const double minPlot = 7.0 * QFontMetricsF(m_theme.font(11), m_device).height();
  const auto measureNotes = [&] {
    m_notes.clear();
    m_notesHeight = 0;
    for (const QString& n : notes) {
      m_notes.push_back(std::make_unique<QTextDocument>());
      m_notesHeight += layOut(*m_notes.back(), n, m_theme.font(11)) + m_pad / 2;
    }
  };
  measureNotes();
  const auto room = [&] {
    return m_size.height() - m_pad - m_titleHeight - m_pad / 2 - m_notesHeight - m_pad / 2;
  };
  const double titleLine = QFontMetricsF(m_theme.font(12, true), m_device).lineSpacing();
  if (!shortTitle.isEmpty() && (m_titleHeight > 2.5 * titleLine || room() < minPlot)) {
    m_titleHeight = layOut(*m_title, shortTitle, m_theme.font(12, true));
  }
  while (!notes.isEmpty() && room() < minPlot) {
    notes.removeFirst();
    measureNotes();
  }
  m_plotTop = std::round(m_pad + m_titleHeight + m_pad / 2);
  m_plotHeight =
      std::max(40.0, std::round(m_size.height() - m_plotTop - m_notesHeight - m_pad / 2));
}

void FigureLayout::draw(QPainter& painter, const QTextDocument& doc, double y) const {
  QAbstractTextDocumentLayout::PaintContext context;
  context.palette.setColor(QPalette::Text, m_theme.foreground);
  painter.save();
  painter.translate(m_pad, y);
  doc.documentLayout()->draw(&painter, context);
  painter.restore();
}

void FigureLayout::drawTitle(QPainter& painter) const { draw(painter, *m_title, m_pad); }

void FigureLayout::drawNotes(QPainter& painter) const {
  double y = m_plotTop + m_plotHeight + m_pad / 2;
  for (const auto& doc : m_notes) {
    draw(painter, *doc, y);
    y += doc->size().height() + m_pad / 2;
  }
}

}  // namespace ui
