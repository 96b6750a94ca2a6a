// Gaussian moments of activations against their closed forms (../shared/GUIDE.md §9 and the
// normal integrals they follow from), to 1e-12 relative.
#include "core/moments.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "core/function_library.hpp"
#include "core/normal.hpp"

namespace {

using gelu::moments::Gaussian;

const gelu::FunctionInfo& fn(const char* id) {
  const gelu::FunctionInfo* f = gelu::builtInFunction(id);
  if (f == nullptr) throw std::runtime_error(id);
  return *f;
}

gelu::moments::Moments of(const char* id, Gaussian x = {}) {
  const gelu::FunctionInfo& f = fn(id);
  return gelu::moments::moments(f, gelu::builtInFunction(f.derivative), x);
}

void expectRelative(double got, double want, double tol = 1e-12) {
  EXPECT_LE(std::fabs(got - want), tol * std::fabs(want)) << got << " vs " << want;
}

const double kPi = std::numbers::pi;
double phi(double z) { return std::exp(-0.5 * z * z) / std::sqrt(2 * kPi); }
double Phi(double z) { return 0.5 * std::erfc(-z / std::sqrt(2.0)); }

TEST(Moments, GeluOfAStandardNormalHasItsClosedForms) {
  const auto m = of("gelu");
  EXPECT_TRUE(m.converged);
  expectRelative(m.mean, 1.0 / (2.0 * std::sqrt(kPi)));
  expectRelative(m.second, 1.0 / 3.0 + std::sqrt(3.0) / (6.0 * kPi));
  expectRelative(m.variance, m.second - m.mean * m.mean, 1e-11);
  expectRelative(m.gain, 1.0 / std::sqrt(1.0 / 3.0 + std::sqrt(3.0) / (6.0 * kPi)));
  EXPECT_NEAR(m.gain, 1.53353, 5e-6);
}

TEST(Moments, GeluOfAnyNormalHasItsClosedMean) {
  for (const double mu : {-3.0, -0.7, 0.0, 0.4, 2.5}) {
    for (const double sigma : {0.05, 0.5, 1.0, 2.0, 7.0}) {
      const double t = std::sqrt(1.0 + sigma * sigma);
      const double want = mu * Phi(mu / t) + sigma * sigma / t * phi(mu / t);
      SCOPED_TRACE(testing::Message() << "mu " << mu << " sigma " << sigma);
      expectRelative(of("gelu", {mu, sigma}).mean, want);
    }
  }
}

TEST(Moments, RelusKinkIsNoTrouble) {
  // (μ/σ ≥ −3: further out the closed form's two terms cancel, not the quadrature.)
  for (const double mu : {-0.3, 0.0, 0.3}) {
    for (const double sigma : {0.1, 1.0, 3.0}) {
      const double z = mu / sigma;
      const double mean = sigma * phi(z) + mu * Phi(z);
      const double second = (mu * mu + sigma * sigma) * Phi(z) + mu * sigma * phi(z);
      const auto m = of("relu", {mu, sigma});
      SCOPED_TRACE(testing::Message() << "mu " << mu << " sigma " << sigma);
      expectRelative(m.mean, mean);
      expectRelative(m.second, second);
      expectRelative(m.slopeSecond, Phi(z));  // ReLU′ = 1 above 0: P(X > 0)
    }
  }
  expectRelative(of("relu").gain, std::sqrt(2.0));
}

TEST(Moments, TheGuidesGainsForTanhAndSilu) {
  EXPECT_NEAR(of("tanh").gain, 1.59254, 5e-6);
  EXPECT_NEAR(of("silu").gain, 1.67653, 5e-6);
  EXPECT_NEAR(of("tanh").mean, 0.0, 1e-15);  // odd: the mean vanishes to the last bit
}

TEST(Moments, JumpsAndTypedFormulasAreIntegratedToo) {
  // hardshrink jumps at ±λ: E[X²; |X| > λ] = 2((λφ(λ)) + 1 − Φ(λ)) for Z ~ N(0,1).
  const double l = 0.5;
  expectRelative(of("hardshrink").second, 2.0 * (l * phi(l) + 1.0 - Phi(l)));
  // A typed formula with a kink where the library has none: |x − 0.3|.
  gelu::LibraryError error;
  const std::vector<gelu::FormulaDefinition> defs = {{"kink", "abs(x - 0.3)"}};
  const auto library = gelu::FunctionLibrary::builtIns()->with(defs, &error);
  ASSERT_NE(library, nullptr) << error.message;
  const auto m = gelu::moments::moments(*library->find("kink"), library->find("dkink"), {});
  // E|Z − a| = 2φ(a) + a(2Φ(a) − 1); E(Z − a)² = 1 + a².
  expectRelative(m.mean, 2.0 * phi(0.3) + 0.3 * (2.0 * Phi(0.3) - 1.0));
  expectRelative(m.second, 1.0 + 0.09);
  expectRelative(m.slopeSecond, 1.0);
  EXPECT_TRUE(m.converged);
}

TEST(Moments, AnExpectationThatDoesNotExistInDoublesIsNaN) {
  gelu::LibraryError error;
  const std::vector<gelu::FormulaDefinition> defs = {{"wild", "exp(x^2)"}};
  const auto library = gelu::FunctionLibrary::builtIns()->with(defs, &error);
  ASSERT_NE(library, nullptr);
  EXPECT_TRUE(std::isnan(gelu::moments::moments(*library->find("wild"), nullptr, {}).mean));
  // exp(x): E = e^{σ²/2}, large but finite.
  const std::vector<gelu::FormulaDefinition> grow = {{"grow", "exp(x)"}};
  const auto lib2 = gelu::FunctionLibrary::builtIns()->with(grow, &error);
  ASSERT_NE(lib2, nullptr);
  expectRelative(gelu::moments::moments(*lib2->find("grow"), nullptr, {0.0, 3.0}).mean,
                 std::exp(4.5));
}

TEST(VarianceMap, ReluIsNeutralAtRootTwoAndGeluLosesItsSignal) {
  for (const double q : {0.01, 0.5, 1.0, 4.0}) {
    expectRelative(gelu::moments::varianceMap(fn("relu"), q, std::sqrt(2.0)), q);
  }
  // E[GELU(√q Z)²]/q rises from 1/4 to 1/2: at He's gain the map is below the diagonal.
  const double g = std::sqrt(2.0);
  for (const double q : {1e-4, 0.1, 1.0, 10.0}) {
    const double next = gelu::moments::varianceMap(fn("gelu"), q, g);
    EXPECT_LT(next, q) << q;
    EXPECT_GT(next / q, 2.0 * 0.25 - 1e-3) << q;
  }
  // At the second-moment gain q = 1 is a fixed point.
  expectRelative(gelu::moments::varianceMap(fn("gelu"), 1.0, of("gelu").gain), 1.0);
  // With bias variance σ_b², q = 0 maps to σ_b² (GELU(0) = 0).
  EXPECT_EQ(gelu::moments::varianceMap(fn("gelu"), 0.0, g, 0.05), 0.05);
}

}  // namespace

