// Extreme but valid arguments: the generalized normal functions never return NaN for finite
// input, scale before subtracting when x − μ overflows, and survive a subnormal σ.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "core/activations.hpp"
#include "core/normal.hpp"

namespace {

constexpr double kMax = std::numeric_limits<double>::max();

double ulpsApart(double got, double want) {
  if (got == want) return 0.0;
  return std::fabs(got - want) / (std::nextafter(std::fabs(want), INFINITY) - std::fabs(want));
}

}  // namespace

// Regression: x = −1.7e308 with μ = σ = 1.7e308 gave Φ = 0 (x − μ overflowed to −∞).
TEST(ExtremeArguments, AnOverflowingDifferenceIsScaledBeforeSubtracting) {
  const double phiMinus2 = 0.022750131948179207200282637166533437471;  // Φ(−2), mpmath
  EXPECT_LE(ulpsApart(gelu::cdf(-1.7e308, 1.7e308, 1.7e308), phiMinus2), 4.0);
  EXPECT_LE(ulpsApart(gelu::cdf(1.7e308, -1.7e308, 1.7e308), 1.0 - phiMinus2), 4.0);
  EXPECT_GT(gelu::pdf(-1.7e308, 1.7e308, 1.7e308), 0.0);
  EXPECT_LE(ulpsApart(gelu::gelu(-1.7e308, 1.7e308, 1.7e308), -1.7e308 * phiMinus2), 8.0);
}

// Regression: σ = 1e-310 (subnormal) made (x − μ)/σ NaN: Φ, GELU and the neuron printed nan.
TEST(ExtremeArguments, ASubnormalSigmaGivesTheLimitsNotNaN) {
  const double s = 1e-310;
  EXPECT_EQ(gelu::cdf(-1.0, 0.0, s), 0.0);
  EXPECT_EQ(gelu::cdf(1.0, 0.0, s), 1.0);
  EXPECT_EQ(gelu::cdf(0.0, 0.0, s), 0.5);
  EXPECT_EQ(gelu::gelu(1.0, 0.0, s), 1.0);
  EXPECT_EQ(gelu::dgelu(1.0, 0.0, s), 1.0);
  EXPECT_EQ(gelu::pdf(1.0, 0.0, s), 0.0);
  EXPECT_EQ(gelu::cdf(1e306, 0.0, 0.001), 1.0);  // z = 1e309 overflows to +∞: Φ = 1
  // φ(0)/σ = 4e309 is beyond the double range: its correctly rounded value is +∞.
  EXPECT_EQ(gelu::pdf(0.0, 0.0, s), INFINITY);
}

TEST(ExtremeArguments, ASubnormalSigmaKeepsNormalResultsAccurate) {
  // z ≈ 48.5 with σ = 1e-310: φ(z)/σ ≈ 1e-200 is a normal double, although φ(z) ≈ 1e-510 and
  // 1/σ are both out of range. The true value, by mpmath at 40 digits for the doubles x and σ:
  // x = 4.84999999999999e-309 (48.5·σ rounded to a subnormal), φ(x/σ)/σ below.
  const double s = 1e-310;
  const double x = 48.5 * s;  // subnormal, so z is whatever x/σ rounds to
  ASSERT_EQ(x, 4.84999999999999e-309);
  const double want = 6.551074485265823009360539e-202;
  const double got = gelu::pdf(x, 0.0, s);
  EXPECT_GT(got, 0.0);
  EXPECT_NEAR(got / want, 1.0, 1e-13) << got << " vs " << want;
}

TEST(ExtremeArguments, AnOverflowingDerivativeIsInfiniteNotNaN) {
  // GELU′ = Φ(z) + (x/σ)·φ(z) with x/σ = 1e310 and z = 0: beyond the double range.
  EXPECT_EQ(gelu::dgelu(1e300, 1e300, 1e-10), INFINITY);
  EXPECT_EQ(gelu::dgelu(-1e300, -1e300, 1e-10), -INFINITY);
}

TEST(ExtremeArguments, NoFunctionReturnsNaNForFiniteArguments) {
  const double values[] = {-kMax,  -1.7e308, -1e300, -40.0, -1.0,  -1e-310, -0.0, 0.0,
                           1e-310, 1e-300,   1.0,    37.5,  1e300, 1.7e308, kMax};
  const double sigmas[] = {5e-324, 1e-310, 1e-300, 1e-3, 1.0, 1e300, kMax};
  const double alphas[] = {5e-324, 1.0, kMax};
  for (const auto& f : gelu::functions()) {
    for (double x : values) {
      for (double mu : values) {
        for (double sigma : sigmas) {
          for (double alpha : alphas) {
            const gelu::Params p{mu, sigma, alpha};
            const double y = f.f(x, p);
            ASSERT_FALSE(std::isnan(y))
                << f.id << "(" << x << "; μ=" << mu << ", σ=" << sigma << ", α=" << alpha << ")";
          }
        }
      }
    }
  }
}
