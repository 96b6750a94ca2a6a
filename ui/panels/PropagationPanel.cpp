#include "ui/panels/PropagationPanel.hpp"

#include <qcustomplot.h>

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "core/function_library.hpp"
#include "core/moments.hpp"
#include "core/propagation.hpp"
#include "core/soi.hpp"
#include "ui/model/CurveText.hpp"
#include "ui/model/NumberText.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/Accessible.hpp"
#include "ui/panels/AxisFit.hpp"
#include "ui/panels/MathTickers.hpp"
#include "ui/panels/PlotNames.hpp"
#include "ui/panels/SmoothGraph.hpp"
#include "ui/panels/qcp/MathPlotItems.hpp"

namespace ui {

namespace {

constexpr int kLawDraws = 10000;  ///< the histogram's draws of X
constexpr int kMostRidges = 8;    ///< layers the ridgeline shows
constexpr int kCobwebSteps = 40;  ///< steps of the staircase drawn

/// The least of 1, 2, 4, 5 times a power of ten that keeps the ridges of layers 0 … `last` (the
/// last one added) to kMostRidges.
int ridgeStep(int last) {
  for (int power = 1; power <= last; power *= 10) {
    for (const int m : {1, 2, 4, 5}) {
      const int step = m * power;
      if (last / step + 1 + (last % step != 0 ? 1 : 0) <= kMostRidges) return step;
    }
  }
  return last;
}

/// The layers the ridgeline shows, of 0 … `last`: every ridgeStep'th from 0 and the last layer
/// (where the signal ends up) with them. Evenly spaced layers read as a series (rounding eight of
/// 21 gave 0 3 6 9 11 14 17 20).
QList<int> ridgeLayers(int last) {
  QList<int> shown{0};
  if (last <= 0) return shown;
  const int step = ridgeStep(last);
  for (int l = step; l <= last; l += step) shown << l;
  if (shown.back() != last) {
    if (2 * (last - shown.back()) < step) shown.removeLast();  // no two rows a layer apart
    shown << last;
  }
  return shown;
}

/// The gain rules the panel offers, in its combo box's order.
struct Rule {
  const char* id;
  const char* label;
};
constexpr Rule kRules[] = {
    {"he", QT_TRANSLATE_NOOP("ui::PropagationPanel", "He: √2")},
    {"auto", QT_TRANSLATE_NOOP("ui::PropagationPanel", "second moment: 1/√E[f(Z)²]")},
    {"xavier", QT_TRANSLATE_NOOP("ui::PropagationPanel", "Xavier: 1")},
    {"torch", QT_TRANSLATE_NOOP("ui::PropagationPanel", "PyTorch default: 1/√3")},
    {"value", QT_TRANSLATE_NOOP("ui::PropagationPanel", "custom")},
};

QString number(double v, int digits = 4) { return formatValue(v, digits); }

}  // namespace

PropagationPanel::PropagationPanel(Scene& scene, QWidget* parent)
    : PlotPanel(scene, "propagation",
                tr("Signal propagation: a Gaussian through f, and through a deep random network"),
                parent) {
  auto* row = new QHBoxLayout;
  m_rule = new QComboBox(this);
  m_rule->setObjectName("gain-rule");
  for (const Rule& r : kRules) m_rule->addItem(tr(r.label), QString::fromLatin1(r.id));
  describeControl(m_rule, tr("Gain"), tr("The weights' gain g: weights N(0, g²/width)"));
  m_gain = new QSlider(Qt::Horizontal, this);
  m_gain->setObjectName("gain");
  m_gain->setRange(0, 300);  // g = 0.00 … 3.00
  describeControl(m_gain, tr("Custom gain"), tr("The gain g when the rule is custom"));
  m_gainLabel = new QLabel(this);
  m_depth = new QSpinBox(this);
  m_depth->setObjectName("depth");
  m_depth->setRange(1, limits::kMaxDepth);
  describeControl(m_depth, tr("Depth"), tr("Layers after the input"));
  m_width = new QSpinBox(this);
  m_width->setObjectName("width");
  m_width->setRange(1, limits::kMaxWidth);
  describeControl(m_width, tr("Width"), tr("Units per layer"));
  auto* gainName = new QLabel(tr("g"), this);
  auto* depthName = new QLabel(tr("depth"), this);
  auto* widthName = new QLabel(tr("width"), this);
  row->addWidget(gainName);
  row->addWidget(m_rule);
  row->addWidget(m_gain, 1);
  row->addWidget(m_gainLabel);
  row->addWidget(depthName);
  row->addWidget(m_depth);
  row->addWidget(widthName);
  row->addWidget(m_width);
  m_controls = {gainName, m_rule, m_gain, m_gainLabel, depthName, m_depth, widthName, m_width};
  static_cast<QVBoxLayout*>(layout())->insertLayout(1, row);
  connect(m_rule, &QComboBox::currentIndexChanged, this, &PropagationPanel::writeScene);
  connect(m_gain, &QSlider::valueChanged, this, &PropagationPanel::writeScene);
  connect(m_depth, &QSpinBox::valueChanged, this, &PropagationPanel::writeScene);
  connect(m_width, &QSpinBox::valueChanged, this, &PropagationPanel::writeScene);
  listenTo(Scene::kPropagation | Scene::kSimulationSettings);
  refreshOn(kOnShape | kOnCurves);

  // Four plots: the map (the plot's own axis rect, with the legend) and the layers above, the
  // law of f(X) and the ridgeline below.
  m_plot->setInteractions({});
  m_cobweb = m_plot->axisRect();
  for (QCPAxisRect** r : {&m_layers, &m_law, &m_ridges}) {
    *r = new QCPAxisRect(m_plot);
    for (QCPAxis* a : orderedAxes(**r)) {
      a->setLayer("axes");
      a->grid()->setLayer("grid");
    }
  }
  // In a grid of their own: a legend moved out of the map takes a row under the whole figure
  // (figureCell()), not one under the left column beside an empty band.
  QCPLayoutGrid* figure = nestInFigureGrid(*m_plot);
  figure->addElement(0, 1, m_layers);
  figure->addElement(1, 0, m_law);
  figure->addElement(1, 1, m_ridges);
  // Plots of a column share left and right, of a row top and bottom, as a view lines up its
  // panels (the law's "density" label and the ridges' layer numbers stood 13 and 12 px left of
  // the plots above them).
  for (const auto& [a, b] : {std::pair{m_cobweb, m_law}, {m_layers, m_ridges}}) {
    auto* column = new QCPMarginGroup(m_plot);
    a->setMarginGroup(QCP::msLeft | QCP::msRight, column);
    b->setMarginGroup(QCP::msLeft | QCP::msRight, column);
  }
  for (const auto& [a, b] : {std::pair{m_cobweb, m_layers}, {m_law, m_ridges}}) {
    auto* row = new QCPMarginGroup(m_plot);
    a->setMarginGroup(QCP::msTop | QCP::msBottom, row);
    b->setMarginGroup(QCP::msTop | QCP::msBottom, row);
  }
  figure->setColumnSpacing(static_cast<int>(24 * theme().fontScale));
  figure->setRowSpacing(static_cast<int>(12 * theme().fontScale));
  m_plot->plotLayout()->setRowSpacing(figure->rowSpacing());        // (a legend under the figure)
  m_plot->plotLayout()->setColumnSpacing(figure->columnSpacing());  // (or beside it)
  m_plot->legend->setVisible(true);
  m_cobweb->insetLayout()->setInsetAlignment(0, Qt::AlignRight | Qt::AlignBottom);
  m_layers->axis(QCPAxis::atLeft)->setScaleType(QCPAxis::stLogarithmic);
  m_layers->axis(QCPAxis::atLeft)->setTicker(QSharedPointer<MathLogTicker>::create());
  readScene();
  refresh();
}

bool PropagationPanel::sceneChanged(int what) {
  if ((what & Scene::kPropagation) != 0) readScene();
  return true;  // the network, or the seed its weights come from
}

QWidget* PropagationPanel::takeControls() {
  if (m_rule->parentWidget() != this) return nullptr;  // taken before
  for (QWidget* w : m_controls) takeOutOfLayouts(w);
  auto* box = new QWidget;
  auto* form = new QFormLayout(box);
  form->setContentsMargins(0, 0, 0, 0);
  form->setRowWrapPolicy(QFormLayout::WrapLongRows);
  // m_controls: g, its rule, its slider and value, depth and its box, width and its box.
  // The rule's list under its name, the dock's width: "second moment: 1/√E[f(Z)²]" is wider
  // than what is left beside it.
  form->addRow(m_controls[0]);
  form->addRow(m_rule);
  auto* custom = new QHBoxLayout;
  custom->addWidget(m_gain, 1);
  custom->addWidget(m_gainLabel);
  form->addRow(custom);  // (no row at all while hidden)
  form->addRow(m_controls[4], m_depth);
  form->addRow(m_controls[6], m_width);
  fitComboBoxesToColumn(box);
  return box;
}

void PropagationPanel::setPresentation(bool on) {
  PlotPanel::setPresentation(on);
  for (QWidget* w : m_controls) w->setVisible(!on);
  readScene();  // (the custom gain's slider only with its rule)
}

void PropagationPanel::readScene() {
  const PropagationState& p = scene().propagation();
  const QSignalBlocker b1(m_rule);
  const QSignalBlocker b2(m_gain);
  const QSignalBlocker b3(m_depth);
  const QSignalBlocker b4(m_width);
  m_rule->setCurrentIndex(std::max(0, m_rule->findData(QString::fromStdString(p.gain))));
  m_gain->setValue(static_cast<int>(std::lround(p.gainValue * 100.0)));
  // The slider only for the custom rule: the other rules' gain is each activation's own (the
  // legend says it), which one slider cannot show.
  const bool custom = p.gain == "value";
  m_gain->setVisible(custom && !presentation());
  m_gainLabel->setVisible(custom && !presentation());
  m_gainLabel->setText(custom ? number(p.gainValue, 2) : QString());
  m_depth->setValue(p.depth);
  m_width->setValue(p.width);
}

void PropagationPanel::writeScene() {
  PropagationState p = scene().propagation();
  p.gain = m_rule->currentData().toString().toStdString();
  if (p.gain == "value") p.gainValue = m_gain->value() / 100.0;
  p.depth = m_depth->value();
  p.width = m_width->value();
  scene().setPropagation(p);
}

QList<const gelu::FunctionInfo*> PropagationPanel::activations() const {
  const auto all = scene().library().activations();
  QList<const gelu::FunctionInfo*> out;
  for (const QString& id : scene().curves()) {
    const gelu::FunctionInfo* f = scene().library().find(id.toStdString());
    if (f != nullptr && std::find(all.begin(), all.end(), f) != all.end()) out << f;
  }
  if (out.isEmpty()) out << scene().library().find("gelu");
  return out;
}

double PropagationPanel::gainOf(const gelu::FunctionInfo& f) const {
  const PropagationState& p = scene().propagation();
  if (p.gain == "value") return p.gainValue;
  const auto rule = gelu::propagation::parseGainRule(p.gain);
  return gelu::propagation::gainFor(rule.value_or(gelu::propagation::GainRule::He), f, 1.0,
                                    scene().params());
}

void PropagationPanel::resetView() { refresh(); }

struct PropagationPanel::Run {
  const gelu::FunctionInfo* f;
  double gain;
  std::vector<gelu::propagation::Layer> layers;
};

void PropagationPanel::rebuildCurves() {
  countRecomputation();
  m_plot->clearPlottables();
  m_plot->clearItems();
  const PropagationState& net = scene().propagation();
  const QList<const gelu::FunctionInfo*> fns = activations();
  // An animation's frame shows the layers up to this one (the axes keep the whole network).
  const int upTo = frame().layersShown < 0 ? net.depth : std::min(frame().layersShown, net.depth);
  const gelu::FunctionInfo& first = *fns.front();
  const gelu::FunctionInfo* firstDerivative = scene().library().find(first.derivative);
  double qHigh = 2.0;
  const std::vector<Run> runs = runNetworks(fns, qHigh);
  plotMap(runs, qHigh, upTo);
  plotVariances(runs, upTo);
  plotLaw(first, firstDerivative);
  plotRidges(runs, upTo);
  nameThePlots(runs, first, firstDerivative);
  theme().applySmallPlots(*m_plot);
  restyle();
}

void PropagationPanel::restyle() {
  // Layer 0 is a layer like the others, not an origin: its grid line as theirs (after every
  // theme's, which gives each axis its zero line).
  if (m_layers != nullptr) m_layers->axis(QCPAxis::atBottom)->grid()->setZeroLinePen(Qt::NoPen);
}

std::vector<PropagationPanel::Run> PropagationPanel::runNetworks(
    const QList<const gelu::FunctionInfo*>& fns, double& qHigh) const {
  const PropagationState& net = scene().propagation();
  std::vector<Run> runs;
  for (const gelu::FunctionInfo* f : fns) {
    Run r{f, gainOf(*f), {}};
    if (!std::isfinite(r.gain)) continue;
    gelu::propagation::Network n;
    n.depth = net.depth;
    n.width = net.width;
    n.gain = std::min(r.gain, limits::kGain.max);
    n.biasStd = net.biasStd;
    n.seed = scene().seed();
    r.layers = gelu::propagation::propagate(*f, scene().library().find(f->derivative), n,
                                            scene().params(), f == fns.front());
    if (f == fns.front()) {
      for (std::size_t l = 0; l < r.layers.size() && l <= kCobwebSteps; ++l) {
        qHigh = std::max(qHigh, std::min(1.15 * r.layers[l].theory, 50.0));
      }
    }
    runs.push_back(std::move(r));
  }
  return runs;
}

void PropagationPanel::plotMap(const std::vector<Run>& runs, double qHigh, int upTo) {
  const Theme& t = theme();
  const auto pen = [&](const gelu::FunctionInfo& f, double width) {
    return t.curvePen(QString::fromUtf8(f.id.data(), static_cast<qsizetype>(f.id.size())), width,
                      scene().formulas(), scene().curves());
  };
  const PropagationState& net = scene().propagation();
  const gelu::Params params = scene().params();
  // Cobweb: q_{l+1} against q_l, the diagonal, and the first activation's staircase from q = 1.
  QCPAxis* qx = m_cobweb->axis(QCPAxis::atBottom);
  QCPAxis* qy = m_cobweb->axis(QCPAxis::atLeft);
  auto* diagonal = addGraph(*m_plot, qx, qy);
  diagonal->setData({0.0, qHigh}, {0.0, qHigh}, true);
  diagonal->setPen(QPen(t.foreground, 1.0 * t.fontScale, Qt::DashLine));
  diagonal->setName("$q_{l+1} = q_l$");
  useMathLegendItem(*m_plot->legend, diagonal);
  for (const Run& r : runs) {
    QVector<double> qs;
    QVector<double> next;
    for (int k = 0; k <= 120; ++k) {
      const double q = qHigh * k / 120.0;
      qs << q;
      next << gelu::moments::varianceMap(*r.f, q, r.gain, net.biasStd * net.biasStd, params);
    }
    auto* g = addGraph(*m_plot, qx, qy);
    g->setData(qs, next, true);
    g->setPen(pen(*r.f, 2.2));
    g->setName(QStringLiteral("%1 ($g = %2$)").arg(curveName(*r.f), texValue(r.gain, 3)));
    useMathLegendItem(*m_plot->legend, g);
  }
  if (!runs.empty()) {
    QVector<double> sx;
    QVector<double> sy;
    const auto& layers = runs.front().layers;
    for (std::size_t l = 0; l + 1 < layers.size() && l < kCobwebSteps && static_cast<int>(l) < upTo;
         ++l) {
      const double q = std::min(layers[l].theory, qHigh);
      const double q1 = std::min(layers[l + 1].theory, qHigh);
      sx << q << q;
      sy << (l == 0 ? 0.0 : q) << q1;
    }
    auto* stairs = addGraph(*m_plot, qx, qy);
    stairs->setData(sx, sy, true);
    QPen p = pen(*runs.front().f, 1.2);
    p.setStyle(Qt::SolidLine);
    stairs->setPen(p);
    stairs->removeFromLegend();
    // (the staircase is drawn as a path, not sorted by q)
    stairs->setAdaptiveSampling(false);
  }
  qx->setRange(0.0, qHigh);
  qy->setRange(0.0, qHigh);
  qx->setLabel("$q_l$");
  qy->setLabel("$q_{l+1}$");
}

void PropagationPanel::plotVariances(const std::vector<Run>& runs, int upTo) {
  const Theme& t = theme();
  const auto pen = [&](const gelu::FunctionInfo& f, double width) {
    return t.curvePen(QString::fromUtf8(f.id.data(), static_cast<qsizetype>(f.id.size())), width,
                      scene().formulas(), scene().curves());
  };
  const PropagationState& net = scene().propagation();
  // Variance by layer on a log axis: the network's (dots) beside the recursion (lines).
  QCPAxis* lx = m_layers->axis(QCPAxis::atBottom);
  QCPAxis* ly = m_layers->axis(QCPAxis::atLeft);
  double vLow = 1.0;
  double vHigh = 1.0;
  for (const Run& r : runs) {
    QVector<double> ls;
    QVector<double> sim;
    QVector<double> th;
    for (const auto& l : r.layers) {
      for (const double v : {l.variance, l.theory}) {  // every layer: the axis stays put
        if (v > 0.0 && std::isfinite(v)) {
          vLow = std::min(vLow, v);
          vHigh = std::max(vHigh, v);
        }
      }
      if (l.index > upTo) continue;
      ls << l.index;
      sim << l.variance;
      th << l.theory;
    }
    auto* theoryGraph = addGraph(*m_plot, lx, ly);
    theoryGraph->setData(ls, th, true);
    theoryGraph->setPen(pen(*r.f, 2.0));
    theoryGraph->removeFromLegend();
    theoryGraph->setName(tr("%1, theory").arg(curveName(*r.f)));  // (the hover read-out's)
    auto* dots = addGraph(*m_plot, lx, ly);
    dots->setData(ls, sim, true);
    dots->setLineStyle(QCPGraph::lsNone);
    dots->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, pen(*r.f, 1.5).color(), 5 * t.fontScale));
    dots->removeFromLegend();
    dots->setName(tr("%1, width %2").arg(curveName(*r.f)).arg(net.width));
  }
  // Room beyond the first and last layers (a tenth of a layer a layer, at most half a layer;
  // 2% of a deep net's): their dots were cut in half by the plot's edges.
  const double room = std::max(0.02 * net.depth, std::min(0.5, 0.1 * net.depth));
  lx->setRange(-room, net.depth + room);
  vLow = std::max(vLow, 1e-300);
  vHigh = std::min(vHigh, 1e300);
  ly->setRange(vLow / 3.0, vHigh * 3.0);
  lx->setLabel(tr("layer $l$"));
  ly->setLabel(tr("variance $q_l$"));
}

