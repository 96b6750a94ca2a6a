// The window's views: laid out as `render --view` lays them out, legible at the projector sizes,
// each panel no smaller than the size at which the export's layout engine finds no problem.
#include <gtest/gtest.h>

#include <qcustomplot.h>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QRegularExpression>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>
#include <climits>
#include <cmath>
#include <string>
#include <tuple>
#include <vector>

#include "core/model/limits.hpp"
#include "core/model/views.hpp"
#include "tests/ui/shared_helpers.hpp"
#include "ui/export/TextBoxes.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/MathLabel.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/Stage.hpp"
#include "ui/window/ChecklistMenu.hpp"
#include "ui/window/DeckDocument.hpp"
#include "ui/window/MainWindow.hpp"
#include "ui/window/StepsDock.hpp"
#include "ui/window/ViewArea.hpp"

namespace {

namespace model = gelu::model;

QList<QRectF> viewRects(const std::vector<std::string>& panels, QSize size) {
  QList<QRectF> rects;
  for (const model::Cell& c : model::viewCells(panels, size.width(), size.height()))
    rects << QRectF(c.x, c.y, c.width, c.height);
  return rects;
}

// The minima the window stacks by are sizes at which the export's own engine lays each panel
// out: nothing refused, no text over text, cut, outside its panel or under 7 pt.
TEST(ViewArea, EveryPanelIsLegibleAtItsMinimumSize) {
  ui::Scene scene;
  for (const std::string& id : model::panelIds()) {
    SCOPED_TRACE(id);
    ui::Stage stage(scene.state(), scene.view(), {ui::fromUtf8(id)}, 0,
                    ui::Theme::forFigure(ui::ThemeChoice::Light));
    stage.scene().simulateTo(gelu::limits::kDefaultFigureSamples);  // the notes of a run too
    ui::ExportOptions o;
    const model::MinimumSize m = model::minimumPanelSize(id);
    o.size = QSize(m.width, m.height);
    EXPECT_EQ(ui::layoutRefusal(stage.cells(), o), QString());
    EXPECT_EQ(ui::layoutProblems(ui::textBoxes(stage.cells(), o), stage.cells(), o), QStringList());
  }
}

// What `render --view` draws (a Stage arranged in the view's cells) passes the export rules at
// the panel areas of a 1280×720 and a 1920×1080 window, in every theme.
TEST(ViewArea, EveryBuiltInViewPassesTheExportRulesAtProjectorSizes) {
  ui::Scene scene;
  for (const model::ViewDef& v : model::builtInViews()) {
    for (const QSize size : {QSize(980, 600), QSize(1590, 950)}) {
      for (const auto theme :
           {ui::ThemeChoice::Light, ui::ThemeChoice::Dark, ui::ThemeChoice::HighContrast}) {
        SCOPED_TRACE(v.id + " at " + std::to_string(size.width()) + "x" +
                     std::to_string(size.height()) + " " + std::string(model::themeName(theme)));
        ui::Stage stage(scene.state(), scene.view(), ui::toQt(v.panels),
                        static_cast<int>(v.panels.size()), ui::Theme::forFigure(theme));
        stage.arrange(viewRects(v.panels, size));
        stage.scene().simulateTo(gelu::limits::kDefaultFigureSamples);
        ui::ExportOptions o;
        o.size = size;
        EXPECT_EQ(ui::layoutRefusal(stage.cells(), o), QString());
        EXPECT_EQ(ui::layoutProblems(ui::textBoxes(stage.cells(), o), stage.cells(), o),
                  QStringList());
      }
    }
  }
}

class Window : public ::testing::TestWithParam<QSize> {
 protected:
  ui::Scene scene;
  ui::MainWindow window{scene};
};

TEST_P(Window, EveryViewIsLaidOutAsRenderLaysItOut) {
  window.resize(GetParam());
  window.show();
  QApplication::processEvents();
  ui::ViewArea* area = window.viewArea();
  for (const model::ViewDef& v : model::builtInViews()) {
    SCOPED_TRACE(v.id);
    window.action(ui::fromUtf8("view-" + v.id))->trigger();
    QApplication::processEvents();
    EXPECT_EQ(area->currentView(), ui::fromUtf8(v.id));
    EXPECT_EQ(area->shownIds(), ui::toQt(v.panels));
    ASSERT_FALSE(area->stacked());
    const QWidget* grid = area->findChild<QWidget*>("view-grid");
    const QList<QRectF> cells = viewRects(v.panels, grid->size());
    for (ui::PlotPanel* p : window.panels()) {
      const int i = static_cast<int>(ui::toQt(v.panels).indexOf(p->panelId()));
      EXPECT_EQ(p->isVisible(), i >= 0) << p->panelId().toStdString();
      if (i < 0) continue;
      const QRect g = p->geometry();
      const QRectF& c = cells[i];
      EXPECT_NEAR(g.left(), c.left() * grid->width(), 1.0);
      EXPECT_NEAR(g.top(), c.top() * grid->height(), 1.0);
      EXPECT_NEAR(g.right() + 1, c.right() * grid->width(), 1.0);
      EXPECT_NEAR(g.bottom() + 1, c.bottom() * grid->height(), 1.0);
      const model::MinimumSize m = model::minimumPanelSize(p->panelId().toStdString());
      EXPECT_GE(g.width(), m.width);
      EXPECT_GE(g.height(), m.height);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(ProjectorSizes, Window,
                         ::testing::Values(QSize(1280, 720), QSize(1920, 1080)));

/// `window` at `size` showing `view`, its plots aligned and legends placed (which happens once
/// the panels are laid out).
void showLaidOut(ui::MainWindow& window, QSize size, const QString& view) {
  window.resize(size);
  window.show();
  ASSERT_TRUE(window.viewArea()->showView(view));
  QApplication::processEvents();
  QApplication::processEvents();
}

TEST(ViewArea, PlotsOfARowShareTopAndBottom) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  ASSERT_NO_FATAL_FAILURE(showLaidOut(window, QSize(1600, 900), "derivatives"));
  const auto plotOf = [&](const char* id) {
    ui::PlotPanel* p = window.panel(id);
    const QRect a = p->plotArea();
    return QRect(p->plot()->mapTo(&window, a.topLeft()), a.size());
  };
  const QRect left = plotOf("activations");
  const QRect right = plotOf("derivatives");
  EXPECT_NEAR(left.top(), right.top(), 1);
  EXPECT_NEAR(left.bottom(), right.bottom(), 1);
}

// A reviewer at 1920×1080: played on, the idea view's Monte Carlo tally took a second line, its
// plot's bottom rose 25 px above the activations' beside it and stayed there after the run. A
// plot that changes size inside its panel lines its row up again.
TEST(ViewArea, ARowStaysLinedUpWhenAPanelsTallyTakesAnotherLine) {
  ui::Scene scene;
  scene.simulateTo(5);
  ui::MainWindow window(scene);
  ASSERT_NO_FATAL_FAILURE(showLaidOut(window, QSize(1920, 1080), "idea"));
  const auto bottomOf = [&](const char* id) {
    ui::PlotPanel* p = window.panel(id);
    const QRect a = p->plotArea();
    return p->plot()->mapTo(&window, a.bottomLeft()).y();
  };
  const int height = window.panel("monte-carlo")->plot()->height();
  EXPECT_NEAR(bottomOf("monte-carlo"), bottomOf("activations"), 1);
  scene.simulateTo(1'000'000'000'000'000);
  QApplication::processEvents();
  QApplication::processEvents();
  // (the tally's second line took the plot's room: what this test is about)
  ASSERT_LT(window.panel("monte-carlo")->plot()->height(), height);
  EXPECT_NEAR(bottomOf("monte-carlo"), bottomOf("activations"), 1);
  scene.resetSimulation();
  scene.simulateTo(5);
  QApplication::processEvents();
  QApplication::processEvents();
  EXPECT_EQ(window.panel("monte-carlo")->plot()->height(), height);
  EXPECT_NEAR(bottomOf("monte-carlo"), bottomOf("activations"), 1);
}

// Regression (issue 46): at 1280×720 the first view's Monte Carlo plot was ≈ 70 px tall under its
// buttons, its legend in a row under it and its tally ("running me…" cut on its axis). A plot
// under half its panel's height gets its legend beside it where that makes it taller (now that
// its row is taller, at a window lower than the projector's).
TEST(ViewArea, AShortPlotsLegendGoesBesideIt) {
  ui::Scene scene;
  scene.simulateTo(300);
  ui::MainWindow window(scene);
  ASSERT_NO_FATAL_FAILURE(showLaidOut(window, QSize(1280, 640), "idea"));
  ui::PlotPanel* mc = window.panel("monte-carlo");
  ASSERT_TRUE(mc->legendBeside());
  const int beside = mc->plotArea().height();
  ASSERT_TRUE(mc->setLegendBeside(false));
  const int below = mc->plotArea().height();
  EXPECT_GE(beside, 1.2 * below) << beside << " px beside, " << below << " px below";
  // Plots that are tall enough keep their legends where they were.
  EXPECT_FALSE(window.panel("activations")->legendBeside());
  EXPECT_FALSE(window.panel("pdf-area")->legendBeside());
  // A new theme (its own line widths and text) decides again, though no size changed.
  window.setThemeChoice(ui::ThemeChoice::HighContrast);
  QApplication::processEvents();
  EXPECT_TRUE(mc->legendBeside());
  window.setThemeChoice(ui::ThemeChoice::System);
}

// A reviewer at 1280×720: the derivatives view's legends in two types side by side (the
// activations' made smaller to hold its formulas in its row, the derivatives' at 11 pt). A view's
// legends under or in their plots share one type, the smallest, as a lecture step's; a legend
// in a column beside its plot keeps the type set for that column.
TEST(ViewArea, AViewsLegendsShareOneType) {
  for (const char* view : {"derivatives", "approximations"}) {
    SCOPED_TRACE(view);
    ui::Scene scene;
    ui::MainWindow window(scene);
    ASSERT_NO_FATAL_FAILURE(showLaidOut(window, QSize(1280, 720), view));
    QList<double> types;
    for (ui::PlotPanel* p : window.visiblePanels()) {
      if (!p->legendBeside() && p->legendType() > 0) types << p->legendType();
    }
    ASSERT_GE(types.size(), 2);
    for (const double t : types) EXPECT_NEAR(t, types.front(), 0.05);
  }
}

// A view's legends depend on its curves, not on the way there: the derivatives view at
// 1280×720, GELU, ReLU and ELU changed to GELU, SiLU and ReLU (as many entries), kept the type
// the legends had been given for the first three, and the derivatives' entries their formulas
// at that type; the same curves shown from the start have the names alone at their own type.
// (Told apart by its entries' names, and measured at the legends' own type.)
TEST(ViewArea, ItsLegendsDependOnTheCurvesNotOnTheWayThere) {
  const auto legends = [](ui::MainWindow& window) {
    std::vector<std::tuple<std::string, int, double>> all;
    for (ui::PlotPanel* p : window.visiblePanels()) {
      const QCPLegend* legend = p->plot()->legend;
      all.emplace_back(legendNames(*legend).join('|').toStdString(), legend->wrap(),
                       legend->font().pointSizeF());
    }
    return all;
  };
  for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
    SCOPED_TRACE(size.width());
    ui::Scene fresh;
    fresh.setCurves({"gelu", "silu", "relu"});
    ui::MainWindow shown(fresh);
    ASSERT_NO_FATAL_FAILURE(showLaidOut(shown, size, "derivatives"));
    ui::Scene walked;
    ui::MainWindow window(walked);
    ASSERT_NO_FATAL_FAILURE(showLaidOut(window, size, "derivatives"));
    ASSERT_NE(legends(window), legends(shown));
    walked.setCurves({"gelu", "silu", "relu"});
    // Laid out again once the curves have stayed a moment (ViewArea's 200 ms; up to 5 s on a
    // loaded machine).
    QTest::qWait(300);
    for (int i = 0; i < 50 && legends(window) != legends(shown); ++i) QTest::qWait(100);
    EXPECT_EQ(legends(window), legends(shown));
  }
}

// A newcomer at 1280×720: lined up with the activations (whose legend took two rows over a
// read-out), the derivatives' legend stood ~60 px under its x axis' name. The room the row's
// line-up takes goes under a legend in a row under its plot, not between the two.
TEST(ViewArea, ALegendUnderItsPlotStaysUnderItWhenTheRowLinesUp) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  ASSERT_NO_FATAL_FAILURE(showLaidOut(window, QSize(1280, 720), "derivatives"));
  window.viewArea()->settle();
  QList<int> gaps;
  for (const char* id : {"activations", "derivatives"}) {
    const ui::PlotPanel* p = window.panel(id);
    ASSERT_TRUE(p->legendUnderPlot()) << id;
    gaps << p->plot()->legend->outerRect().top() - p->plotArea().bottom();
  }
  EXPECT_NEAR(gaps[0], gaps[1], 2) << gaps[0] << " px, " << gaps[1] << " px";
  const auto bottomOf = [&](const char* id) {
    const ui::PlotPanel* p = window.panel(id);
    return p->plot()->mapTo(&window, p->plotArea().bottomLeft()).y();
  };
  EXPECT_NEAR(bottomOf("activations"), bottomOf("derivatives"), 1);
}

// Regression (issue 46): at 1280×720, after a run, the idea view's Monte Carlo plot was ~95 px
// tall beside a ~200 px pdf plot: the rows were split equally though the Monte Carlo panel
// carries three rows of its own (buttons, coins, tally). Its row is now taller by them.
TEST(ViewArea, TheIdeaViewsRowsGiveTheirPlotsAlikeHeights) {
  for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
    SCOPED_TRACE(std::to_string(size.width()) + "x" + std::to_string(size.height()));
    ui::Scene scene;
    scene.simulateTo(300);
    ui::MainWindow window(scene);
    ASSERT_NO_FATAL_FAILURE(showLaidOut(window, size, "idea"));
    const int pdf = window.panel("pdf-area")->plotArea().height();
    const int mc = window.panel("monte-carlo")->plotArea().height();
    EXPECT_GE(mc, 0.7 * pdf) << mc << " px under " << pdf << " px";
    EXPECT_GE(pdf, 0.6 * mc) << pdf << " px over " << mc << " px";
  }
}

// Regression (issue 46): a user's view of the activations and derivatives over the errors and
// Monte Carlo at 1280×720. The estimate gave the Monte Carlo's row the room of its buttons,
// coins and tally, not knowing the activations' read-out and six-entry legend: its plot was
// 49 px, its legend over its curves with "GELU (tanh approx.)" cut, over a 149 px Monte Carlo
// plot. Its rows are split by what each panel measures outside its plot, whatever the way there.
// The Monte Carlo plot keeps its size as its run grows: its legend stands beside it from the
// start, never moving into a corner the run's path and band leave free at one count and cover at
// another (at the end of a run of 10⁶ it moved inside, and the plot and the pdf above changed).
TEST(ViewArea, TheMonteCarloPlotKeepsItsSizeAsItsRunGrows) {
  for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
    SCOPED_TRACE(std::to_string(size.width()) + "x" + std::to_string(size.height()));
    ui::Scene scene;
    ui::MainWindow window(scene);
    ASSERT_NO_FATAL_FAILURE(showLaidOut(window, size, "idea"));
    ui::PlotPanel* mc = window.panel("monte-carlo");
    scene.simulateTo(1);
    QApplication::processEvents();
    QApplication::processEvents();
    const QRect first = mc->plotArea();
    for (const std::uint64_t n : {30u, 3000u, 1000000u}) {
      SCOPED_TRACE(n);
      scene.simulateTo(n);
      QApplication::processEvents();
      QApplication::processEvents();
      mc->plot()->replot();
      EXPECT_NEAR(mc->plotArea().width(), first.width(), 3);  // (the ticks' own widths)
      EXPECT_NEAR(mc->plotArea().height(), first.height(), 2);
      const QCPLegend* legend = mc->plot()->legend;
      EXPECT_FALSE(legend->visible() && mc->plotArea().intersects(legend->outerRect()));
    }
  }
}

