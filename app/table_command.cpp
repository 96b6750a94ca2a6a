// gelu-explorer table: function values as CSV, every number shortest round-trip.
#include <QFile>
#include <algorithm>
#include <cstdio>
#include <string>

#include "cli.hpp"
#include "core/activations.hpp"
#include "core/curve.hpp"
#include "core/format.hpp"
#include "core/function_library.hpp"
#include "core/table.hpp"

namespace cli {
namespace {

constexpr std::uint64_t kMaxTablePoints = 1'000'000;
constexpr std::size_t kMaxXFileBytes = 64 * 1024 * 1024;

std::vector<const gelu::FunctionInfo*> selectedFunctions(const QCommandLineParser& p,
                                                         const gelu::FunctionLibrary& library) {
  std::vector<const gelu::FunctionInfo*> out;
  if (!p.isSet("functions")) return library.all();
  const QStringList ids = p.value("functions").split(',');
  for (const QString& raw : ids) {
    const std::string id = raw.trimmed().toStdString();
    const gelu::FunctionInfo* f = library.find(id);
    if (f == nullptr) {
      std::string known;
      for (const auto* g : library.all()) known += (known.empty() ? "" : ",") + std::string(g->id);
      throw UsageError("--functions: unknown id '" + shownValue(raw) + "' (known: " + known + ")");
    }
    for (const auto* g : out) {
      if (g == f) throw UsageError("--functions: '" + shownValue(raw) + "' is listed twice");
    }
    out.push_back(f);
  }
  return out;
}

/// `table --list`: id, name, the accuracy guarantee and the formula (plain text), in aligned
/// columns.
std::string functionList(const gelu::FunctionLibrary& library) {
  const std::vector<const gelu::FunctionInfo*> all = library.all();
  const auto width = [](std::string_view s) {  // display columns of UTF-8 text
    std::size_t n = 0;
    for (const char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return n;
  };
  std::size_t idWidth = 0;
  std::size_t nameWidth = 0;
  std::size_t accuracyWidth = 0;
  for (const auto* f : all) {
    idWidth = std::max(idWidth, width(f->id));
    nameWidth = std::max(nameWidth, width(f->name));
    accuracyWidth = std::max(accuracyWidth, width(gelu::accuracyText(*f)));
  }
  std::string out;
  for (const auto* f : all) {
    const std::string accuracy = gelu::accuracyText(*f);
    out += std::string(f->id) + std::string(idWidth - width(f->id) + 2, ' ');
    out += std::string(f->name) + std::string(nameWidth - width(f->name) + 2, ' ');
    out += accuracy + std::string(accuracyWidth - width(accuracy) + 2, ' ');
    out += gelu::plainFormula(f->formula) + "\n";
  }
  return out;
}

std::vector<double> readXValues(const QString& source) {
  const bool fromStdin = source == "-";
  const std::string name = fromStdin ? "<stdin>" : shown(source);
  std::string data;
  // To the end of the input: a pipe delivers its lines in pieces.
  if (const auto error =
          gelu::io::readFile(fromStdin ? "-" : QFile::encodeName(source).toStdString(),
                             kMaxXFileBytes, &data, "'" + name + "'")) {
    raise(*error, "--x-values: ");
  }
  std::vector<double> xs;
  std::size_t lineNo = 0;
  std::string_view rest(data);
  // A byte-order mark, as editors on other systems write (scene files accept it too).
  if (rest.substr(0, 3) == "\xef\xbb\xbf") rest.remove_prefix(3);
  while (!rest.empty()) {
    const auto end = rest.find('\n');
    const std::string_view rawLine = rest.substr(0, end);
    rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
    ++lineNo;
    std::string_view line = rawLine;
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r'))
      line.remove_suffix(1);
    if (line.empty() || line[0] == '#') continue;
    const auto v = gelu::parseDouble(line);
    if (!v) {
      throw UsageError(name + ":" + std::to_string(lineNo) + ": '" + gelu::io::printable(line, 40) +
                       "' " + gelu::whyNotADouble(line));
    }
    if (xs.size() == kMaxTablePoints) {
      throw UsageError(name + ": more than " + std::to_string(kMaxTablePoints) + " x values");
    }
    xs.push_back(*v);
  }
  if (xs.empty()) throw UsageError("--x-values: '" + name + "' contains no x values");
  return xs;
}

std::vector<double> gridFromOptions(const QCommandLineParser& p) {
  const double from = finiteOption(p, "from").value_or(-4.0);
  const double to = finiteOption(p, "to").value_or(4.0);
  const std::uint64_t points = countOption(p, "points", 1, kMaxTablePoints).value_or(801);
  if (points > 1 && !(from < to)) {
    throw UsageError("--from must be less than --to (got " + gelu::formatShortest(from) + " and " +
                     gelu::formatShortest(to) + ")");
  }
  if (!std::isfinite(to - from)) throw UsageError("--from/--to: range too wide");
  return gelu::linspace(from, to, points);
}

}  // namespace

int runTable(const QStringList& args) {
  QCommandLineParser p;
  p.addOption({"functions", "Comma-separated function ids (default: all).", "IDS"});
  p.addOption({"from", "First x (default -4).", "A"});
  p.addOption({"to", "Last x (default 4).", "B"});
  p.addOption({"points", "Number of x values, 1..1000000 (default 801).", "N"});
  p.addOption({"x-values", "Read x values from FILE (one per line, '-' for stdin).", "FILE"});
  p.addOption({"dtype",
               "A number format: fp64 (default), fp32, bf16, fp16, e4m3, e5m2. Each x is rounded "
               "to it, each value computed exactly and rounded once to it.",
               "D"});
  p.addOption({"kernel",
               "exact (default), torch, torch-vectorized or torch-scalar: gelu, gelu_tanh, dgelu "
               "and dgelu_tanh as PyTorch 1.13 computes them on the CPU, bit for bit (a long "
               "tensor, the vectorized path, one element; needs --dtype fp32 or bf16; see "
               "gelu-explorer(1)).",
               "K"});
  p.addOption({"every",
               "Every finite value of the --dtype (bf16, fp16, e4m3, e5m2) from --from to --to, "
               "instead of --points."});
  addShapeOptions(p, true);
  addFormulaOption(p);
  p.addOption({"list",
               "Print every function id with its name, accuracy guarantee (in ULPs of the true "
               "value, over every double) and formula, one a line."});
  p.addOption({"output", "Write the CSV to FILE (atomically) instead of stdout.", "FILE"});
  if (!parse(p, args, "table", "Print function values as CSV: header x,<id>,… then one row per x.",
             kFormulaOptions)) {
    return kOk;
  }
  const CommandFormulas formulas = commandFormulas(p);
  if (p.isSet("list")) {
    for (const QString& name : p.optionNames()) {
      if (name != "list" && name != "formula" && name != "output") {
        throw UsageError(
            "--list prints the function list and takes only --formula and "
            "--output, not --" +
            shown(name));
      }
    }
    Output out(p.value("output"));
    out.write(functionList(*formulas.library));
    out.commit();
    return kOk;
  }
  if (p.isSet("x-values") && (p.isSet("from") || p.isSet("to") || p.isSet("points"))) {
    throw UsageError("--x-values cannot be combined with --from, --to or --points");
  }
  const auto fns = selectedFunctions(p, *formulas.library);
  const gelu::Params params = shapeOptions(p, true);
  gelu::dtype::DType type = gelu::dtype::DType::Float64;
  if (p.isSet("dtype")) {
    const auto t = gelu::dtype::parse(p.value("dtype").toStdString());
    if (!t) {
      throw UsageError("--dtype: '" + shown(p.value("dtype")) +
                       "' is not fp64, fp32, bf16, fp16, e4m3 or e5m2");
    }
    type = *t;
  }
  gelu::dtype::Kernel kernel = gelu::dtype::Kernel::Exact;
  if (p.isSet("kernel")) {
    const auto k = gelu::dtype::parseKernel(p.value("kernel").toStdString());
    if (!k) {
      throw UsageError("--kernel: '" + shown(p.value("kernel")) +
                       "' is not exact, torch, torch-vectorized or torch-scalar");
    }
    kernel = *k;
    const std::string name = "--kernel " + std::string(gelu::dtype::kernelId(kernel));
    if (kernel != gelu::dtype::Kernel::Exact && (params.mu != 0.0 || params.sigma != 1.0)) {
      throw UsageError(name + ": PyTorch's GELU has no --mu or --sigma");
    }
    if (kernel != gelu::dtype::Kernel::Exact && !gelu::dtype::torchComputes(type)) {
      const std::string id(gelu::dtype::info(type).id);
      const std::string why =
          type == gelu::dtype::DType::Float64   ? "PyTorch's fp64 kernels are not reproduced"
          : type == gelu::dtype::DType::Float16 ? "PyTorch 1.13 has no CPU GELU for fp16"
                                                : "PyTorch 1.13 has no " + id + " type";
      throw UsageError(name + " needs --dtype fp32 or bf16 (" + why + ")");
    }
  }
  std::vector<double> xs;
  if (p.isSet("every")) {
    if (p.isSet("x-values") || p.isSet("points")) {
      throw UsageError("--every cannot be combined with --x-values or --points");
    }
    if (gelu::dtype::info(type).bits > 16) {
      throw UsageError("--every needs a --dtype of at most 16 bits (bf16, fp16, e4m3, e5m2)");
    }
    const double from = finiteOption(p, "from").value_or(-4.0);
    const double to = finiteOption(p, "to").value_or(4.0);
    if (!(from <= to)) throw UsageError("--from must not be more than --to");
    for (const double v : gelu::dtype::finiteValues(type)) {
      // One row per value: −0 and +0 are one x.
      if (v >= from && v <= to && !(v == 0.0 && std::signbit(v))) xs.push_back(v);
    }
    if (xs.empty()) throw UsageError("--every: no value of the format lies in --from..--to");
  } else {
    xs = p.isSet("x-values") ? readXValues(p.value("x-values")) : gridFromOptions(p);
  }

  Output out(p.value("output"));
  const auto sink = [&out](const std::string& chunk) { out.write(chunk); };
  if (p.isSet("dtype") || p.isSet("kernel")) {
    gelu::writeTable(fns, xs, params, type, kernel, sink);
  } else {
    gelu::writeTable(fns, xs, params, sink);
  }
  out.commit();
  return kOk;
}

}  // namespace cli
