#include "ui/panels/DerivativesPanel.hpp"

namespace ui {

DerivativesPanel::DerivativesPanel(Scene& scene, QWidget* parent)
    : CurveSetPanel(scene, "derivatives",
                    tr("Derivatives: GELU′(x) = Φ(x) + x·φ(x) dips below 0 near x ≈ −0.75"), true,
                    parent) {
  resetView();
  refresh();
}

}  // namespace ui
