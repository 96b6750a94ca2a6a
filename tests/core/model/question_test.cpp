// Questions on the curves (issue 49, item 3): read strictly from a deck, written back the same,
// the right answer computed (a curve's minimum, a formula at the step's x), followers' answers
// read strictly and tallied one per follower, the CSV anonymous and spreadsheet-safe.
#include "core/model/question.hpp"

#include <gtest/gtest.h>

#include "core/normal.hpp"

#include <cmath>
#include <random>
#include <string>
#include <variant>

#include "core/activations.hpp"
#include "core/model/deck.hpp"

namespace {

namespace m = gelu::model;

std::string deckWith(const std::string& question, const std::string& scene = "{}") {
  return R"J({"format": "gelu-explorer-deck", "version": 1, "steps": [)J"
         R"({"panels": ["cdf"]}, {"panels": ["activations"], "scene": )" +
         scene + R"(, "question": )" + question + "}]}";
}

std::variant<m::Deck, m::ModelError> parse(const std::string& question,
                                           const std::string& scene = "{}") {
  return m::parseDeck(deckWith(question, scene));
}

std::string refusal(const std::string& question, const std::string& scene = "{}") {
  const auto parsed = parse(question, scene);
  const auto* e = std::get_if<m::ModelError>(&parsed);
  if (e == nullptr) return "(read)";
  return m::englishMessage(*e);
}

m::Deck load(const std::string& question, const std::string& scene = "{}") {
  auto parsed = parse(question, scene);
  if (const auto* e = std::get_if<m::ModelError>(&parsed)) {
    ADD_FAILURE() << m::englishMessage(*e);
    return {};
  }
  return std::get<m::Deck>(std::move(parsed));
}

TEST(Question, EachKindIsReadAndWrittenBackTheSame) {
  for (const std::string q : {
           R"J({"kind": "point", "prompt": "Where is GELU smallest?", "curve": "gelu",
               "answer": "minimum", "tolerance": 0.2})J",
           R"J({"kind": "number", "prompt": {"en": "Phi(0) = ?", "de": "Phi(0) = ?"},
               "answer": "Phi(0)"})J",
           R"J({"kind": "choice", "prompt": "Which is smooth?", "choices": ["ReLU", "GELU"],
               "answer": 1})J",
           R"J({"kind": "point", "prompt": "Where does ReLU look most like GELU?",
               "curve": "relu"})J",
       }) {
    const m::Deck d = load(q);
    ASSERT_EQ(d.steps.size(), 2u);
    ASSERT_TRUE(d.steps[1].question.has_value()) << q;
    EXPECT_FALSE(d.steps[0].question.has_value());
    const auto again = m::parseDeck(m::writeDeck(d));
    ASSERT_TRUE(std::holds_alternative<m::Deck>(again)) << m::writeDeck(d);
    EXPECT_EQ(std::get<m::Deck>(again), d);
  }
}

