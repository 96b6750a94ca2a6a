// Decks in core: strict like scene files (one line naming the field by its path, nothing
// applied), written back the same, every step's scene checked as a scene file, a step's plan; the
// fuzzer's corpus replayed.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <variant>

#include "../../fuzz/deck_check.hpp"
#include "core/model/deck.hpp"

namespace {

using gelu::model::Deck;
using gelu::model::DeckStep;
using gelu::model::ModelError;

std::string deckWith(const std::string& steps, const std::string& rest = {}) {
  return R"({"format": "gelu-explorer-deck", "version": 1, )" + (rest.empty() ? "" : rest + ",") +
         R"( "steps": )" + steps + "}";
}

std::string refusal(std::string_view json) {
  const auto parsed = gelu::model::parseDeck(json);
  const auto* e = std::get_if<ModelError>(&parsed);
  EXPECT_NE(e, nullptr) << json;
  if (e == nullptr) return {};
  const std::string message = gelu::model::englishMessage(*e);
  EXPECT_EQ(message.find('\n'), std::string::npos);
  return message;
}

std::string readFile(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

Deck load(std::string_view json) {
  auto parsed = gelu::model::parseDeck(json);
  if (const auto* e = std::get_if<ModelError>(&parsed)) {
    ADD_FAILURE() << gelu::model::englishMessage(*e);
    return {};
  }
  return std::get<Deck>(std::move(parsed));
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
  // A run the deck's scene fits in the hour, made too long by a fragment's batch of 1: named
  // where the fragment set it (it was named under the deck's epochs).
  const std::string costly =
      R"("scene": {"training": {"points": 10000, "layers": [64, 64, 64], "epochs": 10000, )"
      R"("activations": ["gelu"]}})";
  EXPECT_TRUE(std::holds_alternative<Deck>(
      gelu::model::parseDeck(deckWith(R"([{"panels": ["training"]}])", costly))));
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["training"], "fragments": [{"scene": )"
                             R"({"training": {"batch": 1}}}]}])",
                             costly))
                .substr(0, 68),
            "steps[0].fragments[0].scene.training.batch: 10000 epochs of this tra");
  // A later formula the run does not train is not what made it too long (it was blamed).
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["training"], "scene": {"training": {"batch": 1}}, )"
                             R"("fragments": [{"scene": {"formulas": [{"id": "f", )"
                             R"("expression": "x"}]}}]}])",
                             costly))
                .substr(0, 55),
            "steps[0].scene.training.batch: 10000 epochs of this tra");
}

// A step (or one of its fragments) sets a formula's own parameters: b = 1, then b = 5.
TEST(DeckFile, StepsSetAFormulasParameters) {
  const std::string fam = R"j({"id": "fam", "expression": "x*Phi(b*x)", "parameters": {"b": %B}})j";
  const auto with = [&](const std::string& b) {
    std::string f = fam;
    f.replace(f.find("%B"), 2, b);
    return f;
  };
  const std::string json = deckWith(
      R"([{"panels": ["activations"], "scene": {"formulas": [)" + with("1") +
      R"(], "curves": ["fam"]}, "fragments": [{"scene": {"formulas": [)" + with("5") + R"(]}}]}])");
  const auto parsed = gelu::model::parseDeck(json);
  const auto* deck = std::get_if<gelu::model::Deck>(&parsed);
  ASSERT_NE(deck, nullptr) << refusal(json);
  EXPECT_EQ(gelu::model::stepScene(*deck, 0, 0)->model.formulas[0].parameters[0].value, 1.0);
  EXPECT_EQ(gelu::model::stepScene(*deck, 0, 1)->model.formulas[0].parameters[0].value, 5.0);
  std::string bad = json;
  bad.replace(bad.rfind("\"b\""), 3, "\"c\"");
  EXPECT_EQ(refusal(bad),
            "steps[0].fragments[0].scene.formulas[0].parameters.c: 'c' is not a parameter of the "
            "formula (its parameters: b)");
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
  // Numbers the parser itself refuses are placed the same way (they said "field '…'").
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "scene": {"x": 1e999}}])")),
            "steps[0].scene.x: the number 1e999 is beyond the range of numbers");
  EXPECT_EQ(refusal(deckWith(R"([{"panels": ["cdf"], "caption": "\"\u0031\\ 2",)"
                             R"( "scene": {"x_range": [-1, 18446744073709551616]}}])")),
            "steps[0].scene.x_range[1]: 18446744073709551616 is out of range for every field");
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
  Deck deck;
  deck.title.set("en", "Mine");
  deck.scene.curves = std::vector<std::string>{"gelu", "relu"};
  deck.scene.sigma = 0.5;
  DeckStep a;
  a.title = "One";
  a.caption.byLanguage = {{"en", "c"}, {"de", "k"}};
  a.formula = "\\frac{1}{2}";
  a.notes = "say it";
  a.panels = {"pdf-area", "cdf"};
  a.play = gelu::model::PlayAction::Sweep;
  a.sweepRange = std::pair(-2.0, 2.0);
  a.sweepSeconds = 4;
  a.minutes = 2.5;
  gelu::model::DeckFragment f;
  f.formula = "x^2";
  f.scene.x = 1.0;
  f.seconds = 0;
  a.fragments.push_back(f);
  DeckStep b;
  b.panels = {"training"};
  b.hidden = true;
  b.shade = false;
  b.trace = true;
  b.resetSimulation = true;
  b.liveFormula = "{x}";
  b.scene.training.epochs = 50;
  b.scene.training.epoch = 20;
  deck.steps = {a, b};
  const Deck back = load(gelu::model::writeDeck(deck));
  EXPECT_EQ(back, deck);
  EXPECT_EQ(gelu::model::shownSteps(back), std::vector<int>{0});
  // The scene a step shows: the deck's, the step's, its fragments'.
  const auto scene = gelu::model::stepScene(back, 0, 1);
  ASSERT_TRUE(scene);
  EXPECT_EQ(scene->model.sigma, 0.5);
  EXPECT_EQ(scene->model.x, 1.0);
  EXPECT_EQ(scene->model.curves, (std::vector<std::string>{"gelu", "relu"}));
  EXPECT_EQ(gelu::model::stepScene(back, 0, 0)->model.x, gelu::model::ModelState().x);
  EXPECT_EQ(gelu::model::stepScene(back, 1)->model.training.epochs, 50);
  // Its plan: the sweep and its pace, the epoch it opens at, its looks.
  const auto sweep = gelu::model::stepPlan(back, 0, 1, *scene);
  ASSERT_TRUE(sweep.sweep);
  EXPECT_EQ(sweep.sweep->from, -2.0);
  EXPECT_EQ(sweep.sweep->to, 2.0);
  EXPECT_EQ(sweep.sweep->seconds, 4.0);
  EXPECT_DOUBLE_EQ(sweep.sweep->stepPerTick(30), 4.0 / (4000.0 / 30));
  EXPECT_FALSE(sweep.samples);
  EXPECT_EQ(sweep.tweenSeconds, std::vector<double>{0.0});
  const auto training = gelu::model::stepPlan(back, 1, 0, *gelu::model::stepScene(back, 1));
  EXPECT_EQ(training.epoch, 20);
  EXPECT_TRUE(training.resetSimulation);
  EXPECT_FALSE(training.shade);
  EXPECT_TRUE(training.trace);
  EXPECT_FALSE(training.sweep);
}

