#pragma once
/// @file
/// @brief The number formats hardware computes in: float64, float32, bfloat16, float16 and the
/// two FP8 formats of the OCP 8-bit floating point specification, E4M3 ("fn": no infinity, one
/// NaN per sign, largest 448) and E5M2 (IEEE-like, with infinities). A value of a format is
/// held as a double (every one of them is a double exactly) or as its bit pattern.
///
/// Conversion from double is round to nearest, ties to even, computed from the double itself
/// (never through float: no double rounding), with the format's subnormals and signed zero.
/// Overflow follows each format: to ±infinity where there is one (the IEEE rule: a value at or
/// beyond the largest finite plus half its ULP); E4M3 has none, so a value beyond the largest
/// finite plus half its ULP (|x| > 464) is NaN, as PyTorch's and the OCP specification's
/// non-saturating conversion makes it. NaN converts to the format's NaN.
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace gelu::dtype {

enum class DType { Float64, Float32, BFloat16, Float16, E4M3, E5M2 };

/// @brief A format's layout and its extremes.
struct Info {
  DType type;
  std::string_view id;    ///< "fp64", "fp32", "bf16", "fp16", "e4m3", "e5m2"
  std::string_view name;  ///< "float64", "float32", "bfloat16", "float16", "FP8 E4M3", "FP8 E5M2"
  int bits;               ///< storage width
  int exponentBits;
  int mantissaBits;  ///< stored fraction bits (precision is one more)
  int bias;
  bool hasInfinity;
  double maxFinite;     ///< the largest finite value
  double minNormal;     ///< the smallest positive normal
  double minSubnormal;  ///< the smallest positive value
};

/// @brief Every format, widest first.
inline constexpr DType kAll[] = {DType::Float64, DType::Float32, DType::BFloat16,
                                 DType::Float16, DType::E4M3,    DType::E5M2};

const Info& info(DType t) noexcept;
/// @brief The format of an id ("bf16", …; also "float32", "bfloat16", "float16"); nullopt else.
std::optional<DType> parse(std::string_view id) noexcept;

/// @brief x rounded to the format (a double holding the format's value; ±inf or NaN per the
/// format's overflow rule).
double round(DType t, double x) noexcept;
/// @brief The bit pattern of x rounded to the format (in the low `bits` bits; float64: its own).
std::uint64_t toBits(DType t, double x) noexcept;
/// @brief The value of a bit pattern (NaN patterns give NaN).
double fromBits(DType t, std::uint64_t bits) noexcept;

/// @brief The distance between the two values of the format around |x|: 2^(e − p + 1) for
/// |x| in [2^e, 2^(e+1)), the subnormal spacing below the smallest normal. x must be finite.
double ulp(DType t, double x) noexcept;
/// @brief |a − b| in ULPs of the format at b (the reference); 0 when equal, inf when one is
/// not finite and they differ.
double ulpDistance(DType t, double a, double b) noexcept;

/// @brief How a value of GELU in a format is computed.
enum class Kernel {
  Exact,  ///< x rounded to the format, f(x) in double (≤ 1 ULP of double), rounded once:
          ///< the value a perfect kernel stores (the correctly rounded one, but within
          ///< a double ULP of a tie)
  Torch,  ///< PyTorch 1.13 on the CPU, bit for bit (core/torch_gelu.hpp), as a long
          ///< contiguous tensor gets it: oneDNN for GELU, ATen's vectorized lambda for
          ///< the tanh form
  TorchVectorized,  ///< PyTorch 1.13's ATen vectorized lambda (AVX2, Sleef) for both forms
  TorchScalar,      ///< PyTorch 1.13's ATen scalar lambda (glibc): a one-element tensor
};
/// @brief Every kernel, the perfect one first.
inline constexpr Kernel kKernels[] = {Kernel::Exact, Kernel::Torch, Kernel::TorchVectorized,
                                      Kernel::TorchScalar};
/// @brief "exact", "torch", "torch-vectorized", "torch-scalar"; nullopt else.
std::optional<Kernel> parseKernel(std::string_view id) noexcept;
/// @brief The id parseKernel reads.
std::string_view kernelId(Kernel k) noexcept;
/// @brief The kernel in words: "exact, rounded once" or the PyTorch path's name.
std::string_view kernelName(Kernel k) noexcept;
/// @brief Whether the PyTorch kernels compute in format t: float32 and bfloat16 (PyTorch 1.13
/// has no CPU GELU for float16 and no FP8 types; float64 is not reproduced).
bool torchComputes(DType t) noexcept;
/// @brief GELU (`tanhForm` false) or its tanh form at x (rounded to the format first) as a
/// PyTorch kernel stores it in format t, sign of zero included; NaN for Kernel::Exact and for a
/// format torchComputes refuses.
double torchGelu(Kernel kernel, DType t, double x, bool tanhForm) noexcept;
/// @brief Its derivative as PyTorch's gelu_backward computes it with a gradient of 1 (`tanhForm`:
/// approximate='tanh'); NaN as torchGelu.
double torchGeluGradient(Kernel kernel, DType t, double x, bool tanhForm) noexcept;

/// @brief How a form stored in a format compares with a reference stored in it, over the x of
/// a list (ascending, each in the format).
struct Comparison {
  std::size_t differ = 0;    ///< x where the stored values differ (−0 and +0 differ; NaNs agree)
  std::size_t zeroSign = 0;  ///< of those, x where one stores +0 and the other −0
  std::size_t total = 0;     ///< x compared
  /// The largest x with the form storing ±0 at it and at every x before it (NaN when the first
  /// does not): the point below which it stores 0.
  double zeroBelow = 0.0;
  double maxUlps = 0.0;  ///< the largest distance, in ULPs of the format at the reference
};
Comparison compare(DType t, const std::vector<double>& xs, const std::vector<double>& stored,
                   const std::vector<double>& reference);

/// @brief Equal as stored: the same value and sign (−0 is not +0), or both NaN.
bool sameStored(double a, double b) noexcept;

/// @brief The format's values in [from, to], ascending, +0 once: every one for the 8- and 16-bit
/// formats, `samples` evenly spaced ones rounded to the format otherwise (duplicates dropped).
std::vector<double> inputs(DType t, double from, double to, int samples);

/// @brief Every finite value of a format of at most 16 bits, in ascending order, with −0 and +0
/// both (a value per finite bit pattern). Empty for float32 and float64.
std::vector<double> finiteValues(DType t);

}  // namespace gelu::dtype
