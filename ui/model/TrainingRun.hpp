#pragma once
/// @file
/// @brief The training panel's run: one network per activation on the same data from the same
/// initial weights (core/training.hpp), trained epoch by epoch off the GUI thread while playing,
/// or synchronously (a step, a figure, an animation's frame). What the panel draws is a
/// snapshot: immutable, replaced as the run advances, so painting never waits for training.
///
/// Threads: the networks belong to the worker while it runs and to the GUI thread otherwise;
/// every call here is made on the GUI thread and stops the worker first when it touches them.
/// Training is deterministic (core/training.hpp), so playing, stepping and trainTo() reach the
/// same bits at the same epoch.
#include <QObject>
#include <QString>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "core/function_library.hpp"
#include "core/training.hpp"
#include "ui/model/SceneState.hpp"

namespace ui {

/// @brief One network as the panel shows it.
struct TrainingPane {
  QString id;  ///< the activation's id
  /// Metrics after each epoch, [0] before the first (so history.size() = epoch + 1).
  std::vector<gelu::training::Metrics> history;
  /// The network's output over the view: kField × kField values, row by row from the top
  /// (P(class 1)), or kField values of ŷ along x (regression).
  std::vector<double> field;
};

/// @brief The run at one epoch.
struct TrainingSnapshot {
  static constexpr int kField = 72;
  std::shared_ptr<const gelu::training::Dataset> data;
  std::vector<TrainingPane> panes;
  int epoch = 0;
  double low = -1.0;  ///< the view: x1 (and x2) from low to high
  double high = 1.0;
  double yLow = -1.0;  ///< regression: the targets' range, a little widened
  double yHigh = 1.0;
};

class TrainingRun : public QObject {
  Q_OBJECT
 public:
  explicit TrainingRun(QObject* parent = nullptr);
  ~TrainingRun() override;

  /// Sets the run up for these settings, back at epoch 0 — unless nothing the networks compute
  /// changed (the same settings, activations that are the same functions with the same
  /// parameters), when the run goes on. Unknown ids are left out (the Scene sanitizes first).
  void configure(const TrainingState& settings, const gelu::FunctionLibraryPtr& library,
                 const gelu::Params& params);
  const TrainingState& settings() const { return m_settings; }

  bool playing() const { return m_worker.joinable(); }
  /// Trains off the GUI thread until the settings' epochs (then stops by itself), at the
  /// settings' speed.
  void setPlaying(bool on);
  void togglePlaying() { setPlaying(!playing()); }
  /// Plays (off the GUI thread) to `epoch` and stops there: a scene opened at that epoch
  /// catches up without blocking the window. Behind the run: from epoch 0 again.
  void playTo(int epoch);
  /// Paused: `epochs` more epochs, now (never past the settings' epochs).
  void step(int epochs = 1);
  /// Back to epoch 0 with the same seed (paused).
  void reset();
  /// Paused, to `epoch` (from 0 again when it is behind): a figure's or a frame's epoch.
  void trainTo(int epoch);
  /// As trainTo, in pieces of about a second by the training cost model, calling
  /// `trained(epoch)` after each piece but the last: a long run's progress on a terminal.
  void trainTo(int epoch, const std::function<void(int)>& trained);
  /// The epoch the networks are at (while playing, the latest snapshot's).
  int epoch() const;
  /// The run as the panel draws it (computed now when the networks moved since the last).
  std::shared_ptr<const TrainingSnapshot> snapshot();

 signals:
  /// A newer snapshot is ready (after training, a step, a reset or new settings).
  void advanced();
  void playingChanged(bool playing);

 private:
  void stopWorker();
  /// The data and networks of the settings at epoch 0, made when first needed (a Scene whose
  /// training panel is never shown never pays for them).
  void build();
  /// Back to no networks, epoch 0.
  void dropNetworks();
  /// Starts the worker (m_stopAt and m_paced set): a new generation.
  void start();
  void work(std::uint64_t generation);
  /// One epoch of every network, and its metrics.
  void runEpoch();
  std::shared_ptr<TrainingSnapshot> makeSnapshot() const;

  TrainingState m_settings;
  gelu::FunctionLibraryPtr m_library;
  gelu::Params m_params;
  std::vector<std::string> m_signature;  ///< what each network computes (configure())
  bool m_configured = false;
  std::shared_ptr<gelu::training::Dataset> m_data;  ///< null until build()
  std::vector<std::unique_ptr<gelu::training::Trainer>> m_nets;
  std::vector<TrainingPane> m_panes;  ///< ids and histories (fields: in snapshots)
  int m_epoch = 0;
  std::atomic<int> m_stopAt{0};  ///< the worker's last epoch

  std::thread m_worker;
  std::uint64_t m_generation = 0;  ///< counts the worker's starts (GUI thread only)
  std::atomic<bool> m_stop{false};
  std::atomic<int> m_rate{0};         ///< epochs a second while playing (0: no limit)
  std::atomic<bool> m_paced{true};    ///< false while catching up (playTo())
  std::atomic<bool> m_posted{false};  ///< an advanced() is queued
  mutable std::mutex m_mutex;         ///< guards m_snapshot and m_dirty
  std::shared_ptr<const TrainingSnapshot> m_snapshot;
  bool m_dirty = true;  ///< the networks moved since m_snapshot was made
};

/// The loss history of every pane as CSV (epoch, activation, train_loss, test_loss,
/// train_accuracy, test_accuracy, dead_units), the same columns as `gelu-explorer train`.
std::string trainingHistoryCsv(const TrainingSnapshot& s);

}  // namespace ui
