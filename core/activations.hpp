#pragma once
/// @file
/// @brief GELU, its approximations, SiLU, ReLU, ELU and their derivatives, plus a descriptor
/// table so that the command line and the window can list functions without knowing them.
///
/// Every function has a stable string id (the names below) used on the command line, in scenes
/// and in legends. Double versions are accurate to a few ULP over every finite double; float
/// versions are computed in double and rounded once.

#include <span>
#include <string_view>
#include <vector>

namespace gelu {

/// @brief x·Φ(x), the Gaussian Error Linear Unit. gelu(−∞) = −0, gelu(+∞) = +∞.
double gelu(double x) noexcept;
/// @brief x·Φ((x − μ)/σ), the generalized GELU with N(μ, σ²); NaN unless σ > 0.
double gelu(double x, double mu, double sigma) noexcept;
/// @brief GELU′(x) = Φ(x) + x·φ(x).
double dgelu(double x) noexcept;
/// @brief d/dx of the generalized GELU: Φ(z) + (x/σ)·φ(z), z = (x − μ)/σ.
double dgelu(double x, double mu, double sigma) noexcept;
/// @brief The x where the generalized GELU′ crosses zero (the minimum of the GELU curve):
/// −0.7517915246935645… for μ = 0, σ = 1. GELU′ = φ(z)·(R(z) + μ/σ + z) with z = (x − μ)/σ and
/// R = Φ/φ the Mills ratio, whose bracket is increasing: one root, found by bisection.
double dgeluRoot(double mu = 0.0, double sigma = 1.0) noexcept;
/// @brief 0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³))), computed as x·σ(2u) without cancellation.
double gelu_tanh(double x) noexcept;
/// @brief Derivative of gelu_tanh.
double dgelu_tanh(double x) noexcept;
/// @brief x·σ(1.702·x).
double gelu_sigmoid(double x) noexcept;
/// @brief Derivative of gelu_sigmoid.
double dgelu_sigmoid(double x) noexcept;
/// @brief x·σ(x) (SiLU, Swish-1).
double silu(double x) noexcept;
/// @brief σ(x)·(1 + x·(1 − σ(x))).
double dsilu(double x) noexcept;
/// @brief max(0, x); relu(−0) = +0.
double relu(double x) noexcept;
/// @brief 1 for x > 0, else 0 (the subgradient 0 at 0).
double drelu(double x) noexcept;
/// @brief x for x > 0, else α·(eˣ − 1) (via expm1).
double elu(double x, double alpha = 1.0) noexcept;
/// @brief 1 for x > 0, else α·eˣ.
double delu(double x, double alpha = 1.0) noexcept;

/// @brief Float versions, computed in double and rounded once (≤ 0.5 ULP + a hair).
float gelu(float x) noexcept;
float dgelu(float x) noexcept;
float gelu_tanh(float x) noexcept;
float dgelu_tanh(float x) noexcept;
float gelu_sigmoid(float x) noexcept;
float dgelu_sigmoid(float x) noexcept;
float silu(float x) noexcept;
float dsilu(float x) noexcept;
float relu(float x) noexcept;
float drelu(float x) noexcept;
float elu(float x, float alpha = 1.0F) noexcept;
float delu(float x, float alpha = 1.0F) noexcept;

/// @brief Shape parameters shared by every function; each function reads only what it uses.
struct Params {
  double mu = 0.0;     ///< mean of the Gaussian in gelu, dgelu, cdf, pdf
  double sigma = 1.0;  ///< standard deviation of that Gaussian, > 0
  double alpha = 1.0;  ///< ELU's α
};

/// @brief Is p usable (μ finite, σ finite and > 0, α finite)?
bool valid(const Params& p) noexcept;

/// @brief What a function is, for grouping in lists and legends.
enum class Family {
  Normal,         ///< Φ and φ
  Gelu,           ///< the exact GELU
  Approximation,  ///< the tanh and sigmoid approximations of GELU
  Smooth,         ///< SiLU
  Rectifier,      ///< ReLU, ELU
};

using Function = double (*)(double x, const Params& p);

/// @brief One row of the descriptor table.
struct FunctionInfo {
  std::string_view id;          ///< stable id: "gelu", "dgelu", …
  std::string_view name;        ///< display name, e.g. "GELU (tanh approx.)"
  std::string_view formula;     ///< formula as Qt rich text (HTML subset)
  Family family;                ///< grouping
  Function f;                   ///< the function
  std::string_view derivative;  ///< id of f′ (empty for the derivatives themselves)
  bool isDerivative;            ///< true for dgelu, dsilu, …
  bool usesShape;               ///< reads μ and σ
  bool usesAlpha;               ///< reads α
};

/// @brief Every function, in the canonical order (the default column order of `table`).
std::span<const FunctionInfo> functions() noexcept;
/// @brief The row with this id, or nullptr.
const FunctionInfo* findFunction(std::string_view id) noexcept;
/// @brief The activations (gelu, gelu_tanh, gelu_sigmoid, silu, relu, elu): the curves a user
/// can show; each has a derivative in the table.
std::vector<const FunctionInfo*> activationFunctions();

/// @brief out[i] = f(x[i]); sizes must match (else std::invalid_argument).
void evaluate(const FunctionInfo& f, std::span<const double> x, std::span<double> out,
              const Params& p = {});
/// @brief out[i] = gelu(x[i]): the accurate GELU over an array, vectorized with glibc's libmvec
/// where available; same results as the scalar gelu to within its accuracy bound.
void geluArray(std::span<const double> x, std::span<double> out);

}  // namespace gelu
