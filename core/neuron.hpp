#pragma once
/// @file
/// @brief A single neuron: weighted sum plus bias, fed to an activation.

#include <optional>
#include <span>
#include <string_view>

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

/// @brief The gated linear units of transformer MLPs (Shazeer 2020): the unit's value
/// (w·x + b) ⊙ act(v·x + c), with act = GELU (GEGLU), Swish with β (SwiGLU) or ReLU (ReGLU).
enum class Gate { None, Geglu, Swiglu, Reglu };
/// @brief Every Gate, in menu order.
inline constexpr Gate kGates[] = {Gate::None, Gate::Geglu, Gate::Swiglu, Gate::Reglu};

/// @brief "geglu", "swiglu", "reglu" (and "none") ↔ Gate; nullopt for anything else.
std::optional<Gate> parseGate(std::string_view name);
std::string_view gateName(Gate gate);
/// @brief The activation of the gate: "gelu", "swish" or "relu" (empty for None).
std::string_view gateActivation(Gate gate);

/// @brief What a gated unit computed.
struct GatedOutput {
  double sum = 0.0;     ///< s = w·x + b (the linear path)
  double gate = 0.0;    ///< g = v·x + c
  double act = 0.0;     ///< act(g)
  double output = 0.0;  ///< s · act(g)
};

/// @brief The gated unit; all four weight lists must have the inputs' length (else
/// std::invalid_argument); `gate` must not be None.
GatedOutput gatedNeuron(std::span<const double> inputs, std::span<const double> weights,
                        double bias, std::span<const double> gateWeights, double gateBias,
                        Gate gate, const Params& p = {});

}  // namespace gelu
