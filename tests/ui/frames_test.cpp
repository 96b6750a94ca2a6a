// The frames of an animation drawn as the live window draws a move of x: every panel's still
// layers composed from a cache must give the picture a whole draw gives (up to the rounding of
// composing antialiased edges), and the cache must really be used where only x-dependent layers
// change.
#include <gtest/gtest.h>

#include <qcustomplot.h>

#include <QImage>
#include <algorithm>
#include <cstdlib>
#include <memory>
#include <ostream>
#include <vector>

#include "ui/export/FrameDrawer.hpp"
#include "ui/model/Scene.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/Theme.hpp"

namespace {

/// The same panels twice, on two Scenes moved in step: one drawn from the cache, one whole.
struct Twin {
  ui::Scene scene;
  std::vector<std::unique_ptr<ui::PlotPanel>> panels;
  QList<ui::SheetCell> cells;
  Twin(const QString& id, const ui::Theme& theme, bool six) {
    if (six) scene.setCurves({"gelu", "gelu_tanh", "gelu_sigmoid", "silu", "relu", "elu"});
    const QStringList ids = id == "sheet" ? ui::sheetPanelIds() : QStringList{id};
    QList<ui::PlotPanel*> raw;
    for (const QString& p : ids) {
      panels.push_back(ui::createPanel(p, scene));
      panels.back()->setTheme(theme);
      raw << panels.back().get();
    }
    cells = id == "sheet" ? ui::gridCells(raw, 3) : ui::singleCell(raw.front());
  }
};

/// How far two frames are apart: the largest channel difference, and the pixels of `a` that
/// differ by more than `tolerance` in some channel from `b`'s pixel at the same place and, when
/// `reach` is 1, from each of its eight neighbours too (an edge rounded to the next pixel).
struct Difference {
  int largest = 0;
  int pixels = 0;
};

int channelDifference(QRgb p, QRgb q) {
  return std::max({std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                   std::abs(qBlue(p) - qBlue(q)), std::abs(qAlpha(p) - qAlpha(q))});
}

Difference compare(const QImage& a, const QImage& b, int tolerance, int reach = 0) {
  Difference d;
  const int w = a.width();
  const int h = a.height();
  for (int y = 0; y < h; ++y) {
    const auto* pa = reinterpret_cast<const QRgb*>(a.constScanLine(y));
    for (int x = 0; x < w; ++x) {
      int least = 256;
      for (int dy = -reach; dy <= reach; ++dy) {
        if (y + dy < 0 || y + dy >= h) continue;
        const auto* pb = reinterpret_cast<const QRgb*>(b.constScanLine(y + dy));
        for (int dx = -reach; dx <= reach; ++dx) {
          if (x + dx < 0 || x + dx >= w) continue;
          least = std::min(least, channelDifference(pa[x], pb[x + dx]));
        }
      }
      d.largest = std::max(d.largest, least);
      if (least > tolerance) ++d.pixels;
    }
  }
  return d;
}

struct Case {
  QString panel;
  QSize size;
  double scale;
  ui::ExportBackground background;
  bool dark;
  bool six;
};

void PrintTo(const Case& c, std::ostream* os) {
  *os << c.panel.toStdString() << " " << c.size.width() << "x" << c.size.height() << " x" << c.scale
      << (c.dark ? " dark" : " light") << (c.six ? " six curves" : "");
}

class Frames : public ::testing::TestWithParam<Case> {};

/// Moves both Scenes to frame i: x sweeping, with μ changed once in the middle (every panel that
/// follows the Gaussian redraws its still layers, then is cached again), then a Monte Carlo run
/// growing at the last x.
void step(Twin& a, Twin& b, int i) {
  for (Twin* t : {&a, &b}) {
    if (i == 4) t->scene.setMu(0.4);
    if (i < 10) {
      t->scene.setX(-2.5 + 0.55 * i);
      t->scene.simulateTo(200);
    } else {
      t->scene.simulateTo(static_cast<std::uint64_t>(1) << (2 * (i - 9)));
    }
  }
}

TEST_P(Frames, FromTheCacheTheyLookAsDrawnWhole) {
  const Case c = GetParam();
  const ui::Theme theme = c.dark ? ui::Theme::darkTheme() : ui::Theme::light();
  Twin cachedTwin(c.panel, theme, c.six);
  Twin wholeTwin(c.panel, theme, c.six);
  ui::ExportOptions o;
  o.size = c.size;
  o.scale = c.scale;
  o.background = c.background;
  ui::FrameDrawer cached(cachedTwin.cells, o, true);
  ui::FrameDrawer whole(wholeTwin.cells, o, false);
  QImage a, b;
  constexpr int kFrames = 16;
  for (int i = 0; i < kFrames; ++i) {
    step(cachedTwin, wholeTwin, i);
    ASSERT_TRUE(cached.draw(a));
    ASSERT_TRUE(whole.draw(b));
    ASSERT_EQ(a.size(), b.size());
    // Composing a layer drawn alone rounds its antialiased edges a little differently, an edge
    // or glyph exactly halfway between two pixels may land on the other one, and a dashed line
    // that leaves the plot (the Monte Carlo band) may start its dashes a pixel or two apart
    // (Qt's dasher skips what lies outside the device, and an image of the plot is a smaller
    // device): up to 0.025% of the pixels. A mark in the wrong place, a missing layer or a
    // stale curve or read-out differs on several times as many.
    const int allowed = a.width() * a.height() / 4000;
    const Difference d = compare(a, b, 12, 1);
    // And in place: a still layer composed a pixel off moves every grid line, axis, tick label
    // and curve of its panel (percents of the pixels); the rounding above stays under 0.1%.
    const Difference exact = compare(a, b, 12, 0);
    EXPECT_LE(exact.pixels, a.width() * a.height() / 500)
        << "frame " << i << ": " << exact.pixels << " pixels differ in place";
    EXPECT_LE(d.pixels, allowed) << "frame " << i << ": " << d.pixels << " pixels differ (largest "
                                 << d.largest << ")";
    if (d.pixels > allowed && qEnvironmentVariableIsSet("GELU_FRAMES_DIR")) {
      // For a look at what differs: GELU_FRAMES_DIR=/tmp/frames ui_tests --gtest_filter='*Frames*'
      const QString stem = qEnvironmentVariable("GELU_FRAMES_DIR") + "/" +
                           QString(::testing::UnitTest::GetInstance()->current_test_info()->name())
                               .replace('/', '_');
      a.save(QString("%1-cached-%2.png").arg(stem).arg(i));
      b.save(QString("%1-whole-%2.png").arg(stem).arg(i));
    }
  }
  EXPECT_EQ(whole.cellsFromCache(), 0);
  // Every panel whose still layers x and n leave alone is composed from the cache after its
  // first frame; only the Monte Carlo panel (its run restarts at every x) is drawn whole.
  int still = 0;
  for (const ui::SheetCell& cell : cachedTwin.cells) {
    if (cell.panel->panelId() != "monte-carlo") ++still;
  }
  if (still > 0) {
    EXPECT_GE(cached.cellsFromCache(), still * (kFrames / 2));
  }
}

std::vector<Case> cases() {
  std::vector<Case> out;
  using B = ui::ExportBackground;
  for (const QString& id : ui::registeredPanelIds()) {
    out.push_back({id, {800, 450}, 1.0, B::Theme, false, true});
  }
#ifndef GELU_UNDER_SANITIZERS
  out.push_back({"sheet", {1600, 900}, 1.0, B::Theme, false, false});
  out.push_back({"sheet", {1600, 900}, 1.0, B::Theme, false, true});
  out.push_back({"sheet", {800, 450}, 2.0, B::Transparent, true, false});
#endif
  out.push_back({"sheet", {1280, 720}, 1.5, B::White, true, true});  // fractional pixels
  out.push_back({"pdf-area", {1000, 700}, 1.25, B::Transparent, false, false});
  return out;
}

std::string caseName(const ::testing::TestParamInfo<Case>& info) {
  QString name = QString("%1_%2x%3_%4_%5")
                     .arg(info.param.panel)
                     .arg(info.param.size.width())
                     .arg(info.param.size.height())
                     .arg(info.index)
                     .arg(info.param.six ? 6 : 3);
  name.replace('-', '_');
  return name.toStdString();
}

INSTANTIATE_TEST_SUITE_P(EveryPanel, Frames, ::testing::ValuesIn(cases()), caseName);

}  // namespace