TEST(ViewArea, AUsersTwoRowsGiveTheirPlotsAlikeHeights) {
  const QStringList ids{"activations", "derivatives", "errors", "monte-carlo"};
  const auto shortest = [](ui::MainWindow& window, const QStringList& row) {
    int least = INT_MAX;
    for (const QString& id : row) least = std::min(least, window.panel(id)->plotArea().height());
    return least;
  };
  // The four panels picked in a window that showed `from` first.
  const auto pickFrom = [&](ui::MainWindow& window, QSize size, const QString& from) {
    showLaidOut(window, size, from);
    window.viewArea()->showPanels(ids);
    QApplication::processEvents();
    QApplication::processEvents();
    window.viewArea()->settle();
  };
  for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
    SCOPED_TRACE(size.width());
    ui::Scene scene;
    ui::MainWindow window(scene);
    ASSERT_NO_FATAL_FAILURE(pickFrom(window, size, "idea"));
    const int top = shortest(window, {"activations", "derivatives"});
    const int bottom = shortest(window, {"errors", "monte-carlo"});
    EXPECT_GE(top, 0.6 * bottom) << top << " px over " << bottom << " px";
    EXPECT_GE(bottom, 0.6 * top) << bottom << " px under " << top << " px";
    for (ui::PlotPanel* p : window.visiblePanels()) {
      SCOPED_TRACE(p->panelId().toStdString());
      EXPECT_FALSE(p->legendCoversData());
      EXPECT_TRUE(p->legendUnderPlot() || p->legendBeside() || p->legendWithinPlot());
    }
    // The same panels picked from another view: the same cells and plots.
    ui::Scene fresh;
    ui::MainWindow shown(fresh);
    ASSERT_NO_FATAL_FAILURE(pickFrom(shown, size, "derivatives"));
    for (const QString& id : ids) {
      EXPECT_EQ(shown.panel(id)->geometry(), window.panel(id)->geometry()) << id.toStdString();
      EXPECT_EQ(shown.panel(id)->plotArea(), window.panel(id)->plotArea()) << id.toStdString();
    }
  }
}

