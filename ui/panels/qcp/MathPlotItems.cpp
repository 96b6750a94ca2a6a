#include "ui/panels/qcp/MathPlotItems.hpp"

#include <cmath>

namespace ui {
namespace {

/// QCPAbstractPlottable::drawLegendIcon is protected, for QCustomPlot's own legend item (a
/// friend): reached through a member pointer taken in a subclass, which C++ allows.
struct IconAccess : QCPAbstractPlottable {
  using QCPAbstractPlottable::drawLegendIcon;
};

void drawIcon(const QCPAbstractPlottable& p, QCPPainter* painter, const QRectF& rect) {
  (p.*&IconAccess::drawLegendIcon)(painter, rect);
}

/// QCPAxis keeps its painter in a protected member, reached the same way.
struct AxisAccess : QCPAxis {
  using QCPAxis::mAxisPainter;
};

/// QCustomPlot's axis painter, whose label, when it holds a formula, is typeset: the ticks and
/// their labels drawn by QCustomPlot without the label, then the label in the band beyond them
/// that size() keeps (its padding, then the text's height).
class MathAxisPainter : public QCPAxisPainterPrivate {
 public:
  /// Takes over `old`'s settings (QCPAxis keeps some of them only in its painter).
  MathAxisPainter(QCustomPlot* plot, const QCPAxisPainterPrivate& old)
      : QCPAxisPainterPrivate(plot) {
    type = old.type;
    basePen = old.basePen;
    lowerEnding = old.lowerEnding;
    upperEnding = old.upperEnding;
    labelPadding = old.labelPadding;
    labelFont = old.labelFont;
    labelColor = old.labelColor;
    label = old.label;
    tickLabelPadding = old.tickLabelPadding;
    tickLabelRotation = old.tickLabelRotation;
    tickLabelSide = old.tickLabelSide;
    substituteExponent = old.substituteExponent;
    numberMultiplyCross = old.numberMultiplyCross;
    tickLengthIn = old.tickLengthIn;
    tickLengthOut = old.tickLengthOut;
    subTickLengthIn = old.subTickLengthIn;
    subTickLengthOut = old.subTickLengthOut;
    tickPen = old.tickPen;
    subTickPen = old.subTickPen;
    tickLabelFont = old.tickLabelFont;
    tickLabelColor = old.tickLabelColor;
    axisRect = old.axisRect;
    viewportRect = old.viewportRect;
    offset = old.offset;
    abbreviateDecimalPowers = old.abbreviateDecimalPowers;
    reversedEndings = old.reversedEndings;
  }

  int size() override {
    if (!typeset::containsMath(label)) return QCPAxisPainterPrivate::size();
    return withoutLabel() + labelPadding + static_cast<int>(std::ceil(laidOut().size().height()));
  }

  void draw(QCPPainter* painter) override {
    if (!typeset::containsMath(label)) {
      QCPAxisPainterPrivate::draw(painter);
      return;
    }
    const int margin = withoutLabel() + labelPadding;
    const QString saved = label;
    label.clear();
    QCPAxisPainterPrivate::draw(painter);
    label = saved;
    const typeset::MathText& math = laidOut();
    const double h = math.size().height();
    // As QCustomPlot places its own label: the band's outer edge, along the axis rect.
    const QRect r = axisRect;
    const bool vertical = QCPAxis::orientation(type) == Qt::Vertical;
    const double length = vertical ? r.height() : r.width();
    painter->save();
    switch (type) {
      case QCPAxis::atLeft:
        painter->translate(r.left() - offset - margin - h, r.bottom());
        painter->rotate(-90);
        break;
      case QCPAxis::atRight:
        painter->translate(r.right() + offset + margin + h, r.bottom() - r.height());
        painter->rotate(90);
        break;
      case QCPAxis::atTop:
        painter->translate(r.left(), r.top() - offset - margin - h);
        break;
      case QCPAxis::atBottom:
        painter->translate(r.left(), r.bottom() + offset + margin);
        break;
    }
    const QRectF band(0, 0, length, h);
    math.draw(*painter, band, Qt::AlignHCenter, labelColor);
    mLabelSelectionBox = painter->transform().mapRect(band).toAlignedRect();
    painter->restore();
  }

