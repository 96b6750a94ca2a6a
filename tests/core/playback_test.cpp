// core/playback.hpp: the schedule a played Monte Carlo run follows, and advancing a simulator
// the same way however the advance is split.
#include "core/playback.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

namespace {

using namespace gelu::soi;

TEST(Playback, SingleCoinsThenGeometricFramesNeverPastTheMaximum) {
  for (std::uint64_t n = 0; n < kSingleCoins; ++n) EXPECT_EQ(nextTarget(n, 1.0), n + 1);
  // ⌈n·(1 + 0.12·speed)⌉ in double (100·1.12 is 112.00000000000001 there).
  EXPECT_EQ(nextTarget(100, 1.0), 113u);
  EXPECT_EQ(nextTarget(1000, 1.0), 1120u);
  EXPECT_EQ(nextTarget(100, 10.0), 221u);
  EXPECT_EQ(nextTarget(20, 0.1), 21u);  // at least one more draw
  EXPECT_EQ(nextTarget(kMaxSamples - 1, 20.0), kMaxSamples);
  EXPECT_EQ(nextTarget(kMaxSamples, 1.0), kMaxSamples);
  EXPECT_EQ(nextTarget(500, 1.0, 510), 510u);
  std::uint64_t n = 0;
  int frames = 0;
  while (n < kMaxSamples) {
    const std::uint64_t next = nextTarget(n, 20.0);
    ASSERT_GT(next, n);
    n = next;
    ++frames;
  }
  EXPECT_LT(frames, 200);  // 10^15 draws in a few seconds of frames at full speed
}

TEST(Playback, AdvancingInPiecesGivesTheSameDrawsAndKeepsTheLastCoins) {
  const Config c{0.7, 0.0, 1.0, 42, Method::Uniform};
  Simulator whole(c);
  std::deque<Draw> recentWhole;
  advanceTo(whole, 100000, &recentWhole);
  Simulator pieces(c);
  std::deque<Draw> recentPieces;
  std::uint64_t n = 0;
  while (n < 100000) {
    n = nextTarget(n, 3.0, 100000);
    advanceTo(pieces, n, &recentPieces);
  }
  EXPECT_EQ(pieces.n(), 100000u);
  EXPECT_EQ(whole.n(), 100000u);
  // Per draw up to 65,536, then binomial: identical while per-draw.
  Simulator a(c), b(c);
  advanceTo(a, kPerDrawLimit, nullptr);
  std::deque<Draw> recent;
  for (std::uint64_t k = 1; k <= kPerDrawLimit; k = k * 2 + 1) advanceTo(b, k, &recent);
  advanceTo(b, kPerDrawLimit, &recent);
  EXPECT_EQ(a.kept(), b.kept());
  ASSERT_EQ(recent.size(), kRecentDraws);
  // The coin strip ends with the last draw made one by one.
  Simulator c2(c);
  std::deque<Draw> strip;
  advanceTo(c2, 30, &strip);
  ASSERT_EQ(strip.size(), kRecentDraws);
  Simulator replay(c);
  replay.drawMany(29);
  EXPECT_EQ(replay.step().variate, strip.back().variate);
  EXPECT_EQ(strip.back().index, 30u);
  // Past the per-draw limit the strip ends with the run's latest draw (drawn given the count).
  advanceTo(c2, 1'000'000, &strip);
  ASSERT_EQ(strip.size(), kRecentDraws);
  EXPECT_EQ(strip.back().index, 1'000'000u);
  EXPECT_EQ(strip.front().index, 1'000'000u - kRecentDraws + 1);
}

TEST(Playback, ThePacerSlowsOnlyTheSingleCoins) {
  Pacer p;
  int due = 0;
  for (int tick = 0; tick < 60; ++tick) due += p.due(0, 1.0) ? 1 : 0;
  EXPECT_EQ(due, 10);  // every 6th tick at speed 1
  p.reset();
  due = 0;
  for (int tick = 0; tick < 60; ++tick) due += p.due(0, 20.0) ? 1 : 0;
  EXPECT_EQ(due, 60);  // fast enough: every tick
  EXPECT_TRUE(p.due(kSingleCoins, 1.0));
}

// A newcomer's run to 10⁶ played for ~25 s at the default speed. A run to n drops its single
// coins a frame each, then arrives within kRunToFrames frames, at any speed, from any start;
// never slower than Play at that speed, and never past its count.
TEST(Playback, ARunToNArrivesWithinItsFrames) {
  for (const double speed : {0.1, 1.0, 20.0}) {
    for (const std::uint64_t from : {std::uint64_t{0}, std::uint64_t{500}}) {
      for (std::uint64_t target = 1000; target <= 1'000'000'000'000'000ULL; target *= 1000) {
        SCOPED_TRACE(std::to_string(speed) + " " + std::to_string(from) + " to " +
                     std::to_string(target));
        const double growth = gelu::soi::runToGrowth(from, target);
        std::uint64_t n = from;
        int frames = 0;
        while (n < target && frames < 1000) {
          const std::uint64_t next = gelu::soi::nextRunTarget(n, growth, target, speed);
          ASSERT_GT(next, n);
          ASSERT_LE(next, target);
          EXPECT_GE(next, std::min(nextTarget(n, speed), target));
          n = next;
          ++frames;
        }
        EXPECT_EQ(n, target);
        EXPECT_LE(frames, static_cast<int>(kSingleCoins - std::min(from, kSingleCoins)) +
                              gelu::soi::kRunToFrames);
      }
    }
  }
  // The least growth that gets there: 10³ from 0 needs no more than Play's ×1.12.
  EXPECT_EQ(gelu::soi::runToGrowth(0, 1000), 1.12);
  EXPECT_EQ(gelu::soi::runToGrowth(0, 1'000'000), 1.25);
  EXPECT_EQ(gelu::soi::runToGrowth(0, 1'000'000'000'000ULL), 1.5);
  EXPECT_EQ(gelu::soi::runToGrowth(0, 1'000'000'000'000'000ULL), 2.0);
  // A growth that is none (NaN, 1 or below) plays as Play does.
  for (const double none : {std::nan(""), 1.0, -3.0}) {
    EXPECT_EQ(gelu::soi::nextRunTarget(1000, none, 1'000'000, 1.0), nextTarget(1000, 1.0));
  }
}

}  // namespace
