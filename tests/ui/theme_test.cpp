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
#include "tests/ui/shared_helpers.hpp"
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

TEST(Styles, EveryActivationHasItsOwnColourAndDash) {
  for (const QString& id : ui::activationIds(*gelu::FunctionLibrary::builtIns())) {
    EXPECT_TRUE(ui::Theme::hasDistinctStyle(id)) << id.toStdString();
  }
  // Formulas get automatic styles of their own, different from each other, from the list of
  // formulas they are drawn with.
  const std::vector<ui::FormulaDef> formulas{bent(), {"wave", "sin(x)", "", "auto"}};
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
  const std::vector<ui::FormulaDef> formulas{bent()};
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
  const std::vector<ui::FormulaDef> own{{"mine", "x", "#0072b2", "auto"}};
  EXPECT_EQ(t.curveColor("mine", own, {"gelu", "mine"}), QColor("#0072b2"));
}

// Text in a curve's colour is made readable: 4.5:1 against the background in every theme.
TEST(Styles, ColouredTextStandsOutFromTheBackground) {
  const auto luminance = [](const QColor& c) {
    const auto ch = [](double v) {
      return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * ch(c.redF()) + 0.7152 * ch(c.greenF()) + 0.0722 * ch(c.blueF());
  };
  for (const ui::Theme& t :
       {ui::Theme::light(), ui::Theme::darkTheme(), ui::Theme::highContrastTheme()}) {
    for (const QString& id : ui::activationIds(*gelu::FunctionLibrary::builtIns())) {
      const QColor c = t.readable(t.curveColor(id));
      const double a = luminance(c), b = luminance(t.background);
      EXPECT_GE((std::max(a, b) + 0.05) / (std::min(a, b) + 0.05), 4.5) << id.toStdString();
    }
  }
  // A colour that already reads is kept.
  EXPECT_EQ(ui::Theme::light().readable(Qt::black), QColor(Qt::black));
}

// The neuron diagram's nodes are circles at any plot shape, and every link meets its circles.
TEST(NeuronDiagram, NodesAreCirclesAtAnyShape) {
  ui::Scene scene;
  ui::NeuronPanel panel(scene);
  for (const QSize size : {QSize(1280, 720), QSize(700, 700), QSize(600, 900)}) {
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    QCPPainter painter(&image);
    panel.render(painter, QRectF(QPointF(0, 0), size), ui::Backdrop::Paint);
    painter.end();
    const QCustomPlot& plot = *panel.plot();
    int circles = 0;
    for (int i = 0; i < plot.itemCount(); ++i) {
      const auto* e = qobject_cast<const QCPItemEllipse*>(plot.item(i));
      if (e == nullptr) continue;
      ++circles;
      const QPointF a = e->topLeft->pixelPosition(), b = e->bottomRight->pixelPosition();
      EXPECT_NEAR(std::abs(b.x() - a.x()), std::abs(b.y() - a.y()), 1.0)
          << size.width() << "×" << size.height();
      EXPECT_TRUE(plot.axisRect()->rect().contains(e->center->pixelPosition().toPoint()));
    }
    EXPECT_EQ(circles, 5);  // two inputs, the bias's 1, the sum, the output
    panel.finishRender();
  }
}

}  // namespace
