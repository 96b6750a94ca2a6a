// The activation library on the command line: table --list, the parameters, typed formulas.
#include <fcntl.h>
#include <gtest/gtest.h>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>

#include "core/activations.hpp"
#include "core/library.hpp"

#include "cli_run.hpp"

namespace {

TEST(Library, TableListPrintsEveryIdWithNameAndFormula) {
  const Result r = run({"table", "--list"});
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
  ASSERT_EQ(lines.size(), static_cast<qsizetype>(gelu::functions().size()));
  for (qsizetype i = 0; i < lines.size(); ++i) {
    const auto& f = gelu::functions()[static_cast<std::size_t>(i)];
    EXPECT_TRUE(lines[i].startsWith(QString::fromUtf8(f.id.data(), f.id.size()) + " "));
    EXPECT_TRUE(lines[i].contains(QString::fromUtf8(f.name.data(), f.name.size())));
    EXPECT_FALSE(lines[i].contains("<sup>")) << lines[i].toStdString();
  }
  EXPECT_TRUE(r.out.contains("mish  ") && r.out.contains("x·tanh(softplus(x))"));
  // Each line states the function's accuracy guarantee, the one the core's tests hold it to.
  EXPECT_TRUE(lines[0].contains("< 1 ULP")) << lines[0].toStdString();
  EXPECT_TRUE(r.out.contains(QRegularExpression("\\nrelu +ReLU +exact +max\\(0, x\\)")));
  EXPECT_TRUE(r.out.contains(QRegularExpression("\\ndmish +Mish′ +≤ 8 ULP ")));
  const Result typed = run({"table", "--list", "--formula", "bent=x + 0.1*x^2"});
  EXPECT_TRUE(typed.out.contains(QRegularExpression("\\nbent +bent +typed: double arithmetic +")))
      << typed.out.toStdString();
}

TEST(Library, ParametersReachTheFunctions) {
  const Result r = run({"table", "--functions", "softplus,leaky_relu,softshrink", "--x-values", "-",
                        "--beta", "2", "--slope", "0.2", "--lambda", "1"},
                       "-3\n");
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  const QStringList row = r.out.split('\n')[1].split(',');
  EXPECT_DOUBLE_EQ(row[1].toDouble(), gelu::act::softplus(-3.0, 2.0));
  EXPECT_DOUBLE_EQ(row[2].toDouble(), -0.6000000000000001);
  EXPECT_DOUBLE_EQ(row[3].toDouble(), -2.0);
  expectUsageError({"table", "--beta", "0"}, "--beta");
  expectUsageError({"table", "--slope", "11"}, "--slope");
  expectUsageError({"table", "--lambda", "-1"}, "--lambda");
  expectUsageError({"render", "--panel", "sheet", "-o", "/tmp/x.png", "--beta", "nan"}, "--beta");
}

TEST(Library, FormulasInTableNeuronAndRender) {
  const Result t = run({"table", "--formula", "bent=x + 0.1*x^2", "--functions", "bent,dbent",
                        "--from", "-1", "--to", "1", "--points", "3"});
  ASSERT_EQ(t.code, 0) << t.err.toStdString();
  EXPECT_EQ(t.out, "x,bent,dbent\n-1,-0.9,0.8\n0,0,1\n1,1.1,1.2\n");
  const Result all = run({"table", "--formula", "sq=x^2", "--points", "1", "--from", "0"});
  EXPECT_TRUE(all.out.startsWith("x,gelu,") && all.out.section('\n', 0, 0).endsWith(",sq,dsq"));
  const Result n = run(
      {"neuron", "--inputs", "3", "--weights", "1", "--formula", "sq=x^2", "--activation", "dsq"});
  EXPECT_EQ(n.out, "6\n");
  QTemporaryDir dir;
  const QString png = dir.filePath("f.png");
  const Result r = run({"render", "--panel", "activations", "-o", png, "--width", "400", "--height",
                        "300", "--formula", "wave=sin(3*x)/3"});
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  EXPECT_FALSE(QImage(png).isNull());
}

TEST(Library, GatedUnitsOnTheCommandLine) {
  // s = 0.5·1 + 0.25·(−2) + 0.1 = 0.1; g = −1·1 + 0.75·(−2) + 3 = 0.5: relu(g)·s = 0.05
  const Result r = run({"neuron", "--inputs", "1,-2", "--weights", "0.5,0.25", "--bias", "0.1",
                        "--gate", "reglu", "--gate-weights", "-1,0.75", "--gate-bias", "3"});
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  EXPECT_DOUBLE_EQ(r.out.trimmed().toDouble(), 0.1 * 0.5);
  const Result s = run({"neuron", "--inputs", "1", "--weights", "2", "--gate", "swiglu",
                        "--gate-weights", "1", "--beta", "2"});
  EXPECT_DOUBLE_EQ(s.out.trimmed().toDouble(), 2.0 * gelu::act::swish(1.0, 2.0));
  expectUsageError(
      {"neuron", "--inputs", "1", "--weights", "1", "--gate", "glu", "--gate-weights", "1"},
      "--gate");
  expectUsageError({"neuron", "--inputs", "1", "--weights", "1", "--gate", "geglu"},
                   "--gate-weights");
  expectUsageError({"neuron", "--inputs", "1", "--weights", "1", "--gate", "geglu",
                    "--gate-weights", "1", "--activation", "relu"},
                   "cannot be combined");
}

TEST(Library, BadFormulasAreOneLineNamingTheColumn) {
  expectUsageError({"table", "--formula", "f=x*(1+x"}, "--formula f: missing ')' at column 7");
  expectUsageError({"table", "--formula", "f=foo(x)"}, "unknown name 'foo' at column 1");
  expectUsageError({"table", "--formula", "gelu=x"}, "built-in");
  expectUsageError({"table", "--formula", "f"}, "ID=EXPR");
  expectUsageError({"table", "--formula", "f=x", "--formula", "f=2*x"}, "defined twice");
  expectUsageError({"neuron", "--inputs", "1", "--weights", "1", "--formula", "Bad=x"}, "a-z");
  QTemporaryDir dir;
  const QString png = dir.filePath("f.png");
  expectUsageError({"render", "--panel", "sheet", "-o", png, "--formula", "f=2x"}, "2*x");
  EXPECT_FALSE(QFile::exists(png));
}

}  // namespace

