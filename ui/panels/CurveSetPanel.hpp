#pragma once
/// @file
/// @brief Shared by the activations and derivatives panels: one graph per shown curve (or its
/// derivative), styled by id, with the point at x marked on each.
#include <QHash>
#include <QMap>
#include <QPen>

#include "core/curve.hpp"
#include "ui/panels/PlotPanel.hpp"

class QCPGraph;
class QCPItemStraightLine;

namespace ui {

class CurveSetPanel : public PlotPanel {
  Q_OBJECT
 public:
  CurveSetPanel(Scene& scene, QString id, QString title, bool derivatives, QWidget* parent);
  /// Ids of the graphs drawn (activation ids, or derivative ids for the derivatives panel).
  QStringList graphIds() const { return m_graphs.keys(); }
  /// The graph of curve `id`, or nullptr when it is not drawn.
  const QCPGraph* graph(const QString& id) const { return m_graphs.value(id, nullptr); }
  /// The marker on the curve `id` at x.
  QPointF markerOn(const QString& id) const;
  /// Trace mode: each curve is drawn only up to x, so sweeping x traces it (lecture step 5).
  void setTrace(bool on);
  void setStepLooks(bool shade, bool trace) override {
    (void)shade;
    setTrace(trace);
  }
  bool trace() const { return m_trace; }
  /// Also names the curves without formulas (large type leaves no room for them).
  void setPresentation(bool on) override;
  /// The largest x drawn of curve `id` (its right end, or x in trace mode).
  double drawnUpTo(const QString& id) const;

 protected:
  void rebuildCurves() override;
  void updateX() override;
  void resetView() override;
  QString hoverText(double x, double y) const override;
  QString accessibleDetails() const override;
  void restyle() override;
  void beforeDrawing(int) override { dashCoincidentCurves(); }
  /// A solid curve over a long stretch of an earlier one, drawn dashed (the earlier shows).
  void dashCoincidentCurves();
  bool supportsXDrag() const override { return true; }
  bool xMovesOnlyMarks() const override { return !m_trace; }
  bool derivatives() const { return m_derivatives; }
  QString drawnId(const QString& activationId) const;
  /// The activations drawn, in the legend's order: the Scene's shown curves (a subclass may add
  /// the curves its companion panels speak of).
  virtual QStringList drawnCurves() const;

 protected:
  void resizeEvent(QResizeEvent* e) override;
  void legendRestyled() override { nameGraphs(); }

 private:
  void nameGraphs();
  bool adaptToWidth(int width) override;
  /// How many legend entries fit side by side at this width, with or without formulas.
  int legendColumns(int width, bool formulas) const;
  int m_legendWidth = 0;       ///< the width the legend was laid out for (screen or export)
  QStringList m_listedCurves;  ///< the curves the legend lists, in order (rebuildCurves())
  bool m_derivatives;
  QMap<QString, QCPGraph*> m_graphs;
  QMap<QString, QCPGraph*> m_markers;
  QString m_dashedFor;  ///< what dashCoincidentCurves() decided for (empty: nothing yet)
  QHash<QString, QPen> m_basePens;  ///< each curve's own pen (dashCoincidentCurves() from them)
  /// A curve's jumps: closed ends (discs) and open ends (rings), as mathematics draws them.
  QMap<QString, std::pair<QCPGraph*, QCPGraph*>> m_jumpEnds;
  QMap<QString, std::vector<gelu::Jump>> m_jumps;
  QMap<QString, std::pair<QVector<double>, QVector<double>>> m_full;  ///< whole curves
  bool m_trace = false;
  void fillGraphs();
  QCPItemStraightLine* m_xLine = nullptr;
};

}  // namespace ui
