#pragma once
/// @file
/// @brief The pdf of N(μ, σ²) with the area from −∞ to x shaded: that area is Φ(x).
#include <QVector>

#include "ui/panels/PlotPanel.hpp"

class QCPGraph;
class QCPItemLine;
class QCPItemText;

namespace ui {

class PdfAreaPanel : public PlotPanel {
  Q_OBJECT
 public:
  explicit PdfAreaPanel(Scene& scene, QWidget* parent = nullptr);
  /// The read-out shown in the plot, e.g. "Φ(x) = 0.6915".
  QString readout() const;
  /// The right edge of the shaded area (= x).
  double shadedUpTo() const;
  /// Whether the area up to x is shaded (the lecture's first step shows the bare pdf).
  void setAreaShown(bool on);
  void setStepLooks(bool shade, bool trace) override {
    (void)trace;
    setAreaShown(shade);
  }
  bool areaShown() const { return m_areaShown; }

 protected:
  void rebuildCurves() override;
  void updateX() override;
  void resetView() override;
  QString hoverText(double x, double y) const override;
  void restyle() override;
  bool supportsXDrag() const override { return true; }

 private:
  QCPGraph* m_pdf = nullptr;
  QCPGraph* m_area = nullptr;
  QCPItemLine* m_line = nullptr;
  QCPItemText* m_readout = nullptr;
  QVector<double> m_xs, m_ys;
  double m_yTop = 0.45;
  bool m_areaShown = true;
};

}  // namespace ui
