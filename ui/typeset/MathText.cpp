#include "ui/typeset/MathText.hpp"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPaintDevice>
#include <QPainter>
#include <QScreen>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextFrame>
#include <QTextObjectInterface>
#include <algorithm>
#include <cmath>

#include "ui/typeset/Formula.hpp"
#include "ui/typeset/MathFont.hpp"
#include "ui/typeset/TexParser.hpp"

namespace ui::typeset {
namespace {

struct Segment {
  bool math = false;
  bool display = false;
  QString content;
  qsizetype start = 0;  ///< where a formula's TeX begins in the text (after its $ or $$)
};

/// Text and formulas in order: `$…$` inline, `$$…$$` display, `\$` a dollar; a `$` that is
/// never closed is a dollar too.
/// The text's pieces: plain text (`\$` a dollar sign) and formulas. A `$` that no `$` closes is
/// a dollar sign ("costs $5"); `unclosed`: where the first such `$` is that begins a TeX command
/// ("$\frac{1}{2" — a formula never ended), else −1.
std::vector<Segment> segments(const QString& text, qsizetype* unclosed = nullptr) {
  if (unclosed != nullptr) *unclosed = -1;
  std::vector<Segment> out;
  QString plain;
  qsizetype i = 0;
  const qsizetype n = text.size();
  while (i < n) {
    const QChar c = text[i];
    if (c == '\\' && i + 1 < n && text[i + 1] == '$') {
      plain += '$';
      i += 2;
      continue;
    }
    if (c != '$') {
      plain += c;
      ++i;
      continue;
    }
    const bool display = i + 1 < n && text[i + 1] == '$';
    const qsizetype start = i + (display ? 2 : 1);
    // The closing delimiter: the next unescaped $ (or $$).
    qsizetype end = -1;
    for (qsizetype j = start; j < n; ++j) {
      if (text[j] == '\\') {
        ++j;  // an escaped character inside TeX (\$, \{ …)
        continue;
      }
      if (text[j] == '$' && (!display || (j + 1 < n && text[j + 1] == '$'))) {
        end = j;
        break;
      }
    }
    if (end < 0 || end == start) {
      if (unclosed != nullptr && *unclosed < 0 && start < n && text[start] == '\\') *unclosed = i;
      plain += c;
      ++i;
      continue;
    }
    if (!plain.isEmpty()) out.push_back({false, false, plain});
    plain.clear();
    out.push_back({true, display, text.mid(start, end - start), start});
    i = end + (display ? 2 : 1);
  }
  if (!plain.isEmpty()) out.push_back({false, false, plain});
  return out;
}

double dpiOf(const QPaintDevice* device) {
  if (device != nullptr) return device->logicalDpiY();
  if (const QScreen* screen = QGuiApplication::primaryScreen())
    return screen->logicalDotsPerInchY();
  return 96.0;
}

/// How tall the math font's upright `c` stands, as a share of its em (`fallback`, Latin Modern
/// Math's, without the font or below `least`).
double mathGlyphHeight(char c, double fallback, double least) {
  const auto font = MathFont::standard();
  if (font == nullptr) return fallback;
  const double h = font->metrics(font->glyph(static_cast<char32_t>(c))).ascent / 1000.0;
  return h > least ? h : fallback;
}

/// The capital height (its H) and the x-height (its x), as shares of the em.
double mathCapHeight() {
  static const double share = mathGlyphHeight('H', 0.683, 0.3);
  return share;
}
double mathXHeight() {
  static const double share = mathGlyphHeight('x', 0.431, 0.2);
  return share;
}

constexpr int kMathObject = QTextFormat::UserObject + 27;
constexpr int kTexProperty = QTextFormat::UserProperty + 1;
constexpr int kDisplayProperty = QTextFormat::UserProperty + 2;
constexpr int kMiddleProperty = QTextFormat::UserProperty + 3;

/// Formulas as inline objects of a QTextDocument. Qt sets an ordinary object's bottom on the
/// baseline (its descent 0), or centres a "middle" one half an x-height above it: a formula about
/// as deep as the font's descent is the former, its depth hanging into the line's own; a deeper
/// one the latter, made just tall enough that its box fits about the baseline.
class MathObject : public QObject, public QTextObjectInterface {
  Q_OBJECT
  Q_INTERFACES(QTextObjectInterface)

