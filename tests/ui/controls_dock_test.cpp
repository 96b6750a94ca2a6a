// The controls dock fits the narrowest screen the window supports.
#include <gtest/gtest.h>
#include <QLocale>
#include <QToolButton>
#include "ui/panels/NumberEdit.hpp"
#include "ui/window/MainWindow.hpp"
#include "ui/window/ViewArea.hpp"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QLineEdit>

#include <qcustomplot.h>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QTreeWidgetItem>
#include <QUndoStack>
#include <cmath>
#include <thread>

#include <QSlider>
#include "core/activations.hpp"
#include "core/model/ids.hpp"
#include "core/normal.hpp"
#include "ui/model/CurveIds.hpp"
#include "ui/model/Formulas.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/SceneHistory.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/ActivationsPanel.hpp"
#include "ui/panels/NeuronPanel.hpp"
#include "ui/panels/Theme.hpp"
#include "ui/window/ControlsDock.hpp"
#include "ui/window/CurvePicker.hpp"
#include "ui/window/FormulaDialog.hpp"

namespace {

// The dock of a 1280×720 screen is at most 270 px wide (MainWindow): its controls, the picker
// and the parameter rows included, must fit it without being cut.
TEST(Dock, FitsTheNarrowScreensWidth) {
  ui::Scene scene;
  ui::ControlsDock dock(scene);
  auto* scroll = qobject_cast<QScrollArea*>(dock.widget());
  ASSERT_NE(scroll, nullptr);
  QWidget* body = scroll->widget();
  const int room = 270 - scroll->verticalScrollBar()->sizeHint().width() - 4;
  std::string wide;
  for (QWidget* w : body->findChildren<QWidget*>()) {
    if (w->minimumSizeHint().width() > room)
      wide += std::string(w->metaObject()->className()) + " " + w->objectName().toStdString() +
              " " + std::to_string(w->minimumSizeHint().width()) + "; ";
  }
  EXPECT_LE(body->minimumSizeHint().width(), room) << wide;
}

// Regression: the x box was sized for the range's ends ("-50") and cut "-1.25".
TEST(Dock, TheXBoxShowsATwoDecimalValueWhole) {
  ui::Scene scene;
  ui::ControlsDock dock(scene);
  dock.resize(270, 700);
  dock.show();
  scene.setX(-1.25);
  QApplication::processEvents();
  auto* spin = dock.findChild<QDoubleSpinBox*>("x-spin");
  ASSERT_NE(spin, nullptr);
  ASSERT_EQ(spin->text(), "-1.25");
  QLineEdit* edit = spin->findChild<QLineEdit*>();
  ASSERT_NE(edit, nullptr);
  EXPECT_GE(edit->width(), edit->fontMetrics().horizontalAdvance(spin->text()) + 4)
      << "the box is " << edit->width() << " px";
}

// A value the box cannot take was put back without a word: a newcomer's 100 for x became 0.5
// again and they looked for it on the plot. The box still keeps its value, and says so.
TEST(Dock, ABoxSaysWhyItKeepsItsValue) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1280, 720);
  window.show();
  scene.setX(0.5);
  QApplication::processEvents();
  auto* spin = window.controls()->findChild<ui::NumberEdit*>("x-spin");
  ASSERT_NE(spin, nullptr);
  QSignalSpy said(spin, &ui::NumberEdit::refused);
  auto* edit = spin->findChild<QLineEdit*>();
  ASSERT_NE(edit, nullptr);
  const auto type = [&](const QString& text) {
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
    QApplication::processEvents();
  };
  type("100");
  EXPECT_EQ(scene.x(), 0.5);
  ASSERT_EQ(said.size(), 1);  // once, though the box and its line edit both fix the text up
  const QString outside = said.takeFirst().at(0).toString();
  EXPECT_TRUE(outside.contains("100") && outside.contains("-50") && outside.contains("50") &&
              outside.contains("0.5"))
      << outside.toStdString();
  EXPECT_EQ(window.statusBar()->currentMessage(), outside);
  edit->selectAll();
  QTest::keyClick(edit, Qt::Key_Delete);
  QTest::keyClick(edit, Qt::Key_Return);
  QApplication::processEvents();
  ASSERT_EQ(said.size(), 1);
  EXPECT_TRUE(said.takeFirst().at(0).toString().contains("0.5"));
  EXPECT_EQ(spin->text(), "0.5");
  type("1e");  // unfinished
  ASSERT_EQ(said.size(), 1);
  EXPECT_TRUE(said.takeFirst().at(0).toString().contains("“1e”"));
  // A value it takes says nothing.
  type("2");
  EXPECT_EQ(scene.x(), 2.0);
  EXPECT_EQ(said.size(), 0);
  window.statusBar()->clearMessage();
  // Each box of a range takes its value, the Scene refuses the range: that is said too.
  auto* yFrom = window.controls()->findChild<ui::NumberEdit*>("y-min");
  ASSERT_NE(yFrom, nullptr);
  const double bottom = scene.yMin();
  yFrom->setValue(scene.yMax() + 1.0);
  EXPECT_EQ(scene.yMin(), bottom);
  EXPECT_EQ(yFrom->value(), bottom);
  const QString range = window.statusBar()->currentMessage();
  EXPECT_TRUE(range.contains(yFrom->textFromValue(scene.yMax() + 1.0)) &&
              range.contains(yFrom->textFromValue(bottom)))
      << range.toStdString();
}

