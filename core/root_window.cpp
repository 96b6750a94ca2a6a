// The generalized GELU′ near its (μ, σ)-dependent root, in 256-bit fixed point (see
// kernels.hpp: dgeluNearRoot). Portable C++: 32-bit limbs and 64-bit products, no __int128, no
// long double, no quadruple precision, so g++, clang and WebAssembly give the same bits.
#include <array>
#include <cmath>
#include <cstdint>
#include <optional>

#include "core/detail/kernels.hpp"
#include "core/detail/mills_table.hpp"

namespace gelu::detail {
namespace {

/// ±Σ limb[i]·2^(32i − 192): 64 integer bits, 192 fraction bits. Every operation truncates
/// towards zero below 2^-192; callers keep values below 2^62 (checked on entry).
struct Fixed {
  static constexpr int kLimbs = 8;
  static constexpr int kFractionBits = 192;
  std::array<std::uint32_t, kLimbs> limb{};
  bool negative = false;

  bool isZero() const {
    for (const std::uint32_t l : limb) {
      if (l != 0) return false;
    }
    return true;
  }
};

/// |a| compared with |b|: −1, 0 or 1.
int compareMagnitude(const Fixed& a, const Fixed& b) {
  for (int i = Fixed::kLimbs - 1; i >= 0; --i) {
    if (a.limb[i] != b.limb[i]) return a.limb[i] < b.limb[i] ? -1 : 1;
  }
  return 0;
}

/// |a| + |b| (no overflow for the magnitudes used here).
Fixed addMagnitudes(const Fixed& a, const Fixed& b) {
  Fixed out;
  std::uint64_t carry = 0;
  for (int i = 0; i < Fixed::kLimbs; ++i) {
    const std::uint64_t s = std::uint64_t{a.limb[i]} + b.limb[i] + carry;
    out.limb[i] = static_cast<std::uint32_t>(s);
    carry = s >> 32;
  }
  return out;
}

/// |a| − |b| for |a| ≥ |b|.
Fixed subtractMagnitudes(const Fixed& a, const Fixed& b) {
  Fixed out;
  std::int64_t borrow = 0;
  for (int i = 0; i < Fixed::kLimbs; ++i) {
    std::int64_t d = std::int64_t{a.limb[i]} - b.limb[i] - borrow;
    borrow = d < 0 ? 1 : 0;
    if (d < 0) d += std::int64_t{1} << 32;
    out.limb[i] = static_cast<std::uint32_t>(d);
  }
  return out;
}

Fixed add(const Fixed& a, const Fixed& b) {
  if (a.negative == b.negative) {
    Fixed s = addMagnitudes(a, b);
    s.negative = a.negative;
    return s;
  }
  const int c = compareMagnitude(a, b);
  if (c == 0) return {};
  Fixed d = c > 0 ? subtractMagnitudes(a, b) : subtractMagnitudes(b, a);
  d.negative = c > 0 ? a.negative : b.negative;
  return d;
}

Fixed negated(Fixed a) {
  a.negative = !a.negative && !a.isZero();
  return a;
}

Fixed subtract(const Fixed& a, const Fixed& b) { return add(a, negated(b)); }

/// a·b, truncated below 2^-192.
Fixed multiply(const Fixed& a, const Fixed& b) {
  std::array<std::uint64_t, 2 * Fixed::kLimbs + 1> wide{};
  for (int i = 0; i < Fixed::kLimbs; ++i) {
    if (a.limb[i] == 0) continue;
    std::uint64_t carry = 0;
    for (int j = 0; j < Fixed::kLimbs; ++j) {
      const std::uint64_t p = std::uint64_t{a.limb[i]} * b.limb[j] + wide[i + j] + carry;
      wide[i + j] = p & 0xFFFFFFFFu;
      carry = p >> 32;
    }
    for (int k = i + Fixed::kLimbs; carry != 0; ++k) {
      const std::uint64_t s = wide[k] + carry;
      wide[k] = s & 0xFFFFFFFFu;
      carry = s >> 32;
    }
  }
  Fixed out;
  constexpr int kShift = Fixed::kFractionBits / 32;
  for (int i = 0; i < Fixed::kLimbs; ++i)
    out.limb[i] = static_cast<std::uint32_t>(wide[i + kShift]);
  out.negative = (a.negative != b.negative) && !out.isZero();
  return out;
}

/// a·k for a small k ≥ 0.
Fixed multiplySmall(const Fixed& a, std::uint32_t k) {
  Fixed out;
  std::uint64_t carry = 0;
  for (int i = 0; i < Fixed::kLimbs; ++i) {
    const std::uint64_t p = std::uint64_t{a.limb[i]} * k + carry;
    out.limb[i] = static_cast<std::uint32_t>(p);
    carry = p >> 32;
  }
  out.negative = a.negative && !out.isZero();
  return out;
}

/// a/k truncated, for k > 0.
Fixed divideSmall(const Fixed& a, std::uint32_t k) {
  Fixed out;
  std::uint64_t rest = 0;
  for (int i = Fixed::kLimbs - 1; i >= 0; --i) {
    const std::uint64_t cur = (rest << 32) | a.limb[i];
    out.limb[i] = static_cast<std::uint32_t>(cur / k);
    rest = cur % k;
  }
  out.negative = a.negative && !out.isZero();
  return out;
}

/// The exact value of a finite double with |v| < 2^62 (bits below 2^-192 dropped).
Fixed fromDouble(double v) {
  Fixed out;
  if (v == 0.0) return out;
  int e = 0;
  const double f = std::frexp(std::fabs(v), &e);  // |v| = f·2^e, f in [0.5, 1)
  // The 53-bit integer m with |v| = m·2^(e − 53), placed at bit (e − 53 + 192) of the limbs.
  auto m = static_cast<std::uint64_t>(std::ldexp(f, 53));
  int bit = e - 53 + Fixed::kFractionBits;
  if (bit < 0) {
    m = -bit >= 64 ? 0 : m >> -bit;
    bit = 0;
  }
  for (int i = 0; m != 0 && i < 64; ++i, m >>= 1) {
    if ((m & 1u) != 0) out.limb[(bit + i) / 32] |= std::uint32_t{1} << ((bit + i) % 32);
  }
  out.negative = v < 0;
  return out;
}

/// The value as a double-double (to about 2^-106 of it: its top 128 bits are summed).
DD toDD(const Fixed& a) {
  int top = Fixed::kLimbs - 1;
  while (top > 0 && a.limb[top] == 0) --top;
  DD s{0.0, 0.0};
  for (int i = top; i >= 0 && i > top - 4; --i) {
    s = detail::add(
        s, DD{std::ldexp(static_cast<double>(a.limb[i]), 32 * i - Fixed::kFractionBits), 0.0});
  }
  return a.negative ? DD{-s.hi, -s.lo} : s;
}

/// 1/s for s in [1, 2): Newton's iteration r ← r + r·(1 − s·r) from the double's 53 bits.
Fixed reciprocal(double s) {
  const Fixed sf = fromDouble(s);
  const Fixed one = fromDouble(1.0);
  Fixed r = fromDouble(1.0 / s);
  for (int i = 0; i < 3; ++i) r = add(r, multiply(r, subtract(one, multiply(sf, r))));
  return r;
}

constexpr int kTerms = 72;  ///< Taylor terms: |t| ≤ 1/8 about anchors at most 39 from 0

/// R(z) = Φ(z)/φ(z) for z = a + t, a the anchor nearest z: R′ = 1 + zR gives the Taylor
/// coefficients (k + 1)·c_{k+1} = [k = 0] + a·c_k + c_{k−1} from c_0 = R(a) (the table).
Fixed millsRatio(const Fixed& z, int anchor) {
  const int quarters = static_cast<int>(kMillsFirst) * kMillsPerUnit + anchor;  // a = quarters/4
  const Fixed t = subtract(z, fromDouble(static_cast<double>(quarters) / kMillsPerUnit));
  std::array<Fixed, kTerms> c{};
  for (int i = 0; i < Fixed::kLimbs; ++i) c[0].limb[i] = kMillsTable[anchor][i];
  const auto aTimes = [quarters](const Fixed& v) {
    Fixed p = divideSmall(
        multiplySmall(v, static_cast<std::uint32_t>(quarters < 0 ? -quarters : quarters)),
        kMillsPerUnit);
    if (quarters < 0) p = negated(p);
    return p;
  };
  c[1] = add(fromDouble(1.0), aTimes(c[0]));
  for (int k = 1; k + 1 < kTerms; ++k) {
    c[k + 1] = divideSmall(add(aTimes(c[k]), c[k - 1]), static_cast<std::uint32_t>(k + 1));
  }
  Fixed sum = c[kTerms - 1];
  for (int k = kTerms - 2; k >= 0; --k) sum = add(multiply(sum, t), c[k]);
  return sum;
}

}  // namespace

std::optional<double> dgeluNearRoot(double x, double mu, double sigma) {
  // z and x/σ do not change when x, μ and σ are scaled alike: σ to [1, 2) (exact powers of two).
  int e = 0;
  (void)std::frexp(sigma, &e);
  const double s = std::ldexp(sigma, 1 - e);
  const double xs = std::ldexp(x, 1 - e);
  const double ms = std::ldexp(mu, 1 - e);
  constexpr double kMax = 0x1p40;
  if (!(std::fabs(xs) < kMax && std::fabs(ms) < kMax) || s < 1.0 || s >= 2.0) return std::nullopt;
  // Bits of x below 2^-192 would be lost; a cancelling x/σ is at least R(−39) ≈ 0.026.
  if (xs != 0.0 && std::fabs(xs) < 0x1p-100) return std::nullopt;
  const Fixed r = reciprocal(s);
  const Fixed z = multiply(subtract(fromDouble(xs), fromDouble(ms)), r);
  const Fixed w = multiply(fromDouble(xs), r);
  const DD zd = toDD(z);
  const double anchor = std::nearbyint((zd.hi - kMillsFirst) * kMillsPerUnit);
  if (!(anchor >= 0 && anchor < kMillsAnchors) || !(std::fabs(zd.hi) < kGaussLimit)) {
    return std::nullopt;
  }
  // GELU′ = Φ(z) + (x/σ)·φ(z) = φ(z)·(R(z) + x/σ): the cancellation is in the fixed-point sum.
  const DD f = toDD(add(millsRatio(z, static_cast<int>(anchor)), w));
  const Scaled density = pdfScaled(zd);
  return toDouble({detail::mul(density.v, f), density.e});
}

}  // namespace gelu::detail
