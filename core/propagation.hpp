#pragma once
/// @file
/// @brief A deep random network, layer by layer: what a plain stack of layers with random
/// weights does to a Gaussian signal, beside the mean-field theory of moments.hpp.
///
/// Layer 0 is the input, W values drawn from N(0, 1). Layer l + 1's pre-activations are
/// h = W_l·f(h_l) + b with weights N(0, g²/W) and biases N(0, σ_b²). Given layer l's outputs
/// a = f(h_l), each unit of layer l + 1 is exactly N(0, g²·|a|²/W + σ_b²), independently of the
/// others: the pre-activations are drawn from that law, which is the law of a drawn weight matrix
/// (for one input), at W draws per layer instead of W². Deterministic for a seed (soi::Rng).
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/activations.hpp"

namespace gelu::propagation {

/// @brief The weights' gain g by rule, or a number.
enum class GainRule {
  Value,   ///< the given number
  Auto,    ///< the second-moment gain 1/√E[f(Z)²] (q = 1 is a fixed point of the map)
  He,      ///< √2 (Kaiming: ReLU's)
  Xavier,  ///< 1 (Glorot, equal fan-in and fan-out)
  Torch,   ///< 1/√3: PyTorch's default nn.Linear init, U(±1/√fan_in)
};
/// @brief "auto", "he", "xavier", "torch"; nullopt otherwise.
std::optional<GainRule> parseGainRule(std::string_view s) noexcept;
/// @brief The gain a rule gives f (for Value: `value`).
double gainFor(GainRule rule, const FunctionInfo& f, double value = 1.0, const Params& p = {});

/// @brief The limits of a network (the command's and the panel's).
inline constexpr int kMaxDepth = 100;
inline constexpr int kMaxWidth = 2048;

struct Network {
  int depth = 20;        ///< layers after the input, 1..kMaxDepth
  int width = 512;       ///< units per layer, 1..kMaxWidth
  double gain = 1.0;     ///< g: weights N(0, g²/W)
  double biasStd = 0.0;  ///< σ_b ≥ 0: biases N(0, σ_b²) (0: no bias)
  std::uint64_t seed = 1;
};

/// @brief One layer's pre-activations.
struct Layer {
  int index = 0;               ///< 0: the input
  double mean = 0.0;           ///< of the W pre-activations
  double variance = 0.0;       ///< of the W pre-activations, about their mean
  double theory = 0.0;         ///< q_l of the mean-field recursion (q_0 = 1)
  double nearZero = 0.0;       ///< share of units whose output |f(h)| < 0.01
  double saturated = 0.0;      ///< share of units whose slope |f′(h)| < 0.01 (no gradient passes)
  std::vector<double> values;  ///< the pre-activations (when asked for)
};

/// @brief The network's layers 0..depth. `derivative` may be null (saturated is then NaN).
/// Throws std::invalid_argument for a depth, width, gain or σ_b out of range.
std::vector<Layer> propagate(const FunctionInfo& f, const FunctionInfo* derivative,
                             const Network& net, const Params& p = {}, bool keepValues = false);

/// @brief The mean-field recursion alone: q_0 = 1, q_{l+1} = g²·E[f(√q_l·Z)²] + σ_b².
std::vector<double> theory(const FunctionInfo& f, int depth, double gain, double biasStd = 0.0,
                           const Params& p = {});

}  // namespace gelu::propagation
