// The neuron diagram: its labels sit beside the arrows they name, never on them, at every size a
// window or a figure gives the panel, for short and long numbers, the plain neuron and the gated
// units alike, in type no smaller than a figure's smallest.
#include <gtest/gtest.h>

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QLineF>

#include "ui/model/Scene.hpp"
#include "ui/panels/AxisFit.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/qcp/MathPlotItems.hpp"

namespace {

// Whether the segment crosses the inside of the rectangle (touching its edge does not count).
bool crosses(const QLineF& segment, const QRectF& rect) {
  const QRectF inside = rect.adjusted(1, 1, -1, -1);
  if (inside.isEmpty()) return false;
  if (inside.contains(segment.p1()) || inside.contains(segment.p2())) return true;
  const QLineF edges[] = {{inside.topLeft(), inside.topRight()},
                          {inside.topRight(), inside.bottomRight()},
                          {inside.bottomRight(), inside.bottomLeft()},
                          {inside.bottomLeft(), inside.topLeft()}};
  for (const QLineF& e : edges) {
    if (segment.intersects(e, nullptr) == QLineF::BoundedIntersection) return true;
  }
  return false;
}

TEST(NeuronPanel, NoLabelLiesOnAnArrow) {
  ui::Scene scene;
  const auto panel = ui::createPanel("neuron", scene);
  panel->show();
  ui::NeuronState longNumbers;
  longNumbers.x1 = -1.234;
  longNumbers.x2 = 2.5;
  longNumbers.w1 = -0.3333;
  longNumbers.w2 = 1.875;
  longNumbers.bias = -1.25;
  longNumbers.v1 = -0.6667;
  longNumbers.v2 = 1.125;
  longNumbers.c = -0.125;
  int checked = 0;
  for (const bool isLong : {false, true}) {
    const ui::NeuronState base = isLong ? longNumbers : ui::NeuronState{};
    for (const char* gate : {"none", "geglu", "swiglu"}) {
      ui::NeuronState n = base;
      n.gate = gate;
      scene.setNeuron(n);
      for (const QSize size : {QSize(480, 360), QSize(640, 400), QSize(800, 450), QSize(1280, 720),
                               QSize(1920, 1080)}) {
        panel->resize(size);
        QCoreApplication::processEvents();
        panel->plot()->replot();
        SCOPED_TRACE(QStringLiteral("%1 at %2×%3, %4 numbers")
                         .arg(gate)
                         .arg(size.width())
                         .arg(size.height())
                         .arg(isLong ? "long" : "short")
                         .toStdString());
        QList<QLineF> arrows;
        QList<const ui::MathItemText*> labels;
        for (int i = 0; i < panel->plot()->itemCount(); ++i) {
          QCPAbstractItem* item = panel->plot()->item(i);
          if (auto* line = qobject_cast<QCPItemLine*>(item)) {
            arrows << QLineF(line->start->pixelPosition(), line->end->pixelPosition());
          } else if (auto* text = qobject_cast<ui::MathItemText*>(item)) {
            if (text->visible() && !text->text().isEmpty()) labels << text;
          }
        }
        ASSERT_GE(arrows.size(), 4);
        ASSERT_GE(labels.size(), 8);
        for (const ui::MathItemText* label : labels) {
          EXPECT_GE(label->font().pointSizeF(), ui::kMinTextPoints - 1e-9)
              << label->text().toStdString();  // readable, however small the plot
          for (const QLineF& arrow : arrows) {
            ++checked;
            EXPECT_FALSE(crosses(arrow, label->boxRect()))
                << "'" << label->text().toStdString() << "' lies on the arrow from ("
                << arrow.p1().x() << ", " << arrow.p1().y() << ") to (" << arrow.p2().x() << ", "
                << arrow.p2().y() << ")";
          }
        }
      }
    }
  }
  EXPECT_GT(checked, 1000);
}

}  // namespace
