#include "cli.hpp"

#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/format.hpp"
#include "core/function_library.hpp"
#include "core/model/ids.hpp"
#include "core/model/limits.hpp"
#include "core/training.hpp"
#include "ui/model/Text.hpp"

namespace cli {

std::string shown(const QString& text) { return ui::printable(text).toStdString(); }

std::string shownValue(const QString& raw) {
  const QString trimmed = raw.trimmed();
  return shown(trimmed.isEmpty() ? raw : trimmed);
}

bool parse(QCommandLineParser& parser, const QStringList& args, const QString& command,
           const QString& usageLine, const QStringList& repeatable) {
  parser.setApplicationDescription(usageLine);
  parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
  const QCommandLineOption help({"h", "help"}, "Show this help and exit.");
  const QCommandLineOption version("version", "Show the version and exit.");
  parser.addOption(help);
  parser.addOption(version);
  if (!parser.parse(args))
    throw UsageError(command.toStdString() + ": " + shown(parser.errorText()));
  if (parser.isSet(help)) {
    QString text = parser.helpText();
    const QString what =
        command.isEmpty() ? QString("[command] [options]") : command + " [options]";
    text = "Usage: gelu-explorer " + what + text.mid(text.indexOf('\n'));
    std::fputs(text.toLocal8Bit().constData(), stdout);
    return false;
  }
  if (parser.isSet(version)) {
    std::printf("gelu-explorer %s\n", qPrintable(QCoreApplication::applicationVersion()));
    return false;
  }
  if (!parser.positionalArguments().isEmpty()) {
    throw UsageError(command.toStdString() + ": unexpected argument '" +
                     shown(parser.positionalArguments().first()) + "'");
  }
  // A repeated option would silently keep its last value; an empty one would act as unset.
  const QStringList names = parser.optionNames();
  for (qsizetype i = 0; i < names.size(); ++i) {
    const QString& name = names[i];
    const QString dashes = name.size() == 1 ? "-" : "--";
    if (!repeatable.contains(name) && names.indexOf(name, i + 1) > i) {
      throw UsageError(dashes.toStdString() + name.toStdString() + ": given more than once");
    }
    if (const QStringList values = parser.values(name);
        !values.isEmpty() && values.contains(QString())) {
      throw UsageError(dashes.toStdString() + name.toStdString() + ": the value is empty");
    }
  }
  return true;
}

std::optional<double> finiteOption(const QCommandLineParser& p, const QString& name) {
  if (!p.isSet(name)) return std::nullopt;
  const std::string text = p.value(name).toStdString();
  const auto v = gelu::parseDouble(text);
  if (!v) {
    throw UsageError("--" + name.toStdString() + ": '" + shown(p.value(name)) + "' " +
                     gelu::whyNotADouble(text));
  }
  if (!std::isfinite(*v)) {
    throw UsageError("--" + name.toStdString() + ": must be a finite number, got '" +
                     shown(p.value(name)) + "'");
  }
  return v;
}

std::optional<std::uint64_t> countOption(const QCommandLineParser& p, const QString& name,
                                         std::uint64_t min, std::uint64_t max) {
  if (!p.isSet(name)) return std::nullopt;
  const std::string text = shown(p.value(name));
  const auto v = gelu::parseCount(p.value(name).toStdString());
  // Short forms ("1e15") where the double is exact; a 64-bit maximum in full digits (as a
  // double it would print one more than it is).
  const std::string range =
      std::to_string(min) + ".." +
      (max <= (std::uint64_t{1} << 53) ? gelu::formatShortest(static_cast<double>(max))
                                       : std::to_string(max));
  if (!v) {
    throw UsageError("--" + name.toStdString() + ": '" + text + "' is not a whole number in " +
                     range);
  }
  if (*v < min || *v > max) {
    throw UsageError("--" + name.toStdString() + ": " + text + " is out of range " + range);
  }
  return v;
}

void addShapeOptions(QCommandLineParser& p, bool withAlpha) {
  p.addOption({"mu", "Mean μ of the Gaussian in gelu, dgelu, cdf, pdf (default 0).", "M"});
  p.addOption({"sigma", "Standard deviation σ > 0 of that Gaussian (default 1).", "S"});
  if (withAlpha) addActivationOptions(p);
}

void addActivationOptions(QCommandLineParser& p) {
  p.addOption({"alpha", "ELU's and CELU's α > 0 (default 1).", "A"});
  p.addOption({"beta", "β of softplus and swish, 0.001..1000 (default 1).", "B"});
  p.addOption({"slope", "Negative slope of leaky_relu, -10..10 (default 0.01).", "S"});
  p.addOption({"lambda", "λ of softshrink and hardshrink, 0..100 (default 0.5).", "L"});
}

gelu::Params activationOptions(const QCommandLineParser& p) {
  gelu::Params params;
  if (const auto alpha = finiteOption(p, "alpha")) {
    if (!(*alpha > 0.0)) throw UsageError("--alpha: must be > 0, got " + shown(p.value("alpha")));
    params.alpha = *alpha;
  }
  params.beta = rangedOption(p, "beta", params.beta, gelu::limits::kBeta);
  params.slope = rangedOption(p, "slope", params.slope, gelu::limits::kSlope);
  params.lambda = rangedOption(p, "lambda", params.lambda, gelu::limits::kLambda);
  return params;
}

std::optional<std::uint64_t> seedOption(const QCommandLineParser& p) {
  if (!p.isSet("seed")) return std::nullopt;
  const std::string text = shown(p.value("seed"));
  const auto seed = gelu::parseCount(text);
  if (!seed || text.find_first_of("eE.") != std::string::npos) {
    throw UsageError("--seed: '" + text + "' is not a whole number in 0..18446744073709551615");
  }
  return seed;
}

double rangedOption(const QCommandLineParser& p, const QString& name, double fallback,
                    const gelu::limits::Range& range) {
  const double v = finiteOption(p, name).value_or(fallback);
  if (v < range.min || v > range.max) {
    throw UsageError("--" + name.toStdString() + ": " + shown(p.value(name)) + " is out of range " +
                     gelu::formatShortest(range.min) + ".." + gelu::formatShortest(range.max));
  }
  return v;
}

gelu::Params shapeOptions(const QCommandLineParser& p, bool withAlpha) {
  gelu::Params params;
  if (const auto mu = finiteOption(p, "mu")) params.mu = *mu;
  if (const auto sigma = finiteOption(p, "sigma")) {
    if (!(*sigma > 0.0)) throw UsageError("--sigma: must be > 0, got " + shown(p.value("sigma")));
    params.sigma = *sigma;
  }
  if (withAlpha) {
    const gelu::Params own = activationOptions(p);
    params.alpha = own.alpha;
    params.beta = own.beta;
    params.slope = own.slope;
    params.lambda = own.lambda;
  }
  return params;
}

void addFormulaOption(QCommandLineParser& p) {
  p.addOption({"formula",
               "Define a function ID=EXPR of x (repeatable), e.g. 'bent=x + 0.1*x^2'; its "
               "derivative is dID. gelu-explorer(1) lists the functions EXPR may use.",
               "ID=EXPR"});
  p.addOption({"parameter",
               "Set a --formula's own parameter (a name its EXPR leaves free, 1 unless set), "
               "e.g. 'fam.b=1.702' for fam=a*x*Phi(b*x) (repeatable).",
               "ID.NAME=VALUE"});
}

CommandFormulas commandFormulas(const QCommandLineParser& p) {
  CommandFormulas out;
  QStringList ids;
  // Refused before anything is compiled: 4,000 formulas took 130 s to be refused.
  if (p.values("formula").size() > gelu::limits::kMaxFormulas) {
    throw UsageError("--formula: more than " + std::to_string(gelu::limits::kMaxFormulas) +
                     " formulas (as in scene files)");
  }
  for (const QString& spec : p.values("formula")) {
    const qsizetype eq = spec.indexOf('=');
    if (eq < 0) throw UsageError("--formula: '" + shown(spec) + "' is not ID=EXPR");
    const QString id = spec.left(eq).trimmed();
    if (ids.contains(id)) throw UsageError("--formula: '" + shown(id) + "' is defined twice");
    ids << id;
    gelu::model::FormulaDef def;
    def.expression = spec.mid(eq + 1).toStdString();
    // Its own parameters (a, b of a*x*Phi(b*x)) at 1, as the window's editor starts them.
    out.definitions.push_back(
        {id.toStdString(), def.expression, gelu::model::withParameters(def).parameters});
  }
  std::vector<std::string> set;  // ID.NAME of the parameters given so far
  for (const QString& spec : p.values("parameter")) {
    const qsizetype dot = spec.indexOf('.'), eq = spec.indexOf('=');
    if (dot <= 0 || eq < dot + 2) {
      throw UsageError("--parameter: '" + shown(spec) + "' is not ID.NAME=VALUE");
    }
    const std::string id = spec.left(dot).trimmed().toStdString();
    const std::string name = spec.mid(dot + 1, eq - dot - 1).trimmed().toStdString();
    const auto value = gelu::parseDouble(spec.mid(eq + 1).trimmed().toStdString());
    const auto def = std::find_if(out.definitions.begin(), out.definitions.end(),
                                  [&](const auto& d) { return d.id == id; });
    if (def == out.definitions.end()) {
      throw UsageError("--parameter " + shown(spec.left(eq)) + ": no --formula " +
                       shown(QString::fromStdString(id)));
    }
    const auto it = std::find_if(def->parameters.begin(), def->parameters.end(),
                                 [&](const auto& q) { return q.name == name; });
    if (it == def->parameters.end()) {
      std::string list;
      for (const auto& q : def->parameters) list += (list.empty() ? "" : ", ") + q.name;
      throw UsageError("--parameter " + shown(spec.left(eq)) + ": not a parameter of " +
                       shown(QString::fromStdString(id)) +
                       " (its parameters: " + (list.empty() ? "none" : list) + ")");
    }
    if (!value || !gelu::limits::kFormulaParameter.contains(*value)) {
      throw UsageError("--parameter " + shown(spec.left(eq)) + ": '" + shown(spec.mid(eq + 1)) +
                       "' is not a number from -1e6 to 1e6");
    }
    if (std::find(set.begin(), set.end(), id + '.' + name) != set.end()) {
      throw UsageError("--parameter " + shown(spec.left(eq)) + ": given more than once");
    }
    set.push_back(id + '.' + name);
    it->value = *value;
  }
  gelu::LibraryError error;
  out.library = gelu::FunctionLibrary::builtIns()->with(out.definitions, &error);
  if (!out.library) {
    throw UsageError("--formula " + shown(ids[static_cast<qsizetype>(error.index)]) + ": " +
                     error.message);
  }
  return out;
}

std::vector<double> numberList(const QCommandLineParser& p, const QString& name) {
  const std::string opt = "--" + name.toStdString();
  const QString raw = p.value(name).trimmed();
  if (raw.isEmpty()) throw UsageError(opt + ": needs a comma-separated list of numbers");
  std::vector<double> out;
  const QStringList parts = raw.split(',');
  if (parts.size() > 100000) throw UsageError(opt + ": more than 100000 values");
  for (qsizetype i = 0; i < parts.size(); ++i) {
    const std::string item = parts[i].trimmed().toStdString();
    const auto v = gelu::parseDouble(item);
    if (!v || !std::isfinite(*v)) {
      throw UsageError(opt + ": value " + std::to_string(i + 1) + " '" + shownValue(parts[i]) +
                       "' " + (v ? "is not finite" : gelu::whyNotADouble(item)));
    }
    out.push_back(*v);
  }
  return out;
}

void raise(const gelu::io::Error& error, const std::string& prefix) {
  if (error.kind == gelu::io::Error::Kind::Usage) throw UsageError(prefix + error.message);
  throw IoError(error.message);
}

struct Output::Impl {
  gelu::io::FileWriter file;
};

Output::Output(const QString& path) : m_impl(std::make_unique<Impl>()) {
  const bool toStdout = path.isEmpty() || path == "-";
  const std::string target = toStdout ? "/dev/stdout" : QFile::encodeName(path).toStdString();
  if (const auto error = m_impl->file.open(target)) raise(*error, "--output: ");
}

Output::~Output() = default;  // an uncommitted file is removed; the target is untouched

void Output::write(const std::string& chunk) {
  if (const auto error = m_impl->file.write(chunk)) raise(*error, "--output: ");
}

void Output::commit() {
  if (const auto error = m_impl->file.commit()) raise(*error, "--output: ");
}

bool jsonFormat(const QCommandLineParser& p) {
  if (!p.isSet("format")) return false;
  const QString f = p.value("format");
  if (f != "csv" && f != "json")
    throw UsageError("--format: '" + shown(f) + "' is not csv or json");
  return f == "json";
}

void appendJson(std::string& out, double v) {
  if (std::isfinite(v)) {
    gelu::appendShortest(out, v);
  } else {
    out += "null";
  }
}

const gelu::FunctionInfo& activation(const gelu::FunctionLibrary& library, const QString& raw,
                                     const std::string& option) {
  const gelu::FunctionInfo* f = library.find(raw.trimmed().toStdString());
  const std::vector<const gelu::FunctionInfo*> all = library.activations();
  if (f == nullptr || std::find(all.begin(), all.end(), f) == all.end()) {
    std::string known;
    for (const auto* g : all) known += (known.empty() ? "" : ",") + std::string(g->id);
    throw UsageError(option + ": '" + shownValue(raw) + "' is not an activation (known: " + known +
                     ")");
  }
  return *f;
}

bool isCommand(const QString& word) {
  return word == "table" || word == "simulate" || word == "neuron" || word == "render" ||
         word == "moments" || word == "propagate" || word == "train" || word == "typeset" ||
         word == "export-web" || word == "serve";
}

int runCommand(const QString& command, const QStringList& args) {
  try {
    if (command == "table") return runTable(args);
    if (command == "simulate") return runSimulate(args);
    if (command == "neuron") return runNeuron(args);
    if (command == "render") return runRender(args);
    if (command == "moments") return runMoments(args);
    if (command == "propagate") return runPropagate(args);
    if (command == "train") return runTrain(args);
    if (command == "typeset") return runTypeset(args);
    if (command == "export-web") return runExportWeb(args);
    if (command == "serve") return runServe(args);
    throw UsageError("unknown command '" + shown(command) + "'");
  } catch (const UsageError& e) {
    std::fprintf(stderr, "gelu-explorer: %s\n", e.what());
    return kBadUsage;
  } catch (const IoError& e) {
    std::fprintf(stderr, "gelu-explorer: %s\n", e.what());
    return kIoFailure;
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "gelu-explorer: out of memory\n");
    return kIoFailure;
  }
}

