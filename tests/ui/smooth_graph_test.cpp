// The panels' graphs draw their lines through fewer points on screen (ui/panels/SmoothGraph):
// no dropped point farther than the tolerance from the drawn line, gaps and turns kept, the
// same pixels as QCustomPlot's own graph, and every point in vector output.
#include <gtest/gtest.h>

#include <qcustomplot.h>
#include <QBuffer>
#include <QRandomGenerator>
#include <QSet>
#include <QSvgGenerator>
#include <cmath>
#include <limits>

#include "ui/panels/SmoothGraph.hpp"
#include "ui/panels/Theme.hpp"

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

/// The runs of ink along row `y` of `image` between columns `from` and `to`: their lengths.
QList<int> inkRuns(const QImage& image, int y, int from, int to) {
  QList<int> runs;
  int length = 0;
  for (int x = from; x < to; ++x) {
    if (qGray(image.pixel(x, y)) < 200) {
      ++length;
    } else if (length > 0) {
      runs << length;
      length = 0;
    }
  }
  if (length > 0) runs << length;
  return runs;
}

// The keys of a legend grow with its type: at text × 1 and × 2, each dashed key shows its
// pattern (a dash, dot and dash-dot-dot key are told apart by their runs of ink), a marker key
// is whole, and every key is centred on its line of text.
TEST(LegendKeys, FollowTheText) {
  for (const double scale : {1.0, 2.0, 2.5}) {
    QCustomPlot plot;
    ui::Theme theme = ui::Theme::light();
    theme.fontScale = scale;
    const QStringList ids{"gelu_tanh", "silu", "gelu_sigmoid", "elu"};
    for (const QString& id : ids) {
      QCPGraph* g = ui::addGraph(plot);
      g->setPen(theme.curvePen(id, 2.2));
      g->setName(id);
    }
    QCPGraph* marker = ui::addGraph(plot);
    marker->setLineStyle(QCPGraph::lsNone);
    marker->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, QPen(Qt::black, 1.5 * scale),
                                            Qt::NoBrush, 10 * scale));
    marker->setName("marker");
    plot.legend->setVisible(true);
    theme.apply(plot);
    plot.legend->setBorderPen(Qt::NoPen);
    const int side = static_cast<int>(700 * scale);
    plot.resize(side, side);
    const QImage image = plot.toPixmap(side, side, 1.0).toImage();
    const double line = QFontMetricsF(plot.legend->font()).height();
    EXPECT_NEAR(plot.legend->iconSize().height(), line, 1.0);
    QSet<QList<int>> patterns;
    for (int i = 0; i < plot.legend->itemCount(); ++i) {
      const QRect item = plot.legend->item(i)->rect();
      const QRect key(item.topLeft(), plot.legend->iconSize());
      const int mid = key.top() + key.height() / 2;
      const QList<int> runs = inkRuns(image, mid, key.left(), key.right() + 1);
      if (i < ids.size()) {
        // At least two whole dashes (or dots) and the pattern's gaps.
        EXPECT_GE(runs.size(), 3) << ids[i].toStdString() << " at text × " << scale;
        QList<int> shape;  // runs in order, short (dot) or long (dash)
        const int width = static_cast<int>(theme.curvePen(ids[i], 2.2).widthF());
        for (const int r : runs) shape << (r > 2 * width ? 1 : 0);
        while (!shape.isEmpty() && shape.size() > 6) shape.removeLast();
        patterns.insert(shape);
      } else {
        // The square is whole: ink on its top and bottom edges inside the key.
        int top = key.bottom(), bottom = key.top();
        for (int y = key.top(); y <= key.bottom(); ++y) {
          if (!inkRuns(image, y, key.left(), key.right() + 1).isEmpty()) {
            top = std::min(top, y);
            bottom = std::max(bottom, y);
          }
        }
        EXPECT_GT(top, key.top()) << "text × " << scale;
        EXPECT_LT(bottom, key.bottom()) << "text × " << scale;
        EXPECT_NEAR((top + bottom) / 2.0, mid, 1.5) << "text × " << scale;
      }
    }
    EXPECT_EQ(patterns.size(), ids.size()) << "text × " << scale;
  }
}

}  // namespace
