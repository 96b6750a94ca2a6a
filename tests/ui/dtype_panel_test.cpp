// The number-format panel: its controls are the Scene's choice, its tallies are computed by
// enumeration (and agree with an independent one), a second format adds a column.
#include <gtest/gtest.h>

#include <qcustomplot.h>

#include <QApplication>
#include <QComboBox>
#include <QMouseEvent>
#include <algorithm>
#include <cmath>

#include "core/activations.hpp"
#include "core/dtype.hpp"
#include "tests/ui/shared_helpers.hpp"
#include "ui/model/NumberText.hpp"
#include "ui/model/Scene.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"

namespace {

TEST(DTypePanel, TalliesColumnsAndControls) {
  ui::Scene scene;
  const auto panel = ui::createPanel("dtype", scene);
  panel->resize(1600, 900);
  panel->show();
  auto* dtype = panel->findChild<QComboBox*>("dtype");
  auto* beside = panel->findChild<QComboBox*>("compare-dtype");
  auto* kernel = panel->findChild<QComboBox*>("kernel");
  ASSERT_TRUE(dtype != nullptr && beside != nullptr && kernel != nullptr);
  EXPECT_EQ(dtype->currentData().toString(), "bf16");
  // bfloat16: the independent enumeration found 317 of 33,281.
  QString said = panel->accessibleSummary();
  EXPECT_TRUE(said.contains(ui::formatCount(33281))) << said.toStdString();  // 33 281
  EXPECT_FALSE(said.contains('$')) << said.toStdString();  // its formula read aloud
  EXPECT_TRUE(said.contains("317")) << said.toStdString();
  EXPECT_EQ(panel->plot()->axisRectCount(), 2);
  // E4M3 beside it: two columns; in E4M3 the tanh form never rounds differently.
  beside->setCurrentIndex(beside->findData("e4m3"));
  EXPECT_EQ(scene.numberFormat().compare, "e4m3");
  EXPECT_EQ(panel->plot()->axisRectCount(), 4);
  // A column's values and its ULPs line up at both ends whatever their tick labels ("−1"
  // above "−5000": the ULP plot began 24 px to the right).
  panel->plot()->replot();
  QList<QRect> rects;  // by column (the left half, the right half), values above ULPs
  for (const QCPAxisRect* r : panel->plot()->axisRects()) rects << r->rect();
  std::sort(rects.begin(), rects.end(), [&](const QRect& a, const QRect& b) {
    const bool aLeft = a.center().x() < panel->plot()->width() / 2;
    const bool bLeft = b.center().x() < panel->plot()->width() / 2;
    return aLeft != bLeft ? aLeft : a.top() < b.top();
  });
  for (int c = 0; c < 2; ++c) {
    const QRect& values = rects[2 * c];
    const QRect& ulps = rects[2 * c + 1];
    EXPECT_LT(values.bottom(), ulps.top()) << "column " << c;
    EXPECT_EQ(values.left(), ulps.left()) << "column " << c;
    EXPECT_EQ(values.right(), ulps.right()) << "column " << c;
  }
  said = panel->accessibleSummary();
  EXPECT_TRUE(said.contains("161")) << said.toStdString();
  // PyTorch's kernel; the Scene's change reaches the controls.
  kernel->setCurrentIndex(kernel->findData("torch"));
  EXPECT_EQ(scene.numberFormat().kernel, "torch");
  EXPECT_EQ(kernel->count(), 4);
  ui::NumberFormatState f;
  f.dtype = "fp16";
  scene.setNumberFormat(f);
  EXPECT_EQ(dtype->currentData().toString(), "fp16");
  EXPECT_EQ(kernel->currentData().toString(), "exact");
  EXPECT_EQ(beside->currentData().toString(), "none");
  EXPECT_EQ(panel->plot()->axisRectCount(), 2);
  EXPECT_TRUE(panel->accessibleSummary().contains("3695"))  // fp16's tanh form, as enumerated
      << panel->accessibleSummary().toStdString();
  // PyTorch 1.13 has no CPU GELU for float16: exact GELU alone, and the panel says why.
  f.kernel = "torch";
  scene.setNumberFormat(f);
  EXPECT_EQ(kernel->currentData().toString(), "torch");
  EXPECT_TRUE(panel->accessibleSummary().contains("no CPU GELU for float16"))
      << panel->accessibleSummary().toStdString();
  EXPECT_FALSE(panel->accessibleSummary().contains("3695"));
  panel->setPresentation(true);
  EXPECT_FALSE(dtype->isVisible());
  panel->setPresentation(false);
  EXPECT_TRUE(dtype->isVisible());
}

// A column's values and errors share x: its numbers and name under the errors alone, and a pan
// or zoom of either moves both (each panned alone, under a scale no longer its own).
TEST(DTypePanel, AColumnsPlotsShareX) {
  ui::Scene scene;
  ui::NumberFormatState f;
  f.compare = "fp16";
  scene.setNumberFormat(f);
  const auto panel = ui::createPanel("dtype", scene);
  panel->resize(1280, 720);
  panel->show();
  panel->plot()->replot();
  const QList<QCPAxisRect*> rects = panel->plot()->axisRects();
  ASSERT_EQ(rects.size(), 4);
  for (int c = 0; c < 2; ++c) {
    QCPAxis* values = rects[c]->axis(QCPAxis::atBottom);  // (row by row: values, then errors)
    QCPAxis* errors = rects[2 + c]->axis(QCPAxis::atBottom);
    EXPECT_FALSE(values->tickLabels());
    EXPECT_TRUE(errors->tickLabels());
    EXPECT_EQ(errors->label(), "$x$");
    values->setRange(-2, 1);
    EXPECT_EQ(errors->range(), QCPRange(-2, 1)) << c;
    errors->setRange(-6, -3);
    EXPECT_EQ(values->range(), QCPRange(-6, -3)) << c;
  }
}

// The errors' plot spans their extent and 0, not ± their largest: in bfloat16 the sigmoid form's
// errors are all below 0 (to ~−5600 ULPs) and the range ±6000 left its upper half empty.
TEST(DTypePanel, TheErrorsRangeFollowsTheirExtent) {
  ui::Scene scene;
  const auto panel = ui::createPanel("dtype", scene);
  panel->resize(1280, 720);
  panel->show();
  panel->plot()->replot();
  const QList<QCPAxisRect*> rects = panel->plot()->axisRects();
  ASSERT_EQ(rects.size(), 2);
  const QCPAxis* ulps = rects[1]->axis(QCPAxis::atLeft);
  double lowest = 0;
  double highest = 0;
  for (int i = 0; i < panel->plot()->graphCount(); ++i) {
    const QCPGraph* g = panel->plot()->graph(i);
    if (g->valueAxis() != ulps) continue;
    for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it) {
      if (!std::isfinite(it->value)) continue;
      lowest = std::min(lowest, it->value);
      highest = std::max(highest, it->value);
    }
  }
  EXPECT_LT(lowest, -1000);
  const QCPRange range = ulps->range();
  EXPECT_LT(range.lower, lowest);
  EXPECT_GT(range.upper, highest);
  EXPECT_GE(highest - lowest, 0.7 * range.size()) << range.lower << " … " << range.upper;
}

