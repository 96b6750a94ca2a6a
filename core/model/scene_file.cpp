#include "core/model/scene_file.hpp"

#include <algorithm>
#include <cmath>

#include "core/function_library.hpp"
#include "core/io.hpp"
#include "core/model/base64.hpp"
#include "core/model/ids.hpp"
#include "core/model/limits.hpp"
#include "core/neuron.hpp"
#include "core/soi.hpp"
#include "core/training.hpp"
#include "core/training_cost.hpp"

namespace gelu::model {
namespace {

constexpr const char* kFormat = "gelu-explorer-scene";
constexpr double kMaxExactInteger = 9007199254740992.0;  // 2^53

/// A number as JSON: whole numbers as integers ("mu": 0, not 0.0), others as doubles.
Json num(double v) {
  if (std::isfinite(v) && std::fabs(v) < kMaxExactInteger && v == std::trunc(v) &&
      !(v == 0.0 && std::signbit(v))) {
    return static_cast<std::int64_t>(v);
  }
  return v;
}

/// A seed as JSON: a number up to 2^53, beyond that a string of digits (JSON numbers are
/// doubles to most readers).
Json seedJson(std::uint64_t seed) {
  if (static_cast<double>(seed) <= kMaxExactInteger) return seed;
  return std::to_string(seed);
}

std::string joined(const std::vector<std::string>& items, const char* separator = ", ") {
  std::string out;
  for (const std::string& s : items) out += (out.empty() ? "" : separator) + s;
  return out;
}

std::vector<std::string> datasetNames() {
  namespace tr = training;
  std::vector<std::string> out;
  for (const auto kind : {tr::DatasetKind::Circle, tr::DatasetKind::Xor, tr::DatasetKind::Gaussians,
                          tr::DatasetKind::Spiral, tr::DatasetKind::Regression}) {
    out.emplace_back(tr::datasetName(kind));
  }
  return out;
}

std::vector<std::string> gateNames() {
  std::vector<std::string> out;
  for (const Gate g : kGates) out.emplace_back(gateName(g));
  return out;
}

int asInt(std::uint64_t v) { return static_cast<int>(v); }

/// "formulas": [{"id": …, "expression": …, "colour": "#rrggbb", "style": …}, …]
std::vector<FormulaDef> readFormulas(const Fields& r) {
  std::vector<FormulaDef> out;
  const Json& v = r.value("formulas");
  const std::string path = r.path("formulas");
  if (!v.is_array()) refuse(Code::NotObjectArray, path, {kindWord(kindOf(v))}, 1);
  if (v.size() > static_cast<std::size_t>(limits::kMaxFormulas)) {
    refuse(Code::TooManyFormulas, path, {std::to_string(limits::kMaxFormulas)});
  }
  for (std::size_t i = 0; i < v.size(); ++i) {
    const std::string item = itemPath(path, i);
    const Fields f(v[i], item);
    if (!f.has("id") || !f.has("expression")) refuse(Code::FormulaNeedsIdAndExpression, item);
    FormulaDef def;
    def.id = *f.string("id", 32);
    def.expression = *f.string("expression", Formula::kMaxLength);
    def.colour = f.string("colour", 7).value_or("");
    def.style = f.string("style", 16).value_or("auto");
    // "parameters": {"a": 1, "b": 1.702}: those the file names (each a parameter of the
    // expression), the others at 1.
    if (const auto given = f.object("parameters")) {
      const std::vector<std::string> names = Formula::parameterNames(def.expression);
      std::string list;
      for (const std::string& n : names) list += (list.empty() ? "" : ", ") + n;
      for (const auto& [name, value] : f.value("parameters").items()) {
        if (std::find(names.begin(), names.end(), name) == names.end()) {
          refuse(Code::FormulaParameter, fieldPath(given->path(), io::printable(name, 40)),
                 {io::printable(name, 20), list.empty() ? "none" : list});
        }
        def.parameters.push_back({name, *given->number(name, limits::kFormulaParameter.min,
                                                       limits::kFormulaParameter.max)});
      }
    }
    def = withParameters(std::move(def));
    f.finish({"id", "expression", "colour", "style", "parameters"});
    if (auto why = checkFormula(def, out)) {
      why->path = fieldPath(item, why->path);
      throw Refusal{*why};
    }
    out.push_back(std::move(def));
  }
  return out;
}

TrainingChanges readTraining(const Fields& t) {
  namespace tr = training;
  TrainingChanges c;
  c.dataset = t.choice("dataset", datasetNames());
  if (const auto points = t.count("points", tr::kMaxPoints, tr::kMinPoints)) {
    c.points = asInt(*points);
  }
  c.noise = t.number("noise", limits::kTrainingNoise.min, limits::kTrainingNoise.max);
  if (t.has("layers")) {
    const Json& v = t.value("layers");
    if (!v.is_array() || v.empty() || v.size() > static_cast<std::size_t>(tr::kMaxHiddenLayers)) {
      refuse(Code::LayersArray, t.path("layers"), {std::to_string(tr::kMaxHiddenLayers)});
    }
    std::vector<int> layers;
    for (std::size_t i = 0; i < v.size(); ++i) {
      const std::string item = itemPath(t.path("layers"), i);
      const double u = v[i].is_number() && !digitsBeyondExact(v[i]) ? numberAt(v[i], item) : -1.0;
      if (u != std::floor(u) || u < 1 || u > tr::kMaxUnits) {
        refuse(Code::WholeFromOne, item, {std::to_string(tr::kMaxUnits)});
      }
      layers.push_back(static_cast<int>(u));
    }
    c.layers = std::move(layers);
  }
  if ((c.activations = t.idList("activations"))) {
    if (c.activations->empty() ||
        c.activations->size() > static_cast<std::size_t>(limits::kMaxTrainingPanes)) {
      refuse(Code::ActivationsCount, t.path("activations"),
             {std::to_string(limits::kMaxTrainingPanes)});
    }
  }
  c.optimizer = t.choice("optimizer", {"adam", "sgd"});
  c.learningRate = t.number("learning_rate", limits::kLearningRate.min, limits::kLearningRate.max);
  if (const auto b = t.count("batch", tr::kMaxPoints)) c.batch = asInt(*b);
  c.seed = t.seed("seed");
  if (const auto e = t.count("epochs", limits::kMaxTrainingEpochs, 1)) c.epochs = asInt(*e);
  if (const auto s = t.count("speed", limits::kMaxTrainingSpeed)) c.speed = asInt(*s);
  if (const auto e = t.count("epoch", limits::kMaxTrainingEpochs)) c.epoch = asInt(*e);
  // An epoch past the run's end within the same object is refused here; across layers (a deck)
  // by checkScene().
  if (c.epoch && c.epochs && *c.epoch > *c.epochs) {
    refuse(Code::PastEpochs, t.path("epoch"), {std::to_string(*c.epochs)});
  }
  t.finish({"dataset", "points", "noise", "layers", "activations", "optimizer", "learning_rate",
            "batch", "seed", "epochs", "speed", "epoch"});
  return c;
}

template <typename T>
void set(const std::optional<T>& from, T& to) {
  if (from) to = *from;
}

template <typename T>
void over(std::optional<T>& base, const std::optional<T>& later) {
  if (later) base = later;
}

template <typename T>
void differ(const T& a, const T& b, std::optional<T>& out) {
  if (!(a == b)) out = b;
}

}  // namespace

const std::vector<std::string_view>& sceneChangeKeys() {
  static const std::vector<std::string_view> keys{
      "x",      "mu",          "sigma",         "alpha",   "beta",    "slope",
      "lambda", "formulas",    "curves",        "x_range", "y_range", "monte_carlo",
      "neuron", "propagation", "number_format", "training"};
  return keys;
}

SceneChanges readSceneChanges(const Fields& r) {
  SceneChanges c;
  c.x = r.number("x", limits::kX.min, limits::kX.max);
  c.mu = r.number("mu", limits::kMu.min, limits::kMu.max);
  c.sigma = r.number("sigma", limits::kSigma.min, limits::kSigma.max);
  c.alpha = r.number("alpha", limits::kAlpha.min, limits::kAlpha.max);
  c.beta = r.number("beta", limits::kBeta.min, limits::kBeta.max);
  c.slope = r.number("slope", limits::kSlope.min, limits::kSlope.max);
  c.lambda = r.number("lambda", limits::kLambda.min, limits::kLambda.max);
  if (r.has("formulas")) c.formulas = readFormulas(r);
  c.curves = r.idList("curves");
  c.xRange = r.range("x_range", limits::kX.max, limits::kMinXWidth);
  c.yRange = r.range("y_range", limits::kY.max, limits::kMinYHeight);

  if (const auto mc = r.object("monte_carlo")) {
    MonteCarloChanges& m = c.monteCarlo;
    m.seed = mc->seed("seed");
    m.samples = mc->count("samples", limits::kMaxSamples);
    using soi::Method;
    if (const auto method = mc->choice("method", {std::string(soi::toString(Method::Uniform)),
                                                  std::string(soi::toString(Method::Normal))})) {
      m.normalMethod = soi::parseMethod(*method) == Method::Normal;
    }
    m.speed = mc->number("speed", limits::kSpeed.min, limits::kSpeed.max);
    m.grid = mc->boolean("grid");
    mc->finish({"seed", "samples", "method", "speed", "grid"});
  }
  if (const auto n = r.object("neuron")) {
    NeuronChanges& u = c.neuron;
    const auto weight = [&n](const char* key) {
      return n->number(key, limits::kNeuron.min, limits::kNeuron.max);
    };
    u.x1 = weight("x1");
    u.x2 = weight("x2");
    u.w1 = weight("w1");
    u.w2 = weight("w2");
    u.bias = weight("bias");
    u.activation = n->string("activation");  // a function of the scene's: checkScene()
    u.gate = n->choice("gate", gateNames());
    u.v1 = weight("v1");
    u.v2 = weight("v2");
    u.c = weight("c");
    n->finish({"x1", "x2", "w1", "w2", "bias", "activation", "gate", "v1", "v2", "c"});
  }
  if (const auto p = r.object("propagation")) {
    PropagationChanges& g = c.propagation;
    if (p->has("gain") && p->value("gain").is_number()) {
      g.gain = "value";
      g.gainValue = p->number("gain", limits::kGain.min, limits::kGain.max);
    } else {
      g.gain = p->choice("gain", {"auto", "he", "xavier", "torch"});
    }
    if (const auto d = p->count("depth", limits::kMaxDepth, 1)) g.depth = asInt(*d);
    if (const auto w = p->count("width", limits::kMaxWidth, 1)) g.width = asInt(*w);
    g.biasStd = p->number("bias_std", limits::kBiasStd.min, limits::kBiasStd.max);
    p->finish({"gain", "depth", "width", "bias_std"});
  }
  if (const auto f = r.object("number_format")) {
    c.numberFormat.dtype = f->choice("dtype", numberFormatNames(false));
    c.numberFormat.compare = f->choice("compare", numberFormatNames(true));
    c.numberFormat.kernel = f->choice("kernel", numberFormatKernels());
    f->finish({"dtype", "compare", "kernel"});
  }
  if (const auto t = r.object("training")) c.training = readTraining(*t);
  return c;
}

bool SceneChanges::holds(std::string_view field) const {
  const auto head = field.substr(0, field.find_first_of(".["));
  const auto rest = field.find('.') == std::string_view::npos ? std::string_view()
                                                              : field.substr(field.find('.') + 1);
  const auto inner = rest.substr(0, rest.find('['));
  if (head == "x") return x.has_value();
  if (head == "mu") return mu.has_value();
  if (head == "sigma") return sigma.has_value();
  if (head == "formulas") return formulas.has_value();
  if (head == "curves") return curves.has_value();
  if (head == "x_range") return xRange.has_value();
  if (head == "y_range") return yRange.has_value();
  if (head == "neuron" && inner == "activation") return neuron.activation.has_value();
  if (head == "training") {
    if (inner == "activations") return training.activations.has_value();
    if (inner == "epoch") return training.epoch.has_value();
    if (inner == "epochs") return training.epochs.has_value();
    if (inner == "points") return training.points.has_value();
    if (inner == "layers") return training.layers.has_value();
    if (inner == "batch") return training.batch.has_value();
    if (inner == "dataset") return training.dataset.has_value();
  }
  return false;
}

SceneChanges merged(SceneChanges b, const SceneChanges& l) {
  over(b.x, l.x);
  over(b.mu, l.mu);
  over(b.sigma, l.sigma);
  over(b.alpha, l.alpha);
  over(b.beta, l.beta);
  over(b.slope, l.slope);
  over(b.lambda, l.lambda);
  over(b.formulas, l.formulas);
  over(b.curves, l.curves);
  over(b.xRange, l.xRange);
  over(b.yRange, l.yRange);
  over(b.monteCarlo.seed, l.monteCarlo.seed);
  over(b.monteCarlo.samples, l.monteCarlo.samples);
  over(b.monteCarlo.normalMethod, l.monteCarlo.normalMethod);
  over(b.monteCarlo.grid, l.monteCarlo.grid);
  over(b.monteCarlo.speed, l.monteCarlo.speed);
  for (auto [bf, lf] : {std::pair{&b.neuron.x1, &l.neuron.x1},
                        {&b.neuron.x2, &l.neuron.x2},
                        {&b.neuron.w1, &l.neuron.w1},
                        {&b.neuron.w2, &l.neuron.w2},
                        {&b.neuron.bias, &l.neuron.bias},
                        {&b.neuron.v1, &l.neuron.v1},
                        {&b.neuron.v2, &l.neuron.v2},
                        {&b.neuron.c, &l.neuron.c}}) {
    over(*bf, *lf);
  }
  over(b.neuron.activation, l.neuron.activation);
  over(b.neuron.gate, l.neuron.gate);
  over(b.propagation.gain, l.propagation.gain);
  over(b.propagation.gainValue, l.propagation.gainValue);
  over(b.propagation.depth, l.propagation.depth);
  over(b.propagation.width, l.propagation.width);
  over(b.propagation.biasStd, l.propagation.biasStd);
  over(b.numberFormat.dtype, l.numberFormat.dtype);
  over(b.numberFormat.compare, l.numberFormat.compare);
  over(b.numberFormat.kernel, l.numberFormat.kernel);
  TrainingChanges& t = b.training;
  const TrainingChanges& u = l.training;
  over(t.dataset, u.dataset);
  over(t.optimizer, u.optimizer);
  over(t.points, u.points);
  over(t.batch, u.batch);
  over(t.epochs, u.epochs);
  over(t.speed, u.speed);
  over(t.epoch, u.epoch);
  over(t.noise, u.noise);
  over(t.learningRate, u.learningRate);
  over(t.layers, u.layers);
  over(t.activations, u.activations);
  over(t.seed, u.seed);
  return b;
}

void apply(const SceneChanges& c, SceneFileData& s) {
  ModelState& m = s.model;
  set(c.x, m.x);
  set(c.mu, m.mu);
  set(c.sigma, m.sigma);
  set(c.alpha, m.alpha);
  set(c.beta, m.beta);
  set(c.slope, m.slope);
  set(c.lambda, m.lambda);
  set(c.formulas, m.formulas);
  set(c.curves, m.curves);
  if (c.xRange) std::tie(m.xMin, m.xMax) = *c.xRange;
  if (c.yRange) std::tie(m.yMin, m.yMax) = *c.yRange;
  set(c.monteCarlo.seed, m.seed);
  set(c.monteCarlo.samples, s.samples);
  set(c.monteCarlo.normalMethod, m.normalMethod);
  set(c.monteCarlo.grid, m.gridMode);
  set(c.monteCarlo.speed, m.speed);
  NeuronState& n = m.neuron;
  set(c.neuron.x1, n.x1);
  set(c.neuron.x2, n.x2);
  set(c.neuron.w1, n.w1);
  set(c.neuron.w2, n.w2);
  set(c.neuron.bias, n.bias);
  set(c.neuron.activation, n.activation);
  set(c.neuron.gate, n.gate);
  set(c.neuron.v1, n.v1);
  set(c.neuron.v2, n.v2);
  set(c.neuron.c, n.c);
  PropagationState& p = m.propagation;
  set(c.propagation.gain, p.gain);
  set(c.propagation.gainValue, p.gainValue);
  set(c.propagation.depth, p.depth);
  set(c.propagation.width, p.width);
  set(c.propagation.biasStd, p.biasStd);
  set(c.numberFormat.dtype, m.numberFormat.dtype);
  set(c.numberFormat.compare, m.numberFormat.compare);
  set(c.numberFormat.kernel, m.numberFormat.kernel);
  TrainingState& t = m.training;
  const TrainingChanges& u = c.training;
  set(u.dataset, t.dataset);
  set(u.optimizer, t.optimizer);
  set(u.points, t.points);
  set(u.batch, t.batch);
  set(u.epochs, t.epochs);
  set(u.speed, t.speed);
  set(u.epoch, s.trainingEpoch);
  set(u.noise, t.noise);
  set(u.learningRate, t.learningRate);
  set(u.layers, t.layers);
  set(u.activations, t.activations);
  set(u.seed, t.seed);
}

SceneChanges difference(const SceneFileData& from, const SceneFileData& to, bool progress) {
  SceneChanges c;
  const ModelState& a = from.model;
  const ModelState& b = to.model;
  differ(a.x, b.x, c.x);
  differ(a.mu, b.mu, c.mu);
  differ(a.sigma, b.sigma, c.sigma);
  differ(a.alpha, b.alpha, c.alpha);
  differ(a.beta, b.beta, c.beta);
  differ(a.slope, b.slope, c.slope);
  differ(a.lambda, b.lambda, c.lambda);
  differ(a.formulas, b.formulas, c.formulas);
  differ(a.curves, b.curves, c.curves);
  differ(std::pair(a.xMin, a.xMax), std::pair(b.xMin, b.xMax), c.xRange);
  differ(std::pair(a.yMin, a.yMax), std::pair(b.yMin, b.yMax), c.yRange);
  differ(a.seed, b.seed, c.monteCarlo.seed);
  if (progress) differ(from.samples, to.samples, c.monteCarlo.samples);
  differ(a.normalMethod, b.normalMethod, c.monteCarlo.normalMethod);
  differ(a.gridMode, b.gridMode, c.monteCarlo.grid);
  differ(a.speed, b.speed, c.monteCarlo.speed);
  differ(a.neuron.x1, b.neuron.x1, c.neuron.x1);
  differ(a.neuron.x2, b.neuron.x2, c.neuron.x2);
  differ(a.neuron.w1, b.neuron.w1, c.neuron.w1);
  differ(a.neuron.w2, b.neuron.w2, c.neuron.w2);
  differ(a.neuron.bias, b.neuron.bias, c.neuron.bias);
  differ(a.neuron.activation, b.neuron.activation, c.neuron.activation);
  differ(a.neuron.gate, b.neuron.gate, c.neuron.gate);
  differ(a.neuron.v1, b.neuron.v1, c.neuron.v1);
  differ(a.neuron.v2, b.neuron.v2, c.neuron.v2);
  differ(a.neuron.c, b.neuron.c, c.neuron.c);
  // A gain is written as its rule or its value: both go when either differs.
  if (a.propagation.gain != b.propagation.gain ||
      (b.propagation.gain == "value" && a.propagation.gainValue != b.propagation.gainValue)) {
    c.propagation.gain = b.propagation.gain;
    if (b.propagation.gain == "value") c.propagation.gainValue = b.propagation.gainValue;
  }
  differ(a.propagation.depth, b.propagation.depth, c.propagation.depth);
  differ(a.propagation.width, b.propagation.width, c.propagation.width);
  differ(a.propagation.biasStd, b.propagation.biasStd, c.propagation.biasStd);
  differ(a.numberFormat.dtype, b.numberFormat.dtype, c.numberFormat.dtype);
  differ(a.numberFormat.compare, b.numberFormat.compare, c.numberFormat.compare);
  differ(a.numberFormat.kernel, b.numberFormat.kernel, c.numberFormat.kernel);
  const TrainingState& s = a.training;
  const TrainingState& t = b.training;
  TrainingChanges& u = c.training;
  differ(s.dataset, t.dataset, u.dataset);
  differ(s.optimizer, t.optimizer, u.optimizer);
  differ(s.points, t.points, u.points);
  differ(s.batch, t.batch, u.batch);
  differ(s.epochs, t.epochs, u.epochs);
  differ(s.speed, t.speed, u.speed);
  if (progress) differ(from.trainingEpoch, to.trainingEpoch, u.epoch);
  differ(s.noise, t.noise, u.noise);
  differ(s.learningRate, t.learningRate, u.learningRate);
  differ(s.layers, t.layers, u.layers);
  differ(s.activations, t.activations, u.activations);
  differ(s.seed, t.seed, u.seed);
  return c;
}

SceneChanges changesOf(const SceneFileData& s, bool progress) {
  const ModelState& m = s.model;
  SceneChanges c;
  c.x = m.x;
  c.mu = m.mu;
  c.sigma = m.sigma;
  c.alpha = m.alpha;
  c.beta = m.beta;
  c.slope = m.slope;
  c.lambda = m.lambda;
  if (!m.formulas.empty()) c.formulas = m.formulas;  // a file without formulas names none
  c.curves = m.curves;
  c.xRange = std::pair(m.xMin, m.xMax);
  c.yRange = std::pair(m.yMin, m.yMax);
  c.monteCarlo = {m.seed, progress ? std::optional(s.samples) : std::nullopt, m.normalMethod,
                  m.gridMode, m.speed};
  const NeuronState& n = m.neuron;
  c.neuron = {n.x1, n.x2, n.w1, n.w2, n.bias, n.v1, n.v2, n.c, n.activation, n.gate};
  const PropagationState& p = m.propagation;
  c.propagation = {p.gain, p.gain == "value" ? std::optional(p.gainValue) : std::nullopt, p.depth,
                   p.width, p.biasStd};
  c.numberFormat = {m.numberFormat.dtype, m.numberFormat.compare, m.numberFormat.kernel};
  const TrainingState& t = m.training;
  TrainingChanges& u = c.training;
  u.dataset = t.dataset;
  u.optimizer = t.optimizer;
  u.points = t.points;
  u.batch = t.batch;
  u.epochs = t.epochs;
  u.speed = t.speed;
  if (progress) u.epoch = s.trainingEpoch;
  u.noise = t.noise;
  u.learningRate = t.learningRate;
  u.layers = t.layers;
  u.activations = t.activations;
  u.seed = t.seed;
  return c;
}

training::RunShape trainingShape(const TrainingState& t, const FunctionLibrary& library) {
  training::RunShape run;
  run.points = t.points;
  run.inputs = t.dataset == "regression" ? 1 : 2;
  run.hidden = t.layers;
  run.batch = t.batch;
  run.builtIns = 0;
  run.formulas = 0;
  for (const std::string& id : t.activations) {
    ++(library.formulaIndex(id) >= 0 ? run.formulas : run.builtIns);
  }
  return run;
}

TrainingConfigs trainingConfigs(const TrainingState& t) {
  TrainingConfigs c;
  c.data.kind = training::parseDataset(t.dataset).value_or(training::DatasetKind::Spiral);
  c.data.points = t.points;
  c.data.noise = t.noise;
  c.data.seed = t.seed;
  c.net.hidden.assign(t.layers.begin(), t.layers.end());
  c.train.optimizer = training::parseOptimizer(t.optimizer).value_or(training::Optimizer::Adam);
  c.train.learningRate = t.learningRate;
  c.train.batch = t.batch;
  c.train.seed = t.seed;
  return c;
}

std::optional<ModelError> checkScene(SceneFileData& s) {
  ModelState& m = s.model;
  const auto fail = [](Code code, std::string path, std::vector<std::string> args) {
    return ModelError{code, std::move(path), std::move(args), 0, Frame::Field};
  };
  // Checked against the built-ins and the scene's own formulas, whatever any window defines.
  const FunctionLibraryPtr library = libraryWith(*FunctionLibrary::builtIns(), m.formulas);
  const std::vector<std::string> known = activationIds(*library);
  const auto unknownIn = [&](const std::vector<std::string>& ids,
                             const std::string& path) -> std::optional<ModelError> {
    for (std::size_t i = 0; i < ids.size(); ++i) {
      if (!contains(known, ids[i])) {
        return fail(Code::UnknownId, itemPath(path, i), {io::printable(ids[i], 40), joined(known)});
      }
    }
    return std::nullopt;
  };
  if (auto e = unknownIn(m.curves, "curves")) return e;
  m.curves = canonicalCurves(m.curves, *library);
  if (library->find(m.neuron.activation) == nullptr) {
    return fail(Code::NotOneOf, "neuron.activation",
                {io::printable(m.neuron.activation, 40), joined(functionIds(*library))});
  }
  if (auto e = unknownIn(m.training.activations, "training.activations")) return e;
  if (s.trainingEpoch > m.training.epochs) {
    return fail(Code::PastEpochs, "training.epoch", {std::to_string(m.training.epochs)});
  }
  const training::RunShape run = trainingShape(m.training, *library);
  if (!training::fits(run, m.training.epochs)) {
    return fail(Code::TrainingTooLong, "training.epochs",
                {std::to_string(m.training.epochs), std::to_string(training::epochsThatFit(run))});
  }
  return std::nullopt;
}

Json sceneChangesJson(const SceneChanges& c) {
  Json o = Json::object();
  const auto put = [](Json& to, const char* key, const auto& v) {
    if (v) to[key] = num(*v);
  };
  put(o, "x", c.x);
  put(o, "mu", c.mu);
  put(o, "sigma", c.sigma);
  put(o, "alpha", c.alpha);
  put(o, "beta", c.beta);
  put(o, "slope", c.slope);
  put(o, "lambda", c.lambda);
  if (c.formulas) {
    Json list = Json::array();
    for (const FormulaDef& f : *c.formulas) {
      Json d{{"id", f.id}, {"expression", f.expression}};
      if (!f.colour.empty()) d["colour"] = f.colour;
      d["style"] = f.style;
      if (!f.parameters.empty()) {
        Json ps = Json::object();
        for (const FormulaParameter& p : f.parameters) ps[p.name] = num(p.value);
        d["parameters"] = std::move(ps);
      }
      list.push_back(std::move(d));
    }
    o["formulas"] = std::move(list);
  }
  if (c.curves) o["curves"] = *c.curves;
  if (c.xRange) o["x_range"] = Json::array({num(c.xRange->first), num(c.xRange->second)});
  if (c.yRange) o["y_range"] = Json::array({num(c.yRange->first), num(c.yRange->second)});
  Json mc = Json::object();
  if (c.monteCarlo.seed) mc["seed"] = seedJson(*c.monteCarlo.seed);
  if (c.monteCarlo.samples) mc["samples"] = *c.monteCarlo.samples;
  if (c.monteCarlo.normalMethod) {
    mc["method"] =
        soi::toString(*c.monteCarlo.normalMethod ? soi::Method::Normal : soi::Method::Uniform);
  }
  put(mc, "speed", c.monteCarlo.speed);
  if (c.monteCarlo.grid) mc["grid"] = *c.monteCarlo.grid;
  if (!mc.empty()) o["monte_carlo"] = std::move(mc);
  Json n = Json::object();
  put(n, "x1", c.neuron.x1);
  put(n, "x2", c.neuron.x2);
  put(n, "w1", c.neuron.w1);
  put(n, "w2", c.neuron.w2);
  put(n, "bias", c.neuron.bias);
  if (c.neuron.activation) n["activation"] = *c.neuron.activation;
  if (c.neuron.gate) n["gate"] = *c.neuron.gate;
  put(n, "v1", c.neuron.v1);
  put(n, "v2", c.neuron.v2);
  put(n, "c", c.neuron.c);
  if (!n.empty()) o["neuron"] = std::move(n);
  Json p = Json::object();
  if (c.propagation.gain) {
    if (*c.propagation.gain == "value") {
      p["gain"] = num(c.propagation.gainValue.value_or(PropagationState().gainValue));
    } else {
      p["gain"] = *c.propagation.gain;
    }
  }
  put(p, "depth", c.propagation.depth);
  put(p, "width", c.propagation.width);
  put(p, "bias_std", c.propagation.biasStd);
  if (!p.empty()) o["propagation"] = std::move(p);
  Json f = Json::object();
  if (c.numberFormat.dtype) f["dtype"] = *c.numberFormat.dtype;
  if (c.numberFormat.compare) f["compare"] = *c.numberFormat.compare;
  if (c.numberFormat.kernel) f["kernel"] = *c.numberFormat.kernel;
  if (!f.empty()) o["number_format"] = std::move(f);
  const TrainingChanges& u = c.training;
  Json t = Json::object();
  if (u.dataset) t["dataset"] = *u.dataset;
  put(t, "points", u.points);
  put(t, "noise", u.noise);
  if (u.layers) t["layers"] = *u.layers;
  if (u.activations) t["activations"] = *u.activations;
  if (u.optimizer) t["optimizer"] = *u.optimizer;
  put(t, "learning_rate", u.learningRate);
  put(t, "batch", u.batch);
  if (u.seed) t["seed"] = seedJson(*u.seed);
  put(t, "epochs", u.epochs);
  put(t, "speed", u.speed);
  put(t, "epoch", u.epoch);
  if (!t.empty()) o["training"] = std::move(t);
  return o;
}

std::string writeScene(const SceneFileData& s) {
  Json root = Json::object();
  root["format"] = kFormat;
  root["version"] = kSceneVersion;
  const Json fields = sceneChangesJson(changesOf(s));
  for (const auto& [key, value] : fields.items()) root[key] = value;
  Json view = Json::object();
  view["current"] = s.view.current;
  view["panels"] = s.view.panels;
  if (!s.view.userViews.empty()) {
    Json views = Json::array();
    for (const ViewDef& u : s.view.userViews)
      views.push_back({{"name", u.name}, {"panels", u.panels}});
    view["views"] = std::move(views);
  }
  view["window_state"] = base64Encode(s.view.windowState);
  view["precision_lens"] = s.view.precisionLens;
  view["compare_difference"] = s.view.compareDifference;
  if (s.view.comparePage > 0) view["compare_page"] = s.view.comparePage;
  view["theme"] = themeName(s.view.theme);
  view["lecture_step"] = s.view.lectureStep;
  root["view"] = std::move(view);
  return root.dump(4) + "\n";
}

namespace {

/// Panel ids, each known (a view's or the shown ones).
void checkPanelIds(const std::vector<std::string>& panels, const std::string& path) {
  for (std::size_t i = 0; i < panels.size(); ++i) {
    if (!contains(panelIds(), panels[i])) {
      refuse(Code::UnknownId, itemPath(path, i),
             {io::printable(panels[i], 40), joined(panelIds())});
    }
  }
}

/// view.views: the user's own views, each a name (not a built-in id, not repeated) and 1 to 4
/// panels.
std::vector<ViewDef> readUserViews(const Fields& v) {
  std::vector<ViewDef> out;
  if (!v.has("views")) return out;
  const Json& list = v.value("views");
  if (!list.is_array()) refuse(Code::NotArray, v.path("views"), {kindWord(kindOf(list))}, 1);
  if (list.size() > kMaxUserViews) {
    refuse(Code::TooManyViews, v.path("views"), {std::to_string(kMaxUserViews)});
  }
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Fields f(list[i], itemPath(v.path("views"), i));
    ViewDef u;
    const auto name = f.string("name", kMaxViewName);
    if (!name) refuse(Code::Missing, f.path("name"));
    if (name->empty() || builtInView(*name) != nullptr ||
        name->find_first_not_of(' ') == std::string::npos) {
      refuse(Code::ViewName, f.path("name"), {std::to_string(kMaxViewName)});
    }
    for (const ViewDef& earlier : out) {
      if (earlier.name == *name)
        refuse(Code::ListedTwice, f.path("name"), {io::printable(*name, 40)});
    }
    u.name = *name;
    const auto panels = f.idList("panels");
    if (!panels) refuse(Code::PanelsMissing, f.path("panels"));
    if (panels->empty() || panels->size() > kMaxViewPanels) {
      refuse(Code::PanelsCount, f.path("panels"), {std::to_string(panels->size())});
    }
    checkPanelIds(*panels, f.path("panels"));
    u.panels = *panels;
    f.finish({"name", "panels"});
    out.push_back(std::move(u));
  }
  return out;
}

}  // namespace

