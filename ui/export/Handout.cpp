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

#include "core/activations.hpp"
#include "core/model/presentation.hpp"
#include "core/model/question.hpp"
#include "ui/export/ExportLook.hpp"
#include "ui/export/TextBoxes.hpp"
#include "ui/model/CurveText.hpp"
#include "ui/model/NumberText.hpp"
#include "ui/model/SceneState.hpp"
#include "ui/model/Text.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/Stage.hpp"
#include "ui/panels/Theme.hpp"
#include "ui/typeset/MathText.hpp"

namespace ui {
namespace {

/// Texts of the handout, translatable (context "Handout").
struct Text {
  Q_DECLARE_TR_FUNCTIONS(Handout)
};

// An A4 page in logical pixels (96 per inch) and its margins.
constexpr double kPageWidth = 210.0 / 25.4 * kLogicalDpi;
constexpr double kPageHeight = 297.0 / 25.4 * kLogicalDpi;
constexpr double kMargin = 64.0;
constexpr double kGap = 14.0;

/// A block of rich text laid out at `width` with the theme's font at `points`.
/// A curve's name in the handout's language (a built-in's translated, a formula's as typed).
QString curveLabel(const std::string& id, const std::string& name) {
  const gelu::FunctionInfo* f = gelu::builtInFunction(id);
  return f != nullptr ? curveName(*f) : QString::fromStdString(name);
}

std::unique_ptr<QTextDocument> block(const QString& html, double width, const Theme& theme,
                                     double points, bool bold = false, QColor colour = {}) {
  auto doc = std::make_unique<QTextDocument>();
  doc->setDocumentMargin(0);
  QFont font = theme.font(points / theme.fontScale, bold);
  font.setPointSizeF(points);
  doc->setDefaultFont(font);
  const QColor c = colour.isValid() ? colour : theme.foreground;
  doc->setDefaultStyleSheet(QStringLiteral("body { color: %1; }").arg(c.name()));
  typeset::setMathContent(*doc, "<body>" + html + "</body>");  // $…$ and $$…$$ typeset
  doc->setTextWidth(width);
  return doc;
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

}  // namespace

QByteArray renderHandout(const Deck& deck, const QString& language, const Theme& theme,
                         QStringList* problems) {
  QBuffer buffer;
  buffer.open(QIODevice::WriteOnly);
  QPdfWriter pdf(&buffer);
  pdf.setResolution(static_cast<int>(kLogicalDpi));
  pdf.setPageSize(QPageSize(QPageSize::A4));
  pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
  pdf.setCreator(QStringLiteral("GELU Explorer"));
  const QString deckTitle = textIn(deck.title, language);
  pdf.setTitle(deckTitle.isEmpty() ? Text::tr("Handout") : deckTitle);
  QCPPainter painter;
  if (!painter.begin(&pdf)) return {};
  painter.setMode(QCPPainter::pmVectorized);
  painter.setMode(QCPPainter::pmNoCaching);
  painter.setMode(QCPPainter::pmNonCosmetic);

  const double width = kPageWidth - 2 * kMargin;
  const double bottom = kPageHeight - kMargin;
  const QColor dim = theme.grid.darker(theme.dark ? 60 : 170);
  const std::vector<int> shown = shownSteps(deck);
  bool firstPage = true;
  const auto newPage = [&] {
    if (!firstPage) pdf.newPage();
    firstPage = false;
    painter.fillRect(QRectF(0, 0, kPageWidth, kPageHeight), theme.background);
  };
  for (int n = 0; n < static_cast<int>(shown.size()); ++n) {
    const DeckStep& step = deck.steps[shown[n]];
    newPage();
    double y = kMargin;
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
    const QString header = deckTitle.isEmpty()
                               ? Text::tr("Step %1 of %2").arg(n + 1).arg(shown.size())
                               : Text::tr("%1 · step %2 of %3")
                                     .arg(deckTitle.toHtmlEscaped())
                                     .arg(n + 1)
                                     .arg(shown.size());
    place(*block(header, width, theme, 9, false, dim));
    if (!step.title.empty()) {
      place(*block(textIn(step.title, language).toHtmlEscaped(), width, theme, 18, true));
    }
    if (!step.caption.empty()) {
      place(*block(keepFormulasWhole(typeset::escapedAroundMath(textIn(step.caption, language))),
                   width, theme, 12));
    }
    // The formulas as the last fragment shows them.
    std::vector<std::string> texts;
    if (!step.formula.empty()) texts.push_back(textIn(step.formula, language).toStdString());
    for (const DeckFragment& f : step.fragments) {
      if (!f.formula.empty()) texts.push_back(textIn(f.formula, language).toStdString());
    }
    QStringList lines;  // a derivation's rows aligned at their relations
    for (const std::string& f : gelu::model::displayFormulas(texts)) {
      lines << "$$" + QString::fromStdString(f) + "$$";
    }
    const auto formulas = block(lines.join(QString()), width, theme, 12);
    const double formulasHeight = lines.isEmpty() ? 0 : formulas->size().height() + kGap;
    // The figure: 16:9 for one or two panels, a 2 × 2 grid taller; smaller when the page is
    // short, never below half its width in height. The figure rules decide what it needs:
    // 11 pt ticks on screen are 8.8 pt on paper; when its text would not fit or read (a log
    // axis's exponents), a taller figure (up to a page's text area, on a page of its own) or
    // the screen's type size, then a little smaller type.
    const int columns = step.panels.size() <= 2 ? static_cast<int>(step.panels.size()) : 2;
    double figureHeight = width * (step.panels.size() <= 2 ? 9.0 / 16.0 : 0.8);
    figureHeight = std::max(std::min(figureHeight, bottom - y - formulasHeight - 80), width * 0.5);
    const double pageHeight = bottom - kMargin;
    // As a figure shows them: draws to see and the run's end, unless the step says otherwise.
    if (const auto stage = deckStepStage(deck, shown[n], static_cast<int>(step.fragments.size()),
                                         columns, theme, limits::kDefaultFigureSamples, true)) {
      ExportOptions o;
      const double tall = std::min(width, pageHeight);
      const std::pair<double, double> tries[] = {
          {figureHeight, 0.8}, {tall, 0.8},         {figureHeight, 1.0}, {tall, 1.0},
          {pageHeight, 1.0},   {figureHeight, 0.7}, {tall, 0.7}};
      for (const auto& [height, scale] : tries) {
        o.size = QSize(qRound(width), qRound(height));
        o.fontScale = scale;
        if (!layoutRefusal(stage->cells(), o).isEmpty()) continue;
        if (layoutProblems(textBoxes(stage->cells(), o), stage->cells(), o).isEmpty()) break;
      }
      figureHeight = o.size.height();
      if (problems != nullptr) {
        for (const QString& p : layoutProblems(textBoxes(stage->cells(), o), stage->cells(), o)) {
          *problems << QStringLiteral("step %1: %2").arg(n + 1).arg(p);
        }
      }
      if (y + figureHeight > bottom) {  // a long caption or a tall figure: a page of its own
        newPage();
        y = kMargin;
      }
      ExportLook look(stage->cells(), o);
      painter.save();
      painter.translate(kMargin, y);
      paintCells(painter, stage->cells(), o, look);
      painter.restore();
    }
    y += figureHeight + kGap;
    if (!lines.isEmpty()) place(*formulas);
    // The step's question for the room, and its right answer as the room was told it.
    if (const auto q = gelu::model::resolveQuestion(deck, shown[n], language.toStdString())) {
      const auto number = [](double v) { return readableNumber(QString::number(v, 'g', 6)); };
      QString html = "<p>" + QString::fromStdString(q->prompt).toHtmlEscaped() + "</p>";
      if (q->kind == gelu::model::QuestionKind::Choice) {
        html += "<ol type=\"A\">";
        for (const std::string& c : q->choices) {
          html += "<li>" + QString::fromStdString(c).toHtmlEscaped() + "</li>";
        }
        html += "</ol>";
        if (q->rightChoice) {
          html +=
              "<p>" +
              Text::tr("Right answer: %1")
                  .arg(QString::fromStdString(q->choices[static_cast<std::size_t>(*q->rightChoice)])
                           .toHtmlEscaped()) +
              "</p>";
        }
      } else if (q->right) {
        html += "<p>" +
                (q->kind == gelu::model::QuestionKind::Point
                     ? Text::tr("Right answer: x = %1 on %2 (within ±%3)")
                           .arg(number(*q->right), curveLabel(q->curve, q->curveName),
                                number(q->tolerance))
                     : Text::tr("Right answer: %1 (within ±%2)")
                           .arg(number(*q->right), number(q->tolerance))) +
                "</p>";
      }
      place(*block(Text::tr("Question for the room"), width, theme, 10, true, dim));
      place(*block(html, width, theme, 11));
    }
    if (step.notes.empty()) continue;
    // The notes, continued on further pages at line boundaries.
    const auto heading = block(Text::tr("Notes"), width, theme, 10, true, dim);
    const auto notes = block(paragraphs(textIn(step.notes, language)), width, theme, 10.5);
    if (y + heading->size().height() + 2 * kGap > bottom) {
      newPage();
      y = kMargin;
    }
    place(*heading);
    place(*notes);
  }
  if (!painter.end()) return {};
  return reproduciblePdf(buffer.data());
}

std::optional<ExportError> exportHandout(const Deck& deck, const QString& path,
                                         const QString& language, const Theme& theme) {
  if (const auto f = formatFromPath(path); f && *f != ExportFormat::Pdf) {
    return ExportError{
        Text::tr("a handout is a PDF: '%1' names another format").arg(printable(path)), true};
  }
  if (const auto bad = checkTarget(path)) return bad;
  const QByteArray bytes = renderHandout(deck, language, theme);
  if (bytes.isEmpty()) return ExportError{Text::tr("the handout could not be drawn"), false};
  return writeAtomically(path, bytes);
}

}  // namespace ui
