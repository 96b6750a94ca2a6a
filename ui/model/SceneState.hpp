#pragma once
/// @file
/// @brief Plain values of everything a scene holds: the Scene's model (x, shape, curves, ranges,
/// Monte Carlo settings, neuron) and the window's view (panels, layout, lenses, lecture step,
/// theme). Needs only Qt Core, so the scene-file loader can be fuzzed on its own.

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <cstdint>

#include "ui/model/ThemeChoice.hpp"

namespace ui {

/// Every panel id, in menu order (the first six make the main view and the exported sheet).
inline QStringList panelIds() {
  return {"pdf-area", "cdf",    "monte-carlo", "activations", "derivatives", "errors",
          "compare",  "neuron", "propagation", "dtype",       "training"};
}

/// @brief The 2-input neuron of the paper's example.
struct NeuronState {
  double x1 = 0.0;
  double x2 = 1.0;
  double w1 = 0.3;
  double w2 = 0.2;
  double bias = 0.0;
  QString activation = "gelu_tanh";
  QString gate = "none";  ///< none, or a gated unit: geglu, swiglu, reglu (core/neuron.hpp)
  double v1 = 0.5;        ///< the gate's weights and bias: act(v₁x₁ + v₂x₂ + c)
  double v2 = -0.4;
  double c = 0.1;
  friend bool operator==(const NeuronState&, const NeuronState&) = default;
};

/// @brief The deep random network of the propagation panel (core/propagation.hpp).
struct PropagationState {
  QString gain = "he";     ///< auto, he, xavier, torch (core's gain rules), or "value"
  double gainValue = 1.5;  ///< the gain when `gain` is "value"
  int depth = 20;          ///< layers after the input
  int width = 512;         ///< units per layer
  double biasStd = 0.0;    ///< σ_b of the biases (0: none)
  friend bool operator==(const PropagationState&, const PropagationState&) = default;
};

/// @brief The training panel's networks (core/training.hpp): the data, the shapes, the optimizer
/// and one network per activation, all from the same seed. How far the run has got is not part
/// of it (SceneFileData::trainingEpoch).
struct TrainingState {
  QString dataset = "spiral";  ///< circle, xor, gaussians, spiral, regression
  int points = 500;            ///< train + test
  double noise = 0.0;
  QList<int> layers{16, 16};                ///< hidden units per layer
  QStringList activations{"gelu", "relu"};  ///< 1..4 activation ids, one network (pane) each
  QString optimizer = "adam";               ///< adam or sgd (momentum 0.9)
  double learningRate = 0.01;
  int batch = 32;  ///< points per step, 0: the whole training set
  std::uint64_t seed = 1;
  int epochs = 2000;  ///< where playing stops
  int speed = 100;    ///< epochs a second while playing, 0: as fast as it trains
  friend bool operator==(const TrainingState&, const TrainingState&) = default;
};

/// @brief The formats the number-format panel offers (core/dtype.hpp ids), with "none" first
/// when `withNone` (the second format's choice).
inline QStringList numberFormatNames(bool withNone) {
  QStringList out{"fp32", "bf16", "fp16", "e4m3", "e5m2"};
  if (withNone) out.prepend("none");
  return out;
}

/// @brief The number-format panel's choice (core/dtype.hpp ids).
struct NumberFormatState {
  QString dtype = "bf16";    ///< fp32, bf16, fp16, e4m3, e5m2
  QString compare = "none";  ///< a second format side by side, or none
  QString kernel = "exact";  ///< exact or torch (how GELU's erf form is computed)
  friend bool operator==(const NumberFormatState&, const NumberFormatState&) = default;
};

/// @brief A typed formula f(x) shown as a curve (core/formula.hpp), with its look.
struct FormulaDef {
  QString id;              ///< a-z, 0-9, _; its derivative is "d" + id
  QString expression;      ///< e.g. "x + 0.1*x^2"
  QString colour;          ///< "#rrggbb", or empty for an automatic colour
  QString style = "auto";  ///< auto, solid, dash, dot, dashdot or dashdotdot
  friend bool operator==(const FormulaDef&, const FormulaDef&) = default;
};

/// @brief The Scene's model: what undo/redo restores and a scene file stores.
struct ModelState {
  double x = 0.5;
  double mu = 0.0;
  double sigma = 1.0;
  double alpha = 1.0;
  double beta = 1.0;                          ///< softplus and swish
  double slope = 0.01;                        ///< leaky ReLU
  double lambda = 0.5;                        ///< softshrink and hardshrink
  QList<FormulaDef> formulas;                 ///< typed formulas, in definition order
  QStringList curves{"gelu", "relu", "elu"};  // the paper's Figure 1
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
  QStringList panels;      ///< visible panel ids; empty: the default layout
  QByteArray windowState;  ///< QMainWindow::saveState(), may be empty
  bool precisionLens = false;
  bool compareDifference = false;
  int comparePage = 0;  ///< the compare panel's page when its curves do not fit (0-based)
  ThemeChoice theme = ThemeChoice::System;
  int lectureStep = 0;  ///< 0: not in lecture mode, else the step (1-based)
  friend bool operator==(const ViewState&, const ViewState&) = default;
};

/// @brief A whole scene file.
struct SceneFileData {
  ModelState model;
  std::uint64_t samples = 0;  ///< Monte Carlo draws done
  int trainingEpoch = 0;      ///< epochs the training panel's networks have run
  ViewState view;
  friend bool operator==(const SceneFileData&, const SceneFileData&) = default;
};

}  // namespace ui
