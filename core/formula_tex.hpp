#pragma once
/// @file
/// @brief A typed formula (formula.hpp's language) as TeX, to be shown typeset:
/// `x*exp(-x^2/2)/sqrt(2*pi)` → `x \cdot e^{-x^{2}/2}/\sqrt{2\pi}`. Parentheses only where the
/// precedence needs them; exp(u) as e^{u}, sqrt as a radical, abs as bars, the named functions
/// upright (\tanh, \operatorname{erf}, Φ, φ, σ); `c ? a : b` as cases (a chain of them as one
/// list of cases, the last one "otherwise").

#include <optional>
#include <string>
#include <string_view>

namespace gelu {

/// The TeX of `expression`, or nullopt when it does not parse (compile it first for the reason).
/// `otherwise` is the word of the last case (the caller's language).
std::optional<std::string> formulaToTex(std::string_view expression,
                                        std::string_view otherwise = "otherwise");

/// A parameter's name as TeX: a Greek letter's name as the letter (alpha → \\alpha), another
/// name of several letters upright-spaced as one italic word (\\mathit{gain}), a letter as it is.
std::string parameterTex(std::string_view name);

/// `t` in parentheses: plain ones around what sets on a line, \left( … \right) around a
/// fraction, a radical or cases (brackets that grow with it).
std::string texGroup(std::string_view t);

}  // namespace gelu
