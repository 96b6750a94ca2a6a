// The propagation panel: its controls are the Scene's deep network, its legend names each
// activation with the gain its rule computes, and what it shows is said in words.
#include <gtest/gtest.h>

#include <qcustomplot.h>

#include <QApplication>
#include <QComboBox>
#include <QMouseEvent>
#include <QSlider>
#include <QSpinBox>
#include <QTest>

#include "core/moments.hpp"
#include "ui/model/NumberText.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"

namespace {

QStringList legendNames(QCustomPlot& plot) {
  QStringList out;
  for (int i = 0; i < plot.legend->itemCount(); ++i) {
    if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot.legend->item(i))) {
      out << item->plottable()->name();
    }
  }
  return out;
}

TEST(PropagationPanel, ItsControlsAreTheScenesNetwork) {
  ui::Scene scene;
  scene.setCurves({"gelu", "relu"});
  const auto panel = ui::createPanel("propagation", scene);
  panel->resize(1600, 900);
  panel->show();
  panel->plot()->replot();
  auto* rule = panel->findChild<QComboBox*>("gain-rule");
  auto* gain = panel->findChild<QSlider*>("gain");
  auto* depth = panel->findChild<QSpinBox*>("depth");
  ASSERT_TRUE(rule != nullptr && gain != nullptr && depth != nullptr);
  EXPECT_EQ(rule->currentData().toString().toStdString(), scene.propagation().gain);
  // The second-moment rule: each activation at its own computed gain.
  rule->setCurrentIndex(rule->findData("auto"));
  EXPECT_EQ(scene.propagation().gain, "auto");
  panel->plot()->replot();
  const double geluGain = gelu::moments::moments(*gelu::builtInFunction("gelu"), nullptr, {}).gain;
  const QStringList names = legendNames(*panel->plot());
  EXPECT_TRUE(names.join('\n').contains(ui::formatValue(geluGain, 3)))
      << names.join(" | ").toStdString();
  EXPECT_TRUE(names.join('\n').contains(ui::formatValue(std::sqrt(2.0), 3)));  // ReLU's
  // The slider stands only with the custom rule (greyed and without a value it read as broken).
  EXPECT_TRUE(gain->isHidden());
  // A custom gain: the slider is its value.
  rule->setCurrentIndex(rule->findData("value"));
  EXPECT_FALSE(gain->isHidden());
  gain->setValue(150);
  EXPECT_EQ(scene.propagation().gain, "value");
  EXPECT_DOUBLE_EQ(scene.propagation().gainValue, 1.5);
  depth->setValue(40);
  EXPECT_EQ(scene.propagation().depth, 40);
  // The Scene's change (an undo, a scene file) reaches the controls.
  ui::PropagationState p = scene.propagation();
  p.gain = "xavier";
  p.depth = 7;
  scene.setPropagation(p);
  EXPECT_EQ(rule->currentData().toString(), "xavier");
  EXPECT_TRUE(gain->isHidden());
  EXPECT_EQ(depth->value(), 7);
  panel->plot()->replot();
  EXPECT_TRUE(panel->accessibleSummary().contains("7")) << panel->accessibleSummary().toStdString();
  // Presenting hides the controls.
  panel->setPresentation(true);
  EXPECT_FALSE(rule->isVisible());
  panel->setPresentation(false);
  EXPECT_TRUE(rule->isVisible());
}

// Issue 47: the ridgeline's layers are evenly spaced (it showed 0 3 6 9 11 14 17 20 of 20), and
// each is binned over its own spread, so that a vanishing signal draws narrowing ridges (bins
// fixed to the widest layer drew layers of variance 10⁻¹ to 10⁻⁴ as one three-bin triangle).
// The variance plot's first and last layers' dots whole inside the plot (they were cut in half
// by its edges at layers 0 and 20).
TEST(PropagationPanel, TheFirstAndLastLayersDotsAreWhole) {
  ui::Scene scene;
  scene.setCurves({"gelu"});
  const auto panel = ui::createPanel("propagation", scene);
  panel->resize(1600, 900);
  panel->show();
  QApplication::processEvents();
  panel->plot()->replot();
  QCPAxisRect* layers = panel->plot()->axisRect(1);
  ASSERT_NE(layers, nullptr);
  QCPAxis* x = layers->axis(QCPAxis::atBottom);
  int dots = 0;
  for (QCPGraph* g : layers->graphs()) {
    if (g->lineStyle() != QCPGraph::lsNone || g->data()->isEmpty()) continue;
    ++dots;
    const double half = g->scatterStyle().size() / 2;
    EXPECT_GE(x->coordToPixel(g->data()->begin()->key) - half, layers->left());
    EXPECT_LE(x->coordToPixel((g->data()->end() - 1)->key) + half, layers->right());
  }
  EXPECT_GE(dots, 1);
  // Layer 0's grid line as the others' (with the room, it was drawn as an origin's axis).
  EXPECT_EQ(x->grid()->zeroLinePen().style(), Qt::NoPen);
}

