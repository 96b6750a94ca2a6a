#include "ui/typeset/Formula.hpp"

#include <QHash>
#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <cmath>
#include <functional>
#include <list>
#include <map>
#include <tuple>

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

/// A glyph drawn once into an image at one size, colour and quarter-pixel offset: on a raster
/// device a formula's glyphs are these images set side by side (filling each glyph's outline
/// anew took 45 µs for x Φ(x), and a read-out's formula is new at every x). The images are the
/// outlines filled as before, so a PNG shows what the SVG and PDF show.
class GlyphImages {
 public:
  struct Key {
    QString font;  ///< the font's family and style ("" for the math font)
    quint32 glyph;
    qint64 size;  ///< pixels per em, in 1/64
    int subX, subY;
    QRgb colour;
    bool operator<(const Key& o) const {
      return std::tie(font, glyph, size, subX, subY, colour) <
             std::tie(o.font, o.glyph, o.size, o.subX, o.subY, o.colour);
    }
  };
  struct Image {
    QImage image;   ///< premultiplied; null for a blank glyph
    QPoint offset;  ///< its top left from the glyph's origin pixel
  };
  static constexpr int kSteps = 4;  ///< positions within a pixel, each way

  /// The glyph's image; `outline` (in pixels at `key.size`, origin at the baseline) is asked
  /// for only the first time.
  std::shared_ptr<const Image> get(const Key& key, const std::function<QPainterPath()>& outline) {
    std::lock_guard lock(m_mutex);  // (also keeps outline() to one thread at a time)
    if (const auto it = m_map.find(key); it != m_map.end()) return it->second;
    auto made = std::make_shared<Image>();
    const QPainterPath path = QTransform::fromTranslate(static_cast<double>(key.subX) / kSteps,
                                                        static_cast<double>(key.subY) / kSteps)
                                  .map(outline());
    const QRect box = path.boundingRect().toAlignedRect().adjusted(-1, -1, 1, 1);
    if (!path.isEmpty() && box.width() > 0 && box.height() > 0 && box.width() < 4096 &&
        box.height() < 4096) {
      made->image = QImage(box.size(), QImage::Format_ARGB32_Premultiplied);
      made->image.fill(Qt::transparent);
      made->offset = box.topLeft();
      QPainter p(&made->image);
      p.setRenderHint(QPainter::Antialiasing);
      p.translate(-box.topLeft());
      p.fillPath(path, QColor::fromRgba(key.colour));
    }
    if (m_map.size() >= kCapacity) m_map.clear();  // (a new set of sizes and colours)
    m_map.emplace(key, made);
    return made;
  }

 private:
  static constexpr std::size_t kCapacity = 20000;
  std::mutex m_mutex;
  std::map<Key, std::shared_ptr<const Image>> m_map;
};

GlyphImages& glyphImages() {
  static GlyphImages images;
  return images;
}

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
  if (drawFromImages(painter, baseline, em, colour)) return;
  fillOutlines(painter, baseline, em, colour, true);
}

void Formula::fillOutlines(QPainter& painter, QPointF baseline, double em, const QColor& colour,
                           bool glyphs) const {
  buildOutlines();
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing);
  painter.translate(baseline);
  painter.scale(em / 1000.0, em / 1000.0);
  painter.setPen(Qt::NoPen);
  painter.setBrush(colour);
  // Glyphs and rules apart: a rule over a glyph (the radical's bar over the surd's top) must
  // not cancel it under the winding rule.
  if (glyphs && !m_glyphPath.isEmpty()) painter.drawPath(m_glyphPath);
  if (!m_rulePath.isEmpty()) painter.drawPath(m_rulePath);
  painter.restore();
}

bool Formula::drawFromImages(QPainter& painter, QPointF baseline, double em,
                             const QColor& colour) const {
  // On a raster device under a plain scale and shift only (vector devices keep outlines).
  const QPaintEngine* engine = painter.paintEngine();
  if (engine == nullptr || engine->type() != QPaintEngine::Raster) return false;
  const QTransform t = painter.combinedTransform();
  if (t.type() > QTransform::TxScale || t.m11() <= 0 || std::abs(t.m11() - t.m22()) > 1e-9) {
    return false;
  }
  const double ratio = painter.device()->devicePixelRatioF();
  const double pixels = em * t.m11() * ratio;  // device pixels per em
  if (!(pixels > 0.5 && pixels < 2000)) return false;
  constexpr int kSteps = GlyphImages::kSteps;
  const QRgb rgba = colour.rgba();
  painter.save();
  painter.resetTransform();
  for (const Glyph& g : m_glyphs) {
    const QPointF at = t.map(baseline + QPointF(g.x, g.y) * (em / 1000.0)) * ratio;
    const double size = pixels * g.scale;
    // The pixel and the quarter within it.
    const auto split = [](double v, int& sub) {
      int whole = static_cast<int>(std::floor(v));
      sub = static_cast<int>(std::lround((v - whole) * kSteps));
      if (sub == kSteps) sub = 0, ++whole;
      return whole;
    };
    int subX = 0, subY = 0;
    const int x = split(at.x(), subX);
    const int y = split(at.y(), subY);
    const QRawFont* text = g.font < 0 ? nullptr : &m_textFonts[static_cast<std::size_t>(g.font)];
    const GlyphImages::Key key{
        text == nullptr ? QString() : text->familyName() + '/' + text->styleName(),
        g.glyph,
        std::llround(size * 64),
        subX,
        subY,
        rgba};
    const auto image = glyphImages().get(key, [&] {
      const QPainterPath path = text == nullptr ? m_font->outline(g.glyph)  // 1000 to the em
                                                : text->pathForGlyph(g.glyph);
      const double from = text == nullptr ? 1000.0 : text->pixelSize();
      return QTransform::fromScale(size / from, size / from).map(path);
    });
    if (image->image.isNull()) continue;
    QImage shown = image->image;  // (shared, not copied)
    shown.setDevicePixelRatio(ratio);
    painter.drawImage(QPointF((x + image->offset.x()) / ratio, (y + image->offset.y()) / ratio),
                      shown);
  }
  painter.restore();
  if (!m_rules.empty()) fillOutlines(painter, baseline, em, colour, false);
  return true;
}

}  // namespace ui::typeset
