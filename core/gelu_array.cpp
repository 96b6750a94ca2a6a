// The faithful GELU and GELU′ over an array. On x86-64 with AVX2 and FMA, eight lanes (two vectors,
// whose long dependency chains interleave) run the operations of gelu() (core/detail/faithful.hpp)
// in the same order, so every element gets the scalar result's bits (tests/core/faithful_test.cpp
// checks that). Lanes outside 0 < |x| < 37 — where results would be subnormal or the scale would
// leave the normal range — are redone in scalar.
#include <cmath>
#include <cstddef>
#include <stdexcept>

#include "core/activations.hpp"
#include "core/detail/faithful.hpp"
#include "core/detail/kernels.hpp"

#if defined(__x86_64__) && defined(GELU_HAVE_AVX2_PATH)
#include <immintrin.h>
#define GELU_VECTOR_PATH 1
#endif

namespace gelu {
namespace {

#ifdef GELU_VECTOR_PATH
#define GELU_AVX2 __attribute__((target("avx2,fma"), always_inline)) inline

// Two vectors of four lanes; every operation below acts on both halves, so the compiler sees two
// independent streams it can interleave.
struct P {
  __m256d a;
  __m256d b;
};
struct PI {  // the matching 32-bit integers
  __m128i a;
  __m128i b;
};

GELU_AVX2 P splat(double v) { return {_mm256_set1_pd(v), _mm256_set1_pd(v)}; }
GELU_AVX2 P operator+(P x, P y) { return {_mm256_add_pd(x.a, y.a), _mm256_add_pd(x.b, y.b)}; }
GELU_AVX2 P operator-(P x, P y) { return {_mm256_sub_pd(x.a, y.a), _mm256_sub_pd(x.b, y.b)}; }
GELU_AVX2 P operator*(P x, P y) { return {_mm256_mul_pd(x.a, y.a), _mm256_mul_pd(x.b, y.b)}; }
GELU_AVX2 P fma(P x, P y, P z) {
  return {_mm256_fmadd_pd(x.a, y.a, z.a), _mm256_fmadd_pd(x.b, y.b, z.b)};
}
GELU_AVX2 P fms(P x, P y, P z) {  // x·y − z, rounded once
  return {_mm256_fmsub_pd(x.a, y.a, z.a), _mm256_fmsub_pd(x.b, y.b, z.b)};
}
GELU_AVX2 P negate(P x) {  // −x, signed zeros too
  const __m256d s = _mm256_set1_pd(-0.0);
  return {_mm256_xor_pd(x.a, s), _mm256_xor_pd(x.b, s)};
}
GELU_AVX2 P blend(P x, P y, P mask) {  // mask ? y : x
  return {_mm256_blendv_pd(x.a, y.a, mask.a), _mm256_blendv_pd(x.b, y.b, mask.b)};
}
template <int Cmp>
GELU_AVX2 P compare(P x, P y) {
  return {_mm256_cmp_pd(x.a, y.a, Cmp), _mm256_cmp_pd(x.b, y.b, Cmp)};
}

struct DP {  // a double-double per lane
  P hi;
  P lo;
};

GELU_AVX2 DP twoSum(P a, P b) {
  const P s = a + b;
  const P bb = s - a;
  return {s, (a - (s - bb)) + (b - bb)};
}
GELU_AVX2 DP fastTwoSum(P a, P b) {
  const P s = a + b;
  return {s, b - (s - a)};
}
GELU_AVX2 DP twoProd(P a, P b) {
  const P p = a * b;
  return {p, fms(a, b, p)};
}
GELU_AVX2 DP mul(DP a, DP b) {  // detail::mul(DD, DD)
  DP p = twoProd(a.hi, b.hi);
  p.lo = p.lo + (a.hi * b.lo + a.lo * b.hi);
  return fastTwoSum(p.hi, p.lo);
}
GELU_AVX2 DP mul(DP a, P b) {  // detail::mul(DD, double)
  DP p = twoProd(a.hi, b);
  p.lo = fma(a.lo, b, p.lo);
  return fastTwoSum(p.hi, p.lo);
}
GELU_AVX2 DP add(DP a, DP b) {  // detail::add
  DP s = twoSum(a.hi, b.hi);
  s.lo = s.lo + (a.lo + b.lo);
  return fastTwoSum(s.hi, s.lo);
}

/// table[index] per lane (the masked form: GCC 12's unmasked one warns of an undefined source).
GELU_AVX2 __m256d gather(const double* table, __m128i index) {
  const __m256d all = _mm256_castsi256_pd(_mm256_set1_epi64x(-1));
  return _mm256_mask_i32gather_pd(_mm256_setzero_pd(), table, index, all, 8);
}
GELU_AVX2 P gather(const double* table, PI index) {
  return {gather(table, index.a), gather(table, index.b)};
}

/// 2^e for e in the normal exponent range.
GELU_AVX2 __m256d pow2(__m128i e) {
  const __m256i biased = _mm256_add_epi64(_mm256_cvtepi32_epi64(e), _mm256_set1_epi64x(1023));
  return _mm256_castsi256_pd(_mm256_slli_epi64(biased, 52));
}

/// e^a (detail::expDD) as v·scale, scale = 2^m a double.
GELU_AVX2 DP expLanes(DP a, P& scale) {
  const P kd = {_mm256_round_pd(a.hi.a * _mm256_set1_pd(detail::kInvLn2x64),
                                _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC),
                _mm256_round_pd(a.hi.b * _mm256_set1_pd(detail::kInvLn2x64),
                                _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC)};
  const PI k{_mm256_cvtpd_epi32(kd.a), _mm256_cvtpd_epi32(kd.b)};
  const PI j{_mm_and_si128(k.a, _mm_set1_epi32(63)), _mm_and_si128(k.b, _mm_set1_epi32(63))};
  scale = {pow2(_mm_srai_epi32(_mm_sub_epi32(k.a, j.a), 6)),
           pow2(_mm_srai_epi32(_mm_sub_epi32(k.b, j.b), 6))};
  const P nkd = negate(kd);
  const P r1 = fma(nkd, splat(detail::kLn2by64[0]), a.hi);
  DP r = twoSum(r1, nkd * splat(detail::kLn2by64[1]));
  r.lo = r.lo + fma(nkd, splat(detail::kLn2by64[2]), a.lo);
  r = fastTwoSum(r.hi, r.lo);
  const P rh = r.hi;
  const P r2 = rh * rh;
  const P q01 = fma(splat(1.0 / 6.0), rh, splat(0.5));
  const P q23 = fma(splat(1.0 / 120.0), rh, splat(1.0 / 24.0));
  const P q45 = fma(splat(1.0 / 5040.0), rh, splat(1.0 / 720.0));
  const P q = fma(fma(q45, r2, q23), r2, q01);
  const P pLo = fma(r2, q, fma(r.lo, rh, r.lo));
  const DP p = fastTwoSum(rh, pLo);
  const P th = gather(detail::kExp2Hi, j);
  const P tl = gather(detail::kExp2Lo, j);
  const DP s = twoProd(th, p.hi);
  const P sLo = s.lo + fma(th, p.lo, fma(tl, p.hi, tl));
  const DP v = fastTwoSum(th, s.hi);
  return fastTwoSum(v.hi, v.lo + sLo);
}

/// The W interval of each lane (detail::gaussW) and s = t − its centre.
GELU_AVX2 __m128i interval(__m256d t, __m256d& s) {
  const __m256d one = _mm256_set1_pd(1.0);
  __m128i i = _mm_add_epi32(_mm256_cvttpd_epi32(_mm256_add_pd(t, t)), _mm_set1_epi32(1));
  // below 1/4 the row is 0, not int(2t) + 1 = 1
  const __m256d first = _mm256_cmp_pd(t, _mm256_set1_pd(0.25), _CMP_LT_OQ);
  i = _mm_sub_epi32(i, _mm256_cvtpd_epi32(_mm256_and_pd(first, one)));
  const __m256d id = _mm256_cvtepi32_pd(i);
  __m256d c = _mm256_mul_pd(_mm256_sub_pd(_mm256_add_pd(id, id), one), _mm256_set1_pd(0.25));
  c = _mm256_blendv_pd(c, _mm256_set1_pd(0.375), _mm256_cmp_pd(id, one, _CMP_EQ_OQ));
  c = _mm256_blendv_pd(c, _mm256_setzero_pd(), first);
  s = _mm256_sub_pd(t, c);
  return i;
}

static_assert((detail::kGaussDegree + 1) % 4 == 0 && detail::kGaussDD == 4,
              "rows are read four coefficients at a time");

/// The 4×4 block of doubles at column `col` of the four rows, transposed: out[c] holds
/// coefficient col + c of each lane.
GELU_AVX2 void transpose(const double* const rows[4], int col, __m256d out[4]) {
  const __m256d a = _mm256_loadu_pd(rows[0] + col);
  const __m256d b = _mm256_loadu_pd(rows[1] + col);
  const __m256d c = _mm256_loadu_pd(rows[2] + col);
  const __m256d d = _mm256_loadu_pd(rows[3] + col);
  const __m256d t0 = _mm256_unpacklo_pd(a, b);
  const __m256d t1 = _mm256_unpackhi_pd(a, b);
  const __m256d t2 = _mm256_unpacklo_pd(c, d);
  const __m256d t3 = _mm256_unpackhi_pd(c, d);
  out[0] = _mm256_permute2f128_pd(t0, t2, 0x20);
  out[1] = _mm256_permute2f128_pd(t1, t3, 0x20);
  out[2] = _mm256_permute2f128_pd(t0, t2, 0x31);
  out[3] = _mm256_permute2f128_pd(t1, t3, 0x31);
}

/// Every lane's row of W's tables as coefficient vectors: broadcasts when all lanes share row
/// i0 (sorted inputs, as in a plot), else each lane's row read whole and transposed (gathers,
/// one load per lane and coefficient, are slower).
struct Coefficients {
  P hi[detail::kGaussDegree + 1];
  P lo[detail::kGaussDD];
};

GELU_AVX2 void fetchHalf(__m128i i, int half, Coefficients& c) {
  alignas(16) int rows[4];
  _mm_store_si128(reinterpret_cast<__m128i*>(rows), i);
  const double* hi[4];
  const double* lo[4];
  for (int k = 0; k < 4; ++k) {
    hi[k] = detail::kGaussHi[rows[k]];
    lo[k] = detail::kGaussLo[rows[k]];
  }
  __m256d block[4];
  for (int col = 0; col <= detail::kGaussDegree; col += 4) {
    transpose(hi, col, block);
    for (int k = 0; k < 4; ++k) (half == 0 ? c.hi[col + k].a : c.hi[col + k].b) = block[k];
  }
  transpose(lo, 0, block);
  for (int k = 0; k < 4; ++k) (half == 0 ? c.lo[k].a : c.lo[k].b) = block[k];
}

/// W's polynomial at s (detail::gaussW), its coefficients broadcast from row i0 (Same; c unused)
/// or taken from each lane's row in *c.
template <bool Same>
GELU_AVX2 P hiCoefficient(int i0, const Coefficients* c, int n) {
  if constexpr (Same) {
    return splat(detail::kGaussHi[i0][n]);
  } else {
    return c->hi[n];
  }
}

template <bool Same>
GELU_AVX2 P loCoefficient(int i0, const Coefficients* c, int n) {
  if constexpr (Same) {
    return splat(detail::kGaussLo[i0][n]);
  } else {
    return c->lo[n];
  }
}

template <bool Same>
GELU_AVX2 DP polynomial(P s, int i0, const Coefficients* c) {
  const P s2 = s * s;
  const P s4 = s2 * s2;
  const P s8 = s4 * s4;
  const P a0 = fma(hiCoefficient<Same>(i0, c, 5), s, hiCoefficient<Same>(i0, c, 4));
  const P a1 = fma(hiCoefficient<Same>(i0, c, 7), s, hiCoefficient<Same>(i0, c, 6));
  const P a2 = fma(hiCoefficient<Same>(i0, c, 9), s, hiCoefficient<Same>(i0, c, 8));
  const P a3 = fma(hiCoefficient<Same>(i0, c, 11), s, hiCoefficient<Same>(i0, c, 10));
  const P a4 = fma(hiCoefficient<Same>(i0, c, 13), s, hiCoefficient<Same>(i0, c, 12));
  const P a5 = fma(hiCoefficient<Same>(i0, c, 15), s, hiCoefficient<Same>(i0, c, 14));
  const P b0 = fma(a1, s2, a0);
  const P b1 = fma(a3, s2, a2);
  const P b2 = fma(a5, s2, a4);
  DP w{fma(b2, s8, fma(b1, s4, b0)), splat(0.0)};
#pragma GCC unroll 4
  for (int n = detail::kGaussDD - 1; n >= 0; --n) {
    const DP m = twoProd(w.hi, s);
    DP sum = fastTwoSum(hiCoefficient<Same>(i0, c, n), m.hi);
    sum.lo = sum.lo + (fma(w.lo, s, m.lo) + loCoefficient<Same>(i0, c, n));
    w = fastTwoSum(sum.hi, sum.lo);
  }
  return w;
}

/// What the lanes compute: GELU, GELU′, or both from one e^(−x²/2) and one W.
enum class Kind { Value, Slope, Both };

struct Out {
  P value;
  P slope;
};

/// x·Φ(x) and/or Φ(x) + x·φ(x) for 0 < |x| < 37 in every lane: detail::gaussExp, gaussW,
/// gaussPair, cdfScaled and gelu() / dgelu().
template <Kind K>
GELU_AVX2 Out lanes(P x) {
  const P zero = splat(0.0);
  const P t{_mm256_andnot_pd(_mm256_set1_pd(-0.0), x.a),
            _mm256_andnot_pd(_mm256_set1_pd(-0.0), x.b)};
  const DP sq = twoProd(t, t);
  P scale;
  const DP e = expLanes({splat(-0.5) * sq.hi, splat(-0.5) * sq.lo}, scale);

  P s;
  const PI i{interval(t.a, s.a), interval(t.b, s.b)};
  const int i0 = _mm_cvtsi128_si32(i.a);
  const __m128i row0 = _mm_set1_epi32(i0);
  const bool same = _mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi32(i.a, row0),
                                                    _mm_cmpeq_epi32(i.b, row0))) == 0xFFFF;
  DP w;
  if (same) {
    w = polynomial<true>(s, i0, nullptr);
  } else {
    Coefficients c;
    fetchHalf(i.a, 0, c);
    fetchHalf(i.b, 1, c);
    w = polynomial<false>(s, i0, &c);
  }

