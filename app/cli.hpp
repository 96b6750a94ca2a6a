#pragma once
// Shared plumbing of the command-line commands: errors with exit codes, option parsing with the
// project's messages, and atomic output.
#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/activations.hpp"
#include "core/function_library.hpp"
#include "core/io.hpp"
#include "core/model/limits.hpp"

namespace cli {

/// Bad usage or bad input: exit code 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
/// Reading or writing failed: exit code 1.
struct IoError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Exit codes of every command.
enum ExitCode { kOk = 0, kIoFailure = 1, kBadUsage = 2 };

/// Untrusted text (an argument, a file name) as it may appear in a one-line message.
std::string shown(const QString& text);

/// An option's value as echoed in a refusal: without surrounding blanks, unless blanks are all
/// it has (then those, escaped: '\t', not '').
std::string shownValue(const QString& raw);

/// Parses `args` (program name first) with help/version; returns false when help or version
/// was printed (the caller exits 0). Throws UsageError for unknown options, stray arguments,
/// an empty value, or an option given twice that is not in `repeatable`.
bool parse(QCommandLineParser& parser, const QStringList& args, const QString& command,
           const QString& usageLine, const QStringList& repeatable = {});

/// The value of a set option as a finite double, or nullopt when the option is not set.
std::optional<double> finiteOption(const QCommandLineParser& p, const QString& name);
/// The value of a set option as a count in [min, max].
std::optional<std::uint64_t> countOption(const QCommandLineParser& p, const QString& name,
                                         std::uint64_t min, std::uint64_t max);
/// --mu, --sigma (and with `withAlpha` the activation parameters --alpha, --beta, --slope,
/// --lambda; each optional) into Params, validated.
gelu::Params shapeOptions(const QCommandLineParser& p, bool withAlpha);
/// Adds --mu, --sigma (and --alpha, --beta, --slope, --lambda when withAlpha) to the parser.
void addShapeOptions(QCommandLineParser& p, bool withAlpha);
/// The value of a set option within `range` (else `fallback`); out of range → UsageError.
double rangedOption(const QCommandLineParser& p, const QString& name, double fallback,
                    const gelu::limits::Range& range);
/// Adds --formula ID=EXPR and --parameter ID.NAME=VALUE, both repeatable (pass
/// kFormulaOptions as parse's `repeatable`).
void addFormulaOption(QCommandLineParser& p);
/// The options addFormulaOption() adds, each given as often as there are formulas or parameters.
inline const QStringList kFormulaOptions = {QStringLiteral("formula"), QStringLiteral("parameter")};
/// The --formula definitions of a command, in order, and the library they make beside the
/// built-ins.
struct CommandFormulas {
  std::vector<gelu::FormulaDefinition> definitions;
  gelu::FunctionLibraryPtr library;
};
/// Compiles every --formula; a bad one is a UsageError naming it and the column in its
/// expression.
CommandFormulas commandFormulas(const QCommandLineParser& p);
/// --seed as a whole number in 0..2^64−1, or nullopt when not set.
std::optional<std::uint64_t> seedOption(const QCommandLineParser& p);
/// Adds the activations' own parameters --alpha, --beta, --slope, --lambda (not GELU's μ, σ:
/// for commands whose --mu and --sigma describe their input).
void addActivationOptions(QCommandLineParser& p);
/// Those parameters into Params (μ = 0, σ = 1), validated.
gelu::Params activationOptions(const QCommandLineParser& p);
/// A comma-separated list of finite doubles.
std::vector<double> numberList(const QCommandLineParser& p, const QString& name);

/// --format: false for csv (the default), true for json; anything else is a UsageError.
bool jsonFormat(const QCommandLineParser& p);
/// A number for JSON: NaN and infinities (a value that does not exist) are null.
void appendJson(std::string& out, double v);
/// The activation `raw` names (built in or a --formula), else a UsageError naming `option` and
/// the known ids.
const gelu::FunctionInfo& activation(const gelu::FunctionLibrary& library, const QString& raw,
                                     const std::string& option);

/// Throws the error as UsageError (with `prefix`) or IoError, by its kind.
[[noreturn]] void raise(const gelu::io::Error& error, const std::string& prefix);

/// Where output goes: stdout, or a file by the rules of core/io.hpp (atomic for a regular
/// file, streaming for a device, FIFO or /dev/stdout). Throws UsageError when the directory
/// does not exist or the path is a directory, IoError with the system's reason on failure.
/// "train: epoch 1200 of 5000 (24%)" on standard error, rewritten in place as the percentage
/// changes, when it is a terminal and the work is long enough to wait for (more than a few
/// seconds by the cost model); cleared at the end. Silent otherwise (pipes, logs, tests).
class TerminalProgress {
 public:
  TerminalProgress(std::string what, double estimatedSeconds);
  ~TerminalProgress();
  TerminalProgress(const TerminalProgress&) = delete;
  TerminalProgress& operator=(const TerminalProgress&) = delete;
  void update(long long done, long long total);

 private:
  std::string m_what;
  bool m_on = false;
  bool m_shown = false;
  int m_percent = -1;
};

class Output {
 public:
  explicit Output(const QString& path);  // empty or "-" → stdout
  ~Output();
  Output(const Output&) = delete;
  Output& operator=(const Output&) = delete;
  void write(const std::string& chunk);
  void commit();

 private:
  struct Impl;
  std::unique_ptr<Impl> m_impl;  // freed even when the constructor throws
};

/// Runs `gelu-explorer <command> …`; returns the process exit code.
/// --layers: 1..6 comma-separated unit counts of 1..64 (the trainer's default when unset).
std::vector<int> layersOption(const QCommandLineParser& p);
/// A finite option in [lo, hi] (or (lo, hi] with `openLow`), else `fallback` when unset.
double boundedOption(const QCommandLineParser& p, const QString& name, double fallback, double lo,
                     double hi, bool openLow = false);

int runCommand(const QString& command, const QStringList& args);
bool isCommand(const QString& word);

int runTable(const QStringList& args);
int runSimulate(const QStringList& args);
int runNeuron(const QStringList& args);
int runRender(const QStringList& args);
int runMoments(const QStringList& args);
int runPropagate(const QStringList& args);
int runTrain(const QStringList& args);
int runTypeset(const QStringList& args);
int runExportWeb(const QStringList& args);
int runServe(const QStringList& args);

}  // namespace cli
