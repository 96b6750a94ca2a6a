#pragma once
/// @file
/// @brief Lecture mode: a deck (by default the built-in lecture) full screen and readable from
/// the back row (≥ 20 pt tick labels, ≥ 28 pt captions), live panels per step with a
/// one-sentence caption and the step's formula, revealed fragment by fragment. The audience's
/// view of a presenting session (PresentingSession), which owns the keys. Hidden steps are
/// skipped: step numbers count the shown ones.
#include <QElapsedTimer>
#include <QList>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <QWidget>
#include <array>
#include <climits>
#include <cstdint>
#include <map>
#include <optional>

#include "core/model/presentation.hpp"
#include "ui/lecture/BuiltInDeck.hpp"
#include "ui/model/Deck.hpp"
#include "ui/model/SceneState.hpp"
#include "ui/panels/Theme.hpp"

class QLabel;
class QGridLayout;

namespace ui {

class MathLabel;
class PlotPanel;
class Scene;

class LectureView : public QWidget {
  Q_OBJECT
 public:
  static constexpr double kFontScale = kLectureFontScale;  ///< 11 pt tick labels × 1.85 ≥ 20 pt

  /// A view of `presentation` (which it moves with the keys it is given) on `scene`.
  LectureView(Scene& scene, const Theme& theme, gelu::model::Presentation& presentation,
              QWidget* parent = nullptr);
  ~LectureView() override;

  int step() const { return m_presentation.position().step; }
  /// The steps shown (the deck's, without its hidden ones).
  int stepCount() const { return m_presentation.stepCount(); }
  const Deck& deck() const { return m_presentation.deck(); }
  const gelu::model::Presentation& presentation() const { return m_presentation; }
  /// The deck's step shown now (the first before setStep()).
  const DeckStep& current() const { return m_presentation.current(); }
  /// Goes to step 1..stepCount() (clamped), showing its panels and preparing the Scene, with
  /// `fragments` of its fragments shown (−1: all of them).
  void setStep(int step, int fragments = 0);
  /// The fragments of this step shown so far.
  int fragment() const { return m_presentation.position().fragment; }
  /// The next key: the step's next fragment, else the next step; false at the deck's end.
  bool next();
  /// The back key: the last fragment hidden, else the previous step with all of its shown.
  void back();
  /// Shows a move the presentation made (its step, its panels, its scene, its texts).
  void showMove(const gelu::model::Move& move);
  /// The caption as typed (its $…$ typeset when shown).
  QString caption() const;
  /// The TeX of the formulas shown, a line each.
  QString formula() const;
  /// The caption's and formulas' type against their full size (at least kLectureSmallestText).
  double textFactor() const { return m_textFactor; }
  /// The panels' type, a share of the lecture's (smaller on a crowded or short slide).
  double panelType() const { return m_panelType; }
  /// Ids of the panels shown in this step, left to right.
  QStringList shownPanels() const;
  PlotPanel* panel(const QString& id) const;
  /// Play/pause what the step plays (its PlayAction).
  void togglePlay();
  /// Everything the lecture moves stopped where it is: the sweep, a tween, the simulation's and
  /// the training's playing (presenting over).
  void stopMoving();
  bool sweeping() const { return m_sweep.isActive(); }
  /// Laid out and drawn now, as the event loop would do it (an offscreen preview is rendered at
  /// once): the layout, the row's plots lined up, every shown panel replotted.
  void settle();
  /// Whether this presentation made the Monte Carlo run (m_runMade); the console's preview takes
  /// the audience's, so that it opens the next step as the audience will see it.
  bool runMade() const { return m_runMade; }
  void setRunMade(bool made) { m_runMade = made; }
  /// The presenter's key hints in the footer (shown at first; the slide number always is).
  bool keysShown() const { return m_keysShown; }
  void setKeysShown(bool shown);
  /// The height in pixels of the step's shortest plot where it is under a sixth of the view's
  /// even at the smallest type the view sets its panels (70% of the lecture's), else 0.
  int crowded() const { return m_crowded; }

