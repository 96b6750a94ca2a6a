// A command-line fuzzer: generated and mutated argument vectors for every command, each run in
// a forked child (so a crash or hang is seen, not suffered), with the properties every run must
// have: no signal; exit 0, 1 or 2; a failure is one stderr line starting with "gelu-explorer:",
// no control characters, nothing on stdout and no file left or changed; a success prints valid
// CSV/JSON without NaN (for finite input) and writes a complete file of the right format.
//
//   cli_fuzz [--runs N] [--seed S] [--verbose]     (ctest runs 20,000; see docs/benchmarks.md)
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "core/format.hpp"
#include "core/io.hpp"

namespace fs = std::filesystem;
using Args = std::vector<std::string>;

namespace {

std::mt19937_64 g_rng;

std::size_t below(std::size_t n) { return static_cast<std::size_t>(g_rng() % n); }
bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(g_rng) < p; }
template <typename T>
const T& pick(const std::vector<T>& v) {
  return v[below(v.size())];
}

const std::vector<std::string> kNumbers = {
    "0",      "-0",     "1",      "-1",     "0.5",   "2.5",     "-4",       "4",
    "1e-310", "5e-324", "1e-400", "1e400",  "1e308", "1.7e308", "-1.7e308", "1e300",
    "nan",    "inf",    "-inf",   "",       "abc",   " 1",      "1,2",      "0x10",
    "1e15",   "3",      "1e6",    "100",    "50",    "-50",     "0.001",    "10",
    "2e-3",   "1e16",   "1e307",  "-1e307", "7",     "0.0001",  "1e-9",     "-3.5"};
const std::vector<std::string> kCounts = {"0",
                                          "1",
                                          "2",
                                          "3",
                                          "10",
                                          "100",
                                          "1000",
                                          "1e3",
                                          "1e15",
                                          "1e16",
                                          "-5",
                                          "1.5",
                                          "abc",
                                          "",
                                          "65537",
                                          "100000",
                                          "100001",
                                          "18446744073709551615",
                                          "18446744073709551616"};
// clang-format off
const std::vector<std::string> kIds = {
    "gelu", "dgelu", "cdf", "pdf", "relu", "elu", "silu", "gelu_tanh", "gelu_sigmoid", "drelu",
    "delu", "mish", "dhardswish", "tanhshrink", "f", "df", "gelu,relu", "gelu,gelu", "nope",
    "gelu\nrelu", "\x1b[31m", "", "gelu,,relu", "gelu,silu,elu,relu", "softplus,f"};
// clang-format on
const std::vector<std::string> kLists = {"1",     "1,2", "0,1",   "1e306",   "1e308,1e308", "nan",
                                         "1,abc", "",    "1,2,3", "-1e-400", "0.3,0.2"};
const std::vector<std::string> kOutputs = {
    "out.csv",       "out.png",  "out.svg",   "out.pdf",   "out.jpg",
    "out.gif",       "old.csv",  "old.png",   "sub",       "sub/",
    "missing/x.png", "link.png", "/dev/null", "-",         "/dev/stdout",
    "loop.png",      "noext",    "",          "out\n.png", std::string(251, 'n') + ".png"};
const std::vector<std::string> kSizes = {"100",   "120", "160", "200",  "99",
                                         "10001", "abc", "0",   "150.5"};
const std::vector<std::string> kPanels = {"pdf-area",    "cdf",    "monte-carlo", "activations",
                                          "derivatives", "errors", "compare",     "neuron",
                                          "sheet",       "nope",   "propagation", ""};

struct Fixtures {
  std::string in;  // input files
  std::vector<std::string> inputs;
  std::vector<std::string> scenes;
};
Fixtures g_fix;

