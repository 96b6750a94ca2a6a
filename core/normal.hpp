#pragma once
/// @file
/// @brief The normal distribution: Φ (cdf) and φ (pdf), standard and generalized N(μ, σ²).
///
/// Within one ULP over every finite double and correctly rounded for nearly all (see
/// tests/core/faithful_test.cpp), including the far tails where the textbook 0.5·(1 + erf(x/√2))
/// loses everything.

namespace gelu {

/// @brief Φ(x) = P(X ≤ x), X ~ N(0, 1). Φ(−∞) = 0, Φ(+∞) = 1, NaN → NaN.
double cdf(double x) noexcept;
/// @brief Φ((x − μ)/σ), the cdf of N(μ, σ²); NaN unless σ > 0 and μ is finite.
double cdf(double x, double mu, double sigma) noexcept;
/// @brief φ(x) = e^(−x²/2)/√(2π).
double pdf(double x) noexcept;
/// @brief φ((x − μ)/σ)/σ, the density of N(μ, σ²); NaN unless σ > 0 and μ is finite.
double pdf(double x, double mu, double sigma) noexcept;

/// @brief Float versions: computed in double and rounded once.
float cdf(float x) noexcept;
/// @brief See cdf(double).
float pdf(float x) noexcept;

}  // namespace gelu
