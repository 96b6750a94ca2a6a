#include "ui/panels/SmoothGraph.hpp"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

#include "ui/typeset/Formula.hpp"

namespace ui {
namespace {

/// As QCustomPlot's drawPolyline(): NaN in either coordinate, or an infinite y, breaks the line.
bool isGap(const QPointF& p) { return std::isnan(p.x()) || std::isnan(p.y()) || std::isinf(p.y()); }

double cross(QPointF a, QPointF b) { return a.x() * b.y() - a.y() * b.x(); }
double dot(QPointF a, QPointF b) { return a.x() * b.x() + a.y() * b.y(); }

/// Appends the points a run of non-gap points [first, last) needs. From an anchor (a kept
/// point), points are skipped while they lie within half the tolerance of the anchor's line of
/// direction and keep moving forward along it; the last of them is kept and becomes the next
/// anchor. Every skipped point is then within the tolerance of the kept segment.
void simplifyRun(const QPointF* first, const QPointF* last, double tolerance,
                 QVector<QPointF>& out) {
  if (last - first <= 2) {
    for (const QPointF* p = first; p != last; ++p) out << *p;
    return;
  }
  const double half = 0.5 * tolerance;
  QPointF anchor = *first;
  out << anchor;
  QPointF direction;  // unit; null until a point is more than half the tolerance away
  QPointF candidate = anchor;
  double reach = 0.0;  // how far along `direction` the candidate lies
  for (const QPointF* p = first + 1; p != last; ++p) {
    const QPointF d = *p - anchor;
    if (direction.isNull()) {
      const double length = std::hypot(d.x(), d.y());
      if (length > half) {
        direction = d / length;
        reach = length;
      }
      candidate = *p;
      continue;
    }
    const double along = dot(d, direction);
    if (std::abs(cross(d, direction)) <= half && along >= reach) {
      candidate = *p;
      reach = along;
      continue;
    }
    // The line leaves the corridor (or turns back): keep the last point inside it and start
    // again from there with this point.
    out << candidate;
    anchor = candidate;
    const QPointF e = *p - anchor;
    const double length = std::hypot(e.x(), e.y());
    direction = length > half ? e / length : QPointF();
    reach = length;
    candidate = *p;
  }
  out << candidate;
}

}  // namespace

QVector<QPointF> simplifyPolyline(const QVector<QPointF>& line, double tolerance) {
  QVector<QPointF> out;
  out.reserve(line.size());
  const QPointF* begin = line.constData();
  const QPointF* end = begin + line.size();
  for (const QPointF* p = begin; p != end;) {
    if (isGap(*p)) {
      out << *p++;
      continue;
    }
    const QPointF* runEnd = p;
    while (runEnd != end && !isGap(*runEnd)) ++runEnd;
    simplifyRun(p, runEnd, tolerance, out);
    p = runEnd;
  }
  return out;
}

SmoothGraph::SmoothGraph(QCPAxis* keyAxis, QCPAxis* valueAxis) : QCPGraph(keyAxis, valueAxis) {}

void SmoothGraph::drawLinePlot(QCPPainter* painter, const QVector<QPointF>& lines) const {
  // A pass that records where text goes (an export's layout check) keeps no line: none drawn.
  if (dynamic_cast<typeset::MathRecorder*>(painter->paintEngine()) != nullptr) return;
  // Device pixels per unit along the axis that is scaled most.
  const QTransform t = painter->deviceTransform();
  const double scale = std::max(std::hypot(t.m11(), t.m12()), std::hypot(t.m21(), t.m22()));
  if (painter->modes().testFlag(QCPPainter::pmVectorized) || painter->pen().style() == Qt::NoPen ||
      lines.size() < 8 || !(scale > 0)) {
    QCPGraph::drawLinePlot(painter, lines);
    return;
  }
  QCPGraph::drawLinePlot(painter, simplifyPolyline(lines, kSimplifyPixels / scale));
}

void SmoothGraph::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const {
  const QCPLegend* legend = parentPlot() != nullptr ? parentPlot()->legend : nullptr;
  const double s = legend != nullptr ? legend->property(kLegendKeyScale).toDouble() : 0.0;
  const double k = s > 0 ? s : 1.0;
  const double mid = rect.top() + rect.height() / 2.0;
  if (brush().style() != Qt::NoBrush) {
    applyFillAntialiasingHint(painter);
    painter->fillRect(
        QRectF(rect.left(), mid - rect.height() / 4.0, rect.width(), rect.height() / 2.0), brush());
  }
  if (lineStyle() != lsNone) {
    applyDefaultAntialiasingHint(painter);
    QPen p = pen();
    p.setWidthF(pen().widthF() * k);
    painter->setPen(p);
    // A dashed key starts and ends on a dash: the pattern is laid out from the key's middle.
    const double width = std::max(p.widthF(), 1.0);
    double period = 0;
    for (const qreal d : p.dashPattern()) period += d * width;
    if (p.style() != Qt::SolidLine && period > 0) {
      const double whole = std::floor(rect.width() / period);
      const double used = std::max(whole, 1.0) * period;
      p.setDashOffset((period - (rect.width() - used) / 2.0) / width);
      painter->setPen(p);
    }
    painter->drawLine(QLineF(rect.left(), mid, rect.right(), mid));
  }
  if (!scatterStyle().isNone()) {
    QCPScatterStyle marker = scatterStyle();
    marker.setSize(marker.size() * k);
    QPen mp = marker.isPenDefined() ? marker.pen() : pen();
    mp.setWidthF(mp.widthF() * k);
    mp.setStyle(Qt::SolidLine);
    marker.setPen(mp);
    applyScattersAntialiasingHint(painter);
    marker.applyTo(painter, pen());
    marker.drawShape(painter, QPointF(rect.center().x(), mid));
  }
}

void sizeLegendKeys(QCPLegend& legend, double keyScale) {
  legend.setProperty(kLegendKeyScale, keyScale);
  const double line = QFontMetricsF(legend.font()).height();
  legend.setIconSize(static_cast<int>(std::lround(2.0 * line)),
                     static_cast<int>(std::lround(line)));
  legend.setIconTextPadding(static_cast<int>(std::lround(0.35 * line)));
  // Entries apart by about an em (the legend's column spacing adds to this).
  const int side = static_cast<int>(std::lround(0.2 * line));
  for (int i = 0; i < legend.itemCount(); ++i) {
    if (QCPAbstractLegendItem* item = legend.item(i)) item->setMargins(QMargins(side, 1, side, 1));
  }
  legend.setColumnSpacing(static_cast<int>(std::lround(0.6 * line)));
}

QCPGraph* addGraph(QCustomPlot& plot, QCPAxis* keyAxis, QCPAxis* valueAxis) {
  auto* graph = new SmoothGraph(keyAxis != nullptr ? keyAxis : plot.xAxis,
                                valueAxis != nullptr ? valueAxis : plot.yAxis);
  graph->setName(QLatin1String("Graph ") + QString::number(plot.graphCount()));
  return graph;
}

}  // namespace ui
