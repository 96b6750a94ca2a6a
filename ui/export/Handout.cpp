#include "ui/export/Handout.hpp"

#include <qcustomplot.h>

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <vector>

#include "core/activations.hpp"
#include "core/model/presentation.hpp"
#include "core/model/question.hpp"
#include "ui/export/ExportLook.hpp"
#include "ui/export/TextBlock.hpp"
#include "ui/export/TextBoxes.hpp"
#include "ui/model/CurveText.hpp"
#include "ui/model/NumberText.hpp"
#include "ui/model/SceneState.hpp"
#include "ui/model/Text.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/Stage.hpp"
#include "ui/panels/Theme.hpp"
#include "ui/typeset/MathText.hpp"

namespace ui {
namespace {

/// Texts of the handout, translatable (context "Handout").
struct HandoutText {
  Q_DECLARE_TR_FUNCTIONS(Handout)
};

// A page's margins in logical pixels (96 per inch).
constexpr double kMargin = 64.0;
constexpr double kGap = 14.0;
// One step a page, its figure at least this share of the page's height (item 5 of issue 47: a
// figure a reader can read, not 9 mm of plot).
constexpr double kFigureShare = 0.4;
// One step a page: the tallest a lone plot grows (height / width), a lone panel of several
// plots, two stacked plots each, and the least height (a share of the width) at which two
// plots are stacked rather than paired.
constexpr double kCellAspect = 1.0;
constexpr double kGridAspect = 1.3;
constexpr double kStackedAspect = 0.62;
constexpr double kStackedShare = 0.36;

/// A curve's name in the handout's language (a built-in's translated, a formula's as typed).
QString curveLabel(const std::string& id, const std::string& name) {
  const gelu::FunctionInfo* f = gelu::builtInFunction(id);
  return f != nullptr ? curveName(*f) : QString::fromStdString(name);
}

/// Plain text as rich text: escaped (not its formulas: TeX is no markup), paragraphs and line
/// breaks kept.
QString paragraphs(const QString& text) {
  return typeset::escapedAroundMath(text).replace("\n\n", "<p>").replace('\n', "<br>");
}

/// The y (within `doc`) of the last line boundary at or above `limit`, after `from`: where a
/// page break may cut the text without cutting a line.
double breakBefore(const QTextDocument& doc, double from, double limit) {
  // The whole rest when it fits: below the last line there may be room for a formula's depth
  // (the frame's bottom margin), which is no line but must not start a page of its own.
  if (doc.size().height() <= limit + 0.01) return doc.size().height();
  double cut = from;
  for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
    const QRectF box = doc.documentLayout()->blockBoundingRect(b);
    const QTextLayout* layout = b.layout();
    for (int i = 0; i < layout->lineCount(); ++i) {
      const QTextLine line = layout->lineAt(i);
      const double bottom = box.top() + line.y() + line.height();
      if (bottom <= limit + 0.01 && bottom > cut) cut = bottom;
    }
  }
  return cut;
}

/// Draws `doc` from its y = `from` up to `to` at `at`.
void drawSlice(QPainter& p, QTextDocument& doc, QPointF at, double from, double to) {
  p.save();
  p.translate(at.x(), at.y() - from);
  doc.drawContents(&p, QRectF(0, from, doc.textWidth(), to - from));
  p.restore();
}

/// A handout step's texts, measured: over its figure and under it.
struct StepTexts {
  std::vector<std::unique_ptr<QTextDocument>> above, below;
  bool notes = false;       ///< the presenter's notes are among them
  std::size_t notesAt = 0;  ///< below's index of the notes' heading
  double height = 0;        ///< all of them, with their gaps
};

/// A handout step's figure as laid out: its columns, height and type, and the stage it draws.
struct FigurePlan {
  int columns = 1;
  double height = 0;
  std::unique_ptr<Stage> stage;
  ExportOptions options;
};

}  // namespace

QStringList paperNames() { return {QStringLiteral("a4"), QStringLiteral("letter")}; }

