#pragma once
/// @file
/// @brief Assembles the panels and the controls; actions, menus, status bar, settings.
/// Computes nothing itself.
#include <QList>
#include <QMainWindow>
#include <optional>

#include "ui/Export.hpp"

class QLabel;

namespace ui {

class Scene;
class PlotPanel;
class ControlsDock;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(Scene& scene, QWidget* parent = nullptr);
  /// Every panel, in menu order.
  const QList<PlotPanel*>& panels() const { return m_panels; }
  PlotPanel* panel(const QString& id) const;
  ControlsDock* controls() const { return m_controls; }
  /// The status-bar text.
  QString statusText() const;
  enum class ThemeChoice { System, Light, Dark };
  void setThemeChoice(ThemeChoice t);

  /// The panel that File ▸ Export panel and Ctrl+Shift+C act on: the one with the keyboard focus,
  /// else the one under the mouse, else the first visible one.
  PlotPanel* currentPanel() const;
  /// The visible panels (docked, on top of their tab stack), in menu order.
  QList<PlotPanel*> visiblePanels() const;
  /// Export one panel, or the visible panels (columns 0: as laid out in the window).
  std::optional<ExportError> exportPanel(PlotPanel* panel, const QString& path,
                                         const ExportOptions& o);
  std::optional<ExportError> exportSheet(const QString& path, const ExportOptions& o, int columns);
  /// The visible curves as CSV (the `table` format), derivatives included when their panel is
  /// visible.
  std::optional<ExportError> exportData(const QString& path);
  /// The panel as it looks on screen, at twice the pixels (crisp when pasted into slides).
  QImage panelImage(PlotPanel* panel) const;
  /// Copies panelImage() of the current panel to the clipboard.
  void copyPanel(PlotPanel* panel);

 protected:
  void closeEvent(QCloseEvent* e) override;

 private:
  void createActions();
  void createMenus();
  void createDocks();
  void readSettings();
  void writeSettings() const;
  void updateStatus();
  void moveX(double delta);
  void showError(const QString& title, const QString& message);
  void openExportDialog(bool sheet, PlotPanel* panel);
  void openExportDataDialog();

  Scene& m_scene;
  QList<PlotPanel*> m_panels;
  QList<QDockWidget*> m_docks;
  ControlsDock* m_controls = nullptr;
  QLabel* m_status = nullptr;
  ThemeChoice m_theme = ThemeChoice::System;
  QList<QAction*> m_actions;
};

}  // namespace ui
