#pragma once

#include <QStringList>

namespace ui {

class Scene;

/// The curves the panels `shown` together draw beside the scene's own: with the errors panel the
/// approximations it compares (comparedApproximations), with the neuron its activation
/// when its output lies on that curve (no gate). Every panel of the view colours its curves
/// with this list after the scene's (Theme::curveColor's `companions`), so a companion has one
/// colour in each of them and never recolours a curve of the scene, and a curve no panel of the
/// view draws takes no colour from one that is drawn.
QStringList companionCurves(const Scene& scene, const QStringList& shown);

/// The approximations the errors panel compares: those the scene shows (GELU (tanh), GELU
/// (sigmoid)), else both; none under the precision lens, where it compares GELU's evaluations.
QStringList comparedApproximations(const Scene& scene);

}  // namespace ui