void PropagationPanel::plotLaw(const gelu::FunctionInfo& first,
                               const gelu::FunctionInfo* firstDerivative) {
  const Theme& t = theme();
  const auto pen = [&](const gelu::FunctionInfo& f, double width) {
    return t.curvePen(QString::fromUtf8(f.id.data(), static_cast<qsizetype>(f.id.size())), width,
                      scene().formulas(), scene().curves());
  };
  const gelu::Params params = scene().params();
  // The law of f(X): its density by the change of variables, a histogram of draws, the atoms.
  const gelu::moments::Gaussian input{scene().mu(), scene().sigma()};
  double yLow = 0.0;
  double yHigh = 0.0;
  for (int k = 0; k <= 400; ++k) {
    const double v = first(input.mu + input.sigma * (-3.0 + 6.0 * k / 400.0), params);
    if (std::isfinite(v)) {
      yLow = std::min(yLow, v);
      yHigh = std::max(yHigh, v);
    }
  }
  const double pad = 0.05 * std::max(yHigh - yLow, 1e-6);
  yLow -= pad;
  yHigh += pad;
  QCPAxis* fx = m_law->axis(QCPAxis::atBottom);
  QCPAxis* fy = m_law->axis(QCPAxis::atLeft);
  constexpr int kBins = 90;
  const double binWidth = (yHigh - yLow) / kBins;
  QVector<double> counts(kBins, 0.0);
  // The X the Monte Carlo panel draws with the normal method: μ + σ·Z from the same generator
  // and seed (soi::Simulator::step), its first kLawDraws.
  gelu::soi::Rng rng(scene().seed());
  for (int i = 0; i < kLawDraws; ++i) {
    const double y = first(input.mu + input.sigma * rng.normal(), params);
    const int bin = static_cast<int>(std::floor((y - yLow) / binWidth));
    if (bin >= 0 && bin < kBins) {
      counts[bin] += 1.0;
    }
  }
  QVector<double> centres;
  QVector<double> heights;
  double top = 0.0;
  for (int b = 0; b < kBins; ++b) {
    centres << yLow + (b + 0.5) * binWidth;
    heights << counts[b] / (kLawDraws * binWidth);
  }
  std::vector<double> ys;
  for (int k = 0; k <= 500; ++k) ys.push_back(yLow + (yHigh - yLow) * k / 500.0);
  gelu::moments::ImageLaw law;
  if (firstDerivative != nullptr) {
    law = gelu::moments::imageLaw(first, *firstDerivative, input, ys, params);
  }
  // The histogram's top sets the scale (an atom's bin aside); the exact density is infinite at
  // an extremum of f and runs off the top there.
  for (int b = 0; b < kBins; ++b) {
    bool atom = false;
    for (const auto& a : law.atoms) {
      atom = atom || std::fabs(a.y - centres[b]) <= binWidth / 2;
    }
    if (!atom) top = std::max(top, heights[b]);
  }
  top = top > 0.0 ? 1.15 * top : 1.0;
  auto* bars = addGraph(*m_plot, fx, fy);
  bars->setData(centres, heights, true);
  bars->setLineStyle(QCPGraph::lsStepCenter);
  QColor fill = pen(first, 1.0).color();
  fill.setAlpha(60);
  bars->setBrush(fill);
  bars->setPen(QPen(fill.darker(110), 1.0));
  bars->setName(tr("%1 draws").arg(kLawDraws));
  bars->removeFromLegend();
  auto* exact = addGraph(*m_plot, fx, fy);
  exact->setData(QVector<double>(ys.begin(), ys.end()),
                 QVector<double>(law.density.begin(), law.density.end()), true);
  exact->setPen(pen(first, 2.2));
  exact->removeFromLegend();
  for (const auto& a : law.atoms) {
    // An atom: a spike to the top with its probability written beside it.
    auto* spike = addGraph(*m_plot, fx, fy);
    spike->setData({a.y, a.y}, {0.0, top}, true);
    QPen p = pen(first, 3.0);
    p.setStyle(Qt::SolidLine);
    spike->setPen(p);
    spike->removeFromLegend();
    auto* label = new MathItemText(m_plot);
    label->setClipAxisRect(m_law);
    label->position->setAxisRect(m_law);
    label->position->setAxes(fx, fy);
    label->position->setCoords(a.y, top);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setPadding(QMargins(static_cast<int>(4 * t.fontScale), 0, 0, 0));
    label->setText(tr("$P = %1$").arg(texValue(a.mass, 3)));
    label->setFont(t.font(10));
    label->setColor(t.foreground);
  }
  fx->setRange(yLow, yHigh);
  fy->setRange(0.0, top);
  fx->setLabel(tr("$y = f(x)$"));
  fy->setLabel(tr("density"));
}

