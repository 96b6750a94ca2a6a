#include "core/moments.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <queue>
#include <vector>

namespace gelu::moments {

namespace {

// Kronrod's 15 nodes on [-1, 1] (the non-negative half) and their weights; the odd-indexed ones
// are Gauss's 7 nodes, with the Gauss weights below (QUADPACK's qk15).
constexpr std::array<double, 8> kNodes = {
    0.991455371120812639206854697526329, 0.949107912342758524526189684047851,
    0.864864423359769072789712788640926, 0.741531185599394439863864773280788,
    0.586087235467691130294144845693013, 0.405845151377397166906606412076961,
    0.207784955007898467600689403773245, 0.000000000000000000000000000000000};
constexpr std::array<double, 8> kKronrod = {
    0.022935322010529224963732008058970, 0.063092092629978553290700663189204,
    0.104790010322250183839876322541518, 0.140653259715525918745189590510238,
    0.169004726639267902826583426598550, 0.190350578064785409913256402421014,
    0.204432940075298892414161999234649, 0.209482141084727828012999174891714};
constexpr std::array<double, 4> kGauss = {
    0.129484966168869693270611432679082, 0.279705391489276667901467771423780,
    0.381830050505118944950369775488975, 0.417959183673469387755102040816327};

// Beyond |z| = 38.5 the density is below the smallest double's reach: exp(−z²/2) underflows.
constexpr double kReach = 38.5;
constexpr double kTolerance = 1e-14;  // of ∫|integrand|
constexpr std::size_t kMaxIntervals = 6000;

struct Piece {
  double a = 0.0;
  double b = 0.0;
  double value = 0.0;
  double error = 0.0;
  double magnitude = 0.0;  // ∫|integrand| on the piece (Kronrod's estimate)
  bool operator<(const Piece& o) const { return error < o.error; }
};

/// Neumaier's compensated sum: the pieces' values added without losing the small ones.
class Sum {
 public:
  void add(double v) {
    const double t = m_sum + v;
    m_carry += std::fabs(m_sum) >= std::fabs(v) ? (m_sum - t) + v : (v - t) + m_sum;
    m_sum = t;
  }
  double value() const { return m_sum + m_carry; }

 private:
  double m_sum = 0.0;
  double m_carry = 0.0;
};

template <typename F>
Piece rule(const F& h, double a, double b, bool& finite) {
  const double centre = 0.5 * (a + b);
  const double half = 0.5 * (b - a);
  double kronrod = 0.0;
  double gauss = 0.0;
  double magnitude = 0.0;
  for (std::size_t i = 0; i < kNodes.size(); ++i) {
    const bool mid = i + 1 == kNodes.size();
    const double left = h(centre - half * kNodes[i]);
    const double right = mid ? 0.0 : h(centre + half * kNodes[i]);
    if (!std::isfinite(left) || !std::isfinite(right)) finite = false;
    const double both = left + right;
    kronrod += kKronrod[i] * both;
    magnitude += kKronrod[i] * (std::fabs(left) + std::fabs(right));
    if (i % 2 == 1) gauss += kGauss[i / 2] * both;
  }
  Piece p;
  p.a = a;
  p.b = b;
  p.value = kronrod * half;
  p.error = std::fabs((kronrod - gauss) * half);
  p.magnitude = magnitude * std::fabs(half);
  return p;
}

}  // namespace

Integral expectation(const std::function<double(double)>& g, Gaussian x, const Params& params) {
  const double norm = 1.0 / std::sqrt(2.0 * 3.14159265358979323846);
  const auto h = [&](double z) {
    const double density = std::exp(-0.5 * z * z) * norm;
    if (density == 0.0) return 0.0;
    return g(x.mu + x.sigma * z) * density;
  };
  // Where the piecewise functions of the library bend or jump (in x), and a coarse grid in z.
  std::vector<double> cuts = {-kReach, -12, -8, -5, -3, -2, -1, 0, 1, 2, 3, 5, 8, 12, kReach};
  for (const double at : {0.0, 1.0, -1.0, 3.0, -3.0, 6.0, params.lambda, -params.lambda}) {
    const double z = (at - x.mu) / x.sigma;
    if (std::isfinite(z) && z > -kReach && z < kReach) cuts.push_back(z);
  }
  std::sort(cuts.begin(), cuts.end());
  cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());

  bool finite = true;
  std::priority_queue<Piece> pieces;
  double error = 0.0;
  double magnitude = 0.0;
  for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
    const Piece p = rule(h, cuts[i], cuts[i + 1], finite);
    error += p.error;
    magnitude += p.magnitude;
    pieces.push(p);
  }
  Integral out;
  while (finite && error > kTolerance * magnitude && pieces.size() < kMaxIntervals) {
    const Piece worst = pieces.top();
    const double mid = 0.5 * (worst.a + worst.b);
    if (!(mid > worst.a && mid < worst.b)) break;  // as fine as doubles go
    pieces.pop();
    const Piece left = rule(h, worst.a, mid, finite);
    const Piece right = rule(h, mid, worst.b, finite);
    error += left.error + right.error - worst.error;
    magnitude += left.magnitude + right.magnitude - worst.magnitude;
    pieces.push(left);
    pieces.push(right);
  }
  if (!finite) {
    out.value = std::numeric_limits<double>::quiet_NaN();
    out.error = out.value;
    out.converged = false;
    return out;
  }
  // The error is re-added from the pieces (the running total drifts by rounding).
  Sum value;
  Sum err;
  Sum mag;
  while (!pieces.empty()) {
    value.add(pieces.top().value);
    err.add(pieces.top().error);
    mag.add(pieces.top().magnitude);
    pieces.pop();
  }
  out.value = value.value();
  out.error = err.value();
  out.converged = out.error <= 1e3 * kTolerance * mag.value();
  return out;
}

