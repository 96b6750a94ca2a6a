// The Scene as the one model: one table of limits that every control can show, one signal per
// change, the view flags kept in the Scene. Most tests need no MainWindow.
#include <gtest/gtest.h>

#include <qcustomplot.h>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSlider>
#include <QStatusBar>
#include <QTest>
#include <limits>

#include "core/model/limits.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/panels/NeuronPanel.hpp"
#include "ui/panels/NumberEdit.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PdfAreaPanel.hpp"
#include "ui/window/ControlsDock.hpp"
#include "ui/window/MainWindow.hpp"

namespace {

/// Every Scene signal, counted.
struct Spies {
  explicit Spies(ui::Scene& s)
      : changed(&s, &ui::Scene::changed),
        advanced(&s, &ui::Scene::simulationAdvanced),
        playing(&s, &ui::Scene::playingChanged) {}
  /// How many changes touched `flag`.
  int count(int flag) const {
    int n = 0;
    for (const QList<QVariant>& args : changed) n += (args.at(0).toInt() & flag) != 0 ? 1 : 0;
    return n;
  }
  QSignalSpy changed, advanced, playing;
};

ui::ModelState everythingElse() {
  ui::ModelState m;
  m.x = -1.25;
  m.mu = 0.5;
  m.sigma = 2;
  m.alpha = 0.5;
  m.curves = {"silu", "gelu"};
  m.xMin = -6;
  m.xMax = 6;
  m.yMin = -2;
  m.yMax = 5;
  m.seed = 7;
  m.normalMethod = true;
  m.speed = 3;
  m.gridMode = true;
  m.neuron = {1, 2, 3, 4, 5, "relu"};
  return m;
}

// Regression: one setState (every undo, redo, scene open and lecture exit) emitted 18 signals
// and rebuilt the simulation 6 times.
TEST(SceneModel, SetStateNotifiesOnceWithEveryFlagItTouched) {
  ui::Scene scene;
  Spies s(scene);
  scene.setState(everythingElse());
  ASSERT_EQ(s.changed.count(), 1);
  EXPECT_EQ(s.changed.at(0).at(0).toInt(), 63 | ui::Scene::kSimulation);  // every model flag
  EXPECT_EQ(s.advanced.count(), 0);
  EXPECT_EQ(scene.state(), scene.sanitized(everythingElse()));
  EXPECT_EQ(scene.curves(), (QStringList{"gelu", "silu"}));  // the table's order
  // The same state again: nothing at all.
  scene.setState(everythingElse());
  EXPECT_EQ(s.changed.count(), 1);
}

TEST(SceneModel, EachSetterNotifiesOnlyItsOwnFlag) {
  ui::Scene scene;
  Spies s(scene);
  scene.setX(1.5);
  ASSERT_EQ(s.changed.count(), 1);
  // x moves the simulation with it: one notification for both.
  EXPECT_EQ(s.changed.at(0).at(0).toInt(), ui::Scene::kX | ui::Scene::kSimulation);
  scene.setCurveShown("silu", true);
  ASSERT_EQ(s.changed.count(), 2);
  EXPECT_EQ(s.changed.at(1).at(0).toInt(), ui::Scene::kCurves);  // the run is untouched
  scene.setPrecisionLens(true);
  EXPECT_EQ(s.changed.last().at(0).toInt(), ui::Scene::kView);
  EXPECT_TRUE(scene.view().precisionLens);
  scene.setTheme(ui::ThemeChoice::System);  // unchanged: nothing
  EXPECT_EQ(s.count(ui::Scene::kView), 1);
  EXPECT_FALSE(gelu::model::parseTheme("solarized").has_value());
  for (const std::string& name : gelu::model::themeNames()) {
    ASSERT_TRUE(gelu::model::parseTheme(name).has_value()) << name;
    EXPECT_EQ(gelu::model::themeName(*gelu::model::parseTheme(name)), name);
  }
  scene.resetSimulation();
  EXPECT_EQ(s.changed.last().at(0).toInt(), ui::Scene::kSimulation);
}

// Regression: setState emitted its signals and only then rebuilt the simulation, so every
// listener of an x move saw the old run (the Monte Carlo panel and the status line computed
// twice, and the plot's accessible description could keep the old tally).
TEST(SceneModel, ListenersSeeTheFinishedStateOnly) {
  ui::Scene scene;
  scene.simulateTo(500);
  std::vector<std::pair<double, std::uint64_t>> seen;  // the run's x and n at each notification
  QObject::connect(&scene, &ui::Scene::changed, [&](int) {
    seen.emplace_back(scene.simulator().config().x, scene.simulator().n());
  });
  scene.setX(-1.25);
  ASSERT_EQ(seen.size(), 1u);
  EXPECT_EQ(seen[0].first, -1.25);
  EXPECT_EQ(seen[0].second, 0u);
  scene.setMu(0.5);
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_EQ(scene.simulator().config().mu, 0.5);
  // The Monte Carlo plot's description follows the new run at once.
  auto panel = ui::createPanel("monte-carlo", scene);
  scene.simulateTo(1000);
  // (the tally's formulas read aloud: "n equals 0")
  EXPECT_FALSE(panel->plot()->accessibleDescription().contains("n equals 0"));
  scene.setX(0.75);
  const QString after = panel->plot()->accessibleDescription();
  EXPECT_TRUE(after.contains("n equals 0")) << after.toStdString();
}

// Regression: the speed slider covered 0.25..10 while the limits table (scene files, the
// Scene) allows 0.1..20.
TEST(SceneModel, TheSpeedSliderSpansTheLimitsTable) {
  ui::Scene scene;
  ui::ControlsDock dock(scene);
  auto* slider = dock.findChild<QSlider*>("speed");
  ASSERT_NE(slider, nullptr);
  slider->setValue(slider->minimum());
  EXPECT_EQ(scene.speed(), gelu::limits::kSpeed.min);
  slider->setValue(slider->maximum());
  EXPECT_EQ(scene.speed(), gelu::limits::kSpeed.max);
  scene.setSpeed(1.0);  // the default sits on a step, and the slider follows the Scene
  slider->setValue(slider->minimum());
  scene.setSpeed(1.0);
  EXPECT_GT(slider->value(), slider->minimum());
  EXPECT_LT(slider->value(), slider->maximum());
}

TEST(SceneModel, OneTableOfLimitsForTheSceneTheFileAndTheControls) {
  ui::Scene scene;
  scene.setSigma(1e-9);
  EXPECT_EQ(scene.sigma(), gelu::limits::kSigma.min);
  scene.setAlpha(1e-6);  // the file format's minimum, which the dock used to refuse
  EXPECT_EQ(scene.alpha(), 1e-6);
  scene.setYRange(-1e6, 1e6);
  EXPECT_EQ(scene.yMax(), 1e6);
  // A file at every limit loads, and the Scene keeps every value exactly.
  ui::SceneFileData d;
  d.model.x = gelu::limits::kX.min;
  d.model.mu = gelu::limits::kMu.max;
  d.model.sigma = gelu::limits::kSigma.min;
  d.model.alpha = gelu::limits::kAlpha.min;
  d.model.yMin = gelu::limits::kY.min;
  d.model.yMax = gelu::limits::kY.max;
  d.model.speed = gelu::limits::kSpeed.max;
  d.model.seed = std::numeric_limits<std::uint64_t>::max();
  d.model.neuron = {1e6, -1e6, 1e6, 1e6, -1e6, "pdf"};
  QString error;
  const auto loaded = ui::parseScene(ui::sceneFileText(d), &error);
  ASSERT_TRUE(loaded.has_value()) << error.toStdString();
  scene.setState(loaded->model);
  EXPECT_EQ(scene.state(), d.model);
  // The dock's boxes take every value of the table.
  ui::ControlsDock dock(scene);
  const auto spin = [&](const char* name) { return dock.findChild<QDoubleSpinBox*>(name); };
  ASSERT_NE(spin("sigma"), nullptr);
  EXPECT_EQ(spin("sigma")->minimum(), gelu::limits::kSigma.min);
  EXPECT_EQ(spin("alpha")->minimum(), gelu::limits::kAlpha.min);
  EXPECT_EQ(spin("y-max")->maximum(), gelu::limits::kY.max);
  EXPECT_EQ(spin("sigma")->value(), gelu::limits::kSigma.min);
  EXPECT_EQ(dock.findChild<ui::SeedEdit*>("seed")->text(), "18446744073709551615");
}

// Regression: with neuron values of ±1e6, one click on w1's arrow clamped all five to ±100 (and
// Ctrl+S saved that); with the activation `pdf` the box was blank and edits were ignored.
TEST(SceneModel, TheNeuronControlsKeepEveryValueAndShowEveryFunction) {
  ui::Scene scene;
  ui::ModelState m = scene.state();
  m.neuron = {1e6, -1e6, 1e6, 1e6, -1e6, "pdf"};
  scene.setState(m);
  ui::NeuronPanel panel(scene);
  auto* w1 = panel.findChild<QDoubleSpinBox*>("w1");
  auto* activation = panel.findChild<QComboBox*>("activation");
  ASSERT_NE(w1, nullptr);
  ASSERT_NE(activation, nullptr);
  EXPECT_EQ(activation->currentData().toString(), "pdf");
  EXPECT_FALSE(activation->currentText().isEmpty());
  w1->stepDown();
  const ui::NeuronState& n = scene.neuron();
  EXPECT_EQ(n.x1, 1e6);
  EXPECT_EQ(n.x2, -1e6);
  EXPECT_EQ(n.w1, 1e6 - gelu::limits::kNeuron.step);
  EXPECT_EQ(n.w2, 1e6);
  EXPECT_EQ(n.bias, -1e6);
  EXPECT_EQ(n.activation, "pdf");
  activation->setCurrentIndex(activation->findData("cdf"));
  EXPECT_EQ(scene.neuron().activation, "cdf");
}

// Regression: x = 0.005 was labelled "x = 0.01" beside Φ = 0.5020.
TEST(SceneModel, ReadOutsPrintXAtThePrecisionItHas) {
  ui::Scene scene;
  scene.setX(0.005);
  EXPECT_EQ(ui::formatX(0.005), "0.005");
  EXPECT_EQ(ui::formatX(0.5), "0.50");
  EXPECT_EQ(ui::formatX(-1.25), "−1.25");  // a true minus (U+2212)
  EXPECT_EQ(ui::texX(-1.25), "-1.25");     // which TeX sets from '-'
  EXPECT_EQ(ui::formatValue(4.73e-4), "4.730·10⁻⁴");
  EXPECT_EQ(ui::texValue(4.73e-4), "4.730\\cdot 10^{-4}");
  EXPECT_EQ(ui::formatCount(1000000), "1\u202f000\u202f000");
  EXPECT_EQ(ui::formatCount(9999), "9999");  // four digits stay together
  EXPECT_EQ(ui::texCount(1000000), "1\\,000\\,000");
  EXPECT_EQ(ui::formatX(1.0 / 3.0), "0.333333");
  EXPECT_EQ(ui::formatX(1.1800000000000002), "1.18");  // found by looking: "x = 1.180000"
  // Keys, dragging and the sweep land on the doubles nearest the decimal grid.
  EXPECT_EQ(ui::snapX(1.16 + 0.02), 1.18);
  EXPECT_EQ(ui::snapX(-0.1 - 0.2), -0.3);
  double x = -3.0;
  for (int i = 0; i < 300; ++i) {
    x = ui::snapX(x + 0.02);
    ASSERT_EQ(ui::formatX(x).size(), QString::number(x, 'f', 2).size()) << x;  // one width
  }
  ui::PdfAreaPanel pdf(scene);
  EXPECT_TRUE(pdf.readout().contains("0.005")) << pdf.readout().toStdString();
  ui::MainWindow window(scene);
  EXPECT_TRUE(window.statusText().startsWith("x = 0.005 ")) << window.statusText().toStdString();
  // The seed box takes a 64-bit seed.
  auto* seed = window.controls()->findChild<ui::SeedEdit*>("seed");
  ASSERT_NE(seed, nullptr);
  seed->setText("18446744073709551557");
  emit seed->editingFinished();
  EXPECT_EQ(scene.seed(), 18446744073709551557ULL);
  seed->setText("18446744073709551616");  // one too many: back to the seed in use
  emit seed->editingFinished();
  EXPECT_EQ(scene.seed(), 18446744073709551557ULL);
  EXPECT_EQ(seed->text(), "18446744073709551557");
  const QString said = window.statusBar()->currentMessage();  // and says so
  EXPECT_TRUE(said.contains("18446744073709551616") && said.contains("18446744073709551557"))
      << said.toStdString();
}

TEST(SceneModel, NumberEditNeverRounds) {
  ui::NumberEdit e(gelu::limits::kSigma);
  for (double v : {0.001, 0.005, 0.123456789012345, 9.999999999999998, 1.0 / 3.0}) {
    e.setValue(v);
    EXPECT_EQ(e.value(), v);
    EXPECT_EQ(e.valueFromText(e.textFromValue(v)), v);
  }
  e.setValue(0.05);
  e.stepUp();  // adaptive: a tenth of the leading decimal
  EXPECT_NEAR(e.value(), 0.051, 1e-12);
}

TEST(SceneModel, ThePanelRegistryIsTheSceneFormatsList) {
  EXPECT_EQ(ui::registeredPanelIds(), ui::toQt(gelu::model::panelIds()));
  EXPECT_EQ(ui::sheetPanelIds().size(), 6);
  ui::Scene scene;
  for (const ui::PanelInfo& p : ui::panelRegistry()) {
    const auto panel = p.create(scene);
    ASSERT_NE(panel, nullptr);
    EXPECT_EQ(panel->panelId(), p.id);
  }
}

}  // namespace