void PropagationPanel::plotRidges(const std::vector<Run>& runs, int upTo) {
  const Theme& t = theme();
  const auto pen = [&](const gelu::FunctionInfo& f, double width) {
    return t.curvePen(QString::fromUtf8(f.id.data(), static_cast<qsizetype>(f.id.size())), width,
                      scene().formulas(), scene().curves());
  };
  const PropagationState& net = scene().propagation();
  // The ridgeline: the first activation's pre-activations in up to eight layers, each a
  // histogram on one x axis (a vanishing signal narrows to a spike at 0), scaled to its row.
  QCPAxis* rx = m_ridges->axis(QCPAxis::atBottom);
  QCPAxis* ry = m_ridges->axis(QCPAxis::atLeft);
  QVector<double> ticks;
  QVector<QString> tickLabels;
  m_ridgeRows.clear();
  if (!runs.empty()) {
    const auto& layers = runs.front().layers;
    const QList<int> shown = ridgeLayers(static_cast<int>(layers.size()) - 1);
    double spread = 0.0;
    for (const int l : shown) spread = std::max(spread, std::sqrt(layers[l].variance));
    spread = spread > 0.0 && std::isfinite(spread) ? 3.5 * spread : 1.0;
    const int kRidgeBins = std::clamp(net.width / 12, 12, 80);  // ~12 units a bin
    for (qsizetype s = 0; s < shown.size(); ++s) {
      ticks << static_cast<double>(shown.size() - 1 - s);
      tickLabels << QString::number(shown[s]);
      if (shown[s] > upTo) continue;  // not yet: its row stays empty
      // Each layer binned over its own ±4 standard deviations, on the axis all share: a
      // narrowing signal draws narrower ridges (bins fixed to the widest layer drew every layer
      // of variance 10⁻¹ to 10⁻⁴ as the same three-bin triangle).
      const auto& layer = layers[shown[s]];
      const auto& values = layer.values;
      const double mean = std::isfinite(layer.mean) ? layer.mean : 0.0;
      const double sd = std::isfinite(layer.variance) ? std::sqrt(layer.variance) : 0.0;
      const double half = 4.0 * std::max(sd, 1e-9 * spread);  // (a layer all alike: a spike)
      const double lo = std::max(-spread, mean - half);
      const double hi = std::min(spread, mean + half);
      const double w = (hi - lo) / kRidgeBins;
      QVector<double> c(kRidgeBins, 0.0);
      for (const double v : values) {
        if (!(v >= lo && v <= hi)) continue;  // (beyond 4 deviations, or not finite)
        c[std::min(static_cast<int>((v - lo) / w), kRidgeBins - 1)] += 1.0;
      }
      const double peak = *std::max_element(c.begin(), c.end());
      const double base = static_cast<double>(shown.size() - 1 - s);
      m_ridgeRows.push_back({base, shown[s], layer.mean, layer.variance});
      QVector<double> xs{-spread, lo};
      QVector<double> hs{base, base};
      for (int b = 0; b < kRidgeBins; ++b) {
        xs << lo + (b + 0.5) * w;
        hs << base + (peak > 0.0 ? 0.9 * c[b] / peak : 0.0);
      }
      xs << hi << spread;
      hs << base << base;
      auto* ridge = addGraph(*m_plot, rx, ry);
      ridge->setData(xs, hs, true);
      ridge->setPen(pen(*runs.front().f, 1.5));
      QColor rf = pen(*runs.front().f, 1.0).color();
      rf.setAlpha(70);
      ridge->setBrush(rf);
      auto* baseline = addGraph(*m_plot, rx, ry);
      baseline->setData({-spread, spread}, {base, base}, true);
      baseline->setPen(Qt::NoPen);
      ridge->setChannelFillGraph(baseline);
      ridge->removeFromLegend();
      baseline->removeFromLegend();
    }
    rx->setRange(-spread, spread);
    ry->setRange(-0.4, static_cast<double>(shown.size()));  // the last row clear of the axis
  }
  auto ticker = QSharedPointer<QCPAxisTickerText>::create();
  ticker->setTicks(ticks, tickLabels);
  ry->setTicker(ticker);
  rx->setLabel(tr("pre-activation $h$"));
  ry->setLabel(tr("layer"));
}

