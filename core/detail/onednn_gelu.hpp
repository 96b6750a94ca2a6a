#pragma once
// oneDNN 2.6.3's eltwise_gelu_erf (forward and backward), the kernel PyTorch 1.13 runs for
// approximate='none' on a contiguous float32 tensor of two or more elements (and bfloat16 on a
// CPU with AVX-512), as its JIT injector emits it (jit_uni_eltwise_injector_f32::
// gelu_erf_compute_vector_fwd/bwd and exp_compute_vector_fwd; avx2 and avx512_core emit the same
// arithmetic), one lane in portable C++ for the PyTorch lens (core/torch_gelu.cpp). Internal to
// core.
//
// Each instruction is one operation here, in the JIT's order: vfmadd/vfnmadd are std::fma,
// vminps/vmaxps return their second operand unless the first is smaller/larger (so a NaN becomes
// the bound), vroundps floor is std::floor, vcvtps2dq rounds to nearest (the argument is an
// integer here). The constants are the JIT table's bit patterns.
// scripts/check-torch-ports.sh compares every float32 input with Debian's libdnnl2 2.6.3.
//
// From src/cpu/x64/injectors/jit_uni_eltwise_injector.cpp of oneDNN v2.6.3:
//
//   Copyright 2017-2022 Intel Corporation
//
//   Licensed under the Apache License, Version 2.0 (the "License");
//   you may not use this file except in compliance with the License.
//   You may obtain a copy of the License at
//
//       http://www.apache.org/licenses/LICENSE-2.0
//
//   Unless required by applicable law or agreed to in writing, software
//   distributed under the License is distributed on an "AS IS" BASIS,
//   WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
//   See the License for the specific language governing permissions and
//   limitations under the License.
//
// Changes: the vector instructions written as scalar C++ operations on one lane.
#include <bit>
#include <cmath>
#include <cstdint>

namespace gelu::detail::onednn {

inline float c(std::uint32_t u) { return std::bit_cast<float>(u); }
inline float flipSign(float x) {  // vxorps with sign_mask
  return std::bit_cast<float>(std::bit_cast<std::uint32_t>(x) ^ 0x80000000U);
}
inline float withSignOf(float x, float s) {  // vxorps with (s & sign_mask)
  return std::bit_cast<float>(std::bit_cast<std::uint32_t>(x) ^
                              (std::bit_cast<std::uint32_t>(s) & 0x80000000U));
}

/// exp_compute_vector_fwd.
inline float exp(float x) {
  const float lnFltMin = c(0xc2aeac50U);
  const float lnFltMax = c(0x42b17218U);
  const bool below = x < lnFltMin;  // _cmp_lt_os
  x = x < lnFltMax ? x : lnFltMax;  // vminps
  x = x > lnFltMin ? x : lnFltMin;  // vmaxps
  float fx = x * c(0x3fb8aa3bU);    // x·log2(e)
  fx = fx + c(0x3f000000U);         // + 0.5
  fx = std::floor(fx);
  const float r = std::fma(-fx, c(0x3f317218U), x);  // x − fx·ln2 (vfnmadd231ps)
  fx = fx - c(0x3f800000U);                          // n − 1
  const auto n = static_cast<std::int32_t>(fx);      // an integer in [−127, 127]
  const float p2n = below ? 0.0F : std::bit_cast<float>(static_cast<std::uint32_t>(n + 0x7f) << 23);
  float y = c(0x3c07cfceU);
  y = std::fma(y, r, c(0x3d2b9d0dU));
  y = std::fma(y, r, c(0x3e2aad40U));
  y = std::fma(y, r, c(0x3efffee3U));
  y = std::fma(y, r, c(0x3f7ffffbU));
  y = std::fma(y, r, c(0x3f800000U));
  y = y * p2n;
  return y * c(0x40000000U);  // 2·2^(n−1)·e^r
}

/// The Abramowitz–Stegun 7.1.26 polynomial in t.
inline float polynomial(float t) {
  float p = c(0x3f87dc22U);            // 1.061405429
  p = std::fma(p, t, c(0xbfba00e3U));  // −1.453152027
  p = std::fma(p, t, c(0x3fb5f0e3U));  // 1.421413741
  p = std::fma(p, t, c(0xbe91a98eU));  // −0.284496736
  p = std::fma(p, t, c(0x3e827906U));  // 0.254829592
  return p;
}

/// gelu_erf_compute_vector_fwd: 0.5·s·(1 + erf(s/√2)), erf by A&S 7.1.26.
inline float geluForward(float s) {
  const float one = c(0x3f800000U);
  const float x = s * c(0x3f3504f3U);                                 // s/√2
  const float t = one / std::fma(c(0x3ea7ba05U), std::fabs(x), one);  // 1/(p·|x| + 1)
  float q = flipSign(x * x);                                          // −x²
  q = flipSign(exp(q));                                               // −e^(−x²)
  q = q * t;
  const float erf = withSignOf(std::fma(q, polynomial(t), one), s);
  const float half = s * c(0x3f000000U);  // S = s/2
  return std::fma(erf, half, half);       // S·erf + S
}

/// gelu_erf_compute_vector_bwd: the derivative Φ(s) + s·φ(s) (before the multiplication by the
/// incoming gradient, which jit_uni_eltwise does separately).
inline float geluDerivative(float s) {
  const float one = c(0x3f800000U);
  const float half = c(0x3f000000U);
  const float r = s * c(0x3f3504f3U);                                 // R = s/√2
  const float q = exp(flipSign(r * r));                               // Q = e^(−R²)
  const float t = (r * c(0x3f106ebaU)) * q;                           // T = R/√π·Q
  const float w = one / std::fma(c(0x3ea7ba05U), std::fabs(r), one);  // W = 1/(p·|R| + 1)
  const float mq = flipSign(q) * w;                                   // −Q·W
  const float erf = withSignOf(std::fma(mq, polynomial(w), one), r);
  const float p = t + half;       // P = T + 0.5
  return std::fma(erf, half, p);  // P + 0.5·erf
}

}  // namespace gelu::detail::onednn