std::string optionValue(const std::string& option) {
  if (option == "--functions" || option == "--activation" || option == "--curves") {
    return pick(kIds);
  }
  if (option == "--points" || option == "--samples" || option == "--seed" ||
      option == "--checkpoints" || option == "--columns") {
    return pick(kCounts);
  }
  if (option == "--inputs" || option == "--weights" || option == "--gate-weights") {
    return pick(kLists);
  }
  if (option == "--gate") return pick(std::vector<std::string>{"geglu", "swiglu", "reglu", "glu"});
  if (option == "--output" || option == "-o") return pick(kOutputs);
  if (option == "--x-values") return pick(g_fix.inputs);
  if (option == "--scene") return pick(g_fix.scenes);
  if (option == "--method")
    return pick(std::vector<std::string>{"uniform", "normal", "UNIFORM", ""});
  if (option == "--format") {
    return pick(std::vector<std::string>{"json", "csv", "", "xml", "png", "svg", "pdf", "jpg"});
  }
  if (option == "--panel") return pick(kPanels);
  if (option == "--tex") {
    return pick(std::vector<std::string>{
        R"(x\,\Phi(x))", R"(\frac{1}{2}\left(1 + \operatorname{erf}\frac{x}{\sqrt{2}}\right))",
        R"(\fracc{1}{2})", R"(\left( x)", "x^2^3", R"(\begin{cases} x & y \\ 0 \end{cases})",
        R"(\sqrt[3]{x})", std::string(300, '{'), R"(\text{中 <b>&amp;})", "", "}", "$",
        R"(\left(\frac{\frac{a}{b}}{\frac{c}{d}}\right)^{\sum_{i=1}^n})"});
  }
  if (option == "--size") return pick(std::vector<std::string>{"20", "4", "400", "3", "500", "x"});
  if (option == "--inline") return "";
  if (option == "--gain") {
    return pick(std::vector<std::string>{"auto", "he", "xavier", "torch", "1.5", "-1", "101", "nan",
                                         "0", "AUTO", ""});
  }
  if (option == "--dtype") {
    return pick(
        std::vector<std::string>{"bf16", "fp16", "e4m3", "e5m2", "fp32", "fp64", "fp8", ""});
  }
  if (option == "--kernel") {
    return pick(
        std::vector<std::string>{"exact", "torch", "torch-vectorized", "torch-scalar", "cuda"});
  }
  if (option == "--every") return "";
  if (option == "--depth") return pick(std::vector<std::string>{"1", "20", "100", "101", "0", "x"});
  if (option == "--dataset") {
    return pick(std::vector<std::string>{"circle", "xor", "gaussians", "spiral", "regression",
                                         "moons", ""});
  }
  if (option == "--activations") {
    return pick(std::vector<std::string>{"gelu", "gelu,relu", "relu,gelu,silu", "dgelu",
                                         "gelu,gelu", "f", "", "gelu,"});
  }
  if (option == "--layers") {
    return pick(std::vector<std::string>{"4", "2,3", "65", "1,1,1,1,1,1,1", "0", "", "3,x"});
  }
  if (option == "--optimizer") return pick(std::vector<std::string>{"adam", "sgd", "rmsprop"});
  if (option == "--init") return pick(std::vector<std::string>{"he", "xavier", "lecun", "zero"});
  if (option == "--epochs") return pick(std::vector<std::string>{"1", "2", "0", "-1", "x"});
  if (option == "--points") return pick(std::vector<std::string>{"10", "30", "9", "10001"});
  if (option == "--width" || option == "--height") return pick(kSizes);
  if (option == "--scale") return pick(std::vector<std::string>{"0.25", "0.5", "1", "0.1", "9"});
  if (option == "--font-scale") return pick(std::vector<std::string>{"0.5", "1", "2", "5"});
  if (option == "--theme") return pick(std::vector<std::string>{"light", "dark", "solarized"});
  static const std::vector<std::string> kFormulas = {"f=x^2",
                                                     "g=x*(1+x",
                                                     "gelu=x",
                                                     "f",
                                                     "h=log(x)",
                                                     "w=x>0 ? x : 0.1*x",
                                                     "=x",
                                                     "f=2x",
                                                     "v=" + std::string(600, 'x'),
                                                     "x=x+1",
                                                     "pi=1",
                                                     "f=1e999",
                                                     "f=x!",
                                                     "dgelu_x=x",
                                                     "f=a*x*Phi(b*x)",
                                                     "f=a+b+c+d+g+h+k*x",
                                                     "f=inf*x"};
  if (option == "--formula") return pick(kFormulas);
  if (option == "--parameter") {
    return pick(std::vector<std::string>{"f.a=2", "f.b=-1e6", "f.b=1e7", "f.c=1", "f.a=nan", "f.a",
                                         "g.a=1", ".a=1", "f.=1", "f.a=0x10"});
  }
  if (option == "--background") {
    return pick(std::vector<std::string>{"theme", "white", "transparent", "pink"});
  }
  return pick(kNumbers);
}

