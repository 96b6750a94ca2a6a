#pragma once
/// @file
/// @brief The typed formulas a user has defined, as functions beside the built-in ones:
/// `defineFormula("bent", "x + 0.1*x^2")` makes findFunction("bent") and its derivative
/// findFunction("dbent") work everywhere (curves, table, neuron). Process-wide.
///
/// A redefinition replaces the id's function for later lookups; the FunctionInfo of the old
/// definition stays valid (so a curve being drawn on another thread never dangles), and
/// redefining with the same expression returns the same row.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/activations.hpp"

namespace gelu {

/// @brief Is `id` usable for a formula? Lower-case letters, digits and '_', starting with a
/// letter, at most 32 characters, and neither it nor "d<id>" the id of a built-in function.
/// Returns the reason it is not, or nullopt.
std::optional<std::string> checkFormulaId(std::string_view id);

/// @brief Defines `id` as `expression`. On success returns nullopt; otherwise one line: the id's
/// problem, or the formula's ("missing ')' at column 7").
std::optional<std::string> defineFormula(std::string_view id, std::string_view expression);

/// @brief Forgets `id` for later lookups (no-op when it is not a formula).
void removeFormula(std::string_view id);

/// @brief The current formulas (the functions, not their derivatives), in definition order.
std::vector<const FunctionInfo*> userFunctions();

}  // namespace gelu
