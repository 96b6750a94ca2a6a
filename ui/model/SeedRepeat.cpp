#include "ui/model/SeedRepeat.hpp"

#include <QCoreApplication>
#include <QEvent>
#include <QMetaObject>
#include <algorithm>
#include <stdexcept>

#include "core/model/scene_file.hpp"

namespace ui {

namespace tr = gelu::training;

SeedRepeat::SeedRepeat(QObject* parent) : QObject(parent) {}

SeedRepeat::~SeedRepeat() {
  m_stop = true;
  joinWorkers();
}

void SeedRepeat::start(const TrainingState& settings, const gelu::FunctionLibraryPtr& library,
                       const gelu::Params& params, int count) {
  m_stop = true;
  joinWorkers();
  ++m_generation;
  m_settings = settings;
  m_library = library;
  m_params = params;
  m_ids.clear();
  m_networks.clear();
  bool typed = false;
  for (const std::string& id : settings.activations) {
    const gelu::FunctionInfo* f = library->find(id);
    const gelu::FunctionInfo* df = f != nullptr ? library->find(f->derivative) : nullptr;
    if (f == nullptr || df == nullptr) continue;
    m_networks.push_back({f, df});
    m_ids << QString::fromStdString(id);
    typed = typed || f->typed != nullptr || df->typed != nullptr;
  }
  m_seeds = tr::repeatSeeds(settings.seed, std::clamp(count, 1, tr::kMaxSeeds));
  m_runs.assign(m_seeds.size(), {});
  m_finished = 0;
  m_next = 0;
  m_stop = false;
  m_stopped = false;
  m_failed = false;
  if (m_networks.empty()) {
    emit progressed();
    emit ended();
    return;
  }
  // A typed formula's evaluator is not shared between threads: its networks train on one.
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const int workers =
      typed ? 1 : static_cast<int>(std::min<std::size_t>({2, cores, m_seeds.size()}));
  m_working = workers;
  for (int k = 0; k < workers; ++k) {
    m_workers.emplace_back([this, generation = m_generation] { work(generation); });
  }
  emit progressed();
}

void SeedRepeat::work(std::uint64_t generation) {
  const auto [data, net, train] = gelu::model::trainingConfigs(m_settings);
  for (;;) {
    const std::size_t i = m_next++;
    if (i >= m_seeds.size() || m_stop) break;
    tr::SeedRun run;
    try {
      run = tr::trainSeed(data, m_networks, m_params, net, train, m_settings.epochs, m_seeds[i],
                          &m_stop);
    } catch (...) {
      // The Scene keeps every setting in range; a setting that slipped through, or memory
      // short for the networks: no run (the dialog says the repeat ended short). An exception
      // must not leave the thread.
      m_failed = true;
      break;
    }
    if (m_stop) break;
    QMetaObject::invokeMethod(
        this, [this, generation, i, run = std::move(run)]() mutable { take(generation, i, run); },
        Qt::QueuedConnection);
  }
  if (--m_working == 0) {
    QMetaObject::invokeMethod(
        this,
        [this, generation] {
          if (generation != m_generation) return;
          joinWorkers();
          emit ended();
        },
        Qt::QueuedConnection);
  }
}

void SeedRepeat::take(std::uint64_t generation, std::size_t index, tr::SeedRun run) {
  if (generation != m_generation || index >= m_runs.size()) return;
  m_runs[index] = std::move(run);
  ++m_finished;
  emit progressed();
}

void SeedRepeat::stop() {
  if (m_workers.empty()) return;
  m_stop = true;
  joinWorkers();
  // The runs the workers finished and posted are taken; then what they posted on their way out
  // (the end) is dropped: this stop says it.
  QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
  ++m_generation;
  m_stopped = true;
  emit progressed();
  emit ended();
}

void SeedRepeat::joinWorkers() {
  for (std::thread& t : m_workers) {
    if (t.joinable()) t.join();
  }
  m_workers.clear();
}

std::vector<tr::SeedRun> SeedRepeat::runs() const {
  std::vector<tr::SeedRun> out;
  for (const tr::SeedRun& r : m_runs) {
    if (!r.last.empty()) out.push_back(r);
  }
  return out;
}

}  // namespace ui