namespace {

/// Rows of a `table --dtype … --every` whose two columns differ, and all rows.
std::pair<int, int> differing(const QString& csv, int a, int b) {
  int differ = 0;
  int rows = 0;
  const QStringList lines = csv.split('\n', Qt::SkipEmptyParts);
  for (qsizetype i = 1; i < lines.size(); ++i) {
    const QStringList cells = lines[i].split(',');
    ++rows;
    differ += cells[a] != cells[b] ? 1 : 0;
  }
  return {differ, rows};
}

// The tallies an independent enumeration found (issue 31): over every value with |x| ≤ 8, the
// tanh form rounds differently from exact GELU for 317 of 33,281 bf16 inputs, for none in E4M3.
TEST(Library, TableInANumberFormatAgreesWithAnIndependentEnumeration) {
  const Result bf16 = run({"table", "--functions", "gelu,gelu_tanh,gelu_sigmoid", "--dtype", "bf16",
                           "--every", "--from", "-8", "--to", "8"});
  ASSERT_EQ(bf16.code, 0) << bf16.err.toStdString();
  EXPECT_EQ(differing(bf16.out, 1, 2), std::make_pair(317, 33281));
  const Result e4m3 = run({"table", "--functions", "gelu,gelu_tanh,gelu_sigmoid", "--dtype", "e4m3",
                           "--every", "--from", "-8", "--to", "8"});
  ASSERT_EQ(e4m3.code, 0);
  EXPECT_EQ(differing(e4m3.out, 1, 2).first, 0);
  EXPECT_GT(differing(e4m3.out, 1, 3).first, 0);
  // x is rounded first: in E4M3, 0.3 is 0.3125; GELU(−1) and GELU(−0.5) are one number.
  const Result r = run({"table", "--functions", "gelu", "--dtype", "e4m3", "--x-values", "-"},
                       "-1\n-0.5\n0.3\n");
  ASSERT_EQ(r.code, 0);
  const QStringList rows = r.out.split('\n', Qt::SkipEmptyParts);
  EXPECT_EQ(rows[1].split(',')[1], rows[2].split(',')[1]);
  EXPECT_TRUE(rows[3].startsWith("0.3125,"));
  // PyTorch's float32 tanh form: 0 far left, where exact GELU is not.
  const Result t = run({"table", "--functions", "gelu_tanh", "--dtype", "fp32", "--kernel", "torch",
                        "--x-values", "-"},
                       "-5.5\n");
  EXPECT_EQ(t.out.split('\n')[1], "-5.5,-0");
  expectUsageError({"table", "--dtype", "fp8"}, "--dtype");
  expectUsageError({"table", "--kernel", "cuda"}, "--kernel");
  expectUsageError({"table", "--every", "--dtype", "fp32"}, "--every");
  expectUsageError({"table", "--kernel", "torch", "--dtype", "bf16", "--mu", "1"}, "--kernel");
  // PyTorch 1.13 has no CPU GELU for float16, and float64 is not reproduced.
  expectUsageError({"table", "--kernel", "torch", "--dtype", "fp16"}, "fp16");
  expectUsageError({"table", "--kernel", "torch-scalar"}, "--dtype fp32 or bf16");
}

// Issue 50: the PyTorch kernels are PyTorch's bits, one path each. In bfloat16 GELU(−4.40625) is
// −0 for a one-element tensor (ATen rounds 1 + erf to 0) and −2.3246e−05 for a long one (oneDNN);
// the gradient columns are gelu_backward's.
TEST(Library, TableWithPyTorchsKernelsNamesEachPath) {
  const auto cell = [](const char* kernel, const char* function) {
    const Result r = run({"table", "--functions", function, "--dtype", "bf16", "--kernel", kernel,
                          "--x-values", "-"},
                         "-4.4\n");
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    const QStringList rows = r.out.split('\n', Qt::SkipEmptyParts);
    return rows.size() == 2 ? rows[1] : QString();
  };
  EXPECT_EQ(cell("torch-scalar", "gelu"), "-4.40625,-0");
  EXPECT_EQ(cell("torch-vectorized", "gelu"), "-4.40625,-0");
  EXPECT_EQ(cell("torch", "gelu"), "-4.40625,-2.3245811462402344e-05");
  // …one bfloat16 step from the correctly rounded value.
  EXPECT_EQ(cell("exact", "gelu"), "-4.40625,-2.3126602172851562e-05");
  // The tanh form takes ATen's path on a long tensor too: −0 on every path.
  EXPECT_EQ(cell("torch", "gelu_tanh"), "-4.40625,-0");
  // gelu_backward(1, x): ATen's bfloat16 steps store 0 for the gradient there.
  EXPECT_EQ(cell("torch-scalar", "dgelu_tanh"), "-4.40625,0");
}

}  // namespace

