#include "ui/panels/Theme.hpp"

#include <qcustomplot.h>
#include <QApplication>
#include <QPalette>
#include <QStyle>

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

}  // namespace

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

Theme Theme::fromPalette() {
  const QPalette p = QApplication::palette();
  return p.color(QPalette::Window).lightness() < 128 ? darkTheme() : light();
}

QColor Theme::curveColor(const QString& id) const {
  const QString b = baseId(id);
  if (b == "gelu") return dark ? kSkyBlue : kBlue;
  if (b == "gelu_tanh") return kOrange;
  if (b == "gelu_sigmoid") return kPurple;
  if (b == "silu") return kGreen;
  if (b == "relu") return kVermillion;
  if (b == "elu") return dark ? QColor(0xF0, 0xE4, 0x42) : QColor(0x55, 0x55, 0x55);
  return foreground;
}

QPen Theme::curvePen(const QString& id, double width) const {
  QPen pen(curveColor(id), width * fontScale);
  const QString b = baseId(id);
  if (b == "gelu_tanh") pen.setStyle(Qt::DashLine);
  if (b == "gelu_sigmoid") pen.setStyle(Qt::DashDotLine);
  if (b == "silu") pen.setStyle(Qt::DotLine);
  if (b == "elu") pen.setStyle(Qt::DashDotDotLine);
  pen.setCapStyle(Qt::FlatCap);
  return pen;
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
  const QColor window(0x2B, 0x2D, 0x31);
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
  p.setColor(QPalette::Highlight, kBlue);
  p.setColor(QPalette::HighlightedText, Qt::white);
  p.setColor(QPalette::Link, kSkyBlue);
  p.setColor(QPalette::Light, window.lighter(150));
  p.setColor(QPalette::Midlight, window.lighter(125));
  p.setColor(QPalette::Mid, window.lighter(110));
  p.setColor(QPalette::Dark, window.darker(150));
  p.setColor(QPalette::Shadow, Qt::black);
  for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
    p.setColor(QPalette::Disabled, role, muted);
  }
  return p;
}

void Theme::apply(QCustomPlot& plot) const {
  plot.setBackground(background);
  for (QCPAxisRect* rect : plot.axisRects()) {
    for (QCPAxis* axis : rect->axes()) {
      axis->setBasePen(QPen(foreground, 1.2 * fontScale));
      axis->setTickPen(QPen(foreground, 1.2 * fontScale));
      axis->setSubTickPen(QPen(foreground, 0.8 * fontScale));
      axis->setTickLabelColor(foreground);
      axis->setLabelColor(foreground);
      axis->setTickLabelFont(font(11));
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
}

}  // namespace ui
