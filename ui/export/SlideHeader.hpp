#pragma once
/// @file
/// @brief A lecture step's caption and formulas over its panels in a step video, set as the
/// lecture sets them: the lecture's type (kLectureCaptionPoints, kLectureFormulaPoints on a 1080p
/// frame, scaled as the canvas scales its text; a smaller frame scales them with its height:
/// the same slide in fewer pixels), shrunk to no less than 80% when they would take more than their
/// share of the frame, then a long derivation cut to its first row, a ⋮ and its latest rows, at
/// its deepest a chain of equalities in one row (displayFormulas, deepestFormulaCut), then (a
/// caption too long even so) down to half; a live formula follows x
/// frame by frame in the room it had.
#include <QSize>
#include <QString>
#include <QStringList>
#include <QTextDocument>
#include <memory>

#include "ui/panels/Theme.hpp"

class QPainter;

namespace ui {

/// What a step shows above its panels: the caption as typed ($…$ formulas) and its formula
/// lines in TeX; `liveTemplate`, when set, is the first line at x ({x}, {cdf}, {gelu}).
struct SlideTexts {
  QString caption;
  QStringList formulas;
  std::string liveTemplate;
  bool empty() const { return caption.isEmpty() && formulas.isEmpty(); }
};

/// A step video's margin left and right of its texts and panels, in logical pixels: the
/// lecture's (kLectureSideMargin) on a 1280x720 frame or larger, less on a smaller one (the same
/// slide in fewer pixels).
double slideMargin(QSize frame);

class SlideHeader {
 public:
  /// The texts laid out for a frame of `frame` logical pixels whose text is `canvasScale` times
  /// a 1080p screen's (canvasFontScale()), at `largest` of the lecture's type or less.
  SlideHeader(SlideTexts texts, const Theme& theme, QSize frame, double canvasScale,
              double largest = 1.0);

  /// The share of the lecture's type the texts are set in.
  double factor() const { return m_factor; }
  /// Logical pixels from the frame's top that the texts take (the panels go below).
  double height() const { return m_height; }
  /// Paints the texts at the top of `p`'s device, the live formula at `x` (μ, σ).
  void paint(QPainter& p, double x, double mu, double sigma);

 private:
  /// The formulas' HTML at x, lines `m_from` on cut.
  QString formulaHtml(double x, double mu, double sigma) const;
  void layOut(double factor, double x, double mu, double sigma);

  SlideTexts m_texts;
  Theme m_theme;
  double m_width = 0, m_margin = 0, m_gap = 0, m_points = 1;
  double m_factor = 1;
  int m_from = 1;
  double m_height = 0;
  QString m_shownFormulas;  ///< the HTML m_formulas holds
  std::unique_ptr<QTextDocument> m_caption, m_formulas;
};

}  // namespace ui
