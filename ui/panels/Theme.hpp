#pragma once
/// @file
/// @brief Colours, line styles and type sizes: Okabe–Ito colours plus distinct dash patterns, so
/// curves stay apart on a washed-out projector and in grayscale print.

#include <QColor>
#include <QFont>
#include <QPalette>
#include <QPen>
#include <QString>
#include <QStringList>

#include <QList>

#include "core/model/palette.hpp"
#include "ui/model/SceneState.hpp"

class QCustomPlot;
class QCPAxis;
class QCPAxisRect;

namespace ui {

/// The lecture's type on a 1080p screen (the projector, and a step video of its size): its panels'
/// text 1.85 times the window's (11 pt tick labels become ≥ 20 pt), a caption of 30 pt and
/// formulas of 24 pt — which shrink to no less than 80% before a derivation is cut.
inline constexpr double kLectureFontScale = 1.85;
inline constexpr double kLectureCaptionPoints = 30.0;
inline constexpr double kLectureFormulaPoints = 24.0;
inline constexpr double kLectureSmallestText = 0.8;
/// The lecture's margin left and right of its slide, in logical pixels (a step video's on a
/// 1280x720 frame or larger; slideMargin()).
inline constexpr int kLectureSideMargin = 36;

struct Theme {
  bool dark = false;
  bool highContrast = false;  ///< white on black, yellow marks, heavier lines (WCAG AAA text)
  double fontScale = 1.0;     ///< 1 on the desktop; larger in lecture mode and slide exports
  double lineScale = 1.0;     ///< curve widths (1.5 in high contrast)
  QColor background;
  QColor foreground;
  QColor grid;
  QColor accent;  ///< the x marker
  QColor shade;   ///< the area under the pdf

  /// Light or dark, following the application palette (the system theme).
  static Theme fromPalette();
  static Theme light();
  static Theme darkTheme();
  /// White on black with a yellow x marker and heavier curves, for low vision and projectors
  /// in bright rooms: text contrast 21:1, every curve colour at least 4.5:1 against the black.
  static Theme highContrastTheme();
  /// The theme of a figure: System is light (paper has no desktop to follow).
  static Theme forFigure(ThemeChoice t);
  /// The theme of the window and lecture: System follows the application palette.
  static Theme forScreen(ThemeChoice t);

  /// The pen of an activation or derivative curve by id; a typed formula's look comes from its
  /// definition among `formulas` (the scene's), by its own colour and dash or its position.
  /// With `shown` (the curves drawn together, in order), no two of them share a colour family
  /// (blue with sky blue, vermillion with orange) while one is free: every curve whose family
  /// no earlier one took keeps its own colour, the others in order take the first colour of a
  /// free family, else the first free colour (a formula's own colour is always kept).
  /// `companions` are drawn beside `shown` (companionCurves()): coloured the same way from what
  /// `shown` leaves.
  QPen curvePen(const QString& id, double width = 2.5, const std::vector<FormulaDef>& formulas = {},
                const QStringList& shown = {}, const QStringList& companions = {}) const;
  QColor curveColor(const QString& id, const std::vector<FormulaDef>& formulas = {},
                    const QStringList& shown = {}, const QStringList& companions = {}) const;
  /// The fill of a band edged in `edge` (the Monte Carlo funnel): translucent; in high contrast
  /// opaque enough to stand out 3:1 from the background (WCAG's contrast for graphics).
  QColor bandFill(const QColor& edge) const;
  /// `c` drawn faint at `alpha` (side by side's derivatives), in high contrast as opaque as it
  /// takes to stand 3:1 off the background (gelu::model::faintAlpha).
  QColor faint(const QColor& c, int alpha) const;
  /// A training map's look in this theme (gelu::model::trainingMapLook): its classes' colours
  /// and its heat map's three stops.
  gelu::model::MapLook mapLook() const;
  /// Does the activation `id` have a (colour, dash) pair no other activation has?
  static bool hasDistinctStyle(const QString& id);
  /// `c` darkened (on a light background) or lightened (on a dark one) just enough for text in
  /// it to stand out 4.5:1 from the background (WCAG AA), its hue kept.
  QColor readable(const QColor& c) const;
  QFont font(double points, bool bold = false) const;
  /// A widget palette in this theme's colours (for forcing light or dark against the system).
  QPalette palette() const;
  /// Applies colours and fonts to a plot's axes, grid, legend and background.
  void apply(QCustomPlot& plot) const;
  /// apply(), with the smaller type of a panel of several small plots (10 pt axes).
  void applySmallPlots(QCustomPlot& plot) const;
};

/// The four axes of `rect` in a fixed order (left, bottom, right, top). QCPAxisRect::axes()
/// follows a QHash, whose order changes with Qt's per-process hash seed: layering or drawing in
/// that order would make exported files differ from run to run.
QList<QCPAxis*> orderedAxes(const QCPAxisRect& rect);

}  // namespace ui
