// The window's settings: the layout and the theme survive a restart, nonsense falls back to the
// defaults, a forced theme recolours the widgets too. (Each test starts without saved settings and
// with the platform's palette: test_main.cpp.)
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QSettings>
#include <QStatusBar>

#include "ui/model/Scene.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/TextLabel.hpp"
#include "ui/window/ControlsDock.hpp"
#include "ui/window/MainWindow.hpp"

namespace {

TEST(WindowSettings, HiddenPanelsAndThemeSurviveARestart) {
  {
    ui::Scene scene;
    ui::MainWindow window(scene);
    window.show();
    auto* dock = window.findChild<QDockWidget*>("dock-errors");
    ASSERT_NE(dock, nullptr);
    dock->toggleViewAction()->trigger();
    EXPECT_FALSE(dock->isVisible());
    window.setThemeChoice(ui::MainWindow::ThemeChoice::Dark);
    window.close();  // writes the settings
  }
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  EXPECT_FALSE(window.findChild<QDockWidget*>("dock-errors")->isVisible());
  EXPECT_TRUE(window.findChild<QDockWidget*>("dock-pdf-area")->isVisible());
  EXPECT_TRUE(window.panel("cdf")->theme().dark);
}

TEST(WindowSettings, ForcedThemeRecoloursTheWidgetsToo) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  const QPalette system = QApplication::palette();
  const bool systemDark = system.color(QPalette::Window).lightness() < 128;
  window.setThemeChoice(systemDark ? ui::MainWindow::ThemeChoice::Light
                                   : ui::MainWindow::ThemeChoice::Dark);
  EXPECT_NE(QApplication::palette().color(QPalette::Window).lightness() < 128, systemDark);
  QApplication::processEvents();  // palette changes reach the widgets as events
  auto* spin = window.controls()->findChild<QWidget*>("x-spin");
  EXPECT_NE(spin->palette().color(QPalette::Base), system.color(QPalette::Base));
  window.setThemeChoice(ui::MainWindow::ThemeChoice::System);
  EXPECT_EQ(QApplication::palette().color(QPalette::Window), system.color(QPalette::Window));
  EXPECT_EQ(window.panel("cdf")->theme().dark, systemDark);
}

TEST(WindowSettings, NonsenseSettingsFallBackToDefaults) {
  QSettings().setValue("window/state", QByteArray("garbage"));
  QSettings().setValue("window/geometry", QByteArray("garbage"));
  QSettings().setValue("view/theme", 99);
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  EXPECT_TRUE(window.findChild<QDockWidget*>("dock-errors")->isVisible());
  EXPECT_GT(window.width(), 200);
}

// Regression: the hover item was created before its layer existed, so it landed on the curves'

}  // namespace

// Regression (issue 30): with a read-only home the window's settings were silently not saved.
TEST(WindowSettings, SettingsThatCannotBeSavedAreSaidOnce) {
  // /dev/null is no directory: nothing can be made below it, even by root.
  QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, "/dev/null/config");
  {
    ui::Scene scene;
    ui::MainWindow window(scene);
    EXPECT_TRUE(window.statusBar()->currentMessage().contains("Settings cannot be saved"))
        << window.statusBar()->currentMessage().toStdString();
    // Seen, not only set: the read-out that fills the bar steps aside.
    window.show();
    QStatusBar* bar = window.statusBar();
    for (const ui::TextLabel* readOut : bar->findChildren<ui::TextLabel*>()) {
      EXPECT_FALSE(readOut->isVisible()) << "the read-out covers the message";
    }
  }
  QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                     QString::fromLocal8Bit(qgetenv("GELU_TEST_SETTINGS")));
  ui::Scene scene;
  ui::MainWindow window(scene);
  EXPECT_FALSE(window.statusBar()->currentMessage().contains("Settings cannot be saved"));
}
