#include "ui/panels/DerivativesPanel.hpp"
#include "ui/model/Text.hpp"

#include "core/activations.hpp"
#include "ui/model/Scene.hpp"

namespace ui {
namespace {

/// The title with the root of GELU′ for the Scene's μ and σ (−0.75 for the standard GELU).
QString titleFor(const Scene& scene) {
  const double root = gelu::dgeluRoot(scene.mu(), scene.sigma());
  if (!std::isfinite(root)) {
    return DerivativesPanel::tr("Derivatives: $\\mathrm{GELU}'(x) = \\Phi(x) + x\\,\\varphi(x)$");
  }
  return DerivativesPanel::tr(
             "Derivatives: $\\mathrm{GELU}'(x) = \\Phi(x) + x\\,\\varphi(x)$ dips below 0 near "
             "$x \\approx %1$")
      .arg(texX(root, 2));
}

}  // namespace

DerivativesPanel::DerivativesPanel(Scene& scene, QWidget* parent)
    : CurveSetPanel(scene, "derivatives", titleFor(scene), true, parent) {
  listenTo(Scene::kShape);
  resetView();
  refresh();
}

bool DerivativesPanel::sceneChanged(int) {
  setTitle(titleFor(scene()));  // μ and σ in the title
  return false;
}

}  // namespace ui
