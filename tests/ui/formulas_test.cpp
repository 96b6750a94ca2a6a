// Typed formulas and activation parameters of a Scene: in the model and scene files, the
// editor, undo, the neuron, and two Scenes that define the same id each their own way.
#include <gtest/gtest.h>

#include <qcustomplot.h>
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
#include <cmath>
#include <thread>

#include "core/activations.hpp"
#include "core/format.hpp"
#include "tests/ui/shared_helpers.hpp"
#include "ui/export/Export.hpp"
#include "ui/export/TextBoxes.hpp"
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

TEST(Parameters, RoundTripThroughSceneFiles) {
  ui::SceneFileData d;
  d.model.beta = 2.5;
  d.model.slope = -0.2;
  d.model.lambda = 1.25;
  d.model.formulas = {bent(), {"wave", "sin(3*x)/3", "#123456", "dot"}};
  d.model.curves = {"gelu", "softplus", "bent"};
  QString error;
  const auto back = ui::parseScene(ui::sceneFileText(d), &error);
  ASSERT_TRUE(back.has_value()) << error.toStdString();
  EXPECT_EQ(back->model.beta, 2.5);
  EXPECT_EQ(back->model.slope, -0.2);
  EXPECT_EQ(back->model.lambda, 1.25);
  EXPECT_TRUE(back->model.formulas == d.model.formulas);
  EXPECT_EQ(back->model.curves, (std::vector<std::string>{"gelu", "softplus", "bent"}));
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
  // Regression (issue 51): a bad id was named 'formulas[0].name', a field files do not have.
  EXPECT_TRUE(errorOf(R"({"format":"gelu-explorer-scene","version":1,
      "formulas":[{"id":"gelu","expression":"x"}]})")
                  .contains("'formulas[0].id'"));
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
  const gelu::FunctionInfo* f = scene.library().find("bent");
  ASSERT_NE(f, nullptr);
  EXPECT_DOUBLE_EQ((*f)(2.0, {}), 2.4);
  EXPECT_DOUBLE_EQ((*scene.library().find("dbent"))(2.0, {}), 1.4);
  EXPECT_EQ(gelu::builtInFunction("bent"), nullptr);  // the scene's own, not the process's
  ui::ActivationsPanel panel(scene);
  EXPECT_TRUE(panel.graphIds().contains("bent"));
  EXPECT_FALSE(scene.defineFormula({"bad", "x*(", "", "auto"}));  // refused, nothing changes
  EXPECT_EQ(changed.count(), 1);
  history.stack()->undo();
  EXPECT_TRUE(scene.state().formulas.empty());
  EXPECT_FALSE(scene.isShown("bent"));
  EXPECT_EQ(scene.library().find("bent"), nullptr);
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
  // Its title (w·x + b) ⊙ act(v·x + c) and the diagram's labels typeset, none shown as TeX.
  ui::ExportOptions o;
  o.size = {1600, 900};
  const QList<ui::TextBox> boxes = ui::textBoxes(ui::singleCell(&panel), o);
  EXPECT_GT(boxes.size(), 10);
  bool outputNamed = false;  // "y ≈ −0.00246655" above the product, not a bare "= …"
  for (const ui::TextBox& b : boxes) {
    EXPECT_FALSE(b.text.contains('\\') || b.text.contains('$')) << b.text.toStdString();
    outputNamed = outputNamed || b.text.startsWith("y ");
  }
  EXPECT_TRUE(outputNamed);
  EXPECT_EQ(panel.outputText(),
            "= " + QString::fromStdString(gelu::formatShortest(scene.neuronOutput().output)));
  EXPECT_TRUE(panel.findChild<QWidget*>("v1")->isVisibleTo(&panel));
  EXPECT_FALSE(panel.findChild<QComboBox*>("activation")->isEnabled());
  panel.findChild<QComboBox*>("gate")->setCurrentIndex(0);  // back to the plain neuron
  EXPECT_EQ(scene.neuron().gate, "none");
  EXPECT_FALSE(panel.findChild<QWidget*>("v1")->isVisibleTo(&panel));
  ui::SceneFileData d;
  d.model.neuron = n;
  QString error;
  const auto back = ui::parseScene(ui::sceneFileText(d), &error);
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

