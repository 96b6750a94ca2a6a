#include "ui/Scene.hpp"

#include <algorithm>
#include <cmath>

#include "core/curve.hpp"
#include "core/neuron.hpp"
#include "ui/SceneFile.hpp"

namespace ui {
namespace {

constexpr std::uint64_t kPerDrawLimit = 1 << 16;  // beyond: exact binomial fast-forward
constexpr std::size_t kRecentDraws = 24;
constexpr int kGridPoints = 41;
constexpr std::uint64_t kMaxDraws = gelu::soi::kMaxSamples;

}  // namespace

Scene::Scene(QObject* parent) : QObject(parent) {
  m_curves = ModelState().curves;  // the paper's Figure 1
  m_timer.setTimerType(Qt::PreciseTimer);
  connect(&m_timer, &QTimer::timeout, this, &Scene::onTick);
  rebuildSimulation();
}

Scene::~Scene() = default;

void Scene::setX(double x) {
  if (!std::isfinite(x)) return;
  x = std::clamp(x, -kXLimit, kXLimit);
  if (x == m_x) return;
  m_x = x;
  emit xChanged(m_x);
  if (m_gridMode && !m_grid.empty()) {
    restartAtXKeepingGrid();
  } else {
    rebuildSimulation();
  }
}

void Scene::restartAtXKeepingGrid() {
  // The grid's estimates do not depend on x: the cloud keeps growing. The simulation at the new
  // x catches up with the grid's n (exactly, by binomial fast-forward beyond the per-draw limit).
  gelu::soi::Config c = m_sim->config();
  c.x = m_x;
  m_sim = std::make_unique<gelu::soi::Simulator>(c);
  m_path.clear();
  m_recent.clear();
  const std::uint64_t n = m_grid.front().n();
  m_sim->drawMany(std::min(n, kPerDrawLimit));
  if (m_sim->n() < n) m_sim->fastForward(n - m_sim->n());
  if (n > 0) m_path.push_back({static_cast<double>(n), m_sim->mean()});
  emit simulationAdvanced();
}

void Scene::setMu(double mu) {
  if (!std::isfinite(mu) || mu == m_params.mu) return;
  m_params.mu = std::clamp(mu, -10.0, 10.0);
  emit shapeChanged();
  rebuildSimulation();
}

void Scene::setSigma(double sigma) {
  if (!(sigma > 0.0) || !std::isfinite(sigma) || sigma == m_params.sigma) return;
  m_params.sigma = std::clamp(sigma, 1e-3, 10.0);
  emit shapeChanged();
  rebuildSimulation();
}

void Scene::setAlpha(double alpha) {
  if (!(alpha > 0.0) || !std::isfinite(alpha) || alpha == m_params.alpha) return;
  m_params.alpha = std::min(alpha, 10.0);
  emit shapeChanged();
}

void Scene::resetShape() {
  if (m_params.mu == 0.0 && m_params.sigma == 1.0 && m_params.alpha == 1.0) return;
  m_params = gelu::Params{};
  emit shapeChanged();
  rebuildSimulation();
}

void Scene::setCurveShown(const QString& id, bool shown) {
  QStringList ids = m_curves;
  ids.removeAll(id);
  if (shown) ids << id;
  setCurves(ids);
}

void Scene::setCurves(const QStringList& ids) {
  QStringList next;  // known ids only, in the descriptor table's order
  for (const QString& id : activationIds()) {
    if (ids.contains(id)) next << id;
  }
  if (next == m_curves) return;
  m_curves = next;
  emit curvesChanged();
}

void Scene::setXRange(double min, double max) {
  if (!std::isfinite(min) || !std::isfinite(max) || !(min < max)) return;
  min = std::max(min, -kXLimit);
  max = std::min(max, kXLimit);
  if (!(max - min >= 0.01) || (min == m_xMin && max == m_xMax)) return;
  m_xMin = min;
  m_xMax = max;
  emit rangeChanged();
  if (m_gridMode) rebuildSimulation();
}

void Scene::setYRange(double min, double max) {
  if (!std::isfinite(min) || !std::isfinite(max) || !(max - min >= 1e-6)) return;
  if (min == m_yMin && max == m_yMax) return;
  m_yMin = min;
  m_yMax = max;
  emit rangeChanged();
}

void Scene::setSeed(quint64 seed) {
  if (seed == m_seed) return;
  m_seed = seed;
  emit simulationSettingsChanged();
  rebuildSimulation();
}

void Scene::setMethod(gelu::soi::Method m) {
  if (m == m_method) return;
  m_method = m;
  emit simulationSettingsChanged();
  rebuildSimulation();
}

void Scene::setSpeed(double speed) {
  speed = std::clamp(speed, 0.1, 20.0);
  if (speed == m_speed) return;
  m_speed = speed;
  emit simulationSettingsChanged();
}

void Scene::setGridMode(bool on) {
  if (on == m_gridMode) return;
  m_gridMode = on;
  emit simulationSettingsChanged();
  rebuildSimulation();
}

void Scene::setPlaying(bool on) {
  if (on == playing()) return;
  if (on) {
    if (m_sim->n() >= kMaxDraws) resetSimulation();
    m_timer.start(40);
  } else {
    m_timer.stop();
  }
  emit playingChanged(on);
}

void Scene::rebuildSimulation() {
  gelu::soi::Config c;
  c.x = m_x;
  c.mu = m_params.mu;
  c.sigma = m_params.sigma;
  c.seed = m_seed;
  c.method = m_method;
  m_sim = std::make_unique<gelu::soi::Simulator>(c);
  m_path.clear();
  m_recent.clear();
  m_grid.clear();
  m_gridX.clear();
  if (m_gridMode) {
    m_gridX = gelu::linspace(m_xMin, m_xMax, kGridPoints);
    for (int i = 0; i < kGridPoints; ++i) {
      gelu::soi::Config g = c;
      g.x = m_gridX[static_cast<std::size_t>(i)];
      g.seed = m_seed + static_cast<quint64>(i) + 1;
      m_grid.emplace_back(g);
    }
  }
  emit simulationReset();
}

void Scene::resetSimulation() { rebuildSimulation(); }

std::uint64_t Scene::nextTarget() const {
  const std::uint64_t n = m_sim->n();
  if (n < 20) return n + 1;  // single coins a viewer can follow
  const double growth = 1.0 + 0.12 * m_speed;
  const auto next = static_cast<std::uint64_t>(std::ceil(static_cast<double>(n) * growth));
  return std::min(std::max(next, n + 1), kMaxDraws);
}

void Scene::advanceTo(std::uint64_t target) {
  auto advance = [&](gelu::soi::Simulator& s, bool recordDraws) {
    while (s.n() < std::min(target, kPerDrawLimit)) {
      const std::uint64_t remaining = std::min(target, kPerDrawLimit) - s.n();
      if (recordDraws && remaining <= kRecentDraws) {
        m_recent.push_back(s.step());  // the last few draws are kept for the coin strip
        if (m_recent.size() > kRecentDraws) m_recent.pop_front();
      } else {
        s.drawMany(recordDraws ? remaining - kRecentDraws : remaining);
      }
    }
    if (s.n() < target) s.fastForward(target - s.n());
  };
  advance(*m_sim, true);
  for (auto& g : m_grid) advance(g, false);
  m_path.push_back({static_cast<double>(m_sim->n()), m_sim->mean()});
  emit simulationAdvanced();
}

void Scene::stepSimulation() {
  if (m_sim->n() >= kMaxDraws) return;
  advanceTo(nextTarget());
}

void Scene::simulateTo(std::uint64_t n) {
  n = std::min(n, kMaxDraws);
  while (m_sim->n() < n) advanceTo(std::min(nextTarget(), n));
}

void Scene::onTick() {
  // Single coins are shown slowly (about 4 per second at speed 1), then playback accelerates.
  static constexpr int kSlowTicks = 6;
  if (m_sim->n() < 20) {
    m_slowTick = (m_slowTick + 1) % std::max(1, static_cast<int>(kSlowTicks / m_speed));
    if (m_slowTick != 0) return;
  }
  stepSimulation();
  if (m_sim->n() >= kMaxDraws) setPlaying(false);
}

std::vector<double> Scene::gridMeans() const {
  std::vector<double> out;
  for (const auto& g : m_grid) out.push_back(g.mean());
  return out;
}

std::vector<double> Scene::gridStdErrors() const {
  std::vector<double> out;
  for (const auto& g : m_grid) out.push_back(g.stdError());
  return out;
}

void Scene::setNeuron(const NeuronState& n) {
  const double v[] = {n.x1, n.x2, n.w1, n.w2, n.bias};
  for (double d : v) {
    if (!std::isfinite(d)) return;
  }
  if (gelu::findFunction(n.activation.toStdString()) == nullptr) return;
  m_neuron = n;
  emit neuronChanged();
}

ModelState Scene::state() const {
  ModelState s;
  s.x = m_x;
  s.mu = m_params.mu;
  s.sigma = m_params.sigma;
  s.alpha = m_params.alpha;
  s.curves = m_curves;
  s.xMin = m_xMin;
  s.xMax = m_xMax;
  s.yMin = m_yMin;
  s.yMax = m_yMax;
  s.seed = m_seed;
  s.normalMethod = m_method == gelu::soi::Method::Normal;
  s.speed = m_speed;
  s.gridMode = m_gridMode;
  s.neuron = m_neuron;
  return s;
}

void Scene::setState(const ModelState& s) {
  setX(s.x);
  setMu(s.mu);
  setSigma(s.sigma);
  setAlpha(s.alpha);
  setCurves(s.curves);
  setXRange(s.xMin, s.xMax);
  setYRange(s.yMin, s.yMax);
  setSeed(s.seed);
  setMethod(s.normalMethod ? gelu::soi::Method::Normal : gelu::soi::Method::Uniform);
  setSpeed(s.speed);
  setGridMode(s.gridMode);
  if (!(s.neuron == m_neuron)) setNeuron(s.neuron);
}

gelu::NeuronOutput Scene::neuronOutput() const {
  const double in[] = {m_neuron.x1, m_neuron.x2};
  const double w[] = {m_neuron.w1, m_neuron.w2};
  return gelu::neuron(in, w, m_neuron.bias, *gelu::findFunction(m_neuron.activation.toStdString()),
                      m_params);
}

}  // namespace ui
