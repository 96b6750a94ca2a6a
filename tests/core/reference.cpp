#include "reference.hpp"

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <sstream>
#include <stdexcept>

namespace reftest {

std::size_t Table::column(const std::string& name) const {
  for (std::size_t i = 0; i < columns.size(); ++i) {
    if (columns[i] == name) return i;
  }
  throw std::runtime_error("reference table has no column " + name);
}

Table load(const std::string& name) {
  const std::string path = std::string(GELU_TEST_DATA) + "/" + name;
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  Table t;
  std::string line;
  std::getline(in, line);
  std::stringstream header(line);
  for (std::string col; std::getline(header, col, ',');) t.columns.push_back(col);
  t.values.resize(t.columns.size());
  t.exact.resize(t.columns.size());
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    std::stringstream row(line);
    std::size_t i = 0;
    for (std::string cell; std::getline(row, cell, ','); ++i) {
      if (i >= t.columns.size()) throw std::runtime_error("too many cells in " + path);
      t.values[i].push_back(std::strtold(cell.c_str(), nullptr));  // underflow → 0 is fine
      t.exact[i].push_back(std::strtod(cell.c_str(), nullptr));
    }
    if (i != t.columns.size()) throw std::runtime_error("short row in " + path);
  }
  return t;
}

namespace {

template <typename T>
double ulpErrorT(T got, long double truth) {
  if (std::isnan(got)) return std::isnan(truth) ? 0.0 : std::numeric_limits<double>::quiet_NaN();
  const long double a = std::fabs(truth);
  const int minExp = std::numeric_limits<T>::min_exponent - 1;  // exponent of the smallest normal
  const int digits = std::numeric_limits<T>::digits;
  int e = minExp;
  if (a >= std::ldexp(1.0L, minExp)) e = std::ilogb(a);
  if (a > static_cast<long double>(std::numeric_limits<T>::max())) {
    return std::isinf(got) && (got > 0) == (truth > 0) ? 0.0 : HUGE_VAL;
  }
  const long double ulp = std::ldexp(1.0L, e - digits + 1);
  return static_cast<double>(std::fabs(static_cast<long double>(got) - truth) / ulp);
}

}  // namespace

double ulpError(double got, long double truth) { return ulpErrorT(got, truth); }
double ulpErrorFloat(float got, long double truth) { return ulpErrorT(got, truth); }

void measure(Worst& w, double got, long double truth, double x) {
  const double e = ulpError(got, truth);
  if (!(e <= w.ulps)) w = {std::isnan(e) ? HUGE_VAL : e, x};
}

}  // namespace reftest