std::optional<HandoutOptions::Paper> parsePaper(const QString& name) {
  if (name == QLatin1String("a4")) return HandoutOptions::Paper::A4;
  if (name == QLatin1String("letter")) return HandoutOptions::Paper::Letter;
  return std::nullopt;
}

QString paperName(HandoutOptions::Paper paper) {
  return paper == HandoutOptions::Paper::Letter ? QStringLiteral("letter") : QStringLiteral("a4");
}

QByteArray renderHandout(const Deck& deck, const QString& language, const Theme& theme,
                         const HandoutOptions& options, QStringList* problems,
                         std::vector<HandoutPlacement>* placements) {
  const bool letter = options.paper == HandoutOptions::Paper::Letter;
  const double paperWidth = (letter ? 8.5 : 210.0 / 25.4) * kLogicalDpi;
  const double paperHeight = (letter ? 11.0 : 297.0 / 25.4) * kLogicalDpi;
  const bool twoUp = options.stepsPerPage == 2;
  QBuffer buffer;
  buffer.open(QIODevice::WriteOnly);
  QPdfWriter pdf(&buffer);
  pdf.setResolution(static_cast<int>(kLogicalDpi));
  pdf.setPageSize(QPageSize(letter ? QPageSize::Letter : QPageSize::A4));
  pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
  pdf.setCreator(QStringLiteral("GELU Explorer"));
  const QString deckTitle = textIn(deck.title, language);
  pdf.setTitle(deckTitle.isEmpty() ? HandoutText::tr("Handout") : deckTitle);
  QCPPainter painter;
  if (!painter.begin(&pdf)) return {};
  painter.setMode(QCPPainter::pmVectorized);
  painter.setMode(QCPPainter::pmNoCaching);
  painter.setMode(QCPPainter::pmNonCosmetic);

  const double width = paperWidth - 2 * kMargin;
  const double bottom = paperHeight - kMargin;
  const QColor dim = theme.grid.darker(theme.dark ? 60 : 170);
  const std::vector<int> shown = shownSteps(deck);
  bool firstPage = true;
  int page = 0;
  const auto newPage = [&] {
    if (!firstPage) pdf.newPage();
    firstPage = false;
    ++page;
    painter.fillRect(QRectF(0, 0, paperWidth, paperHeight), theme.background);
  };
  double y = kMargin;
  const double half = kMargin + (bottom - kMargin) / 2;  // where a page's second step begins
  int stepsOnPage = 0;                                   // begun on the current page
  // Step n's texts, measured before anything is placed: above the figure the header, title
  // and caption; below it the formulas (as the last fragment shows them), the question for
  // the room and the notes.
  const auto stepTexts = [&](int n) {
    const DeckStep& step = deck.steps[shown[static_cast<std::size_t>(n)]];
    StepTexts t;
    auto& above = t.above;
    auto& below = t.below;
    const QString header = deckTitle.isEmpty()
                               ? HandoutText::tr("Step %1 of %2").arg(n + 1).arg(shown.size())
                               : HandoutText::tr("%1 · step %2 of %3")
                                     .arg(deckTitle.toHtmlEscaped())
                                     .arg(n + 1)
                                     .arg(shown.size());
    above.push_back(textBlock(header, width, theme, 9, false, dim));
    if (!step.title.empty()) {
      above.push_back(
          textBlock(textIn(step.title, language).toHtmlEscaped(), width, theme, 18, true));
    }
    if (!step.caption.empty()) {
      above.push_back(
          textBlock(keepFormulasWhole(typeset::escapedAroundMath(textIn(step.caption, language))),
                    width, theme, 12));
    }
    QString lines;  // as the last fragment shows them, a derivation's rows aligned
    for (const std::string& f : gelu::model::displayFormulas(
             gelu::model::stepFormulaLines(step, -1, language.toStdString()))) {
      lines += "$$" + QString::fromStdString(f) + "$$";
    }
    if (!lines.isEmpty()) below.push_back(textBlock(lines, width, theme, 12));
    // The step's question for the room, and its right answer as the room was told it: with the
    // notes only (a handout without them is the students' own; it gave the answers away).
    if (const auto q = gelu::model::resolveQuestion(deck, shown[n], language.toStdString())) {
      const auto number = [](double v) { return readableNumber(QString::number(v, 'g', 6)); };
      QString html = "<p>" + QString::fromStdString(q->prompt).toHtmlEscaped() + "</p>";
      if (q->kind == gelu::model::QuestionKind::Choice) {
        html += "<ol type=\"A\">";
        for (const std::string& c : q->choices) {
          html += "<li>" + QString::fromStdString(c).toHtmlEscaped() + "</li>";
        }
        html += "</ol>";
        if (q->rightChoice && options.notes) {
          html +=
              "<p>" +
              HandoutText::tr("Right answer: %1")
                  .arg(QString::fromStdString(q->choices[static_cast<std::size_t>(*q->rightChoice)])
                           .toHtmlEscaped()) +
              "</p>";
        }
      } else if (q->right && options.notes) {
        html += "<p>" +
                (q->kind == gelu::model::QuestionKind::Point
                     ? HandoutText::tr("Right answer: x = %1 on %2 (within ±%3)")
                           .arg(number(*q->right), curveLabel(q->curve, q->curveName),
                                number(q->tolerance))
                     : HandoutText::tr("Right answer: %1 (within ±%2)")
                           .arg(number(*q->right), number(q->tolerance))) +
                "</p>";
      }
      below.push_back(
          textBlock(HandoutText::tr("Question for the room"), width, theme, 10, true, dim));
      below.push_back(textBlock(html, width, theme, 11));
    }
    t.notes = !step.notes.empty() && options.notes;
    t.notesAt = below.size();  // the notes' heading keeps a line with it
    if (t.notes) {
      below.push_back(textBlock(HandoutText::tr("Notes"), width, theme, 10, true, dim));
      below.push_back(textBlock(paragraphs(textIn(step.notes, language)), width, theme, 10.5));
    }
    const auto tallness = [](const auto& docs) {
      double h = 0;
      for (const auto& d : docs) h += d->size().height() + kGap;
      return h;
    };
    t.height = tallness(above) + tallness(below) + kGap;
    return t;
  };
  std::optional<StepTexts> next;  // the step after, measured to see if it shares a page
  // The figure: as wide as the text. One step a page: at least 40% of the page tall (16:9
  // when that is taller, a 2 × 2 grid taller still), and what the texts leave (below). Two a
  // page: what the step's half leaves beside its texts, between 0.3 and 9/16 of the width; a step
  // alone on its page is laid out as one a page. The figure rules then decide what it needs:
  // 11 pt ticks on screen are 8.8 pt on paper; when its text would not fit or read (a log axis's
  // exponents), a taller figure (up to a page's text area, on a page of its own) or the screen's
  // type size, then a little smaller type.
  const double pageHeight = bottom - kMargin;
  const double halfHeight = half - kGap / 2 - kMargin;
  const double smallest = width * 0.3, roomy = width * 9.0 / 16.0;
  const auto fitsHalf = [&](double texts) { return halfHeight - texts >= smallest; };
  const auto planFigure = [&](int n, double textHeight, bool alone) {
    const DeckStep& step = deck.steps[shown[static_cast<std::size_t>(n)]];
    FigurePlan plan;
    const std::size_t count = step.panels.size();
    int columns = count <= 2 ? static_cast<int>(count) : 2;
    const double largest = std::min(pageHeight, std::max(std::ceil(kFigureShare * paperHeight),
                                                         width * (count <= 2 ? 9.0 / 16.0 : 0.8)));
    double figureHeight = largest;
    if (alone) {
      // One step a page: the figure takes what the page leaves beside the step's texts, so
      // the page is used, not a third of it left blank. Two plots are stacked when each is
      // then at least kStackedShare of the width tall: on a portrait page a plot as wide as
      // the column has more area than one of a pair side by side, and plots over one x
      // (the pdf over Φ) line up as a textbook draws them. A plot grows no taller than its
      // width (a steeper frame would distort the curves' slopes), a grid of plots somewhat more.
      const double room = pageHeight - textHeight;
      if (count == 2 && room >= 2 * kStackedShare * width) columns = 1;
      const int rows = std::max(1, (static_cast<int>(count) + columns - 1) / std::max(columns, 1));
      const double cellWidth = width / std::max(columns, 1);
      const PanelInfo* lone =
          count == 1 ? panelInfo(QString::fromStdString(step.panels[0])) : nullptr;
      const double aspect = lone != nullptr ? (lone->severalPlots ? kGridAspect : kCellAspect)
                            : columns == 1  ? kStackedAspect
                                            : 1.0;
      const double tallest = std::min(pageHeight, rows * cellWidth * aspect);
      figureHeight = std::clamp(room, std::min(largest, tallest), std::max(largest, tallest));
    } else {
      figureHeight = std::min(roomy, halfHeight - textHeight);
    }
    plan.columns = columns;
    plan.height = figureHeight;
    // As a figure shows them: draws to see and the run's end, unless the step says otherwise.
    std::function<void(int, int)> trained;
    if (options.training) {
      trained = [&options, n](int epoch, int epochs) { options.training(n + 1, epoch, epochs); };
    }
    plan.stage = deckStepStage(deck, shown[static_cast<std::size_t>(n)],
                               static_cast<int>(step.fragments.size()), columns, theme,
                               limits::kDefaultFigureSamples, true, trained);
    if (plan.stage == nullptr) return plan;
    ExportOptions& o = plan.options;
    const double tall = std::max(figureHeight, std::min(width, pageHeight));
    const std::pair<double, double> tries[] = {
        {figureHeight, 0.8}, {figureHeight, 1.0}, {tall, 0.8}, {tall, 1.0},
        {pageHeight, 1.0},   {figureHeight, 0.7}, {tall, 0.7}};
    for (const auto& [height, scale] : tries) {
      o.size = QSize(qRound(width), qRound(height));
      o.fontScale = scale;
      if (!layoutRefusal(plan.stage->cells(), o).isEmpty()) continue;
      if (layoutProblems(textBoxes(plan.stage->cells(), o), plan.stage->cells(), o).isEmpty()) {
        break;
      }
    }
    plan.height = o.size.height();
    return plan;
  };
  std::optional<FigurePlan> nextPlan;  // the step after's, as the lower half of a page
  for (int n = 0; n < static_cast<int>(shown.size()); ++n) {
    StepTexts texts = next ? std::move(*next) : stepTexts(n);
    next.reset();
    const auto& above = texts.above;
    const auto& below = texts.below;
    const bool notes = texts.notes;
    const std::size_t notesAt = texts.notesAt;
    const double textHeight = texts.height;

    // Two a page: a step that begins a page and is to stay alone on it (it does not fit a half,
    // its texts and figure as laid out, or the next does not, or there is none) is laid out as
    // one a page:
    // a lone step in a half left the page's lower half blank under a figure 15% of the page
    // tall. A step's figure that outgrows its half makes it begin a page.
    FigurePlan plan;
    bool planned = nextPlan.has_value();
    if (planned) plan = std::move(*nextPlan);
    nextPlan.reset();
    const auto fitsLowerHalf = [&](double texts, const FigurePlan& p) {
      return half + kGap / 2 + texts + p.height <= bottom + 0.5;
    };
    bool second = twoUp && planned && stepsOnPage == 1 && y <= half - kGap / 2 &&
                  fitsLowerHalf(textHeight, plan);
    bool alone = !twoUp;
    if (twoUp && !second) {
      planned = false;
      alone = !fitsHalf(textHeight);
      if (!alone) {
        plan = planFigure(n, textHeight, false);
        planned = true;
        // (as the next step's test below: the step ends where its texts and figure take it)
        const bool ownHalf = kMargin + textHeight + plan.height <= half - kGap / 2;
        if (ownHalf && n + 1 < static_cast<int>(shown.size())) next = stepTexts(n + 1);
        if (next && fitsHalf(next->height)) nextPlan = planFigure(n + 1, next->height, false);
        alone = !ownHalf || !nextPlan || !fitsLowerHalf(next->height, *nextPlan);
        if (alone) {
          nextPlan.reset();
          planned = false;
        }
      }
    }
    if (!planned) plan = planFigure(n, textHeight, alone);
    const int columns = plan.columns;
    const double figureHeight = plan.height;
    if (second) {
      // The second step of a page in its lower half, under a rule.
      painter.setPen(QPen(theme.grid, 1));
      painter.drawLine(QPointF(kMargin, half), QPointF(paperWidth - kMargin, half));
      y = half + kGap / 2;
      stepsOnPage = 2;
    } else {
      newPage();
      y = kMargin;
      stepsOnPage = alone ? 2 : 1;  // (nothing joins a lone step's page)
    }
    // A block at y, continued on further pages at line boundaries when it does not fit.
    const auto place = [&](QTextDocument& doc) {
      double from = 0;
      const double total = doc.size().height();
      while (from < total - 0.01) {
        double to = breakBefore(doc, from, from + (bottom - y));
        if (to <= from && y > kMargin) {  // not one line fits below: a new page
          newPage();
          y = kMargin;
          continue;
        }
        if (to <= from) to = std::min(total, from + (bottom - y));  // a line taller than a page
        drawSlice(painter, doc, QPointF(kMargin, y), from, to);
        y += to - from;
        from = to;
        if (from < total - 0.01) {
          newPage();
          y = kMargin;
        }
      }
      y += kGap;
    };
    for (const auto& doc : above) place(*doc);
    HandoutPlacement placed;
    if (const Stage* stage = plan.stage.get()) {
      const ExportOptions& o = plan.options;
      if (problems != nullptr) {
        for (const QString& p : layoutProblems(textBoxes(stage->cells(), o), stage->cells(), o)) {
          *problems << QStringLiteral("step %1: %2").arg(n + 1).arg(p);
        }
      }
      if (y + figureHeight > bottom) {  // a long caption or a tall figure: a page of its own
        newPage();
        y = kMargin;
        stepsOnPage = 2;  // nothing joins a page the figure began
      }
      placed.page = page;
      placed.figure = QRectF(kMargin, y, width, figureHeight);
      placed.columns = columns;
      ExportLook look(stage->cells(), o);
      painter.save();
      painter.translate(kMargin, y);
      paintCells(painter, stage->cells(), o, look);
      painter.restore();
    }
    y += figureHeight + kGap;
    for (std::size_t i = 0; i < below.size(); ++i) {
      if (notes && i == notesAt &&
          y + below[i]->size().height() + 2 * kGap > bottom) {  // no heading alone at the foot
        newPage();
        y = kMargin;
      }
      place(*below[i]);
    }
    if (placements != nullptr) {
      placed.endPage = page;
      placed.end = y - kGap;
      placements->push_back(placed);
    }
  }
  if (!painter.end()) return {};
  return reproduciblePdf(buffer.data());
}

std::optional<ExportError> exportHandout(const Deck& deck, const QString& path,
                                         const QString& language, const Theme& theme,
                                         const HandoutOptions& options) {
  if (const auto f = formatFromPath(path); f && *f != ExportFormat::Pdf) {
    return ExportError{
        HandoutText::tr("a handout is a PDF: '%1' names another format").arg(printable(path)),
        true};
  }
  if (const auto bad = checkTarget(path)) return bad;
  const QByteArray bytes = renderHandout(deck, language, theme, options);
  if (bytes.isEmpty()) return ExportError{HandoutText::tr("the handout could not be drawn"), false};
  return writeAtomically(path, bytes);
}

}  // namespace ui
