#pragma once
/// @file
/// @brief Scene files (`*.gelu.json`) and the scene changes a deck's steps make, read by one
/// strict reader: an unknown version or field, a wrong type, an out-of-range value, truncated or
/// oversized input gives one ModelError naming the field, and nothing is applied.
///
/// A scene file is the default scene with every field it names changed: SceneChanges, read once
/// into typed optionals, then applied and checked as a whole (a curve must be one of the scene's
/// activations, the epoch within the run). A deck step's changes are the same type, applied over
/// the deck's and the window's.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "core/function_library.hpp"
#include "core/model/error.hpp"
#include "core/model/json.hpp"
#include "core/model/state.hpp"
#include "core/training.hpp"
#include "core/training_cost.hpp"

namespace gelu::model {

inline constexpr int kSceneVersion = 1;
inline constexpr std::size_t kMaxSceneBytes = 1 << 20;  ///< larger files are refused
inline constexpr const char* kSceneSuffix = ".gelu.json";

/// @brief The Monte Carlo fields of SceneChanges.
struct MonteCarloChanges {
  std::optional<std::uint64_t> seed, samples;
  std::optional<bool> normalMethod, grid;
  std::optional<double> speed;
  friend bool operator==(const MonteCarloChanges&, const MonteCarloChanges&) = default;
};
/// @brief The neuron's fields of SceneChanges.
struct NeuronChanges {
  std::optional<double> x1, x2, w1, w2, bias, v1, v2, c;
  std::optional<std::string> activation, gate;
  friend bool operator==(const NeuronChanges&, const NeuronChanges&) = default;
};
/// @brief The deep network's fields of SceneChanges.
struct PropagationChanges {
  std::optional<std::string> gain;  ///< a rule, or "value" with gainValue
  std::optional<double> gainValue;
  std::optional<int> depth, width;
  std::optional<double> biasStd;
  friend bool operator==(const PropagationChanges&, const PropagationChanges&) = default;
};
/// @brief The number format's fields of SceneChanges.
struct NumberFormatChanges {
  std::optional<std::string> dtype, compare, kernel;
  friend bool operator==(const NumberFormatChanges&, const NumberFormatChanges&) = default;
};
/// @brief The training panel's fields of SceneChanges.
struct TrainingChanges {
  std::optional<std::string> dataset, optimizer;
  std::optional<int> points, batch, epochs, speed;
  std::optional<int> epoch;  ///< how far the run has got (SceneFileData::trainingEpoch)
  std::optional<double> noise, learningRate;
  std::optional<std::vector<int>> layers;
  std::optional<std::vector<std::string>> activations;
  std::optional<std::uint64_t> seed;
  friend bool operator==(const TrainingChanges&, const TrainingChanges&) = default;
};

/// @brief Changes to a scene: each field present only when it is changed (what a scene file or a
/// deck step names). Applying them sets exactly those fields.
struct SceneChanges {
  std::optional<double> x, mu, sigma, alpha, beta, slope, lambda;
  std::optional<std::vector<FormulaDef>> formulas;  ///< the whole list (replaced, not merged)
  std::optional<std::vector<std::string>> curves;
  std::optional<std::pair<double, double>> xRange, yRange;
  MonteCarloChanges monteCarlo;
  NeuronChanges neuron;
  PropagationChanges propagation;
  NumberFormatChanges numberFormat;
  TrainingChanges training;

  /// Whether no field is changed.
  bool empty() const { return *this == SceneChanges{}; }
  /// Whether these changes name `field` ("x", "curves[1]", "neuron.activation",
  /// "training.epoch"): a deck reports a scene's problem under the layer that set it.
  bool holds(std::string_view field) const;
  /// Does it name the Monte Carlo draws, or the training's epoch (a step that opens there)?
  bool namesSamples() const { return monteCarlo.samples.has_value(); }
  bool namesEpoch() const { return training.epoch.has_value(); }
  friend bool operator==(const SceneChanges&, const SceneChanges&) = default;
};

/// `later` over `base`: every field `later` names replaces `base`'s.
SceneChanges merged(SceneChanges base, const SceneChanges& later);
/// Sets the fields `c` names in `s` (nothing else; checkScene() then says whether it holds).
void apply(const SceneChanges& c, SceneFileData& s);
/// The changes that make `to` out of `from` (each field that differs); `progress`: also the draws
/// and the epoch.
SceneChanges difference(const SceneFileData& from, const SceneFileData& to, bool progress = true);
/// Every field of `s` (what a scene file writes).
SceneChanges changesOf(const SceneFileData& s, bool progress = true);

/// Checks what one field cannot: the curves and training activations among the scene's
/// activations (built-ins and its formulas), the neuron's function among its functions, the
/// epoch within the run, the run within the hour (core/training_cost.hpp); puts the curves in the
/// library's order. The error's path is the field's, relative to the scene ("curves[1]").
std::optional<ModelError> checkScene(SceneFileData& s);

/// The cost model's view of a scene's training: its points, layers and batch, and how many of
/// its activations are typed formulas of `library`.
training::RunShape trainingShape(const TrainingState& t, const FunctionLibrary& library);

/// What a scene's training builds its networks from: the data set, the networks' shape and the
/// optimizer, all from the same seed (an unknown data set or optimizer: the defaults).
struct TrainingConfigs {
  training::DataConfig data;
  training::NetConfig net;
  training::TrainConfig train;
};
TrainingConfigs trainingConfigs(const TrainingState& t);

/// Reads the scene fields of an object (not "format", "version" or "view"; finish() is the
/// caller's). Throws Refusal.
SceneChanges readSceneChanges(const Fields& f);
/// The fields `c` names as JSON, in the file's order.
Json sceneChangesJson(const SceneChanges& c);
/// The keys readSceneChanges() reads.
const std::vector<std::string_view>& sceneChangeKeys();

/// The JSON text of a scene (indented, fields in a fixed order).
std::string writeScene(const SceneFileData& scene);
/// Parses and validates a scene file's text.
std::variant<SceneFileData, ModelError> parseScene(std::string_view json);

}  // namespace gelu::model
