// Curve styles: every activation and formula keeps its own colour and dash.
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

TEST(Styles, EveryActivationHasItsOwnColourAndDash) {
  for (const QString& id : ui::activationIds(*gelu::FunctionLibrary::builtIns())) {
    EXPECT_TRUE(ui::Theme::hasDistinctStyle(id)) << id.toStdString();
  }
  // Formulas get automatic styles of their own, different from each other, from the list of
  // formulas they are drawn with.
  const QList<ui::FormulaDef> formulas{bent(), {"wave", "sin(x)", "", "auto"}};
  const ui::Theme t = ui::Theme::light();
  EXPECT_NE(t.curveColor("bent", formulas), t.foreground);
  EXPECT_NE(t.curveColor("bent", formulas), t.curveColor("wave", formulas));
  EXPECT_EQ(t.curveColor("dbent", formulas), t.curveColor("bent", formulas));
  EXPECT_EQ(t.curveColor("bent"), t.foreground);  // without its scene: an unknown id
  // The position counts in its own list: "wave" alone takes the first automatic colour.
  EXPECT_EQ(t.curveColor("wave", {{"wave", "sin(x)", "", "auto"}}), t.curveColor("bent", formulas));
}

}  // namespace
