// End-to-end tests of the command line: run the built gelu-explorer binary like a user would.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <cmath>
#include <cstdlib>

#include "core/activations.hpp"
#include "core/format.hpp"
#include "core/neuron.hpp"

#include "cli_run.hpp"

#ifdef __SANITIZE_ADDRESS__
// The harness only: LeakSanitizer's tracer crashes (signal 11 in its own thread) at the exit of
// this test runner as linked now, after every test has passed. The binary under test,
// gelu-explorer, which every test here runs as a child process, keeps its leak checking.
extern "C" int __lsan_is_turned_off() { return 1; }
#endif

namespace {

QString shortest(double v) { return QString::fromStdString(gelu::formatShortest(v)); }

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
      EXPECT_EQ(v, gelu::builtInFunction(ids[c])->f(x, p)) << lines[i].toStdString();
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
  EXPECT_EQ(s.out, "x,cdf\n0,0.5\n1," + shortest(gelu::builtInFunction("cdf")->f(1.0, {})) + "\n");
}

// A formula's own parameters: 1 unless --parameter sets them; the family's member is the
// formula with those numbers, to the bit; a wrong one is named.
TEST(Table, FormulaParametersAreSetByName) {
  const Result family =
      run({"table", "--formula", "fam=a*x*Phi(b*x)", "--parameter", "fam.b=1.702", "--functions",
           "fam,dfam", "--from", "-3", "--to", "3", "--points", "13"});
  const Result member = run({"table", "--formula", "fam=1*x*Phi(1.702*x)", "--functions",
                             "fam,dfam", "--from", "-3", "--to", "3", "--points", "13"});
  ASSERT_EQ(family.code, 0) << family.err.toStdString();
  ASSERT_EQ(member.code, 0) << member.err.toStdString();
  EXPECT_EQ(family.out, member.out);
  expectUsageError({"table", "--formula", "fam=a*x", "--parameter", "fam.c=1"},
                   "not a parameter of fam (its parameters: a)");
  expectUsageError({"table", "--formula", "fam=a*x", "--parameter", "fam.a=many"},
                   "is not a number");
  expectUsageError({"table", "--formula", "fam=a*x", "--parameter", "g.a=1"}, "no --formula g");
  expectUsageError({"table", "--formula", "fam=a*x", "--parameter", "a=1"}, "is not ID.NAME=VALUE");
  // --parameter is repeatable, as --formula is (it was refused as "given more than once"): two
  // parameters of a formula, or one each of two formulas; the same one twice is refused.
  const Result both =
      run({"table", "--formula", "fam=a*x*Phi(b*x)", "--parameter", "fam.a=2", "--parameter",
           "fam.b=1.702", "--functions", "fam", "--from", "-3", "--to", "3", "--points", "13"});
  const Result literal = run({"table", "--formula", "fam=2*x*Phi(1.702*x)", "--functions", "fam",
                              "--from", "-3", "--to", "3", "--points", "13"});
  ASSERT_EQ(both.code, 0) << both.err.toStdString();
  EXPECT_EQ(both.out, literal.out);
  const Result two = run({"table", "--formula", "f=a*x", "--formula", "g=a*x", "--parameter",
                          "f.a=2", "--parameter", "g.a=3", "--functions", "f,g", "--x-values", "-"},
                         "1\n");
  ASSERT_EQ(two.code, 0) << two.err.toStdString();
  EXPECT_EQ(two.out, "x,f,g\n1,2,3\n");
  expectUsageError(
      {"table", "--formula", "fam=a*x", "--parameter", "fam.a=1", "--parameter", "fam.a=2"},
      "--parameter fam.a: given more than once");
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

// Regression (issue 51): Qt's decoding of the arguments drops a leading U+FEFF, so
// "\uFEFFt.csv" wrote t.csv, another file than the one named. Refused in one line, nothing
// written, the window too.
TEST(Arguments, ALeadingByteOrderMarkIsRefused) {
  QTemporaryDir dir;
  const QString path = dir.filePath("t.csv");
  QFile f(path);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.write("precious\n");
  f.close();
  const QString bom(QChar(0xFEFF));
  for (const QStringList& args : {QStringList{"table", "--points", "5", "--output", bom + path},
                                  QStringList{"render", "--panel", "cdf", "-o", bom + path},
                                  QStringList{bom + "table"}, QStringList{"--deck", bom + path}}) {
    expectUsageError(args, "U+FEFF");
  }
  EXPECT_EQ(fileBytes(path), "precious\n");
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
  expectUsageError({"neuron", "--inputs", "1", "--weights", "1", "--activation", "arctan"},
                   "arctan");
  expectUsageError({"neuron", "--inputs", "1", "--weights", "1", "--bias", "nan"}, "--bias");
  expectUsageError({"neuron", "--inputs", "1e308,1e308", "--weights", "10,10"}, "overflow");
}

QByteArray readFile(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

TEST(Render, EveryPanelWithoutADisplayAtTheRequestedSize) {
  QTemporaryDir dir;
  for (const QString panel : {"pdf-area", "cdf", "monte-carlo", "activations", "derivatives",
                              "errors", "compare", "neuron", "sheet"}) {
    const QString png = dir.filePath(panel + ".png");
    // The sheet needs more room than one panel (at 800×450 its text would not fit).
    const QString w = panel == "sheet" ? "1200" : "600";
    const QString h = panel == "sheet" ? "700" : "350";
    const Result r = run({"render", "--panel", panel, "-o", png, "--width", w, "--height", h,
                          "--scale", "2", "--x", "-1.5", "--samples", "300"});
    ASSERT_EQ(r.code, 0) << panel.toStdString() << ": " << r.err.toStdString();
    EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();  // no warnings either
    EXPECT_EQ(QImage(png).size(), QSize(2 * w.toInt(), 2 * h.toInt())) << panel.toStdString();
  }
  const Result svg = run({"render", "--panel", "sheet", "-o", dir.filePath("s.svg")});
  ASSERT_EQ(svg.code, 0) << svg.err.toStdString();
  EXPECT_TRUE(readFile(dir.filePath("s.svg")).contains("viewBox=\"0 0 1600 900\""));
  const Result pdf = run({"render", "--panel", "cdf", "-o", dir.filePath("c.pdf"), "--theme",
                          "dark", "--font-scale", "1.5"});
  ASSERT_EQ(pdf.code, 0) << pdf.err.toStdString();
  EXPECT_TRUE(readFile(dir.filePath("c.pdf")).startsWith("%PDF"));
  EXPECT_EQ(QImage(dir.filePath("sheet.png")).size(), QSize(2400, 1400));
  const Result defaults = run({"render", "--panel", "errors", "-o", dir.filePath("d.jpg")});
  ASSERT_EQ(defaults.code, 0) << defaults.err.toStdString();
  EXPECT_EQ(QImage(dir.filePath("d.jpg")).size(), QSize(1600, 900));
}

TEST(Render, SameArgumentsGiveByteIdenticalPngs) {
  QTemporaryDir dir;
  const QStringList common = {
      "render", "--panel", "sheet",   "--samples", "1e6", "--curves", "gelu,gelu_tanh,silu",
      "--mu",   "0.5",     "--sigma", "1.2"};
  ASSERT_EQ(run(common + QStringList{"--seed", "42", "-o", dir.filePath("a.png")}).code, 0);
  ASSERT_EQ(run(common + QStringList{"--seed", "42", "-o", dir.filePath("b.png")}).code, 0);
  const QByteArray a = readFile(dir.filePath("a.png"));
  EXPECT_GT(a.size(), 10000);
  EXPECT_EQ(a, readFile(dir.filePath("b.png")));
  // …and different arguments give a different picture.
  ASSERT_EQ(run(common + QStringList{"--seed", "43", "-o", dir.filePath("c.png")}).code, 0);
  EXPECT_NE(a, readFile(dir.filePath("c.png")));
}

TEST(Render, BadInputs) {
  QTemporaryDir dir;
  const QString out = dir.filePath("out.png");
  const QStringList base = {"render", "--panel", "cdf", "-o", out};
  expectUsageError({"render", "-o", out}, "--panel");
  expectUsageError({"render", "--panel", "cdf"}, "--output");
  expectUsageError({"render", "--panel", "histogram", "-o", out}, "histogram");
  expectUsageError({"render", "--panel", "cdf", "-o", dir.filePath("out.gif")}, "out.gif");
  expectUsageError({"render", "--panel", "cdf", "-o", dir.filePath("noext")}, "noext");
  expectUsageError(base + QStringList{"--width", "0"}, "width");
  expectUsageError(base + QStringList{"--width", "-5"}, "width");
  expectUsageError(base + QStringList{"--height", "100000"}, "height");
  expectUsageError(base + QStringList{"--width", "12.5"}, "--width");
  expectUsageError(base + QStringList{"--width", "wide"}, "--width");
  expectUsageError(base + QStringList{"--scale", "0"}, "scale");
  expectUsageError(base + QStringList{"--scale", "nan"}, "--scale");
  // Options the figure does not use are refused, not ignored.
  expectUsageError({"render", "--panel", "cdf", "--scale", "2", "-o", dir.filePath("out.svg")},
                   "--scale is for pixels");
  expectUsageError(base + QStringList{"--columns", "2"}, "--columns is for --panel sheet");
  // Too small for the training's panes: the refusal alone (Qt's QPainter warnings came first).
  expectUsageError(
      {"render", "--panel", "training", "--width", "160", "--height", "160", "-o", out},
      "use 480×480");
  expectUsageError({"typeset", "--tex", "x", "--scale", "2", "-o", dir.filePath("f.pdf")},
                   "--scale is for a PNG");
  expectUsageError(base + QStringList{"--width", "9000", "--height", "9000", "--scale", "4"},
                   "too large");
  expectUsageError(base + QStringList{"--x", "1e9"}, "--x");
  expectUsageError(base + QStringList{"--sigma", "0"}, "--sigma");
  expectUsageError(base + QStringList{"--curves", "gelu,arctan"}, "arctan");
  expectUsageError(base + QStringList{"--samples", "-1"}, "--samples");
  expectUsageError(base + QStringList{"--theme", "solarized"}, "--theme");
  expectUsageError(
      {"render", "--panel", "cdf", "--background", "transparent", "-o", dir.filePath("a.jpg")},
      "transparent");
  expectUsageError({"render", "--panel", "cdf", "-o", dir.filePath("missing/out.png")},
                   "does not exist");
  expectUsageError({"render", "--panel", "cdf", "-o", dir.path() + "/"}, "directory");
  // A panel's option for a figure without that panel (the sheet draws no training panel).
  expectUsageError({"render", "--panel", "sheet", "--points", "10000", "-o", out},
                   "--points sets the training panel");
  expectUsageError({"render", "--view", "idea", "--depth", "3", "-o", out},
                   "--depth sets the propagation panel, which this figure does not draw");
  expectUsageError(base + QStringList{"--kernel", "torch"}, "--kernel sets the dtype panel");
  expectUsageError(base + QStringList{"--page", "2"}, "--page sets the compare panel");
  // A page past the compare panel's last at this size (it drew the last one instead), and one
  // that exists.
  const QStringList compare = {"render",
                               "--panel",
                               "compare",
                               "--width",
                               "800",
                               "--height",
                               "450",
                               "--curves",
                               "gelu,relu,elu,silu,mish,selu,softplus,celu,hardswish,"
                               "leaky_relu,gelu_tanh,tanh,sigmoid,squared_relu,softsign"};
  for (const QString size : {"800", "1920"}) {
    QStringList at = compare;
    at[at.indexOf("--width") + 1] = size;
    at[at.indexOf("--height") + 1] = size == "800" ? "450" : "1080";
    const Result past = run(at + QStringList{"--page", "99", "-o", out});
    ASSERT_EQ(past.code, 2) << past.err.toStdString();
    const QRegularExpressionMatch has =
        QRegularExpression("the compare panel has (\\d+) pages? at (\\d+)").match(past.err);
    ASSERT_TRUE(has.hasMatch()) << past.err.toStdString();
    EXPECT_EQ(has.captured(2), size);
    const QString last = has.captured(1);
    EXPECT_EQ(last, size == "800" ? "2" : "1");  // the 800 × 450 figure said "page 2 of 2"
    const Result drawn = run(at + QStringList{"--page", last, "-o", dir.filePath("last.png")});
    EXPECT_EQ(drawn.code, 0) << size.toStdString() << ": " << drawn.err.toStdString();
    QFile::remove(dir.filePath("last.png"));
    expectUsageError(at + QStringList{"--page", QString::number(last.toInt() + 1), "-o", out},
                     "the compare panel has " + last + (last == "1" ? " page " : " pages "));
  }
  expectUsageError({"render", "--panel", "cdf", "--animate", "layers", "--depth", "5", "-o",
                    dir.filePath("a.gif")},
                   "--animate layers: the propagation panel's layers");
  EXPECT_TRUE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
}

// A sheet's or a view's --title is a heading over its panels, with or without their titles
// (the file is named by it); one panel's replaces its title, which --no-title contradicts.
TEST(Render, ASheetOrAViewTakesAHeading) {
  QTemporaryDir dir;
  for (const QStringList& figure : {QStringList{"--panel", "sheet"}, {"--view", "idea"}}) {
    const QString svg = dir.filePath(figure.last() + ".svg");
    const Result r = run(QStringList{"render"} + figure +
                         QStringList{"--title", "Why GELU is smooth", "--no-title", "-o", svg});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(readFile(svg).contains("<title>Why GELU is smooth</title>"));
  }
  const QString png = dir.filePath("cdf.png");
  expectUsageError({"render", "--panel", "cdf", "--title", "Φ", "--no-title", "-o", png},
                   "exclude each other");
  expectUsageError({"render", "--panel", "sheet", "--title", "a\x1b", "-o", png}, "the heading");
  EXPECT_FALSE(QFile::exists(png));
}

TEST(Render, FailedWritesLeaveNoFileAndKeepTheOldOne) {
  QTemporaryDir dir;
  const QString existing = dir.filePath("slide.png");
  {
    QFile f(existing);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("the old figure");
  }
  expectUsageError({"render", "--panel", "cdf", "-o", existing, "--width", "0"}, "width");
  EXPECT_EQ(readFile(existing), "the old figure");
  // An I/O failure: sysfs refuses new files (even to root). Exit 1, one line, nothing left.
  const Result r = run({"render", "--panel", "cdf", "-o", "/sys/gelu-explorer-test.png"});
  EXPECT_EQ(r.code, 1) << r.err.toStdString();
  EXPECT_EQ(r.err.count('\n'), 1) << r.err.toStdString();
  EXPECT_FALSE(QFile::exists("/sys/gelu-explorer-test.png"));
  EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"slide.png"});
}

