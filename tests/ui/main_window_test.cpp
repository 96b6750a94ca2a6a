// The main window and its panels, offscreen: drive the Scene (or keys, the mouse) and assert on
// panel state, not pixels.
#include <gtest/gtest.h>
#include <QMenu>
#include <QMenuBar>

#include <qcustomplot.h>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileIconProvider>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QToolButton>
#include <cmath>

#include "core/activations.hpp"
#include "core/curve.hpp"
#include "core/format.hpp"
#include "core/model/limits.hpp"
#include "core/normal.hpp"
#include "ui/model/CurveText.hpp"
#include "ui/model/NumberText.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/ActivationsPanel.hpp"
#include "ui/panels/CdfPanel.hpp"
#include "ui/panels/ComparePanel.hpp"
#include "ui/panels/DerivativesPanel.hpp"
#include "ui/panels/ErrorsPanel.hpp"
#include "ui/panels/FileDialogs.hpp"
#include "ui/panels/MathLabel.hpp"
#include "ui/panels/MonteCarloPanel.hpp"
#include "ui/panels/NeuronPanel.hpp"
#include "ui/panels/PdfAreaPanel.hpp"
#include "ui/panels/qcp/MathPlotItems.hpp"
#include "ui/window/ControlsDock.hpp"
#include "ui/window/CurvePicker.hpp"
#include "ui/window/MainWindow.hpp"
#include "ui/window/ViewArea.hpp"

namespace {

class Window : public ::testing::Test {
 protected:
  ui::Scene scene;
  ui::MainWindow window{scene};
  template <typename T>
  T* panel(const char* id) {
    auto* p = qobject_cast<T*>(window.panel(id));
    EXPECT_NE(p, nullptr) << id;
    return p;
  }
};

// A panel of another view does no work for Scene changes until it is shown, then catches up
// once.
TEST_F(Window, HiddenPanelsCatchUpWhenShown) {
  window.resize(1600, 900);
  window.show();
  window.viewArea()->showView("idea");
  QApplication::processEvents();
  auto* compare = panel<ui::ComparePanel>("compare");
  ASSERT_TRUE(compare->visibleRegion().isEmpty());  // not in the idea's view
  const int before = compare->curveRecomputations();
  scene.setCurves({"gelu", "silu", "relu", "elu"});
  scene.setMu(0.25);
  EXPECT_EQ(compare->curveRecomputations(), before);
  ASSERT_TRUE(window.viewArea()->showView("side-by-side"));
  QApplication::processEvents();
  ASSERT_FALSE(compare->visibleRegion().isEmpty());
  EXPECT_EQ(compare->curveRecomputations(), before + 1);
  EXPECT_EQ(compare->plotCount(), 4);
}

// Side by side marks x on each curve with a point that stands out from the curve in every
// theme (the accent's orange lay unseen on ReLU's vermillion and on the orange family).
TEST_F(Window, SideBySidesPointsStandOutFromTheirCurves) {
  window.resize(1280, 720);
  window.show();
  scene.setCurves({"gelu", "relu", "gelu_tanh", "leaky_relu", "hardswish", "elu"});
  ASSERT_TRUE(window.viewArea()->showView("side-by-side"));
  for (const ui::ThemeChoice choice :
       {ui::ThemeChoice::Light, ui::ThemeChoice::Dark, ui::ThemeChoice::HighContrast}) {
    scene.setTheme(choice);
    QApplication::processEvents();
    const QCustomPlot* plot = panel<ui::ComparePanel>("compare")->plot();
    int points = 0;
    for (int i = 0; i < plot->graphCount(); ++i) {
      const QCPGraph* g = plot->graph(i);
      if (g->lineStyle() != QCPGraph::lsNone || !g->property("curveId").isValid()) continue;
      ++points;
      const QColor point = g->scatterStyle().brush().color();
      const QColor curve = ui::Theme::forScreen(choice).curveColor(
          g->property("curveId").toString(), scene.formulas(), scene.curves());
      // Far apart in colour (the accent's orange was 67 from ReLU's vermillion), and ringed in
      // the background's colour.
      EXPECT_GE(std::hypot(point.red() - curve.red(), point.green() - curve.green(),
                           point.blue() - curve.blue()),
                100.0)
          << g->property("curveId").toString().toStdString() << " " << static_cast<int>(choice);
      EXPECT_EQ(g->scatterStyle().pen().color(), ui::Theme::forScreen(choice).background);
      // And drawn so: the point's middle pixel in its fill (a disc took its pen's colour).
      ASSERT_FALSE(g->data()->isEmpty());
      const QPointF at(g->keyAxis()->coordToPixel(g->data()->begin()->key),
                       g->valueAxis()->coordToPixel(g->data()->begin()->value));
      const QImage drawn = const_cast<QCustomPlot*>(plot)->toPixmap(0, 0, 1.0).toImage();
      const QColor middle = drawn.pixelColor(at.toPoint());
      EXPECT_LT(std::hypot(middle.red() - point.red(), middle.green() - point.green(),
                           middle.blue() - point.blue()),
                40.0)
          << g->property("curveId").toString().toStdString() << " " << static_cast<int>(choice);
    }
    EXPECT_EQ(points, 6);
  }
}

// The Monte Carlo mean's open square frames GELU's point at x, over it and over every other
// curve's point, whichever curves were shown after it (it sat behind GELU's, its upper whisker
// hidden).
TEST_F(Window, TheMonteCarloMeanIsDrawnOverTheCurvesPoints) {
  window.viewArea()->showView("idea");
  scene.setCurves({"gelu", "relu", "elu", "silu"});  // (curves made after the mark)
  QApplication::processEvents();
  const QCustomPlot* plot = panel<ui::ActivationsPanel>("activations")->plot();
  const QCPGraph* mean = nullptr;
  for (int i = 0; i < plot->graphCount(); ++i) {
    if (plot->graph(i)->name() == "Monte Carlo mean ± 95%") mean = plot->graph(i);
  }
  ASSERT_NE(mean, nullptr);
  const QList<QCPLayerable*> order = mean->layer()->children();
  int points = 0;
  for (int i = 0; i < plot->graphCount(); ++i) {
    const QCPGraph* g = plot->graph(i);
    if (g == mean || g->layer() != mean->layer() || g->lineStyle() != QCPGraph::lsNone ||
        g->name() == "neuron output")
      continue;
    ++points;
    EXPECT_LT(order.indexOf(const_cast<QCPGraph*>(g)), order.indexOf(const_cast<QCPGraph*>(mean)));
  }
  EXPECT_GE(points, 4);
}

// Regression: the title said "dips below 0 near x ≈ −0.75" whatever μ and σ were.
TEST_F(Window, DerivativesTitleFollowsTheRoot) {
  auto* d = panel<ui::DerivativesPanel>("derivatives");
  EXPECT_TRUE(d->title().endsWith(R"($x \approx -0.75$)")) << d->title().toStdString();
  scene.setMu(1.0);
  scene.setSigma(0.5);
  const QString root = QString::number(gelu::dgeluRoot(1.0, 0.5), 'f', 2);
  EXPECT_TRUE(d->title().endsWith(R"($x \approx )" + root + "$")) << d->title().toStdString();
  // Read aloud with the root in words.
  EXPECT_TRUE(d->plot()->accessibleName().endsWith("x is approximately minus " + root.mid(1)))
      << d->plot()->accessibleName().toStdString();
  EXPECT_FALSE(d->title().contains("0.75"));
}

// Regression: a curve shown later was listed last in a legend made before it, and in its place
// in one made after it, so the activations and derivatives legends differed.
TEST_F(Window, LegendsListTheCurvesInTheScenesOrder) {
  window.resize(1600, 900);
  window.show();
  scene.setCurves({"gelu", "relu"});
  window.viewArea()->showView("derivatives");
  QApplication::processEvents();
  scene.setCurves({"gelu", "relu", "gelu_tanh"});
  ASSERT_EQ(scene.curves(), (QStringList{"gelu", "gelu_tanh", "relu"}));  // the library's order
  QApplication::processEvents();
  const auto names = [](QCustomPlot* plot) {
    QStringList n;
    for (int i = 0; i < plot->legend->itemCount(); ++i) {
      if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot->legend->item(i))) {
        n << item->plottable()->property("shortName").toString();
      }
    }
    return n;
  };
  QStringList expected;
  for (const char* id : {"gelu", "gelu_tanh", "relu"}) {
    expected << ui::curveName(*scene.library().find(id));
  }
  EXPECT_EQ(names(panel<ui::ActivationsPanel>("activations")->plot()), expected);
  QStringList derivatives;
  for (const char* id : {"gelu", "gelu_tanh", "relu"}) {
    derivatives << ui::curveName(*scene.library().find(scene.library().find(id)->derivative));
  }
  EXPECT_EQ(names(panel<ui::DerivativesPanel>("derivatives")->plot()), derivatives);
}