TEST(ViewArea, ATooSmallAreaStacksThePanelsAndSaysSo) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(700, 500);
  window.show();
  window.viewArea()->showView("idea");
  QApplication::processEvents();
  EXPECT_TRUE(window.viewArea()->stacked());
  auto* notice = window.viewArea()->findChild<QLabel*>("view-notice");
  ASSERT_NE(notice, nullptr);
  EXPECT_TRUE(notice->isVisible());
  EXPECT_TRUE(notice->text().contains("stacked")) << notice->text().toStdString();
  // Stacked panels never overlap and each keeps its minimum.
  const QList<ui::PlotPanel*> shown = window.viewArea()->shownPanels();
  for (int i = 0; i < shown.size(); ++i) {
    const model::MinimumSize m = model::minimumPanelSize(shown[i]->panelId().toStdString());
    EXPECT_GE(shown[i]->width(), m.width);
    EXPECT_GE(shown[i]->height(), m.height);
    for (int j = i + 1; j < shown.size(); ++j)
      EXPECT_FALSE(shown[i]->geometry().intersects(shown[j]->geometry()));
  }
  window.resize(1600, 900);
  QApplication::processEvents();
  EXPECT_FALSE(window.viewArea()->stacked());
  EXPECT_FALSE(notice->isVisible());
}

