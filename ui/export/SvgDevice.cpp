#include "ui/export/SvgDevice.hpp"

#include <QFontInfo>
#include <QHash>
#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QTextBoundaryFinder>
#include <QTextItem>
#include <QTextLayout>
#include <cmath>
#include <vector>

#include "ui/export/PngEncoder.hpp"

namespace ui {
namespace {

constexpr double kDpi = 96.0;

/// A coordinate or length: at most three decimals, no trailing zeros, never "-0".
void num(QByteArray& out, double v) {
  double r = std::round(v * 1000.0) / 1000.0;
  if (r == 0.0 || !std::isfinite(r)) r = 0.0;
  QByteArray s = QByteArray::number(r, 'f', 3);
  while (s.endsWith('0')) s.chop(1);
  if (s.endsWith('.')) s.chop(1);
  out += s;
}

QByteArray escaped(const QString& text) {
  QByteArray out;
  for (const QChar c : text) {
    switch (c.unicode()) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        // XML 1.0 has no place for most control characters: drop them.
        if (c.unicode() >= 0x20 || c == u'\t' || c == u'\n') out += QString(c).toUtf8();
    }
  }
  return out;
}

QByteArray colour(const QColor& c) { return c.name(QColor::HexRgb).toLatin1(); }

void opacityAttr(QByteArray& out, const char* name, double a) {
  if (a >= 1.0) return;
  out += ' ';
  out += name;
  out += "=\"";
  num(out, a);
  out += '"';
}

/// A scale factor: six decimals (a formula's glyphs are drawn at a thousandth of an em a unit,
/// so three decimals would shrink a 90-pixel formula by 1.7 pixels).
void factor(QByteArray& out, double v) {
  double r = std::round(v * 1e6) / 1e6;
  if (r == 0.0 || !std::isfinite(r)) r = 0.0;
  QByteArray s = QByteArray::number(r, 'f', 6);
  while (s.endsWith('0')) s.chop(1);
  if (s.endsWith('.')) s.chop(1);
  out += s;
}

void transformAttr(QByteArray& out, const QTransform& t) {
  if (t.isIdentity()) return;
  out += " transform=\"matrix(";
  for (const double v : {t.m11(), t.m12(), t.m21(), t.m22()}) {
    factor(out, v);
    out += ' ';
  }
  for (const double v : {t.dx(), t.dy()}) {
    num(out, v);
    out += ' ';
  }
  out.chop(1);
  out += ")\"";
}

QByteArray pathData(const QPainterPath& path) {
  QByteArray d;
  for (int i = 0; i < path.elementCount(); ++i) {
    const QPainterPath::Element& e = path.elementAt(i);
    switch (e.type) {
      case QPainterPath::MoveToElement:
        d += 'M';
        break;
      case QPainterPath::LineToElement:
        d += 'L';
        break;
      case QPainterPath::CurveToElement:
        d += 'C';
        break;
      case QPainterPath::CurveToDataElement:
        d += ' ';
        break;
    }
    num(d, e.x);
    d += ',';
    num(d, e.y);
  }
  return d;
}

}  // namespace

/// The engine: every primitive becomes an element in the device's coordinates (with the
/// painter's transform as an attribute), inside a group for its clip region.
class SvgEngine : public QPaintEngine {
 public:
  SvgEngine(QSize size, QString title, QString description)
      : QPaintEngine(AllFeatures), m_size(size), m_title(title), m_description(description) {}
  bool begin(QPaintDevice*) override;
  bool end() override;
  void updateState(const QPaintEngineState&) override {}
  Type type() const override { return SVG; }
  void drawPath(const QPainterPath& path) override;
  void drawPolygon(const QPointF* points, int count, PolygonDrawMode mode) override;
  void drawTextItem(const QPointF& p, const QTextItem& item) override;
  void drawPixmap(const QRectF& r, const QPixmap& pm, const QRectF& sr) override;
  void drawImage(const QRectF& r, const QImage& image, const QRectF& sr,
                 Qt::ImageConversionFlags flags) override;
  QByteArray document() const { return m_done; }

