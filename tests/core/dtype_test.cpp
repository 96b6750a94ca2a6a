// Number formats: every bit pattern of the 8- and 16-bit formats round-trips; conversion from
// double is round to nearest even, checked at every tie and beside it; float32 against the
// hardware's own conversion; the formats' extremes and counts.
#include "core/dtype.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>

namespace {

using gelu::dtype::DType;

TEST(DType, EveryBitPatternRoundTrips) {
  for (const DType t : {DType::BFloat16, DType::Float16, DType::E4M3, DType::E5M2}) {
    const auto& f = gelu::dtype::info(t);
    SCOPED_TRACE(std::string(f.id));
    int nans = 0;
    for (std::uint64_t b = 0; b < (std::uint64_t{1} << f.bits); ++b) {
      const double v = gelu::dtype::fromBits(t, b);
      if (std::isnan(v)) {
        ++nans;
        EXPECT_TRUE(std::isnan(gelu::dtype::fromBits(t, gelu::dtype::toBits(t, v))));
        continue;
      }
      ASSERT_EQ(gelu::dtype::toBits(t, v), b) << v;
      EXPECT_EQ(gelu::dtype::round(t, v), v);
    }
    const int want = t == DType::E4M3 ? 2 : t == DType::E5M2 ? 6 : t == DType::Float16 ? 2046 : 254;
    EXPECT_EQ(nans, want);
  }
}

TEST(DType, ExtremesAndCountsAreTheSpecifications) {
  using gelu::dtype::finiteValues;
  EXPECT_EQ(finiteValues(DType::BFloat16).size(), 65536U - 254 - 2);
  EXPECT_EQ(finiteValues(DType::Float16).size(), 65536U - 2046 - 2);
  EXPECT_EQ(finiteValues(DType::E4M3).size(), 254U);  // no infinity, one NaN a sign
  EXPECT_EQ(finiteValues(DType::E5M2).size(), 248U);
  EXPECT_TRUE(finiteValues(DType::Float32).empty());
  for (const DType t : {DType::BFloat16, DType::Float16, DType::E4M3, DType::E5M2}) {
    const auto& f = gelu::dtype::info(t);
    const auto v = finiteValues(t);
    EXPECT_EQ(v.back(), f.maxFinite) << f.id;
    EXPECT_EQ(v.front(), -f.maxFinite) << f.id;
    EXPECT_TRUE(std::is_sorted(v.begin(), v.end()));
    // The smallest positive is the subnormal step; the smallest normal its 2^m multiple.
    EXPECT_EQ(*std::upper_bound(v.begin(), v.end(), 0.0), f.minSubnormal) << f.id;
    EXPECT_EQ(f.minNormal, std::ldexp(f.minSubnormal, f.mantissaBits)) << f.id;
  }
  EXPECT_EQ(gelu::dtype::info(DType::E4M3).maxFinite, 448.0);
  EXPECT_EQ(gelu::dtype::info(DType::E5M2).maxFinite, 57344.0);
  EXPECT_EQ(gelu::dtype::info(DType::Float16).maxFinite, 65504.0);
  // The tally: bf16 values in [−8, 8], ±0 counted once.
  int inside = 0;
  for (const double x : finiteValues(DType::BFloat16)) {
    inside += std::fabs(x) <= 8.0 && !(x == 0.0 && std::signbit(x)) ? 1 : 0;
  }
  EXPECT_EQ(inside, 33281);
}

// Between each pair of neighbours: the midpoint goes to the even one, anything off it to the
// nearer, whatever the binade (subnormals included).
TEST(DType, RoundingIsToNearestTiesToEvenEverywhere) {
  for (const DType t : {DType::BFloat16, DType::Float16, DType::E4M3, DType::E5M2}) {
    const auto v = gelu::dtype::finiteValues(t);
    SCOPED_TRACE(std::string(gelu::dtype::info(t).id));
    for (std::size_t i = 0; i + 1 < v.size(); ++i) {
      const double lo = v[i];
      const double hi = v[i + 1];
      if (lo == hi) continue;  // −0, +0
      const double mid = 0.5 * (lo + hi);
      const bool loEven = (gelu::dtype::toBits(t, lo) & 1) == 0;
      const double r = gelu::dtype::round(t, mid);
      ASSERT_EQ(r == 0.0 ? 0.0 : r, loEven ? lo : hi) << lo << " " << hi;
      ASSERT_EQ(gelu::dtype::round(t, std::nextafter(mid, lo)), lo);
      ASSERT_EQ(gelu::dtype::round(t, std::nextafter(mid, hi)), hi);
    }
  }
}

TEST(DType, OverflowFollowsEachFormat) {
  using gelu::dtype::round;
  EXPECT_EQ(round(DType::E4M3, 464.0), 448.0);  // the tie: 448 (mantissa 110) is even
  EXPECT_TRUE(std::isnan(round(DType::E4M3, 464.0001)));
  EXPECT_TRUE(std::isnan(round(DType::E4M3, -1e6)));
  EXPECT_TRUE(std::isnan(round(DType::E4M3, INFINITY)));
  EXPECT_EQ(round(DType::Float16, 65519.99), 65504.0);
  EXPECT_EQ(round(DType::Float16, 65520.0), INFINITY);  // max + ulp/2 rounds to even: overflow
  EXPECT_EQ(round(DType::E5M2, -61440.0), -INFINITY);
  EXPECT_EQ(round(DType::E5M2, 61439.0), 57344.0);
  EXPECT_EQ(round(DType::BFloat16, 1e39), INFINITY);
  // Signed zero and underflow.
  EXPECT_TRUE(std::signbit(round(DType::Float16, -1e-30)));
  EXPECT_EQ(round(DType::Float16, 0x1p-25), 0.0);           // the tie under the smallest: to 0
  EXPECT_EQ(round(DType::Float16, 0x1.0001p-25), 0x1p-24);  // just over it: up
}

TEST(DType, Float32IsTheHardwaresConversion) {
  std::mt19937_64 gen(42);
  std::uniform_int_distribution<std::uint64_t> bits;
  int checked = 0;
  for (int i = 0; i < 400000; ++i) {
    // Doubles of every exponent near float's range, and exact ties.
    double x = std::bit_cast<double>(bits(gen));
    if (!std::isfinite(x)) continue;
    const int e = static_cast<int>(bits(gen) % 300) - 160;
    int unused = 0;
    x = std::ldexp(std::frexp(x, &unused), e);
    if (i % 4 == 0) x = static_cast<double>(static_cast<float>(x)) + std::ldexp(1.0, e - 25);
    ASSERT_EQ(std::bit_cast<std::uint32_t>(static_cast<float>(x)),
              gelu::dtype::toBits(DType::Float32, x))
        << x;
    ++checked;
  }
  EXPECT_GT(checked, 300000);
}

TEST(DType, UlpsAndNames) {
  using gelu::dtype::ulp;
  EXPECT_EQ(ulp(DType::BFloat16, 1.0), 0x1p-7);
  EXPECT_EQ(ulp(DType::BFloat16, 1.5), 0x1p-7);
  EXPECT_EQ(ulp(DType::Float16, 1e-6), 0x1p-24);  // subnormal spacing
  EXPECT_EQ(ulp(DType::E4M3, 448.0), 32.0);
  EXPECT_EQ(ulp(DType::Float64, 1.0), 0x1p-52);
  EXPECT_EQ(gelu::dtype::ulpDistance(DType::BFloat16, 1.0 + 0x1p-6, 1.0), 2.0);
  EXPECT_EQ(gelu::dtype::parse("bf16"), DType::BFloat16);
  EXPECT_EQ(gelu::dtype::parse("float16"), DType::Float16);
  EXPECT_FALSE(gelu::dtype::parse("fp8").has_value());
  // In E4M3, GELU(−1) and GELU(−0.5) are the same number: the dip becomes a step.
  EXPECT_EQ(gelu::dtype::round(DType::E4M3, -0.15865525393145707),
            gelu::dtype::round(DType::E4M3, -0.15426876936299347));
}

}  // namespace

