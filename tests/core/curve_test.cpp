// core/curve.hpp: grids and the largest difference between two curves.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "core/activations.hpp"
#include "core/curve.hpp"
#include "core/format.hpp"

namespace {

TEST(Linspace, EndpointsExactAndEvenlySpaced) {
  const auto x = gelu::linspace(-4.0, 4.0, 801);
  ASSERT_EQ(x.size(), 801u);
  EXPECT_EQ(x.front(), -4.0);
  EXPECT_EQ(x.back(), 4.0);
  EXPECT_EQ(x[400], 0.0);
  EXPECT_NEAR(x[1] - x[0], 0.01, 1e-15);
  ASSERT_EQ(gelu::linspace(2.0, 3.0, 1).size(), 1u);
  EXPECT_EQ(gelu::linspace(2.0, 3.0, 1)[0], 2.0);
}

// Regression: −4..4 by 801 printed 0.009999999999999787 for 0.01; a grid reaching 1.7e308
// overflowed to inf (and then to NaN in the table).
TEST(Linspace, DecimalGridsGiveTheNearestDoublesAndHugeRangesStayFinite) {
  const auto x = gelu::linspace(-4.0, 4.0, 801);
  ASSERT_EQ(x.size(), 801u);
  for (std::size_t i = 0; i < x.size(); ++i) {
    const std::string decimal = std::to_string(static_cast<int>(i) - 400) + "e-2";
    EXPECT_EQ(x[i], *gelu::parseDouble(decimal)) << decimal;
  }
  const auto wide = gelu::linspace(-4.0, 1.7e308, 801);
  ASSERT_EQ(wide.size(), 801u);
  for (std::size_t i = 1; i < wide.size(); ++i) {
    ASSERT_TRUE(std::isfinite(wide[i])) << i;
    EXPECT_GT(wide[i], wide[i - 1]) << i;
  }
  EXPECT_EQ(wide.back(), 1.7e308);
}

TEST(MaxAbsDifference, ApproximationErrorsMatchThePublishedFigures) {
  const auto* exact = gelu::findFunction("gelu");
  const auto tanh = gelu::maxAbsDifference(*gelu::findFunction("gelu_tanh"), *exact, -6, 6);
  EXPECT_NEAR(tanh.value, 4.73e-4, 0.01e-4);
  EXPECT_NEAR(std::fabs(tanh.at), 2.70, 0.01);
  const auto sig = gelu::maxAbsDifference(*gelu::findFunction("gelu_sigmoid"), *exact, -6, 6);
  EXPECT_NEAR(sig.value, 2.03e-2, 0.01e-2);
  EXPECT_NEAR(std::fabs(sig.at), 2.27, 0.01);
}

}  // namespace