// Regression: the compare panel had no axis labels and never said what its faint line is.
TEST_F(Window, ComparePanelLabelsItsAxesAndExplainsTheFaintLine) {
  auto* compare = panel<ui::ComparePanel>("compare");
  scene.setCurves({"gelu", "silu", "relu", "elu"});  // a 2 × 2 grid
  EXPECT_TRUE(compare->title().contains("faint: its derivative")) << compare->title().toStdString();
  QStringList bottom, left;
  for (QCPAxisRect* r : compare->plot()->axisRects()) {
    bottom << r->axis(QCPAxis::atBottom)->label();
    left << r->axis(QCPAxis::atLeft)->label();
  }
  EXPECT_EQ(bottom, (QStringList{"", "", "$x$", "$x$"}));
  EXPECT_EQ(left, (QStringList{"$f(x)$", "", "$f(x)$", ""}));
  compare->setDifferenceMode(true);
  EXPECT_FALSE(compare->title().contains("faint"));
  EXPECT_EQ(compare->plot()->axisRect(0)->axis(QCPAxis::atLeft)->label(),
            R"($f(x) - \operatorname{GELU}(x)$)");
}

// Regression: the log axis of draws stopped at 10⁴ with no label at its end.
TEST_F(Window, MonteCarloAxisEndsWithRoomForItsLastDecade) {
  auto* mc = panel<ui::MonteCarloPanel>("monte-carlo");
  scene.simulateTo(10000);
  QCPAxis* n = mc->plot()->xAxis;
  // A third of a decade beyond the last labelled one: room for the label centred on it
  // (QCustomPlot drops a tick label that the border would cut).
  EXPECT_GE(std::log10(n->range().upper / 1e4), 0.3 - 1e-12);
  mc->plot()->replot();
  EXPECT_TRUE(n->tickVector().contains(1e4));
}

