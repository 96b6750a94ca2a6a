#include "core/dtype.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

#include "core/torch_gelu.hpp"

namespace gelu::dtype {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// (maxFinite: E4M3's top exponent field holds normal numbers, all but the NaN mantissa 111.)
constexpr Info kInfos[] = {
    {DType::Float64, "fp64", "float64", 64, 11, 52, 1023, true, std::numeric_limits<double>::max(),
     0x1p-1022, 0x1p-1074},
    {DType::Float32, "fp32", "float32", 32, 8, 23, 127, true, 0x1.fffffep127, 0x1p-126, 0x1p-149},
    {DType::BFloat16, "bf16", "bfloat16", 16, 8, 7, 127, true, 0x1.fep127, 0x1p-126, 0x1p-133},
    {DType::Float16, "fp16", "float16", 16, 5, 10, 15, true, 65504.0, 0x1p-14, 0x1p-24},
    {DType::E4M3, "e4m3", "FP8 E4M3", 8, 4, 3, 7, false, 448.0, 0x1p-6, 0x1p-9},
    {DType::E5M2, "e5m2", "FP8 E5M2", 8, 5, 2, 15, true, 57344.0, 0x1p-14, 0x1p-16},
};

/// The exponent of the binade of a ≥ minSubnormal, clamped to the format's smallest normal's.
int binade(const Info& f, double a) noexcept { return std::max(std::ilogb(a), 1 - f.bias); }

/// The NaN pattern of a format (positive sign, quiet).
std::uint64_t nanBits(const Info& f) noexcept {
  if (f.type == DType::E4M3) return 0x7F;
  const int m = f.mantissaBits;
  return ((std::uint64_t{1} << f.exponentBits) - 1) << m | (std::uint64_t{1} << (m - 1));
}

}  // namespace

const Info& info(DType t) noexcept { return kInfos[static_cast<int>(t)]; }

std::optional<DType> parse(std::string_view id) noexcept {
  for (const Info& f : kInfos) {
    if (id == f.id || id == f.name) return f.type;
  }
  return std::nullopt;
}

double round(DType t, double x) noexcept {
  const Info& f = info(t);
  if (t == DType::Float64 || std::isnan(x)) return x;
  if (std::isinf(x)) return f.hasInfinity ? x : kNaN;
  const double a = std::fabs(x);
  if (a == 0.0) return x;
  // The spacing of the format's values at a, then a/q rounded to an integer, ties to even:
  // a/q and the product back are exact (powers of two), so this is the one rounding.
  const double q = std::ldexp(1.0, binade(f, a) - f.mantissaBits);
  double r = std::nearbyint(a / q) * q;
  if (r > f.maxFinite) {
    // Past the largest finite value: to infinity (IEEE) or, for E4M3, NaN. (A value that rounds
    // down to the largest finite stays: the tie at max + ulp/2 goes to max's even neighbour,
    // which is above it: infinity, or for E4M3 the even 448 itself.)
    if (!f.hasInfinity) {
      const double half = 0.5 * std::ldexp(1.0, binade(f, f.maxFinite) - f.mantissaBits);
      if (a <= f.maxFinite + half) {
        r = f.maxFinite;  // 448 is even (110): the tie at 464 rounds to it
      } else {
        return kNaN;
      }
    } else {
      r = kInf;
    }
  }
  return std::copysign(r, x);
}

std::uint64_t toBits(DType t, double x) noexcept {
  const Info& f = info(t);
  if (t == DType::Float64) return std::bit_cast<std::uint64_t>(x);
  const double r = round(t, x);
  const std::uint64_t sign = std::signbit(x) ? std::uint64_t{1} << (f.bits - 1) : 0;
  if (std::isnan(r)) return nanBits(f) | (std::signbit(x) ? sign : 0);
  const int m = f.mantissaBits;
  const std::uint64_t expMax = (std::uint64_t{1} << f.exponentBits) - 1;
  if (std::isinf(r)) return sign | expMax << m;
  const double a = std::fabs(r);
  if (a == 0.0) return sign;
  const int emin = 1 - f.bias;
  const int e = std::ilogb(a);
  if (e < emin) {  // subnormal: the fraction in units of the smallest subnormal
    return sign | static_cast<std::uint64_t>(std::ldexp(a, f.bias - 1 + m));
  }
  const auto fraction = static_cast<std::uint64_t>(std::ldexp(a, m - e)) - (std::uint64_t{1} << m);
  return sign | static_cast<std::uint64_t>(e + f.bias) << m | fraction;
}

double fromBits(DType t, std::uint64_t bits) noexcept {
  const Info& f = info(t);
  if (t == DType::Float64) return std::bit_cast<double>(bits);
  const int m = f.mantissaBits;
  const bool negative = ((bits >> (f.bits - 1)) & 1) != 0;
  const std::uint64_t expMax = (std::uint64_t{1} << f.exponentBits) - 1;
  const std::uint64_t exponent = (bits >> m) & expMax;
  const std::uint64_t fraction = bits & ((std::uint64_t{1} << m) - 1);
  double v = 0.0;
  if (t == DType::E4M3 && exponent == expMax && fraction == (std::uint64_t{1} << m) - 1) {
    return kNaN;
  }
  if (exponent == expMax && f.hasInfinity) {
    if (fraction != 0) return kNaN;
    v = kInf;
  } else if (exponent == 0) {
    v = std::ldexp(static_cast<double>(fraction), 1 - f.bias - m);
  } else {
    v = std::ldexp(static_cast<double>(fraction | (std::uint64_t{1} << m)),
                   static_cast<int>(exponent) - f.bias - m);
  }
  return negative ? -v : v;
}

