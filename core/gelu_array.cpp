// The accurate GELU over an array. The scalar gelu() is limited by one erfc and one exp call per
// element; glibc's vector math library (libmvec) evaluates 4 of each at once. Elements outside the
// erfc range (tails, non-finite) fall back to the scalar function, so results agree with gelu()
// to within its accuracy bound (tests/core/activations_test.cpp checks both).
#include <cmath>
#include <cstddef>
#include <stdexcept>

#include "core/activations.hpp"
#include "core/detail/kernels.hpp"

#if defined(__x86_64__) && defined(__GLIBC__) && defined(GELU_HAVE_LIBMVEC)
#include <immintrin.h>
#define GELU_VECTOR_PATH 1
extern "C" {
__m256d _ZGVdN4v_erfc(__m256d);  // NOLINT: glibc libmvec ABI names
__m256d _ZGVdN4v_exp(__m256d);   // NOLINT
}
#endif

namespace gelu {
namespace {

#ifdef GELU_VECTOR_PATH
__attribute__((target("avx2,fma"))) void geluAvx2(const double* x, double* out, std::size_t n) {
  const __m256d lo_bound = _mm256_set1_pd(detail::kTailStart);
  const __m256d hi_bound = _mm256_set1_pd(40.0);
  const __m256d c_hi = _mm256_set1_pd(detail::inv_sqrt2_hi);
  const __m256d c_lo = _mm256_set1_pd(detail::inv_sqrt2_lo);
  const __m256d k = _mm256_set1_pd(detail::two_over_sqrt_pi_hi);
  const __m256d half = _mm256_set1_pd(0.5);
  std::size_t i = 0;
  for (; i + 4 <= n; i += 4) {
    const __m256d v = _mm256_loadu_pd(x + i);
    // Lanes in [−37, 40] take the vector path; the rest (tails, inf, NaN) are redone in scalar.
    const __m256d inside = _mm256_and_pd(_mm256_cmp_pd(v, lo_bound, _CMP_GE_OQ),
                                         _mm256_cmp_pd(v, hi_bound, _CMP_LE_OQ));
    const int mask = _mm256_movemask_pd(inside);
    if (mask == 0) {
      for (std::size_t j = i; j < i + 4; ++j) out[j] = gelu(x[j]);
      continue;
    }
    const __m256d safe = _mm256_blendv_pd(_mm256_setzero_pd(), v, inside);
    const __m256d h = _mm256_mul_pd(_mm256_sub_pd(_mm256_setzero_pd(), safe), c_hi);
    // l = fma(−x, c_hi, −h) − x·c_lo: the rounding error of h, so erfc sees the true argument.
    const __m256d neg = _mm256_sub_pd(_mm256_setzero_pd(), safe);
    const __m256d l = _mm256_fnmadd_pd(safe, c_lo, _mm256_fmsub_pd(neg, c_hi, h));
    const __m256d e = _ZGVdN4v_erfc(h);
    const __m256d g = _ZGVdN4v_exp(_mm256_sub_pd(_mm256_setzero_pd(), _mm256_mul_pd(h, h)));
    const __m256d cdf = _mm256_mul_pd(half, _mm256_fnmadd_pd(_mm256_mul_pd(k, g), l, e));
    _mm256_storeu_pd(out + i, _mm256_mul_pd(safe, cdf));
    if (mask != 0xF) {
      for (int j = 0; j < 4; ++j) {
        if (!(mask & (1 << j))) out[i + j] = gelu(x[i + j]);
      }
    }
  }
  for (; i < n; ++i) out[i] = gelu(x[i]);
}
#endif

}  // namespace

void geluArray(std::span<const double> x, std::span<double> out) {
  if (x.size() != out.size()) throw std::invalid_argument("geluArray: size mismatch");
#ifdef GELU_VECTOR_PATH
  static const bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  if (avx2) {
    geluAvx2(x.data(), out.data(), x.size());
    return;
  }
#endif
  for (std::size_t i = 0; i < x.size(); ++i) out[i] = gelu(x[i]);
}

}  // namespace gelu