 private:
  /// What QCustomPlot's size() keeps for the ticks and their labels.
  int withoutLabel() {
    const QString saved = label;
    label.clear();
    const int without = QCPAxisPainterPrivate::size();
    label = saved;
    return without;
  }
  const typeset::MathText& laidOut() {
    if (m_math.text() != label || m_mathFont != labelFont) {
      m_math = typeset::MathText(label, labelFont);
      m_mathFont = labelFont;
    }
    return m_math;
  }
  typeset::MathText m_math;
  QFont m_mathFont;
};

}  // namespace

const typeset::MathText& MathItemText::laidOut(const QFont& font) const {
  if (m_math.text() != text() || m_math.size().isEmpty() || m_mathFont != font) {
    m_math = typeset::MathText(text(), font);
    m_mathFont = font;
  }
  return m_math;
}

QSizeF MathItemText::boxSize(const QFont& font) const {
  const QMargins pad = padding();
  return laidOut(font).size() + QSizeF(pad.left() + pad.right(), pad.top() + pad.bottom());
}

QRectF MathItemText::boxRect() const {
  const QFont font = mainFont();
  QSizeF box = boxSize(font);
  if (!typeset::containsMath(text())) {  // as QCPItemText::draw() measures it
    const QMargins pad = padding();
    box = QFontMetricsF(font)
              .boundingRect(QRectF(), Qt::TextDontClip | textAlignment(), text())
              .size() +
          QSizeF(pad.left() + pad.right(), pad.top() + pad.bottom());
  }
  QRectF r(position->pixelPosition(), box);
  const Qt::Alignment a = positionAlignment();
  if (a & Qt::AlignHCenter) r.moveLeft(r.left() - box.width() / 2);
  if (a & Qt::AlignRight) r.moveLeft(r.left() - box.width());
  if (a & Qt::AlignVCenter) r.moveTop(r.top() - box.height() / 2);
  if (a & Qt::AlignBottom) r.moveTop(r.top() - box.height());
  return r;
}

void MathItemText::draw(QCPPainter* painter) {
  if (!typeset::containsMath(text())) {
    QCPItemText::draw(painter);
    return;
  }
  // As QCPItemText::draw(): the box aligned at the position, the veil, then the text.
  const QPointF pos(position->pixelPosition());
  QTransform transform = painter->transform();
  transform.translate(pos.x(), pos.y());
  if (!qFuzzyIsNull(rotation())) transform.rotate(rotation());
  const QFont font = mainFont();
  const typeset::MathText& math = laidOut(font);
  const QMargins pad = padding();
  const QSizeF box = boxSize(font);
  QRectF boxRect(QPointF(0, 0), box);
  const Qt::Alignment a = positionAlignment();
  if (a & Qt::AlignHCenter) boxRect.moveLeft(-box.width() / 2);
  if (a & Qt::AlignRight) boxRect.moveLeft(-box.width());
  if (a & Qt::AlignVCenter) boxRect.moveTop(-box.height() / 2);
  if (a & Qt::AlignBottom) boxRect.moveTop(-box.height());
  boxRect.moveTopLeft(boxRect.topLeft().toPoint());  // whole pixels, as QCustomPlot's
  const QRectF clip = painter->transform().mapRect(QRectF(clipRect()));
  if (!transform.mapRect(boxRect).intersects(clip)) return;
  painter->save();
  painter->setTransform(transform);
  if ((mainBrush().style() != Qt::NoBrush && mainBrush().color().alpha() != 0) ||
      (mainPen().style() != Qt::NoPen && mainPen().color().alpha() != 0)) {
    painter->setPen(mainPen());
    painter->setBrush(mainBrush());
    painter->drawRect(boxRect);
  }
  const QRectF textRect = boxRect.adjusted(pad.left(), pad.top(), -pad.right(), -pad.bottom());
  math.draw(*painter, textRect, textAlignment(), mainColor());
  painter->restore();
}

const typeset::MathText& MathLegendItem::laidOut() const {
  const QString name = mPlottable != nullptr ? mPlottable->name() : QString();
  const QFont font = getFont();
  if (m_math.text() != name || m_mathFont != font) {
    m_math = typeset::MathText(name, font);
    m_mathFont = font;
  }
  return m_math;
}

QSize MathLegendItem::minimumOuterSizeHint() const {
  if (mPlottable == nullptr || !typeset::containsMath(mPlottable->name())) {
    return QCPPlottableLegendItem::minimumOuterSizeHint();
  }
  const QSize icon = mParentLegend->iconSize();
  const QSizeF text = laidOut().size();
  QSize result(
      icon.width() + mParentLegend->iconTextPadding() + static_cast<int>(std::ceil(text.width())),
      std::max(static_cast<int>(std::ceil(text.height())), icon.height()));
  result.rwidth() += mMargins.left() + mMargins.right();
  result.rheight() += mMargins.top() + mMargins.bottom();
  return result;
}

void MathLegendItem::draw(QCPPainter* painter) {
  if (mPlottable == nullptr || !typeset::containsMath(mPlottable->name())) {
    QCPPlottableLegendItem::draw(painter);
    return;
  }
  const QSize icon = mParentLegend->iconSize();
  const typeset::MathText& math = laidOut();
  const double height = std::max(math.size().height(), static_cast<double>(icon.height()));
  // The icon centred on the text's first line, as QCustomPlot centres it on one line of text.
  const QRectF textRect(mRect.x() + icon.width() + mParentLegend->iconTextPadding(),
                        mRect.y() + (height - math.size().height()) / 2, math.size().width(),
                        math.size().height());
  math.draw(*painter, textRect, Qt::AlignLeft, getTextColor());
  const QRect iconRect(
      QPoint(mRect.x(), mRect.y() + static_cast<int>((height - icon.height()) / 2)), icon);
  painter->save();
  painter->setClipRect(iconRect, Qt::IntersectClip);
  drawIcon(*mPlottable, painter, iconRect);
  painter->restore();
  if (getIconBorderPen().style() != Qt::NoPen) {
    painter->setPen(getIconBorderPen());
    painter->setBrush(Qt::NoBrush);
    const int half = qCeil(painter->pen().widthF() * 0.5) + 1;
    painter->setClipRect(mOuterRect.adjusted(-half, -half, half, half));
    painter->drawRect(iconRect);
  }
}

void MathNoteLegendItem::setLines(const QStringList& lines) {
  m_lines = lines;  // drawn at the plot's next replot
}

void MathNoteLegendItem::setReserve(const QStringList& lines) {
  m_reserve = lines;
  m_reserveFont = QFont();  // measured again
}

QFont MathNoteLegendItem::noteFont() const {
  QFont font = mSelected ? mSelectedFont : mFont;
  font.setPointSizeF(font.pointSizeF() * m_scale);
  return font;
}

const std::vector<typeset::MathText>& MathNoteLegendItem::laidOut() const {
  const QFont font = noteFont();
  if (m_laidLines != m_lines || m_laidFont != font) {
    m_laid.clear();
    for (const QString& line : m_lines) m_laid.emplace_back(line, font);
    m_laidLines = m_lines;
    m_laidFont = font;
  }
  return m_laid;
}

QSize MathNoteLegendItem::minimumOuterSizeHint() const {
  const QFont font = noteFont();
  if (m_reserveFont != font) {
    m_reserveWidth = 0;
    for (const QString& line : m_reserve) {
      m_reserveWidth = std::max(m_reserveWidth, typeset::MathText(line, font).size().width());
    }
    m_reserveFont = font;
  }
  double width = m_reserveWidth, height = 0;
  for (const typeset::MathText& math : laidOut()) {
    width = std::max(width, math.size().width());
    height += math.size().height();
  }
  return {static_cast<int>(std::ceil(width)) + mMargins.left() + mMargins.right(),
          static_cast<int>(std::ceil(height)) + mMargins.top() + mMargins.bottom()};
}

void MathNoteLegendItem::draw(QCPPainter* painter) {
  const QColor color = mSelected ? mSelectedTextColor : mTextColor;
  double y = mRect.y();
  for (const typeset::MathText& math : laidOut()) {
    math.draw(*painter, QRectF(mRect.x(), y, math.size().width(), math.size().height()),
              Qt::AlignLeft, color);
    y += math.size().height();
  }
}

void useMathLegendItem(QCPLegend& legend, QCPAbstractPlottable* plottable) {
  QCPPlottableLegendItem* old = legend.itemWithPlottable(plottable);
  if (old == nullptr || qobject_cast<MathLegendItem*>(old) != nullptr) return;
  // In the old entry's cell, so the legend's order stays the plottables' order.
  int row = 0, column = 0;
  for (int i = 0; i < legend.elementCount(); ++i) {
    if (legend.elementAt(i) == old) {
      legend.indexToRowCol(i, row, column);
      break;
    }
  }
  auto* item = new MathLegendItem(&legend, plottable);
  item->setFont(old->font());
  item->setTextColor(old->textColor());
  item->setMargins(old->margins());
  // Taken out (its cell stays, empty), not removed: QCPLegend::removeItem packs the cells again,
  // and the old entry's cell would then hold the next one.
  legend.take(old);
  legend.addElement(row, column, item);
  delete old;
}

void useMathAxisLabels(QCustomPlot& plot) {
  for (QCPAxisRect* rect : plot.axisRects()) {
    for (QCPAxis* axis : rect->axes()) {
      QCPAxisPainterPrivate*& painter = axis->*&AxisAccess::mAxisPainter;
      if (dynamic_cast<MathAxisPainter*>(painter) != nullptr) continue;
      auto* math = new MathAxisPainter(&plot, *painter);
      delete painter;
      painter = math;
    }
  }
}

}  // namespace ui
