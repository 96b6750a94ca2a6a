#pragma once
/// @file
/// @brief Assembles the panels and the controls; actions, menus, status bar, settings.
/// Computes nothing itself.
#include <QList>
#include <QMainWindow>

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

  Scene& m_scene;
  QList<PlotPanel*> m_panels;
  QList<QDockWidget*> m_docks;
  ControlsDock* m_controls = nullptr;
  QLabel* m_status = nullptr;
  ThemeChoice m_theme = ThemeChoice::System;
  QList<QAction*> m_actions;
};

}  // namespace ui
