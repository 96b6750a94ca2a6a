// Typesetting: a formula's layout from TeX (parse, boxes; the cache bypassed), its first drawing
// (outlines built) and a cached lookup. The target: a typical formula laid out in at most 50 µs.
#include <benchmark/benchmark.h>

#include <QGuiApplication>
#include <QImage>
#include <QPainter>

#include <QTextDocument>

#include "ui/typeset/Formula.hpp"
#include "ui/typeset/MathText.hpp"

namespace {

using ui::typeset::Formula;
using ui::typeset::Style;

// The seed article's formulas, from a symbol to the erf line with its integral.
const char* const kFormulas[] = {
    R"(x\,\Phi(x))",
    R"(\varphi(x) = \frac{1}{\sqrt{2\pi}}\, e^{-x^2/2})",
    R"(\Phi(x) = \frac{1}{2}\left(1 + \operatorname{erf}\frac{x}{\sqrt{2}}\right))",
    R"(x\,\Phi(x) \approx \frac{1}{2}x\left(1 + \tanh\left[\sqrt{2/\pi}\,(x + 0.044715x^3)\right]\right))",
    R"(\mathrm{ReLU}(x) = \begin{cases} x & x > 0 \\ 0 & x \le 0 \end{cases})",
    R"(t = \frac{z}{\sqrt{2}}:\quad \operatorname{erf}(y) = \frac{2}{\sqrt{2\pi}} \int_0^{y\sqrt{2}} e^{-z^2/2}\,dz)",
};

void BM_TypesetLayout(benchmark::State& state) {
  const QString tex = QString::fromUtf8(kFormulas[state.range(0)]);
  Formula warm(tex, Style::Display);  // fonts and glyph tables loaded once, as in the app
  for (auto _ : state) {
    Formula f(tex, Style::Display);
    benchmark::DoNotOptimize(f.width(20));
  }
  state.SetLabel(tex.left(40).toStdString());
}
BENCHMARK(BM_TypesetLayout)->DenseRange(0, 5)->Unit(benchmark::kMicrosecond);

void BM_TypesetFirstDraw(benchmark::State& state) {
  const QString tex = QString::fromUtf8(kFormulas[state.range(0)]);
  QImage image(800, 120, QImage::Format_ARGB32_Premultiplied);
  for (auto _ : state) {
    Formula f(tex, Style::Display);
    QPainter p(&image);
    f.draw(p, QPointF(4, 80), 26.67, Qt::black);
  }
}
BENCHMARK(BM_TypesetFirstDraw)->Arg(2)->Arg(5)->Unit(benchmark::kMicrosecond);

void BM_TypesetDrawAgain(benchmark::State& state) {
  const QString tex = QString::fromUtf8(kFormulas[state.range(0)]);
  QImage image(800, 120, QImage::Format_ARGB32_Premultiplied);
  Formula f(tex, Style::Display);
  QPainter p(&image);
  f.draw(p, QPointF(4, 80), 26.67, Qt::black);  // outlines built
  for (auto _ : state) f.draw(p, QPointF(4, 80), 26.67, Qt::black);
}
BENCHMARK(BM_TypesetDrawAgain)->Arg(0)->Arg(2)->Arg(5)->Unit(benchmark::kMicrosecond);

void BM_TypesetCached(benchmark::State& state) {
  const QString tex = QString::fromUtf8(kFormulas[2]);
  for (auto _ : state) benchmark::DoNotOptimize(Formula::typeset(tex, Style::Display).get());
}
BENCHMARK(BM_TypesetCached)->Unit(benchmark::kMicrosecond);

/// Notes with N inline formulas into a document (what a handout and the presenter's notes do):
/// linear in N (1,400 took 19 s when each formula was looked for from the start).
void BM_NotesWithInlineFormulas(benchmark::State& state) {
  const QString notes =
      QStringLiteral("a $\\frac12$ b ").repeated(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    QTextDocument doc;
    ui::typeset::setMathContent(doc, notes);
    doc.setTextWidth(600);
    benchmark::DoNotOptimize(doc.size());
  }
  state.counters["per_formula_us"] = benchmark::Counter(
      static_cast<double>(state.range(0)),
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_NotesWithInlineFormulas)->Arg(175)->Arg(700)->Arg(1400)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QGuiApplication app(argc, argv);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
