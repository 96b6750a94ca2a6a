#include "core/table.hpp"

#include "core/format.hpp"

namespace gelu {

namespace {

/// The CSV of `columns` (one per function) at `xs`, to `sink` in chunks of about 1 MiB.
void writeColumns(const std::vector<const FunctionInfo*>& functions, const std::vector<double>& xs,
                  const std::vector<std::vector<double>>& columns,
                  const std::function<void(const std::string&)>& sink) {
  std::string buf = "x";
  for (const auto* f : functions) buf += "," + std::string(f->id);
  buf += '\n';
  for (std::size_t i = 0; i < xs.size(); ++i) {
    appendShortest(buf, xs[i]);
    for (const auto& col : columns) {
      buf += ',';
      appendShortest(buf, col[i]);
    }
    buf += '\n';
    if (buf.size() > (1 << 20)) {
      sink(buf);
      buf.clear();
    }
  }
  sink(buf);
}

}  // namespace

void writeTable(const std::vector<const FunctionInfo*>& functions, const std::vector<double>& xs,
                const Params& params, const std::function<void(const std::string&)>& sink) {
  std::vector<std::vector<double>> columns;
  for (const auto* f : functions) {
    columns.emplace_back(xs.size());
    evaluate(*f, xs, columns.back(), params);
  }
  writeColumns(functions, xs, columns, sink);
}

void writeTable(const std::vector<const FunctionInfo*>& functions, const std::vector<double>& xs,
                const Params& params, dtype::DType type, dtype::Kernel kernel,
                const std::function<void(const std::string&)>& sink) {
  std::vector<double> rounded(xs.size());
  for (std::size_t i = 0; i < xs.size(); ++i) rounded[i] = dtype::round(type, xs[i]);
  std::vector<std::vector<double>> columns;
  for (const auto* f : functions) {
    columns.emplace_back(rounded.size());
    auto& col = columns.back();
    const bool torch = kernel == dtype::Kernel::Torch && f->typed == nullptr &&
                       (f->id == "gelu" || f->id == "gelu_tanh");
    if (torch) {
      for (std::size_t i = 0; i < rounded.size(); ++i) {
        col[i] = dtype::torchGelu(type, rounded[i], f->id == "gelu_tanh");
      }
    } else {
      evaluate(*f, rounded, col, params);
      for (double& v : col) v = dtype::round(type, v);
    }
  }
  writeColumns(functions, rounded, columns, sink);
}

std::string tableCsv(const std::vector<const FunctionInfo*>& functions,
                     const std::vector<double>& xs, const Params& params) {
  std::string out;
  writeTable(functions, xs, params, [&out](const std::string& chunk) { out += chunk; });
  return out;
}

}  // namespace gelu