// Regression (issue 30): 4,000 --formula options cost 130 s before render refused them; a
// formula could be named x (a CSV with two x columns), pi, exp or sin.
TEST(Library, FormulaListsAreCappedAndExpressionNamesRefusedEverywhere) {
  QStringList many = {"table", "--points", "2"};
  for (int i = 0; i <= 32; ++i) many << "--formula" << QString("f%1=x+%1").arg(i);
  expectUsageError(many, "--formula: more than 32 formulas");
  many = QStringList{"render", "--panel", "activations", "-o", "x.png"} + many.mid(3);
  expectUsageError(many, "--formula: more than 32 formulas");
  for (const QString name : {"x", "pi", "e", "exp", "sin"}) {
    const QString def = name + "=x+1";
    expectUsageError({"table", "--points", "2", "--formula", def}, "is a name in expressions");
    expectUsageError({"render", "--panel", "cdf", "-o", "x.png", "--formula", def},
                     "is a name in expressions");
  }
  // A scene's formula and its derivative clash with a command line's the same way as in table.
  QTemporaryDir dir;
  const QString scene = dir.filePath("bent.gelu.json");
  QFile f(scene);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.write(R"({"format": "gelu-explorer-scene", "version": 1,
              "formulas": [{"id": "bent", "expression": "x + 0.1*x^2"}]})");
  f.close();
  expectUsageError({"render", "--panel", "activations", "--scene", scene, "--formula", "dbent=x",
                    "-o", dir.filePath("a.png")},
                   "'dbent' clashes with 'bent' and its derivative");
  expectUsageError({"table", "--formula", "bent=x", "--formula", "dbent=x"},
                   "'dbent' clashes with the formula 'bent' and its derivative");
  const Result curves = run({"render", "--panel", "activations", "--scene", scene, "--curves",
                             "gelu,bent", "-o", dir.filePath("b.png")});
  EXPECT_EQ(curves.code, 0) << curves.err.toStdString();
}

// Regression (issue 30): table evaluated every column before writing (20,000 formulas × 10⁶
// points asked for ~320 GB). Rows are written in blocks: 20 times the points take about the
// same memory (whole columns would add 51 × 8 bytes a point, 97 MB here).
TEST(Library, TableMemoryDoesNotGrowWithItsColumns) {
  const auto peakKiB = [](const char* points) {
    const pid_t pid = ::fork();
    if (pid == 0) {
      const int null = ::open("/dev/null", O_WRONLY);
      ::dup2(null, 1);
      ::setenv("QT_QPA_PLATFORM", "offscreen", 1);
      ::execl(GELU_EXPLORER_BIN, GELU_EXPLORER_BIN, "table", "--points", points, nullptr);
      ::_exit(127);
    }
    int status = 0;
    rusage usage{};
    ::wait4(pid, &status, 0, &usage);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << points;
    return usage.ru_maxrss;
  };
  const long small = peakKiB("12500");
  const long large = peakKiB("250000");
  // The x values themselves (8 bytes a point) are 2 MB of the difference.
  EXPECT_LT(large - small, 20 * 1024) << small << " KiB against " << large << " KiB";
}
