#include "ui/panels/ActivationsPanel.hpp"

#include <qcustomplot.h>
#include <algorithm>
#include <cmath>

#include "core/activations.hpp"
#include "core/model/titles.hpp"
#include "core/normal.hpp"

#include <QFontMetrics>
#include <QLabel>
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"

#include "ui/panels/MathLabel.hpp"
#include "ui/panels/SmoothGraph.hpp"

namespace ui {

ActivationsPanel::ActivationsPanel(Scene& scene, QWidget* parent)
    : CurveSetPanel(scene, "activations",
                    tr("Activations: GELU beside its approximations and ReLU-like units"), false,
                    parent) {
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
  // Under the plot in the window, never on the data. A figure leaves it out: its room under a
  // small plot is the legend's.
  // Rich text, not TeX: it changes with every step of x, and typesetting it each time cost more
  // than the plots' own redraw.
  m_readout = new QLabel(this);
  m_readout->setObjectName("gelu-readout");
  m_readout->setTextFormat(Qt::RichText);
  m_readout->setWordWrap(true);
  layout()->addWidget(m_readout);
  fitReadout();
  updateReadout();
  connect(&scene, &Scene::simulationAdvanced, this, [this] {
    updateEstimate();
    replotMarks();
  });
  // On `changed`, after the base class's handler: when the same change redraws the panel whole,
  // the marks are not drawn first on their own; an x move (updateX) did the estimate already.
  listenTo(Scene::kSimulation | Scene::kNeuron | Scene::kCurves | Scene::kView);
  updateTitle();
  resetView();
  refresh();
}

bool ActivationsPanel::sceneChanged(int what) {
  // A new run at the same x (a reset, a new seed): its estimate; the neuron's output. (A run
  // started again at a new x comes with the x move, which drew the marks already.)
  const bool estimate = (what & Scene::kSimulation) != 0 && (what & Scene::kX) == 0;
  if (estimate) updateEstimate();
  if (what & Scene::kNeuron) updateNeuron();
  if (what & (Scene::kCurves | Scene::kNeuron | Scene::kView)) {
    updateTitle();
    updateReadout();
  }
  if (estimate || (what & Scene::kNeuron) != 0) replotMarks();
  // A companion's curve came or went (the neuron's activation, the lens): built again.
  return drawnCurves() != m_drawn;
}

void ActivationsPanel::setPresentation(bool on) {
  m_presenting = on;
  showMarks();
  updateTitle();
  CurveSetPanel::setPresentation(on);
  if (drawnCurves() != m_drawn) refreshSoon();  // the companions' curves came or went
}

void ActivationsPanel::rebuildCurves() {
  m_drawn = drawnCurves();
  CurveSetPanel::rebuildCurves();
  // The Monte Carlo mean and the neuron's output over the curves' points at x, which a curve
  // shown later put over them (the mean's open square sat behind GELU's point it converges to,
  // its upper whisker hidden): framing the point, as the mean frames GELU(x).
  for (QCPLayerable* mark : std::initializer_list<QCPLayerable*>{m_bars, m_estimate, m_neuron}) {
    mark->setLayer(mark->layer());  // (to the top of its layer)
  }
}

void ActivationsPanel::setCompanions(const QStringList& shown) {
  PlotPanel::setCompanions(shown);
  const bool mc = shown.contains("monte-carlo");
  const bool neuron = shown.contains("neuron");
  const bool errors = shown.contains("errors");
  if (m_companionsKnown && mc == m_withMonteCarlo && neuron == m_withNeuron &&
      errors == m_withErrors) {
    return;
  }
  m_companionsKnown = true;
  m_withMonteCarlo = mc;
  m_withNeuron = neuron;
  m_withErrors = errors;
  showMarks();
  updateTitle();
  refreshSoon();  // the legend lost or gained a row (and curves): laid out again
}

void ActivationsPanel::setDeckCurves(bool exactly) {
  if (exactly == m_deckCurves) return;
  m_deckCurves = exactly;
  updateTitle();
  if (drawnCurves() != m_drawn) refreshSoon();
}

QStringList ActivationsPanel::drawnCurves() const {
  QStringList ids = scene().curves();
  // (A panel of no view: its own curves; a deck step's: the deck's.)
  if (m_presenting || m_deckCurves || !m_companionsKnown) return ids;
  // Beside the errors panel the approximations it compares; beside the neuron its activation,
  // on which its output is marked (companionCurves).
  for (const QString& id : companions()) {
    if (!ids.contains(id)) ids << id;
  }
  return ids;
}

void ActivationsPanel::showMarks() {
  const auto show = [](QCPAbstractPlottable* p, bool on) {
    p->setVisible(on);
    if (on) {
      p->addToLegend();
    } else {
      p->removeFromLegend();
    }
  };
  show(m_estimate, !m_presenting && m_withMonteCarlo);
  m_bars->setVisible(!m_presenting && m_withMonteCarlo);
  show(m_neuron, !m_presenting && m_withNeuron);
  updateReadout();
}

void ActivationsPanel::updateTitle() {
  // What the figure shows, not what it might (the rule is the core's, the web page's too).
  std::vector<std::string> drawn;
  for (const QString& id : drawnCurves()) drawn.push_back(id.toStdString());
  using T = gelu::model::ActivationsTitle;
  QString title;
  switch (gelu::model::activationsTitle(drawn)) {
    case T::Activations:
      title = tr("Activations");
      break;
    case T::Gelu:
      title = tr("Activations: GELU");
      break;
    case T::GeluOthers:
      title = tr("Activations: GELU beside other units");
      break;
    case T::GeluTanh:
      title = tr("Activations: GELU beside its tanh approximation");
      break;
    case T::GeluTanhOthers:
      title = tr("Activations: GELU beside its tanh approximation and other units");
      break;
    case T::GeluSigmoid:
      title = tr("Activations: GELU beside its sigmoid approximation");
      break;
    case T::GeluSigmoidOthers:
      title = tr("Activations: GELU beside its sigmoid approximation and other units");
      break;
    case T::GeluApproximations:
      title = tr("Activations: GELU beside its approximations");
      break;
    case T::GeluApproximationsOthers:
      title = tr("Activations: GELU beside its approximations and ReLU-like units");
      break;
  }
  setTitle(title);
}

void ActivationsPanel::restyle() {
  CurveSetPanel::restyle();
  if (m_estimate == nullptr) return;
  const double s = theme().fontScale;
  m_estimate->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, theme().accent, 11 * s));
  m_bars->setPen(QPen(theme().accent, 2 * s));
  m_neuron->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond,
                                            QPen(theme().foreground, 2 * s), Qt::NoBrush, 14 * s));
  if (m_readout != nullptr) {
    m_readout->setFont(theme().font(11));
    fitReadout();
    QPalette palette = m_readout->palette();
    palette.setColor(QPalette::WindowText, theme().foreground);
    m_readout->setPalette(palette);
  }
}

