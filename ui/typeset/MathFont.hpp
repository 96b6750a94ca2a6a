#pragma once
/// @file
/// @brief An OpenType math font: its MATH table read through HarfBuzz (the layout constants,
/// italic corrections, top-accent attachments, size variants and glyph assemblies), glyph metrics
/// and, from Qt, glyph outlines. Every length is in thousandths of an em, whatever the font's
/// units per em, so layouts do not depend on the font's grid. Qt Gui only (no widgets).
///
/// A MathFont is immutable once opened and may be read from any thread: the lookups that fill
/// caches (script variants, outlines) hold a lock.

#include <QPainterPath>
#include <QRawFont>
#include <QString>
#include <QtGlobal>
#include <cstdint>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace ui::typeset {

/// The MATH table's constants, numbered as OpenType (and HarfBuzz's hb_ot_math_constant_t)
/// number them. The two percentages are plain numbers; the others are lengths.
enum class Constant {
  ScriptPercentScaleDown = 0,
  ScriptScriptPercentScaleDown,
  DelimitedSubFormulaMinHeight,
  DisplayOperatorMinHeight,
  MathLeading,
  AxisHeight,
  AccentBaseHeight,
  FlattenedAccentBaseHeight,
  SubscriptShiftDown,
  SubscriptTopMax,
  SubscriptBaselineDropMin,
  SuperscriptShiftUp,
  SuperscriptShiftUpCramped,
  SuperscriptBottomMin,
  SuperscriptBaselineDropMax,
  SubSuperscriptGapMin,
  SuperscriptBottomMaxWithSubscript,
  SpaceAfterScript,
  UpperLimitGapMin,
  UpperLimitBaselineRiseMin,
  LowerLimitGapMin,
  LowerLimitBaselineDropMin,
  StackTopShiftUp,
  StackTopDisplayStyleShiftUp,
  StackBottomShiftDown,
  StackBottomDisplayStyleShiftDown,
  StackGapMin,
  StackDisplayStyleGapMin,
  StretchStackTopShiftUp,
  StretchStackBottomShiftDown,
  StretchStackGapAboveMin,
  StretchStackGapBelowMin,
  FractionNumeratorShiftUp,
  FractionNumeratorDisplayStyleShiftUp,
  FractionDenominatorShiftDown,
  FractionDenominatorDisplayStyleShiftDown,
  FractionNumeratorGapMin,
  FractionNumDisplayStyleGapMin,
  FractionRuleThickness,
  FractionDenominatorGapMin,
  FractionDenomDisplayStyleGapMin,
  SkewedFractionHorizontalGap,
  SkewedFractionVerticalGap,
  OverbarVerticalGap,
  OverbarRuleThickness,
  OverbarExtraAscender,
  UnderbarVerticalGap,
  UnderbarRuleThickness,
  UnderbarExtraDescender,
  RadicalVerticalGap,
  RadicalDisplayStyleVerticalGap,
  RadicalRuleThickness,
  RadicalExtraAscender,
  RadicalKernBeforeDegree,
  RadicalKernAfterDegree,
  RadicalDegreeBottomRaisePercent,
  Count
};

/// A glyph's ink box and advance (y up: ascent above the baseline, descent below it).
struct GlyphMetrics {
  double advance = 0;
  double left = 0;   ///< ink's left edge from the origin
  double right = 0;  ///< ink's right edge from the origin
  double ascent = 0;
  double descent = 0;
};

/// A larger (or wider) form of a glyph, with its size along the stretch direction.
struct SizeVariant {
  quint32 glyph = 0;
  double advance = 0;
};

/// One piece of a glyph assembly (a tall brace from its ends, middle and extenders).
struct AssemblyPart {
  quint32 glyph = 0;
  double startConnector = 0;
  double endConnector = 0;
  double fullAdvance = 0;
  bool extender = false;
};

class MathFont {
 public:
  /// The installed font of this family if it has a MATH table; null otherwise.
  static std::shared_ptr<const MathFont> open(const QString& family);
  /// Latin Modern Math (the TeX look, `fonts-lmodern`); when it is missing, the first installed
  /// of the TeX Gyre and DejaVu math fonts; null when none is (formulas then stay text).
  static std::shared_ptr<const MathFont> standard();

  ~MathFont();
  MathFont(const MathFont&) = delete;
  MathFont& operator=(const MathFont&) = delete;

  QString family() const { return m_family; }
  double constant(Constant c) const { return m_constants[static_cast<int>(c)]; }
  /// The glyph of a character (0 when the font has none); at script level 1 or 2 its script or
  /// script-script form (the `ssty` feature: optically sized glyphs for small sizes).
  quint32 glyph(char32_t c, int scriptLevel = 0) const;
  GlyphMetrics metrics(quint32 glyph) const;
  double italicCorrection(quint32 glyph) const;
  /// Where an accent over the glyph centres (half its advance where the font says nothing).
  double topAccentAttachment(quint32 glyph) const;
  /// The glyph's larger forms, smallest first (the glyph itself first); vertical or horizontal.
  std::vector<SizeVariant> variants(quint32 glyph, bool vertical) const;
  /// The parts to build a taller (wider) form from, bottom (left) first; empty when none.
  std::vector<AssemblyPart> assembly(quint32 glyph, bool vertical) const;
  double minConnectorOverlap(bool vertical) const;
  /// The glyph's outline in thousandths of an em, y down, its origin on the baseline.
  QPainterPath outline(quint32 glyph) const;

 private:
  MathFont() = default;
  bool load(const QString& family);
  double scaled(int units) const { return units * m_scale; }

  QString m_family;
  QRawFont m_raw;  ///< at 1000 px per em: outlines come in thousandths of an em
  struct Hb;
  std::unique_ptr<Hb> m_hb;
  double m_scale = 1.0;  ///< thousandths of an em per font unit
  std::vector<double> m_constants;
  mutable std::mutex m_mutex;
  mutable std::unordered_map<std::uint64_t, quint32> m_scriptGlyphs;
  mutable std::unordered_map<quint32, QPainterPath> m_outlines;
  /// A CFF glyph's extents cost HarfBuzz a run of its charstring: each is computed once.
  mutable std::unordered_map<quint32, GlyphMetrics> m_metrics;
};

}  // namespace ui::typeset
