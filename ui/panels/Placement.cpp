#include "ui/panels/Placement.hpp"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "ui/panels/qcp/LiveLayers.hpp"
#include "ui/typeset/MathText.hpp"

namespace ui {

namespace {

bool hasLine(const QCPGraph& g) {
  return g.lineStyle() != QCPGraph::lsNone && g.pen().style() != Qt::NoPen;
}

bool hasMarkers(const QCPGraph& g) { return g.scatterStyle().shape() != QCPScatterStyle::ssNone; }

bool fills(const QCPGraph& g) {
  return g.brush().style() != Qt::NoBrush || g.property(kCoverFill).toBool();
}

/// Whether the segment a–b meets `r` (Liang–Barsky).
bool meetsSegment(const QRectF& r, QPointF a, QPointF b) {
  double t0 = 0;
  double t1 = 1;
  const double dx = b.x() - a.x();
  const double dy = b.y() - a.y();
  const double p[] = {-dx, dx, -dy, dy};
  const double q[] = {a.x() - r.left(), r.right() - a.x(), a.y() - r.top(), r.bottom() - a.y()};
  for (int i = 0; i < 4; ++i) {
    if (p[i] == 0) {
      if (q[i] < 0) return false;
      continue;
    }
    const double t = q[i] / p[i];
    if (p[i] < 0) {
      t0 = std::max(t0, t);
    } else {
      t1 = std::min(t1, t);
    }
    if (t0 > t1) return false;
  }
  return true;
}

/// The graph's points whose pixels fall between x0 and x1, with one more on each side (the
/// segments that cross into the range), in plot pixels; NaN where the data has a gap.
std::vector<QPointF> pointsBetween(const QCPGraph& g, double x0, double x1) {
  const QCPAxis* key = g.keyAxis();
  const QCPAxis* value = g.valueAxis();
  const double k0 = key->pixelToCoord(x0);
  const double k1 = key->pixelToCoord(x1);
  auto begin = g.data()->findBegin(std::min(k0, k1), true);
  auto end = g.data()->findEnd(std::max(k0, k1), true);
  std::vector<QPointF> out;
  for (auto it = begin; it != end; ++it) {
    if (!std::isfinite(it->key) || !std::isfinite(it->value)) {
      out.emplace_back(qQNaN(), qQNaN());
    } else {
      out.emplace_back(key->coordToPixel(it->key), value->coordToPixel(it->value));
    }
  }
  if (key->rangeReversed()) std::reverse(out.begin(), out.end());  // x ascending
  return out;
}

/// The y pixels of the polyline `p` (x ascending) at the columns x0, x0 + step, … ≤ x1, by one
/// sweep; NaN where it has no segment.
std::vector<double> ysAt(const std::vector<QPointF>& p, double x0, double x1, double step) {
  std::vector<double> ys;
  std::size_t k = 1;
  for (double x = x0; x <= x1; x += step) {
    while (k < p.size() && !(p[k].x() >= x)) ++k;  // (NaN gaps are passed too)
    double y = qQNaN();
    if (k < p.size() && !std::isnan(p[k - 1].x()) && p[k - 1].x() <= x) {
      const QPointF a = p[k - 1];
      const QPointF b = p[k];
      y = a.x() == b.x() ? std::min(a.y(), b.y())
                         : a.y() + (b.y() - a.y()) * (x - a.x()) / (b.x() - a.x());
    }
    ys.push_back(y);
  }
  return ys;
}

}  // namespace

DataCover::DataCover(const QCustomPlot& plot, const QCPAxisRect* rect) {
  const QCPAxisRect* axisRect = rect != nullptr ? rect : plot.axisRect();
  m_rect = axisRect != nullptr ? QRectF(axisRect->rect()) : QRectF();
  for (int i = 0; i < plot.graphCount(); ++i) {
    const QCPGraph* g = plot.graph(i);
    // Every panel plots x across; the live layers' marks sit on the still curves.
    if (g->visible() && !LiveLayers::isLive(g->layer()) && g->keyAxis() != nullptr &&
        g->valueAxis() != nullptr && g->keyAxis()->orientation() == Qt::Horizontal &&
        g->keyAxis()->axisRect() == axisRect && !g->data()->isEmpty()) {
      m_graphs << g;
    }
  }
}

int DataCover::cost(const QRectF& box, int enough) const {
  const QRectF b = box.intersected(m_rect);
  if (b.isEmpty()) return 0;
  int count = 0;
  for (const QCPGraph* g : m_graphs) {
    const double pen = std::max(1.0, g->pen().widthF() / 2 + 1);
    const double marker = hasMarkers(*g) ? g->scatterStyle().size() / 2 + 1 : 0;
    const double reach = std::max(pen, marker);
    // Lines and markers streamed from the data under the box (most boxes stop at a first hit).
    const QCPAxis* key = g->keyAxis();
    const QCPAxis* value = g->valueAxis();
    const double k0 = key->pixelToCoord(b.left() - reach);
    const double k1 = key->pixelToCoord(b.right() + reach);
    const bool lines = hasLine(*g);
    const QRectF lineBox = b.adjusted(-pen, -pen, pen, pen);
    const QRectF markerBox = b.adjusted(-marker, -marker, marker, marker);
    QPointF last(qQNaN(), qQNaN());
    const auto end = g->data()->findEnd(std::max(k0, k1), true);
    for (auto it = g->data()->findBegin(std::min(k0, k1), true); it != end; ++it) {
      if (!std::isfinite(it->key) || !std::isfinite(it->value)) {
        last = QPointF(qQNaN(), qQNaN());
        continue;
      }
      const QPointF q(key->coordToPixel(it->key), value->coordToPixel(it->value));
      if (lines && !std::isnan(last.x()) && meetsSegment(lineBox, last, q) && ++count >= enough) {
        return count;
      }
      if (marker > 0 && markerBox.contains(q) && ++count >= enough) return count;
      last = q;
    }
    if (!fills(*g)) continue;
    const std::vector<QPointF> p = pointsBetween(*g, b.left() - 1, b.right() + 1);
    const QCPGraph* other = g->channelFillGraph();
    const std::vector<double> y1 = ysAt(p, b.left(), b.right(), 2.0);
    const std::vector<double> y2 =
        other != nullptr
            ? ysAt(pointsBetween(*other, b.left(), b.right()), b.left(), b.right(), 2.0)
            : std::vector<double>(y1.size(), std::clamp(g->valueAxis()->coordToPixel(0.0),
                                                        m_rect.top(), m_rect.bottom()));
    for (std::size_t i = 0; i < y1.size() && i < y2.size(); ++i) {
      if (std::isnan(y1[i]) || std::isnan(y2[i])) continue;
      const double top = std::max(std::min(y1[i], y2[i]), m_rect.top());
      const double bottom = std::min(std::max(y1[i], y2[i]), m_rect.bottom());
      if (top < b.bottom() && bottom > b.top() && bottom - top > 0.5 && ++count >= enough) {
        return count;
      }
    }
  }
  return count;
}

QSizeF textBoxSize(const QCPItemText& text) { return textBoxSize(text, text.font()); }

QSizeF textBoxSize(const QCPItemText& text, const QFont& font) {
  const QMargins pad = text.padding();
  if (typeset::containsMath(text.text())) {
    return typeset::MathText(text.text(), font).size() +
           QSizeF(pad.left() + pad.right(), pad.top() + pad.bottom());
  }
  return QFontMetricsF(font)
             .boundingRect(QRectF(0, 0, 1e6, 1e6), static_cast<int>(text.textAlignment()),
                           text.text())
             .size() +
         QSizeF(pad.left() + pad.right(), pad.top() + pad.bottom());
}

QList<Qt::Alignment> readoutAnchors() {
  return {Qt::AlignTop | Qt::AlignLeft,
          Qt::AlignTop | Qt::AlignRight,
          Qt::AlignBottom | Qt::AlignRight,
          Qt::AlignBottom | Qt::AlignLeft,
          Qt::AlignTop | Qt::AlignHCenter,
          Qt::AlignBottom | Qt::AlignHCenter,
          Qt::AlignVCenter | Qt::AlignLeft,
          Qt::AlignVCenter | Qt::AlignRight,
          Qt::AlignCenter};
}

QList<Qt::Alignment> anchorsFrom(Qt::Alignment preferred) {
  QList<Qt::Alignment> all = readoutAnchors();
  all.removeAll(preferred);
  all.prepend(preferred);
  return all;
}

QRectF boxAt(const QRectF& area, const QSizeF& size, Qt::Alignment anchor, double inset) {
  const QRectF r = area.adjusted(inset, inset, -inset, -inset);
  double x = r.left();
  if (anchor & Qt::AlignRight) x = r.right() - size.width();
  if (anchor & Qt::AlignHCenter) x = r.center().x() - size.width() / 2;
  double y = r.top();
  if (anchor & Qt::AlignBottom) y = r.bottom() - size.height();
  if (anchor & Qt::AlignVCenter) y = r.center().y() - size.height() / 2;
  return {QPointF(x, y), size};
}

namespace {

bool meets(const QRectF& box, const QList<QRectF>& taken) {
  return std::any_of(taken.begin(), taken.end(),
                     [&](const QRectF& t) { return t.intersects(box); });
}

}  // namespace

std::optional<Qt::Alignment> freeAnchor(const DataCover& cover, const QSizeF& size,
                                        const QList<Qt::Alignment>& anchors,
                                        std::optional<Qt::Alignment> current,
                                        const QList<QRectF>& taken, double inset) {
  const auto free = [&](Qt::Alignment a) {
    const QRectF box = boxAt(cover.rect(), size, a, inset);
    return cover.rect().contains(box) && !meets(box, taken) && cover.cost(box, 1) == 0;
  };
  if (current && free(*current)) return current;
  for (const Qt::Alignment a : anchors) {
    if (free(a)) return a;
  }
  return std::nullopt;
}

Qt::Alignment leastCoveredAnchor(const DataCover& cover, const QSizeF& size,
                                 const QList<Qt::Alignment>& anchors, const QList<QRectF>& taken,
                                 double inset, std::optional<Qt::Alignment> current) {
  Qt::Alignment best = anchors.value(0, Qt::AlignTop | Qt::AlignLeft);
  long fewest = -1;
  // The current place first: it is usually still the best, and bounds the counts of the others.
  QList<Qt::Alignment> order = anchors;
  if (current && order.removeAll(*current) > 0) order.prepend(*current);
  for (const Qt::Alignment a : order) {
    const QRectF box = boxAt(cover.rect(), size, a, inset);
    // Never on another text (the first anchor when every place is on one).
    if (meets(box, taken)) continue;
    // Counted only as far as the best so far (it cannot win beyond that).
    const long c =
        cover.cost(box, fewest < 0 ? std::numeric_limits<int>::max() : static_cast<int>(fewest));
    // Ties go to the earlier anchor of `anchors` (not to the current one): the result does
    // not depend on where the text was.
    if (fewest < 0 || c < fewest || (c == fewest && anchors.indexOf(a) < anchors.indexOf(best))) {
      fewest = c;
      best = a;
    }
  }
  return best;
}

}  // namespace ui