Moments moments(const FunctionInfo& f, const FunctionInfo* derivative, Gaussian x,
                const Params& params) {
  Moments m;
  const Integral mean = expectation([&](double v) { return f(v, params); }, x, params);
  const Integral second = expectation(
      [&](double v) {
        const double y = f(v, params);
        return y * y;
      },
      x, params);
  const double mu = mean.value;
  const Integral variance = expectation(
      [&](double v) {
        const double d = f(v, params) - mu;
        return d * d;
      },
      x, params);
  m.mean = mean.value;
  m.second = second.value;
  m.variance = variance.value;
  m.converged = mean.converged && second.converged && variance.converged;
  m.slopeSecond = std::numeric_limits<double>::quiet_NaN();
  if (derivative != nullptr) {
    const Integral slope = expectation(
        [&](double v) {
          const double d = (*derivative)(v, params);
          return d * d;
        },
        x, params);
    m.slopeSecond = slope.value;
    m.converged = m.converged && slope.converged;
  }
  // No gain scales a second moment of 0; one that is not a finite number (an integral that
  // overflows or diverges, an f that is NaN somewhere) gives none either.
  m.gain = std::isfinite(m.second) && m.second > 0.0 ? 1.0 / std::sqrt(m.second)
           : m.second == 0.0                         ? std::numeric_limits<double>::infinity()
                                                     : std::numeric_limits<double>::quiet_NaN();
  return m;
}

ImageLaw imageLaw(const FunctionInfo& f, const FunctionInfo& derivative, Gaussian x,
                  const std::vector<double>& ys, const Params& params) {
  ImageLaw law;
  law.density.assign(ys.size(), 0.0);
  constexpr int kSteps = 6000;
  const double lo = x.mu - 9.0 * x.sigma;
  const double step = 18.0 * x.sigma / kSteps;
  const double norm = 1.0 / (x.sigma * std::sqrt(2.0 * 3.14159265358979323846));
  const auto density = [&](double v) {
    const double z = (v - x.mu) / x.sigma;
    return std::exp(-0.5 * z * z) * norm;
  };
  const auto cdf = [&](double v) {
    return 0.5 * std::erfc(-(v - x.mu) / (x.sigma * std::sqrt(2.0)));
  };
  double a = lo;
  double fa = f(a, params);
  for (int k = 1; k <= kSteps; ++k) {
    const double b = lo + step * k;
    const double fb = f(b, params);
    if (!std::isfinite(fa) || !std::isfinite(fb)) {
      a = b;
      fa = fb;
      continue;
    }
    if (fa == fb) {
      // Flat: the interval's probability is an atom at that value (merged with the last one).
      const double mass = cdf(b) - cdf(a);
      if (!law.atoms.empty() && law.atoms.back().y == fa) {
        law.atoms.back().mass += mass;
      } else {
        law.atoms.push_back({fa, mass});
      }
    } else {
      const double low = std::min(fa, fb);
      const double high = std::max(fa, fb);
      for (std::size_t i = 0; i < ys.size(); ++i) {
        const double y = ys[i];
        if (!(y >= low && y < high)) continue;
        // Bisection for f(r) = y on [a, b], where f goes from fa to fb.
        double l = a;
        double r = b;
        for (int it = 0; it < 60 && r - l > 0.0; ++it) {
          const double m = 0.5 * (l + r);
          if (m <= l || m >= r) break;
          const double fm = f(m, params);
          if ((fm < y) == (fa < fb)) {
            l = m;
          } else {
            r = m;
          }
        }
        const double root = 0.5 * (l + r);
        const double slope = std::fabs(derivative(root, params));
        // A slope of 0 at the root (an extremum hit exactly): the chord's slope instead.
        const double s = slope > 0.0 ? slope : std::fabs(fb - fa) / (b - a);
        law.density[i] += density(root) / s;
      }
    }
    a = b;
    fa = fb;
  }
  // Atoms of a few grid cells at a value that is not constant (rounding plateaus of f far out)
  // carry no real mass: only intervals worth at least 1e-9 are kept.
  std::erase_if(law.atoms, [](const ImageLaw::Atom& atom) { return atom.mass < 1e-9; });
  return law;
}

double varianceMap(const FunctionInfo& f, double q, double gain, double biasVariance,
                   const Params& params) {
  if (std::isnan(q)) return q;  // an unknown variance maps to an unknown one, not to f(0)'s
  if (!(q > 0.0)) {
    const double y = f(0.0, params);
    return gain * gain * y * y + biasVariance;
  }
  const Integral second = expectation(
      [&](double v) {
        const double y = f(v, params);
        return y * y;
      },
      Gaussian{0.0, std::sqrt(q)}, params);
  return gain * gain * second.value + biasVariance;
}

}  // namespace gelu::moments
