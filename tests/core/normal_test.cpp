// Φ and φ beyond what the reference tables cover: symmetry, monotonicity, generalized shapes.
#include <gtest/gtest.h>

#include <cmath>

#include "core/normal.hpp"

namespace {

TEST(Cdf, SymmetryHoldsToRounding) {
  for (double x = -8.0; x <= 8.0; x += 0.37) {
    EXPECT_NEAR(gelu::cdf(x) + gelu::cdf(-x), 1.0, 4e-16) << x;
  }
}

TEST(Cdf, MonotoneAcrossTheTailSwitch) {
  double prev = 0.0;
  for (double x = -38.5; x <= -35.5; x += 1.0 / 1024) {
    const double c = gelu::cdf(x);
    EXPECT_GE(c, prev) << x;
    prev = c;
  }
}

TEST(Cdf, GeneralizedIsAShift) {
  EXPECT_DOUBLE_EQ(gelu::cdf(2.5, 0.5, 2.0), gelu::cdf(1.0));
  EXPECT_DOUBLE_EQ(gelu::pdf(2.5, 0.5, 2.0), gelu::pdf(1.0) / 2.0);
  EXPECT_EQ(gelu::cdf(1e308, -1e308, 1e-300), 1.0);  // z overflows to +inf
  EXPECT_EQ(gelu::cdf(-1e308, 1e308, 1e-300), 0.0);  // z overflows to −inf
  EXPECT_EQ(gelu::pdf(-1e308, 1e308, 1e-300), 0.0);
}

TEST(Pdf, FmaSplitKeepsTheTailAccurate) {
  // φ(34) via exact splitting agrees with the true value (mpmath, 40 digits) to a few ULP.
  const double truth = 3.790526400092868136807212e-252;
  EXPECT_NEAR(gelu::pdf(34.0) / truth, 1.0, 1e-15);
}

}  // namespace