 public:
  static MathObject& instance() {
    static MathObject handler;
    return handler;
  }

  static std::shared_ptr<const Formula> formulaOf(const QTextFormat& format) {
    return Formula::typeset(
        format.property(kTexProperty).toString(),
        format.property(kDisplayProperty).toBool() ? Style::Display : Style::Text);
  }
  static double emOf(QTextDocument* doc, const QTextFormat& format) {
    const QPaintDevice* device = doc != nullptr ? doc->documentLayout()->paintDevice() : nullptr;
    return mathEm(format.toCharFormat().font(), device);
  }
  /// Half the x-height Qt centres "middle" objects on (its own measure: QFontMetrics).
  static double halfX(const QTextFormat& format) {
    return QFontMetrics(format.toCharFormat().font()).xHeight() / 2.0;
  }

  QSizeF intrinsicSize(QTextDocument* doc, int, const QTextFormat& format) override {
    const auto f = formulaOf(format);
    const double em = emOf(doc, format);
    const double a = f->ascent(em), d = f->descent(em);
    // A display formula has its line to itself: its whole box stands on the line.
    if (format.property(kDisplayProperty).toBool()) return {f->width(em), a + d};
    if (!format.property(kMiddleProperty).toBool()) return {f->width(em), a};
    const double h = halfX(format);
    return {f->width(em), std::max(2 * a - h, 2 * d + h)};
  }

  void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* doc, int,
                  const QTextFormat& format) override {
    const auto f = formulaOf(format);
    const double em = emOf(doc, format);
    const double baseline = format.property(kDisplayProperty).toBool() ? rect.top() + f->ascent(em)
                            : format.property(kMiddleProperty).toBool()
                                ? rect.top() + (rect.height() + halfX(format)) / 2
                                : rect.bottom();
    const QBrush fg = format.foreground();
    const QColor colour = fg.style() != Qt::NoBrush ? fg.color() : painter->pen().color();
    f->draw(*painter, QPointF(rect.left(), baseline), em, colour);
  }
};

}  // namespace

bool containsMath(const QString& text) {
  if (!text.contains('$')) return false;
  for (const Segment& s : segments(text)) {
    if (s.math) return true;
  }
  return false;
}

QString spokenText(const QString& text) {
  if (!text.contains('$')) return text;
  QString out;
  for (const Segment& s : segments(text)) {
    out += s.math ? Formula::typeset(s.content, s.display ? Style::Display : Style::Text)->spoken()
                  : s.content;
  }
  return out;
}

QString sourceText(const QString& text) {
  if (!text.contains('$')) return text;
  QString out;
  for (const Segment& s : segments(text)) out += s.content;
  return out;
}

QString copiedText(const QString& text, bool rich) {
  // Rich text is read as a whole (its spaces collapse across the formulas), each formula held
  // by a private-use character until the markup is gone.
  constexpr char16_t kHolder = 0xE000;
  QString out;
  QStringList formulas;
  for (const Segment& s : segments(text)) {
    if (!s.math) {
      out += rich ? QString(s.content).remove(QChar(kHolder)) : s.content;
      continue;
    }
    const QString fence = s.display ? QStringLiteral("$$") : QStringLiteral("$");
    formulas << fence + s.content + fence;
    out += rich ? QString(QChar(kHolder)) : formulas.back();
  }
  if (!rich) return out;
  const QString plain = QTextDocumentFragment::fromHtml(out).toPlainText();
  QString back;
  qsizetype next = 0;
  for (const QChar c : plain) {
    if (c == QChar(kHolder) && next < formulas.size()) {
      back += formulas[next++];
    } else {
      back += c;
    }
  }
  return back;
}

