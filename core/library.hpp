#pragma once
/// @file
/// @brief The activation library: every PyTorch activation beyond the GELU family, with its
/// derivative, accurate to a few ULP over every finite double (≤ 4 ULP for the functions, ≤ 8
/// for the derivatives, checked against 60-digit mpmath tables in tests/data).
///
/// Defaults are PyTorch's. Parameters: β (softplus, swish), the negative slope (leaky_relu), α
/// (celu shares ELU's α) and λ (softshrink, hardshrink).
///
/// **Derivatives at a kink** follow PyTorch's backward functions, so that a curve drawn here
/// matches what autograd returns:
/// - relu6 and hardtanh (PyTorch's hardtanh_backward): 0 at both ends (x = 0 and 6; x = ±1).
/// - hardsigmoid: 1/6 strictly inside (−3, 3), 0 at ±3.
/// - hardswish: 0 for x < −3, x/3 + ½ on [−3, 3] (so −½ at −3 and 3/2 at 3), 1 above.
/// - leaky_relu: 1 for x > 0, the slope at x ≤ 0. selu, celu (and elu): the left branch at 0.
/// - softshrink, hardshrink: 0 on [−λ, λ] including both ends.
/// - squared_relu: 2·max(0, x), so 0 at 0.

namespace gelu::act {

inline constexpr double kSeluLambda = 1.0507009873554804934193349852946;
inline constexpr double kSeluAlpha = 1.6732632423543772848170429916717;
inline constexpr double kDefaultBeta = 1.0;    ///< softplus and swish
inline constexpr double kDefaultSlope = 0.01;  ///< leaky_relu's negative slope
inline constexpr double kDefaultLambda = 0.5;  ///< softshrink and hardshrink

/// σ(x) = 1/(1 + e⁻ˣ) and σ′ = σ(x)·σ(−x).
double sigmoid(double x) noexcept;
double dsigmoid(double x) noexcept;
/// tanh and tanh′ = sech².
double tanh(double x) noexcept;
double dtanh(double x) noexcept;
/// log(1 + e^{βx})/β exactly (no threshold switch) and its derivative σ(βx); β > 0.
double softplus(double x, double beta = kDefaultBeta) noexcept;
double dsoftplus(double x, double beta = kDefaultBeta) noexcept;
/// x·tanh(softplus(x)) and its derivative (root near x ≈ −1.1924).
double mish(double x) noexcept;
double dmish(double x) noexcept;
/// λ·x for x > 0, λα·(eˣ − 1) otherwise, with PyTorch's λ and α.
double selu(double x) noexcept;
double dselu(double x) noexcept;
/// x for x > 0, α·(e^{x/α} − 1) otherwise; α ≠ 0.
double celu(double x, double alpha = 1.0) noexcept;
double dcelu(double x, double alpha = 1.0) noexcept;
/// x for x > 0, slope·x otherwise.
double leaky_relu(double x, double slope = kDefaultSlope) noexcept;
double dleaky_relu(double x, double slope = kDefaultSlope) noexcept;
/// min(max(0, x), 6).
double relu6(double x) noexcept;
double drelu6(double x) noexcept;
/// min(max(−1, x), 1).
double hardtanh(double x) noexcept;
double dhardtanh(double x) noexcept;
/// relu6(x + 3)/6.
double hardsigmoid(double x) noexcept;
double dhardsigmoid(double x) noexcept;
/// x·relu6(x + 3)/6.
double hardswish(double x) noexcept;
double dhardswish(double x) noexcept;
/// x/(1 + |x|).
double softsign(double x) noexcept;
double dsoftsign(double x) noexcept;
/// log σ(x) = −softplus(−x), and its derivative σ(−x).
double logsigmoid(double x) noexcept;
double dlogsigmoid(double x) noexcept;
/// x − tanh(x), and its derivative tanh²(x).
double tanhshrink(double x) noexcept;
double dtanhshrink(double x) noexcept;
/// x − λ above λ, x + λ below −λ, 0 between; λ ≥ 0.
double softshrink(double x, double lambda = kDefaultLambda) noexcept;
double dsoftshrink(double x, double lambda = kDefaultLambda) noexcept;
/// x where |x| > λ, 0 elsewhere; λ ≥ 0.
double hardshrink(double x, double lambda = kDefaultLambda) noexcept;
double dhardshrink(double x, double lambda = kDefaultLambda) noexcept;
/// x·σ(βx) (swish; β = 1 is SiLU) and its derivative; β > 0.
double swish(double x, double beta = kDefaultBeta) noexcept;
double dswish(double x, double beta = kDefaultBeta) noexcept;
/// max(0, x)² and 2·max(0, x).
double squared_relu(double x) noexcept;
double dsquared_relu(double x) noexcept;

}  // namespace gelu::act