/// x stored alike: the same value and sign, or both NaN.
bool same(double a, double b) {
  return (std::isnan(a) && std::isnan(b)) || (a == b && std::signbit(a) == std::signbit(b));
}

// Issue 50: with a PyTorch path the tally counts where PyTorch's stored value differs from the
// correctly rounded one, and where another path stores other bits for the same x — the counts an
// enumeration here finds (every bfloat16 value in [−8, 8], +0 once).
TEST(DTypePanel, TheLegendSaysWhatTheBarsAndMarksAre) {
  // A newcomer could not tell what the bars along the bottom were: the legend names them, and
  // the marks on a curve where differing inputs are few.
  ui::Scene scene;
  const auto panel = ui::createPanel("dtype", scene);
  panel->resize(1280, 720);
  const auto legendNames = [&] { return ::legendNames(*panel->plot()->legend); };
  panel->refresh();
  QStringList names = legendNames();
  EXPECT_TRUE(names.contains("bars: where a form ≠ exact GELU")) << names.join(" | ").toStdString();
  EXPECT_FALSE(names.join(' ').contains("marks:")) << names.join(" | ").toStdString();
  // No form of bfloat16 rounded once stores 0 from an x in the view: no dashed line to say.
  const QString zero = "dashed: where a form starts storing 0";
  EXPECT_FALSE(names.contains(zero));
  // E4M3 has ~250 values in the view: its few differing inputs are marks on the curve.
  scene.setNumberFormat([&] {
    ui::NumberFormatState state = scene.numberFormat();
    state.dtype = "e4m3";
    return state;
  }());
  panel->refresh();
  names = legendNames();
  // (Its key draws a ×: "× +: where …" read as a glitch beside it.)
  EXPECT_TRUE(names.contains("marks: where a form ≠ exact GELU"))
      << names.join(" | ").toStdString();
  EXPECT_FALSE(names.join(' ').contains("bars:")) << names.join(" | ").toStdString();
  // E4M3's tanh form stores 0 from x = −3.5, and PyTorch's tanh form in bfloat16 from x ≈ −3.06:
  // their dashed lines are said in the legend (a newcomer found one that nothing explained).
  EXPECT_TRUE(names.contains(zero)) << names.join(" | ").toStdString();
  scene.setNumberFormat([&] {
    ui::NumberFormatState state = scene.numberFormat();
    state.dtype = "bf16";
    state.kernel = "torch";
    return state;
  }());
  panel->refresh();
  names = legendNames();
  EXPECT_TRUE(names.contains(zero)) << names.join(" | ").toStdString();
}

