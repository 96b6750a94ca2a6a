#pragma once
/// @file
/// @brief The one table of every scene field's range. The scene model (sanitising), the scene-file
/// and deck loaders, every control in the window and the web page, and the command line all read
/// it, so a value one of them accepts is a value all of them can show, edit and store.
#include <cmath>
#include <cstdint>

namespace gelu::limits {

/// @brief A closed range [min, max] with the step of a control's arrows (0: adaptive, one
/// tenth of the value's leading decimal).
struct Range {
  double min;
  double max;
  double step;
  constexpr bool contains(double v) const { return v >= min && v <= max; }
};

inline constexpr Range kX{-50.0, 50.0, 0.01};     ///< x; the view's x range lies inside too
inline constexpr Range kMu{-10.0, 10.0, 0.05};    ///< μ
inline constexpr Range kSigma{1e-3, 10.0, 0.0};   ///< σ (adaptive steps: 0.001 … 1)
inline constexpr Range kAlpha{1e-6, 10.0, 0.0};   ///< ELU's and CELU's α
inline constexpr Range kBeta{1e-3, 1e3, 0.0};     ///< softplus's and swish's β
inline constexpr Range kSlope{-10.0, 10.0, 0.0};  ///< leaky ReLU's negative slope
inline constexpr Range kLambda{0.0, 100.0, 0.0};  ///< softshrink's and hardshrink's λ
inline constexpr Range kY{-1e6, 1e6, 0.5};        ///< the view's y range
inline constexpr Range kNeuron{-1e6, 1e6, 0.1};   ///< neuron inputs, weights and bias
inline constexpr Range kSpeed{0.1, 20.0, 0.25};   ///< Monte Carlo playback speed
/// A typed formula's own parameter (a, b in a*x*Phi(b*x)); its slider spans kFormulaSlider.
inline constexpr Range kFormulaParameter{-1e6, 1e6, 0.0};
inline constexpr Range kFormulaSlider{-5.0, 5.0, 0.0};
inline constexpr Range kGain{0.0, 100.0, 0.01};     ///< a deep network's weight gain g
inline constexpr Range kBiasStd{0.0, 100.0, 0.05};  ///< its biases' standard deviation
inline constexpr int kMaxDepth = 100;               ///< its layers (core: propagation::kMaxDepth)
inline constexpr int kMaxWidth = 2048;              ///< its units per layer
inline constexpr Range kLearningRate{1e-5, 10.0, 0.0};  ///< the training panel's optimizer
inline constexpr Range kTrainingNoise{0.0, 1.0, 0.05};  ///< its data's noise (core: kMaxNoise)
inline constexpr int kMaxTrainingEpochs = 100000;       ///< where its run stops, at most
inline constexpr int kMaxTrainingPanes = 4;             ///< networks side by side
inline constexpr int kMaxTrainingSpeed = 100000;        ///< epochs a second (0: no limit)
inline constexpr double kMinXWidth = 0.01;              ///< x range: max − min at least this
inline constexpr double kMinYHeight = 1e-6;             ///< y range: max − min at least this
inline constexpr double kMaxSamples = 1e15;             ///< Monte Carlo draws
/// Monte Carlo draws a figure or animation shows when neither the scene nor the user says.
inline constexpr std::uint64_t kDefaultFigureSamples = 10000;
/// Lecture step 0 (off) .. this, as a scene holds it; a lecture clamps it to its own steps.
inline constexpr int kMaxLectureStep = 99;
/// Typed formulas in a scene, a deck step or on a command line (--formula, repeatable).
inline constexpr int kMaxFormulas = 32;
/// Seeds are any 64-bit value; a scene file writes those above 2^53 as strings of digits.
inline constexpr std::uint64_t kMaxSeed = UINT64_MAX;

/// x on a control's grid (by default the slider's hundredths): k / (1/step), not k·step, since
/// 118/100 is the double nearest 1.18 and 118·0.01 is not.
inline double snapX(double x, double step = kX.step) {
  const double perUnit = std::round(1.0 / step);
  return std::round(x * perUnit) / perUnit;
}

}  // namespace gelu::limits
