#pragma once
/// @file
/// @brief Decks (`*.gelu-deck.json`): a lecturer's lecture as data — steps with a title, a
/// caption, a formula (TeX), the presenter's notes, the panels shown, the scene's changes, what
/// Play does, fragments revealed one at a time and minutes for a timer. The built-in lecture is
/// one (resources/decks). Loading is strict like scene files: one ModelError naming the field by
/// its path ("steps[1].panels[0]: unknown panel 'x'"), nothing applied.
///
/// A step's scene changes are read once into typed SceneChanges, and what a step plays and where
/// it opens is its StepPlan: the audience view, the console's preview, the window, handouts and
/// step videos all ask these, never the JSON.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "core/model/error.hpp"
#include "core/model/question.hpp"
#include "core/model/scene_file.hpp"
#include "core/model/state.hpp"

namespace gelu::model {

inline constexpr int kDeckVersion = 1;
inline constexpr std::size_t kMaxDeckBytes = 1 << 20;  ///< larger files are refused
inline constexpr const char* kDeckSuffix = ".gelu-deck.json";
inline constexpr int kMaxDeckSteps = 99;      ///< keys 1–9 and a two-digit slide number
inline constexpr int kMaxDeckFragments = 16;  ///< per step

/// @brief What P (play/pause) does in a step.
enum class PlayAction {
  None,        ///< nothing to play
  Simulation,  ///< play or pause the Monte Carlo run
  Sweep,       ///< sweep x across the step's sweep range (the view's by default)
  Training,    ///< train the training panel's networks, or pause them (from epoch 0 on entry)
};
/// "none", "simulation", "sweep" or "training".
std::string_view playName(PlayAction a);
/// The action named `name` (as playName() spells it), or nullopt.
std::optional<PlayAction> parsePlay(std::string_view name);

/// @brief Text in one language or several: a plain JSON string is every language's; an object
/// maps language codes ("en", "de", "zh_CN") to the text in each.
struct DeckText {
  std::map<std::string, std::string> byLanguage;  ///< "" for a plain string
  DeckText() = default;
  DeckText(std::string plain) {  // NOLINT: a plain string is a DeckText
    if (!plain.empty()) byLanguage.emplace(std::string(), std::move(plain));
  }
  DeckText(const char* plain) : DeckText(std::string(plain)) {}  // NOLINT
  bool empty() const { return byLanguage.empty(); }
  /// The text for `language` ("de_DE", "zh_CN", "C"): its own, its language's without the
  /// country, the plain one, English's, or else the first there is.
  std::string in(std::string_view language) const;
  /// Replaces the text for `language` (the plain text when the text has no languages).
  void set(std::string_view language, const std::string& text);
  friend bool operator==(const DeckText&, const DeckText&) = default;
};

/// @brief A fragment: revealed by the next key within its step — a line added under the step's
/// formula, a caption in place of the step's, scene changes (numbers move there smoothly).
struct DeckFragment {
  DeckText formula;      ///< TeX, shown under the formulas before it
  DeckText caption;      ///< replaces the step's caption while shown; empty: the step's
  SceneChanges scene;    ///< changes on top of the step's and earlier fragments'
  double seconds = 0.6;  ///< how long numbers take to reach their new values (0: at once)
  friend bool operator==(const DeckFragment&, const DeckFragment&) = default;
};

/// @brief A question the step asks the room (question.hpp): its right answer a formula, never a
/// typed number.
struct DeckQuestion {
  QuestionKind kind = QuestionKind::Number;
  DeckText prompt;
  std::string curve = "gelu";  ///< Point: the activation the point is placed on
  /// Point: "minimum", "maximum" or a formula of x giving the right x; Number: a formula of x
  /// giving the right value (both at the step's x); empty: no right answer (an opinion).
  std::string answer;
  std::vector<DeckText> choices;  ///< Choice: 2 to kMaxQuestionChoices
  int answerChoice = -1;          ///< Choice: the right one's index, −1 none
  double tolerance = -1;          ///< how far off is still right (< 0: resolveQuestion's default)
  friend bool operator==(const DeckQuestion&, const DeckQuestion&) = default;
};

/// @brief One step of a deck.
struct DeckStep {
  DeckText title;                   ///< short: the steps list, a handout's heading, a file name
  DeckText caption;                 ///< one sentence the audience reads
  DeckText formula;                 ///< TeX
  DeckText notes;                   ///< the presenter's only (handouts print them)
  std::vector<std::string> panels;  ///< panel ids, left to right (1–4)
  SceneChanges scene;               ///< the scene's changes, on top of the deck's
  PlayAction play = PlayAction::None;
  double minutes = 0;   ///< the time planned for it (0: none)
  bool hidden = false;  ///< kept in the deck, skipped when presenting, in handouts and videos
  bool shade = true;    ///< the pdf panel shades the area up to x
  bool trace = false;   ///< the activations are drawn up to x only (sweeping x traces them)
  bool resetSimulation = false;  ///< the Monte Carlo run starts again at n = 0 on entry
  /// When not empty: TeX shown instead of the formula, following x ({x}, {cdf}, {gelu} replaced
  /// by x, Φ(x) and GELU(x) at the scene's μ and σ).
  std::string liveFormula;
  std::optional<std::pair<double, double>> sweepRange;  ///< x from, to; none: the view's
  double sweepSeconds = 0;  ///< how long the sweep takes (0: 1.5 s per unit of x)
  std::vector<DeckFragment> fragments;
  std::optional<DeckQuestion> question;  ///< asked of the room when shared
  friend bool operator==(const DeckStep&, const DeckStep&) = default;
};

/// @brief A whole deck.
struct Deck {
  DeckText title;
  SceneChanges scene;  ///< scene fields every step starts from
  std::vector<DeckStep> steps;
  friend bool operator==(const Deck&, const Deck&) = default;
};

/// The JSON text of a deck (indented; defaults left out).
std::string writeDeck(const Deck& deck);
/// Parses and validates; every step's scene (the deck's, the step's and its fragments'
/// changes) is checked as a scene file is, a problem named under the layer that set the field.
std::variant<Deck, ModelError> parseDeck(std::string_view json);

/// The steps shown when presenting (not hidden), as indices into deck.steps.
std::vector<int> shownSteps(const Deck& deck);
/// The scene changes of `step` with its first `fragments` fragments shown: the deck's, then the
/// step's, then each fragment's.
SceneChanges stepChanges(const Deck& deck, int step, int fragments = 0);
/// The whole scene `step` shows over `base` (by default a new scene): what a handout or a
/// video of the step draws. nullopt only when `base` and the changes clash (a parsed deck's
/// changes are valid over the default scene).
std::optional<SceneFileData> stepScene(const Deck& deck, int step, int fragments = 0,
                                       const SceneFileData& base = {});
/// The scene the step shows over what a window shows now (`now`), and, where the two clash (a
/// curve of a formula the window lacks), over a new scene as its file would show it.
SceneFileData stepSceneOver(const Deck& deck, int step, int fragments, const SceneFileData& now);
/// The scene deck step `step` is entered over in a talk: `before` (the scene before the talk; a
/// new scene by default) with what the shown steps before it name, each with all of its
/// fragments; no draws or epochs (only a step that names them sets them). A step opens so
/// whether walked to or gone to, in the window, its handout page and the web edition.
SceneFileData talkEntryScene(const Deck& deck, int step, const SceneFileData& before = {});
/// The whole scene `step` shows in a talk with its first `fragments` fragments: its changes
/// over talkEntryScene() (what a handout page, a web edition's step and the live lecture show).
SceneFileData talkStepScene(const Deck& deck, int step, int fragments = 0,
                            const SceneFileData& before = {});

/// @brief A sweep of x: from, to, and how long it takes.
struct SweepPlan {
  double from = 0;
  double to = 0;
  double seconds = 0;  ///< the step's, else 1.5 s per unit of x (0.02 every 30 ms)
  /// x per tick of `tickMs` milliseconds (signed).
  double stepPerTick(double tickMs) const;
};

/// @brief What a step does beyond its scene: what P plays and where the step opens.
inline constexpr std::uint64_t kOpeningDraws = 20;  ///< StepPlan::openingSamples
inline constexpr int kOpeningEpochs = 20;           ///< StepPlan::openingEpoch (at most)

struct StepPlan {
  PlayAction play = PlayAction::None;
  /// The draws and the epoch it opens at, when the step (or a fragment shown) names them.
  std::optional<std::uint64_t> samples;
  std::optional<int> epoch;
  /// What a playing step opens with when it names neither (a clicker cannot press P, and an
  /// empty plot says nothing): the single coins of a simulation, the first epochs of training.
  std::uint64_t openingSamples = 0;
  int openingEpoch = 0;
  std::optional<SweepPlan> sweep;  ///< for PlayAction::Sweep, over the scene's x range by default
  bool resetSimulation = false;
  bool shade = true;
  bool trace = false;
  /// How long numbers take to reach each fragment's values (seconds, per fragment).
  std::vector<double> tweenSeconds;
};
/// The plan of `step` with `fragments` shown, over the scene `scene` it shows.
StepPlan stepPlan(const Deck& deck, int step, int fragments, const SceneFileData& scene);

}  // namespace gelu::model
