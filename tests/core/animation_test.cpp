#include "core/animation.hpp"
#include "core/animation_cost.hpp"

#include <gtest/gtest.h>

#include <cstdio>

#include <cmath>

namespace gelu::anim {
namespace {

TEST(Animation, NamesAndExtensions) {
  EXPECT_EQ(kindFromName("sweep"), Kind::Sweep);
  EXPECT_EQ(kindFromName("monte-carlo"), Kind::MonteCarlo);
  EXPECT_FALSE(kindFromName("Sweep"));
  EXPECT_FALSE(kindFromName(""));
  for (Container c :
       {Container::Mp4, Container::WebM, Container::Gif, Container::WebP, Container::Apng}) {
    EXPECT_EQ(containerFromExtension(extensionOf(c)), c);
  }
  EXPECT_EQ(containerFromExtension("MP4"), Container::Mp4);
  EXPECT_FALSE(containerFromExtension("png"));
  EXPECT_FALSE(containerFromExtension("mp4 "));
}

TEST(Animation, CheckRefusesEveryBadPlan) {
  Plan p;
  EXPECT_EQ(check(p), "");
  for (double d : {0.0, -1.0, 600.5, std::nan(""), 1e300}) {
    p = Plan{};
    p.duration = d;
    EXPECT_NE(check(p), "") << d;
  }
  p = Plan{};
  p.duration = 600;
  EXPECT_EQ(check(p), "");
  for (int fps : {0, -5, 121}) {
    p = Plan{};
    p.fps = fps;
    EXPECT_NE(check(p), "") << fps;
  }
  p = Plan{};
  p.sweepTo = p.sweepFrom;
  EXPECT_NE(check(p), "");
  p.kind = Kind::MonteCarlo;  // the sweep's ends do not matter to a run
  EXPECT_EQ(check(p), "");
}

TEST(Animation, FramesFollowDurationAndRateGifCappedAt50) {
  Plan p;
  EXPECT_EQ(frameCount(p, Container::Mp4), 120);
  p.fps = 60;
  EXPECT_EQ(frameCount(p, Container::Mp4), 240);
  EXPECT_EQ(playedFps(p, Container::Gif), 50);
  EXPECT_EQ(frameCount(p, Container::Gif), 200);
  p.duration = 0.001;
  EXPECT_EQ(frameCount(p, Container::WebP), 1);
}

TEST(Animation, SweepCoversBothEndsLinearly) {
  Plan p;
  p.sweepFrom = 2;
  p.sweepTo = -1;
  const int n = 7;
  EXPECT_EQ(sweepX(p, 0, n), 2.0);
  EXPECT_EQ(sweepX(p, n - 1, n), -1.0);
  for (int i = 1; i < n; ++i) EXPECT_NEAR(sweepX(p, i, n) - sweepX(p, i - 1, n), -0.5, 1e-15);
  EXPECT_EQ(sweepX(p, 0, 1), 2.0);
  p.sweepFrom = -3;
  p.sweepTo = 3.0001;
  EXPECT_EQ(sweepX(p, 60, 120), 0.025);    // -3 + 6.0001·60/119 = 0.02526…, on the 0.001 grid
  EXPECT_EQ(sweepX(p, 119, 120), 3.0001);  // the ends exactly
}

TEST(Animation, RunGrowsLogSpacedFromOneToTheSamples) {
  Plan p;
  p.kind = Kind::MonteCarlo;
  p.samples = 10000;
  const int n = 121;
  EXPECT_EQ(runN(p, 0, n), 1u);
  EXPECT_EQ(runN(p, 30, n), 10u);  // 10^(4·30/120)
  EXPECT_EQ(runN(p, 60, n), 100u);
  EXPECT_EQ(runN(p, n - 1, n), 10000u);
  for (int i = 1; i < n; ++i) EXPECT_LE(runN(p, i - 1, n), runN(p, i, n));
  p.samples = 0;
  EXPECT_EQ(runN(p, 5, n), 0u);
  p.samples = 1;
  EXPECT_EQ(runN(p, 5, n), 1u);
}

TEST(Animation, LayersAppearOneByOneFromTheInputToTheLast) {
  EXPECT_EQ(kindFromName("layers"), Kind::Layers);
  const int depth = 20;
  const int n = 84;
  EXPECT_EQ(layersShown(0, n, depth), 0);  // the input alone
  EXPECT_EQ(layersShown(n - 1, n, depth), depth);
  int seen = 0;
  for (int i = 1; i < n; ++i) {
    EXPECT_LE(layersShown(i - 1, n, depth), layersShown(i, n, depth));
    EXPECT_LE(layersShown(i, n, depth) - layersShown(i - 1, n, depth), 1);  // one at a time
    seen += layersShown(i, n, depth) != layersShown(i - 1, n, depth) ? 1 : 0;
  }
  EXPECT_EQ(seen, depth);                      // every layer gets its frames
  EXPECT_EQ(layersShown(0, 1, depth), depth);  // a single frame: the whole network
}

// A lecture's training step opens at its first epochs; its video starts there too (it started at
// epoch 0).
TEST(Animation, TrainingGoesFromItsFirstEpochToItsLast) {
  const int n = 50;
  EXPECT_EQ(trainingEpoch(0, n, 400), 0);
  EXPECT_EQ(trainingEpoch(0, n, 400, 20), 20);
  EXPECT_EQ(trainingEpoch(n - 1, n, 400, 20), 400);
  for (int i = 1; i < n; ++i) {
    EXPECT_LE(trainingEpoch(i - 1, n, 400, 20), trainingEpoch(i, n, 400, 20));
    EXPECT_GE(trainingEpoch(i, n, 400, 20), 20);
  }
  Plan p;
  p.kind = Kind::Training;
  p.epochs = 400;
  p.firstEpoch = 20;
  EXPECT_EQ(check(p), "");
  p.firstEpoch = 400;
  EXPECT_NE(check(p), "");
  p.firstEpoch = -1;
  EXPECT_NE(check(p), "");
}

TEST(Animation, EvenSidesAndAlphaByContainer) {
  EXPECT_TRUE(needsEvenSides(Container::Mp4));
  EXPECT_TRUE(needsEvenSides(Container::WebM));
  EXPECT_FALSE(needsEvenSides(Container::Gif));
  EXPECT_TRUE(keepsAlpha(Container::Apng));
  EXPECT_TRUE(keepsAlpha(Container::WebP));
  EXPECT_FALSE(keepsAlpha(Container::Mp4));
}

}  // namespace
}  // namespace gelu::anim

