// gelu-explorer moments and propagate: what an activation does to a Gaussian, and to a signal
// through a deep random network.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "cli.hpp"
#include "core/format.hpp"
#include "core/moments.hpp"
#include "core/propagation.hpp"

namespace cli {

namespace {

constexpr double kMaxAbsMu = 1000.0;
constexpr double kMaxSigma = 1000.0;
constexpr double kMaxGain = 100.0;
constexpr double kMaxBiasStd = 100.0;

/// One row of a table: a JSON object `{"<key>": <label>, "<name>": <value>, …}` (the last row
/// without a comma), or a CSV line `<label>,<value>,…`.
void appendRow(std::string& out, bool json, const std::string& key, const std::string& label,
               std::initializer_list<std::pair<const char*, double>> values, bool last) {
  if (json) {
    out += "    {\"" + key + "\": " + label;
    for (const auto& [name, v] : values) {
      out += ", \"" + std::string(name) + "\": ";
      appendJson(out, v);
    }
    out += last ? "}\n" : "},\n";
  } else {
    out += label;
    for (const auto& [name, v] : values) {
      out += ',';
      gelu::appendShortest(out, v);
    }
    out += '\n';
  }
}

}  // namespace

int runMoments(const QStringList& args) {
  QCommandLineParser p;
  p.addOption({"functions", "Comma-separated activation ids (default: every activation).", "IDS"});
  p.addOption({"mu", "Mean μ of the input X ~ N(μ, σ²), |μ| ≤ 1000 (default 0).", "M"});
  p.addOption({"sigma", "Standard deviation σ of the input, 0 < σ ≤ 1000 (default 1).", "S"});
  addActivationOptions(p);
  addFormulaOption(p);
  p.addOption({"format", "csv (default) or json.", "F"});
  p.addOption({"output", "Write to FILE (atomically) instead of stdout.", "FILE"});
  if (!parse(p, args, "moments",
             "Print E[f(X)], E[f(X)²], Var f(X), E[f′(X)²] and the gain 1/√E[f(X)²] of each "
             "activation for X ~ N(μ, σ²).",
             kFormulaOptions)) {
    return kOk;
  }
  const CommandFormulas formulas = commandFormulas(p);
  gelu::moments::Gaussian input;
  if (const auto mu = finiteOption(p, "mu")) {
    if (std::fabs(*mu) > kMaxAbsMu) throw UsageError("--mu: |μ| must be at most 1000");
    input.mu = *mu;
  }
  if (const auto sigma = finiteOption(p, "sigma")) {
    if (!(*sigma > 0.0) || *sigma > kMaxSigma) {
      throw UsageError("--sigma: must be > 0 and at most 1000, got " + shown(p.value("sigma")));
    }
    input.sigma = *sigma;
  }
  const gelu::Params params = activationOptions(p);
  std::vector<const gelu::FunctionInfo*> fns;
  if (p.isSet("functions")) {
    for (const QString& raw : p.value("functions").split(',')) {
      const gelu::FunctionInfo* f = &activation(*formulas.library, raw, "--functions");
      for (const auto* g : fns) {
        if (g == f) throw UsageError("--functions: '" + shownValue(raw) + "' is listed twice");
      }
      fns.push_back(f);
    }
  } else {
    fns = formulas.library->activations();
  }
  const bool json = jsonFormat(p);
  std::string out;
  if (json) {
    out = "{\n  \"mu\": ";
    appendJson(out, input.mu);
    out += ",\n  \"sigma\": ";
    appendJson(out, input.sigma);
    out += ",\n  \"functions\": [\n";
  } else {
    out = "id,mean,second,variance,slope_second,gain\n";
  }
  std::vector<std::string> notFinite;
  std::vector<std::string> noGain;  // E[f(X)²] = 0: the gain 1/√E[f(X)²] is inf
  for (std::size_t i = 0; i < fns.size(); ++i) {
    const gelu::FunctionInfo& f = *fns[i];
    const auto m = gelu::moments::moments(f, formulas.library->find(f.derivative), input, params);
    const std::string id(f.id);
    if (!std::isfinite(m.mean) || !std::isfinite(m.second)) {
      notFinite.push_back(id);
    } else if (m.second == 0.0) {
      noGain.push_back(id);
    }
    appendRow(out, json, "id", json ? "\"" + id + "\"" : id,
              {{"mean", m.mean},
               {"second", m.second},
               {"variance", m.variance},
               {"slope_second", m.slopeSecond},
               {"gain", m.gain}},
              i + 1 == fns.size());
  }
  if (json) out += "  ]\n}\n";
  Output sink(p.value("output"));
  sink.write(out);
  sink.commit();
  // The rows stay (nan, inf or null is the honest value); one line says why they are not numbers.
  const auto listed = [](const std::vector<std::string>& ids) {
    std::string text;
    for (const auto& id : ids) text += (text.empty() ? "" : ", ") + id;
    return text;
  };
  std::string note;
  if (!notFinite.empty()) {
    note = listed(notFinite) +
           ": E[f(X)] or E[f(X)²] is not a finite number (f is not a number somewhere, or the "
           "integral overflows or diverges)";
  }
  if (!noGain.empty()) {
    note += (note.empty() ? "" : "; ") + listed(noGain) +
            ": E[f(X)²] is 0 (f is 0, or too small for a double, almost everywhere), so the "
            "gain 1/√E[f(X)²] is inf";
  }
  if (!note.empty()) std::fprintf(stderr, "gelu-explorer: %s\n", note.c_str());
  return kOk;
}

int runPropagate(const QStringList& args) {
  QCommandLineParser p;
  p.addOption({"activation", "Activation id (default gelu).", "ID"});
  p.addOption({"depth", "Layers after the input, 1..100 (default 20).", "L"});
  p.addOption({"width", "Units per layer, 1..2048 (default 512).", "W"});
  p.addOption({"gain",
               "Weights N(0, g²/W): a number 0..100, or auto (1/√E[f(Z)²], the second-moment "
               "gain), he (√2), xavier (1), torch (1/√3, nn.Linear's default) (default auto).",
               "G"});
  p.addOption({"bias-std", "Standard deviation σ_b of the biases, 0..100 (default 0: none).", "S"});
  p.addOption({"seed", "Seed of the generator, 0..2^64-1 (default 1).", "S"});
  addActivationOptions(p);
  addFormulaOption(p);
  p.addOption({"format", "csv (default) or json.", "F"});
  p.addOption({"output", "Write to FILE (atomically) instead of stdout.", "FILE"});
  if (!parse(p, args, "propagate",
             "Push N(0, 1) inputs through a deep random network: each layer's pre-activation "
             "mean and variance beside the mean-field recursion.",
             kFormulaOptions)) {
    return kOk;
  }
  const CommandFormulas formulas = commandFormulas(p);
  const gelu::Params params = activationOptions(p);
  const gelu::FunctionInfo& f = activation(
      *formulas.library, p.isSet("activation") ? p.value("activation") : "gelu", "--activation");
  gelu::propagation::Network net;
  net.depth = static_cast<int>(
      countOption(p, "depth", 1, gelu::propagation::kMaxDepth).value_or(net.depth));
  net.width = static_cast<int>(
      countOption(p, "width", 1, gelu::propagation::kMaxWidth).value_or(net.width));
  net.seed = seedOption(p).value_or(net.seed);
  std::string rule = "auto";
  if (p.isSet("gain")) {
    const QString raw = p.value("gain").trimmed();
    if (gelu::propagation::parseGainRule(raw.toStdString())) {
      rule = raw.toStdString();
    } else {
      const auto g = gelu::parseDouble(raw.toStdString());
      if (!g || !std::isfinite(*g) || *g < 0.0 || *g > kMaxGain) {
        throw UsageError("--gain: '" + shown(raw) +
                         "' is not a number in 0..100 or auto, he, xavier, torch");
      }
      rule.clear();
      net.gain = *g;
    }
  }
  if (rule == "auto") {
    // The gain that keeps the variance 1 is 1/√E[f(Z)²]: there is none when that moment is 0,
    // infinite or not a number (an integral that overflows or diverges comes out as inf or nan).
    const double second = gelu::moments::moments(f, nullptr, {}, params).second;
    if (!(second > 0.0) || !std::isfinite(second)) {
      const std::string what =
          second == 0.0 ? "is 0"
          : std::isinf(second)
              ? "is infinite"
              : "is not a number (f is not one somewhere, or the integral overflows or diverges)";
      throw UsageError("--gain: auto needs E[f(Z)²] of " + std::string(f.id) + ", which " + what +
                       ": give a number, he, xavier or torch");
    }
  }
  if (!rule.empty()) {
    net.gain = gelu::propagation::gainFor(*gelu::propagation::parseGainRule(rule), f, 1.0, params);
  }
  if (!std::isfinite(net.gain) || net.gain > kMaxGain) {
    throw UsageError("--gain: " + rule + " gives " + gelu::formatShortest(net.gain) + " for " +
                     std::string(f.id) + ", more than " + gelu::formatShortest(kMaxGain) +
                     ": give a number, he, xavier or torch");
  }
  if (const auto b = finiteOption(p, "bias-std")) {
    if (*b < 0.0 || *b > kMaxBiasStd) {
      throw UsageError("--bias-std: must be in 0..100, got " + shown(p.value("bias-std")));
    }
    net.biasStd = *b;
  }
  const auto layers =
      gelu::propagation::propagate(f, formulas.library->find(f.derivative), net, params);
  const bool json = jsonFormat(p);
  std::string out;
  if (json) {
    out = "{\n  \"activation\": \"" + std::string(f.id) +
          "\",\n  \"depth\": " + std::to_string(net.depth) +
          ",\n  \"width\": " + std::to_string(net.width) + ",\n  \"gain\": ";
    appendJson(out, net.gain);
    out += ",\n  \"bias_std\": ";
    appendJson(out, net.biasStd);
    out += ",\n  \"seed\": " + std::to_string(net.seed) + ",\n  \"layers\": [\n";
  } else {
    out = "layer,mean,variance,theory,near_zero,saturated\n";
  }
  for (const auto& l : layers) {
    appendRow(out, json, "layer", std::to_string(l.index),
              {{"mean", l.mean},
               {"variance", l.variance},
               {"theory", l.theory},
               {"near_zero", l.nearZero},
               {"saturated", l.saturated}},
              l.index == net.depth);
  }
  if (json) out += "  ]\n}\n";
  Output sink(p.value("output"));
  sink.write(out);
  sink.commit();
  return kOk;
}

}  // namespace cli