// A newcomer's screenshot (1280×720, x = −0.5, 10⁶ draws): the coin row took three lines, the
// plot ≈ 75 px, the tally overprinted its axis label. The row now stays on its one line: the
// coins leave the last draw's test its room.
TEST_F(Window, TheCoinRowStaysOnItsLineAt720p) {
  window.resize(1280, 720);
  window.show();
  window.viewArea()->showView("idea");
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
  auto* mc = panel<ui::MonteCarloPanel>("monte-carlo");
  ui::MathLabel* coins = nullptr;  // the row that shows coins once there are draws
  scene.setX(-0.5);
  // Before the first draw the row says what it will show (an empty band read as a gap).
  for (ui::MathLabel* l : mc->findChildren<ui::MathLabel*>()) {
    if (l->isVisible() && l->text().contains(QStringLiteral("Each draw will show here"))) coins = l;
  }
  ASSERT_NE(coins, nullptr);
  EXPECT_EQ(coins->heightForWidth(coins->width()), coins->heightForWidth(1 << 16));
  for (const std::uint64_t n : {std::uint64_t{6}, std::uint64_t{1'000'000}}) {
    scene.simulateTo(n);
    QApplication::processEvents();
    EXPECT_FALSE(coins->text().contains(QStringLiteral("Each draw"))) << n;
    if (coins == nullptr) {
      for (ui::MathLabel* l : mc->findChildren<ui::MathLabel*>()) {
        if (l->isVisible() && l->text().contains(QStringLiteral("font-size:large"))) coins = l;
      }
    }
    ASSERT_NE(coins, nullptr);
    // As tall as the same text on a line of any length: one line.
    EXPECT_EQ(coins->heightForWidth(coins->width()), coins->heightForWidth(1 << 16))
        << n << ": " << coins->text().toStdString();
  }
  // Past the draws made one by one the test is the run's latest draw (drawn given the count),
  // not the last drawn singly, which a newcomer took for a stale line ("draw 65 536: …").
  EXPECT_EQ(scene.recentDraws().back().index, 1'000'000u);
  EXPECT_TRUE(coins->text().contains("last:")) << coins->text().toStdString();
  EXPECT_FALSE(coins->text().contains("draw " + ui::formatCount(65536)))
      << coins->text().toStdString();
}

// The Monte Carlo plot keeps its height as a run starts: the coin row (as tall as with the last
// draw's typeset test) and the tally's first lines are kept from n = 0 (a newcomer at 720p saw
// the plot lose a sixth of its height at the first draw, when the one-line "n = 0 — press Play"
// tally became two lines). Later counts break the tally's lines elsewhere: a few pixels more or
// less where a line holds a formula or not.
TEST_F(Window, TheMonteCarloPlotKeepsItsHeightAsARunStarts) {
  window.resize(1280, 720);
  window.show();
  window.viewArea()->showView("idea");
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
  auto* mc = panel<ui::MonteCarloPanel>("monte-carlo");
  scene.setX(-0.5);
  scene.resetSimulation();
  for (int i = 0; i < 5; ++i) QApplication::processEvents();
  const int before = mc->plotArea().height();
  for (const std::uint64_t n : {std::uint64_t{1}, std::uint64_t{8}}) {
    scene.simulateTo(n);
    for (int i = 0; i < 5; ++i) QApplication::processEvents();
    EXPECT_EQ(mc->plotArea().height(), before) << n << ": " << mc->tally(false).toStdString();
  }
  scene.simulateTo(1'000'000);
  for (int i = 0; i < 5; ++i) QApplication::processEvents();
  EXPECT_NEAR(mc->plotArea().height(), before, 8) << mc->tally(false).toStdString();
  // A reset keeps the lines again (the plot itself may differ: its legend went where the long
  // run's data left room).
  scene.resetSimulation();
  for (int i = 0; i < 5; ++i) QApplication::processEvents();
  ui::MathLabel* tally = nullptr;
  for (ui::MathLabel* l : mc->findChildren<ui::MathLabel*>()) {
    if (l->isVisible() && l->text().contains("press Play")) tally = l;
  }
  ASSERT_NE(tally, nullptr);
  EXPECT_GT(tally->minimumHeight(), tally->heightForWidth(1 << 16));  // (two lines, not one)
}

// Regression (issue 51, a hostile re-probe): typing /proc/ in File ▸ Open deck… froze the window
// for good: Qt's icon provider asked the MIME database for each listed file's type on the GUI
// thread, and the database read the file (/proc/kmsg, which waits for the kernel's next line)
// when its name did not tell. The dialogs' provider goes by names alone: a PNG named without an
// extension is not recognised by its content (Qt's own provider opens it and says "PNG image").
TEST(FileDialogs, TheIconProviderNeverReadsAFile) {
  QTemporaryDir dir;
  const QString picture = dir.filePath("picture");
  QFile f(picture);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.write(QByteArray::fromHex("89504e470d0a1a0a0000000d49484452"));
  f.close();
  const QAbstractFileIconProvider& provider = ui::nameOnlyIconProvider();
  ASSERT_TRUE(QFileIconProvider().type(QFileInfo(picture)).contains("PNG"));  // Qt reads it
  EXPECT_FALSE(provider.type(QFileInfo(picture)).contains("PNG"));
  EXPECT_FALSE(provider.type(QFileInfo(dir.filePath("deck.json"))).isEmpty());  // by its name
  EXPECT_EQ(provider.type(QFileInfo(dir.path())), QFileIconProvider().type(QFileInfo(dir.path())));
}

