// The window's settings: the layout and the theme survive a restart, nonsense falls back to the
// defaults, a forced theme recolours the widgets too. (Each test starts without saved settings and
// with the platform's palette: test_main.cpp.)
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QToolButton>

#include "ui/model/Scene.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/TextLabel.hpp"
#include "ui/window/ControlsDock.hpp"
#include "ui/window/MainWindow.hpp"
#include "ui/window/ViewArea.hpp"

namespace {

TEST(WindowSettings, TheLastViewItsPanelsAndThemeSurviveARestart) {
  {
    ui::Scene scene;
    ui::MainWindow window(scene);
    window.show();
    window.action("view-approximations")->trigger();
    auto* neuron = window.viewArea()->panelMenu()->findChild<QAction*>("show-neuron");
    ASSERT_NE(neuron, nullptr);
    neuron->trigger();  // ticked in the checklist
    EXPECT_EQ(window.viewArea()->shownIds(), QStringList({"activations", "errors", "neuron"}));
    window.setThemeChoice(ui::MainWindow::ThemeChoice::Dark);
    window.close();  // writes the settings
  }
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  EXPECT_EQ(window.viewArea()->currentView(), "approximations");
  EXPECT_EQ(window.viewArea()->shownIds(), QStringList({"activations", "errors", "neuron"}));
  EXPECT_FALSE(window.panel("pdf-area")->isVisible());
  EXPECT_TRUE(window.panel("cdf")->theme().dark);
  // View ▸ Reset layout: the idea's view with its own panels.
  window.action("reset-layout")->trigger();
  EXPECT_EQ(window.viewArea()->shownIds(),
            QStringList({"pdf-area", "cdf", "monte-carlo", "activations"}));
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

TEST(WindowSettings, TheThemeIsOneClickFromTheViewBar) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1280, 720);
  window.show();
  QApplication::processEvents();
  auto* button = window.viewArea()->bar()->findChild<QToolButton*>("theme-button");
  ASSERT_NE(button, nullptr);
  EXPECT_TRUE(button->isVisible());
  const QRect onWindow(button->mapTo(&window, QPoint(0, 0)), button->size());
  EXPECT_TRUE(window.rect().contains(onWindow)) << onWindow.x() << "+" << onWindow.width();
  auto* save = window.viewArea()->bar()->findChild<QToolButton*>("save-view");
  ASSERT_NE(save, nullptr);
  EXPECT_FALSE(QRect(save->mapTo(&window, QPoint(0, 0)), save->size()).intersects(onWindow));
  ASSERT_NE(button->menu(), nullptr);
  QAction* dark = nullptr;
  for (QAction* a : button->menu()->actions()) {
    if (a->data().toInt() == static_cast<int>(ui::MainWindow::ThemeChoice::Dark)) dark = a;
  }
  ASSERT_NE(dark, nullptr);
  dark->trigger();
  EXPECT_EQ(window.themeChoice(), ui::MainWindow::ThemeChoice::Dark);
  EXPECT_TRUE(window.panel("cdf")->theme().dark);
  // The View menu's own choices: chosen from the bar, ticked there.
  window.setThemeChoice(ui::MainWindow::ThemeChoice::HighContrast);
  EXPECT_FALSE(dark->isChecked());
}

TEST(WindowSettings, NonsenseSettingsFallBackToDefaults) {
  QSettings().setValue("view/current", "no such view");
  QSettings().setValue("view/panels", QStringList({"nope", "gone"}));
  QSettings().setValue("window/state", QByteArray("garbage"));
  QSettings().setValue("window/geometry", QByteArray("garbage"));
  QSettings().setValue("view/theme", 99);
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  EXPECT_TRUE(window.panel("pdf-area")->isVisible());
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