namespace {

// What PyTorch computes (see --kernel in gelu-explorer(1)): in float32 1 + erf cancels on every
// path (57% off at −5.5, 0 from about −5.5 to −5.7 down); the tanh form's 1 + tanh cancels too.
// oneDNN's quantum is its own: at −5.543 ATen stores −0, oneDNN twice the true value, and below
// about −5.6 oneDNN stores +0, the wrong sign (fma(−1, x/2, x/2)).
TEST(DTypeKernels, TorchsFloat32GeluCancelsInTheLeftTail) {
  using gelu::dtype::Kernel;
  using gelu::dtype::torchGelu;
  const auto exact = [](double x) { return x * 0.5 * std::erfc(-x / std::sqrt(2.0)); };
  const double scalar = torchGelu(Kernel::TorchScalar, DType::Float32, -5.5, false);
  EXPECT_GT(std::fabs(scalar - exact(-5.5)) / std::fabs(exact(-5.5)), 0.5) << scalar;
  for (const Kernel k : {Kernel::TorchScalar, Kernel::TorchVectorized}) {
    const double zero = torchGelu(k, DType::Float32, -5.543, false);
    EXPECT_EQ(zero, 0.0);
    EXPECT_TRUE(std::signbit(zero));
    EXPECT_EQ(torchGelu(k, DType::Float32, -6.5, true), 0.0);
  }
  const double onednn = torchGelu(Kernel::Torch, DType::Float32, -5.543, false);
  EXPECT_NEAR(onednn / exact(-5.543), 2.0, 0.01);
  const double plusZero = torchGelu(Kernel::Torch, DType::Float32, -6.5, false);
  EXPECT_EQ(plusZero, 0.0);
  EXPECT_FALSE(std::signbit(plusZero));
  // The exact kernel keeps the tail: GELU(−6.5) is a float32 normal number.
  EXPECT_NE(gelu::dtype::round(DType::Float32, exact(-6.5)), 0.0);
}

// The kernels by name, and the formats PyTorch 1.13 has a CPU GELU for.
TEST(DTypeKernels, NamesAndFormats) {
  using gelu::dtype::Kernel;
  for (const Kernel k : gelu::dtype::kKernels) {
    EXPECT_EQ(gelu::dtype::parseKernel(gelu::dtype::kernelId(k)), k);
    EXPECT_FALSE(gelu::dtype::kernelName(k).empty());
  }
  EXPECT_EQ(gelu::dtype::parseKernel("torch"), Kernel::Torch);
  EXPECT_EQ(gelu::dtype::parseKernel("torch-scalar"), Kernel::TorchScalar);
  EXPECT_FALSE(gelu::dtype::parseKernel("cuda").has_value());
  EXPECT_TRUE(gelu::dtype::torchComputes(DType::Float32));
  EXPECT_TRUE(gelu::dtype::torchComputes(DType::BFloat16));
  for (const DType t : {DType::Float64, DType::Float16, DType::E4M3, DType::E5M2}) {
    EXPECT_FALSE(gelu::dtype::torchComputes(t));
    EXPECT_TRUE(std::isnan(gelu::dtype::torchGelu(Kernel::Torch, t, 1.0, false)));
  }
  EXPECT_TRUE(std::isnan(gelu::dtype::torchGelu(Kernel::Exact, DType::Float32, 1.0, false)));
}

// The same x, other bits: bfloat16 GELU(−4.40625) is −0 for a one-element tensor (ATen rounds
// 1 + erf to 0) and −2.3246e−05 for a long one (oneDNN rounds once); the gradient has a value of
// its own on each path too.
TEST(DTypeKernels, TheSameXGivesOtherBitsOnAnotherPath) {
  using gelu::dtype::Kernel;
  const double scalar =
      gelu::dtype::torchGelu(Kernel::TorchScalar, DType::BFloat16, -4.40625, false);
  EXPECT_EQ(scalar, 0.0);
  EXPECT_TRUE(std::signbit(scalar));
  EXPECT_EQ(gelu::dtype::torchGelu(Kernel::Torch, DType::BFloat16, -4.40625, false),
            gelu::dtype::fromBits(DType::BFloat16, 0xB7C3));
  // x is rounded to the format first: −4.4 is −4.40625 in bfloat16.
  EXPECT_EQ(gelu::dtype::torchGelu(Kernel::Torch, DType::BFloat16, -4.4, false),
            gelu::dtype::fromBits(DType::BFloat16, 0xB7C3));
  // The gradient at 1: Φ(1) + φ(1) ≈ 1.0833.
  for (const Kernel k : {Kernel::Torch, Kernel::TorchVectorized, Kernel::TorchScalar}) {
    EXPECT_NEAR(gelu::dtype::torchGeluGradient(k, DType::Float32, 1.0, false), 1.0833155, 1e-6);
    EXPECT_NEAR(gelu::dtype::torchGeluGradient(k, DType::Float32, 1.0, true), 1.0829640, 1e-6);
  }
}

// A stored −0 where the reference stores +0 is a difference (PyTorch's sign of zero).
TEST(DTypeKernels, CompareCountsTheSignOfZero) {
  const std::vector<double> xs = {-3.0, -2.0, -1.0, 0.0};
  const std::vector<double> stored = {-0.0, 0.0, std::nan(""), 1.0};
  const std::vector<double> reference = {0.0, 0.0, std::nan(""), 2.0};
  const auto c = gelu::dtype::compare(DType::Float32, xs, stored, reference);
  EXPECT_EQ(c.total, 4U);
  EXPECT_EQ(c.differ, 2U);
  EXPECT_EQ(c.zeroSign, 1U);
  EXPECT_EQ(c.zeroBelow, -2.0);
}

}  // namespace
