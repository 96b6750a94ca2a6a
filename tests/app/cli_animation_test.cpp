// gelu-explorer render --animate: the command line of the animations, as a user runs it.
#include <QProcess>
#include <QTemporaryDir>
#include <csignal>

#include "cli_run.hpp"

namespace {

QStringList animate(const QString& out, const QStringList& more = {}) {
  return QStringList{"render", "--panel",   "cdf",   "--width", "400", "--height",
                     "300",    "--animate", "sweep", "-o",      out} +
         more;
}

TEST(CliAnimation, WritesEachFormatWithTheDefaultsOrTheOptions) {
  QTemporaryDir dir;
  for (const QString ext : {"mp4", "webm", "gif", "webp", "apng"}) {
    const QString path = dir.filePath("a." + ext);
    const Result r = run(animate(path, {"--duration", "0.2", "--fps", "10", "--sweep-from", "-1",
                                        "--sweep-to", "1", "--theme", "dark"}));
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();  // FFmpeg's chatter is silenced
    EXPECT_GT(fileBytes(path).size(), 100) << ext.toStdString();
  }
  const QByteArray mp4 = fileBytes(dir.filePath("a.mp4"));
  EXPECT_EQ(mp4.mid(4, 4), "ftyp");
  EXPECT_LT(mp4.indexOf("moov"), mp4.indexOf("mdat"));  // +faststart: plays while loading
  EXPECT_EQ(fileBytes(dir.filePath("a.gif")).left(6), "GIF89a");
  EXPECT_EQ(fileBytes(dir.filePath("a.webp")).mid(8, 4), "WEBP");
  EXPECT_EQ(fileBytes(dir.filePath("a.apng")).mid(1, 3), "PNG");
}

TEST(CliAnimation, BadUsageIsOneLineExitTwoAndNoFile) {
  QTemporaryDir dir;
  const QString mp4 = dir.filePath("bad.mp4");
  const QList<QPair<QStringList, QString>> cases = {
      {animate(mp4, {"--fps", "0"}), "--fps"},
      {animate(mp4, {"--fps", "121"}), "--fps"},
      {animate(mp4, {"--fps", "2.5"}), "--fps"},
      {animate(mp4, {"--duration", "0"}), "--duration"},
      {animate(mp4, {"--duration", "600.5"}), "--duration"},
      {animate(mp4, {"--duration", "nan"}), "--duration"},
      {animate(mp4, {"--sweep-from", "1", "--sweep-to", "1"}), "--sweep-to"},
      {animate(mp4, {"--sweep-to", "1e9"}), "--sweep-to"},
      // Options the animation does not use are refused, not ignored (were: a plain run).
      {{"render", "--panel", "monte-carlo", "--animate", "monte-carlo", "--sweep-from", "-1", "-o",
        mp4},
       "--sweep-from is for --animate sweep"},
      {{"render", "--panel", "monte-carlo", "--animate", "monte-carlo", "--samples", "0", "-o",
        mp4},
       "--samples: 0 draws"},
      {animate(dir.filePath("x.png")), "not an animation file"},
      {animate(dir.filePath("x.mov")), "not an animation file"},
      {animate(mp4, {"--background", "transparent"}), "transparency"},
      {{"render", "--panel", "cdf", "--animate", "wiggle", "-o", mp4}, "--animate"},
      {{"render", "--panel", "cdf", "--fps", "30", "-o", dir.filePath("x.png")}, "--animate"},
      // Regression (issue 30): inside every limit, yet ~60 hours (or an OOM kill): refused
      // at once, naming a setting that works.
      {{"render", "--panel", "sheet", "--animate", "sweep", "--duration", "600", "--fps", "120",
        "--width", "10000", "--height", "6000", "--scale", "1.4", "-o", mp4},
       "would take about"},
  };
  for (const auto& [args, mentions] : cases) expectUsageError(args, mentions);
  EXPECT_TRUE(QDir(dir.path()).isEmpty());
}

TEST(CliAnimation, CtrlCInTheMiddleLeavesNoFile) {
  QTemporaryDir dir;
  const QString path = dir.filePath("long.apng");
  QProcess p;
  p.setProgram(GELU_EXPLORER_BIN);
  p.setArguments(animate(path, {"--duration", "60"}));
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert("QT_QPA_PLATFORM", "offscreen");
  p.setProcessEnvironment(env);
  p.start();
  ASSERT_TRUE(p.waitForStarted());
  EXPECT_FALSE(p.waitForFinished(1500));  // 1800 frames: still drawing
  ::kill(static_cast<pid_t>(p.processId()), SIGINT);
  ASSERT_TRUE(p.waitForFinished(10000));
  EXPECT_NE(p.exitCode() == 0 && p.exitStatus() == QProcess::NormalExit, true);
  EXPECT_TRUE(
      QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
}

}  // namespace
