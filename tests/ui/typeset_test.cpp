// The TeX-subset engine (ui/typeset): the font it uses, the parser's errors, TeX's layout rules
// measured on boxes, the corpus against MathJax's boxes, drawing, the cache and the spoken form.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QRegularExpression>
#include <array>
#include <cmath>
#include <variant>

#include "core/activations.hpp"
#include "core/model/deck.hpp"
#include "core/model/presentation.hpp"
#include "ui/export/SvgDevice.hpp"
#include "ui/model/CurveText.hpp"
#include "ui/typeset/Formula.hpp"
#include "ui/typeset/MathFont.hpp"
#include "ui/typeset/TexParser.hpp"
#include "ui/window/Language.hpp"

namespace {

using ui::typeset::Atom;
using ui::typeset::AtomList;
using ui::typeset::Constant;
using ui::typeset::Formula;
using ui::typeset::MathFont;
using ui::typeset::Style;

std::shared_ptr<const Formula> display(const char* tex) {
  return Formula::typeset(QString::fromUtf8(tex), Style::Display);
}
std::shared_ptr<const Formula> inlined(const char* tex) {
  return Formula::typeset(QString::fromUtf8(tex), Style::Text);
}
/// Sizes in thousandths of an em.
double width(const std::shared_ptr<const Formula>& f) { return f->width(1000); }
double ascent(const std::shared_ptr<const Formula>& f) { return f->ascent(1000); }
double descent(const std::shared_ptr<const Formula>& f) { return f->descent(1000); }

const MathFont& font() { return *MathFont::standard(); }

TEST(MathFont, LatinModernMathIsTheFontFormulasAreSetIn) {
  ASSERT_NE(MathFont::standard(), nullptr) << "fonts-lmodern is not installed";
  EXPECT_EQ(font().family().toStdString(), "Latin Modern Math");
  // Its MATH table as the font has it (values in thousandths of an em).
  EXPECT_EQ(font().constant(Constant::AxisHeight), 250);
  EXPECT_EQ(font().constant(Constant::FractionRuleThickness), 40);
  EXPECT_EQ(font().constant(Constant::ScriptPercentScaleDown), 70);
  EXPECT_EQ(MathFont::open("Latin Modern Roman"), nullptr);  // no MATH table: not a math font
  EXPECT_EQ(MathFont::open("No Such Font Family"), nullptr);
}

TEST(MathFont, ScriptLevelsUseTheFontsOpticalScriptGlyphs) {
  const quint32 x = font().glyph(0x1D465);  // italic x
  ASSERT_NE(x, 0u);
  EXPECT_NE(font().glyph(0x1D465, 1), x);
  EXPECT_NE(font().glyph(0x1D465, 2), font().glyph(0x1D465, 1));
  EXPECT_EQ(font().glyph(0x4E2D), 0u);  // 中: not in the math font (set from a text font)
}

TEST(TexParser, ErrorsNameTheColumn) {
  struct Case {
    const char* tex;
    const char* error;
  };
  const Case cases[] = {
      {R"(x=\fracc{1}{2})", "unknown command \\fracc at column 3"},
      {R"(\frac{1}{2)", "missing } for this { at column 9"},
      {R"(a}b)", "unmatched } at column 2"},
      {R"(\left( x)", "\\left without \\right at column 1"},
      {R"(x \right))", "\\right without \\left at column 3"},
      {R"(x^2^3)", "double superscript at column 4"},
      {R"(x_1_2)", "double subscript at column 4"},
      {R"(a & b)", "& outside cases or aligned at column 3"},
      {R"(\begin{matrix} a \end{matrix})", "unknown environment {matrix} at column 1"},
      {R"(\begin{cases} a & b)", "\\begin{cases} without \\end{cases} at column 1"},
      {R"(\sqrt[3{x})", "missing ] for this [ at column 6"},
      {R"(\frac{1})", "\\frac is missing its argument at column 1"},
      {"x\u200By", "an invisible character (U+200B) at column 2"},
      {R"(\left\alpha x \right))", "\\alpha cannot be a delimiter at column 6"},
      {R"(x^)", "^ is missing its argument at column 2"},
      {R"($x$)", "'$' must be written \\$ at column 1"},
      {R"(\text{abc)", "missing } for the { of \\text at column 6"},
  };
  for (const Case& c : cases) {
    const auto r = ui::typeset::parseTex(QString::fromUtf8(c.tex));
    EXPECT_EQ(r.error.toStdString(), c.error) << c.tex;
  }
  std::string deep;
  for (int i = 0; i < 200; ++i) deep += "{";
  const auto r = ui::typeset::parseTex(QString::fromStdString(deep));
  EXPECT_FALSE(r.ok());  // refused, not a stack overflow
  EXPECT_NE(r.error.indexOf("deeper"), -1) << r.error.toStdString();
}

TEST(TexParser, ReadsTheSubsetIntoAtoms) {
  const auto r = ui::typeset::parseTex(R"(f'(x) = \sum_{i=1}^n x_i^2 - \mathbb{E}[x])");
  ASSERT_TRUE(r.ok()) << r.error.toStdString();
  ASSERT_GE(r.atoms.size(), 7u);
  const Atom& f = r.atoms[0];
  ASSERT_TRUE(f.sup);
  ASSERT_EQ(f.sup->size(), 1u);
  EXPECT_EQ(f.sup->front().text, QString(QChar(0x2032)));  // f' is f^{\prime}
  EXPECT_EQ(f.text, QString::fromUcs4(U"\U0001D453"));     // italic f
  EXPECT_EQ(r.atoms[4].cls, ui::typeset::Class::Rel);      // =
  const Atom& sum = r.atoms[5];
  EXPECT_TRUE(sum.largeOp);
  EXPECT_TRUE(sum.sub && sum.sup);
  // '-' is the minus sign, a binary operator.
  bool minus = false;
  for (const Atom& a : r.atoms) minus |= a.text == QString(QChar(0x2212));
  EXPECT_TRUE(minus);
  // The gated units' Hadamard product is a binary operator.
  const auto g = ui::typeset::parseTex(R"((w\cdot x + b) \odot \operatorname{act}(v\cdot x))");
  ASSERT_TRUE(g.ok()) << g.error.toStdString();
  bool odot = false;
  for (const Atom& a : g.atoms)
    odot |= a.text == QString(QChar(0x2299)) && a.cls == ui::typeset::Class::Bin;
  EXPECT_TRUE(odot);
  // f'^2: the prime and the exponent share one superscript.
  const auto p = ui::typeset::parseTex("f'^2");
  ASSERT_TRUE(p.ok()) << p.error.toStdString();
  ASSERT_EQ(p.atoms.size(), 1u);
  EXPECT_EQ(p.atoms[0].sup->size(), 2u);
}

TEST(Layout, BinaryOperatorsTakeMediumSpacesUnlessUnary) {
  const double a = width(display("a")), plus = width(display("+"));
  const double mu = 1000.0 / 18;
  EXPECT_NEAR(width(display("a+a")), 2 * a + plus + 8 * mu, 0.5);
  EXPECT_NEAR(width(display("+a")), plus + a, 0.5);  // unary: an ordinary symbol
  EXPECT_NEAR(width(display("a=a")), 2 * a + width(display("=")) + 10 * mu, 0.5);
  // In scripts the medium and thick spaces go: "a+a" is as wide as "+a" and "a" together.
  const auto raised = [](const char* s) { return width(display(s)) - width(display("x")); };
  const double afterScript = font().constant(Constant::SpaceAfterScript);
  EXPECT_NEAR(raised("x^{a+a}"), raised("x^{+a}") + raised("x^{a}") - afterScript, 0.5);
}

TEST(Layout, FractionRuleSitsOnTheMathAxis) {
  const auto f = display(R"(\frac{a}{b})");
  ASSERT_EQ(f->ruleCount(), 1);
  const QRectF rule = f->outline().boundingRect();
  EXPECT_GT(rule.height(), 0);
  // The rule's centre at the axis height above the baseline.
  const QPainterPath path = f->outline();
  bool found = false;
  for (int i = 0; i < path.elementCount() && !found; ++i) {
    const double y = path.elementAt(i).y;
    found = std::abs(y - (-250 + 20)) < 0.5 || std::abs(y - (-250 - 20)) < 0.5;
  }
  EXPECT_TRUE(found) << "no rule edge at the axis ± half the rule";
  EXPECT_GT(ascent(f), 1000);  // numerator raised in display style
  EXPECT_GT(ascent(f), ascent(inlined(R"(\frac{a}{b})")));
  // TeX's null delimiters on both sides.
  EXPECT_NEAR(width(display(R"(\frac{a}{a})")),
              width(display("a")) - font().italicCorrection(font().glyph(0x1D44E)) + 240, 1.0);
}

TEST(Layout, RadicalsAndDelimitersGrowWithWhatTheyEnclose) {
  const auto small = display(R"(\sqrt{x})");
  const auto tall = display(R"(\sqrt{\frac{a}{b}})");
  EXPECT_GT(ascent(tall) + descent(tall), ascent(small) + descent(small) + 800);
  const auto paren = display(R"(\left(x\right))");
  const auto big = display(R"(\left(\frac{a}{b}\right))");
  EXPECT_GE(ascent(big), ascent(display(R"(\frac{a}{b})")) - 10);
  EXPECT_GT(ascent(big) + descent(big), ascent(paren) + descent(paren) + 500);
  // \big… grow in steps.
  const double h1 = ascent(display(R"(\bigl()")) + descent(display(R"(\bigl()"));
  const double h2 = ascent(display(R"(\Bigl()")) + descent(display(R"(\Bigl()"));
  const double h4 = ascent(display(R"(\Biggl()")) + descent(display(R"(\Biggl()"));
  EXPECT_LT(h1, h2);
  EXPECT_LT(h2, h4);
  // Taller than the font's largest size, a delimiter is assembled from parts.
  const char* inner = R"(\frac{\frac{\frac{a}{b}}{\frac{c}{d}}}{\frac{\frac{e}{f}}{\frac{g}{h}}})";
  const auto tower = display((std::string(R"(\left()") + inner + R"(\right))").c_str());
  EXPECT_GT(ascent(tower) + descent(tower), 3500);
  EXPECT_GE(tower->glyphCount() - display(inner)->glyphCount(), 2 * 3);
}

TEST(Layout, BigOperatorsTakeLimitsInDisplayAndScriptsInline) {
  const auto d = display(R"(\sum_{i=1}^{n})");
  const auto t = inlined(R"(\sum_{i=1}^{n})");
  EXPECT_GT(ascent(d) + descent(d), ascent(t) + descent(t) + 700);
  EXPECT_LT(width(d), width(t) + 300);  // limits stacked, not beside
  // Integrals keep their limits beside, even in display style.
  const auto i = display(R"(\int_0^1)");
  EXPECT_GT(width(i), width(display(R"(\int)")));
}

TEST(Layout, CasesStackRowsAtTheArrayStrut) {
  const auto one = display(R"(\begin{cases} x & x > 0 \end{cases})");
  const auto two = display(R"(\begin{cases} x & x > 0 \\ 0 & x \le 0 \end{cases})");
  const auto three = display(R"(\begin{cases} 1 \\ 2 \\ 3 \end{cases})");
  // Each row at least amsmath's strut, 1.44 em.
  EXPECT_GE(ascent(two) + descent(two), 2 * 1440 - 1);
  EXPECT_GE(ascent(three) + descent(three), 3 * 1440 - 1);
  EXPECT_GT(ascent(two), ascent(one));
  EXPECT_GT(width(two), width(display("x > 0")) + width(display("x")) + 1000);
}

TEST(Layout, AlignedRowsMeetAtTheirRelations) {
  // Left columns flush right, right columns flush left: the block is as wide as the widest left
  // part and the widest right part together, so every row's "=" stands at one x.
  const double left = width(display("ab")), right = width(display("{}= cdef"));
  const auto block = display(R"(\begin{aligned} ab &= c \\ x &= cdef \end{aligned})");
  EXPECT_NEAR(width(block), left + right, 1.0);
  const auto swapped = display(R"(\begin{aligned} x &= cdef \\ ab &= c \end{aligned})");
  EXPECT_NEAR(width(swapped), width(block), 1.0);
  // "&=" spaces its relation as after a term (amsmath's {}), as "b = c" does.
  EXPECT_NEAR(width(display(R"(\begin{aligned} b &= c \end{aligned})")), width(display("b = c")),
              1.0);
  // Rows at least a strut apart plus \jot (1.2 + 0.3 em); a display fraction takes its room.
  const auto two = display(R"(\begin{aligned} a &= b \\ c &= d \end{aligned})");
  EXPECT_GE(ascent(two) + descent(two), 2 * 1200 + 300 - 1);
  const auto tall = display(R"(\begin{aligned} a &= \frac{1}{2} \\ c &= d \end{aligned})");
  EXPECT_GT(ascent(tall) + descent(tall), ascent(two) + descent(two) + 500);
  // Pairs of columns a \minalignsep (1 em) apart.
  const auto pairs = display(R"(\begin{aligned} a &= b & c &= d \end{aligned})");
  EXPECT_NEAR(width(pairs), width(display("a = b")) + 1000 + width(display("c = d")), 1.0);
  // Nested in cases, each \end closes its own environment.
  EXPECT_TRUE(
      display(R"(\begin{cases} \begin{aligned} a &= b \end{aligned} & x > 0 \end{cases})")->ok());
  EXPECT_FALSE(display(R"(\begin{aligned} a &= b \end{cases})")->ok());
  EXPECT_EQ(
      ui::typeset::parseTex(R"(\begin{aligned} a & b & c & d & e & f & g & h & i \end{aligned})")
          .error.toStdString(),
      "an aligned row has at most 8 columns at column 47");
}

TEST(Layout, ScriptsAreSmallerAndPlacedByTheFontsConstants) {
  const auto x2 = display("x^2");
  const auto xi = display("x_i");
  EXPECT_GE(ascent(x2), font().constant(Constant::SuperscriptShiftUp) + 0.7 * 600);
  EXPECT_GE(descent(xi), font().constant(Constant::SubscriptShiftDown) - 1);
  // Italic correction: f's superscript starts further right than its subscript.
  const auto sup = display("f^a"), sub = display("f_a");
  EXPECT_GT(width(sup), width(sub));
  // Script-script is smaller again.
  EXPECT_LT(width(display("x^{x^{x}}")) - width(display("x^{x}")),
            width(display("x^{x}")) - width(display("x")));
}

TEST(Layout, TextAndMissingCharactersComeFromTextFonts) {
  const auto t = display(R"(\text{if } x)");
  EXPECT_GT(width(t), width(display("x")) + 600);
  // A Chinese character has no glyph in the math font: drawn from a fallback, not dropped.
  const auto zh = display(R"(\text{中} + x)");
  EXPECT_GT(width(zh), width(display("+x")) + 500);
  EXPECT_GT(zh->glyphCount(), 2);
}

TEST(Formula, TheCacheSharesOneLayoutPerTexAndStyle) {
  EXPECT_EQ(display("x + y").get(), display("x + y").get());
  EXPECT_NE(display("x + y").get(), inlined("x + y").get());
  // A size is a scale of the one layout.
  const auto f = display(R"(\Phi(x))");
  EXPECT_DOUBLE_EQ(f->width(40), 2 * f->width(20));
}

TEST(Formula, AnErrorShowsTheSourceAsText) {
  const auto f = display(R"(x = \fracc{1}{2})");
  EXPECT_FALSE(f->ok());
  EXPECT_EQ(f->errorColumn(), 5);
  EXPECT_GT(width(f), 3000);  // the source, drawn
  EXPECT_GT(f->glyphCount(), 10);
}

TEST(Formula, DrawsInkInsideItsBoxOnAnyDevice) {
  const auto f =
      display(R"(\Phi(x) = \frac{1}{2}\left(1 + \operatorname{erf}\frac{x}{\sqrt{2}}\right))");
  const double em = 40;
  QImage image(static_cast<int>(f->width(em)) + 40,
               static_cast<int>(f->ascent(em) + f->descent(em)) + 40, QImage::Format_ARGB32);
  image.fill(Qt::white);
  {
    QPainter p(&image);
    f->draw(p, QPointF(20, 20 + f->ascent(em)), em, Qt::black);
  }
  const QRect box =
      f->rect(em).translated(20, 20 + f->ascent(em)).toAlignedRect().adjusted(-2, -2, 2, 2);
  int inside = 0, outside = 0;
  for (int y = 0; y < image.height(); ++y) {
    for (int x = 0; x < image.width(); ++x) {
      if (qGray(image.pixel(x, y)) < 128) (box.contains(x, y) ? inside : outside)++;
    }
  }
  EXPECT_GT(inside, 1000);
  EXPECT_EQ(outside, 0);
  // In SVG the glyphs are outlines (paths), never text a renderer would lay out again.
  ui::SvgDevice svg(QSize(400, 100), "t", "d");
  {
    QPainter p(&svg);
    f->draw(p, QPointF(10, 60), 20, Qt::black);
  }
  const QByteArray doc = svg.svg();
  EXPECT_NE(doc.indexOf("<path"), -1);
  EXPECT_EQ(doc.indexOf("<text"), -1);
}

TEST(Formula, ReadsItselfAloud) {
  EXPECT_EQ(display(R"(\Phi(x) = \frac{1}{2})")->spoken().toStdString(),
            "Phi of x equals 1 over 2");
  EXPECT_EQ(display(R"(x^2 + \sqrt{y})")->spoken().toStdString(),
            "x squared plus the square root of y");
  EXPECT_EQ(display(R"(\varphi(x) = e^{-x^2/2})")->spoken().toStdString(),
            "phi of x equals e to the power minus x squared over 2, end power");
  EXPECT_EQ(display(R"(\mathrm{ReLU}(x) = \begin{cases} x & x > 0 \\ 0 & x \le 0\end{cases})")
                ->spoken()
                .toStdString(),
            "ReLU of x equals cases: x when x is greater than 0; 0 when x is less than or equal "
            "to 0");
}

// --- The corpus against MathJax ---------------------------------------------------------------

/// MathJax draws a fraction's rule 0.1 em beyond its numerator and denominator on each side
/// (TeX does not): its widths are 0.2 em wider per fraction, scaled by MathJax's script sizes.
double mathJaxFractionExtra(const AtomList& list, Style style) {
  const auto scale = [](Style s) {
    return s == Style::Script ? 0.707 : s == Style::ScriptScript ? 0.5 : 1.0;
  };
  const auto smaller = [](Style s) {
    return s == Style::Display || s == Style::Text ? Style::Script : Style::ScriptScript;
  };
  double extra = 0;
  Style s = style;
  for (const Atom& a : list) {
    if (a.kind == Atom::Kind::StyleSwitch) s = a.style;
    if (a.sup) extra += mathJaxFractionExtra(*a.sup, smaller(s));
    if (a.sub) extra += mathJaxFractionExtra(*a.sub, smaller(s));
    switch (a.kind) {
      case Atom::Kind::Fraction: {
        const Style f = a.displayStyleBody ? Style::Display : a.textStyleBody ? Style::Text : s;
        extra += 200 * scale(f);
        const Style part = f == Style::Display ? Style::Text : smaller(f);
        extra += mathJaxFractionExtra(*a.body, part) + mathJaxFractionExtra(*a.second, part);
        break;
      }
      case Atom::Kind::Cases:
        for (const auto& row : a.rows) {
          for (const AtomList& cell : row) extra += mathJaxFractionExtra(cell, Style::Text);
        }
        break;
      default:
        if (a.body) extra += mathJaxFractionExtra(*a.body, s);
        break;
    }
  }
  return extra;
}

TEST(Corpus, BoxesAgreeWithMathJaxs) {
  // Each formula of the corpus against MathJax 3.2.2's rendering of it
  // (scripts/make_tex_reference.mjs): widths within 4% (or 0.15 em), heights and depths within
  // 0.12 em, or the allowance the corpus gives with its reason (TeX's rules or the font's MATH
  // table where MathJax's conventions differ).
  QFile corpus(GELU_TYPESET_DATA "/corpus.tsv");
  ASSERT_TRUE(corpus.open(QIODevice::ReadOnly));
  const QRegularExpression viewBox(R"re(viewBox="([-0-9.]+) ([-0-9.]+) ([-0-9.]+) ([-0-9.]+)")re");
  int checked = 0;
  QStringList problems;
  while (!corpus.atEnd()) {
    const QString line = QString::fromUtf8(corpus.readLine()).trimmed();
    if (line.isEmpty() || line.startsWith('#')) continue;
    const QStringList f = line.split('\t');
    ASSERT_GE(f.size(), 3) << line.toStdString();
    QFile svg(GELU_TYPESET_DATA "/" + f[0] + ".svg");
    ASSERT_TRUE(svg.open(QIODevice::ReadOnly)) << f[0].toStdString();
    const auto m = viewBox.match(QString::fromUtf8(svg.readAll()));
    ASSERT_TRUE(m.hasMatch()) << f[0].toStdString();
    const Style style = f[1] == "display" ? Style::Display : Style::Text;
    const auto parsed = ui::typeset::parseTex(f[2]);
    ASSERT_TRUE(parsed.ok()) << f[0].toStdString() << ": " << parsed.error.toStdString();
    const double refWidth = m.captured(3).toDouble() - mathJaxFractionExtra(parsed.atoms, style);
    const double refAscent = -m.captured(2).toDouble();
    const double refDescent = m.captured(4).toDouble() - refAscent;
    const auto ours = Formula::typeset(f[2], style);
    const double allowance = f.size() > 3 ? f[3].toDouble() : 120.0;
    const double w = width(ours), a = ascent(ours), d = descent(ours);
    const auto report = [&](const char* what, double got, double want) {
      problems << QStringLiteral("%1 %2: %3, MathJax %4")
                      .arg(f[0], what)
                      .arg(got, 0, 'f', 0)
                      .arg(want, 0, 'f', 0);
    };
    if (std::abs(w - refWidth) > std::max({0.04 * refWidth, 150.0, allowance})) {
      report("width", w, refWidth);
    }
    if (std::abs(a - refAscent) > allowance) report("ascent", a, refAscent);
    if (std::abs(d - refDescent) > allowance) report("descent", d, refDescent);
    ++checked;
  }
  EXPECT_GE(checked, 60);
  EXPECT_TRUE(problems.isEmpty()) << problems.join('\n').toStdString();
}

// Issue 47, item 7: every display formula of the shipped decks (each language, a derivation's
// rows joined as the lecture joins them) keeps TeX's shape — KaTeX's setting of it
// (scripts/make_deck_tex_reference.mjs): width, height + depth and their ratio within 15%.
TEST(Corpus, TheShippedDecksFormulasKeepTeXsShape) {
  QFile table(GELU_TYPESET_DATA "/decks.tsv");
  ASSERT_TRUE(table.open(QIODevice::ReadOnly));
  QHash<QString, std::array<double, 3>> reference;
  while (!table.atEnd()) {
    const QString line = QString::fromUtf8(table.readLine()).chopped(1);
    if (line.isEmpty() || line.startsWith('#')) continue;
    const QStringList f = line.split('\t');
    ASSERT_EQ(f.size(), 4) << line.toStdString();
    reference.insert(f[0], {f[1].toDouble(), f[2].toDouble(), f[3].toDouble()});
  }
  QDir decks(QStringLiteral(GELU_SOURCE_DIR "/resources/decks"));
  int checked = 0;
  QStringList problems;
  for (const QString& name : decks.entryList({"*.gelu-deck.json"}, QDir::Files)) {
    QFile file(decks.filePath(name));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const auto parsed = gelu::model::parseDeck(file.readAll().toStdString());
    ASSERT_TRUE(std::holds_alternative<gelu::model::Deck>(parsed)) << name.toStdString();
    for (const gelu::model::DeckStep& step : std::get<gelu::model::Deck>(parsed).steps) {
      for (const char* language : {"en", "de", "fr", "es", "zh_CN"}) {
        std::vector<std::string> lines;
        if (!step.formula.empty()) lines.push_back(step.formula.in(language));
        for (const auto& f : step.fragments) {
          if (!f.formula.empty()) lines.push_back(f.formula.in(language));
        }
        for (const std::string& tex : gelu::model::displayFormulas(lines)) {
          const QString t = QString::fromStdString(tex);
          const auto it = reference.constFind(t);
          if (it == reference.constEnd()) {
            problems << "no reference (run scripts/make_deck_tex_reference.mjs): " + t;
            continue;
          }
          const auto ours = display(tex.c_str());
          ASSERT_TRUE(ours->ok()) << tex << ": " << ours->error().toStdString();
          const double w = width(ours), h = ascent(ours) + descent(ours);
          const double refW = (*it)[0], refH = (*it)[1] + (*it)[2];
          const double shape = (w / h) / (refW / refH) - 1;
          if (std::abs(w / refW - 1) > 0.15 || std::abs(h / refH - 1) > 0.15 ||
              std::abs(shape) > 0.15) {
            problems << QStringLiteral("%1: %2 × %3 em, TeX %4 × %5 (shape %6%)")
                            .arg(t)
                            .arg(w / 1000, 0, 'f', 2)
                            .arg(h / 1000, 0, 'f', 2)
                            .arg(refW / 1000, 0, 'f', 2)
                            .arg(refH / 1000, 0, 'f', 2)
                            .arg(100 * shape, 0, 'f', 0);
          }
          ++checked;
        }
      }
    }
  }
  EXPECT_GE(checked, 20);
  EXPECT_TRUE(problems.isEmpty()) << problems.join('\n').toStdString();
}

}  // namespace

namespace {

// Every library function's definition typesets (no error: an error would show its source) in
// every language of the window, and so does a typed formula's.
TEST(Definitions, EveryFunctionsTexTypesetsInEveryLanguage) {
  for (const char* language : {"en", "de", "fr", "es", "zh_CN"}) {
    ui::applyLanguage(language);
    for (const gelu::FunctionInfo& f : gelu::functions()) {
      const QString tex = ui::curveTex(f);
      ASSERT_FALSE(tex.isEmpty()) << f.id;
      const auto formula = Formula::typeset(tex, Style::Text);
      EXPECT_TRUE(formula->ok()) << language << " " << f.id << ": "
                                 << formula->error().toStdString();
      EXPECT_GT(formula->glyphCount(), 0) << f.id;
    }
  }
  ui::applyLanguage("en");
  QLocale::setDefault(QLocale::c());
}

}  // namespace