void ActivationsPanel::updateX() {
  CurveSetPanel::updateX();
  if (m_estimate == nullptr) return;
  updateEstimate();
  updateNeuron();
  updateReadout();
}

void ActivationsPanel::resizeEvent(QResizeEvent* e) {
  CurveSetPanel::resizeEvent(e);
  fitReadout();
}

void ActivationsPanel::fitReadout() {
  if (m_readout == nullptr) return;
  const QMargins m = layout()->contentsMargins();
  const int width = std::max(1, this->width() - m.left() - m.right());
  // The longest text it shows, on one line or on two.
  const QFontMetrics fm(m_readout->font());
  const int longest =
      fm.horizontalAdvance(QStringLiteral("GELU(x) = x·Φ(x) = −10.00 × 0.0000 = −0.0000"));
  const int lines = longest <= width ? 1 : 2;
  m_readout->setFixedSize(width, lines * fm.lineSpacing() + 2);
}

void ActivationsPanel::updateReadout() {
  // The key sentence with its numbers: GELU(x) = x·Φ(x), each factor as shown, computed.
  if (m_readout == nullptr) return;
  const bool shown = !m_presenting && drawnCurves().contains("gelu");
  m_readout->setVisible(shown);
  if (!shown) return;
  const double x = scene().x();
  const auto& p = scene().params();
  m_readout->setText(QStringLiteral("GELU(<i>x</i>) = <i>x</i>·Φ(<i>x</i>) = %1 × %2 = %3")
                         .arg(formatX(x, frame().xDecimals),
                              formatValue(gelu::cdf(x, p.mu, p.sigma)),
                              formatValue(gelu::gelu(x, p.mu, p.sigma))));
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
