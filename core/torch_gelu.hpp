#pragma once
/// @file
/// @brief GELU as PyTorch computes it on the CPU, bit for bit: Debian 12's PyTorch 1.13.1
/// (python3-torch 1.13.1+dfsg-4, ATen CPU capability AVX2) for float32 and bfloat16 —
/// `torch.nn.functional.gelu(x, approximate='none'|'tanh')` and its backward
/// `torch.ops.aten.gelu_backward(dy, x, approximate=…)` — with the sign of zero and the NaN
/// encodings PyTorch stores.
///
/// Which code runs depends on the tensor, not only on the dtype (a Path):
/// - ATen's scalar lambda: `x*0.5*(1 + erf(x*√½))` and the tanh form with glibc 2.36's erff,
///   tanhf and expf — a one-element tensor, a non-contiguous one, the tail of a chunk (its last
///   `n mod 16` float32 or `n mod 32` bfloat16 elements);
/// - ATen's `Vectorized` lambda: the same formulas with Sleef 3.5.1's erff8_u10, tanhf8_u10 and
///   expf8_u10 (AVX2, with the fused multiply-adds GCC 12 formed in Debian's build) — the rest of
///   a contiguous tensor;
/// - oneDNN 2.6.3's eltwise_gelu_erf (its own erf, A&S 7.1.26, rounded once for bfloat16) — for
///   approximate='none' a contiguous float32 tensor of two or more elements, and a bfloat16 one
///   on a CPU with AVX512BW/VL/DQ (modelled here with AVX512-BF16's conversion, which flushes
///   subnormal results to zero: the CPU the reference tables were made on).
///
/// In bfloat16 ATen rounds after every operation; oneDNN computes in float32 and rounds once.
/// PyTorch 1.13 has no CPU GELU for float16 ("not implemented for 'Half'") and no FP8 types.
/// The ports of glibc, Sleef and oneDNN are portable C++ (core/detail/), so g++, clang and
/// WebAssembly give these bits; the tests compare them with tables PyTorch itself made
/// (tests/data/torch_gelu_*.bin, scripts/make_torch_reference.py).
#include <cstdint>
#include <string_view>

namespace gelu::torch {

/// @brief The operation: GELU, its tanh form (approximate='tanh'), or their backward.
enum class Op { Gelu, GeluTanh, GeluBackward, GeluTanhBackward };

/// @brief The code PyTorch runs for an element.
enum class Path {
  Tensor,      ///< a long contiguous tensor: oneDNN for approximate='none' (any length ≥ 2),
               ///< ATen's vectorized lambda for 'tanh' (but for each chunk's scalar tail)
  Vectorized,  ///< ATen's Vectorized lambda (AVX2, Sleef 3.5.1): 'none' with oneDNN off, or
               ///< bfloat16 on a CPU without AVX-512
  Scalar,      ///< ATen's scalar lambda (glibc 2.36): one element
};

/// @brief PyTorch's result for float32 bits x (and, for a backward, the gradient dy): bits.
std::uint32_t float32(Op op, Path path, std::uint32_t x, std::uint32_t dy = 0x3F800000U) noexcept;
/// @brief PyTorch's result for bfloat16 bits x (and dy): bits.
std::uint16_t bfloat16(Op op, Path path, std::uint16_t x, std::uint16_t dy = 0x3F80U) noexcept;

/// @brief "PyTorch 1.13 CPU, …": the path in words.
std::string_view pathName(Path path) noexcept;

}  // namespace gelu::torch
