// Deck files: strict like scene files (one line naming the field by its path, nothing applied),
// written back the same, every step's scene checked as a scene file; the fuzzer's corpus
// replayed; TeX shown as readable text until it is typeset.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include "../fuzz/deck_check.hpp"
#include "../fuzz/scene_check.hpp"
#include "ui/export/Handout.hpp"
#include "ui/lecture/BuiltInDeck.hpp"
#include "ui/model/Deck.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/TexText.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/Theme.hpp"

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

TEST(DeckFile, ErrorsNameTheFieldByItsPath) {
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"]}, {"panels": ["x"]}])")),
            "steps[1].panels[0]: unknown panel 'x' (known: pdf-area, cdf, monte-carlo, "
            "activations, derivatives, errors, compare, neuron, propagation, dtype, training)");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "scene": {"x": 99}}])")),
            "steps[0].scene.x: 99 is out of range -50..50");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"]}])", R"("scene": {"sigma": 0})")),
            "scene.sigma: 0 is out of range 0.001..10");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "scene": {"monte_carlo": {"grid": 1}}}])")),
            "steps[0].scene.monte_carlo.grid: must be true or false, not a number");
  EXPECT_EQ(
      refusal(
          deckWith(R"([{"panels": ["cdf"], "fragments": [{}, {"scene": {"curves": ["nope"]}}]}])"))
          .substr(0, 63),
      "steps[0].fragments[1].scene.curves[0]: unknown id 'nope' (known");
}

TEST(DeckFile, RefusesWhatIsNotADeck) {
  EXPECT_EQ(refusal(""), "the file is empty");
  EXPECT_EQ(refusal(R"({"format": "gelu-explorer-scene", "version": 1})"),
            "format: must be \"gelu-explorer-deck\"");
  EXPECT_EQ(refusal(R"({"format": "gelu-explorer-deck", "version": 2, "steps": []})"),
            "version: 2 is not supported (this program reads version 1)");
  EXPECT_EQ(refusal(deckWith("[]")), "steps: must hold 1 to 99 steps, not 0");
  EXPECT_EQ(refusal(deckWith(R"([{"caption": "c"}])")),
            "steps[0].panels: missing (1 to 4 panel ids)");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf", "cdf"]}])")),
            "steps[0].panels[1]: 'cdf' is listed twice");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "play": "dance"}])")),
            "steps[0].play: 'dance' is not one of none, simulation, sweep, training");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "scene": {"view": {}}}])")),
            "steps[0].scene.view: is not a scene change (a step's panels are its \"panels\")");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "caption": {"english": "x"}}])")),
            "steps[0].caption.english: is not a language code like \"en\", \"de\" or \"zh_CN\"");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "hidden": true}])")),
            "steps: every step is hidden");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "caption": {"en\n": "x"}}])")),
            "steps[0].caption.en\\n: is not a language code like \"en\", \"de\" or \"zh_CN\"");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "colour": "red"}])")),
            "steps[0].colour: unknown field");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "sweep": {"from": 1}}])")),
            "steps[0].sweep: needs both \"from\" and \"to\", or neither");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "minutes": -1}])")),
            "steps[0].minutes: -1 is out of range 0..600");
  // Blame where the field is set: a fragment's x, though the step sets other fields.
  EXPECT_EQ(
      refusal(deckWith(
          R"([{"panels": ["cdf"], "scene": {"sigma": 2}, "fragments": [{"scene": {"x": 60}}]}])")),
      "steps[0].fragments[0].scene.x: 60 is out of range -50..50");
  // A step's fields combine with the deck's: the run's epoch past the step's length.
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["training"], "scene": {"training": {"epoch": 11}}}])",
                             R"("scene": {"training": {"epochs": 10}})")),
            "steps[0].scene.training.epoch: is past the run's 10 epochs");
  // Untrusted text is escaped in the message.
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "a\u001b[31m": 1}])")),
            "steps[0].a\\x1b[31m: unknown field");
}

TEST(DeckFile, WritesBackTheSameDeck) {
  ui::Deck deck;
  deck.title.set("en", "Mine");
  deck.scene = QJsonObject{{"curves", QJsonArray{"gelu", "relu"}}, {"sigma", 0.5}};
  ui::DeckStep a;
  a.title = "One";
  a.caption.byLanguage = {{"en", "c"}, {"de", "k"}};
  a.formula = "\\frac{1}{2}";
  a.notes = "say it";
  a.panels = {"pdf-area", "cdf"};
  a.play = ui::PlayAction::Sweep;
  a.sweepRange = std::pair(-2.0, 2.0);
  a.sweepSeconds = 4;
  a.minutes = 2.5;
  ui::DeckFragment f;
  f.formula = "x^2";
  f.scene = QJsonObject{{"x", 1.0}};
  f.seconds = 0;
  a.fragments << f;
  ui::DeckStep b;
  b.panels = {"training"};
  b.hidden = true;
  b.shade = false;
  b.trace = true;
  b.resetSimulation = true;
  b.liveFormula = "{x}";
  b.scene = QJsonObject{{"training", QJsonObject{{"epochs", 50}}}};
  deck.steps << a << b;
  const QByteArray text = ui::writeDeck(deck);
  QString error;
  const auto back = ui::parseDeck(text, &error);
  ASSERT_TRUE(back) << error.toStdString();
  EXPECT_EQ(*back, deck);
  EXPECT_EQ(ui::shownSteps(*back), QList<int>{0});
  // The scene a step shows: the deck's, the step's, its fragments'.
  const auto scene = ui::stepScene(*back, 0, 1);
  ASSERT_TRUE(scene);
  EXPECT_EQ(scene->model.sigma, 0.5);
  EXPECT_EQ(scene->model.x, 1.0);
  EXPECT_EQ(scene->model.curves, (QStringList{"gelu", "relu"}));
  EXPECT_EQ(ui::stepScene(*back, 0, 0)->model.x, ui::ModelState().x);
  EXPECT_EQ(ui::stepScene(*back, 1)->model.training.epochs, 50);
}

