#pragma once
/// @file
/// @brief f′ of every shown curve, with the point at x marked.
#include "ui/panels/CurveSetPanel.hpp"

namespace ui {

class DerivativesPanel : public CurveSetPanel {
  Q_OBJECT
 public:
  explicit DerivativesPanel(Scene& scene, QWidget* parent = nullptr);

 protected:
  bool sceneChanged(int what) override;
};

}  // namespace ui
