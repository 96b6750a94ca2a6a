#pragma once
/// @file
/// @brief GELU, its approximations, SiLU, ReLU, ELU and their derivatives, plus a descriptor
/// table of every function (these and the activation library of library.hpp) so that the
/// command line and the window can list functions without knowing them.
///
/// Every function has a stable string id (the names below) used on the command line, in scenes
/// and in legends. The double versions of GELU, GELU′, the tanh and sigmoid forms and their
/// derivatives, SiLU and SiLU′ (and Φ, φ in normal.hpp) are faithful: within one ULP of the true
/// value for every double, correctly rounded for all but a few in a thousand (faithful_test.cpp).
/// ELU rests on libm (a few ULP). Float versions are computed in double and rounded once.

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/formula.hpp"

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
  double mu = 0.0;      ///< mean of the Gaussian in gelu, dgelu, cdf, pdf
  double sigma = 1.0;   ///< standard deviation of that Gaussian, > 0
  double alpha = 1.0;   ///< ELU's and CELU's α
  double beta = 1.0;    ///< softplus's and swish's β, > 0
  double slope = 0.01;  ///< leaky_relu's negative slope
  double lambda = 0.5;  ///< softshrink's and hardshrink's λ, ≥ 0
  friend bool operator==(const Params&, const Params&) = default;
};

/// @brief Is p usable (μ finite, σ finite and > 0, α finite and ≠ 0, β finite and > 0, slope
/// finite, λ finite and ≥ 0)?
bool valid(const Params& p) noexcept;

/// @brief What a function is, for grouping in lists and legends.
enum class Family {
  Normal,         ///< Φ and φ
  Gelu,           ///< the exact GELU
  Approximation,  ///< the tanh and sigmoid approximations of GELU
  Smooth,         ///< SiLU, swish, mish, softplus, sigmoid, tanh, softsign, …
  Rectifier,      ///< ReLU, leaky ReLU, ReLU6, ELU, SELU, CELU, squared ReLU
  Piecewise,      ///< hardtanh, hardsigmoid, hardswish, softshrink, hardshrink
  User,           ///< typed formulas (function_library.hpp)
};

/// @brief Which Params fields a function reads (a bit mask in FunctionInfo::uses).
enum Uses : unsigned {
  kUsesNone = 0,
  kUsesShape = 1,   ///< μ and σ
  kUsesAlpha = 2,   ///< α
  kUsesBeta = 4,    ///< β
  kUsesSlope = 8,   ///< slope
  kUsesLambda = 16  ///< λ
};

using Function = double (*)(double x, const Params& p);

/// @brief One row of the descriptor table.
struct FunctionInfo {
  std::string_view id;             ///< stable id: "gelu", "dgelu", …
  std::string_view name;           ///< display name, e.g. "GELU (tanh approx.)"
  std::string_view formula;        ///< formula as Qt rich text (HTML subset: <sup>, &gt;, &lt;)
  std::string_view tex;            ///< the same definition in TeX, on one line (typeset in legends)
  Family family;                   ///< grouping
  Function f;                      ///< the function
  std::string_view derivative;     ///< id of f′ (empty for the derivatives themselves)
  bool isDerivative;               ///< true for dgelu, dsilu, …
  unsigned uses;                   ///< the Params it reads (Uses bits)
  const Formula* typed = nullptr;  ///< a typed formula (then f is unused), else nullptr
  bool usesShape() const { return (uses & kUsesShape) != 0; }
  /// The value at x: f(x, p), or the typed formula (or its derivative).
  double operator()(double x, const Params& p) const {
    if (typed == nullptr) return f(x, p);
    return isDerivative ? typed->derivative(x) : typed->value(x);
  }
};

/// @brief Every function, in the canonical order (the default column order of `table`).
std::span<const FunctionInfo> functions() noexcept;
/// @brief The built-in row with this id, or nullptr. Typed formulas live in a FunctionLibrary
/// (function_library.hpp), whose find() also knows these.
const FunctionInfo* builtInFunction(std::string_view id) noexcept;
/// @brief The built-in activations (everything but Φ, φ and the derivatives), in the table's
/// order; each has a derivative.
std::vector<const FunctionInfo*> builtInActivations();

/// @brief The accuracy of f's double evaluation over every double, in ULPs of the true value, as
/// the tests hold it to (faithful_test.cpp, activations_test.cpp, library_test.cpp): 0 exact,
/// 1 faithful (strictly below one ULP; at μ = 0, σ = 1 for the Gaussian ones), 4 or 8 for the
/// library's functions and derivatives; NaN for a typed formula (double arithmetic, no bound).
double ulpBound(const FunctionInfo& f) noexcept;
/// @brief That guarantee in words, for `table --list`: "exact", "< 1 ULP", "≤ 4 ULP", ….
std::string accuracyText(const FunctionInfo& f);

/// @brief value[i] = f(x[i]) and slope[i] = df(x[i]), df being f's derivative row (GELU's two
/// from one kernel pass); sizes must match (else std::invalid_argument). value or slope may be x.
void evaluateWithSlope(const FunctionInfo& f, const FunctionInfo& df, std::span<const double> x,
                       std::span<double> value, std::span<double> slope, const Params& p = {});
/// @brief out[i] = f(x[i]); sizes must match (else std::invalid_argument).
void evaluate(const FunctionInfo& f, std::span<const double> x, std::span<double> out,
              const Params& p = {});
/// @brief f(x) for a float x: computed in double and rounded once.
float evaluate(const FunctionInfo& f, float x, const Params& p = {});
/// @brief The formula as plain text (tags removed, entities decoded, <sup>…</sup> as ^(…)).
std::string plainFormula(std::string_view richText);
/// @brief out[i] = gelu(x[i]) bit for bit: the faithful GELU over an array, eight lanes at a time
/// with AVX2 and FMA where the processor has them.
void geluArray(std::span<const double> x, std::span<double> out);
/// @brief out[i] = dgelu(x[i]) bit for bit, the same way (lanes near GELU′'s root in scalar).
void dgeluArray(std::span<const double> x, std::span<double> out);
/// @brief Both at once, from one e^(−x²/2) per element (what a network's forward pass needs).
/// Every one of these array functions may write over its input (value or slope may be x).
void geluAndSlopeArray(std::span<const double> x, std::span<double> value, std::span<double> slope);

}  // namespace gelu
