#pragma once
/// @file
/// @brief The function ids the model knows, for validation everywhere (scene files, `render`,
/// the Scene): one list, from core's descriptor table.
#include <QString>
#include <QStringList>

namespace ui {

/// Ids of the activation curves a scene can show, in the descriptor table's order.
QStringList activationIds();
/// Every function id (activations, derivatives, Φ, φ): what the neuron may use.
QStringList functionIds();
/// The known activation ids among `ids`, in the descriptor table's order, each once.
QStringList canonicalCurves(const QStringList& ids);
/// Empty when every id of `ids` is a known activation listed once; else one line naming the
/// first problem ("unknown curve 'tanh' (known: …)", "'gelu' is listed twice").
QString checkCurveList(const QStringList& ids);

}  // namespace ui