TEST(ViewArea, TheChecklistAddsAndRemovesPanelsWithinOneToFour) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  ui::ViewArea* area = window.viewArea();
  area->showView("approximations");
  QMenu* menu = area->panelMenu();
  const auto action = [menu](const char* id) {
    return menu->findChild<QAction*>(QStringLiteral("show-") + id);
  };
  EXPECT_TRUE(action("activations")->isChecked());
  EXPECT_FALSE(action("cdf")->isChecked());
  action("cdf")->trigger();
  action("neuron")->trigger();
  EXPECT_EQ(area->shownIds(), QStringList({"activations", "errors", "cdf", "neuron"}));
  // Four: a fifth cannot be ticked, and the menu says why.
  EXPECT_FALSE(action("dtype")->isEnabled());
  auto* limit = menu->findChild<QAction*>("checklist-limit");
  ASSERT_NE(limit, nullptr);
  EXPECT_FALSE(limit->isEnabled());
  EXPECT_EQ(limit->text(), "4 at most: untick one to choose another");
  action("neuron")->trigger();
  EXPECT_EQ(limit->text(), "Up to 4");
  action("neuron")->trigger();
  action("errors")->trigger();
  action("activations")->trigger();
  action("cdf")->trigger();
  EXPECT_EQ(area->shownIds(), QStringList({"neuron"}));
  EXPECT_FALSE(action("neuron")->isEnabled());  // the last one stays
  EXPECT_FALSE(area->setPanelShown("neuron", false));
}

