#pragma once
/// @file
/// @brief What a training run costs before it starts, one model for every door a run comes in by:
/// `train`, `render` (a training panel, its animation), handouts and step videos, the scene and
/// deck readers and the window. A run longer than kMaxRunSeconds is refused with the epochs that
/// fit, instead of a handout that trains for two weeks.
///
/// The model is fixed, not timed on the machine at hand, so that a file is accepted or refused
/// the same everywhere. Per epoch and network (measured on the development machine, 2 cores,
/// rounded up; docs/benchmarks.md): 1.2 ns per point and parameter (the forward and backward
/// passes and the epoch's metrics), the activation and its derivative per point and hidden unit
/// (60 ns for a built-in, 500 ns for a typed formula: muparser), and per optimizer step 8 ns a
/// parameter and 100 ns (Adam's update: a batch of one is five times an epoch of full batches).
#include <cstdint>
#include <string>
#include <vector>

namespace gelu::training {

/// The longest run accepted.
inline constexpr double kMaxRunSeconds = 3600;

/// What the model needs to know of a run.
struct RunShape {
  int points = 500;                  ///< train + test
  double testShare = 0.5;            ///< of the points held out
  int inputs = 2;                    ///< 1 for regression
  std::vector<int> hidden = {8, 8};  ///< units per hidden layer
  int batch = 32;                    ///< points per step; 0 or ≥ the training set: one step
  int builtIns = 1;                  ///< networks with a built-in activation
  int formulas = 0;                  ///< networks with a typed formula's
};

/// Estimated seconds of one epoch of every network of the run.
double secondsPerEpoch(const RunShape& run);
/// The most epochs that train within kMaxRunSeconds (0 when not even one does) when the work
/// trains the run `runs` times over (an animation of training: see gelu::anim::trainingRuns).
std::int64_t epochsThatFit(const RunShape& run, int runs = 1);
/// Whether `runs` runs of `epochs` epochs train within kMaxRunSeconds.
bool fits(const RunShape& run, std::int64_t epochs, int runs = 1);
/// Why `runs` runs of `epochs` epochs cannot be trained, in one line with what fits ("this would
/// take about 58 hours (at most 1 hour): use at most 1926 epochs, or fewer points, units or
/// activations, or a larger batch"); empty when they can.
std::string refusal(const RunShape& run, std::int64_t epochs, int runs = 1);

}  // namespace gelu::training
