// Core benchmarks (not part of ctest); see docs/benchmarks.md for how to run them and read the
// medians.

#include <benchmark/benchmark.h>

#include <cmath>
#include <string>
#include <vector>

#include "core/activations.hpp"
#include "core/curve.hpp"
#include "core/dtype.hpp"
#include "core/formula.hpp"
#include "core/moments.hpp"
#include "core/propagation.hpp"
#include "core/soi.hpp"
#include "core/training.hpp"

namespace {

const std::vector<double>& inputs() {
  static const std::vector<double> x = gelu::linspace(-10.0, 10.0, 4096);
  return x;
}

void BM_GeluTextbookLoop(benchmark::State& state) {
  const auto& x = inputs();
  std::vector<double> out(x.size());
  for (auto _ : state) {
    for (std::size_t i = 0; i < x.size(); ++i) {
      out[i] = 0.5 * x[i] * (1.0 + std::erf(x[i] * 0.70710678118654752));
    }
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * x.size()));
}
BENCHMARK(BM_GeluTextbookLoop);

void BM_GeluAccurateScalarLoop(benchmark::State& state) {
  const auto& x = inputs();
  std::vector<double> out(x.size());
  for (auto _ : state) {
    for (std::size_t i = 0; i < x.size(); ++i) out[i] = gelu::gelu(x[i]);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * x.size()));
}
BENCHMARK(BM_GeluAccurateScalarLoop);

void BM_GeluAccurateArray(benchmark::State& state) {
  const auto& x = inputs();
  std::vector<double> out(x.size());
  for (auto _ : state) {
    gelu::geluArray(x, out);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * x.size()));
}
BENCHMARK(BM_GeluAccurateArray);

// Issue 50: the PyTorch lens against the float path it replaced. BM_DTypeFloatPath is the old
// lens's code, kept here for the comparison: x rounded to the format, x·0.5·(1 + erf(x·√½)) or
// the tanh form in float32 with the C library's erff and tanhf, the result rounded to the format.
// BM_TorchLens is dtype::torchGelu on a PyTorch path (ported glibc, Sleef or oneDNN, bit for
// bit). range(0): 0 float32, 1 bfloat16; range(1): 0 GELU, 1 the tanh form; range(2): the kernel
// (1 a long tensor, 2 vectorized, 3 one element).
gelu::dtype::DType lensFormat(std::int64_t i) {
  return i == 0 ? gelu::dtype::DType::Float32 : gelu::dtype::DType::BFloat16;
}

double oldFloatPath(gelu::dtype::DType t, double x, bool tanhForm) {
  const auto xf = static_cast<float>(gelu::dtype::round(t, x));
  float y = 0.0F;
  if (!tanhForm) {
    y = xf * 0.5F * (1.0F + std::erf(xf * static_cast<float>(0.70710678118654752440)));
  } else {
    const auto beta = static_cast<float>(1.41421356237309504880 * 1.12837916709551257390 * 0.5);
    const auto kappa = static_cast<float>(0.044715);
    const float cube = xf * xf * xf;
    const float inner = beta * (xf + kappa * cube);
    y = 0.5F * xf * (1.0F + std::tanh(inner));
  }
  return gelu::dtype::round(t, static_cast<double>(y));
}

void BM_DTypeFloatPath(benchmark::State& state) {
  const auto& x = inputs();
  const gelu::dtype::DType t = lensFormat(state.range(0));
  const bool tanhForm = state.range(1) != 0;
  std::vector<double> out(x.size());
  for (auto _ : state) {
    for (std::size_t i = 0; i < x.size(); ++i) out[i] = oldFloatPath(t, x[i], tanhForm);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * x.size()));
}
BENCHMARK(BM_DTypeFloatPath)->ArgsProduct({{0, 1}, {0, 1}});

void BM_TorchLens(benchmark::State& state) {
  const auto& x = inputs();
  const gelu::dtype::DType t = lensFormat(state.range(0));
  const bool tanhForm = state.range(1) != 0;
  const auto kernel = static_cast<gelu::dtype::Kernel>(state.range(2));
  std::vector<double> out(x.size());
  for (auto _ : state) {
    for (std::size_t i = 0; i < x.size(); ++i) {
      out[i] = gelu::dtype::torchGelu(kernel, t, x[i], tanhForm);
    }
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * x.size()));
}
BENCHMARK(BM_TorchLens)->ArgsProduct({{0, 1}, {0, 1}, {1, 2, 3}});

