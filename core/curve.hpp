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

}  // namespace gelu