// A typed formula's own parameters get sliders: a and b of a*x*Phi(b*x), each writing the
// scene (and so the curve), and gone with the formula.
TEST(Dock, AFormulasParametersGetSliders) {
  ui::Scene scene;
  ui::ControlsDock dock(scene);
  ui::FormulaDef def;
  def.id = "fam";
  def.expression = "a*x*Phi(b*x)";
  ASSERT_TRUE(scene.defineFormula(gelu::model::withParameters(def)));
  auto* b = dock.findChild<QDoubleSpinBox*>("formula-fam-b");
  ASSERT_NE(b, nullptr);
  EXPECT_NE(dock.findChild<QSlider*>("formula-fam-a-slider"), nullptr);
  EXPECT_TRUE(b->isEnabled());  // the curve is shown
  ui::SceneHistory history(scene);
  b->setValue(1.702);
  ASSERT_EQ(scene.formulas().size(), 1u);
  EXPECT_EQ(scene.formulas()[0].parameters[1].value, 1.702);
  // One undo step, named for what it is.
  EXPECT_EQ(history.stack()->undoText(), "Change a formula's parameter");
  history.stack()->undo();
  EXPECT_EQ(scene.formulas()[0].parameters[1].value, 1.0);
  EXPECT_EQ(b->value(), 1.0);
  history.stack()->redo();
  const auto* f = scene.library().find("fam");
  ASSERT_NE(f, nullptr);
  EXPECT_EQ((*f)(1.0, {}), 1.0 * gelu::cdf(1.702));
  // The slider spans the teaching range; the value comes back from the scene (undo, a file).
  auto* a = dock.findChild<QSlider*>("formula-fam-a-slider");
  a->setValue(a->maximum());
  EXPECT_EQ(scene.formulas()[0].parameters[0].value, ui::limits::kFormulaSlider.max);
  scene.setFormulaParameter("fam", "a", -2.5);
  EXPECT_EQ(dock.findChild<QDoubleSpinBox*>("formula-fam-a")->value(), -2.5);
  // A value beyond the teaching range widens the slider to hold it (not pinned at an end),
  // typed or set, and a drag then reaches it.
  scene.setFormulaParameter("fam", "a", 37);
  EXPECT_GT(a->value(), a->minimum());
  EXPECT_LT(a->value(), a->maximum());
  a->setValue(a->maximum());
  EXPECT_EQ(scene.formulas()[0].parameters[0].value, 50.0);
  a->setValue(a->minimum());
  EXPECT_EQ(scene.formulas()[0].parameters[0].value, -50.0);
  dock.findChild<QDoubleSpinBox*>("formula-fam-b")->setValue(-1200);
  auto* bSlider = dock.findChild<QSlider*>("formula-fam-b-slider");
  EXPECT_GT(bSlider->value(), bSlider->minimum());
  scene.setFormulas({});
  EXPECT_EQ(dock.findChild<QDoubleSpinBox*>("formula-fam-b"), nullptr);
}