QString escapedAroundMath(const QString& text) {
  QString out;
  for (const Segment& s : segments(text)) {
    if (!s.math) {
      out += s.content.toHtmlEscaped().replace('$', QStringLiteral("\\$"));
    } else {
      const QString fence = s.display ? QStringLiteral("$$") : QStringLiteral("$");
      out += fence + s.content + fence;
    }
  }
  return out;
}

double mathEm(const QFont& font, const QPaintDevice* device) {
  const double pixels =
      font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * dpiOf(device) / 72.0;
  const QFontMetricsF fm(font, const_cast<QPaintDevice*>(device));
  const double cap = fm.capHeight() > 0 ? fm.capHeight() : 0.7 * fm.ascent();
  const double x = fm.xHeight() > 0 ? fm.xHeight() : 0.75 * cap;
  // Between the size that gives the formula the text's capitals and the one that gives it the
  // text's small letters (their geometric mean): Latin Modern's x-height is short beside a sans
  // text's (0.43 em against DejaVu Sans' 0.55), its capitals near theirs, and a formula set by
  // its capitals alone reads smaller and lighter than its words. Never far from the text's em.
  const double em = std::sqrt(cap / mathCapHeight() * (x / mathXHeight()));
  return std::clamp(em, 0.9 * pixels, 1.3 * pixels);
}

MathText::MathText(const QString& text, const QFont& font, const QPaintDevice* device)
    : m_text(text), m_font(font), m_em(mathEm(font, device)) {
  const QFontMetricsF fm(font, const_cast<QPaintDevice*>(device));
  double width = 0, height = 0;
  for (const QString& lineText : text.split('\n')) {
    Line line;
    line.ascent = fm.ascent();
    line.descent = fm.descent();
    double x = 0;
    for (const Segment& s : segments(lineText)) {
      Piece piece;
      piece.x = x;
      if (s.math) {
        piece.formula = Formula::typeset(s.content, Style::Text);
        piece.width = piece.formula->width(m_em);
        line.ascent = std::max(line.ascent, piece.formula->ascent(m_em));
        line.descent = std::max(line.descent, piece.formula->descent(m_em));
      } else {
        piece.text = s.content;
        piece.width = fm.horizontalAdvance(s.content);
      }
      x += piece.width;
      line.pieces.push_back(std::move(piece));
    }
    line.width = x;
    width = std::max(width, x);
    if (!m_lines.empty()) height += fm.leading();
    height += line.ascent + line.descent;
    m_lines.push_back(std::move(line));
  }
  m_size = QSizeF(width, height);
}

void MathText::draw(QPainter& painter, const QRectF& rect, Qt::Alignment alignment,
                    const QColor& colour) const {
  painter.save();
  painter.setFont(m_font);
  painter.setPen(colour);
  const QFontMetricsF fm(m_font, painter.device());
  double y = rect.top();
  for (const Line& line : m_lines) {
    const double baseline = y + line.ascent;
    double x0 = rect.left();
    if (alignment & Qt::AlignRight) {
      x0 = rect.right() - line.width;
    } else if (alignment & Qt::AlignHCenter) {
      x0 = rect.left() + (rect.width() - line.width) / 2;
    }
    for (const Piece& p : line.pieces) {
      if (p.formula) {
        p.formula->draw(painter, QPointF(x0 + p.x, baseline), m_em, colour);
      } else if (!p.text.isEmpty()) {
        painter.drawText(QPointF(x0 + p.x, baseline), p.text);
      }
    }
    y = baseline + line.descent + fm.leading();
  }
  painter.restore();
}

