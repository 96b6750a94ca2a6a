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
  addShapeOptions(p, true);
  addFormulaOption(p);
  if (!parse(p, args, "neuron", "Print activation(Σ wᵢxᵢ + b) at full precision.", {"formula"})) {
    return kOk;
  }
  defineFormulas(p);
  if (!p.isSet("inputs")) throw UsageError("neuron: --inputs is required");
  if (!p.isSet("weights")) throw UsageError("neuron: --weights is required");
  const std::vector<double> inputs = numberList(p, "inputs");
  const std::vector<double> weights = numberList(p, "weights");
  if (inputs.size() != weights.size()) {
    throw UsageError("neuron: --inputs has " + std::to_string(inputs.size()) +
                     " values but --weights has " + std::to_string(weights.size()));
  }
  const double bias = finiteOption(p, "bias").value_or(0.0);
  const std::string id = p.isSet("activation") ? p.value("activation").toStdString() : "gelu";
  const gelu::FunctionInfo* f = gelu::findFunction(id);
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
