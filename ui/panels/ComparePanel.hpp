#pragma once
/// @file
/// @brief Activations side by side: small multiples on identical axes, one per shown curve with
/// its derivative faint; or each curve's difference to GELU.
#include "ui/panels/PlotPanel.hpp"

class QCheckBox;

namespace ui {

class ComparePanel : public PlotPanel {
  Q_OBJECT
 public:
  explicit ComparePanel(Scene& scene, QWidget* parent = nullptr);
  /// Also hides the check box.
  void setPresentation(bool on) override;
  /// One small plot per shown curve.
  int plotCount() const;
  /// The Scene's compare-difference flag (the panel shows it; the Scene keeps it).
  bool differenceMode() const;
  void setDifferenceMode(bool on);

 protected:
  void rebuildCurves() override;
  void updateX() override;
  void resetView() override;

 private:
  void applyView();
  bool m_difference = false;  ///< what is drawn: follows the Scene's flag
  QCheckBox* m_diffBox = nullptr;
};

}  // namespace ui
