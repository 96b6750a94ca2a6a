#include "ui/panels/MathPlotItems.hpp"

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

}  // namespace ui
