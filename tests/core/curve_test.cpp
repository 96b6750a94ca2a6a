// core/curve.hpp: grids and the largest difference between two curves.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "core/activations.hpp"
#include "core/curve.hpp"
#include "core/format.hpp"
#include "core/normal.hpp"

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
  const auto* exact = gelu::builtInFunction("gelu");
  const auto tanh = gelu::maxAbsDifference(*gelu::builtInFunction("gelu_tanh"), *exact, -6, 6);
  EXPECT_NEAR(tanh.value, 4.73e-4, 0.01e-4);
  EXPECT_NEAR(std::fabs(tanh.at), 2.70, 0.01);
  const auto sig = gelu::maxAbsDifference(*gelu::builtInFunction("gelu_sigmoid"), *exact, -6, 6);
  EXPECT_NEAR(sig.value, 2.03e-2, 0.01e-2);
  EXPECT_NEAR(std::fabs(sig.at), 2.27, 0.01);
}

// Regression: at σ = 0.001 over [−0.005, 0.005] the pdf was an 11-point polygon.
TEST(SampleAdaptive, SmoothAtEveryZoomWithFewPointsWhereStraight) {
  const auto* pdf = gelu::builtInFunction("pdf");
  const gelu::Params narrow{0.0, 0.001, 1.0};
  gelu::AdaptiveSampling view;
  view.viewFrom = -0.005;
  view.viewTo = 0.005;
  // As the pdf-area panel asks: the view, padded, and the bulk of N(μ, σ²).
  const gelu::Curve c = gelu::sampleAdaptive(*pdf, -1.005, 1.005, narrow, view);
  ASSERT_EQ(c.x.size(), c.y.size());
  std::size_t inView = 0;
  for (std::size_t i = 0; i < c.x.size(); ++i) {
    if (i > 0) {
      ASSERT_LT(c.x[i - 1], c.x[i]);
    }
    if (c.x[i] >= -0.005 && c.x[i] <= 0.005) ++inView;
  }
  EXPECT_GE(inView, 100u);
  // Between any two neighbours the curve stays within 0.1% of its height of the chord.
  const double peak = gelu::pdf(0.0, 0.0, 0.001);
  for (std::size_t i = 0; i + 1 < c.x.size(); ++i) {
    for (double t : {0.25, 0.5, 0.75}) {
      const double x = c.x[i] + t * (c.x[i + 1] - c.x[i]);
      const double chord = c.y[i] + t * (c.y[i + 1] - c.y[i]);
      ASSERT_NEAR(gelu::pdf(x, 0.0, 0.001), chord, 1e-3 * peak) << x;
    }
  }
  // GELU over the default view: smooth with a few hundred points, ReLU's kink found exactly.
  gelu::AdaptiveSampling def;
  def.viewFrom = -4;
  def.viewTo = 3;
  const gelu::Curve g = gelu::sampleAdaptive(*gelu::builtInFunction("gelu"), -11, 10, {}, def);
  EXPECT_LT(g.x.size(), 700u);
  const gelu::Curve r = gelu::sampleAdaptive(*gelu::builtInFunction("relu"), -11, 10, {}, def);
  EXPECT_LT(r.x.size(), 400u);
  for (std::size_t i = 0; i + 1 < r.x.size(); ++i) {
    const double xm = 0.5 * (r.x[i] + r.x[i + 1]);
    ASSERT_NEAR(0.5 * (r.y[i] + r.y[i + 1]), std::max(0.0, xm), 2.5e-4 * 3 + 1e-12) << xm;
  }
}

