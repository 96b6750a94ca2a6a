// The panels' graphs draw their lines through fewer points on screen (ui/panels/SmoothGraph):
// no dropped point farther than the tolerance from the drawn line, gaps and turns kept, the
// same pixels as QCustomPlot's own graph, and every point in vector output.
#include <gtest/gtest.h>

#include <qcustomplot.h>
#include <QBuffer>
#include <QRandomGenerator>
#include <QSvgGenerator>
#include <cmath>
#include <limits>

#include "ui/panels/SmoothGraph.hpp"

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

bool isGap(const QPointF& p) { return std::isnan(p.x()) || std::isnan(p.y()) || std::isinf(p.y()); }

double distanceToSegment(QPointF p, QPointF a, QPointF b) {
  const QPointF d = b - a;
  const double len2 = QPointF::dotProduct(d, d);
  const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, d) / len2, 0.0, 1.0) : 0.0;
  const QPointF q = a + t * d - p;
  return std::hypot(q.x(), q.y());
}

/// The runs of a polyline between its gaps.
QList<QVector<QPointF>> runs(const QVector<QPointF>& line) {
  QList<QVector<QPointF>> out{{}};
  for (const QPointF& p : line) {
    if (isGap(p)) {
      out << QVector<QPointF>();
    } else {
      out.back() << p;
    }
  }
  return out;
}

/// Every point of `line` lies within `tolerance` of the simplified run it belongs to, and each
/// run keeps its first and last point.
void expectWithin(const QVector<QPointF>& line, const QVector<QPointF>& simple, double tolerance) {
  const auto original = runs(line);
  const auto kept = runs(simple);
  ASSERT_EQ(original.size(), kept.size()) << "gaps lost or added";
  for (qsizetype r = 0; r < original.size(); ++r) {
    const QVector<QPointF>& o = original[r];
    const QVector<QPointF>& k = kept[r];
    ASSERT_EQ(o.isEmpty(), k.isEmpty());
    if (o.isEmpty()) continue;
    EXPECT_EQ(o.front(), k.front());
    EXPECT_EQ(o.back(), k.back());
    for (const QPointF& p : o) {
      double nearest = k.size() == 1 ? std::hypot(p.x() - k[0].x(), p.y() - k[0].y()) : 1e300;
      for (qsizetype i = 0; i + 1 < k.size(); ++i) {
        nearest = std::min(nearest, distanceToSegment(p, k[i], k[i + 1]));
      }
      ASSERT_LE(nearest, tolerance * (1 + 1e-9)) << "point (" << p.x() << ", " << p.y() << ")";
    }
  }
}

QVector<QPointF> geluOnScreen(int n) {  // the errors panel's 2401 points over a 516 px plot
  QVector<QPointF> line;
  for (int i = 0; i < n; ++i) {
    const double x = -4 + 8.0 * i / (n - 1);
    const double y = x * 0.5 * std::erfc(-x / std::sqrt(2.0));
    line << QPointF(40 + 516 * i / (n - 1.0), 400 - 90 * y);
  }
  return line;
}

TEST(SmoothGraph, DroppedPointsStayWithinTheTolerance) {
  const QVector<QPointF> gelu = geluOnScreen(2401);
  const QVector<QPointF> simple = ui::simplifyPolyline(gelu, 0.1);
  expectWithin(gelu, simple, 0.1);
  EXPECT_LT(simple.size(), gelu.size() / 10) << "a smooth curve keeps few points";

  QRandomGenerator rng(4);
  for (int trial = 0; trial < 40; ++trial) {
    QVector<QPointF> line;
    double x = 0, y = 0;
    for (int i = 0; i < 500; ++i) {
      if (rng.bounded(60) == 0) line << QPointF(kNaN, kNaN);  // gaps, even two in a row
      // Steps of every size, backwards too: noise, spikes, turns, repeated points.
      x += rng.bounded(5) == 0 ? 0.0 : rng.generateDouble() * 3 - (trial % 3 == 0 ? 1.5 : 0.2);
      y += (rng.generateDouble() - 0.5) * (trial % 2 == 0 ? 0.05 : 8);
      line << QPointF(x, y);
    }
    for (const double tolerance : {0.05, 0.1, 1.0}) {
      expectWithin(line, ui::simplifyPolyline(line, tolerance), tolerance);
    }
  }
}

