#include "ui/model/TrainingRun.hpp"

#include <QMetaObject>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "core/model/scene_file.hpp"
#include "core/training_cost.hpp"

namespace ui {
namespace {

namespace tr = gelu::training;

/// How long the worker trains between two snapshots: the panel then redraws at about 20 frames
/// a second while the training gets most of the time.
constexpr std::chrono::milliseconds kSlice{40};

/// What a network with this activation computes: the row (its typed formula's text) and the
/// parameters it reads, exactly.
std::string signature(const gelu::FunctionInfo& f, const gelu::Params& p) {
  std::string s(f.id);
  if (f.typed != nullptr) s += "=" + f.typed->expression();
  const auto add = [&s](double v) {
    char buffer[40];
    std::snprintf(buffer, sizeof buffer, ";%a", v);
    s += buffer;
  };
  if ((f.uses & gelu::kUsesShape) != 0) {
    add(p.mu);
    add(p.sigma);
  }
  if ((f.uses & gelu::kUsesAlpha) != 0) add(p.alpha);
  if ((f.uses & gelu::kUsesBeta) != 0) add(p.beta);
  if ((f.uses & gelu::kUsesSlope) != 0) add(p.slope);
  if ((f.uses & gelu::kUsesLambda) != 0) add(p.lambda);
  return s;
}

}  // namespace

TrainingRun::TrainingRun(QObject* parent) : QObject(parent) {}

TrainingRun::~TrainingRun() { stopWorker(); }

void TrainingRun::configure(const TrainingState& settings, const gelu::FunctionLibraryPtr& library,
                            const gelu::Params& params) {
  std::vector<const gelu::FunctionInfo*> fns;
  std::vector<std::string> sig;
  for (const std::string& id : settings.activations) {
    const gelu::FunctionInfo* f = library->find(id);
    const gelu::FunctionInfo* df = f != nullptr ? library->find(f->derivative) : nullptr;
    if (f == nullptr || df == nullptr) continue;
    fns.push_back(f);
    sig.push_back(signature(*f, params));
  }
  // The pace, or where the run ends (not before where it is): the networks go on.
  TrainingState same = settings;
  same.speed = m_settings.speed;
  same.epochs = m_settings.epochs;
  if (m_configured && same == m_settings && sig == m_signature && settings.epochs >= epoch()) {
    m_settings.speed = settings.speed;
    m_settings.epochs = settings.epochs;
    m_rate = settings.speed;
    if (m_paced) m_stopAt = settings.epochs;  // a playing run stops at the new end
    return;
  }
  const bool wasPlaying = playing();
  stopWorker();
  m_configured = true;
  m_settings = settings;
  m_rate = settings.speed;
  m_library = library;
  m_params = params;
  m_signature = sig;
  dropNetworks();
  if (wasPlaying) emit playingChanged(false);
  emit advanced();
}

void TrainingRun::dropNetworks() {
  m_nets.clear();
  m_panes.clear();
  m_data.reset();
  m_epoch = 0;
  const std::lock_guard lock(m_mutex);
  m_dirty = true;
}

void TrainingRun::build() {
  if (m_data) return;
  const auto [data, net, train] = gelu::model::trainingConfigs(m_settings);
  try {
    m_data = std::make_shared<tr::Dataset>(tr::makeDataset(data));
    for (const std::string& id : m_settings.activations) {
      const gelu::FunctionInfo* f = m_library->find(id);
      const gelu::FunctionInfo* df = f != nullptr ? m_library->find(f->derivative) : nullptr;
      if (f == nullptr || df == nullptr) continue;
      m_nets.push_back(std::make_unique<tr::Trainer>(*m_data, *f, *df, m_params, net, train));
      m_panes.push_back({QString::fromStdString(id), {m_nets.back()->metrics()}, {}});
    }
  } catch (const std::invalid_argument&) {
    // The Scene keeps every setting in range; should one slip through, no networks (an empty
    // panel) rather than a crash.
    m_nets.clear();
    m_panes.clear();
    if (!m_data) m_data = std::make_shared<tr::Dataset>();
  }
}

void TrainingRun::setPlaying(bool on) {
  if (on == playing()) return;
  if (!on) {
    stopWorker();
    emit playingChanged(false);
    return;
  }
  if (m_epoch >= m_settings.epochs) {  // at the end: play the run again from the start
    reset();
  }
  build();
  if (m_nets.empty()) return;
  m_stopAt = m_settings.epochs;
  m_paced = true;
  start();
}

void TrainingRun::start() {
  {
    // The snapshot the panel shows until the worker's first: this run's, not an older one's.
    const std::lock_guard lock(m_mutex);
    if (m_dirty) m_snapshot = makeSnapshot();
    m_dirty = false;
  }
  ++m_generation;
  m_stop = false;
  m_worker = std::thread([this, generation = m_generation] { work(generation); });
  emit playingChanged(true);
}

void TrainingRun::playTo(int epoch) {
  epoch = std::clamp(epoch, 0, m_settings.epochs);
  if (playing()) setPlaying(false);
  if (epoch < m_epoch) reset();
  build();
  if (epoch == m_epoch || m_nets.empty()) return;
  m_stopAt = epoch;
  m_paced = false;  // catching up: as fast as it trains
  start();
}

void TrainingRun::stopWorker() {
  if (!m_worker.joinable()) return;
  m_stop = true;
  m_worker.join();
  m_stop = false;
  const std::lock_guard lock(m_mutex);
  m_dirty = true;  // epochs trained since the worker's last snapshot
}

void TrainingRun::step(int epochs) {
  if (playing()) setPlaying(false);
  build();
  epochs = std::min(epochs, m_settings.epochs - m_epoch);  // never past the run's end
  for (int i = 0; i < epochs && !m_nets.empty(); ++i) runEpoch();
  {
    const std::lock_guard lock(m_mutex);
    m_dirty = true;
  }
  emit advanced();
}

void TrainingRun::reset() {
  if (playing()) setPlaying(false);
  dropNetworks();  // made afresh from the seed when next needed
  emit advanced();
}

void TrainingRun::trainTo(int epoch) {
  if (playing()) setPlaying(false);
  if (epoch < m_epoch) reset();
  step(std::max(0, epoch - m_epoch));
}

void TrainingRun::trainTo(int epoch, const std::function<void(int)>& trained) {
  if (!trained || !m_library) return trainTo(epoch);
  // Paused first: m_epoch is the worker's while it plays. The run never passes its settings'
  // epochs (step() stops there), so neither do the pieces reported.
  if (playing()) setPlaying(false);
  epoch = std::min(epoch, m_settings.epochs);
  const double perEpoch =
      gelu::training::secondsPerEpoch(gelu::model::trainingShape(m_settings, *m_library));
  const long long piece = std::max(1LL, std::llround(1.0 / std::max(perEpoch, 1e-9)));
  if (epoch < m_epoch) reset();
  for (long long e = m_epoch + piece; e < epoch; e += piece) {
    trainTo(static_cast<int>(e));
    trained(static_cast<int>(e));
  }
  trainTo(epoch);
}

int TrainingRun::epoch() const {
  if (!playing()) return m_epoch;
  const std::lock_guard lock(m_mutex);
  return m_snapshot ? m_snapshot->epoch : 0;
}

std::shared_ptr<const TrainingSnapshot> TrainingRun::snapshot() {
  const std::lock_guard lock(m_mutex);
  if (m_dirty && !playing()) {
    build();
    m_snapshot = makeSnapshot();
    m_dirty = false;
  }
  if (!m_snapshot) m_snapshot = std::make_shared<TrainingSnapshot>();
  return m_snapshot;
}

void TrainingRun::runEpoch() {
  for (std::size_t k = 0; k < m_nets.size(); ++k) {
    m_nets[k]->epoch();
    m_panes[k].history.push_back(m_nets[k]->metrics());
  }
  ++m_epoch;
}

void TrainingRun::work(std::uint64_t generation) {
  using Clock = std::chrono::steady_clock;
  // Paced: epoch e is trained no sooner than e/rate seconds after the start (re-based when the
  // rate changes), so a lecture watches the same run at the same pace on any machine that keeps
  // up. Snapshots go out every kSlice while anything changed.
  int rate = m_rate;
  auto base = Clock::now();
  int baseEpoch = m_epoch;
  auto published = Clock::now();
  bool fresh = false;
  while (!m_stop && m_epoch < m_stopAt) {
    if (const int r = m_rate; r != rate) {
      rate = r;
      base = Clock::now();
      baseEpoch = m_epoch;
    }
    bool due = true;
    if (m_paced && rate > 0) {
      const double seconds = std::chrono::duration<double>(Clock::now() - base).count();
      due = m_epoch < baseEpoch + rate * seconds;
    }
    if (due) {
      runEpoch();
      fresh = true;
    } else {
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    if (!fresh || (Clock::now() - published < kSlice && m_epoch < m_stopAt && !m_stop)) continue;
    std::shared_ptr<const TrainingSnapshot> s = makeSnapshot();
    {
      const std::lock_guard lock(m_mutex);
      m_snapshot = std::move(s);
      m_dirty = false;
    }
    published = Clock::now();
    fresh = false;
    if (!m_posted.exchange(true)) {
      QMetaObject::invokeMethod(
          this,
          [this] {
            m_posted = false;
            emit advanced();
          },
          Qt::QueuedConnection);
    }
  }
  if (m_stop) return;
  // At the end: the GUI thread joins this thread and says the run stopped.
  QMetaObject::invokeMethod(
      this,
      [this, generation] {
        // (Not a newer run started since this one ended.)
        if (!playing() || generation != m_generation) return;
        stopWorker();
        emit playingChanged(false);
      },
      Qt::QueuedConnection);
}

std::shared_ptr<TrainingSnapshot> TrainingRun::makeSnapshot() const {
  auto s = std::make_shared<TrainingSnapshot>();
  s->data = m_data;
  s->epoch = m_epoch;
  s->panes = m_panes;
  const tr::Dataset& d = *m_data;
  // The view: the data's extent, at least [−1.2, 1.2], rounded out to tenths.
  double extent = 1.2;
  double yLow = 0.0;
  double yHigh = 0.0;
  for (const auto* set : {&d.train, &d.test}) {
    for (const tr::Point& p : *set) {
      extent = std::max(extent, std::fabs(p.x1) * 1.05);
      if (d.inputs == 2) extent = std::max(extent, std::fabs(p.x2) * 1.05);
      yLow = std::min(yLow, p.y);
      yHigh = std::max(yHigh, p.y);
    }
  }
  extent = std::ceil(std::min(extent, 1e3) * 10.0) / 10.0;
  s->low = -extent;
  s->high = extent;
  const double pad = 0.1 * std::max(yHigh - yLow, 0.5);
  s->yLow = yLow - pad;
  s->yHigh = yHigh + pad;
  constexpr int K = TrainingSnapshot::kField;
  std::vector<tr::Point> grid;
  if (d.inputs == 2) {
    grid.reserve(static_cast<std::size_t>(K) * K);
    for (int row = 0; row < K; ++row) {
      const double x2 = s->high - (row + 0.5) * (s->high - s->low) / K;
      for (int col = 0; col < K; ++col) {
        grid.push_back({s->low + (col + 0.5) * (s->high - s->low) / K, x2, 0.0});
      }
    }
  } else {
    for (int i = 0; i < K; ++i) grid.push_back({s->low + i * (s->high - s->low) / (K - 1), 0, 0});
  }
  for (std::size_t k = 0; k < m_nets.size(); ++k) s->panes[k].field = m_nets[k]->predict(grid);
  return s;
}

std::string trainingHistoryCsv(const TrainingSnapshot& s) {
  std::string out(tr::kCsvHeader);
  std::size_t epochs = 0;
  for (const TrainingPane& p : s.panes) epochs = std::max(epochs, p.history.size());
  for (std::size_t e = 0; e < epochs; ++e) {
    for (const TrainingPane& p : s.panes) {
      if (e < p.history.size()) tr::appendCsvRow(out, p.id.toStdString(), p.history[e]);
    }
  }
  return out;
}

}  // namespace ui
