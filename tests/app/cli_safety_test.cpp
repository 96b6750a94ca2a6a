// "Nothing lost, nothing garbled": the command line as an attacker and a careless user try it.
// Each test names the behaviour it protects; the regressions it guards are in the comments.
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>
#include <csignal>

#include "cli_run.hpp"
#include "core/format.hpp"

namespace {

QStringList entries(const QString& dir) {
  return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                             QDir::Name);
}

void writeText(const QString& path, const QByteArray& text) {
  QFile f(path);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.write(text);
}

/// As with a full disk, without root: files may not grow past `bytes` (write → EFBIG).
RunOptions fileSizeLimit(rlim_t bytes) {
  RunOptions o;
  o.childSetup = [bytes] {
    std::signal(SIGXFSZ, SIG_IGN);
    const rlimit limit{bytes, bytes};
    ::setrlimit(RLIMIT_FSIZE, &limit);
  };
  return o;
}

}  // namespace

// Regression: `--output dev-null-copy` (a device node) became a regular file, and as root
// `--output /dev/null` replaced the system's /dev/null.
TEST(SafeWrites, DevicesAreWrittenThroughNotReplaced) {
  QTemporaryDir dir;
  const QString sink = dir.filePath("sink");
  ASSERT_TRUE(QFile::link("/dev/null", sink));
  const Result r = run({"table", "--points", "2", "--output", sink});
  EXPECT_EQ(r.code, 0) << r.err.toStdString();
  EXPECT_TRUE(QFileInfo(sink).isSymLink());
  if (::geteuid() == 0) {
    const QString node = dir.filePath("dev-null-copy");
    ASSERT_EQ(::mknod(QFile::encodeName(node).constData(), S_IFCHR | 0666, makedev(1, 3)), 0);
    EXPECT_EQ(run({"table", "--points", "2", "--output", node}).code, 0);
    struct stat st {};
    ASSERT_EQ(::stat(QFile::encodeName(node).constData(), &st), 0);
    EXPECT_TRUE(S_ISCHR(st.st_mode));
    EXPECT_EQ(run({"table", "--points", "2", "--output", "/dev/null"}).code, 0);
    ASSERT_EQ(::stat("/dev/null", &st), 0);
    EXPECT_TRUE(S_ISCHR(st.st_mode));
  }
}

// Regression: `render -o x.png` with x.png a symlink replaced the link with a regular file.
TEST(SafeWrites, SymlinksAreFollowedAndKept) {
  QTemporaryDir dir;
  writeText(dir.filePath("real.png"), "old");
  ASSERT_TRUE(QFile::link("real.png", dir.filePath("link.png")));
  const Result r = run({"render", "--panel", "cdf", "--width", "300", "--height", "200", "-o",
                        dir.filePath("link.png")});
  EXPECT_EQ(r.code, 0) << r.err.toStdString();
  EXPECT_TRUE(QFileInfo(dir.filePath("link.png")).isSymLink());
  EXPECT_TRUE(fileBytes(dir.filePath("real.png")).startsWith("\x89PNG"));
  EXPECT_EQ(entries(dir.path()), (QStringList{"link.png", "real.png"}));
}

// Regression: `--output /dev/stdout` replaced the file stdout was redirected to, and failed
// inside a pipe.
TEST(SafeWrites, DevStdoutStreamsIntoAPipeAndARedirectedFile) {
  const Result piped =
      run({"table", "--points", "3", "--functions", "gelu", "--output", "/dev/stdout"});
  EXPECT_EQ(piped.code, 0) << piped.err.toStdString();
  EXPECT_EQ(piped.out.count('\n'), 4);
  QTemporaryDir dir;
  const QString file = dir.filePath("out.csv");
  writeText(file, "kept line\n");
  RunOptions o;
  o.stdoutFile = file;  // opened for appending, as `>>` would
  const Result redirected =
      run({"table", "--points", "3", "--functions", "gelu", "--output", "/dev/stdout"}, o);
  EXPECT_EQ(redirected.code, 0) << redirected.err.toStdString();
  const QByteArray text = fileBytes(file);
  EXPECT_TRUE(text.startsWith("kept line\nx,gelu\n")) << text.toStdString();
  EXPECT_EQ(entries(dir.path()), QStringList{"out.csv"});
}

