#include "ui/panels/qcp/ValuesTable.hpp"

#include <QFontMetrics>
#include <algorithm>

namespace ui {

ValuesTable::ValuesTable(QCustomPlot* plot) : QCPLayoutElement(plot) {
  setMargins({0, 0, 0, 0});
  setAutoMargins(QCP::msNone);
}

void ValuesTable::setContent(const QStringList& header, const QList<Row>& rows) {
  m_header = header;
  m_rows = rows;
}

QFont ValuesTable::nameFont() const {
  QFont f = m_font;
  f.setBold(true);  // as each plot's name above it
  return f;
}

int ValuesTable::rowHeight() const { return QFontMetrics(m_font).lineSpacing() * 5 / 4; }

int ValuesTable::gap() const {
  return QFontMetrics(m_font).horizontalAdvance(QStringLiteral("MM"));
}

QList<int> ValuesTable::columnWidths() const {
  const QFontMetrics fm(m_font);
  QList<int> widths(m_header.size(), 0);
  for (qsizetype c = 0; c < m_header.size(); ++c) widths[c] = fm.horizontalAdvance(m_header[c]);
  const QFontMetrics bold(nameFont());
  for (const Row& r : m_rows) {
    if (!widths.isEmpty()) widths[0] = std::max(widths[0], bold.horizontalAdvance(r.name));
    for (qsizetype c = 0; c < r.values.size() && c + 1 < widths.size(); ++c)
      widths[c + 1] = std::max(widths[c + 1], fm.horizontalAdvance(r.values[c]));
  }
  return widths;
}

QSize ValuesTable::tableSize(const QList<int>& widths) const {
  int w = 0;
  for (const int c : widths) w += c;
  w += gap() * std::max<int>(0, static_cast<int>(widths.size()) - 1);
  return {w, rowHeight() * static_cast<int>(m_rows.size() + 1)};
}

namespace {

/// How far under its axis rect the labels of `axis` (a bottom axis) reach: the ticks out, the
/// tick labels and the name. (QCPAxis::calculateMargin() says it, but is not public; a name
/// typeset as a formula is taller than a line of its type: half a line more.)
int labelsBelow(const QCPAxis& axis) {
  int reach = axis.offset() + std::max(axis.tickLengthOut(), axis.subTickLengthOut());
  if (axis.tickLabels())
    reach += axis.tickLabelPadding() + QFontMetrics(axis.tickLabelFont()).height();
  if (!axis.label().isEmpty())
    reach += axis.labelPadding() + QFontMetrics(axis.labelFont()).height() * 3 / 2;
  return reach;
}

}  // namespace

QRect ValuesTable::room() const {
  QRect r = rect();
  // Under the labels of the plot above, with half a row of air.
  if (m_above != nullptr) {
    const QCPAxis* axis = m_above->axis(QCPAxis::atBottom);
    const int labels = axis != nullptr ? labelsBelow(*axis) : 0;
    r.setTop(std::max(r.top(), m_above->bottom() + labels + rowHeight() / 2));
  }
  return r;
}

bool ValuesTable::fits() const { return !tableRect().isEmpty(); }

QRect ValuesTable::tableRect() const { return placed(tableSize(columnWidths())); }

QRect ValuesTable::placed(const QSize& size) const {
  if (m_rows.isEmpty() || m_header.isEmpty()) return {};
  const QRect r = room();
  if (size.width() > r.width() || size.height() > r.height()) return {};
  return {
      QPoint(r.left() + (r.width() - size.width()) / 2, r.top() + (r.height() - size.height()) / 2),
      size};
}

void ValuesTable::draw(QCPPainter* painter) {
  const QList<int> widths = columnWidths();  // (measured once a paint)
  const QRect table = placed(tableSize(widths));
  if (table.isEmpty()) return;
  const QSize size = table.size();
  // The names left-aligned, the values right-aligned under their header.
  const int left = table.left();
  int y = table.top();
  const int h = rowHeight();
  painter->setFont(m_font);
  const auto rowAt = [&](const QString& first, const QColor& colour, const QStringList& rest,
                         bool header) {
    int x = left;
    painter->setPen(header ? m_text : colour);
    painter->setFont(header ? m_font : nameFont());
    painter->drawText(QRect(x, y, widths[0], h), Qt::AlignLeft | Qt::AlignVCenter, first);
    x += widths[0] + gap();
    painter->setPen(m_text);
    painter->setFont(m_font);
    for (qsizetype c = 0; c < rest.size() && c + 1 < widths.size(); ++c) {
      painter->drawText(QRect(x, y, widths[c + 1], h), Qt::AlignRight | Qt::AlignVCenter, rest[c]);
      x += widths[c + 1] + gap();
    }
    y += h;
  };
  rowAt(m_header.value(0), m_text, m_header.mid(1), true);
  // A rule under the header, in the text's colour made faint.
  QColor rule = m_text;
  rule.setAlpha(90);
  painter->setPen(QPen(rule, 1.0));
  painter->drawLine(QLineF(left, y - h / 8, left + size.width(), y - h / 8));
  for (const Row& row : m_rows) rowAt(row.name, row.colour, row.values, false);
}

}  // namespace ui
