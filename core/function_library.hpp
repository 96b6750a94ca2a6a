#pragma once
/// @file
/// @brief A set of functions a scene, a command or a test can use: the built-in table of
/// activations.hpp plus typed formulas (formula.hpp), each with its derivative "d<id>".
///
/// A library is immutable and shared (`std::shared_ptr<const FunctionLibrary>`): changing the
/// formulas makes a new library with with(), and whoever still holds the old one (a curve being
/// drawn on another thread, an export) keeps valid rows. There is no process-wide registry: two
/// scenes may define the same id differently, side by side.
#include <cstddef>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/activations.hpp"

namespace gelu {

/// @brief A typed formula: its id (its derivative is "d" + id) and its expression of x.
struct FormulaDefinition {
  std::string id;          ///< a-z, 0-9 and _, starting with a letter; see checkFormulaId()
  std::string expression;  ///< e.g. "x + 0.1*x^2" (formula.hpp's language)
  std::vector<FormulaParameter> parameters{};  ///< the values of its own parameters (a, b…)
};

/// @brief Why a list of definitions cannot make a library: which one, and why.
struct LibraryError {
  std::size_t index = 0;  ///< the first definition that failed
  std::string message;    ///< one line: "'x' is defined twice", "missing ')' at column 7", …
};

class FunctionLibrary {
 public:
  /// @brief The built-in functions alone (one immutable instance).
  static const std::shared_ptr<const FunctionLibrary>& builtIns();

  /// @brief Is `id` usable for a formula? Lower-case letters, digits and '_', starting with a
  /// letter, at most 32 characters, and neither it nor "d<id>" the id of a built-in function.
  /// Returns the reason it is not, or nullopt. (Clashes between formulas are with()'s.)
  static std::optional<std::string> checkFormulaId(std::string_view id);

  /// @brief The built-ins plus exactly `formulas`, in that order. A definition equal to one of
  /// this library's reuses its compiled rows. On the first invalid definition (a bad id, a
  /// repeated id, a clash with another formula's derivative, an expression that does not
  /// compile) returns nullptr and, when given, fills `error`.
  std::shared_ptr<const FunctionLibrary> with(std::span<const FormulaDefinition> formulas,
                                              LibraryError* error = nullptr) const;

  /// @brief The function with this id (built in, a formula or a formula's derivative), or
  /// nullptr. The row stays valid as long as this library lives.
  const FunctionInfo* find(std::string_view id) const noexcept;
  /// @brief The activations (everything but Φ, φ and the derivatives) in the table's order,
  /// then the formulas in definition order; each has a derivative.
  std::vector<const FunctionInfo*> activations() const;
  /// @brief Every function: the table, then each formula followed by its derivative.
  std::vector<const FunctionInfo*> all() const;
  /// @brief The formulas (not their derivatives), in definition order.
  std::vector<const FunctionInfo*> formulas() const;
  /// @brief The definitions this library was made with.
  std::vector<FormulaDefinition> definitions() const;
  /// @brief The position of the formula `id` (or of the formula whose derivative `id` is)
  /// among the formulas, or −1.
  int formulaIndex(std::string_view id) const noexcept;

  struct Entry;  ///< one compiled formula and its two rows (function_library.cpp)

 private:
  FunctionLibrary() = default;
  std::vector<std::shared_ptr<const Entry>> m_formulas;
};

/// @brief A library in a shared pointer, as scenes and threads hold it.
using FunctionLibraryPtr = std::shared_ptr<const FunctionLibrary>;

}  // namespace gelu
