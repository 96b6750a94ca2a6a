#include "ui/panels/SmoothGraph.hpp"

#include <algorithm>
#include <cmath>

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

QCPGraph* addGraph(QCustomPlot& plot, QCPAxis* keyAxis, QCPAxis* valueAxis) {
  auto* graph = new SmoothGraph(keyAxis != nullptr ? keyAxis : plot.xAxis,
                                valueAxis != nullptr ? valueAxis : plot.yAxis);
  graph->setName(QLatin1String("Graph ") + QString::number(plot.graphCount()));
  return graph;
}

}  // namespace ui
