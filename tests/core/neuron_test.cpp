// core/neuron.hpp: the compensated weighted sum and the two-input example.
#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

#include "core/activations.hpp"
#include "core/library.hpp"
#include "core/neuron.hpp"

namespace {

TEST(Neuron, TheTwoInputExample) {
  const double in[] = {0.0, 1.0};
  const double w[] = {0.3, 0.2};
  const auto t = gelu::neuron(in, w, 0.0, *gelu::builtInFunction("gelu_tanh"));
  EXPECT_EQ(t.sum, 0.2);
  EXPECT_NEAR(t.output, 0.115851, 5e-7);
  const auto g = gelu::neuron(in, w, 0.0, *gelu::builtInFunction("gelu"));
  EXPECT_NEAR(g.output, 0.115852, 5e-7);
  EXPECT_EQ(g.output, gelu::gelu(0.2));
}

TEST(Neuron, CompensatedSumAndSizeCheck) {
  const double in[] = {1e16, 1.0, -1e16};
  const double w[] = {1.0, 1.0, 1.0};
  EXPECT_EQ(gelu::weightedSum(in, w, 0.5), 1.5);  // naive summation gives 0.5 or 2
  const double two[] = {1.0, 2.0};
  EXPECT_THROW(gelu::weightedSum(in, two, 0.0), std::invalid_argument);
}

}  // namespace

// Gated units of transformer MLPs: (w·x + b) ⊙ act(v·x + c).
TEST(GatedNeuron, GegluSwigluRegluMultiplyTheLinearPathByTheGate) {
  const double x[] = {1.0, -2.0};
  const double w[] = {0.5, 0.25};
  const double v[] = {-1.0, 0.75};
  const double s = 0.5 - 0.5 + 0.1;   // w·x + b
  const double g = -1.0 - 1.5 + 0.2;  // v·x + c
  const auto geglu = gelu::gatedNeuron(x, w, 0.1, v, 0.2, gelu::Gate::Geglu);
  EXPECT_DOUBLE_EQ(geglu.sum, s);
  EXPECT_DOUBLE_EQ(geglu.gate, g);
  EXPECT_DOUBLE_EQ(geglu.output, s * gelu::gelu(g));
  gelu::Params p;
  p.beta = 2.0;
  EXPECT_DOUBLE_EQ(gelu::gatedNeuron(x, w, 0.1, v, 0.2, gelu::Gate::Swiglu, p).output,
                   s * g * gelu::act::sigmoid(2.0 * g));
  EXPECT_EQ(gelu::gatedNeuron(x, w, 0.1, v, 0.2, gelu::Gate::Reglu).output, 0.0);  // g < 0
  EXPECT_THROW(gelu::gatedNeuron(x, w, 0.1, v, 0.2, gelu::Gate::None), std::invalid_argument);
  const double shortV[] = {1.0};
  EXPECT_THROW(gelu::gatedNeuron(x, w, 0.1, shortV, 0.2, gelu::Gate::Geglu), std::invalid_argument);
  EXPECT_EQ(gelu::parseGate("swiglu"), gelu::Gate::Swiglu);
  EXPECT_FALSE(gelu::parseGate("glu").has_value());
  EXPECT_EQ(gelu::gateName(gelu::Gate::Reglu), "reglu");
}
