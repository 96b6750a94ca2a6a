#include "ui/panels/Theme.hpp"

#include "core/model/ids.hpp"

#include <qcustomplot.h>

#include <QApplication>
#include <QFontMetricsF>
#include <QPalette>
#include <QStyle>
#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <optional>
#include <utility>
#include <vector>

#include "ui/model/Formulas.hpp"
#include "ui/panels/ColourContrast.hpp"
#include "ui/panels/MathTickers.hpp"
#include "ui/panels/SmoothGraph.hpp"
#include "ui/panels/qcp/MathPlotItems.hpp"

namespace ui {
namespace {

// Okabe & Ito (2008), colour-blind safe.
const QColor kOrange(0xE6, 0x9F, 0x00);
const QColor kSkyBlue(0x56, 0xB4, 0xE9);
const QColor kGreen(0x00, 0x9E, 0x73);
const QColor kBlue(0x00, 0x72, 0xB2);
const QColor kVermillion(0xD5, 0x5E, 0x00);
const QColor kPurple(0xCC, 0x79, 0xA7);

/// A derivative ("dgelu", "delu", …) is drawn in the colour of its function.
QString baseId(const QString& id) {
  if (id == "cdf" || id == "pdf") return "gelu";
  return id.startsWith('d') ? id.mid(1) : id;
}

enum Colour { kCBlue, kCOrange, kCPurple, kCGreen, kCVermillion, kCGrey, kCSkyBlue };

struct CurveStyle {
  const char* id;
  Colour colour;
  Qt::PenStyle style;
};

// Every activation a distinct (colour, dash) pair, so that any selection stays readable in
// print and for colour-blind readers (tests/ui checks that no two share a pair).
constexpr CurveStyle kStyles[] = {
    {"gelu", kCBlue, Qt::SolidLine},
    {"gelu_tanh", kCOrange, Qt::DashLine},
    {"gelu_sigmoid", kCPurple, Qt::DashDotLine},
    {"silu", kCGreen, Qt::DotLine},
    {"relu", kCVermillion, Qt::SolidLine},
    {"elu", kCGrey, Qt::DashDotDotLine},
    {"sigmoid", kCSkyBlue, Qt::SolidLine},
    {"tanh", kCVermillion, Qt::DashLine},
    {"softplus", kCGreen, Qt::DashLine},
    {"mish", kCBlue, Qt::DotLine},
    {"swish", kCGreen, Qt::DashDotLine},
    {"softsign", kCPurple, Qt::DotLine},
    {"logsigmoid", kCOrange, Qt::DotLine},
    {"tanhshrink", kCSkyBlue, Qt::DashLine},
    {"leaky_relu", kCOrange, Qt::SolidLine},
    {"relu6", kCVermillion, Qt::DashDotLine},
    {"selu", kCPurple, Qt::SolidLine},
    {"celu", kCGreen, Qt::SolidLine},
    {"squared_relu", kCBlue, Qt::DashLine},
    {"hardtanh", kCGrey, Qt::SolidLine},
    {"hardsigmoid", kCSkyBlue, Qt::DashDotLine},
    {"hardswish", kCOrange, Qt::DashDotLine},
    {"softshrink", kCVermillion, Qt::DotLine},
    {"hardshrink", kCGrey, Qt::DashLine},
};

const CurveStyle* styleOf(const QString& id) {
  const QString b = baseId(id);
  for (const CurveStyle& s : kStyles) {
    if (b == QLatin1String(s.id)) return &s;
  }
  return nullptr;
}

QColor colourFor(Colour c, bool dark) {
  switch (c) {
    case kCBlue:
      return dark ? kSkyBlue : kBlue;
    case kCOrange:
      return kOrange;
    case kCPurple:
      return kPurple;
    case kCGreen:
      return kGreen;
    case kCVermillion:
      return kVermillion;
    case kCGrey:
      return dark ? QColor(0xF0, 0xE4, 0x42) : QColor(0x55, 0x55, 0x55);
    case kCSkyBlue:
      return dark ? QColor(0xB4, 0xE0, 0xFF) : kSkyBlue;
  }
  return {};
}

/// A typed formula's look: its own colour and dash, or an automatic one by its position
/// (colours in turn with dash-dot-dot, then with dashes).
std::optional<std::pair<Colour, Qt::PenStyle>> formulaStyle(const QString& id,
                                                            const std::vector<FormulaDef>& formulas,
                                                            QColor* own) {
  int index = -1;
  const std::optional<FormulaDef> def =
      gelu::model::findFormula(formulas, id.toStdString(), &index);
  if (!def) return std::nullopt;
  if (!def->colour.empty() && own != nullptr) *own = QColor(QString::fromStdString(def->colour));
  static constexpr Colour kCycle[] = {kCVermillion, kCBlue, kCGreen, kCPurple, kCOrange, kCSkyBlue};
  const Colour colour = kCycle[index % 6];
  Qt::PenStyle dash = (index / 6) % 2 == 0 ? Qt::DashDotDotLine : Qt::DashLine;
  const std::string& s = def->style;
  if (s == "solid") dash = Qt::SolidLine;
  if (s == "dash") dash = Qt::DashLine;
  if (s == "dot") dash = Qt::DotLine;
  if (s == "dashdot") dash = Qt::DashDotLine;
  if (s == "dashdotdot") dash = Qt::DashDotDotLine;
  return std::pair{colour, dash};
}

}  // namespace

namespace {

/// `c` drawn over the opaque `under`.
QColor over(const QColor& c, const QColor& under) {
  const double a = c.alphaF();
  return QColor::fromRgbF(static_cast<float>(a * c.redF() + (1 - a) * under.redF()),
                          static_cast<float>(a * c.greenF() + (1 - a) * under.greenF()),
                          static_cast<float>(a * c.blueF() + (1 - a) * under.blueF()));
}

}  // namespace

QColor Theme::bandFill(const QColor& edge) const {
  QColor fill = edge;
  fill.setAlpha(60);
  if (!highContrast) return fill;
  for (int alpha = 60; alpha <= 255; alpha += 5) {
    fill.setAlpha(alpha);
    if (contrastRatio(over(fill, background), background) >= 3.0) break;
  }
  return fill;
}

QColor Theme::readable(const QColor& c) const {
  QColor out = c.toHsl();
  out.setAlpha(255);
  const bool darken = luminance(background) > 0.18;  // toward black on light, white on dark
  for (int step = 0; step < 100 && contrastRatio(out, background) < 4.5; ++step) {
    const int l = out.lightness();
    if ((darken && l == 0) || (!darken && l == 255)) break;
    out.setHsl(out.hslHue(), out.hslSaturation(), std::clamp(l + (darken ? -4 : 4), 0, 255));
  }
  return out.toRgb();
}

Theme Theme::light() {
  Theme t;
  t.dark = false;
  t.background = Qt::white;
  t.foreground = QColor(0x20, 0x20, 0x20);
  t.grid = QColor(0xD8, 0xD8, 0xD8);
  t.accent = kVermillion;
  t.shade = QColor(0x56, 0xB4, 0xE9, 110);
  return t;
}

Theme Theme::darkTheme() {
  Theme t;
  t.dark = true;
  t.background = QColor(0x1E, 0x1F, 0x22);
  t.foreground = QColor(0xE8, 0xE8, 0xE8);
  t.grid = QColor(0x45, 0x47, 0x4C);
  t.accent = kOrange;
  t.shade = QColor(0x56, 0xB4, 0xE9, 120);
  return t;
}

Theme Theme::highContrastTheme() {
  Theme t = darkTheme();
  t.highContrast = true;
  t.lineScale = 1.5;
  t.background = Qt::black;
  t.foreground = Qt::white;
  t.grid = QColor(0x70, 0x70, 0x70);
  t.accent = QColor(0xFF, 0xE0, 0x00);
  t.shade = QColor(0x56, 0xB4, 0xE9, 150);
  return t;
}

Theme Theme::forFigure(ThemeChoice t) {
  return t == ThemeChoice::Dark           ? darkTheme()
         : t == ThemeChoice::HighContrast ? highContrastTheme()
                                          : light();
}

Theme Theme::forScreen(ThemeChoice t) {
  return t == ThemeChoice::System ? fromPalette() : forFigure(t);
}

Theme Theme::fromPalette() {
  const QPalette p = QApplication::palette();
  return p.color(QPalette::Window).lightness() < 128 ? darkTheme() : light();
}

namespace {

/// The palette colour a curve asks for, or nothing (an unknown id, or a formula with a colour
/// of its own, which is kept as it is).
std::optional<Colour> wantedColour(const QString& id, const std::vector<FormulaDef>& formulas) {
  if (const CurveStyle* s = styleOf(id)) return s->colour;
  QColor own;
  if (const auto f = formulaStyle(id, formulas, &own)) {
    if (!own.isValid()) return f->first;
  }
  return std::nullopt;
}

/// Every colour of `shown` and then of `companions`, in order (Theme::curveColor's rule): the
/// companions (curves a view's panels draw beside the scene's) take theirs only from what
/// `shown` left, so adding them never recolours a curve of the scene, and every panel that
/// draws them, given the same lists, agrees.
std::vector<std::optional<Colour>> assignedColours(const std::vector<FormulaDef>& formulas,
                                                   const QStringList& shown,
                                                   const QStringList& companions) {
  // Colours in the order a free one is handed out; grey last (it reads as "other").
  static constexpr Colour kOrder[] = {kCBlue,   kCVermillion, kCGreen, kCOrange,
                                      kCPurple, kCSkyBlue,    kCGrey};
  // Families a reader tells apart at a glance: blue and sky blue read as one, vermillion and
  // orange as another. Two visible curves share a family only when every family is taken.
  const auto family = [](Colour c) {
    return c == kCSkyBlue ? kCBlue : c == kCOrange ? kCVermillion : c;
  };
  std::array<bool, std::size(kOrder)> taken{};
  std::vector<Colour> families;
  const auto mark = [&](Colour c) {
    for (std::size_t k = 0; k < std::size(kOrder); ++k) {
      if (kOrder[k] == c) taken[k] = true;
    }
    families.push_back(family(c));
  };
  const auto familyTaken = [&](Colour c) {
    return std::find(families.begin(), families.end(), family(c)) != families.end();
  };
  std::vector<std::optional<Colour>> got;
  // One tier (the scene's curves, then the companions): first every curve that keeps its
  // wanted colour (the first to want its family), then, in order, the others take the first
  // colour of a free family, else the first colour still free.
  const auto assign = [&](const QStringList& ids) {
    const std::size_t first = got.size();
    got.resize(first + static_cast<std::size_t>(ids.size()));
    for (int i = 0; i < ids.size(); ++i) {
      const std::optional<Colour> w = wantedColour(ids[i], formulas);
      if (!w || familyTaken(*w)) continue;
      got[first + static_cast<std::size_t>(i)] = w;
      mark(*w);
    }
    for (int i = 0; i < ids.size(); ++i) {
      std::optional<Colour>& slot = got[first + static_cast<std::size_t>(i)];
      const std::optional<Colour> w = wantedColour(ids[i], formulas);
      if (!w || slot) continue;
      slot = w;  // more curves than colours: the dash tells them apart
      std::optional<std::size_t> pick;
      for (std::size_t k = 0; k < std::size(kOrder) && !pick; ++k) {
        if (!taken[k] && !familyTaken(kOrder[k])) pick = k;
      }
      for (std::size_t k = 0; k < std::size(kOrder) && !pick; ++k) {
        if (!taken[k]) pick = k;
      }
      if (pick) {
        slot = kOrder[*pick];
        mark(kOrder[*pick]);
      }
    }
  };
  assign(shown);
  assign(companions);
  return got;
}

/// The colour of `id`: its place in `shown`, else in `companions` (assignedColours), else the
/// colour it wants.
std::optional<Colour> assignedColour(const QString& id, const std::vector<FormulaDef>& formulas,
                                     const QStringList& shown, const QStringList& companions) {
  const QString base = baseId(id);
  QStringList scene, others;
  int self = -1;
  for (const QString& s : shown) {
    scene << s;
    if (self < 0 && baseId(s) == base) self = static_cast<int>(scene.size()) - 1;
  }
  // A companion the scene shows already is one of its curves (coloured there).
  for (const QString& c : companions) {
    bool inScene = false;
    for (const QString& s : shown) inScene = inScene || baseId(s) == baseId(c);
    if (inScene) continue;
    others << c;
    if (self < 0 && baseId(c) == base) self = static_cast<int>(scene.size() + others.size()) - 1;
  }
  if (self < 0) return wantedColour(id, formulas);
  return assignedColours(formulas, scene, others)[static_cast<std::size_t>(self)];
}

}  // namespace

QColor Theme::curveColor(const QString& id, const std::vector<FormulaDef>& formulas,
                         const QStringList& shown, const QStringList& companions) const {
  if (const std::optional<Colour> c = assignedColour(id, formulas, shown, companions)) {
    // High contrast: the grey family is near-white, not yellow (yellow is the x marker there).
    if (highContrast && *c == kCGrey) return QColor(0xF0, 0xF0, 0xF0);
    return colourFor(*c, dark);
  }
  QColor own;
  if (formulaStyle(id, formulas, &own) && own.isValid()) return own;
  return foreground;
}

QPen Theme::curvePen(const QString& id, double width, const std::vector<FormulaDef>& formulas,
                     const QStringList& shown, const QStringList& companions) const {
  QPen pen(curveColor(id, formulas, shown, companions), width * fontScale * lineScale);
  if (const CurveStyle* s = styleOf(id)) {
    pen.setStyle(s->style);
  } else if (const auto f = formulaStyle(id, formulas, nullptr)) {
    pen.setStyle(f->second);
  }
  pen.setCapStyle(Qt::FlatCap);
  return pen;
}

bool Theme::hasDistinctStyle(const QString& id) {
  const CurveStyle* s = styleOf(id);
  if (s == nullptr) return false;
  for (const CurveStyle& o : kStyles) {
    if (&o != s && o.colour == s->colour && o.style == s->style) return false;
  }
  return true;
}

QFont Theme::font(double points, bool bold) const {
  QFont f = QApplication::font();
  f.setPointSizeF(points * fontScale);
  f.setBold(bold);
  return f;
}

QPalette Theme::palette() const {
  if (!dark) return QApplication::style()->standardPalette();
  QPalette p;
  const QColor window = highContrast ? QColor(Qt::black) : QColor(0x2B, 0x2D, 0x31);
  const QColor base = background;
  const QColor text = foreground;
  const QColor muted(0x80, 0x82, 0x88);
  p.setColor(QPalette::Window, window);
  p.setColor(QPalette::WindowText, text);
  p.setColor(QPalette::Base, base);
  p.setColor(QPalette::AlternateBase, window);
  p.setColor(QPalette::Text, text);
  p.setColor(QPalette::Button, window);
  p.setColor(QPalette::ButtonText, text);
  p.setColor(QPalette::ToolTipBase, base);
  p.setColor(QPalette::ToolTipText, text);
  p.setColor(QPalette::PlaceholderText, muted);
  p.setColor(QPalette::BrightText, Qt::white);
  p.setColor(QPalette::Highlight, highContrast ? accent : kBlue);
  p.setColor(QPalette::HighlightedText, highContrast ? Qt::black : Qt::white);
  p.setColor(QPalette::Link, kSkyBlue);
  p.setColor(QPalette::Light, window.lighter(150));
  p.setColor(QPalette::Midlight, window.lighter(125));
  p.setColor(QPalette::Mid, window.lighter(110));
  p.setColor(QPalette::Dark, window.darker(150));
  p.setColor(QPalette::Shadow, Qt::black);
  for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
    p.setColor(QPalette::Disabled, role, muted);
  }
  // A disabled slider's filled part (Fusion fills it with Highlight) as grey as its label: it
  // looked as live as an enabled one.
  p.setColor(QPalette::Disabled, QPalette::Highlight, muted.darker(130));
  return p;
}

