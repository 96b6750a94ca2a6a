#pragma once
/// @file
/// @brief A typeset formula: TeX in, a box out (width, ascent, descent) that draws itself as
/// glyph outlines on any QPainter — screen, PNG, SVG and PDF show the same shapes, and every
/// renderer measures them alike. Layouts are made in ems, so one layout serves every size; they
/// are cached by (TeX, style). A formula that does not parse keeps its error (with the column)
/// and shows its source as text, so nothing typed disappears.

#include <QColor>
#include <QPainterPath>
#include <QPointF>
#include <QRawFont>
#include <QRectF>
#include <QString>
#include <memory>
#include <mutex>
#include <vector>

#include "ui/typeset/MathList.hpp"

class QPainter;

namespace ui::typeset {

class MathFont;

/// A paint engine that is also a MathRecorder hears of every formula drawn on it (the export's
/// layout check measures formulas as it measures text).
class MathRecorder {
 public:
  virtual ~MathRecorder() = default;
  /// `rect` and `clip` (null: none) in device coordinates; `points`: the formula's type size.
  virtual void recordMath(const QRectF& rect, const QRectF& clip, const QString& text,
                          double points) = 0;
};

class Formula {
 public:
  /// The formula for `tex` in `style` (Display for a formula on its own, Text inline). Never
  /// null; shared and cached.
  static std::shared_ptr<const Formula> typeset(const QString& tex, Style style = Style::Display);
  /// Whether a math font is installed (else formulas are set as their source text).
  static bool available();

  bool ok() const { return m_error.isEmpty(); }
  /// "unknown command \fracc at column 3"; empty when the TeX parsed.
  const QString& error() const { return m_error; }
  int errorColumn() const { return m_errorColumn; }
  const QString& tex() const { return m_tex; }
  /// The formula read aloud ("phi of x equals …") in the language now installed, for
  /// accessible names and descriptions; the source as typed when it does not parse.
  QString spoken() const;

  /// The box at a type size of `em` pixels: from x = 0 to width, y = −ascent to descent about
  /// the baseline.
  double width(double em) const { return m_width * em / 1000.0; }
  double ascent(double em) const { return m_ascent * em / 1000.0; }
  double descent(double em) const { return m_descent * em / 1000.0; }
  QRectF rect(double em) const { return {0.0, -ascent(em), width(em), ascent(em) + descent(em)}; }
  /// Draws the formula with its baseline's left end at `baseline`, `em` pixels to the em.
  void draw(QPainter& painter, QPointF baseline, double em, const QColor& colour) const;
  /// Its outline in thousandths of an em, y down (glyphs and rules), for tests and icons.
  QPainterPath outline() const;
  int glyphCount() const { return static_cast<int>(m_glyphs.size()); }
  int ruleCount() const { return static_cast<int>(m_rules.size()); }

  Formula(const QString& tex, Style style);  // (use typeset(): it caches)
  Formula(const Formula&) = delete;
  Formula& operator=(const Formula&) = delete;

 private:
  struct Glyph {
    int font;
    quint32 glyph;
    double x, y, scale;
  };
  void buildOutlines() const;
  /// Fills the outlines at `em` pixels an em: the rules, and the glyphs too when `glyphs`.
  void fillOutlines(QPainter& painter, QPointF baseline, double em, const QColor& colour,
                    bool glyphs) const;
  /// Draws the glyphs from images cached per size, colour and quarter pixel where the painter
  /// rasterises under a plain scale; false where it does not (outlines are drawn instead).
  bool drawFromImages(QPainter& painter, QPointF baseline, double em, const QColor& colour) const;

  QString m_tex;
  QString m_error;
  int m_errorColumn = 0;
  AtomList m_atoms;  ///< as parsed (read aloud on demand: the language may change)
  double m_width = 0, m_ascent = 0, m_descent = 0;
  std::shared_ptr<const MathFont> m_font;
  std::vector<QRawFont> m_textFonts;
  std::vector<Glyph> m_glyphs;
  std::vector<QRectF> m_rules;
  mutable std::once_flag m_built;
  mutable QPainterPath m_glyphPath, m_rulePath;
};

}  // namespace ui::typeset