// "at most 1 frame a second", never "1 frames" (seen in a hostile probe).
TEST(AnimationCost, OneFrameASecondIsSingular) {
  using namespace gelu::anim;
  Plan plan;
  plan.fps = 120;
  plan.duration = 600;
  int singular = 0;
  for (const Container c : {Container::WebP, Container::Mp4, Container::Gif, Container::Apng}) {
    for (int side = 1000; side <= 20000; side += 500) {
      for (const std::uint64_t memory : {4'000'000'000ULL, 24'000'000'000ULL}) {
        const std::string why = refusal(plan, c, side, side, memory);
        EXPECT_EQ(why.find(" 1 frames"), std::string::npos) << why;
        singular += why.find("at most 1 frame a second") != std::string::npos ? 1 : 0;
      }
    }
  }
  EXPECT_GT(singular, 0);
}

// Issue 30: an animation that cannot finish on the machine is refused up front, with a setting
// that would; the suggestion itself passes.
TEST(AnimationCost, WhatCannotFinishIsRefusedWithASettingThatWorks) {
  using namespace gelu::anim;
  Plan plan;
  plan.duration = 2;
  plan.fps = 30;
  const std::uint64_t fourGb = 4'000'000'000ULL;
  EXPECT_EQ(refusal(plan, Container::Mp4, 1920, 1080, fourGb), "");
  // 120 megapixels of H.264: about 15.8 GB, far beyond 4 GB.
  const std::string memory = refusal(plan, Container::Mp4, 15000, 8000, fourGb);
  ASSERT_NE(memory.find("would need about 15.8 GB of memory, and 4.0 GB is available"),
            std::string::npos)
      << memory;
  int w = 0;
  int h = 0;
  ASSERT_EQ(std::sscanf(memory.c_str() + memory.find("at most ") + 8, "%d×%d", &w, &h), 2)
      << memory;
  EXPECT_NEAR(static_cast<double>(w) / h, 15000.0 / 8000.0, 0.02);
  EXPECT_EQ(refusal(plan, Container::Mp4, w, h, fourGb), "");
  EXPECT_NE(refusal(plan, Container::Mp4, w + 20, h + 20, fourGb), "");
  // Nothing known about the memory: nothing refused for it.
  EXPECT_EQ(refusal(plan, Container::Mp4, 15000, 8000, 0), "");
  // 600 s × 120 fps of APNG at 3200×1800: many hours; the suggested rate fits.
  plan.duration = 600;
  plan.fps = 120;
  const std::string time = refusal(plan, Container::Apng, 3200, 1800, 0);
  ASSERT_NE(time.find("would take about"), std::string::npos) << time;
  int fps = 0;
  ASSERT_EQ(std::sscanf(time.c_str() + time.find("at most ") + 8, "%d frames", &fps), 1) << time;
  ASSERT_GE(fps, 1);
  plan.fps = fps;
  EXPECT_EQ(refusal(plan, Container::Apng, 3200, 1800, 0), "");
  EXPECT_LE(estimateCost(plan, Container::Apng, 3200, 1800).seconds, kMaxSeconds);
  // The memory this process may use is known on Linux and bounded by ulimit -v.
  EXPECT_GT(availableMemory(), 0U);
}
