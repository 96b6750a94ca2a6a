#include "ui/panels/Companions.hpp"

#include "core/model/companions.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"

namespace ui {

QStringList comparedApproximations(const Scene& scene) {
  return toQt(
      gelu::model::comparedApproximations(scene.state().curves, scene.view().precisionLens));
}

QStringList companionCurves(const Scene& scene, const QStringList& shown) {
  return toQt(gelu::model::companionCurves(scene.state().curves, scene.neuron(),
                                           scene.view().precisionLens, scene.library(),
                                           toStd(shown)));
}

}  // namespace ui
