#pragma once
/// @file
/// @brief Presenting a deck, without widgets: the step and fragment shown, what moving to another
/// means for the scene (its changes, the time numbers take to move, what to reset), the texts,
/// the talk's timers and the scene before the talk. The desktop's audience view and console, the
/// console's preview, the web edition's presenter and the room's followers all ask it, so a deck
/// presents the same everywhere; its tests need no screen.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/deck.hpp"
#include "core/model/state.hpp"

namespace gelu::model {

/// @brief A place in a presentation: a shown step (1-based; 0 before the first) and how many of
/// its fragments are shown.
struct Position {
  int step = 0;
  int fragment = 0;
  friend bool operator==(const Position&, const Position&) = default;
};

/// @brief What the views do to show a new position.
struct Move {
  Position from;
  Position to;
  bool entersStep = false;  ///< a step entered (else a fragment within it, or nothing)
  /// The scene to show: the step's (with `to.fragment` fragments) over the scene it is entered
  /// over (Presentation::entryScene()), or a fragment's over the scene shown; numbers move there
  /// over `seconds` (0: at once).
  SceneFileData target;
  double seconds = 0;
  StepPlan plan;  ///< the plan at `to`
  bool moves() const { return !(from == to); }
};

class Presentation {
 public:
  explicit Presentation(Deck deck);

  const Deck& deck() const { return m_deck; }
  /// The steps shown (the deck's, without its hidden ones).
  int stepCount() const { return static_cast<int>(m_shown.size()); }
  Position position() const { return m_at; }
  /// The deck's index of shown step `step` (1-based, clamped).
  int deckIndex(int step) const;
  /// The deck's step shown now (the first before the talk starts).
  const DeckStep& current() const;

  /// The scene before the talk (what leaving restores), kept from begin().
  void begin(const SceneFileData& before);
  const SceneFileData& before() const { return m_before; }

  /// To shown step `step` (clamped) with `fragments` of its fragments (−1: all), from the scene
  /// `now` shows. Returns what changes; the position is the new one afterwards.
  Move goTo(int step, int fragments, const SceneFileData& now);
  /// The next key: the step's next fragment, else the next step (the last step stays).
  Move next(const SceneFileData& now);
  /// The back key: the last fragment hidden, else the previous step with all of its shown.
  Move back(const SceneFileData& now);
  /// What next() would show, without moving: the console's preview of the next key.
  Move peekNext(const SceneFileData& now) const;

  /// The caption shown (the step's, or the last shown fragment's that has one), as typed.
  std::string caption(std::string_view language) const { return caption(language, m_at.fragment); }
  /// The same with the step's first `fragments` fragments shown (a view holds the room of its
  /// step's later texts from the first).
  std::string caption(std::string_view language, int fragments) const;
  /// The formulas shown, a TeX line each: the step's (or its live template, for the caller to
  /// fill in with liveFormula()), then each shown fragment's.
  std::vector<std::string> formulaLines(std::string_view language) const {
    return formulaLines(language, m_at.fragment);
  }
  std::vector<std::string> formulaLines(std::string_view language, int fragments) const;
  /// The step's live formula with {x}, {cdf} and {gelu} replaced by `x`, `cdf` and `gelu` (TeX
  /// the caller wrote in its reader's number format).
  static std::string fillLive(std::string_view tmpl, std::string_view x, std::string_view cdf,
                              std::string_view gelu);

 private:
  Move moveTo(Position to, const SceneFileData& now) const;
  /// The scene shown step `step` is entered over: the scene before the talk with what the shown
  /// steps before it name, each with all of its fragments; no draws or epochs (only a step that
  /// names them).
  SceneFileData entryScene(int step) const;
  Deck m_deck;
  std::vector<int> m_shown;
  Position m_at;
  SceneFileData m_before;
  SceneFileData m_entered;  ///< the scene when this step was entered (fragments taken back)
};

/// A step's formula lines with its first `fragments` fragments shown (−1: all), in `language`:
/// the step's own formula, then each shown fragment's, the empty ones left out.
std::vector<std::string> stepFormulaLines(const DeckStep& step, int fragments,
                                          std::string_view language);
/// The formula lines as display formulas, each a TeX line: a run of lines that hold a
/// top-level '&' (rows of a derivation, "&= …") becomes one \begin{aligned} block, so that they
/// line up at their relations. With `from` > 1 the lines between the first and line `from` give
/// way to a ⋮ — a row of the block when it falls inside one; with `from` = `size`, where
/// deepestFormulaCut() allows it, the derivation is said in one row above the latest line.
std::vector<std::string> displayFormulas(const std::vector<std::string>& lines, int from = 1);
/// Whether `tex` has an '&' outside any \begin…\end (and not written \&): a row to align.
bool isAlignedRow(std::string_view tex);
/// The largest `from` displayFormulas() takes for `lines` (it clamps `from` to it): `size - 1`
/// (the first line, a ⋮, the latest), less where the latest lines continue a statement of their
/// own (the ⋮ never stands for it), or `size` where the derivation before the latest line is a
/// chain of equalities from the first line's left side ("erf(y) &= …", "&= …", "&= 2Φ(y√2) − 1")
/// and the latest a statement of its own ("Φ(x) &= …"): then the chain is said in one row, its
/// first left side and its last right side ("erf(y) &= 2Φ(y√2) − 1"), above the latest line.
int deepestFormulaCut(const std::vector<std::string>& lines);

/// @brief The talk's clock against the deck's planned minutes, from any millisecond clock.
class TalkTimer {
 public:
  explicit TalkTimer(const Deck& deck);
  /// The talk starts (or T restarts it) at shown step `step`, at time `now`.
  void start(int step, std::int64_t now);
  /// Step `step` entered at `now`. A step before the one the talk started at moves the start
  /// there (the plan then counts from it).
  void enter(int step, std::int64_t now);
  std::int64_t elapsedMs(std::int64_t now) const { return now - m_start; }
  std::int64_t stepElapsedMs(std::int64_t now) const { return now - m_entered; }
  int startStep() const { return m_startStep; }
  /// Minutes planned: for the talk (the shown steps from where it started), before `step`, for
  /// `step`.
  double plannedMinutes() const;
  double plannedBefore(int step) const;
  double plannedFor(int step) const;
  /// How far behind the plan the talk is at `now`, in ms (negative: ahead): the step was
  /// entered after its planned start, and it has outrun its own minutes.
  std::int64_t behindMs(std::int64_t now) const;

 private:
  std::vector<double> m_minutes;  ///< per shown step
  std::int64_t m_start = 0;
  std::int64_t m_entered = 0;
  int m_step = 1;
  int m_startStep = 1;
};

/// @brief Numbers moving to a fragment's values: x, μ and σ eased in and out, x on the slider's
/// grid until it arrives; everything else at the target at once.
ModelState tweened(const ModelState& from, const ModelState& to, double t);

/// @brief A sweep of x at its plan's pace: a fixed increment per tick from where it started (not
/// added to a snapped x, which a step under half a hundredth would never leave), so every run
/// shows the same frames.
class Sweep {
 public:
  /// Starting from `x` when it lies inside the sweep (else at its start), `tickMs` a tick.
  Sweep(const SweepPlan& plan, double x, double tickMs);
  double start() const { return m_from; }
  /// The next x (the last one the sweep's end itself), or nullopt when the sweep has ended.
  std::optional<double> tick();

 private:
  double m_from;
  double m_to;
  double m_step;
  int m_ticks = 0;
  bool m_ended = false;
};

}  // namespace gelu::model
