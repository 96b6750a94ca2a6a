// Nothing covers the data: over every panel × sizes × text scales × x, every placed read-out and
// every legend inside a plot sits where no curve, marker or band of that plot is drawn (and a
// read-out clear of the ticks drawn into the plot). Checked
// by walking the plotted data at sub-pixel steps, not with the placement's own coarse map; the
// moving marks (the x-dot, the markers on the curves) count too.
#include <gtest/gtest.h>

#include <qcustomplot.h>

#include <QImage>
#include <QStringList>
#include <cmath>
#include <memory>

#include "ui/model/Scene.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/Placement.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/Theme.hpp"

namespace {

/// The y pixel of `g` at pixel column `px` (linear between its points); NaN outside its data.
double yAt(const QCPGraph& g, double px) {
  const QCPAxis* k = g.keyAxis();
  const QCPAxis* v = g.valueAxis();
  double lastX = qQNaN();
  double lastY = qQNaN();
  for (auto it = g.data()->constBegin(); it != g.data()->constEnd(); ++it) {
    const double x = k->coordToPixel(it->key);
    const double y = v->coordToPixel(it->value);
    if (!std::isnan(lastX) && std::isfinite(y) && std::isfinite(lastY) &&
        px >= std::min(lastX, x) && px <= std::max(lastX, x) && x != lastX) {
      return lastY + (y - lastY) * (px - lastX) / (x - lastX);
    }
    lastX = x;
    lastY = y;
  }
  return qQNaN();
}

/// What of `plot`'s data lies in `box` (plot pixels), one phrase each; empty when nothing.
QStringList dataIn(const QCustomPlot& plot, const QRectF& box) {
  QStringList found;
  const QRectF inner = box.adjusted(1, 1, -1, -1);  // (an edge that touches is not covering)
  const QRectF area = plot.axisRect()->rect();
  for (int i = 0; i < plot.graphCount(); ++i) {
    const QCPGraph& g = *plot.graph(i);
    if (!g.visible() || g.data()->isEmpty()) continue;
    const QString name = g.name().isEmpty() ? QStringLiteral("graph %1").arg(i) : g.name();
    const QCPAxis* k = g.keyAxis();
    const QCPAxis* v = g.valueAxis();
    QPointF last(qQNaN(), qQNaN());
    bool line = false;
    bool marker = false;
    const bool lines = g.lineStyle() != QCPGraph::lsNone && g.pen().style() != Qt::NoPen;
    const double r =
        g.scatterStyle().shape() != QCPScatterStyle::ssNone ? g.scatterStyle().size() / 2 : -1;
    for (auto it = g.data()->constBegin(); it != g.data()->constEnd(); ++it) {
      const QPointF p(k->coordToPixel(it->key), v->coordToPixel(it->value));
      if (!std::isfinite(p.x()) || !std::isfinite(p.y())) {
        last = QPointF(qQNaN(), qQNaN());
        continue;
      }
      if (r > 0 && area.contains(p) && inner.adjusted(-r, -r, r, r).contains(p)) marker = true;
      if (lines && std::isfinite(last.x())) {
        const QLineF seg(last, p);
        const int steps = std::max(1, static_cast<int>(seg.length() * 2));
        for (int s = 0; s <= steps && !line; ++s) {
          const QPointF q = seg.pointAt(static_cast<double>(s) / steps);
          if (area.contains(q) && inner.contains(q)) line = true;
        }
      }
      last = p;
    }
    if (line) found << name + " (curve)";
    if (marker) found << name + " (marker)";
    const bool filled = g.brush().style() != Qt::NoBrush || g.property(ui::kCoverFill).toBool();
    if (!filled) continue;
    bool band = false;
    for (double px = inner.left(); px <= inner.right() && !band; px += 1.0) {
      if (px < area.left() || px > area.right()) continue;
      const double y1 = yAt(g, px);
      const double y2 =
          g.channelFillGraph() != nullptr ? yAt(*g.channelFillGraph(), px) : v->coordToPixel(0.0);
      if (std::isnan(y1) || std::isnan(y2)) continue;
      const double top = std::max(std::min(y1, y2), area.top());
      const double bottom = std::min(std::max(y1, y2), area.bottom());
      if (top < inner.bottom() && bottom > inner.top() && bottom - top > 0.5) band = true;
    }
    if (band) found << name + " (band)";
  }
  return found;
}

/// The box a text item is drawn in (plot pixels).
QRectF boxOf(const QCPItemText& text) {
  const QSizeF size = ui::textBoxSize(text);
  QPointF p = text.position->pixelPosition();
  const Qt::Alignment a = text.positionAlignment();
  if (a & Qt::AlignRight) p.rx() -= size.width();
  if (a & Qt::AlignHCenter) p.rx() -= size.width() / 2;
  if (a & Qt::AlignBottom) p.ry() -= size.height();
  if (a & Qt::AlignVCenter) p.ry() -= size.height() / 2;
  return {p, size};
}

const QList<QSize> kSizes = {{800, 450}, {1280, 720}, {1920, 1080}, {3840, 2160}};
const QList<double> kTextScales = {1.0, 1.5, 2.5};
const QList<double> kXs = {-3.0, -1.25, 0.0, 0.5, 1.5, 2.75};

class Placement : public ::testing::TestWithParam<QString> {};

TEST_P(Placement, NoReadOutOrLegendCoversTheData) {
  ui::Scene scene;
  scene.simulateTo(10000);
  std::unique_ptr<ui::PlotPanel> panel = ui::createPanel(GetParam(), scene);
  int texts = 0;
  for (const bool six : {false, true}) {
    if (six) scene.setCurves({"gelu", "gelu_tanh", "gelu_sigmoid", "silu", "relu", "elu"});
    for (const QSize size : kSizes) {
      for (const double scale : kTextScales) {
        ui::Theme theme = ui::Theme::light();
        theme.fontScale = scale;
        panel->setTheme(theme);
        for (const double x : kXs) {
          scene.setX(x);
          QImage image(size, QImage::Format_ARGB32_Premultiplied);
          QCPPainter painter(&image);
          panel->render(painter, QRectF(QPointF(0, 0), size), ui::Backdrop::Paint);
          painter.end();
          const QCustomPlot& plot = *panel->plot();
          const QString where = QStringLiteral("%1 (%6 curves) at %2×%3, text ×%4, x = %5")
                                    .arg(GetParam())
                                    .arg(size.width())
                                    .arg(size.height())
                                    .arg(scale)
                                    .arg(x)
                                    .arg(six ? "six" : "default");
          for (int i = 0; i < plot.itemCount(); ++i) {
            const auto* text = qobject_cast<const QCPItemText*>(plot.item(i));
            if (text == nullptr || !text->visible() || text->text().isEmpty() ||
                text->position->type() != QCPItemPosition::ptAbsolute) {
              continue;
            }
            ++texts;
            const QRectF box = boxOf(*text);
            const QStringList covered = dataIn(plot, box);
            EXPECT_TRUE(covered.isEmpty())
                << where.toStdString() << ": '" << text->text().toStdString() << "' covers "
                << covered.join(", ").toStdString();
            // Inside the plot, clear of the ticks drawn into it (the pdf's "Φ" touched the 0.5
            // tick at text ×1).
            const QRectF area = plot.axisRect()->rect();
            if (area.contains(box)) {
              const QCPAxis* y = plot.axisRect()->axis(QCPAxis::atLeft);
              const QCPAxis* x = plot.axisRect()->axis(QCPAxis::atBottom);
              EXPECT_GT(box.left(), area.left() + std::max(y->tickLengthIn(), y->subTickLengthIn()))
                  << where.toStdString() << ": '" << text->text().toStdString() << "'";
              EXPECT_LT(box.bottom(),
                        area.bottom() - std::max(x->tickLengthIn(), x->subTickLengthIn()))
                  << where.toStdString() << ": '" << text->text().toStdString() << "'";
            }
          }
          if (const QCPLegend* legend = plot.legend;
              legend != nullptr && legend->visible() && legend->itemCount() > 0 &&
              qobject_cast<QCPLayoutInset*>(legend->layout()) != nullptr) {
            ++texts;
            const QStringList covered = dataIn(plot, legend->outerRect());
            EXPECT_TRUE(covered.isEmpty()) << where.toStdString() << ": the legend covers "
                                           << covered.join(", ").toStdString();
          }
          panel->finishRender();
        }
      }
    }
  }
  std::printf("%s: %d texts checked\n", qPrintable(GetParam()), texts);
}

/// The text of the visible item that says where x is when it is out of view, or "".
QString xOutsideText(const QCustomPlot& plot) {
  for (int i = 0; i < plot.itemCount(); ++i) {
    const auto* text = qobject_cast<const QCPItemText*>(plot.item(i));
    if (text != nullptr && text->visible() && text->text().contains(QStringLiteral("x = ")) &&
        (text->text().contains(QChar(0x25C0)) || text->text().contains(QChar(0x25B6)))) {
      return text->text();
    }
  }
  return {};
}

// An x out of the plotted range is shown by an arrow at the edge it lies beyond, with its
// value; it goes when x (or the view, panned) brings x back.
TEST(XOutside, AnArrowAtTheEdgeSaysWhereXIs) {
  ui::Scene scene;
  for (const QString id : {"pdf-area", "cdf", "activations", "derivatives"}) {
    std::unique_ptr<ui::PlotPanel> panel = ui::createPanel(id, scene);
    scene.setX(7.5);
    EXPECT_EQ(xOutsideText(*panel->plot()), QStringLiteral("x = 7.50 ▶")) << id.toStdString();
    scene.setX(-6.25);
    EXPECT_EQ(xOutsideText(*panel->plot()), QStringLiteral("◀ x = −6.25")) << id.toStdString();
    scene.setX(0.5);
    EXPECT_TRUE(xOutsideText(*panel->plot()).isEmpty()) << id.toStdString();
    panel->plot()->xAxis->setRange(1, 3);  // panned away from x
    EXPECT_EQ(xOutsideText(*panel->plot()), QStringLiteral("◀ x = 0.50")) << id.toStdString();
  }
  // Panels without x on their x axis have none.
  std::unique_ptr<ui::PlotPanel> mc = ui::createPanel("monte-carlo", scene);
  scene.setX(40);
  EXPECT_TRUE(xOutsideText(*mc->plot()).isEmpty());
}

// The arrow sat just above the x axis whatever was there: at x = −10 on ELU's tail (−1), on the
// pdf's. It goes where it covers no curve, on the edge x lies beyond.
TEST(XOutside, TheArrowCoversNoCurve) {
  ui::Scene scene;
  scene.setCurves({"gelu", "gelu_tanh", "relu", "elu", "silu"});
  for (const QString id : {"pdf-area", "cdf", "activations", "derivatives"}) {
    std::unique_ptr<ui::PlotPanel> panel = ui::createPanel(id, scene);
    for (const QSize size : kSizes) {
      for (const double x : {-10.0, 10.0}) {
        scene.setX(x);
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        QCPPainter painter(&image);
        panel->render(painter, QRectF(QPointF(0, 0), size), ui::Backdrop::Paint);
        painter.end();
        const QCustomPlot& plot = *panel->plot();
        const QCPItemText* arrow = nullptr;
        for (int i = 0; i < plot.itemCount(); ++i) {
          const auto* text = qobject_cast<const QCPItemText*>(plot.item(i));
          if (text != nullptr && text->visible() && text->text() == xOutsideText(plot)) {
            arrow = text;
          }
        }
        ASSERT_NE(arrow, nullptr) << id.toStdString();
        const QRectF box(arrow->topLeft->pixelPosition(), arrow->bottomRight->pixelPosition());
        const QRectF area = plot.axisRect()->rect();
        const QString where = QStringLiteral("%1 at %2×%3, x = %4")
                                  .arg(id)
                                  .arg(size.width())
                                  .arg(size.height())
                                  .arg(x);
        EXPECT_TRUE(area.contains(box)) << where.toStdString();
        EXPECT_LT(std::abs((x < 0 ? box.left() - area.left() : area.right() - box.right())), 20)
            << where.toStdString() << ": on the edge x lies beyond";
        const QStringList covered = dataIn(plot, box);
        EXPECT_TRUE(covered.isEmpty())
            << where.toStdString() << ": covers " << covered.join(", ").toStdString();
        panel->finishRender();
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryPanel, Placement,
                         ::testing::Values("pdf-area", "cdf", "monte-carlo", "errors",
                                           "activations", "derivatives"),
                         [](const auto& info) {
                           return QString(info.param).replace('-', '_').toStdString();
                         });

}  // namespace
