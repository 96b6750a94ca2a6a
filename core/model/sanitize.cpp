#include "core/model/sanitize.hpp"

#include <algorithm>
#include <cmath>

#include "core/dtype.hpp"
#include "core/model/ids.hpp"
#include "core/model/limits.hpp"
#include "core/neuron.hpp"
#include "core/propagation.hpp"
#include "core/training.hpp"

namespace gelu::model {
namespace {

double clampTo(double v, const limits::Range& r, double fallback) {
  return std::isfinite(v) ? std::clamp(v, r.min, r.max) : fallback;
}

/// The training settings `t` if they are all in range (activations no longer known, from a
/// removed formula, are dropped), else `current`'s.
TrainingState sanitizedTraining(const TrainingState& t, const TrainingState& current,
                                const FunctionLibrary& library) {
  namespace tr = training;
  TrainingState n = t;
  const auto keepKnown = [&library](std::vector<std::string> ids) {
    std::vector<std::string> out;
    for (std::string& id : ids) {
      if (isActivation(library, id) && !contains(out, id)) out.push_back(std::move(id));
    }
    return out;
  };
  n.activations = keepKnown(t.activations);
  if (n.activations.empty()) n.activations = keepKnown(current.activations);
  if (n.activations.empty()) n.activations = TrainingState().activations;
  if (n.activations.size() > static_cast<std::size_t>(limits::kMaxTrainingPanes)) {
    n.activations.resize(limits::kMaxTrainingPanes);
  }
  const bool layersOk = !t.layers.empty() &&
                        t.layers.size() <= static_cast<std::size_t>(tr::kMaxHiddenLayers) &&
                        std::all_of(t.layers.begin(), t.layers.end(),
                                    [](int u) { return u >= 1 && u <= tr::kMaxUnits; });
  const bool ok = tr::parseDataset(t.dataset).has_value() && t.points >= tr::kMinPoints &&
                  t.points <= tr::kMaxPoints && std::isfinite(t.noise) &&
                  limits::kTrainingNoise.contains(t.noise) && layersOk &&
                  tr::parseOptimizer(t.optimizer).has_value() && std::isfinite(t.learningRate) &&
                  limits::kLearningRate.contains(t.learningRate) && t.batch >= 0 &&
                  t.batch <= tr::kMaxPoints && t.epochs >= 1 &&
                  t.epochs <= limits::kMaxTrainingEpochs && t.speed >= 0 &&
                  t.speed <= limits::kMaxTrainingSpeed;
  if (!ok) {
    std::vector<std::string> activations = std::move(n.activations);
    n = current;
    n.activations = std::move(activations);
  }
  return n;
}

}  // namespace

ModelState sanitized(const ModelState& s, const ModelState& c, const FunctionLibrary& library) {
  ModelState n = s;
  n.x = clampTo(s.x, limits::kX, c.x);
  n.mu = clampTo(s.mu, limits::kMu, c.mu);
  n.sigma = clampTo(s.sigma, limits::kSigma, c.sigma);
  n.alpha = clampTo(s.alpha, limits::kAlpha, c.alpha);
  n.beta = clampTo(s.beta, limits::kBeta, c.beta);
  n.slope = clampTo(s.slope, limits::kSlope, c.slope);
  n.lambda = clampTo(s.lambda, limits::kLambda, c.lambda);
  n.curves = canonicalCurves(s.curves, library);
  if (!(std::isfinite(s.xMin) && std::isfinite(s.xMax))) {
    n.xMin = c.xMin;
    n.xMax = c.xMax;
  } else {
    n.xMin = std::max(s.xMin, limits::kX.min);
    n.xMax = std::min(s.xMax, limits::kX.max);
    if (!(n.xMax - n.xMin >= limits::kMinXWidth)) {
      n.xMin = c.xMin;
      n.xMax = c.xMax;
    }
  }
  if (!(std::isfinite(s.yMin) && std::isfinite(s.yMax) && s.yMin >= limits::kY.min &&
        s.yMax <= limits::kY.max && s.yMax - s.yMin >= limits::kMinYHeight)) {
    n.yMin = c.yMin;
    n.yMax = c.yMax;
  }
  n.speed = clampTo(s.speed, limits::kSpeed, c.speed);
  const double neuron[] = {s.neuron.x1,   s.neuron.x2, s.neuron.w1, s.neuron.w2,
                           s.neuron.bias, s.neuron.v1, s.neuron.v2, s.neuron.c};
  const bool neuronOk =
      std::all_of(std::begin(neuron), std::end(neuron),
                  [](double v) { return std::isfinite(v) && limits::kNeuron.contains(v); }) &&
      library.find(s.neuron.activation) != nullptr && parseGate(s.neuron.gate).has_value();
  if (!neuronOk) n.neuron = c.neuron;
  const PropagationState& pr = s.propagation;
  const bool propagationOk = (pr.gain == "value" || propagation::parseGainRule(pr.gain)) &&
                             std::isfinite(pr.gainValue) && limits::kGain.contains(pr.gainValue) &&
                             pr.depth >= 1 && pr.depth <= limits::kMaxDepth && pr.width >= 1 &&
                             pr.width <= limits::kMaxWidth && std::isfinite(pr.biasStd) &&
                             limits::kBiasStd.contains(pr.biasStd);
  if (!propagationOk) n.propagation = c.propagation;
  const NumberFormatState& nf = s.numberFormat;
  if (!contains(numberFormatNames(false), nf.dtype) ||
      !contains(numberFormatNames(true), nf.compare) || !dtype::parseKernel(nf.kernel)) {
    n.numberFormat = c.numberFormat;
  }
  n.training = sanitizedTraining(s.training, c.training, library);
  // A formula the neuron used was removed: back to the default activation.
  if (library.find(n.neuron.activation) == nullptr) n.neuron.activation = NeuronState().activation;
  return n;
}

}  // namespace gelu::model
