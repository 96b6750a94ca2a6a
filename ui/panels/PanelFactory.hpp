#pragma once
/// @file
/// @brief The panel registry: every panel by its stable id, with its factory, its short title
/// and where it appears (the main view's sheet, lecture mode). The window, the command line,
/// scenes and lecture mode all read this one table.
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

namespace ui {

class PlotPanel;
class Scene;

/// @brief One registered panel.
struct PanelInfo {
  QString id;        ///< "pdf-area", "cdf", … (command line, scenes, layout)
  const char* name;  ///< untranslated short name ("Normal pdf", context "Panels")
  bool inSheet;      ///< one of the six of the main view and the exported sheet
  bool inLecture;    ///< made when lecture mode opens (the built-in lecture's); others on demand
  std::unique_ptr<PlotPanel> (*create)(Scene& scene);
  /// A grid of plots (side by side, propagation, number formats, training): a figure of it
  /// alone may be taller than wide, where one plot would distort its curves' slopes.
  bool severalPlots = false;
  /// For menus, docks and short titles, in the user's language.
  QString shortName() const;
};

/// Every panel, in menu order.
const std::vector<PanelInfo>& panelRegistry();
/// Their ids, in menu order (equal to ui::panelIds() of the scene format; a test checks it).
QStringList registeredPanelIds();
/// The panels of the main view and of the exported sheet, in reading order.
QStringList sheetPanelIds();
/// The panels lecture mode uses.
QStringList lecturePanelIds();
/// A new panel bound to `scene`; nullptr for an unknown id.
std::unique_ptr<PlotPanel> createPanel(const QString& id, Scene& scene);
/// The registry's entry for `id`, or nullptr.
const PanelInfo* panelInfo(const QString& id);

}  // namespace ui
