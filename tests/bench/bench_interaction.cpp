// The window's interactive cost: drive the Scene offscreen through x steps with the six main panels
// visible (1000+ points per curve) and time each step *including* the replot of every panel.
//   build/release/tests/bench/bench_interaction --benchmark_repetitions=5
// Reported per step: the iteration time (manual timing, ms) plus median and p95 counters.
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QNetworkRequest>
#include <QSettings>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QThread>
#include <QWebSocket>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <vector>

#include "core/model/figure_scene.hpp"
#include "core/model/presentation.hpp"
#include "ui/lecture/BuiltInDeck.hpp"
#include "ui/lecture/LectureView.hpp"
#include "ui/lecture/PresentingSession.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/room/RoomServer.hpp"
#include "ui/window/MainWindow.hpp"
#include "ui/window/ViewArea.hpp"

namespace {

/// Shows the window at 1920×1080 in the idea's view (the pdf, Φ, the Monte Carlo run and the
/// activations: four linked panels; before views the window docked six); false (and the
/// benchmark skipped) unless they are all on screen.
bool showWindow(ui::MainWindow& window, benchmark::State& state) {
  window.resize(1920, 1080);
  window.show();
  window.viewArea()->showView("idea");
  QApplication::processEvents();
  for (const ui::PlotPanel* p : window.viewArea()->shownPanels()) {
    if (p->visibleRegion().isEmpty()) {
      state.SkipWithError("the idea's four panels are not all on screen");
      return false;
    }
  }
  return true;
}

/// The median and 95th percentile of the per-iteration times.
void reportPercentiles(benchmark::State& state, std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  state.counters["median_ms"] = ms[ms.size() / 2];
  state.counters["p95_ms"] = ms[std::min(ms.size() - 1, ms.size() * 95 / 100)];
}

/// Times `step(i)` then the event loop (the queued replots and paints) for every iteration, and
/// reports the percentiles. With `timeEvents` false, the events run untimed after each step.
template <typename Step>
void timeSteps(benchmark::State& state, Step step, bool timeEvents = true) {
  std::vector<double> ms;
  int i = 0;
  for (auto _ : state) {
    const auto t0 = std::chrono::steady_clock::now();
    step(i++);
    if (timeEvents) QApplication::processEvents();
    const std::chrono::duration<double> dt = std::chrono::steady_clock::now() - t0;
    state.SetIterationTime(dt.count());
    ms.push_back(dt.count() * 1e3);
    if (!timeEvents) QApplication::processEvents();
  }
  reportPercentiles(state, ms);
}

void BM_XStepWithReplot(benchmark::State& state) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  scene.setCurveShown("gelu_tanh", true);
  scene.setCurveShown("gelu_sigmoid", true);
  scene.setCurveShown("silu", true);
  for (int i = 0; i < 30; ++i) scene.stepSimulation();  // a path to redraw as well
  if (!showWindow(window, state)) return;
  timeSteps(state, [&](int i) { scene.setX(-3.0 + 0.01 * (i % 600)); });
  int visible = 0;
  for (ui::PlotPanel* p : window.panels()) visible += p->visibleRegion().isEmpty() ? 0 : 1;
  state.counters["visible_panels"] = visible;
}
BENCHMARK(BM_XStepWithReplot)->UseManualTime()->Iterations(300)->Unit(benchmark::kMillisecond);

/// A lecture step entered on a 1280×720 projector, laid out to the end (its move arrived, its
/// row lined up, its legends placed, its texts fitted): steps 7 and 8 in turn, step 8's texts
/// giving way to its plots.
void BM_LectureStepAt720p(benchmark::State& state) {
  ui::Scene scene;
  gelu::model::Presentation talk(ui::builtInDeck());
  ui::LectureView view(scene, ui::Theme::light(), talk);
  view.setAttribute(Qt::WA_DontShowOnScreen);
  view.resize(1280, 720);
  view.show();
  QApplication::processEvents();
  timeSteps(state, [&](int i) {
    view.setStep(7 + i % 2, -1);
    view.settle();
  });
}
BENCHMARK(BM_LectureStepAt720p)->UseManualTime()->Iterations(40)->Unit(benchmark::kMillisecond);

