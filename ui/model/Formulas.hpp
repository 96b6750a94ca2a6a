#pragma once
/// @file
/// @brief The Scene's typed formulas: checking a definition, and the function library
/// (core/function_library.hpp) a list of them makes, in which every panel, the table and the
/// neuron find their ids.
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

#include "core/function_library.hpp"
#include "ui/model/SceneState.hpp"

namespace ui {

/// The line styles a formula may ask for.
QStringList formulaStyles();

/// Empty when `def` can be defined beside `others` (the other formulas of the scene); else one
/// line naming the part: "name: …" or "expression: missing ')' at column 7".
QString checkFormula(const FormulaDef& def, const QList<FormulaDef>& others = {});

/// The valid formulas of `defs`, in order (each checked against those kept before it).
QList<FormulaDef> validFormulas(const QList<FormulaDef>& defs);

/// `base`'s built-ins plus exactly `defs`, which must be valid (validFormulas()); rows of
/// unchanged definitions are reused.
gelu::FunctionLibraryPtr libraryWith(const gelu::FunctionLibrary& base,
                                     const QList<FormulaDef>& defs);

/// The definition of a formula id (or of its derivative "d<id>") among `defs`, and its
/// position; nullopt / −1 when `id` is not one of them.
std::optional<FormulaDef> findFormula(const QList<FormulaDef>& defs, const QString& id,
                                      int* index = nullptr);

}  // namespace ui