void Theme::apply(QCustomPlot& plot) const {
  plot.setBackground(background);
  useMathTickers(plot);  // −4, 4.7·10⁻⁴, 10³
  useMathAxisLabels(plot);
  for (QCPAxisRect* rect : plot.axisRects()) {
    for (QCPAxis* axis : orderedAxes(*rect)) {
      axis->setBasePen(QPen(foreground, 1.2 * fontScale));
      axis->setTickPen(QPen(foreground, 1.2 * fontScale));
      axis->setSubTickPen(QPen(foreground, 0.8 * fontScale));
      axis->setTickLabelColor(foreground);
      axis->setLabelColor(foreground);
      axis->setTickLabelFont(font(11));
      // Below the axis, labels start under the half of the y axis' lowest label that hangs
      // below the corner: the first x label and the lowest y label never touch.
      if (axis->axisType() == QCPAxis::atBottom) {
        axis->setTickLabelPadding(
            static_cast<int>(std::ceil(0.5 * QFontMetricsF(font(11)).height())) + 2);
      }
      axis->setLabelFont(font(12));
      axis->grid()->setPen(QPen(grid, 1, Qt::SolidLine));
      axis->grid()->setZeroLinePen(QPen(foreground.lighter(dark ? 60 : 160), 1.2));
    }
  }
  if (plot.legend == nullptr) return;  // removed by a custom layout (small multiples)
  plot.legend->setBrush(QColor(background.red(), background.green(), background.blue(), 225));
  plot.legend->setBorderPen(QPen(grid));
  plot.legend->setTextColor(foreground);
  plot.legend->setFont(font(11));
  sizeLegendKeys(*plot.legend, 1.0);
}

void Theme::applySmallPlots(QCustomPlot& plot) const {
  apply(plot);
  for (QCPAxisRect* rect : plot.axisRects()) {
    for (QCPAxis* a : orderedAxes(*rect)) {
      a->setTickPen(QPen(foreground));
      a->setTickLabelFont(font(10));
      a->setLabelFont(font(10));
    }
  }
}

QList<QCPAxis*> orderedAxes(const QCPAxisRect& rect) {
  QList<QCPAxis*> out;
  for (const auto type : {QCPAxis::atLeft, QCPAxis::atBottom, QCPAxis::atRight, QCPAxis::atTop}) {
    out += rect.axes(type);
  }
  return out;
}

}  // namespace ui
