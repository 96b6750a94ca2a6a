#pragma once
/// @file
/// @brief The curves a view's panels draw beside the scene's own (companions): the desktop's
/// panels and the web page both ask here, so a view draws and colours the same curves in both.
#include <string>
#include <vector>

#include "core/function_library.hpp"
#include "core/model/state.hpp"

namespace gelu::model {

/// The approximations the errors panel compares: those of `curves` (the scene's) among GELU
/// (tanh) and GELU (sigmoid), else both; none under the precision lens, where it compares
/// GELU's evaluations.
std::vector<std::string> comparedApproximations(const std::vector<std::string>& curves,
                                                bool precisionLens);

/// The curves the panels `panels` shown together draw beside the scene's `curves`: with the
/// errors panel the approximations it compares, with the neuron its activation when its output
/// lies on that curve (an activation of `library`, no gate). Every panel of the view colours its
/// curves with this list after the scene's (curveLook's `companions`), so a companion has one
/// colour in each of them and never recolours a curve of the scene.
std::vector<std::string> companionCurves(const std::vector<std::string>& curves,
                                         const NeuronState& neuron, bool precisionLens,
                                         const FunctionLibrary& library,
                                         const std::vector<std::string>& panels);

}  // namespace gelu::model
