#pragma once
/// @file
/// @brief A single neuron: weighted sum plus bias, fed to an activation.

#include <span>

#include "core/activations.hpp"

namespace gelu {

/// @brief Σ wᵢ·xᵢ + b, compensated (Ogita–Rump–Oishi Dot2): as if computed in twice the
/// precision, then rounded. Sizes must match (std::invalid_argument otherwise).
double weightedSum(std::span<const double> inputs, std::span<const double> weights, double bias);

/// @brief What the neuron computed.
struct NeuronOutput {
  double sum = 0.0;     ///< Σ wᵢ·xᵢ + b
  double output = 0.0;  ///< activation(sum)
};

/// @brief The neuron with the given activation.
NeuronOutput neuron(std::span<const double> inputs, std::span<const double> weights, double bias,
                    const FunctionInfo& activation, const Params& p = {});

}  // namespace gelu
