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
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidgetItem>
#include <QUndoStack>
#include <algorithm>
#include <cmath>
#include <random>
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

TEST(Styles, NoTwoShownCurvesShareAColourWhileOneIsFree) {
  const ui::Theme themes[] = {ui::Theme::light(), ui::Theme::darkTheme(),
                              ui::Theme::highContrastTheme()};
  const QStringList all = ui::activationIds(*gelu::FunctionLibrary::builtIns());
  const QList<ui::FormulaDef> formulas{bent()};
  std::mt19937 rng(7);
  for (int trial = 0; trial < 300; ++trial) {
    QStringList shown = all;
    std::shuffle(shown.begin(), shown.end(), rng);
    shown = shown.mid(0, 1 + trial % 7);  // at most 7: the palette's size
    if (trial % 3 == 0) shown.insert(trial % shown.size(), "bent");
    while (shown.size() > 7) shown.removeLast();
    for (const ui::Theme& t : themes) {
      QSet<QRgb> colours;
      for (const QString& id : shown) colours.insert(t.curveColor(id, formulas, shown).rgb());
      EXPECT_EQ(colours.size(), shown.size()) << shown.join(',').toStdString();
      // A derivative is drawn in its function's colour, here too.
      EXPECT_EQ(t.curveColor("d" + shown.last(), formulas, shown),
                t.curveColor(shown.last(), formulas, shown));
    }
  }
  // The first curve keeps its own colour; a later one that wants a taken colour moves.
  const ui::Theme t = ui::Theme::light();
  const QStringList review{"gelu", "mish", "gelu_tanh", "leaky_relu", "hardswish", "relu"};
  EXPECT_EQ(t.curveColor("gelu", {}, review), t.curveColor("gelu"));
  EXPECT_EQ(t.curveColor("gelu_tanh", {}, review), t.curveColor("gelu_tanh"));
  EXPECT_NE(t.curveColor("mish", {}, review), t.curveColor("mish"));
  // A formula's own colour is the user's choice and is kept.
  const QList<ui::FormulaDef> own{{"mine", "x", "#0072b2", "auto"}};
  EXPECT_EQ(t.curveColor("mine", own, {"gelu", "mine"}), QColor("#0072b2"));
}

}  // namespace
