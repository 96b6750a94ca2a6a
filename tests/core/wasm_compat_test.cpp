// core/detail/wasm_compat.hpp (what emscripten's libc++ 13 lacks) held to libstdc++'s own
// std::to_chars and std::from_chars, text for text, on the desktop build. The WebAssembly build
// uses the header instead of these, so it leaves this suite out; there core_bits' printed text is
// compared with the desktop's (scripts/test-all.sh).
#include <gtest/gtest.h>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "core/detail/wasm_compat.hpp"

namespace {

using gelu::wasm_compat::fromChars;
using gelu::wasm_compat::toChars;

std::vector<double> sampleValues() {
  std::vector<double> v;
  for (int k = -1074; k <= 1023; ++k) {
    const double p = std::ldexp(1.0, k);
    v.insert(v.end(), {p, std::nextafter(p, 0.0), std::nextafter(p, HUGE_VAL), -p});
  }
  for (int k = -323; k <= 308; ++k)
    v.push_back(std::strtod(("1e" + std::to_string(k)).c_str(), nullptr));
  for (int i = -5000; i <= 5000; ++i) v.push_back(i / 500.0);
  std::mt19937_64 gen(48);
  while (v.size() < 40000) {
    const double x = std::bit_cast<double>(gen());
    if (std::isfinite(x)) v.push_back(x);
  }
  v.insert(v.end(), {0.0, -0.0, HUGE_VAL, -HUGE_VAL, std::numeric_limits<double>::max(),
                     std::numeric_limits<double>::denorm_min(), 123456789012345680000.0, 1e22,
                     0.0001, 1e-5, 100.0, 1.0 / 3.0});
  return v;
}

std::string text(const std::to_chars_result& r, const char* buf) {
  return r.ec == std::errc() ? std::string(buf, static_cast<const char*>(r.ptr)) : "error";
}

TEST(WasmCompat, BitCastIsTheBuiltin) {
  EXPECT_EQ(gelu::wasm_compat::bit_cast<std::uint64_t>(1.0), 0x3ff0000000000000U);
  EXPECT_EQ(gelu::wasm_compat::bit_cast<float>(0x3f800000U), 1.0F);
}

TEST(WasmCompat, ToCharsWritesLibstdcxxsText) {
  const auto values = sampleValues();
  int differ = 0;
  for (const double x : values) {
    char a[2000];
    char b[2000];
    const std::string ours = text(toChars(a, a + sizeof a, x), a);
    const std::string theirs = text(std::to_chars(b, b + sizeof b, x), b);
    if (ours != theirs && ++differ <= 10) ADD_FAILURE() << ours << " against " << theirs;
    for (const auto format :
         {std::chars_format::fixed, std::chars_format::general, std::chars_format::scientific}) {
      for (const int precision : {0, 1, 3, 6, 16, 17}) {
        const std::string o = text(toChars(a, a + sizeof a, x, format, precision), a);
        const std::string t = text(std::to_chars(b, b + sizeof b, x, format, precision), b);
        if (o != t && ++differ <= 10) ADD_FAILURE() << o << " against " << t;
      }
    }
  }
  EXPECT_EQ(differ, 0) << "of " << values.size() << " values";
  char small[4];
  EXPECT_EQ(toChars(small, small + sizeof small, 0.123456).ec, std::errc::value_too_large);
}

TEST(WasmCompat, FromCharsReadsAsLibstdcxx) {
  std::vector<std::string> inputs = {"1e-400",
                                     "1e400",
                                     "4.9e-324",
                                     "2e-324",
                                     "3e-324",
                                     "2.4703282292062328e-324",
                                     "2.4703282292062327e-324",
                                     "1e-310",
                                     "0x1p3",
                                     "-0x10",
                                     "0x",
                                     " 1",
                                     "+1",
                                     "inf",
                                     "-Infinity",
                                     "infin",
                                     "nan",
                                     "nan(123)",
                                     "NaNx",
                                     "1e",
                                     "1e+",
                                     "1.5e3x",
                                     ".5",
                                     "5.",
                                     "-.e1",
                                     "-",
                                     "",
                                     ".",
                                     "1.7976931348623157e308",
                                     "1.7976931348623159e308",
                                     "0e999999999999",
                                     "1e-999999999999",
                                     "00012",
                                     "-0",
                                     "0.000000000000000000000000000001e-300",
                                     "12abc",
                                     "1,5"};
  const auto values = sampleValues();
  for (std::size_t i = 0; i < values.size(); i += 7) {
    char buf[64];
    inputs.push_back(text(std::to_chars(buf, buf + sizeof buf, values[i]), buf));
    for (const int p : {0, 5, 17, 20}) {
      std::snprintf(buf, sizeof buf, "%.*e", p, values[i]);
      inputs.emplace_back(buf);
    }
  }
  int differ = 0;
  for (const std::string& s : inputs) {
    for (std::size_t cut = s.size() > 12 ? s.size() - 3 : 0; cut <= s.size(); ++cut) {
      for (const auto format :
           {std::chars_format::general, std::chars_format::fixed, std::chars_format::scientific}) {
        double ours = 42;
        double theirs = 42;
        const auto o = fromChars(s.data(), s.data() + cut, ours, format);
        const auto t = std::from_chars(s.data(), s.data() + cut, theirs, format);
        const bool same = o.ec == t.ec && o.ptr == t.ptr &&
                          (std::isnan(ours) ? std::isnan(theirs)
                                            : std::bit_cast<std::uint64_t>(ours) ==
                                                  std::bit_cast<std::uint64_t>(theirs));
        if (!same && ++differ <= 10) {
          ADD_FAILURE() << "'" << s.substr(0, cut) << "' format " << static_cast<int>(format)
                        << ": ec " << static_cast<int>(o.ec) << " against "
                        << static_cast<int>(t.ec) << ", read " << o.ptr - s.data() << " against "
                        << t.ptr - s.data() << ", " << ours << " against " << theirs;
        }
      }
    }
  }
  EXPECT_EQ(differ, 0) << "of " << inputs.size() << " texts";
}

}  // namespace