// The File menu says what each figure export gives (a newcomer wanting a view's two plots in
// one file guessed between "Export panel…" and "Export sheet…").
TEST_F(Window, TheFigureExportsSayWhatTheyGive) {
  QAction* panelExport = window.action("export-panel");
  QAction* sheetExport = window.action("export-sheet");
  ASSERT_NE(panelExport, nullptr);
  ASSERT_NE(sheetExport, nullptr);
  EXPECT_TRUE(panelExport->toolTip().startsWith("One panel"))
      << panelExport->toolTip().toStdString();
  EXPECT_TRUE(sheetExport->toolTip().startsWith("Several panels"))
      << sheetExport->toolTip().toStdString();
  int menus = 0;
  for (QMenu* menu : window.menuBar()->findChildren<QMenu*>()) {
    if (menu->actions().contains(sheetExport)) {
      ++menus;
      EXPECT_TRUE(menu->toolTipsVisible());
    }
  }
  EXPECT_EQ(menus, 1);
}

TEST_F(Window, HasAllElevenPanels) {
  ASSERT_EQ(window.panels().size(), 11);
  for (const char* id : {"pdf-area", "cdf", "monte-carlo", "activations", "derivatives", "errors",
                         "compare", "neuron", "propagation", "dtype", "training"}) {
    EXPECT_NE(window.panel(id), nullptr) << id;
  }
}

// Issue 47, item 8: the estimate and its ± with the same decimals, the count grouped (the status
// bar said "± 0.01" beside "0.34550", and "n = 1000000000000000").
TEST_F(Window, TheEstimateAndItsPlusMinusShareTheirDecimalsAndTheCountIsGrouped) {
  scene.simulateTo(20000);
  const QRegularExpression status(
      QStringLiteral("estimate 0\\.\\d{5} ± 0\\.\\d{5} \\(95%, n = 20\u202F000\\)"));
  EXPECT_TRUE(status.match(window.statusText()).hasMatch()) << window.statusText().toStdString();
  const QString tally = panel<ui::MonteCarloPanel>("monte-carlo")->tally(false);
  const QRegularExpression mean(QStringLiteral("mean \\$0\\.\\d{5} \\\\pm 0\\.\\d{5}\\$"));
  EXPECT_TRUE(mean.match(tally).hasMatch()) << tally.toStdString();
}

// A newcomer could hardly read "n = 10⁶" in the Run to n menu (superscripts ~7 px tall): each
// choice shows its count in full, grouped as the tally groups it, and runs to exactly that.
TEST_F(Window, RunToNSaysItsCountInFullAndRunsToIt) {
  auto* runTo = window.findChild<QComboBox*>("run-to");
  ASSERT_NE(runTo, nullptr);
  ASSERT_EQ(runTo->count(), 6);
  EXPECT_EQ(runTo->itemText(3), QStringLiteral("n = 1\u202F000\u202F000 (10⁶)"));
  EXPECT_EQ(runTo->itemData(5).toULongLong(), 1'000'000'000'000ULL);
  QString last;
  for (int i = 1; i < runTo->count(); ++i) {
    EXPECT_TRUE(runTo->itemText(i).contains(ui::formatCount(runTo->itemData(i).toULongLong())));
    EXPECT_NE(runTo->itemText(i), last);
    last = runTo->itemText(i);
  }
  // Played to exactly its count, then stopped (at the fastest speed, to be quick).
  scene.setX(-0.5);
  scene.setSpeed(gelu::limits::kSpeed.max);
  emit runTo->activated(1);  // n = 1 000
  EXPECT_EQ(scene.runTarget(), 1000u);
  EXPECT_TRUE(scene.playing());
  EXPECT_EQ(runTo->currentIndex(), 0);  // the menu's title again
  // It says where the run goes, then that it got there (a newcomer watched a run to 10⁶ for ten
  // seconds with nothing saying when the estimate was ready), then its title again.
  EXPECT_EQ(runTo->itemText(0), "To n = " + ui::formatCount(1000) + "…");
  for (int i = 0; i < 1000 && scene.playing(); ++i) QTest::qWait(10);
  EXPECT_FALSE(scene.playing());
  EXPECT_EQ(scene.simulator().n(), 1000u);
  EXPECT_EQ(runTo->itemText(0), "n = " + ui::formatCount(1000) + " reached");
  scene.setX(0.25);  // a new run
  EXPECT_EQ(runTo->itemText(0), "Run to n");
}