// At 1280×720 the idea view's controls ran 150 px past the dock's foot (a newcomer saw the
// Monte Carlo section cut). Where the dock is short, the run's settings and then the view
// range fold under a line saying their values; where it is tall they are unfolded; a section
// the user folds or unfolds stays so.
TEST(Dock, ShortSectionsFoldSoThatTheControlsFit) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1280, 720);
  window.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
  window.viewArea()->showView("idea");
  for (int i = 0; i < 3; ++i) QApplication::processEvents();
  ui::ControlsDock* dock = window.controls();
  auto* scroll = dock->findChild<QScrollArea*>();
  ASSERT_NE(scroll, nullptr);
  auto* seed = dock->findChild<ui::SeedEdit*>("seed");
  auto* xMin = dock->findChild<QDoubleSpinBox*>("x-min");
  auto* mcLine = dock->findChild<QToolButton*>("monte-carlo-settings");
  auto* rangeLine = dock->findChild<QToolButton*>("view-range-fields");
  ASSERT_TRUE(seed && xMin && mcLine && rangeLine);
  // Every control in the dock's height: nothing to scroll to.
  EXPECT_FALSE(scroll->verticalScrollBar()->isVisible());
  EXPECT_FALSE(seed->isVisibleTo(dock));
  EXPECT_TRUE(mcLine->isVisibleTo(dock));
  EXPECT_TRUE(mcLine->text().contains("seed 1")) << mcLine->text().toStdString();
  EXPECT_TRUE(rangeLine->text().contains(QLocale().toString(-4.0)))
      << rangeLine->text().toStdString();
  // The user unfolds the run's settings: they stay, though the dock now scrolls.
  mcLine->click();
  for (int i = 0; i < 3; ++i) QApplication::processEvents();
  EXPECT_TRUE(seed->isVisibleTo(dock));
  // The folded view range's line beside the scroll bar: whole, or cut at its end, never in the
  // middle ("View range: x −… 3 · y −1.5 … 3" read as a range from nothing).
  EXPECT_FALSE(xMin->isVisibleTo(dock));
  const QString whole = rangeLine->toolTip().section('\n', 0, 0);
  const QString line = rangeLine->text();
  EXPECT_TRUE(line == whole || (line.endsWith(QChar(0x2026)) && whole.startsWith(line.chopped(1))))
      << line.toStdString() << " of " << whole.toStdString();
  EXPECT_LE(rangeLine->fontMetrics().horizontalAdvance(line), rangeLine->width());
  window.resize(1280, 700);
  for (int i = 0; i < 3; ++i) QApplication::processEvents();
  EXPECT_TRUE(seed->isVisibleTo(dock));
  // A tall window: the view range is unfolded again.
  window.resize(1920, 1080);
  for (int i = 0; i < 3; ++i) QApplication::processEvents();
  EXPECT_TRUE(xMin->isVisibleTo(dock));
  EXPECT_TRUE(seed->isVisibleTo(dock));
}