TEST(ViewArea, AUserViewIsSavedWithTheSceneAndRemoved) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  ui::ViewArea* area = window.viewArea();
  area->showPanels({"cdf", "errors"});
  EXPECT_FALSE(area->saveView("idea"));      // a built-in id
  EXPECT_FALSE(area->saveView("The idea"));  // a built-in name
  EXPECT_FALSE(area->saveView(QString(41, 'a')));
  ASSERT_TRUE(area->saveView("Mine"));
  EXPECT_EQ(area->currentView(), "Mine");
  auto* tabs = area->bar()->findChild<QTabBar*>("view-tabs");
  EXPECT_EQ(tabs->tabText(tabs->currentIndex()), "Mine");
  EXPECT_NE(window.action("view-Mine"), nullptr);
  const ui::SceneFileData saved = window.sceneData();
  ASSERT_EQ(saved.view.userViews.size(), 1u);
  EXPECT_EQ(saved.view.userViews[0].panels, (std::vector<std::string>{"cdf", "errors"}));
  area->showView("idea");
  area->removeView("Mine");
  EXPECT_TRUE(window.sceneData().view.userViews.empty());
  EXPECT_EQ(window.action("view-Mine"), nullptr);
  // Opening the scene brings the view back, current.
  window.applySceneData(saved);
  EXPECT_EQ(area->currentView(), "Mine");
  EXPECT_EQ(area->shownIds(), QStringList({"cdf", "errors"}));
}

