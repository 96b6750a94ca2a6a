#pragma once
/// @file
/// @brief The panels' graphs: QCPGraph drawing its line through fewer points on screen.
///
/// A curve sampled for every zoom has more points than pixels where it is straight, and Qt
/// strokes a wide antialiased (or dashed) polyline segment by segment, with a join at every
/// point: that stroking was a third of the time of an undo's six replots. On raster devices the
/// line is therefore drawn through the points that its shape needs at device resolution (matplotlib
/// does the same, with its path.simplify_threshold of 1/9 pixel). Vector exports (PDF, SVG) keep
/// every point, and the data, fills and markers are untouched.

#include <qcustomplot.h>
#include <QPointF>
#include <QVector>

namespace ui {

/// How far a drawn line may pass from a dropped point, in device pixels.
inline constexpr double kSimplifyPixels = 0.1;

/// The points of `line` (gaps, kept: a NaN coordinate or an infinite y) that a polyline needs so
/// that every dropped point lies within `tolerance` of it: the first and last of every run, and
/// every point where the direction turns by more than the tolerance allows or the line turns back.
/// Linear time.
QVector<QPointF> simplifyPolyline(const QVector<QPointF>& line, double tolerance);

/// The legend property (a double) by which keys scale their pens and markers: the legend's
/// type size over its size before the fit shrank it (1 when it did not).
inline constexpr const char* kLegendKeyScale = "keyScale";

/// Sizes `legend`'s keys from its type: as tall as a line of text (so a key is centred on its
/// text) and long enough to show a dash-dot-dot pattern whole, for any type size; the entries'
/// spacing follows the type too.
void sizeLegendKeys(QCPLegend& legend, double keyScale);

class SmoothGraph : public QCPGraph {
  Q_OBJECT
 public:
  SmoothGraph(QCPAxis* keyAxis, QCPAxis* valueAxis);

 protected:
  void drawLinePlot(QCPPainter* painter, const QVector<QPointF>& lines) const override;
  /// The key: the graph's line, fill and marker, their sizes scaled with the legend's type.
  void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;
};

/// A new SmoothGraph on `plot`'s axes (default: its main x and y axes), named as
/// QCustomPlot::addGraph() names its graphs.
QCPGraph* addGraph(QCustomPlot& plot, QCPAxis* keyAxis = nullptr, QCPAxis* valueAxis = nullptr);

}  // namespace ui
