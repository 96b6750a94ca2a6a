#pragma once
/// @file
/// @brief The function ids of a library (core/model/ids.hpp) as the window's pickers list them:
/// ids as Qt strings, presets and groups with their names translated (context "CurveIds").
#include <QList>
#include <QString>
#include <QStringList>

#include "core/function_library.hpp"

namespace ui {

/// Ids of the activation curves a scene with `library` can show, in the descriptor table's
/// order, then its typed formulas (gelu::model::activationIds).
QStringList activationIds(const gelu::FunctionLibrary& library);
/// Every function id of `library` (gelu::model::functionIds).
QStringList functionIds(const gelu::FunctionLibrary& library);

/// A named selection of curves for the picker ("the paper's Figure 1", …).
struct CurvePreset {
  QString id;          ///< stable: "figure1", "approximations", "transformer", "smooth"
  QString name;        ///< translated display name
  QStringList curves;  ///< activation ids, in the table's order
};
/// The presets, in menu order (built-in curves only).
QList<CurvePreset> curvePresets();

/// A group of the picker: "GELU family", "Smooth", "Rectifiers", "Piecewise".
struct CurveGroup {
  QString name;        ///< translated display name
  QStringList curves;  ///< activation ids, in the table's order
};
/// The activations of `library` grouped by family, in display order (its formulas last).
QList<CurveGroup> curveGroups(const gelu::FunctionLibrary& library);

}  // namespace ui