// Jumps are found to the double and split off: ReLU′ jumps at 0 from 0 (closed, PyTorch's
// relu′(0) = 0) to 1; hardshrink at ±λ; hardswish′ at ±3; smooth or merely steep curves have none.
TEST(SplitAtJumps, FindsJumpsToTheDoubleAndLeavesSmoothCurvesAlone) {
  const gelu::Params p;
  const auto jumpsOf = [&](const char* id, double from, double to) {
    gelu::Curve c = gelu::sampleAdaptive(*gelu::builtInFunction(id), from, to, p);
    const std::size_t points = c.x.size();
    const auto jumps = gelu::splitAtJumps(*gelu::builtInFunction(id), c, p, 1e-3);
    EXPECT_EQ(c.x.size(), points + 3 * jumps.size()) << id;
    for (std::size_t i = 1; i < c.x.size(); ++i) EXPECT_LE(c.x[i - 1], c.x[i]) << id;
    return jumps;
  };
  const auto relu = jumpsOf("drelu", -4, 3);
  ASSERT_EQ(relu.size(), 1u);
  EXPECT_EQ(relu[0].x, 0.0);
  EXPECT_EQ(relu[0].left, 0.0);
  EXPECT_EQ(relu[0].right, 1.0);
  EXPECT_EQ(relu[0].at, 0.0);
  const auto shrink = jumpsOf("hardshrink", -4, 3);
  ASSERT_EQ(shrink.size(), 2u);
  EXPECT_EQ(shrink[0].x, -0.5);
  EXPECT_EQ(shrink[1].x, 0.5);
  EXPECT_NEAR(shrink[1].right, 0.5, 1e-12);
  EXPECT_EQ(jumpsOf("dhardswish", -4, 4).size(), 2u);
  EXPECT_TRUE(jumpsOf("dgelu", -4, 3).empty());
  EXPECT_TRUE(jumpsOf("relu", -4, 3).empty());  // a kink, not a jump
  // Steep but continuous: tanh(10⁴·x) crosses 2 in 1e−4 and has no jump.
  gelu::FunctionInfo steep = *gelu::builtInFunction("tanh");
  steep.f = [](double x, const gelu::Params&) { return std::tanh(1e4 * x); };
  gelu::Curve c = gelu::sampleAdaptive(steep, -1, 1, p);
  EXPECT_TRUE(gelu::splitAtJumps(steep, c, p, 1e-3).empty());
}

}  // namespace

// Non-finite values and poles become gaps, never lines (typed formulas such as 1/x, log x).
TEST(BreakAtPoles, InfinitiesAndPolesBecomeGaps) {
  gelu::Curve c{{-2, -1, -0.001, 0.001, 1, 2}, {-0.5, -1, -1000, 1000, 1, 0.5}};
  gelu::breakAtPoles(c, -1.5, 3.0);
  ASSERT_EQ(c.x.size(), 7u);  // one NaN point inserted between −0.001 and 0.001
  EXPECT_TRUE(std::isnan(c.y[3]));
  EXPECT_EQ(c.x[3], 0.0);
  EXPECT_EQ(c.y[4], 1000.0);
  gelu::Curve inf{{0, 1, 2}, {1, INFINITY, 1}};
  gelu::breakAtPoles(inf, 0, 1);
  ASSERT_EQ(inf.y.size(), 3u);
  EXPECT_TRUE(std::isnan(inf.y[1]));
  // A steep but continuous curve inside the band keeps every point.
  gelu::Curve steep{{0, 1, 2}, {-1.4, 0.5, 2.9}};
  gelu::breakAtPoles(steep, -1.5, 3.0);
  EXPECT_EQ(steep.y.size(), 3u);
  EXPECT_FALSE(std::isnan(steep.y[1]));
}

// Where the textbook 0.5x(1 + erf(x/√2)) fails: each boundary is a pair of adjacent doubles.
TEST(TextbookFailure, BoundariesAreAdjacentDoubles) {
  const gelu::TextbookFailure f = gelu::textbookFailure(0.01);
  EXPECT_EQ(gelu::textbookGelu(f.zeroFrom), 0.0);
  EXPECT_NE(gelu::textbookGelu(std::nextafter(f.zeroFrom, 0.0)), 0.0);
  EXPECT_GT(f.zeroFrom, -8.5);
  EXPECT_LT(f.zeroFrom, -8.3);
  const auto off = [](double x) { return std::fabs(gelu::textbookGelu(x) / gelu::gelu(x) - 1.0); };
  EXPECT_GT(off(f.offFrom), 0.01);
  EXPECT_LE(off(std::nextafter(f.offFrom, 0.0)), 0.01);
  EXPECT_LT(f.offFrom, -5.0);
  EXPECT_GT(f.offFrom, f.zeroFrom);
  EXPECT_EQ(gelu::gelu(f.coreZeroBelow), 0.0);
  EXPECT_LT(gelu::gelu(std::nextafter(f.coreZeroBelow, 0.0)), 0.0);
  EXPECT_LT(f.coreZeroBelow, -38.0);
}