std::variant<SceneFileData, ModelError> parseScene(std::string_view text) {
  auto parsed = parseJsonObject(text, kMaxSceneBytes);
  if (auto* e = std::get_if<ModelError>(&parsed)) return *e;
  const Json& root = std::get<Json>(parsed);
  try {
    const Fields r(root, {});
    if (!r.has("format")) refuse(Code::FormatMissing, "format", {kFormat});
    if (r.string("format") != std::string(kFormat)) refuse(Code::FormatWrong, "format", {kFormat});
    if (!r.has("version")) refuse(Code::Missing, "version");
    if (const auto digits = digitsBeyondExact(r.value("version"))) {
      refuse(Code::VersionUnsupported, "version", {*digits, std::to_string(kSceneVersion)});
    }
    const double version = numberAt(r.value("version"), "version");
    if (version != kSceneVersion) {
      refuse(Code::VersionUnsupported, "version",
             {model::number(version), std::to_string(kSceneVersion)});
    }
    SceneFileData s;
    apply(readSceneChanges(r), s);
    if (const auto v = r.object("view")) {
      if (const auto panels = v->idList("panels")) {
        checkPanelIds(*panels, v->path("panels"));
        // Files before views listed every visible panel of the old layout: those more than a
        // view holds are left to the view (they named no arrangement).
        if (panels->size() <= kMaxViewPanels) s.view.panels = *panels;
      }
      s.view.userViews = readUserViews(*v);
      if (const auto current = v->string("current", kMaxViewName)) {
        bool known = builtInView(*current) != nullptr;
        for (const ViewDef& u : s.view.userViews) known = known || u.name == *current;
        if (!known) {
          std::vector<std::string> names = builtInViewIds();
          for (const ViewDef& u : s.view.userViews) names.push_back(u.name);
          refuse(Code::UnknownId, v->path("current"), {io::printable(*current, 40), joined(names)});
        }
        s.view.current = *current;
      }
      if (const auto state = v->string("window_state", 65536)) {
        const auto bytes = base64Decode(*state);
        if (!bytes) refuse(Code::NotBase64, v->path("window_state"));
        s.view.windowState = *bytes;
      }
      s.view.precisionLens = v->boolean("precision_lens").value_or(false);
      s.view.compareDifference = v->boolean("compare_difference").value_or(false);
      s.view.comparePage = asInt(v->count("compare_page", 1000).value_or(0));
      if (const auto theme = v->choice("theme", themeNames())) s.view.theme = *parseTheme(*theme);
      s.view.lectureStep = asInt(v->count("lecture_step", limits::kMaxLectureStep).value_or(0));
      v->finish({"current", "panels", "views", "window_state", "precision_lens",
                 "compare_difference", "compare_page", "theme", "lecture_step"});
    }
    r.finish({"format", "version", "x", "mu", "sigma", "alpha", "beta", "slope", "lambda",
              "formulas", "curves", "x_range", "y_range", "monte_carlo", "neuron", "propagation",
              "number_format", "training", "view"});
    if (auto e = checkScene(s)) return *e;
    return s;
  } catch (const Refusal& r) {
    return r.error;
  }
}

}  // namespace gelu::model
