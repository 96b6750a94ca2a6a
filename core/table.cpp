#include "core/table.hpp"

#include "core/format.hpp"

namespace gelu {

void writeTable(const std::vector<const FunctionInfo*>& functions, const std::vector<double>& xs,
                const Params& params, const std::function<void(const std::string&)>& sink) {
  std::string buf = "x";
  for (const auto* f : functions) buf += "," + std::string(f->id);
  buf += '\n';
  std::vector<std::vector<double>> columns;
  for (const auto* f : functions) {
    columns.emplace_back(xs.size());
    evaluate(*f, xs, columns.back(), params);
  }
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

std::string tableCsv(const std::vector<const FunctionInfo*>& functions,
                     const std::vector<double>& xs, const Params& params) {
  std::string out;
  writeTable(functions, xs, params, [&out](const std::string& chunk) { out += chunk; });
  return out;
}

}  // namespace gelu
