#include "ui/panels/Companions.hpp"

#include <algorithm>

#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"

namespace ui {

QStringList comparedApproximations(const Scene& scene) {
  if (scene.view().precisionLens) return {};
  QStringList ids;
  for (const QString& id : {QString("gelu_tanh"), QString("gelu_sigmoid")}) {
    if (scene.isShown(id)) ids << id;
  }
  return ids.isEmpty() ? QStringList{"gelu_tanh", "gelu_sigmoid"} : ids;
}

namespace {

/// The neuron's activation when its output is on that activation's curve (an activation of the
/// library, no gate), else nothing.
QString neuronCompanion(const Scene& scene) {
  // A gated unit's output is not on its activation's curve: then only the mark.
  const NeuronState& n = scene.neuron();
  if (n.gate != "none") return {};
  const auto* f = scene.library().find(n.activation);
  const auto& acts = scene.library().activations();
  if (f == nullptr || std::find(acts.begin(), acts.end(), f) == acts.end()) return {};
  return fromUtf8(n.activation);
}

}  // namespace

QStringList companionCurves(const Scene& scene, const QStringList& shown) {
  QStringList ids;
  if (shown.contains("errors")) ids = comparedApproximations(scene);
  if (shown.contains("neuron")) {
    const QString neuron = neuronCompanion(scene);
    if (!neuron.isEmpty() && !ids.contains(neuron)) ids << neuron;
  }
  return ids;
}

}  // namespace ui
