// The trainer (core/training.hpp): seeded datasets, the gradient against finite differences for
// every layer kind and several activations, bit-identical replays, the same start for every
// activation, and the accuracy the `train` command's defaults promise.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "core/activations.hpp"
#include "core/function_library.hpp"
#include "core/training.hpp"

namespace {

using gelu::training::DataConfig;
using gelu::training::DatasetKind;
using gelu::training::NetConfig;
using gelu::training::TrainConfig;
using gelu::training::Trainer;

const gelu::FunctionInfo& fn(const char* id) { return *gelu::builtInFunction(id); }
const gelu::FunctionInfo& dfn(const char* id) {
  return *gelu::builtInFunction(gelu::builtInFunction(id)->derivative);
}

TEST(TrainingData, SeededSplitAndHalfEachClass) {
  for (const auto kind : {DatasetKind::Circle, DatasetKind::Xor, DatasetKind::Gaussians,
                          DatasetKind::Spiral, DatasetKind::Regression}) {
    DataConfig c;
    c.kind = kind;
    c.points = 301;
    c.noise = 0.1;
    c.testShare = 0.3;
    const auto a = gelu::training::makeDataset(c);
    const auto b = gelu::training::makeDataset(c);
    EXPECT_EQ(a.train.size() + a.test.size(), 301u);
    EXPECT_EQ(a.test.size(), 90u);
    ASSERT_EQ(a.train.size(), b.train.size());
    for (std::size_t i = 0; i < a.train.size(); ++i) {
      EXPECT_EQ(a.train[i].x1, b.train[i].x1);
      EXPECT_EQ(a.train[i].y, b.train[i].y);
    }
    c.seed = 2;
    const auto other = gelu::training::makeDataset(c);
    EXPECT_NE(other.train[0].x1, a.train[0].x1);
    if (kind == DatasetKind::Regression) {
      EXPECT_FALSE(a.classes);
      EXPECT_EQ(a.inputs, 1);
      continue;
    }
    int ones = 0;
    for (const auto* part : {&a.train, &a.test}) {
      for (const auto& p : *part) {
        ones += p.y == 1.0;
        EXPECT_TRUE(p.y == 0.0 || p.y == 1.0);
        EXPECT_LT(std::fabs(p.x1), 2.0);
      }
    }
    EXPECT_EQ(ones, 150) << gelu::training::datasetName(kind);
  }
  DataConfig bad;
  bad.points = 5;
  EXPECT_THROW(gelu::training::makeDataset(bad), std::invalid_argument);
}

// Central differences with a step scaled to each parameter; the loss is smooth for these
// activations (ReLU is checked away from its kink: no pre-activation lands within the step of 0).
double gradientError(const char* id, DatasetKind kind, std::vector<int> hidden, double l2) {
  DataConfig c;
  c.kind = kind;
  c.points = 40;
  c.noise = 0.05;
  const auto data = gelu::training::makeDataset(c);
  NetConfig net;
  net.hidden = std::move(hidden);
  TrainConfig t;
  t.l2 = l2;
  Trainer tr(data, fn(id), dfn(id), {}, net, t);
  for (int e = 0; e < 5; ++e) tr.epoch();  // away from the symmetric start
  const std::vector<double> theta = tr.parameters();
  const std::vector<double> g = tr.gradient(data.train);
  double worst = 0.0;
  for (std::size_t k = 0; k < theta.size(); ++k) {
    const double h = 1e-6 * std::max(1.0, std::fabs(theta[k]));
    std::vector<double> up = theta, down = theta;
    up[k] += h;
    down[k] -= h;
    tr.setParameters(up);
    const double lu = tr.loss(data.train);
    tr.setParameters(down);
    const double ld = tr.loss(data.train);
    const double numeric = (lu - ld) / (2 * h);
    worst = std::max(worst, std::fabs(numeric - g[k]) / std::max(1e-3, std::fabs(numeric)));
  }
  tr.setParameters(theta);
  return worst;
}

TEST(Training, GradientMatchesFiniteDifferences) {
  for (const char* id : {"gelu", "gelu_tanh", "silu", "tanh", "softplus", "mish", "elu", "relu"}) {
    EXPECT_LT(gradientError(id, DatasetKind::Circle, {5, 4}, 0.01), 1e-5) << id;
    EXPECT_LT(gradientError(id, DatasetKind::Regression, {6}, 0.0), 1e-5) << id;
  }
  EXPECT_LT(gradientError("gelu", DatasetKind::Spiral, {3, 3, 3}, 0.001), 1e-5);
}

TEST(Training, TypedFormulaTrainsThroughItsDerivative) {
  const gelu::FormulaDefinition def{"bent", "x + 0.1*x^2"};
  const auto lib = gelu::FunctionLibrary::builtIns()->with({&def, 1});
  ASSERT_TRUE(lib);
  const gelu::FunctionInfo* f = lib->find("bent");
  const gelu::FunctionInfo* df = lib->find("dbent");
  ASSERT_TRUE(f && df);
  DataConfig c;
  c.kind = DatasetKind::Regression;
  c.points = 40;
  const auto data = gelu::training::makeDataset(c);
  Trainer tr(data, *f, *df, {}, NetConfig{{4}}, TrainConfig{});
  const double before = tr.metrics().trainLoss;
  for (int e = 0; e < 50; ++e) tr.epoch();
  EXPECT_LT(tr.metrics().trainLoss, before);
}

TEST(Training, SameSeedSameBitsAndEveryActivationStartsAlike) {
  DataConfig c;
  c.kind = DatasetKind::Xor;
  const auto data = gelu::training::makeDataset(c);
  for (const int batch : {0, 32}) {
    TrainConfig t;
    t.batch = batch;
    t.optimizer = batch == 0 ? gelu::training::Optimizer::Adam : gelu::training::Optimizer::Sgd;
    Trainer a(data, fn("gelu"), dfn("gelu"), {}, NetConfig{}, t);
    Trainer b(data, fn("gelu"), dfn("gelu"), {}, NetConfig{}, t);
    Trainer relu(data, fn("relu"), dfn("relu"), {}, NetConfig{}, t);
    EXPECT_EQ(a.parameters(), relu.parameters());
    for (int e = 0; e < 30; ++e) {
      a.epoch();
      b.epoch();
    }
    EXPECT_EQ(a.parameters(), b.parameters());
    EXPECT_NE(a.parameters(), relu.parameters());
  }
}

TEST(Training, RefusesShapesOutOfRange) {
  const auto data = gelu::training::makeDataset(DataConfig{});
  for (const std::vector<int>& hidden :
       {std::vector<int>{}, std::vector<int>{65}, std::vector<int>(7, 4), std::vector<int>{0}}) {
    NetConfig net;
    net.hidden = hidden;
    EXPECT_THROW(Trainer(data, fn("gelu"), dfn("gelu"), {}, net, TrainConfig{}),
                 std::invalid_argument);
  }
  TrainConfig t;
  t.batch = 100000;
  EXPECT_THROW(Trainer(data, fn("gelu"), dfn("gelu"), {}, NetConfig{}, t), std::invalid_argument);
}

// The defaults of `gelu-explorer train` (DataConfig, NetConfig, TrainConfig as they are): circle
// and xor to 95% within 1,000 epochs, the spiral with two layers of 16 to 85% within 3,000, for
// GELU and ReLU alike.
double bestAccuracy(DatasetKind kind, const char* id, std::vector<int> hidden, int epochs) {
  DataConfig c;
  c.kind = kind;
  const auto data = gelu::training::makeDataset(c);
  NetConfig net;
  net.hidden = std::move(hidden);
  Trainer tr(data, fn(id), dfn(id), {}, net, TrainConfig{});
  for (int e = 0; e < epochs; ++e) tr.epoch();
  return tr.metrics().testAccuracy;
}

TEST(Training, DefaultsReachTheirAccuracy) {
  for (const char* id : {"gelu", "relu"}) {
    EXPECT_GE(bestAccuracy(DatasetKind::Circle, id, {8, 8}, 1000), 0.95) << id;
    EXPECT_GE(bestAccuracy(DatasetKind::Xor, id, {8, 8}, 1000), 0.95) << id;
#ifndef GELU_UNDER_SANITIZERS  // 3,000 epochs: the release suite's
    EXPECT_GE(bestAccuracy(DatasetKind::Spiral, id, {16, 16}, 3000), 0.85) << id;
#endif
  }
}

}  // namespace