QString PropagationPanel::hoverTextIn(QCPAxisRect* rect, double x, double y) const {
  if (rect != m_ridges) return PlotPanel::hoverTextIn(rect, x, y);
  // The ridge of the row under the pointer: its layer, and its pre-activations' mean and
  // variance (what the ridge's place and width show).
  for (const RidgeRow& row : m_ridgeRows) {
    if (y < row.base - 0.1 || y >= row.base + 0.9) continue;
    return tr("layer %1\nh = %2\nmean %3, variance %4")
        .arg(row.layer)
        .arg(formatValue(x, 3), formatValue(row.mean), formatValue(row.variance));
  }
  return {};
}

void PropagationPanel::nameThePlots(const std::vector<Run>& runs, const gelu::FunctionInfo& first,
                                    const gelu::FunctionInfo* firstDerivative) {
  const Theme& t = theme();
  const PropagationState& net = scene().propagation();
  const gelu::moments::Gaussian input{scene().mu(), scene().sigma()};
  // Names above the plots; the law's carries the moments.
  const gelu::moments::Moments m =
      gelu::moments::moments(first, firstDerivative, input, scene().params());
  const QString input_ = QStringLiteral("$X \\sim \\mathcal{N}(%1, %2^2)$")
                             .arg(texValue(input.mu, 2), texValue(input.sigma, 2));
  const QString names[] = {
      tr("The variance map $q \\mapsto g^2\\,\\mathrm{E}[f(\\sqrt{q}\\,Z)^2]%1$")
          .arg(net.biasStd > 0.0 ? QStringLiteral(" + \\sigma_b^2") : QString()),
      tr("Variance by layer: width %1 (dots), theory (lines)").arg(net.width),
      tr("%1 of %2: mean $%3$, $\\mathrm{E}[f^2]$ $%4$, gain $%5$")
          .arg(curveName(first), input_, texValue(m.mean), texValue(m.second), texValue(m.gain)),
      tr("%1: pre-activations by layer").arg(curveName(first)),
  };
  QCPAxisRect* rects[] = {m_cobweb, m_layers, m_law, m_ridges};
  m_names.clear();
  for (int i = 0; i < 4; ++i) m_names.add(*m_plot, rects[i], names[i], t);
  // Said in words for screen readers (and the accessible description).
  const Run* head = runs.empty() ? nullptr : &runs.front();
  m_summary =
      head == nullptr
          ? QString()
          : tr("%1 at gain %2: variance %3 after %4 layers (theory %5); mean %6, E[f²] %7 "
               "for %8")
                .arg(curveName(first), number(head->gain, 3), number(head->layers.back().variance),
                     QString::number(net.depth), number(head->layers.back().theory), number(m.mean),
                     number(m.second), input_);
}

bool PropagationPanel::fitLayout() { return m_names.fit(); }

}  // namespace ui
