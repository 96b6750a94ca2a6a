// The SOI Monte Carlo engine: determinism, statistics of the sampler, band coverage, and the
// agreement in distribution of per-draw simulation and binomial fast-forward.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "core/activations.hpp"
#include "core/normal.hpp"
#include "core/soi.hpp"

namespace soi = gelu::soi;

namespace {

soi::Config config(double x, std::uint64_t seed, soi::Method m = soi::Method::Uniform) {
  soi::Config c;
  c.x = x;
  c.seed = seed;
  c.method = m;
  return c;
}

TEST(Rng, SameSeedSameStreamDifferentSeedDifferentStream) {
  soi::Rng a(42);
  soi::Rng b(42);
  soi::Rng c(43);
  int differ = 0;
  for (int i = 0; i < 1000; ++i) {
    const auto va = a.next();
    EXPECT_EQ(va, b.next());
    differ += va != c.next() ? 1 : 0;
  }
  EXPECT_GT(differ, 990);
}

TEST(Rng, UniformAndNormalMoments) {
  soi::Rng r(7);
  const int n = 200000;
  double su = 0;
  double sn = 0;
  double sn2 = 0;
  for (int i = 0; i < n; ++i) {
    const double u = r.uniform();
    ASSERT_GE(u, 0.0);
    ASSERT_LT(u, 1.0);
    su += u;
    const double z = r.normal();
    sn += z;
    sn2 += z * z;
  }
  EXPECT_NEAR(su / n, 0.5, 5 * std::sqrt(1.0 / 12 / n));
  EXPECT_NEAR(sn / n, 0.0, 5 / std::sqrt(n));
  EXPECT_NEAR(sn2 / n, 1.0, 5 * std::sqrt(2.0 / n));
}

TEST(Rng, BernoulliEdgeProbabilities) {
  soi::Rng r(3);
  int tiny = 0;
  for (int i = 0; i < 1000000; ++i) tiny += r.bernoulli(1e-20) ? 1 : 0;
  EXPECT_EQ(tiny, 0);
  for (int i = 0; i < 1000; ++i) {
    EXPECT_TRUE(r.bernoulli(1.0));
    EXPECT_FALSE(r.bernoulli(0.0));
    EXPECT_FALSE(r.bernoulli(std::nan("")));
  }
}

TEST(Binomial, ExtremesAndHugeN) {
  soi::Rng r(11);
  EXPECT_EQ(soi::binomial(r, 1000, 0.0), 0u);
  EXPECT_EQ(soi::binomial(r, 1000, 1.0), 1000u);
  EXPECT_EQ(soi::binomial(r, 0, 0.3), 0u);
  const double n = 1e15;
  const double p = gelu::cdf(0.3);
  for (int i = 0; i < 20; ++i) {
    const auto k = static_cast<double>(soi::binomial(r, 1'000'000'000'000'000ULL, p));
    EXPECT_NEAR(k, n * p, 6 * std::sqrt(n * p * (1 - p)));
  }
}

TEST(Simulator, StepAndDrawManyGiveTheSameDraws) {
  for (auto m : {soi::Method::Uniform, soi::Method::Normal}) {
    soi::Simulator a(config(0.7, 99, m));
    soi::Simulator b(config(0.7, 99, m));
    for (int i = 0; i < 777; ++i) a.step();
    b.drawMany(777);
    EXPECT_EQ(a.kept(), b.kept());
    EXPECT_EQ(a.n(), 777u);
    const auto da = a.step();
    const auto db = b.step();
    EXPECT_EQ(da.kept, db.kept);
    EXPECT_EQ(da.variate, db.variate);
  }
}

TEST(Simulator, DrawsAreConsistentWithTheirVariate) {
  for (auto m : {soi::Method::Uniform, soi::Method::Normal}) {
    soi::Simulator s(config(-0.4, 5, m));
    for (int i = 0; i < 2000; ++i) {
      const soi::Draw d = s.step();
      if (m == soi::Method::Normal) {
        EXPECT_EQ(d.kept, d.variate <= -0.4);
      } else {
        EXPECT_EQ(d.kept, d.variate < s.p());
      }
      EXPECT_EQ(d.value, d.kept ? -0.4 : 0.0);
    }
  }
}

TEST(Simulator, ResetReplaysAndMeanIsNanBeforeFirstDraw) {
  soi::Simulator s(config(1.0, 8));
  EXPECT_TRUE(std::isnan(s.mean()));
  std::vector<bool> first;
  for (int i = 0; i < 50; ++i) first.push_back(s.step().kept);
  s.reset();
  EXPECT_EQ(s.n(), 0u);
  for (int i = 0; i < 50; ++i) EXPECT_EQ(s.step().kept, first[i]);
}

TEST(Simulator, RejectsInvalidConfig) {
  EXPECT_THROW(soi::Simulator(config(std::nan(""), 1)), std::invalid_argument);
  soi::Config c = config(1.0, 1);
  c.sigma = 0.0;
  EXPECT_THROW(soi::Simulator{c}, std::invalid_argument);
}

TEST(Simulator, MeanWithinAFewStandardErrorsOverManySeeds) {
  for (auto m : {soi::Method::Uniform, soi::Method::Normal}) {
    double sumZ = 0;
    const int seeds = 300;
    for (int seed = 1; seed <= seeds; ++seed) {
      soi::Simulator s(config(0.8, seed, m));
      s.drawMany(10000);
      const double z = (s.mean() - s.expected()) / s.stdError();
      EXPECT_LT(std::fabs(z), 5.0) << "seed " << seed;
      sumZ += z;
    }
    // the average of the standardized errors is itself ~N(0, 1/seeds)
    EXPECT_LT(std::fabs(sumZ / seeds), 4.0 / std::sqrt(seeds));
  }
}

double coverage(std::uint64_t samples, std::uint64_t perDrawLimit) {
  int covered = 0;
  const int runs = 2000;
  for (int seed = 1; seed <= runs; ++seed) {
    soi::RunOptions o;
    o.samples = samples;
    o.perDrawLimit = perDrawLimit;
    const soi::RunResult r = soi::run(config(1.3, seed), o);
    const soi::Band b = soi::band95(1.3, r.p, r.q, r.n);
    covered += (r.mean >= b.low && r.mean <= b.high) ? 1 : 0;
  }
  return static_cast<double>(covered) / runs;
}

TEST(Band, CoversTheTruthInAbout95PercentOfRuns) {
  const double perDraw = coverage(5000, 5000);
  const double fastForward = coverage(1'000'000'000, 0);
  EXPECT_NEAR(perDraw, 0.95, 0.015);
  EXPECT_NEAR(fastForward, 0.95, 0.015);
  RecordProperty("coverage_per_draw", std::to_string(perDraw));
  RecordProperty("coverage_fast_forward", std::to_string(fastForward));
}

TEST(Band, FormulaAndShrinkage) {
  const double p = gelu::cdf(0.5);
  const double q = gelu::cdf(-0.5);
  const soi::Band b = soi::band95(0.5, p, q, 100);
  EXPECT_DOUBLE_EQ((b.high + b.low) / 2, 0.5 * p);
  EXPECT_DOUBLE_EQ(b.high - b.low, 2 * 1.96 * 0.5 * std::sqrt(p * q / 100));
  const soi::Band wide = soi::band95(0.5, p, q, 1);
  EXPECT_NEAR(wide.high - wide.low, 10 * (b.high - b.low), 1e-12);
}

// Kolmogorov–Smirnov distance between the kept counts of the two modes.
TEST(FastForward, AgreesWithPerDrawInDistribution) {
  const int runs = 3000;
  const std::uint64_t n = 400;
  std::vector<std::uint64_t> perDraw;
  std::vector<std::uint64_t> forward;
  for (int seed = 1; seed <= runs; ++seed) {
    soi::Simulator a(config(0.3, seed));
    a.drawMany(n);
    perDraw.push_back(a.kept());
    soi::Simulator b(config(0.3, seed + 100000));
    b.fastForward(n);
    forward.push_back(b.kept());
  }
  std::sort(perDraw.begin(), perDraw.end());
  std::sort(forward.begin(), forward.end());
  double d = 0;
  for (std::uint64_t k = 0; k <= n; ++k) {
    const auto fa = std::upper_bound(perDraw.begin(), perDraw.end(), k) - perDraw.begin();
    const auto fb = std::upper_bound(forward.begin(), forward.end(), k) - forward.begin();
    d = std::max(d, std::fabs(static_cast<double>(fa - fb)) / runs);
  }
  EXPECT_LT(d, 1.95 * std::sqrt(2.0 / runs));  // KS at α = 0.001
  const double p = gelu::cdf(0.3);
  double mean = 0;
  double var = 0;
  for (auto k : forward) mean += static_cast<double>(k);
  mean /= runs;
  for (auto k : forward) var += (static_cast<double>(k) - mean) * (static_cast<double>(k) - mean);
  var /= runs - 1;
  EXPECT_NEAR(mean, n * p, 5 * std::sqrt(n * p * (1 - p) / runs));
  EXPECT_NEAR(var / (n * p * (1 - p)), 1.0, 0.12);
}

// Past the per-draw limit a run is counted by fast-forward; its latest draws, which a viewer
// is shown, are drawn from their distribution given the count: consistent with their test,
// numbered up to n, the same every call, and leaving the run's own draws unchanged.
TEST(FastForward, ItsLatestDrawsAreDrawnGivenItsCount) {
  for (auto m : {soi::Method::Uniform, soi::Method::Normal}) {
    for (const double x : {-2.5, -0.4, 0.3, 1.7}) {
      SCOPED_TRACE(x);
      soi::Simulator s(config(x, 11, m));
      soi::Simulator twin(config(x, 11, m));
      s.drawMany(1000);
      twin.drawMany(1000);
      EXPECT_TRUE(s.countedDraws(24).empty());  // nothing counted yet
      const std::uint64_t keptBefore = s.kept();
      s.fastForward(5000);
      const std::uint64_t batchKept = s.kept() - keptBefore;
      twin.fastForward(5000);
      const std::vector<soi::Draw> draws = s.countedDraws(24);
      ASSERT_EQ(draws.size(), 24u);
      int kept = 0;
      for (std::size_t i = 0; i < draws.size(); ++i) {
        const soi::Draw& d = draws[i];
        EXPECT_EQ(d.index, s.n() - 23 + i);
        if (m == soi::Method::Normal) {
          EXPECT_EQ(d.kept, d.variate <= x);
        } else {
          EXPECT_EQ(d.kept, d.variate < s.p());
          EXPECT_GE(d.variate, 0.0);
          EXPECT_LT(d.variate, 1.0);
        }
        EXPECT_EQ(d.value, d.kept ? x : 0.0);
        kept += d.kept ? 1 : 0;
      }
      EXPECT_LE(kept, static_cast<int>(batchKept));  // of the batch's kept draws
      EXPECT_LE(24 - kept, static_cast<int>(5000 - batchKept));
      const std::vector<soi::Draw> again = s.countedDraws(24);
      ASSERT_EQ(again.size(), draws.size());
      for (std::size_t i = 0; i < draws.size(); ++i) EXPECT_EQ(again[i].variate, draws[i].variate);
      EXPECT_EQ(s.countedDraws(3).size(), 3u);
      // The run goes on as if they had not been asked for (they are drawn apart from it).
      EXPECT_EQ(s.kept(), twin.kept());
      EXPECT_EQ(s.step().variate, twin.step().variate);
      EXPECT_TRUE(s.countedDraws(24).empty());  // a draw since: nothing counted last
    }
  }
  // A count of all or none: every latest draw kept, or none.
  soi::Simulator sure(config(40.0, 3));
  sure.fastForward(100);
  for (const soi::Draw& d : sure.countedDraws(24)) EXPECT_TRUE(d.kept);
  soi::Simulator never(config(-40.0, 3));
  never.fastForward(100);
  for (const soi::Draw& d : never.countedDraws(24)) EXPECT_FALSE(d.kept);
  // Fewer counted than asked for: only those, and then every one of them, so exactly the
  // batch's kept count among them (drawn without replacement), whatever the seed.
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    soi::Simulator few(config(0.3, seed));
    few.fastForward(5);
    const std::vector<soi::Draw> all = few.countedDraws(24);
    ASSERT_EQ(all.size(), 5u);
    std::uint64_t kept = 0;
    for (const soi::Draw& d : all) kept += d.kept ? 1 : 0;
    EXPECT_EQ(kept, few.kept()) << seed;
  }
}

// In distribution the latest counted draw is a draw: kept with probability p, its U uniform.
TEST(FastForward, ItsLatestDrawIsKeptWithProbabilityPAndItsUIsUniform) {
  const int runs = 4000;
  const double x = 0.3;
  const double p = gelu::cdf(x);
  int kept = 0;
  double sumU = 0;
  double sumU2 = 0;
  for (int seed = 1; seed <= runs; ++seed) {
    soi::Simulator s(config(x, static_cast<std::uint64_t>(seed)));
    s.fastForward(1000);
    const soi::Draw d = s.countedDraws(1).at(0);
    kept += d.kept ? 1 : 0;
    sumU += d.variate;
    sumU2 += d.variate * d.variate;
  }
  EXPECT_NEAR(static_cast<double>(kept) / runs, p, 4 * std::sqrt(p * (1 - p) / runs));
  const double mean = sumU / runs;
  EXPECT_NEAR(mean, 0.5, 4 * std::sqrt(1.0 / 12 / runs));
  EXPECT_NEAR(sumU2 / runs - mean * mean, 1.0 / 12, 0.01);
}

TEST(Checkpoints, LogSpacedStrictlyIncreasingEndingAtTotal) {
  for (auto [total, count] : {std::pair<std::uint64_t, std::size_t>{1000, 10},
                              {10, 10},
                              {1'000'000'000'000'000ULL, 60},
                              {7, 1},
                              {100, 99}}) {
    const auto c = soi::logCheckpoints(total, count);
    ASSERT_EQ(c.size(), count);
    EXPECT_GE(c.front(), 1u);
    EXPECT_EQ(c.back(), total);
    for (std::size_t i = 1; i < c.size(); ++i) EXPECT_LT(c[i - 1], c[i]);
  }
  const auto c = soi::logCheckpoints(1000000, 6);
  EXPECT_EQ(c, (std::vector<std::uint64_t>{10, 100, 1000, 10000, 100000, 1000000}));
  EXPECT_THROW(soi::logCheckpoints(5, 6), std::invalid_argument);
  EXPECT_THROW(soi::logCheckpoints(5, 0), std::invalid_argument);
}

TEST(Run, DeterministicAndCheckpointed) {
  soi::RunOptions o;
  o.samples = 1'000'000'000'000ULL;
  o.checkpoints = 40;
  const auto a = soi::run(config(0.5, 1234), o);
  const auto b = soi::run(config(0.5, 1234), o);
  ASSERT_EQ(a.checkpoints.size(), 40u);
  ASSERT_EQ(b.checkpoints.size(), 40u);
  for (std::size_t i = 0; i < 40; ++i) {
    EXPECT_EQ(a.checkpoints[i].n, b.checkpoints[i].n);
    EXPECT_EQ(a.checkpoints[i].kept, b.checkpoints[i].kept);
  }
  EXPECT_EQ(a.n, o.samples);
  EXPECT_NEAR(a.mean, a.expected, 6 * a.stdError);
  const auto c = soi::run(config(0.5, 1235), o);
  EXPECT_NE(a.kept, c.kept);
}

TEST(Run, ProgressCallbackCanCancel) {
  soi::RunOptions o;
  o.samples = 1'000'000;
  o.checkpoints = 100;
  int calls = 0;
  o.progress = [&](std::uint64_t done, std::uint64_t total) {
    EXPECT_EQ(total, 1'000'000u);
    EXPECT_LE(done, total);
    return ++calls < 10;
  };
  const auto r = soi::run(config(0.5, 1), o);
  EXPECT_TRUE(r.cancelled);
  EXPECT_EQ(calls, 10);
  EXPECT_LT(r.n, o.samples);
  EXPECT_EQ(r.checkpoints.size(), 10u);
}

TEST(Run, RejectsZeroAndTooManySamples) {
  soi::RunOptions o;
  o.samples = 0;
  EXPECT_THROW(soi::run(config(0.5, 1), o), std::invalid_argument);
  o.samples = soi::kMaxSamples + 1;
  EXPECT_THROW(soi::run(config(0.5, 1), o), std::invalid_argument);
}

TEST(Method, ParseAndPrint) {
  EXPECT_EQ(soi::parseMethod("uniform"), soi::Method::Uniform);
  EXPECT_EQ(soi::parseMethod("normal"), soi::Method::Normal);
  EXPECT_FALSE(soi::parseMethod("Normal").has_value());
  EXPECT_EQ(soi::toString(soi::Method::Normal), "normal");
}

}  // namespace