// The README's example deck is a deck: what a lecturer copies loads.
TEST(DeckFile, TheReadmeExampleLoads) {
  QFile readme(QStringLiteral(GELU_SOURCE_DIR "/README.md"));
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
  EXPECT_EQ(deck->title.in("de_DE"), "Meine Vorlesung");
  EXPECT_EQ(ui::stepScene(*deck, 0, 1)->model.x, 0.0);
}

// Every shipped deck (the built-in lecture and File ▸ Examples') loads, titled in every language
// the program speaks.
TEST(DeckFile, TheShippedDecksLoad) {
  QDir decks(QStringLiteral(GELU_SOURCE_DIR "/resources/decks"));
  const QStringList files = decks.entryList({"*.gelu-deck.json"}, QDir::Files);
  EXPECT_GE(files.size(), 3);
  for (const QString& name : files) {
    QString error;
    const auto deck = ui::readDeckFile(decks.filePath(name), &error);
    ASSERT_TRUE(deck) << error.toStdString();
    for (const QString language : {"en", "de", "fr", "es", "zh_CN"}) {
      EXPECT_TRUE(deck->title.byLanguage.contains(language)) << name.toStdString();
      for (const ui::DeckStep& s : deck->steps) {
        EXPECT_TRUE(s.title.byLanguage.contains(language)) << name.toStdString();
        EXPECT_TRUE(s.caption.byLanguage.contains(language)) << name.toStdString();
      }
    }
  }
}

