#pragma once
/// @file
/// @brief The training panel's run repeated over several seeds off the GUI thread
/// (core/training_seeds.hpp): each seed a new draw of the data, the initial weights and the
/// batches, every activation from the same draw. What it holds belongs to the settings it was
/// started with; the caller compares them with the Scene's to tell a result that no longer
/// matches.
///
/// Threads: workers take seeds in turn and hand each finished run to the GUI thread; every call
/// here is made on the GUI thread. A run's bits do not depend on which worker trained it.
#include <QObject>
#include <QStringList>
#include <atomic>
#include <cstdint>
#include <memory>
#include <thread>
#include <vector>

#include "core/function_library.hpp"
#include "core/training_seeds.hpp"
#include "ui/model/SceneState.hpp"

namespace ui {

class SeedRepeat : public QObject {
  Q_OBJECT
 public:
  explicit SeedRepeat(QObject* parent = nullptr);
  ~SeedRepeat() override;

  /// Stops a repeat under way and starts `count` runs of `settings` (seeds settings.seed,
  /// settings.seed + 1, …, each to settings.epochs), one network per activation the library
  /// knows. The caller has checked the cost (gelu::training::refusal with `count` runs).
  void start(const TrainingState& settings, const gelu::FunctionLibraryPtr& library,
             const gelu::Params& params, int count);
  /// Stops the workers; the runs finished so far stay.
  void stop();
  bool running() const { return !m_workers.empty(); }

  /// The settings and activations of the repeat (the last started).
  const TrainingState& settings() const { return m_settings; }
  const QStringList& ids() const { return m_ids; }
  int count() const { return static_cast<int>(m_seeds.size()); }
  /// The finished runs in the order of their seeds (a run not yet finished is left out).
  std::vector<gelu::training::SeedRun> runs() const;
  int finished() const { return m_finished; }
  /// The last repeat was stopped before its last seed (stop()).
  bool stopped() const { return m_stopped; }
  /// A run of the last repeat could not be trained (a setting out of range, memory short).
  bool failed() const { return m_failed; }

 signals:
  /// A run finished (finished() of count()), or the repeat stopped.
  void progressed();
  /// Every run finished, or the repeat was stopped.
  void ended();

 private:
  void work(std::uint64_t generation);
  /// A worker's finished run, on the GUI thread.
  void take(std::uint64_t generation, std::size_t index, gelu::training::SeedRun run);
  void joinWorkers();

  TrainingState m_settings;
  QStringList m_ids;
  gelu::FunctionLibraryPtr m_library;  ///< keeps the networks' rows alive while they train
  gelu::Params m_params;
  std::vector<gelu::training::Network> m_networks;
  std::vector<std::uint64_t> m_seeds;
  std::vector<gelu::training::SeedRun> m_runs;  ///< by seed index; empty `last` until finished
  int m_finished = 0;
  std::vector<std::thread> m_workers;
  std::uint64_t m_generation = 0;
  std::atomic<std::size_t> m_next{0};  ///< the next seed index a worker takes
  std::atomic<bool> m_stop{false};
  std::atomic<bool> m_failed{false};
  bool m_stopped = false;
  std::atomic<int> m_working{0};  ///< workers not yet done
};

}  // namespace ui
