#include "core/model/companions.hpp"

#include <algorithm>

namespace gelu::model {

std::vector<std::string> comparedApproximations(const std::vector<std::string>& curves,
                                                bool precisionLens) {
  if (precisionLens) return {};
  std::vector<std::string> ids;
  for (const char* id : {"gelu_tanh", "gelu_sigmoid"}) {
    if (contains(curves, id)) ids.emplace_back(id);
  }
  if (ids.empty()) ids = {"gelu_tanh", "gelu_sigmoid"};
  return ids;
}

std::vector<std::string> companionCurves(const std::vector<std::string>& curves,
                                         const NeuronState& neuron, bool precisionLens,
                                         const FunctionLibrary& library,
                                         const std::vector<std::string>& panels) {
  std::vector<std::string> ids;
  if (contains(panels, "errors")) ids = comparedApproximations(curves, precisionLens);
  // A gated unit's output is not on its activation's curve: then only the mark. (Φ, φ and a
  // derivative are no activation.)
  if (contains(panels, "neuron") && neuron.gate == "none") {
    const FunctionInfo* f = library.find(neuron.activation);
    const auto activations = library.activations();
    const bool activation =
        f != nullptr && std::find(activations.begin(), activations.end(), f) != activations.end();
    if (activation && !contains(ids, neuron.activation)) ids.push_back(neuron.activation);
  }
  return ids;
}

}  // namespace gelu::model
