#pragma once

#include <QStringList>

namespace ui {

class Scene;

/// The curves a view's panels may draw beside the scene's own: the approximations the errors
/// panel compares (ErrorsPanel::approximationsOf), then the neuron's activation when its output
/// lies on that curve (no gate). Every panel colours them with this list after the scene's
/// curves (Theme::curveColor's `companions`), so a companion has one colour in every panel and
/// never recolours a curve of the scene; a panel that draws only some of them still passes all.
QStringList companionCurves(const Scene& scene);

/// The neuron's activation when its output is on that activation's curve (an activation of the
/// library, no gate), else nothing.
QString neuronCompanion(const Scene& scene);

}  // namespace ui
