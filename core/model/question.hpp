#pragma once
/// @file
/// @brief Questions on the curves: a deck step may ask the room a question — place a point on a
/// curve ("where is GELU smallest?"), type a number ("Φ(0) = ?") or pick one of several. The
/// right answer is computed, never typed: a point's x and a number are formulas of x
/// (formula.hpp's language, evaluated at the step's x, or the live lecture's when revealed), or a
/// point is the curve's minimum or maximum over the step's x range. Followers answer anonymously;
/// the tally keeps each follower's latest answer, and only a lecturer who asks gets them as CSV.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gelu::model {

struct Deck;

inline constexpr int kMaxQuestionChoices = 6;
inline constexpr double kMaxAnswer = 1e6;  ///< |a number answered|
/// Answers one question keeps at most (twice the room's followers): a script that joins, answers
/// and leaves again and again gets no further.
inline constexpr int kMaxAnswers = 1000;
/// A follower's anonymous token (made by their page, kept for the browser tab): 16 to 64 letters,
/// digits, '-' or '_'. It lets a reconnected follower change their answer instead of adding one.
bool isFollowerToken(std::string_view token);

enum class QuestionKind { Point, Number, Choice };
/// "point", "number" or "choice".
std::string_view questionKindName(QuestionKind k);
std::optional<QuestionKind> parseQuestionKind(std::string_view name);

/// @brief A step's question as resolved over the step's scene: what the room is asked and what
/// is right. Built once per step (resolveQuestion); answers are read and judged against it.
struct ResolvedQuestion {
  int step = 0;
  QuestionKind kind = QuestionKind::Number;
  std::string prompt;                ///< in the language asked for
  std::string curve;                 ///< Point: the activation's id
  std::string curveName;             ///< Point: its display name ("GELU")
  std::vector<std::string> choices;  ///< Choice: the texts
  double xMin = -4, xMax = 3;        ///< Point: the step's x range (answers lie inside)
  std::optional<double> right;       ///< Point: x; Number: the value
  std::optional<int> rightChoice;    ///< Choice: the index
  double tolerance = 0;              ///< how far from `right` still counts as right
  /// The curve as the step draws it (Point): kCurveSamples points over [xMin, xMax], and its
  /// value at `right` (what the reveal marks).
  std::vector<double> curveX, curveY;
  std::optional<double> rightY;
  /// Whether an answer (a value, or a choice's index) is right; false without a right answer.
  bool isRight(double value) const;
  bool isRightChoice(int choice) const;
};
inline constexpr int kCurveSamples = 241;

/// @brief Where the live lecture is when its question's answers are revealed: the room saw
/// these, so the right answer ("Phi(x)", a point at x) and the curve are taken there.
struct QuestionAt {
  int fragments = 0;
  double x = 0.5;
  double mu = 0.0;
  double sigma = 1.0;
};

/// The question of `step` (an index into deck.steps) resolved over its scene (as authored, or
/// as the live lecture shows it: `at`), texts in `language`; nullopt when the step asks none.
std::optional<ResolvedQuestion> resolveQuestion(const Deck& deck, int step,
                                                std::string_view language,
                                                const std::optional<QuestionAt>& at = std::nullopt);

/// @brief One follower's answer: a value (a point's x, a number) or a choice's index.
struct Answer {
  double value = 0;
  int choice = -1;  ///< ≥ 0 for a Choice question
  friend bool operator==(const Answer&, const Answer&) = default;
};

/// A follower's message {"t": "answer", "step": k, "value": v} or {…, "choice": i}, read
/// strictly against `question` (the step the lecture is at, not yet revealed): the answer, or
/// why it is refused (one line). Nothing else a follower sends is read.
std::optional<Answer> readAnswerMessage(std::string_view text, const ResolvedQuestion& question,
                                        std::string* why = nullptr);

/// @brief A step's answers: each follower's latest (one per follower token, anonymous), in the
/// order followers first answered; at most kMaxAnswers.
class AnswerTally {
 public:
  /// False (nothing kept) for a new follower when the tally is full.
  bool record(const std::string& follower, const Answer& answer);
  int count() const { return static_cast<int>(m_order.size()); }
  std::vector<Answer> answers() const;
  /// How many are right.
  int right(const ResolvedQuestion& q) const;

 private:
  std::map<std::string, std::size_t> m_index;  ///< follower → position in m_order
  std::vector<Answer> m_order;
};

/// @brief The counts of `values` in `bins` equal bins over [lo, hi] (values outside are put in
/// the end bins), with lo and hi chosen to hold every value and `mark` (when given).
struct Histogram {
  double lo = 0, hi = 1;
  std::vector<int> counts;
};
Histogram histogram(const std::vector<double>& values, int bins, std::optional<double> mark);

/// What the reveal shows and a follower's page reads: {"t": "answers", "step", "kind", "prompt",
/// "answers": [values or choice indices], "right" (when there is one), "rightCount", "count";
/// a point's also "curve" and "range": [xMin, xMax], to draw the answers over the curve}.
std::string answersMessage(const ResolvedQuestion& q, const AnswerTally& tally);

/// The answers as CSV (RFC 4180, UTF-8, a header row): step, question, kind, answer, right —
/// one row per answer, no follower named. A text cell that a spreadsheet would read as a formula
/// (=, +, -, @ first) is prefixed with an apostrophe.
std::string answersCsv(const std::vector<std::pair<ResolvedQuestion, AnswerTally>>& asked);

}  // namespace gelu::model
