#pragma once
/// @file
/// @brief Decks (`*.gelu-deck.json`): a lecturer's lecture as data — steps with a title, a
/// caption, a formula (TeX), the presenter's notes, the panels shown, the scene's changes, what
/// Play does, fragments revealed one at a time and minutes for a timer. The built-in lecture is
/// one (resources/decks). Loading is strict like scene files: one message naming the field by
/// its path ("steps[1].panels[0]: unknown panel 'x'"), nothing applied. Qt Core only, so the
/// loader is fuzzed on its own.
#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>
#include <utility>

#include "ui/model/SceneState.hpp"

namespace ui {

constexpr int kDeckVersion = 1;
constexpr qint64 kMaxDeckBytes = 1 << 20;  ///< larger files are refused
constexpr const char* kDeckSuffix = ".gelu-deck.json";
constexpr int kMaxDeckSteps = 99;      ///< keys 1–9 and a two-digit slide number
constexpr int kMaxDeckFragments = 16;  ///< per step

/// @brief What P (play/pause) does in a step.
enum class PlayAction {
  None,        ///< nothing to play
  Simulation,  ///< play or pause the Monte Carlo run
  Sweep,       ///< sweep x across the step's sweep range (the view's by default)
  Training,    ///< train the training panel's networks, or pause them (from epoch 0 on entry)
};
/// "none", "simulation", "sweep" or "training".
QString playName(PlayAction a);
/// The action named `name` (as playName() spells it), or nullopt.
std::optional<PlayAction> parsePlay(const QString& name);

/// @brief Text in one language or several: a plain JSON string is every language's; an object
/// maps language codes ("en", "de", "zh_CN") to the text in each.
struct DeckText {
  QMap<QString, QString> byLanguage;  ///< "" for a plain string
  DeckText() = default;
  DeckText(const QString& plain) {  // NOLINT: a plain string is a DeckText
    if (!plain.isEmpty()) byLanguage.insert(QString(), plain);
  }
  DeckText(const char* plain) : DeckText(QString::fromUtf8(plain)) {}  // NOLINT
  bool isEmpty() const { return byLanguage.isEmpty(); }
  /// The text for `language` ("de_DE", "zh_CN", "C"): its own, its language's without the
  /// country, the plain one, English's, or else the first there is.
  QString in(const QString& language) const;
  /// Replaces the text for `language` (the plain text when the text has no languages).
  void set(const QString& language, const QString& text);
  friend bool operator==(const DeckText&, const DeckText&) = default;
};

/// @brief A fragment: revealed by the next key within its step — a line added under the step's
/// formula, a caption in place of the step's, scene changes (numbers move there smoothly).
struct DeckFragment {
  DeckText formula;      ///< TeX, shown under the formulas before it
  DeckText caption;      ///< replaces the step's caption while shown; empty: the step's
  QJsonObject scene;     ///< changes on top of the step's and earlier fragments'
  double seconds = 0.6;  ///< how long numbers take to reach their new values (0: at once)
  friend bool operator==(const DeckFragment&, const DeckFragment&) = default;
};

/// @brief One step of a deck.
struct DeckStep {
  DeckText title;      ///< short: the steps list, the handout's heading, a video's file name
  DeckText caption;    ///< one sentence the audience reads
  DeckText formula;    ///< TeX
  DeckText notes;      ///< the presenter's only (handouts print them)
  QStringList panels;  ///< panel ids, left to right (1–4)
  QJsonObject scene;   ///< the scene's changes, on top of the deck's
  PlayAction play = PlayAction::None;
  double minutes = 0;   ///< the time planned for it (0: none)
  bool hidden = false;  ///< kept in the deck, skipped when presenting, in handouts and videos
  bool shade = true;    ///< the pdf panel shades the area up to x
  bool trace = false;   ///< the activations are drawn up to x only (sweeping x traces them)
  bool resetSimulation = false;  ///< the Monte Carlo run starts again at n = 0 on entry
  /// When not empty: TeX shown instead of the formula, following x ({x}, {cdf}, {gelu} replaced
  /// by x, Φ(x) and GELU(x) at the Scene's μ and σ).
  QString liveFormula;
  std::optional<std::pair<double, double>> sweepRange;  ///< x from, to; none: the view's
  double sweepSeconds = 0;  ///< how long the sweep takes (0: 1.5 s per unit of x)
  QList<DeckFragment> fragments;
  friend bool operator==(const DeckStep&, const DeckStep&) = default;
};

/// @brief A whole deck.
struct Deck {
  DeckText title;
  QJsonObject scene;  ///< scene-file fields every step starts from
  QList<DeckStep> steps;
  friend bool operator==(const Deck&, const Deck&) = default;
};

/// The JSON text of a deck (indented; defaults left out).
QByteArray writeDeck(const Deck& deck);
/// Parses and validates; on failure returns nullopt and sets `error` (one line, names the field
/// by its path). Every step's scene (the deck's, the step's and its fragments' changes) is
/// checked as a scene file is.
std::optional<Deck> parseDeck(const QByteArray& json, QString* error);
/// Reads a file (or a ":/" resource) with parseDeck; the error names the file. `ioFailure` as
/// readSceneFile's.
std::optional<Deck> readDeckFile(const QString& path, QString* error, bool* ioFailure = nullptr);

/// The scene changes of `step` with its first `fragments` fragments shown: the deck's scene,
/// then the step's, then each fragment's (objects merged field by field).
QJsonObject stepChanges(const Deck& deck, int step, int fragments = 0);
/// `changes` applied to `base` (objects merged field by field, anything else replaced).
QJsonObject mergedScene(QJsonObject base, const QJsonObject& changes);
/// The whole scene `step` shows over `base` (by default a new scene): what a handout or a
/// video of the step draws. nullopt only when `base` and the changes clash (a parsed deck's
/// changes are valid over the default scene).
std::optional<SceneFileData> stepScene(const Deck& deck, int step, int fragments = 0,
                                       const SceneFileData& base = {});
/// The fields of `to` that differ from `from` (objects compared field by field): the changes a
/// step needs to show `to` over a deck whose scene is `from`.
QJsonObject sceneDifference(const QJsonObject& from, const QJsonObject& to);
/// The steps shown when presenting (not hidden), as indices into deck.steps.
QList<int> shownSteps(const Deck& deck);

}  // namespace ui
