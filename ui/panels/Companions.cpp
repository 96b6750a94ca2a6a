#include "ui/panels/Companions.hpp"

#include <algorithm>

#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/ErrorsPanel.hpp"

namespace ui {

QString neuronCompanion(const Scene& scene) {
  // A gated unit's output is not on its activation's curve: then only the mark.
  const NeuronState& n = scene.neuron();
  if (n.gate != "none") return {};
  const auto* f = scene.library().find(n.activation);
  const auto& acts = scene.library().activations();
  if (f == nullptr || std::find(acts.begin(), acts.end(), f) == acts.end()) return {};
  return fromUtf8(n.activation);
}

QStringList companionCurves(const Scene& scene) {
  QStringList ids = ErrorsPanel::approximationsOf(scene);
  const QString neuron = neuronCompanion(scene);
  if (!neuron.isEmpty() && !ids.contains(neuron)) ids << neuron;
  return ids;
}

}  // namespace ui
