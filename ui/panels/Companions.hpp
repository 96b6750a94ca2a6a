#pragma once

#include <QStringList>

namespace ui {

class Scene;

/// The curves the panels `shown` together draw beside the scene's own, by the core's rule
/// (gelu::model::companionCurves, the web page's too). Every panel of the view colours its
/// curves with this list after the scene's (Theme::curveColor's `companions`), so a companion
/// has one colour in each of them, and a curve no panel of the view draws takes no colour from
/// one that is drawn.
QStringList companionCurves(const Scene& scene, const QStringList& shown);

/// The approximations the errors panel compares (gelu::model::comparedApproximations).
QStringList comparedApproximations(const Scene& scene);

}  // namespace ui