namespace {

// A figure is a function of the state, not of the figures drawn before it: the fits of ticks,
// legends and margins start afresh each time.
TEST(FrameHistory, TheSameStateDrawsTheSamePictureWhateverCameBefore) {
  const ui::Theme theme = ui::Theme::darkTheme();
  Twin twin("sheet", theme, true);
  ui::ExportOptions o;
  o.size = {1280, 720};
  o.scale = 1.5;
  o.background = ui::ExportBackground::White;
  ui::FrameDrawer whole(twin.cells, o, false);
  QImage first, again;
  twin.scene.setX(-1.8);
  ASSERT_TRUE(whole.draw(first));
  ASSERT_TRUE(whole.draw(again));
  EXPECT_EQ(compare(first, again, 0).pixels, 0) << "drawn twice";
  twin.scene.setX(0.7);
  ASSERT_TRUE(whole.draw(again));
  twin.scene.setX(-1.8);
  ASSERT_TRUE(whole.draw(again));
  EXPECT_EQ(compare(first, again, 0).pixels, 0) << "after another x";
}

}  // namespace

// Over a sweep the axes hold still and the read-outs keep one width (issue 26, item 8): the
// Monte Carlo run restarts at each x, yet its y axis is the same in every frame; x is written
// with the sweep's decimals ("0.500", not "0.50" beside "-0.471"); the legend does not jump.
TEST(SweepFrames, AxesHoldStillAndXKeepsItsDecimals) {
  ui::Scene scene;
  const auto mc = ui::createPanel("monte-carlo", scene);
  const auto pdf = ui::createPanel("pdf-area", scene);
  mc->resize(800, 450);
  mc->show();
  ui::FrameSettings frame;
  frame.xDecimals = 3;
  frame.sweepSpan = std::pair(-3.0, 2.5);
  mc->setFrame(frame);
  pdf->setFrame(frame);
  QCPRange first;
  for (const double x : {-3.0, -0.471, 0.5, 2.5}) {
    scene.setX(x);
    scene.simulateTo(1000);
    mc->plot()->replot();
    const QCPRange y = mc->plot()->yAxis->range();
    if (x == -3.0) first = y;
    EXPECT_EQ(y.lower, first.lower) << x;
    EXPECT_EQ(y.upper, first.upper) << x;
    EXPECT_LE(y.lower, -3.0);
    EXPECT_GE(y.upper, 2.5);
    // Its legend stays under the plot: a free place inside at one x is covered at another.
    EXPECT_FALSE(
        mc->plot()->axisRect()->insetLayout()->elements(false).contains(mc->plot()->legend))
        << x;
  }
  EXPECT_EQ(ui::formatX(0.5, frame.xDecimals), QStringLiteral("0.500"));
  EXPECT_EQ(ui::formatX(-0.471, frame.xDecimals), QStringLiteral("−0.471"));
  EXPECT_EQ(ui::formatX(0.5), QStringLiteral("0.50"));  // the window's own x as it is
  pdf->plot()->replot();
  bool seen = false;
  for (int k = 0; k < pdf->plot()->itemCount(); ++k) {
    if (auto* t = qobject_cast<QCPItemText*>(pdf->plot()->item(k))) {
      seen = seen || t->text().contains(QStringLiteral("2.500"));
    }
  }
  EXPECT_TRUE(seen);
}
