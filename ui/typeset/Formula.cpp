#include "ui/typeset/Formula.hpp"

#include <QHash>
#include <QPaintEngine>
#include <QPainter>
#include <cmath>
#include <list>

#include "ui/typeset/MathFont.hpp"
#include "ui/typeset/Spoken.hpp"
#include "ui/typeset/TexParser.hpp"
#include "ui/typeset/Typesetter.hpp"

namespace ui::typeset {
namespace {

/// The text font of \text and of what the math font lacks: the TeX look's roman.
const QString kTextFamily = QStringLiteral("Latin Modern Roman");

/// Formulas by style and TeX, least recently used dropped first.
class Cache {
 public:
  std::shared_ptr<const Formula> get(const QString& tex, Style style) {
    const QString key = QString::number(static_cast<int>(style)) + tex;
    std::lock_guard lock(m_mutex);
    if (const auto it = m_map.find(key); it != m_map.end()) {
      m_order.splice(m_order.begin(), m_order, it.value());
      return it.value()->second;
    }
    auto formula = std::make_shared<const Formula>(tex, style);
    m_order.emplace_front(key, formula);
    m_map.insert(key, m_order.begin());
    if (m_order.size() > kCapacity) {
      m_map.remove(m_order.back().first);
      m_order.pop_back();
    }
    return formula;
  }

 private:
  static constexpr std::size_t kCapacity = 2048;
  using Entry = std::pair<QString, std::shared_ptr<const Formula>>;
  std::mutex m_mutex;
  std::list<Entry> m_order;
  QHash<QString, std::list<Entry>::iterator> m_map;
};

}  // namespace

std::shared_ptr<const Formula> Formula::typeset(const QString& tex, Style style) {
  static Cache cache;
  return cache.get(tex, style);
}

bool Formula::available() { return MathFont::standard() != nullptr; }

QString Formula::spoken() const { return ok() ? spokenText(m_atoms) : m_tex; }

Formula::Formula(const QString& tex, Style style) : m_tex(tex), m_font(MathFont::standard()) {
  ParseResult parsed = parseTex(tex);
  if (!parsed.ok()) {
    m_error = parsed.error;
    m_errorColumn = parsed.column;
  }
  if (m_font == nullptr) {
    if (parsed.ok()) m_atoms = std::move(parsed.atoms);
    return;  // no math font: nothing to draw (callers show the TeX as text)
  }
  Typesetter setter(*m_font, kTextFamily);
  Box box;
  if (parsed.ok()) {
    box = setter.layout(parsed.atoms, style);
  } else {
    // The source as typed, in the text font.
    Atom source;
    source.kind = Atom::Kind::Text;
    source.text = tex;
    box = setter.layout({source}, Style::Text);
  }
  if (parsed.ok()) m_atoms = std::move(parsed.atoms);
  m_width = box.width;
  m_ascent = box.ascent;
  m_descent = box.descent;
  m_textFonts = setter.textFonts();
  m_glyphs.reserve(box.glyphs.size());
  for (const PlacedGlyph& g : box.glyphs) m_glyphs.push_back({g.font, g.glyph, g.x, g.y, g.scale});
  m_rules = box.rules;
}

void Formula::buildOutlines() const {
  std::call_once(m_built, [this] {
    m_glyphPath.setFillRule(Qt::WindingFill);
    for (const Glyph& g : m_glyphs) {
      QPainterPath path = g.font < 0
                              ? m_font->outline(g.glyph)
                              : m_textFonts[static_cast<std::size_t>(g.font)].pathForGlyph(g.glyph);
      if (path.isEmpty()) continue;
      m_glyphPath.addPath(QTransform(g.scale, 0, 0, g.scale, g.x, g.y).map(path));
    }
    for (const QRectF& r : m_rules) m_rulePath.addRect(r);
  });
}

QPainterPath Formula::outline() const {
  buildOutlines();
  QPainterPath all = m_glyphPath;
  all.addPath(m_rulePath);
  return all;
}

void Formula::draw(QPainter& painter, QPointF baseline, double em, const QColor& colour) const {
  if (QPaintEngine* engine = painter.paintEngine()) {
    if (auto* recorder = dynamic_cast<MathRecorder*>(engine)) {
      const QTransform t = painter.combinedTransform();
      const QRectF clip =
          painter.hasClipping() ? t.map(painter.clipPath()).boundingRect() : QRectF();
      recorder->recordMath(t.mapRect(rect(em).translated(baseline)), clip, spoken(),
                           em * 0.75 * std::sqrt(std::abs(t.determinant())));
      return;
    }
  }
  buildOutlines();
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing);
  painter.translate(baseline);
  painter.scale(em / 1000.0, em / 1000.0);
  painter.setPen(Qt::NoPen);
  painter.setBrush(colour);
  // Glyphs and rules apart: a rule over a glyph (the radical's bar over the surd's top) must
  // not cancel it under the winding rule.
  if (!m_glyphPath.isEmpty()) painter.drawPath(m_glyphPath);
  if (!m_rulePath.isEmpty()) painter.drawPath(m_rulePath);
  painter.restore();
}

}  // namespace ui::typeset
