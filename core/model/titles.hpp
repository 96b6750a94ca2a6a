#pragma once
/// @file
/// @brief What a figure's title may claim, from what it draws: the desktop's panels and the web
/// page both ask here, and each says it in its own (translated) words.
#include <string>
#include <string_view>
#include <vector>

namespace gelu::model {

/// @brief The activations plot's title. "Its approximations" only when both are drawn, the one
/// drawn named when one is, GELU named only when drawn (the neuron's view draws the tanh one
/// alone beside the scene's curves, and its title said "beside its approximations").
enum class ActivationsTitle {
  Activations,               ///< "Activations" (no GELU)
  Gelu,                      ///< "GELU"
  GeluOthers,                ///< "GELU beside other units"
  GeluTanh,                  ///< "GELU beside its tanh approximation"
  GeluTanhOthers,            ///< … "and other units"
  GeluSigmoid,               ///< "GELU beside its sigmoid approximation"
  GeluSigmoidOthers,         ///< … "and other units"
  GeluApproximations,        ///< "GELU beside its approximations"
  GeluApproximationsOthers,  ///< … "and ReLU-like units"
};

/// @brief The title of an activations plot that draws the curves `drawn` (their ids).
ActivationsTitle activationsTitle(const std::vector<std::string>& drawn);

/// @brief Its name in the web bridge ("gelu-tanh-others", …).
std::string_view activationsTitleName(ActivationsTitle title);

}  // namespace gelu::model
