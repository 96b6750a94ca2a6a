// The training cost model every door shares (issue 51, item 1).
#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "core/animation.hpp"
#include "core/format.hpp"
#include "core/model/scene_file.hpp"
#include "core/training_cost.hpp"

namespace {

using gelu::training::RunShape;

RunShape costly() {
  RunShape r;
  r.points = 10000;
  r.hidden = {64, 64, 64, 64, 64, 64};
  r.batch = 1;
  r.builtIns = 4;
  return r;
}

TEST(TrainingCost, TheDefaultRunFitsAndTheRunOfDaysDoesNot) {
  RunShape defaults;  // 500 points, 8-8, batch 32, one network
  EXPECT_TRUE(gelu::training::fits(defaults, 100000));
  EXPECT_EQ(gelu::training::refusal(defaults, 100000), "");
  // The scene the black-box test wrote: two weeks at 12.7 s an epoch; refused, with what fits.
  const RunShape days = costly();
  EXPECT_FALSE(gelu::training::fits(days, 100000));
  const std::int64_t fit = gelu::training::epochsThatFit(days);
  EXPECT_GT(fit, 0);
  EXPECT_LT(fit, 2000);
  EXPECT_TRUE(gelu::training::fits(days, fit));
  EXPECT_FALSE(gelu::training::fits(days, fit + 1));
  const std::string why = gelu::training::refusal(days, 100000);
  EXPECT_EQ(why.rfind("this would take about ", 0), 0u) << why;
  EXPECT_NE(why.find("use at most " + std::to_string(fit) + " epochs"), std::string::npos) << why;
}

TEST(TrainingCost, WorkThatTrainsTheRunThreeTimesFitsAThirdOfTheEpochs) {
  // A GIF of training trains its run three times (gelu::anim::trainingRuns): the hour holds a
  // third of the epochs, and the refusal says so.
  const RunShape days = costly();
  const std::int64_t once = gelu::training::epochsThatFit(days);
  const std::int64_t thrice = gelu::training::epochsThatFit(days, 3);
  EXPECT_GE(thrice, once / 3 - 1);
  EXPECT_LE(thrice, once / 3);
  EXPECT_TRUE(gelu::training::fits(days, thrice, 3));
  EXPECT_FALSE(gelu::training::fits(days, thrice + 1, 3));
  EXPECT_TRUE(gelu::training::fits(days, thrice + 1, 1));
  const std::string why = gelu::training::refusal(days, once, 3);
  EXPECT_NE(why.find("use at most " + std::to_string(thrice) + " epochs"), std::string::npos)
      << why;
  EXPECT_EQ(gelu::anim::trainingRuns(gelu::anim::Container::Gif), 3);
  EXPECT_EQ(gelu::anim::trainingRuns(gelu::anim::Container::Mp4), 2);
}

TEST(TrainingCost, EveryPartOfTheRunCounts) {
  const RunShape base = costly();
  const double t = gelu::training::secondsPerEpoch(base);
  RunShape batched = base;
  batched.batch = 32;  // train's old estimate ignored the batch: 5,000 steps against 157
  EXPECT_LT(2 * gelu::training::secondsPerEpoch(batched), t);
  RunShape fewer = base;
  fewer.points = 1000;
  EXPECT_LT(gelu::training::secondsPerEpoch(fewer), t / 5);
  RunShape formulas = base;
  formulas.builtIns = 0;
  formulas.formulas = 4;  // a typed formula runs through muparser
  EXPECT_GT(gelu::training::secondsPerEpoch(formulas), t);
  RunShape one = base;
  one.builtIns = 1;
  EXPECT_DOUBLE_EQ(4 * gelu::training::secondsPerEpoch(one), t);
}

TEST(TrainingCost, ScenesCarryingARunOfDaysAreRefusedByTheReader) {
  const auto parsed = gelu::model::parseScene(
      R"({"format": "gelu-explorer-scene", "version": 1, "training": {"points": 10000,
          "layers": [64, 64, 64, 64, 64, 64], "activations": ["gelu", "relu", "elu", "silu"],
          "batch": 1, "epochs": 100000}})");
  const auto* e = std::get_if<gelu::model::ModelError>(&parsed);
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->code, gelu::model::Code::TrainingTooLong);
  EXPECT_EQ(e->path, "training.epochs");
  EXPECT_EQ(gelu::model::englishMessage(*e).rfind(
                "field 'training.epochs': 100000 epochs of this training would take more than an "
                "hour: at most ",
                0),
            0u)
      << gelu::model::englishMessage(*e);
  // The same network for the epochs that fit loads.
  const std::string fit = e->args.at(1);
  EXPECT_TRUE(std::holds_alternative<gelu::model::SceneFileData>(gelu::model::parseScene(
      R"({"format": "gelu-explorer-scene", "version": 1, "training": {"points": 10000,
          "layers": [64, 64, 64, 64, 64, 64], "activations": ["gelu", "relu", "elu", "silu"],
          "batch": 1, "epochs": )" +
      fit + "}}")));
}

TEST(Durations, AreSaidAsAPersonSaysThem) {
  EXPECT_EQ(gelu::aboutDuration(0.2), "about 1 second");
  EXPECT_EQ(gelu::aboutDuration(40), "about 40 seconds");
  EXPECT_EQ(gelu::aboutDuration(150), "about 3 minutes");
  // Regression: 1.0008 hours was "about 2 hours" (rounded up), then "about 1 hour" beside the
  // limit "(at most 1 hour)"; minutes say it up to two hours.
  EXPECT_EQ(gelu::aboutDuration(1.0008 * 3600), "about 60 minutes");
  EXPECT_EQ(gelu::aboutDuration(1.4 * 3600), "about 84 minutes");
  EXPECT_EQ(gelu::aboutDuration(2.2 * 3600), "about 2 hours");
  EXPECT_EQ(gelu::aboutDuration(5 * 3600), "about 5 hours");
  EXPECT_EQ(gelu::aboutDuration(14 * 86400), "about 14 days");
}

}  // namespace
