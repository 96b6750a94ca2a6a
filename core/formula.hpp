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
/// Any other name that is not called (a, b, k, alpha…) is one of the formula's own parameters:
/// parameterNames() lists them and compile() binds each to a number (a slider's value), so
/// `a*x*Phi(b*x)` is a family of curves. Nothing else: no assignment, no strings, no loops, so a
/// formula is pure data.
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

/// @brief One of a formula's own parameters and the number it stands for.
struct FormulaParameter {
  std::string name;  ///< see Formula::isParameterName
  double value = 1.0;
  friend bool operator==(const FormulaParameter&, const FormulaParameter&) = default;
};

/// @brief A value and its derivative with respect to x.
struct Dual {
  double v = 0.0;
  double d = 0.0;
};

class Formula {
 public:
  static constexpr std::size_t kMaxLength = 500;
  /// At most this many parameters in one formula (each is a slider beside the plots).
  static constexpr std::size_t kMaxParameters = 6;

  /// Compiles `expression` with its parameters bound to `parameters` (a parameter the formula
  /// uses but `parameters` lacks is an unknown name; unused ones are ignored); nullopt (and
  /// `*error` filled, when given) if it is not a formula.
  static std::optional<Formula> compile(std::string_view expression, FormulaError* error,
                                        std::span<const FormulaParameter> parameters = {});
  /// @brief The parameters `expression` uses, in order of first use: each name that is not
  /// called and is a parameter name ("a*x*Phi(b*x)" → a, b). Says nothing about whether the
  /// expression compiles.
  static std::vector<std::string> parameterNames(std::string_view expression);
  /// @brief A letter, then at most 15 letters, digits or '_', and no name of the language
  /// (isExpressionName) nor a spelling other tools use for one of its functions (ln, sgn…,
  /// which get a hint instead).
  static bool isParameterName(std::string_view name);
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
