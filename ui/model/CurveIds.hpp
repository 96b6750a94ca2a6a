#pragma once
/// @file
/// @brief The function ids the model knows, for validation everywhere (scene files, `render`,
/// the Scene): one list, from core's descriptor table.
#include <QList>
#include <QString>
#include <QStringList>

namespace ui {

/// Ids of the activation curves a scene can show, in the descriptor table's order, then the
/// typed formulas defined now (core/user_functions.hpp).
QStringList activationIds();
/// Every function id (activations, derivatives, Φ, φ): what the neuron may use.
QStringList functionIds();
/// The known activation ids among `ids`, in the descriptor table's order, each once.
QStringList canonicalCurves(const QStringList& ids);
/// A named selection of curves for the picker ("the paper's Figure 1", …).
struct CurvePreset {
  QString id;          ///< stable: "figure1", "approximations", "transformer", "smooth"
  QString name;        ///< translated display name
  QStringList curves;  ///< activation ids, in the table's order
};
/// The presets, in menu order.
QList<CurvePreset> curvePresets();

/// A group of the picker: "GELU family", "Smooth", "Rectifiers", "Piecewise".
struct CurveGroup {
  QString name;        ///< translated display name
  QStringList curves;  ///< activation ids, in the table's order
};
/// The activations grouped by family, in display order.
QList<CurveGroup> curveGroups();

/// Empty when every id of `ids` is a known activation listed once; else one line naming the
/// first problem ("unknown curve 'tanh' (known: …)", "'gelu' is listed twice").
QString checkCurveList(const QStringList& ids);

}  // namespace ui
