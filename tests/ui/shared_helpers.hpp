// Helpers more than one of the window's test files use, defined once: the test files compile in
// unity batches (several files one translation unit), where a second definition would clash.
#pragma once

#include <gtest/gtest.h>

#include <qcustomplot.h>

#include <QList>
#include <QRect>
#include <QString>
#include <QStringList>
#include <QTest>
#include <ostream>

#include "ui/lecture/BuiltInDeck.hpp"
#include "ui/model/Deck.hpp"
#include "ui/model/Formulas.hpp"

QT_BEGIN_NAMESPACE
/// GoogleTest prints a QString as its quoted text (not its bytes).
inline void PrintTo(const QString& s, std::ostream* os) { *os << '"' << s.toStdString() << '"'; }
QT_END_NAMESPACE

/// Waits up to `ms` milliseconds for `condition`, the event loop running, and fails the test
/// (returning from it) when it never holds. QTest's QTRY_* macros do not fail a GoogleTest test:
/// outside a QTest run they return from it silently, the rest of it skipped.
#define ASSERT_SOON(condition, ms)                                               \
  ASSERT_TRUE(QTest::qWaitFor([&] { return static_cast<bool>(condition); }, ms)) \
      << #condition << " within " << (ms) << " ms"
/// The same for `a == b`, printing both when they never agree.
#define ASSERT_SOON_EQ(a, b, ms)                           \
  do {                                                     \
    (void)QTest::qWaitFor([&] { return (a) == (b); }, ms); \
    ASSERT_EQ(a, b) << "within " << (ms) << " ms";         \
  } while (false)

/// The names of a legend's entries, in its order.
inline QStringList legendNames(const QCPLegend& legend) {
  QStringList names;
  for (int i = 0; i < legend.itemCount(); ++i) {
    if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend.item(i))) {
      names << item->plottable()->name();
    }
  }
  return names;
}

/// A user's formula: a curve that is none of the library's.
inline ui::FormulaDef bent() { return {"bent", "x + 0.1*x^2", "", "auto"}; }

/// A lecturer's step of four panels under the built-in step 2's caption and integral, alone in
/// its deck: crowded on a small slide.
inline ui::Deck fourPanelsUnderTheIntegral() {
  ui::Deck deck = ui::builtInDeck();
  ui::DeckStep step = deck.steps[1];
  step.panels = {"pdf-area", "cdf", "monte-carlo", "activations"};
  step.question.reset();
  deck.steps = {step};
  return deck;
}

/// A training panel's plots: its maps (x₁ along their bottom), in order, and the other one, the
/// losses (null when there is none).
struct TrainingPlots {
  QList<QCPAxisRect*> maps;
  QCPAxisRect* losses = nullptr;
  QList<QRect> mapRects() const {
    QList<QRect> rects;
    for (const QCPAxisRect* m : maps) rects << m->rect();
    return rects;
  }
};
inline TrainingPlots trainingPlots(const QCustomPlot& plot) {
  TrainingPlots t;
  for (QCPAxisRect* r : plot.axisRects()) {
    if (r->axis(QCPAxis::atBottom)->label() == "$x_1$") {
      t.maps << r;
    } else {
      t.losses = r;
    }
  }
  return t;
}
