// Accessibility, through Qt's accessibility interfaces (what a screen reader asks): every
// control of the window has a name and a description; every plot says what it shows, and says
// it again when the Scene changes; the keyboard focus walks the controls top to bottom.
#include <gtest/gtest.h>

#include <qcustomplot.h>
#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QTabBar>
#include <QTreeView>
#include <cmath>

#include "ui/lecture/LectureView.hpp"
#include "ui/model/CurveIds.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/Theme.hpp"
#include "ui/window/MainWindow.hpp"

namespace {

QString accessible(QWidget* w, QAccessible::Text t) {
  QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w);
  return a != nullptr ? a->text(t) : QString();
}

bool isControl(QWidget* w) {
  return qobject_cast<QAbstractButton*>(w) != nullptr ||
         qobject_cast<QAbstractSlider*>(w) != nullptr ||
         qobject_cast<QAbstractSpinBox*>(w) != nullptr || qobject_cast<QComboBox*>(w) != nullptr ||
         qobject_cast<QLineEdit*>(w) != nullptr || qobject_cast<QTreeView*>(w) != nullptr;
}

TEST(Accessibility, EveryControlHasANameAndADescription) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1600, 900);
  window.show();
  QApplication::processEvents();
  QStringList missing;
  int controls = 0;
  for (QWidget* w : window.findChildren<QWidget*>()) {
    if (!isControl(w) || w->focusPolicy() == Qt::NoFocus) continue;
    if (qobject_cast<QLineEdit*>(w) != nullptr &&
        qobject_cast<QAbstractSpinBox*>(w->parentWidget()) != nullptr)
      continue;
    if (qobject_cast<QLineEdit*>(w) != nullptr &&
        qobject_cast<QComboBox*>(w->parentWidget()) != nullptr)
      continue;
    if (qobject_cast<QTabBar*>(w->parentWidget()) != nullptr) continue;  // Qt's own scroll arrows
    ++controls;
    const QString name = accessible(w, QAccessible::Name);
    const QString description = accessible(w, QAccessible::Description);
    if (name.trimmed().isEmpty() || description.trimmed().isEmpty()) {
      missing << QString("%1 '%2' (name '%3', description '%4')")
                     .arg(w->metaObject()->className(), w->objectName(), name, description);
    }
  }
  EXPECT_GT(controls, 30);
  EXPECT_TRUE(missing.isEmpty()) << missing.join("\n").toStdString();
}

QString plotDescription(ui::MainWindow& window, const QString& id) {
  auto* plot = window.panel(id)->findChild<QWidget*>(id + "-plot");
  EXPECT_NE(plot, nullptr) << id.toStdString();
  EXPECT_FALSE(accessible(plot, QAccessible::Name).isEmpty()) << id.toStdString();
  return accessible(plot, QAccessible::Description);
}

TEST(Accessibility, EveryPlotSaysWhatItShowsAndFollowsTheScene) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1600, 900);
  window.show();
  QApplication::processEvents();
  const QString pdf = plotDescription(window, "pdf-area");
  EXPECT_TRUE(pdf.contains("Normal pdf")) << pdf.toStdString();
  EXPECT_TRUE(pdf.contains("x axis from −4 to 3")) << pdf.toStdString();
  // The read-outs' formulas are read aloud.
  EXPECT_TRUE(pdf.contains("x equals 0.50; Phi of x equals 0.6915")) << pdf.toStdString();
  EXPECT_TRUE(plotDescription(window, "cdf").contains("Phi of 0.50 equals 0.6915"));
  const QString activations = plotDescription(window, "activations");
  EXPECT_TRUE(activations.contains("GELU = 0.3457")) << activations.toStdString();
  EXPECT_TRUE(activations.contains("ReLU = 0.5")) << activations.toStdString();
  scene.setX(1);
  QApplication::processEvents();
  EXPECT_TRUE(plotDescription(window, "pdf-area").contains("Phi of x equals 0.8413"));
  EXPECT_TRUE(plotDescription(window, "activations").contains("GELU = 0.8413"));
  scene.simulateTo(100);
  QApplication::processEvents();
  const QString run = plotDescription(window, "monte-carlo");
  EXPECT_TRUE(run.contains("n equals 100")) << run.toStdString();
  for (ui::PlotPanel* p : window.panels()) {
    EXPECT_FALSE(p->accessibleSummary().isEmpty()) << p->panelId().toStdString();
  }
}

TEST(Accessibility, TheFocusWalksTheControlsTopToBottom) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1600, 900);
  window.show();
  QApplication::processEvents();
  // Tab from the x slider through the controls dock: each next control is lower, or to the
  // right on the same row, until the dock's controls end.
  QWidget* w = window.findChild<QWidget*>("x-slider");
  ASSERT_NE(w, nullptr);
  QWidget* dock = w->parentWidget();
  while (dock != nullptr && qobject_cast<QDockWidget*>(dock) == nullptr)
    dock = dock->parentWidget();
  ASSERT_NE(dock, nullptr);
  int steps = 0;
  QPoint last = w->mapTo(dock, QPoint(0, 0));
  for (QWidget* next = w->nextInFocusChain(); next != w && dock->isAncestorOf(next);
       next = next->nextInFocusChain()) {
    if (next->focusPolicy() == Qt::NoFocus || !next->isVisible()) continue;
    const QPoint at = next->mapTo(dock, QPoint(0, 0));
    EXPECT_TRUE(at.y() > last.y() || (at.y() >= last.y() - 4 && at.x() > last.x()))
        << next->metaObject()->className() << " '" << next->objectName().toStdString() << "' at "
        << at.x() << "," << at.y() << " after " << last.x() << "," << last.y();
    last = at;
    ++steps;
  }
  EXPECT_GT(steps, 15);
}

