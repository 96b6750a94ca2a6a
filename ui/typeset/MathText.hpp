#pragma once
/// @file
/// @brief Text with formulas in it: "the area up to $x$ is $\Phi(x)$" — TeX between dollar signs
/// set inline (text style), between double dollars on a line of its own (display style), `\$` a
/// dollar sign. Two forms:
///  - MathText: lines of plain text (split at '\n'), for read-outs and legend entries: laid out
///    once, drawn on any QPainter, measured exactly (the export's layout check sees the boxes).
///  - setMathContent(): rich text in a QTextDocument (titles, captions, notes, handouts), the
///    formulas as inline objects on the text's baseline, so wrapping and HTML keep working.
/// Formulas are set at the size that gives them the text font's capital height, so they sit in
/// a sans-serif line as they would in a TeX one.

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

class QPainter;
class QPaintDevice;
class QTextDocument;

namespace ui::typeset {

class Formula;

/// Whether `text` holds a formula (an unescaped `$`).
bool containsMath(const QString& text);
/// `text` with each formula as it is read aloud and `\$` as "$" (accessible names, tooltips).
QString spokenText(const QString& text);
/// `text` with each formula's TeX in place (a plain fallback) and `\$` as "$".
QString sourceText(const QString& text);
/// `text` as a reader copies it: each formula's TeX between its `$` or `$$`, the rest as shown
/// (with `rich`, its markup dropped and its entities read), `\$` as "$".
QString copiedText(const QString& text, bool rich);
/// Whether a formula's TeX is a symbol or two ($x$, $x_1$) or a number ($1.4142$,
/// $4.73\cdot 10^{-4}$), which a line never starts with alone: TeX's "of~$x$", "gain~1.41".
bool tiedToWordBefore(const QString& tex);
/// Plain text with formulas as rich text for setMathContent(): the text escaped (markup shows as
/// typed), the formulas kept as they are.
QString escapedAroundMath(const QString& text);
/// The em (pixels) formulas take beside text in `font` on `device` (null: the screen).
double mathEm(const QFont& font, const QPaintDevice* device = nullptr);

class MathText {
 public:
  MathText() = default;
  MathText(const QString& text, const QFont& font, const QPaintDevice* device = nullptr);

  const QString& text() const { return m_text; }
  QSizeF size() const { return m_size; }
  /// The first line's baseline below the top.
  double baseline() const { return m_lines.empty() ? 0.0 : m_lines.front().ascent; }
  /// Draws the lines in `rect`, each aligned as `alignment` says (left, centre, right).
  void draw(QPainter& painter, const QRectF& rect, Qt::Alignment alignment,
            const QColor& colour) const;

 private:
  struct Piece {
    QString text;                            ///< plain text, or
    std::shared_ptr<const Formula> formula;  ///< a formula
    double x = 0;
    double width = 0;
  };
  struct Line {
    std::vector<Piece> pieces;
    double width = 0, ascent = 0, descent = 0;
  };
  QString m_text;
  QFont m_font;
  double m_em = 0;
  std::vector<Line> m_lines;
  QSizeF m_size;
};

/// Sets `text` as the document's content (rich text when `rich`, else plain: its line breaks and
/// runs of spaces kept), its formulas as inline objects; installs the object handler the first
/// time.
void setMathContent(QTextDocument& doc, const QString& text, bool rich = true);

/// @brief What is wrong with some TeX: the parser's reason (translated, without its column)
/// and the 1-based column, in the whole text, where it went wrong.
struct TexProblem {
  QString message;
  int column = 0;
};
/// @brief The first formula of `tex` (one formula) that does not parse; none when it does.
std::optional<TexProblem> checkTex(const QString& tex);
/// @brief The first `$…$` or `$$…$$` of a text (a caption, notes) that does not parse.
std::optional<TexProblem> checkMathText(const QString& text);

}  // namespace ui::typeset