TEST(Render, ExampleScenesRenderAndOptionsOverrideThem) {
  QTemporaryDir dir;
  const QDir examples(GELU_SOURCE_DIR "/resources/scenes");
  const QStringList files = examples.entryList({"*.gelu.json"}, QDir::Files);
  ASSERT_GE(files.size(), 3);
  for (const QString& name : files) {
    const QString out = dir.filePath(name + ".png");
    const Result r = run({"render", "--panel", "sheet", "--scene", examples.filePath(name), "-o",
                          out, "--width", "1280", "--height", "720"});
    ASSERT_EQ(r.code, 0) << name.toStdString() << ": " << r.err.toStdString();
    EXPECT_EQ(QImage(out).size(), QSize(1280, 720));
  }
  // The scene sets x = 1 (Figure 1); --x overrides it: the pictures differ.
  const QString fig = examples.filePath("figure-1.gelu.json");
  ASSERT_EQ(run({"render", "--panel", "cdf", "--scene", fig, "-o", dir.filePath("a.png")}).code, 0);
  ASSERT_EQ(
      run({"render", "--panel", "cdf", "--scene", fig, "--x", "-1", "-o", dir.filePath("b.png")})
          .code,
      0);
  EXPECT_NE(readFile(dir.filePath("a.png")), readFile(dir.filePath("b.png")));
}