// Played on, a run reaches 10¹⁵ draws: its ± read "0.00000", as if the mean had no error. It
// takes one digit, rounded up, where the mean's decimals would show none, in the tally, the
// audience's tally and the status bar alike.
TEST_F(Window, AMeansMarginNeverReadsAsNoError) {
  scene.simulateTo(1'000'000'000'000'000ULL);
  auto* mc = qobject_cast<ui::MonteCarloPanel*>(window.panel("monte-carlo"));
  ASSERT_NE(mc, nullptr);
  for (const bool audience : {false, true}) {
    const QString tally = mc->tally(audience);
    EXPECT_FALSE(tally.contains("\\pm 0.0000")) << tally.toStdString();
    EXPECT_TRUE(tally.contains("\\cdot 10^{-8}")) << tally.toStdString();
  }
  EXPECT_TRUE(window.statusText().contains("·10⁻⁸")) << window.statusText().toStdString();
  scene.setX(0.25);  // a new run
  scene.simulateTo(1000);
  EXPECT_TRUE(mc->tally().contains("\\pm 0.0")) << mc->tally().toStdString();
}

// Play turning into "❚❚ Pause" pushed Step, Reset and Run to n ~20 px right under the pointer
// (Training's Play, +10 and Reset by ~11 px): a toggling button keeps its widest text's width.
TEST_F(Window, PlayAndPauseLeaveTheButtonsBesideThemWhereTheyWere) {
  auto* runTo = window.findChild<QComboBox*>("run-to");
  auto* trainingPlay = window.findChild<QToolButton*>("training-play");
  ASSERT_NE(runTo, nullptr);
  ASSERT_NE(trainingPlay, nullptr);
  QToolButton* monteCarloPlay = nullptr;
  for (QToolButton* b : runTo->parentWidget()->findChildren<QToolButton*>()) {
    if (b->toolTip().startsWith("Play or pause the simulation")) monteCarloPlay = b;
  }
  ASSERT_NE(monteCarloPlay, nullptr);
  const std::pair<QAbstractButton*, QString> paused[] = {{monteCarloPlay, "❚❚ Pause"},
                                                         {trainingPlay, "Pause"}};
  for (const auto& [play, pause] : paused) {
    const QString shown = play->text();
    const int least = play->minimumWidth();
    EXPECT_GE(least, play->sizeHint().width());
    play->setText(pause);
    EXPECT_GE(least, play->sizeHint().width()) << pause.toStdString();
    play->setText(shown);
  }
  // And in the window: Run to n stays where it was as the run plays and pauses.
  const int before = runTo->mapTo(&window, QPoint()).x();
  scene.setPlaying(true);
  QApplication::processEvents();
  EXPECT_EQ(runTo->mapTo(&window, QPoint()).x(), before);
  scene.setPlaying(false);
}

TEST_F(Window, MovingXMovesShadingReadoutAndEveryMarker) {
  scene.setX(1.0);
  EXPECT_EQ(panel<ui::PdfAreaPanel>("pdf-area")->shadedUpTo(), 1.0);
  EXPECT_TRUE(panel<ui::PdfAreaPanel>("pdf-area")->readout().contains(R"($\Phi(x) = 0.8413$)"));
  EXPECT_EQ(panel<ui::CdfPanel>("cdf")->marker(), QPointF(1.0, gelu::cdf(1.0)));
  EXPECT_EQ(panel<ui::ActivationsPanel>("activations")->markerOn("gelu"),
            QPointF(1.0, gelu::gelu(1.0)));
  EXPECT_EQ(panel<ui::DerivativesPanel>("derivatives")->markerOn("dgelu"),
            QPointF(1.0, gelu::dgelu(1.0)));
  EXPECT_TRUE(window.statusText().contains("Φ(x) = 0.8413"));
  scene.setX(-2.25);
  EXPECT_EQ(panel<ui::PdfAreaPanel>("pdf-area")->shadedUpTo(), -2.25);
  EXPECT_TRUE(panel<ui::PdfAreaPanel>("pdf-area")->readout().contains("0.0122"));
}

// Curves that do not depend on x must not be recomputed when only x changes (GUIDE §1).
TEST_F(Window, MovingXDoesNotRecomputeXIndependentCurves) {
  QList<int> before;
  for (ui::PlotPanel* p : window.panels()) before << p->curveRecomputations();
  for (int i = 0; i < 50; ++i) scene.setX(-2.0 + 0.08 * i);
  for (int i = 0; i < window.panels().size(); ++i) {
    EXPECT_EQ(window.panels()[i]->curveRecomputations(), before[i])
        << window.panels()[i]->panelId().toStdString();
  }
  scene.setSigma(0.5);  // a shape change does recompute
  EXPECT_GT(panel<ui::PdfAreaPanel>("pdf-area")->curveRecomputations(), before[0]);
}

TEST_F(Window, MuAndSigmaChangeTheCurves) {
  scene.setX(0.5);
  scene.setMu(0.3);
  scene.setSigma(0.5);
  EXPECT_EQ(panel<ui::ActivationsPanel>("activations")->markerOn("gelu"),
            QPointF(0.5, gelu::gelu(0.5, 0.3, 0.5)));
  EXPECT_EQ(panel<ui::CdfPanel>("cdf")->marker(), QPointF(0.5, gelu::cdf(0.5, 0.3, 0.5)));
  scene.resetShape();
  EXPECT_EQ(panel<ui::CdfPanel>("cdf")->marker(), QPointF(0.5, gelu::cdf(0.5)));
}

TEST_F(Window, TogglingACurveChangesTheGraphsPresent) {
  auto* act = panel<ui::ActivationsPanel>("activations");
  EXPECT_EQ(act->graphIds(), (QStringList{"elu", "gelu", "relu"}));
  scene.setCurveShown("gelu_tanh", true);
  EXPECT_TRUE(act->graphIds().contains("gelu_tanh"));
  EXPECT_TRUE(panel<ui::DerivativesPanel>("derivatives")->graphIds().contains("dgelu_tanh"));
  EXPECT_EQ(panel<ui::ComparePanel>("compare")->plotCount(), 4);
  EXPECT_EQ(panel<ui::ErrorsPanel>("errors")->graphIds(), QStringList{"gelu_tanh"});
  scene.setCurveShown("relu", false);
  EXPECT_FALSE(act->graphIds().contains("relu"));
  EXPECT_EQ(panel<ui::ComparePanel>("compare")->plotCount(), 3);
  // the control mirrors the Scene
  EXPECT_FALSE(window.controls()->curves()->isChecked("relu"));
  EXPECT_TRUE(window.controls()->curves()->isChecked("gelu_tanh"));
}

TEST_F(Window, ErrorsPanelReportsThePublishedMaxima) {
  const QString s = panel<ui::ErrorsPanel>("errors")->summary();
  // (numbers and formulas as TeX, typeset in the plot's corner)
  EXPECT_TRUE(s.contains(R"(tanh: max |error| $4.73\cdot 10^{-4}$ at $|x| \approx 2.70$)"))
      << s.toStdString();
  EXPECT_TRUE(s.contains(R"(sigmoid: max |error| $2.03\cdot 10^{-2}$ at $|x| \approx 2.27$)"))
      << s.toStdString();
  panel<ui::ErrorsPanel>("errors")->setPrecisionLens(true);
  // The lens states where the textbook form fails as found on the doubles (core/curve.hpp).
  const QString lens = panel<ui::ErrorsPanel>("errors")->summary();
  const gelu::TextbookFailure f = gelu::textbookFailure(0.01);
  for (const double x : {f.offFrom, f.zeroFrom, f.coreZeroBelow}) {
    EXPECT_TRUE(lens.contains(ui::texNumber(QString::number(x, 'f', 2)))) << lens.toStdString();
  }
  EXPECT_TRUE(lens.contains("within 1 ULP")) << lens.toStdString();
}

// Regression: the lens's log range was set while the axis was still linear and got sanitized
// to 1e-4..1e-2, hiding the whole point of the lens.
TEST_F(Window, PrecisionLensShowsTheTailDownTo1eMinus300) {
  auto* errors = panel<ui::ErrorsPanel>("errors");
  errors->setPrecisionLens(true);
  EXPECT_EQ(errors->plot()->yAxis->scaleType(), QCPAxis::stLogarithmic);
  EXPECT_LE(errors->plot()->yAxis->range().lower, 1e-299);
  errors->setPrecisionLens(false);
  EXPECT_EQ(errors->plot()->yAxis->scaleType(), QCPAxis::stLinear);
  EXPECT_GT(errors->plot()->yAxis->range().lower, -1.0);
}

// Regression: the grid-mode error bars showed as a nameless legend entry in path mode, and the
// path-mode target stayed in the grid-mode legend.
TEST_F(Window, MonteCarloLegendListsOnlyTheCurrentModesCurves) {
  QCustomPlot* plot = panel<ui::MonteCarloPanel>("monte-carlo")->plot();
  auto names = [plot] {
    QStringList n;
    for (int i = 0; i < plot->legend->itemCount(); ++i) {
      if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot->legend->item(i))) {
        n << item->plottable()->name();
      }
    }
    n.sort();
    return n;
  };
  EXPECT_EQ(names(), (QStringList{"95% band", "running mean", R"(target $x\,\Phi(x)$)"}));
  scene.setGridMode(true);
  EXPECT_EQ(names(), (QStringList{R"($\mathrm{GELU}(x) = x\,\Phi(x)$)", "estimates ± 95%"}));
  // An entry with a formula typesets it, also when its mode adds it to the legend anew.
  scene.setGridMode(false);
  scene.setGridMode(true);
  int typeset = 0;
  for (int i = 0; i < plot->legend->itemCount(); ++i) {
    typeset += qobject_cast<ui::MathLegendItem*>(plot->legend->item(i)) != nullptr;
  }
  EXPECT_EQ(typeset, 1);
}