TEST(Question, EveryMistakeIsNamedByItsPath) {
  EXPECT_EQ(refusal(R"J({"prompt": "?"})J"), "steps[1].question.kind: missing");
  EXPECT_EQ(refusal(R"J({"kind": "poll", "prompt": "?"})J"),
            "steps[1].question.kind: 'poll' is not one of point, number, choice");
  EXPECT_EQ(refusal(R"J({"kind": "number"})J"), "steps[1].question.prompt: missing");
  EXPECT_EQ(refusal(R"J({"kind": "number", "prompt": ""})J"), "steps[1].question.prompt: missing");
  EXPECT_EQ(refusal(R"J({"kind": "number", "prompt": "?", "answer": "Phi(0"})J").substr(0, 26),
            "steps[1].question.answer: ");
  EXPECT_EQ(refusal(R"J({"kind": "point", "prompt": "?", "curve": "nope"})J").substr(0, 50),
            "steps[1].question.curve: unknown curve 'nope' (kno");
  EXPECT_EQ(refusal(R"J({"kind": "choice", "prompt": "?", "choices": ["a"]})J"),
            "steps[1].question.choices: must list 2 to 6 choices, not 1");
  EXPECT_EQ(refusal(R"J({"kind": "choice", "prompt": "?", "choices": ["a", 2]})J"),
            "steps[1].question.choices[1]: must be a string or an object of languages, "
            "not a number");
  EXPECT_EQ(refusal(R"J({"kind": "choice", "prompt": "?", "choices": ["a", "b"], "answer": 2})J"),
            "steps[1].question.answer: 2 is out of range 0..1");
  EXPECT_EQ(
      refusal(R"J({"kind": "choice", "prompt": "?", "choices": ["a", "b"], "tolerance": 1})J"),
      "steps[1].question.tolerance: unknown field");
  EXPECT_EQ(refusal(R"J({"kind": "number", "prompt": "?", "curve": "gelu"})J"),
            "steps[1].question.curve: unknown field");
  EXPECT_EQ(refusal(R"J({"kind": "number", "prompt": "?", "tolerance": -1})J"),
            "steps[1].question.tolerance: -1 is out of range 0..1000000");
  EXPECT_EQ(refusal(R"J("where?")J"), "steps[1].question: must be an object, not a string");
  // A point's curve may be one of the step's own formulas.
  EXPECT_EQ(refusal(R"J({"kind": "point", "prompt": "?", "curve": "mine"})J",
                    R"J({"formulas": [{"id": "mine", "expression": "x^2"}]})J"),
            "(read)");
}

TEST(Question, TheRightAnswerIsComputed) {
  // GELU's minimum over the step's x range: where its derivative is zero.
  const m::Deck point = load(R"J({"kind": "point", "prompt": "?", "answer": "minimum"})J");
  const auto q = m::resolveQuestion(point, 1, "en");
  ASSERT_TRUE(q && q->right && q->rightY);
  const gelu::Params p;
  EXPECT_NEAR(gelu::builtInFunction("dgelu")->f(*q->right, p), 0.0, 1e-15);
  EXPECT_NEAR(*q->right, -0.7517916, 1e-6);
  EXPECT_EQ(*q->rightY, gelu::builtInFunction("gelu")->f(*q->right, p));
  EXPECT_EQ(q->curveName, "GELU");
  EXPECT_EQ(q->curveX.size(), static_cast<std::size_t>(m::kCurveSamples));
  EXPECT_EQ(q->curveX.front(), -4.0);
  EXPECT_EQ(q->curveX.back(), 3.0);
  EXPECT_DOUBLE_EQ(q->tolerance, 7.0 / 50);
  EXPECT_TRUE(q->isRight(-0.7));
  EXPECT_FALSE(q->isRight(-1.0));
  // The maximum of the normal's pdf over a step whose μ moved: at μ.
  const m::Deck top =
      load(R"J({"kind": "point", "prompt": "?", "curve": "elu", "answer": "maximum"})J",
           R"J({"x_range": [-2, 2]})J");
  const auto t = m::resolveQuestion(top, 1, "en");
  ASSERT_TRUE(t && t->right);
  EXPECT_EQ(*t->right, 2.0);  // ELU rises: its largest value at the range's end
  // A number: a formula at the step's x.
  const m::Deck number =
      load(R"J({"kind": "number", "prompt": "?", "answer": "Phi(x)"})J", R"J({"x": 0})J");
  const auto n = m::resolveQuestion(number, 1, "en");
  ASSERT_TRUE(n && n->right);
  EXPECT_EQ(*n->right, 0.5);
  EXPECT_DOUBLE_EQ(n->tolerance, 0.01);
  // A choice: the index; no answer, nothing is right.
  const m::Deck choice =
      load(R"J({"kind": "choice", "prompt": "?", "choices": ["a", {"en": "b", "de": "B"}]})J");
  const auto c = m::resolveQuestion(choice, 1, "de");
  ASSERT_TRUE(c);
  EXPECT_EQ(c->choices, (std::vector<std::string>{"a", "B"}));
  EXPECT_FALSE(c->isRightChoice(0));
  EXPECT_FALSE(m::resolveQuestion(choice, 0, "en"));
}

// Revealed in a live lecture, the right answer is taken where the lecture is: the room saw x
// moved to 1 (and σ to 2), so "Phi(x)" is Φ(1) and a point "at x" is at 1 on the curve as drawn.
TEST(Question, TheLiveLecturesXGivesTheRightAnswer) {
  const m::Deck number =
      load(R"J({"kind": "number", "prompt": "?", "answer": "Phi(x)"})J", R"J({"x": 0})J");
  const m::QuestionAt at{0, 1.0, 0.0, 2.0};
  const auto n = m::resolveQuestion(number, 1, "en", at);
  ASSERT_TRUE(n && n->right);
  EXPECT_EQ(*n->right, gelu::cdf(1.0));  // the formula's Phi is the standard normal's
  const m::Deck point = load(R"J({"kind": "point", "prompt": "?", "answer": "x"})J");
  const auto q = m::resolveQuestion(point, 1, "en", at);
  ASSERT_TRUE(q && q->right && q->rightY);
  EXPECT_EQ(*q->right, 1.0);
  gelu::Params p;
  p.sigma = 2.0;
  EXPECT_EQ(*q->rightY, gelu::builtInFunction("gelu")->f(1.0, p));  // GELU with σ = 2, as drawn
  EXPECT_NE(*q->rightY, gelu::builtInFunction("gelu")->f(1.0, gelu::Params()));
}

TEST(Question, AnswersAreReadStrictly) {
  const m::Deck d = load(R"J({"kind": "point", "prompt": "?", "answer": "minimum"})J");
  const auto q = *m::resolveQuestion(d, 1, "en");
  const auto why = [&](const std::string& text) {
    std::string reason;
    return m::readAnswerMessage(text, q, &reason) ? std::string() : reason;
  };
  EXPECT_EQ(why(R"J({"t":"answer","step":1,"value":-0.5})J"), "");
  EXPECT_EQ(m::readAnswerMessage(R"J({"t":"answer","step":1,"value":-0.5})J", q)->value, -0.5);
  EXPECT_EQ(why(R"J({"t":"answer","step":0,"value":-0.5})J"), "an answer to another step");
  EXPECT_EQ(why(R"J({"t":"answer","step":1,"value":9})J"), "'value' off the plot");
  EXPECT_EQ(why(R"J({"t":"answer","step":1,"value":"1"})J"), "no number 'value'");
  EXPECT_EQ(why(R"J({"t":"answer","step":1,"choice":1})J"), "no number 'value'");
  EXPECT_EQ(why(R"J({"t":"answer","step":1,"value":1,"x":2})J"), "not an answer");
  EXPECT_EQ(why(R"J({"t":"state","step":1,"value":1})J"), "not an answer");
  EXPECT_EQ(why(std::string(300, ' ')), "a message longer than 256 bytes");
  const m::Deck c = load(R"J({"kind": "choice", "prompt": "?", "choices": ["a", "b"]})J");
  const auto cq = *m::resolveQuestion(c, 1, "en");
  EXPECT_EQ(m::readAnswerMessage(R"J({"t":"answer","step":1,"choice":1})J", cq)->choice, 1);
  EXPECT_FALSE(m::readAnswerMessage(R"J({"t":"answer","step":1,"choice":2})J", cq));
  EXPECT_FALSE(m::readAnswerMessage(R"J({"t":"answer","step":1,"choice":-1})J", cq));
  EXPECT_FALSE(m::readAnswerMessage(R"J({"t":"answer","step":1,"choice":0.5})J", cq));
  // 10,000 mutations of a good answer: none crashes, and whatever is read lies on the plot.
  std::mt19937 random(49);
  const std::string good = R"J({"t":"answer","step":1,"value":-0.75})J";
  int read = 0;
  for (int i = 0; i < 10000; ++i) {
    std::string text = good;
    const int flips = 1 + static_cast<int>(random() % 4);
    for (int k = 0; k < flips; ++k) {
      text[random() % text.size()] = static_cast<char>(random() % 256);
    }
    if (i % 3 == 0) text = text.substr(0, random() % text.size());
    if (const auto a = m::readAnswerMessage(text, q)) {
      ++read;
      EXPECT_TRUE(std::isfinite(a->value) && a->value >= q.xMin && a->value <= q.xMax) << text;
    }
  }
  EXPECT_LT(read, 2000);
}

TEST(Question, TheTallyKeepsEachFollowersLatestAnswer) {
  const m::Deck d = load(R"J({"kind": "number", "prompt": "Phi(0), say", "answer": "Phi(0)"})J");
  const auto q = *m::resolveQuestion(d, 1, "en");
  m::AnswerTally tally;
  tally.record("seven", {0.4});
  tally.record("nine", {0.5});
  tally.record("seven", {0.501});  // changed their mind: replaces, keeps their place
  EXPECT_EQ(tally.count(), 2);
  EXPECT_EQ(tally.answers(), (std::vector<m::Answer>{{0.501}, {0.5}}));
  EXPECT_EQ(tally.right(q), 2);
  tally.record("three", {-2});
  EXPECT_EQ(tally.right(q), 2);
  EXPECT_EQ(m::answersCsv({{q, tally}}),
            "step,question,kind,answer,right\r\n"
            "2,\"Phi(0), say\",number,0.501,yes\r\n"
            "2,\"Phi(0), say\",number,0.5,yes\r\n"
            "2,\"Phi(0), say\",number,-2,no\r\n");
  const std::string message = m::answersMessage(q, tally);
  EXPECT_EQ(message,
            R"J({"t":"answers","step":1,"kind":"number","answers":[0.501,0.5,-2.0],"count":3,)J"
            R"J("rightCount":2,"right":0.5,"tolerance":0.01})J");
}

TEST(Question, TheTallyIsCappedAndTokensAreChecked) {
  m::AnswerTally tally;
  for (int i = 0; i < m::kMaxAnswers; ++i) EXPECT_TRUE(tally.record(std::to_string(i), {0.5}));
  EXPECT_FALSE(tally.record("one more", {0.5}));  // full: a new follower is not kept
  EXPECT_TRUE(tally.record("7", {0.25}));         // one already counted may change theirs
  EXPECT_EQ(tally.count(), m::kMaxAnswers);
  EXPECT_TRUE(m::isFollowerToken("abcdefghijklmnop"));
  EXPECT_TRUE(m::isFollowerToken("0123456789abcdef-_ABCDEF"));
  EXPECT_FALSE(m::isFollowerToken("short"));
  EXPECT_FALSE(m::isFollowerToken(std::string(65, 'a')));
  EXPECT_FALSE(m::isFollowerToken("abcdefghijklmnop;"));
  EXPECT_FALSE(m::isFollowerToken("abcdefghijklmnop%20"));
}

TEST(Question, ACsvCellIsNeverAFormula) {
  const m::Deck d =
      load(R"J({"kind": "choice", "prompt": "=HYPERLINK(\"x\")", "choices": ["@a", "\tb"]})J");
  const auto q = *m::resolveQuestion(d, 1, "en");
  m::AnswerTally tally;
  tally.record("one", {0, 0});
  tally.record("two", {0, 1});
  EXPECT_EQ(m::answersCsv({{q, tally}}),
            "step,question,kind,answer,right\r\n"
            "2,\"'=HYPERLINK(\"\"x\"\")\",choice,'@a,\r\n"
            "2,\"'=HYPERLINK(\"\"x\"\")\",choice,'\tb,\r\n");
}

TEST(Question, AHistogramHoldsEveryValueAndTheMark) {
  const auto h = m::histogram({0.1, 0.2, 0.2, 0.9}, 8, 1.5);
  int total = 0;
  for (int c : h.counts) total += c;
  EXPECT_EQ(total, 4);
  EXPECT_LE(h.lo, 0.1);
  EXPECT_GE(h.hi, 1.5);
  const auto one = m::histogram({2, 2}, 5, std::nullopt);
  EXPECT_LT(one.lo, 2);
  EXPECT_GT(one.hi, 2);
  EXPECT_EQ(one.counts[2], 2);
}

}  // namespace
