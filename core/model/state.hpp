#pragma once
/// @file
/// @brief Plain values of everything a scene holds, shared by every front end (the desktop
/// window, the commands, the web edition): the model (x, shape, curves, ranges, Monte Carlo
/// settings, neuron, networks, number format) and the view around it (panels, layout, lenses,
/// lecture step, theme). Standard types only; the limits of every field are in limits.hpp.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/activations.hpp"
#include "core/formula.hpp"
#include "core/model/views.hpp"

namespace gelu::model {

/// Every panel id, in menu order (the first six make the main view and the exported sheet).
const std::vector<std::string>& panelIds();

/// @brief Which look: the system's (light or dark as the desktop is), or a forced one.
enum class ThemeChoice { System, Light, Dark, HighContrast };
/// "system", "light", "dark" or "high-contrast".
std::string_view themeName(ThemeChoice t);
/// The choice named `name` (exactly as themeName() spells it), or nullopt.
std::optional<ThemeChoice> parseTheme(std::string_view name);
/// Every name, in menu order; without "system" for figures, which have no desktop to follow.
std::vector<std::string> themeNames(bool withSystem = true);

/// The formats the number-format panel offers (core/dtype.hpp ids), with "none" first when
/// `withNone` (the second format's choice).
std::vector<std::string> numberFormatNames(bool withNone);
/// The kernels the number-format panel offers (core/dtype.hpp's kernelId: exact, torch,
/// torch-vectorized, torch-scalar).
std::vector<std::string> numberFormatKernels();

/// @brief The 2-input neuron of the paper's example.
struct NeuronState {
  double x1 = 0.0;
  double x2 = 1.0;
  double w1 = 0.3;
  double w2 = 0.2;
  double bias = 0.0;
  std::string activation = "gelu_tanh";
  std::string gate = "none";  ///< none, or a gated unit: geglu, swiglu, reglu (core/neuron.hpp)
  double v1 = 0.5;            ///< the gate's weights and bias: act(v₁x₁ + v₂x₂ + c)
  double v2 = -0.4;
  double c = 0.1;
  friend bool operator==(const NeuronState&, const NeuronState&) = default;
};

/// @brief The deep random network of the propagation panel (core/propagation.hpp).
struct PropagationState {
  std::string gain = "he";  ///< auto, he, xavier, torch (core's gain rules), or "value"
  double gainValue = 1.5;   ///< the gain when `gain` is "value"
  int depth = 20;           ///< layers after the input
  int width = 512;          ///< units per layer
  double biasStd = 0.0;     ///< σ_b of the biases (0: none)
  friend bool operator==(const PropagationState&, const PropagationState&) = default;
};

/// @brief The training panel's networks (core/training.hpp): the data, the shapes, the optimizer
/// and one network per activation, all from the same seed. How far the run has got is not part
/// of it (SceneFileData::trainingEpoch).
struct TrainingState {
  std::string dataset = "spiral";  ///< circle, xor, gaussians, spiral, regression
  int points = 500;                ///< train + test
  double noise = 0.0;
  std::vector<int> layers{16, 16};                       ///< hidden units per layer
  std::vector<std::string> activations{"gelu", "relu"};  ///< 1..4 activation ids, a pane each
  std::string optimizer = "adam";                        ///< adam or sgd (momentum 0.9)
  double learningRate = 0.01;
  int batch = 32;  ///< points per step, 0: the whole training set
  std::uint64_t seed = 1;
  int epochs = 2000;  ///< where playing stops
  int speed = 100;    ///< epochs a second while playing, 0: as fast as it trains
  friend bool operator==(const TrainingState&, const TrainingState&) = default;
};

/// @brief The number-format panel's choice (core/dtype.hpp ids).
struct NumberFormatState {
  std::string dtype = "bf16";    ///< fp32, bf16, fp16, e4m3, e5m2
  std::string compare = "none";  ///< a second format side by side, or none
  std::string kernel =
      "exact";  ///< exact, or a PyTorch path: torch, torch-vectorized, torch-scalar
  friend bool operator==(const NumberFormatState&, const NumberFormatState&) = default;
};

/// @brief A typed formula f(x) shown as a curve (core/formula.hpp), with its look.
struct FormulaDef {
  std::string id;              ///< a-z, 0-9, _; its derivative is "d" + id
  std::string expression;      ///< e.g. "x + 0.1*x^2"
  std::string colour;          ///< "#rrggbb", or empty for an automatic colour
  std::string style = "auto";  ///< auto, solid, dash, dot, dashdot or dashdotdot
  /// The values of its own parameters, exactly the names Formula::parameterNames(expression)
  /// lists, in that order (withParameters() makes it so).
  std::vector<FormulaParameter> parameters{};
  friend bool operator==(const FormulaDef&, const FormulaDef&) = default;
};

/// @brief The model: what undo/redo restores and a scene file stores.
struct ModelState {
  double x = 0.5;
  double mu = 0.0;
  double sigma = 1.0;
  double alpha = 1.0;
  double beta = 1.0;                                       ///< softplus and swish
  double slope = 0.01;                                     ///< leaky ReLU
  double lambda = 0.5;                                     ///< softshrink and hardshrink
  std::vector<FormulaDef> formulas;                        ///< typed formulas, in definition order
  std::vector<std::string> curves{"gelu", "relu", "elu"};  // the paper's Figure 1
  double xMin = -4.0;
  double xMax = 3.0;
  double yMin = -1.5;
  double yMax = 3.0;
  std::uint64_t seed = 1;
  bool normalMethod = false;  ///< draw X ~ N(μ, σ²) and keep when X ≤ x, else U < Φ
  double speed = 1.0;
  bool gridMode = false;
  NeuronState neuron;
  PropagationState propagation;
  NumberFormatState numberFormat;
  TrainingState training;
  friend bool operator==(const ModelState&, const ModelState&) = default;
};

/// @brief What the window shows around the model.
struct ViewState {
  /// The view shown: a built-in view's id (views.hpp) or a user view's name.
  std::string current = std::string(kDefaultView);
  /// Its panels as shown (1 to kMaxViewPanels; a built-in view's own when empty).
  std::vector<std::string> panels;
  std::vector<ViewDef> userViews;  ///< the user's own views (name and panels), saved with the scene
  std::string windowState;         ///< the window's saved layout (bytes), may be empty
  bool precisionLens = false;
  bool compareDifference = false;
  int comparePage = 0;  ///< the compare panel's page when its curves do not fit (0-based)
  ThemeChoice theme = ThemeChoice::System;
  int lectureStep = 0;  ///< 0: not in lecture mode, else the step (1-based)
  friend bool operator==(const ViewState&, const ViewState&) = default;
};

/// @brief A whole scene, as a scene file holds it.
struct SceneFileData {
  ModelState model;
  std::uint64_t samples = 0;  ///< Monte Carlo draws done
  int trainingEpoch = 0;      ///< epochs the training panel's networks have run
  ViewState view;
  friend bool operator==(const SceneFileData&, const SceneFileData&) = default;
};

/// Whether `list` holds `item`.
inline bool contains(const std::vector<std::string>& list, std::string_view item) {
  for (const std::string& s : list) {
    if (s == item) return true;
  }
  return false;
}

/// The functions' shape parameters (μ, σ, α, β, slope, λ) of a model.
Params paramsOf(const ModelState& m);

}  // namespace gelu::model
