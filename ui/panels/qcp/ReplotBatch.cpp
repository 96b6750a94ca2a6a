#include "ui/panels/qcp/ReplotBatch.hpp"

#include <QCoreApplication>
#include <QPixmap>
#include <QPointer>
#include <QThread>
#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

#include "ui/panels/qcp/PanelPlot.hpp"

namespace ui {

/// One thread that runs a job while the GUI thread does its own share.
class ReplotBatch::Worker {
 public:
  Worker() : m_thread(QThread::create([this] { loop(); })) {
    m_thread->start();
    // QPixmaps (paint buffers, QCustomPlot's tick label cache) off the GUI thread need the
    // platform's threaded pixmaps; without them a QPixmap made here is null.
    run([this] { m_usable = !QPixmap(1, 1).isNull(); });
    wait();
  }
  ~Worker() {
    {
      const std::lock_guard lock(m_mutex);
      m_stop = true;
    }
    m_wake.notify_all();
    m_thread->wait();
  }
  Worker(const Worker&) = delete;
  Worker& operator=(const Worker&) = delete;

  bool usable() const { return m_usable; }
  void run(std::function<void()> job) {
    {
      const std::lock_guard lock(m_mutex);
      m_job = std::move(job);
      m_busy = true;
    }
    m_wake.notify_all();
  }
  void wait() {
    std::unique_lock lock(m_mutex);
    m_done.wait(lock, [this] { return !m_busy; });
  }

 private:
  void loop() {
    for (;;) {
      std::function<void()> job;
      {
        std::unique_lock lock(m_mutex);
        m_wake.wait(lock, [this] { return m_stop || m_job; });
        if (m_stop) return;
        job = std::exchange(m_job, nullptr);
      }
      job();
      {
        const std::lock_guard lock(m_mutex);
        m_busy = false;
      }
      m_done.notify_all();
    }
  }
  std::unique_ptr<QThread> m_thread;
  std::mutex m_mutex;
  std::condition_variable m_wake, m_done;
  std::function<void()> m_job;
  bool m_busy = false;
  bool m_stop = false;
  bool m_usable = false;
};

ReplotBatch::ReplotBatch(QObject* parent) : QObject(parent) {
  setObjectName(QStringLiteral("gelu-replot-batch"));
}

ReplotBatch::~ReplotBatch() = default;

ReplotBatch& ReplotBatch::of(QObject* app) {
  if (app == nullptr) app = QCoreApplication::instance();
  auto* batch =
      app->findChild<ReplotBatch*>(QStringLiteral("gelu-replot-batch"), Qt::FindDirectChildrenOnly);
  return batch != nullptr ? *batch : *new ReplotBatch(app);
}

void ReplotBatch::plotRemoved() {
  if (--m_plots == 0) m_worker.reset();
}

/// Each thread takes the next plot when it is done with one, the costliest (last time) first, so
/// the two finish close together however the costs changed.
void ReplotBatch::drawAll(const std::vector<PanelPlot*>& plots) {
  // At a device pixel ratio other than 1, QCustomPlot asks the widget for it while it draws a
  // new tick label: a QWidget call, for the GUI thread only.
  const bool plainRatio = std::all_of(plots.begin(), plots.end(), [](const PanelPlot* p) {
    return p->bufferDevicePixelRatio() == 1.0;
  });
  if (plots.size() >= 2 && plainRatio && !m_worker) m_worker = std::make_unique<Worker>();
  if (plots.size() < 2 || !plainRatio || !m_worker->usable()) {
    for (PanelPlot* p : plots) p->drawLayers();
    return;
  }
  std::vector<PanelPlot*> byCost = plots;
  std::stable_sort(byCost.begin(), byCost.end(),
                   [](PanelPlot* a, PanelPlot* b) { return a->drawCost() > b->drawCost(); });
  std::atomic<std::size_t> next{0};
  const auto drawSome = [&byCost, &next] {
    int drawn = 0;
    for (std::size_t i = next++; i < byCost.size(); i = next++, ++drawn) byCost[i]->drawLayers();
    return drawn;
  };
  int drawnThere = 0;
  m_worker->run([&] { drawnThere = drawSome(); });
  drawSome();
  m_worker->wait();
  m_byWorker += drawnThere;
}

void ReplotBatch::runQueued() {
  m_posted = false;
  const std::vector<QPointer<PanelPlot>> queued = std::exchange(m_queue, {});
  std::vector<QPointer<PanelPlot>> begun;
  for (const QPointer<PanelPlot>& p : queued) {
    if (p != nullptr && p->beginReplot()) begun.push_back(p);
  }
  std::vector<PanelPlot*> plots;  // (a beforeReplot handler may have deleted one begun earlier)
  for (const QPointer<PanelPlot>& p : begun) {
    if (p != nullptr) plots.push_back(p);
  }
  drawAll(plots);
  for (const QPointer<PanelPlot>& p : begun) {
    if (p != nullptr) p->endReplot();  // (nor may an afterReplot handler)
  }
}

void ReplotBatch::queue(PanelPlot* plot) {
  m_queue.emplace_back(plot);
  if (m_posted) return;
  m_posted = true;
  QMetaObject::invokeMethod(this, &ReplotBatch::runQueued, Qt::QueuedConnection);
}

}  // namespace ui
