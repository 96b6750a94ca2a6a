// gelu-explorer neuron: weighted sum plus bias through an activation.
#include <cmath>
#include <string>

#include "cli.hpp"
#include "core/format.hpp"
#include "core/neuron.hpp"

namespace cli {

int runNeuron(const QStringList& args) {
  QCommandLineParser p;
  p.addOption({"inputs", "Comma-separated inputs x1,x2,… (required).", "LIST"});
  p.addOption({"weights", "Comma-separated weights, as many as inputs (required).", "LIST"});
  p.addOption({"bias", "Bias b (default 0).", "B"});
  p.addOption({"activation", "Activation id (default gelu).", "ID"});
  p.addOption({"gate",
               "A gated unit (w·x + b)·act(v·x + c): geglu (act = gelu), swiglu (swish, --beta) or "
               "reglu (relu).",
               "KIND"});
  p.addOption({"gate-weights", "The gate's weights v, as many as inputs (with --gate).", "LIST"});
  p.addOption({"gate-bias", "The gate's bias c (default 0).", "C"});
  addShapeOptions(p, true);
  addFormulaOption(p);
  if (!parse(p, args, "neuron", "Print activation(Σ wᵢxᵢ + b) at full precision.",
             kFormulaOptions)) {
    return kOk;
  }
  const CommandFormulas formulas = commandFormulas(p);
  if (!p.isSet("inputs")) throw UsageError("neuron: --inputs is required");
  if (!p.isSet("weights")) throw UsageError("neuron: --weights is required");
  const std::vector<double> inputs = numberList(p, "inputs");
  const std::vector<double> weights = numberList(p, "weights");
  if (inputs.size() != weights.size()) {
    throw UsageError("neuron: --inputs has " + std::to_string(inputs.size()) +
                     " values but --weights has " + std::to_string(weights.size()));
  }
  const double bias = finiteOption(p, "bias").value_or(0.0);
  if (p.isSet("gate")) {
    const auto gate = gelu::parseGate(p.value("gate").toStdString());
    if (!gate || *gate == gelu::Gate::None) {
      throw UsageError("--gate: '" + shown(p.value("gate")) + "' is not geglu, swiglu or reglu");
    }
    if (p.isSet("activation")) throw UsageError("--activation and --gate cannot be combined");
    if (!p.isSet("gate-weights")) throw UsageError("--gate needs --gate-weights");
    const std::vector<double> v = numberList(p, "gate-weights");
    if (v.size() != inputs.size()) {
      throw UsageError("neuron: --inputs has " + std::to_string(inputs.size()) +
                       " values but --gate-weights has " + std::to_string(v.size()));
    }
    const double c = finiteOption(p, "gate-bias").value_or(0.0);
    const gelu::GatedOutput r =
        gelu::gatedNeuron(inputs, weights, bias, v, c, *gate, shapeOptions(p, true));
    if (!std::isfinite(r.sum) || !std::isfinite(r.gate)) {
      throw UsageError("neuron: the weighted sum overflows");
    }
    Output sink(QString{});
    sink.write(gelu::formatShortest(r.output) + "\n");
    sink.commit();
    return kOk;
  }
  if (p.isSet("gate-weights") || p.isSet("gate-bias")) {
    throw UsageError("--gate-weights and --gate-bias need --gate");
  }
  const std::string id = p.isSet("activation") ? p.value("activation").toStdString() : "gelu";
  const gelu::FunctionInfo* f = formulas.library->find(id);
  if (f == nullptr)
    throw UsageError("--activation: unknown id '" + shown(p.value("activation")) + "'");
  const gelu::NeuronOutput r = gelu::neuron(inputs, weights, bias, *f, shapeOptions(p, true));
  if (!std::isfinite(r.sum)) throw UsageError("neuron: the weighted sum overflows");
  Output sink(QString{});
  sink.write(gelu::formatShortest(r.output) + "\n");
  sink.commit();
  return kOk;
}

}  // namespace cli
