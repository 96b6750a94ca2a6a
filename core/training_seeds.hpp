#pragma once
/// @file
/// @brief One training run says little: whether GELU "beats" ReLU on a small data set depends on
/// the draw of the data, the initial weights and the batches. Repeating a run over several seeds
/// (each a new draw of all three) gives each activation's final test accuracy and dead units as
/// a mean with its spread, and the difference between two activations seed by seed: the error
/// bars a claim about them needs.
///
/// The networks of one seed start from the same data and weights whatever their activation
/// (core/training.hpp), so the differences are paired: their spread is smaller than the
/// accuracies'. Deterministic: a seed gives the same bits on every run and thread.
#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "core/training.hpp"

namespace gelu::training {

/// The most seeds one repeat trains.
inline constexpr int kMaxSeeds = 100;

/// The activation of one network: f and its derivative (rows that outlive the run).
struct Network {
  const FunctionInfo* f = nullptr;
  const FunctionInfo* df = nullptr;
};

/// The networks' metrics after the last epoch of one seed's run, in the networks' order.
struct SeedRun {
  std::uint64_t seed = 0;
  std::vector<Metrics> last;
};

/// Trains every network on the data of `seed` (the data's, the weights' and the batches' seed:
/// the configs' own seeds are ignored) for `epochs` epochs. Returns an empty run when `stop`
/// becomes true between two epochs. Throws std::invalid_argument for settings out of range.
SeedRun trainSeed(const DataConfig& data, const std::vector<Network>& networks, const Params& p,
                  const NetConfig& net, const TrainConfig& train, int epochs, std::uint64_t seed,
                  const std::atomic<bool>* stop = nullptr);

/// The seeds a repeat of `count` runs from `first` trains: first, first + 1, … (wrapping).
std::vector<std::uint64_t> repeatSeeds(std::uint64_t first, int count);

/// Values over seeds: their count, mean, sample standard deviation (0 for one value), least
/// and greatest. NaN values (a diverged loss) are left out and counted apart.
struct Spread {
  int n = 0;
  int nan = 0;
  double mean = 0.0;
  double sd = 0.0;
  double min = 0.0;
  double max = 0.0;
};
Spread spread(const std::vector<double>& values);
/// Half the width of the 95% interval of the mean of `s`'s values (Student's t with n − 1
/// degrees of freedom times sd/√n); NaN for fewer than two values.
double meanInterval(const Spread& s);
/// The 0.975 quantile of Student's t with `df` ≥ 1 degrees of freedom (12.706 for 1, 2.365
/// for 7), computed: its density integrated and the integral solved for 0.475.
double studentT975(int df);

/// One activation over the seeds.
struct SeedSummary {
  Spread testAccuracy;   ///< shares (0..1); n = 0 for regression
  Spread testLoss;       ///< the held-out points' mean loss
  Spread deadUnits;      ///< hidden units with no gradient at the end
  int runsWithDead = 0;  ///< runs that ended with a dead unit
  /// Seed by seed, this network's test accuracy less the first network's (regression: its test
  /// loss less the first's); n = 0 for the first network.
  Spread versusFirst;
};

/// The summary of each network over `runs` (each with a metric per network; `networks` of them).
std::vector<SeedSummary> summarize(const std::vector<SeedRun>& runs, std::size_t networks);

/// The runs as CSV, a row per seed and network (seed, activation, train_loss, test_loss,
/// train_accuracy, test_accuracy, dead_units): a table for a spreadsheet. `ids` names the
/// networks.
std::string seedRunsCsv(const std::vector<SeedRun>& runs, const std::vector<std::string>& ids);
/// The summary as CSV: a row per network (activation, seeds, test_accuracy_mean,
/// test_accuracy_sd, test_accuracy_min, test_accuracy_max, test_loss_mean, test_loss_sd,
/// dead_units_mean, dead_units_max, runs_with_dead_units, versus_first_mean, versus_first_sd).
std::string seedSummaryCsv(const std::vector<SeedSummary>& summary,
                           const std::vector<std::string>& ids);

}  // namespace gelu::training
