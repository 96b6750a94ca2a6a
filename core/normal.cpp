#include "core/normal.hpp"

#include <cmath>
#include <limits>

#include "core/detail/kernels.hpp"

namespace gelu {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

}  // namespace

namespace detail {

bool validShape(double mu, double sigma) {
  return std::isfinite(mu) && sigma > 0.0 && std::isfinite(sigma);
}

/// (x − μ)/σ as a double-double, so the tails see the argument the user actually asked for.
DD standardize(double x, double mu, double sigma) {
  if (mu == 0.0 && sigma == 1.0) return {x, 0.0};
  DD d = twoSum(x, -mu);
  if (!std::isfinite(d.hi)) {
    // x − μ overflows (x and μ of opposite signs near the double limit): scale before
    // subtracting; no cancellation is possible here, so the two quotients add accurately.
    const DD a = div({x, 0.0}, sigma);
    const DD b = div({mu, 0.0}, sigma);
    const DD z = add(a, {-b.hi, -b.lo});
    return std::isfinite(z.hi) ? z : DD{a.hi - b.hi, 0.0};
  }
  if (sigma < std::numeric_limits<double>::min()) {
    // A subnormal σ has too few bits for the division's exact remainder: scale both by 2^600
    // (exact). Past |x − μ| = 1e100 the quotient overflows anyway.
    if (std::fabs(d.hi) > 1e100) return {std::copysign(HUGE_VAL, d.hi), 0.0};
    d = {d.hi * 0x1p600, d.lo * 0x1p600};
    sigma *= 0x1p600;
  }
  const DD z = div(d, sigma);
  if (!std::isfinite(z.hi)) return {z.hi, 0.0};
  return z;
}

}  // namespace detail

GELU_FMA_CLONES double cdf(double x) noexcept {
  if (std::isnan(x)) return x;
  return detail::cdfDD({x, 0.0});
}

GELU_FMA_CLONES double cdf(double x, double mu, double sigma) noexcept {
  if (std::isnan(x) || !detail::validShape(mu, sigma)) return kNaN;
  return detail::cdfDD(detail::standardize(x, mu, sigma));
}

GELU_FMA_CLONES double pdf(double x) noexcept {
  if (std::isnan(x)) return x;
  if (!(std::fabs(x) < detail::kGaussLimit))
    return detail::scaledGauss({x, 0.0}, detail::inv_sqrt_2pi_hi);
  return detail::toDouble(detail::pdfScaled({x, 0.0}));
}

GELU_FMA_CLONES double pdf(double x, double mu, double sigma) noexcept {
  if (std::isnan(x) || !detail::validShape(mu, sigma)) return kNaN;
  if (mu == 0.0 && sigma == 1.0) return pdf(x);
  const detail::DD z = detail::standardize(x, mu, sigma);
  if (!(std::fabs(z.hi) < detail::kGaussLimit)) {
    return detail::scaledGaussOver(z, detail::inv_sqrt_2pi_hi, sigma);
  }
  // φ(z)/σ with the exponent of σ moved into the scale, so a subnormal σ overflows nothing
  const detail::Scaled d = detail::pdfScaled(z);
  int e = 0;
  const double f = std::frexp(sigma, &e);
  return detail::toDouble({detail::divide(d.v, {f, 0.0}), d.e - e});
}

float cdf(float x) noexcept { return static_cast<float>(cdf(static_cast<double>(x))); }
float pdf(float x) noexcept { return static_cast<float>(pdf(static_cast<double>(x))); }

}  // namespace gelu
