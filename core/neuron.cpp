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

}  // namespace gelu