// Regression: with the disk full, `table --output` exited 0 and left the old file empty, and
// `render` left a truncated PNG.
TEST(SafeWrites, AFullDiskKeepsTheOldFileAndSaysWhy) {
  QTemporaryDir dir;
  const QString csv = dir.filePath("t.csv");
  const QString png = dir.filePath("r.png");
  writeText(csv, "old table");
  writeText(png, "old figure");
  const QStringList table = {"table", "--points", "20000", "--output", csv};
  expectError(run(table, fileSizeLimit(4096)), 1, table, "File too large");
  const QStringList render = {"render", "--panel", "cdf", "-o", png};
  expectError(run(render, fileSizeLimit(4096)), 1, render, "File too large");
  EXPECT_EQ(fileBytes(csv), "old table");
  EXPECT_EQ(fileBytes(png), "old figure");
  EXPECT_EQ(entries(dir.path()), (QStringList{"r.png", "t.csv"}));  // no temporary left
}

// Step videos are a set: a full disk at the second video left the first of a new set beside the
// second of an older one. Now none is replaced, nothing is left beside them, and a folder the
// run made goes again.
TEST(SafeWrites, AFullDiskLeavesTheStepVideosAsTheyWere) {
  QTemporaryDir dir;
  const QString deck = dir.filePath("d.gelu-deck.json");
  const auto writeDeck = [&](const char* caption) {
    writeText(deck, QByteArray(R"({"format": "gelu-explorer-deck", "version": 1, "steps": [
      {"panels": ["cdf"], "title": "One", "caption": ")") +
                        caption + R"("}, {"panels": ["monte-carlo"], "play": "simulation",
      "title": "Two"}]})");
  };
  writeDeck("The old set.");
  const QString videos = dir.filePath("v");
  const QStringList args = {"render", "--deck",   deck, "--step-videos", videos, "--width",
                            "480",    "--height", "270"};
  const Result first = run(args);
  ASSERT_EQ(first.code, 0) << first.err.toStdString();
  ASSERT_EQ(entries(videos), (QStringList{"01-one.mp4", "02-two.mp4"}));
  const QByteArray one = fileBytes(videos + "/01-one.mp4");
  const QByteArray two = fileBytes(videos + "/02-two.mp4");
  // The still fits under the limit, the simulation does not.
  const rlim_t limit = static_cast<rlim_t>(one.size() * 3);
  ASSERT_LT(one.size() * 2, static_cast<qsizetype>(limit));
  ASSERT_GT(two.size(), static_cast<qsizetype>(limit));
  writeDeck("A new set.");
  expectError(run(args, fileSizeLimit(limit)), 1, args,
              "02-two.mp4: the encoder failed: File too large");
  EXPECT_EQ(entries(videos), (QStringList{"01-one.mp4", "02-two.mp4"}));
  EXPECT_EQ(fileBytes(videos + "/01-one.mp4"), one);
  EXPECT_EQ(fileBytes(videos + "/02-two.mp4"), two);
  // Into a folder of its own: the folder goes with the videos.
  const QStringList fresh = {
      "render", "--deck",   deck, "--step-videos", dir.filePath("new"), "--width",
      "480",    "--height", "270"};
  expectError(run(fresh, fileSizeLimit(limit)), 1, fresh, "File too large");
  EXPECT_FALSE(QFileInfo::exists(dir.filePath("new")));
  // With room, the new set replaces the old one whole.
  ASSERT_EQ(run(args).code, 0);
  EXPECT_NE(fileBytes(videos + "/01-one.mp4"), one);
}

