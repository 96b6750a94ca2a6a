// train on the command line: its columns, a row per epoch and activation, the same bytes for
// the same seed, JSON, regression without accuracy, the defaults' accuracy, one-line refusals.
#include <gtest/gtest.h>

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <algorithm>
#include <vector>

#include "cli_run.hpp"

namespace {

constexpr const char* kHeader =
    "epoch,activation,train_loss,test_loss,train_accuracy,test_accuracy,dead_units";

TEST(Train, ARowPerEpochAndActivationFromEpochZero) {
  const Result r = run({"train", "--dataset", "xor", "--epochs", "5", "--activations",
                        "gelu,relu,silu", "--layers", "4,3"});
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
  ASSERT_EQ(lines.size(), 1 + 6 * 3);
  EXPECT_EQ(lines[0], kHeader);
  for (int e = 0; e <= 5; ++e) {
    for (int k = 0; k < 3; ++k) {
      const QStringList row = lines[1 + e * 3 + k].split(',');
      ASSERT_EQ(row.size(), 7);
      EXPECT_EQ(row[0].toInt(), e);
      EXPECT_EQ(row[1], QStringList({"gelu", "relu", "silu"})[k]);
      const double acc = row[5].toDouble();
      EXPECT_TRUE(acc >= 0.0 && acc <= 1.0) << row.join(',').toStdString();
      EXPECT_GE(row[2].toDouble(), 0.0);
    }
  }
  // The same seed gives the same bytes; another seed other numbers.
  const Result again = run({"train", "--dataset", "xor", "--epochs", "5", "--activations",
                            "gelu,relu,silu", "--layers", "4,3"});
  EXPECT_EQ(again.out, r.out);
  const Result other = run({"train", "--dataset", "xor", "--epochs", "5", "--activations",
                            "gelu,relu,silu", "--layers", "4,3", "--seed", "2"});
  EXPECT_NE(other.out, r.out);
}

TEST(Train, JsonAndRegressionWithoutAccuracy) {
  const Result r = run({"train", "--dataset", "regression", "--epochs", "3", "--activations",
                        "gelu", "--format", "json", "--noise", "0.1"});
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
  EXPECT_EQ(o["dataset"].toString(), "regression");
  EXPECT_EQ(o["layers"].toArray().size(), 2);
  const QJsonArray rows = o["rows"].toArray();
  ASSERT_EQ(rows.size(), 4);
  EXPECT_TRUE(rows[3].toObject()["test_accuracy"].isNull());
  EXPECT_LT(rows[3].toObject()["train_loss"].toDouble(),
            rows[0].toObject()["train_loss"].toDouble());
  const Result csv =
      run({"train", "--dataset", "regression", "--epochs", "1", "--activations", "relu"});
  ASSERT_EQ(csv.code, 0);
  EXPECT_TRUE(csv.out.split('\n')[1].contains(",,,")) << csv.out.toStdString();  // no accuracy
}

TEST(Train, TheDefaultsSeparateTheCircleForGeluAndRelu) {
  const Result r = run({"train", "--dataset", "circle"});
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
  ASSERT_EQ(lines.size(), 1 + 1001 * 2);
  for (const QString& last : {lines[lines.size() - 2], lines.back()}) {
    EXPECT_GE(last.split(',')[5].toDouble(), 0.95) << last.toStdString();
  }
}

TEST(Train, BadRequestsAreOneLine) {
  expectUsageError({"train", "--dataset", "moons"}, "--dataset");
  // A value of blanks only is echoed as what it is, not as ''.
  expectUsageError({"train", "--dataset", "\t"}, "--dataset: '\\t' is not");
  expectUsageError(
      {"render", "--panel", "training", "--output", "unwritten.png", "--dataset", " \t"},
      "--dataset: ' \\t' is not");
  expectUsageError({"train", "--optimizer", " adamw "}, "--optimizer: 'adamw' is not");
  expectUsageError({"train", "--layers", "8,0"}, "--layers");
  expectUsageError({"train", "--layers", "65"}, "--layers");
  expectUsageError({"train", "--layers", "2,2,2,2,2,2,2"}, "--layers");
  expectUsageError({"train", "--epochs", "0"}, "--epochs");
  expectUsageError({"train", "--learning-rate", "0"}, "--learning-rate");
  expectUsageError({"train", "--optimizer", "rmsprop"}, "--optimizer");
  expectUsageError({"train", "--activations", "dgelu"}, "not an activation");
  expectUsageError({"train", "--activations", "gelu,gelu"}, "twice");
  expectUsageError({"train", "--activations", "gelu,relu,silu,elu,selu,celu,mish,tanh,sigmoid"},
                   "--activations");
  expectUsageError({"train", "--batch", "-1"}, "--batch");
  expectUsageError({"train", "--noise", "2"}, "--noise");
  expectUsageError({"train", "--test-share", "0.95"}, "--test-share");
  expectUsageError({"train", "--init", "orthogonal"}, "--init");
  expectUsageError({"train", "--gain", "0"}, "--gain");
  expectUsageError({"train", "--points", "5"}, "--points");
  // The ranges the options say (the table's 10^6 points had taken the place of the trainer's
  // 10,000 in one unity batch): named with the option, not as the trainer's own check.
  expectUsageError({"train", "--points", "10001"}, "--points: 10001 is out of range 10..10000");
  expectUsageError({"train", "--batch", "10001"}, "--batch: 10001 is out of range 0..10000");
  expectUsageError({"train", "--format", "xml"}, "--format");
  expectUsageError({"train", "--momentum", "0.5"}, "--optimizer sgd");
  // Days of work are refused up front, naming a setting that fits.
  expectUsageError({"train", "--layers", "64,64,64,64,64,64", "--points", "10000", "--epochs",
                    "100000", "--activations", "gelu,relu,silu,elu,selu,celu,mish,tanh"},
                   "at most 1 hour");
}

TEST(Train, RenderDrawsTheTrainingPanelAndItsAnimation) {
  QTemporaryDir dir;
  const auto png = [&](const QString& name, const QStringList& more) {
    const QString path = dir.filePath(name);
    const Result r =
        run(QStringList{"render", "--panel", "training", "--dataset", "xor", "--layers", "6,6",
                        "--points", "200", "-o", path, "--width", "1280", "--height", "720"} +
            more);
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    return fileBytes(path);
  };
  const QByteArray start = png("0.png", {"--epochs", "0"});
  const QByteArray trained = png("a.png", {"--epochs", "60", "--activations", "gelu,relu,silu"});
  const QByteArray again = png("b.png", {"--epochs", "60", "--activations", "gelu,relu,silu"});
  EXPECT_EQ(QImage::fromData(trained).size(), QSize(1280, 720));
  EXPECT_EQ(trained, again);  // the same seed: the same networks, the same bytes
  EXPECT_NE(trained, start);
  EXPECT_NE(
      png("c.png", {"--epochs", "60", "--activations", "gelu,relu,silu", "--training-seed", "2"}),
      trained);
  const QString mp4 = dir.filePath("t.mp4");
  const Result a = run({"render", "--panel",    "training", "--dataset", "circle",   "--layers",
                        "4",      "--points",   "100",      "--animate", "training", "--epochs",
                        "30",     "--duration", "0.5",      "--fps",     "10",       "-o",
                        mp4,      "--width",    "960",      "--height",  "540"});
  ASSERT_EQ(a.code, 0) << a.err.toStdString();
  EXPECT_EQ(fileBytes(mp4).mid(4, 4), "ftyp");
}

TEST(Train, SeedsGiveEachActivationsMeanAndSpreadAndPairedDifference) {
  const QStringList base{"train", "--dataset",     "xor",       "--epochs", "6", "--points",
                         "80",    "--activations", "gelu,relu", "--layers", "4", "--seed",
                         "3"};
  const Result r = run(base + QStringList{"--seeds", "3"});
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
  ASSERT_EQ(lines.size(), 3);
  EXPECT_TRUE(lines[0].startsWith("activation,seeds,test_accuracy_mean,test_accuracy_sd,"));
  // Each seed's final row from the plain command, seed by seed: the summary is theirs.
  std::vector<double> gelu;
  std::vector<double> relu;
  for (const int seed : {3, 4, 5}) {
    const Result one = run(base.mid(0, base.size() - 1) + QStringList{QString::number(seed)});
    ASSERT_EQ(one.code, 0);
    const QStringList rows = one.out.split('\n', Qt::SkipEmptyParts);
    gelu.push_back(rows[rows.size() - 2].split(',')[5].toDouble());
    relu.push_back(rows[rows.size() - 1].split(',')[5].toDouble());
  }
  const QStringList g = lines[1].split(',');
  const QStringList re = lines[2].split(',');
  ASSERT_EQ(g.size(), 13);
  EXPECT_EQ(g[0], "gelu");
  EXPECT_EQ(g[1], "3");
  EXPECT_DOUBLE_EQ(g[2].toDouble(), (gelu[0] + gelu[1] + gelu[2]) / 3);
  EXPECT_DOUBLE_EQ(g[4].toDouble(), *std::min_element(gelu.begin(), gelu.end()));
  EXPECT_TRUE(g[11].isEmpty());  // no difference of the first to itself
  EXPECT_DOUBLE_EQ(re[11].toDouble(),
                   ((relu[0] - gelu[0]) + (relu[1] - gelu[1]) + (relu[2] - gelu[2])) / 3);

  const Result json = run(base + QStringList{"--seeds", "2", "--format", "json"});
  ASSERT_EQ(json.code, 0) << json.err.toStdString();
  const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
  EXPECT_EQ(o["seeds"].toArray().size(), 2);
  const QJsonArray acts = o["activations"].toArray();
  ASSERT_EQ(acts.size(), 2);
  EXPECT_TRUE(acts[0].toObject()["versus_first"].isNull());
  EXPECT_TRUE(acts[1].toObject()["test_accuracy"].toObject().contains("sd"));

  expectUsageError(base + QStringList{"--seeds", "1"}, "--seeds");
  expectUsageError(base + QStringList{"--seeds", "101"}, "--seeds");
  // Within the hour once, not a hundred times: the refusal names the seeds.
  expectUsageError({"train", "--points", "10000", "--layers", "64,64,64", "--batch", "1",
                    "--epochs", "40", "--seeds", "100"},
                   "--seeds");
}

TEST(Train, BadTrainingPanelOptionsAreOneLine) {
  QTemporaryDir dir;
  const QString png = dir.filePath("t.png");
  const QStringList base{"render", "--panel", "training", "-o", png};
  expectUsageError(base + QStringList{"--dataset", "moons"}, "--dataset");
  expectUsageError(base + QStringList{"--activations", "gelu,relu,silu,elu,tanh"}, "--activations");
  expectUsageError(base + QStringList{"--activations", "gelu,gelu"}, "--activations");
  expectUsageError(base + QStringList{"--activations", "cdf"}, "--activations");
  expectUsageError(base + QStringList{"--layers", "8,0"}, "--layers");
  expectUsageError(base + QStringList{"--epochs", "100001"}, "--epochs");
  expectUsageError(base + QStringList{"--learning-rate", "0"}, "--learning-rate");
  expectUsageError(base + QStringList{"--optimizer", "rmsprop"}, "--optimizer");
  expectUsageError(base + QStringList{"--noise", "2"}, "--noise");
  expectUsageError(base + QStringList{"--points", "5"}, "--points");
  expectUsageError(
      {"render", "--panel", "cdf", "--animate", "training", "-o", dir.filePath("t.gif")},
      "training panel");
  EXPECT_FALSE(QFile::exists(png));
}

}  // namespace
