#include "core/table.hpp"

#include <algorithm>
#include <span>

#include "core/format.hpp"

namespace gelu {

namespace {

// Rows are evaluated and written a block at a time, so memory stays bounded however many
// points and columns (a million points × a hundred columns would be 800 MB as whole columns).
constexpr std::size_t kBlockRows = 4096;

using Column = std::function<void(const FunctionInfo&, std::span<const double>, std::span<double>)>;

/// The CSV of `functions` at `xs` (each block's values from `column`), to `sink` in chunks of
/// about 1 MiB.
void writeBlocks(const std::vector<const FunctionInfo*>& functions, const std::vector<double>& xs,
                 const Column& column, const std::function<void(const std::string&)>& sink) {
  std::string buf = "x";
  for (const auto* f : functions) buf += "," + std::string(f->id);
  buf += '\n';
  std::vector<double> values(functions.size() * kBlockRows);
  for (std::size_t first = 0; first < xs.size(); first += kBlockRows) {
    const std::size_t rows = std::min(kBlockRows, xs.size() - first);
    const std::span<const double> block(xs.data() + first, rows);
    for (std::size_t j = 0; j < functions.size(); ++j) {
      column(*functions[j], block, std::span<double>(values.data() + j * kBlockRows, rows));
    }
    for (std::size_t i = 0; i < rows; ++i) {
      appendShortest(buf, block[i]);
      for (std::size_t j = 0; j < functions.size(); ++j) {
        buf += ',';
        appendShortest(buf, values[j * kBlockRows + i]);
      }
      buf += '\n';
      if (buf.size() > (1 << 20)) {
        sink(buf);
        buf.clear();
      }
    }
  }
  sink(buf);
}

}  // namespace

void writeTable(const std::vector<const FunctionInfo*>& functions, const std::vector<double>& xs,
                const Params& params, const std::function<void(const std::string&)>& sink) {
  writeBlocks(
      functions, xs,
      [&params](const FunctionInfo& f, std::span<const double> x, std::span<double> out) {
        evaluate(f, x, out, params);
      },
      sink);
}

void writeTable(const std::vector<const FunctionInfo*>& functions, const std::vector<double>& xs,
                const Params& params, dtype::DType type, dtype::Kernel kernel,
                const std::function<void(const std::string&)>& sink) {
  std::vector<double> rounded(xs.size());
  for (std::size_t i = 0; i < xs.size(); ++i) rounded[i] = dtype::round(type, xs[i]);
  const auto column = [&](const FunctionInfo& f, std::span<const double> x, std::span<double> out) {
    const bool torch =
        kernel != dtype::Kernel::Exact && f.typed == nullptr &&
        (f.id == "gelu" || f.id == "gelu_tanh" || f.id == "dgelu" || f.id == "dgelu_tanh");
    if (torch) {
      const bool tanhForm = f.id == "gelu_tanh" || f.id == "dgelu_tanh";
      const bool gradient = f.id == "dgelu" || f.id == "dgelu_tanh";
      for (std::size_t i = 0; i < x.size(); ++i) {
        out[i] = gradient ? dtype::torchGeluGradient(kernel, type, x[i], tanhForm)
                          : dtype::torchGelu(kernel, type, x[i], tanhForm);
      }
      return;
    }
    evaluate(f, x, out, params);
    for (double& v : out) v = dtype::round(type, v);
  };
  writeBlocks(functions, rounded, column, sink);
}

std::string tableCsv(const std::vector<const FunctionInfo*>& functions,
                     const std::vector<double>& xs, const Params& params) {
  std::string out;
  writeTable(functions, xs, params, [&out](const std::string& chunk) { out += chunk; });
  return out;
}

}  // namespace gelu
