// gelu-explorer simulate: the SOI Monte Carlo at one x, as JSON or as a CSV convergence path.
#include <cmath>
#include <string>

#include "cli.hpp"
#include "core/format.hpp"
#include "core/soi.hpp"

namespace cli {
namespace {

constexpr std::uint64_t kMaxCheckpoints = 100'000;
constexpr double kMaxAbsX = 1e307;

void field(std::string& out, const char* key, double v, bool last = false) {
  out += "  \"";
  out += key;
  out += "\": ";
  gelu::appendShortest(out, v);
  out += last ? "\n" : ",\n";
}

void field(std::string& out, const char* key, std::uint64_t v) {
  out += "  \"" + std::string(key) + "\": " + std::to_string(v) + ",\n";
}

}  // namespace

int runSimulate(const QStringList& args) {
  QCommandLineParser p;
  p.addOption({"x", "The input x (required, finite).", "X"});
  p.addOption({"samples", "Number of draws N, 1..1e15 (default 1000).", "N"});
  p.addOption({"seed", "Seed of the generator, 0..2^64-1 (default 1).", "S"});
  addShapeOptions(p, false);
  p.addOption(
      {"method", "Mask draw: uniform (U < Φ(x)) or normal (X ≤ x) (default uniform).", "M"});
  p.addOption(
      {"checkpoints", "Report K log-spaced checkpoints ending at N (K ≤ N, ≤ 100000).", "K"});
  p.addOption({"format", "json (default) or csv (csv needs --checkpoints).", "F"});
  if (!parse(p, args, "simulate",
             "Simulate the stochastic zero-or-identity mask: keep x with probability Φ(x).")) {
    return kOk;
  }
  if (!p.isSet("x")) throw UsageError("simulate: --x is required");
  gelu::soi::Config config;
  config.x = *finiteOption(p, "x");
  // JSON has no infinity: beyond this the 95% interval (up to 1.98·|x|) would overflow.
  if (std::fabs(config.x) > kMaxAbsX) {
    throw UsageError("--x: |x| must be at most 1e307 (the 95% interval would overflow), got " +
                     shown(p.value("x")));
  }
  const gelu::Params shape = shapeOptions(p, false);
  config.mu = shape.mu;
  config.sigma = shape.sigma;
  config.seed = seedOption(p).value_or(config.seed);
  if (p.isSet("method")) {
    const auto m = gelu::soi::parseMethod(p.value("method").toStdString());
    if (!m)
      throw UsageError("--method: '" + shown(p.value("method")) + "' is not uniform or normal");
    config.method = *m;
  }
  gelu::soi::RunOptions options;
  options.samples = countOption(p, "samples", 1, gelu::soi::kMaxSamples).value_or(1000);
  options.checkpoints = countOption(p, "checkpoints", 1, kMaxCheckpoints).value_or(0);
  if (options.checkpoints > options.samples) {
    throw UsageError("--checkpoints: " + std::to_string(options.checkpoints) +
                     " is more than --samples " + std::to_string(options.samples));
  }
  const QString format = p.isSet("format") ? p.value("format") : QString("json");
  if (format != "json" && format != "csv") {
    throw UsageError("--format: '" + shown(format) + "' is not json or csv");
  }
  if (format == "csv" && options.checkpoints == 0) {
    throw UsageError("--format csv needs --checkpoints K");
  }

  const gelu::soi::RunResult r = gelu::soi::run(config, options);
  std::string out;
  if (format == "csv") {
    out = "n,mean,band_low,band_high\n";
    for (const auto& c : r.checkpoints) {
      out += std::to_string(c.n) + ',';
      gelu::appendShortest(out, c.mean);
      out += ',';
      gelu::appendShortest(out, c.band.low);
      out += ',';
      gelu::appendShortest(out, c.band.high);
      out += '\n';
    }
  } else {
    const auto band = gelu::soi::band95(config.x, r.p, r.q, r.n);
    const double halfWidth = gelu::soi::kZ95 * r.stdError;
    out = "{\n";
    field(out, "x", config.x);
    field(out, "mu", config.mu);
    field(out, "sigma", config.sigma);
    field(out, "p", r.p);
    field(out, "expected", r.expected);
    field(out, "samples", r.n);
    field(out, "kept", r.kept);
    field(out, "mean", r.mean);
    field(out, "std_error", r.stdError);
    field(out, "ci95_low", r.mean - halfWidth);
    field(out, "ci95_high", r.mean + halfWidth);
    field(out, "band95_low", band.low);
    field(out, "band95_high", band.high);
    field(out, "seed", config.seed);
    out += "  \"method\": \"" + std::string(gelu::soi::toString(config.method)) + "\"\n}\n";
  }
  Output sink(QString{});
  sink.write(out);
  sink.commit();
  return kOk;
}

}  // namespace cli
