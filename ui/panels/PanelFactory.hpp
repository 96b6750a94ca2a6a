#pragma once
/// @file
/// @brief Every panel by its stable id, for the window, the command line and scenes.
#include <QString>
#include <QStringList>
#include <memory>

#include "ui/SceneState.hpp"

namespace ui {

class PlotPanel;
class Scene;

/// The six panels of the main view and of the exported sheet, in reading order.
QStringList sheetPanelIds();
/// A new panel bound to `scene`; nullptr for an unknown id.
std::unique_ptr<PlotPanel> createPanel(const QString& id, Scene& scene);

}  // namespace ui