/// Whether the icon of the legend entry `name` draws a pixel near `colour` (antialiased marks
/// reach it only at their centre).
bool iconHas(QCustomPlot& plot, const QString& name, const QColor& colour) {
  const QImage image = plot.toPixmap(plot.width(), plot.height(), 1.0).toImage();
  for (int i = 0; i < plot.legend->itemCount(); ++i) {
    auto* item = qobject_cast<QCPPlottableLegendItem*>(plot.legend->item(i));
    if (item == nullptr || item->plottable()->name() != name) continue;
    const QRect icon(item->rect().topLeft(),
                     QSize(plot.legend->iconSize().width(), item->rect().height()));
    for (int y = icon.top(); y <= icon.bottom(); ++y) {
      for (int x = icon.left(); x <= icon.right(); ++x) {
        const QColor c = image.pixelColor(x, y);
        if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                std::abs(c.blue() - colour.blue()) <
            60) {
          return true;
        }
      }
    }
  }
  return false;
}

// The keys of the bars, the marks and the dashed lines were drawn in the foreground colour, in
// which no form draws them: each draws the forms' own, in their colours.
TEST(DTypePanel, TheKeysOfTheBarsAndMarksAreInTheFormsColours) {
  ui::Scene scene;
  const auto panel = ui::createPanel("dtype", scene);
  panel->resize(1280, 720);
  panel->show();
  for (const char* dtype : {"bf16", "e4m3"}) {
    scene.setNumberFormat([&] {
      ui::NumberFormatState state = scene.numberFormat();
      state.dtype = dtype;
      return state;
    }());
    panel->refresh();
    QCustomPlot& plot = *panel->plot();
    const QString key =
        QString::fromUtf8(std::string_view(dtype) == "bf16" ? "bars: " : "marks: ") +
        "where a form ≠ exact GELU";
    ASSERT_TRUE(legendNames(*plot.legend).contains(key)) << dtype;
    // The forms' bars or marks as the values' plot draws them: its graphs outside the legend
    // that hold data, a bar's pen or a mark's (in bfloat16 both forms' bars; in E4M3 the sigmoid
    // form's marks alone, the tanh form storing what exact GELU does).
    QList<QColor> forms;
    const QCPAxis* values = plot.graph(0)->valueAxis();
    for (int g = 0; g < plot.graphCount(); ++g) {
      const QCPGraph* graph = plot.graph(g);
      if (graph->valueAxis() != values || graph->data()->isEmpty() ||
          plot.legend->itemWithPlottable(graph) != nullptr) {
        continue;
      }
      if (!graph->scatterStyle().isNone()) {
        forms << graph->scatterStyle().pen().color();
      } else if (graph->pen().widthF() >= 4) {  // (not a dashed line where a form stores 0)
        forms << graph->pen().color();
      }
    }
    ASSERT_EQ(forms.size(), std::string_view(dtype) == "bf16" ? 2 : 1) << dtype;
    for (const QColor& colour : forms) {
      EXPECT_TRUE(iconHas(plot, key, colour)) << dtype << " " << colour.name().toStdString();
    }
    EXPECT_FALSE(iconHas(plot, key, panel->theme().foreground)) << dtype;
    // The dashed line where a form starts storing 0 (E4M3's tanh form from x = −3.5) alike.
    const QString zero = "dashed: where a form starts storing 0";
    int dashed = 0;
    for (int g = 0; g < plot.graphCount(); ++g) {
      const QCPGraph* graph = plot.graph(g);
      if (graph->pen().style() != Qt::DashLine || graph->data()->size() != 2 ||
          plot.legend->itemWithPlottable(graph) != nullptr) {
        continue;
      }
      EXPECT_TRUE(iconHas(plot, zero, graph->pen().color())) << dtype;
      EXPECT_FALSE(iconHas(plot, zero, panel->theme().foreground)) << dtype;
      ++dashed;
    }
    EXPECT_EQ(dashed, std::string_view(dtype) == "bf16" ? 0 : 1) << dtype;
  }
}