 private:
  /// A text run waiting for the runs that continue it.
  struct Run {
    QPointF pos;
    double end = 0;  ///< x where the next run would start
    QTransform transform;
    QByteArray style;  ///< font and fill attributes
    QString text;
    std::vector<double> x;  ///< where each of text's characters starts, as Qt shaped it
  };
  void useClip();
  void flushText();
  QByteArray strokeAndFill(const QPen& pen, const QBrush& brush) const;
  QSize m_size;
  QString m_title;
  QString m_description;
  QByteArray m_defs;  ///< the clip paths
  QByteArray m_body;
  QByteArray m_done;
  QHash<QByteArray, int> m_clipIds;  ///< lookups only: ids follow first use, not hash order
  int m_openClip = -1;               ///< the clip group now open (-1: none)
  bool m_hasRun = false;
  Run m_run;
};

bool SvgEngine::begin(QPaintDevice*) {
  m_defs.clear();
  m_body.clear();
  m_done.clear();
  m_clipIds.clear();
  m_openClip = -1;
  m_hasRun = false;
  return true;
}

bool SvgEngine::end() {
  flushText();
  if (m_openClip >= 0) m_body += "</g>\n";
  m_openClip = -1;
  QByteArray& o = m_done;
  o = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
      "version=\"1.1\" width=\"";
  o += QByteArray::number(m_size.width()) + "\" height=\"" + QByteArray::number(m_size.height());
  o += "\" viewBox=\"0 0 " + QByteArray::number(m_size.width()) + ' ' +
       QByteArray::number(m_size.height()) + "\">\n";
  o += "<title>" + escaped(m_title) + "</title>\n<desc>" + escaped(m_description) + "</desc>\n";
  if (!m_defs.isEmpty()) o += "<defs>\n" + m_defs + "</defs>\n";
  o += m_body;
  o += "</svg>\n";
  return true;
}

void SvgEngine::useClip() {
  const QPainter& p = *painter();
  int id = -1;
  if (p.hasClipping()) {
    const QPainterPath clip = p.combinedTransform().map(p.clipPath());
    const QByteArray d = pathData(clip);
    const auto it = m_clipIds.constFind(d);
    if (it != m_clipIds.constEnd()) {
      id = it.value();
    } else {
      id = static_cast<int>(m_clipIds.size());
      m_clipIds.insert(d, id);
      m_defs += "<clipPath id=\"c" + QByteArray::number(id) + "\"><path d=\"" + d + "\"";
      if (clip.fillRule() == Qt::OddEvenFill) m_defs += " clip-rule=\"evenodd\"";
      m_defs += "/></clipPath>\n";
    }
  }
  if (id == m_openClip) return;
  flushText();
  if (m_openClip >= 0) m_body += "</g>\n";
  if (id >= 0) m_body += "<g clip-path=\"url(#c" + QByteArray::number(id) + ")\">\n";
  m_openClip = id;
}

