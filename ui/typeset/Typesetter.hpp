#pragma once
/// @file
/// @brief Atoms to boxes: TeX's rules for math (the TeXbook's appendix G) with the lengths taken
/// from the font's MATH table as MathML Core restates them — inter-atom spacing by class and
/// style, scripts, limits, fractions, radicals, stretchy delimiters from size variants and
/// assemblies, accents, cases, aligned rows. The result is a box (width, ascent, descent) holding
/// positioned glyphs and rules, all in thousandths of an em, y down, the origin on the baseline.

#include <QRawFont>
#include <QRectF>
#include <QString>
#include <cmath>
#include <functional>
#include <vector>

#include "ui/typeset/MathFont.hpp"
#include "ui/typeset/MathList.hpp"

namespace ui::typeset {

/// One glyph of a box: from the math font (font < 0) or a text font (an index into the
/// typesetter's textFonts()), drawn at `scale` with its origin at (x, y).
struct PlacedGlyph {
  int font = -1;
  quint32 glyph = 0;
  double x = 0, y = 0, scale = 1;
};

struct Box {
  double width = 0, ascent = 0, descent = 0;
  double italic = 0;                       ///< a single character's italic correction
  double accentAttachment = std::nan("");  ///< a single character's top-accent point
  bool character = false;  ///< one glyph: TeX places scripts and accents on it apart
  std::vector<PlacedGlyph> glyphs;
  std::vector<QRectF> rules;
  /// Adds `b` with its origin at (dx, −up): right by dx, its baseline raised by `up`.
  void add(const Box& b, double dx, double up);
};

class Typesetter {
 public:
  /// `textFamily` sets \text and the characters the math font lacks (Latin Modern Roman for
  /// the TeX look; Qt's font fallback finds the rest, Chinese included).
  Typesetter(const MathFont& font, QString textFamily);
  Box layout(const AtomList& list, Style style);
  /// The text fonts the boxes' glyphs refer to (font ≥ 0).
  const std::vector<QRawFont>& textFonts() const { return m_textFonts; }

 private:
  struct Mode {
    Style style = Style::Display;
    bool cramped = false;
  };
  double scale(Style s) const;
  double c(Constant k, Style s) const { return m_font.constant(k) * scale(s); }
  static int level(Style s) { return s == Style::Script ? 1 : s == Style::ScriptScript ? 2 : 0; }
  static Style smaller(Style s);

  Box list(const AtomList& atoms, Mode mode);
  Box atom(const Atom& a, Mode mode, bool* isChar);
  Box character(char32_t c, Mode mode);
  Box text(const QString& text, Mode mode, bool upright);
  Box word(const QString& text, Mode mode);
  Box largeOperator(const Atom& a, Mode mode);
  Box scripts(Box base, const Atom& a, Mode mode, bool isChar, bool largeOp);
  Box limits(Box base, const Atom& a, Mode mode);
  Box fraction(const Atom& a, Mode mode);
  Box radical(const Atom& a, Mode mode);
  Box accent(const Atom& a, Mode mode);
  Box overline(const Atom& a, Mode mode);
  Box fenced(const Atom& a, Mode mode);
  Box cases(const Atom& a, Mode mode);
  Box aligned(const Atom& a, Mode mode);
  /// Rows of cells stacked as an array — each row at least a strut (`strutAscent`,
  /// `strutDescent`) tall, `gap` more between rows, a row's cell k at x(k, cell) — and centred on
  /// the axis of `style` (TeX's \vcenter): cases and aligned.
  Box stackedRows(const std::vector<std::vector<Box>>& rows, double strutAscent,
                  double strutDescent, double gap, Style style,
                  const std::function<double(std::size_t, const Box&)>& x);
  /// How tall a delimiter around a box of `ascent` and `descent` must be in `style`.
  double delimiterSize(double ascent, double descent, Style style) const;
  /// A delimiter at least `size` tall, centred on the axis ("" is TeX's null delimiter).
  Box delimiter(const QString& d, double size, Mode mode);
  /// The glyph stretched to at least `size` along `vertical`: a variant, else an assembly.
  Box stretched(quint32 glyph, double size, Style style, bool vertical);
  int textFontIndex(const QRawFont& f);

  const MathFont& m_font;
  QString m_textFamily;
  std::vector<QRawFont> m_textFonts;
};

}  // namespace ui::typeset