Args generate() {
  static const std::vector<std::pair<std::string, std::vector<std::string>>> commands = {
      {"table",
       {"--functions", "--from", "--to", "--points", "--x-values", "--mu", "--sigma", "--alpha",
        "--beta", "--slope", "--lambda", "--formula", "--parameter", "--output", "--dtype",
        "--kernel", "--every"}},
      {"simulate",
       {"--x", "--samples", "--seed", "--mu", "--sigma", "--method", "--checkpoints", "--format"}},
      {"neuron",
       {"--inputs", "--weights", "--bias", "--activation", "--mu", "--sigma", "--alpha", "--beta",
        "--formula", "--gate", "--gate-weights", "--gate-bias"}},
      {"render", {"--panel", "-o",           "--scale",    "--font-scale", "--x",      "--mu",
                  "--sigma", "--alpha",      "--curves",   "--samples",    "--seed",   "--columns",
                  "--theme", "--background", "--scene",    "--formula",    "--lambda", "--gain",
                  "--depth", "--units",      "--bias-std", "--format"}},
      {"moments",
       {"--functions", "--mu", "--sigma", "--alpha", "--beta", "--slope", "--lambda", "--formula",
        "--format", "--output"}},
      {"propagate",
       {"--activation", "--depth", "--width", "--gain", "--bias-std", "--seed", "--alpha",
        "--formula", "--format", "--output"}},
      {"train",
       {"--dataset", "--activations", "--layers", "--epochs", "--seed", "--learning-rate",
        "--optimizer", "--momentum", "--batch", "--l2", "--init", "--gain", "--points", "--noise",
        "--test-share", "--beta", "--formula", "--format", "--output"}},
      {"typeset",
       {"--tex", "-o", "--format", "--size", "--inline", "--scale", "--theme", "--background"}},
      {"export-web", {"--scene", "-o", "--output"}}};
  // Rendering is the slow command (export-web renders a still): a smaller share, small figures.
  static const std::size_t kQuick[] = {0, 1, 2, 4, 5, 6, 7};
  const std::size_t c = chance(0.08) ? (chance(0.25) ? 8 : 3) : kQuick[below(7)];
  const auto& [command, options] = commands[c];
  Args args = {command};
  if (command == "simulate" && chance(0.85)) args.insert(args.end(), {"--x", pick(kNumbers)});
  if (command == "neuron" && chance(0.85)) {
    args.insert(args.end(), {"--inputs", pick(kLists), "--weights", pick(kLists)});
  }
  if (command == "train") {  // few epochs and points: a fuzzing run is a quick one
    args.insert(args.end(), {"--epochs", pick(std::vector<std::string>{"1", "3", "0", "x"}),
                             "--points", pick(std::vector<std::string>{"12", "40", "9", "1e3"})});
  }
  if (command == "typeset")
    args.insert(args.end(), {"--tex", optionValue("--tex"), "-o", pick(kOutputs)});
  if (command == "export-web") {
    args.insert(args.end(), {"--scene", optionValue("--scene"), "-o",
                             pick(std::vector<std::string>{"out.html", "out.png", "-", ""})});
  }
  if (command == "render") {
    args.insert(args.end(), {"--panel", pick(kPanels), "-o", pick(kOutputs)});
    if (chance(0.97)) args.insert(args.end(), {"--width", pick(kSizes), "--height", pick(kSizes)});
    if (chance(0.9))
      args.insert(args.end(), {"--samples", pick(std::vector<std::string>{"0", "50", "1e6"})});
  }
  const std::size_t extra = below(4);
  for (std::size_t i = 0; i < extra; ++i) {
    const std::string& option = pick(options);
    if (chance(0.15)) {
      args.push_back(option + "=" + optionValue(option));
    } else {
      args.insert(args.end(), {option, optionValue(option)});
    }
  }
  // Mutations: drop, repeat, swap, replace, insert junk.
  if (chance(0.3)) {
    const std::size_t n = 1 + below(3);
    for (std::size_t k = 0; k < n && args.size() > 1; ++k) {
      const std::size_t i = 1 + below(args.size() - 1);
      switch (below(5)) {
        case 0:
          args.erase(args.begin() + static_cast<std::ptrdiff_t>(i));
          break;
        case 1:
          args.insert(args.begin() + static_cast<std::ptrdiff_t>(i), args[i]);
          break;
        case 2:
          std::swap(args[i], args[1 + below(args.size() - 1)]);
          break;
        case 3:
          args[i] = pick(kNumbers);
          break;
        default:
          args.insert(args.begin() + static_cast<std::ptrdiff_t>(i),
                      pick(std::vector<std::string>{"--", "-", "--bogus", "-o", "--help",
                                                    "--version", "stray", "--x=", "-x"}));
      }
    }
  }
  return args;
}

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void put(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

/// The work directory's state: every entry with its content (links as their target).
std::vector<std::pair<std::string, std::string>> snapshot(const std::string& dir) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& e : fs::directory_iterator(dir)) {
    const std::string name = e.path().filename();
    std::error_code ec;
    if (fs::is_symlink(e.symlink_status())) {
      out.emplace_back(name, "-> " + fs::read_symlink(e.path(), ec).string());
    } else if (fs::is_regular_file(e.status())) {
      out.emplace_back(name, slurp(e.path()));
    } else {
      out.emplace_back(name, "(other)");
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

void resetWork(const std::string& work) {
  std::error_code ec;
  fs::remove_all(work, ec);
  fs::create_directories(work + "/sub");
  put(work + "/old.csv", "old table");
  put(work + "/old.png", "old figure");
  fs::create_symlink("target.png", work + "/link.png");
  fs::create_symlink("loop.png", work + "/loop.png");
}

bool hasControl(const std::string& s) {
  for (std::size_t i = 0; i + 1 < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x20 || c == 0x7f) return true;
  }
  return false;
}

bool validCsv(const std::string& text, bool nanAllowed, std::string* why) {
  std::istringstream in(text);
  std::string line;
  std::size_t fields = 0;
  std::size_t row = 0;
  while (std::getline(in, line)) {
    const std::size_t n = static_cast<std::size_t>(std::count(line.begin(), line.end(), ',')) + 1;
    if (row == 0) {
      fields = n;
    } else {
      if (n != fields) return *why = "row " + std::to_string(row) + " has a different width", false;
      std::istringstream cells(line);
      std::string cell;
      while (std::getline(cells, cell, ',')) {
        const auto v = gelu::parseDouble(cell);
        if (!v) return *why = "cell '" + cell + "' is not a number", false;
        if (std::isnan(*v) && !nanAllowed) return *why = "nan for finite input", false;
      }
    }
    ++row;
  }
  if (row < 2) return *why = "no rows", false;
  return true;
}

bool has(const Args& args, const std::string& what) {
  return std::any_of(args.begin(), args.end(),
                     [&](const std::string& a) { return a.rfind(what, 0) == 0; });
}

/// The value of `option` (last form wins; the run succeeded, so it was given once).
std::string valueOf(const Args& args, const std::string& option, const std::string& alt = "") {
  for (std::size_t i = 1; i < args.size(); ++i) {
    if (args[i] == "--tex" && option != "--tex") {  // its value may look like an option ("-o")
      ++i;
      continue;
    }
    for (const std::string& o : {option, alt}) {
      if (o.empty()) continue;
      if (args[i] == o && i + 1 < args.size()) return args[i + 1];
      if (args[i].rfind(o + "=", 0) == 0) return args[i].substr(o.size() + 1);
    }
  }
  return {};
}

/// Checks a successful run; returns an empty string or what is wrong.
std::string checkSuccess(const Args& args, const std::string& out, const std::string& err,
                         const std::string& work) {
  const std::string& command = args[0];
  // A success says nothing on stderr — but moments, whose table holds a moment that is not a
  // number (nan, or null in JSON), or a gain that is inf, says which in one line.
  const bool oneNote = command == "moments" && err.starts_with("gelu-explorer: ") &&
                       err.find('\n') == err.size() - 1;
  const bool momentNote = oneNote && err.find("is not a finite number") != std::string::npos;
  const bool gainNote = oneNote && err.find("the gain 1/√E[f(X)²] is inf") != std::string::npos;
  if (!err.empty() && !momentNote && !gainNote) return "exit 0 with a message: " + err;
  if (has(args, "--help") || has(args, "-h") || has(args, "--version")) return {};
  std::string why;
  std::string target =
      valueOf(args, "--output", command == "render" || command == "typeset" ? "-o" : "");
  if (target == "/dev/stdout" || target == "-") target.clear();
  const std::string text =
      target.empty() ? out : (target[0] == '/' ? std::string() : slurp(work + "/" + target));
  if (!target.empty() && target[0] == '/') return {};  // /dev/null
  if (command == "table") {
    // NaN only for a NaN x, or from a typed formula outside its domain (log(x) at x < 0).
    const bool typed = std::any_of(args.begin(), args.end(),
                                   [](const std::string& a) { return a.starts_with("--formula"); });
    // (and E4M3 has no infinity: what overflows it is NaN)
    const bool nanAllowed = typed || has(args, "--dtype") ||
                            valueOf(args, "--x-values").find("nan") != std::string::npos;
    if (!validCsv(text, nanAllowed, &why)) return "table: " + why;
  } else if (command == "simulate") {
    if (valueOf(args, "--format") == "csv") {
      if (!validCsv(text, false, &why)) return "simulate csv: " + why;
    } else {
      QJsonParseError error{};
      QJsonDocument::fromJson(QByteArray::fromStdString(text), &error);
      if (error.error != QJsonParseError::NoError) return "simulate: invalid JSON: " + text;
    }
  } else if (command == "train") {
    if (valueOf(args, "--format") == "json") {
      QJsonParseError error{};
      QJsonDocument::fromJson(QByteArray::fromStdString(text), &error);
      if (error.error != QJsonParseError::NoError) return "train: invalid JSON: " + text;
    } else {
      // epoch,activation,…: the activation's column out, regression's empty accuracies as 0
      std::string numbers;
      std::istringstream in(text);
      for (std::string line; std::getline(in, line);) {
        const std::size_t a = line.find(',');
        const std::size_t b = line.find(',', a + 1);
        std::string row = line.substr(0, a) + line.substr(b);
        for (std::size_t at; (at = row.find(",,")) != std::string::npos;) row.insert(at + 1, "0");
        numbers += row + '\n';
      }
      if (!validCsv(numbers, false, &why)) return "train csv: " + why;
    }
  } else if (command == "moments" || command == "propagate") {
    if (command == "moments") {
      // The note is there exactly when a mean or a second moment is not a finite number, and
      // its second part exactly when a row's moments are finite but its gain is not.
      bool nonFinite = false;
      bool infiniteGain = false;
      if (valueOf(args, "--format") == "json") {
        const QJsonArray rows = QJsonDocument::fromJson(QByteArray::fromStdString(text))
                                    .object()["functions"]
                                    .toArray();
        for (const QJsonValue& row : rows) {
          const bool moments =
              !row.toObject()["mean"].isNull() && !row.toObject()["second"].isNull();
          nonFinite = nonFinite || !moments;
          infiniteGain = infiniteGain || (moments && row.toObject()["gain"].isNull());
        }
      } else {
        std::istringstream in(text);
        std::string line;
        std::getline(in, line);  // the header
        while (std::getline(in, line)) {
          const QStringList cells = QString::fromStdString(line).split(',');
          bool moments = true;
          for (int c = 1; c <= 2 && c < cells.size(); ++c) {
            moments = moments && std::isfinite(std::strtod(qPrintable(cells[c]), nullptr));
          }
          nonFinite = nonFinite || !moments;
          infiniteGain =
              infiniteGain || (moments && cells.size() > 5 &&
                               !std::isfinite(std::strtod(qPrintable(cells[5]), nullptr)));
        }
      }
      if (nonFinite != momentNote) {
        return std::string("moments: ") +
               (momentNote ? "a note, but every mean and second moment is finite: " + err
                           : "a mean or second moment that is not finite, and no note");
      }
      if (infiniteGain != gainNote) {
        return std::string("moments: ") +
               (gainNote ? "a gain note, but every such gain is finite: " + err
                         : "an inf gain beside finite moments, and no note");
      }
    }
    // Typed formulas may have no expectation in doubles (nan), and a large gain overflows.
    if (valueOf(args, "--format") == "json") {
      QJsonParseError error{};
      QJsonDocument::fromJson(QByteArray::fromStdString(text), &error);
      if (error.error != QJsonParseError::NoError) return command + ": invalid JSON: " + text;
    } else {
      std::string numbers;  // moments' first column is the id
      std::istringstream in(text);
      for (std::string line; std::getline(in, line);) {
        numbers += (command == "moments" ? line.substr(line.find(',') + 1) : line) + '\n';
      }
      if (!validCsv(numbers, true, &why)) return command + " csv: " + why;
    }
  } else if (command == "neuron") {
    const auto v = gelu::parseDouble(text.substr(0, text.find('\n')));
    if (!v || std::isnan(*v) || text.back() != '\n') return "neuron: bad output " + text;
  } else if (command == "render" || command == "typeset") {
    const std::string format = valueOf(args, "--format");
    const std::string ext = !format.empty() ? format : target.substr(target.rfind('.') + 1);
    const std::string magic = ext == "png"   ? "\x89PNG"
                              : ext == "svg" ? "<?xml"
                              : ext == "pdf" ? "%PDF"
                                             : "\xff\xd8";
    if (text.rfind(magic, 0) != 0) return command + ": '" + target + "' is not a ." + ext;
  }
  return {};
}

struct Outcome {
  bool ok = true;
  std::string what;
};

Outcome runOne(const Args& args, const std::string& work, const std::string& capture) {
  resetWork(work);
  const auto before = snapshot(work);
  const std::string outPath = capture + "/out";
  const std::string errPath = capture + "/err";
  std::fflush(nullptr);  // the child inherits our buffers: nothing of ours may land in its files
  const pid_t pid = ::fork();
  if (pid < 0) return {false, "fork failed"};
  if (pid == 0) {
    const int out = ::open(outPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    const int err = ::open(errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    const int in = ::open("/dev/null", O_RDONLY);
    ::dup2(out, 1);
    ::dup2(err, 2);
    ::dup2(in, 0);
    if (::chdir(work.c_str()) != 0) ::_exit(99);
    ::alarm(60);  // a hang dies of SIGALRM and is reported
    QStringList qargs{"gelu-explorer"};
    for (std::size_t i = 1; i < args.size(); ++i) qargs << QString::fromStdString(args[i]);
    const int code = cli::runCommand(QString::fromStdString(args[0]), qargs);
    std::fflush(stdout);
    std::fflush(stderr);
    ::_exit(code);
  }
  int status = 0;
  ::waitpid(pid, &status, 0);
  const std::string out = slurp(outPath);
  const std::string err = slurp(errPath);
  if (WIFSIGNALED(status)) return {false, "died of signal " + std::to_string(WTERMSIG(status))};
  const int code = WEXITSTATUS(status);
  if (code != 0 && code != 1 && code != 2) return {false, "exit " + std::to_string(code)};
  for (const auto& e : fs::directory_iterator(work)) {
    const std::string name = e.path().filename();
    if (name.size() > 7 && name[0] == '.') return {false, "temporary file left: " + name};
  }
  if (code != 0) {
    if (err.rfind("gelu-explorer: ", 0) != 0) return {false, "message: " + err};
    if (std::count(err.begin(), err.end(), '\n') != 1 || err.back() != '\n') {
      return {false, "not one line: " + err};
    }
    if (hasControl(err)) return {false, "control character in: " + err};
    if (!out.empty()) return {false, "failure printed on stdout: " + out.substr(0, 200)};
    if (snapshot(work) != before) return {false, "a failed run changed files: " + err};
    return {};
  }
  const std::string why = checkSuccess(args, out, err, work);
  return {why.empty(), why};
}

void makeFixtures(const std::string& root) {
  g_fix.in = root + "/in";
  fs::create_directories(g_fix.in + "/dir");
  put(g_fix.in + "/xs.txt", "# x\n-1\n0\n0.5\n\n2e-3\n1e300\n-1.7e308\n");
  put(g_fix.in + "/nan.txt", "nan\ninf\n-inf\n1\n");
  put(g_fix.in + "/bad.txt", "1\n\x1b[2Jx\n");
  put(g_fix.in + "/empty.txt", "");
  put(g_fix.in + "/scene.gelu.json",
      R"({"format": "gelu-explorer-scene", "version": 1, "x": -1.5, "curves": ["gelu", "silu"]})");
  put(g_fix.in + "/bad.gelu.json", R"({"format": "gelu-explorer-scene", "version": 1, "x": "a"})");
  put(g_fix.in + "/dup.gelu.json",
      R"({"format": "gelu-explorer-scene", "version": 1, "x": 1, "x": 2})");
  fs::create_symlink("loop", g_fix.in + "/loop");
  for (const char* f : {"xs.txt", "nan.txt", "bad.txt", "empty.txt", "dir", "missing.txt", "loop"})
    g_fix.inputs.push_back(g_fix.in + "/" + f);
  g_fix.inputs.emplace_back("-");
  for (const char* f :
       {"scene.gelu.json", "bad.gelu.json", "dup.gelu.json", "dir", "loop", "missing.gelu.json"})
    g_fix.scenes.push_back(g_fix.in + "/" + f);
}

}  // namespace

int main(int argc, char* argv[]) {
  long runs = 20000;
  unsigned long long seed = 1;
  bool verbose = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--runs" && i + 1 < argc) runs = std::atol(argv[++i]);
    if (a == "--seed" && i + 1 < argc) seed = std::strtoull(argv[++i], nullptr, 10);
    if (a == "--verbose") verbose = true;
  }
  g_rng.seed(seed);
  // One offscreen application, warmed up once, inherited by every child: a render then costs
  // its drawing only, not Qt's start-up.
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QCoreApplication::setApplicationVersion("fuzz");
  QApplication app(argc, argv);
  std::string tmpl = (fs::temp_directory_path() / "cli_fuzz-XXXXXX").string();
  const std::string root = ::mkdtemp(tmpl.data());
  makeFixtures(root);
  const std::string work = root + "/work";
  const std::string capture = root + "/capture";
  fs::create_directories(capture);
  runOne({"render", "--panel", "sheet", "--width", "200", "--height", "150", "-o", "warm.svg"},
         work, capture);

  long passed = 0, failed = 0;
  for (long i = 0; i < runs; ++i) {
    const Args args = generate();
    const Outcome o = runOne(args, work, capture);
    std::string line;
    for (const std::string& a : args) line += " '" + gelu::io::printable(a) + "'";
    if (o.ok) {
      ++passed;
      if (verbose) std::printf("ok  %s\n", line.c_str());
    } else {
      ++failed;
      std::printf("FAIL gelu-explorer%s\n     %s\n", line.c_str(),
                  gelu::io::printable(o.what, 300).c_str());
    }
  }
  std::error_code ec;
  fs::remove_all(root, ec);
  std::printf("cli_fuzz: %ld argument vectors (seed %llu)\n%ld passed, %ld failed\n", runs, seed,
              passed, failed);
  return failed == 0 ? 0 : 1;
}
