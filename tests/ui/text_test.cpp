// Text helpers: formulas and numbers with their signs wrap as wholes.
#include <gtest/gtest.h>

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include "ui/model/NumberText.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/MathTickers.hpp"

namespace {

const QChar kNbsp(0x00A0);

/// `s` with each '~' a no-break space.
QString nb(QString s) { return s.replace(QLatin1Char('~'), kNbsp); }

TEST(KeepFormulasWhole, JoinsTheSidesOfEveryStandAloneOperator) {
  EXPECT_EQ(ui::keepFormulasWhole(QStringLiteral("is Φ(x) = P(X ≤ x)")),
            nb(QStringLiteral("is Φ(x)~=~P(X~≤~x)")));
  EXPECT_EQ(ui::keepFormulasWhole(QStringLiteral("mean 0.34595 ± 0.0045 (95%)")),
            nb(QStringLiteral("mean 0.34595~±~0.0045 (95%)")));
  EXPECT_EQ(ui::keepFormulasWhole(QStringLiteral("U = 0.317 &lt; Φ(x) → keep")),
            nb(QStringLiteral("U~=~0.317~&lt;~Φ(x) → keep")));
}

// A word and the typeset formula after it are tied, as TeX's "mean~$…$" (the Monte Carlo tally
// broke "mean / −0.15460 ± 0.00045"); after a formula, and between phrases, spaces stay.
TEST(TieWordsToFormulas, TiesAWordToTheFormulaAfterIt) {
  EXPECT_EQ(ui::tieWordsToFormulas(QStringLiteral("kept 3 (30%)   mean $0.35 \\pm 0.02$ (95%)")),
            nb(QStringLiteral("kept 3 (30%)   mean~$0.35 \\pm 0.02$ (95%)")));
  EXPECT_EQ(ui::tieWordsToFormulas(QStringLiteral("$a$ $b$ up to $x$")),
            nb(QStringLiteral("$a$ $b$ up to~$x$")));
}

TEST(KeepFormulasWhole, LeavesWordsTagsAndJoinedOperatorsAlone) {
  for (const QString& s : {QStringLiteral("the shaded area up to x"),
                           QStringLiteral("<span style=\"color: red\">x·Φ(x)</span>"),
                           QStringLiteral("a=b, 1+2"), QStringLiteral(""), QStringLiteral(" = "),
                           QStringLiteral("ends with ="), QStringLiteral("x ± ")}) {
    EXPECT_EQ(ui::keepFormulasWhole(s).count(kNbsp),
              s == QStringLiteral(" = ") || s == QStringLiteral("x ± ") ? 2 : 0)
        << s.toStdString();
  }
}

// Laid out narrow, as a title in a small panel: no line ends at an operator or starts with one.
TEST(KeepFormulasWhole, NarrowTextBreaksBetweenPhrases) {
  QTextDocument doc;
  doc.setDocumentMargin(0);
  doc.setHtml(ui::keepFormulasWhole(
      QStringLiteral("Normal pdf: the shaded area up to x is Φ(x) = P(X ≤ x) and the mean is "
                     "0.34595 ± 0.0045")));
  int lines = 0;
  for (qreal width : {120.0, 160.0, 220.0, 300.0}) {
    doc.setTextWidth(width);
    (void)doc.size();  // lays it out
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
      QTextLayout* layout = b.layout();
      for (int i = 0; i < layout->lineCount(); ++i) {
        ++lines;
        const QTextLine line = layout->lineAt(i);
        const QString s =
            b.text().mid(line.textStart(), line.textLength()).trimmed().replace(kNbsp, ' ');
        for (const QString& op : {QStringLiteral("="), QStringLiteral("≤"), QStringLiteral("±")}) {
          EXPECT_FALSE(s.endsWith(op) || s.startsWith(op))
              << "at " << width << " px: '" << s.toStdString() << "'";
        }
      }
    }
  }
  EXPECT_GT(lines, 8);  // it did wrap
}

}  // namespace

// Issue 47, item 8: tick labels of five digits and more grouped as counts are (the number
// formats' "−25000" beside their tally's "33 281"); four stay together, as in counts.
TEST(LinearTicks, FiveDigitsAndMoreAreGroupedAsCountsAre) {
  struct Ticker : ui::MathTicker {
    using ui::MathTicker::getTickLabel;  // (what QCustomPlot asks for each tick)
  } ticker;
  const QLocale c = QLocale::c();
  EXPECT_EQ(ticker.getTickLabel(-25000.0, c, 'g', 6).toStdString(), "−25\u202F000");
  EXPECT_EQ(ticker.getTickLabel(-2500.0, c, 'g', 6).toStdString(), "−2500");
  EXPECT_EQ(ticker.getTickLabel(1234567.0, c, 'f', 1).toStdString(), "1\u202F234\u202F567.0");
  EXPECT_EQ(ticker.getTickLabel(0.000015, c, 'f', 6).toStdString(), "0.000015");
  EXPECT_EQ(ui::groupedNumber("12345.67891").toStdString(), "12\u202F345.67891");
  EXPECT_EQ(ui::formatCount(1803).toStdString(), "1803");
}

// Issue 47, item 8: a log axis reads 10ᵏ at its powers and plain numbers between them, never
// "1.5·10⁰" or "5·10⁻¹"; m·10ⁿ only far from 1.
TEST(LogTicks, PowersAsPowersPlainNumbersBetween) {
  const auto label = [](double t) {
    return ui::MathLogTicker::label(t, 10.0, 'g', 6).toStdString();
  };
  EXPECT_EQ(label(1.0), "10⁰");
  EXPECT_EQ(label(1000.0), "10³");
  EXPECT_EQ(label(1e-6), "10⁻⁶");
  EXPECT_EQ(label(1.5), "1.5");
  EXPECT_EQ(label(0.5), "0.5");
  EXPECT_EQ(label(0.02), "0.02");
  EXPECT_EQ(label(5000.0), "5000");
  EXPECT_EQ(label(25000.0), "25\u202F000");  // (grouped as a count: five digits and more)
  EXPECT_EQ(label(3e-5), "3·10⁻⁵");
  EXPECT_EQ(label(2.5e7), "2.5·10⁷");
  // An axis of less than two decades (mostly labels between the powers) writes 1 as 1.
  EXPECT_EQ(ui::MathLogTicker::label(1.0, 10.0, 'g', 6, true).toStdString(), "1");
  EXPECT_EQ(ui::MathLogTicker::label(0.1, 10.0, 'g', 6, true).toStdString(), "0.1");
  EXPECT_EQ(ui::MathLogTicker::label(1e-5, 10.0, 'g', 6, true).toStdString(), "10⁻⁵");
  ui::MathLogTicker ticker;
  QVector<double> ticks, subTicks;
  QVector<QString> labels;
  ticker.generate(QCPRange(0.3, 1.5), QLocale::c(), 'g', 6, ticks, &subTicks, &labels);
  EXPECT_TRUE(labels.contains("1")) << labels.join(" ").toStdString();
  ticker.generate(QCPRange(0.001, 2), QLocale::c(), 'g', 6, ticks, &subTicks, &labels);
  EXPECT_TRUE(labels.contains("10⁰")) << labels.join(" ").toStdString();
}
