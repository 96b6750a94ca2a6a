// core/neuron.hpp: the compensated weighted sum and the two-input example.
#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

#include "core/activations.hpp"
#include "core/neuron.hpp"

namespace {

TEST(Neuron, TheTwoInputExample) {
  const double in[] = {0.0, 1.0};
  const double w[] = {0.3, 0.2};
  const auto t = gelu::neuron(in, w, 0.0, *gelu::findFunction("gelu_tanh"));
  EXPECT_EQ(t.sum, 0.2);
  EXPECT_NEAR(t.output, 0.115851, 5e-7);
  const auto g = gelu::neuron(in, w, 0.0, *gelu::findFunction("gelu"));
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
