#pragma once
// erff, tanhf (with its expm1f) and expf as the GNU C Library 2.36 computes them on x86-64
// (Debian 12's libm.so.6), ported to portable C++ for the PyTorch lens (core/torch_gelu.cpp):
// PyTorch's scalar CPU lambdas call these, and a port gives the same bits under any compiler and
// on WebAssembly, where the machine's own C library (musl, or a newer glibc with CORE-MATH
// functions) computes other bits. Internal to core.
//
// Every operation is the one glibc performs, in its order, one rounding each; the core compiles
// with -ffp-contract=off, so no operation is fused that glibc does not fuse. erff, tanhf and
// expm1f have no FMA variant in 2.36 (baseline x86-64 code, checked in the disassembly of Debian's
// libm). expf is an ifunc: on a CPU with FMA and AVX2 (every CPU PyTorch's AVX2 kernels run on)
// glibc picks __expf_fma, e_expf.c compiled with -mfma -mavx2, where GCC contracted four
// operations into fused multiply-adds (vfmadd132sd, vfmsub132sd, vfmadd213sd, vfmadd132sd in
// Debian's binary); they are std::fma here. erff calls the same ifunc.
// scripts/check-torch-ports.sh compares every float32 input with the system's libm.
//
// erff, tanhf and expm1f come from sysdeps/ieee754/flt-32/s_erff.c, s_tanhf.c and s_expm1f.c:
//
//   ====================================================
//   Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
//   Developed at SunPro, a Sun Microsystems, Inc. business.
//   Permission to use, copy, modify, and distribute this
//   software is freely granted, provided that this notice
//   is preserved.
//   ====================================================
//
// expf and its table come from sysdeps/ieee754/flt-32/e_expf.c, e_exp2f_data.c and
// math_errf.c:
//
//   Copyright (C) 2017-2022 Free Software Foundation, Inc.
//   This file is part of the GNU C Library.
//
//   The GNU C Library is free software; you can redistribute it and/or
//   modify it under the terms of the GNU Lesser General Public
//   License as published by the Free Software Foundation; either
//   version 2.1 of the License, or (at your option) any later version.
//
//   The GNU C Library is distributed in the hope that it will be useful,
//   but WITHOUT ANY WARRANTY; without even the implied warranty of
//   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
//   Lesser General Public License for more details.
//
// (GELU Explorer is distributed under the GPL, version 3 or later, which section 3 of the LGPL
// 2.1 allows for this code.)
#include <bit>
#include <cmath>
#include <cstdint>