QByteArray SvgEngine::strokeAndFill(const QPen& pen, const QBrush& brush) const {
  const double opacity = painter()->opacity();
  QByteArray a;
  if (brush.style() == Qt::NoBrush) {
    a += " fill=\"none\"";
  } else {
    a += " fill=\"" + colour(brush.color()) + '"';
    opacityAttr(a, "fill-opacity", brush.color().alphaF() * opacity);
  }
  if (pen.style() == Qt::NoPen || pen.brush().style() == Qt::NoBrush) return a;
  const double width = pen.widthF() > 0 ? pen.widthF() : 1.0;
  a += " stroke=\"" + colour(pen.color()) + '"';
  opacityAttr(a, "stroke-opacity", pen.color().alphaF() * opacity);
  a += " stroke-width=\"";
  num(a, width);
  a += '"';
  if (pen.isCosmetic()) a += " vector-effect=\"non-scaling-stroke\"";
  switch (pen.capStyle()) {
    case Qt::FlatCap:
      break;  // SVG's default, butt
    case Qt::RoundCap:
      a += " stroke-linecap=\"round\"";
      break;
    default:
      a += " stroke-linecap=\"square\"";
  }
  switch (pen.joinStyle()) {
    case Qt::RoundJoin:
      a += " stroke-linejoin=\"round\"";
      break;
    case Qt::BevelJoin:
      a += " stroke-linejoin=\"bevel\"";
      break;
    default:
      a += " stroke-miterlimit=\"";
      num(a, std::max(1.0, pen.miterLimit()));
      a += '"';
  }
  if (pen.style() != Qt::SolidLine) {
    // Qt's dashes are in units of the pen's width.
    a += " stroke-dasharray=\"";
    for (const double v : pen.dashPattern()) {
      num(a, v * width);
      a += ',';
    }
    a.chop(1);
    a += '"';
    if (pen.dashOffset() != 0) {
      a += " stroke-dashoffset=\"";
      num(a, pen.dashOffset() * width);
      a += '"';
    }
  }
  return a;
}

void SvgEngine::drawPath(const QPainterPath& path) {
  if (path.isEmpty()) return;
  useClip();
  flushText();
  const QPainter& p = *painter();
  m_body += "<path";
  transformAttr(m_body, p.combinedTransform());
  m_body += strokeAndFill(p.pen(), p.brush());
  if (p.brush().style() != Qt::NoBrush && path.fillRule() == Qt::OddEvenFill) {
    m_body += " fill-rule=\"evenodd\"";
  }
  m_body += " d=\"" + pathData(path) + "\"/>\n";
}

void SvgEngine::drawPolygon(const QPointF* points, int count, PolygonDrawMode mode) {
  if (count <= 0) return;
  QPainterPath path(points[0]);
  for (int i = 1; i < count; ++i) path.lineTo(points[i]);
  if (mode == PolylineMode) {
    QPainter* p = painter();
    const QBrush brush = p->brush();
    p->setBrush(Qt::NoBrush);  // a polyline is never filled
    drawPath(path);
    p->setBrush(brush);
    return;
  }
  path.closeSubpath();
  path.setFillRule(mode == WindingMode ? Qt::WindingFill : Qt::OddEvenFill);
  drawPath(path);
}

void SvgEngine::drawTextItem(const QPointF& pos, const QTextItem& item) {
  useClip();
  const QPainter& p = *painter();
  const QFont font = item.font();
  QByteArray style = " font-family=\"" + escaped(QFontInfo(font).family()) + ", sans-serif\"";
  style += " font-size=\"";
  num(style, font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * kDpi / 72.0);
  style += "px\"";
  if (font.weight() != QFont::Normal)
    style += " font-weight=\"" + QByteArray::number(font.weight()) + '"';
  if (font.style() != QFont::StyleNormal) style += " font-style=\"italic\"";
  style += " fill=\"" + colour(p.pen().color()) + '"';
  opacityAttr(style, "fill-opacity", p.pen().color().alphaF() * p.opacity());
  const QTransform t = p.combinedTransform();
  const bool continues = m_hasRun && m_run.transform == t && m_run.style == style &&
                         std::abs(pos.y() - m_run.pos.y()) < 0.01 &&
                         std::abs(pos.x() - m_run.end) < 0.5;
  if (!continues) {
    flushText();
    m_run = Run{pos, pos.x(), t, style, {}, {}};
    m_hasRun = true;
  }
  // Each character where Qt's shaping put it (kerning included: "LU" is 1.4 px narrower than
  // "L" and "U" in DejaVu Sans at 22 pt), laid out again as this item was.
  const QString text = item.text();
  QTextLayout layout(text, font, p.device());
  layout.beginLayout();
  QTextLine line = layout.createLine();
  layout.endLayout();
  for (int i = 0; i < text.size(); ++i) {
    m_run.x.push_back(pos.x() + (line.isValid() ? line.cursorToX(i) : 0.0));
  }
  m_run.text += text;
  m_run.end = pos.x() + item.width();
}