// Issue 32's target: a 2-16-16-1 network on 500 training points, full batch, at least 1,000
// epochs a second on one core. range(0): 0 GELU, 1 ReLU (the same network for comparison).
void BM_TrainEpoch(benchmark::State& state) {
  gelu::training::DataConfig c;
  c.kind = gelu::training::DatasetKind::Spiral;
  c.points = 1000;
  c.testShare = 0.5;
  static const gelu::training::Dataset data = gelu::training::makeDataset(c);
  const char* id = state.range(0) == 0 ? "gelu" : "relu";
  const gelu::FunctionInfo& f = *gelu::builtInFunction(id);
  gelu::training::NetConfig net;
  net.hidden = {16, 16};
  gelu::training::TrainConfig train;
  train.batch = 0;
  gelu::training::Trainer trainer(data, f, *gelu::builtInFunction(f.derivative), {}, net, train);
  for (auto _ : state) trainer.epoch();
  state.SetLabel(std::string(id) + ", " + std::to_string(data.train.size()) + " points");
  state.counters["epochs_per_second"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_TrainEpoch)->Arg(0)->Arg(1);

void BM_SoiDraws(benchmark::State& state) {
  gelu::soi::Config c;
  c.x = 0.5;
  c.method = state.range(0) == 0 ? gelu::soi::Method::Uniform : gelu::soi::Method::Normal;
  gelu::soi::Simulator sim(c);
  constexpr std::uint64_t kDraws = 1 << 20;
  for (auto _ : state) {
    sim.drawMany(kDraws);
    benchmark::DoNotOptimize(sim.kept());
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kDraws));
  state.SetLabel(c.method == gelu::soi::Method::Uniform ? "uniform (U < p)" : "normal (X <= x)");
}
BENCHMARK(BM_SoiDraws)->Arg(0)->Arg(1);

void BM_FastForward1e12(benchmark::State& state) {
  gelu::soi::Config c;
  c.x = 0.5;
  std::uint64_t seed = 1;
  for (auto _ : state) {
    c.seed = seed++;
    gelu::soi::Simulator sim(c);
    sim.fastForward(1'000'000'000'000ULL);
    benchmark::DoNotOptimize(sim.kept());
  }
  state.SetLabel("one exact Binomial(1e12, p) increment");
}
BENCHMARK(BM_FastForward1e12)->Unit(benchmark::kMicrosecond);

void BM_Run1e15With100Checkpoints(benchmark::State& state) {
  gelu::soi::Config c;
  c.x = 0.5;
  gelu::soi::RunOptions o;
  o.samples = gelu::soi::kMaxSamples;
  o.checkpoints = 100;
  for (auto _ : state) benchmark::DoNotOptimize(gelu::soi::run(c, o).kept);
  state.SetLabel("per-draw to 65536, then binomial increments");
}
BENCHMARK(BM_Run1e15With100Checkpoints)->Unit(benchmark::kMillisecond);

/// A typed formula (value and derivative by automatic differentiation) at 1000 points.
void BM_Formula1000Points(benchmark::State& state) {
  const auto f = gelu::Formula::compile("0.5*x*(1 + tanh(sqrt(2/pi)*(x + 0.044715*x^3)))", nullptr);
  const std::vector<double> x = gelu::linspace(-5.0, 5.0, 1000);
  std::vector<double> y(x.size());
  for (auto _ : state) {
    f->evaluate(x, y, state.range(0) != 0);
    benchmark::DoNotOptimize(y.data());
  }
}
BENCHMARK(BM_Formula1000Points)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

/// Every activation of the library (and its derivative) at 1000 points: the cost of drawing a
/// curve before adaptive sampling refines it.
void BM_LibraryCurves1000Points(benchmark::State& state) {
  const std::vector<double> x = gelu::linspace(-5.0, 5.0, 1000);
  std::vector<double> y(x.size());
  const auto fns = gelu::builtInActivations();
  for (auto _ : state) {
    for (const auto* f : fns) {
      gelu::evaluate(*f, x, y);
      gelu::evaluate(*gelu::builtInFunction(f->derivative), x, y);
    }
    benchmark::DoNotOptimize(y.data());
  }
  state.counters["functions"] = static_cast<double>(2 * fns.size());
}
BENCHMARK(BM_LibraryCurves1000Points)->Unit(benchmark::kMicrosecond);

/// The largest network `propagate` takes (2048 wide, 100 deep) with its mean-field recursion:
/// the command's promise is under a second.
void BM_Propagate2048x100(benchmark::State& state) {
  const gelu::FunctionInfo& f = *gelu::builtInFunction("gelu");
  gelu::propagation::Network n;
  n.depth = gelu::propagation::kMaxDepth;
  n.width = gelu::propagation::kMaxWidth;
  n.gain = std::sqrt(2.0);
  for (auto _ : state) {
    auto layers = gelu::propagation::propagate(f, gelu::builtInFunction("dgelu"), n, {}, true);
    benchmark::DoNotOptimize(layers.data());
  }
}
BENCHMARK(BM_Propagate2048x100)->Unit(benchmark::kMillisecond);

/// Every activation's four Gaussian moments (the moments command's default table).
void BM_MomentsEveryActivation(benchmark::State& state) {
  const auto fns = gelu::builtInActivations();
  for (auto _ : state) {
    for (const auto* f : fns) {
      auto m = gelu::moments::moments(*f, gelu::builtInFunction(f->derivative), {});
      benchmark::DoNotOptimize(m.gain);
    }
  }
}
BENCHMARK(BM_MomentsEveryActivation)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