namespace {

/// The character format of a formula set in `base`'s font: an inline object carrying its TeX.
/// An inline formula deeper than the line allows sits on the line's middle; one a little deeper
/// than the font's descent raises `overhang` (the room the document keeps below its last line).
QTextCharFormat mathFormat(const QTextDocument& doc, QTextCharFormat f, const QString& tex,
                           bool display, double& overhang) {
  f.setObjectType(kMathObject);
  f.setProperty(kTexProperty, tex);
  f.setProperty(kDisplayProperty, display);
  const auto formula = Formula::typeset(tex, display ? Style::Display : Style::Text);
  const double em = mathEm(f.font(), doc.documentLayout()->paintDevice());
  // Deeper than the font's descent, it takes the line more room, as TeX puts \lineskip between
  // lines that would touch: the line below would start in its ink's box.
  const QFontMetricsF fm(f.font());
  const bool deep = !display && formula->descent(em) > fm.descent();
  f.setProperty(kMiddleProperty, deep);
  if (!deep && !display) overhang = std::max(overhang, formula->descent(em) - fm.descent());
  f.setVerticalAlignment(deep ? QTextCharFormat::AlignMiddle : QTextCharFormat::AlignNormal);
  return f;
}

}  // namespace

/// A formula of a symbol or two ($x$, $n$, $x_1$) or a number ($1.4142$, $4.73\cdot 10^{-4}$,
/// $1\,000\,000$, $0{,}5$) is tied to the word before it, as TeX's "of~$x$" and "gain~1.41" tie
/// them: a line never starts with it alone ("keep" / "x", "gain" / "1.4142").
bool tiedToWordBefore(const QString& tex) {
  const QString t = tex.trimmed();
  if (t.size() <= 3) return true;
  // A number as texNumber() writes it: -?(digit | . | {,} | \,)+ (\cdot 10^{-?digits})?
  // (no regular expression: PCRE's JIT code is opaque to valgrind, and this runs per word).
  qsizetype i = t.startsWith('-') ? 1 : 0;
  const qsizetype digitsFrom = i;
  while (i < t.size()) {
    if (t[i].isDigit() || t[i] == '.') {
      ++i;
    } else if (t.mid(i, 3) == QLatin1String("{,}")) {
      i += 3;
    } else if (t.mid(i, 2) == QLatin1String("\\,")) {
      i += 2;
    } else {
      break;
    }
  }
  if (i == digitsFrom ||
      std::none_of(t.begin() + digitsFrom, t.begin() + i, [](QChar c) { return c.isDigit(); })) {
    return false;
  }
  if (i == t.size()) return true;
  if (t.mid(i, 5) != QLatin1String("\\cdot")) return false;
  i += 5;
  while (i < t.size() && t[i].isSpace()) ++i;
  if (t.mid(i, 4) != QLatin1String("10^{")) return false;
  i += 4;
  if (i < t.size() && t[i] == '-') ++i;
  const qsizetype exponentFrom = i;
  while (i < t.size() && t[i].isDigit()) ++i;
  return i > exponentFrom && i + 1 == t.size() && t[i] == '}';
}

std::optional<TexProblem> checkTex(const QString& tex) {
  const ParseResult r = parseTex(tex);
  if (r.ok()) return std::nullopt;
  return TexProblem{r.reason, r.column};
}

std::optional<TexProblem> checkMathText(const QString& text) {
  qsizetype unclosed = -1;
  const std::vector<Segment> parts = segments(text, &unclosed);
  for (const Segment& s : parts) {
    if (!s.math) continue;
    if (auto problem = checkTex(s.content)) {
      // The parser counts characters (code points): so does the segment's start.
      problem->column += static_cast<int>(QStringView(text).left(s.start).toUcs4().size());
      return problem;
    }
  }
  // A formula begun and never ended would show its TeX raw (write \$ for a dollar sign).
  if (unclosed >= 0) {
    return TexProblem{
        QCoreApplication::translate(
            "Typeset", "a $ begins a formula that no $ ends (write \\$ for a dollar sign)"),
        static_cast<int>(QStringView(text).left(unclosed).toUcs4().size()) + 1};
  }
  return std::nullopt;
}