/// Undo and redo of a whole scene change (x, μ, σ, curves, ranges, simulation, neuron): one
/// Scene::setState, including the replot of the six main panels.
void BM_UndoSetStateWithReplot(benchmark::State& state) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  if (!showWindow(window, state)) return;
  const ui::ModelState a = scene.state();
  ui::ModelState b = a;
  b.x = -1.3;
  b.mu = 0.4;
  b.sigma = 1.6;
  b.curves = {"gelu", "gelu_tanh", "gelu_sigmoid", "silu", "relu", "elu"};
  b.xMin = -5;
  b.xMax = 4;
  b.seed = 9;
  b.neuron.w1 = 0.7;
  timeSteps(state, [&](int i) { scene.setState(i % 2 == 0 ? b : a); });
}
BENCHMARK(BM_UndoSetStateWithReplot)
    ->UseManualTime()
    ->Iterations(100)
    ->Unit(benchmark::kMillisecond);

/// Ten curves of the library shown (six of them new), as a lecturer comparing activations.
const QStringList kTenCurves = {"gelu", "gelu_tanh", "silu",      "mish",       "softplus",
                                "selu", "elu",       "hardswish", "leaky_relu", "squared_relu"};

/// An x step with ten curves shown: the markers move on every curve panel.
void BM_XStepTenCurves(benchmark::State& state) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  scene.setCurves(kTenCurves);
  if (!showWindow(window, state)) return;
  timeSteps(state, [&](int i) { scene.setX(-3.0 + 0.01 * (i % 600)); });
}
BENCHMARK(BM_XStepTenCurves)->UseManualTime()->Iterations(300)->Unit(benchmark::kMillisecond);

/// A parameter change with ten curves shown: the Scene change, in which every visible panel
/// recomputes its curves at once (adaptive sampling); the replots, queued, are not timed.
void BM_RecomputeTenCurvesAfterParameterChange(benchmark::State& state) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  scene.setCurves(kTenCurves);
  if (!showWindow(window, state)) return;
  // μ moves GELU's Gaussian: the most expensive curves
  timeSteps(
      state, [&](int i) { scene.setMu(i % 2 != 0 ? 0.3 : 0.0); }, false);
}
BENCHMARK(BM_RecomputeTenCurvesAfterParameterChange)
    ->UseManualTime()
    ->Iterations(100)
    ->Unit(benchmark::kMillisecond);

/// The same change as the user sees it: the Scene change, the recomputation and the replot of
/// the six main panels.
void BM_ParameterChangeTenCurvesWithReplot(benchmark::State& state) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  scene.setCurves(kTenCurves);
  scene.setCurveShown("softplus", true);
  if (!showWindow(window, state)) return;
  timeSteps(state, [&](int i) { scene.setMu(i % 2 == 0 ? 0.3 : 0.0); });
}
BENCHMARK(BM_ParameterChangeTenCurvesWithReplot)
    ->UseManualTime()
    ->Iterations(100)
    ->Unit(benchmark::kMillisecond);

/// The GUI thread's share of a playing training run, per snapshot: the training panel (two
/// spiral networks, 1280×720 on screen) redrawing a new snapshot — its heat maps, points and
/// loss curves rebuilt and replotted. The training and the snapshot itself are the worker's
/// (untimed here); this is what must stay well inside a frame for the window to keep its rate.
void BM_TrainingPanelFrame(benchmark::State& state) {
  ui::Scene scene;
  const auto panel = ui::createPanel("training", scene);
  panel->resize(1280, 720);
  panel->show();
  QApplication::processEvents();
  ui::TrainingRun& run = scene.trainingRun();
  run.trainTo(300);  // loss curves of some length
  std::vector<double> ms;
  for (auto _ : state) {
    run.step(1);
    run.snapshot();  // (the worker's part)
    QApplication::processEvents();
    const auto t0 = std::chrono::steady_clock::now();
    panel->refresh();
    QApplication::processEvents();
    const std::chrono::duration<double> dt = std::chrono::steady_clock::now() - t0;
    state.SetIterationTime(dt.count());
    ms.push_back(dt.count() * 1e3);
  }
  reportPercentiles(state, ms);
}
BENCHMARK(BM_TrainingPanelFrame)->UseManualTime()->Iterations(100)->Unit(benchmark::kMillisecond);

