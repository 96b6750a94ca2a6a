#pragma once
/// @file
/// @brief A lecture step as data: what it shows (panels, caption, formula, curves) and how it
/// behaves (the pdf's shading, the traced curve, the simulation, what Play does, a formula that
/// follows x). The built-in lecture is a list of these; a deck file will be another.
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

#include "ui/model/SceneState.hpp"

namespace ui {

/// @brief What P (play/pause) does in a step.
enum class PlayAction {
  None,        ///< nothing to play
  Simulation,  ///< play or pause the Monte Carlo run
  Sweep,       ///< sweep x from the left of the view to the right
  Training,    ///< train the training panel's networks, or pause them (from epoch 0 on entry)
};
/// "none", "simulation", "sweep" or "training".
QString playName(PlayAction a);
/// The action named `name` (as playName() spells it), or nullopt.
std::optional<PlayAction> parsePlay(const QString& name);

struct LectureStep {
  QStringList panels;  ///< panel ids, left to right (1–4)
  QString caption;     ///< one sentence, plain text
  QString formula;     ///< Qt rich text
  QStringList curves;  ///< the activation curves shown; empty: leave them as they are
  bool shade = true;   ///< the pdf panel shades the area up to x
  bool trace = false;  ///< the activations are drawn up to x only (sweeping x traces them)
  bool resetSimulation = false;  ///< the run starts again at n = 0 when the step is entered
  std::optional<bool> grid;      ///< the simulation's grid mode in this step; nullopt: as it is
  PlayAction play = PlayAction::None;
  /// When not empty: the formula follows x, with {x}, {cdf} and {gelu} replaced by x, Φ(x) and
  /// GELU(x) at the Scene's μ and σ.
  QString liveFormula;
  /// The training panel's settings in this step (applied on entry, the run from epoch 0);
  /// nullopt: the scene's.
  std::optional<TrainingState> training;
};

/// The built-in lecture: the intuition told in nine steps, in the application's language.
QList<LectureStep> builtInLecture();

}  // namespace ui
