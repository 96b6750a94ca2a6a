#include "core/training_seeds.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/format.hpp"

namespace gelu::training {

SeedRun trainSeed(const DataConfig& data, const std::vector<Network>& networks, const Params& p,
                  const NetConfig& net, const TrainConfig& train, int epochs, std::uint64_t seed,
                  const std::atomic<bool>* stop) {
  DataConfig d = data;
  d.seed = seed;
  TrainConfig t = train;
  t.seed = seed;
  const Dataset set = makeDataset(d);
  std::vector<Trainer> trainers;
  trainers.reserve(networks.size());
  for (const Network& n : networks) {
    if (n.f == nullptr || n.df == nullptr) throw std::invalid_argument("a network without f");
    trainers.emplace_back(set, *n.f, *n.df, p, net, t);
  }
  // Epoch by epoch across the networks, so that a stop is heard within one epoch of all.
  for (int e = 0; e < epochs; ++e) {
    if (stop != nullptr && stop->load(std::memory_order_relaxed)) return {};
    for (Trainer& trainer : trainers) trainer.epoch();
  }
  SeedRun run;
  run.seed = seed;
  for (const Trainer& trainer : trainers) run.last.push_back(trainer.metrics());
  return run;
}

std::vector<std::uint64_t> repeatSeeds(std::uint64_t first, int count) {
  std::vector<std::uint64_t> seeds;
  for (int k = 0; k < count; ++k) seeds.push_back(first + static_cast<std::uint64_t>(k));
  return seeds;
}

Spread spread(const std::vector<double>& values) {
  Spread s;
  double sum = 0.0;
  for (const double v : values) {
    if (std::isnan(v)) {
      ++s.nan;
      continue;
    }
    if (s.n == 0) {
      s.min = s.max = v;
    } else {
      s.min = std::min(s.min, v);
      s.max = std::max(s.max, v);
    }
    ++s.n;
    sum += v;
  }
  if (s.n == 0) return s;
  s.mean = sum / s.n;
  if (std::isinf(s.mean)) return s;  // a loss that overflowed: no spread to speak of
  double squares = 0.0;              // two passes: no cancellation for nearly equal values
  for (const double v : values) {
    if (!std::isnan(v)) squares += (v - s.mean) * (v - s.mean);
  }
  s.sd = s.n > 1 ? std::sqrt(squares / (s.n - 1)) : 0.0;
  return s;
}

double studentT975(int df) {
  const double v = std::max(1, df);
  // The density's constant, then ∫₀^q of the density by Simpson's rule on 2000 panels (its
  // tails are smooth: a thousandth of the quantile or better), solved for 0.475 by bisection.
  const double c =
      std::exp(std::lgamma((v + 1) / 2) - std::lgamma(v / 2)) / std::sqrt(v * std::acos(-1.0));
  const auto density = [&](double t) { return c * std::pow(1 + t * t / v, -(v + 1) / 2); };
  const auto area = [&](double q) {
    constexpr int kPanels = 2000;
    const double h = q / kPanels;
    double sum = density(0) + density(q);
    for (int i = 1; i < kPanels; ++i) sum += (i % 2 == 1 ? 4 : 2) * density(i * h);
    return sum * h / 3;
  };
  double low = 1.9, high = 13.0;  // the quantile for 1 degree of freedom is 12.706, for ∞ 1.960
  for (int i = 0; i < 50; ++i) {
    const double mid = (low + high) / 2;
    (area(mid) < 0.475 ? low : high) = mid;
  }
  return (low + high) / 2;
}

double meanInterval(const Spread& s) {
  if (s.n < 2) return std::nan("");
  return studentT975(s.n - 1) * s.sd / std::sqrt(static_cast<double>(s.n));
}

std::vector<SeedSummary> summarize(const std::vector<SeedRun>& runs, std::size_t networks) {
  std::vector<SeedSummary> out(networks);
  for (std::size_t k = 0; k < networks; ++k) {
    std::vector<double> accuracy, loss, dead, versus;
    int withDead = 0;
    for (const SeedRun& r : runs) {
      if (r.last.size() != networks) continue;  // a stopped run
      const Metrics& m = r.last[k];
      const Metrics& first = r.last[0];
      const bool classes = !std::isnan(m.testAccuracy);
      if (classes) accuracy.push_back(m.testAccuracy);
      loss.push_back(m.testLoss);
      dead.push_back(m.deadUnits);
      withDead += m.deadUnits > 0 ? 1 : 0;
      if (k > 0) {
        versus.push_back(classes ? m.testAccuracy - first.testAccuracy
                                 : m.testLoss - first.testLoss);
      }
    }
    out[k].testAccuracy = spread(accuracy);
    out[k].testLoss = spread(loss);
    out[k].deadUnits = spread(dead);
    out[k].runsWithDead = withDead;
    out[k].versusFirst = spread(versus);
  }
  return out;
}

std::string seedRunsCsv(const std::vector<SeedRun>& runs, const std::vector<std::string>& ids) {
  std::string out =
      "seed,activation,train_loss,test_loss,train_accuracy,test_accuracy,dead_units\n";
  for (const SeedRun& r : runs) {
    for (std::size_t k = 0; k < r.last.size() && k < ids.size(); ++k) {
      // appendCsvRow's columns with the seed in the epoch's place.
      std::string row;
      appendCsvRow(row, ids[k], r.last[k]);
      out += std::to_string(r.seed);
      out += row.substr(row.find(','));
    }
  }
  return out;
}

std::string seedSummaryCsv(const std::vector<SeedSummary>& summary,
                           const std::vector<std::string>& ids) {
  std::string out =
      "activation,seeds,test_accuracy_mean,test_accuracy_sd,test_accuracy_min,"
      "test_accuracy_max,test_loss_mean,test_loss_sd,dead_units_mean,dead_units_max,"
      "runs_with_dead_units,versus_first_mean,versus_first_sd\n";
  const auto field = [&out](double v, bool present) {
    out += ',';
    if (present) appendShortest(out, v);
  };
  for (std::size_t k = 0; k < summary.size() && k < ids.size(); ++k) {
    const SeedSummary& s = summary[k];
    out += ids[k];
    out += ',' + std::to_string(s.testLoss.n + s.testLoss.nan);
    const bool acc = s.testAccuracy.n > 0;
    field(s.testAccuracy.mean, acc);
    field(s.testAccuracy.sd, acc);
    field(s.testAccuracy.min, acc);
    field(s.testAccuracy.max, acc);
    field(s.testLoss.mean, s.testLoss.n > 0);
    field(s.testLoss.sd, s.testLoss.n > 0);
    field(s.deadUnits.mean, s.deadUnits.n > 0);
    field(s.deadUnits.max, s.deadUnits.n > 0);
    out += ',' + std::to_string(s.runsWithDead);
    field(s.versusFirst.mean, s.versusFirst.n > 0);
    field(s.versusFirst.sd, s.versusFirst.n > 0);
    out += '\n';
  }
  return out;
}

}  // namespace gelu::training
