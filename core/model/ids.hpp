#pragma once
/// @file
/// @brief The function ids a library knows and a scene's typed formulas, for validation
/// everywhere (scene and deck files, `render`, the Scene, the web page): one list, from core's
/// descriptor table and the library's formulas.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/function_library.hpp"
#include "core/model/error.hpp"
#include "core/model/state.hpp"

namespace gelu::model {

/// Ids of the activation curves a scene with `library` can show, in the descriptor table's
/// order, then its typed formulas.
std::vector<std::string> activationIds(const FunctionLibrary& library);
/// Whether `id` is an activation of `library` (not Φ, φ or a derivative).
bool isActivation(const FunctionLibrary& library, std::string_view id);
/// Every function id of `library` (activations, derivatives, Φ, φ): what the neuron may use.
std::vector<std::string> functionIds(const FunctionLibrary& library);
/// The activation ids of `library` among `ids`, in the library's order, each once.
std::vector<std::string> canonicalCurves(const std::vector<std::string>& ids,
                                         const FunctionLibrary& library);
/// nullopt when every id of `ids` is an activation of `library` listed once; else the first
/// problem (UnknownCurve or ListedTwice, no path).
std::optional<ModelError> checkCurveList(const std::vector<std::string>& ids,
                                         const FunctionLibrary& library);

/// @brief A named selection of curves for pickers (names are the front ends' to translate).
struct CurvePreset {
  std::string id;                   ///< "figure1", "approximations", "transformer", "smooth"
  const char* name;                 ///< English ("The paper's Figure 1"), context "CurveIds"
  std::vector<std::string> curves;  ///< activation ids, in the table's order
};
/// The presets, in menu order (built-in curves only).
std::vector<CurvePreset> curvePresets();

/// @brief A group of pickers: "GELU family", "Smooth", "Rectifiers", "Piecewise", "Your formulas".
struct CurveGroup {
  const char* name;                 ///< English, context "CurveIds"
  std::vector<std::string> curves;  ///< activation ids, in the table's order
};
/// The activations of `library` grouped by family, in display order (its formulas last).
std::vector<CurveGroup> curveGroups(const FunctionLibrary& library);

/// The line styles a formula may ask for.
const std::vector<std::string>& formulaStyles();
/// nullopt when `def` can be defined beside `others` (the scene's other formulas); else why, its
/// path naming the part ("id", "expression", "colour" or "style").
std::optional<ModelError> checkFormula(const FormulaDef& def,
                                       const std::vector<FormulaDef>& others = {});
/// `def` with exactly the parameters its expression uses (parameterNames), in that order: the
/// values it already has, 1 for a new one.
FormulaDef withParameters(FormulaDef def);
/// The valid formulas of `defs`, in order (each checked against those kept before it).
std::vector<FormulaDef> validFormulas(const std::vector<FormulaDef>& defs);
/// `base`'s built-ins plus exactly `defs`, which must be valid (validFormulas()); rows of
/// unchanged definitions are reused.
FunctionLibraryPtr libraryWith(const FunctionLibrary& base, const std::vector<FormulaDef>& defs);
/// The definition of a formula id (or of its derivative "d<id>") among `defs`, and its
/// position; nullopt / −1 when `id` is not one of them.
std::optional<FormulaDef> findFormula(const std::vector<FormulaDef>& defs, std::string_view id,
                                      int* index = nullptr);

}  // namespace gelu::model
