// gelu-explorer typeset: a TeX formula into PNG, SVG and PDF, as a user runs it.
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "cli_run.hpp"

namespace {

const QString kTex =
    R"(\Phi(x) = \frac{1}{2}\left(1 + \operatorname{erf}\frac{x}{\sqrt{2}}\right))";

TEST(Typeset, WritesPngSvgAndPdfFittedToTheInk) {
  QTemporaryDir dir;
  for (const char* ext : {"png", "svg", "pdf"}) {
    const QString out = dir.filePath(QString("phi.") + ext);
    const Result r = run({"typeset", "--tex", kTex, "-o", out, "--size", "30"});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();
    EXPECT_GT(fileBytes(out).size(), 200) << ext;
  }
  // The PNG: a formula about 30 pt (40 px) to the em, 10 em wide, ink to within its margin of
  // 5 px on every side.
  const QImage png(dir.filePath("phi.png"));
  ASSERT_FALSE(png.isNull());
  EXPECT_GT(png.width(), 300);
  EXPECT_LT(png.width(), 600);
  EXPECT_GT(png.height(), 80);
  int top = png.height(), bottom = -1, left = png.width(), right = -1;
  for (int y = 0; y < png.height(); ++y) {
    for (int x = 0; x < png.width(); ++x) {
      if (qGray(png.pixel(x, y)) < 160) {
        top = std::min(top, y);
        bottom = std::max(bottom, y);
        left = std::min(left, x);
        right = std::max(right, x);
      }
    }
  }
  EXPECT_NEAR(left, 5, 2);
  EXPECT_NEAR(top, 5, 2);
  EXPECT_NEAR(png.width() - 1 - right, 5, 2);
  EXPECT_NEAR(png.height() - 1 - bottom, 5, 2);
  // The SVG: outlines, the TeX as its title (escaped), read by librsvg at the same size.
  const QByteArray svg = fileBytes(dir.filePath("phi.svg"));
  EXPECT_NE(svg.indexOf("<title>\\Phi(x) = \\frac{1}{2}"), -1);
  EXPECT_NE(svg.indexOf("<path"), -1);
  EXPECT_EQ(svg.indexOf("<text"), -1);
  const QString rsvg = QStandardPaths::findExecutable("rsvg-convert");
  ASSERT_FALSE(rsvg.isEmpty()) << "rsvg-convert is missing: run scripts/install-deps.sh";
  QProcess convert;
  convert.start(rsvg, {dir.filePath("phi.svg"), "-o", dir.filePath("rsvg.png")});
  ASSERT_TRUE(convert.waitForFinished(30000));
  ASSERT_EQ(convert.exitCode(), 0) << convert.readAllStandardError().toStdString();
  const QImage drawn(dir.filePath("rsvg.png"));
  EXPECT_EQ(drawn.size(), png.size());
  EXPECT_TRUE(fileBytes(dir.filePath("phi.pdf")).startsWith("%PDF"));
}

TEST(Typeset, InlineIsSmallerAndThemesColourIt) {
  QTemporaryDir dir;
  ASSERT_EQ(run({"typeset", "--tex", kTex, "-o", dir.filePath("d.png")}).code, 0);
  ASSERT_EQ(run({"typeset", "--tex", kTex, "--inline", "-o", dir.filePath("i.png")}).code, 0);
  EXPECT_LT(QImage(dir.filePath("i.png")).height(), QImage(dir.filePath("d.png")).height());
  ASSERT_EQ(run({"typeset", "--tex", "x", "--theme", "dark", "-o", dir.filePath("k.png")}).code, 0);
  const QImage dark(dir.filePath("k.png"));
  EXPECT_LT(qGray(dark.pixel(0, 0)), 80);  // the dark theme's background
  ASSERT_EQ(
      run({"typeset", "--tex", "x", "--background", "transparent", "-o", dir.filePath("t.png")})
          .code,
      0);
  EXPECT_EQ(qAlpha(QImage(dir.filePath("t.png")).pixel(0, 0)), 0);
}

TEST(Typeset, SameArgumentsGiveTheSameBytes) {
  QTemporaryDir dir;
  RunOptions o;
  o.setEnv = {{"SOURCE_DATE_EPOCH", "1700000000"}};
  for (const char* ext : {"png", "svg", "pdf"}) {
    const QString a = dir.filePath(QString("a.") + ext), b = dir.filePath(QString("b.") + ext);
    ASSERT_EQ(run({"typeset", "--tex", kTex, "-o", a}, o).code, 0);
    ASSERT_EQ(run({"typeset", "--tex", kTex, "-o", b}, o).code, 0);
    EXPECT_EQ(fileBytes(a), fileBytes(b)) << ext;
  }
  const Result piped = run({"typeset", "--tex", "x^2", "-o", "-", "--format", "png"});
  ASSERT_EQ(piped.code, 0) << piped.err.toStdString();
}

TEST(Typeset, BadInputsAreOneLineAndLeaveFilesAlone) {
  QTemporaryDir dir;
  const QString out = dir.filePath("f.png");
  expectUsageError({"typeset", "-o", out}, "--tex");
  expectUsageError({"typeset", "--tex", "x"}, "--output");
  expectUsageError({"typeset", "--tex", R"(x=\fracc{1}{2})", "-o", out},
                   "unknown command \\fracc at column 3");
  expectUsageError({"typeset", "--tex", R"(\left( x)", "-o", out}, "\\left without \\right");
  expectUsageError({"typeset", "--tex", "\\begin{\x1b[31m}", "-o", out}, "\\u001b");
  expectUsageError({"typeset", "--tex", "x", "-o", dir.filePath("f.jpg")}, "f.jpg");
  expectUsageError({"typeset", "--tex", "x", "-o", dir.filePath("f")}, "extension");
  expectUsageError({"typeset", "--tex", "x", "-o", out, "--size", "0"}, "--size");
  expectUsageError({"typeset", "--tex", "x", "-o", out, "--size", "nan"}, "--size");
  expectUsageError({"typeset", "--tex", "x", "-o", out, "--theme", "solarized"}, "--theme");
  expectUsageError({"typeset", "--tex", "x", "-o", out, "--background", "pink"}, "--background");
  expectUsageError({"typeset", "--tex", "x", "-o", out, "--format", "gif"}, "--format");
  expectUsageError({"typeset", "--tex", "x", "-o", "-"}, "--format");
  expectUsageError({"typeset", "--tex", "x", "-o", dir.filePath("missing/f.png")},
                   "does not exist");
  expectUsageError(
      {"typeset", "--tex", QString(2000, 'x') + "\\sum_{" + QString(2000, 'y') + "}", "-o", out},
      "longer than");
  EXPECT_TRUE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
  // A failed write keeps the old file and leaves no other.
  {
    QFile f(out);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("the old formula");
  }
  expectUsageError({"typeset", "--tex", R"(\frac{1})", "-o", out}, "argument");
  EXPECT_EQ(fileBytes(out), "the old formula");
  expectIoError({"typeset", "--tex", "x", "-o", "/sys/gelu-explorer-test.png"}, "/sys");
  EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"f.png"});
}

}  // namespace