TEST_F(Window, SeededSimulationStepsAreDeterministic) {
  ui::Scene other;
  for (int i = 0; i < 40; ++i) {
    scene.stepSimulation();
    other.stepSimulation();
  }
  EXPECT_GT(scene.simulator().n(), 40u);  // after 20 single coins it accelerates
  EXPECT_EQ(scene.simulator().n(), other.simulator().n());
  EXPECT_EQ(scene.simulator().kept(), other.simulator().kept());
  auto* mc = panel<ui::MonteCarloPanel>("monte-carlo");
  EXPECT_EQ(mc->pathPoints(), 40);
  EXPECT_TRUE(mc->tally().contains("n = ")) << mc->tally().toStdString();
  auto* act = panel<ui::ActivationsPanel>("activations");
  EXPECT_EQ(act->estimate(), QPointF(0.5, scene.simulator().mean()));
  EXPECT_DOUBLE_EQ(act->estimateErrorBar(), 1.96 * scene.simulator().stdError());
  scene.resetSimulation();
  EXPECT_EQ(scene.simulator().n(), 0u);
  EXPECT_EQ(mc->pathPoints(), 0);
}

TEST_F(Window, GridModeShowsACloudOfEstimates) {
  scene.setGridMode(true);
  for (int i = 0; i < 60; ++i) scene.stepSimulation();
  EXPECT_EQ(panel<ui::MonteCarloPanel>("monte-carlo")->cloudPoints(), 41);
  const auto means = scene.gridMeans();
  const auto errs = scene.gridStdErrors();
  int inside = 0;
  for (std::size_t i = 0; i < means.size(); ++i) {
    inside += std::fabs(means[i] - gelu::gelu(scene.gridX()[i])) <= 4 * errs[i] + 1e-12 ? 1 : 0;
  }
  EXPECT_EQ(inside, 41);
  // Moving x does not restart the cloud (it does not depend on x); the estimate at the new x
  // catches up with the grid's n.
  const std::uint64_t n = scene.simulator().n();
  scene.setX(-1.25);
  EXPECT_EQ(scene.gridMeans(), means);
  EXPECT_EQ(scene.simulator().n(), n);
  EXPECT_DOUBLE_EQ(scene.simulator().config().x, -1.25);
  EXPECT_EQ(panel<ui::MonteCarloPanel>("monte-carlo")->cloudPoints(), 41);
  scene.stepSimulation();
  EXPECT_GT(scene.simulator().n(), n);
}