TEST(DeckFile, TextsInSeveralLanguages) {
  ui::DeckText t;
  t.byLanguage = {{"en", "Step"}, {"de", "Schritt"}, {"zh_CN", "步"}};
  EXPECT_EQ(t.in("de_DE"), "Schritt");
  EXPECT_EQ(t.in("zh_CN"), "步");
  EXPECT_EQ(t.in("fr_FR"), "Step");  // English when the language is missing
  EXPECT_EQ(t.in("C"), "Step");
  t.set("de_AT", "Stufe");
  EXPECT_EQ(t.in("de"), "Stufe");  // the language's own entry, not a new one per country
  t.set("fr_FR", "Étape");
  EXPECT_EQ(t.in("fr"), "Étape");  // a new language beside English, not over it
  EXPECT_EQ(t.in("en"), "Step");
  ui::DeckText plain("Hello");
  plain.set("fr_FR", "Bonjour");
  EXPECT_EQ(plain.byLanguage.size(), 1);  // a plain text stays plain
  EXPECT_EQ(plain.in("de"), "Bonjour");
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

TEST(DeckFile, FuzzCorpusLoadsOrIsRefusedCleanly) {
  // The deck corpus, and the scene fuzzer's (scenes are not decks: every one refused cleanly).
  int loaded = 0;
  int files = 0;
  for (const char* dir : {GELU_FUZZ_CORPUS, GELU_SCENE_CORPUS}) {
    QDir corpus(QString::fromUtf8(dir));
    for (const QString& name : corpus.entryList(QDir::Files)) {
      QFile f(corpus.filePath(name));
      ASSERT_TRUE(f.open(QIODevice::ReadOnly));
      const QByteArray input = f.readAll();
      EXPECT_EQ(checkDeckInput(input), QString()) << name.toStdString();
      loaded += ui::parseDeck(input, nullptr).has_value() ? 1 : 0;
      ++files;
    }
  }
  EXPECT_GE(files, 20);
  EXPECT_GE(loaded, 3);
  EXPECT_LT(loaded, files);
}

// Until formulas are typeset: fractions, roots, scripts and spacing read as a reader expects,
// with a true minus, italic variables and operator names upright.
TEST(TexText, SeedFormulasReadAsMathematics) {
  const auto rich = [](const char* tex) {
    return ui::texToRichText(QString::fromUtf8(tex)).replace(QChar(0x2009), '|').toStdString();
  };
  EXPECT_EQ(rich(R"(\varphi(x) = \frac{1}{\sqrt{2\pi}}\, e^{-x^2/2})"),
            "φ(<i>x</i>) = 1/√(2π)|<i>e</i><sup>−<i>x</i><sup>2</sup>/2</sup>");
  EXPECT_EQ(rich(R"(\Phi(x) = \int_{-\infty}^{x} \varphi(t)\,dt = P(X \le x))"),
            "Φ(<i>x</i>) = ∫<sub>−∞</sub><sup><i>x</i></sup>φ(<i>t</i>)|<i>d</i><i>t</i> = "
            "<i>P</i>(<i>X</i> ≤ <i>x</i>)");
  EXPECT_EQ(rich(R"(\Phi(x) = \frac{1}{2}\left(1 + \operatorname{erf}\frac{x}{\sqrt{2}}\right))"),
            "Φ(<i>x</i>) = ½(1 + erf(<i>x</i>/√2))");
  EXPECT_EQ(
      rich(R"(\frac{1}{2}x\left(1 + \tanh\left[\sqrt{2/\pi}\,(x + 0.044715x^3)\right]\right))"),
      "½<i>x</i>(1 + tanh[√(2/π)|(<i>x</i> + 0.044715<i>x</i><sup>3</sup>)])");
  // Operator names spaced as TeX spaces them; \quad stays wide in rich text.
  EXPECT_EQ(rich(R"(x\tanh(\operatorname{softplus}x) \quad \tanh x)"),
            "<i>x</i>|tanh(softplus|<i>x</i>)&nbsp;&nbsp;&nbsp;tanh|<i>x</i>");
  EXPECT_EQ(rich(R"(\frac{2}{\sqrt{\pi}} \int_0^y e^{-t^2}\,dt)"),
            "2/√π|∫<sub>0</sub><sup><i>y</i></sup><i>e</i><sup>−<i>t</i><sup>2</sup></sup>|<i>d</"
            "i><i>t</i>");
  EXPECT_EQ(rich(R"(\mathrm{ELU}(x) = x \text{ or } \alpha(e^x - 1))"),
            "ELU(<i>x</i>) = <i>x</i> or α(<i>e</i><sup><i>x</i></sup> − 1)");
  EXPECT_EQ(rich(R"(-x, a - b, (-1)^n)"),
            "−<i>x</i>, <i>a</i> − <i>b</i>, (−1)<sup><i>n</i></sup>");
  // Markup in the source is text; an unknown command stays visible.
  EXPECT_EQ(rich(R"(a < b \& \unknown <b>)"),
            "<i>a</i> &lt; <i>b</i>&amp;unknown &lt; <i>b</i> &gt;");
  EXPECT_EQ(ui::texToPlainText(R"(\text{<b>} \Phi)").toStdString(), "<b>Φ");
  // Markup never gets through a command's name: \< and \> are text wherever they appear.
  for (const char* tex : {R"(\text{\<img src="x.png"\>})", R"(\<b\>)", R"(\left\< x \right\>)"}) {
    const QString rich = ui::texToRichText(tex);
    EXPECT_FALSE(rich.contains("<img") || rich.contains("<b>")) << rich.toStdString();
  }
}

}  // namespace

namespace {

/// `deck` with its training runs cut to 20 epochs: the same pages and figures, drawn in a
/// fraction of the time (the sanitizer build trains far slower).
ui::Deck quick(ui::Deck deck) {
  for (ui::DeckStep& step : deck.steps) {
    if (!step.panels.contains("training")) continue;
    step.scene =
        ui::mergedScene(step.scene, QJsonObject{{"training", QJsonObject{{"epochs", 20}}}});
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
  mine.steps[0].notes = longNotes;
  const QByteArray b = ui::renderHandout(mine, "de_DE", ui::Theme::light());
  EXPECT_GE(pages(b), 9 + 3);  // nine steps, the first one's notes over several pages
  // A caption and formulas longer than a page: continued, not cut (more pages, not fewer).
  ui::Deck wordy;
  ui::DeckStep s;
  s.panels = {"cdf"};
  s.caption = QString("A caption that goes on. ").repeated(40);
  for (int i = 0; i < 16; ++i)
    s.fragments << ui::DeckFragment{
        "x^2 + y^2 = z^2 \\quad " + QString("\\frac{a}{b} + ").repeated(20), {}, {}, 0};
  wordy.steps << s;
  EXPECT_GE(pages(ui::renderHandout(wordy, "C", ui::Theme::light())), 2);
  qunsetenv("SOURCE_DATE_EPOCH");
}

// Every figure of the shipped decks' handouts passes the figure layout test: no text over text,
// cut, outside its panel or too small to read.
TEST(Handout, FiguresFollowTheLayoutRules) {
  QDir decks(QStringLiteral(GELU_SOURCE_DIR "/resources/decks"));
  for (const QString& name : decks.entryList({"*.gelu-deck.json"}, QDir::Files)) {
    const auto deck = ui::readDeckFile(decks.filePath(name), nullptr);
    ASSERT_TRUE(deck) << name.toStdString();
    QStringList problems;
    EXPECT_FALSE(ui::renderHandout(quick(*deck), "C", ui::Theme::light(), &problems).isEmpty());
    EXPECT_TRUE(problems.isEmpty())
        << name.toStdString() << ":\n  " << problems.join("\n  ").toStdString();
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

}  // namespace
