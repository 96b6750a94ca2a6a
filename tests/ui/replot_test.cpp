// How the panels replot: a full replot draws every layer into one buffer; x moves redraw the
// x-dependent layers alone, on buffers of their own; both give the same picture.
#include <gtest/gtest.h>

#include <qcustomplot.h>
#include <QApplication>
#include <QImage>
#include <QSignalSpy>
#include <algorithm>
#include <cstdlib>
#include <vector>

#include "ui/model/Scene.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/qcp/ReplotBatch.hpp"
#include "ui/window/MainWindow.hpp"
#include "ui/window/ViewArea.hpp"

namespace {

class Replot : public ::testing::Test {
 protected:
  void SetUp() override {
    window.resize(1600, 900);
    window.show();
    QApplication::processEvents();
  }
  ui::Scene scene;
  ui::MainWindow window{scene};
};

QCPLayer::LayerMode marksMode(const ui::PlotPanel& panel) {
  return panel.plot()->layer("x-marks")->mode();
}

/// Per pixel, the largest difference of one channel between two images of the same size.
std::vector<int> differences(const QImage& a, const QImage& b) {
  const QImage ca = a.convertToFormat(QImage::Format_ARGB32);
  const QImage cb = b.convertToFormat(QImage::Format_ARGB32);
  std::vector<int> out;
  out.reserve(static_cast<std::size_t>(ca.width()) * static_cast<std::size_t>(ca.height()));
  for (int y = 0; y < ca.height(); ++y) {
    const auto* ra = reinterpret_cast<const QRgb*>(ca.constScanLine(y));
    const auto* rb = reinterpret_cast<const QRgb*>(cb.constScanLine(y));
    for (int x = 0; x < ca.width(); ++x) {
      out.push_back(
          std::max({std::abs(qRed(ra[x]) - qRed(rb[x])), std::abs(qGreen(ra[x]) - qGreen(rb[x])),
                    std::abs(qBlue(ra[x]) - qBlue(rb[x]))}));
    }
  }
  return out;
}

int largestDifference(const QImage& a, const QImage& b) {
  const std::vector<int> d = differences(a, b);
  return d.empty() ? 0 : *std::max_element(d.begin(), d.end());
}

/// How many pixels differ by more than `levels` in a channel.
long differentPixels(const QImage& a, const QImage& b, int levels) {
  const std::vector<int> d = differences(a, b);
  return std::count_if(d.begin(), d.end(), [levels](int v) { return v > levels; });
}

/// QCustomPlot's own replot, here, with its tick labels drawn afresh (not the images of them the
/// batch cached, maybe on the worker): a new colour empties an axis's cache.
void redrawOnThisThread(QCustomPlot& plot) {
  for (QCPAxis* axis : plot.axisRect()->axes()) {
    const QColor colour = axis->tickLabelColor();
    axis->setTickLabelColor(colour == Qt::red ? Qt::blue : Qt::red);
    plot.replot();
    axis->setTickLabelColor(colour);
  }
  plot.replot();
}

TEST_F(Replot, FullReplotsUseOneBufferAndXMovesRedrawTheMarksAlone) {
  ui::PlotPanel* pdf = window.panel("pdf-area");
  ASSERT_NE(pdf, nullptr);
  ASSERT_FALSE(pdf->visibleRegion().isEmpty());
  QSignalSpy fullReplots(pdf->plot(), &QCustomPlot::beforeReplot);
  scene.setMu(0.3);
  QApplication::processEvents();
  EXPECT_EQ(fullReplots.count(), 1);
  EXPECT_EQ(marksMode(*pdf), QCPLayer::lmLogical);  // drawn with the rest, into one buffer
  EXPECT_EQ(pdf->plot()->layer("x-shade")->mode(), QCPLayer::lmLogical);
  // The first x move draws the panel once more, the shading and marks on buffers of their own…
  scene.setX(0.7);
  QApplication::processEvents();
  EXPECT_EQ(fullReplots.count(), 2);
  EXPECT_EQ(marksMode(*pdf), QCPLayer::lmBuffered);
  EXPECT_EQ(pdf->plot()->layer("x-shade")->mode(), QCPLayer::lmBuffered);
  // …and the moves after it redraw those layers alone.
  for (int i = 1; i <= 5; ++i) {
    scene.setX(0.7 + 0.1 * i);
    QApplication::processEvents();
  }
  EXPECT_EQ(fullReplots.count(), 2);
  for (const char* id : {"cdf", "activations"}) {
    EXPECT_EQ(marksMode(*window.panel(id)), QCPLayer::lmBuffered) << id;
  }
  scene.setSigma(0.5);  // a change of the curves: one buffer again
  QApplication::processEvents();
  EXPECT_EQ(fullReplots.count(), 3);
  EXPECT_EQ(marksMode(*pdf), QCPLayer::lmLogical);
}

TEST_F(Replot, OneBufferAndSeveralShowTheSamePicture) {
  scene.setX(-0.8);
  scene.setMu(0.2);
  scene.setCurves({"gelu", "gelu_tanh", "silu", "elu"});
  QApplication::processEvents();
  window.viewArea()->settle();  // (its legends placed again for the new curves, not mid-way)
  QApplication::processEvents();
  int shown = 0;
  for (ui::PlotPanel* p : window.panels()) {
    if (p->visibleRegion().isEmpty()) continue;
    ++shown;
    ASSERT_EQ(marksMode(*p), QCPLayer::lmLogical) << p->panelId().toStdString();
    const QImage oneBuffer = p->plot()->grab().toImage();
    scene.setX(0.4);  // on buffers of their own, then back
    scene.setX(-0.8);
    QApplication::processEvents();
    const QImage layered = p->plot()->grab().toImage();
    ASSERT_EQ(oneBuffer.size(), layered.size());
    // Marks drawn onto the background at once, or onto a transparent buffer (premultiplied,
    // 8 bits) blended over it later: the two round apart by two levels at most.
    EXPECT_LE(largestDifference(oneBuffer, layered), 2) << p->panelId().toStdString();
    scene.setMu(0.25);  // one buffer again for the next panel
    scene.setMu(0.2);
    QApplication::processEvents();
  }
  EXPECT_EQ(shown, 4);  // the idea's view: pdf, Φ, Monte Carlo, activations
}

// One Scene change replots the panels together, their layers drawn on two threads: the same
// pictures as QCustomPlot's own replot, one plot after another, on the GUI thread.
TEST_F(Replot, PanelsReplottedTogetherOnTwoThreadsLookAsReplottedOneByOne) {
  const int byWorker = ui::ReplotBatch::of().plotsDrawnByWorker();
  scene.setMu(0.3);
  scene.setSigma(0.7);
  scene.setCurves({"gelu", "gelu_tanh", "silu", "elu", "mish"});
  QApplication::processEvents();
  // The worker takes plots as the GUI thread does: on a loaded machine it may start after the
  // GUI thread has taken them all, so a few more changes give it its chance (offscreen has
  // threaded pixmaps; a worker that never draws fails here).
  for (int i = 0; i < 20 && ui::ReplotBatch::of().plotsDrawnByWorker() == byWorker; ++i) {
    scene.setSigma(0.7 + 0.01 * (i + 1));
    QApplication::processEvents();
  }
  EXPECT_GT(ui::ReplotBatch::of().plotsDrawnByWorker(), byWorker);
  int shown = 0;
  for (ui::PlotPanel* p : window.panels()) {
    if (p->visibleRegion().isEmpty()) continue;
    ++shown;
    const QImage together = p->plot()->grab().toImage();
    redrawOnThisThread(*p->plot());
    const QImage alone = p->plot()->grab().toImage();
    EXPECT_EQ(largestDifference(together, alone), 0) << p->panelId().toStdString();
  }
  EXPECT_EQ(shown, 4);
}

// On screen the background is the first buffer's, copied; an export fills it itself: the same
// picture. (QCustomPlot draws tick labels from cached images on screen and directly in an
// export, a fraction of a pixel apart, and cuts the legend's frame at the bottom edge
// differently: those few pixels differ, as they did before.)
TEST_F(Replot, TheScreenShowsWhatAnExportDraws) {
  scene.setCurves({"gelu", "silu", "elu"});
  QApplication::processEvents();
  for (const char* id : {"pdf-area", "activations", "errors"}) {
    QCustomPlot* plot = window.panel(id)->plot();
    ASSERT_TRUE(plot->testAttribute(Qt::WA_OpaquePaintEvent)) << id;
    const QImage screen = plot->grab().toImage();
    const QImage drawn = plot->toPixmap(plot->width(), plot->height()).toImage();
    ASSERT_EQ(screen.size(), drawn.size()) << id;
    EXPECT_LT(differentPixels(screen, drawn, 2), screen.width() * screen.height() / 100) << id;
    // The background reaches every edge (the bottom row too: QCustomPlot clips a layer's items
    // a pixel short of it).
    const QRgb background = window.panel(id)->theme().background.rgb();
    const int right = screen.width() - 1;
    const int bottom = screen.height() - 1;
    for (const QPoint corner :
         {QPoint(0, 0), QPoint(right, 0), QPoint(0, bottom), QPoint(right, bottom)}) {
      EXPECT_EQ(screen.pixel(corner), background)
          << id << " at " << corner.x() << "," << corner.y();
    }
  }
}

}  // namespace
