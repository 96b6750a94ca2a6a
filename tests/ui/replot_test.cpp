// How the panels replot: a full replot draws every layer into one buffer; x moves redraw the
// x-dependent layers alone, on buffers of their own; both give the same picture.
#include <gtest/gtest.h>

#include <qcustomplot.h>
#include <QApplication>
#include <QImage>
#include <QSignalSpy>
#include <algorithm>
#include <cstdlib>

#include "ui/model/Scene.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/window/MainWindow.hpp"

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

/// The largest difference of one channel between two images of the same size.
int largestDifference(const QImage& a, const QImage& b) {
  const QImage ca = a.convertToFormat(QImage::Format_ARGB32);
  const QImage cb = b.convertToFormat(QImage::Format_ARGB32);
  int most = 0;
  for (int y = 0; y < ca.height(); ++y) {
    const auto* ra = reinterpret_cast<const QRgb*>(ca.constScanLine(y));
    const auto* rb = reinterpret_cast<const QRgb*>(cb.constScanLine(y));
    for (int x = 0; x < ca.width(); ++x) {
      most = std::max({most, std::abs(qRed(ra[x]) - qRed(rb[x])),
                       std::abs(qGreen(ra[x]) - qGreen(rb[x])),
                       std::abs(qBlue(ra[x]) - qBlue(rb[x]))});
    }
  }
  return most;
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
    // Blending premultiplied layers one by one or in one buffer rounds alike within a level.
    EXPECT_LE(largestDifference(oneBuffer, layered), 1) << p->panelId().toStdString();
    scene.setMu(0.25);  // one buffer again for the next panel
    scene.setMu(0.2);
    QApplication::processEvents();
  }
  EXPECT_GE(shown, 5);  // at 1600 × 900 the derivatives wait behind a tab
}

}  // namespace