  // Φ(−t) = e·W·2^m; for x > 0, Φ(x) = 1 − Φ(−x) (cdfScaled); then x·Φ (gelu)
  const DP lower = mul(e, w);
  const P positive = compare<_CMP_GT_OQ>(x, zero);
  Out out{zero, zero};
  if constexpr (K != Kind::Value) {
    // dgelu(): x ≤ 0: e·(W + x/√(2π))·2^m; x > 0: 1 − e·(W − x/√(2π))·2^m
    const DP density = mul(e, DP{splat(detail::inv_sqrt_2pi_hi), splat(detail::inv_sqrt_2pi_lo)});
    const DP xPhi = mul(density, x);
    const DP below = add(lower, xPhi);
    const DP tail = add(lower, DP{negate(xPhi.hi), negate(xPhi.lo)});
    const DP above = add({splat(1.0), zero}, {negate(tail.hi * scale), negate(tail.lo * scale)});
    out.slope = blend((below.hi + below.lo) * scale, above.hi + above.lo, positive);
  }
  if constexpr (K != Kind::Slope) {
    const DP upper = add({splat(1.0), zero}, {negate(lower.hi * scale), negate(lower.lo * scale)});
    const DP cdf{blend(lower.hi, upper.hi, positive), blend(lower.lo, upper.lo, positive)};
    const DP g = mul(cdf, x);
    out.value = (g.hi + g.lo) * blend(scale, splat(1.0), positive);
  }
  return out;
}