TEST(DTypePanel, PyTorchPathsTallyTheirDifferences) {
  using gelu::dtype::DType;
  using gelu::dtype::Kernel;
  std::vector<double> xs;
  for (const double v : gelu::dtype::finiteValues(DType::BFloat16)) {
    if (v >= -8.0 && v <= 8.0 && !(v == 0.0 && std::signbit(v))) xs.push_back(v);
  }
  ASSERT_EQ(xs.size(), 33281U);
  const auto count = [&](Kernel k, bool tanhForm, Kernel other) {
    std::size_t offRounded = 0;
    std::size_t offPath = 0;
    for (const double x : xs) {
      const double v = gelu::dtype::torchGelu(k, DType::BFloat16, x, tanhForm);
      const double exact = tanhForm ? gelu::gelu_tanh(x) : gelu::gelu(x);
      offRounded += same(v, gelu::dtype::round(DType::BFloat16, exact)) ? 0 : 1;
      offPath += same(v, gelu::dtype::torchGelu(other, DType::BFloat16, x, tanhForm)) ? 0 : 1;
    }
    return std::make_pair(offRounded, offPath);
  };
  ui::Scene scene;
  const auto panel = ui::createPanel("dtype", scene);
  panel->resize(1600, 900);
  panel->show();
  ui::NumberFormatState f;
  f.dtype = "bf16";
  // A long tensor: oneDNN rounds GELU once, so one element (ATen, a rounding per operation)
  // stores other bits.
  f.kernel = "torch";
  scene.setNumberFormat(f);
  QString said = panel->accessibleSummary();
  const auto erf = count(Kernel::Torch, false, Kernel::TorchScalar);
  const auto tanh = count(Kernel::Torch, true, Kernel::TorchScalar);
  EXPECT_GT(erf.second, 0U);
  EXPECT_TRUE(said.contains(ui::formatCount(erf.first))) << said.toStdString();
  EXPECT_TRUE(said.contains(ui::formatCount(tanh.first))) << said.toStdString();
  EXPECT_TRUE(
      said.contains("one element (scalar) stores other bits at " + ui::formatCount(erf.second)))
      << said.toStdString();
  // One element beside the vectorized path: in bfloat16 the same bits everywhere.
  f.kernel = "torch-scalar";
  scene.setNumberFormat(f);
  said = panel->accessibleSummary();
  const auto scalar = count(Kernel::TorchScalar, false, Kernel::TorchVectorized);
  EXPECT_EQ(scalar.second, 0U);
  EXPECT_TRUE(said.contains(ui::formatCount(scalar.first))) << said.toStdString();
  EXPECT_TRUE(said.contains("stores the same bits at every one of these x")) << said.toStdString();
  EXPECT_EQ(panel->plot()->axisRectCount(), 2);
}

}  // namespace

