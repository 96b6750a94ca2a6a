#include "ui/typeset/MathFont.hpp"

#include <hb-ot.h>
#include <hb.h>

#include <QByteArray>
#include <QFont>
#include <array>

namespace ui::typeset {
namespace {

static_assert(static_cast<int>(Constant::RadicalDegreeBottomRaisePercent) ==
              HB_OT_MATH_CONSTANT_RADICAL_DEGREE_BOTTOM_RAISE_PERCENT);
static_assert(static_cast<int>(Constant::FractionRuleThickness) ==
              HB_OT_MATH_CONSTANT_FRACTION_RULE_THICKNESS);

/// HarfBuzz reads the font's tables from Qt's copy of the font, so both see the same font and
/// glyph numbers (QRawFont's glyph indices are the font's own).
hb_blob_t* tableFromQt(hb_face_t*, hb_tag_t tag, void* user) {
  if (tag == 0) return nullptr;
  const char name[5] = {static_cast<char>(tag >> 24), static_cast<char>(tag >> 16),
                        static_cast<char>(tag >> 8), static_cast<char>(tag), 0};
  auto* data = new QByteArray(static_cast<const QRawFont*>(user)->fontTable(name));
  if (data->isEmpty()) {
    delete data;
    return nullptr;
  }
  return hb_blob_create(data->constData(), static_cast<unsigned>(data->size()),
                        HB_MEMORY_MODE_READONLY, data,
                        [](void* p) { delete static_cast<QByteArray*>(p); });
}

}  // namespace

struct MathFont::Hb {
  hb_face_t* face = nullptr;
  hb_font_t* font = nullptr;
  ~Hb() {
    if (font != nullptr) hb_font_destroy(font);
    if (face != nullptr) hb_face_destroy(face);
  }
};

MathFont::~MathFont() = default;

std::shared_ptr<const MathFont> MathFont::open(const QString& family) {
  std::shared_ptr<MathFont> font(new MathFont);
  if (!font->load(family)) return nullptr;
  return font;
}

std::shared_ptr<const MathFont> MathFont::standard() {
  static const std::shared_ptr<const MathFont> font = [] {
    for (const char* family : {"Latin Modern Math", "TeX Gyre Termes Math", "TeX Gyre Pagella Math",
                               "DejaVu Math TeX Gyre"}) {
      if (auto f = open(QString::fromLatin1(family))) return f;
    }
    return std::shared_ptr<const MathFont>();
  }();
  return font;
}

bool MathFont::load(const QString& family) {
  QFont request(family);
  request.setPixelSize(1000);
  request.setHintingPreference(QFont::PreferNoHinting);
  request.setStyleStrategy(QFont::NoFontMerging);
  m_raw = QRawFont::fromFont(request);
  // Qt substitutes another family for one it lacks: only the family asked for will do.
  if (!m_raw.isValid() || m_raw.familyName().compare(family, Qt::CaseInsensitive) != 0) {
    return false;
  }
  if (m_raw.fontTable("MATH").isEmpty()) return false;
  m_family = m_raw.familyName();
  m_hb = std::make_unique<Hb>();
  m_hb->face = hb_face_create_for_tables(tableFromQt, &m_raw, nullptr);
  const unsigned upem = hb_face_get_upem(m_hb->face);
  if (upem == 0 || !hb_ot_math_has_data(m_hb->face)) return false;
  m_hb->font = hb_font_create(m_hb->face);
  m_scale = 1000.0 / upem;
  m_constants.resize(static_cast<int>(Constant::Count));
  for (int i = 0; i < static_cast<int>(Constant::Count); ++i) {
    const int v = hb_ot_math_get_constant(m_hb->font, static_cast<hb_ot_math_constant_t>(i));
    // The two scale-downs are percentages, the bottom raise too: kept as numbers.
    const bool percent = i <= 1 || i == static_cast<int>(Constant::RadicalDegreeBottomRaisePercent);
    m_constants[i] = percent ? v : scaled(v);
  }
  return true;
}

quint32 MathFont::glyph(char32_t c, int scriptLevel) const {
  hb_codepoint_t g = 0;
  if (!hb_font_get_nominal_glyph(m_hb->font, c, &g)) return 0;
  if (scriptLevel <= 0) return g;
  const std::uint64_t key =
      (std::uint64_t{c} << 2) | static_cast<unsigned>(std::min(scriptLevel, 2));
  std::lock_guard lock(m_mutex);
  if (const auto it = m_scriptGlyphs.find(key); it != m_scriptGlyphs.end()) return it->second;
  // The script forms are a substitution of the math script: shape the one character with it.
  hb_buffer_t* buffer = hb_buffer_create();
  const std::uint32_t cp = c;
  hb_buffer_add_utf32(buffer, &cp, 1, 0, 1);
  hb_buffer_set_direction(buffer, HB_DIRECTION_LTR);
  hb_buffer_set_script(buffer, HB_SCRIPT_MATH);
  const hb_feature_t ssty{HB_TAG('s', 's', 't', 'y'),
                          static_cast<unsigned>(std::min(scriptLevel, 2)), HB_FEATURE_GLOBAL_START,
                          HB_FEATURE_GLOBAL_END};
  hb_shape(m_hb->font, buffer, &ssty, 1);
  unsigned count = 0;
  const hb_glyph_info_t* info = hb_buffer_get_glyph_infos(buffer, &count);
  const quint32 result = count == 1 ? info[0].codepoint : g;
  hb_buffer_destroy(buffer);
  m_scriptGlyphs.emplace(key, result);
  return result;
}

GlyphMetrics MathFont::metrics(quint32 glyph) const {
  std::lock_guard lock(m_mutex);
  if (const auto it = m_metrics.find(glyph); it != m_metrics.end()) return it->second;
  hb_glyph_extents_t e{};
  hb_font_get_glyph_extents(m_hb->font, glyph, &e);
  GlyphMetrics m;
  m.advance = scaled(hb_font_get_glyph_h_advance(m_hb->font, glyph));
  m.left = scaled(e.x_bearing);
  m.right = scaled(e.x_bearing + e.width);
  m.ascent = scaled(e.y_bearing);
  m.descent = -scaled(e.y_bearing + e.height);
  m_metrics.emplace(glyph, m);
  return m;
}

double MathFont::italicCorrection(quint32 glyph) const {
  return scaled(hb_ot_math_get_glyph_italics_correction(m_hb->font, glyph));
}

double MathFont::topAccentAttachment(quint32 glyph) const {
  return scaled(hb_ot_math_get_glyph_top_accent_attachment(m_hb->font, glyph));
}

std::vector<SizeVariant> MathFont::variants(quint32 glyph, bool vertical) const {
  std::array<hb_ot_math_glyph_variant_t, 32> v{};
  unsigned count = v.size();
  hb_ot_math_get_glyph_variants(m_hb->font, glyph, vertical ? HB_DIRECTION_BTT : HB_DIRECTION_LTR,
                                0, &count, v.data());
  std::vector<SizeVariant> out;
  out.reserve(count);
  for (unsigned i = 0; i < count; ++i) out.push_back({v[i].glyph, scaled(v[i].advance)});
  return out;
}

std::vector<AssemblyPart> MathFont::assembly(quint32 glyph, bool vertical) const {
  std::array<hb_ot_math_glyph_part_t, 16> parts{};
  unsigned count = parts.size();
  hb_position_t italic = 0;
  hb_ot_math_get_glyph_assembly(m_hb->font, glyph, vertical ? HB_DIRECTION_BTT : HB_DIRECTION_LTR,
                                0, &count, parts.data(), &italic);
  std::vector<AssemblyPart> out;
  out.reserve(count);
  for (unsigned i = 0; i < count; ++i) {
    const auto& p = parts[i];
    out.push_back({p.glyph, scaled(p.start_connector_length), scaled(p.end_connector_length),
                   scaled(p.full_advance), (p.flags & HB_OT_MATH_GLYPH_PART_FLAG_EXTENDER) != 0});
  }
  return out;
}

double MathFont::minConnectorOverlap(bool vertical) const {
  return scaled(hb_ot_math_get_min_connector_overlap(
      m_hb->font, vertical ? HB_DIRECTION_BTT : HB_DIRECTION_LTR));
}

QPainterPath MathFont::outline(quint32 glyph) const {
  std::lock_guard lock(m_mutex);
  if (const auto it = m_outlines.find(glyph); it != m_outlines.end()) return it->second;
  QPainterPath path = m_raw.pathForGlyph(glyph);
  if (m_raw.pixelSize() != 1000.0) {
    path = QTransform::fromScale(1000.0 / m_raw.pixelSize(), 1000.0 / m_raw.pixelSize()).map(path);
  }
  m_outlines.emplace(glyph, path);
  return path;
}

}  // namespace ui::typeset