 signals:
  void stepChanged(int step);
  void crowdedChanged();

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
  /// The scene as the presentation sees it now (the run's progress is the Scene's own).
  SceneFileData now() const;
  /// The caption and formulas of the step at its current fragment; `live`: a live formula's
  /// numbers changed (its type may shrink, never grow: no size jumping with the digits).
  void showTexts(bool live = false);
  /// The caption and formulas of the step with its first `fragments` fragments shown (their
  /// type as it was; fitShownTexts() sets it).
  void setTexts(int fragments);
  /// The height the caption and formulas take at their type and the view's width.
  int textsHeight() const;
  /// The same with the room held under them.
  int heldTextsHeight() const;
  /// Holds the room of the step's later texts under the texts shown (m_textRoom); without
  /// `lookAhead`, the room held so far.
  void holdTextRoom(double start, bool lookAhead = true);
  /// The height a row's plots keep: its shortest plot (a figure of plots stacked over one x:
  /// their sum), at most the height they share once lined up.
  int rowPlotsHeight(const QList<PlotPanel*>& shown) const;
  /// Sets the caption's and the formulas' type for the view's size: full size where they fit
  /// in their share of the height, smaller (down to half) where they would not; from `start`
  /// of full size down.
  void fitTexts(double start = 1.0);
  /// fitTexts() of the texts shown alone (without the room held for the step's later ones).
  void fitShownTexts(double start);
  /// A step of one row of plots shorter than 40% of the slide: the texts' type smaller by steps,
  /// down to their smallest, where that gets the plots there. Whether the row must be lined up
  /// again (its texts were tried at another type).
  bool textsGiveWay(const QList<PlotPanel*>& shown);
  /// After fitTexts(): a caption with a short last line set a line shorter by slightly smaller
  /// type, where that is enough (the caption's type alone, at `factor` of full size).
  void shortenCaption(double factor, int width);
  /// The formula lines as shown: all, or with lines 1 … m_formulaFrom − 1 cut to a ⋮ (at
  /// m_deepestCut beyond the last line, a chain of equalities said in one row).
  void showFormulaLines();
  /// The step's panels in a row; four in the cells a view gives them (gelu::model::viewCells,
  /// by the panels' area's shape: two rows of two on a slide). True when that changed the grid.
  bool arrangePanels();
  /// Lines up the plots of each row of the step's grid: one top and one bottom for the row's
  /// plots (after each layout: a new step, a new size).
  void alignPlots();
  /// alignPlots() for one row of `rows`: its `index` keys what was tried at this size.
  void alignRow(const QList<PlotPanel*>& row, int index, int rows);
  /// The panels' type at `share` of the lecture's, each laid out and drawn again.
  void setPanelType(double share);
  /// setPanelType(), the row's legends then placed again at the new type.
  void retypePanels(double share);
  /// The slide number, and the keys while they are shown.
  void updateFooter();
  QString liveFormula() const;
  Scene& m_scene;
  Theme m_theme;
  gelu::model::Presentation& m_presentation;
  MathLabel* m_caption = nullptr;
  MathLabel* m_formula = nullptr;
  QStringList m_formulaLines;  ///< the TeX of the step's formula lines, a line each
  int m_formulaFrom = 1;  ///< lines 1 … m_formulaFrom − 1 cut (a ⋮ instead) to fit, or m_cutFrom
  int m_deepestCut = 1;       ///< the largest m_formulaFrom (gelu::model::deepestFormulaCut())
  double m_textFactor = 1.0;  ///< the texts' type against full size (fitTexts())
  /// The most of full size the texts take while they give way to a row of short plots
  /// (textsGiveWay()); 1 at each step entered, each size and each fragment gone back to.
  double m_textCap = 1.0;
  QSize m_textsGaveWayAt;        ///< the size textsGiveWay() decided at for this step
  bool m_textsToCheck = false;   ///< textsGiveWay() checks its decision on the lined-up row
  double m_textCapBefore = 1.0;  ///< m_textCap before textsGiveWay() decided (given back to)
  /// A derivation's lines 1 … m_cutFrom − 1 cut at least (a ⋮ instead), at the texts' smallest
  /// type, for a row of short plots (textsGiveWay()); 1 (none) at each step entered, each size
  /// and each fragment gone back to.
  int m_cutFrom = 1;
  int m_cutFromBefore = 1;     ///< m_cutFrom before textsGiveWay() decided (given back to)
  QString m_captionFor;        ///< the caption, width and factor shortenCaption() decided for
  double m_captionFactor = 1;  ///< and what it decided (a live formula's change keeps it)
  QLabel* m_footer = nullptr;
  QWidget* m_textRoom = nullptr;  ///< under the texts: the room held for later ones
  int m_heldRoom = 0;       ///< the texts' room held in this step (it never shrinks within it)
  int m_textsMost = 0;      ///< the most the texts may hold (their plots' 40%); 0: not measured yet
  bool m_keysShown = true;  ///< the key hints in the footer (H toggles; the first key hides)
  QString m_play;           ///< this step's P hint
  QGridLayout* m_grid = nullptr;
  QString m_gridShape;  ///< the panels and cells arrangePanels() last laid out
  QList<PlotPanel*> m_panels;
  QTimer m_sweep;
  std::optional<gelu::model::Sweep> m_sweeping;
  QTimer m_tween;  ///< numbers moving to a fragment's values
  QElapsedTimer m_tweenClock;
  double m_tweenSeconds = 0;
  ModelState m_tweenFrom;
  ModelState m_tweenTo;
  gelu::model::StepPlan m_plan;  ///< the plan where the presentation is
  std::optional<std::uint64_t> m_pendingSamples;
  /// The Monte Carlo run was made in this presentation (a step played, reset or named it): a
  /// playing step keeps a run that is further ("the coins keep falling" from one step to the
  /// next); before that it starts at its opening draws, not at a run the window or an earlier
  /// presentation left (6.5·10¹¹ draws in a newcomer's second run-through).
  bool m_runMade = false;
  std::optional<int> m_pendingEpoch;
  QTimer m_align;            ///< alignPlots(), queued
  QStringList m_alignedRow;  ///< the panels alignPlots() last lined up (their objectNames)
  /// Per row of the grid: the size at which its legends inside did not line it up, and at which
  /// a lone plot's legend was tried beside it.
  std::array<QSize, 4> m_legendsDidNotHelpAt;
  std::array<QSize, 4> m_legendsBesideAt;
  std::array<QSize, 4> m_legendsInsideAt;
  QSize m_legendTypeAt;  ///< the size the step's legends were last set in one type at
  std::array<QList<QPointer<PlotPanel>>, 4> m_legendsMovedInside;  ///< (at m_legendsInsideAt)
  int m_arrangedStep = -1;  ///< the step whose panels the row shows (showMove())
  /// The panels' type as a share of the lecture's (alignPlots(): a crowded slide; textsGiveWay():
  /// a short row), and the panels and size it was chosen for.
  double m_panelType = 1.0;
  /// The panels' type each fragment of the step was shown at going forward (shown again going
  /// back to it).
  std::map<int, double> m_fragmentPanelType;
  /// The fragment whose tick counts the step's plots hold (INT_MAX: none held): showMove().
  int m_ticksHeldAt = INT_MAX;
  int m_crowded = 0;  ///< crowded()
  QStringList m_typedRow;
  QSize m_typedAt;
};

}  // namespace ui
