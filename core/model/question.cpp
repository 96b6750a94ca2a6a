#include "core/model/question.hpp"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "core/format.hpp"
#include "core/formula.hpp"
#include "core/function_library.hpp"
#include "core/model/deck.hpp"
#include "core/model/ids.hpp"

namespace gelu::model {
namespace {

/// The x of f's smallest (or largest) value over [lo, hi]: the best of a dense grid; then,
/// where f′ (`df`, may be null) changes sign in the grid cells beside it, its root by bisection
/// to the last bit (a search on f's values alone stops at √ε, where f is flat); a kink keeps the
/// grid's point.
double extremum(const FunctionInfo& f, const FunctionInfo* df, const Params& p, double lo,
                double hi, bool largest) {
  const auto value = [&](double x) -> double {
    const double y = f(x, p);
    if (!std::isfinite(y)) return INFINITY;
    return largest ? -y : y;
  };
  constexpr int kGrid = 2000;
  int best = 0;
  double bestValue = value(lo);
  for (int i = 1; i <= kGrid; ++i) {
    const double v = value(lo + (hi - lo) * i / kGrid);
    if (v < bestValue) {
      bestValue = v;
      best = i;
    }
  }
  const double grid = lo + (hi - lo) * best / kGrid;
  if (df == nullptr || best == 0 || best == kGrid) return grid;
  double a = lo + (hi - lo) * (best - 1) / kGrid;
  double b = lo + (hi - lo) * (best + 1) / kGrid;
  // Of f (or −f): f′ < 0 left of a minimum, > 0 right of it.
  const auto slope = [&](double x) { return largest ? -(*df)(x, p) : (*df)(x, p); };
  if (!(slope(a) < 0 && slope(b) > 0)) return grid;
  for (int i = 0; i < 200; ++i) {
    const double mid = a + (b - a) / 2;
    if (mid <= a || mid >= b) break;
    (slope(mid) < 0 ? a : b) = mid;
  }
  const double found = std::fabs(slope(a)) <= std::fabs(slope(b)) ? a : b;
  return value(found) <= value(grid) ? found : grid;
}

/// A CSV cell: quoted when it holds a comma, quote or line break; a text a spreadsheet would
/// take for a formula (=, +, -, @, a tab or a carriage return first) gets an apostrophe first.
std::string cell(const std::string& text, bool isText) {
  std::string s = text;
  if (isText && !s.empty() &&
      (s[0] == '=' || s[0] == '+' || s[0] == '-' || s[0] == '@' || s[0] == '\t' || s[0] == '\r')) {
    s.insert(s.begin(), '\'');
  }
  if (s.find_first_of(",\"\r\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + '"';
}

}  // namespace

std::string_view questionKindName(QuestionKind k) {
  switch (k) {
    case QuestionKind::Point:
      return "point";
    case QuestionKind::Choice:
      return "choice";
    case QuestionKind::Number:
      break;
  }
  return "number";
}

std::optional<QuestionKind> parseQuestionKind(std::string_view name) {
  for (const QuestionKind k : {QuestionKind::Point, QuestionKind::Number, QuestionKind::Choice}) {
    if (questionKindName(k) == name) return k;
  }
  return std::nullopt;
}

bool ResolvedQuestion::isRight(double value) const {
  return right && std::fabs(value - *right) <= tolerance;
}

bool ResolvedQuestion::isRightChoice(int choice) const {
  return rightChoice && *rightChoice == choice;
}

std::optional<ResolvedQuestion> resolveQuestion(const Deck& deck, int step,
                                                std::string_view language,
                                                const std::optional<QuestionAt>& at) {
  if (step < 0 || step >= static_cast<int>(deck.steps.size())) return std::nullopt;
  const DeckStep& s = deck.steps[static_cast<std::size_t>(step)];
  if (!s.question) return std::nullopt;
  const DeckQuestion& d = *s.question;
  // The step as the talk shows it (over what the steps before it name), as its handout page and
  // the web edition draw it: an answer of x read where the plot shows x.
  std::optional<SceneFileData> scene = talkStepScene(deck, step, at ? at->fragments : 0);
  if (at) {
    // (The room's state was read within limits.hpp's ranges, as a scene's are.)
    scene->model.x = at->x;
    scene->model.mu = at->mu;
    scene->model.sigma = at->sigma;
  }
  const ModelState& m = scene->model;
  ResolvedQuestion q;
  q.step = step;
  q.kind = d.kind;
  q.prompt = d.prompt.in(language);
  q.xMin = m.xMin;
  q.xMax = m.xMax;
  const Params p = paramsOf(m);
  // A formula of x at the step's x (a parsed deck's formulas compile).
  const auto formulaAtX = [&](const std::string& text) -> std::optional<double> {
    if (text.empty()) return std::nullopt;
    const auto f = Formula::compile(text, nullptr);
    if (!f) return std::nullopt;
    const double v = f->value(m.x);
    return std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
  };
  switch (d.kind) {
    case QuestionKind::Point: {
      const auto library = libraryWith(*FunctionLibrary::builtIns(), m.formulas);
      const FunctionInfo* f = library->find(d.curve);
      if (f == nullptr) return std::nullopt;
      q.curve = d.curve;
      q.curveName = std::string(f->name);
      for (int i = 0; i < kCurveSamples; ++i) {
        const double x = m.xMin + (m.xMax - m.xMin) * i / (kCurveSamples - 1);
        q.curveX.push_back(x);
        q.curveY.push_back((*f)(x, p));
      }
      if (d.answer == "minimum" || d.answer == "maximum") {
        const FunctionInfo* df = f->derivative.empty() ? nullptr : library->find(f->derivative);
        q.right = extremum(*f, df, p, m.xMin, m.xMax, d.answer == "maximum");
      } else {
        q.right = formulaAtX(d.answer);
      }
      if (q.right) q.rightY = (*f)(*q.right, p);
      q.tolerance = d.tolerance >= 0 ? d.tolerance : (m.xMax - m.xMin) / 50;
      break;
    }
    case QuestionKind::Number:
      q.right = formulaAtX(d.answer);
      q.tolerance = d.tolerance >= 0 ? d.tolerance
                                     : 0.01 * std::max(1.0, q.right ? std::fabs(*q.right) : 1.0);
      break;
    case QuestionKind::Choice:
      for (const DeckText& c : d.choices) q.choices.push_back(c.in(language));
      if (d.answerChoice >= 0) q.rightChoice = d.answerChoice;
      break;
  }
  return q;
}

std::optional<Answer> readAnswerMessage(std::string_view text, const ResolvedQuestion& q,
                                        std::string* why) {
  const auto refused = [why](const char* reason) -> std::optional<Answer> {
    if (why != nullptr) *why = reason;
    return std::nullopt;
  };
  if (text.size() > 256) return refused("a message longer than 256 bytes");
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception&) {
    return refused("not JSON");
  }
  if (!j.is_object() || j.size() != 3) return refused("not an answer");
  const auto t = j.find("t");
  if (t == j.end() || *t != "answer") return refused("not an answer");
  const auto step = j.find("step");
  if (step == j.end() || !step->is_number_integer() || step->get<long long>() != q.step) {
    return refused("an answer to another step");
  }
  Answer a;
  if (q.kind == QuestionKind::Choice) {
    const auto c = j.find("choice");
    if (c == j.end() || !c->is_number_integer()) return refused("no whole number 'choice'");
    const auto i = c->get<long long>();
    if (i < 0 || i >= static_cast<long long>(q.choices.size())) {
      return refused("'choice' out of range");
    }
    a.choice = static_cast<int>(i);
    return a;
  }
  const auto v = j.find("value");
  if (v == j.end() || !v->is_number()) return refused("no number 'value'");
  a.value = v->get<double>();
  if (!std::isfinite(a.value) || std::fabs(a.value) > kMaxAnswer) {
    return refused("'value' out of range");
  }
  if (q.kind == QuestionKind::Point && (a.value < q.xMin || a.value > q.xMax)) {
    return refused("'value' off the plot");
  }
  return a;
}

bool isFollowerToken(std::string_view token) {
  if (token.size() < 16 || token.size() > 64) return false;
  return std::all_of(token.begin(), token.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_';
  });
}

bool AnswerTally::record(const std::string& follower, const Answer& answer) {
  const auto it = m_index.find(follower);
  if (it != m_index.end()) {
    m_order[it->second] = answer;
    return true;
  }
  if (static_cast<int>(m_order.size()) >= kMaxAnswers) return false;
  m_index.emplace(follower, m_order.size());
  m_order.push_back(answer);
  return true;
}

std::vector<Answer> AnswerTally::answers() const { return m_order; }

int AnswerTally::right(const ResolvedQuestion& q) const {
  int n = 0;
  for (const Answer& a : m_order) {
    if (q.kind == QuestionKind::Choice ? q.isRightChoice(a.choice) : q.isRight(a.value)) ++n;
  }
  return n;
}

Histogram histogram(const std::vector<double>& values, int bins, std::optional<double> mark) {
  Histogram h;
  bins = std::max(1, bins);
  h.counts.assign(static_cast<std::size_t>(bins), 0);
  double lo = INFINITY, hi = -INFINITY;
  for (double v : values) {
    lo = std::min(lo, v);
    hi = std::max(hi, v);
  }
  if (mark) {
    lo = std::min(lo, *mark);
    hi = std::max(hi, *mark);
  }
  if (!std::isfinite(lo)) lo = 0, hi = 1;
  if (!(hi - lo > 0)) {
    const double pad = std::max(0.5, std::fabs(lo) * 0.1);
    lo -= pad;
    hi += pad;
  } else {
    const double pad = (hi - lo) * 0.05;
    lo -= pad;
    hi += pad;
  }
  h.lo = lo;
  h.hi = hi;
  for (double v : values) {
    auto i = static_cast<long>(std::floor((v - lo) / (hi - lo) * bins));
    i = std::clamp<long>(i, 0, bins - 1);
    ++h.counts[static_cast<std::size_t>(i)];
  }
  return h;
}

std::string answersMessage(const ResolvedQuestion& q, const AnswerTally& tally) {
  nlohmann::ordered_json answers = nlohmann::ordered_json::array();
  for (const Answer& a : tally.answers()) {
    if (q.kind == QuestionKind::Choice) {
      answers.push_back(a.choice);
    } else {
      answers.push_back(a.value);
    }
  }
  nlohmann::ordered_json j = {
      {"t", "answers"},     {"step", q.step},         {"kind", questionKindName(q.kind)},
      {"answers", answers}, {"count", tally.count()}, {"rightCount", tally.right(q)}};
  if (q.right) j["right"] = *q.right;
  if (q.rightY) j["rightY"] = *q.rightY;
  if (q.rightChoice) j["right"] = *q.rightChoice;
  if (q.kind != QuestionKind::Choice) j["tolerance"] = q.tolerance;
  if (q.kind == QuestionKind::Point) {
    j["curve"] = q.curve;
    j["range"] = {q.xMin, q.xMax};
  }
  return j.dump();
}

std::string answersCsv(const std::vector<std::pair<ResolvedQuestion, AnswerTally>>& asked) {
  std::string out = "step,question,kind,answer,right\r\n";
  for (const auto& [q, tally] : asked) {
    for (const Answer& a : tally.answers()) {
      const bool choice = q.kind == QuestionKind::Choice;
      const bool hasRight = choice ? q.rightChoice.has_value() : q.right.has_value();
      const bool right = choice ? q.isRightChoice(a.choice) : q.isRight(a.value);
      out += std::to_string(q.step + 1) + ',' + cell(q.prompt, true) + ',' +
             std::string(questionKindName(q.kind)) + ',' +
             (choice ? cell(q.choices[static_cast<std::size_t>(a.choice)], true)
                     : formatShortest(a.value)) +
             ',' + (hasRight ? (right ? "yes" : "no") : "") + "\r\n";
    }
  }
  return out;
}

}  // namespace gelu::model