TEST(Scenes, BadScenesAreOneLineErrorsBeforeAnyWindow) {
  QTemporaryDir dir;
  const QString bad = dir.filePath("bad.gelu.json");
  QFile f(bad);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.write(R"({"format": "gelu-explorer-scene", "version": 1, "monte_carlo": {"seed": -4}})");
  f.close();
  expectUsageError({"render", "--panel", "cdf", "-o", dir.filePath("x.png"), "--scene", bad},
                   "monte_carlo.seed");
  expectUsageError({"--scene", bad}, "monte_carlo.seed");  // the window never opens
  // A file alone is a scene (a desktop's Exec=gelu-explorer %f); a bare word is not.
  expectUsageError({bad}, "monte_carlo.seed");
  expectUsageError({"tabel"}, "unknown command 'tabel'");
  // 'help' is --help (it was an unknown command), and the help names every command.
  const Result help = run({"help"});
  EXPECT_EQ(help.code, 0) << help.err.toStdString();
  for (const char* command : {"table", "simulate", "neuron", "render", "moments", "propagate",
                              "train", "typeset", "export-web", "serve"}) {
    EXPECT_TRUE(help.out.contains(command)) << command << " missing from\n"
                                            << help.out.toStdString();
  }
  expectUsageError({"--scene", dir.filePath("missing.gelu.json")}, "does not exist");
  expectUsageError({"--lecture", "11"}, "--lecture");
  expectUsageError({"--lecture=zero"}, "--lecture");
  // Decks: checked before any window, a deck alone opens as a deck, its steps bound --lecture.
  const QString deck = dir.filePath("mine.gelu-deck.json");
  QFile d(deck);
  ASSERT_TRUE(d.open(QIODevice::WriteOnly));
  d.write(R"({"format": "gelu-explorer-deck", "version": 1, "steps": [{"panels": ["cdf"]},
             {"panels": ["cdf", "nope"]}]})");
  d.close();
  expectUsageError({"--deck", deck}, "steps[1].panels[1]: unknown panel 'nope'");
  expectUsageError({deck}, "steps[1].panels[1]");
  ASSERT_TRUE(d.open(QIODevice::WriteOnly | QIODevice::Truncate));
  d.write(R"({"format": "gelu-explorer-deck", "version": 1, "steps": [{"panels": ["cdf"]},
             {"panels": ["cdf"]}, {"panels": ["cdf"], "hidden": true}]})");
  d.close();
  expectUsageError({"--deck", deck, "--lecture", "3"}, "--lecture: step '3' is not one of 1..2");
  expectUsageError({"--deck", dir.filePath("missing.gelu-deck.json")}, "does not exist");
  // The handout: a PDF of the deck, refused in one line for a bad deck or request.
  expectUsageError({"render", "--handout", dir.filePath("h.pdf")}, "--handout needs --deck");
  expectUsageError({"render", "--deck", deck}, "--deck needs --handout OUT.pdf or --step-videos");
  expectUsageError({"render", "--deck", deck, "--handout", dir.filePath("h.pdf"), "--width", "800"},
                   "--width and --height size the step videos");
  expectUsageError({"render", "--deck", deck, "--step-videos", bad}, "is not a folder");
  expectUsageError({"render", "--deck", deck, "--handout", dir.filePath("h.pdf"), "--x", "1"},
                   "--x: not an option of --deck");
  // A short option is named as typed (it said --o).
  expectUsageError({"render", "--deck", deck, "--handout", dir.filePath("h.pdf"), "-o", "x.png"},
                   "gelu-explorer: -o: not an option of --deck");
  expectUsageError({"render", "--step-videos", dir.filePath("v")}, "--step-videos needs --deck");
  expectUsageError({"render", "--deck", deck, "--handout", dir.filePath("h.png")},
                   "a handout is a PDF");
  expectUsageError({"render", "--deck", bad, "--handout", dir.filePath("h.pdf")}, "--deck:");
  // Its options: the paper, the steps a page, the notes — only with a handout.
  expectUsageError({"render", "--paper", "letter"}, "--paper, --steps-per-page and --no-notes set");
  // (Beside a panel's options the missing deck is the mistake, not the panel: it said
  // "--panel: not an option of --deck".)
  expectUsageError({"render", "--panel", "sheet", "--paper", "a4", "-o", dir.filePath("s.png")},
                   "--paper, --steps-per-page and --no-notes set");
  // Step videos go into the folder named, made if missing, but not into a path made up to it.
  expectUsageError({"render", "--deck", deck, "--step-videos", dir.filePath("no/v")},
                   "the folder '" + dir.filePath("no") + "' does not exist");
  EXPECT_FALSE(QFileInfo::exists(dir.filePath("no")));
  // A folder named with a trailing '/' is the folder itself, made (its parent exists).
  const Result slash = run({"render", "--deck", deck, "--step-videos", dir.filePath("slash") + "/",
                            "--width", "640", "--height", "360"});
  EXPECT_EQ(slash.code, 0) << slash.err.toStdString();
  EXPECT_TRUE(QFileInfo(dir.filePath("slash")).isDir());
  expectUsageError({"render", "--deck", deck, "--step-videos", dir.filePath("v"), "--no-notes"},
                   "--no-notes sets the handout");
  expectUsageError({"render", "--deck", deck, "--handout", dir.filePath("h.pdf"), "--paper", "a5"},
                   "--paper: 'a5' is not one of a4|letter");
  expectUsageError(
      {"render", "--deck", deck, "--handout", dir.filePath("h.pdf"), "--steps-per-page", "3"},
      "--steps-per-page: '3' is not one of 1|2");
  EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files),
            (QStringList{"bad.gelu.json", "mine.gelu-deck.json"}));
  const Result ok =
      run({"render", "--deck", deck, "--handout", dir.filePath("h.pdf"), "--theme", "dark"});
  EXPECT_EQ(ok.code, 0) << ok.err.toStdString();
  EXPECT_TRUE(fileBytes(dir.filePath("h.pdf")).startsWith("%PDF-"));
  const Result letter = run({"render", "--deck", deck, "--handout", dir.filePath("l.pdf"),
                             "--paper", "letter", "--steps-per-page", "2", "--no-notes"});
  EXPECT_EQ(letter.code, 0) << letter.err.toStdString();
  EXPECT_TRUE(fileBytes(dir.filePath("l.pdf")).contains("/MediaBox [0 0 612.000000 792"));
}