double ulp(DType t, double x) noexcept {
  const Info& f = info(t);
  const double a = std::fabs(x);
  if (a < f.minNormal) return f.minSubnormal;
  return std::ldexp(1.0, binade(f, std::min(a, f.maxFinite)) - f.mantissaBits);
}

double ulpDistance(DType t, double a, double b) noexcept {
  if (a == b || (std::isnan(a) && std::isnan(b))) return 0.0;
  if (!std::isfinite(a) || !std::isfinite(b)) return kInf;
  return std::fabs(a - b) / ulp(t, b);
}

namespace {

struct KernelInfo {
  Kernel kernel;
  std::string_view id;
};
constexpr KernelInfo kKernelIds[] = {{Kernel::Exact, "exact"},
                                     {Kernel::Torch, "torch"},
                                     {Kernel::TorchVectorized, "torch-vectorized"},
                                     {Kernel::TorchScalar, "torch-scalar"}};

torch::Path pathOf(Kernel k) noexcept {
  switch (k) {
    case Kernel::TorchVectorized:
      return torch::Path::Vectorized;
    case Kernel::TorchScalar:
      return torch::Path::Scalar;
    default:
      return torch::Path::Tensor;
  }
}

/// PyTorch's result for op at x rounded to t (float32 or bfloat16), with a gradient of 1.
double torchValue(Kernel kernel, DType t, double x, torch::Op op) noexcept {
  if (kernel == Kernel::Exact || !torchComputes(t)) return kNaN;
  const auto xf = static_cast<float>(round(t, x));  // exact: the value is one of the format's
  const torch::Path path = pathOf(kernel);
  if (t == DType::Float32) {
    return std::bit_cast<float>(torch::float32(op, path, std::bit_cast<std::uint32_t>(xf)));
  }
  const auto xb = static_cast<std::uint16_t>(std::bit_cast<std::uint32_t>(xf) >> 16);
  const std::uint16_t y = torch::bfloat16(op, path, xb);
  return std::bit_cast<float>(static_cast<std::uint32_t>(y) << 16);
}

}  // namespace

std::optional<Kernel> parseKernel(std::string_view id) noexcept {
  for (const KernelInfo& k : kKernelIds) {
    if (id == k.id) return k.kernel;
  }
  return std::nullopt;
}

std::string_view kernelId(Kernel k) noexcept { return kKernelIds[static_cast<int>(k)].id; }

std::string_view kernelName(Kernel k) noexcept {
  return k == Kernel::Exact ? std::string_view("exact, rounded once") : torch::pathName(pathOf(k));
}

bool torchComputes(DType t) noexcept { return t == DType::Float32 || t == DType::BFloat16; }

double torchGelu(Kernel kernel, DType t, double x, bool tanhForm) noexcept {
  return torchValue(kernel, t, x, tanhForm ? torch::Op::GeluTanh : torch::Op::Gelu);
}

double torchGeluGradient(Kernel kernel, DType t, double x, bool tanhForm) noexcept {
  return torchValue(kernel, t, x, tanhForm ? torch::Op::GeluTanhBackward : torch::Op::GeluBackward);
}

Comparison compare(DType t, const std::vector<double>& xs, const std::vector<double>& stored,
                   const std::vector<double>& reference) {
  Comparison c;
  c.total = xs.size();
  c.zeroBelow = kNaN;
  bool zeros = true;
  for (std::size_t i = 0; i < xs.size(); ++i) {
    const bool bothNaN = std::isnan(stored[i]) && std::isnan(reference[i]);
    const bool same = bothNaN || (stored[i] == reference[i] &&
                                  std::signbit(stored[i]) == std::signbit(reference[i]));
    if (!same) ++c.differ;
    if (!same && stored[i] == 0.0 && reference[i] == 0.0) ++c.zeroSign;
    c.maxUlps = std::max(c.maxUlps, ulpDistance(t, stored[i], reference[i]));
    zeros = zeros && stored[i] == 0.0;
    if (zeros) c.zeroBelow = xs[i];
  }
  return c;
}

std::vector<double> finiteValues(DType t) {
  const Info& f = info(t);
  std::vector<double> out;
  if (f.bits > 16) return out;
  const std::uint64_t count = std::uint64_t{1} << f.bits;
  out.reserve(count);
  for (std::uint64_t b = 0; b < count; ++b) {
    const double v = fromBits(t, b);
    if (std::isfinite(v)) out.push_back(v);
  }
  // Ascending, −0 before +0.
  std::sort(out.begin(), out.end(), [](double x, double y) {
    return x < y || (x == y && std::signbit(x) && !std::signbit(y));
  });
  return out;
}

bool sameStored(double a, double b) noexcept {
  return (std::isnan(a) && std::isnan(b)) || (a == b && std::signbit(a) == std::signbit(b));
}

std::vector<double> inputs(DType t, double from, double to, int samples) {
  std::vector<double> xs;
  if (info(t).bits <= 16) {
    for (const double v : finiteValues(t)) {
      if (v >= from && v <= to && !(v == 0.0 && std::signbit(v))) xs.push_back(v);
    }
    return xs;
  }
  for (int k = 0; k < samples; ++k) {
    const double v = round(t, from + (to - from) * k / (samples - 1));
    if (xs.empty() || v != xs.back()) xs.push_back(v);
  }
  return xs;
}

}  // namespace gelu::dtype