/// Lanes with 0 < |x| < 37 (not NaN); for the derivative also outside the window of its root
/// series, which the scalar function takes.
template <bool Derivative>
GELU_AVX2 __m256d inside(__m256d v) {
  const __m256d t = _mm256_andnot_pd(_mm256_set1_pd(-0.0), v);
  __m256d in = _mm256_and_pd(_mm256_cmp_pd(t, _mm256_set1_pd(37.0), _CMP_LT_OQ),
                             _mm256_cmp_pd(t, _mm256_setzero_pd(), _CMP_GT_OQ));
  if constexpr (Derivative) {
    const __m256d d = _mm256_andnot_pd(_mm256_set1_pd(-0.0),
                                       _mm256_sub_pd(v, _mm256_set1_pd(detail::dgelu_root.x0_hi)));
    in =
        _mm256_and_pd(in, _mm256_cmp_pd(d, _mm256_set1_pd(detail::kDgeluSeriesRadius), _CMP_GE_OQ));
  }
  return in;
}

/// Stores 8 lanes where the mask says the vector result stands, the scalar function elsewhere.
/// `x` is a copy of the inputs: out may be the input array (in place).
template <bool Derivative>
GELU_AVX2 void store(double* out, const double* x, P g, P in) {
  _mm256_storeu_pd(out, g.a);
  _mm256_storeu_pd(out + 4, g.b);
  const int mask = _mm256_movemask_pd(in.a) | (_mm256_movemask_pd(in.b) << 4);
  if (mask == 0xFF) return;
  for (int k = 0; k < 8; ++k) {
    if (!(mask & (1 << k))) out[k] = Derivative ? dgelu(x[k]) : gelu(x[k]);
  }
}

