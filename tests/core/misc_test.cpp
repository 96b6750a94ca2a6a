// curve.hpp, neuron.hpp and format.hpp.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <limits>
#include <string>

#include "core/curve.hpp"
#include "core/format.hpp"
#include "core/neuron.hpp"

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

// Regression: 1e-400 was called "not a number".
TEST(Format, WhyNotADoubleNamesUnderflowAndOverflow) {
  EXPECT_EQ(gelu::whyNotADouble("1e-400"), "underflows to 0 (the smallest double is 4.9e-324)");
  EXPECT_EQ(gelu::whyNotADouble("-0.0001e-320"),
            "underflows to 0 (the smallest double is 4.9e-324)");
  EXPECT_EQ(gelu::whyNotADouble("2e400"), "is beyond the double range (about ±1.8e308)");
  EXPECT_EQ(gelu::whyNotADouble("123456789e300"), "is beyond the double range (about ±1.8e308)");
  EXPECT_EQ(gelu::whyNotADouble("abc"), "is not a number");
  EXPECT_EQ(gelu::whyNotADouble("1e"), "is not a number");
  EXPECT_EQ(gelu::whyNotADouble("0e-999"), "is not a number");  // zero parses; not asked here
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

TEST(Format, ShortestRoundTrip) {
  for (double v : {0.1, -2.5e-300, 1.0 / 3.0, 5e-324, 1.7976931348623157e308, -0.0, 123456.0}) {
    const std::string s = gelu::formatShortest(v);
    const double back = std::strtod(s.c_str(), nullptr);
    EXPECT_EQ(back, v) << s;
    EXPECT_EQ(std::signbit(back), std::signbit(v)) << s;
  }
  EXPECT_EQ(gelu::formatShortest(0.1), "0.1");
  EXPECT_EQ(gelu::formatShortest(std::nan("")), "nan");
  EXPECT_EQ(gelu::formatShortest(-std::nan("")), "nan");
  EXPECT_EQ(gelu::formatShortest(-HUGE_VAL), "-inf");
  EXPECT_EQ(gelu::formatShortest(HUGE_VAL), "inf");
}

TEST(Format, StrictParsing) {
  EXPECT_EQ(gelu::parseDouble(" 1.5 "), 1.5);
  EXPECT_EQ(gelu::parseDouble("-2e-3"), -2e-3);
  EXPECT_EQ(gelu::parseDouble("+.5"), 0.5);
  EXPECT_TRUE(std::isinf(*gelu::parseDouble("-Inf")));
  EXPECT_TRUE(std::isnan(*gelu::parseDouble("NaN")));
  for (const char* bad : {"", "abc", "1.5x", "1e400", "0x10", "--1", "1,5", " "}) {
    EXPECT_FALSE(gelu::parseDouble(bad).has_value()) << bad;
  }
  EXPECT_FALSE(gelu::parseFinite("inf").has_value());
  EXPECT_EQ(gelu::parseCount("1000"), 1000u);
  EXPECT_EQ(gelu::parseCount("1e12"), 1000000000000u);
  for (const char* bad : {"-5", "1.5", "abc", "", "1e30", "99999999999999999999"}) {
    EXPECT_FALSE(gelu::parseCount(bad).has_value()) << bad;
  }
}

}  // namespace
