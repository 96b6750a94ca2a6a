// End-to-end tests of the command line: run the built gelu-explorer binary like a user would.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <cmath>
#include <cstdlib>

#include "core/activations.hpp"
#include "core/format.hpp"
#include "core/neuron.hpp"

QT_BEGIN_NAMESPACE
inline void PrintTo(const QString& s, std::ostream* os) { *os << '"' << s.toStdString() << '"'; }
QT_END_NAMESPACE

namespace {

QString shortest(double v) { return QString::fromStdString(gelu::formatShortest(v)); }

struct Result {
  int code = -1;
  QString out;
  QString err;
};

Result run(const QStringList& args, const QByteArray& stdinData = {}) {
  QProcess p;
  p.setProgram(GELU_EXPLORER_BIN);
  p.setArguments(args);
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert("QT_QPA_PLATFORM", "offscreen");
  p.setProcessEnvironment(env);
  p.start();
  EXPECT_TRUE(p.waitForStarted());
  if (!stdinData.isEmpty()) p.write(stdinData);
  p.closeWriteChannel();
  EXPECT_TRUE(p.waitForFinished(60000));
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
          QString::fromUtf8(p.readAllStandardOutput()),
          QString::fromUtf8(p.readAllStandardError())};
}

/// Bad input: exit 2, exactly one line on stderr that starts with "gelu-explorer:" and names
/// `mentions`, nothing on stdout.
void expectUsageError(const QStringList& args, const QString& mentions) {
  const Result r = run(args);
  EXPECT_EQ(r.code, 2) << args.join(' ').toStdString();
  EXPECT_TRUE(r.out.isEmpty()) << args.join(' ').toStdString() << ": " << r.out.toStdString();
  EXPECT_TRUE(r.err.startsWith("gelu-explorer:")) << r.err.toStdString();
  EXPECT_EQ(r.err.count('\n'), 1) << r.err.toStdString();
  EXPECT_TRUE(r.err.contains(mentions))
      << r.err.toStdString() << " should mention " << mentions.toStdString();
}

TEST(Table, DefaultsToAllIdsOn801Points) {
  const Result r = run({"table"});
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
  ASSERT_EQ(lines.size(), 802);
  QString header = "x";
  for (const auto& f : gelu::functions())
    header += "," + QString::fromUtf8(f.id.data(), f.id.size());
  EXPECT_EQ(lines[0], header);
  EXPECT_TRUE(lines[1].startsWith("-4,"));
  EXPECT_TRUE(lines[801].startsWith("4,"));
}

TEST(Table, EveryNumberReadsBackToTheCoreValue) {
  const Result r = run({"table", "--functions", "gelu,dgelu,cdf,elu", "--from", "-40", "--to", "3",
                        "--points", "433", "--mu", "0.25", "--sigma", "1.5", "--alpha", "2"});
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
  ASSERT_EQ(lines.size(), 434);
  EXPECT_EQ(lines[0], "x,gelu,dgelu,cdf,elu");
  const gelu::Params p{0.25, 1.5, 2.0};
  const char* ids[] = {"gelu", "dgelu", "cdf", "elu"};
  for (int i = 1; i < lines.size(); ++i) {
    const QStringList cells = lines[i].split(',');
    ASSERT_EQ(cells.size(), 5);
    const double x = std::strtod(cells[0].toUtf8().constData(), nullptr);
    for (int c = 0; c < 4; ++c) {
      const double v = std::strtod(cells[c + 1].toUtf8().constData(), nullptr);
      EXPECT_EQ(v, gelu::findFunction(ids[c])->f(x, p)) << lines[i].toStdString();
    }
  }
}

TEST(Table, XValuesFromFileAndStdinWithNonFiniteValues) {
  QTemporaryDir dir;
  const QString path = dir.filePath("xs.txt");
  QFile f(path);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.write("# comment\n0.5\n\n  -1e-3 \ninf\n-inf\nnan\n");
  f.close();
  const Result r = run({"table", "--functions", "gelu,relu", "--x-values", path});
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  EXPECT_EQ(r.out.split('\n', Qt::SkipEmptyParts),
            QStringList({"x,gelu,relu", "0.5," + shortest(gelu::gelu(0.5)) + ",0.5",
                         "-0.001," + shortest(gelu::gelu(-0.001)) + ",0", "inf,inf,inf",
                         "-inf,-0,0", "nan,nan,nan"}));
  const Result s = run({"table", "--functions", "cdf", "--x-values", "-"}, "0\n1\n");
  ASSERT_EQ(s.code, 0);
  EXPECT_EQ(s.out, "x,cdf\n0,0.5\n1," + shortest(gelu::findFunction("cdf")->f(1.0, {})) + "\n");
}

