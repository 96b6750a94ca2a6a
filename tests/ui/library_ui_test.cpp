// The activation library in the window: parameters in the model and scene files, typed
// formulas (model, files, editor, undo), the curve picker (search, presets, groups) and curve
// styles that stay distinct.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidgetItem>
#include <QUndoStack>

#include "core/activations.hpp"
#include "ui/model/CurveIds.hpp"
#include "ui/model/Formulas.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/SceneHistory.hpp"
#include "ui/panels/ActivationsPanel.hpp"
#include "ui/panels/NeuronPanel.hpp"
#include "ui/panels/Theme.hpp"
#include "ui/window/ControlsDock.hpp"
#include "ui/window/CurvePicker.hpp"
#include "ui/window/FormulaDialog.hpp"

namespace {

ui::FormulaDef bent() { return {"bent", "x + 0.1*x^2", "", "auto"}; }

TEST(Parameters, RoundTripThroughSceneFiles) {
  ui::SceneFileData d;
  d.model.beta = 2.5;
  d.model.slope = -0.2;
  d.model.lambda = 1.25;
  d.model.formulas = {bent(), {"wave", "sin(3*x)/3", "#123456", "dot"}};
  d.model.curves = {"gelu", "softplus", "bent"};
  QString error;
  const auto back = ui::parseScene(ui::writeScene(d), &error);
  ASSERT_TRUE(back.has_value()) << error.toStdString();
  EXPECT_EQ(back->model.beta, 2.5);
  EXPECT_EQ(back->model.slope, -0.2);
  EXPECT_EQ(back->model.lambda, 1.25);
  EXPECT_TRUE(back->model.formulas == d.model.formulas);
  EXPECT_EQ(back->model.curves, (QStringList{"gelu", "softplus", "bent"}));
}

TEST(Parameters, BadFormulasInFilesNameTheFieldAndColumn) {
  const auto errorOf = [](const char* json) {
    QString error;
    EXPECT_FALSE(ui::parseScene(QByteArray(json), &error).has_value()) << json;
    return error;
  };
  const QString e = errorOf(R"({"format":"gelu-explorer-scene","version":1,
      "formulas":[{"id":"f","expression":"x*(1+x"}]})");
  EXPECT_TRUE(e.contains("'formulas[0].expression'") && e.contains("column 7")) << e.toStdString();
  EXPECT_TRUE(errorOf(R"({"format":"gelu-explorer-scene","version":1,
      "formulas":[{"id":"gelu","expression":"x"}]})")
                  .contains("'formulas[0].name'"));
  EXPECT_TRUE(errorOf(R"({"format":"gelu-explorer-scene","version":1,
      "formulas":[{"id":"f","expression":"x","style":"wavy"}]})")
                  .contains("'formulas[0].style'"));
  EXPECT_TRUE(errorOf(R"({"format":"gelu-explorer-scene","version":1,
      "curves":["nothere"], "formulas":[{"id":"f","expression":"x"}]})")
                  .contains("'curves[0]'"));
}

TEST(Formulas, DefiningShowsTheCurveAndUndoTakesItAway) {
  ui::Scene scene;
  ui::SceneHistory history(scene);
  history.setMergeWindow(0);
  QSignalSpy changed(&scene, &ui::Scene::changed);
  ASSERT_TRUE(scene.defineFormula(bent()));
  EXPECT_EQ(changed.count(), 1);
  EXPECT_TRUE(scene.isShown("bent"));
  const gelu::FunctionInfo* f = gelu::findFunction("bent");
  ASSERT_NE(f, nullptr);
  EXPECT_DOUBLE_EQ((*f)(2.0, {}), 2.4);
  EXPECT_DOUBLE_EQ((*gelu::findFunction("dbent"))(2.0, {}), 1.4);
  ui::ActivationsPanel panel(scene);
  EXPECT_TRUE(panel.graphIds().contains("bent"));
  EXPECT_FALSE(scene.defineFormula({"bad", "x*(", "", "auto"}));  // refused, nothing changes
  EXPECT_EQ(changed.count(), 1);
  history.stack()->undo();
  EXPECT_TRUE(scene.state().formulas.isEmpty());
  EXPECT_FALSE(scene.isShown("bent"));
  EXPECT_EQ(gelu::findFunction("bent"), nullptr);
  history.stack()->redo();
  EXPECT_TRUE(scene.isShown("bent"));
}

TEST(Formulas, TheNeuronCanUseOneAndFallsBackWhenItGoes) {
  ui::Scene scene;
  ui::NeuronPanel panel(scene);
  ASSERT_TRUE(scene.defineFormula(bent()));
  auto* box = panel.findChild<QComboBox*>("activation");
  ASSERT_NE(box, nullptr);
  EXPECT_GE(box->findData("bent"), 0);
  EXPECT_GE(box->findData("dbent"), 0);
  ui::NeuronState n = scene.neuron();
  n.activation = "bent";
  scene.setNeuron(n);
  EXPECT_EQ(box->currentData().toString(), "bent");
  EXPECT_DOUBLE_EQ(scene.neuronOutput().output, 0.2 + 0.1 * 0.2 * 0.2);  // s = 0.3·0 + 0.2·1
  scene.setFormulas({});
  EXPECT_EQ(scene.neuron().activation, ui::NeuronState().activation);
  EXPECT_LT(box->findData("bent"), 0);
  EXPECT_TRUE(panel.outputText().startsWith("= "));
}

