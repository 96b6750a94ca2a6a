#include "ui/panels/NeuronPanel.hpp"

#include <qcustomplot.h>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "core/format.hpp"
#include "core/user_functions.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/NumberEdit.hpp"

namespace ui {
namespace {

QDoubleSpinBox* spin(QWidget* parent, double value) {
  auto* s = new NumberEdit(limits::kNeuron, parent);  // every value a scene may hold
  s->setValue(value);
  return s;
}

}  // namespace

NeuronPanel::NeuronPanel(Scene& scene, QWidget* parent)
    : PlotPanel(scene, "neuron", tr("A neuron: activation(w₁x₁ + w₂x₂ + b)"), parent) {
  const NeuronState& n = scene.neuron();
  auto* row = new QGridLayout;  // two rows, so the panel stays narrow on a 1280×720 screen
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
  m_x1->setObjectName("x1");
  m_x2->setObjectName("x2");
  m_w1->setObjectName("w1");
  m_w2->setObjectName("w2");
  m_bias->setObjectName("bias");
  m_activation = new QComboBox(this);
  m_activation->setObjectName("activation");
  fillActivations();
  add("x₁", m_x1);
  add("w₁", m_w1);
  add("b", m_bias);
  add("x₂", m_x2);
  add("w₂", m_w2);
  add(tr("f"), m_activation);
  static_cast<QVBoxLayout*>(layout())->insertLayout(1, row);
  for (QDoubleSpinBox* s : {m_x1, m_x2, m_w1, m_w2, m_bias}) {
    connect(s, &QDoubleSpinBox::valueChanged, this, &NeuronPanel::writeScene);
  }
  connect(m_activation, &QComboBox::currentIndexChanged, this, &NeuronPanel::writeScene);
  // One refresh for a change of the neuron, of μ/σ/α, or both.
  connect(&scene, &Scene::changed, this, [this](int what) {
    if (what & Scene::kCurves) fillActivations();  // the formulas may have changed
    if ((what & (Scene::kNeuron | Scene::kShape | Scene::kCurves)) == 0) return;
    if (what & (Scene::kNeuron | Scene::kCurves)) readScene();
    refreshSoon();
  });
  m_plot->setInteractions({});
  for (QCPAxis* a : m_plot->axisRect()->axes()) a->setVisible(false);
  m_plot->axisRect()->setAutoMargins(QCP::msNone);
  m_plot->axisRect()->setMargins(QMargins(0, 0, 0, 0));
  readScene();
  resetView();
  refresh();
}

void NeuronPanel::fillActivations() {
  // The activations (with the typed formulas) first, then every other function a scene's
  // neuron may use (Φ, φ, the derivatives), so the box can show whatever the model holds.
  QStringList ids;
  QStringList names;
  for (const gelu::FunctionInfo* f : gelu::activationFunctions()) {
    ids << fromUtf8(f->id);
    names << fromUtf8(f->name);
  }
  const qsizetype activations = ids.size();
  const auto addRest = [&](const gelu::FunctionInfo& f) {
    if (ids.contains(fromUtf8(f.id))) return;
    ids << fromUtf8(f.id);
    names << fromUtf8(f.name);
  };
  for (const gelu::FunctionInfo& f : gelu::functions()) addRest(f);
  for (const gelu::FunctionInfo* f : gelu::userFunctions())
    addRest(*gelu::findFunction(f->derivative));
  if (ids == m_activationIds) return;
  m_activationIds = ids;
  const QSignalBlocker block(m_activation);
  m_activation->clear();
  for (qsizetype i = 0; i < ids.size(); ++i) {
    if (i == activations) m_activation->insertSeparator(m_activation->count());
    m_activation->addItem(names[i], ids[i]);
  }
  m_activation->setCurrentIndex(m_activation->findData(scene().neuron().activation));
}

void NeuronPanel::readScene() {
  const NeuronState& n = scene().neuron();
  const QSignalBlocker b1(m_x1), b2(m_x2), b3(m_w1), b4(m_w2), b5(m_bias), b6(m_activation);
  m_x1->setValue(n.x1);
  m_x2->setValue(n.x2);
  m_w1->setValue(n.w1);
  m_w2->setValue(n.w2);
  m_bias->setValue(n.bias);
  m_activation->setCurrentIndex(m_activation->findData(n.activation));
}

void NeuronPanel::writeScene() {
  NeuronState n;
  n.x1 = m_x1->value();
  n.x2 = m_x2->value();
  n.w1 = m_w1->value();
  n.w2 = m_w2->value();
  n.bias = m_bias->value();
  n.activation = m_activation->currentData().toString();
  scene().setNeuron(n);
}

void NeuronPanel::resetView() {
  m_plot->xAxis->setRange(0, 10);
  m_plot->yAxis->setRange(0, 6);
}

void NeuronPanel::rebuildCurves() {
  countRecomputation();
  m_plot->clearItems();
  const Theme& t = theme();
  const NeuronState& n = scene().neuron();
  const gelu::NeuronOutput out = scene().neuronOutput();
  const gelu::FunctionInfo* f = gelu::findFunction(n.activation.toStdString());
  auto circle = [&](double cx, double cy, double r, const QColor& c) {
    auto* e = new QCPItemEllipse(m_plot);
    e->topLeft->setCoords(cx - r, cy + r * 0.95);
    e->bottomRight->setCoords(cx + r, cy - r * 0.95);
    e->setPen(QPen(c, 2.5 * t.fontScale));
    e->setBrush(t.background);
  };
  auto text = [&](double x, double y, const QString& s, double size, const QColor& c,
                  bool bold = false) {
    auto* item = new QCPItemText(m_plot);
    item->position->setCoords(x, y);
    item->setText(s);
    item->setFont(t.font(size, bold));
    item->setColor(c);
    return item;
  };
  auto arrow = [&](double x1, double y1, double x2, double y2) {
    auto* l = new QCPItemLine(m_plot);
    l->start->setCoords(x1, y1);
    l->end->setCoords(x2, y2);
    l->setPen(QPen(t.foreground, 2 * t.fontScale));
    l->setHead(QCPLineEnding::esSpikeArrow);
  };
  const auto num = [](double v) { return QString::number(v, 'g', 4); };
  const QColor fg = t.foreground;
  circle(1.2, 4.3, 0.55, fg);
  circle(1.2, 1.7, 0.55, fg);
  text(1.2, 4.3, num(n.x1), 13, fg, true);
  text(1.2, 1.7, num(n.x2), 13, fg, true);
  text(1.2, 5.3, "x₁", 12, fg);
  text(1.2, 0.7, "x₂", 12, fg);
  arrow(1.8, 4.1, 4.3, 3.2);
  arrow(1.8, 1.9, 4.3, 2.8);
  text(3.0, 4.2, "w₁ = " + num(n.w1), 12, t.accent, true);
  text(3.0, 1.8, "w₂ = " + num(n.w2), 12, t.accent, true);
  circle(5.0, 3.0, 0.75, fg);
  text(5.0, 3.0, "Σ", 18, fg, true);
  text(5.0, 4.2, "b = " + num(n.bias), 12, t.accent, true);
  text(5.0, 1.75, "s = " + num(out.sum), 12, fg);
  arrow(5.8, 3.0, 7.0, 3.0);
  const QString fname = f != nullptr ? fromUtf8(f->name) : n.activation;
  text(7.9, 3.7, fname, 12, t.curveColor(n.activation), true);
  text(7.9, 3.0, "f(s)", 14, fg);
  m_output = "= " + QString::fromStdString(gelu::formatShortest(out.output));
  text(7.9, 2.3, m_output, 13, fg, true);
}

QString NeuronPanel::outputText() const { return m_output; }

}  // namespace ui