void setMathContent(QTextDocument& doc, const QString& text, bool rich) {
  const std::vector<Segment> parts = segments(text);
  double overhang = 0;
  // A formula hanging a little below its line (see MathObject) may do so below the last line:
  // the document keeps that room at its bottom.
  const auto keepRoom = [&] {
    QTextFrameFormat frame = doc.rootFrame()->frameFormat();
    frame.setBottomMargin(frame.topMargin() + overhang);
    doc.rootFrame()->setFrameFormat(frame);
  };
  const bool anyMath =
      std::any_of(parts.begin(), parts.end(), [](const Segment& s) { return s.math; });
  if (anyMath) doc.documentLayout()->registerHandler(kMathObject, &MathObject::instance());
  if (!rich) {
    // Plain text as typed, put in with a cursor (no HTML to parse): its spaces and line
    // breaks kept; a display formula a centred paragraph of its own.
    doc.clear();
    QTextCursor c(&doc);
    c.beginEditBlock();  // laid out once, after the last insertion
    const QTextCharFormat plain = c.charFormat();
    const QTextBlockFormat block = c.blockFormat();
    bool startBlock = false;  // after a display formula: what follows starts a new paragraph
    const auto next = [&](const QTextBlockFormat& format) {
      if (c.block().length() > 1 || startBlock) {
        c.insertBlock(format);
      } else {
        c.setBlockFormat(format);
      }
      startBlock = false;
    };
    for (const Segment& s : parts) {
      if (!s.math) {
        if (s.content.isEmpty()) continue;
        if (startBlock) next(block);
        c.insertText(QString(s.content).replace('\n', QChar::LineSeparator), plain);
        continue;
      }
      if (s.display) {
        QTextBlockFormat centred = block;
        centred.setAlignment(Qt::AlignHCenter);
        next(centred);
      } else if (startBlock) {
        next(block);
      }
      if (!s.display && tiedToWordBefore(s.content) && c.block().text().endsWith(' ')) {
        c.deletePreviousChar();
        c.insertText(QString(QChar(QChar::Nbsp)), plain);
      }
      c.insertText(QString(QChar::ObjectReplacementCharacter),
                   mathFormat(doc, plain, s.content, s.display, overhang));
      startBlock = s.display;
    }
    keepRoom();
    c.endEditBlock();
    return;
  }
  QString html;
  QStringList tex;
  std::vector<bool> display;
  for (const Segment& s : parts) {
    if (!s.math) {
      html += s.content;
      continue;
    }
    // A private-use character holds the formula's place through the HTML parser.
    const QChar mark(static_cast<char16_t>(0xE000 + tex.size()));
    if (!s.display && tiedToWordBefore(s.content) && html.endsWith(' '))
      html.replace(html.size() - 1, 1, "&nbsp;");
    html += s.display ? QStringLiteral("<p align=\"center\">%1</p>").arg(mark) : QString(mark);
    tex << s.content;
    display.push_back(s.display);
    if (tex.size() >= 0x1000) break;  // (private-use characters to spare)
  }
  // The document is laid out once, after the last edit: not with the marks, which no font has
  // (shaping them asked fontconfig for a fallback font, family after family, for each document).
  QTextCursor edit(&doc);
  edit.beginEditBlock();
  doc.setHtml(html);
  // The marks are in order: each is looked for after the last (not from the start: 1,400
  // formulas took 19 s).
  QTextCursor from(&doc);
  for (qsizetype i = 0; i < tex.size(); ++i) {
    QTextCursor c = doc.find(QString(QChar(static_cast<char16_t>(0xE000 + i))), from);
    if (c.isNull()) continue;
    c.insertText(
        QString(QChar::ObjectReplacementCharacter),
        mathFormat(doc, c.charFormat(), tex[i], display[static_cast<std::size_t>(i)], overhang));
    from = c;
  }
  keepRoom();
  edit.endEditBlock();
}

}  // namespace ui::typeset

#include "MathText.moc"
