#include "ui/panels/FigureLayout.hpp"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QTextDocument>
#include <algorithm>
#include <cmath>
#include <list>
#include <utility>

#include "ui/model/Text.hpp"
#include "ui/typeset/MathText.hpp"

namespace ui {

namespace {

/// What a laid-out text depends on.
struct DocumentKey {
  QString html;
  QString font;
  int dpiX = 0;
  int dpiY = 0;
  double width = 0;
  bool operator==(const DocumentKey&) const = default;
};

/// The texts laid out last (a cache: the same key always gives the same layout). Each is laid
/// out against a device of the cache's own with the resolution asked for, never against an
/// export's device, which may be gone when the text is used again. The application owns it (a
/// child of the QCoreApplication, gone with it, before the fonts it used).
class DocumentCache : public QObject {
  Q_OBJECT

 public:
  /// The application's cache, made on first use.
  static DocumentCache& of() {
    QObject* app = QCoreApplication::instance();
    auto* cache = app->findChild<DocumentCache*>(QStringLiteral("gelu-document-cache"),
                                                 Qt::FindDirectChildrenOnly);
    return cache != nullptr ? *cache : *new DocumentCache(app);
  }

  std::shared_ptr<const QTextDocument> find(const DocumentKey& key) {
    for (auto it = m_entries.begin(); it != m_entries.end(); ++it) {
      if (it->first == key) {
        m_entries.splice(m_entries.begin(), m_entries, it);  // most recent first
        return m_entries.front().second;
      }
    }
    return nullptr;
  }
  void insert(DocumentKey key, std::shared_ptr<const QTextDocument> doc) {
    m_entries.emplace_front(std::move(key), std::move(doc));
    if (m_entries.size() > kEntries) m_entries.pop_back();
  }
  /// A 1×1 image with the resolution given: what texts for it are laid out against.
  QPaintDevice* device(int dpiX, int dpiY) {
    for (const auto& [dpi, image] : m_devices) {
      if (dpi == std::pair(dpiX, dpiY)) return image.get();
    }
    auto image = std::make_unique<QImage>(1, 1, QImage::Format_ARGB32_Premultiplied);
    image->setDotsPerMeterX(static_cast<int>(std::lround(dpiX / 0.0254)));
    image->setDotsPerMeterY(static_cast<int>(std::lround(dpiY / 0.0254)));
    m_devices.emplace_back(std::pair(dpiX, dpiY), std::move(image));
    return m_devices.back().second.get();
  }

 private:
  explicit DocumentCache(QObject* app) : QObject(app) {
    setObjectName(QStringLiteral("gelu-document-cache"));
  }
  static constexpr std::size_t kEntries = 96;  // a sheet's titles and notes, several times over
  // Declared first, destroyed last: the documents laid out against them go before them.
  std::vector<std::pair<std::pair<int, int>, std::unique_ptr<QImage>>> m_devices;
  std::list<std::pair<DocumentKey, std::shared_ptr<const QTextDocument>>> m_entries;
};

}  // namespace

FigureLayout::FigureLayout(const Theme& theme, QPaintDevice* device, QSizeF size)
    : m_theme(theme), m_device(device), m_size(size), m_pad(std::round(6.0 * theme.fontScale)) {}

FigureLayout::~FigureLayout() = default;

std::shared_ptr<const QTextDocument> FigureLayout::layOut(const QString& html, const QFont& font,
                                                          bool wraps) const {
  DocumentCache& cache = DocumentCache::of();
  DocumentKey key{html, font.toString(), m_device->logicalDpiX(), m_device->logicalDpiY(),
                  wraps ? noteRoom() : -1.0};  // (a width of −1: lines as long as they are)
  if (auto doc = cache.find(key)) return doc;
  auto doc = std::make_shared<QTextDocument>();
  doc->documentLayout()->setPaintDevice(cache.device(key.dpiX, key.dpiY));
  doc->setDefaultFont(font);
  doc->setDocumentMargin(0);
  typeset::setMathContent(*doc, keepFormulasWhole(html));  // $…$ typeset
  doc->setTextWidth(key.width);
  (void)doc->size();  // laid out now, once
  cache.insert(std::move(key), doc);
  return doc;
}

double FigureLayout::noteRoom() const { return std::max(10.0, m_size.width() - 2 * m_pad); }

double FigureLayout::noteWidth(const QString& html) const {
  return layOut(html, m_theme.font(11), false)->size().width();
}

double FigureLayout::setTitle(const QString& html) {
  // No title (hidden in the export): no line kept for it either.
  m_title = html.isEmpty() ? nullptr : layOut(html, m_theme.font(12, true));
  m_titleHeight = m_title ? m_title->size().height() : 0.0;
  return m_size.height() - m_titleHeight - 2 * m_pad;
}

double FigureLayout::setHeading(const QString& html) {
  // (centred on the figure: its lines are, across the width inside its padding)
  m_title = html.isEmpty()
                ? nullptr
                : layOut(QStringLiteral("<p align=\"center\">") + html + QStringLiteral("</p>"),
                         m_theme.font(15, true));
  m_titleHeight = m_title ? m_title->size().height() : 0.0;
  return m_title ? std::round(m_pad + m_titleHeight + m_pad / 2) : 0.0;
}

void FigureLayout::place(const QString& shortTitle, QStringList notes, QStringList above) {
  const double minPlot = 7.0 * QFontMetricsF(m_theme.font(11), m_device).height();
  const double width = noteRoom();
  const auto measureNotes = [&] {
    m_notes.clear();
    m_notesAbove = 0;
    m_aboveHeight = m_notesHeight = 0;
    const auto measure = [&](const QStringList& list, double& height) {
      for (const QString& n : list) {
        auto doc = layOut(n, m_theme.font(11));
        // A note wider than the figure (a formula does not break) is left out, not cut.
        if (doc->size().width() > width + 0.5) continue;
        m_notes.push_back(std::move(doc));
        height += m_notes.back()->size().height() + m_pad / 2;
      }
    };
    measure(above, m_aboveHeight);
    m_notesAbove = m_notes.size();
    measure(notes, m_notesHeight);
  };
  measureNotes();
  const auto room = [&] {
    return m_size.height() - m_pad - m_titleHeight - m_pad / 2 - m_aboveHeight - m_notesHeight -
           m_pad / 2;
  };
  // Two lines, a formula making a line taller; a third line takes the short title instead.
  const double titleLine = QFontMetricsF(m_theme.font(12, true), m_device).lineSpacing();
  if (!shortTitle.isEmpty() && (m_titleHeight > 2.9 * titleLine || room() < minPlot)) {
    m_title = layOut(shortTitle, m_theme.font(12, true));
    m_titleHeight = m_title->size().height();
  }
  while (!(above.isEmpty() && notes.isEmpty()) && room() < minPlot) {
    (above.isEmpty() ? notes : above).removeFirst();
    measureNotes();
  }
  m_plotTop = std::round(m_pad + m_titleHeight + m_pad / 2 + m_aboveHeight);
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

void FigureLayout::drawTitle(QPainter& painter) const {
  if (m_title) draw(painter, *m_title, m_pad);
}

void FigureLayout::drawNotes(QPainter& painter) const {
  double y = m_pad + m_titleHeight + m_pad / 2;  // those above the plot, under the title
  for (std::size_t i = 0; i < m_notes.size(); ++i) {
    if (i == m_notesAbove) y = m_plotTop + m_plotHeight + m_pad / 2;
    draw(painter, *m_notes[i], y);
    y += m_notes[i]->size().height() + m_pad / 2;
  }
}

}  // namespace ui

#include "FigureLayout.moc"