// A deck step shows its panels and only those (it used to add them to what was on screen).
TEST(ViewArea, ADeckStepShowsExactlyItsPanels) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  window.viewArea()->showView("idea");
  const ui::Deck& deck = window.deck();
  for (int i = 0; i < static_cast<int>(deck.steps.size()); ++i) {
    window.showDeckStep(i);
    EXPECT_EQ(window.viewArea()->shownIds(),
              ui::toQt(deck.steps[static_cast<std::size_t>(i)].panels))
        << i;
  }
  EXPECT_EQ(ui::toQt(window.currentViewAsStep(1).panels), window.viewArea()->shownIds());
  // A newcomer took the "(changed)" tab for damage done: a line says whose panels these are and
  // how to get the view's own back, and goes when a view is chosen.
  auto* notice = window.viewArea()->findChild<QLabel*>("view-notice");
  ASSERT_NE(notice, nullptr);
  window.showDeckStep(3);
  EXPECT_TRUE(notice->isVisible());
  EXPECT_TRUE(notice->text().contains("step 4 of the deck")) << notice->text().toStdString();
  EXPECT_TRUE(notice->text().contains(ui::textIn(deck.steps[3].title, "en")));
  // A deck's title is the file's text: shown as written, never as markup (an <img> would load).
  EXPECT_EQ(notice->textFormat(), Qt::PlainText);
  ASSERT_TRUE(window.viewArea()->switchToView("idea"));
  // (At this window's size the panels may be stacked, which the line then says alone.)
  EXPECT_FALSE(notice->isVisible() && notice->text().contains("of the deck"))
      << notice->text().toStdString();
  EXPECT_EQ(window.viewArea()->shownIds(), ui::toQt(model::builtInView("idea")->panels));
}

// The view's tab says when what is shown is not the view's own panels, and a click on it shows
// them again.
TEST(ViewArea, TheTabMarksAViewShowingOtherPanels) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  ui::ViewArea* area = window.viewArea();
  area->showView("approximations");
  auto* tabs = area->bar()->findChild<QTabBar*>("view-tabs");
  ASSERT_NE(tabs, nullptr);
  const QString name = tabs->tabText(tabs->currentIndex());
  EXPECT_FALSE(name.endsWith("(changed)"));
  const QList<QString> own = area->shownIds();
  ASSERT_TRUE(area->setPanelShown("cdf", true));
  EXPECT_EQ(tabs->tabText(tabs->currentIndex()), name + " (changed)");
  EXPECT_TRUE(tabs->tabToolTip(tabs->currentIndex()).contains("click"));
  for (int i = 0; i < tabs->count(); ++i) {
    if (i != tabs->currentIndex()) {
      EXPECT_FALSE(tabs->tabText(i).endsWith("(changed)")) << i;
    }
  }
  // Left for another view and come back to, it shows its changed panels still (they were
  // dropped), and its tab says so meanwhile.
  const QList<QString> changed = area->shownIds();
  const int at = tabs->currentIndex();
  tabs->setCurrentIndex(at == 0 ? 1 : 0);
  EXPECT_NE(area->currentView(), "approximations");
  EXPECT_EQ(tabs->tabText(at), name + " (changed)");
  tabs->setCurrentIndex(at);
  EXPECT_EQ(area->currentView(), "approximations");
  EXPECT_EQ(area->shownIds(), changed);
  QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(tabs->currentIndex()).center());
  EXPECT_EQ(area->shownIds(), own);
  EXPECT_EQ(tabs->tabText(tabs->currentIndex()), name);
  tabs->setCurrentIndex(at == 0 ? 1 : 0);
  tabs->setCurrentIndex(at);
  EXPECT_EQ(area->shownIds(), own);  // its own panels again, once shown so
  // A deck step's panels in a view's place mark it too.
  window.showDeckStep(2);
  EXPECT_EQ(tabs->tabText(tabs->currentIndex()).endsWith("(changed)"),
            area->shownIds() !=
                ui::toQt(gelu::model::builtInView(area->currentView().toStdString())->panels));
}

}  // namespace

namespace {

// A panel's title on screen is whole: on one line, or wrapped onto lines it has the height for,
// or the panel's short name — never cut by its neighbour.
TEST(ViewArea, EveryTitleIsWholeAtProjectorSizes) {
  for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
    ui::Scene scene;
    ui::MainWindow window(scene);
    window.resize(size);
    window.show();
    for (const model::ViewDef& v : model::builtInViews()) {
      window.viewArea()->showView(ui::fromUtf8(v.id));
      QApplication::processEvents();
      for (ui::PlotPanel* p : window.viewArea()->shownPanels()) {
        auto* title = p->findChild<ui::MathLabel*>();
        ASSERT_NE(title, nullptr);
        SCOPED_TRACE(v.id + " " + p->panelId().toStdString() + " at " +
                     std::to_string(size.width()));
        EXPECT_LE(title->wordWrap() ? title->heightForWidth(title->width()) : title->idealWidth(),
                  title->wordWrap() ? title->height() : title->width() + 0.5)
            << title->text().toStdString();
      }
    }
  }
}

}  // namespace

