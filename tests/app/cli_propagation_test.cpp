// moments and propagate on the command line: their columns, their numbers against the closed
// forms, determinism, and one-line refusals.
#include <gtest/gtest.h>

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <cmath>
#include <numbers>

#include "cli_run.hpp"

namespace {

TEST(Moments, ACsvRowPerActivationWithTheClosedForms) {
  const Result r = run({"moments", "--functions", "gelu,relu"});
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
  ASSERT_EQ(lines.size(), 3);
  EXPECT_EQ(lines[0], "id,mean,second,variance,slope_second,gain");
  const QStringList gelu = lines[1].split(',');
  ASSERT_EQ(gelu.size(), 6);
  EXPECT_EQ(gelu[0], "gelu");
  EXPECT_NEAR(gelu[1].toDouble(), 0.5 / std::sqrt(std::numbers::pi), 1e-15);
  EXPECT_NEAR(gelu[2].toDouble(), 1.0 / 3.0 + std::sqrt(3.0) / (6.0 * std::numbers::pi), 1e-15);
  EXPECT_NEAR(lines[2].split(',')[5].toDouble(), std::sqrt(2.0), 1e-14);
  // Every activation by default; the input's μ and σ in JSON.
  const Result all = run({"moments"});
  ASSERT_EQ(all.code, 0);
  EXPECT_GT(all.out.count('\n'), 20);
  const Result json =
      run({"moments", "--functions", "gelu", "--mu", "1", "--sigma", "2", "--format", "json"});
  ASSERT_EQ(json.code, 0) << json.err.toStdString();
  const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
  EXPECT_EQ(o["sigma"].toDouble(), 2.0);
  const double t = std::sqrt(5.0);
  const double want = 1.0 * 0.5 * std::erfc(-(1.0 / t) / std::sqrt(2.0)) +
                      4.0 / t * std::exp(-0.5 / 5.0) / std::sqrt(2.0 * std::numbers::pi);
  EXPECT_NEAR(o["functions"].toArray()[0].toObject()["mean"].toDouble(), want, 1e-13);
}

TEST(Moments, BadRequestsAreOneLine) {
  expectUsageError({"moments", "--functions", "dgelu"}, "not an activation");
  expectUsageError({"moments", "--functions", "gelu,gelu"}, "twice");
  expectUsageError({"moments", "--sigma", "0"}, "--sigma");
  expectUsageError({"moments", "--mu", "1e9"}, "--mu");
  expectUsageError({"moments", "--format", "xml"}, "--format");
}

TEST(Moments, AMomentThatIsNotANumberIsSaidOnceOnStderr) {
  // E[X^1000] overflows a double; its row stays (nan, and no gain), one line says why.
  const Result r =
      run({"moments", "--formula", "p=x^1000", "--formula", "q=x^2", "--functions", "p,gelu,q"});
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  const QStringList rows = r.out.split('\n', Qt::SkipEmptyParts);
  ASSERT_EQ(rows.size(), 4);
  EXPECT_EQ(rows[1], "p,nan,nan,nan,nan,nan");
  EXPECT_TRUE(rows[3].startsWith("q,1,3,")) << rows[3].toStdString();
  EXPECT_EQ(r.err.count('\n'), 1) << r.err.toStdString();
  EXPECT_TRUE(r.err.startsWith("gelu-explorer: p: ")) << r.err.toStdString();
  EXPECT_TRUE(r.err.contains("not a finite number")) << r.err.toStdString();
  // Finite moments say nothing.
  EXPECT_TRUE(run({"moments", "--functions", "gelu,relu"}).err.isEmpty());
  // E[f(X)²] that underflows to 0: the gain 1/√0 is inf, and said so (it was silent).
  const Result tiny = run({"moments", "--formula", "t=1e-200*x", "--functions", "t,gelu"});
  ASSERT_EQ(tiny.code, 0) << tiny.err.toStdString();
  EXPECT_TRUE(tiny.out.split('\n')[1].endsWith(",inf")) << tiny.out.toStdString();
  EXPECT_EQ(tiny.err.count('\n'), 1) << tiny.err.toStdString();
  EXPECT_TRUE(tiny.err.startsWith("gelu-explorer: t: E[f(X)²] is 0")) << tiny.err.toStdString();
}

TEST(Propagate, ARowPerLayerTheSameForTheSameSeed) {
  const QStringList args = {"propagate", "--activation", "relu",   "--depth", "30",
                            "--width",   "1024",         "--gain", "he"};
  const Result a = run(args);
  ASSERT_EQ(a.code, 0) << a.err.toStdString();
  const QStringList lines = a.out.split('\n', Qt::SkipEmptyParts);
  ASSERT_EQ(lines.size(), 32);
  EXPECT_EQ(lines[0], "layer,mean,variance,theory,near_zero,saturated");
  for (int l = 1; l < lines.size(); ++l) {
    const QStringList cells = lines[l].split(',');
    ASSERT_EQ(cells.size(), 6);
    EXPECT_EQ(cells[0].toInt(), l - 1);
    EXPECT_NEAR(cells[3].toDouble(), 1.0, 1e-9);  // ReLU at √2: neutral
  }
  EXPECT_EQ(run(args).out, a.out);
  EXPECT_NE(run(QStringList(args) << "--seed"
                                  << "2")
                .out,
            a.out);
  // JSON says what ran: the gain auto chose for GELU.
  const Result json = run({"propagate", "--depth", "3", "--format", "json"});
  ASSERT_EQ(json.code, 0) << json.err.toStdString();
  const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
  EXPECT_NEAR(o["gain"].toDouble(), 1.53353, 1e-5);
  EXPECT_EQ(o["layers"].toArray().size(), 4);
  // A typed formula propagates too.
  EXPECT_EQ(run({"propagate", "--formula", "lin=x", "--activation", "lin", "--gain", "1"}).code, 0);
}

TEST(Propagate, RenderDrawsThePanelAndItsLayersAnimation) {
  QTemporaryDir dir;
  const QString png = dir.filePath("p.png");
  const Result r =
      run({"render", "--panel", "propagation", "--gain", "auto", "--depth", "12", "--units", "256",
           "--bias-std", "0.1", "-o", png, "--width", "960", "--height", "540"});
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  EXPECT_EQ(QImage(png).size(), QSize(960, 540));
  const QString gif = dir.filePath("p.gif");
  const Result a = run({"render", "--panel", "propagation", "--animate", "layers", "--duration",
                        "0.5", "--fps", "8", "-o", gif, "--width", "960", "--height", "540"});
  ASSERT_EQ(a.code, 0) << a.err.toStdString();
  EXPECT_TRUE(fileBytes(gif).startsWith("GIF89a"));
  expectUsageError({"render", "--panel", "propagation", "--gain", "kaiming", "-o", png}, "--gain");
  expectUsageError({"render", "--panel", "propagation", "--depth", "0", "-o", png}, "--depth");
  expectUsageError({"render", "--panel", "propagation", "--units", "4096", "-o", png}, "--units");
  expectUsageError({"render", "--panel", "cdf", "--animate", "layer", "-o", gif}, "--animate");
}

TEST(Propagate, BadRequestsAreOneLine) {
  expectUsageError({"propagate", "--gain", "kaiming"}, "--gain");
  expectUsageError({"propagate", "--gain", "-1"}, "--gain");
  expectUsageError({"propagate", "--depth", "101"}, "--depth");
  expectUsageError({"propagate", "--width", "2049"}, "--width");
  expectUsageError({"propagate", "--activation", "cdf"}, "not an activation");
  expectUsageError({"propagate", "--bias-std", "-0.1"}, "--bias-std");
  expectUsageError({"propagate", "--formula", "w=exp(x^2)", "--activation", "w"}, "--gain");
  // E[Z^1000] exists but overflows: not called divergent.
  expectUsageError({"propagate", "--formula", "w=x^1000", "--activation", "w"},
                   "overflows or diverges");
}

}  // namespace