// A sweep without seconds goes at the lecture's pace, 1.5 s per unit of x, over the view.
TEST(DeckFile, ASweepsDefaultPaceAndRange) {
  const Deck deck = load(deckWith(R"([{"panels": ["activations"], "play": "sweep"}])",
                                  R"("scene": {"x_range": [-3, 2]})"));
  const auto scene = gelu::model::stepScene(deck, 0);
  ASSERT_TRUE(scene);
  const auto plan = gelu::model::stepPlan(deck, 0, 0, *scene);
  ASSERT_TRUE(plan.sweep);
  EXPECT_EQ(plan.sweep->from, -3.0);
  EXPECT_EQ(plan.sweep->to, 2.0);
  EXPECT_DOUBLE_EQ(plan.sweep->seconds, 7.5);
  EXPECT_DOUBLE_EQ(plan.sweep->stepPerTick(30), 0.02);
}

// Every shipped deck (the built-in lecture and File ▸ Examples') loads, titled in every language
// the program speaks.
TEST(DeckFile, TheShippedDecksLoad) {
  int decks = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(GELU_SOURCE_DIR "/resources/decks")) {
    if (entry.path().string().find(".gelu-deck.json") == std::string::npos) continue;
    const Deck deck = load(readFile(entry.path()));
    for (const char* language : {"en", "de", "fr", "es", "zh_CN"}) {
      EXPECT_EQ(deck.title.byLanguage.count(language), 1u) << entry.path();
      for (const DeckStep& s : deck.steps) {
        EXPECT_EQ(s.title.byLanguage.count(language), 1u) << entry.path();
        EXPECT_EQ(s.caption.byLanguage.count(language), 1u) << entry.path();
      }
    }
    ++decks;
  }
  EXPECT_GE(decks, 3);
}

TEST(DeckFile, TextsInSeveralLanguages) {
  gelu::model::DeckText t;
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
  gelu::model::DeckText plain("Hello");
  plain.set("fr_FR", "Bonjour");
  EXPECT_EQ(plain.byLanguage.size(), 1u);  // a plain text stays plain
  EXPECT_EQ(plain.in("de"), "Bonjour");
}

TEST(DeckFile, FuzzCorpusLoadsOrIsRefusedCleanly) {
  // The deck corpus, and the scene fuzzer's (scenes are not decks: every one refused cleanly).
  int loaded = 0, files = 0;
  for (const char* dir : {GELU_DECK_CORPUS, GELU_FUZZ_CORPUS}) {
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
      const std::string input = readFile(entry.path());
      EXPECT_EQ(checkDeckInput(input), "") << entry.path();
      loaded += std::holds_alternative<Deck>(gelu::model::parseDeck(input)) ? 1 : 0;
      ++files;
    }
  }
  EXPECT_GE(files, 20);
  EXPECT_GE(loaded, 3);
  EXPECT_LT(loaded, files);
}

}  // namespace