TEST_F(Window, PlayAndPause) {
  QSignalSpy advanced(&scene, &ui::Scene::simulationAdvanced);
  scene.setPlaying(true);
  EXPECT_TRUE(scene.playing());
  EXPECT_TRUE(advanced.wait(3000));
  scene.setPlaying(false);
  EXPECT_FALSE(scene.playing());
  const auto n = scene.simulator().n();
  QTest::qWait(300);
  EXPECT_EQ(scene.simulator().n(), n);
}

// Keys go where a user's keys go: to the focused widget, else the window.
QWidget* target() {
  return QApplication::focusWidget() ? QApplication::focusWidget() : QApplication::activeWindow();
}

TEST_F(Window, KeyboardMovesXAndControlsPlayback) {
  window.show();
  window.activateWindow();
  ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
  scene.setX(0.5);
  QTest::keyClick(target(), Qt::Key_Right);
  EXPECT_DOUBLE_EQ(scene.x(), 0.6);
  QTest::keyClick(target(), Qt::Key_Left, Qt::ShiftModifier);
  EXPECT_DOUBLE_EQ(scene.x(), 0.59);
  QTest::keyClick(target(), Qt::Key_Space);
  EXPECT_TRUE(scene.playing());
  QTest::keyClick(target(), Qt::Key_Space);
  EXPECT_FALSE(scene.playing());
  scene.stepSimulation();
  QTest::keyClick(target(), Qt::Key_R);
  EXPECT_EQ(scene.simulator().n(), 0u);
}