// The same on a real full file system, where this machine lets us mount one (root).
TEST(SafeWrites, AFullTmpfsKeepsTheOldFileAndSaysWhy) {
  QTemporaryDir dir;
  const QByteArray mountPoint = QFile::encodeName(dir.filePath("full"));
  ASSERT_TRUE(QDir(dir.path()).mkdir("full"));
  if (::mount("tmpfs", mountPoint.constData(), "tmpfs", 0, "size=64k") != 0) {
    GTEST_SKIP() << "cannot mount a tmpfs here (" << std::strerror(errno)
                 << "); the RLIMIT_FSIZE test covers the same path";
  }
  const QString full = QFile::decodeName(mountPoint);
  writeText(full + "/t.csv", "old table");
  writeText(full + "/fill", QByteArray(60 * 1024, 'f'));  // what is left is less than a page
  const QStringList table = {"table",    "--points",     "3", "--functions", "gelu",
                             "--output", full + "/t.csv"};
  expectError(run(table), 1, table, "No space left on device");
  const QStringList render = {"render", "--panel", "cdf", "-o", full + "/r.png"};
  expectError(run(render), 1, render, "No space left on device");
  EXPECT_EQ(fileBytes(full + "/t.csv"), "old table");
  EXPECT_EQ(entries(full), (QStringList{"fill", "t.csv"}));
  ::umount(mountPoint.constData());
}

// Regression: `(echo 1; sleep 1; echo 2; echo 3) | table --x-values -` printed one row.
TEST(SafeReads, APipeIsReadToTheEnd) {
  QProcess shell;
  shell.start("/bin/sh", {"-c", QString("(echo 1; sleep 0.3; echo 2; echo 3) | '%1' table "
                                        "--functions gelu --x-values -; "
                                        "seq 1 100000 | '%1' table --functions gelu "
                                        "--x-values - | wc -l")
                                    .arg(GELU_EXPLORER_BIN)});
  ASSERT_TRUE(shell.waitForFinished(60000));
  const QStringList lines = QString::fromUtf8(shell.readAllStandardOutput()).split('\n');
  ASSERT_GE(lines.size(), 5);
  EXPECT_EQ(lines[0], "x,gelu");
  EXPECT_TRUE(lines[3].startsWith("3,"));
  EXPECT_EQ(lines[4].trimmed(), "100001");
}

