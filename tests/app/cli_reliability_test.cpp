// Nothing unbounded, nothing overwritten, nothing hung (issue 51): each test below failed before
// its fix.
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include "cli_run.hpp"

namespace {

QByteArray readAll(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
  ASSERT_EQ(f.write(bytes), bytes.size());
}

/// The shipped approximations deck, with `edit` applied to its JSON.
QByteArray deckWith(const std::function<void(QJsonObject&)>& edit = {}) {
  const QByteArray shipped =
      readAll(QStringLiteral(GELU_SOURCE_DIR "/resources/decks/approximations.gelu-deck.json"));
  QJsonObject deck = QJsonDocument::fromJson(shipped).object();
  if (edit) edit(deck);
  return QJsonDocument(deck).toJson();
}

/// A training that trains for days: 10,000 points, 6 × 64 units, 4 activations, batch 1.
QJsonObject costlyTraining(int epochs) {
  return QJsonObject{{"points", 10000},
                     {"layers", QJsonArray{64, 64, 64, 64, 64, 64}},
                     {"activations", QJsonArray{"gelu", "relu", "elu", "silu"}},
                     {"batch", 1},
                     {"epochs", epochs}};
}

// --- 1. Training costs, one model everywhere ---------------------------------------------------

TEST(TrainingCost, RenderRefusesATrainingPanelOfDaysWithWhatFits) {
  QTemporaryDir dir;
  const Result r = run({"render", "--panel", "training", "--points", "10000", "--layers",
                        "64,64,64,64,64,64", "--activations", "gelu,relu,elu,silu", "--epochs",
                        "100000", "-o", dir.filePath("t.png")});
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(r.err.startsWith("gelu-explorer: --epochs: this would take about "))
      << r.err.toStdString();
  EXPECT_TRUE(r.err.contains("use at most ")) << r.err.toStdString();
  EXPECT_EQ(r.err.count('\n'), 1) << r.err.toStdString();
  EXPECT_FALSE(QFile::exists(dir.filePath("t.png")));
}

TEST(TrainingCost, AnAnimationOfTrainingIsBoundedToo) {
  QTemporaryDir dir;
  const Result r =
      run({"render", "--panel", "training", "--animate", "training", "--points", "10000",
           "--layers", "64,64,64,64,64,64", "--epochs", "50000", "-o", dir.filePath("t.mp4")});
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(r.err.contains("use at most ")) << r.err.toStdString();
}

/// The epochs a refusal says fit ("use at most N epochs"); -1 when it names none.
long long epochsThatFit(const QString& err) {
  const qsizetype at = err.indexOf("use at most ");
  if (at < 0) return -1;
  return err.mid(at + 12).section(' ', 0, 0).toLongLong();
}

TEST(TrainingCost, TrainCountsTheBatch) {
  // The same network and epochs: with a batch of one the optimizer takes 300 times the steps,
  // so far fewer epochs fit than with batches of 32 (train used to ignore --batch).
  const QStringList network{"train",    "--dataset",         "spiral",   "--points", "10000",
                            "--layers", "64,64,64,64,64,64", "--epochs", "100000",   "--output",
                            "/dev/null"};
  const Result batched = run(network + QStringList{"--batch", "32"});
  const Result single = run(network + QStringList{"--batch", "1"});
  ASSERT_EQ(batched.code, 2);
  ASSERT_EQ(single.code, 2);
  EXPECT_TRUE(single.err.contains("or a larger batch")) << single.err.toStdString();
  EXPECT_GT(epochsThatFit(single.err), 0) << single.err.toStdString();
  EXPECT_LT(2 * epochsThatFit(single.err), epochsThatFit(batched.err))
      << single.err.toStdString() << batched.err.toStdString();
}

TEST(TrainingCost, DecksAndScenesWithARunOfDaysAreRefusedAtLoad) {
  QTemporaryDir dir;
  const QString deck = dir.filePath("d.json");
  writeAll(deck, deckWith([](QJsonObject& d) {
             QJsonObject scene = d["scene"].toObject();
             scene["training"] = costlyTraining(100000);
             d["scene"] = scene;
           }));
  for (const QStringList& args :
       {QStringList{"render", "--deck", deck, "--handout", dir.filePath("h.pdf")},
        QStringList{"render", "--deck", deck, "--step-videos", dir.filePath("v")}}) {
    const Result r = run(args);
    EXPECT_EQ(r.code, 2) << args.join(' ').toStdString();
    EXPECT_TRUE(
        r.err.contains("scene.training.epochs: 100000 epochs of this training would take "
                       "more than an hour: at most "))
        << r.err.toStdString();
  }
  EXPECT_FALSE(QFile::exists(dir.filePath("h.pdf")));
  const QString scene = dir.filePath("s.gelu.json");
  writeAll(scene, QJsonDocument(QJsonObject{{"format", "gelu-explorer-scene"},
                                            {"version", 1},
                                            {"training", costlyTraining(100000)}})
                      .toJson());
  const Result r =
      run({"render", "--scene", scene, "--panel", "training", "-o", dir.filePath("t.png")});
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(r.err.contains("training.epochs")) << r.err.toStdString();
}

// --- 2. No output replaces an input -----------------------------------------------------------

TEST(Inputs, AHandoutCannotReplaceItsDeckByAnyName) {
  QTemporaryDir dir;
  const QString deck = dir.filePath("d.json");
  const QByteArray text = deckWith();
  writeAll(deck, text);
  ASSERT_TRUE(QFile::link(deck, dir.filePath("link.pdf")));
  ASSERT_EQ(::link(QFile::encodeName(deck).constData(),
                   QFile::encodeName(dir.filePath("hard.pdf")).constData()),
            0);
  for (const QString& out : {deck, dir.filePath("link.pdf"), dir.filePath("hard.pdf")}) {
    const Result r = run({"render", "--deck", deck, "--handout", out});
    EXPECT_EQ(r.code, 2) << out.toStdString();
    EXPECT_TRUE(r.err.contains("is one of this command's inputs") ||
                r.err.contains("does not end in .pdf"))
        << r.err.toStdString();
    EXPECT_EQ(readAll(deck), text) << "the deck was overwritten through " << out.toStdString();
  }
}

TEST(Inputs, AHandoutIsAPdfOrStandardOutput) {
  QTemporaryDir dir;
  const QString deck = dir.filePath("d.json");
  writeAll(deck, deckWith());
  writeAll(dir.filePath("notes.txt"), "my notes\n");
  const Result r = run({"render", "--deck", deck, "--handout", dir.filePath("notes.txt")});
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(r.err.contains("does not end in .pdf")) << r.err.toStdString();
  EXPECT_EQ(readAll(dir.filePath("notes.txt")), "my notes\n");
}

TEST(Inputs, TableNeverWritesOverTheXValuesItReads) {
  QTemporaryDir dir;
  const QString xs = dir.filePath("x.csv");
  writeAll(xs, "0\n1\n");
  const Result r = run({"table", "--x-values", xs, "--functions", "relu", "--output", xs});
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(r.err.contains("is one of this command's inputs")) << r.err.toStdString();
  EXPECT_EQ(readAll(xs), "0\n1\n");
}

// --- 3. typeset's pixels are capped as render's are ---------------------------------------------

TEST(Typeset, APictureOverTheCapsIsRefusedNamingTheRightLimit) {
  QTemporaryDir dir;
  const Result side = run({"typeset", "--tex", "\\int_0^1 x^2\\,dx = \\frac{1}{3}", "--size", "400",
                           "--scale", "8", "-o", dir.filePath("a.png")});
  EXPECT_EQ(side.code, 2);
  EXPECT_TRUE(side.err.contains("more than 20000 a side")) << side.err.toStdString();
  const Result area = run({"typeset", "--tex", "\\int_0^1 x^2\\,dx = \\frac{1}{3}", "--size", "400",
                           "--scale", "5", "-o", dir.filePath("b.png")});
  EXPECT_EQ(area.code, 2);
  EXPECT_TRUE(area.err.contains("megapixels, at most 120")) << area.err.toStdString();
  EXPECT_EQ(area.err.count('\n'), 1) << area.err.toStdString();
  // The same formula as a vector file has no pixels to cap, nor to scale (--scale is refused).
  const Result svg = run({"typeset", "--tex", "\\int_0^1 x^2\\,dx = \\frac{1}{3}", "--size", "400",
                          "-o", dir.filePath("b.svg")});
  EXPECT_EQ(svg.code, 0) << svg.err.toStdString();
  const Result scaled = run({"typeset", "--tex", "x", "--scale", "5", "-o", dir.filePath("c.svg")});
  EXPECT_EQ(scaled.code, 2);
  EXPECT_TRUE(scaled.err.contains("an SVG or PDF has none")) << scaled.err.toStdString();
}

// --- 4. Input that waits -------------------------------------------------------------------------

TEST(Fifos, ADeckFromAFifoSaysWhatItWaitsForThenReadsIt) {
  QTemporaryDir dir;
  const QString fifo = dir.filePath("deck.fifo");
  ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
  QProcess p;
  p.setProgram(GELU_EXPLORER_BIN);
  p.setArguments({"render", "--deck", fifo, "--handout", dir.filePath("h.pdf")});
  p.setReadChannel(QProcess::StandardError);
  p.start();
  ASSERT_TRUE(p.waitForStarted());
  ASSERT_TRUE(p.waitForReadyRead(20000));
  EXPECT_TRUE(p.readAllStandardError().contains("waiting for a process to write to the FIFO"));
  {
    QFile writer(fifo);
    ASSERT_TRUE(writer.open(QIODevice::WriteOnly));
    writer.write(deckWith());
  }
  ASSERT_TRUE(p.waitForFinished(60000));
  EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
  EXPECT_TRUE(readAll(dir.filePath("h.pdf")).startsWith("%PDF"));
}

TEST(Fifos, AnAnimationToAFifoSaysSoOnTheRealStandardError) {
  QTemporaryDir dir;
  const QString fifo = dir.filePath("out.fifo");
  ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
  QProcess p;
  p.setProgram(GELU_EXPLORER_BIN);
  p.setArguments({"render", "--panel", "cdf", "--animate", "sweep", "--duration", "0.2", "--format",
                  "mp4", "-o", fifo});
  p.setReadChannel(QProcess::StandardError);
  p.start();
  ASSERT_TRUE(p.waitForStarted());
  ASSERT_TRUE(p.waitForReadyRead(20000)) << "no word while waiting for the FIFO's reader";
  EXPECT_TRUE(p.readAllStandardError().contains("waiting for a process to read the FIFO"));
  QFile reader(fifo);
  ASSERT_TRUE(reader.open(QIODevice::ReadOnly));
  const QByteArray video = reader.readAll();
  ASSERT_TRUE(p.waitForFinished(60000));
  EXPECT_EQ(p.exitCode(), 0);
  EXPECT_GT(video.size(), 1000);
}

// --- 5. Interrupted runs leave nothing
// ------------------------------------------------------------

TEST(Interrupts, NoSignalLeavesARuntimeDirectoryBehind) {
  QTemporaryDir tmp;
  int runs = 0;
  for (const int sig : {SIGINT, SIGTERM, SIGHUP}) {
    for (const int delayMs : {0, 2, 5, 10, 20, 40, 80}) {
      QProcess p;
      p.setProgram(GELU_EXPLORER_BIN);
      p.setArguments({"render", "--panel", "sheet", "-o", tmp.filePath("sheet.png")});
      QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
      env.remove("XDG_RUNTIME_DIR");
      env.insert("TMPDIR", tmp.path());
      p.setProcessEnvironment(env);
      p.start();
      ASSERT_TRUE(p.waitForStarted());
      QThread::msleep(static_cast<unsigned long>(delayMs));
      ::kill(static_cast<pid_t>(p.processId()), sig);
      ASSERT_TRUE(p.waitForFinished(30000));
      ++runs;
    }
  }
  QStringList left =
      QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
  left.removeAll("sheet.png");  // a run that finished before its signal
  EXPECT_TRUE(left.isEmpty()) << runs << " interrupted runs left " << left.join(", ").toStdString();
}

// --- 8. Small things
// ------------------------------------------------------------------------------

TEST(Messages, NoQtLinesOnStandardError) {
  QTemporaryDir dir;
  const Result ok = run({"render", "--panel", "cdf", "-o", dir.filePath("c.png")});
  EXPECT_EQ(ok.code, 0);
  EXPECT_EQ(ok.err, "");
  // A runtime directory Qt finds fault with (open to others) is no business of the user either.
  const QString open = dir.filePath("runtime");
  ASSERT_TRUE(QDir().mkpath(open));
  ASSERT_EQ(::chmod(QFile::encodeName(open).constData(), 0755), 0);
  RunOptions o;
  o.setEnv = {{"XDG_RUNTIME_DIR", open}};
  const Result typeset = run({"typeset", "--tex", "x^2", "-o", dir.filePath("t.png")}, o);
  EXPECT_EQ(typeset.code, 0);
  EXPECT_EQ(typeset.err, "");
}

// Regression: XDG_RUNTIME_DIR naming a directory that does not exist had Qt make it.
TEST(Messages, AMissingRuntimeDirectoryIsNotMade) {
  QTemporaryDir dir;
  RunOptions o;
  o.setEnv = {{"XDG_RUNTIME_DIR", dir.filePath("typo")}};
  const Result r = run({"render", "--panel", "cdf", "-o", dir.filePath("c.png")}, o);
  EXPECT_EQ(r.code, 0) << r.err.toStdString();
  EXPECT_EQ(r.err, "");
  EXPECT_FALSE(QFileInfo::exists(dir.filePath("typo")));
}

TEST(Messages, PropagateSaysWhyAutoHasNoGain) {
  const Result r = run({"propagate", "--formula", "e2=exp(x^2)", "--activation", "e2"});
  EXPECT_EQ(r.code, 2);
  EXPECT_FALSE(r.err.contains("not a positive number")) << r.err.toStdString();
  EXPECT_TRUE(r.err.contains("E[f(Z)²] of e2")) << r.err.toStdString();
}

TEST(Options, TableListRefusesOptionsItWouldIgnore) {
  const Result r = run({"table", "--list", "--points", "5"});
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(r.err.contains("not --points")) << r.err.toStdString();
  EXPECT_EQ(run({"table", "--list"}).code, 0);
}

}  // namespace
