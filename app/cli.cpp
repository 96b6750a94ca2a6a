#include "cli.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <cstdio>

#include "core/format.hpp"

namespace cli {

bool parse(QCommandLineParser& parser, const QStringList& args, const QString& command,
           const QString& usageLine) {
  parser.setApplicationDescription(usageLine);
  parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
  const QCommandLineOption help({"h", "help"}, "Show this help and exit.");
  const QCommandLineOption version("version", "Show the version and exit.");
  parser.addOption(help);
  parser.addOption(version);
  if (!parser.parse(args))
    throw UsageError(command.toStdString() + ": " + parser.errorText().toStdString());
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
                     parser.positionalArguments().first().toStdString() + "'");
  }
  return true;
}

std::optional<double> finiteOption(const QCommandLineParser& p, const QString& name) {
  if (!p.isSet(name)) return std::nullopt;
  const std::string text = p.value(name).toStdString();
  const auto v = gelu::parseDouble(text);
  if (!v) throw UsageError("--" + name.toStdString() + ": '" + text + "' is not a number");
  if (!std::isfinite(*v)) {
    throw UsageError("--" + name.toStdString() + ": must be a finite number, got '" + text + "'");
  }
  return v;
}

std::optional<std::uint64_t> countOption(const QCommandLineParser& p, const QString& name,
                                         std::uint64_t min, std::uint64_t max) {
  if (!p.isSet(name)) return std::nullopt;
  const std::string text = p.value(name).toStdString();
  const auto v = gelu::parseCount(text);
  const std::string range =
      std::to_string(min) + ".." + gelu::formatShortest(static_cast<double>(max));
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
  if (withAlpha) p.addOption({"alpha", "ELU's α > 0 (default 1).", "A"});
}

gelu::Params shapeOptions(const QCommandLineParser& p, bool withAlpha) {
  gelu::Params params;
  if (const auto mu = finiteOption(p, "mu")) params.mu = *mu;
  if (const auto sigma = finiteOption(p, "sigma")) {
    if (!(*sigma > 0.0))
      throw UsageError("--sigma: must be > 0, got " + p.value("sigma").toStdString());
    params.sigma = *sigma;
  }
  if (withAlpha) {
    if (const auto alpha = finiteOption(p, "alpha")) {
      if (!(*alpha > 0.0))
        throw UsageError("--alpha: must be > 0, got " + p.value("alpha").toStdString());
      params.alpha = *alpha;
    }
  }
  return params;
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
      throw UsageError(opt + ": value " + std::to_string(i + 1) + " '" + item +
                       "' is not a finite number");
    }
    out.push_back(*v);
  }
  return out;
}

struct Output::Impl {
  QSaveFile file;
  bool toStdout = true;
};

Output::Output(const QString& path) : m_impl(std::make_unique<Impl>()) {
  if (path.isEmpty() || path == "-") return;
  m_impl->toStdout = false;
  const QFileInfo info(path);
  if (info.isDir()) throw UsageError("--output: '" + path.toStdString() + "' is a directory");
  if (!info.absoluteDir().exists()) {
    throw UsageError("--output: directory '" + info.absolutePath().toStdString() +
                     "' does not exist");
  }
  m_impl->file.setFileName(path);
  if (!m_impl->file.open(QIODevice::WriteOnly)) {
    throw IoError("cannot write '" + path.toStdString() +
                  "': " + m_impl->file.errorString().toStdString());
  }
}

Output::~Output() {
  if (!m_impl->toStdout) m_impl->file.cancelWriting();  // no-op after commit
}

void Output::write(const std::string& chunk) {
  if (m_impl->toStdout) {
    if (std::fwrite(chunk.data(), 1, chunk.size(), stdout) != chunk.size()) {
      throw IoError("cannot write to standard output");
    }
    return;
  }
  if (m_impl->file.write(chunk.data(), static_cast<qint64>(chunk.size())) !=
      static_cast<qint64>(chunk.size())) {
    throw IoError("cannot write '" + m_impl->file.fileName().toStdString() +
                  "': " + m_impl->file.errorString().toStdString());
  }
}

void Output::commit() {
  if (m_impl->toStdout) {
    if (std::fflush(stdout) != 0) throw IoError("cannot write to standard output");
    return;
  }
  if (!m_impl->file.commit()) {
    throw IoError("cannot write '" + m_impl->file.fileName().toStdString() +
                  "': " + m_impl->file.errorString().toStdString());
  }
}

bool isCommand(const QString& word) {
  return word == "table" || word == "simulate" || word == "neuron" || word == "render";
}

int runCommand(const QString& command, const QStringList& args) {
  try {
    if (command == "table") return runTable(args);
    if (command == "simulate") return runSimulate(args);
    if (command == "neuron") return runNeuron(args);
    if (command == "render") return runRender(args);
    throw UsageError("unknown command '" + command.toStdString() + "'");
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

}  // namespace cli
