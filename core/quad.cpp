// Quadruple-precision fallback for the generalized GELU′ near its root (see activations.cpp).
#include <optional>

#include "core/detail/kernels.hpp"

#ifdef GELU_HAVE_QUADMATH
#include <quadmath.h>
#endif

namespace gelu::detail {

std::optional<double> dgeluQuad(double x, double mu, double sigma) {
#ifdef GELU_HAVE_QUADMATH
  const __float128 z = (static_cast<__float128>(x) - mu) / sigma;
  const __float128 cdf = erfcq(-z / sqrtq(2)) / 2;
  const __float128 pdf = expq(-z * z / 2) / sqrtq(8 * atanq(1));  // 8·atan(1) = 2π
  return static_cast<double>(cdf + (static_cast<__float128>(x) / sigma) * pdf);
#else
  (void)x;
  (void)mu;
  (void)sigma;
  return std::nullopt;
#endif
}

}  // namespace gelu::detail
