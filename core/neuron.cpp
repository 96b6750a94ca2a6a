#include "core/neuron.hpp"

#include <stdexcept>

#include "core/detail/double_double.hpp"

namespace gelu {

double weightedSum(std::span<const double> inputs, std::span<const double> weights, double bias) {
  if (inputs.size() != weights.size()) {
    throw std::invalid_argument("weightedSum: inputs and weights differ in length");
  }
  double s = bias;
  double c = 0.0;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    const detail::DD prod = detail::twoProd(inputs[i], weights[i]);
    const detail::DD sum = detail::twoSum(s, prod.hi);
    s = sum.hi;
    c += sum.lo + prod.lo;
  }
  return s + c;
}

NeuronOutput neuron(std::span<const double> inputs, std::span<const double> weights, double bias,
                    const FunctionInfo& activation, const Params& p) {
  NeuronOutput out;
  out.sum = weightedSum(inputs, weights, bias);
  out.output = activation(out.sum, p);
  return out;
}

std::optional<Gate> parseGate(std::string_view name) {
  for (const Gate g : kGates) {
    if (gateName(g) == name) return g;
  }
  return std::nullopt;
}

std::string_view gateName(Gate gate) {
  switch (gate) {
    case Gate::Geglu:
      return "geglu";
    case Gate::Swiglu:
      return "swiglu";
    case Gate::Reglu:
      return "reglu";
    case Gate::None:
      break;
  }
  return "none";
}

std::string_view gateActivation(Gate gate) {
  switch (gate) {
    case Gate::Geglu:
      return "gelu";
    case Gate::Swiglu:
      return "swish";
    case Gate::Reglu:
      return "relu";
    case Gate::None:
      break;
  }
  return "";
}

GatedOutput gatedNeuron(std::span<const double> inputs, std::span<const double> weights,
                        double bias, std::span<const double> gateWeights, double gateBias,
                        Gate gate, const Params& p) {
  if (gate == Gate::None) throw std::invalid_argument("gatedNeuron: no gate");
  GatedOutput out;
  out.sum = weightedSum(inputs, weights, bias);
  out.gate = weightedSum(inputs, gateWeights, gateBias);
  out.act = (*builtInFunction(gateActivation(gate)))(out.gate, p);
  out.output = out.sum * out.act;
  return out;
}

}  // namespace gelu
