#pragma once
/// @file
/// @brief What an activation does to a Gaussian: E[f(X)], E[f(X)²], Var f(X) and E[f′(X)²] for
/// X ~ N(μ, σ²), the gain that keeps the second moment, and the mean-field variance map of a
/// plain deep network q ↦ g²·E[f(√q·Z)²] + σ_b².
///
/// The expectations are integrals of f against the normal density, computed by adaptive
/// Gauss–Kronrod (7/15 points) in the standard variable z = (x − μ)/σ over the whole range where
/// the density is a double (|z| ≤ 38.5), split beforehand where the library's piecewise functions
/// have kinks and jumps (x = 0, ±1, ±3, 6, ±λ) and bisected where the error is largest until it
/// is below 1e-14 of ∫|integrand| — so a kink or a jump anywhere else (a typed formula's) is
/// found by the bisection. Accurate to ~1e-13 relative against the closed forms.
#include <cstddef>
#include <functional>
#include <vector>

#include "core/activations.hpp"

namespace gelu::moments {

/// @brief The input distribution N(mu, sigma²).
struct Gaussian {
  double mu = 0.0;
  double sigma = 1.0;  ///< > 0
};

/// @brief An expectation and how it was found.
struct Integral {
  double value = 0.0;
  double error = 0.0;     ///< the estimated absolute error
  bool converged = true;  ///< false: the interval budget ran out first (value is a best guess)
};

/// @brief E[g(X)], X ~ N(mu, sigma²): NaN when g is NaN or infinite on the way (an expectation
/// that does not exist in doubles).
Integral expectation(const std::function<double(double)>& g, Gaussian x, const Params& params = {});

/// @brief The moments of f(X).
struct Moments {
  double mean = 0.0;         ///< E[f(X)]
  double second = 0.0;       ///< E[f(X)²]
  double variance = 0.0;     ///< E[(f(X) − mean)²], computed as such (no cancellation)
  double slopeSecond = 0.0;  ///< E[f′(X)²] (NaN when f has no derivative row)
  double gain = 0.0;         ///< 1/√E[f(X)²]: weights N(0, gain²/n) keep the second moment
  bool converged = true;
};

/// @brief The moments of f(X) for X ~ `x`; `derivative` may be null.
Moments moments(const FunctionInfo& f, const FunctionInfo* derivative, Gaussian x,
                const Params& params = {});

/// @brief The law of f(X): a density on `ys` and atoms where f is flat.
struct ImageLaw {
  struct Atom {
    double y = 0.0;     ///< the value f takes on an interval (ReLU's 0)
    double mass = 0.0;  ///< the probability of that interval
  };
  std::vector<double> density;  ///< at each of `ys`: Σ φ_X(x)/|f′(x)| over the x with f(x) = y
  std::vector<Atom> atoms;
};

/// @brief The law of f(X), X ~ `x`, by the change of variables: the roots of f(x) = y on the
/// monotone pieces of f over μ ± 9σ (found by bisection to the double), each adding
/// φ_X(x)/|f′(x)|; an interval where f is constant is an atom of its probability. (At an
/// extremum of f the density is infinite: a finite, large value there.)
ImageLaw imageLaw(const FunctionInfo& f, const FunctionInfo& derivative, Gaussian x,
                  const std::vector<double>& ys, const Params& params = {});

/// @brief One step of the mean-field variance map: g²·E[f(√q·Z)²] + biasVariance (q ≥ 0; at
/// q = 0, g²·f(0)² + biasVariance).
double varianceMap(const FunctionInfo& f, double q, double gain, double biasVariance = 0.0,
                   const Params& params = {});

}  // namespace gelu::moments