// The window's signal propagation view at 1280×720 (its panel ~1000 × 600): the variance by
// layer's name took two lines beside the variance map's one, and its plot stood 17 px lower; the
// moments' name two lines over the ridges' one, 25 px. The plots of a row share their top and
// bottom whatever lines their names take; the plots of a column their left and right (the law's
// plot stood 13 px left of the map's above it, the ridges' 12 px left of the layers').
TEST(PropagationPanel, ThePlotsOfARowAndOfAColumnLineUpWhateverTheirNamesTake) {
  ui::Scene scene;
  for (const QSize size : {QSize(1000, 600), QSize(1600, 900)}) {
    const auto panel = ui::createPanel("propagation", scene);
    panel->resize(size);
    panel->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(panel.get()));
    panel->refresh();
    panel->plot()->replot();
    const QCustomPlot& plot = *panel->plot();
    ASSERT_EQ(plot.axisRectCount(), 4);
    for (int row = 0; row < 2; ++row) {
      const QRect left = plot.axisRect(2 * row)->rect();
      const QRect right = plot.axisRect(2 * row + 1)->rect();
      EXPECT_EQ(left.top(), right.top()) << size.width() << " row " << row;
      EXPECT_EQ(left.bottom(), right.bottom()) << size.width() << " row " << row;
    }
    for (int column = 0; column < 2; ++column) {
      const QRect top = plot.axisRect(column)->rect();
      const QRect bottom = plot.axisRect(2 + column)->rect();
      EXPECT_EQ(top.left(), bottom.left()) << size.width() << " column " << column;
      EXPECT_EQ(top.right(), bottom.right()) << size.width() << " column " << column;
    }
  }
}

TEST(PropagationPanel, TheRidgesAreEvenlySpacedLayersThatNarrowAsTheSignalVanishes) {
  ui::Scene scene;
  scene.setCurves({"gelu"});
  ASSERT_EQ(scene.propagation().depth, 20);  // GELU at He's gain: 1 to ~10⁻⁴ by layer 20
  const auto panel = ui::createPanel("propagation", scene);
  panel->resize(1600, 900);
  panel->show();
  QApplication::processEvents();
  panel->plot()->replot();
  QCPAxisRect* ridges = panel->plot()->axisRect(3);
  ASSERT_NE(ridges, nullptr);
  ASSERT_EQ(ridges->axis(QCPAxis::atLeft)->label(), "layer");
  auto ticker = ridges->axis(QCPAxis::atLeft)->ticker().dynamicCast<QCPAxisTickerText>();
  ASSERT_FALSE(ticker.isNull());
  QStringList labels;
  for (auto it = ticker->ticks().end(); it != ticker->ticks().begin();) labels << (--it).value();
  EXPECT_EQ(labels.join(' '), "0 4 8 12 16 20");
  // Each ridge's width: where it stands above its baseline, in data units.
  std::vector<double> widths;
  for (QCPGraph* g : ridges->graphs()) {
    if (g->pen().style() == Qt::NoPen || g->data()->isEmpty()) continue;  // a baseline
    const double base = g->data()->begin()->value;
    double lo = HUGE_VAL;
    double hi = -HUGE_VAL;
    for (const QCPGraphData& d : *g->data()) {
      if (d.value > base + 0.05) {
        lo = std::min(lo, d.key);
        hi = std::max(hi, d.key);
      }
    }
    widths.push_back(hi - lo);
  }
  ASSERT_EQ(widths.size(), 6u);
  for (std::size_t k = 1; k < widths.size(); ++k) {
    EXPECT_LT(widths[k], widths[k - 1]) << "layer " << labels[static_cast<int>(k)].toStdString();
  }
  EXPECT_LT(widths.back(), 0.2 * widths[2]) << widths[2] << " then " << widths.back();
}

}  // namespace

