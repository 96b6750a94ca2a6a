// Export cost: the sheet of the six main panels as a 3200×1800 PNG, from the Scene to the bytes
// of the file (layout, drawing, PNG encoding), plus the parts alone and the vector formats.
//   build/release/tests/bench/bench_export --benchmark_repetitions=5
//       --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include <QApplication>
#include <memory>
#include <vector>

#include <QFileInfo>
#include <QTemporaryDir>

#include "ui/export/Animation.hpp"
#include "ui/export/Export.hpp"
#include "ui/export/TextBoxes.hpp"
#include "ui/model/Scene.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/Theme.hpp"

namespace {

/// The sheet `gelu-explorer render --panel sheet` draws: six panels, light theme, 10^4 draws.
struct Sheet {
  ui::Scene scene;
  std::vector<std::unique_ptr<ui::PlotPanel>> panels;
  QList<ui::SheetCell> cells;
  Sheet() {
    QList<ui::PlotPanel*> raw;
    for (const QString& id : ui::sheetPanelIds()) {
      panels.push_back(ui::createPanel(id, scene));
      panels.back()->setTheme(ui::Theme::light());
      raw << panels.back().get();
    }
    scene.simulateTo(10000);
    cells = ui::gridCells(raw, 3);
  }
};

void run(benchmark::State& state, QSize size, double scale, ui::ExportFormat format) {
  Sheet sheet;
  ui::ExportOptions o;
  o.size = size;
  o.scale = scale;
  std::size_t bytes = 0;
  for (auto _ : state) {
    const QByteArray file = ui::renderFile(sheet.cells, o, format);
    bytes = static_cast<std::size_t>(file.size());
    benchmark::DoNotOptimize(file.data());
  }
  state.counters["file_kB"] = static_cast<double>(bytes) / 1e3;
}

void BM_SheetPng3200x1800(benchmark::State& s) { run(s, {3200, 1800}, 1.0, ui::ExportFormat::Png); }
void BM_SheetPng1600x900At2x(benchmark::State& s) {
  run(s, {1600, 900}, 2.0, ui::ExportFormat::Png);
}
void BM_SheetSvg(benchmark::State& s) { run(s, {1600, 900}, 1.0, ui::ExportFormat::Svg); }
void BM_SheetPdf(benchmark::State& s) { run(s, {1600, 900}, 1.0, ui::ExportFormat::Pdf); }

/// The drawing alone (no encoding), to see where the time goes.
void BM_SheetDraw3200x1800(benchmark::State& state) {
  Sheet sheet;
  ui::ExportOptions o;
  o.size = {3200, 1800};
  for (auto _ : state) {
    QImage image = ui::renderImage(sheet.cells, o);
    benchmark::DoNotOptimize(image.bits());
  }
}

/// The layout check every export makes first (TextBoxes: a vector pass that records text).
void BM_SheetLayoutCheck(benchmark::State& state) {
  Sheet sheet;
  ui::ExportOptions o;
  o.size = {1600, 900};
  o.scale = 2;
  for (auto _ : state) {
    const QString refusal = ui::layoutRefusal(sheet.cells, o);
    benchmark::DoNotOptimize(refusal.size());
  }
}

/// The clip: 120 frames (4 s at 30 fps) of the six-curve sheet at 1600×900 swept from
/// x = −3 to 3, encoded to MP4 and written. Reports the file's size.
void BM_AnimationSheetMp4(benchmark::State& state) {
  QTemporaryDir dir;
  ui::AnimationJob job;
  job.scene.model.curves = {"gelu", "gelu_tanh", "gelu_sigmoid", "silu", "relu", "elu"};
  job.scene.samples = 10000;
  job.path = dir.filePath("sweep.mp4");
  for (auto _ : state) {
    if (const auto error = ui::exportAnimation(job)) {
      state.SkipWithError(error->message.toStdString().c_str());
      return;
    }
  }
  state.counters["frames"] = 120;
  state.counters["MB"] = static_cast<double>(QFileInfo(job.path).size()) / 1e6;
}
BENCHMARK(BM_AnimationSheetMp4)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

BENCHMARK(BM_SheetPng3200x1800)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SheetPng1600x900At2x)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SheetDraw3200x1800)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SheetLayoutCheck)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SheetSvg)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SheetPdf)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

int main(int argc, char** argv) {
  if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