namespace {

// Export sheet picks its panels directly: the view's are ticked; others can be.
TEST(ViewArea, TheSheetsPanelsArePickedInTheDialog) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1600, 900);
  window.show();
  window.viewArea()->showView("derivatives");
  QApplication::processEvents();
  QTemporaryDir dir;
  const QString path = dir.filePath("sheet.svg");
  ui::ExportOptions o;
  o.size = QSize(1600, 900);
  ASSERT_FALSE(window.exportSheet(path, o, 0, {"cdf", "errors"}));
  QFile file(path);
  ASSERT_TRUE(file.open(QIODevice::ReadOnly));
  // The text without its markup (each glyph is a tspan of its own).
  const QString svg = QString::fromUtf8(file.readAll()).remove(QRegularExpression("<[^>]*>"));
  EXPECT_TRUE(svg.contains("Approximation errors")) << "the errors panel is drawn";
  EXPECT_FALSE(svg.contains("Derivatives")) << "a panel not ticked is not";
  const auto none = window.exportSheet(dir.filePath("none.svg"), o, 0, {"nope"});
  ASSERT_TRUE(none.has_value());
  EXPECT_TRUE(none->usage);
  EXPECT_FALSE(QFile::exists(dir.filePath("none.svg")));
}

// A deck step's panels are ticked in the Steps dock: one to four, and the window shows them.
TEST(ViewArea, AStepsPanelsArePickedInTheStepsDock) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  ui::StepsDock* dock = window.stepsDock();
  dock->show();
  dock->selectStep(1);
  QApplication::processEvents();
  auto* button = dock->findChild<QToolButton*>("step-panels");
  ASSERT_NE(button, nullptr);
  const std::vector<std::string> before = window.deck().steps[1].panels;
  auto* errors = button->menu()->findChild<QAction*>("step-panel-errors");
  ASSERT_NE(errors, nullptr);
  ASSERT_FALSE(errors->isChecked());
  errors->trigger();
  std::vector<std::string> after = before;
  after.push_back("errors");
  EXPECT_EQ(window.deck().steps[1].panels, after);
  EXPECT_EQ(window.viewArea()->shownIds(), ui::toQt(after));
  // The tooltip says the names whole; a button too narrow for them says the first and how many
  // more (it cut "Activations, App…"), never cutting the count.
  EXPECT_TRUE(button->toolTip().contains("Approximation errors") ||
              button->toolTip().contains("errors"))
      << button->toolTip().toStdString();
  const QStringList names = button->toolTip().section(": ", 1).split(", ");
  ASSERT_EQ(names.size(), qsizetype(after.size()));
  button->resize(button->fontMetrics().horizontalAdvance(names.join(", ")) + 200, button->height());
  EXPECT_EQ(button->text(), names.join(", "));
  button->resize(button->fontMetrics().horizontalAdvance(names[0] + " +9") + 120, button->height());
  EXPECT_EQ(button->text(), names[0] + " +" + QString::number(names.size() - 1));
  window.deckDocument().stack()->undo();
  EXPECT_EQ(window.deck().steps[1].panels, before);
  // The checklist opens beside its button, not over the fields under it (a newcomer pressed
  // Esc at every step to reach the Caption field).
  QMenu* menu = button->menu();
  menu->popup(button->mapToGlobal(QPoint(0, button->height())));
  ASSERT_TRUE(QTest::qWaitForWindowExposed(menu));
  auto* caption = dock->findChild<QWidget*>("step-caption");
  ASSERT_NE(caption, nullptr);
  const QRect field(caption->mapToGlobal(QPoint(0, 0)), caption->size());
  EXPECT_FALSE(menu->geometry().intersects(field));
  EXPECT_FALSE(
      menu->geometry().intersects(QRect(button->mapToGlobal(QPoint(0, 0)), button->size())));
  menu->close();
  // Saving the deck has a key of its own (Ctrl+S saves the scene).
  auto* saveDeck = window.findChild<QAction*>("save-deck");
  ASSERT_NE(saveDeck, nullptr);
  EXPECT_EQ(saveDeck->shortcut(), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
}

}  // namespace