// Regression (a newcomer's hour): with the controls within a section's margins of the dock's
// height, a section folded, then unfolded itself (the unfolded sum left out its frame's margins),
// every turn of the event loop: a core busy for good, the window slow to answer. At every window
// height, once settled, the sections hold still.
TEST(Dock, FoldedSectionsHoldStillAtEveryHeight) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1280, 720);
  window.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
  window.viewArea()->showView("approximations");
  scene.setPrecisionLens(true);
  ui::ControlsDock* dock = window.controls();
  auto* mcLine = dock->findChild<QToolButton*>("monte-carlo-settings");
  auto* rangeLine = dock->findChild<QToolButton*>("view-range-fields");
  ASSERT_TRUE(mcLine && rangeLine);
  // Each fold or unfold counted; past a hundred at one height the loop is endless: the window is
  // made tall (nothing folds there), which ends it, and the height is said.
  int flips = 0;
  int endlessAt = -1;
  int h = 0;
  const auto flipped = [&] {
    if (++flips > 100 && endlessAt < 0) {
      endlessAt = h;
      window.resize(1280, 1400);
    }
  };
  QObject::connect(mcLine, &QToolButton::toggled, flipped);
  QObject::connect(rangeLine, &QToolButton::toggled, flipped);
  int heightsFolding = 0;
  for (h = 560; h <= 900 && endlessAt < 0; h += 3) {
    window.resize(1280, h);
    for (int i = 0; i < 5; ++i) QApplication::processEvents();
    flips = 0;
    for (int i = 0; i < 10; ++i) QApplication::processEvents();
    EXPECT_EQ(flips, 0) << "at height " << h;
    heightsFolding += mcLine->isChecked() ? 0 : 1;
  }
  EXPECT_EQ(endlessAt, -1) << "the sections folded and unfolded without end at height "
                           << endlessAt;
  EXPECT_GT(heightsFolding, 0);  // (the heights tried include ones where a section folds)
}

// The rows of the activation parameters are the ones the view's curves read (and its neuron's,
// where the view shows the neuron): greyed rows for the others filled a 720p dock past its
// height, so that it scrolled.
TEST(Dock, ShowsOnlyTheParametersTheViewsCurvesRead) {
  ui::Scene scene;
  ui::ControlsDock dock(scene);
  dock.resize(270, 700);
  dock.show();
  auto shown = [&dock](const char* name) {
    auto* box = dock.findChild<QDoubleSpinBox*>(name);
    EXPECT_NE(box, nullptr) << name;
    return box != nullptr && box->isVisibleTo(&dock);
  };
  ui::NeuronState neuron = scene.neuron();
  neuron.activation = "leaky_relu";  // reads the slope
  scene.setNeuron(neuron);
  scene.setCurves({"gelu", "elu"});
  dock.showSectionsFor({"activations", "errors"});
  EXPECT_TRUE(shown("alpha"));
  EXPECT_FALSE(shown("beta"));
  EXPECT_FALSE(shown("slope"));  // the neuron is not in this view
  EXPECT_FALSE(shown("lambda"));
  scene.setCurves({"gelu", "softplus"});
  EXPECT_FALSE(shown("alpha"));
  EXPECT_TRUE(shown("beta"));
  dock.showSectionsFor({"activations", "neuron"});
  EXPECT_TRUE(shown("slope"));
  EXPECT_FALSE(shown("lambda"));
  // A typed formula's rows likewise: shown with its curve.
  ui::FormulaDef def;
  def.id = "fam";
  def.expression = "a*x*Phi(b*x)";
  ASSERT_TRUE(scene.defineFormula(gelu::model::withParameters(def)));
  EXPECT_TRUE(shown("formula-fam-b"));
  scene.setCurves({"gelu", "relu"});
  EXPECT_FALSE(shown("formula-fam-b"));
  EXPECT_FALSE(shown("beta"));
  // No parameter read at all: no box holding a reset button alone.
  dock.showSectionsFor({"activations"});
  auto* reset = dock.findChild<QPushButton*>("reset-parameters");
  ASSERT_NE(reset, nullptr);
  EXPECT_FALSE(reset->isVisibleTo(&dock));
  scene.setCurves({"gelu", "elu"});
  EXPECT_TRUE(reset->isVisibleTo(&dock));
}

