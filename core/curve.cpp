#include "core/curve.hpp"

#include <cmath>
#include <stdexcept>

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

Curve difference(const FunctionInfo& approx, const FunctionInfo& exact, double from, double to,
                 std::size_t n, const Params& p) {
  Curve c = sample(approx, from, to, n, p);
  std::vector<double> e(n);
  evaluate(exact, c.x, e, p);
  for (std::size_t i = 0; i < n; ++i) c.y[i] -= e[i];
  return c;
}

MaxError maxAbsDifference(const FunctionInfo& approx, const FunctionInfo& exact, double from,
                          double to, std::size_t gridPoints, const Params& p) {
  if (gridPoints < 3 || !(from < to)) throw std::invalid_argument("maxAbsDifference: bad range");
  const Curve c = difference(approx, exact, from, to, gridPoints, p);
  std::size_t best = 0;
  for (std::size_t i = 1; i < gridPoints; ++i) {
    if (std::fabs(c.y[i]) > std::fabs(c.y[best])) best = i;
  }
  auto err = [&](double x) { return std::fabs(approx.f(x, p) - exact.f(x, p)); };
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

}  // namespace gelu
