#include "ui/typeset/Typesetter.hpp"

#include <QFont>
#include <QGlyphRun>
#include <QTextLayout>
#include <algorithm>
#include <utility>

namespace ui::typeset {
namespace {

/// TeX's space between two atoms by class (the TeXbook, chapter 18): 1 thin (3 mu), 2 medium
/// (4 mu), 3 thick (5 mu); negative: only in display and text styles; 9: cannot occur (a binary
/// operator next to these is an ordinary atom by then).
constexpr int kSpacing[8][8] = {
    //  Ord Op Bin Rel Open Close Punct Inner
    {0, 1, -2, -3, 0, 0, 0, -1},      // Ord
    {1, 1, 9, -3, 0, 0, 0, -1},       // Op
    {-2, -2, 9, 9, -2, 9, 9, -2},     // Bin
    {-3, -3, 9, 0, -3, 0, 0, -3},     // Rel
    {0, 0, 9, 0, 0, 0, 0, 0},         // Open
    {0, 1, -2, -3, 0, 0, 0, -1},      // Close
    {-1, -1, 9, -1, -1, -1, -1, -1},  // Punct
    {-1, 1, -2, -3, -1, 0, -1, -1},   // Inner
};
constexpr double kMu = 1000.0 / 18;
// Plain TeX's values that the MATH table has no place for: the null delimiter's width
// (\nulldelimiterspace, 1.2 pt at 10 pt), the space beyond limits (big_op_spacing5, 0.1 em), and
// how closely a delimiter must cover what it encloses (\delimiterfactor 901,
// \delimitershortfall 5 pt).
constexpr double kNullDelimiter = 120;
constexpr double kLimitPadding = 100;
constexpr double kDelimiterFactor = 0.901;
constexpr double kDelimiterShortfall = 500;
// An amsmath cases row is at least an array strut tall: \arraystretch 1.2 times the strut of a
// 12 pt \baselineskip (0.7 above the baseline, 0.3 below) at 10 pt; its columns a \quad apart.
constexpr double kCaseStrutAscent = 1008;
constexpr double kCaseStrutDescent = 432;
constexpr double kCaseColumnGap = 1000;
// An amsmath aligned row is at least a \strut tall (0.7 and 0.3 of a 12 pt \baselineskip at
// 10 pt) with \jot (3 pt) more between rows; its column pairs \minalignsep (10 pt) apart.
constexpr double kAlignedStrutAscent = 840;
constexpr double kAlignedStrutDescent = 360;
constexpr double kAlignedJot = 300;
constexpr double kAlignedPairGap = 1000;

int index(Class c) { return static_cast<int>(c); }

bool scriptStyle(Style s) { return s == Style::Script || s == Style::ScriptScript; }

/// The one character of a plain symbol atom (no scripts), or 0.
char32_t soleCharacter(const AtomList& list) {
  if (list.size() != 1) return 0;
  const Atom& a = list.front();
  if (a.kind != Atom::Kind::Symbol || a.word || a.largeOp || a.sup || a.sub) return 0;
  const QList<uint> ucs = a.text.toUcs4();
  return ucs.size() == 1 ? ucs.front() : 0;
}

}  // namespace

void Box::add(const Box& b, double dx, double up) {
  glyphs.reserve(glyphs.size() + b.glyphs.size());
  for (PlacedGlyph g : b.glyphs) {
    g.x += dx;
    g.y -= up;
    glyphs.push_back(g);
  }
  for (const QRectF& r : b.rules) rules.push_back(r.translated(dx, -up));
}

Typesetter::Typesetter(const MathFont& font, QString textFamily)
    : m_font(font), m_textFamily(std::move(textFamily)) {}

Box Typesetter::layout(const AtomList& atoms, Style style) { return list(atoms, {style, false}); }

double Typesetter::scale(Style s) const {
  switch (s) {
    case Style::Script:
      return m_font.constant(Constant::ScriptPercentScaleDown) / 100.0;
    case Style::ScriptScript:
      return m_font.constant(Constant::ScriptScriptPercentScaleDown) / 100.0;
    default:
      return 1.0;
  }
}

Style Typesetter::smaller(Style s) {
  switch (s) {
    case Style::Display:
    case Style::Text:
      return Style::Script;
    default:
      return Style::ScriptScript;
  }
}

Box Typesetter::list(const AtomList& atoms, Mode mode) {
  struct Item {
    Box box;
    Class cls;
    bool spaced;  ///< takes TeX's spacing (explicit spaces do not)
    Style style;
  };
  std::vector<Item> items;
  items.reserve(atoms.size());
  Mode m = mode;
  for (const Atom& a : atoms) {
    if (a.kind == Atom::Kind::StyleSwitch) {
      m.style = a.style;
      continue;
    }
    if (a.kind == Atom::Kind::Space) {
      Box b;
      b.width = a.space * 1000.0 * scale(m.style);
      items.push_back({std::move(b), Class::Ord, false, m.style});
      continue;
    }
    bool isChar = false;
    items.push_back({atom(a, m, &isChar), a.cls, true, m.style});
  }
  // A binary operator with nothing to combine on either side is an ordinary symbol (TeX's rules
  // 5 and 6): "−x", "(−1", "a = −b", and one before a relation or a closing.
  int last = -1;
  for (int i = 0; i < static_cast<int>(items.size()); ++i) {
    Item& it = items[i];
    if (!it.spaced) continue;
    const Class before = last < 0 ? Class::Open : items[last].cls;
    if (it.cls == Class::Bin &&
        (last < 0 || before == Class::Bin || before == Class::Op || before == Class::Rel ||
         before == Class::Open || before == Class::Punct)) {
      it.cls = Class::Ord;
    }
    if ((it.cls == Class::Rel || it.cls == Class::Close || it.cls == Class::Punct) && last >= 0 &&
        items[last].cls == Class::Bin) {
      items[last].cls = Class::Ord;
    }
    last = i;
  }
  if (last >= 0 && items[last].cls == Class::Bin) items[last].cls = Class::Ord;

  Box out;
  double x = 0;
  int previous = -1;
  for (int i = 0; i < static_cast<int>(items.size()); ++i) {
    const Item& it = items[i];
    if (it.spaced && previous >= 0) {
      const int s = kSpacing[index(items[previous].cls)][index(it.cls)];
      if (s > 0 && s < 9) {
        x += (s + 2) * kMu * scale(it.style);
      } else if (s < 0 && !scriptStyle(it.style)) {
        x += (-s + 2) * kMu * scale(it.style);
      }
    }
    out.add(it.box, x, 0);
    x += it.box.width;
    out.ascent = std::max(out.ascent, it.box.ascent);
    out.descent = std::max(out.descent, it.box.descent);
    if (it.spaced) previous = i;
  }
  out.width = x;
  return out;
}

Box Typesetter::atom(const Atom& a, Mode mode, bool* isChar) {
  Box nucleus;
  bool character = false;
  bool large = false;
  switch (a.kind) {
    case Atom::Kind::Symbol:
      if (a.word) {
        nucleus = word(a.text, mode);
      } else if (a.largeOp) {
        nucleus = largeOperator(a, mode);
        large = true;
      } else {
        const QList<uint> ucs = a.text.toUcs4();
        nucleus = ucs.size() == 1 ? this->character(ucs.front(), mode) : text(a.text, mode, true);
        character = nucleus.character;
      }
      break;
    case Atom::Kind::Group:
      nucleus = list(*a.body, mode);
      break;
    case Atom::Kind::Fraction:
      nucleus = fraction(a, mode);
      break;
    case Atom::Kind::Radical:
      nucleus = radical(a, mode);
      break;
    case Atom::Kind::Accent:
      nucleus = accent(a, mode);
      break;
    case Atom::Kind::Overline:
      nucleus = overline(a, mode);
      break;
    case Atom::Kind::Fenced:
      nucleus = fenced(a, mode);
      break;
    case Atom::Kind::Cases:
      nucleus = cases(a, mode);
      break;
    case Atom::Kind::Aligned:
      nucleus = aligned(a, mode);
      break;
    case Atom::Kind::Text:
      nucleus = text(a.text, mode, true);
      break;
    case Atom::Kind::Space:
    case Atom::Kind::StyleSwitch:
      break;
  }
  *isChar = character;
  if (a.sup || a.sub) {
    const bool above =
        a.limits == Atom::Limits::Above ||
        (a.limits == Atom::Limits::Auto && a.movableLimits && mode.style == Style::Display);
    if (a.cls == Class::Op && above) return limits(std::move(nucleus), a, mode);
    return scripts(std::move(nucleus), a, mode, character, large);
  }
  // TeX adds a character's italic correction after it unless a superscript takes its place.
  if (character) nucleus.width += nucleus.italic;
  return nucleus;
}

Box Typesetter::character(char32_t c, Mode mode) {
  const double s = scale(mode.style);
  const quint32 g = m_font.glyph(c, level(mode.style));
  if (g == 0) return text(QString::fromUcs4(&c, 1), mode, true);  // one the math font lacks
  const GlyphMetrics m = m_font.metrics(g);
  Box b;
  b.width = m.advance * s;
  b.ascent = std::max(0.0, m.ascent * s);
  b.descent = std::max(0.0, m.descent * s);
  b.italic = m_font.italicCorrection(g) * s;
  b.accentAttachment = m_font.topAccentAttachment(g) * s;
  b.character = true;
  b.glyphs.push_back({-1, g, 0, 0, s});
  return b;
}

int Typesetter::textFontIndex(const QRawFont& f) {
  for (int i = 0; i < static_cast<int>(m_textFonts.size()); ++i) {
    if (m_textFonts[i] == f) return i;
  }
  m_textFonts.push_back(f);
  return static_cast<int>(m_textFonts.size()) - 1;
}

Box Typesetter::text(const QString& t, Mode mode, bool) {
  const double s = scale(mode.style);
  QFont font(m_textFamily);
  font.setPixelSize(1000);
  font.setHintingPreference(QFont::PreferNoHinting);
  QTextLayout layout(t, font);
  QTextOption option;
  option.setUseDesignMetrics(true);
  option.setWrapMode(QTextOption::NoWrap);
  layout.setTextOption(option);
  layout.beginLayout();
  QTextLine line = layout.createLine();
  layout.endLayout();
  Box b;
  if (!line.isValid()) return b;
  b.width = line.horizontalAdvance() * s;
  const double baseline = line.ascent();
  for (const QGlyphRun& run : layout.glyphRuns()) {
    const QRawFont raw = run.rawFont();
    const int f = textFontIndex(raw);
    const QList<quint32> ids = run.glyphIndexes();
    const QList<QPointF> at = run.positions();
    for (qsizetype i = 0; i < ids.size() && i < at.size(); ++i) {
      const QRectF ink = raw.boundingRect(ids[i]);
      if (!ink.isEmpty()) {
        b.ascent = std::max(b.ascent, (baseline - at[i].y() - ink.top()) * s);
        b.descent = std::max(b.descent, (at[i].y() + ink.bottom() - baseline) * s);
      }
      b.glyphs.push_back({f, ids[i], at[i].x() * s, (at[i].y() - baseline) * s, s});
    }
  }
  return b;
}

Box Typesetter::word(const QString& name, Mode mode) {
  Box out;
  for (const uint c : name.toUcs4()) {
    const Box b = character(c, {mode.style, mode.cramped});
    out.add(b, out.width, 0);
    out.width += b.width;
    out.ascent = std::max(out.ascent, b.ascent);
    out.descent = std::max(out.descent, b.descent);
  }
  return out;
}

Box Typesetter::largeOperator(const Atom& a, Mode mode) {
  const double s = scale(mode.style);
  const QList<uint> ucs = a.text.toUcs4();
  quint32 g = m_font.glyph(ucs.value(0));
  if (g == 0) return text(a.text, mode, true);
  if (mode.style == Style::Display) {
    // The first size variant at least DisplayOperatorMinHeight tall (else the largest).
    const double least = m_font.constant(Constant::DisplayOperatorMinHeight);
    for (const SizeVariant& v : m_font.variants(g, true)) {
      g = v.glyph;
      if (v.advance >= least) break;
    }
  }
  const GlyphMetrics m = m_font.metrics(g);
  // Centred on the math axis (TeX's rule 13).
  const double up = m_font.constant(Constant::AxisHeight) - (m.ascent - m.descent) / 2;
  Box b;
  b.width = m.advance * s;
  b.ascent = (m.ascent + up) * s;
  b.descent = (m.descent - up) * s;
  b.italic = m_font.italicCorrection(g) * s;
  b.glyphs.push_back({-1, g, 0, -up * s, s});
  return b;
}

Box Typesetter::scripts(Box base, const Atom& a, Mode mode, bool isChar, bool largeOp) {
  const Style s = mode.style;
  const Style small = smaller(s);
  Box sup, sub;
  if (a.sup) sup = list(*a.sup, {small, mode.cramped});
  if (a.sub) sub = list(*a.sub, {small, true});
  // TeX's rule 18: scripts of a character start from its baseline, those of a box from its top
  // and bottom.
  double u = isChar ? 0.0 : base.ascent - c(Constant::SuperscriptBaselineDropMax, s);
  double v = isChar ? 0.0 : base.descent + c(Constant::SubscriptBaselineDropMin, s);
  if (a.sup) {
    const double up = mode.cramped ? c(Constant::SuperscriptShiftUpCramped, s)
                                   : c(Constant::SuperscriptShiftUp, s);
    u = std::max({u, up, sup.descent + c(Constant::SuperscriptBottomMin, s)});
  }
  if (a.sub && !a.sup) {
    v = std::max(
        {v, c(Constant::SubscriptShiftDown, s), sub.ascent - c(Constant::SubscriptTopMax, s)});
  }
  if (a.sub && a.sup) {
    v = std::max(v, c(Constant::SubscriptShiftDown, s));
    const double gap = (u - sup.descent) - (sub.ascent - v);
    const double least = c(Constant::SubSuperscriptGapMin, s);
    if (gap < least) {
      v += least - gap;
      const double psi = c(Constant::SuperscriptBottomMaxWithSubscript, s) - (u - sup.descent);
      if (psi > 0) {
        u += psi;
        v -= psi;
      }
    }
  }
  // A character's superscript follows its italic correction; a big operator's subscript tucks
  // in under its slant instead.
  double supX = base.width, subX = base.width;
  if (isChar) supX += base.italic;
  if (largeOp) subX -= base.italic;
  Box out = std::move(base);
  double right = out.width;
  if (a.sup) {
    out.add(sup, supX, u);
    right = std::max(right, supX + sup.width);
    out.ascent = std::max(out.ascent, u + sup.ascent);
    out.descent = std::max(out.descent, sup.descent - u);
  }
  if (a.sub) {
    out.add(sub, subX, -v);
    right = std::max(right, subX + sub.width);
    out.descent = std::max(out.descent, v + sub.descent);
    out.ascent = std::max(out.ascent, sub.ascent - v);
  }
  out.width = right + c(Constant::SpaceAfterScript, s);
  out.character = false;
  out.italic = 0;
  return out;
}

Box Typesetter::limits(Box base, const Atom& a, Mode mode) {
  const Style s = mode.style;
  const Style small = smaller(s);
  Box upper, lower;
  if (a.sup) upper = list(*a.sup, {small, mode.cramped});
  if (a.sub) lower = list(*a.sub, {small, true});
  const double delta = base.italic;
  const double width = std::max({base.width, upper.width, lower.width});
  Box out;
  out.add(base, (width - base.width) / 2, 0);
  out.ascent = base.ascent;
  out.descent = base.descent;
  double left = 0, right = width;
  if (a.sup) {
    const double gap = std::max(c(Constant::UpperLimitGapMin, s),
                                c(Constant::UpperLimitBaselineRiseMin, s) - upper.descent);
    const double up = base.ascent + gap + upper.descent;
    const double x = (width - upper.width) / 2 + delta / 2;
    out.add(upper, x, up);
    left = std::min(left, x);
    right = std::max(right, x + upper.width);
    out.ascent = up + upper.ascent + kLimitPadding * scale(s);
  }
  if (a.sub) {
    const double gap = std::max(c(Constant::LowerLimitGapMin, s),
                                c(Constant::LowerLimitBaselineDropMin, s) - lower.ascent);
    const double down = base.descent + gap + lower.ascent;
    const double x = (width - lower.width) / 2 - delta / 2;
    out.add(lower, x, -down);
    left = std::min(left, x);
    right = std::max(right, x + lower.width);
    out.descent = down + lower.descent + kLimitPadding * scale(s);
  }
  if (left < 0) {  // a limit shifted by the slant past the left edge: the box starts there
    Box moved;
    moved.add(out, -left, 0);
    moved.ascent = out.ascent;
    moved.descent = out.descent;
    out = std::move(moved);
  }
  out.width = right - left;
  return out;
}

Box Typesetter::fraction(const Atom& a, Mode mode) {
  const Style s = a.displayStyleBody ? Style::Display : a.textStyleBody ? Style::Text : mode.style;
  const Style part = s == Style::Display ? Style::Text : smaller(s);
  const Box num = list(*a.body, {part, mode.cramped});
  const Box den = list(*a.second, {part, true});
  const bool display = s == Style::Display;
  const double axis = c(Constant::AxisHeight, s);
  const double t = c(Constant::FractionRuleThickness, s);
  double up = display ? c(Constant::FractionNumeratorDisplayStyleShiftUp, s)
                      : c(Constant::FractionNumeratorShiftUp, s);
  double down = display ? c(Constant::FractionDenominatorDisplayStyleShiftDown, s)
                        : c(Constant::FractionDenominatorShiftDown, s);
  const double numGap = display ? c(Constant::FractionNumDisplayStyleGapMin, s)
                                : c(Constant::FractionNumeratorGapMin, s);
  const double denGap = display ? c(Constant::FractionDenomDisplayStyleGapMin, s)
                                : c(Constant::FractionDenominatorGapMin, s);
  up = std::max(up, axis + t / 2 + numGap + num.descent);
  down = std::max(down, den.ascent + denGap - (axis - t / 2));
  const double pad = kNullDelimiter * scale(s);
  const double inner = std::max(num.width, den.width);
  Box out;
  out.add(num, pad + (inner - num.width) / 2, up);
  out.add(den, pad + (inner - den.width) / 2, -down);
  out.rules.push_back(QRectF(pad, -(axis + t / 2), inner, t));
  out.width = inner + 2 * pad;
  out.ascent = std::max(num.ascent + up, axis + t / 2);
  out.descent = std::max(den.descent + down, t / 2 - axis);
  return out;
}

Box Typesetter::stretched(quint32 glyph, double size, Style style, bool vertical) {
  const double s = scale(style);
  const double target = size / s;
  quint32 chosen = glyph;
  bool reached = false;
  for (const SizeVariant& v : m_font.variants(glyph, vertical)) {
    chosen = v.glyph;
    if (v.advance >= target) {
      reached = true;
      break;
    }
  }
  if (!reached && !m_font.variants(glyph, vertical).empty()) {
    const std::vector<AssemblyPart> parts = m_font.assembly(glyph, vertical);
    if (!parts.empty()) {
      // Repeat the extenders as few times as reach the size, then share the overlaps out so the
      // assembly is as close to the size as its connectors allow (MathML Core, 'stretchy').
      const double least = m_font.minConnectorOverlap(vertical);
      for (int repeat = 0; repeat <= 64; ++repeat) {
        std::vector<AssemblyPart> seq;
        for (const AssemblyPart& p : parts) {
          for (int k = 0; k < (p.extender ? repeat : 1); ++k) seq.push_back(p);
        }
        if (seq.size() < 2) continue;
        double full = 0;
        double most = 1e9;
        for (std::size_t i = 0; i < seq.size(); ++i) {
          full += seq[i].fullAdvance;
          if (i + 1 < seq.size()) {
            most = std::min(most, std::min(seq[i].endConnector, seq[i + 1].startConnector));
          }
        }
        const double n = static_cast<double>(seq.size() - 1);
        if (full - n * least < target && repeat < 64) continue;
        const double overlap = std::clamp((full - target) / n, least, std::max(least, most));
        Box b;
        double at = 0;  // from the bottom (left)
        double thickness = 0;
        for (std::size_t i = 0; i < seq.size(); ++i) {
          const GlyphMetrics m = m_font.metrics(seq[i].glyph);
          if (vertical) {
            // A part's origin: its glyph's descent below where it starts.
            b.glyphs.push_back({-1, seq[i].glyph, 0, -(at + m.descent) * s, s});
            thickness = std::max(thickness, m.advance);
          } else {
            b.glyphs.push_back({-1, seq[i].glyph, at * s, 0, s});
            thickness = std::max(thickness, m.ascent);
            b.descent = std::max(b.descent, m.descent * s);
          }
          at += seq[i].fullAdvance - overlap;
        }
        at += overlap;
        if (vertical) {
          b.width = thickness * s;
          b.ascent = at * s;
        } else {
          b.width = at * s;
          b.ascent = thickness * s;
        }
        return b;
      }
    }
  }
  const GlyphMetrics m = m_font.metrics(chosen);
  Box b;
  b.width = m.advance * s;
  b.ascent = m.ascent * s;
  b.descent = m.descent * s;
  b.glyphs.push_back({-1, chosen, 0, 0, s});
  return b;
}

Box Typesetter::delimiter(const QString& d, double size, Mode mode) {
  const double s = scale(mode.style);
  Box out;
  if (d.isEmpty()) {
    out.width = kNullDelimiter * s;
    return out;
  }
  const quint32 g = m_font.glyph(d.toUcs4().value(0));
  if (g == 0) return text(d, mode, true);
  const Box b = stretched(g, size, mode.style, true);
  const double up = c(Constant::AxisHeight, mode.style) - (b.ascent - b.descent) / 2;
  out.add(b, 0, up);
  out.width = b.width;
  out.ascent = b.ascent + up;
  out.descent = b.descent - up;
  return out;
}

Box Typesetter::radical(const Atom& a, Mode mode) {
  const Style s = mode.style;
  const Box body = list(*a.body, {s, true});
  const double t = c(Constant::RadicalRuleThickness, s);
  double gap = s == Style::Display ? c(Constant::RadicalDisplayStyleVerticalGap, s)
                                   : c(Constant::RadicalVerticalGap, s);
  const double target = body.ascent + body.descent + gap + t;
  const Box surd = stretched(m_font.glyph(0x221A), target, s, true);
  const double surdHeight = surd.ascent + surd.descent;
  if (surdHeight > target) gap += (surdHeight - target) / 2;  // TeX's rule 11
  const double barTop = body.ascent + gap + t;
  const double surdUp = barTop - surd.ascent;
  Box out;
  double x = 0;
  out.ascent = barTop + c(Constant::RadicalExtraAscender, s);
  if (a.second && !a.second->empty()) {
    const Box degree = list(*a.second, {Style::ScriptScript, false});
    const double before = c(Constant::RadicalKernBeforeDegree, s);
    const double after = c(Constant::RadicalKernAfterDegree, s);
    const double raise =
        m_font.constant(Constant::RadicalDegreeBottomRaisePercent) / 100.0 * surdHeight;
    const double degreeUp = surdUp - surd.descent + raise;
    out.add(degree, before, degreeUp);
    out.ascent = std::max(out.ascent, degreeUp + degree.ascent);
    x = std::max(0.0, before + degree.width + after);
  }
  out.add(surd, x, surdUp);
  x += surd.width;
  out.rules.push_back(QRectF(x, -barTop, body.width, t));
  out.add(body, x, 0);
  out.width = x + body.width;
  out.descent = std::max(body.descent, surd.descent - surdUp);
  return out;
}

Box Typesetter::accent(const Atom& a, Mode mode) {
  const Mode inner{mode.style, true};
  const char32_t sole = soleCharacter(*a.body);
  Box base = sole != 0 ? character(sole, inner) : list(*a.body, inner);
  const double attach =
      base.character && !std::isnan(base.accentAttachment) ? base.accentAttachment : base.width / 2;
  const double s = scale(mode.style);
  quint32 g = m_font.glyph(a.text.toUcs4().value(0));
  if (g == 0) return base;
  if (a.largeOp) {  // \widehat, \widetilde: the first form as wide as the base
    for (const SizeVariant& v : m_font.variants(g, false)) {
      g = v.glyph;
      if (v.advance * s >= base.width) break;
    }
  }
  const GlyphMetrics m = m_font.metrics(g);
  const double accentAttach = m_font.topAccentAttachment(g) * s;
  // Accents are drawn to sit over an x-height letter: over a taller base they rise by the
  // difference (TeX's rule 12 with the font's AccentBaseHeight).
  const double up = std::max(0.0, base.ascent - c(Constant::AccentBaseHeight, mode.style));
  Box out;
  out.add(base, 0, 0);
  out.glyphs.push_back({-1, g, attach - accentAttach, -up, s});
  out.width = base.width + (base.character ? base.italic : 0.0);
  out.ascent = std::max(base.ascent, up + m.ascent * s);
  out.descent = base.descent;
  return out;
}

Box Typesetter::overline(const Atom& a, Mode mode) {
  const Style s = mode.style;
  const Box body = list(*a.body, {s, true});
  const double gap = c(Constant::OverbarVerticalGap, s);
  const double t = c(Constant::OverbarRuleThickness, s);
  Box out;
  out.add(body, 0, 0);
  out.rules.push_back(QRectF(0, -(body.ascent + gap + t), body.width, t));
  out.width = body.width;
  out.ascent = body.ascent + gap + t + c(Constant::OverbarExtraAscender, s);
  out.descent = body.descent;
  return out;
}

Box Typesetter::fenced(const Atom& a, Mode mode) {
  const Style s = mode.style;
  if (a.bigSize > 0) {
    // Plain TeX's \big, \Big, \bigg, \Bigg: the delimiter for an empty box 8.5, 11.5, 14.5 or
    // 17.5 pt tall at 10 pt.
    static constexpr double kHeights[] = {0, 850, 1150, 1450, 1750};
    return delimiter(a.open, delimiterSize(kHeights[a.bigSize] * scale(s), 0, s), mode);
  }
  const Box inner = list(*a.body, mode);
  const double target = delimiterSize(inner.ascent, inner.descent, s);
  const Box left = delimiter(a.open, target, mode);
  const Box right = delimiter(a.close, target, mode);
  Box out;
  out.add(left, 0, 0);
  out.add(inner, left.width, 0);
  out.add(right, left.width + inner.width, 0);
  out.width = left.width + inner.width + right.width;
  out.ascent = std::max({left.ascent, inner.ascent, right.ascent});
  out.descent = std::max({left.descent, inner.descent, right.descent});
  return out;
}

Box Typesetter::cases(const Atom& a, Mode mode) {
  const Style cell = scriptStyle(mode.style) ? mode.style : Style::Text;
  const double s = scale(cell);
  std::vector<std::vector<Box>> rows;
  double firstColumn = 0;
  for (const std::vector<AtomList>& row : a.rows) {
    std::vector<Box> boxes;
    for (const AtomList& content : row) boxes.push_back(list(content, {cell, mode.cramped}));
    firstColumn = std::max(firstColumn, boxes.empty() ? 0.0 : boxes.front().width);
    rows.push_back(std::move(boxes));
  }
  // The array centred on the axis, then fenced by a brace on the left.
  const double gap = firstColumn + kCaseColumnGap * s;
  const Box centred =
      stackedRows(rows, kCaseStrutAscent * s, kCaseStrutDescent * s, 0.0, mode.style,
                  [gap](std::size_t k, const Box&) { return static_cast<double>(k) * gap; });
  const double target = delimiterSize(centred.ascent, centred.descent, mode.style);
  const Box brace = delimiter(QStringLiteral("{"), target, mode);
  const Box none = delimiter(QString(), target, mode);
  Box out;
  out.add(brace, 0, 0);
  out.add(centred, brace.width, 0);
  out.width = brace.width + centred.width + none.width;
  out.ascent = std::max(brace.ascent, centred.ascent);
  out.descent = std::max(brace.descent, centred.descent);
  return out;
}

Box Typesetter::aligned(const Atom& a, Mode mode) {
  // The cells in display style (amsmath's aligned is a display), the even columns set flush
  // right and the odd ones flush left so that each pair meets at its relation.
  const Style cell = scriptStyle(mode.style) ? mode.style : Style::Display;
  const double s = scale(cell);
  std::vector<std::vector<Box>> rows;
  std::vector<double> widths;
  for (const std::vector<AtomList>& row : a.rows) {
    std::vector<Box> boxes;
    for (const AtomList& content : row) boxes.push_back(list(content, {cell, mode.cramped}));
    if (widths.size() < boxes.size()) widths.resize(boxes.size(), 0.0);
    for (std::size_t k = 0; k < boxes.size(); ++k) widths[k] = std::max(widths[k], boxes[k].width);
    rows.push_back(std::move(boxes));
  }
  std::vector<double> left(widths.size(), 0.0);  // each column's left edge
  double x = 0;
  for (std::size_t k = 0; k < widths.size(); ++k) {
    if (k > 0 && k % 2 == 0) x += kAlignedPairGap * s;
    left[k] = x;
    x += widths[k];
  }
  // Centred on the axis, as \vcenter centres amsmath's aligned.
  return stackedRows(rows, kAlignedStrutAscent * s, kAlignedStrutDescent * s, kAlignedJot * s,
                     mode.style, [&](std::size_t k, const Box& cell) {
                       return k % 2 == 0 ? left[k] + widths[k] - cell.width : left[k];
                     });
}

double Typesetter::delimiterSize(double ascent, double descent, Style style) const {
  // TeX's rule: symmetric about the axis, covering \delimiterfactor of what it encloses and
  // short of it by at most \delimitershortfall.
  const double axis = c(Constant::AxisHeight, style);
  const double delta = std::max(ascent - axis, descent + axis);
  return std::max(2 * delta * kDelimiterFactor, 2 * delta - kDelimiterShortfall * scale(style));
}

Box Typesetter::stackedRows(const std::vector<std::vector<Box>>& rows, double strutAscent,
                            double strutDescent, double gap, Style style,
                            const std::function<double(std::size_t, const Box&)>& x) {
  Box array;
  double y = 0;  // the baseline of the row, downwards from the first row's
  for (std::size_t r = 0; r < rows.size(); ++r) {
    double ascent = strutAscent, descent = strutDescent;
    for (const Box& b : rows[r]) {
      ascent = std::max(ascent, b.ascent);
      descent = std::max(descent, b.descent);
    }
    if (r == 0) {
      array.ascent = ascent;
    } else {
      y += gap + ascent;
    }
    for (std::size_t k = 0; k < rows[r].size(); ++k) {
      const double dx = x(k, rows[r][k]);
      array.add(rows[r][k], dx, -y);
      array.width = std::max(array.width, dx + rows[r][k].width);
    }
    y += descent;
  }
  array.descent = y;
  const double up = c(Constant::AxisHeight, style) - (array.ascent - array.descent) / 2;
  Box out;
  out.add(array, 0, up);
  out.width = array.width;
  out.ascent = array.ascent + up;
  out.descent = array.descent - up;
  return out;
}

}  // namespace ui::typeset
