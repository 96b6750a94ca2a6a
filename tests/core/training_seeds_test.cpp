// Repeats over seeds (core/training_seeds.hpp): each seed's run is the trainer's own run from that
// seed, the spread's mean and sample deviation, the differences paired seed by seed, a stop that
// is heard, and the CSV's columns.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <string>
#include <thread>
#include <vector>

#include "core/activations.hpp"
#include "core/training.hpp"
#include "core/training_seeds.hpp"

namespace {

namespace tr = gelu::training;

tr::Network net(const char* id) {
  const gelu::FunctionInfo* f = gelu::builtInFunction(id);
  return {f, gelu::builtInFunction(f->derivative)};
}

TEST(TrainingSeeds, EachSeedIsTheTrainersOwnRunFromThatSeed) {
  tr::DataConfig data;
  data.kind = tr::DatasetKind::Xor;
  data.points = 80;
  data.seed = 99;  // ignored: the seed is the run's
  tr::NetConfig shape;
  shape.hidden = {4};
  tr::TrainConfig train;
  train.seed = 99;
  const std::vector<tr::Network> nets{net("gelu"), net("relu")};
  const tr::SeedRun run = tr::trainSeed(data, nets, {}, shape, train, 7, 5);
  ASSERT_EQ(run.last.size(), 2u);
  EXPECT_EQ(run.seed, 5u);
  data.seed = 5;
  train.seed = 5;
  const tr::Dataset set = tr::makeDataset(data);
  for (std::size_t k = 0; k < nets.size(); ++k) {
    tr::Trainer t(set, *nets[k].f, *nets[k].df, {}, shape, train);
    for (int e = 0; e < 7; ++e) t.epoch();
    const tr::Metrics m = t.metrics();
    EXPECT_EQ(run.last[k].epoch, 7);
    EXPECT_EQ(run.last[k].testLoss, m.testLoss);  // the same bits
    EXPECT_EQ(run.last[k].testAccuracy, m.testAccuracy);
    EXPECT_EQ(run.last[k].deadUnits, m.deadUnits);
  }
  // Another seed, another draw.
  const tr::SeedRun other = tr::trainSeed(data, nets, {}, shape, train, 7, 6);
  EXPECT_NE(other.last[0].testLoss, run.last[0].testLoss);
}

TEST(TrainingSeeds, AStopSetBeforeTrainsNothing) {
  std::atomic<bool> stop{true};
  EXPECT_TRUE(tr::trainSeed({}, {net("gelu")}, {}, {}, {}, 1000000, 1, &stop).last.empty());
}

// (The WebAssembly build has no threads: there the web edition never repeats over seeds.)
#ifndef __EMSCRIPTEN__
TEST(TrainingSeeds, AStopIsHeardBetweenEpochs) {
  // A million epochs would take hours: the stop, set from another thread while it trains, ends
  // it within an epoch.
  std::atomic<bool> stop{false};
  std::thread later([&stop] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    stop = true;
  });
  const tr::SeedRun run = tr::trainSeed({}, {net("gelu")}, {}, {}, {}, 1000000, 1, &stop);
  later.join();
  EXPECT_TRUE(run.last.empty());
}
#endif

TEST(TrainingSeeds, SeedsFollowTheFirst) {
  EXPECT_EQ(tr::repeatSeeds(7, 3), (std::vector<std::uint64_t>{7, 8, 9}));
  EXPECT_EQ(tr::repeatSeeds(UINT64_MAX, 2), (std::vector<std::uint64_t>{UINT64_MAX, 0}));
}

TEST(TrainingSeeds, TheSpreadIsTheMeanAndSampleDeviationLeavingNaNOut) {
  const tr::Spread s = tr::spread({2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0, NAN});
  EXPECT_EQ(s.n, 8);
  EXPECT_EQ(s.nan, 1);
  EXPECT_DOUBLE_EQ(s.mean, 5.0);
  EXPECT_DOUBLE_EQ(s.sd, std::sqrt(32.0 / 7.0));
  EXPECT_EQ(s.min, 2.0);
  EXPECT_EQ(s.max, 9.0);
  const tr::Spread one = tr::spread({0.25});
  EXPECT_EQ(one.sd, 0.0);
  EXPECT_EQ(one.mean, 0.25);
  EXPECT_EQ(tr::spread({}).n, 0);
  // Nearly equal values: no cancellation (a one-pass formula gives 0 or garbage here).
  const tr::Spread close = tr::spread({1e9 + 1, 1e9 + 2, 1e9 + 3});
  EXPECT_DOUBLE_EQ(close.sd, 1.0);
}

