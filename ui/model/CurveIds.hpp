#pragma once
/// @file
/// @brief The function ids a library knows, for validation everywhere (scene files, `render`,
/// the Scene): one list, from core's descriptor table and the library's formulas.
#include <QList>
#include <QString>
#include <QStringList>

#include "core/function_library.hpp"

namespace ui {

/// Ids of the activation curves a scene with `library` can show, in the descriptor table's
/// order, then its typed formulas.
QStringList activationIds(const gelu::FunctionLibrary& library);
/// Every function id of `library` (activations, derivatives, Φ, φ): what the neuron may use.
QStringList functionIds(const gelu::FunctionLibrary& library);
/// The activation ids of `library` among `ids`, in the library's order, each once.
QStringList canonicalCurves(const QStringList& ids, const gelu::FunctionLibrary& library);
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

/// Empty when every id of `ids` is an activation of `library` listed once; else one line
/// naming the first problem ("unknown curve 'tanh' (known: …)", "'gelu' is listed twice").
QString checkCurveList(const QStringList& ids, const gelu::FunctionLibrary& library);

}  // namespace ui
