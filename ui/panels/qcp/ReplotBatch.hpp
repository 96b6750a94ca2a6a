#pragma once
/// Queued replots of the panels' plots, run together: one Scene change (an undo, a scene opened)
/// replots six panels, and their layers are drawn on two threads. Each plot is laid out on the
/// GUI thread, as QCustomPlot::replot() does; then the plots' paint buffers are cleared and their
/// layers drawn, by the GUI thread and one worker at the same time, each taking the next plot
/// (a plot is drawn by one thread only, and nothing else touches it until both are done); then
/// each plot asks for its paint and says it replotted, on the GUI thread. Drawing on QPixmaps off
/// the GUI thread needs a platform with threaded pixmaps: the worker checks once, and without them
/// (or at a device pixel ratio other than 1) every plot is drawn by the GUI thread.
#include <QObject>
#include <QPointer>
#include <memory>
#include <vector>

namespace ui {

class PanelPlot;

/// @brief The application's batch of queued replots: a child of the QCoreApplication (made with
/// the first plot, gone with the application), no file-scope state.
class ReplotBatch : public QObject {
 public:
  /// The batch of `app` (by default the running application), made on first use.
  static ReplotBatch& of(QObject* app = nullptr);
  ~ReplotBatch() override;

  /// Replots `plot` on the event loop with every other plot queued by then (once, however often
  /// it was queued).
  void queue(PanelPlot* plot);
  /// How many plots the worker has drawn (tests).
  int plotsDrawnByWorker() const { return m_byWorker; }
  /// A plot made, a plot gone: the worker thread ends with the last one.
  void plotAdded() { ++m_plots; }
  void plotRemoved();

 private:
  class Worker;
  explicit ReplotBatch(QObject* parent);
  void runQueued();
  /// Draws the plots' layers on this thread and the worker.
  void drawAll(const std::vector<PanelPlot*>& plots);
  std::unique_ptr<Worker> m_worker;
  std::vector<QPointer<PanelPlot>> m_queue;
  bool m_posted = false;
  int m_byWorker = 0;
  int m_plots = 0;
};

}  // namespace ui
