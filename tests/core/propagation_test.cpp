// A deep random network against the mean-field recursion it should follow at large width.
#include "core/propagation.hpp"

#include "core/moments.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

namespace {

using gelu::propagation::Network;

const gelu::FunctionInfo& fn(const char* id) { return *gelu::builtInFunction(id); }
const gelu::FunctionInfo* dfn(const char* id) { return gelu::builtInFunction(fn(id).derivative); }

TEST(Propagation, TheSameSeedGivesTheSameLayersToTheBit) {
  Network n;
  n.depth = 12;
  n.width = 300;
  n.gain = 1.4;
  n.seed = 7;
  const auto a = gelu::propagation::propagate(fn("gelu"), dfn("gelu"), n, {}, true);
  const auto b = gelu::propagation::propagate(fn("gelu"), dfn("gelu"), n, {}, true);
  ASSERT_EQ(a.size(), 13U);
  for (std::size_t l = 0; l < a.size(); ++l) {
    EXPECT_EQ(a[l].index, static_cast<int>(l));
    EXPECT_EQ(a[l].values, b[l].values);
    EXPECT_EQ(a[l].variance, b[l].variance);
  }
  n.seed = 8;
  const auto c = gelu::propagation::propagate(fn("gelu"), dfn("gelu"), n, {}, true);
  EXPECT_NE(a[5].values, c[5].values);
}

// A variance past the doubles (squared ReLU at gain 100 overflows at layer 7) stays unknown in
// every later layer: the map of a NaN gave 0, and the theory grew again from there.
TEST(Propagation, TheTheoryPastAnOverflowStaysUnknown) {
  Network n;
  n.depth = 12;
  n.width = 16;
  n.gain = 100;
  const auto layers = gelu::propagation::propagate(fn("squared_relu"), nullptr, n, {}, false);
  std::size_t first = layers.size();
  for (std::size_t l = 0; l < layers.size(); ++l) {
    if (!std::isfinite(layers[l].theory)) {
      first = l;
      break;
    }
    EXPECT_GT(layers[l].theory, 0.0) << "layer " << l;
  }
  ASSERT_LT(first, layers.size() - 1);  // it does overflow, with layers after it
  for (std::size_t l = first; l < layers.size(); ++l) {
    EXPECT_FALSE(std::isfinite(layers[l].theory)) << "layer " << l << ": " << layers[l].theory;
  }
}

// Each layer against the recursion one step on from the layer before: given layer l, layer
// l + 1's variance is g²·E[f(h_l)²] up to the sampling noise of W units (√(2/W) for the draw,
// √(Var f²/E²f²)/√W ≤ √(5/W) for the average over layer l). One step, because a map with an
// unstable fixed point (GELU and SiLU at their second-moment gains) amplifies any deviation, as
// the theory says it must.
TEST(Propagation, WideNetworksFollowTheMeanFieldMapLayerByLayer) {
  for (const char* id : {"relu", "gelu", "tanh", "silu"}) {
    for (const auto rule : {gelu::propagation::GainRule::He, gelu::propagation::GainRule::Auto}) {
      Network n;
      n.depth = 16;
      n.width = 2048;
      n.gain = gelu::propagation::gainFor(rule, fn(id));
      n.seed = 3;
      const auto layers = gelu::propagation::propagate(fn(id), dfn(id), n);
      SCOPED_TRACE(testing::Message() << id << " gain " << n.gain);
      EXPECT_EQ(layers.front().theory, 1.0);
      const double tolerance = 6.0 * std::sqrt(7.0 / n.width);
      for (std::size_t l = 1; l < layers.size(); ++l) {
        const double prev = layers[l - 1].variance + layers[l - 1].mean * layers[l - 1].mean;
        const double expected = gelu::moments::varianceMap(fn(id), prev, n.gain);
        EXPECT_LT(std::fabs(std::log(layers[l].variance / expected)), tolerance) << "layer " << l;
        EXPECT_LT(std::fabs(layers[l].mean), 6.0 * std::sqrt(expected / n.width)) << "layer " << l;
      }
    }
  }
}

// Where the map is stable or neutral (ReLU at He's gain, tanh), the whole path stays with the
// recursion from the input on: its error is a random walk of ~√(2/W) steps in log q.
TEST(Propagation, StableMapsKeepTheWholePathOnTheRecursion) {
  for (const char* id : {"relu", "tanh"}) {
    Network n;
    n.depth = 16;
    n.width = 2048;
    n.gain = std::sqrt(2.0);
    n.seed = 11;
    const auto layers = gelu::propagation::propagate(fn(id), dfn(id), n);
    for (const auto& l : layers) {
      const double walk = 6.0 * std::sqrt(7.0 * (l.index + 1) / n.width);
      EXPECT_LT(std::fabs(std::log(l.variance / l.theory)), walk) << id << " layer " << l.index;
    }
  }
}

TEST(Propagation, HesGainKeepsReluButGeluLosesItsSignal) {
  Network n;
  n.depth = 60;
  n.width = 1024;
  n.gain = std::sqrt(2.0);
  const auto relu = gelu::propagation::propagate(fn("relu"), dfn("relu"), n);
  const auto gelu = gelu::propagation::propagate(fn("gelu"), dfn("gelu"), n);
  EXPECT_NEAR(relu.back().theory, 1.0, 1e-9);  // neutral
  EXPECT_LT(gelu.back().theory, 1e-3);         // falls layer by layer
  EXPECT_LT(gelu.back().variance, 1e-2);
  EXPECT_GT(gelu.back().nearZero, 0.9);  // the outputs are all about 0
  // Half of ReLU's units output exactly 0 and pass no gradient, in every layer.
  for (const auto& l : relu) {
    EXPECT_NEAR(l.nearZero, 0.5, 0.06) << l.index;
    EXPECT_NEAR(l.saturated, 0.5, 0.06) << l.index;
  }
}

TEST(Propagation, BiasAddsItsVarianceAndTanhSaturates) {
  const auto q = gelu::propagation::theory(fn("gelu"), 40, std::sqrt(2.0), 0.3);
  EXPECT_GT(q.back(), 0.09);  // the bias keeps the signal from vanishing
  Network n;
  n.depth = 10;
  n.width = 2048;
  n.gain = 5.0;  // large: tanh units pinned at ±1
  const auto layers = gelu::propagation::propagate(fn("tanh"), dfn("tanh"), n);
  EXPECT_GT(layers.back().saturated, 0.4);
  EXPECT_LT(layers.front().saturated, 0.01);
}

TEST(Propagation, GainRulesAndBadNetworks) {
  using gelu::propagation::GainRule;
  EXPECT_NEAR(gelu::propagation::gainFor(GainRule::Auto, fn("relu")), std::sqrt(2.0), 1e-12);
  EXPECT_NEAR(gelu::propagation::gainFor(GainRule::Auto, fn("gelu")), 1.53353, 1e-5);
  EXPECT_EQ(gelu::propagation::gainFor(GainRule::Torch, fn("gelu")), 1.0 / std::sqrt(3.0));
  EXPECT_EQ(gelu::propagation::parseGainRule("xavier"), GainRule::Xavier);
  EXPECT_FALSE(gelu::propagation::parseGainRule("kaiming").has_value());
  for (const auto& bad : {Network{0, 10}, Network{101, 10}, Network{5, 0}, Network{5, 2049},
                          Network{5, 10, -1.0}, Network{5, 10, 1.0, std::nan("")}}) {
    EXPECT_THROW(gelu::propagation::propagate(fn("gelu"), nullptr, bad), std::invalid_argument);
  }
}

}  // namespace
