// PyTorch 1.13.1's CPU GELU, bit for bit (see torch_gelu.hpp). The formulas are ATen's
// (aten/src/ATen/native/cpu/Activation.cpp, GeluKernelImpl and GeluBackwardKernelImpl, PyTorch's
// BSD-style licence) with the fused multiply-adds GCC 12 formed in Debian's AVX2 build of that
// file, found by compiling the lambdas the same way, in the disassembly of libtorch_cpu.so.1.13
// and by matching PyTorch's results; the dispatch is Activation.cpp's use_mkldnn().
#include "core/torch_gelu.hpp"

#include <bit>
#include <cmath>
#include <cstdint>

#include "core/detail/glibc_float.hpp"
#include "core/detail/kernels.hpp"
#include "core/detail/onednn_gelu.hpp"
#include "core/detail/sleef_float.hpp"

namespace gelu::torch {
namespace {

std::uint32_t bitsOf(float x) { return std::bit_cast<std::uint32_t>(x); }
float floatOf(std::uint32_t u) { return std::bit_cast<float>(u); }
std::uint32_t quieted(std::uint32_t x) { return x | 0x00400000U; }

/// x86's default NaN: what an invalid operation (∞·0, ∞ − ∞) returns. Other machines return
/// other NaNs, so a NaN from finite inputs is replaced by this one.
constexpr std::uint32_t kDefaultNaN = 0xFFC00000U;

// ATen's constants, each a double rounded once to float (Activation.cpp).
constexpr double kSqrt1_2 = 0.70710678118654752440;                        // M_SQRT1_2
constexpr double kSqrt2 = 1.41421356237309504880;                          // M_SQRT2
constexpr double k2_SqrtPi = 1.12837916709551257390;                       // M_2_SQRTPI
constexpr auto kAlpha = static_cast<float>(kSqrt1_2);                      // 0x3F3504F3
constexpr auto kBetaTanh = static_cast<float>(kSqrt2 * k2_SqrtPi * 0.5);   // √(2/π), 0x3F4C422A
constexpr auto kKappa = static_cast<float>(0.044715);                      // 0x3D372713
constexpr auto kBetaErf = static_cast<float>(k2_SqrtPi * kSqrt1_2 * 0.5);  // 1/√(2π), 0x3ECC422A
constexpr float kThreeKappa = 3.0F * kKappa;  // scalar_t(3) * kKappa, a float product

/// erf, tanh and exp of one of ATen's two lambdas (direct calls, so that they are inlined into
/// each FMA clone).
template <bool Vectorized>
struct Functions {
  static float erf(float x) {
    if constexpr (Vectorized) return detail::sleef::erff(x);
    return detail::glibc::erff(x);
  }
  static float tanh(float x) {
    if constexpr (Vectorized) return detail::sleef::tanhf(x);
    return detail::glibc::tanhf(x);
  }
  static float exp(float x) {
    if constexpr (Vectorized) return detail::sleef::expf(x);
    return detail::glibc::expf(x);
  }
};

/// ATen's float32 lambdas for finite or infinite x (vectorized: `Vectorized<float>`).
template <bool vectorized>
float atenFloat(Op op, float x, float dy) {
  using fn = Functions<vectorized>;
  switch (op) {
    case Op::Gelu:  // x * 0.5 * (1 + erf(x * kAlpha))
      return (x * 0.5F) * (1.0F + fn::erf(x * kAlpha));
    case Op::GeluTanh: {  // 0.5 * x * (1 + tanh(kBeta * (x + kKappa * x³)))
      const float cube = (x * x) * x;
      const float inner = kBetaTanh * std::fma(kKappa, cube, x);
      return (0.5F * x) * (1.0F + fn::tanh(inner));
    }
    case Op::GeluBackward: {
      const float cdf = 0.5F * (1.0F + fn::erf(x * kAlpha));
      const float pdf = kBetaErf * fn::exp((x * x) * -0.5F);
      // The vectorized lambda's cdf + x·pdf is fused (vfmadd213ps in Debian's binary); the
      // scalar one's is not (there GCC fused 0.5·(1 + erf) instead, an exact product).
      if constexpr (vectorized) return dy * std::fma(x, pdf, cdf);
      return dy * (cdf + x * pdf);
    }
    case Op::GeluTanhBackward: {
      const float square = x * x;
      const float cube = square * x;
      const float inner = kBetaTanh * std::fma(kKappa, cube, x);
      const float t = fn::tanh(inner);
      const float left = 0.5F * x;
      const float right = 1.0F + t;
      const float leftDerivative = 0.5F * right;
      const float tanhDerivative = std::fma(-t, t, 1.0F);  // vfnmadd
      const float innerDerivative = kBetaTanh * std::fma(kThreeKappa, square, 1.0F);
      const float rightDerivative = (left * tanhDerivative) * innerDerivative;
      return dy * (leftDerivative + rightDerivative);
    }
  }
  return 0.0F;
}

bool isBackward(Op op) { return op == Op::GeluBackward || op == Op::GeluTanhBackward; }

/// ATen's float32 result with PyTorch's NaNs: a NaN x comes back quieted from glibc; Sleef's erf
/// returns 0x7FC00000 and its tanh all ones whatever the NaN, and (1 + erf) or (1 + tanh) is the
/// operation's first operand in Debian's code; the vectorized backward's fma(x, pdf, cdf) puts x
/// first. A backward's own NaN (x = ±∞: ∞·0) wins over a NaN gradient.
template <bool vectorized>
std::uint32_t atenFloatBits(Op op, float x, float dy) {
  if (std::isnan(x)) {
    if (!vectorized || op == Op::GeluBackward) return quieted(bitsOf(x));
    return op == Op::Gelu ? 0x7FC00000U : 0xFFFFFFFFU;
  }
  if (isBackward(op)) {
    if (std::isnan(atenFloat<vectorized>(op, x, 1.0F))) return kDefaultNaN;
    if (std::isnan(dy)) return quieted(bitsOf(dy));
  }
  const float r = atenFloat<vectorized>(op, x, dy);
  return std::isnan(r) ? kDefaultNaN : bitsOf(r);
}

/// oneDNN's float32 result: a NaN x or gradient comes back quieted; the derivative is multiplied
/// by the gradient in a separate instruction.
std::uint32_t onednnFloatBits(Op op, float x, float dy) {
  if (std::isnan(x)) return quieted(bitsOf(x));
  if (op == Op::Gelu) {
    const float r = detail::onednn::geluForward(x);
    return std::isnan(r) ? kDefaultNaN : bitsOf(r);
  }
  const float d = detail::onednn::geluDerivative(x);
  if (std::isnan(d)) return kDefaultNaN;
  if (std::isnan(dy)) return quieted(bitsOf(dy));
  const float r = d * dy;
  return std::isnan(r) ? kDefaultNaN : bitsOf(r);
}

/// Does this element go to oneDNN?
bool onednn(Op op, Path path) {
  return path == Path::Tensor && (op == Op::Gelu || op == Op::GeluBackward);
}

// bfloat16: its bits are the upper half of a float's.
float widen(std::uint16_t b) { return floatOf(static_cast<std::uint32_t>(b) << 16); }
/// Round to nearest even on the bits (c10::BFloat16's round_to_nearest_even and ATen's AVX2
/// cvtfp32_bf16 alike); NaN as given.
std::uint16_t narrow(float f, std::uint16_t nan) {
  if (std::isnan(f)) return nan;
  const std::uint32_t u = bitsOf(f);
  return static_cast<std::uint16_t>((u + (((u >> 16) & 1U) + 0x7FFFU)) >> 16);
}
/// oneDNN's store with AVX512-BF16's vcvtneps2bf16: a subnormal or zero float keeps only its
/// sign, a NaN its upper half made quiet, the rest round to nearest even.
std::uint16_t narrowOnednn(std::uint32_t u) {
  const float f = floatOf(u);
  if (std::isnan(f)) return static_cast<std::uint16_t>((u >> 16) | 0x0040U);
  if (std::isinf(f)) return static_cast<std::uint16_t>(u >> 16);
  if ((u & 0x7F800000U) == 0) return static_cast<std::uint16_t>((u >> 16) & 0x8000U);
  return narrow(f, 0);
}

/// ATen's bfloat16 lambdas: every operation and every erf, tanh and exp rounded to bfloat16
/// (c10::BFloat16's operators; Vectorized<BFloat16>'s binary_op_as_fp32 and map()). The scalar
/// path makes a NaN 0x7FC0, the vectorized one 0xFFFF.
template <bool vectorized>
std::uint16_t atenBfloat16(Op op, std::uint16_t xb, std::uint16_t dyb) {
  constexpr std::uint16_t nan = vectorized ? 0xFFFFU : 0x7FC0U;
  const auto r = [](float f) { return widen(narrow(f, nan)); };
  using fn = Functions<vectorized>;
  // scalar_t(constant): the double rounded to float, then to bfloat16.
  const float alpha = widen(narrow(kAlpha, 0));        // 0x3F35
  const float betaTanh = widen(narrow(kBetaTanh, 0));  // 0x3F4C
  const float kappa = widen(narrow(kKappa, 0));        // 0x3D37
  const float betaErf = widen(narrow(kBetaErf, 0));    // 0x3ECC
  const float x = widen(xb);
  const float dy = widen(dyb);
  float y = 0.0F;
  switch (op) {
    case Op::Gelu: {
      const float a = r(x * 0.5F);
      const float e = r(fn::erf(r(x * alpha)));
      y = r(a * r(1.0F + e));
      break;
    }
    case Op::GeluTanh: {
      const float cube = r(r(x * x) * x);
      const float inner = r(betaTanh * r(x + r(kappa * cube)));
      const float t = r(fn::tanh(inner));
      y = r(r(0.5F * x) * r(1.0F + t));
      break;
    }
    case Op::GeluBackward: {
      const float cdf = r(0.5F * r(1.0F + r(fn::erf(r(x * alpha)))));
      const float pdf = r(betaErf * r(fn::exp(r(r(x * x) * -0.5F))));
      y = r(dy * r(cdf + r(x * pdf)));
      break;
    }
    case Op::GeluTanhBackward: {
      const float square = r(x * x);
      const float cube = r(square * x);
      const float inner = r(betaTanh * r(x + r(kappa * cube)));
      const float t = r(fn::tanh(inner));
      const float left = r(0.5F * x);
      const float right = r(1.0F + t);
      const float leftDerivative = r(0.5F * right);
      const float tanhDerivative = r(1.0F - r(t * t));
      const float threeKappa = r(3.0F * kappa);  // 0x3E09
      const float innerDerivative = r(betaTanh * r(1.0F + r(threeKappa * square)));
      const float rightDerivative = r(r(left * tanhDerivative) * innerDerivative);
      y = r(dy * r(leftDerivative + rightDerivative));
      break;
    }
  }
  return narrow(y, nan);
}

}  // namespace

GELU_FMA_CLONES std::uint32_t float32(Op op, Path path, std::uint32_t x,
                                      std::uint32_t dy) noexcept {
  if (onednn(op, path)) return onednnFloatBits(op, floatOf(x), floatOf(dy));
  if (path == Path::Scalar) return atenFloatBits<false>(op, floatOf(x), floatOf(dy));
  return atenFloatBits<true>(op, floatOf(x), floatOf(dy));
}

GELU_FMA_CLONES std::uint16_t bfloat16(Op op, Path path, std::uint16_t x,
                                       std::uint16_t dy) noexcept {
  if (onednn(op, path)) return narrowOnednn(onednnFloatBits(op, widen(x), widen(dy)));
  if (path == Path::Scalar) return atenBfloat16<false>(op, x, dy);
  return atenBfloat16<true>(op, x, dy);
}

std::string_view pathName(Path path) noexcept {
  switch (path) {
    case Path::Tensor:
      return "PyTorch 1.13 CPU, a long contiguous tensor (oneDNN 2.6.3 for the erf form)";
    case Path::Vectorized:
      return "PyTorch 1.13 CPU, AVX2, vectorized (Sleef 3.5.1)";
    case Path::Scalar:
      return "PyTorch 1.13 CPU, one element (scalar, glibc 2.36)";
  }
  return "";
}

}  // namespace gelu::torch