/// WCAG's contrast ratio of two colours (1 to 21).
double contrast(const QColor& a, const QColor& b) {
  const auto luminance = [](const QColor& c) {
    const auto channel = [](double v) {
      return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
  };
  const double la = luminance(a);
  const double lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

TEST(Accessibility, TheHighContrastThemeIsWhiteOnBlackWithHeavierCurves) {
  const ui::Theme t = ui::Theme::highContrastTheme();
  EXPECT_GE(contrast(t.foreground, t.background), 20.0);  // text: WCAG AAA is 7:1
  EXPECT_GE(contrast(t.accent, t.background), 7.0);       // the x marker
  EXPECT_GE(contrast(t.grid, t.background), 3.0);         // a grid seen, but behind the curves
  for (const QString& id :
       ui::activationIds(*gelu::FunctionLibrary::builtIns())) {  // every curve: at least 4.5:1
    EXPECT_GE(contrast(t.curveColor(id), t.background), 4.5) << id.toStdString();
    EXPECT_DOUBLE_EQ(t.curvePen(id).widthF(), 1.5 * ui::Theme::light().curvePen(id).widthF());
  }
  // In the window: View ▸ Theme ▸ High contrast styles every panel and the widgets, and is the
  // scene's theme (saved and loaded with it).
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.setThemeChoice(ui::MainWindow::ThemeChoice::HighContrast);
  for (ui::PlotPanel* p : window.panels()) {
    EXPECT_TRUE(p->theme().highContrast) << p->panelId().toStdString();
    EXPECT_EQ(p->theme().background, QColor(Qt::black));
  }
  EXPECT_EQ(QApplication::palette().color(QPalette::Window), QColor(Qt::black));
  // The Monte Carlo funnel stands out from the black (it was 1.4:1).
  const QCustomPlot* mc = window.panel("monte-carlo")->plot();
  int bands = 0;
  for (int i = 0; i < mc->graphCount(); ++i) {
    const QCPGraph* g = mc->graph(i);
    if (g->channelFillGraph() == nullptr) continue;
    ++bands;
    const QColor fill = g->brush().color();
    const double a = fill.alphaF();
    const QColor shown =
        QColor::fromRgbF(static_cast<float>(a * fill.redF()), static_cast<float>(a * fill.greenF()),
                         static_cast<float>(a * fill.blueF()));  // over black
    EXPECT_GE(contrast(shown, Qt::black), 3.0);
  }
  EXPECT_EQ(bands, 1);
  EXPECT_EQ(scene.view().theme, ui::ThemeChoice::HighContrast);
  ui::SceneFileData data;
  data.view.theme = ui::ThemeChoice::HighContrast;
  QString error;
  const auto back = ui::parseScene(ui::sceneFileText(data), &error);
  ASSERT_TRUE(back.has_value()) << error.toStdString();
  EXPECT_EQ(back->view.theme, ui::ThemeChoice::HighContrast);
  window.setThemeChoice(ui::MainWindow::ThemeChoice::System);
}

// Regression: View ▸ Theme ▸ High contrast was saved but never restored (the settings reader
// accepted 0..2 only).
TEST(Accessibility, HighContrastSurvivesARestart) {
  {
    ui::Scene scene;
    ui::MainWindow window(scene);
    window.setThemeChoice(ui::ThemeChoice::HighContrast);
    window.close();  // writes the settings
  }
  ui::Scene scene;
  ui::MainWindow window(scene);
  EXPECT_EQ(window.themeChoice(), ui::ThemeChoice::HighContrast);
  EXPECT_TRUE(window.panels().first()->theme().highContrast);
  window.setThemeChoice(ui::ThemeChoice::System);
  window.close();
}

// Regression: lecture mode showed every theme but Dark as light, so a high-contrast scene
// opened with `--lecture 3` was black on white.
TEST(Accessibility, LectureModeKeepsTheWindowsTheme) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.setThemeChoice(ui::ThemeChoice::HighContrast);
  window.enterLecture(3);
  ASSERT_NE(window.lecture(), nullptr);
  const QStringList shown = window.lecture()->shownPanels();
  ASSERT_FALSE(shown.isEmpty());
  for (const QString& id : shown) {
    const ui::Theme& t = window.lecture()->panel(id)->theme();
    EXPECT_TRUE(t.highContrast) << id.toStdString();
    EXPECT_EQ(t.background, QColor(Qt::black)) << id.toStdString();
  }
  window.leaveLecture();
  window.setThemeChoice(ui::ThemeChoice::System);
}

}  // namespace