TEST(TrainingSeeds, TheMeansIntervalIsStudentsT) {
  // Tables' values (to their three decimals).
  EXPECT_NEAR(tr::studentT975(1), 12.706, 1e-3);
  EXPECT_NEAR(tr::studentT975(7), 2.365, 1e-3);
  EXPECT_NEAR(tr::studentT975(30), 2.042, 1e-3);
  EXPECT_NEAR(tr::studentT975(99), 1.984, 1e-3);
  tr::Spread s;
  s.n = 8;
  s.sd = 0.5;
  EXPECT_NEAR(tr::meanInterval(s), 2.365 * 0.5 / std::sqrt(8.0), 1e-3);
  s.n = 1;
  EXPECT_TRUE(std::isnan(tr::meanInterval(s)));
}

TEST(TrainingSeeds, TheDifferencesArePairedSeedBySeed) {
  // Two networks whose accuracies swing together: their own spreads are wide, the paired
  // difference's is none.
  std::vector<tr::SeedRun> runs;
  const double acc[] = {0.5, 0.7, 0.9};
  for (int i = 0; i < 3; ++i) {
    tr::SeedRun r;
    r.seed = static_cast<std::uint64_t>(i);
    tr::Metrics a;
    a.testAccuracy = acc[i];
    a.testLoss = 1.0 - acc[i];
    a.deadUnits = i;
    tr::Metrics b = a;
    b.testAccuracy = acc[i] + 0.0625;
    b.deadUnits = 0;
    r.last = {a, b};
    runs.push_back(r);
  }
  runs.push_back({});  // a stopped run: left out
  const auto s = tr::summarize(runs, 2);
  ASSERT_EQ(s.size(), 2u);
  EXPECT_EQ(s[0].testAccuracy.n, 3);
  EXPECT_NEAR(s[0].testAccuracy.sd, 0.2, 1e-15);
  EXPECT_EQ(s[0].versusFirst.n, 0);
  EXPECT_EQ(s[1].versusFirst.n, 3);
  EXPECT_DOUBLE_EQ(s[1].versusFirst.mean, 0.0625);
  EXPECT_NEAR(s[1].versusFirst.sd, 0.0, 1e-15);
  EXPECT_EQ(s[0].runsWithDead, 2);
  EXPECT_EQ(s[0].deadUnits.max, 2.0);
  EXPECT_EQ(s[1].runsWithDead, 0);

  const std::string csv = tr::seedSummaryCsv(s, {"gelu", "relu"});
  EXPECT_EQ(csv.substr(0, csv.find('\n')),
            "activation,seeds,test_accuracy_mean,test_accuracy_sd,test_accuracy_min,"
            "test_accuracy_max,test_loss_mean,test_loss_sd,dead_units_mean,dead_units_max,"
            "runs_with_dead_units,versus_first_mean,versus_first_sd");
  EXPECT_NE(csv.find("\nrelu,3,"), std::string::npos) << csv;
  EXPECT_NE(csv.find(",0.0625,0\n"), std::string::npos) << csv;  // relu's paired difference
  const std::string rows = tr::seedRunsCsv(runs, {"gelu", "relu"});
  EXPECT_NE(rows.find("\n2,gelu,"), std::string::npos) << rows;
  EXPECT_EQ(std::count(rows.begin(), rows.end(), '\n'), 1 + 3 * 2);
}

TEST(TrainingSeeds, RegressionComparesTheTestLoss) {
  tr::DataConfig data;
  data.kind = tr::DatasetKind::Regression;
  data.points = 60;
  tr::NetConfig shape;
  shape.hidden = {4};
  std::vector<tr::SeedRun> runs;
  for (const std::uint64_t seed : tr::repeatSeeds(1, 3)) {
    runs.push_back(tr::trainSeed(data, {net("gelu"), net("relu")}, {}, shape, {}, 5, seed));
  }
  const auto s = tr::summarize(runs, 2);
  EXPECT_EQ(s[0].testAccuracy.n, 0);
  EXPECT_EQ(s[1].testLoss.n, 3);
  ASSERT_EQ(s[1].versusFirst.n, 3);
  double sum = 0.0;
  for (const auto& r : runs) sum += r.last[1].testLoss - r.last[0].testLoss;
  EXPECT_DOUBLE_EQ(s[1].versusFirst.mean, sum / 3);
}

}  // namespace
