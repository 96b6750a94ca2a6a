// gelu-explorer train: small networks trained side by side on the same data from the same
// initial weights, one per activation, with a row per epoch and activation.
#include <cmath>
#include <initializer_list>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cli.hpp"
#include "core/format.hpp"
#include "core/training.hpp"
#include "core/training_cost.hpp"
#include "core/training_seeds.hpp"

namespace cli {

namespace {

constexpr int kMaxActivations = 8;
constexpr std::uint64_t kMaxEpochs = 100000;

/// `"key": value` pairs, comma-separated (values as appendJson() writes them).
void appendNumbers(std::string& out,
                   std::initializer_list<std::pair<std::string_view, double>> fields) {
  bool first = true;
  for (const auto& [key, value] : fields) {
    out += first ? "\"" : ", \"";
    out += key;
    out += "\": ";
    appendJson(out, value);
    first = false;
  }
}

void appendSpread(std::string& out, std::string_view key, const gelu::training::Spread& s,
                  bool last = false) {
  out += "\"" + std::string(key) + "\": ";
  if (s.n == 0) {
    out += "null";
  } else {
    out += "{";
    appendNumbers(out, {{"mean", s.mean}, {"sd", s.sd}, {"min", s.min}, {"max", s.max}});
    out += "}";
  }
  out += last ? "" : ", ";
}

/// The repeat's summary as JSON: the run's settings and an object per activation.
std::string seedSummaryJson(const gelu::training::DataConfig& data, int epochs,
                            const std::vector<std::uint64_t>& seeds,
                            const std::vector<gelu::training::SeedSummary>& summary,
                            const std::vector<std::string>& ids) {
  std::string out = "{\n  \"dataset\": \"" + std::string(gelu::training::datasetName(data.kind)) +
                    "\",\n  \"epochs\": " + std::to_string(epochs) + ",\n  \"seeds\": [";
  for (std::size_t i = 0; i < seeds.size(); ++i) {
    out += (i ? ", " : "") + std::to_string(seeds[i]);
  }
  out += "],\n  \"activations\": [\n";
  for (std::size_t k = 0; k < summary.size(); ++k) {
    const auto& s = summary[k];
    out += "    {\"activation\": \"" + ids[k] + "\", ";
    appendSpread(out, "test_accuracy", s.testAccuracy);
    appendSpread(out, "test_loss", s.testLoss);
    appendSpread(out, "dead_units", s.deadUnits);
    out += "\"runs_with_dead_units\": " + std::to_string(s.runsWithDead) + ", ";
    appendSpread(out, "versus_first", s.versusFirst, true);
    out += k + 1 == summary.size() ? "}\n" : "},\n";
  }
  out += "  ]\n}\n";
  return out;
}
}  // namespace

int runTrain(const QStringList& args) {
  using namespace gelu::training;
  QCommandLineParser p;
  p.addOption(
      {"dataset", "circle (default), xor, gaussians, spiral or regression (y = sin 3x).", "D"});
  p.addOption({"activations",
               "Comma-separated activation ids (default gelu,relu), at most 8: one network each, "
               "all from the same data and initial weights.",
               "IDS"});
  p.addOption({"layers", "Hidden units per layer, 1..6 layers of 1..64 (default 8,8).", "N,N"});
  p.addOption({"epochs", "Epochs, 1..100000 (default 1000).", "N"});
  p.addOption(
      {"seed", "Seed of the data, the weights and the batches, 0..2^64-1 (default 1).", "S"});
  p.addOption({"learning-rate", "Learning rate, > 0 and ≤ 10 (default 0.01).", "R"});
  p.addOption({"optimizer", "adam (default) or sgd (with --momentum).", "O"});
  p.addOption({"momentum", "SGD's momentum, 0..0.999 (default 0.9).", "M"});
  p.addOption(
      {"batch", "Points per step, 1..10000, or 0 for the whole training set (default 32).", "N"});
  p.addOption({"l2", "Weight decay on the weights, 0..1 (default 0).", "L"});
  p.addOption({"init", "Initial weights: he (default), xavier or lecun.", "I"});
  p.addOption({"gain",
               "Factor on the initial weights' standard deviation, > 0 and ≤ 10 "
               "(default 1).",
               "G"});
  p.addOption({"points", "Points in the data set, 10..10000 (default 500).", "N"});
  p.addOption({"noise", "Standard deviation of the noise on the data, 0..1 (default 0).", "F"});
  p.addOption(
      {"test-share", "Share of the points held out for testing, 0.1..0.9 (default 0.5).", "F"});
  p.addOption({"seeds",
               "Repeat the run over N seeds (--seed, --seed + 1, …; each new data, weights and "
               "batches), 2..100, and print each activation's final test accuracy and dead "
               "units as mean, standard deviation, least and greatest, and its difference to "
               "the first activation seed by seed.",
               "N"});
  addActivationOptions(p);
  addFormulaOption(p);
  p.addOption({"format", "csv (default) or json.", "F"});
  p.addOption({"output", "Write to FILE (atomically) instead of stdout.", "FILE"});
  if (!parse(p, args, "train",
             "Train a small network per activation on the same data from the same initial "
             "weights; print epoch, activation, train and test loss and accuracy, and the dead "
             "hidden units, for epoch 0 (the start) and every epoch after.",
             kFormulaOptions)) {
    return kOk;
  }
  const CommandFormulas formulas = commandFormulas(p);
  const gelu::Params params = activationOptions(p);
  DataConfig data;
  if (p.isSet("dataset")) {
    const auto kind = parseDataset(p.value("dataset").trimmed().toStdString());
    if (!kind) {
      throw UsageError("--dataset: '" + shownValue(p.value("dataset")) +
                       "' is not circle, xor, gaussians, spiral or regression");
    }
    data.kind = *kind;
  }
  data.points = static_cast<int>(
      countOption(p, "points", gelu::training::kMinPoints, gelu::training::kMaxPoints)
          .value_or(data.points));
  data.noise = boundedOption(p, "noise", data.noise, 0.0, kMaxNoise);
  data.testShare = boundedOption(p, "test-share", data.testShare, 0.1, 0.9);
  data.seed = seedOption(p).value_or(data.seed);
  NetConfig net;
  net.hidden = layersOption(p);
  if (p.isSet("init")) {
    const auto init = parseInit(p.value("init").trimmed().toStdString());
    if (!init) {
      throw UsageError("--init: '" + shownValue(p.value("init")) + "' is not he, xavier or lecun");
    }
    net.init = *init;
  }
  net.gain = boundedOption(p, "gain", net.gain, 0.0, 10.0, true);
  TrainConfig train;
  train.seed = data.seed;
  train.learningRate = boundedOption(p, "learning-rate", train.learningRate, 0.0, 10.0, true);
  train.momentum = boundedOption(p, "momentum", train.momentum, 0.0, 0.999);
  train.l2 = boundedOption(p, "l2", train.l2, 0.0, 1.0);
  train.batch = static_cast<int>(
      countOption(p, "batch", 0, gelu::training::kMaxPoints).value_or(train.batch));
  if (p.isSet("optimizer")) {
    const auto o = parseOptimizer(p.value("optimizer").trimmed().toStdString());
    if (!o) {
      throw UsageError("--optimizer: '" + shownValue(p.value("optimizer")) +
                       "' is not adam or sgd");
    }
    train.optimizer = *o;
  }
  if (p.isSet("momentum") && train.optimizer != Optimizer::Sgd) {
    throw UsageError("--momentum: is SGD's; add --optimizer sgd (Adam has its own)");
  }
  const int epochs = static_cast<int>(countOption(p, "epochs", 1, kMaxEpochs).value_or(1000));
  const std::optional<std::uint64_t> seeds = countOption(p, "seeds", 2, kMaxSeeds);
  std::vector<const gelu::FunctionInfo*> fns;
  const QStringList ids =
      p.isSet("activations") ? p.value("activations").split(',') : QStringList{"gelu", "relu"};
  if (ids.size() > kMaxActivations) {
    throw UsageError("--activations: at most 8, got " + std::to_string(ids.size()));
  }
  for (const QString& raw : ids) {
    const gelu::FunctionInfo* f = &activation(*formulas.library, raw, "--activations");
    for (const auto* g : fns) {
      if (g == f) throw UsageError("--activations: '" + shownValue(raw) + "' is listed twice");
    }
    fns.push_back(f);
  }
  const bool json = jsonFormat(p);
  const int inputs = data.kind == DatasetKind::Regression ? 1 : 2;
  gelu::training::RunShape run;
  run.points = data.points;
  run.testShare = data.testShare;
  run.inputs = inputs;
  run.hidden = net.hidden;
  run.batch = train.batch;
  run.builtIns = 0;
  run.formulas = 0;
  for (const auto* f : fns)
    ++(formulas.library->formulaIndex(f->id) >= 0 ? run.formulas : run.builtIns);
  const int runs = seeds ? static_cast<int>(*seeds) : 1;
  if (const std::string why = gelu::training::refusal(run, epochs, runs); !why.empty()) {
    throw UsageError((seeds ? "--seeds: " : "--epochs: ") + why);
  }
  Output sink(p.value("output"));  // checked before the work: a bad path fails at once
  if (seeds) {
    std::vector<Network> networks;
    std::vector<std::string> names;
    for (const auto* f : fns) {
      networks.push_back({f, formulas.library->find(f->derivative)});
      names.emplace_back(f->id);
    }
    std::vector<SeedRun> done;
    TerminalProgress progress("train: seed", gelu::training::secondsPerEpoch(run) * epochs * runs);
    const std::vector<std::uint64_t> list = repeatSeeds(data.seed, runs);
    try {
      for (std::size_t k = 0; k < list.size(); ++k) {
        progress.update(static_cast<int>(k), runs);
        done.push_back(trainSeed(data, networks, params, net, train, epochs, list[k]));
      }
    } catch (const std::invalid_argument& e) {
      throw UsageError(std::string("train: ") + e.what());
    }
    const std::vector<SeedSummary> summary = summarize(done, networks.size());
    sink.write(json ? seedSummaryJson(data, epochs, list, summary, names)
                    : seedSummaryCsv(summary, names));
    sink.commit();
    return kOk;
  }

  std::vector<Trainer> trainers;
  Dataset set;
  try {
    set = makeDataset(data);
    trainers.reserve(fns.size());
    for (const auto* f : fns) {
      trainers.emplace_back(set, *f, *formulas.library->find(f->derivative), params, net, train);
    }
  } catch (const std::invalid_argument& e) {  // the options above keep every setting in range
    throw UsageError(std::string("train: ") + e.what());
  }
  std::string out;
  if (json) {
    out = "{\n  \"dataset\": \"" + std::string(datasetName(data.kind)) +
          "\",\n  \"points\": " + std::to_string(data.points) +
          ",\n  \"train_points\": " + std::to_string(set.train.size()) + ",\n  \"layers\": [";
    for (std::size_t i = 0; i < net.hidden.size(); ++i) {
      out += (i ? ", " : "") + std::to_string(net.hidden[i]);
    }
    out += "],\n  \"seed\": " + std::to_string(data.seed) + ",\n  \"rows\": [\n";
  } else {
    out = gelu::training::kCsvHeader;
  }
  TerminalProgress progress("train: epoch",
                            gelu::training::secondsPerEpoch(run) * static_cast<double>(epochs));
  for (int e = 0; e <= epochs; ++e) {
    progress.update(e, epochs);
    for (std::size_t k = 0; k < trainers.size(); ++k) {
      Trainer& t = trainers[k];
      if (e > 0) t.epoch();
      const Metrics m = t.metrics();
      const std::string id(fns[k]->id);
      if (json) {
        out += "    {\"epoch\": " + std::to_string(e) + ", \"activation\": \"" + id + "\", ";
        appendNumbers(out, {{"train_loss", m.trainLoss},
                            {"test_loss", m.testLoss},
                            {"train_accuracy", m.trainAccuracy},
                            {"test_accuracy", m.testAccuracy}});
        out += ", \"dead_units\": " + std::to_string(m.deadUnits);
        out += e == epochs && k + 1 == trainers.size() ? "}\n" : "},\n";
      } else {
        gelu::training::appendCsvRow(out, id, m);
      }
    }
    if (out.size() > (1u << 16)) {
      sink.write(out);
      out.clear();
    }
  }
  if (json) out += "  ]\n}\n";
  sink.write(out);
  sink.commit();
  return kOk;
}

}  // namespace cli