namespace {

TEST(ImageLaw, TheChangeOfVariablesWithItsAtoms) {
  const std::vector<double> ys = {-0.9, -0.5, 0.0, 0.3, 0.7, 0.95};
  // tanh: φ(atanh y)/(1 − y²).
  const auto t = gelu::moments::imageLaw(fn("tanh"), fn("dtanh"), {}, ys);
  for (std::size_t i = 0; i < ys.size(); ++i) {
    const double y = ys[i];
    expectRelative(t.density[i], phi(std::atanh(y)) / (1.0 - y * y), 1e-9);
  }
  EXPECT_TRUE(t.atoms.empty());
  // ReLU of N(0.3, 2²): half-normal density above 0 and an atom of P(X < 0) at 0.
  const auto r = gelu::moments::imageLaw(fn("relu"), fn("drelu"), {0.3, 2.0}, ys);
  ASSERT_EQ(r.atoms.size(), 1U);
  EXPECT_EQ(r.atoms[0].y, 0.0);
  expectRelative(r.atoms[0].mass, Phi(-0.15), 1e-9);
  EXPECT_EQ(r.density[0], 0.0);
  expectRelative(r.density[4], phi((0.7 - 0.3) / 2.0) / 2.0, 1e-9);
  // GELU is not monotone: two roots above its minimum −0.17, none below.
  const auto g = gelu::moments::imageLaw(fn("gelu"), fn("dgelu"), {}, {-0.2, -0.1, 0.5});
  EXPECT_EQ(g.density[0], 0.0);
  EXPECT_GT(g.density[1], 0.0);
  EXPECT_TRUE(g.atoms.empty());
}

}  // namespace
