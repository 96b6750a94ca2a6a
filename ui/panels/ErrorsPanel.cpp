#include "ui/panels/ErrorsPanel.hpp"

#include <qcustomplot.h>
#include <QCheckBox>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <cmath>

#include "core/curve.hpp"
#include "ui/model/CurveText.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/AxisFit.hpp"
#include "ui/panels/Companions.hpp"
#include "ui/panels/MathTickers.hpp"
#include "ui/panels/SmoothGraph.hpp"
#include "ui/panels/qcp/MathPlotItems.hpp"

namespace ui {

ErrorsPanel::ErrorsPanel(Scene& scene, QWidget* parent)
    : PlotPanel(scene, "errors", tr("Approximation errors: approximation − exact GELU"), parent) {
  m_lensBox = new QCheckBox(tr("Precision lens"), this);
  // The whole caption where it fits (resizeEvent), always in the tooltip.
  m_lensBox->setToolTip(
      tr("Precision lens: |GELU(x)| for x in [−40, 0], accurate vs textbook "
         "0.5x(1+erf(x/√2))"));
  m_lensBox->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
  static_cast<QVBoxLayout*>(layout())->insertWidget(1, m_lensBox);
  connect(m_lensBox, &QCheckBox::toggled, this, &ErrorsPanel::setPrecisionLens);
  m_accurate = addGraph(*m_plot);
  m_accurate->setName(tr("accurate core: $x\\,\\Phi(x)$"));
  m_textbook = addGraph(*m_plot);
  m_textbook->setName(tr(
      "textbook $\\tfrac{1}{2}x\\,(1 + \\operatorname{erf}(x/\\sqrt{2}))$ (PyTorch, TensorFlow)"));
  m_summary = addCornerText();
  m_plot->legend->setVisible(true);
  m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignRight | Qt::AlignBottom);
  m_plot->xAxis->setLabel("$x$");
  // No shapeChanged: the approximations are compared with the standard GELU (μ = 0, σ = 1).
  refreshOn(kOnCurves | kOnRangeResetView);
  listenTo(Scene::kView | Scene::kNeuron);  // (the neuron's activation: a companion's colour)
  restyle();
  resetView();
  refresh();
  applyView();
}

bool ErrorsPanel::sceneChanged(int what) {
  applyView();  // the precision lens
  // Beside the neuron its activation is coloured among the approximations: its pens chosen
  // again when it changes (the error curves stay).
  if ((what & Scene::kNeuron) != 0 && companions() != m_styledWith) {
    restyle();
    requestReplot();
  }
  return false;
}

QStringList ErrorsPanel::approximations() const { return comparedApproximations(scene()); }

void ErrorsPanel::setPrecisionLens(bool on) { scene().setPrecisionLens(on); }

bool ErrorsPanel::precisionLens() const { return scene().view().precisionLens; }

void ErrorsPanel::applyView() {
  const bool on = scene().view().precisionLens;
  if (on == m_lens) return;
  m_lens = on;
  const QSignalBlocker block(m_lensBox);
  m_lensBox->setChecked(on);
  // The lens plots |GELU(x)| itself, not an error: its title says so.
  setTitle(on ? tr("Precision lens: $|\\operatorname{GELU}(x)|$ for $x$ in $[-40, 0]$")
              : tr("Approximation errors: approximation − exact GELU"));
  resetView();
  refreshSoon();
}

void ErrorsPanel::restyle() {
  // Coloured as the activations beside draw these approximations (companionCurves()).
  const QStringList companions = this->companions();
  m_styledWith = companions;
  for (auto it = m_graphs.begin(); it != m_graphs.end(); ++it) {
    it.value()->setPen(
        theme().curvePen(it.key(), 2.5, scene().formulas(), scene().curves(), companions));
  }
  m_accurate->setPen(theme().curvePen("gelu", 3));
  m_textbook->setPen(QPen(theme().curveColor("relu"), 2.5 * theme().fontScale, Qt::DashLine));
  m_summary->setFont(theme().font(12, true));
  m_summary->setColor(theme().foreground);
}

namespace {
/// The least |x| the errors plot shows: past the approximations' largest errors (|x| ≈ 2.70).
constexpr double kErrorsSpan = 3.0;
}  // namespace

void ErrorsPanel::resetView() {
  if (m_lens) {
    m_plot->xAxis->setRange(-40, 0);
    m_plot->yAxis->setRange(1e-300, 10);  // QCPRange rejects an infinite upper/lower ratio
    return;
  }
  // The scene's x range, as the activations beside it (they stood −4…3 beside −4…4), widened
  // only to hold where the approximations err most (|x| ≈ 2.27 and 2.70, the summary's).
  m_plot->xAxis->setRange(std::min(scene().xMin(), -kErrorsSpan),
                          std::max(scene().xMax(), kErrorsSpan));
  // Fitted to the errors shown: tanh's alone is 40 times smaller than the sigmoid's.
  double largest = 0;
  const auto* exact = gelu::builtInFunction("gelu");
  for (const QString& id : approximations()) {
    if (!m_maxErrors.contains(id)) {
      m_maxErrors[id] =
          gelu::maxAbsDifference(*scene().library().find(id.toStdString()), *exact, -12, 12);
    }
    largest = std::max(largest, m_maxErrors.value(id).value);
  }
  // Some room above the largest error, on a 1-2-2.5-5 step of its decade.
  const double span = niceCeiling(largest > 0 ? 1.15 * largest : 0.025);
  m_plot->yAxis->setRange(-span, span);
}

