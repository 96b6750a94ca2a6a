#include "core/format.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace gelu {
namespace {

std::string_view trim(std::string_view s) {
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  while (!s.empty() && blank(s.front())) s.remove_prefix(1);
  while (!s.empty() && blank(s.back())) s.remove_suffix(1);
  return s;
}

bool equalsIgnoreCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const char c = (a[i] >= 'A' && a[i] <= 'Z') ? static_cast<char>(a[i] - 'A' + 'a') : a[i];
    if (c != b[i]) return false;
  }
  return true;
}

}  // namespace

void appendShortest(std::string& out, double v) {
  if (std::isnan(v)) {
    out += "nan";
    return;
  }
  if (std::isinf(v)) {
    out += v > 0 ? "inf" : "-inf";
    return;
  }
  std::array<char, 32> buf{};
  const auto res = std::to_chars(buf.data(), buf.data() + buf.size(), v);
  out.append(buf.data(), res.ptr);
}

std::string formatShortest(double v) {
  std::string s;
  appendShortest(s, v);
  return s;
}

std::optional<double> parseDouble(std::string_view s) {
  s = trim(s);
  if (s.empty()) return std::nullopt;
  std::string_view body = s;
  bool negative = false;
  if (body.front() == '+' || body.front() == '-') {
    negative = body.front() == '-';
    body.remove_prefix(1);
  }
  if (equalsIgnoreCase(body, "inf") || equalsIgnoreCase(body, "infinity")) {
    return negative ? -HUGE_VAL : HUGE_VAL;
  }
  if (equalsIgnoreCase(body, "nan")) return std::nan("");
  if (body.empty() || !((body.front() >= '0' && body.front() <= '9') || body.front() == '.')) {
    return std::nullopt;  // from_chars would accept "inf"-like words and hex we do not want
  }
  double v = 0.0;
  const auto res = std::from_chars(body.data(), body.data() + body.size(), v);
  if (res.ec != std::errc() || res.ptr != body.data() + body.size()) return std::nullopt;
  return negative ? -v : v;
}

std::string whyNotADouble(std::string_view s) {
  constexpr const char* kNotANumber = "is not a number";
  s = trim(s);
  if (!s.empty() && (s.front() == '+' || s.front() == '-')) s.remove_prefix(1);
  // A decimal number whose only fault may be its size: find the decimal exponent of its first
  // non-zero digit, then add the written exponent.
  std::size_t i = 0;
  long long intDigits = 0, fracDigits = 0, firstInt = -1, firstFrac = -1;
  bool point = false;
  for (; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '.') {
      if (point) return kNotANumber;
      point = true;
      continue;
    }
    if (c < '0' || c > '9') break;
    point ? ++fracDigits : ++intDigits;
    if (c != '0' && firstInt < 0 && firstFrac < 0)
      (point ? firstFrac : firstInt) = point ? fracDigits : intDigits;
  }
  if (intDigits + fracDigits == 0) return kNotANumber;
  long long exponent = 0;
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    bool negative = false;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) negative = s[i++] == '-';
    if (i == s.size()) return kNotANumber;
    for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i) {
      if (exponent < 1'000'000'000) exponent = exponent * 10 + (s[i] - '0');
    }
    if (negative) exponent = -exponent;
  }
  if (i != s.size() || (firstInt < 0 && firstFrac < 0)) return kNotANumber;
  const long long lead = (firstInt >= 0 ? intDigits - firstInt : -firstFrac) + exponent;
  if (lead >= 308) return "is beyond the double range (about ±1.8e308)";
  if (lead <= -308) return "underflows to 0 (the smallest double is 4.9e-324)";
  return kNotANumber;
}

std::optional<double> parseFinite(std::string_view s) {
  const auto v = parseDouble(s);
  if (!v || !std::isfinite(*v)) return std::nullopt;
  return v;
}

std::optional<std::uint64_t> parseCount(std::string_view s) {
  s = trim(s);
  if (s.empty()) return std::nullopt;
  for (char c : s) {
    if (!((c >= '0' && c <= '9') || c == 'e' || c == 'E' || c == '.')) return std::nullopt;
  }
  std::uint64_t n = 0;
  const auto res = std::from_chars(s.data(), s.data() + s.size(), n);
  if (res.ec == std::errc() && res.ptr == s.data() + s.size()) return n;
  if (res.ec == std::errc::result_out_of_range) return std::nullopt;
  // scientific form: accept only exact integers below 2^63
  const auto v = parseFinite(s);
  if (!v || *v < 0 || *v != std::floor(*v) || *v >= 9.2e18) return std::nullopt;
  return static_cast<std::uint64_t>(*v);
}

namespace {

std::string aboutCount(double v, const char* unit) {
  const auto n = static_cast<long long>(v);
  return "about " + std::to_string(n) + " " + unit + (n == 1 ? "" : "s");
}

}  // namespace

std::string marginText(double error, int decimals) {
  if (std::isnan(error)) return "nan";
  if (std::isinf(error)) return error > 0.0 ? "inf" : "-inf";
  decimals = std::clamp(decimals, 0, 17);
  const double shown = std::max(error, 0.0);
  std::string fixed(static_cast<std::size_t>(std::snprintf(nullptr, 0, "%.*f", decimals, shown)),
                    '\0');
  std::snprintf(fixed.data(), fixed.size() + 1, "%.*f", decimals, shown);
  if (!(error > 0.0)) return fixed;
  if (fixed.find_first_of("123456789") != std::string::npos) return fixed;
  // Rounded up to one digit: the margin is never claimed smaller than it is.
  int exponent = static_cast<int>(std::floor(std::log10(error)));
  double digit = std::ceil(error / std::pow(10.0, exponent) - 1e-9);
  if (digit >= 10.0) {
    digit = 1.0;
    ++exponent;
  }
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%de%s%02d", static_cast<int>(digit),
                exponent < 0 ? "-" : "+", std::abs(exponent));
  return buffer;
}

std::string aboutDuration(double seconds) {
  if (!(seconds < 1e15)) return "more than a million years";
  if (seconds < 59.5) return aboutCount(std::max(1.0, std::round(seconds)), "second");
  // Minutes up to two hours: a run just over the hour's limit reads "about 84 minutes", not
  // "about 1 hour (at most 1 hour)".
  if (seconds < 119.5 * 60) return aboutCount(std::round(seconds / 60), "minute");
  if (seconds < 23.5 * 3600) return aboutCount(std::round(seconds / 3600), "hour");
  return aboutCount(std::round(seconds / 86400), "day");
}

}  // namespace gelu