/// The worker's share per snapshot: the heat maps of both networks (72×72 outputs each) and the
/// copy of their histories.
void BM_TrainingSnapshot(benchmark::State& state) {
  ui::Scene scene;
  ui::TrainingRun& run = scene.trainingRun();
  run.trainTo(300);
  for (auto _ : state) {
    run.step(1);
    const auto t0 = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(run.snapshot());
    const std::chrono::duration<double> dt = std::chrono::steady_clock::now() - t0;
    state.SetIterationTime(dt.count());
  }
}
BENCHMARK(BM_TrainingSnapshot)->UseManualTime()->Iterations(100)->Unit(benchmark::kMillisecond);

/// Followers on another thread (their own event loop), as students' browsers would be on their
/// own devices: what the GUI thread pays is the server's share alone.
class Followers : public QObject {
 public:
  std::atomic<int> received{0};
  void open(const QUrl& url, const QByteArray& origin, int n) {
    for (int i = 0; i < n; ++i) {
      auto* s = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
      connect(s, &QWebSocket::textMessageReceived, this, [this] { ++received; });
      QNetworkRequest request(url);
      request.setRawHeader("Origin", origin);
      s->open(request);
    }
  }
};

/// Issue 49, item 5: the GUI thread's cost of an x step on the audience view while the lecture
/// is shared with `range(0)` followers (0: not shared), x moving every step as a presenter drags
/// it; the room is told at most every 33 ms.
void BM_PresentingXStepSharedWithFollowers(benchmark::State& state) {
  const int followers = static_cast<int>(state.range(0));
  QTemporaryDir dir;
  QFile page(dir.filePath("page.html"));
  if (!page.open(QIODevice::WriteOnly)) {
    state.SkipWithError("no temporary page");
    return;
  }
  page.write("<!doctype html><noscript><!--gelu-still--></noscript>" +
             QByteArray::fromStdString(std::string(gelu::model::kWebSceneOpen)) + "</script>");
  page.close();
  qputenv("GELU_WEB_PAGE", page.fileName().toLocal8Bit());
  QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
  QSettings().setValue(ui::PresentingSession::kRoomInterfaceKey, "lo");
  ui::Scene scene;
  ui::PresentingSession session(scene, ui::Theme::light(), ui::builtInDeck());
  session.start(2);  // the pdf and Φ
  session.lecture()->resize(1920, 1080);
  QApplication::processEvents();
  QThread thread;
  auto* crowd = new Followers;
  crowd->moveToThread(&thread);
  thread.start();
  const auto stopCrowd = [&] {
    QMetaObject::invokeMethod(
        crowd, [crowd] { delete crowd; }, Qt::BlockingQueuedConnection);
    thread.quit();
    thread.wait();
  };
  if (followers > 0) {
    if (!session.shareWithRoom(nullptr)) {
      stopCrowd();
      state.SkipWithError(session.roomError().toStdString().c_str());
      return;
    }
    const ui::RoomServer* room = session.room();
    const QUrl url(
        QStringLiteral("ws://127.0.0.1:%1/live?code=%2").arg(room->port()).arg(room->joinCode()));
    const QByteArray origin = QStringLiteral("http://127.0.0.1:%1").arg(room->port()).toUtf8();
    QMetaObject::invokeMethod(
        crowd, [crowd, url, origin, followers] { crowd->open(url, origin, followers); });
    for (int i = 0; i < 3000 && room->followers() < followers; ++i) {
      QApplication::processEvents(QEventLoop::AllEvents, 10);
      QThread::msleep(1);
    }
    if (room->followers() < followers) {
      stopCrowd();
      state.SkipWithError("the followers did not all join");
      return;
    }
  }
  timeSteps(state, [&](int i) { scene.setX(-3.0 + 0.01 * (i % 600)); });
  state.counters["followers"] = session.room() != nullptr ? session.room()->followers() : 0;
  state.counters["messages"] = crowd->received.load();
  session.stopSharing();
  stopCrowd();
}
BENCHMARK(BM_PresentingXStepSharedWithFollowers)
    ->Arg(0)
    ->Arg(100)
    ->Arg(300)
    ->UseManualTime()
    ->Iterations(300)
    ->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  // A 1920×1080 offscreen screen (the default one is 800×800, where the window picks its narrow
  // layout), so the six main panels are on screen as on a lecture-hall display.
  QTemporaryFile screen;
  if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM") && screen.open()) {
    screen.write(R"({"screens": [{"name": "hd", "x": 0, "y": 0, "width": 1920, "height": 1080,
                     "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    screen.flush();
    qputenv("QT_QPA_PLATFORM", ("offscreen:configfile=" + screen.fileName()).toLocal8Bit());
  }
  QApplication app(argc, argv);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