TEST(Table, OutputFileIsWrittenWholeOrNotAtAll) {
  QTemporaryDir dir;
  const QString path = dir.filePath("t.csv");
  ASSERT_EQ(run({"table", "--points", "5", "--output", path}).code, 0);
  QFile f(path);
  ASSERT_TRUE(f.open(QIODevice::ReadOnly));
  EXPECT_EQ(f.readAll().count('\n'), 6);
  f.close();
  // a bad run must leave the existing file untouched and create nothing else
  const QByteArray before = [&] {
    QFile g(path);
    g.open(QIODevice::ReadOnly);
    return g.readAll();
  }();
  expectUsageError({"table", "--points", "0", "--output", path}, "--points");
  QFile g(path);
  ASSERT_TRUE(g.open(QIODevice::ReadOnly));
  EXPECT_EQ(g.readAll(), before);
  EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files), QStringList{"t.csv"});
}

TEST(Table, BadInputs) {
  expectUsageError({"table", "--functions", "gelu,nope"}, "nope");
  expectUsageError({"table", "--functions", "gelu,gelu"}, "twice");
  expectUsageError({"table", "--points", "0"}, "--points");
  expectUsageError({"table", "--points", "-5"}, "--points");
  expectUsageError({"table", "--points", "abc"}, "--points");
  expectUsageError({"table", "--points", "1.5"}, "--points");
  expectUsageError({"table", "--points", "1000000000"}, "--points");
  expectUsageError({"table", "--from", "3", "--to", "-3"}, "--from");
  expectUsageError({"table", "--from", "nan"}, "--from");
  expectUsageError({"table", "--to", "inf"}, "--to");
  expectUsageError({"table", "--from", "-1e308", "--to", "1e308"}, "too wide");
  expectUsageError({"table", "--sigma", "0"}, "--sigma");
  expectUsageError({"table", "--sigma", "-1"}, "--sigma");
  expectUsageError({"table", "--alpha", "x"}, "--alpha");
  expectUsageError({"table", "--x-values", "/nonexistent/xs.txt"}, "does not exist");
  expectUsageError({"table", "--x-values", "-", "--points", "3"}, "--x-values");
  expectUsageError({"table", "--output", "/nonexistent-dir/t.csv"}, "does not exist");
  expectUsageError({"table", "--bogus"}, "bogus");
  expectUsageError({"table", "stray"}, "stray");
  QTemporaryDir dir;
  const QString path = dir.filePath("bad.txt");
  QFile f(path);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.write("0.5\n1.0\nabc\n2\n");
  f.close();
  expectUsageError({"table", "--x-values", path}, "bad.txt:3");
  const Result empty = run({"table", "--x-values", "-"}, "\n# nothing\n");
  EXPECT_EQ(empty.code, 2);
  EXPECT_TRUE(empty.err.contains("no x values"));
}

TEST(Simulate, JsonHasEveryFieldAndIsDeterministic) {
  const QStringList args = {"simulate", "--x", "0.5", "--samples", "10000", "--seed", "42"};
  const Result a = run(args);
  const Result b = run(args);
  ASSERT_EQ(a.code, 0) << a.err.toStdString();
  EXPECT_EQ(a.out, b.out);
  for (const char* key : {"\"x\"", "\"mu\"", "\"sigma\"", "\"p\"", "\"expected\"", "\"samples\"",
                          "\"kept\"", "\"mean\"", "\"std_error\"", "\"ci95_low\"", "\"ci95_high\"",
                          "\"seed\": 42", "\"method\": \"uniform\""}) {
    EXPECT_TRUE(a.out.contains(key)) << key;
  }
  EXPECT_TRUE(a.out.contains("\"expected\": " + shortest(gelu::gelu(0.5))));
  const Result c = run({"simulate", "--x", "0.5", "--samples", "10000", "--seed", "43"});
  EXPECT_NE(a.out, c.out);
  const Result n = run({"simulate", "--x", "0.5", "--method", "normal", "--samples", "1e15"});
  ASSERT_EQ(n.code, 0);
  EXPECT_TRUE(n.out.contains("\"samples\": 1000000000000000"));
}