namespace {

// A panel checklist stays open while boxes are ticked (a newcomer's four-panel step cost two
// actions a panel when the menu closed on each); Esc closes it.
TEST(ChecklistMenu, StaysOpenWhileBoxesAreTicked) {
  ui::ChecklistMenu menu;
  QAction* a = menu.addAction("a");
  QAction* b = menu.addAction("b");
  a->setCheckable(true);
  b->setCheckable(true);
  menu.popup(QPoint(100, 100));
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&menu));
  for (QAction* item : {a, b}) {
    const QPoint at = menu.actionGeometry(item).center();
    QTest::mouseMove(&menu, at);
    menu.setActiveAction(item);
    QTest::mouseClick(&menu, Qt::LeftButton, Qt::NoModifier, at);
    EXPECT_TRUE(item->isChecked());
    EXPECT_TRUE(menu.isVisible());
  }
  menu.setActiveAction(a);
  QTest::keyClick(&menu, Qt::Key_Space);
  EXPECT_FALSE(a->isChecked());
  EXPECT_TRUE(menu.isVisible());
  QTest::keyClick(&menu, Qt::Key_Escape);
  EXPECT_FALSE(menu.isVisible());
}

// A third activation puts the losses under the maps: their legend under them takes one row where
// the width holds it, not the columns of the narrower place beside the maps (GELU ReLU / SiLU in
// two rows under a 920 px plot).
TEST(ViewArea, ATrainingLegendUnderTheLossesTakesTheRowItsWidthHolds) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  ASSERT_NO_FATAL_FAILURE(showLaidOut(window, QSize(1280, 720), "training"));
  ui::PlotPanel* panel = window.panel("training");
  ui::TrainingState t = scene.training();
  t.activations = {"gelu", "relu", "silu"};
  scene.setTraining(t);
  const QCPLegend* legend = panel->plot()->legend;
  // (The networks are set up off the GUI thread: their entries come with the first snapshot.)
  ASSERT_SOON(legendNames(*legend).contains("SiLU"), 30000);
  QApplication::processEvents();
  panel->plot()->replot();
  QCPAxisRect* losses = nullptr;
  for (QCPAxisRect* r : panel->plot()->axisRects()) {
    if (r->axis(QCPAxis::atLeft)->scaleType() == QCPAxis::stLogarithmic) losses = r;
  }
  ASSERT_NE(losses, nullptr);
  ASSERT_LT(losses->outerRect().left(), 0.3 * panel->plot()->width())
      << "the losses beside the maps at this size: the case is not reached";
  QList<int> tops;
  int width = 0;
  for (int i = 0; i < legend->itemCount(); ++i) {
    const QRect r = legend->item(i)->outerRect();
    if (r.width() <= 0 || !legend->item(i)->visible()) continue;
    tops << r.top();
    width += r.width();
  }
  ASSERT_EQ(tops.size(), 3);
  ASSERT_LT(width, losses->outerRect().width());
  EXPECT_EQ(tops[1], tops[0]);
  EXPECT_EQ(tops[2], tops[0]);
}

}  // namespace

// The training view in the window: at 1920×1080 its maps stood beside the losses over a blank
// band of ~280 px (beside, 3% larger than over them); a first mend put them over the losses at
// 1280×720 too, 14% smaller than beside (the estimate of the maps over the losses left out the
// legend's row). Beside only where that leaves the maps more than an eighth larger. Since the
// panel's controls stand in the Controls dock, its plot is two rows taller: at 1280×720 its maps
// are 280–316 px (over or beside the losses, as the dock's width leaves them), from 190 px.
TEST(ViewArea, TheTrainingViewLeavesNoBandWhereTheMapsLoseLittle) {
  for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
    SCOPED_TRACE(std::to_string(size.width()) + "x" + std::to_string(size.height()));
    ui::Scene scene;
    ui::MainWindow window(scene);
    ASSERT_NO_FATAL_FAILURE(showLaidOut(window, size, "training"));
    ui::PlotPanel* p = window.panel("training");
    p->plot()->replot();
    QApplication::processEvents();
    const TrainingPlots plots = trainingPlots(*p->plot());
    const QList<QRect> maps = plots.mapRects();
    const QRect losses = plots.losses != nullptr ? plots.losses->rect() : QRect();
    ASSERT_EQ(maps.size(), 2);
    const bool beside = losses.left() > maps.back().right();
    // Over the losses, the band under the maps gone: the losses start just under their axes.
    if (!beside) {
      EXPECT_LE(losses.top() - maps.front().bottom(), 0.12 * p->plot()->height());
    }
    if (size.width() > 1280) {
      EXPECT_FALSE(beside);
    }
    EXPECT_GE(maps.front().height(), 0.45 * p->plot()->height());
    EXPECT_GE(maps.front().height(), 0.37 * size.height());  // 190 px at 1280×720 before
  }
}
