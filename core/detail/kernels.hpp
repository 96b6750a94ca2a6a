#pragma once
// Building blocks shared by normal.cpp and activations.cpp (internal to core).
#include <cmath>
#include <optional>

#include "core/detail/constants.hpp"
#include "core/detail/double_double.hpp"

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

inline constexpr double kTailStart = -37.0;  ///< below: Mills series instead of erfc

/// Φ(z) for z given as a double-double. For z ≥ −37 uses erfc with the argument carried as a
/// double-double and a first-order correction erfc(h + l) ≈ erfc(h) − (2/√π)·e^(−h²)·l.
inline double cdfDD(DD z) {
  if (z.hi < kTailStart) {
    const double m = inv_sqrt_2pi_hi * millsSeries(z.hi) / -z.hi;
    return scaledGauss(z, m * (1.0 - z.lo / z.hi));
  }
  if (z.hi > 40.0) return 1.0;
  const double h = -z.hi * inv_sqrt2_hi;
  const double l = std::fma(-z.hi, inv_sqrt2_hi, -h) - z.hi * inv_sqrt2_lo - z.lo * inv_sqrt2_hi;
  const double e = std::erfc(h);
  const double correction = two_over_sqrt_pi_hi * std::exp(-h * h) * l;
  return 0.5 * (e - correction);
}

/// x·σ(a) with a = a.hi + a.lo. For a < 0 uses σ(a) = eᵃ/(1 + eᵃ), never 1 − something.
inline double timesSigmoid(double x, DD a) {
  if (a.hi >= 0.0) {
    const double e = scaledExp({-a.hi, -a.lo}, 1.0);
    return x / (1.0 + e);
  }
  if (a.hi < -700.0) return scaledExp(a, x);  // 1 + eᵃ == 1
  const double e = scaledExp(a, 1.0);
  return x * (e / (1.0 + e));
}

/// σ(a)·(1 + σ(−a)·b): the common shape of the sigmoid-type derivatives. For a < 0 it is
/// e·(1 + e + b)/(1 + e)² with e = eᵃ; 1 + b cancels near the derivative's root, so b, the
/// numerator and the denominator are carried as double-doubles.
inline double sigmoidDerivative(DD a, DD b) {
  if (a.hi >= 0.0) {
    const double e = scaledExp({-a.hi, -a.lo}, 1.0);
    const double d = 1.0 + e;
    return std::fma(e / d, b.hi, 1.0) / d;
  }
  const DD onePlusB = add(DD{1.0, 0.0}, b);
  if (a.hi < -700.0) return scaledExp(a, onePlusB.hi + onePlusB.lo);
  const double e = scaledExp(a, 1.0);
  const DD numerator = mul(add(onePlusB, DD{e, 0.0}), e);
  const DD d = twoSum(1.0, e);
  const DD d2 = mul(d, d);
  const double q = numerator.hi / d2.hi;
  return q * (1.0 + (numerator.lo / numerator.hi - d2.lo / d2.hi));
}

/// Σ c_k t^k about a root x0 (t computed exactly from x by Sterbenz' lemma).
inline double rootSeries(const RootSeries& s, double x) {
  const double t = (x - s.x0_hi) - s.x0_lo;
  double p = s.c[s.degree - 1];
  for (int k = s.degree - 2; k >= 0; --k) p = std::fma(p, t, s.c[k]);
  return p * t;
}

inline bool nearRoot(const RootSeries& s, double x) { return std::fabs(x - s.x0_hi) < s.radius; }

/// The same series at an argument a given as a double-double (a = β·x carried exactly).
inline bool nearRoot(const RootSeries& s, DD a) { return std::fabs(a.hi - s.x0_hi) < s.radius; }
inline double rootSeries(const RootSeries& s, DD a) {
  const DD t = add(add(a, DD{-s.x0_hi, 0.0}), DD{-s.x0_lo, 0.0});
  double p = s.c[s.degree - 1];
  for (int k = s.degree - 2; k >= 0; --k) p = std::fma(p, t.hi, s.c[k]);
  return std::fma(p, t.hi, p * t.lo);
}

}  // namespace gelu::detail

namespace gelu::detail {

/// μ finite and σ finite and > 0.
bool validShape(double mu, double sigma);
/// (x − μ)/σ as a double-double (exact input for (0, 1)).
DD standardize(double x, double mu, double sigma);
/// The generalized GELU′ evaluated in quadruple precision, where the platform has it.
std::optional<double> dgeluQuad(double x, double mu, double sigma);

}  // namespace gelu::detail