// Regression: finite input printed nan or inf (σ = 1e-310, x − μ overflowing, |x| near the
// double limit in simulate) with exit 0, and simulate's JSON carried `nan`/`inf`.
TEST(ExtremeValues, FiniteInputNeverPrintsNaNAndJsonStaysJson) {
  const Result t = run({"table", "--functions", "gelu,cdf,dgelu", "--from", "-1", "--to", "1",
                        "--points", "3", "--sigma", "1e-310"});
  EXPECT_EQ(t.code, 0);
  EXPECT_FALSE(t.out.contains("nan")) << t.out.toStdString();
  EXPECT_TRUE(t.out.contains("\n1,1,1,1\n")) << t.out.toStdString();
  const Result n = run(
      {"neuron", "--inputs", "1e306", "--weights", "1", "--activation", "cdf", "--sigma", "0.001"});
  EXPECT_EQ(n.code, 0);
  EXPECT_EQ(n.out, "1\n");
  QTemporaryDir dir;
  writeText(dir.filePath("x.txt"), "-1.7e308\n");
  const Result c = run({"table", "--functions", "cdf", "--x-values", dir.filePath("x.txt"), "--mu",
                        "1.7e308", "--sigma", "1.7e308"});
  EXPECT_TRUE(c.out.contains(",0.0227501319481792")) << c.out.toStdString();  // Φ(−2)
  for (const QStringList& args : {QStringList{"simulate", "--x", "0.5", "--sigma", "1e-320"},
                                  QStringList{"simulate", "--x", "1e307", "--sigma", "1e300"},
                                  QStringList{"simulate", "--x", "-1e307", "--mu", "1e308"}}) {
    const Result s = run(args);
    EXPECT_EQ(s.code, 0) << s.err.toStdString();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(s.out.toUtf8(), &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << s.out.toStdString();
    EXPECT_TRUE(doc.isObject());
  }
  expectUsageError({"simulate", "--x", "1.7e308", "--sigma", "1.7e308", "--samples", "1"},
                   "at most 1e307");
}

// Regression: render gave Qt a runtime directory in the temporary directory and left it there.
TEST(Render, LeavesNothingInTheTemporaryDirectory) {
  QTemporaryDir tmp;
  QTemporaryDir outDir;
  RunOptions o;
  o.setEnv = {{"TMPDIR", tmp.path()}};
  const QString out = outDir.filePath("cdf.png");
  const Result r =
      run({"render", "--panel", "cdf", "--width", "400", "--height", "300", "-o", out}, o);
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();  // (no warning about the runtime directory)
  EXPECT_TRUE(QFile::exists(out));
  const QStringList left =
      QDir(tmp.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
  EXPECT_TRUE(left.isEmpty()) << left.join(' ').toStdString();
}

// Regression: a newline in an argument made a two-line error; escape sequences and NUL bytes
// from an --x-values file reached the terminal.
TEST(Messages, UntrustedTextIsEscaped) {
  expectUsageError({"table", "--functions", "gelu\nrelu"}, "'gelu\\nrelu'");
  expectUsageError({"render", "--panel", "cdf\x1b[2J", "-o", "x.png"}, "cdf\\x1b[2J");
  QTemporaryDir dir;
  writeText(dir.filePath("xs.txt"), QByteArray("1\n\x1b]0;pwned\x07\n", 12));
  expectUsageError({"table", "--x-values", dir.filePath("xs.txt")}, "\\x1b]0;pwned\\x07");
  writeText(dir.filePath("nul.txt"), QByteArray("2\0junk\n", 7));
  expectUsageError({"table", "--x-values", dir.filePath("nul.txt")}, "2\\x00junk");
}

// Regression: with neither DISPLAY nor WAYLAND_DISPLAY the window died of SIGABRT after five
// lines of Qt's.
TEST(Window, NoDisplayIsOneLineAndExitOne) {
  RunOptions o;
  o.unsetEnv = {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"};
  const Result r = run({}, o);
  expectError(r, 1, {}, "DISPLAY");
  // A display that cannot be reached: Qt's fatal message becomes our one line.
  o.unsetEnv = {"WAYLAND_DISPLAY", "QT_QPA_PLATFORM"};
  o.setEnv = {{"DISPLAY", ":4242"}};
  expectError(run({}, o), 1, {"DISPLAY=:4242"}, "DISPLAY");
}

// Regression: an unreadable scene (a directory) gave 2 while --x-values DIR gave 1.
TEST(ExitCodes, OneRuleForFilesEverywhere) {
  QTemporaryDir dir;
  ASSERT_TRUE(QDir(dir.path()).mkdir("sub"));
  const QString sub = dir.filePath("sub");
  const QString loop = dir.filePath("loop");
  ASSERT_TRUE(QFile::link(dir.filePath("loop2"), loop));
  ASSERT_TRUE(QFile::link(loop, dir.filePath("loop2")));
  // A name that cannot be what is needed: bad usage, 2.
  expectUsageError({"table", "--x-values", sub}, "is a directory");
  expectUsageError({"render", "--panel", "cdf", "-o", "x.png", "--scene", sub}, "is a directory");
  expectUsageError({"--scene", sub}, "is a directory");
  expectUsageError({"table", "--output", sub}, "is a directory");
  // The system refusing: I/O, 1.
  expectIoError({"table", "--x-values", loop}, "symbolic links");
  expectIoError({"render", "--panel", "cdf", "-o", "x.png", "--scene", loop}, "symbolic links");
  expectIoError({"--scene", loop}, "symbolic links");
  expectIoError({"table", "--output", loop}, "symbolic links");
}

// Regression: a repeated option kept its last value; `--format ''` ran as json; 1e-400 was
// "not a number".
TEST(Options, RepeatsEmptyValuesAndUnderflowAreRefused) {
  expectUsageError({"table", "--points", "3", "--points", "4"}, "--points: given more than once");
  expectUsageError({"render", "--panel", "cdf", "-o", "a.png", "-o", "b.png"}, "more than once");
  expectUsageError({"simulate", "--x", "1", "--format", ""}, "--format: the value is empty");
  expectUsageError({"table", "--from", "1e-400"}, "underflows");
  expectUsageError({"table", "--from", "-2e400"}, "beyond the double range");
  expectUsageError({"neuron", "--inputs", "1,1e-999", "--weights", "1,1"}, "underflows");
}

// A PDF takes its creation date from SOURCE_DATE_EPOCH (reproducible builds), whenever it runs.
TEST(ReproducibleBytes, PdfCreationDateFollowsSourceDateEpoch) {
  QTemporaryDir dir;
  RunOptions o;
  o.setEnv = {{"SOURCE_DATE_EPOCH", "1700000000"}};
  const QStringList first = {"render", "--panel", "cdf", "-o", dir.filePath("a.pdf")};
  const QStringList second = {"render", "--panel", "cdf", "-o", dir.filePath("b.pdf")};
  ASSERT_EQ(run(first, o).code, 0);
  QThread::msleep(1100);  // another second on the clock
  ASSERT_EQ(run(second, o).code, 0);
  for (const char* name : {"a.pdf", "b.pdf"}) {
    const QByteArray pdf = fileBytes(dir.filePath(name));
    EXPECT_TRUE(pdf.startsWith("%PDF")) << name;
    EXPECT_TRUE(pdf.contains("/CreationDate (D:20231114221320Z)")) << name;
  }
}

// The same arguments give the same bytes in every format, whatever Qt's hash seed: QT_HASH_SEED=0
// (deterministic) and three runs with random seeds. Regressions: the compare panel layered its
// grids in QHash order; Qt's PDF engine numbers, writes and tags the fonts in that order.
TEST(ReproducibleBytes, EveryFormatIsByteIdenticalWhateverTheHashSeed) {
  QTemporaryDir dir;
  const QString curves = "gelu,gelu_tanh,gelu_sigmoid,silu,relu,elu";
  for (const char* panel : {"compare", "sheet"}) {
    for (const char* ext : {"png", "svg", "pdf"}) {
      QList<QByteArray> files;
      for (int i = 0; i < 4; ++i) {
        RunOptions o;
        o.setEnv = {{"SOURCE_DATE_EPOCH", "1700000000"}};
        if (i == 0) {
          o.setEnv.push_back({"QT_HASH_SEED", "0"});
        } else {
          o.unsetEnv = {"QT_HASH_SEED"};
        }
        const QString path = dir.filePath(QString("%1-%2.%3").arg(panel).arg(i).arg(ext));
        const Result r = run({"render", "--panel", panel, "--curves", curves, "--width", "1280",
                              "--height", "720", "-o", path},
                             o);
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        files << fileBytes(path);
      }
      for (int i = 1; i < files.size(); ++i) {
        EXPECT_TRUE(files[i] == files[0]) << panel << "." << ext << ": run " << i << " differs";
      }
    }
  }
}

TEST(Locale, TheCommandsWriteTheCLocaleWhateverLangSays) {
  // A German desktop (0,5) must not change a CSV or a figure's tick labels.
  RunOptions german;
  german.setEnv = {{"LANG", "de_DE.UTF-8"}, {"LC_ALL", "de_DE.UTF-8"}, {"LANGUAGE", "de"}};
  const Result table =
      run({"table", "--functions", "cdf", "--from", "0", "--to", "1", "--points", "3"}, german);
  ASSERT_EQ(table.code, 0) << table.err.toStdString();
  EXPECT_TRUE(table.out.contains("\n0.5,")) << table.out.toStdString();
  EXPECT_FALSE(table.out.contains("0,5")) << table.out.toStdString();
  QTemporaryDir dir;
  const QString svg = dir.filePath("cdf.svg");
  const Result render = run({"render", "--panel", "cdf", "-o", svg}, german);
  ASSERT_EQ(render.code, 0) << render.err.toStdString();
  QFile f(svg);
  ASSERT_TRUE(f.open(QIODevice::ReadOnly));
  // (Each character of a label is placed where Qt put it: the text is that of the <tspan>s.)
  const QString text =
      QString::fromUtf8(f.readAll()).remove(QRegularExpression("<tspan[^>]*>|</tspan>"));
  EXPECT_TRUE(text.contains(">0.2</text>"));
  EXPECT_FALSE(text.contains(">0,2</text>"));
}

// Regression (issue 30): an unknown command and a bad --lecture step were echoed raw: escape
// sequences reached the terminal, a newline made a two-line error, U+202E turned text around.
TEST(Messages, CommandNamesAndLectureStepsAreEscaped) {
  expectUsageError({"tab\x1b[31mle\nx"}, "unknown command 'tab\\x1b[31mle\\nx'");
  expectUsageError({"re\u202Ender"}, "'re\\u202ender'");
  expectUsageError({"--lecture", "9\x1b[2J"}, "step '9\\x1b[2J'");
  expectUsageError({"--lecture=2\n3"}, "step '2\\n3'");
}

// Regression (issue 30): an x-values file starting with a byte-order mark was refused as
// "'1' is not a number".
TEST(Table, AByteOrderMarkBeforeTheXValuesIsSkipped) {
  QTemporaryDir dir;
  writeText(dir.filePath("bom.txt"),
            "\xef\xbb\xbf"
            "1\n2\n");
  const Result r = run({"table", "--functions", "relu", "--x-values", dir.filePath("bom.txt")});
  EXPECT_EQ(r.code, 0) << r.err.toStdString();
  EXPECT_EQ(r.out, "x,relu\n1,1\n2,2\n");
}

// Regression (issue 30): a Wayland session exports QT_QPA_PLATFORM=wayland; `render` over ssh
// then aborted with exit 134 and five lines of Qt's. Headless commands draw offscreen always.
TEST(Render, AForeignDisplayPlatformInTheEnvironmentIsIgnored) {
  QTemporaryDir dir;
  for (const char* platform : {"wayland", "xcb", "nonsense"}) {
    RunOptions o;
    o.setEnv = {{"QT_QPA_PLATFORM", platform}, {"DISPLAY", ":4242"}, {"WAYLAND_DISPLAY", "w-0"}};
    const QString png = dir.filePath(QString("%1.png").arg(platform));
    const Result r = run({"render", "--panel", "cdf", "-o", png}, o);
    EXPECT_EQ(r.code, 0) << platform << ": " << r.err.toStdString();
    EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();
    QFile file(png);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << platform;
    EXPECT_TRUE(file.read(8).startsWith("\x89PNG")) << platform;
  }
}

// Regression (issue 30): as `nobody`, `table --output d/ro.csv` replaced a root-owned 0444 file
// (the directory was writable); a hard-linked target was split from its other names.
TEST(SafeWrites, ProtectedFilesAreRefusedAndHardLinksKept) {
  QTemporaryDir dir;
  ::chmod(QFile::encodeName(dir.path()).constData(), 0777);
  const QString ro = dir.filePath("ro.csv");
  writeText(ro, "read-only\n");
  ::chmod(QFile::encodeName(ro).constData(), 0444);
  RunOptions o;
  o.childSetup = [] {
    if (::geteuid() == 0 && (::setgid(65534) != 0 || ::setuid(65534) != 0)) ::_exit(99);
  };
  const Result r = run({"table", "--points", "3", "--output", ro}, o);
  expectError(r, 1, {"table --output ro.csv"}, "Permission denied");
  QFile f(ro);
  ASSERT_TRUE(f.open(QIODevice::ReadOnly));
  EXPECT_EQ(f.readAll(), "read-only\n");
  const QString a = dir.filePath("a.csv");
  const QString b = dir.filePath("b.csv");
  writeText(a, "old\n");
  ASSERT_EQ(::link(QFile::encodeName(a).constData(), QFile::encodeName(b).constData()), 0);
  ASSERT_EQ(run({"table", "--points", "3", "--functions", "relu", "--output", b}).code, 0);
  QFile linked(a);
  ASSERT_TRUE(linked.open(QIODevice::ReadOnly));
  EXPECT_TRUE(linked.readAll().startsWith("x,relu\n"));
}

// Regression (issue 30, item 9): messages that were off: the seed's range one too many in
// render, 99999999999 "not a whole number", a width without its option, 17-digit numbers in
// scene errors, unknown names for numbers beyond the double range and for unknown operators.
TEST(Messages, NumbersRangesAndNamesAreSaidExactly) {
  expectUsageError({"render", "--panel", "cdf", "-o", "x.png", "--seed", "18446744073709551616"},
                   "not a whole number in 0..18446744073709551615");
  expectUsageError({"render", "--panel", "cdf", "-o", "x.png", "--width", "99999999999"},
                   "--width: 99999999999 is out of range 100..10000");
  expectUsageError({"render", "--panel", "cdf", "-o", "x.png", "--width", "0"},
                   "--width: 0 is out of range 100..10000");
  expectUsageError({"render", "--panel", "cdf", "-o", "x.png", "--height", "2.5"},
                   "--height: '2.5' is not a whole number in 100..10000");
  expectUsageError({"table", "--formula", "f=2*1e999"}, "'1e999' is beyond the double range");
  expectUsageError({"table", "--formula", "f=1e-999"}, "'1e-999' underflows to 0");
  expectUsageError({"table", "--formula", "f=x!"}, "unknown operator '!' at column 2");
  QTemporaryDir dir;
  const QString scene = dir.filePath("s.gelu.json");
  writeText(scene, R"({"format": "gelu-explorer-scene", "version": 1, "x_range": [0, 0.005]})");
  const Result r = run({"render", "--panel", "cdf", "-o", dir.filePath("a.png"), "--scene", scene});
  expectError(r, 2, {"--scene"},
              "'" + scene + "': field 'x_range': max must exceed min by at least 0.01");
}

// Regression (issue 30, item 9): only table could write to standard output; render took its
// format from the name. With --format it streams into a pipe too.
TEST(Render, StreamsToStandardOutputWithFormat) {
  const Result png = run({"render", "--panel", "cdf", "-o", "-", "--format", "png"});
  EXPECT_EQ(png.code, 0) << png.err.toStdString();
  QTemporaryDir dir;
  RunOptions o;
  o.stdoutFile = dir.filePath("out.svg");
  ASSERT_EQ(run({"render", "--panel", "cdf", "-o", "/dev/stdout", "--format", "svg"}, o).code, 0);
  QFile svg(o.stdoutFile);
  ASSERT_TRUE(svg.open(QIODevice::ReadOnly));
  EXPECT_TRUE(svg.readAll().contains("<svg"));
  o.stdoutFile = dir.filePath("out.gif");
  ASSERT_EQ(run({"render", "--panel", "cdf", "--animate", "sweep", "--duration", "0.2", "--fps",
                 "5", "--width", "320", "--height", "200", "-o", "-", "--format", "gif"},
                o)
                .code,
            0);
  QFile gif(o.stdoutFile);
  ASSERT_TRUE(gif.open(QIODevice::ReadOnly));
  EXPECT_TRUE(gif.read(6) == "GIF89a");
  expectUsageError({"render", "--panel", "cdf", "-o", "-"}, "standard output needs --format");
  expectUsageError({"render", "--panel", "cdf", "-o", "-", "--format", "gif"},
                   "--format: 'gif' is not one of png, jpg, svg, pdf");
}

// Regression (issue 30, item 9): a FIFO with no reader blocked forever without a word.
TEST(SafeWrites, AFifoWithoutAReaderSaysWhatItWaitsFor) {
  QTemporaryDir dir;
  const QString fifo = dir.filePath("fifo");
  ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
  QProcess p;
  p.setProgram(GELU_EXPLORER_BIN);
  p.setArguments({"table", "--points", "2", "--functions", "relu", "--output", fifo});
  p.setReadChannel(QProcess::StandardError);
  p.start();
  ASSERT_TRUE(p.waitForStarted());
  ASSERT_TRUE(p.waitForReadyRead(10000));
  EXPECT_TRUE(p.readAllStandardError().contains("waiting for a process to read the FIFO"));
  QFile reader(fifo);
  ASSERT_TRUE(reader.open(QIODevice::ReadOnly));
  const QByteArray got = reader.readAll();
  ASSERT_TRUE(p.waitForFinished(10000));
  EXPECT_EQ(p.exitCode(), 0);
  EXPECT_EQ(got, "x,relu\n-4,0\n4,4\n");
}

// Regression: `render --list-views >/dev/full` exited 0 with nothing said (the list was
// printed unchecked); `table --list` said so. Both are I/O errors, exit 1, in one line.
TEST(SafeWrites, AListOnAFullStandardOutputIsAnError) {
  for (const QStringList& args :
       {QStringList{"render", "--list-views"}, QStringList{"table", "--list"}}) {
    RunOptions o;
    o.stdoutFile = "/dev/full";
    const Result r = run(args, o);
    EXPECT_EQ(r.code, 1) << args.join(' ').toStdString() << ": " << r.err.toStdString();
    EXPECT_TRUE(r.err.startsWith("gelu-explorer:")) << r.err.toStdString();
    EXPECT_EQ(r.err.count('\n'), 1) << r.err.toStdString();
  }
}