TEST_F(Window, DraggingTheXLineOnAPlotMovesX) {
  auto* pdf = panel<ui::PdfAreaPanel>("pdf-area");
  pdf->resize(800, 500);
  window.show();
  QApplication::processEvents();
  QCustomPlot* plot = pdf->plot();
  plot->replot();
  const double y = plot->yAxis->coordToPixel(0.1);
  const QPoint from(static_cast<int>(plot->xAxis->coordToPixel(scene.x())), static_cast<int>(y));
  const QPoint to(static_cast<int>(plot->xAxis->coordToPixel(-1.0)), static_cast<int>(y));
  const QCPRange before = plot->xAxis->range();
  QTest::mousePress(plot, Qt::LeftButton, Qt::NoModifier, from);
  QMouseEvent move(QEvent::MouseMove, QPointF(to), plot->mapToGlobal(QPointF(to)), Qt::LeftButton,
                   Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(plot, &move);
  QTest::mouseRelease(plot, Qt::LeftButton, Qt::NoModifier, to);
  EXPECT_DOUBLE_EQ(scene.x(), std::round(plot->xAxis->pixelToCoord(to.x()) * 100) / 100);
  EXPECT_NEAR(scene.x(), -1.0, 0.1);
  EXPECT_EQ(pdf->shadedUpTo(), scene.x());
  EXPECT_EQ(plot->xAxis->range(), before);  // the view did not pan
  // away from the line, a drag pans the view and leaves x alone
  const double x = scene.x();
  const QPoint a(static_cast<int>(plot->xAxis->coordToPixel(1.5)), static_cast<int>(y));
  const QPoint b(static_cast<int>(plot->xAxis->coordToPixel(2.0)), static_cast<int>(y));
  QTest::mousePress(plot, Qt::LeftButton, Qt::NoModifier, a);
  QMouseEvent pan(QEvent::MouseMove, QPointF(b), plot->mapToGlobal(QPointF(b)), Qt::LeftButton,
                  Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(plot, &pan);
  QTest::mouseRelease(plot, Qt::LeftButton, Qt::NoModifier, b);
  EXPECT_EQ(scene.x(), x);
  EXPECT_NE(plot->xAxis->range(), before);
}

// In a narrow plot the read-out, too wide for either side of the pointer, ran past the panel's
// left border, its first words cut. It stays within the plot widget wherever the pointer is (a
// value a line where one line is wider than the plot).
TEST_F(Window, HoverReadOutStaysWhole) {
  auto* pdf = panel<ui::PlotPanel>("pdf-area");
  window.show();
  pdf->resize(330, 260);
  QApplication::processEvents();
  QCustomPlot* plot = pdf->plot();
  plot->replot();
  const QRect area = plot->axisRect()->rect();
  for (int px = area.left() + 2; px < area.right(); px += 15) {
    const QPoint at(px, area.center().y());
    QMouseEvent move(QEvent::MouseMove, QPointF(at), plot->mapToGlobal(QPointF(at)), Qt::NoButton,
                     Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(plot, &move);
    ASSERT_FALSE(pdf->hoverReadout().isEmpty());
    const QCPItemText* box = nullptr;
    for (QCPLayerable* l : plot->layer("x-marks")->children()) {
      auto* t = qobject_cast<QCPItemText*>(l);
      if (t != nullptr && t->visible() && t->text() == pdf->hoverReadout()) box = t;
    }
    ASSERT_NE(box, nullptr);
    EXPECT_GE(box->topLeft->pixelPosition().x(), 0.0) << "pointer at " << px;
    EXPECT_LE(box->bottomRight->pixelPosition().x(), plot->width()) << "pointer at " << px;
  }
}

// layer and the marks-only repaint on mouse moves never showed it.
TEST_F(Window, HoverShowsTheValueUnderTheMouse) {
  auto* cdf = panel<ui::CdfPanel>("cdf");
  cdf->resize(800, 500);
  window.show();
  QApplication::processEvents();
  QCustomPlot* plot = cdf->plot();
  plot->replot();
  const QPoint at(static_cast<int>(plot->xAxis->coordToPixel(-1.5)),
                  static_cast<int>(plot->yAxis->coordToPixel(0.5)));
  QMouseEvent move(QEvent::MouseMove, QPointF(at), plot->mapToGlobal(QPointF(at)), Qt::NoButton,
                   Qt::NoButton, Qt::NoModifier);
  QApplication::sendEvent(plot, &move);
  const double x = plot->xAxis->pixelToCoord(at.x());
  EXPECT_EQ(cdf->hoverReadout(),
            QString("x = %1   Φ = %2").arg(ui::formatValue(x, 3), ui::formatValue(gelu::cdf(x))));
  bool onMarks = false;
  for (QCPLayerable* l : plot->layer("x-marks")->children()) {
    auto* t = qobject_cast<QCPItemText*>(l);
    onMarks = onMarks || (t != nullptr && t->text() == cdf->hoverReadout());
  }
  EXPECT_TRUE(onMarks);
  // The pointer leaves at once (no move outside the plot on the way): the read-out goes.
  QEvent leave(QEvent::Leave);
  QApplication::sendEvent(plot, &leave);
  EXPECT_EQ(cdf->hoverReadout(), QString());
}

TEST_F(Window, NeuronOutputEqualsTheCore) {
  auto* neuron = panel<ui::NeuronPanel>("neuron");
  EXPECT_EQ(neuron->outputText(),
            "= " + QString::fromStdString(gelu::formatShortest(gelu::gelu_tanh(0.2))));
  EXPECT_EQ(panel<ui::ActivationsPanel>("activations")->neuronPoint(),
            QPointF(0.2, gelu::gelu_tanh(0.2)));
  ui::NeuronState n = scene.neuron();
  n.activation = "gelu";
  n.bias = 0.5;
  scene.setNeuron(n);
  EXPECT_EQ(neuron->outputText(),
            "= " + QString::fromStdString(gelu::formatShortest(gelu::gelu(0.7))));
}

TEST_F(Window, SliderWritesTheScene) {
  window.controls()->xSlider()->setValue(-125);
  EXPECT_EQ(scene.x(), -1.25);
  scene.setX(2.0);
  EXPECT_EQ(window.controls()->xSlider()->value(), 200);
}

}  // namespace

namespace {

// Regression (a newcomer's hour): Ctrl+E (Export panel…) did nothing while a number box had the
// focus (under X11's key scheme a line edit takes Ctrl+E as "end of line"), and the path typed
// next went to the window's keys. A field of the window gives Ctrl+E up to the window's shortcut;
// its other keys, and a field of another window, keep theirs.
class TakesCtrlE : public QLineEdit {  // a line edit as X11's key scheme makes it, on any platform
 public:
  using QLineEdit::QLineEdit;
  bool event(QEvent* e) override {
    if (e->type() == QEvent::ShortcutOverride) {
      const auto* k = static_cast<QKeyEvent*>(e);
      if (k->keyCombination() == QKeyCombination(Qt::CTRL, Qt::Key_E) || k->key() == Qt::Key_Home) {
        e->accept();
        return true;
      }
    }
    return QLineEdit::event(e);
  }
};

bool overrides(QWidget* w, Qt::Key key, Qt::KeyboardModifiers mods) {
  QKeyEvent e(QEvent::ShortcutOverride, key, mods);
  e.setAccepted(false);
  QApplication::sendEvent(w, &e);
  return e.isAccepted();
}

TEST_F(Window, CtrlEExportsFromAFieldToo) {
  window.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
  auto* field = new TakesCtrlE(window.controls());
  EXPECT_FALSE(overrides(field, Qt::Key_E, Qt::ControlModifier));  // the window's Ctrl+E
  EXPECT_TRUE(overrides(field, Qt::Key_Home, Qt::NoModifier));     // its own Home
  TakesCtrlE elsewhere;                                            // another window's field
  EXPECT_TRUE(overrides(&elsewhere, Qt::Key_E, Qt::ControlModifier));
  // The controls floated as a window of their own: still the main window's fields.
  window.controls()->setFloating(true);
  ASSERT_NE(field->window(), &window);
  EXPECT_FALSE(overrides(field, Qt::Key_E, Qt::ControlModifier));
}

}  // namespace
