#include "core/activations.hpp"

#include <cmath>
#include <limits>

#include "core/detail/kernels.hpp"
#include "core/normal.hpp"

namespace gelu {
namespace {

using detail::DD;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// 2·√(2/π)·(x + 0.044715·x³) as a double-double.
DD tanhArgument(double x) {
  const DD x2 = detail::twoProd(x, x);
  const DD x3 = detail::mul(x2, x);
  const DD cubic = detail::mul(x3, DD{detail::tanh_cubic_hi, detail::tanh_cubic_lo});
  const DD inner = detail::add(cubic, DD{x, 0.0});
  return detail::mul(inner, DD{detail::tanh_scale_hi, detail::tanh_scale_lo});
}

DD sigmoidArgument(double x) {
  return detail::mul(DD{detail::sigmoid_scale_hi, detail::sigmoid_scale_lo}, x);
}

}  // namespace

GELU_FMA_CLONES double gelu(double x) noexcept {
  if (std::isnan(x)) return x;
  if (x == -INFINITY) return -0.0;
  if (x < detail::kTailStart) {
    // x·Φ(x) = −φ(x)·S: never multiplies a subnormal Φ by |x|.
    return detail::scaledGauss({x, 0.0}, -detail::inv_sqrt_2pi_hi * detail::millsSeries(x));
  }
  if (x >= detail::kGaussLimit || x == 0.0) return x;
  const detail::Scaled c = detail::cdfScaled({x, 0.0});
  return detail::toDouble({detail::mul(c.v, x), c.e});
}

GELU_FMA_CLONES double gelu(double x, double mu, double sigma) noexcept {
  if (mu == 0.0 && sigma == 1.0) return gelu(x);
  if (std::isnan(x) || !detail::validShape(mu, sigma)) return kNaN;
  if (std::isinf(x)) return x > 0 ? x : -0.0;
  const DD z = detail::standardize(x, mu, sigma);
  if (z.hi < detail::kTailStart) {
    const double m = x * (detail::inv_sqrt_2pi_hi * detail::millsSeries(z.hi)) / -z.hi;
    return detail::scaledGauss(z, m * (1.0 - z.lo / z.hi));  // 1/|z| at z.hi + z.lo
  }
  if (z.hi >= detail::kGaussLimit || x == 0.0) return x;
  return detail::toDouble(detail::times(detail::cdfScaled(z), x));
}

GELU_FMA_CLONES double dgelu(double x) noexcept {
  if (std::isnan(x)) return x;
  if (std::isinf(x)) return x > 0 ? 1.0 : -0.0;
  if (std::fabs(x - detail::dgelu_root.x0_hi) < detail::kDgeluSeriesRadius) {
    return detail::rootSeries(detail::dgelu_root, x);
  }
  if (x < detail::kTailStart) {
    // Φ + xφ = φ·(S/|x| − |x|)
    const double m = detail::inv_sqrt_2pi_hi * (detail::millsSeries(x) / -x + x);
    return detail::scaledGauss({x, 0.0}, m);
  }
  if (x >= detail::kGaussLimit) return 1.0;
  // Φ + xφ with one e^(−x²/2): for x ≤ 0 e·(W + x/√(2π)), for x > 0 1 − e·(W − x/√(2π)).
  const detail::GaussPair g = detail::gaussPair({x, 0.0});
  const DD xPhi = detail::mul(g.density.v, x);
  if (x <= 0.0) return detail::toDouble({detail::add(g.lower.v, xPhi), g.lower.e});
  const DD tail = detail::toDD({detail::add(g.lower.v, DD{-xPhi.hi, -xPhi.lo}), g.lower.e});
  const DD r = detail::add(DD{1.0, 0.0}, DD{-tail.hi, -tail.lo});
  return r.hi + r.lo;
}

GELU_FMA_CLONES double dgelu(double x, double mu, double sigma) noexcept {
  if (mu == 0.0 && sigma == 1.0) return dgelu(x);
  if (std::isnan(x) || !detail::validShape(mu, sigma)) return kNaN;
  if (std::isinf(x)) return x > 0 ? 1.0 : -0.0;
  const DD z = detail::standardize(x, mu, sigma);
  const double w = x / sigma;
  if (z.hi < detail::kTailStart) {
    const double m = detail::inv_sqrt_2pi_hi * (detail::millsSeries(z.hi) / -z.hi + w);
    return detail::scaledGauss(z, m);
  }
  const double c = detail::cdfDD(z);
  const double d = std::isfinite(w)
                       ? detail::scaledGauss(z, detail::inv_sqrt_2pi_hi * w)
                       : detail::scaledGaussOver(z, detail::inv_sqrt_2pi_hi * x, sigma);
  // Near the (μ, σ)-dependent root the two terms cancel; no precomputed series can follow the
  // root, so re-evaluate there in 256-bit fixed point (rare: a narrow window around one x).
  if (std::fabs(c + d) < 0.25 * (std::fabs(c) + std::fabs(d))) {
    if (const auto q = detail::dgeluNearRoot(x, mu, sigma)) return *q;
  }
  return c + d;
}

double dgeluRoot(double mu, double sigma) noexcept {
  if (!detail::validShape(mu, sigma)) return kNaN;
  const double m = mu / sigma;
  // g(z) = R(z) + m + z, increasing in z; R(z) = Φ(z)/φ(z) ≈ 1/|z| far below zero.
  const auto g = [m](double z) {
    const double r = z > -37.0 ? cdf(z) / pdf(z) : detail::millsSeries(z) / -z;
    return r + m + z;
  };
  double lo = std::min(-1.0, -m - 2.0);
  double hi = std::max(1.0, -m + 1.0);
  if (!(g(lo) < 0.0 && g(hi) > 0.0)) return kNaN;
  for (int i = 0; i < 200 && hi - lo > 1e-15 * std::max(1.0, std::fabs(lo)); ++i) {
    const double mid = 0.5 * (lo + hi);
    (g(mid) < 0.0 ? lo : hi) = mid;
  }
  return mu + sigma * 0.5 * (lo + hi);
}

GELU_FMA_CLONES double gelu_tanh(double x) noexcept {
  if (std::isnan(x)) return x;
  if (x > 20.0) return x;      // 1 − σ(2u) < e^−600
  if (x < -30.0) return -0.0;  // below the smallest subnormal
  return detail::timesSigmoid(x, tanhArgument(x));
}

GELU_FMA_CLONES double dgelu_tanh(double x) noexcept {
  if (std::isnan(x)) return x;
  if (x > 20.0) return 1.0;
  if (x < -30.0) return -0.0;
  if (detail::nearRoot(detail::dgelu_tanh_root, x)) {
    return detail::rootSeries(detail::dgelu_tanh_root, x);
  }
  // d/dx x·σ(a(x)) = σ(a)·(1 + σ(−a)·x·a′(x)),  a′ = 2√(2/π)(1 + 3·0.044715·x²)
  const DD cubic3 = detail::mul(DD{detail::tanh_cubic_hi, detail::tanh_cubic_lo}, 3.0);
  const DD inner = detail::add(DD{1.0, 0.0}, detail::mul(detail::twoProd(x, x), cubic3));
  const DD da = detail::mul(inner, DD{detail::tanh_scale_hi, detail::tanh_scale_lo});
  return detail::sigmoidDerivative(tanhArgument(x), detail::mul(da, x));
}

GELU_FMA_CLONES double gelu_sigmoid(double x) noexcept {
  if (std::isnan(x)) return x;
  if (x > 500.0) return x;
  if (x < -500.0) return -0.0;
  return detail::timesSigmoid(x, sigmoidArgument(x));
}

GELU_FMA_CLONES double dgelu_sigmoid(double x) noexcept {
  if (std::isnan(x)) return x;
  if (x > 500.0) return 1.0;
  if (x < -500.0) return -0.0;
  if (detail::nearRoot(detail::dgelu_sigmoid_root, x)) {
    return detail::rootSeries(detail::dgelu_sigmoid_root, x);
  }
  const DD a = sigmoidArgument(x);
  return detail::sigmoidDerivative(a, a);
}

GELU_FMA_CLONES double silu(double x) noexcept {
  if (std::isnan(x)) return x;
  if (x > 800.0) return x;
  if (x < -800.0) return -0.0;
  return detail::timesSigmoid(x, {x, 0.0});
}

GELU_FMA_CLONES double dsilu(double x) noexcept {
  if (std::isnan(x)) return x;
  if (x > 800.0) return 1.0;
  if (x < -800.0) return -0.0;
  if (detail::nearRoot(detail::dsilu_root, x)) return detail::rootSeries(detail::dsilu_root, x);
  return detail::sigmoidDerivative({x, 0.0}, {x, 0.0});
}

double relu(double x) noexcept {
  if (std::isnan(x)) return x;
  return x > 0.0 ? x : 0.0;
}

double drelu(double x) noexcept {
  if (std::isnan(x)) return x;
  return x > 0.0 ? 1.0 : 0.0;
}

double elu(double x, double alpha) noexcept {
  if (std::isnan(x)) return x;
  return x > 0.0 ? x : alpha * std::expm1(x);
}

double delu(double x, double alpha) noexcept {
  if (std::isnan(x)) return x;
  return x > 0.0 ? 1.0 : alpha * std::exp(x);
}

float gelu(float x) noexcept { return static_cast<float>(gelu(static_cast<double>(x))); }
float dgelu(float x) noexcept { return static_cast<float>(dgelu(static_cast<double>(x))); }
float gelu_tanh(float x) noexcept { return static_cast<float>(gelu_tanh(static_cast<double>(x))); }
float dgelu_tanh(float x) noexcept {
  return static_cast<float>(dgelu_tanh(static_cast<double>(x)));
}
float gelu_sigmoid(float x) noexcept {
  return static_cast<float>(gelu_sigmoid(static_cast<double>(x)));
}
float dgelu_sigmoid(float x) noexcept {
  return static_cast<float>(dgelu_sigmoid(static_cast<double>(x)));
}
float silu(float x) noexcept { return static_cast<float>(silu(static_cast<double>(x))); }
float dsilu(float x) noexcept { return static_cast<float>(dsilu(static_cast<double>(x))); }
float relu(float x) noexcept { return static_cast<float>(relu(static_cast<double>(x))); }
float drelu(float x) noexcept { return static_cast<float>(drelu(static_cast<double>(x))); }
float elu(float x, float alpha) noexcept {
  return static_cast<float>(elu(static_cast<double>(x), static_cast<double>(alpha)));
}
float delu(float x, float alpha) noexcept {
  return static_cast<float>(delu(static_cast<double>(x), static_cast<double>(alpha)));
}

}  // namespace gelu