void ErrorsPanel::rebuildCurves() {
  countRecomputation();
  const bool lens = m_lens;
  m_plot->yAxis->setScaleType(lens ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
  m_plot->yAxis->setTicker(lens ? QSharedPointer<QCPAxisTicker>(new MathLogTicker)
                                : QSharedPointer<QCPAxisTicker>(new MathTicker));
  m_plot->yAxis->setLabel(lens ? tr("$\\lvert\\operatorname{GELU}(x)\\rvert$ (log scale)")
                               : tr("approx − exact"));
  setShortLabel(*m_plot->yAxis,
                lens ? QStringLiteral("$\\lvert\\operatorname{GELU}(x)\\rvert$") : tr("error"));
  resetView();  // after the scale type: a log range set on a linear axis gets sanitized away
  m_accurate->setVisible(lens);
  m_textbook->setVisible(lens);
  lens ? m_accurate->addToLegend() : m_accurate->removeFromLegend();
  lens ? m_textbook->addToLegend() : m_textbook->removeFromLegend();
  useMathLegendItem(*m_plot->legend, m_accurate);  // (a new entry each time it is added)
  useMathLegendItem(*m_plot->legend, m_textbook);
  const QStringList wanted = lens ? QStringList{} : approximations();
  for (const QString& id : m_graphs.keys()) {
    if (!wanted.contains(id)) m_plot->removeGraph(m_graphs.take(id));
  }
  const auto* exact = gelu::builtInFunction("gelu");
  QStringList lines;
  for (const QString& id : wanted) {
    const gelu::FunctionInfo* f = scene().library().find(id.toStdString());
    if (!m_graphs.contains(id)) {
      m_graphs.insert(id, addGraph(*m_plot));
      m_graphs[id]->setName(curveName(*f));
      // The approximations are defined for the standard GELU, so they are compared at μ = 0,
      // σ = 1: nothing the Scene holds changes them, and they are computed once per graph.
      const gelu::Curve c = gelu::difference(*f, *exact, -12, 12, 2401);
      m_graphs[id]->setData(QVector<double>(c.x.begin(), c.x.end()),
                            QVector<double>(c.y.begin(), c.y.end()), true);
    }
    if (!m_maxErrors.contains(id)) m_maxErrors[id] = gelu::maxAbsDifference(*f, *exact, -12, 12);
    const gelu::MaxError m = m_maxErrors.value(id);
    lines << tr("%1: max |error| $%2$ at $|x| \\approx %3$")
                 .arg(id == "gelu_tanh" ? "tanh" : "sigmoid",
                      texNumber(QString::number(m.value, 'e', 2)),
                      texNumber(QString::number(std::fabs(m.at), 'f', 2)));
  }
  if (lens) {
    const gelu::Curve c = gelu::sample(*exact, -40, 0, 2001);
    QVector<double> xs(c.x.begin(), c.x.end());
    QVector<double> acc, text;
    for (std::size_t i = 0; i < c.x.size(); ++i) {
      const double x = c.x[i];
      acc << std::fabs(c.y[i]);
      text << std::fabs(gelu::textbookGelu(x));
    }
    m_accurate->setData(xs, acc, true);
    m_textbook->setData(xs, text, true);
    // Found on the doubles each time, not typed in: they are properties of this build's libm.
    const gelu::TextbookFailure f = gelu::textbookFailure(0.01);
    const auto at = [](double x) { return texNumber(QString::number(x, 'f', 2)); };
    lines << tr("textbook: 1% off from $x \\approx %1$, exactly 0 from $x \\approx %2$")
                 .arg(at(f.offFrom), at(f.zeroFrom));
    lines << tr("core: within 1 ULP everywhere, 0 only below $x \\approx %1$")
                 .arg(at(f.coreZeroBelow));
  }
  m_summaryText = lines.join('\n');
  m_summary->setText(keepFormulasWhole(m_summaryText));  // "≈ 2.27" stays on one line
  restyle();
}

void ErrorsPanel::updateX() {}

void ErrorsPanel::resizeEvent(QResizeEvent* e) {
  PlotPanel::resizeEvent(e);
  // The longest caption that fits beside the box.
  const QFontMetrics fm(m_lensBox->font());
  const int room = width() - 40;
  for (const QString& caption :
       {m_lensBox->toolTip(), tr("Precision lens: x in [−40, 0]"), tr("Precision lens")}) {
    if (fm.horizontalAdvance(caption) <= room || caption == tr("Precision lens")) {
      m_lensBox->setText(caption);
      break;
    }
  }
}

QString ErrorsPanel::summary() const { return m_summaryText; }

QString ErrorsPanel::hoverText(double x, double) const {
  if (m_lens) {
    return QString("x = %1   |GELU| = %2   textbook = %3")
        .arg(formatValue(x, 2), formatValue(std::fabs(gelu::gelu(x))),
             formatValue(std::fabs(0.5 * x * (1.0 + std::erf(x / std::sqrt(2.0))))));
  }
  return QString("x = %1   tanh − exact = %2   sigmoid − exact = %3")
      .arg(formatValue(x, 3), formatValue(gelu::gelu_tanh(x) - gelu::gelu(x)),
           formatValue(gelu::gelu_sigmoid(x) - gelu::gelu(x)));
}

void ErrorsPanel::setPresentation(bool on) {
  PlotPanel::setPresentation(on);
  m_lensBox->setVisible(!on);
}

}  // namespace ui
