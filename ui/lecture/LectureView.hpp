#pragma once
/// @file
/// @brief Lecture mode: a deck (by default the built-in lecture) full screen and readable from
/// the back row (≥ 20 pt tick labels, ≥ 28 pt captions), live panels per step with a
/// one-sentence caption and the step's formula, revealed fragment by fragment. The audience's
/// view of a presenting session (PresentingSession), which owns the keys. Hidden steps are
/// skipped: step numbers count the shown ones.
#include <QElapsedTimer>
#include <QList>
#include <QStringList>
#include <QTimer>
#include <QWidget>
#include <cstdint>
#include <optional>

#include "ui/lecture/BuiltInDeck.hpp"
#include "ui/model/Deck.hpp"
#include "ui/model/SceneState.hpp"
#include "ui/panels/Theme.hpp"

class QLabel;
class QHBoxLayout;

namespace ui {

class MathLabel;
class PlotPanel;
class Scene;

class LectureView : public QWidget {
  Q_OBJECT
 public:
  static constexpr double kFontScale = 1.85;  ///< 11 pt tick labels × 1.85 ≥ 20 pt

  LectureView(Scene& scene, const Theme& theme, Deck deck = builtInDeck(),
              QWidget* parent = nullptr);
  ~LectureView() override;

  int step() const { return m_step; }
  /// The steps shown (the deck's, without its hidden ones).
  int stepCount() const { return static_cast<int>(m_shown.size()); }
  const Deck& deck() const { return m_deck; }
  /// The deck's step shown now (the first before setStep()).
  const DeckStep& current() const;
  /// Goes to step 1..stepCount() (clamped), showing its panels and preparing the Scene, with
  /// `fragments` of its fragments shown (−1: all of them).
  void setStep(int step, int fragments = 0);
  /// The fragments of this step shown so far.
  int fragment() const { return m_fragment; }
  /// The next key: the step's next fragment, else the next step.
  void next();
  /// The back key: the last fragment hidden, else the previous step with all of its shown.
  void back();
  /// The caption as typed (its $…$ typeset when shown).
  QString caption() const;
  /// The TeX of the formulas shown, a line each.
  QString formula() const;
  /// Ids of the panels shown in this step, left to right.
  QStringList shownPanels() const;
  PlotPanel* panel(const QString& id) const;
  /// Play/pause what the step plays (its PlayAction).
  void togglePlay();
  /// Everything the lecture moves stopped where it is: the sweep, a tween, the simulation's and
  /// the training's playing (presenting over).
  void stopMoving();
  bool sweeping() const { return m_sweep.isActive(); }
  /// What the Scene looked like before the lecture (restored by the window on leaving).
  const ModelState& savedState() const { return m_saved; }
  /// Laid out and drawn now, as the event loop would do it (an offscreen preview is rendered at
  /// once): the layout, the row's plots lined up, every shown panel replotted.
  void settle();
  /// The presenter's key hints in the footer (shown at first; the slide number always is).
  bool keysShown() const { return m_keysShown; }
  void setKeysShown(bool shown);

 signals:
  void stepChanged(int step);

 protected:
  void resizeEvent(QResizeEvent* e) override;

 private:
  /// The panel `id`, made now when the lecture has none yet.
  PlotPanel* addPanel(const QString& id);
  void sweepTick();
  void tweenTick();
  /// A tween still moving ends at its values now (a key pressed before it arrived).
  void finishTween();
  /// The draws and the epoch the step names, applied (after its numbers have arrived).
  void applyProgress();
  /// The step's scene with `fragments` fragments shown, applied to the Scene: the fields the
  /// deck names change (numbers moving there over `seconds`), the others stay as they are.
  void applyScene(int fragments, double seconds);
  /// The caption and formulas of the step at its current fragment; `live`: a live formula's
  /// numbers changed (its type may shrink, never grow: no size jumping with the digits).
  void showTexts(bool live = false);
  /// Sets the caption's and the formulas' type for the view's size: full size where they fit
  /// in their share of the height, smaller (down to half) where they would not; from `start`
  /// of full size down.
  void fitTexts(double start = 1.0);
  /// Lines up the plots of the step's row: one top and one bottom for all (after each layout
  /// of the row: a new step, a new size).
  void alignPlots();
  /// The slide number, and the keys while they are shown.
  void updateFooter();
  QString liveFormula() const;
  Scene& m_scene;
  Theme m_theme;
  ModelState m_saved;
  Deck m_deck;
  QList<int> m_shown;  ///< indices of the deck's shown steps
  int m_step = 0;
  int m_fragment = 0;
  MathLabel* m_caption = nullptr;
  MathLabel* m_formula = nullptr;
  QStringList m_formulaLines;  ///< the TeX shown, a line each
  double m_textFactor = 1.0;   ///< the texts' type against full size (fitTexts())
  QLabel* m_footer = nullptr;
  bool m_keysShown = true;  ///< the key hints in the footer (H toggles; the first key hides)
  QString m_play;           ///< this step's P hint
  QHBoxLayout* m_row = nullptr;
  QList<PlotPanel*> m_panels;
  QTimer m_sweep;
  double m_sweepTo = 0;    ///< where the sweep stops
  double m_sweepStep = 0;  ///< x per tick (signed)
  double m_sweepFrom = 0;  ///< where the sweep started
  int m_sweepTicks = 0;    ///< ticks since
  QTimer m_tween;          ///< numbers moving to a fragment's values
  QElapsedTimer m_tweenClock;
  double m_tweenSeconds = 0;
  ModelState m_tweenFrom;
  ModelState m_tweenTo;
  ModelState m_entered;  ///< the Scene when this step was entered (fragments taken back)
  std::optional<std::uint64_t> m_pendingSamples;
  std::optional<int> m_pendingEpoch;
  QTimer m_align;  ///< alignPlots(), queued
};

}  // namespace ui
