#pragma once
/// @file
/// @brief Φ with the point (x, Φ(x)) marked and guide lines to both axes.
#include "ui/panels/PlotPanel.hpp"

class QCPGraph;
class QCPItemLine;
class QCPItemText;

namespace ui {

class CdfPanel : public PlotPanel {
  Q_OBJECT
 public:
  explicit CdfPanel(Scene& scene, QWidget* parent = nullptr);
  /// The marked point.
  QPointF marker() const;

 protected:
  void rebuildCurves() override;
  void updateX() override;
  void resetView() override;
  QString hoverText(double x, double y) const override;
  void restyle() override;
  bool supportsXDrag() const override { return true; }

 private:
  QCPGraph* m_cdf = nullptr;
  QCPGraph* m_point = nullptr;
  QCPItemLine* m_vertical = nullptr;
  QCPItemLine* m_horizontal = nullptr;
  QCPItemText* m_readout = nullptr;
};

}  // namespace ui