std::vector<int> layersOption(const QCommandLineParser& p) {
  if (!p.isSet("layers")) return gelu::training::NetConfig{}.hidden;
  const QStringList parts = p.value("layers").split(',');
  if (parts.size() > gelu::training::kMaxHiddenLayers) {
    throw UsageError("--layers: at most 6 hidden layers, got " + std::to_string(parts.size()));
  }
  std::vector<int> units;
  for (const QString& raw : parts) {
    bool ok = false;
    const int n = raw.trimmed().toInt(&ok);
    if (!ok || n < 1 || n > gelu::training::kMaxUnits) {
      throw UsageError("--layers: '" + shownValue(raw) + "' is not a unit count 1..64");
    }
    units.push_back(n);
  }
  return units;
}

double boundedOption(const QCommandLineParser& p, const QString& name, double fallback, double lo,
                     double hi, bool openLow) {
  const auto v = finiteOption(p, name);
  if (!v) return fallback;
  if ((openLow ? !(*v > lo) : !(*v >= lo)) || *v > hi) {
    throw UsageError("--" + name.toStdString() + ": must be " + (openLow ? "> " : "") +
                     gelu::formatShortest(lo) + (openLow ? " and ≤ " : "..") +
                     gelu::formatShortest(hi) + ", got " + shown(p.value(name)));
  }
  return *v;
}

TerminalProgress::TerminalProgress(std::string what, double estimatedSeconds)
    : m_what(std::move(what)), m_on(estimatedSeconds > 3 && ::isatty(2) != 0) {}

TerminalProgress::~TerminalProgress() {
  if (m_shown) std::fputs("\r\033[K", stderr);
}

void TerminalProgress::update(long long done, long long total) {
  if (!m_on || total <= 0) return;
  const int percent = static_cast<int>(100 * done / total);
  if (percent == m_percent) return;
  m_percent = percent;
  m_shown = true;
  std::fprintf(stderr, "\r\033[Kgelu-explorer: %s %lld of %lld (%d%%)", m_what.c_str(), done, total,
               percent);
  std::fflush(stderr);
}

}  // namespace cli
