#include "ui/panels/qcp/KeyGraph.hpp"

#include <algorithm>

namespace ui {

void KeyGraph::setBars(const QList<QPen>& pens) {
  m_bars = pens;
  m_marks.clear();
  setLineStyle(lsLine);
  setScatterStyle(QCPScatterStyle());
}

void KeyGraph::setMarks(const QList<QCPScatterStyle>& styles) {
  m_marks = styles;
  m_bars.clear();
  setLineStyle(lsNone);
  setScatterStyle(styles.isEmpty() ? QCPScatterStyle() : styles.first());
}

void KeyGraph::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const {
  if (m_bars.isEmpty() && m_marks.isEmpty()) {
    QCPGraph::drawLegendIcon(painter, rect);
    return;
  }
  if (!m_bars.isEmpty()) {
    // The rows share the icon's height, a gap of a pixel between them.
    const double n = static_cast<double>(m_bars.size());
    const double share = rect.height() / n;
    for (qsizetype i = 0; i < m_bars.size(); ++i) {
      QPen pen = m_bars[i];
      pen.setWidthF(std::max(1.0, std::min(pen.widthF(), share - 1.0)));
      const double y = rect.bottom() - share * (static_cast<double>(i) + 0.5);
      painter->setPen(pen);
      painter->drawLine(QLineF(rect.left(), y, rect.right(), y));
    }
    return;
  }
  const double n = static_cast<double>(m_marks.size());
  const double share = rect.width() / n;
  for (qsizetype i = 0; i < m_marks.size(); ++i) {
    m_marks[i].applyTo(painter, QPen(Qt::NoPen));
    m_marks[i].drawShape(painter, rect.left() + share * (static_cast<double>(i) + 0.5),
                         rect.center().y());
  }
}

}  // namespace ui
