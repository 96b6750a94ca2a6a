// Prints the bits of what the core computes — every built-in function over the reference tables'
// inputs, the generalized GELU over its tables, typed formulas and their derivatives, a seeded
// Monte Carlo run, the number-format lens, the PyTorch lens, numbers as text and read back, and a
// short training run — one value a line, as hex. Two builds (g++ and clang; native and
// WebAssembly) that print the same bytes give the same results: scripts/test-all.sh compares them.
// Nothing here is checked against a stored answer.
//
// Lines that begin with "libm " hold values computed through the C library's exp, expm1, log1p,
// tanh, sin, … (the activations built on them, a formula that calls them, the training run): equal
// on one C library, they may differ in the last bit between glibc and emscripten's musl (measured:
// exp 113 and sin 6,340 of 200,000 arguments). Every other line depends on no C library function
// but correctly rounded ones (sqrt, printf and strtod) and must be equal in every build.
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "core/activations.hpp"
#include "core/dtype.hpp"
#include "core/format.hpp"
#include "core/formula.hpp"
#include "core/formula_tex.hpp"
#include "core/function_library.hpp"
#include "core/normal.hpp"
#include "core/soi.hpp"
#include "core/torch_gelu.hpp"
#include "core/training.hpp"
#include "reference.hpp"
#include "torch_reference.hpp"

namespace {

void put(const char* what, double v) {
  std::uint64_t bits = 0;
  std::memcpy(&bits, &v, sizeof bits);
  std::printf("%s %016" PRIx64 "\n", what, bits);
}

// The built-in functions that call the C library's exp, expm1, log1p or tanh (library.cpp,
// activations.cpp). A new function is held to every bit until it is listed here.
bool throughLibm(std::string_view id) {
  for (const char* f : {"gelu_tanh", "gelu_sigmoid", "silu", "elu", "sigmoid", "tanh", "softplus",
                        "mish", "swish", "logsigmoid", "tanhshrink", "selu", "celu"}) {
    if (id == f || (id.size() == std::strlen(f) + 1 && id[0] == 'd' && id.substr(1) == f)) {
      return true;
    }
  }
  return false;
}

void formula(const char* label, const char* text) {
  gelu::FormulaError error;
  const auto f = gelu::Formula::compile(text, &error);
  if (!f) {
    std::printf("%s %s refused\n", label, text);
    return;
  }
  const std::string value = std::string(label) + " " + text;
  const std::string derivative = value + " '";
  for (int i = -500; i <= 500; ++i) {
    const double x = i / 50.0;
    put(value.c_str(), f->value(x));
    put(derivative.c_str(), f->derivative(x));
  }
}

}  // namespace