TEST(SmoothGraph, KeepsLinesTurnsAndGaps) {
  QVector<QPointF> straight;
  for (int i = 0; i <= 1000; ++i) straight << QPointF(i * 0.3, 5 + i * 0.1);
  EXPECT_EQ(ui::simplifyPolyline(straight, 0.1),
            (QVector<QPointF>{straight.front(), straight.back()}));
  // There and back along one line: the turn is kept, or the line would stop at the middle.
  QVector<QPointF> back;
  for (int i = 0; i <= 100; ++i) back << QPointF(i, 0);
  for (int i = 99; i >= 50; --i) back << QPointF(i, 0);
  EXPECT_EQ(ui::simplifyPolyline(back, 0.1),
            (QVector<QPointF>{QPointF(0, 0), QPointF(100, 0), QPointF(50, 0)}));
  const QVector<QPointF> gaps{QPointF(kNaN, kNaN), QPointF(1, 1), QPointF(kNaN, 0), QPointF(2, 2)};
  const QVector<QPointF> kept = ui::simplifyPolyline(gaps, 0.1);
  ASSERT_EQ(kept.size(), 4);
  EXPECT_TRUE(isGap(kept[0]) && isGap(kept[2]));
  EXPECT_TRUE(ui::simplifyPolyline({}, 0.1).isEmpty());
  // An infinite y is a gap too (as in QCustomPlot): the short run before it keeps its ends.
  const double inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(ui::simplifyPolyline(
                {QPointF(0, 0), QPointF(0.01, 0), QPointF(0.02, 0), QPointF(1, inf)}, 0.1)
                .size(),
            3);
}

/// A 520×360 plot of GELU (2401 points, solid and dashed), by SmoothGraph or QCPGraph.
QImage draw(bool smooth, Qt::PenStyle style) {
  QCustomPlot plot;
  plot.resize(520, 360);
  QCPGraph* g = smooth ? ui::addGraph(plot) : plot.addGraph();
  QVector<double> x, y;
  for (int i = 0; i < 2401; ++i) {
    x << -4 + 8.0 * i / 2400;
    y << x.back() * 0.5 * std::erfc(-x.back() / std::sqrt(2.0));
  }
  g->setData(x, y, true);
  g->setPen(QPen(Qt::black, 2.5, style));
  plot.xAxis->setRange(-4, 4);
  plot.yAxis->setRange(-0.5, 4);
  return plot.toPixmap(520, 360, 1.0).toImage().convertToFormat(QImage::Format_RGB32);
}

TEST(SmoothGraph, DrawsTheSamePixelsAsQCustomPlot) {
  for (const Qt::PenStyle style : {Qt::SolidLine, Qt::DashLine}) {
    const QImage mine = draw(true, style);
    const QImage theirs = draw(false, style);
    ASSERT_EQ(mine.size(), theirs.size());
    int differ = 0, inked = 0, worst = 0;
    for (int row = 0; row < mine.height(); ++row) {
      for (int col = 0; col < mine.width(); ++col) {
        const QRgb a = mine.pixel(col, row), b = theirs.pixel(col, row);
        if (qGray(b) < 250) ++inked;
        const int d = std::abs(qGray(a) - qGray(b));
        worst = std::max(worst, d);
        if (d > 24) ++differ;
      }
    }
    // A tenth of a pixel moves an edge's antialiasing by a few levels; dashes start at the same
    // lengths along the line.
    EXPECT_GT(inked, 1500) << style;
    EXPECT_LE(differ, inked / 100) << style << ", worst difference " << worst;
  }
}

TEST(SmoothGraph, VectorOutputKeepsEveryPoint) {
  QCustomPlot plot;
  QCPGraph* g = ui::addGraph(plot);
  QVector<double> x, y;
  for (int i = 0; i < 2000; ++i) {
    x << i;
    y << std::sin(i / 300.0);
  }
  g->setData(x, y, true);
  g->setAdaptiveSampling(false);
  plot.xAxis->setRange(0, 1999);
  plot.yAxis->setRange(-1, 1);
  plot.resize(400, 300);
  QBuffer buffer;
  buffer.open(QIODevice::WriteOnly);
  QSvgGenerator svg;
  svg.setOutputDevice(&buffer);
  svg.setSize(QSize(400, 300));
  QCPPainter painter(&svg);
  painter.setMode(QCPPainter::pmVectorized);
  plot.toPainter(&painter, 400, 300);
  painter.end();
  // The longest polyline is the curve's.
  const QByteArray text = buffer.data();
  qsizetype most = 0;
  for (qsizetype at = text.indexOf("<polyline"); at >= 0; at = text.indexOf("<polyline", at + 1)) {
    const qsizetype from = text.indexOf("points=\"", at) + 8;
    const QByteArray points = text.mid(from, text.indexOf('"', from) - from).simplified();
    most = std::max(most, points.count(' ') + 1);
  }
  EXPECT_EQ(most, 2000);
}

}  // namespace
