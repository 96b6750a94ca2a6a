#include "ui/panels/Theme.hpp"

#include "core/model/ids.hpp"
#include "core/model/palette.hpp"

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
#include "ui/model/Text.hpp"
#include "ui/panels/ColourContrast.hpp"
#include "ui/panels/MathTickers.hpp"
#include "ui/panels/SmoothGraph.hpp"
#include "ui/panels/qcp/MathPlotItems.hpp"

namespace ui {
namespace {

// The palette's (gelu::model::Hue) accents and selection colours.
const QColor kOrange(0xE6, 0x9F, 0x00);
const QColor kSkyBlue(0x56, 0xB4, 0xE9);
const QColor kBlue(0x00, 0x72, 0xB2);
const QColor kVermillion(0xD5, 0x5E, 0x00);

gelu::model::ThemeKind kindOf(const Theme& t) {
  using gelu::model::ThemeKind;
  return t.highContrast ? ThemeKind::HighContrast : t.dark ? ThemeKind::Dark : ThemeKind::Light;
}

QColor toQColor(gelu::model::Rgb c) { return QColor(c.r, c.g, c.b); }

}  // namespace

QColor Theme::bandFill(const QColor& edge) const {
  QColor fill = edge;
  fill.setAlpha(gelu::model::bandAlpha(toRgb(edge), toRgb(background), kindOf(*this)));
  return fill;
}

QColor Theme::faint(const QColor& c, int alpha) const {
  QColor out = c;
  out.setAlpha(gelu::model::faintAlpha(toRgb(c), toRgb(background), kindOf(*this), alpha));
  return out;
}

gelu::model::MapLook Theme::mapLook() const {
  return gelu::model::trainingMapLook(toRgb(background), kindOf(*this));
}

QColor Theme::readable(const QColor& c) const {
  return toQColor(gelu::model::readableOn(toRgb(c), toRgb(background)));
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

QColor Theme::curveColor(const QString& id, const std::vector<FormulaDef>& formulas,
                         const QStringList& shown, const QStringList& companions) const {
  const gelu::model::CurveLook look = gelu::model::curveLook(
      id.toStdString(), formulas, toStd(shown), toStd(companions), kindOf(*this));
  return look.colour ? toQColor(*look.colour) : foreground;
}

QPen Theme::curvePen(const QString& id, double width, const std::vector<FormulaDef>& formulas,
                     const QStringList& shown, const QStringList& companions) const {
  using gelu::model::Dash;
  const gelu::model::CurveLook look = gelu::model::curveLook(
      id.toStdString(), formulas, toStd(shown), toStd(companions), kindOf(*this));
  QPen pen(look.colour ? toQColor(*look.colour) : foreground, width * fontScale * lineScale);
  pen.setStyle(look.dash == Dash::Dashed       ? Qt::DashLine
               : look.dash == Dash::Dotted     ? Qt::DotLine
               : look.dash == Dash::DashDot    ? Qt::DashDotLine
               : look.dash == Dash::DashDotDot ? Qt::DashDotDotLine
                                               : Qt::SolidLine);
  pen.setCapStyle(Qt::FlatCap);
  return pen;
}

bool Theme::hasDistinctStyle(const QString& id) {
  return gelu::model::hasDistinctStyle(id.toStdString());
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
