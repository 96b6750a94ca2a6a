// core/format.hpp: shortest round-trip printing and strict parsing.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <limits>
#include <string>

#include "core/format.hpp"

namespace {

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

// The ± of a mean shown to five decimals: at ten to the fifteen draws it read "± 0.00000", as if
// the estimate had no error. Below half the last decimal it takes one digit, rounded up.
TEST(Format, AMarginNeverReadsAsNoError) {
  EXPECT_EQ(gelu::marginText(0.010374, 5), "0.01037");
  EXPECT_EQ(gelu::marginText(0.00046, 5), "0.00046");
  EXPECT_EQ(gelu::marginText(0.000005, 5), "0.00001");  // (the double nearest lies above)
  EXPECT_EQ(gelu::marginText(2.49e-8, 5), "3e-08");
  EXPECT_EQ(gelu::marginText(2e-8, 5), "2e-08");
  EXPECT_EQ(gelu::marginText(9.5e-9, 5), "1e-08");
  EXPECT_EQ(gelu::marginText(4.2e-6, 5), "5e-06");
  EXPECT_EQ(gelu::marginText(0.0, 5), "0.00000");
  EXPECT_EQ(gelu::marginText(0.04, 4), "0.0400");
  EXPECT_EQ(gelu::marginText(3e-300, 4), "3e-300");
  // Any double, whole: a huge one is not cut to a buffer's length.
  EXPECT_EQ(gelu::marginText(1e100, 2).size(), 101u + 3u);
  EXPECT_EQ(gelu::marginText(-std::numeric_limits<double>::infinity(), 5), "-inf");
  EXPECT_EQ(gelu::marginText(std::nan(""), 5), "nan");
}
