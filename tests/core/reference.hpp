#pragma once
// Reads the mpmath reference tables in tests/data and measures errors in ULPs of the true value.
#include <string>
#include <vector>

namespace reftest {

struct Table {
  std::vector<std::string> columns;              // header names
  std::vector<std::vector<long double>> values;  // values[column][row], long double (64-bit)
  std::vector<std::vector<double>> exact;  // the same columns parsed as doubles (for x, μ, σ)
  std::size_t rows() const { return values.empty() ? 0 : values[0].size(); }
  std::size_t column(const std::string& name) const;  // throws if missing
};

/// Loads tests/data/<name>; throws std::runtime_error if missing or malformed.
Table load(const std::string& name);

/// |got − truth| in ULPs of truth (the double spacing at |truth|; 2^-1074 below the normal range).
/// NaN if got is NaN and truth is not.
double ulpError(double got, long double truth);

/// ULPs of a float result against the true value.
double ulpErrorFloat(float got, long double truth);

/// The largest error seen so far and where (NaN where a number was due counts as infinite).
struct Worst {
  double ulps = 0.0;
  double x = 0.0;
};
/// Records the error of `got` at x in `w` when it is the largest yet.
void measure(Worst& w, double got, long double truth, double x);

}  // namespace reftest