namespace {

/// The panel `id` shown at 1200×800 and drawn.
std::unique_ptr<ui::PlotPanel> shownPanel(const QString& id, ui::Scene& scene) {
  auto panel = ui::createPanel(id, scene);
  panel->resize(1200, 800);
  panel->show();
  QApplication::processEvents();
  panel->plot()->replot();
  return panel;
}

/// The read-out after the pointer moved to (x, y) in `rect`'s coordinates.
QString hoverAt(ui::PlotPanel& panel, QCPAxisRect* rect, double x, double y) {
  const QPointF at(rect->axis(QCPAxis::atBottom)->coordToPixel(x),
                   rect->axis(QCPAxis::atLeft)->coordToPixel(y));
  QMouseEvent move(QEvent::MouseMove, at, panel.plot()->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                   Qt::NoModifier);
  QApplication::sendEvent(panel.plot(), &move);
  return panel.hoverReadout();
}

// Issue 46, item 7: every plot reads out under the pointer — the propagation panel's plots
// (each in its own coordinates), the small multiples side by side (computed at x, not read
// off the drawing), and the training panes' heat maps.
TEST(HoverReadouts, EveryPlotOfAPanelReadsOutUnderThePointer) {
  ui::Scene scene;
  scene.setCurves({"gelu"});
  const auto prop = shownPanel("propagation", scene);
  QCPAxisRect* map = prop->plot()->axisRect(0);
  const QString onMap = hoverAt(*prop, map, 0.5, 0.3);
  EXPECT_TRUE(onMap.contains("GELU (g = ")) << onMap.toStdString();
  // The identity's name, $q_{l+1} = q_l$, with its subscripts whole (not "q_l+1").
  EXPECT_TRUE(onMap.contains("qₗ₊₁ = qₗ")) << onMap.toStdString();
  QCPAxisRect* layers = prop->plot()->axisRect(1);
  const QString onLayers = hoverAt(*prop, layers, 4.0, 0.1);
  EXPECT_TRUE(onLayers.startsWith("layer")) << onLayers.toStdString();
  EXPECT_TRUE(onLayers.contains("GELU, theory = ")) << onLayers.toStdString();
  EXPECT_TRUE(onLayers.contains("GELU, width ")) << onLayers.toStdString();
  EXPECT_EQ(onMap.count('\n') > 0, true);
  // The ridgeline: the layer of the ridge under the pointer, with its mean and variance.
  QCPAxisRect* ridges = prop->plot()->axisRect(3);
  ASSERT_EQ(ridges->axis(QCPAxis::atLeft)->label(), "layer");
  const QString onRidge = hoverAt(*prop, ridges, 0.0, 0.3);  // the lowest row: the last layer
  EXPECT_TRUE(onRidge.startsWith(QStringLiteral("layer %1\nh = ").arg(scene.propagation().depth)))
      << onRidge.toStdString();
  EXPECT_TRUE(onRidge.contains("variance ")) << onRidge.toStdString();

  scene.setCurves({"gelu", "relu"});
  const auto compare = shownPanel("compare", scene);
  QCPAxisRect* second = compare->plot()->axisRect(1);
  const double x = 0.75;
  const QString onRelu = hoverAt(*compare, second, x, 0.5);
  const double at = second->axis(QCPAxis::atBottom)
                        ->pixelToCoord(second->axis(QCPAxis::atBottom)->coordToPixel(x));
  EXPECT_TRUE(onRelu.contains("ReLU = " + ui::formatValue(at))) << onRelu.toStdString();
  EXPECT_TRUE(onRelu.contains("ReLU′ = 1")) << onRelu.toStdString();

  const auto training = shownPanel("training", scene);
  QString onPane;
  for (QCPAxisRect* r : training->plot()->axisRects()) {
    if (!r->plottables().isEmpty() && qobject_cast<QCPColorMap*>(r->plottables().first())) {
      onPane = hoverAt(*training, r, 0.1, 0.2);
      break;
    }
  }
  EXPECT_TRUE(onPane.contains("GELU: P(green) = ")) << onPane.toStdString();
  // The losses: every network's at the epoch under the pointer (they read out nothing).
  scene.trainingRun().trainTo(30);
  training->plot()->replot();
  QApplication::processEvents();
  QCPAxisRect* losses = nullptr;
  for (QCPAxisRect* r : training->plot()->axisRects()) {
    if (r->axis(QCPAxis::atBottom)->label() == "epoch") losses = r;
  }
  ASSERT_NE(losses, nullptr);
  const QString onLosses = hoverAt(*training, losses, 20.0, 0.5);
  const auto s = scene.trainingRun().snapshot();
  const int epoch = static_cast<int>(
      std::lround(losses->axis(QCPAxis::atBottom)
                      ->pixelToCoord(losses->axis(QCPAxis::atBottom)->coordToPixel(20.0))));
  EXPECT_TRUE(onLosses.startsWith(QStringLiteral("epoch %1\n").arg(epoch)))
      << onLosses.toStdString();
  EXPECT_TRUE(onLosses.contains("GELU: training " +
                                ui::formatValue(s->panes[0].history[epoch].trainLoss) + ", test " +
                                ui::formatValue(s->panes[0].history[epoch].testLoss)))
      << onLosses.toStdString();
  EXPECT_TRUE(onLosses.contains("ReLU: training ")) << onLosses.toStdString();
}

// Near the marked x the read-out is at x itself (a newcomer reading Swish at x = 1 got x = 0.998
// and 1.014, a pixel either side); away from it, where the pointer is.
TEST(HoverReadouts, NearTheMarkedXTheReadOutIsAtX) {
  ui::Scene scene;
  scene.setCurves({"gelu", "swish"});
  scene.setX(1.0);
  const auto panel = shownPanel("activations", scene);
  QCPAxisRect* rect = panel->plot()->axisRect();
  const double perPixel = 1.0 / std::abs(rect->axis(QCPAxis::atBottom)->coordToPixel(1.0) -
                                         rect->axis(QCPAxis::atBottom)->coordToPixel(0.0));
  const QString near = hoverAt(*panel, rect, 1.0 + 4 * perPixel, 0.5);
  const gelu::FunctionInfo* swish = scene.library().find("swish");
  ASSERT_NE(swish, nullptr);
  EXPECT_TRUE(near.startsWith("x = " + ui::formatValue(1.0, 3) + "\n")) << near.toStdString();
  EXPECT_TRUE(near.endsWith(" = " + ui::formatValue((*swish)(1.0, scene.params()))))
      << near.toStdString();
  const QString away = hoverAt(*panel, rect, 2.0, 0.5);
  EXPECT_TRUE(away.startsWith("x = 2")) << away.toStdString();
}

// The hover read-out lists the curves as the legend does: in its order (it was the ids'
// alphabetical order), by the legend's names ("Swish (β = 2)", where it said "Swish").
TEST(HoverReadouts, ListTheCurvesAsTheLegendDoes) {
  ui::Scene scene;
  scene.setCurves({"gelu", "relu", "elu", "swish"});
  scene.setBeta(2.0);
  QStringList sorted = scene.curves();
  sorted.sort();
  ASSERT_NE(scene.curves(), sorted);  // (the legend's order is not the ids' alphabetical one)
  for (const QString id : {"activations", "derivatives"}) {
    const auto panel = shownPanel(id, scene);
    QCPAxisRect* rect = panel->plot()->axisRect();
    const QStringList lines = hoverAt(*panel, rect, 2.0, 0.5).split('\n');
    ASSERT_EQ(lines.size(), scene.curves().size() + 1) << lines.join(" | ").toStdString();
    for (qsizetype i = 0; i < scene.curves().size(); ++i) {
      const QString curve = scene.curves()[i];
      const gelu::FunctionInfo* f = scene.library().find(curve.toStdString());
      ASSERT_NE(f, nullptr);
      // (The derivatives panel names each curve's derivative: "GELU′".)
      const gelu::FunctionInfo* drawn =
          id == "activations" ? f : scene.library().find(std::string(f->derivative));
      ASSERT_NE(drawn, nullptr);
      const QString name = QString::fromUtf8(drawn->name.data(), drawn->name.size());
      EXPECT_TRUE(lines[i + 1].startsWith(name)) << i << " " << lines[i + 1].toStdString();
      if (curve == "swish") {
        EXPECT_TRUE(lines[i + 1].contains("(β = 2)")) << lines[i + 1].toStdString();
      }
    }
  }
}

// The read-out's box stays above the plot's bottom, where the x axis and its ticks would be
// drawn over its last line (a five-line box under the pointer near the top of a short plot).
TEST(HoverReadouts, TheBoxStaysAboveTheXAxis) {
  ui::Scene scene;
  scene.setCurves({"gelu", "relu", "elu", "swish", "mish", "selu"});
  const auto panel = shownPanel("activations", scene);
  panel->resize(700, 300);
  QApplication::processEvents();
  panel->plot()->replot();
  QCPAxisRect* rect = panel->plot()->axisRect();
  const double top = rect->axis(QCPAxis::atLeft)->range().upper;
  const QString text =
      hoverAt(*panel, rect, 1.0, top - 0.02 * rect->axis(QCPAxis::atLeft)->range().size());
  ASSERT_FALSE(text.isEmpty());
  const QCPItemText* box = nullptr;
  for (int i = 0; i < panel->plot()->itemCount(); ++i) {
    const auto* t = qobject_cast<const QCPItemText*>(panel->plot()->item(i));
    if (t != nullptr && t->visible() && t->text() == text) box = t;
  }
  ASSERT_NE(box, nullptr);
  // (A box nearly as tall as its plot, under a pointer near the top: the case that ran past.)
  ASSERT_GT(box->bottom->pixelPosition().y() - box->top->pixelPosition().y(),
            0.75 * rect->height());
  EXPECT_LE(box->bottom->pixelPosition().y(), rect->bottom()) << text.toStdString();
}

// A legend says which of a family it draws: a parameter off PyTorch's default is named with the
// curve ("Swish (β = 2)"; the formula beside it shows only the symbol), at its default not.
TEST(CurveLegends, NameTheParametersOffTheirDefaults) {
  ui::Scene scene;
  scene.setCurves({"gelu", "swish", "elu"});
  for (const QString id : {"activations", "derivatives"}) {
    const auto panel = shownPanel(id, scene);
    const QString before = legendNames(*panel->plot()).join(" | ");
    EXPECT_FALSE(before.contains("β") || before.contains("α")) << before.toStdString();
    scene.setBeta(2.0);
    panel->plot()->replot();
    const QString after = legendNames(*panel->plot()).join(" | ");
    EXPECT_TRUE(after.contains("(β = 2)")) << after.toStdString();
    EXPECT_FALSE(after.contains("α")) << after.toStdString();
    scene.setBeta(1.0);
  }
}

// A curve drawn over a long stretch of an earlier one hid it (ReLU under Leaky ReLU for x > 0):
// the later is drawn dashed, the earlier showing between its dashes; curves apart stay solid.
TEST(CurveLegends, ACurveOverAnotherIsDashedSoBothShow) {
  ui::Scene scene;
  const auto penOf = [](ui::PlotPanel& panel, const QString& name) {
    for (int i = 0; i < panel.plot()->graphCount(); ++i) {
      QCPGraph* g = panel.plot()->graph(i);
      if (g->property("shortName").toString() == name) return g->pen();
    }
    ADD_FAILURE() << "no curve " << name.toStdString();
    return QPen();
  };
  scene.setCurves({"relu", "leaky_relu"});
  auto panel = shownPanel("activations", scene);
  const QPen relu = penOf(*panel, "ReLU");
  const QPen leaky = penOf(*panel, "Leaky ReLU");
  // One of the two (the one drawn over) dashed, the other solid.
  EXPECT_NE(relu.style() == Qt::CustomDashLine, leaky.style() == Qt::CustomDashLine);
  EXPECT_TRUE(relu.style() == Qt::SolidLine || leaky.style() == Qt::SolidLine);
  scene.setCurves({"relu", "tanh"});
  panel = shownPanel("activations", scene);
  EXPECT_EQ(penOf(*panel, "ReLU").style(), Qt::SolidLine);
  EXPECT_NE(penOf(*panel, "Tanh").style(), Qt::CustomDashLine);  // (its own dashes)
}

}  // namespace