TEST(Everywhere, HelpAndVersion) {
  for (const QString cmd : {"table", "simulate", "neuron", "render", ""}) {
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

// Where the text cannot fit, render refuses (exit 2, one line naming a size that works, no
// file) instead of drawing text over text; the size it names works.
TEST(Render, ASizeTooSmallForItsTextIsRefusedNamingOneThatWorks) {
  QTemporaryDir dir;
  const QString out = dir.filePath("sheet.png");
  const Result r = run({"render", "--panel", "sheet", "--width", "800", "--height", "450",
                        "--font-scale", "3", "-o", out});
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(r.out.isEmpty());
  EXPECT_EQ(r.err.count('\n'), 1) << r.err.toStdString();
  EXPECT_TRUE(r.err.contains("would overlap, be cut off, cover the data or be too small"))
      << r.err.toStdString();
  EXPECT_FALSE(QFile::exists(out));
  const auto m = QRegularExpression("use (\\d+)×(\\d+)").match(r.err);
  ASSERT_TRUE(m.hasMatch()) << r.err.toStdString();
  const Result ok = run({"render", "--panel", "sheet", "--width", m.captured(1), "--height",
                         m.captured(2), "--font-scale", "3", "-o", out});
  EXPECT_EQ(ok.code, 0) << ok.err.toStdString();
  EXPECT_TRUE(QFile::exists(out));
}

// Type too small to read is refused too: no figure has text under 7 pt at its size. Text × 0.5
// sets the tick labels in 5.5 pt; the refusal names a text size that works, and it does.
TEST(Render, TextTooSmallToReadIsRefusedNamingATextSizeThatWorks) {
  QTemporaryDir dir;
  const QString out = dir.filePath("cdf.png");
  const Result r = run({"render", "--panel", "cdf", "--font-scale", "0.5", "-o", out});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err.count('\n'), 1) << r.err.toStdString();
  EXPECT_FALSE(QFile::exists(out));
  const auto m = QRegularExpression("use text size ([0-9.]+)").match(r.err);
  ASSERT_TRUE(m.hasMatch()) << r.err.toStdString();
  EXPECT_GT(m.captured(1).toDouble(), 0.5);
  const Result ok = run({"render", "--panel", "cdf", "--font-scale", m.captured(1), "-o", out});
  EXPECT_EQ(ok.code, 0) << ok.err.toStdString();
  EXPECT_TRUE(QFile::exists(out));
}

// Without --font-scale a 4K canvas is drawn at text × 2: the same bytes as asking for it, and
// not those of text × 1.
TEST(Render, ALargeCanvasScalesItsTextByDefault) {
  QTemporaryDir dir;
  const QStringList size{"--panel", "cdf", "--width", "3840", "--height", "2160"};
  ASSERT_EQ(run(QStringList{"render"} + size + QStringList{"-o", dir.filePath("auto.png")}).code,
            0);
  ASSERT_EQ(run(QStringList{"render"} + size +
                QStringList{"--font-scale", "2", "-o", dir.filePath("two.png")})
                .code,
            0);
  ASSERT_EQ(run(QStringList{"render"} + size +
                QStringList{"--font-scale", "1", "-o", dir.filePath("one.png")})
                .code,
            0);
  EXPECT_EQ(readFile(dir.filePath("auto.png")), readFile(dir.filePath("two.png")));
  EXPECT_NE(readFile(dir.filePath("auto.png")), readFile(dir.filePath("one.png")));
}

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
