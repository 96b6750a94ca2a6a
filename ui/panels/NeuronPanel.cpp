#include "ui/panels/NeuronPanel.hpp"
#include "ui/panels/Accessible.hpp"

#include <algorithm>
#include <cmath>

#include <qcustomplot.h>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "core/format.hpp"
#include "core/function_library.hpp"
#include "ui/model/CurveText.hpp"
#include "ui/model/NumberText.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/AxisFit.hpp"
#include "ui/panels/NumberEdit.hpp"
#include "ui/panels/qcp/MathPlotItems.hpp"

namespace ui {
namespace {

QDoubleSpinBox* spin(QWidget* parent, double value) {
  auto* s = new NumberEdit(limits::kNeuron, parent);  // every value a scene may hold
  s->setValue(value);
  return s;
}

}  // namespace

NeuronPanel::NeuronPanel(Scene& scene, QWidget* parent)
    : PlotPanel(scene, "neuron", tr("A neuron: $\\operatorname{activation}(w_1x_1 + w_2x_2 + b)$"),
                parent) {
  const NeuronState& n = scene.neuron();
  auto* row = new QGridLayout;  // two rows, so the panel stays narrow on a 1280×720 screen
  // The fields take the width the panel has, the labels none: a label sat beside the field
  // before it, a long way from its own.
  for (const int field : {1, 3, 5}) row->setColumnStretch(field, 1);
  int cell = 0;
  auto add = [&](const QString& label, QWidget* w) {
    row->addWidget(new QLabel(label, this), cell / 3, 2 * (cell % 3));
    row->addWidget(w, cell / 3, 2 * (cell % 3) + 1);
    ++cell;
  };
  m_x1 = spin(this, n.x1);
  m_x2 = spin(this, n.x2);
  m_w1 = spin(this, n.w1);
  m_w2 = spin(this, n.w2);
  m_bias = spin(this, n.bias);
  describeControl(m_x1, tr("Input x₁"), tr("The neuron's first input"));
  describeControl(m_x2, tr("Input x₂"), tr("The neuron's second input"));
  describeControl(m_w1, tr("Weight w₁"), tr("The weight of the first input"));
  describeControl(m_w2, tr("Weight w₂"), tr("The weight of the second input"));
  describeControl(m_bias, tr("Bias b"), tr("Added to the weighted sum s"));
  m_x1->setObjectName("x1");
  m_x2->setObjectName("x2");
  m_w1->setObjectName("w1");
  m_w2->setObjectName("w2");
  m_bias->setObjectName("bias");
  m_activation = new QComboBox(this);
  m_activation->setObjectName("activation");
  describeControl(m_activation, tr("Activation"), tr("The function the neuron applies to s"));
  fillActivations();
  m_gate = new QComboBox(this);
  m_gate->setObjectName("gate");
  describeControl(m_gate, tr("Gate"),
                  tr("A gated unit of transformer MLPs: (w·x + b) ⊙ act(v·x + c)"));
  m_gate->addItem(tr("plain"), "none");
  m_gate->addItem("GEGLU", "geglu");
  m_gate->addItem("SwiGLU", "swiglu");
  m_gate->addItem("ReGLU", "reglu");
  m_gate->setToolTip(tr("A gated unit of transformer MLPs: (w·x + b) ⊙ act(v·x + c)"));
  m_v1 = spin(this, n.v1);
  m_v2 = spin(this, n.v2);
  m_c = spin(this, n.c);
  describeControl(m_v1, tr("Gate weight v₁"), tr("The gate's weight of the first input"));
  describeControl(m_v2, tr("Gate weight v₂"), tr("The gate's weight of the second input"));
  describeControl(m_c, tr("Gate bias c"), tr("Added to the gate's sum"));
  m_v1->setObjectName("v1");
  m_v2->setObjectName("v2");
  m_c->setObjectName("c");
  add("x₁", m_x1);
  add("w₁", m_w1);
  add("b", m_bias);
  add("x₂", m_x2);
  add("w₂", m_w2);
  add(tr("f"), m_activation);
  add(tr("unit"), m_gate);
  add("v₁", m_v1);
  add("v₂", m_v2);
  add("c", m_c);
  for (QWidget* w :
       {static_cast<QWidget*>(m_v1), static_cast<QWidget*>(m_v2), static_cast<QWidget*>(m_c)}) {
    m_gateWidgets << w;
    const int index = row->indexOf(w);
    m_gateWidgets << row->itemAt(index - 1)->widget();  // its label
  }
  static_cast<QVBoxLayout*>(layout())->insertLayout(1, row);
  connect(m_gate, &QComboBox::currentIndexChanged, this, &NeuronPanel::writeScene);
  for (QDoubleSpinBox* s : {m_x1, m_x2, m_w1, m_w2, m_bias, m_v1, m_v2, m_c}) {
    connect(s, &QDoubleSpinBox::valueChanged, this, &NeuronPanel::writeScene);
  }
  connect(m_activation, &QComboBox::currentIndexChanged, this, &NeuronPanel::writeScene);
  // One refresh for a change of the neuron, of μ/σ/α, or both.
  listenTo(Scene::kNeuron | Scene::kShape | Scene::kCurves | Scene::kView);
  m_plot->setInteractions({});
  for (QCPAxis* a : orderedAxes(*m_plot->axisRect())) a->setVisible(false);
  m_plot->axisRect()->setAutoMargins(QCP::msNone);
  m_plot->axisRect()->setMargins(QMargins(0, 0, 0, 0));
  connect(m_plot, &QCustomPlot::afterLayout, this, &NeuronPanel::keepRound);
  readScene();
  resetView();
  refresh();
}

bool NeuronPanel::sceneChanged(int what) {
  if (what & Scene::kCurves) fillActivations();  // the formulas may have changed
  if (what & (Scene::kNeuron | Scene::kCurves)) readScene();
  // The view alone (the precision lens beside the errors panel): drawn again only where it
  // changes the activation's colour.
  return (what & ~Scene::kView) != 0 || companions() != m_colouredWith;
}

void NeuronPanel::fillActivations() {
  // The activations (with the typed formulas) first, then every other function a scene's
  // neuron may use (Φ, φ, the derivatives), so the box can show whatever the model holds.
  QStringList ids;
  QStringList names;
  const gelu::FunctionLibrary& library = scene().library();
  for (const gelu::FunctionInfo* f : library.activations()) {
    ids << fromUtf8(f->id);
    names << curveName(*f);
  }
  const qsizetype activations = ids.size();
  const auto addRest = [&](const gelu::FunctionInfo& f) {
    if (ids.contains(fromUtf8(f.id))) return;
    ids << fromUtf8(f.id);
    names << curveName(f);
  };
  for (const gelu::FunctionInfo* f : library.all()) addRest(*f);
  if (ids == m_activationIds) return;
  m_activationIds = ids;
  const QSignalBlocker block(m_activation);
  m_activation->clear();
  for (qsizetype i = 0; i < ids.size(); ++i) {
    if (i == activations) m_activation->insertSeparator(m_activation->count());
    m_activation->addItem(names[i], ids[i]);
  }
  m_activation->setCurrentIndex(
      m_activation->findData(QString::fromStdString(scene().neuron().activation)));
}

void NeuronPanel::readScene() {
  const NeuronState& n = scene().neuron();
  const QSignalBlocker b1(m_x1), b2(m_x2), b3(m_w1), b4(m_w2), b5(m_bias), b6(m_activation),
      b7(m_gate), b8(m_v1), b9(m_v2), b10(m_c);
  m_gate->setCurrentIndex(std::max(0, m_gate->findData(QString::fromStdString(n.gate))));
  showValue(m_v1, n.v1);
  showValue(m_v2, n.v2);
  showValue(m_c, n.c);
  const bool gated = n.gate != "none";
  for (QWidget* w : m_gateWidgets) w->setVisible(gated);
  m_activation->setEnabled(!gated);
  showValue(m_x1, n.x1);
  showValue(m_x2, n.x2);
  showValue(m_w1, n.w1);
  showValue(m_w2, n.w2);
  showValue(m_bias, n.bias);
  m_activation->setCurrentIndex(m_activation->findData(QString::fromStdString(n.activation)));
}

void NeuronPanel::writeScene() {
  NeuronState n;
  n.x1 = m_x1->value();
  n.x2 = m_x2->value();
  n.w1 = m_w1->value();
  n.w2 = m_w2->value();
  n.bias = m_bias->value();
  n.activation = m_activation->currentData().toString().toStdString();
  n.gate = m_gate->currentData().toString().toStdString();
  n.v1 = m_v1->value();
  n.v2 = m_v2->value();
  n.c = m_c->value();
  scene().setNeuron(n);
}

void NeuronPanel::resetView() {
  m_plot->xAxis->setRange(0, 10);
  m_plot->yAxis->setRange(0, 6);
}

void NeuronPanel::rebuildCurves() {
  m_colouredWith = companions();  // its activation's name in that curve's colour
  countRecomputation();
  m_plot->clearItems();
  const Theme& t = theme();
  const NeuronState& n = scene().neuron();
  const gelu::NeuronOutput out = scene().neuronOutput();
  const gelu::FunctionInfo* f = scene().library().find(n.activation);
  setTitle(n.gate == "none"
               ? tr("A neuron: $\\operatorname{activation}(w_1x_1 + w_2x_2 + b)$")
               : tr("A gated unit: $(w\\cdot x + b) \\odot \\operatorname{act}(v\\cdot x + c)$"));
  // One unit across and up are the same number of pixels (keepRound()): circles are round and
  // a link from centre to centre, shortened by both radii, meets both circles.
  auto circle = [&](double cx, double cy, double r, const QColor& c) {
    auto* e = new QCPItemEllipse(m_plot);
    e->topLeft->setCoords(cx - r, cy + r);
    e->bottomRight->setCoords(cx + r, cy - r);
    e->setPen(QPen(c, 2.5 * t.fontScale));
    e->setBrush(t.background);
  };
  m_labels.clear();  // (clearItems() deleted them)
  m_pixelsPerUnit = 0;
  auto text = [&](double x, double y, const QString& s, double size, const QColor& c,
                  bool bold = false, double fitWidth = 0) {
    auto* item = new MathItemText(m_plot);  // its $…$ typeset
    item->position->setCoords(x, y);
    item->setText(s);
    item->setFont(t.font(size, bold));
    item->setColor(t.readable(c));
    m_labels.push_back({item, size, bold, fitWidth});
    return item;
  };
  // A label beside the arrow from a to b (centres), at the fraction `at` of the way, above or
  // below it: anchored by the corner nearest the line, so however long the label grows it grows
  // away from its arrow.
  auto besideLink = [&](QPointF a, QPointF b, double at, bool above, const QString& s) {
    const QPointF p = a + (b - a) * at;
    auto* item = text(p.x(), p.y(), s, 12, t.accent, true);
    const bool falls = (b.y() - a.y()) * (b.x() - a.x()) < 0;  // going right, it goes down
    item->setPositionAlignment((above ? Qt::AlignBottom : Qt::AlignTop) |
                               (above == falls ? Qt::AlignLeft : Qt::AlignRight));
    const int gap = qRound(3 * t.fontScale);
    item->setPadding(QMargins(gap, gap, gap, gap));
  };
  auto arrow = [&](double x1, double y1, double x2, double y2) {
    auto* l = new QCPItemLine(m_plot);
    l->start->setCoords(x1, y1);
    l->end->setCoords(x2, y2);
    l->setPen(QPen(t.foreground, 2 * t.fontScale));
    l->setHead(QCPLineEnding(QCPLineEnding::esSpikeArrow, 8 * t.fontScale, 10 * t.fontScale));
  };
  // An arrow from the circle of radius ra at a to the circle of radius rb at b (0: a point).
  auto link = [&](QPointF a, double ra, QPointF b, double rb) {
    const QPointF d = b - a;
    const double length = std::hypot(d.x(), d.y());
    if (!(length > ra + rb)) return;
    const QPointF u = d / length;
    const QPointF from = a + u * ra;
    const QPointF to = b - u * (rb + 0.04);
    arrow(from.x(), from.y(), to.x(), to.y());
  };
  const auto num = [](double v) { return readableNumber(QString::number(v, 'g', 4)); };
  const auto tex = [](double v) { return texNumber(QString::number(v, 'g', 4)); };
  const QColor fg = t.foreground;
  if (const auto gate = gelu::parseGate(n.gate); gate && *gate != gelu::Gate::None) {
    // The gated unit: two weighted sums of the same inputs; the gate's passes through act and
    // multiplies the other.
    const double in[] = {n.x1, n.x2};
    const double w[] = {n.w1, n.w2};
    const double v[] = {n.v1, n.v2};
    const gelu::GatedOutput g = gelu::gatedNeuron(in, w, n.bias, v, n.c, *gate, scene().params());
    const QString actId = fromUtf8(gelu::gateActivation(*gate));
    const QPointF x1(1.0, 4.6), x2(1.0, 1.4), s1(3.6, 4.6), s2(3.6, 1.4), act(6.1, 1.4),
        times(8.15, 3.0);
    circle(x1.x(), x1.y(), 0.5, fg);
    circle(x2.x(), x2.y(), 0.5, fg);
    text(x1.x(), x1.y(), num(n.x1), 12, fg, true, 0.9);
    text(x2.x(), x2.y(), num(n.x2), 12, fg, true, 0.9);
    text(0.35, 5.45, "$x_1$", 11, fg);
    text(0.35, 0.55, "$x_2$", 11, fg);
    link(x1, 0.5, s1, 0.55);
    link(x2, 0.5, s1, 0.55);
    link(x1, 0.5, s2, 0.55);
    link(x2, 0.5, s2, 0.55);
    circle(s1.x(), s1.y(), 0.55, fg);
    circle(s2.x(), s2.y(), 0.55, fg);
    text(s1.x(), s1.y(), "$\\Sigma$", 16, fg, true);
    text(s2.x(), s2.y(), "$\\Sigma$", 16, fg, true);
    text(3.6, 5.55, QString("$w = (%1, %2),\\; b = %3$").arg(tex(n.w1), tex(n.w2), tex(n.bias)), 11,
         t.accent, true);
    text(3.6, 0.45, QString("$v = (%1, %2),\\; c = %3$").arg(tex(n.v1), tex(n.v2), tex(n.c)), 11,
         t.accent, true);
    text(5.6, 4.95, "$s = " + tex(g.sum) + '$', 11, fg);
    link(s2, 0.55, act - QPointF(0.8, 0), 0);
    const QString actName = curveName(*scene().library().find(actId.toStdString()));
    text(act.x(), act.y(), actName + "(g)", 11,
         t.curveColor(actId, scene().formulas(), scene().curves(), companions()), true);
    text(act.x(), 0.9, "$g = " + tex(g.gate) + '$', 11, fg);
    link(act + QPointF(0.4, 0.35), 0, times, 0.5);
    link(s1, 0.55, times, 0.5);
    circle(times.x(), times.y(), 0.5, fg);
    text(times.x(), times.y(), "$\\times$", 18, fg, true);
    // The unit's output y, to six digits in the figure ("≈" when that rounds): it must fit
    // above the ×.
    m_output = "= " + QString::fromStdString(gelu::formatShortest(g.output));
    const QString six = QString::number(g.output, 'g', 6);
    text(times.x(), 4.1,
         QString("$y %1 %2$").arg(six.toDouble() == g.output ? "=" : "\\approx", texNumber(six)),
         12, fg, true);
    text(times.x(), 1.9, m_gate->itemText(m_gate->findData(QString::fromStdString(n.gate))), 11, fg,
         true);
    return;
  }
  // Inputs, the bias's constant 1, the sum, and the output node f(s).
  // The bias's 1 stands high above the sum, so its steep arrow leaves w₁'s label the room to
  // its left and b's to its right.
  const QPointF x1(1.2, 4.3), x2(1.2, 1.7), one(4.2, 5.35), sum(5.0, 3.0), output(7.9, 3.0);
  const double r = 0.55, rSum = 0.72, rOne = 0.38;
  circle(x1.x(), x1.y(), r, fg);
  circle(x2.x(), x2.y(), r, fg);
  text(x1.x(), x1.y(), num(n.x1), 13, fg, true, 2 * r - 0.1);
  text(x2.x(), x2.y(), num(n.x2), 13, fg, true, 2 * r - 0.1);
  text(x1.x(), 5.3, "$x_1$", 12, fg);
  text(x2.x(), 0.7, "$x_2$", 12, fg);
  link(x1, r, sum, rSum);
  link(x2, r, sum, rSum);
  besideLink(x1, sum, 0.3, true, "$w_1 = " + tex(n.w1) + '$');
  besideLink(x2, sum, 0.3, false, "$w_2 = " + tex(n.w2) + '$');
  circle(one.x(), one.y(), rOne, fg);
  text(one.x(), one.y(), "1", 12, fg, true);
  link(one, rOne, sum, rSum);
  besideLink(one, sum, 0.45, true, "$b = " + tex(n.bias) + '$');
  circle(sum.x(), sum.y(), rSum, fg);
  text(sum.x(), sum.y(), "$\\Sigma$", 18, fg, true);
  text(sum.x(), 1.8, "$s = " + tex(out.sum) + '$', 12, fg);
  link(sum, rSum, output, rSum);
  circle(output.x(), output.y(), rSum, fg);
  const QString fname = f != nullptr ? curveName(*f) : QString::fromStdString(n.activation);
  text(output.x(), 4.2, fname, 12,
       t.curveColor(QString::fromStdString(n.activation), scene().formulas(), scene().curves(),
                    companions()),
       true);
  text(output.x(), output.y(), "$f(s)$", 14, fg);
  m_output = "= " + QString::fromStdString(gelu::formatShortest(out.output));
  // The figure shows six digits ("≈" when that rounds): all seventeen would not fit.
  const QString six = QString::number(out.output, 'g', 6);
  text(output.x(), 1.8,
       QString("$%1 %2$").arg(six.toDouble() == out.output ? "=" : "\\approx", texNumber(six)), 13,
       fg, true);
}

void NeuronPanel::keepRound() {
  const QRect rect = m_plot->axisRect()->rect();
  if (rect.width() <= 0 || rect.height() <= 0) return;
  // The diagram is drawn in 10 × 6 units; the longer side of the plot gets more of them.
  const double aspect = double(rect.width()) / rect.height();
  if (aspect >= 10.0 / 6.0) {
    const double half = 3.0 * aspect;
    m_plot->xAxis->setRange(5.0 - half, 5.0 + half);
    m_plot->yAxis->setRange(0, 6);
  } else {
    const double half = 5.0 / aspect;
    m_plot->xAxis->setRange(0, 10);
    m_plot->yAxis->setRange(3.0 - half, 3.0 + half);
  }
  fitType(std::min(rect.width() / 10.0, rect.height() / 6.0));
}

void NeuronPanel::fitType(double pixelsPerUnit) {
  if (std::abs(pixelsPerUnit - m_pixelsPerUnit) < 1e-6) return;
  m_pixelsPerUnit = pixelsPerUnit;
  const Theme& t = theme();
  // At 60 px a unit (the theme's type scale applied) every label of the design clears its
  // arrows with four-digit numbers; below that the type shrinks with the drawing, but never
  // under kMinTextPoints for the 11 pt labels (a smaller plot is stacked by the window and
  // refused by the export).
  const double factor =
      std::clamp(pixelsPerUnit / (60.0 * t.fontScale), kMinTextPoints / 11.0, 1.0);
  for (const Label& l : m_labels) {
    QFont font = t.font(l.points * factor, l.bold);
    if (l.fitWidth > 0) {
      l.item->setFont(font);
      const double width = l.item->boxSize(font).width();
      const double room = l.fitWidth * pixelsPerUnit;
      if (width > room) {
        font.setPointSizeF(
            std::max(kMinTextPoints * t.fontScale, font.pointSizeF() * room / width));
      }
    }
    l.item->setFont(font);
  }
}

QString NeuronPanel::outputText() const { return m_output; }

}  // namespace ui