/// value[i] = gelu(x[i]) and/or slope[i] = dgelu(x[i]) (null when not wanted).
template <Kind K>
__attribute__((target("avx2,fma"))) void arrayAvx2(const double* x, double* value, double* slope,
                                                   std::size_t n) {
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    alignas(32) double in[8];  // the inputs, kept: an output may overwrite them
    const P v{_mm256_loadu_pd(x + i), _mm256_loadu_pd(x + i + 4)};
    _mm256_store_pd(in, v.a);
    _mm256_store_pd(in + 4, v.b);
    const P inValue{inside<false>(v.a), inside<false>(v.b)};
    // Outside lanes compute on a harmless 1.0 and are then redone in scalar.
    const Out o = lanes<K>(blend(splat(1.0), v, inValue));
    if constexpr (K != Kind::Slope) store<false>(value + i, in, o.value, inValue);
    if constexpr (K != Kind::Value) {
      store<true>(slope + i, in, o.slope, P{inside<true>(v.a), inside<true>(v.b)});
    }
  }
  for (; i < n; ++i) {
    const double in = x[i];
    if (K != Kind::Slope) value[i] = gelu(in);
    if (K != Kind::Value) slope[i] = dgelu(in);
  }
}

bool haveAvx2() {
  static const bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  return avx2;
}
#endif

}  // namespace

