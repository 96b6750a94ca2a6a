// The activation library (see library.hpp). Each function notes where it would lose accuracy
// and how it avoids that; the bounds are measured by tests/core/library_test.cpp.
#include "core/library.hpp"

#include <cmath>
#include <limits>

#include "core/detail/kernels.hpp"

namespace gelu::act {
namespace {

using detail::DD;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// σ(a) for a = a.hi + a.lo: 1/(1 + e⁻ᵃ) above 0, eᵃ/(1 + eᵃ) below (never 1 − something).
double sigmoidOf(DD a) {
  if (a.hi >= 0.0) return 1.0 / (1.0 + detail::scaledExp({-a.hi, -a.lo}, 1.0));
  if (a.hi < -700.0) return detail::scaledExp(a, 1.0);
  const double e = detail::scaledExp(a, 1.0);
  return e / (1.0 + e);
}

/// x − tanh x for |x| < tanhshrink_radius, where it cancels to ~x³/3: x³·Σ t_k x^{2k} with the
/// leading x³/3 in double-double.
DD tanhshrinkSeries(double x) {
  const double x2 = x * x;
  constexpr int n = sizeof(detail::tanhshrink_series) / sizeof(double);
  double s = detail::tanhshrink_series[n - 1];
  for (int k = n - 2; k >= 1; --k) s = std::fma(s, x2, detail::tanhshrink_series[k]);
  const DD x3 = detail::mul(detail::twoProd(x, x), x);
  const DD lead = detail::div(x3, 3.0);
  return detail::fastTwoSum(lead.hi, std::fma(x3.hi * x2, s, lead.lo));
}

/// tanh x as a double-double (to about 2^-100) for |x| < 20: x minus the series below
/// tanhshrink_radius, else (1 − e)/(1 + e) with e = e^−2|x| ≤ e^−1/2, where 1 − e keeps its
/// relative accuracy (no long double: it is plain double in WebAssembly, MSVC and on arm64).
DD tanhDD(double x) {
  const double ax = std::fabs(x);
  if (ax < detail::tanhshrink_radius) {
    const DD d = tanhshrinkSeries(x);
    return detail::add({x, 0.0}, {-d.hi, -d.lo});
  }
  const DD e = detail::toDD(detail::expDD({-2.0 * ax, 0.0}));
  const DD q = detail::divide(detail::add({1.0, 0.0}, {-e.hi, -e.lo}), detail::add({1.0, 0.0}, e));
  return x < 0 ? DD{-q.hi, -q.lo} : q;
}

/// log(1 + eᵗ) for t = t.hi + t.lo: t + log1p(e⁻ᵗ) above 0 (a sum of positives), log1p(eᵗ)
/// below, where eᵗ carries t.lo so that the far tail keeps its relative accuracy.
double softplusOf(DD t) {
  if (t.hi > 0.0) return t.hi + (t.lo + std::log1p(detail::scaledExp({-t.hi, -t.lo}, 1.0)));
  if (t.hi < -700.0) return detail::scaledExp(t, 1.0);  // log1p(y) = y for y < 1e-304
  return std::log1p(detail::scaledExp(t, 1.0));
}

/// β·x as a double-double.
DD scaled(double beta, double x) { return detail::twoProd(beta, x); }

}  // namespace

double sigmoid(double x) noexcept {
  if (std::isnan(x)) return x;
  return sigmoidOf({x, 0.0});
}

double dsigmoid(double x) noexcept {
  if (std::isnan(x)) return x;
  // σ(x)σ(−x) = e/(1 + e)² with e = e^−|x| ≤ 1: no cancellation anywhere.
  const double ax = std::fabs(x);
  if (ax > 700.0) return detail::scaledExp({-ax, 0.0}, 1.0);
  const double e = std::exp(-ax);
  const double d = 1.0 + e;
  return (e / d) / d;
}

double tanh(double x) noexcept {
  // glibc's tanh may be 2 ULP off (and musl's differs from it); this one rounds once.
  if (std::isnan(x) || x == 0.0) return x;
  if (std::fabs(x) >= 20.0) return std::copysign(1.0, x);  // 1 − tanh x < 2^-57
  const DD t = tanhDD(x);
  return t.hi + t.lo;
}

double dtanh(double x) noexcept {
  if (std::isnan(x)) return x;
  // sech²x = 4e/(1 + e)² with e = e^−2|x|, instead of 1 − tanh²x (which cancels for large |x|).
  const double a2 = 2.0 * std::fabs(x);
  if (a2 > 700.0) return detail::scaledExp({-a2, 0.0}, 4.0);
  const double e = std::exp(-a2);
  const double d = 1.0 + e;
  return (4.0 * e / d) / d;
}

double softplus(double x, double beta) noexcept {
  if (std::isnan(x) || std::isnan(beta)) return kNaN;
  if (!(beta > 0.0)) return kNaN;
  if (x == INFINITY) return x;
  const DD t = scaled(beta, x);
  if (std::isinf(t.hi)) return x > 0.0 ? x : 0.0;  // β·x overflows: the line x, or e^−∞
  const double v = softplusOf(t);
  return beta == 1.0 ? v : v / beta;
}

double dsoftplus(double x, double beta) noexcept {
  if (std::isnan(x) || std::isnan(beta)) return kNaN;
  if (!(beta > 0.0)) return kNaN;
  const DD t = scaled(beta, x);
  if (std::isinf(t.hi)) return x > 0.0 ? 1.0 : 0.0;
  return sigmoidOf(t);
}

double mish(double x) noexcept {
  if (std::isnan(x)) return x;
  if (x >= 0.0) {
    // tanh(log(1 + eˣ)) = (1 + 2q)/(1 + 2q + 2q²) with q = e⁻ˣ: all terms positive.
    if (x > 40.0) return x;  // 2q² < 2^−110
    const double q = std::exp(-x);
    const double n = std::fma(2.0, q, 1.0);
    return x * (n / std::fma(2.0 * q, q, n));
  }
  // = n/(n + 2) with e = eˣ, n = e(e + 2)
  if (x < -700.0) return detail::scaledExp({x, 0.0}, x);  // (e + 2)/(n + 2) = 1 − O(e)
  const double e = std::exp(x);
  const double n = e * (e + 2.0);
  return x * (n / (n + 2.0));
}

double dmish(double x) noexcept {
  if (std::isnan(x)) return x;
  if (detail::nearRoot(detail::dmish_root, x)) return detail::rootSeries(detail::dmish_root, x);
  if (x >= 0.0) {
    // tanh(sp) + x·sech²(sp)·σ(x) = T + x·4q²(1 + q)/D², T = (1 + 2q)/D, D = 1 + 2q + 2q².
    if (x > 40.0) return 1.0;  // x·4q² < 2^−100
    const double q = std::exp(-x);
    const double n = std::fma(2.0, q, 1.0);
    const double d = std::fma(2.0 * q, q, n);
    return n / d + x * (4.0 * q * q * (1.0 + q) / d) / d;
  }
  if (x < -700.0) return detail::scaledExp({x, 0.0}, 1.0 + x);  // e·(1 + x)·(1 + O(e))
  // = e·B/D² with B = (e + 2)·D + 4x(1 + e), D = e² + 2e + 2. B cancels towards the root (the
  // series covers ±0.25 around it); carrying B in double-double leaves only e's own rounding.
  const double e = std::exp(x);
  const DD e2 = detail::twoSum(e, 2.0);
  const DD d = detail::add(detail::mul(e2, e), DD{2.0, 0.0});
  const DD b = detail::add(detail::mul(e2, d), detail::mul(detail::twoSum(1.0, e), 4.0 * x));
  const DD d2 = detail::mul(d, d);
  return e * ((b.hi + b.lo) / (d2.hi + d2.lo));
}

double selu(double x) noexcept {
  if (std::isnan(x)) return x;
  if (x > 0.0) return std::fma(detail::selu_lambda_hi, x, detail::selu_lambda_lo * x);
  const double m = std::expm1(x);
  return std::fma(detail::selu_lambda_alpha_hi, m, detail::selu_lambda_alpha_lo * m);
}

double dselu(double x) noexcept {
  if (std::isnan(x)) return x;
  if (x > 0.0) return detail::selu_lambda_hi;
  return detail::scaledExp({x, 0.0}, detail::selu_lambda_alpha_hi);
}

double celu(double x, double alpha) noexcept {
  if (std::isnan(x) || !std::isfinite(alpha) || alpha == 0.0) return kNaN;
  if (x > 0.0) return x;
  // α·expm1(x/α) with x/α = t.hi + t.lo: expm1(t) ≈ expm1(t.hi) + e^t.hi·t.lo.
  const DD t = detail::div({x, 0.0}, alpha);
  if (std::isinf(t.hi)) return -alpha;
  const double m = std::expm1(t.hi);
  return alpha * std::fma(1.0 + m, t.lo, m);
}

double dcelu(double x, double alpha) noexcept {
  if (std::isnan(x) || !std::isfinite(alpha) || alpha == 0.0) return kNaN;
  if (x > 0.0) return 1.0;
  const DD t = detail::div({x, 0.0}, alpha);
  if (std::isinf(t.hi)) return 0.0;
  return detail::scaledExp(t, 1.0);
}

double leaky_relu(double x, double slope) noexcept {
  if (std::isnan(x)) return x;
  return x > 0.0 ? x : slope * x;
}

double dleaky_relu(double x, double slope) noexcept {
  if (std::isnan(x)) return x;
  return x > 0.0 ? 1.0 : slope;
}

double relu6(double x) noexcept {
  if (std::isnan(x)) return x;
  return x <= 0.0 ? 0.0 : (x >= 6.0 ? 6.0 : x);
}

double drelu6(double x) noexcept {
  if (std::isnan(x)) return x;
  return (x <= 0.0 || x >= 6.0) ? 0.0 : 1.0;
}

double hardtanh(double x) noexcept {
  if (std::isnan(x)) return x;
  return x <= -1.0 ? -1.0 : (x >= 1.0 ? 1.0 : x);
}

double dhardtanh(double x) noexcept {
  if (std::isnan(x)) return x;
  return (x <= -1.0 || x >= 1.0) ? 0.0 : 1.0;
}

double hardsigmoid(double x) noexcept {
  if (std::isnan(x)) return x;
  if (x <= -3.0) return 0.0;
  if (x >= 3.0) return 1.0;
  return detail::div(detail::twoSum(x, 3.0), 6.0).hi;  // (x + 3)/6, x + 3 kept exact
}

double dhardsigmoid(double x) noexcept {
  if (std::isnan(x)) return x;
  return (x > -3.0 && x < 3.0) ? 1.0 / 6.0 : 0.0;
}

double hardswish(double x) noexcept {
  if (std::isnan(x)) return x;
  if (x <= -3.0) return 0.0;
  if (x >= 3.0) return x;
  return detail::div(detail::mul(detail::twoSum(x, 3.0), x), 6.0).hi;
}

double dhardswish(double x) noexcept {
  if (std::isnan(x)) return x;
  if (x < -3.0) return 0.0;
  if (x > 3.0) return 1.0;
  // x/3 + ½ = (2x + 3)/6; 2x + 3 is exact near the root x = −1.5 (Sterbenz)
  return detail::div(detail::twoSum(2.0 * x, 3.0), 6.0).hi;
}

double softsign(double x) noexcept {
  if (std::isnan(x)) return x;
  if (std::isinf(x)) return x > 0.0 ? 1.0 : -1.0;
  return x / (1.0 + std::fabs(x));
}

double dsoftsign(double x) noexcept {
  if (std::isnan(x)) return x;
  const double d = 1.0 + std::fabs(x);
  return (1.0 / d) / d;  // no overflow of d² for |x| > 1e154
}

double logsigmoid(double x) noexcept {
  if (std::isnan(x)) return x;
  if (x == -INFINITY) return x;
  return -softplusOf({-x, 0.0});
}

double dlogsigmoid(double x) noexcept {
  if (std::isnan(x)) return x;
  return sigmoidOf({-x, 0.0});
}

double tanhshrink(double x) noexcept {
  if (std::isnan(x)) return x;
  const double ax = std::fabs(x);
  if (ax < detail::tanhshrink_radius) {
    const DD d = tanhshrinkSeries(x);
    return d.hi + d.lo;
  }
  if (ax >= 1.0) {
    // x − tanh x = (x − 1) + 2q/(1 + q), q = e^−2x (x > 0): both terms ≥ 0, no cancellation.
    if (std::isinf(x)) return x;
    const double q = std::exp(-2.0 * ax);
    const double v = (ax - 1.0) + 2.0 * q / (1.0 + q);
    return std::copysign(v, x);
  }
  // 0.25 ≤ |x| < 1: at most ~6 bits cancel, against tanh x carried to ~2^-100.
  const DD t = tanhDD(x);
  const DD d = detail::add({x, 0.0}, {-t.hi, -t.lo});
  return d.hi + d.lo;
}

double dtanhshrink(double x) noexcept {
  if (std::isnan(x)) return x;
  if (std::fabs(x) >= 20.0) return 1.0;
  const DD t = tanhDD(x);
  const DD t2 = detail::mul(t, t);
  return t2.hi + t2.lo;
}

double softshrink(double x, double lambda) noexcept {
  if (std::isnan(x) || !(lambda >= 0.0)) return kNaN;
  if (x > lambda) return x - lambda;
  if (x < -lambda) return x + lambda;
  return 0.0;
}

double dsoftshrink(double x, double lambda) noexcept {
  if (std::isnan(x) || !(lambda >= 0.0)) return kNaN;
  return (x >= -lambda && x <= lambda) ? 0.0 : 1.0;
}

double hardshrink(double x, double lambda) noexcept {
  if (std::isnan(x) || !(lambda >= 0.0)) return kNaN;
  return (x >= -lambda && x <= lambda) ? 0.0 : x;
}

double dhardshrink(double x, double lambda) noexcept {
  if (std::isnan(x) || !(lambda >= 0.0)) return kNaN;
  return (x >= -lambda && x <= lambda) ? 0.0 : 1.0;
}

double swish(double x, double beta) noexcept {
  if (std::isnan(x) || std::isnan(beta)) return kNaN;
  if (!(beta > 0.0)) return kNaN;
  const DD a = scaled(beta, x);
  if (a.hi > 800.0) return x;
  if (a.hi < -1600.0) return -0.0;
  return detail::timesSigmoid(x, a);
}

double dswish(double x, double beta) noexcept {
  if (std::isnan(x) || std::isnan(beta)) return kNaN;
  if (!(beta > 0.0)) return kNaN;
  // d/dx x·σ(βx) = SiLU′(βx): the SiLU′ series about its root, at βx carried exactly.
  const DD a = scaled(beta, x);
  if (a.hi > 800.0) return 1.0;
  if (a.hi < -1600.0) return -0.0;
  if (detail::nearRoot(detail::dsilu_root, a)) return detail::rootSeries(detail::dsilu_root, a);
  return detail::sigmoidDerivative(a, a);
}

double squared_relu(double x) noexcept {
  if (std::isnan(x)) return x;
  return x > 0.0 ? x * x : 0.0;
}

double dsquared_relu(double x) noexcept {
  if (std::isnan(x)) return x;
  return x > 0.0 ? 2.0 * x : 0.0;
}

}  // namespace gelu::act