TEST(Simulate, CsvCheckpointsEndAtN) {
  const Result r = run(
      {"simulate", "--x", "-1", "--samples", "1000000", "--checkpoints", "7", "--format", "csv"});
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
  ASSERT_EQ(lines.size(), 8);
  EXPECT_EQ(lines[0], "n,mean,band_low,band_high");
  EXPECT_TRUE(lines[7].startsWith("1000000,"));
  for (int i = 1; i < 8; ++i) EXPECT_EQ(lines[i].split(',').size(), 4);
}

TEST(Simulate, BadInputs) {
  expectUsageError({"simulate"}, "--x");
  expectUsageError({"simulate", "--x", "inf"}, "--x");
  expectUsageError({"simulate", "--x", "nan"}, "--x");
  expectUsageError({"simulate", "--x", "abc"}, "--x");
  expectUsageError({"simulate", "--x", "1", "--samples", "0"}, "--samples");
  expectUsageError({"simulate", "--x", "1", "--samples", "2e15"}, "--samples");
  expectUsageError({"simulate", "--x", "1", "--samples", "-3"}, "--samples");
  expectUsageError({"simulate", "--x", "1", "--sigma", "0"}, "--sigma");
  expectUsageError({"simulate", "--x", "1", "--method", "coin"}, "--method");
  expectUsageError({"simulate", "--x", "1", "--seed", "-1"}, "--seed");
  expectUsageError({"simulate", "--x", "1", "--samples", "5", "--checkpoints", "6"},
                   "--checkpoints");
  expectUsageError({"simulate", "--x", "1", "--checkpoints", "0"}, "--checkpoints");
  expectUsageError({"simulate", "--x", "1", "--format", "xml"}, "--format");
  expectUsageError({"simulate", "--x", "1", "--format", "csv"}, "--checkpoints");
}

TEST(Neuron, TheTwoInputExample) {
  const Result t =
      run({"neuron", "--inputs", "0,1", "--weights", "0.3,0.2", "--activation", "gelu_tanh"});
  ASSERT_EQ(t.code, 0) << t.err.toStdString();
  EXPECT_NEAR(t.out.trimmed().toDouble(), 0.115851, 5e-7);
  EXPECT_EQ(t.out.trimmed().toDouble(), gelu::gelu_tanh(0.2));
  const Result g = run({"neuron", "--inputs", "0,1", "--weights", "0.3,0.2"});
  ASSERT_EQ(g.code, 0);
  EXPECT_EQ(g.out.trimmed().toDouble(), gelu::gelu(0.2));
  const Result b =
      run({"neuron", "--inputs", "1", "--weights", "2", "--bias", "-1.5", "--activation", "relu"});
  EXPECT_EQ(b.out, "0.5\n");
}

TEST(Neuron, BadInputs) {
  expectUsageError({"neuron", "--inputs", "0,1", "--weights", "0.3"}, "--weights has 1");
  expectUsageError({"neuron", "--inputs", "0,x", "--weights", "0.3,0.2"}, "--inputs");
  expectUsageError({"neuron", "--weights", "0.3"}, "--inputs");
  expectUsageError({"neuron", "--inputs", "1", "--weights", "1", "--activation", "tanh"}, "tanh");
  expectUsageError({"neuron", "--inputs", "1", "--weights", "1", "--bias", "nan"}, "--bias");
  expectUsageError({"neuron", "--inputs", "1e308,1e308", "--weights", "10,10"}, "overflow");
}

TEST(Everywhere, HelpAndVersion) {
  for (const QString cmd : {"table", "simulate", "neuron", ""}) {
    QStringList args;
    if (!cmd.isEmpty()) args << cmd;
    const Result h = run(args + QStringList{"--help"});
    EXPECT_EQ(h.code, 0) << cmd.toStdString();
    EXPECT_TRUE(h.out.contains("Usage: gelu-explorer")) << h.out.toStdString();
    const Result v = run(args + QStringList{"--version"});
    EXPECT_EQ(v.code, 0);
    EXPECT_TRUE(v.out.startsWith("gelu-explorer ")) << v.out.toStdString();
  }
  expectUsageError({"frobnicate"}, "frobnicate");
}

}  // namespace

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