int main(int argc, char** argv) {
  // --portable: without the training run, whose losses go through the C library's exp and log.
  const bool portableOnly = argc > 1 && std::strcmp(argv[1], "--portable") == 0;
  const auto& lib = *gelu::FunctionLibrary::builtIns();
  for (const char* table : {"reference_grid.csv", "reference_random.csv", "reference_extra.csv",
                            "reference_hard.csv", "reference_library.csv"}) {
    const reftest::Table t = reftest::load(table);
    const auto& xs = t.exact[t.column("x")];
    for (const gelu::FunctionInfo* f : lib.all()) {
      const std::string what =
          (throughLibm(f->id) ? "libm " : "") + std::string(table) + " " + std::string(f->id);
      for (const double x : xs) put(what.c_str(), f->f(x, gelu::Params{}));
    }
  }
  for (const char* table : {"reference_general.csv", "reference_general_extra.csv"}) {
    const reftest::Table t = reftest::load(table);
    const auto& mu = t.exact[t.column("mu")];
    const auto& sigma = t.exact[t.column("sigma")];
    const auto& xs = t.exact[t.column("x")];
    for (std::size_t i = 0; i < t.rows(); ++i) {
      put("general gelu", gelu::gelu(xs[i], mu[i], sigma[i]));
      put("general dgelu", gelu::dgelu(xs[i], mu[i], sigma[i]));
      put("general cdf", gelu::cdf(xs[i], mu[i], sigma[i]));
      put("general pdf", gelu::pdf(xs[i], mu[i], sigma[i]));
    }
  }
  // Φ, φ, arithmetic, abs and square roots: the core's own kernels and correctly rounded
  // operations only (x^n is the C library's pow).
  formula("formula", "x*Phi(x) + 0.1*phi(3*x)*phi(3*x) / sqrt(x*x + 1) - abs(x)*x*x/(1 + x*x*x*x)");
  formula("libm formula", "x*Phi(x) + 0.1*sin(3*x)^2 - log(1 + exp(x))");
  std::printf("tex %s\n",
              gelu::formulaToTex("x*Phi(x) + 0.1*sin(3*x)^2 / sqrt(x^2+1)").value_or("?").c_str());
  gelu::soi::RunOptions options;
  options.samples = 1000000;
  options.checkpoints = 40;
  for (const auto method : {gelu::soi::Method::Uniform, gelu::soi::Method::Normal}) {
    const auto run = gelu::soi::run({0.5, 0.0, 1.0, 12345, method}, options);
    std::printf("monte-carlo kept %" PRIu64 "\n", run.kept);
    for (const auto& c : run.checkpoints) put("monte-carlo mean", c.mean);
    // A counted run's latest draws (Simulator::countedDraws), as the window shows them (the
    // normal method's variates through the C library's log, in its polar method).
    gelu::soi::Simulator sim({-0.5, 0.0, 1.0, 12345, method});
    sim.drawMany(1 << 16);
    sim.fastForward(1000000);
    for (const auto& d : sim.countedDraws(24)) {
      put(method == gelu::soi::Method::Uniform ? "monte-carlo counted draw"
                                               : "libm monte-carlo counted draw",
          d.variate);
    }
  }
  for (const char* id : {"fp32", "bf16", "fp16", "e4m3", "e5m2"}) {
    const auto type = *gelu::dtype::parse(id);
    for (int i = -4000; i <= 4000; ++i) {
      const double x = i / 500.0;
      put("dtype round", gelu::dtype::round(type, gelu::gelu(x)));
    }
  }
  // Numbers as text and back (formatShortest, parseDouble): libstdc++'s to_chars and from_chars in
  // the desktop build, core/detail/wasm_compat.hpp in the WebAssembly one.
  {
    std::vector<double> values;
    for (int k = -1074; k <= 1023; k += 7) {
      const double p = std::ldexp(1.0, k);
      values.insert(values.end(), {p, std::nextafter(p, 0.0), std::nextafter(p, HUGE_VAL)});
    }
    std::uint64_t state = 48;  // splitmix64: the same raw bits on every standard library
    while (values.size() < 20000) {
      state += 0x9e3779b97f4a7c15U;
      std::uint64_t z = state;
      z = (z ^ (z >> 30U)) * 0xbf58476d1ce4e5b9U;
      z = (z ^ (z >> 27U)) * 0x94d049bb133111ebU;
      z ^= z >> 31U;
      double v = 0;
      std::memcpy(&v, &z, sizeof v);
      if (std::isfinite(v)) values.push_back(v);
    }
    for (const double v : values) {
      const std::string text = gelu::formatShortest(v);
      std::printf("format %s\n", text.c_str());
      char longer[40];
      std::snprintf(longer, sizeof longer, "%.20e", v);
      put("parse", gelu::parseDouble(longer).value_or(-1.0));
    }
  }
  // The PyTorch lens (its ports of glibc, Sleef and oneDNN) over the inputs of PyTorch's tables:
  // every op on every path.
  for (const char* dtype : {"f32", "bf16"}) {
    const reftest::TorchTable t = reftest::loadTorch(dtype);
    const std::size_t xc = t.column("x");
    const std::size_t dyc = t.column("dy");
    for (int op = 0; op < 4; ++op) {
      for (int path = 0; path < 3; ++path) {
        for (std::size_t r = 0; r < t.rows(); ++r) {
          const auto o = static_cast<gelu::torch::Op>(op);
          const auto p = static_cast<gelu::torch::Path>(path);
          const std::uint32_t v =
              t.dtype == "f32"
                  ? gelu::torch::float32(o, p, t.at(r, xc), t.at(r, dyc))
                  : gelu::torch::bfloat16(o, p, static_cast<std::uint16_t>(t.at(r, xc)),
                                          static_cast<std::uint16_t>(t.at(r, dyc)));
          std::printf("torch %s %d %d %08" PRIx32 "\n", dtype, op, path, v);
        }
      }
    }
  }
  if (!portableOnly) {
    // The trainer's losses go through exp and log: equal between g++ and clang on one C
    // library; between glibc and musl they may differ in the last bits.
    const auto data = gelu::training::makeDataset({});
    const auto* f = lib.find("gelu");
    const auto* df = lib.find("dgelu");
    gelu::training::Trainer trainer(data, *f, *df, gelu::Params{}, {}, {});
    for (int e = 0; e < 5; ++e) {
      trainer.epoch();
      const auto m = trainer.metrics();
      put("libm training loss", m.trainLoss);
      put("libm training test loss", m.testLoss);
    }
  }
  return 0;
}