// Regression: typed formulas were process-wide, so one Scene's definition of an id changed
// what another Scene drew under that id, and a scene file's validity depended on them.
TEST(Formulas, TwoScenesDefineTheSameIdEachTheirOwnWay) {
  ui::Scene a;
  ui::Scene b;
  ASSERT_TRUE(a.defineFormula({"bent", "x + 0.1*x^2", "", "auto"}));
  ASSERT_TRUE(b.defineFormula({"bent", "2*x", "#112233", "solid"}));
  ui::ActivationsPanel pa(a);
  ui::ActivationsPanel pb(b);
  pa.refresh();
  pb.refresh();
  EXPECT_DOUBLE_EQ((*a.library().find("bent"))(2.0, {}), 2.4);
  EXPECT_DOUBLE_EQ((*b.library().find("bent"))(2.0, {}), 4.0);
  // Each panel drew its own scene's curve, and in its own scene's look.
  const auto valueAt = [](const ui::ActivationsPanel& p, double x) {
    const QCPGraph* g = p.graph("bent");
    EXPECT_NE(g, nullptr);
    if (g == nullptr) return std::nan("");
    const auto it = g->data()->findBegin(x, false);
    return it == g->data()->constEnd() ? std::nan("") : it->value;
  };
  EXPECT_NEAR(valueAt(pa, 2.0), 2.4, 0.05);
  EXPECT_NEAR(valueAt(pb, 2.0), 4.0, 0.05);
  EXPECT_EQ(pb.graph("bent")->pen().color(), QColor("#112233"));
  EXPECT_NE(pa.graph("bent")->pen().color(), QColor("#112233"));
  // Both libraries evaluated at once on other threads: each keeps its own definition, and the
  // rows stay valid after the scenes moved on to other formulas.
  const gelu::FunctionLibraryPtr la = a.libraryPtr();
  const gelu::FunctionLibraryPtr lb = b.libraryPtr();
  a.setFormulas({});
  b.setFormulas({{"bent", "x", "", "auto"}});
  int wrongA = 0;  // evaluations that did not give this library's value
  int wrongB = 0;
  std::thread ta([&] {
    for (int i = 0; i < 20000; ++i) wrongA += (*la->find("bent"))(2.0, {}) != 2.4 ? 1 : 0;
  });
  std::thread tb([&] {
    for (int i = 0; i < 20000; ++i) wrongB += (*lb->find("dbent"))(2.0, {}) != 2.0 ? 1 : 0;
  });
  ta.join();
  tb.join();
  EXPECT_EQ(wrongA, 0);
  EXPECT_EQ(wrongB, 0);
  EXPECT_EQ(a.library().find("bent"), nullptr);
  EXPECT_DOUBLE_EQ((*b.library().find("bent"))(2.0, {}), 2.0);
}

// A scene file names its own formulas; what another Scene defines makes it neither valid nor
// invalid.
TEST(Formulas, AFileIsReadAgainstItsOwnFormulasOnly) {
  ui::Scene other;
  ASSERT_TRUE(other.defineFormula(bent()));
  QString error;
  EXPECT_FALSE(ui::parseScene(R"({"format":"gelu-explorer-scene","version":1,
      "curves":["gelu","bent"]})",
                              &error)
                   .has_value());
  EXPECT_TRUE(error.contains("'curves[1]'")) << error.toStdString();
  EXPECT_FALSE(ui::parseScene(R"({"format":"gelu-explorer-scene","version":1,
      "neuron":{"activation":"dbent"}})",
                              &error)
                   .has_value());
}

}  // namespace
