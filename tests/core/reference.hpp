#pragma once
// Reads the mpmath reference tables in tests/data and measures errors in ULPs of the true value.
// The true values are held as double-doubles with an exponent of their own (no long double: it is
// plain double in WebAssembly, MSVC and on arm64, where these tests run too).
#include <string>
#include <vector>

namespace reftest {

/// A table's value: (hi + lo)·2^exp with hi in [1, 2) (or 0), ~100 bits of the 25 digits given;
/// values far below the double range keep their size (e^-1178 is not 0 here).
struct Truth {
  double hi = 0.0;
  double lo = 0.0;
  int exp = 0;
  bool nan = false;
  bool negative() const { return hi < 0.0; }
  /// The nearest double (for messages).
  double approx() const;
};

/// The exact value of a decimal number ("-1.25e-300", "0.5", "nan"), to about 2^-100.
Truth parseTruth(const std::string& text);

struct Table {
  std::vector<std::string> columns;        // header names
  std::vector<std::vector<Truth>> values;  // values[column][row]
  std::vector<std::vector<double>> exact;  // the same columns parsed as doubles (for x, μ, σ)
  std::size_t rows() const { return values.empty() ? 0 : values[0].size(); }
  std::size_t column(const std::string& name) const;  // throws if missing
};

/// Loads tests/data/<name>; throws std::runtime_error if missing or malformed.
Table load(const std::string& name);

/// |got − truth| in ULPs of truth (the double spacing at |truth|; 2^-1074 below the normal range).
/// NaN if got is NaN and truth is not.
double ulpError(double got, const Truth& truth);

/// ULPs of a float result against the true value.
double ulpErrorFloat(float got, const Truth& truth);

/// The largest error seen so far and where (NaN where a number was due counts as infinite).
struct Worst {
  double ulps = 0.0;
  double x = 0.0;
};
/// Records the error of `got` at x in `w` when it is the largest yet.
void measure(Worst& w, double got, const Truth& truth, double x);

}  // namespace reftest
