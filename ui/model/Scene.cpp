#include "ui/model/Scene.hpp"

#include <algorithm>
#include <cmath>

#include "core/curve.hpp"
#include "core/dtype.hpp"
#include "core/model/ids.hpp"
#include "core/model/limits.hpp"
#include "core/model/sanitize.hpp"
#include "core/propagation.hpp"
#include "core/training.hpp"
#include "ui/model/Text.hpp"
#include "ui/model/TrainingRun.hpp"

namespace ui {
namespace {

constexpr int kGridPoints = 41;
constexpr std::uint64_t kMaxDraws = gelu::soi::kMaxSamples;

}  // namespace

Scene::Scene(QObject* parent) : QObject(parent), m_training(std::make_unique<TrainingRun>()) {
  m_timer.setTimerType(Qt::PreciseTimer);
  connect(&m_timer, &QTimer::timeout, this, &Scene::onTick);
  rebuildSimulation();
  m_training->configure(m_model.training, m_library, params());
}

Scene::~Scene() = default;

QStringList Scene::curves() const { return toQt(m_model.curves); }

ModelState Scene::sanitized(const ModelState& s) const {
  if (s.formulas == m_model.formulas) return sanitized(s, *m_library);
  ModelState in = s;
  in.formulas = gelu::model::validFormulas(s.formulas);
  return sanitized(in, *gelu::model::libraryWith(*m_library, in.formulas));
}

ModelState Scene::sanitized(const ModelState& s, const gelu::FunctionLibrary& library) const {
  return gelu::model::sanitized(s, m_model, library);
}

void Scene::setState(const ModelState& s) {
  // Formulas first: the curves and the neuron are checked against the library they make.
  // Invalid ones are left out.
  ModelState in = s;
  gelu::FunctionLibraryPtr library = m_library;
  if (in.formulas != m_model.formulas) {
    in.formulas = gelu::model::validFormulas(in.formulas);
    if (in.formulas != m_model.formulas) {
      library = gelu::model::libraryWith(*m_library, in.formulas);
    }
  }
  const ModelState n = sanitized(in, *library);
  if (n == m_model) return;
  const ModelState o = m_model;
  m_model = n;
  m_library = std::move(library);
  int changes = 0;
  if (n.x != o.x) changes |= kX;
  if (n.mu != o.mu || n.sigma != o.sigma || n.alpha != o.alpha || n.beta != o.beta ||
      n.slope != o.slope || n.lambda != o.lambda) {
    changes |= kShape;
  }
  if (n.curves != o.curves || n.formulas != o.formulas) changes |= kCurves;
  if (n.xMin != o.xMin || n.xMax != o.xMax || n.yMin != o.yMin || n.yMax != o.yMax) {
    changes |= kRange;
  }
  if (n.seed != o.seed || n.normalMethod != o.normalMethod || n.speed != o.speed ||
      n.gridMode != o.gridMode) {
    changes |= kSimulationSettings;
  }
  if (!(n.neuron == o.neuron)) changes |= kNeuron;
  if (!(n.propagation == o.propagation)) changes |= kPropagation;
  if (!(n.numberFormat == o.numberFormat)) changes |= kNumberFormat;
  if (!(n.training == o.training)) changes |= kTraining;
  // The networks start again when their settings or what their activations compute changed
  // (configure() tells; a change of μ that none of them reads keeps the run).
  if ((changes & (kTraining | kShape | kCurves)) != 0) {
    m_training->configure(m_model.training, m_library, params());
  }

  // The simulation depends on x, μ, σ, the seed, the method and the grid (whose points follow
  // the x range): rebuilt once whatever changed, before anyone hears of the change. Moving x
  // alone in grid mode keeps the grid.
  const bool simChanged = n.mu != o.mu || n.sigma != o.sigma || n.seed != o.seed ||
                          n.normalMethod != o.normalMethod || n.gridMode != o.gridMode ||
                          (n.gridMode && (n.xMin != o.xMin || n.xMax != o.xMax));
  if (simChanged) {
    rebuildSimulation();
    changes |= kSimulation;
  } else if (changes & kX) {
    if (m_model.gridMode && !m_grid.empty()) {
      restartAtXKeepingGrid();
    } else {
      rebuildSimulation();
    }
    changes |= kSimulation;
  }
  emit changed(changes);
}

void Scene::setView(const ViewState& v) {
  ViewState n = v;
  n.lectureStep = std::clamp(n.lectureStep, 0, limits::kMaxLectureStep);
  if (n == m_view) return;
  const bool flags = n.precisionLens != m_view.precisionLens ||
                     n.compareDifference != m_view.compareDifference || n.theme != m_view.theme ||
                     n.comparePage != m_view.comparePage || n.lectureStep != m_view.lectureStep;
  m_view = n;
  if (!flags) return;  // panels and window state: the window's own bookkeeping
  emit changed(kView);
}

template <typename F>
void Scene::edit(F&& change) {
  ModelState s = m_model;
  change(s);
  setState(s);
}

template <typename F>
void Scene::editView(F&& change) {
  ViewState v = m_view;
  change(v);
  setView(v);
}

void Scene::setX(double x) {
  edit([&](ModelState& s) { s.x = x; });
}

void Scene::setMu(double mu) {
  edit([&](ModelState& s) { s.mu = mu; });
}

void Scene::setSigma(double sigma) {
  edit([&](ModelState& s) { s.sigma = sigma > 0.0 ? sigma : m_model.sigma; });
}

void Scene::setAlpha(double alpha) {
  edit([&](ModelState& s) { s.alpha = alpha > 0.0 ? alpha : m_model.alpha; });
}

void Scene::setBeta(double beta) {
  edit([&](ModelState& s) { s.beta = beta > 0.0 ? beta : m_model.beta; });
}

void Scene::setSlope(double slope) {
  edit([&](ModelState& s) { s.slope = slope; });
}

void Scene::setLambda(double lambda) {
  edit([&](ModelState& s) { s.lambda = lambda >= 0.0 ? lambda : m_model.lambda; });
}

void Scene::setFormulas(const std::vector<FormulaDef>& formulas) {
  edit([&](ModelState& s) { s.formulas = formulas; });
}

void Scene::setFormulaParameter(const QString& id, const QString& name, double value) {
  if (!gelu::limits::kFormulaParameter.contains(value)) return;
  edit([&](ModelState& s) {
    for (FormulaDef& f : s.formulas) {
      if (f.id != id.toStdString()) continue;
      for (gelu::FormulaParameter& p : f.parameters) {
        if (p.name == name.toStdString()) p.value = value;
      }
    }
  });
}

bool Scene::defineFormula(const FormulaDef& formula) {
  std::vector<FormulaDef> others;
  for (const FormulaDef& f : m_model.formulas) {
    if (f.id != formula.id) others.push_back(f);
  }
  if (gelu::model::checkFormula(formula, others)) return false;
  edit([&](ModelState& s) {
    bool replaced = false;
    for (FormulaDef& f : s.formulas) {
      if (f.id == formula.id) {
        f = formula;
        replaced = true;
      }
    }
    if (!replaced) s.formulas.push_back(formula);
    if (!gelu::model::contains(s.curves, formula.id)) s.curves.push_back(formula.id);
  });
  return true;
}

void Scene::resetShape() {
  ModelState s = m_model;
  const ModelState d;
  s.mu = d.mu;
  s.sigma = d.sigma;
  s.alpha = d.alpha;
  s.beta = d.beta;
  s.slope = d.slope;
  s.lambda = d.lambda;
  setState(s);
}

void Scene::setCurveShown(const QString& id, bool shown) {
  std::vector<std::string> ids;
  for (const std::string& c : m_model.curves) {
    if (c != id.toStdString()) ids.push_back(c);
  }
  if (shown) ids.push_back(id.toStdString());
  edit([&](ModelState& s) { s.curves = ids; });
}

void Scene::setCurves(const QStringList& ids) {
  edit([&](ModelState& s) { s.curves = toStd(ids); });
}

void Scene::setXRange(double min, double max) {
  if (!(min < max)) return;
  ModelState s = m_model;
  s.xMin = min;
  s.xMax = max;
  setState(s);
}

void Scene::setYRange(double min, double max) {
  ModelState s = m_model;
  s.yMin = min;
  s.yMax = max;
  setState(s);
}

void Scene::setSeed(quint64 seed) {
  edit([&](ModelState& s) { s.seed = seed; });
}

void Scene::setMethod(gelu::soi::Method m) {
  edit([&](ModelState& s) { s.normalMethod = m == gelu::soi::Method::Normal; });
}

void Scene::setSpeed(double speed) {
  edit([&](ModelState& s) { s.speed = speed; });
}

void Scene::setGridMode(bool on) {
  edit([&](ModelState& s) { s.gridMode = on; });
}

void Scene::setTraining(const TrainingState& t) {
  edit([&](ModelState& s) { s.training = t; });
}

void Scene::setNumberFormat(const NumberFormatState& f) {
  edit([&](ModelState& s) { s.numberFormat = f; });
}

void Scene::setPropagation(const PropagationState& p) {
  edit([&](ModelState& s) { s.propagation = p; });
}

void Scene::setNeuron(const NeuronState& n) {
  edit([&](ModelState& s) { s.neuron = n; });
}

void Scene::setPrecisionLens(bool on) {
  editView([&](ViewState& v) { v.precisionLens = on; });
}

void Scene::setComparePage(int page) {
  editView([&](ViewState& v) { v.comparePage = std::max(0, page); });
}

void Scene::setCompareDifference(bool on) {
  editView([&](ViewState& v) { v.compareDifference = on; });
}

void Scene::setTheme(ThemeChoice theme) {
  editView([&](ViewState& v) { v.theme = theme; });
}

void Scene::setLectureStep(int step) {
  editView([&](ViewState& v) { v.lectureStep = step; });
}

void Scene::restartAtXKeepingGrid() {
  // The grid's estimates do not depend on x: the cloud keeps growing. The simulation at the new
  // x catches up with the grid's n (exactly, by binomial fast-forward beyond the per-draw limit).
  gelu::soi::Config c = m_sim->config();
  c.x = m_model.x;
  m_sim = std::make_unique<gelu::soi::Simulator>(c);
  m_path.clear();
  m_recent.clear();
  const std::uint64_t n = m_grid.front().n();
  gelu::soi::advanceTo(*m_sim, n, nullptr);
  if (n > 0) m_path.push_back({static_cast<double>(n), m_sim->mean()});
  if (m_runTarget > 0) m_runGrowth = gelu::soi::runToGrowth(m_sim->n(), m_runTarget);
}

void Scene::setPlaying(bool on) {
  if (on == playing()) return;
  if (on) {
    if (m_sim->n() >= kMaxDraws) resetSimulation();  // before playingChanged: a new run
    // A run target reached: Play goes on past it.
    if (m_runTarget > 0 && m_sim->n() >= m_runTarget) m_runTarget = 0;
    m_timer.start(1000 / gelu::soi::kTicksPerSecond);
  } else {
    m_timer.stop();
  }
  emit playingChanged(on);
}

void Scene::rebuildSimulation() {
  gelu::soi::Config c;
  c.x = m_model.x;
  c.mu = m_model.mu;
  c.sigma = m_model.sigma;
  c.seed = m_model.seed;
  c.method = method();
  m_sim = std::make_unique<gelu::soi::Simulator>(c);
  m_path.clear();
  m_recent.clear();
  m_grid.clear();
  m_gridX.clear();
  m_pacer.reset();
  if (m_model.gridMode) {
    m_gridX = gelu::linspace(m_model.xMin, m_model.xMax, kGridPoints);
    for (int i = 0; i < kGridPoints; ++i) {
      gelu::soi::Config g = c;
      g.x = m_gridX[static_cast<std::size_t>(i)];
      g.seed = m_model.seed + static_cast<quint64>(i) + 1;
      m_grid.emplace_back(g);
    }
  }
  // A run to n rebuilt on its way (x moved) still arrives within its frames.
  if (m_runTarget > 0) m_runGrowth = gelu::soi::runToGrowth(0, m_runTarget);
}

void Scene::resetSimulation() {
  rebuildSimulation();
  emit changed(kSimulation);
}

Scene::Runs Scene::runs() const {
  return {std::make_shared<const gelu::soi::Simulator>(*m_sim), m_path, m_recent, m_grid,
          m_training->epoch()};
}

void Scene::restoreRuns(const Runs& runs) {
  bool same = runs.sim != nullptr && runs.sim->config() == m_sim->config() &&
              runs.grid.size() == m_grid.size();
  for (std::size_t i = 0; same && i < m_grid.size(); ++i) {
    same = runs.grid[i].config() == m_grid[i].config();
  }
  if (same) {
    setPlaying(false);
    m_runTarget = 0;
    m_sim = std::make_unique<gelu::soi::Simulator>(*runs.sim);
    m_path = runs.path;
    m_recent = runs.recent;
    m_grid = runs.grid;
    m_pacer.reset();
    emit changed(kSimulation);
  }
  // Behind only where the lecture set the training up anew (back at epoch 0). A run the
  // lecture's settings left as it was went on, the same networks further: kept.
  if (runs.epoch > m_training->epoch()) m_training->playTo(runs.epoch);
}

void Scene::advanceTo(std::uint64_t target, bool announce) {
  gelu::soi::advanceTo(*m_sim, target, &m_recent);
  for (auto& g : m_grid) gelu::soi::advanceTo(g, target, nullptr);
  m_path.push_back({static_cast<double>(m_sim->n()), m_sim->mean()});
  if (announce) emit simulationAdvanced();
}

void Scene::stepSimulation() {
  if (m_sim->n() >= kMaxDraws) return;
  advanceTo(gelu::soi::nextTarget(m_sim->n(), m_model.speed));
}

void Scene::simulateTo(std::uint64_t n) {
  n = std::min(n, kMaxDraws);
  if (m_sim->n() >= n) return;
  // The path gets every frame's point as if played; the panels hear of it once, at the end.
  while (m_sim->n() < n) {
    advanceTo(std::min(gelu::soi::nextTarget(m_sim->n(), m_model.speed), n), false);
  }
  emit simulationAdvanced();
}

void Scene::onTick() {
  // A run to n drops its single coins a frame each and arrives within gelu::soi::kRunToFrames
  // frames more: asked for a count, the viewer waits for the estimate, not the show.
  if (m_runTarget == 0 && !m_pacer.due(m_sim->n(), m_model.speed)) return;
  if (m_sim->n() >= kMaxDraws) return setPlaying(false);
  const std::uint64_t end = m_runTarget > 0 ? m_runTarget : kMaxDraws;
  advanceTo(m_runTarget > 0 ? gelu::soi::nextRunTarget(m_sim->n(), m_runGrowth, end, m_model.speed)
                            : std::min(gelu::soi::nextTarget(m_sim->n(), m_model.speed), end));
  if (m_sim->n() >= end) {
    m_runTarget = 0;
    setPlaying(false);
  }
}

void Scene::stopAndReset() {
  setPlaying(false);
  m_runTarget = 0;
  resetSimulation();
}

void Scene::runTo(std::uint64_t n) {
  n = std::min(n, kMaxDraws);
  if (m_sim->n() >= n) return;
  m_runTarget = n;
  m_runGrowth = gelu::soi::runToGrowth(m_sim->n(), n);
  if (!playing()) setPlaying(true);
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

gelu::NeuronOutput Scene::neuronOutput() const {
  const NeuronState& n = m_model.neuron;
  const double in[] = {n.x1, n.x2};
  const double w[] = {n.w1, n.w2};
  const auto gate = gelu::parseGate(n.gate);
  if (gate && *gate != gelu::Gate::None) {
    const double v[] = {n.v1, n.v2};
    const gelu::GatedOutput g = gelu::gatedNeuron(in, w, n.bias, v, n.c, *gate, params());
    return {g.sum, g.output};
  }
  const gelu::FunctionInfo* f = m_library->find(n.activation);
  if (f == nullptr) return {gelu::weightedSum(in, w, n.bias), std::nan("")};
  return gelu::neuron(in, w, n.bias, *f, params());
}

}  // namespace ui
