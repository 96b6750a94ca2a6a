#pragma once
/// @file
/// @brief Sampling functions on a range, and the error between two functions.

#include <cstddef>
#include <vector>

#include "core/activations.hpp"

namespace gelu {

/// @brief n points from `from` to `to` (both exact); n = 1 gives {from}.
std::vector<double> linspace(double from, double to, std::size_t n);

/// @brief A sampled curve: y[i] = f(x[i]).
struct Curve {
  std::vector<double> x;
  std::vector<double> y;
};

/// @brief f sampled at n evenly spaced points of [from, to].
Curve sample(const FunctionInfo& f, double from, double to, std::size_t n, const Params& p = {});

/// @brief Options of sampleAdaptive().
struct AdaptiveSampling {
  double viewFrom = 0.0;      ///< the part that is seen: sampled densely from the start…
  double viewTo = 0.0;        ///< …(ignored when viewFrom ≥ viewTo)
  std::size_t seeds = 129;    ///< uniform points over the whole range, the view and μ ± 8σ
  double tolerance = 2.5e-4;  ///< allowed chord error, as a fraction of f's spread in the view
  int maxDepth = 12;          ///< halvings of a seed interval at most
  std::size_t maxPoints = 8192;
};

/// @brief f on [from, to] with points where it needs them: seeds at the range's, the view's
/// and (for functions of μ, σ) the Gaussian's own scale, then every interval halved while its
/// midpoint lies farther from the chord than the tolerance. Smooth at any zoom (σ = 0.001 over
/// [−0.005, 0.005] as at σ = 1 over [−4, 3]), with a few hundred points instead of thousands
/// where the curve is straight. Non-finite values are kept (they become gaps).
Curve sampleAdaptive(const FunctionInfo& f, double from, double to, const Params& p,
                     const AdaptiveSampling& o = {});

/// @brief approx(x) − exact(x) sampled at n evenly spaced points of [from, to].
Curve difference(const FunctionInfo& approx, const FunctionInfo& exact, double from, double to,
                 std::size_t n, const Params& p = {});

/// @brief The largest |approx − exact| on [from, to] and where it occurs, located on a grid of
/// `gridPoints` and then refined by golden-section search to ~1e−12 in x.
struct MaxError {
  double value = 0.0;  ///< max |approx − exact| (≥ 0)
  double at = 0.0;     ///< an x where it occurs
};
MaxError maxAbsDifference(const FunctionInfo& approx, const FunctionInfo& exact, double from,
                          double to, std::size_t gridPoints = 4001, const Params& p = {});

/// @brief Where the textbook GELU of the ML frameworks, 0.5·x·(1 + erf(x/√2)) in double, fails
/// on the negative side, found by bisection on the doubles against the faithful gelu(): the
/// x nearest 0 from which it is off by more than `relative` (first), from which it returns
/// exactly 0 (second), and the x below which the faithful GELU itself underflows to 0 (third).
struct TextbookFailure {
  double offFrom = 0.0;
  double zeroFrom = 0.0;
  double coreZeroBelow = 0.0;
};
double textbookGelu(double x) noexcept;
TextbookFailure textbookFailure(double relative);

/// @brief Prepares a curve for drawing in the band [yMin, yMax]: ±∞ becomes NaN (a gap), and
/// where two neighbours lie on opposite sides far outside the band (a pole such as 1/x at 0:
/// one above yMax + h, the other below yMin − h, h = yMax − yMin) a NaN point goes between
/// them, so no line is drawn through the pole.
void breakAtPoles(Curve& c, double yMin, double yMax);

/// @brief A jump of f: its limits from the left and the right at x, and f(x) itself (which
/// limit is the closed end, or neither).
struct Jump {
  double x = 0.0;
  double left = 0.0;
  double right = 0.0;
  double at = 0.0;
};

/// @brief Finds the jumps of f between neighbouring points of `c` (a change of more than
/// `minJump` that bisection to neighbouring doubles does not shrink below half of it) and
/// splits the curve there: (x, left limit), a NaN gap, (x, right limit), so that no vertical
/// segment is drawn. x is the shortest decimal between the last two points (ReLU′'s 0, not
/// 1e−300). Continuous stretches cost a few evaluations each: bisection stops as soon as the
/// bracket's change drops under half of `minJump`.
std::vector<Jump> splitAtJumps(const FunctionInfo& f, Curve& c, const Params& p, double minJump);

}  // namespace gelu
