#pragma once
// Building blocks shared by normal.cpp and activations.cpp (internal to core).
#include <cmath>
#include <optional>

#include "core/detail/constants.hpp"
#include "core/detail/double_double.hpp"
#include "core/detail/faithful.hpp"

/// The scalar entry points are compiled twice, with FMA instructions and without, and chosen at
/// load time (GCC's target_clones, glibc's ifunc), with the kernels inlined into each (flatten):
/// std::fma is then one instruction, not a call.
/// Both give the same bits, since fma rounds once either way.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && defined(__GLIBC__)
#define GELU_FMA_CLONES __attribute__((target_clones("fma", "default"), flatten))
#else
#define GELU_FMA_CLONES
#endif

namespace gelu::detail {

/// m · e^(a.hi + a.lo), rounded once at the end even when the result is subnormal: below
/// e^-700 the exponential is split into two normal halves, so no subnormal intermediate is
/// multiplied by m (which would magnify its absolute rounding error by |m|).
inline double scaledExp(DD a, double m) {
  if (!(a.hi > -1600.0)) return std::copysign(0.0, m);  // e^a is below every subnormal
  if (std::isinf(m)) return m;                          // e^a > 0: no ∞·0 (NaN) below
  const double mm = std::fma(m, a.lo, m);               // m·(1 + a.lo) ≈ m·e^(a.lo)
  if (a.hi < -700.0) {
    const double h = std::exp(a.hi * 0.5);
    return (h * mm) * h;
  }
  return std::exp(a.hi) * mm;
}

/// m · e^(−z²/2) with z² split exactly (fma), so |z| ≈ 34 does not lose ~500 ULP.
inline double scaledGauss(DD z, double m) {
  if (!(std::fabs(z.hi) < 1e5)) return std::copysign(0.0, m);
  DD s = twoProd(z.hi, z.hi);
  s.lo += 2.0 * z.hi * z.lo;
  return scaledExp({-0.5 * s.hi, -0.5 * s.lo}, m);
}

/// m · e^(−z²/2) / d for d > 0, without overflowing m/d on the way when d is tiny (a
/// subnormal σ): then the factor 2^600 moves into the exponent, so the result is ∞ only when
/// the true value is beyond the double range, and is not flushed to 0 when it is not.
inline double scaledGaussOver(DD z, double m, double d) {
  const double q = m / d;
  if (std::isfinite(q)) return scaledGauss(z, q);
  if (!(std::fabs(z.hi) < 1e5)) return std::copysign(0.0, m);
  DD s = twoProd(z.hi, z.hi);
  s.lo += 2.0 * z.hi * z.lo;
  constexpr double ln2_hi = 0x1.62e42fefa39efp-1;
  constexpr double ln2_lo = 0x1.abc9e3b39803fp-56;
  DD shift = twoProd(600.0, ln2_hi);
  shift.lo += 600.0 * ln2_lo;
  return scaledExp(add({-0.5 * s.hi, -0.5 * s.lo}, shift), (m * 0x1p-600) / d);
}

/// The asymptotic factor S with Φ(z) = φ(z)·S/|z| for z → −∞ (Mills ratio series),
/// accurate to < 1e-19 for z ≤ −30.
inline double millsSeries(double z) {
  const double r = 1.0 / (z * z);
  double s = 1.0;
  for (int k = 12; k >= 1; --k) s = 1.0 - (2 * k - 1) * r * s;
  return s;
}

inline constexpr double kTailStart = -kGaussLimit;  ///< below: the Mills series, not the W table

/// Φ(z) for z given as a double-double: the faithful kernel, and below it the Mills series (where
/// Φ is below the smallest subnormal but for the last few).
inline double cdfDD(DD z) {
  if (z.hi < -kGaussLimit) {
    const double m = inv_sqrt_2pi_hi * millsSeries(z.hi) / -z.hi;
    return scaledGauss(z, m * (1.0 - z.lo / z.hi));
  }
  if (z.hi >= kGaussLimit) return 1.0;
  return toDouble(cdfScaled(z));
}

/// s·x, with the exponent of x moved into s.e so nothing overflows on the way.
inline Scaled times(Scaled s, double x) {
  int ex = 0;
  const double f = std::frexp(x, &ex);
  return {mul(s.v, f), s.e + ex};
}

/// x·σ(a) with a = a.hi + a.lo, |a.hi| < 5000, rounded once: for a ≥ 0 x/(1 + e^−a), for a < 0
/// x·eᵃ/(1 + eᵃ), never 1 − something.
inline double timesSigmoid(double x, DD a) {
  if (x == 0.0) return x;  // ±0, whose sign the double-double sums below would lose
  if (a.hi >= 0.0) {
    const DD e = toDD(expDD({-a.hi, -a.lo}));
    const DD q = divide({x, 0.0}, add(DD{1.0, 0.0}, e));
    return q.hi + q.lo;
  }
  const Scaled e = expDD(a);
  if (e.e < -960) return toDouble(times(e, x));  // 1 + eᵃ == 1 to 2^-960
  const DD ed = toDD(e);
  const DD q = divide(mul(ed, x), add(DD{1.0, 0.0}, ed));
  return q.hi + q.lo;
}

/// σ(a)·(1 + σ(−a)·b): the common shape of the sigmoid-type derivatives, rounded once. With
/// e = e^−|a| it is (1 + e·(1 + b))/(1 + e)² for a ≥ 0 and e·(1 + e + b)/(1 + e)² for a < 0,
/// where 1 + b cancels near the derivative's root; every part is a double-double.
inline double sigmoidDerivative(DD a, DD b) {
  const DD onePlusB = add(DD{1.0, 0.0}, b);
  if (a.hi >= 0.0) {
    const Scaled e = expDD({-a.hi, -a.lo});
    const DD num = add(DD{1.0, 0.0}, toDD({mul(e.v, onePlusB), e.e}));
    const DD d = add(DD{1.0, 0.0}, toDD(e));
    const DD q = divide(num, mul(d, d));
    return q.hi + q.lo;
  }
  const Scaled e = expDD(a);
  if (e.e < -960) return toDouble({mul(e.v, onePlusB), e.e});
  const DD ed = toDD(e);
  const DD d = add(DD{1.0, 0.0}, ed);
  const DD q = divide(mul(add(onePlusB, ed), ed), mul(d, d));
  return q.hi + q.lo;
}

/// c_0·t + t²·(c_1 + c_2·t + …) with the lead coefficient and t as double-doubles, so the only
/// large error is the final rounding.
inline double rootSeriesAt(const RootSeries& s, DD t) {
  double p = s.c[s.degree - 1];
  for (int k = s.degree - 2; k >= 1; --k) p = std::fma(p, t.hi, s.c[k]);
  DD pt = twoProd(p, t.hi);
  pt.lo = std::fma(p, t.lo, pt.lo);
  const DD r = mul(add(DD{s.c[0], s.lead_lo}, pt), t);
  return r.hi + r.lo;
}

/// Σ c_k t^k about a root, t = (x − x0_hi) − x0_lo (x − x0_hi exact by Sterbenz' lemma).
inline double rootSeries(const RootSeries& s, double x) {
  return rootSeriesAt(s, twoSum(x - s.x0_hi, -s.x0_lo));
}

inline bool nearRoot(const RootSeries& s, double x) { return std::fabs(x - s.x0_hi) < s.radius; }

/// GELU′ takes its root series only this close to the root: the faithful kernel's Φ + xφ keeps
/// about 2^-60 relative error down to here (its terms are 2^-64-accurate and cancel by
/// 0.53/|x − x0|), and geluArray's vector lanes take more of the line.
inline constexpr double kDgeluSeriesRadius = 1.0 / 32.0;

/// The same series at an argument a given as a double-double (a = β·x carried exactly).
inline bool nearRoot(const RootSeries& s, DD a) { return std::fabs(a.hi - s.x0_hi) < s.radius; }
inline double rootSeries(const RootSeries& s, DD a) {
  return rootSeriesAt(s, add(add(a, DD{-s.x0_hi, 0.0}), DD{-s.x0_lo, 0.0}));
}

}  // namespace gelu::detail

namespace gelu::detail {

/// μ finite and σ finite and > 0.
bool validShape(double mu, double sigma);
/// (x − μ)/σ as a double-double (exact input for (0, 1)).
DD standardize(double x, double mu, double sigma);
/// The generalized GELU′ as φ(z)·(R(z) + x/σ), R = Φ/φ, with R(z) + x/σ summed in 256-bit fixed
/// point (core/root_window.cpp), for its root window where Φ(z) and (x/σ)·φ(z) cancel; nullopt
/// where z lies outside [−39, 7) or x, μ, σ are too far apart in scale (the double sum is then
/// as good as it gets).
std::optional<double> dgeluNearRoot(double x, double mu, double sigma);

}  // namespace gelu::detail