void SvgEngine::flushText() {
  if (!m_hasRun) return;
  m_hasRun = false;
  if (m_run.text.trimmed().isEmpty()) return;
  m_body += "<text xml:space=\"preserve\" y=\"";
  num(m_body, m_run.pos.y());
  m_body += '"';
  transformAttr(m_body, m_run.transform);
  m_body += m_run.style + '>';
  // Every character where Qt put it: renderers measure glyphs each their own way (librsvg and
  // Chromium 1–2% wider than Qt's hinted advances), and a run placed by its start alone ends
  // somewhere else in each. Spaces ride with the character before them.
  QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, m_run.text);
  qsizetype start = 0;
  while (start < m_run.text.size()) {
    qsizetype end = graphemes.toNextBoundary();
    if (end < 0) end = m_run.text.size();
    while (end < m_run.text.size() && m_run.text[end] == ' ') {
      graphemes.setPosition(end + 1);
      end = end + 1;
    }
    m_body += "<tspan x=\"";
    num(m_body, m_run.x[static_cast<std::size_t>(start)]);
    m_body += "\">" + escaped(m_run.text.mid(start, end - start)) + "</tspan>";
    start = end;
  }
  m_body += "</text>\n";
}

void SvgEngine::drawPixmap(const QRectF& r, const QPixmap& pm, const QRectF& sr) {
  drawImage(r, pm.toImage(), sr, Qt::AutoColor);
}

void SvgEngine::drawImage(const QRectF& r, const QImage& image, const QRectF& sr,
                          Qt::ImageConversionFlags) {
  useClip();
  flushText();
  const QImage part = image.copy(sr.toAlignedRect());
  const QByteArray png = encodePng(part);
  if (png.isEmpty()) return;
  m_body += "<image";
  transformAttr(m_body, painter()->combinedTransform());
  m_body += " x=\"";
  num(m_body, r.x());
  m_body += "\" y=\"";
  num(m_body, r.y());
  m_body += "\" width=\"";
  num(m_body, r.width());
  m_body += "\" height=\"";
  num(m_body, r.height());
  m_body += "\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,";
  m_body += png.toBase64() + "\"/>\n";
}

SvgDevice::SvgDevice(QSize size, QString title, QString description)
    : m_size(size), m_engine(std::make_unique<SvgEngine>(size, title, description)) {}

SvgDevice::~SvgDevice() = default;

QPaintEngine* SvgDevice::paintEngine() const { return m_engine.get(); }

QByteArray SvgDevice::svg() const { return m_engine->document(); }

int SvgDevice::metric(PaintDeviceMetric m) const { return logicalMetric(m, m_size); }

int logicalMetric(QPaintDevice::PaintDeviceMetric m, QSize size) {
  switch (m) {
    case QPaintDevice::PdmWidth:
      return size.width();
    case QPaintDevice::PdmHeight:
      return size.height();
    case QPaintDevice::PdmWidthMM:
      return static_cast<int>(std::lround(size.width() * 25.4 / kDpi));
    case QPaintDevice::PdmHeightMM:
      return static_cast<int>(std::lround(size.height() * 25.4 / kDpi));
    case QPaintDevice::PdmNumColors:
      return 0xffffff;
    case QPaintDevice::PdmDepth:
      return 32;
    case QPaintDevice::PdmDpiX:
    case QPaintDevice::PdmDpiY:
    case QPaintDevice::PdmPhysicalDpiX:
    case QPaintDevice::PdmPhysicalDpiY:
      return static_cast<int>(kDpi);
    case QPaintDevice::PdmDevicePixelRatio:
      return 1;
    case QPaintDevice::PdmDevicePixelRatioScaled:
      return static_cast<int>(QPaintDevice::devicePixelRatioFScale());
  }
  return 0;
}

}  // namespace ui