namespace gelu::detail::glibc {

inline std::uint32_t bitsOf(float x) { return std::bit_cast<std::uint32_t>(x); }
inline float floatOf(std::uint32_t u) { return std::bit_cast<float>(u); }
/// A NaN with its quiet bit set, as x86 returns a signalling NaN operand.
inline float quieted(float x) { return floatOf(bitsOf(x) | 0x00400000U); }

/// expf, the FMA variant (__expf_fma). NaN in: the NaN quieted (x + x).
inline float expf(float x) {
  // __exp2f_data with EXP2F_TABLE_BITS = 5: tab[i] = uint(2^(i/32)) − (i << 47).
  static constexpr std::uint64_t kTab[32] = {
      0x3ff0000000000000, 0x3fefd9b0d3158574, 0x3fefb5586cf9890f, 0x3fef9301d0125b51,
      0x3fef72b83c7d517b, 0x3fef54873168b9aa, 0x3fef387a6e756238, 0x3fef1e9df51fdee1,
      0x3fef06fe0a31b715, 0x3feef1a7373aa9cb, 0x3feedea64c123422, 0x3feece086061892d,
      0x3feebfdad5362a27, 0x3feeb42b569d4f82, 0x3feeab07dd485429, 0x3feea47eb03a5585,
      0x3feea09e667f3bcd, 0x3fee9f75e8ec5f74, 0x3feea11473eb0187, 0x3feea589994cce13,
      0x3feeace5422aa0db, 0x3feeb737b0cdc5e5, 0x3feec49182a3f090, 0x3feed503b23e255d,
      0x3feee89f995ad3ad, 0x3feeff76f2fb5e47, 0x3fef199bdd85529c, 0x3fef3720dcef9069,
      0x3fef5818dcfba487, 0x3fef7c97337b9b5f, 0x3fefa4afa2a490da, 0x3fefd0765b6e4540,
  };
  constexpr double kInvLn2N = 0x1.71547652b82fep+0 * 32;
  constexpr double kShift = 0x1.8p+52;
  constexpr double kC0 = 0x1.c6af84b912394p-5 / 32 / 32 / 32;
  constexpr double kC1 = 0x1.ebfce50fac4f3p-3 / 32 / 32;
  constexpr double kC2 = 0x1.62e42ff0c52d6p-1 / 32;
  const double xd = x;
  const std::uint32_t abstop = (bitsOf(x) >> 20) & 0x7ff;
  if (abstop >= (bitsOf(88.0F) >> 20)) {
    // |x| >= 88 or x is NaN.
    if (bitsOf(x) == bitsOf(-INFINITY)) return 0.0F;
    if (abstop >= (bitsOf(INFINITY) >> 20)) return x + x;
    if (x > 0x1.62e42ep6F) return 0x1p97F * 0x1p97F;         // __math_oflowf: +inf
    if (x < -0x1.9fe368p6F) return 0x1p-95F * 0x1p-95F;      // __math_uflowf: +0
    if (x < -0x1.9d1d9ep6F) return 0x1.4p-75F * 0x1.4p-75F;  // __math_may_uflowf: 2^-149
  }
  // kd = round(x·N/ln 2) through the shift, ki its bits; r = x·N/ln 2 − kd, both products fused.
  double kd = std::fma(kInvLn2N, xd, kShift);
  const std::uint64_t ki = std::bit_cast<std::uint64_t>(kd);
  kd -= kShift;
  const double r = std::fma(kInvLn2N, xd, -kd);
  std::uint64_t t = kTab[ki % 32];
  t += ki << 47;
  const double s = std::bit_cast<double>(t);
  const double z = std::fma(r, kC0, kC1);
  const double r2 = r * r;
  double y = std::fma(r, kC2, 1.0);
  y = std::fma(z, r2, y);
  y = y * s;
  return static_cast<float>(y);
}

/// expm1f. NaN in: the NaN quieted (x + x).
inline float expm1f(float x) {
  constexpr float kHuge = 1.0e+30F;
  constexpr float kTiny = 1.0e-30F;
  constexpr float kOne = 1.0F;
  constexpr float kOThreshold = 8.8721679688e+01F;  // 0x42b17180
  constexpr float kLn2Hi = 6.9313812256e-01F;       // 0x3f317180
  constexpr float kLn2Lo = 9.0580006145e-06F;       // 0x3717f7d1
  constexpr float kInvLn2 = 1.4426950216e+00F;      // 0x3fb8aa3b
  constexpr float kQ1 = -3.3333335072e-02F;         // 0xbd088889
  constexpr float kQ2 = 1.5873016091e-03F;          // 0x3ad00d01
  constexpr float kQ3 = -7.9365076090e-05F;         // 0xb8a670cd
  constexpr float kQ4 = 4.0082177293e-06F;          // 0x36867e54
  constexpr float kQ5 = -2.0109921195e-07F;         // 0xb457edbb
  float y = 0.0F;
  float hi = 0.0F;
  float lo = 0.0F;
  float c = 0.0F;
  float t = 0.0F;
  float e = 0.0F;
  std::int32_t k = 0;
  std::uint32_t hx = bitsOf(x);
  const std::uint32_t xsb = hx & 0x80000000U;  // the sign of x
  hx &= 0x7fffffffU;                           // |x|

  // Huge and non-finite arguments.
  if (hx >= 0x4195b844U) {    // |x| >= 27·ln2
    if (hx >= 0x42b17218U) {  // |x| >= 88.721...
      if (hx > 0x7f800000U) return x + x;
      if (hx == 0x7f800000U) return xsb == 0 ? x : -1.0F;
      if (x > kOThreshold) return kHuge * kHuge;
    }
    if (xsb != 0) return kTiny - kOne;  // x < −27·ln2: −1
  }

  // Argument reduction.
  if (hx > 0x3eb17218U) {    // |x| > 0.5·ln2
    if (hx < 0x3F851592U) {  // and |x| < 1.5·ln2
      if (xsb == 0) {
        hi = x - kLn2Hi;
        lo = kLn2Lo;
        k = 1;
      } else {
        hi = x + kLn2Hi;
        lo = -kLn2Lo;
        k = -1;
      }
    } else {
      k = static_cast<std::int32_t>(kInvLn2 * x + (xsb == 0 ? 0.5F : -0.5F));
      t = static_cast<float>(k);
      hi = x - t * kLn2Hi;  // t·ln2_hi is exact here
      lo = t * kLn2Lo;
    }
    x = hi - lo;
    c = (hi - x) - lo;
  } else if (hx < 0x33000000U) {  // |x| < 2^-25: x
    t = kHuge + x;
    return x - (t - (kHuge + x));
  } else {
    k = 0;
  }

  // x is now in the primary range.
  const float hfx = 0.5F * x;
  const float hxs = x * hfx;
  const float r1 = kOne + hxs * (kQ1 + hxs * (kQ2 + hxs * (kQ3 + hxs * (kQ4 + hxs * kQ5))));
  t = 3.0F - r1 * hfx;
  e = hxs * ((r1 - t) / (6.0F - x * t));
  if (k == 0) return x - (x * e - hxs);  // c is 0
  e = (x * (e - c) - c);
  e -= hxs;
  if (k == -1) return 0.5F * (x - e) - 0.5F;
  if (k == 1) {
    if (x < -0.25F) return -2.0F * (e - (x + 0.5F));
    return kOne + 2.0F * (x - e);
  }
  // Add k to y's exponent (integer arithmetic on the bits, as SET_FLOAT_WORD does).
  const auto addExponent = [](float v, std::int32_t kk) {
    return floatOf(bitsOf(v) + (static_cast<std::uint32_t>(kk) << 23));
  };
  if (k <= -2 || k > 56) {  // suffices to return exp(x) − 1
    y = kOne - (e - x);
    y = addExponent(y, k);
    return y - kOne;
  }
  if (k < 23) {
    t = floatOf(0x3f800000U - (0x1000000U >> k));  // 1 − 2^-k
    y = t - (e - x);
    y = addExponent(y, k);
  } else {
    t = floatOf(static_cast<std::uint32_t>(0x7f - k) << 23);  // 2^-k
    y = x - (e + t);
    y += kOne;
    y = addExponent(y, k);
  }
  return y;
}

/// tanhf. NaN in: the NaN quieted (1/x ± 1).
inline float tanhf(float x) {
  constexpr float kOne = 1.0F;
  constexpr float kTwo = 2.0F;
  constexpr float kTiny = 1.0e-30F;
  const std::uint32_t jx = bitsOf(x);
  const std::uint32_t ix = jx & 0x7fffffffU;
  const bool negative = (jx & 0x80000000U) != 0;
  float z = 0.0F;
  if (ix >= 0x7f800000U) {  // x is ±inf or NaN
    if (std::isnan(x)) return quieted(x);
    return negative ? kOne / x - kOne : kOne / x + kOne;  // tanh(±inf) = ±1
  }
  if (ix < 0x41b00000U) {                         // |x| < 22
    if (ix == 0) return x;                        // ±0
    if (ix < 0x24000000U) return x * (kOne + x);  // |x| < 2^-55: tanh(small) = small
    if (ix >= 0x3f800000U) {                      // |x| >= 1
      const float t = expm1f(kTwo * std::fabs(x));
      z = kOne - kTwo / (t + kTwo);
    } else {
      const float t = expm1f(-kTwo * std::fabs(x));
      z = -t / (t + kTwo);
    }
  } else {  // |x| >= 22: ±1
    z = kOne - kTiny;
  }
  return negative ? -z : z;
}

/// erff. NaN in: the NaN quieted (1 + 1/x).
inline float erff(float x) {
  constexpr float kTiny = 1e-30F;
  constexpr float kOne = 1.0F;
  constexpr float kErx = 8.4506291151e-01F;  // 0x3f58560b
  // erf on [0, 0.84375]
  constexpr float kEfx = 1.2837916613e-01F;   // 0x3e0375d4
  constexpr float kPp0 = 1.2837916613e-01F;   // 0x3e0375d4
  constexpr float kPp1 = -3.2504209876e-01F;  // 0xbea66beb
  constexpr float kPp2 = -2.8481749818e-02F;  // 0xbce9528f
  constexpr float kPp3 = -5.7702702470e-03F;  // 0xbbbd1489
  constexpr float kPp4 = -2.3763017452e-05F;  // 0xb7c756b1
  constexpr float kQq1 = 3.9791721106e-01F;   // 0x3ecbbbce
  constexpr float kQq2 = 6.5022252500e-02F;   // 0x3d852a63
  constexpr float kQq3 = 5.0813062117e-03F;   // 0x3ba68116
  constexpr float kQq4 = 1.3249473704e-04F;   // 0x390aee49
  constexpr float kQq5 = -3.9602282413e-06F;  // 0xb684e21a
  // erf on [0.84375, 1.25]
  constexpr float kPa0 = -2.3621185683e-03F;  // 0xbb1acdc6
  constexpr float kPa1 = 4.1485610604e-01F;   // 0x3ed46805
  constexpr float kPa2 = -3.7220788002e-01F;  // 0xbebe9208
  constexpr float kPa3 = 3.1834661961e-01F;   // 0x3ea2fe54
  constexpr float kPa4 = -1.1089469492e-01F;  // 0xbde31cc2
  constexpr float kPa5 = 3.5478305072e-02F;   // 0x3d1151b3
  constexpr float kPa6 = -2.1663755178e-03F;  // 0xbb0df9c0
  constexpr float kQa1 = 1.0642088205e-01F;   // 0x3dd9f331
  constexpr float kQa2 = 5.4039794207e-01F;   // 0x3f0a5785
  constexpr float kQa3 = 7.1828655899e-02F;   // 0x3d931ae7
  constexpr float kQa4 = 1.2617121637e-01F;   // 0x3e013307
  constexpr float kQa5 = 1.3637083583e-02F;   // 0x3c5f6e13
  constexpr float kQa6 = 1.1984500103e-02F;   // 0x3c445aa3
  // erfc on [1.25, 1/0.35]
  constexpr float kRa0 = -9.8649440333e-03F;  // 0xbc21a093
  constexpr float kRa1 = -6.9385856390e-01F;  // 0xbf31a0b7
  constexpr float kRa2 = -1.0558626175e+01F;  // 0xc128f022
  constexpr float kRa3 = -6.2375331879e+01F;  // 0xc2798057
  constexpr float kRa4 = -1.6239666748e+02F;  // 0xc322658c
  constexpr float kRa5 = -1.8460508728e+02F;  // 0xc3389ae7
  constexpr float kRa6 = -8.1287437439e+01F;  // 0xc2a2932b
  constexpr float kRa7 = -9.8143291473e+00F;  // 0xc11d077e
  constexpr float kSa1 = 1.9651271820e+01F;   // 0x419d35ce
  constexpr float kSa2 = 1.3765776062e+02F;   // 0x4309a863
  constexpr float kSa3 = 4.3456588745e+02F;   // 0x43d9486f
  constexpr float kSa4 = 6.4538726807e+02F;   // 0x442158c9
  constexpr float kSa5 = 4.2900814819e+02F;   // 0x43d6810b
  constexpr float kSa6 = 1.0863500214e+02F;   // 0x42d9451f
  constexpr float kSa7 = 6.5702495575e+00F;   // 0x40d23f7c
  constexpr float kSa8 = -6.0424413532e-02F;  // 0xbd777f97
  // erfc on [1/0.35, 28]
  constexpr float kRb0 = -9.8649431020e-03F;  // 0xbc21a092
  constexpr float kRb1 = -7.9928326607e-01F;  // 0xbf4c9dd4
  constexpr float kRb2 = -1.7757955551e+01F;  // 0xc18e104b
  constexpr float kRb3 = -1.6063638306e+02F;  // 0xc320a2ea
  constexpr float kRb4 = -6.3756646729e+02F;  // 0xc41f6441
  constexpr float kRb5 = -1.0250950928e+03F;  // 0xc480230b
  constexpr float kRb6 = -4.8351919556e+02F;  // 0xc3f1c275
  constexpr float kSb1 = 3.0338060379e+01F;   // 0x41f2b459
  constexpr float kSb2 = 3.2579251099e+02F;   // 0x43a2e571
  constexpr float kSb3 = 1.5367296143e+03F;   // 0x44c01759
  constexpr float kSb4 = 3.1998581543e+03F;   // 0x4547fdbb
  constexpr float kSb5 = 2.5530502930e+03F;   // 0x451f90ce
  constexpr float kSb6 = 4.7452853394e+02F;   // 0x43ed43a7
  constexpr float kSb7 = -2.2440952301e+01F;  // 0xc1b38712

  const std::uint32_t hx = bitsOf(x);
  std::uint32_t ix = hx & 0x7fffffffU;
  const bool negative = (hx & 0x80000000U) != 0;
  if (ix >= 0x7f800000U) {  // erf(NaN) = NaN, erf(±inf) = ±1
    if (std::isnan(x)) return quieted(x);
    return static_cast<float>(negative ? -1 : 1) + kOne / x;
  }
  if (ix < 0x3f580000U) {    // |x| < 0.84375
    if (ix < 0x31800000U) {  // |x| < 2^-28
      if (ix < 0x04000000U) {
        return 0.0625F * (16.0F * x + (16.0F * kEfx) * x);  // avoids a spurious underflow
      }
      return x + kEfx * x;
    }
    const float z = x * x;
    const float r = kPp0 + z * (kPp1 + z * (kPp2 + z * (kPp3 + z * kPp4)));
    const float s = kOne + z * (kQq1 + z * (kQq2 + z * (kQq3 + z * (kQq4 + z * kQq5))));
    const float y = r / s;
    return x + x * y;
  }
  if (ix < 0x3fa00000U) {  // 0.84375 <= |x| < 1.25
    const float s = std::fabs(x) - kOne;
    const float p =
        kPa0 + s * (kPa1 + s * (kPa2 + s * (kPa3 + s * (kPa4 + s * (kPa5 + s * kPa6)))));
    const float q =
        kOne + s * (kQa1 + s * (kQa2 + s * (kQa3 + s * (kQa4 + s * (kQa5 + s * kQa6)))));
    return negative ? -kErx - p / q : kErx + p / q;
  }
  if (ix >= 0x40c00000U) {  // inf > |x| >= 6
    return negative ? kTiny - kOne : kOne - kTiny;
  }
  x = std::fabs(x);
  const float s = kOne / (x * x);
  float r = 0.0F;
  float ss = 0.0F;
  if (ix < 0x4036DB6EU) {  // |x| < 1/0.35
    r = kRa0 +
        s * (kRa1 + s * (kRa2 + s * (kRa3 + s * (kRa4 + s * (kRa5 + s * (kRa6 + s * kRa7))))));
    ss = kOne +
         s * (kSa1 +
              s * (kSa2 +
                   s * (kSa3 + s * (kSa4 + s * (kSa5 + s * (kSa6 + s * (kSa7 + s * kSa8)))))));
  } else {  // |x| >= 1/0.35
    r = kRb0 + s * (kRb1 + s * (kRb2 + s * (kRb3 + s * (kRb4 + s * (kRb5 + s * kRb6)))));
    ss = kOne +
         s * (kSb1 + s * (kSb2 + s * (kSb3 + s * (kSb4 + s * (kSb5 + s * (kSb6 + s * kSb7))))));
  }
  ix = bitsOf(x);
  const float z = floatOf(ix & 0xfffff000U);
  const float e = expf(-z * z - 0.5625F) * expf((z - x) * (z + x) + r / ss);
  return negative ? e / x - kOne : kOne - e / x;
}

}  // namespace gelu::detail::glibc