// Beside a view stand the controls its panels use (issue 46): the training's run and network, a
// number format's choice and the propagation's gain in the dock, not in rows over their plots
// (the dock held only x, which none of them reads); x only where a panel depends on it; the
// propagation's curves and Gaussian, which it sends through its networks.
TEST(Dock, EachViewHasTheControlsItsPanelsUse) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1280, 720);
  window.show();
  QApplication::processEvents();
  auto* dock = window.findChild<ui::ControlsDock*>();
  ASSERT_NE(dock, nullptr);
  const auto shown = [dock](const QString& name) {
    const auto* w = dock->findChild<QWidget*>(name);
    return w != nullptr && w->isVisibleTo(dock);
  };
  struct Expected {
    const char* view;
    bool x, gaussian, curves;
    QString own;  ///< the panel whose own controls the dock holds
  };
  for (const Expected& e :
       {Expected{"idea", true, true, true, ""}, Expected{"approximations", true, true, true, ""},
        Expected{"side-by-side", true, true, true, ""},
        Expected{"number-formats", false, false, false, "dtype"},
        Expected{"training", false, false, false, "training"},
        Expected{"propagation", false, true, true, "propagation"},
        Expected{"neuron", true, true, true, ""}}) {
    SCOPED_TRACE(e.view);
    ASSERT_TRUE(window.viewArea()->showView(e.view));
    QApplication::processEvents();
    EXPECT_EQ(shown("x-section"), e.x);
    EXPECT_EQ(shown("gaussian-section"), e.gaussian);
    EXPECT_EQ(shown("curves-section"), e.curves);
    for (const QString id : {"dtype", "training", "propagation"})
      EXPECT_EQ(shown(id + "-controls"), id == e.own) << id.toStdString();
  }
  // The controls are the panels' own, moved: none stays over a plot, and they act.
  for (const char* name : {"training-play", "training-activation-4", "training-seed", "dtype",
                           "kernel", "gain-rule", "depth"}) {
    SCOPED_TRACE(name);
    EXPECT_NE(dock->findChild<QWidget*>(name), nullptr);
    for (const char* id : {"training", "dtype", "propagation"})
      EXPECT_EQ(window.panel(id)->findChild<QWidget*>(name), nullptr) << id;
  }
  ASSERT_TRUE(window.viewArea()->showView("training"));
  auto* play = dock->findChild<QToolButton*>("training-play");
  ASSERT_TRUE(play->isVisibleTo(dock));
  play->click();
  EXPECT_TRUE(scene.trainingRun().playing());
  play->click();
  EXPECT_FALSE(scene.trainingRun().playing());
  auto* kernel = dock->findChild<QComboBox*>("kernel");
  kernel->setCurrentIndex(kernel->findData("torch-scalar"));
  EXPECT_EQ(scene.state().numberFormat.kernel, "torch-scalar");
  // Tab walks the held controls where they stand: after x, before the Gaussian's.
  ASSERT_TRUE(window.viewArea()->showView("propagation"));
  QWidget* gaussian = dock->findChild<QWidget*>("gaussian-section");
  int rule = -1, firstGaussian = -1;
  QWidget* w = dock->findChild<QWidget*>("x-spin");
  for (int i = 0; i < 400 && w != nullptr; ++i, w = w->nextInFocusChain()) {
    if (rule < 0 && w->objectName() == "gain-rule") rule = i;
    if (firstGaussian < 0 && gaussian->isAncestorOf(w) && (w->focusPolicy() & Qt::TabFocus) != 0)
      firstGaussian = i;
  }
  EXPECT_GT(rule, 0);
  EXPECT_GT(firstGaussian, rule);
  // Still within the narrow screen's dock (270 px), scroll bar beside.
  auto* scroll = qobject_cast<QScrollArea*>(dock->widget());
  EXPECT_LE(scroll->widget()->minimumSizeHint().width(),
            270 - scroll->verticalScrollBar()->sizeHint().width() - 4);
}

}  // namespace
