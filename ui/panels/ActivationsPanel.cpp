#include "ui/panels/ActivationsPanel.hpp"

#include <qcustomplot.h>
#include <cmath>

#include "ui/model/Scene.hpp"
#include "ui/panels/SmoothGraph.hpp"

namespace ui {

ActivationsPanel::ActivationsPanel(Scene& scene, QWidget* parent)
    : CurveSetPanel(scene, "activations",
                    tr("Activations: GELU beside its approximations and "
                       "ReLU-like units"),
                    false, parent) {
  m_estimate = addGraph(*m_plot);
  m_estimate->setName(tr("Monte Carlo mean ± 95%"));
  m_estimate->setLineStyle(QCPGraph::lsNone);
  m_bars = new QCPErrorBars(m_plot->xAxis, m_plot->yAxis);
  m_bars->setDataPlottable(m_estimate);
  m_bars->removeFromLegend();
  m_neuron = addGraph(*m_plot);
  m_neuron->setName(tr("neuron output"));
  m_neuron->setLineStyle(QCPGraph::lsNone);
  m_estimate->setLayer(kMarksLayer);
  m_bars->setLayer(kMarksLayer);
  m_neuron->setLayer(kMarksLayer);
  connect(&scene, &Scene::simulationAdvanced, this, [this] {
    updateEstimate();
    replotMarks();
  });
  // On `changed`, after the base class's handler: when the same change redraws the panel whole,
  // the marks are not drawn first on their own; an x move (updateX) did the estimate already.
  listenTo(Scene::kSimulation | Scene::kNeuron);
  resetView();
  refresh();
}

bool ActivationsPanel::sceneChanged(int what) {
  // A new run at the same x (a reset, a new seed): its estimate; the neuron's output. (A run
  // started again at a new x comes with the x move, which drew the marks already.)
  const bool estimate = (what & Scene::kSimulation) != 0 && (what & Scene::kX) == 0;
  if (estimate) updateEstimate();
  if (what & Scene::kNeuron) updateNeuron();
  if (estimate || (what & Scene::kNeuron) != 0) replotMarks();
  return false;
}

void ActivationsPanel::setPresentation(bool on) {
  for (QCPAbstractPlottable* p : {static_cast<QCPAbstractPlottable*>(m_estimate),
                                  static_cast<QCPAbstractPlottable*>(m_neuron)}) {
    p->setVisible(!on);
    if (on) {
      p->removeFromLegend();
    } else {
      p->addToLegend();
    }
  }
  m_bars->setVisible(!on);
  CurveSetPanel::setPresentation(on);
}

void ActivationsPanel::restyle() {
  CurveSetPanel::restyle();
  if (m_estimate == nullptr) return;
  const double s = theme().fontScale;
  m_estimate->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, theme().accent, 11 * s));
  m_bars->setPen(QPen(theme().accent, 2 * s));
  m_neuron->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond,
                                            QPen(theme().foreground, 2 * s), Qt::NoBrush, 14 * s));
}

void ActivationsPanel::updateX() {
  CurveSetPanel::updateX();
  if (m_estimate == nullptr) return;
  updateEstimate();
  updateNeuron();
}

void ActivationsPanel::updateEstimate() {
  const auto& sim = scene().simulator();
  if (sim.n() == 0) {
    m_estimate->data()->clear();
    m_bars->data()->clear();
    return;
  }
  m_estimate->setData({sim.config().x}, {sim.mean()}, true);
  m_bars->setData(QVector<double>{gelu::soi::kZ95 * sim.stdError()});
}

void ActivationsPanel::updateNeuron() {
  const auto out = scene().neuronOutput();
  m_neuron->setData({out.sum}, {out.output}, true);
}

QPointF ActivationsPanel::estimate() const {
  if (m_estimate->data()->isEmpty()) return {std::nan(""), std::nan("")};
  return {m_estimate->data()->constBegin()->key, m_estimate->data()->constBegin()->value};
}

double ActivationsPanel::estimateErrorBar() const {
  return m_bars->data()->isEmpty() ? std::nan("") : m_bars->data()->first().errorPlus;
}

QPointF ActivationsPanel::neuronPoint() const {
  if (m_neuron->data()->isEmpty()) return {std::nan(""), std::nan("")};
  return {m_neuron->data()->constBegin()->key, m_neuron->data()->constBegin()->value};
}

}  // namespace ui
