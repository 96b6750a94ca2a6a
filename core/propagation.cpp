#include "core/propagation.hpp"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

#include "core/moments.hpp"
#include "core/soi.hpp"

namespace gelu::propagation {

std::optional<GainRule> parseGainRule(std::string_view s) noexcept {
  if (s == "auto") return GainRule::Auto;
  if (s == "he") return GainRule::He;
  if (s == "xavier") return GainRule::Xavier;
  if (s == "torch") return GainRule::Torch;
  return std::nullopt;
}

double gainFor(GainRule rule, const FunctionInfo& f, double value, const Params& p) {
  switch (rule) {
    case GainRule::Value:
      return value;
    case GainRule::Auto:
      return moments::moments(f, nullptr, {}, p).gain;
    case GainRule::He:
      return std::sqrt(2.0);
    case GainRule::Xavier:
      return 1.0;
    case GainRule::Torch:
      return 1.0 / std::sqrt(3.0);
  }
  return value;
}

std::vector<double> theory(const FunctionInfo& f, int depth, double gain, double biasStd,
                           const Params& p) {
  std::vector<double> q = {1.0};
  for (int l = 0; l < depth; ++l) {
    // Past a variance the doubles do not hold (an overflow in the map: inf or NaN), the later
    // layers have none either: the map of a NaN gave a fresh 0 and grew again from there.
    const double before = q.back();
    q.push_back(std::isfinite(before) ? moments::varianceMap(f, before, gain, biasStd * biasStd, p)
                                      : std::numeric_limits<double>::quiet_NaN());
  }
  return q;
}

std::vector<Layer> propagate(const FunctionInfo& f, const FunctionInfo* derivative,
                             const Network& net, const Params& p, bool keepValues) {
  if (net.depth < 1 || net.depth > kMaxDepth) {
    throw std::invalid_argument("depth must be 1.." + std::to_string(kMaxDepth));
  }
  if (net.width < 1 || net.width > kMaxWidth) {
    throw std::invalid_argument("width must be 1.." + std::to_string(kMaxWidth));
  }
  if (!(std::isfinite(net.gain) && net.gain >= 0.0)) {
    throw std::invalid_argument("the gain must be finite and ≥ 0");
  }
  if (!(std::isfinite(net.biasStd) && net.biasStd >= 0.0)) {
    throw std::invalid_argument("the bias's standard deviation must be finite and ≥ 0");
  }
  const std::vector<double> q = theory(f, net.depth, net.gain, net.biasStd, p);
  soi::Rng rng(net.seed);
  const auto width = static_cast<std::size_t>(net.width);
  std::vector<double> h(width);
  for (double& v : h) v = rng.normal();  // layer 0: the input
  std::vector<Layer> layers;
  layers.reserve(static_cast<std::size_t>(net.depth) + 1);
  for (int l = 0; l <= net.depth; ++l) {
    Layer layer;
    layer.index = l;
    layer.theory = q[static_cast<std::size_t>(l)];
    double sum = 0.0;
    for (const double v : h) sum += v;
    layer.mean = sum / static_cast<double>(width);
    double squares = 0.0;
    double outputSquares = 0.0;  // |a|² for the next layer
    std::size_t nearZero = 0;
    std::size_t flat = 0;
    for (const double v : h) {
      squares += (v - layer.mean) * (v - layer.mean);
      const double a = f(v, p);
      outputSquares += a * a;
      if (std::fabs(a) < 0.01) ++nearZero;
      if (derivative != nullptr && std::fabs((*derivative)(v, p)) < 0.01) ++flat;
    }
    layer.variance = squares / static_cast<double>(width);
    layer.nearZero = static_cast<double>(nearZero) / static_cast<double>(width);
    layer.saturated = derivative != nullptr ? static_cast<double>(flat) / static_cast<double>(width)
                                            : std::nan("");
    if (keepValues) layer.values = h;
    layers.push_back(std::move(layer));
    if (l == net.depth) break;
    // Given a = f(h), each unit of the next layer is N(0, g²|a|²/W + σ_b²).
    const double sd = std::sqrt(net.gain * net.gain * outputSquares / static_cast<double>(width) +
                                net.biasStd * net.biasStd);
    for (double& v : h) v = sd * rng.normal();
  }
  return layers;
}

}  // namespace gelu::propagation
