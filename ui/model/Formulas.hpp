#pragma once
/// @file
/// @brief The Scene's typed formulas: checking a definition, and applying a list of them to
/// core's function registry (core/user_functions.hpp) so every panel, the table and the neuron
/// can use their ids.
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

#include "ui/model/SceneState.hpp"

namespace ui {

/// The line styles a formula may ask for.
QStringList formulaStyles();

/// Empty when `def` can be defined beside `others` (the other formulas of the scene); else one
/// line naming the part: "name: …" or "expression: missing ')' at column 7".
QString checkFormula(const FormulaDef& def, const QList<FormulaDef>& others = {});

/// Makes exactly the valid formulas of `defs` the defined ones (redefining changed ones,
/// removing the rest) and returns those valid, in order.
QList<FormulaDef> applyFormulas(const QList<FormulaDef>& defs);

/// The applied definition of a formula id (or of its derivative "d<id>"), and its position
/// among the applied formulas; nullopt / −1 when `id` is not a formula.
std::optional<FormulaDef> appliedFormula(const QString& id, int* index = nullptr);

}  // namespace ui
