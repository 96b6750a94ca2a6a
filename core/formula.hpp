#pragma once
/// @file
/// @brief Typed formulas f(x): parsed by muparser (Debian's libmuparser), evaluated by our own
/// interpreter of its bytecode over dual numbers, so each formula comes with its exact
/// derivative (forward-mode automatic differentiation) at no extra parsing cost.
///
/// The language: x; numbers with '.' whatever the locale (1, 0.5, 2e-3); pi, e; + − * / ^
/// (right-associative), unary ±, parentheses; comparisons (< <= > >= == !=), && || and
/// `cond ? a : b` for piecewise definitions (their derivative is that of the chosen branch);
/// functions exp, log (natural), log1p, expm1, log2, log10, sqrt, abs, sign, min, max, sin,
/// cos, tan, atan, sinh, cosh, tanh, erf, erfc, Phi, phi, sigmoid, softplus, gelu, relu.
/// Nothing else: no variables but x, no assignment, no strings, so a formula is pure data.
/// Cost is bounded: at most kMaxLength characters, no loops, so evaluation is O(length).
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gelu {

/// @brief Why a formula does not compile, and where (1-based column into the text).
struct FormulaError {
  std::size_t column = 0;  ///< 0 when the error is about the whole formula
  std::string message;     ///< e.g. "unexpected end", "unknown name 'foo'"
  /// "unexpected end at column 8"
  std::string text() const;
};

/// @brief A value and its derivative with respect to x.
struct Dual {
  double v = 0.0;
  double d = 0.0;
};

class Formula {
 public:
  static constexpr std::size_t kMaxLength = 500;

  /// Compiles `expression`; nullopt (and `*error` filled, when given) if it is not a formula.
  static std::optional<Formula> compile(std::string_view expression, FormulaError* error);
  /// @brief Whether `name` means something inside an expression: the variable x, the constants
  /// pi and e, or a function (exp, sin, Phi, …). Such a name cannot name a formula.
  static bool isExpressionName(std::string_view name);

  /// f(x). Non-finite results are returned as they are (callers draw them as gaps).
  double value(double x) const { return evaluate(x).v; }
  /// f′(x) by automatic differentiation.
  double derivative(double x) const { return evaluate(x).d; }
  Dual evaluate(double x) const;
  /// f (or f′ with `derivative`) at every x; sizes must match (else std::invalid_argument).
  void evaluate(std::span<const double> x, std::span<double> out, bool derivative) const;

  const std::string& expression() const { return m_expression; }

  /// One instruction of the compiled program (public for the implementation's helpers).
  struct Instr {
    int op = 0;          ///< an Op of formula.cpp
    double value = 0.0;  ///< the constant, for a value
    int jump = 0;        ///< relative jump, for ?: and the else branch
  };

 private:
  Formula() = default;
  Dual run(double x, Dual* stack) const;
  std::string m_expression;
  std::vector<Instr> m_code;
  int m_stackSize = 0;
};

}  // namespace gelu
