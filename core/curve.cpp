#include "core/curve.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>

namespace gelu {

std::vector<double> linspace(double from, double to, std::size_t n) {
  std::vector<double> x(n);
  if (n == 0) return x;
  if (n == 1) {
    x[0] = from;
    return x;
  }
  const auto last = static_cast<double>(n - 1);
  if (std::fmax(std::fabs(from), std::fabs(to)) < 0x1p1000 / last) {
    // (from·(N−1−i) + to·i)/(N−1): for a decimal grid such as −4..4 by 801 the numerator is
    // exact, so every x is the double nearest the decimal value (0.01, not 0.009999999999999787).
    for (std::size_t i = 0; i < n; ++i) {
      const auto k = static_cast<double>(i);
      x[i] = (from * (last - k) + to * k) / last;
    }
  } else {
    // Near the double limit the products would overflow: step through the (finite) width.
    const double width = to - from;
    for (std::size_t i = 0; i < n; ++i) x[i] = from + width * (static_cast<double>(i) / last);
  }
  x[n - 1] = to;
  return x;
}

Curve sample(const FunctionInfo& f, double from, double to, std::size_t n, const Params& p) {
  Curve c{linspace(from, to, n), std::vector<double>(n)};
  evaluate(f, c.x, c.y, p);
  return c;
}

namespace {

void addUniform(std::vector<double>& xs, double a, double b, std::size_t n) {
  if (!(a < b) || n < 2) return;
  const auto v = linspace(a, b, n);
  xs.insert(xs.end(), v.begin(), v.end());
}

}  // namespace

Curve sampleAdaptive(const FunctionInfo& f, double from, double to, const Params& p,
                     const AdaptiveSampling& o) {
  std::vector<double> seeds;
  addUniform(seeds, from, to, o.seeds);
  const double va = std::max(from, o.viewFrom);
  const double vb = std::min(to, o.viewTo);
  addUniform(seeds, va, vb, o.seeds);
  if (f.usesShape()) {
    addUniform(seeds, std::max(from, p.mu - 8 * p.sigma), std::min(to, p.mu + 8 * p.sigma),
               o.seeds);
  }
  std::sort(seeds.begin(), seeds.end());
  seeds.erase(std::unique(seeds.begin(), seeds.end()), seeds.end());
  std::vector<double> ys(seeds.size());
  evaluate(f, seeds, ys, p);
  // The spread that the tolerance is relative to: f over the view (else the whole range).
  double lo = HUGE_VAL, hi = -HUGE_VAL;
  for (std::size_t i = 0; i < seeds.size(); ++i) {
    const bool inView = !(va < vb) || (seeds[i] >= va && seeds[i] <= vb);
    if (inView && std::isfinite(ys[i])) {
      lo = std::min(lo, ys[i]);
      hi = std::max(hi, ys[i]);
    }
  }
  const double spread = hi > lo ? hi - lo : (std::isfinite(hi) ? std::fabs(hi) + 1e-300 : 1.0);
  const double tol = o.tolerance * spread;
  Curve c;
  c.x.reserve(seeds.size() * 2);
  c.y.reserve(seeds.size() * 2);
  // Depth-first halving of each seed interval; points come out in order.
  struct Piece {
    double x0, y0, x1, y1;
    int depth;
  };
  std::vector<Piece> stack;
  c.x.push_back(seeds.front());
  c.y.push_back(ys.front());
  for (std::size_t i = 0; i + 1 < seeds.size(); ++i) {
    stack.push_back({seeds[i], ys[i], seeds[i + 1], ys[i + 1], 0});
    while (!stack.empty()) {
      const Piece s = stack.back();
      stack.pop_back();
      const double xm = 0.5 * (s.x0 + s.x1);
      bool split =
          s.depth < o.maxDepth && c.x.size() + stack.size() < o.maxPoints && xm > s.x0 && xm < s.x1;
      double ym = 0.0;
      if (split) {
        ym = f(xm, p);
        const bool finite = std::isfinite(s.y0) && std::isfinite(s.y1) && std::isfinite(ym);
        split = finite ? std::fabs(ym - 0.5 * (s.y0 + s.y1)) > tol
                       : std::isfinite(s.y0) != std::isfinite(s.y1);  // find a gap's edge
      }
      if (split) {
        stack.push_back({xm, ym, s.x1, s.y1, s.depth + 1});  // right half after the left
        stack.push_back({s.x0, s.y0, xm, ym, s.depth + 1});
      } else {
        c.x.push_back(s.x1);
        c.y.push_back(s.y1);
      }
    }
  }
  return c;
}

Curve difference(const FunctionInfo& approx, const FunctionInfo& exact, double from, double to,
                 std::size_t n, const Params& p) {
  Curve c = sample(approx, from, to, n, p);
  std::vector<double> e(n);
  evaluate(exact, c.x, e, p);
  for (std::size_t i = 0; i < n; ++i) c.y[i] -= e[i];
  return c;
}

double textbookGelu(double x) noexcept { return 0.5 * x * (1.0 + std::erf(x / std::sqrt(2.0))); }

namespace {

/// The last x from `yes` toward `no` where pred holds, to adjacent doubles (pred(yes) true,
/// pred(no) false; where pred changes more than once, one of the changes).
template <class Pred>
double lastTrue(Pred pred, double yes, double no) {
  for (int i = 0; i < 200; ++i) {
    const double mid = 0.5 * (yes + no);
    if (mid == yes || mid == no) break;
    (pred(mid) ? yes : no) = mid;
  }
  return yes;
}

}  // namespace

TextbookFailure textbookFailure(double relative) {
  TextbookFailure f;
  f.zeroFrom = lastTrue([](double x) { return textbookGelu(x) == 0.0; }, -40.0, -1.0);
  f.offFrom = lastTrue(
      [relative](double x) { return !(std::fabs(textbookGelu(x) / gelu(x) - 1.0) <= relative); },
      f.zeroFrom, -0.5);
  f.coreZeroBelow = lastTrue([](double x) { return gelu(x) == 0.0; }, -60.0, -30.0);
  return f;
}

MaxError maxAbsDifference(const FunctionInfo& approx, const FunctionInfo& exact, double from,
                          double to, std::size_t gridPoints, const Params& p) {
  if (gridPoints < 3 || !(from < to)) throw std::invalid_argument("maxAbsDifference: bad range");
  const Curve c = difference(approx, exact, from, to, gridPoints, p);
  std::size_t best = 0;
  for (std::size_t i = 1; i < gridPoints; ++i) {
    if (std::fabs(c.y[i]) > std::fabs(c.y[best])) best = i;
  }
  auto err = [&](double x) { return std::fabs(approx(x, p) - exact(x, p)); };
  double a = c.x[best == 0 ? 0 : best - 1];
  double b = c.x[best + 1 == gridPoints ? best : best + 1];
  const double phi = (std::sqrt(5.0) - 1.0) / 2.0;
  double x1 = b - phi * (b - a);
  double x2 = a + phi * (b - a);
  double f1 = err(x1);
  double f2 = err(x2);
  for (int it = 0; it < 200 && b - a > 1e-12 * (1.0 + std::fabs(a)); ++it) {
    if (f1 < f2) {
      a = x1;
      x1 = x2;
      f1 = f2;
      x2 = a + phi * (b - a);
      f2 = err(x2);
    } else {
      b = x2;
      x2 = x1;
      f2 = f1;
      x1 = b - phi * (b - a);
      f1 = err(x1);
    }
  }
  MaxError m{std::fabs(c.y[best]), c.x[best]};
  const double mid = 0.5 * (a + b);
  if (err(mid) > m.value) m = {err(mid), mid};
  return m;
}

void breakAtPoles(Curve& c, double yMin, double yMax) {
  const double h = yMax - yMin;
  const double above = yMax + h;
  const double below = yMin - h;
  Curve out;
  out.x.reserve(c.x.size());
  out.y.reserve(c.y.size());
  for (std::size_t i = 0; i < c.x.size(); ++i) {
    const double y = std::isinf(c.y[i]) ? std::numeric_limits<double>::quiet_NaN() : c.y[i];
    if (i > 0 && !out.y.empty()) {
      const double prev = out.y.back();
      if ((prev > above && y < below) || (prev < below && y > above)) {
        out.x.push_back(0.5 * (out.x.back() + c.x[i]));
        out.y.push_back(std::numeric_limits<double>::quiet_NaN());
      }
    }
    out.x.push_back(c.x[i]);
    out.y.push_back(y);
  }
  c = std::move(out);
}

namespace {

/// The shortest decimal in [lo, hi] (lo ≤ hi), or their midpoint when none is shorter.
double shortestBetween(double lo, double hi) {
  if (lo <= 0 && hi >= 0) return 0.0;
  const double mid = lo + (hi - lo) / 2;
  char text[64];
  for (int digits = 1; digits <= 17; ++digits) {
    const auto end =
        std::to_chars(text, text + sizeof text, mid, std::chars_format::general, digits).ptr;
    double v = 0;
    std::from_chars(text, end, v);
    if (v >= lo && v <= hi) return v;
  }
  return mid;
}

}  // namespace

std::vector<Jump> splitAtJumps(const FunctionInfo& f, Curve& c, const Params& p, double minJump) {
  std::vector<Jump> jumps;
  if (!(minJump > 0) || c.x.size() < 2) return jumps;
  Curve out;
  out.x.reserve(c.x.size());
  out.y.reserve(c.y.size());
  for (std::size_t i = 0; i + 1 < c.x.size(); ++i) {
    out.x.push_back(c.x[i]);
    out.y.push_back(c.y[i]);
    double l = c.x[i], r = c.x[i + 1], fl = c.y[i], fr = c.y[i + 1];
    if (!std::isfinite(fl) || !std::isfinite(fr) || !(std::abs(fr - fl) > minJump)) continue;
    // Only a chord far steeper than its neighbours can hide a jump (sampling narrowed it down
    // to a sliver); a steep but smooth stretch has neighbours about as steep, and costs
    // nothing more.
    const auto slope = [&](std::size_t k) {
      return k + 1 < c.x.size() && std::isfinite(c.y[k]) && std::isfinite(c.y[k + 1])
                 ? std::abs((c.y[k + 1] - c.y[k]) / (c.x[k + 1] - c.x[k]))
                 : 0.0;
    };
    const double steepest = std::max(i > 0 ? slope(i - 1) : 0.0, slope(i + 1));
    if (std::abs(fr - fl) / (r - l) < 8 * steepest) continue;
    // Into the half that changes more, until the change is small (continuous) or the bracket
    // is two neighbouring doubles (or as small as 200 halvings make it).
    for (int k = 0; k < 200 && std::abs(fr - fl) > minJump / 2; ++k) {
      const double m = l + (r - l) / 2;
      if (!(m > l && m < r)) break;
      const double fm = f(m, p);
      if (!std::isfinite(fm)) break;
      if (std::abs(fm - fl) >= std::abs(fr - fm)) {
        r = m;
        fr = fm;
      } else {
        l = m;
        fl = fm;
      }
    }
    if (!(std::abs(fr - fl) > minJump / 2) || r - l > 1e-9 * std::max(1.0, std::abs(l))) continue;
    const double x = shortestBetween(l, r);
    jumps.push_back({x, fl, fr, f(x, p)});
    out.x.insert(out.x.end(), {x, x, x});
    out.y.insert(out.y.end(), {fl, std::numeric_limits<double>::quiet_NaN(), fr});
  }
  out.x.push_back(c.x.back());
  out.y.push_back(c.y.back());
  if (!jumps.empty()) c = std::move(out);
  return jumps;
}

}  // namespace gelu
