#pragma once
// The faithful kernels (internal to core): e^a, Φ and φ as double-doubles with a separate binary
// exponent, accurate to about 2^-64 relative, so that a result rounded once from them is within
// one ULP everywhere and correctly rounded for nearly every argument. The operations are written
// so that gelu_array.cpp's vector path can repeat them lane by lane and get the same bits.
#include <bit>
#include <cmath>
#include <cstdint>

#include "core/detail/constants.hpp"
#include "core/detail/double_double.hpp"
#include "core/detail/gauss_table.hpp"

namespace gelu::detail {

/// (v.hi + v.lo)·2^e. Keeping e apart lets values far below the double range (e^-1900) still carry
/// 106 bits until the single final rounding.
struct Scaled {
  DD v;
  int e = 0;
};

/// 2^e for −1022 ≤ e ≤ 1023, from its bits (std::ldexp is a library call).
inline double pow2(int e) {
  return std::bit_cast<double>(static_cast<std::uint64_t>(e + 1023) << 52);
}

/// v·2^e rounded once: a product with a normal power of two is the correctly rounded v·2^e, as
/// ldexp's is.
inline double scale(double v, int e) {
  return (e >= -1022 && e <= 1023) ? v * pow2(e) : std::ldexp(v, e);
}

/// The double nearest (v.hi + v.lo)·2^e. For a subnormal result the sum is rounded before the
/// scaling, so the error stays below one ULP (two roundings) there.
inline double toDouble(Scaled s) { return scale(s.v.hi + s.v.lo, s.e); }

/// s as a plain double-double; only for s.e ≥ −960, where both parts stay normal enough.
inline DD toDD(Scaled s) { return {scale(s.v.hi, s.e), scale(s.v.lo, s.e)}; }

/// n/d for double-doubles, to about 2^-100 relative.
inline DD divide(DD n, DD d) {
  const double q1 = n.hi / d.hi;
  const DD p = twoProd(q1, d.hi);
  const double r = ((n.hi - p.hi) - p.lo + n.lo) - q1 * d.lo;
  return fastTwoSum(q1, r / d.hi);
}

/// e^a for |a.hi| < 5000 (k·l1 below is exact while |k| < 2^19), as v·2^e with v in [1, 2) and a
/// relative error below 2^-66: a = k·ln2/64 + r with |r| ≤ ln2/128, e^r by its Taylor series to
/// degree 7, 2^(j/64) from a table of double-doubles.
inline Scaled expDD(DD a) {
  // Round to the nearest integer, ties to even (|a·64/ln 2| < 2^51): std::nearbyint is a call.
  constexpr double kShift = 0x1.8p52;
  const double kd = (a.hi * kInvLn2x64 + kShift) - kShift;
  const int k = static_cast<int>(kd);
  const int j = k & 63;
  const double r1 = std::fma(-kd, kLn2by64[0], a.hi);  // exact: k·l1 has 36 bits, Sterbenz
  DD r = twoSum(r1, -kd * kLn2by64[1]);
  r.lo += std::fma(-kd, kLn2by64[2], a.lo);
  r = fastTwoSum(r.hi, r.lo);
  const double rh = r.hi;
  // q = 1/2 + rh/6 + … + rh⁵/5040 by Estrin's scheme (three steps deep, not six)
  const double r2 = rh * rh;
  const double q01 = std::fma(1.0 / 6.0, rh, 0.5);
  const double q23 = std::fma(1.0 / 120.0, rh, 1.0 / 24.0);
  const double q45 = std::fma(1.0 / 5040.0, rh, 1.0 / 720.0);
  const double q = std::fma(std::fma(q45, r2, q23), r2, q01);
  // e^r − 1 = rh + rl·(1 + rh) + rh²·q
  const double pLo = std::fma(r2, q, std::fma(r.lo, rh, r.lo));
  const DD p = fastTwoSum(rh, pLo);
  const double th = kExp2Hi[j];
  const double tl = kExp2Lo[j];
  const DD s = twoProd(th, p.hi);
  const double lo = s.lo + std::fma(th, p.lo, std::fma(tl, p.hi, tl));
  DD v = fastTwoSum(th, s.hi);
  v = fastTwoSum(v.hi, v.lo + lo);
  return {v, (k - j) / 64};
}

inline constexpr double kGaussLimit = 39.0;  ///< the W table covers 0 ≤ t < 39.5

/// W(t) = Φ(−t)·e^(t²/2) for 0 ≤ t < kGaussLimit + 1/2, to about 2^-66 relative.
inline DD gaussW(double t) {
  const int i = t < 0.5 ? (t < 0.25 ? 0 : 1) : static_cast<int>(2.0 * t) + 1;
  const double c = i == 0 ? 0.0 : (i == 1 ? 0.375 : (2 * i - 1) * 0.25);
  const double s = t - c;  // exact (Sterbenz; c = 0 on the first interval)
  const double* h = kGaussHi[i];
  const double* l = kGaussLo[i];
  // Σ h[n]·s^(n−4) for n = 4..15 by Estrin's scheme: four steps deep instead of eleven.
  static_assert(kGaussDegree == 15 && kGaussDD == 4);
  const double s2 = s * s;
  const double s4 = s2 * s2;
  const double s8 = s4 * s4;
  const double a0 = std::fma(h[5], s, h[4]);
  const double a1 = std::fma(h[7], s, h[6]);
  const double a2 = std::fma(h[9], s, h[8]);
  const double a3 = std::fma(h[11], s, h[10]);
  const double a4 = std::fma(h[13], s, h[12]);
  const double a5 = std::fma(h[15], s, h[14]);
  const double b0 = std::fma(a1, s2, a0);
  const double b1 = std::fma(a3, s2, a2);
  const double b2 = std::fma(a5, s2, a4);
  DD w{std::fma(b2, s8, std::fma(b1, s4, b0)), 0.0};
  // The last four steps in double-double. |w·s| ≤ 0.18·|h[n]| on every interval (checked by
  // scripts/make_gauss_table.py), so the sum is a fastTwoSum.
#pragma GCC unroll 4
  for (int n = kGaussDD - 1; n >= 0; --n) {
    const DD m = twoProd(w.hi, s);
    DD sum = fastTwoSum(h[n], m.hi);
    sum.lo += std::fma(w.lo, s, m.lo) + l[n];
    w = fastTwoSum(sum.hi, sum.lo);
  }
  return w;
}

/// e^(−t²/2) for a double-double t (t.lo ≤ ulp(t.hi)), |t.hi| < 2^500.
inline Scaled gaussExp(DD t) {
  DD s = twoProd(t.hi, t.hi);
  s.lo = std::fma(2.0 * t.hi, t.lo, s.lo);
  return expDD({-0.5 * s.hi, -0.5 * s.lo});
}

/// Φ and φ at one argument z = z.hi + z.lo with |z.hi| < kGaussLimit, sharing e^(−z²/2):
/// lower = Φ(−|z|), density = φ(z), both scaled by the same exponent.
struct GaussPair {
  Scaled lower;
  Scaled density;
};

inline GaussPair gaussPair(DD z) {
  const DD t = z.hi < 0.0 ? DD{-z.hi, -z.lo} : z;
  const Scaled e = gaussExp(t);
  DD w = gaussW(t.hi);
  // e already holds t.lo; W(t.hi + t.lo) = W(t.hi) + W′(t.hi)·t.lo with W′ = t·W − 1/√(2π),
  // to second order in t.lo ≤ 2^-53·t.hi
  if (t.lo != 0.0) w = add(w, DD{std::fma(t.hi, w.hi, -inv_sqrt_2pi_hi) * t.lo, 0.0});
  return {{mul(e.v, w), e.e}, {mul(e.v, DD{inv_sqrt_2pi_hi, inv_sqrt_2pi_lo}), e.e}};
}

/// φ(z) for |z.hi| < kGaussLimit as a scaled double-double (gaussPair's density, without W).
inline Scaled pdfScaled(DD z) {
  const Scaled e = gaussExp(z.hi < 0.0 ? DD{-z.hi, -z.lo} : z);
  return {mul(e.v, DD{inv_sqrt_2pi_hi, inv_sqrt_2pi_lo}), e.e};
}

/// Φ(z) for |z.hi| < kGaussLimit as a scaled double-double.
inline Scaled cdfScaled(DD z) {
  const Scaled lower = gaussPair(z).lower;
  if (z.hi <= 0.0) return lower;
  const DD q = toDD(lower);  // what underflows here is below 2^-1000 beside 1
  return {add(DD{1.0, 0.0}, DD{-q.hi, -q.lo}), 0};
}

}  // namespace gelu::detail