TEST(GatedUnits, TheNeuronPanelShowsTheGatedFormAndScenesKeepIt) {
  ui::Scene scene;
  ui::NeuronPanel panel(scene);
  ui::NeuronState n = scene.neuron();
  n.x1 = 1;
  n.x2 = -2;
  n.w1 = 0.5;
  n.w2 = 0.25;
  n.bias = 0.1;
  n.gate = "geglu";
  n.v1 = -1;
  n.v2 = 0.75;
  n.c = 0.2;
  scene.setNeuron(n);
  EXPECT_DOUBLE_EQ(scene.neuronOutput().output, 0.1 * gelu::gelu(-2.3));
  EXPECT_TRUE(panel.findChild<QWidget*>("v1")->isVisibleTo(&panel));
  EXPECT_FALSE(panel.findChild<QComboBox*>("activation")->isEnabled());
  panel.findChild<QComboBox*>("gate")->setCurrentIndex(0);  // back to the plain neuron
  EXPECT_EQ(scene.neuron().gate, "none");
  EXPECT_FALSE(panel.findChild<QWidget*>("v1")->isVisibleTo(&panel));
  ui::SceneFileData d;
  d.model.neuron = n;
  QString error;
  const auto back = ui::parseScene(ui::writeScene(d), &error);
  ASSERT_TRUE(back.has_value()) << error.toStdString();
  EXPECT_TRUE(back->model.neuron == n);
  EXPECT_FALSE(ui::parseScene(R"({"format":"gelu-explorer-scene","version":1,
      "neuron":{"gate":"glu"}})",
                              &error)
                   .has_value());
  EXPECT_TRUE(error.contains("'neuron.gate'")) << error.toStdString();
}

TEST(Formulas, EditorShowsTheErrorAtItsColumnAndOnlyAcceptsValidFormulas) {
  ui::FormulaDialog dialog({}, {bent()});
  dialog.nameEdit()->setText("wave");
  dialog.expressionEdit()->setText("sin(3*x");
  EXPECT_EQ(dialog.problem(), "expression: missing ')' at column 8");
  auto* error = dialog.findChild<QLabel*>("formula-error");
  ASSERT_NE(error, nullptr);
  EXPECT_TRUE(error->text().contains("column 8"));
  EXPECT_TRUE(error->text().contains("background"));  // the column is marked
  auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
  EXPECT_FALSE(ok->isEnabled());
  dialog.expressionEdit()->setText("sin(3*x)/3");
  EXPECT_TRUE(dialog.problem().isEmpty());
  EXPECT_TRUE(ok->isEnabled());
  dialog.nameEdit()->setText("bent");  // taken by another formula
  EXPECT_TRUE(dialog.problem().startsWith("name:"));
  EXPECT_FALSE(ok->isEnabled());
}

TEST(Picker, SearchFindsByNameIdAndFormula) {
  ui::Scene scene;
  ui::CurvePicker picker(scene);
  picker.searchBox()->setText("shrink");
  EXPECT_TRUE(picker.isListed("softshrink"));
  EXPECT_TRUE(picker.isListed("tanhshrink"));
  EXPECT_FALSE(picker.isListed("gelu"));
  picker.searchBox()->setText("relu6(x + 3)");  // hardsigmoid's and hardswish's formulas
  EXPECT_TRUE(picker.isListed("hardswish"));
  EXPECT_FALSE(picker.isListed("relu6"));
  picker.searchBox()->clear();
  EXPECT_TRUE(picker.isListed("gelu"));
}

TEST(Picker, PresetsAndGroupTicksAreOneChangeEach) {
  ui::Scene scene;
  ui::CurvePicker picker(scene);
  QSignalSpy changed(&scene, &ui::Scene::changed);
  ASSERT_TRUE(picker.applyPreset("transformer"));
  EXPECT_EQ(scene.curves(), (QStringList{"gelu", "silu", "relu", "squared_relu"}));
  EXPECT_EQ(changed.count(), 1);
  EXPECT_TRUE(picker.isChecked("squared_relu"));
  EXPECT_FALSE(picker.applyPreset("nope"));
  // Ticking the "Piecewise" group ticks its five curves: one Scene change.
  QTreeWidgetItem* group = picker.item("hardtanh")->parent();
  group->setCheckState(0, Qt::Checked);
  QCoreApplication::processEvents();
  EXPECT_EQ(changed.count(), 2);
  for (const char* id : {"hardtanh", "hardsigmoid", "hardswish", "softshrink", "hardshrink"})
    EXPECT_TRUE(scene.isShown(id)) << id;
  // The picker follows the Scene.
  scene.setCurveShown("gelu", false);
  EXPECT_FALSE(picker.isChecked("gelu"));
}

TEST(Picker, FormulasAppearInTheirGroup) {
  ui::Scene scene;
  ui::CurvePicker picker(scene);
  EXPECT_EQ(picker.item("bent"), nullptr);
  scene.defineFormula(bent());
  ASSERT_NE(picker.item("bent"), nullptr);
  EXPECT_TRUE(picker.isChecked("bent"));
  EXPECT_TRUE(picker.item("bent")->text(0).contains("x + 0.1*x^2"));
  scene.setFormulas({});
  EXPECT_EQ(picker.item("bent"), nullptr);
}

TEST(Styles, EveryActivationHasItsOwnColourAndDash) {
  ui::applyFormulas({});
  for (const QString& id : ui::activationIds()) {
    EXPECT_TRUE(ui::Theme::hasDistinctStyle(id)) << id.toStdString();
  }
  // Formulas get automatic styles of their own, different from each other.
  ui::applyFormulas({bent(), {"wave", "sin(x)", "", "auto"}});
  const ui::Theme t = ui::Theme::light();
  EXPECT_NE(t.curveColor("bent"), t.foreground);
  EXPECT_NE(t.curveColor("bent"), t.curveColor("wave"));
  EXPECT_EQ(t.curveColor("dbent"), t.curveColor("bent"));
  ui::applyFormulas({});
}

}  // namespace

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

}  // namespace
