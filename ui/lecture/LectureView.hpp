#pragma once
/// @file
/// @brief Lecture mode: a list of steps (LectureStep; by default the built-in lecture) full
/// screen and readable from the back row (≥ 20 pt tick labels, ≥ 28 pt captions), live panels
/// per step with a one-sentence caption and the step's formula. Keys as a presenter clicker
/// sends them.
#include <QList>
#include <QStringList>
#include <QTimer>
#include <QWidget>

#include "ui/lecture/LectureStep.hpp"
#include "ui/model/SceneState.hpp"
#include "ui/panels/Theme.hpp"

class QLabel;
class QHBoxLayout;

namespace ui {

class PlotPanel;
class Scene;

class LectureView : public QWidget {
  Q_OBJECT
 public:
  static constexpr double kFontScale = 1.85;  ///< 11 pt tick labels × 1.85 ≥ 20 pt

  LectureView(Scene& scene, const Theme& theme, QList<LectureStep> steps = builtInLecture(),
              QWidget* parent = nullptr);
  ~LectureView() override;

  int step() const { return m_step; }
  int stepCount() const { return static_cast<int>(m_steps.size()); }
  const QList<LectureStep>& steps() const { return m_steps; }
  /// Goes to step 1..stepCount() (clamped), showing its panels and preparing the Scene.
  void setStep(int step);
  QString caption() const;
  QString formula() const;
  /// Ids of the panels shown in this step, left to right.
  QStringList shownPanels() const;
  PlotPanel* panel(const QString& id) const;
  /// Play/pause what the step plays (its PlayAction).
  void togglePlay();
  bool sweeping() const { return m_sweep.isActive(); }
  /// What the Scene looked like before the lecture (restored by the window on leaving).
  const ModelState& savedState() const { return m_saved; }

 signals:
  void stepChanged(int step);
  void leaveRequested();
  /// Ctrl+Alt+E: the window's Export animation… for this step.
  void exportAnimationRequested();

 protected:
  void keyPressEvent(QKeyEvent* e) override;
  void resizeEvent(QResizeEvent* e) override;

 private:
  void sweepTick();
  /// Lines up the plots of the step's row: one top and one bottom for all (after each layout
  /// of the row: a new step, a new size).
  void alignPlots();
  /// The slide number, and the keys while they are shown.
  void updateFooter();
  const LectureStep& current() const;
  QString liveFormula() const;
  Scene& m_scene;
  Theme m_theme;
  ModelState m_saved;
  QList<LectureStep> m_steps;
  int m_step = 0;
  QLabel* m_caption = nullptr;
  QLabel* m_formula = nullptr;
  QLabel* m_footer = nullptr;
  bool m_keysShown = true;  ///< the key hints in the footer (H toggles; the first key hides)
  QString m_play;           ///< this step's P hint
  QHBoxLayout* m_row = nullptr;
  QList<PlotPanel*> m_panels;
  QTimer m_sweep;
  QTimer m_align;  ///< alignPlots(), queued
};

}  // namespace ui
