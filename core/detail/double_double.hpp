#pragma once
// Error-free transformations and a minimal double-double type. Internal to core: the accurate
// functions carry arguments whose rounding error would otherwise be magnified (erfc, exp tails).
#include <cmath>

namespace gelu::detail {

struct DD {
  double hi = 0.0;
  double lo = 0.0;
};

inline DD fastTwoSum(double a, double b) {  // requires |a| >= |b| (or a == 0)
  const double s = a + b;
  return {s, b - (s - a)};
}

inline DD twoSum(double a, double b) {
  const double s = a + b;
  const double bb = s - a;
  return {s, (a - (s - bb)) + (b - bb)};
}

inline DD twoProd(double a, double b) {
  const double p = a * b;
  return {p, std::fma(a, b, -p)};
}

inline DD add(DD a, DD b) {
  DD s = twoSum(a.hi, b.hi);
  s.lo += a.lo + b.lo;
  return fastTwoSum(s.hi, s.lo);
}

inline DD mul(DD a, double b) {
  DD p = twoProd(a.hi, b);
  p.lo = std::fma(a.lo, b, p.lo);
  return fastTwoSum(p.hi, p.lo);
}

inline DD mul(DD a, DD b) {
  DD p = twoProd(a.hi, b.hi);
  p.lo += a.hi * b.lo + a.lo * b.hi;
  return fastTwoSum(p.hi, p.lo);
}

inline DD div(DD a, double b) {
  const double q = a.hi / b;
  if (!std::isfinite(q)) return {q, 0.0};  // overflow: no remainder to carry (and no ∞ − ∞)
  const double r = std::fma(-q, b, a.hi);  // exact remainder
  return fastTwoSum(q, (r + a.lo) / b);
}

}  // namespace gelu::detail