namespace {

// Issue 46, item 7: the number-format panel reads out under the pointer — the input as the format
// holds it, exact GELU there, the value stored and each form's error in ULPs.
TEST(DTypePanel, HoverReadsTheValuesUnderThePointer) {
  ui::Scene scene;
  auto panel = ui::createPanel("dtype", scene);
  ASSERT_NE(panel, nullptr);
  panel->resize(900, 600);
  panel->show();
  QApplication::processEvents();
  QCustomPlot* plot = panel->plot();
  plot->replot();
  const QPoint at(static_cast<int>(plot->xAxis->coordToPixel(-3.3)),
                  static_cast<int>(plot->yAxis->coordToPixel(0.0)));
  QMouseEvent move(QEvent::MouseMove, QPointF(at), plot->mapToGlobal(QPointF(at)), Qt::NoButton,
                   Qt::NoButton, Qt::NoModifier);
  QApplication::sendEvent(plot, &move);
  const QString text = panel->hoverReadout();
  const double x =
      gelu::dtype::round(gelu::dtype::DType::BFloat16, plot->xAxis->pixelToCoord(at.x()));
  const double exact = (*gelu::builtInFunction("gelu"))(x, gelu::Params{});
  EXPECT_TRUE(text.startsWith("x = " + ui::formatValue(x, 7) + " (in bfloat16)"))
      << text.toStdString();
  EXPECT_TRUE(
      text.contains(ui::formatValue(gelu::dtype::round(gelu::dtype::DType::BFloat16, exact), 7)))
      << text.toStdString();
  EXPECT_TRUE(text.contains("tanh form")) << text.toStdString();
  EXPECT_TRUE(text.contains("ULP")) << text.toStdString();
  // The sigmoid form named as the legend names it, its error signed as its plot draws it (below
  // exact GELU at x ≈ −3.3: negative; the read-out said "sigmoid form" and an unsigned count).
  const double sigmoid = gelu::dtype::round(
      gelu::dtype::DType::BFloat16, (*gelu::builtInFunction("gelu_sigmoid"))(x, gelu::Params{}));
  const double stored = gelu::dtype::round(gelu::dtype::DType::BFloat16, exact);
  ASSERT_LT(sigmoid, stored);
  const QString line = text.section('\n', 3, 3);
  EXPECT_TRUE(line.startsWith("x·σ(1.702x) " + ui::formatValue(sigmoid, 7) + " (−"))
      << line.toStdString();
  EXPECT_FALSE(text.contains("sigmoid form")) << text.toStdString();
}

/// The read-out under the pointer at x = `x` over `rect`'s middle.
QString hoverOver(ui::PlotPanel& panel, QCPAxisRect* rect, double x) {
  QCustomPlot* plot = panel.plot();
  const QPoint at(static_cast<int>(rect->axis(QCPAxis::atBottom)->coordToPixel(x)),
                  rect->center().y());
  QMouseEvent move(QEvent::MouseMove, QPointF(at), plot->mapToGlobal(QPointF(at)), Qt::NoButton,
                   Qt::NoButton, Qt::NoModifier);
  QApplication::sendEvent(plot, &move);
  return panel.hoverReadout();
}

// Every plot of the panel reads its format out (the errors' plots had no read-out; a compared
// format's plots read the first format's values).
TEST(DTypePanel, HoverReadsEveryPlotInItsOwnFormat) {
  ui::Scene scene;
  ui::NumberFormatState state = scene.numberFormat();
  state.dtype = "bf16";
  state.compare = "e4m3";
  scene.setNumberFormat(state);
  auto panel = ui::createPanel("dtype", scene);
  panel->resize(1100, 700);
  panel->show();
  QApplication::processEvents();
  panel->plot()->replot();
  QList<QCPAxisRect*> rects = panel->plot()->axisRects();
  ASSERT_EQ(rects.size(), 4);
  // Values over errors, a column per format: sorted by column, then row.
  std::sort(rects.begin(), rects.end(), [](QCPAxisRect* a, QCPAxisRect* b) {
    return std::pair(a->left(), a->top()) < std::pair(b->left(), b->top());
  });
  const QString names[] = {"bfloat16", "bfloat16", "FP8 E4M3", "FP8 E4M3"};
  for (int i = 0; i < 4; ++i) {
    const QString text = hoverOver(*panel, rects[i], -2.2);
    EXPECT_TRUE(text.startsWith("x = ")) << i << ": " << text.toStdString();
    EXPECT_TRUE(text.contains("(in " + names[i] + ")")) << i << ": " << text.toStdString();
    EXPECT_TRUE(text.contains("ULP")) << i << ": " << text.toStdString();
  }
}

}  // namespace
