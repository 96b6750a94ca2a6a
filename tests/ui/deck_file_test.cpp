// Deck files: strict like scene files (one line naming the field by its path, nothing applied),
// written back the same, every step's scene checked as a scene file; the fuzzer's corpus
// replayed; TeX shown as readable text until it is typeset.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <algorithm>

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QMimeData>
#include <QTemporaryDir>
#include <QTranslator>
#include <QUrl>

#include "core/model/figure_scene.hpp"
#include "ui/export/Handout.hpp"
#include "ui/lecture/BuiltInDeck.hpp"
#include "ui/model/Deck.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/Theme.hpp"
#include "ui/room/WebPage.hpp"
#include "ui/window/MainWindow.hpp"

namespace {

QByteArray deckWith(const QString& steps, const QString& rest = {}) {
  return QString(R"({"format": "gelu-explorer-deck", "version": 1, %1 "steps": %2})")
      .arg(rest.isEmpty() ? QString() : rest + ",", steps)
      .toUtf8();
}

std::string refusal(const QByteArray& json) {
  QString error;
  EXPECT_FALSE(ui::parseDeck(json, &error).has_value()) << json.toStdString();
  EXPECT_FALSE(error.contains('\n'));
  return error.toStdString();
}

// The desktop's face of core's refusals: the code and path in the reader's language (core's
// English templates through Qt's translations).
TEST(DeckFile, RefusalsAreTranslated) {
  const QByteArray bad = deckWith(R"([{"panels": ["cdf"], "scene": {"x": 99}}])");
  EXPECT_EQ(refusal(bad), "steps[0].scene.x: 99 is out of range -50..50");
  QTranslator german;
  ASSERT_TRUE(german.load("gelu-explorer_de", GELU_TRANSLATIONS_DIR));
  QCoreApplication::installTranslator(&german);
  const std::string translated = refusal(bad);
  const std::string kind = refusal(deckWith(R"([{"panels": ["cdf"], "hidden": 1}])"));
  QCoreApplication::removeTranslator(&german);
  EXPECT_EQ(translated.rfind("steps[0].scene.x: 99", 0), 0u) << translated;
  EXPECT_EQ(translated.find("out of range"), std::string::npos) << translated;
  EXPECT_EQ(kind.find("a number"), std::string::npos) << kind;  // the JSON kind translated too
}

// The format documentation's example deck is a deck: what a lecturer copies loads.
TEST(DeckFile, TheDocumentedExampleLoads) {
  QFile readme(QStringLiteral(GELU_SOURCE_DIR "/docs/formats.md"));
  ASSERT_TRUE(readme.open(QIODevice::ReadOnly));
  const QString text = QString::fromUtf8(readme.readAll());
  const qsizetype section = text.indexOf("## Decks");
  ASSERT_GE(section, 0);
  const qsizetype start = text.indexOf("```json\n", section) + 8;
  const qsizetype end = text.indexOf("```", start);
  ASSERT_GT(end, start);
  QString error;
  const auto deck = ui::parseDeck(text.mid(start, end - start).toUtf8(), &error);
  ASSERT_TRUE(deck) << error.toStdString();
  EXPECT_EQ(deck->steps.size(), 3);
  EXPECT_EQ(ui::shownSteps(*deck).size(), 2);
  EXPECT_EQ(ui::textIn(deck->title, "de_DE"), "Meine Vorlesung");
  EXPECT_EQ(ui::stepScene(*deck, 0, 1)->model.x, 0.0);
}

TEST(DeckFile, FilesAreReadSafely) {
  QTemporaryDir dir;
  QString error;
  bool io = true;
  EXPECT_FALSE(ui::readDeckFile(dir.filePath("missing.gelu-deck.json"), &error, &io));
  EXPECT_FALSE(io);
  EXPECT_TRUE(error.contains("missing.gelu-deck.json")) << error.toStdString();
  QFile big(dir.filePath("big.gelu-deck.json"));
  ASSERT_TRUE(big.open(QIODevice::WriteOnly));
  big.write(QByteArray(ui::kMaxDeckBytes + 1, ' '));
  big.close();
  EXPECT_FALSE(ui::readDeckFile(big.fileName(), &error, &io));
  EXPECT_FALSE(error.isEmpty());
  EXPECT_FALSE(error.contains('\n'));
}

// Regression (issue 51, item 7): bad TeX in a deck loaded and was shown raw, cut at the page's
// edge. Every formula and every $…$ is parsed at load; the refusal names the field and the
// column in it.
TEST(DeckFile, BadTexIsRefusedWhereItIs) {
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "formula": "x = \\fracc{1}{2}"}])")),
            "steps[0].formula: unknown command \\fracc at column 5");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"]},
                                 {"panels": ["cdf"], "caption": "Area: $\\Phi(x^{$ here"}])")),
            "steps[1].caption: missing } for this { at column 15");
  const std::string deep =
      refusal(deckWith(QString(R"([{"panels": ["cdf"], "notes": "see $%1x%2$"}])")
                           .arg(QString("\\\\frac{1}{").repeated(49), QString("}").repeated(49))));
  EXPECT_EQ(deep.rfind("steps[0].notes: the formula nests deeper than 48 levels at column ", 0), 0u)
      << deep;
  // A formula begun and never ended (it was shown raw): named at its $. A lone $ before prose
  // is a dollar sign (below).
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "caption": "costs $\\frac{1}{2 here"}])")),
            "steps[0].caption: a $ begins a formula that no $ ends (write \\$ for a dollar sign) "
            "at column 7");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "notes": "see $x$ and $$\\Phi"}])")),
            "steps[0].notes: a $ begins a formula that no $ ends (write \\$ for a dollar sign) "
            "at column 13");
  QString fine;
  EXPECT_TRUE(
      ui::parseDeck(deckWith(R"([{"panels": ["cdf"], "caption": "costs \\$5 and $x$"}])"), &fine)
          .has_value())
      << fine.toStdString();
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "fragments": [{"formula": "\\sqrt{"}]}])")),
            "steps[0].fragments[0].formula: missing } for this { at column 6");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "live_formula": "\\Phi({x}) = {cdf"}])")),
            "steps[0].live_formula: missing } for this { at column 13");
  EXPECT_EQ(
      refusal(deckWith(
          R"([{"panels": ["cdf"], "caption": {"en": "fine $x$", "de": "schlecht $\\foo$"}}])")),
      "steps[0].caption.de: unknown command \\foo at column 11");
  // Notes run over lines: the column is counted in the problem's line (it counted from the
  // notes' start).
  EXPECT_EQ(refusal(deckWith(
                R"([{"panels": ["cdf"], "notes": "First line $x$.\nSecond: $\\fracc{1}{2}$"}])")),
            "steps[0].notes: unknown command \\fracc at line 2, column 10");
  // Columns count characters as the parser does: one beyond U+FFFF is one (it counted two).
  EXPECT_EQ(
      refusal(deckWith(
          R"([{"panels": ["cdf"], "caption": "\ud835\udefc\ud835\udefc\ud835\udefc $\\fracc$"}])")),
      "steps[0].caption: unknown command \\fracc at column 6");
  EXPECT_EQ(refusal(deckWith(
                R"([{"panels": ["cdf"], "notes": "\ud835\udefc\nab\ud835\udefc $\\fracc$"}])")),
            "steps[0].notes: unknown command \\fracc at line 2, column 6");
  // The room's question is typeset too (the followers' pages, the reveal, handouts).
  EXPECT_EQ(refusal(deckWith(R"j([{"panels": ["cdf"], "question": {"kind": "number",
            "prompt": "x = $\\fracc$?", "answer": "Phi(1)"}}])j")),
            "steps[0].question.prompt: unknown command \\fracc at column 6");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "question": {"kind": "choice",
            "prompt": "Pick", "choices": ["a", {"en": "b $\\sqrt{$"}], "answer": 0}}])")),
            "steps[0].question.choices[1].en: missing } for this { at column 9");
  // Text around formulas is not TeX: braces and a lone dollar in prose are fine.
  QString error;
  EXPECT_TRUE(ui::parseDeck(deckWith(R"([{"panels": ["cdf"], "notes": "{{{ costs $5"}])"), &error))
      << error.toStdString();
}

// Regression (issue 51, item 4): the window opened a FIFO with no writer and blocked for good.
TEST(DeckFile, TheWindowRefusesAFifoAtOnce) {
  QTemporaryDir dir;
  const QString fifo = dir.filePath("deck.fifo");
  ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
  QString error;
  bool io = false;
  EXPECT_FALSE(ui::readDeckFile(fifo, &error, &io));
  EXPECT_TRUE(error.contains("is a FIFO, not a file")) << error.toStdString();
}

}  // namespace

namespace {

/// `deck` with its training runs cut to 20 epochs: the same pages and figures, drawn in a
/// fraction of the time (the sanitizer build trains far slower).
ui::Deck quick(ui::Deck deck) {
  for (ui::DeckStep& step : deck.steps) {
    if (!gelu::model::contains(step.panels, "training")) continue;
    step.scene.training.epochs = 20;
  }
  return deck;
}

int pages(const QByteArray& pdf) {
  return static_cast<int>(pdf.count("/Type /Page\n") + pdf.count("/Type /Page ") +
                          pdf.count("/Type /Page/") + pdf.count("/Type /Page>"));
}

// A handout: one page per shown step (long notes continue on more), the same bytes every time.
TEST(Handout, APagePerShownStepReproducibly) {
  qputenv("SOURCE_DATE_EPOCH", "1700000000");
  const ui::Deck deck = quick(ui::builtInDeck());
  const QByteArray a = ui::renderHandout(deck, "C", ui::Theme::light());
  ASSERT_TRUE(a.startsWith("%PDF-"));
  EXPECT_EQ(pages(a), 10);
  EXPECT_EQ(ui::renderHandout(deck, "C", ui::Theme::light()), a);
  ui::Deck mine = deck;
  mine.steps[1].hidden = true;
  QString longNotes;
  for (int i = 0; i < 400; ++i) longNotes += QString("Line %1 of the notes.\n").arg(i);
  mine.steps[0].notes = longNotes.toStdString();
  const QByteArray b = ui::renderHandout(mine, "de_DE", ui::Theme::light());
  EXPECT_GE(pages(b), 9 + 3);  // nine steps, the first one's notes over several pages
  // A caption and formulas longer than a page: continued, not cut (more pages, not fewer).
  ui::Deck wordy;
  ui::DeckStep s;
  s.panels = {"cdf"};
  s.caption = QString("A caption that goes on. ").repeated(40).toStdString();
  for (int i = 0; i < 16; ++i) {
    s.fragments.push_back(ui::DeckFragment{
        ("x^2 + y^2 = z^2 \\quad " + QString("\\frac{a}{b} + ").repeated(20)).toStdString(),
        {},
        {},
        0});
  }
  wordy.steps.push_back(s);
  EXPECT_GE(pages(ui::renderHandout(wordy, "C", ui::Theme::light())), 2);
  qunsetenv("SOURCE_DATE_EPOCH");
}

// Every figure of the shipped decks' handouts passes the figure layout test: no text over text,
// cut, outside its panel or too small to read.
// Issue 49, item 3: a step's question is printed under its figure with the right answer the
// room was told (computed): the page changes, no page is added.
TEST(Handout, AStepsQuestionIsPrintedWithItsRightAnswer) {
  ui::Deck asked = quick(ui::builtInDeck());
  ui::Deck plain = asked;
  for (auto& s : plain.steps) s.question.reset();
  const QByteArray with = ui::renderHandout(asked, "C", ui::Theme::light());
  const QByteArray without = ui::renderHandout(plain, "C", ui::Theme::light());
  EXPECT_NE(with, without);
  EXPECT_EQ(pages(with), pages(without));
}

// A handout without the presenter's notes is the students' own: the questions are printed, not
// their right answers (a newcomer found "Right answer: a half" in the bare handout).
TEST(Handout, WithoutTheNotesTheRightAnswersStayOut) {
  qputenv("SOURCE_DATE_EPOCH", "1700000000");  // (two renders may straddle a second)
  ui::Deck asked = quick(ui::builtInDeck());
  auto step = std::find_if(asked.steps.begin(), asked.steps.end(), [](const ui::DeckStep& s) {
    return s.question && s.question->kind == gelu::model::QuestionKind::Choice &&
           s.question->answerChoice >= 0;
  });
  ASSERT_NE(step, asked.steps.end());
  ui::Deck other = asked;
  auto& q = *other.steps[static_cast<std::size_t>(step - asked.steps.begin())].question;
  q.answerChoice = (q.answerChoice + 1) % static_cast<int>(q.choices.size());
  ui::HandoutOptions o;
  EXPECT_NE(ui::renderHandout(asked, "C", ui::Theme::light(), o),
            ui::renderHandout(other, "C", ui::Theme::light(), o));
  o.notes = false;
  EXPECT_EQ(ui::renderHandout(asked, "C", ui::Theme::light(), o),
            ui::renderHandout(other, "C", ui::Theme::light(), o));
  qunsetenv("SOURCE_DATE_EPOCH");
}

// Issue 47, item 5: the paper, one or two steps a page, notes on or off.
TEST(Handout, OptionsSetThePaperTheStepsAPageAndTheNotes) {
  ui::Deck deck = quick(ui::builtInDeck());
  QString longNotes;
  for (int i = 0; i < 200; ++i) longNotes += QString("Line %1 of the notes.\n").arg(i);
  deck.steps[0].notes = longNotes.toStdString();
  const QByteArray a4 = ui::renderHandout(deck, "C", ui::Theme::light());
  EXPECT_EQ(a4.count("/MediaBox [0 0 595"), pages(a4));
  ui::HandoutOptions o;
  o.paper = ui::HandoutOptions::Paper::Letter;
  const QByteArray letter = ui::renderHandout(deck, "C", ui::Theme::light(), o);
  EXPECT_EQ(letter.count("/MediaBox [0 0 612.000000 792"), pages(letter));
  o.notes = false;
  const QByteArray bare = ui::renderHandout(deck, "C", ui::Theme::light(), o);
  EXPECT_GE(pages(letter), 10 + 2);  // the first step's notes over further pages
  EXPECT_EQ(pages(bare), 10);        // without notes: a page a step
  o.stepsPerPage = 2;
  const QByteArray twoUp = ui::renderHandout(deck, "C", ui::Theme::light(), o);
  EXPECT_LT(pages(twoUp), 9);  // steps that fit a half share a page
  EXPECT_GE(pages(twoUp), 5);
  EXPECT_EQ(ui::paperName(*ui::parsePaper("letter")), "letter");
  EXPECT_FALSE(ui::parsePaper("A5"));
}

// Issue 47, item 5: one step a page, the figure takes what the step's texts leave (a third of
// each page was blank): as wide as the text, at least 40% of the page tall, and every page of
// the shipped decks filled to within 15% of its foot; two plots are stacked where the page is
// tall enough, each then as wide as the text.
TEST(Handout, OneStepAPageUsesThePage) {
  QDir decks(QStringLiteral(GELU_SOURCE_DIR "/resources/decks"));
  for (const QString& name : decks.entryList({"*.gelu-deck.json"}, QDir::Files)) {
    const auto deck = ui::readDeckFile(decks.filePath(name), nullptr);
    ASSERT_TRUE(deck) << name.toStdString();
    for (const auto paper : {ui::HandoutOptions::Paper::A4, ui::HandoutOptions::Paper::Letter}) {
      ui::HandoutOptions o;
      o.paper = paper;
      const QSizeF size = paper == ui::HandoutOptions::Paper::A4
                              ? QSizeF(210 / 25.4 * 96, 297 / 25.4 * 96)
                              : QSizeF(8.5 * 96, 11 * 96);
      std::vector<ui::HandoutPlacement> placed;
      EXPECT_FALSE(
          ui::renderHandout(quick(*deck), "C", ui::Theme::light(), o, nullptr, &placed).isEmpty());
      const std::vector<int> shown = ui::shownSteps(*deck);
      ASSERT_EQ(placed.size(), shown.size()) << name.toStdString();
      int stacked = 0;
      for (std::size_t i = 0; i < placed.size(); ++i) {
        const auto& p = placed[i];
        const std::string where = name.toStdString() + " step " + std::to_string(i + 1) +
                                  (paper == ui::HandoutOptions::Paper::A4 ? " A4" : " Letter");
        const QRectF f = p.figure;
        EXPECT_NEAR(f.left(), size.width() - f.right(), 0.5) << where;  // the text's width
        EXPECT_GE(f.width(), 0.8 * size.width()) << where;
        EXPECT_GE(f.height(), 0.4 * size.height()) << where;
        EXPECT_EQ(p.endPage, p.page) << where;
        const double foot = size.height() - f.left();  // the margins are alike
        EXPECT_LE(foot - p.end, 0.15 * size.height()) << where;
        EXPECT_LE(p.end, foot + 0.5) << where;
        if (deck->steps[shown[i]].panels.size() == 2 && p.columns == 1) {
          ++stacked;
          EXPECT_GE(f.height(), 2 * 0.36 * f.width()) << where;
        }
      }
      if (name == "lecture.gelu-deck.json" && paper == ui::HandoutOptions::Paper::A4) {
        EXPECT_GE(stacked, 4);  // the pdf over Φ, Φ over the coins, …
      }
    }
  }
}

// Two steps a page: a step alone on its page (it or the next does not fit a half, or it is the
// last) left the lower half blank under a figure laid out for the upper one (the lecture's
// "Sweep x" ~15% of the page tall, "In training" ~24%): it is laid out as one a page.
TEST(Handout, TwoAPageGivesALoneStepThePage) {
  QDir decks(QStringLiteral(GELU_SOURCE_DIR "/resources/decks"));
  for (const QString& name : decks.entryList({"*.gelu-deck.json"}, QDir::Files)) {
    const auto deck = ui::readDeckFile(decks.filePath(name), nullptr);
    ASSERT_TRUE(deck) << name.toStdString();
    ui::HandoutOptions o;
    o.stepsPerPage = 2;
    const QSizeF size(210 / 25.4 * 96, 297 / 25.4 * 96);
    std::vector<ui::HandoutPlacement> placed;
    EXPECT_FALSE(
        ui::renderHandout(quick(*deck), "C", ui::Theme::light(), o, nullptr, &placed).isEmpty());
    QMap<int, int> onPage;  // page → steps begun there
    for (const auto& p : placed) ++onPage[p.page];
    int alone = 0, paired = 0;
    for (std::size_t i = 0; i < placed.size(); ++i) {
      const auto& p = placed[i];
      const std::string where = name.toStdString() + " step " + std::to_string(i + 1);
      EXPECT_LE(onPage[p.page], 2) << where;
      if (onPage[p.page] == 1) {
        ++alone;
        EXPECT_GE(p.figure.height(), 0.4 * size.height()) << where;
        EXPECT_LE(size.height() - p.figure.left() - p.end, 0.15 * size.height()) << where;
      } else {
        ++paired;
        EXPECT_LE(p.end, size.height() - p.figure.left() + 0.5) << where;
      }
    }
    if (name == "lecture.gelu-deck.json") {
      EXPECT_GE(alone, 1);
      EXPECT_GE(paired, 2);
    }
  }
}

TEST(Handout, FiguresFollowTheLayoutRules) {
  QDir decks(QStringLiteral(GELU_SOURCE_DIR "/resources/decks"));
  for (const QString& name : decks.entryList({"*.gelu-deck.json"}, QDir::Files)) {
    const auto deck = ui::readDeckFile(decks.filePath(name), nullptr);
    ASSERT_TRUE(deck) << name.toStdString();
    // One step a page on A4 and two on Letter: every figure as the rules want it.
    ui::HandoutOptions twoUp;
    twoUp.paper = ui::HandoutOptions::Paper::Letter;
    twoUp.stepsPerPage = 2;
    for (const ui::HandoutOptions& o : {ui::HandoutOptions{}, twoUp}) {
      QStringList problems;
      EXPECT_FALSE(
          ui::renderHandout(quick(*deck), "C", ui::Theme::light(), o, &problems).isEmpty());
      EXPECT_TRUE(problems.isEmpty()) << name.toStdString() << " (" << o.stepsPerPage
                                      << " a page):\n  " << problems.join("\n  ").toStdString();
    }
  }
}

TEST(Handout, WritesOnlyPdfAndLosesNothing) {
  QTemporaryDir dir;
  const QString png = dir.filePath("handout.png");
  const auto wrong = ui::exportHandout(ui::builtInDeck(), png, "C", ui::Theme::light());
  ASSERT_TRUE(wrong);
  EXPECT_TRUE(wrong->usage);
  EXPECT_FALSE(QFile::exists(png));
  const QString pdf = dir.filePath("handout.pdf");
  EXPECT_FALSE(ui::exportHandout(quick(ui::builtInDeck()), pdf, "C", ui::Theme::light()));
  EXPECT_GT(QFileInfo(pdf).size(), 10000);
  const auto missingDir =
      ui::exportHandout(ui::builtInDeck(), dir.filePath("no/such.pdf"), "C", ui::Theme::light());
  EXPECT_TRUE(missingDir);
}

/// An export-web page carrying `json` in its scene element (the page's markers only).
QByteArray pageWith(const std::string& json) {
  const QByteArray page = "<!doctype html><html><noscript><!--gelu-still--></noscript>" +
                          QByteArray::fromStdString(std::string(gelu::model::kWebSceneOpen)) +
                          "</script></html>";
  return ui::filledWebPage(page, json, {});
}

bool writeFile(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// Issue 48: a deck's page (export-web --deck) reopens as its deck, in the window too (dropped:
// the deck, not a scene), and saving it asks for a deck file's name (the page is kept).
TEST(DeckFile, ADecksWebPageReopensAsItsDeck) {
  QTemporaryDir dir;
  ui::Deck deck = ui::builtInDeck();
  deck.steps.resize(3);  // (not the window's own deck)
  const QString page = dir.filePath("lecture.html");
  ASSERT_TRUE(writeFile(page, pageWith(gelu::model::writeDeck(deck))));
  ASSERT_GT(QFileInfo(page).size(), 0);
  QString error;
  const auto read = ui::readDeckFile(page, &error);
  ASSERT_TRUE(read.has_value()) << error.toStdString();
  EXPECT_EQ(gelu::model::writeDeck(*read), gelu::model::writeDeck(deck));
  // A page of a scene, a page without one, a deck file over 1 MiB: one line each.
  const QString scenePage = dir.filePath("scene.html");
  ASSERT_TRUE(writeFile(scenePage, pageWith(R"({"format": "gelu-explorer-scene", "version": 1})")));
  EXPECT_FALSE(ui::readDeckFile(scenePage, &error));
  EXPECT_TRUE(error.startsWith("'" + scenePage + "': ")) << error.toStdString();
  EXPECT_FALSE(error.contains('\n'));
  const QString empty = dir.filePath("empty.html");
  ASSERT_TRUE(writeFile(empty, "<!doctype html><html><body>nothing</body></html>"));
  EXPECT_FALSE(ui::readDeckFile(empty, &error));
  EXPECT_TRUE(
      error.endsWith("this web page carries no deck (it was not exported by GELU "
                     "Explorer, or was edited since)"))
      << error.toStdString();
  const QString big = dir.filePath("big" + QString(gelu::model::kDeckSuffix));
  ASSERT_TRUE(writeFile(big, deckWith("[{}]") + QByteArray(gelu::model::kMaxDeckBytes, ' ')));
  EXPECT_FALSE(ui::readDeckFile(big, &error));
  EXPECT_TRUE(error.endsWith("larger than 1 MiB")) << error.toStdString();

  // Dropped on the window: the deck opens (its steps in the Steps dock), untitled.
  ui::Scene scene;
  ui::MainWindow window(scene);
  QMimeData mime;
  mime.setUrls({QUrl::fromLocalFile(page)});
  QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
  ASSERT_NE(window.deck().steps.size(), deck.steps.size());
  // (Straight to the window's event(): QApplication delivers a drop only within a drag.)
  static_cast<QObject&>(window).event(&drop);
  EXPECT_EQ(window.deck().steps.size(), deck.steps.size());
  EXPECT_TRUE(window.deckFile().isEmpty()) << window.deckFile().toStdString();
}

}  // namespace
