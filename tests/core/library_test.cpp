// The activation library against the mpmath tables (tests/data/reference_library*.csv, made by
// scripts/make_reference.py library | library_params), in ULPs of the true value: ≤ 4 for each
// function and ≤ 8 for each derivative, plus special values and PyTorch's kink conventions.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "core/activations.hpp"
#include "core/library.hpp"
#include "reference.hpp"

namespace {

using reftest::measure;
using reftest::Worst;

double boundFor(const gelu::FunctionInfo& f) { return gelu::ulpBound(f); }

TEST(Library, EveryFunctionAndDerivativeWithinItsUlpBoundAtPyTorchDefaults) {
  const reftest::Table t = reftest::load("reference_library.csv");
  ASSERT_GT(t.rows(), 3000u);
  const auto& xs = t.exact[t.column("x")];
  int checked = 0;
  for (std::size_t c = 1; c < t.columns.size(); ++c) {
    const gelu::FunctionInfo* f = gelu::builtInFunction(t.columns[c]);
    ASSERT_NE(f, nullptr) << t.columns[c];
    Worst w;
    for (std::size_t i = 0; i < t.rows(); ++i) measure(w, f->f(xs[i], {}), t.values[c][i], xs[i]);
    EXPECT_LE(w.ulps, boundFor(*f)) << f->id << " worst at x = " << w.x;
    RecordProperty(std::string(f->id) + "_max_ulp", std::to_string(w.ulps));
    ++checked;
  }
  EXPECT_EQ(checked, 36);
}

TEST(Library, ParametricFunctionsWithinTheirBoundsAtOtherParameters) {
  const reftest::Table t = reftest::load("reference_library_params.csv");
  ASSERT_GT(t.rows(), 2000u);
  const auto& xs = t.exact[t.column("x")];
  for (std::size_t c = 5; c < t.columns.size(); ++c) {
    const gelu::FunctionInfo* f = gelu::builtInFunction(t.columns[c]);
    ASSERT_NE(f, nullptr) << t.columns[c];
    Worst w;
    for (std::size_t i = 0; i < t.rows(); ++i) {
      gelu::Params p;
      p.beta = t.exact[t.column("beta")][i];
      p.slope = t.exact[t.column("slope")][i];
      p.alpha = t.exact[t.column("alpha")][i];
      p.lambda = t.exact[t.column("lambda")][i];
      measure(w, f->f(xs[i], p), t.values[c][i], xs[i]);
    }
    EXPECT_LE(w.ulps, boundFor(*f)) << f->id << " worst at x = " << w.x;
  }
}

TEST(Library, FloatVersionsThroughDoubleAreCorrectlyRounded) {
  const reftest::Table t = reftest::load("reference_library.csv");
  const auto& xs = t.exact[t.column("x")];
  for (std::size_t c = 1; c < t.columns.size(); ++c) {
    const gelu::FunctionInfo* f = gelu::builtInFunction(t.columns[c]);
    double worst = 0.0;
    double worstX = 0.0;
    for (std::size_t i = 0; i < t.rows(); ++i) {
      const auto xf = static_cast<float>(xs[i]);
      if (static_cast<double>(xf) != xs[i]) continue;  // the table's x must be a float too
      const double e = reftest::ulpErrorFloat(gelu::evaluate(*f, xf), t.values[c][i]);
      if (!(e <= worst)) {
        worst = e;
        worstX = xs[i];
      }
    }
    EXPECT_LE(worst, 0.5001) << f->id << " (float) worst at x = " << worstX;
  }
}

struct Special {
  const char* id;
  double posInf;
  double negInf;
};

TEST(Library, InfinitiesAndNan) {
  const double inf = std::numeric_limits<double>::infinity();
  const double la = gelu::act::kSeluLambda * gelu::act::kSeluAlpha;
  const Special cases[] = {
      {"sigmoid", 1, 0},         {"dsigmoid", 0, 0},
      {"tanh", 1, -1},           {"dtanh", 0, 0},
      {"softplus", inf, 0},      {"dsoftplus", 1, 0},
      {"mish", inf, -0.0},       {"dmish", 1, 0},
      {"swish", inf, -0.0},      {"dswish", 1, -0.0},
      {"softsign", 1, -1},       {"dsoftsign", 0, 0},
      {"logsigmoid", 0, -inf},   {"dlogsigmoid", 0, 1},
      {"tanhshrink", inf, -inf}, {"dtanhshrink", 1, 1},
      {"leaky_relu", inf, -inf}, {"dleaky_relu", 1, 0.01},
      {"relu6", 6, 0},           {"drelu6", 0, 0},
      {"selu", inf, -la},        {"dselu", gelu::act::kSeluLambda, 0},
      {"celu", inf, -1},         {"dcelu", 1, 0},
      {"squared_relu", inf, 0},  {"dsquared_relu", inf, 0},
      {"hardtanh", 1, -1},       {"dhardtanh", 0, 0},
      {"hardsigmoid", 1, 0},     {"dhardsigmoid", 0, 0},
      {"hardswish", inf, 0},     {"dhardswish", 1, 0},
      {"softshrink", inf, -inf}, {"dsoftshrink", 1, 1},
      {"hardshrink", inf, -inf}, {"dhardshrink", 1, 1},
  };
  for (const Special& c : cases) {
    const gelu::FunctionInfo* f = gelu::builtInFunction(c.id);
    ASSERT_NE(f, nullptr) << c.id;
    EXPECT_DOUBLE_EQ(f->f(inf, {}), c.posInf) << c.id;
    EXPECT_DOUBLE_EQ(f->f(-inf, {}), c.negInf) << c.id;
    EXPECT_TRUE(std::isnan(f->f(std::nan(""), {}))) << c.id;
  }
}

TEST(Library, KinksFollowPyTorchBackward) {
  using namespace gelu::act;
  EXPECT_EQ(drelu6(0.0), 0.0);
  EXPECT_EQ(drelu6(6.0), 0.0);
  EXPECT_EQ(drelu6(3.0), 1.0);
  EXPECT_EQ(dhardtanh(-1.0), 0.0);
  EXPECT_EQ(dhardtanh(1.0), 0.0);
  EXPECT_EQ(dhardsigmoid(-3.0), 0.0);
  EXPECT_EQ(dhardsigmoid(3.0), 0.0);
  EXPECT_EQ(dhardsigmoid(0.0), 1.0 / 6.0);
  EXPECT_EQ(dhardswish(-3.0), -0.5);
  EXPECT_EQ(dhardswish(3.0), 1.5);
  EXPECT_EQ(dhardswish(-1.5), 0.0);  // the root, exactly
  EXPECT_EQ(dleaky_relu(0.0), 0.01);
  EXPECT_DOUBLE_EQ(dselu(0.0), kSeluLambda * kSeluAlpha);
  EXPECT_EQ(dcelu(0.0, 2.0), 1.0);
  EXPECT_EQ(dsoftshrink(0.5), 0.0);
  EXPECT_EQ(dsoftshrink(-0.5), 0.0);
  EXPECT_EQ(dhardshrink(0.5), 0.0);
  EXPECT_EQ(hardshrink(0.5), 0.0);
  EXPECT_EQ(hardshrink(std::nextafter(0.5, 1.0)), std::nextafter(0.5, 1.0));
  EXPECT_EQ(dsquared_relu(0.0), 0.0);
}

TEST(Library, SwishWithBetaOneIsSilu) {
  for (double x : {-50.0, -1.2784645427610738, -0.3, 0.0, 2.5, 40.0}) {
    EXPECT_EQ(gelu::act::swish(x), gelu::silu(x)) << x;
    EXPECT_NEAR(gelu::act::dswish(x), gelu::dsilu(x), 1e-300 + 4e-16 * std::fabs(gelu::dsilu(x)));
  }
}

TEST(Library, InvalidParametersGiveNan) {
  using namespace gelu::act;
  EXPECT_TRUE(std::isnan(softplus(1.0, 0.0)));
  EXPECT_TRUE(std::isnan(swish(1.0, -1.0)));
  EXPECT_TRUE(std::isnan(softshrink(1.0, -0.5)));
  EXPECT_TRUE(std::isnan(celu(-1.0, 0.0)));
  gelu::Params p;
  EXPECT_TRUE(gelu::valid(p));
  p.beta = 0.0;
  EXPECT_FALSE(gelu::valid(p));
  p = {};
  p.lambda = -1.0;
  EXPECT_FALSE(gelu::valid(p));
}

TEST(Library, PlainFormulasHaveNoMarkup) {
  EXPECT_EQ(gelu::plainFormula("x if x &gt; 0, else α(e<sup>x</sup> − 1)"),
            "x if x > 0, else α(eˣ − 1)");
  EXPECT_EQ(gelu::plainFormula("e<sup>x/α</sup>"), "e^(x/α)");
  for (const auto& f : gelu::functions()) {
    const std::string plain = gelu::plainFormula(f.formula);
    EXPECT_EQ(plain.find('<'), plain.find("< ")) << f.id;  // only a comparison sign remains
    EXPECT_EQ(plain.find('&'), std::string::npos) << f.id;
  }
}

}  // namespace
