// An exact Binomial(n, p) sampler for n up to 10^15 in O(log n): Knuth's recursive splitting
// (TAOCP vol. 2, 3.4.1): the a-th smallest of n uniforms is Beta(a, n + 1 − a); the uniforms
// below it are iid on [0, X), those above on (X, 1], so one Beta variate halves n.
// Beta variates come from Marsaglia–Tsang gamma variates with the acceptance test written
// without cancellation (shapes reach 5·10^14, where 1 − v + log v is ~1e−15).
#include <cmath>

#include "core/soi.hpp"

namespace gelu::soi {
namespace {

/// log1p(w) − w without cancellation for small |w|.
double log1pMinus(double w) {
  if (std::fabs(w) < 1e-3) {
    // −w²/2 + w³/3 − w⁴/4 + w⁵/5 − w⁶/6 (next term < 1e−21 relative)
    return w * w * (-0.5 + w * (1.0 / 3.0 + w * (-0.25 + w * (0.2 - w / 6.0))));
  }
  return std::log1p(w) - w;
}

/// Gamma(shape, 1) for shape ≥ 1 (Marsaglia & Tsang 2000).
double gamma(Rng& rng, double shape) {
  const double d = shape - 1.0 / 3.0;
  const double c = 1.0 / std::sqrt(9.0 * d);
  for (;;) {
    double x = 0.0;
    double cx = 0.0;
    do {
      x = rng.normal();
      cx = c * x;
    } while (cx <= -1.0);
    const double w = cx * (3.0 + cx * (3.0 + cx));  // (1 + cx)³ − 1, exactly formed
    const double u = rng.uniform();
    const double x2 = x * x;
    if (u < 1.0 - 0.0331 * x2 * x2) return d * (1.0 + w);
    if (std::log(u) < 0.5 * x2 + d * log1pMinus(w)) {
      // log v³ = log1p(w); 1 − v³ + log v³ = log1p(w) − w
      return d * (1.0 + w);
    }
  }
}

}  // namespace

std::uint64_t binomial(Rng& rng, std::uint64_t n, double p) noexcept {
  std::uint64_t k = 0;
  constexpr std::uint64_t kDirect = 16;  // below this, n Bernoulli trials are cheaper
  while (n > kDirect) {
    if (!(p > 0.0)) return k;
    if (p >= 1.0) return k + n;
    const std::uint64_t a = 1 + n / 2;
    const std::uint64_t b = n + 1 - a;
    const double ga = gamma(rng, static_cast<double>(a));
    const double gb = gamma(rng, static_cast<double>(b));
    const double x = ga / (ga + gb);
    if (x >= p) {
      n = a - 1;
      p = p / x;
    } else {
      k += a;
      n = b - 1;
      p = (p - x) / (1.0 - x);
    }
  }
  for (std::uint64_t i = 0; i < n; ++i) k += rng.bernoulli(p) ? 1 : 0;
  return k;
}

}  // namespace gelu::soi
