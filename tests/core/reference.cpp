#include "reference.hpp"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <sstream>
#include <stdexcept>

namespace reftest {
namespace {

// A minimal double-double of its own, so the reference does not lean on the code it checks.
struct DD {
  double hi;
  double lo;
};
DD quickSum(double a, double b) {
  const double s = a + b;
  return {s, b - (s - a)};
}
DD twoSum(double a, double b) {
  const double s = a + b;
  const double bb = s - a;
  return {s, (a - (s - bb)) + (b - bb)};
}
DD twoProd(double a, double b) {
  const double p = a * b;
  return {p, std::fma(a, b, -p)};
}
DD mul(DD a, DD b) {
  DD p = twoProd(a.hi, b.hi);
  p.lo += a.hi * b.lo + a.lo * b.hi;
  return quickSum(p.hi, p.lo);
}
DD add(DD a, double b) {
  DD s = twoSum(a.hi, b);
  s.lo += a.lo;
  return quickSum(s.hi, s.lo);
}
DD div(DD a, DD b) {
  const double q1 = a.hi / b.hi;
  const DD r = mul(b, {q1, 0.0});
  DD rest = twoSum(a.hi, -r.hi);
  rest.lo += a.lo - r.lo;
  const double q2 = (rest.hi + rest.lo) / b.hi;
  return quickSum(q1, q2);
}

/// v·2^e kept normal: v in [1, 2).
struct Scaled {
  DD v;
  int e;
};
Scaled normalized(DD v, int e) {
  if (v.hi == 0.0) return {{0.0, 0.0}, 0};
  int k = 0;
  std::frexp(v.hi, &k);  // v.hi in [2^(k−1), 2^k)
  return {{std::ldexp(v.hi, 1 - k), std::ldexp(v.lo, 1 - k)}, e + k - 1};
}
Scaled mul(Scaled a, Scaled b) { return normalized(mul(a.v, b.v), a.e + b.e); }

/// 10^n for n ≥ 0 by squaring, each product normalized (~2^-100 relative for n < 2000).
Scaled powerOfTen(int n) {
  Scaled result{{1.0, 0.0}, 0};
  Scaled base = normalized({10.0, 0.0}, 0);
  for (; n > 0; n >>= 1) {
    if ((n & 1) != 0) result = mul(result, base);
    base = mul(base, base);
  }
  return result;
}

template <typename T>
double ulpErrorT(T got, const Truth& truth) {
  if (std::isnan(got)) return truth.nan ? 0.0 : std::numeric_limits<double>::quiet_NaN();
  if (truth.nan) return HUGE_VAL;
  constexpr int minExp = std::numeric_limits<T>::min_exponent - 1;  // the smallest normal's
  constexpr int maxExp = std::numeric_limits<T>::max_exponent - 1;  // the largest finite's
  constexpr int digits = std::numeric_limits<T>::digits;
  if (truth.hi != 0.0 &&
      (truth.exp > maxExp ||
       (truth.exp == maxExp &&
        std::fabs(truth.hi) + std::fabs(truth.lo) >
            static_cast<double>(std::numeric_limits<T>::max()) / std::ldexp(1.0, maxExp)))) {
    return std::isinf(got) && (got > 0) == !truth.negative() ? 0.0 : HUGE_VAL;
  }
  const int ulpExp = (truth.hi == 0.0 ? minExp : std::max(truth.exp, minExp)) - (digits - 1);
  const double g = std::ldexp(static_cast<double>(got), -ulpExp);
  const double th = std::ldexp(truth.hi, truth.exp - ulpExp);
  const double tl = std::ldexp(truth.lo, truth.exp - ulpExp);
  return std::fabs((g - th) - tl);
}

}  // namespace

double Truth::approx() const { return std::ldexp(hi + lo, exp); }

Truth parseTruth(const std::string& text) {
  Truth t;
  std::size_t i = 0;
  bool negative = false;
  if (i < text.size() && (text[i] == '-' || text[i] == '+')) negative = text[i++] == '-';
  if (text.compare(i, 3, "nan") == 0) {
    t.nan = true;
    return t;
  }
  // digits × 10^power, the digits summed exactly (26 digits < 2^87 < 2^106).
  DD digits{0.0, 0.0};
  int power = 0;
  bool point = false, any = false;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '.') {
      point = true;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      const DD times10 = mul(digits, {10.0, 0.0});
      digits = add(times10, c - '0');
      power -= point ? 1 : 0;
      any = true;
    } else {
      break;
    }
  }
  if (!any) throw std::runtime_error("not a number: " + text);
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    power += std::atoi(text.c_str() + i + 1);
  }
  if (digits.hi == 0.0) return t;  // ±0: hi = 0
  Scaled v = normalized(digits, 0);
  const Scaled p = powerOfTen(std::abs(power));
  v = power >= 0 ? mul(v, p) : normalized(div(v.v, p.v), v.e - p.e);
  t.hi = negative ? -v.v.hi : v.v.hi;
  t.lo = negative ? -v.v.lo : v.v.lo;
  t.exp = v.e;
  return t;
}

std::size_t Table::column(const std::string& name) const {
  for (std::size_t i = 0; i < columns.size(); ++i) {
    if (columns[i] == name) return i;
  }
  throw std::runtime_error("reference table has no column " + name);
}

Table load(const std::string& name) {
  const std::string path = std::string(GELU_TEST_DATA) + "/" + name;
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  Table t;
  std::string line;
  std::getline(in, line);
  std::stringstream header(line);
  for (std::string col; std::getline(header, col, ',');) t.columns.push_back(col);
  t.values.resize(t.columns.size());
  t.exact.resize(t.columns.size());
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    std::stringstream row(line);
    std::size_t i = 0;
    for (std::string cell; std::getline(row, cell, ','); ++i) {
      if (i >= t.columns.size()) throw std::runtime_error("too many cells in " + path);
      t.values[i].push_back(parseTruth(cell));
      t.exact[i].push_back(std::strtod(cell.c_str(), nullptr));
    }
    if (i != t.columns.size()) throw std::runtime_error("short row in " + path);
  }
  return t;
}

double ulpError(double got, const Truth& truth) { return ulpErrorT(got, truth); }
double ulpErrorFloat(float got, const Truth& truth) { return ulpErrorT(got, truth); }

void measure(Worst& w, double got, const Truth& truth, double x) {
  const double e = ulpError(got, truth);
  if (!(e <= w.ulps)) w = {std::isnan(e) ? HUGE_VAL : e, x};
}

}  // namespace reftest