void geluArray(std::span<const double> x, std::span<double> out) {
  if (x.size() != out.size()) throw std::invalid_argument("geluArray: size mismatch");
#ifdef GELU_VECTOR_PATH
  if (haveAvx2()) {
    arrayAvx2<Kind::Value>(x.data(), out.data(), nullptr, x.size());
    return;
  }
#endif
  for (std::size_t i = 0; i < x.size(); ++i) out[i] = gelu(x[i]);
}

void dgeluArray(std::span<const double> x, std::span<double> out) {
  if (x.size() != out.size()) throw std::invalid_argument("dgeluArray: size mismatch");
#ifdef GELU_VECTOR_PATH
  if (haveAvx2()) {
    arrayAvx2<Kind::Slope>(x.data(), nullptr, out.data(), x.size());
    return;
  }
#endif
  for (std::size_t i = 0; i < x.size(); ++i) out[i] = dgelu(x[i]);
}

void geluAndSlopeArray(std::span<const double> x, std::span<double> value,
                       std::span<double> slope) {
  if (x.size() != value.size() || x.size() != slope.size()) {
    throw std::invalid_argument("geluAndSlopeArray: size mismatch");
  }
#ifdef GELU_VECTOR_PATH
  if (haveAvx2()) {
    arrayAvx2<Kind::Both>(x.data(), value.data(), slope.data(), x.size());
    return;
  }
#endif
  for (std::size_t i = 0; i < x.size(); ++i) {
    const double in = x[i];
    value[i] = gelu(in);
    slope[i] = dgelu(in);
  }
}

}  // namespace gelu
