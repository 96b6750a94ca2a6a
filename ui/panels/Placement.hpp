#pragma once
/// @file
/// @brief Where text goes on a plot: read-outs and legends are placed where the data is not.
///
/// A DataCover answers what data a box on a plot would cover: curves (with their pen's width),
/// markers, and filled bands (a graph's fill, to its channel or to zero; or the area under a
/// curve marked with kCoverFill, which a fill moving with x can reach). It looks only at the
/// data under the box (the graphs' keys are sorted), so asking is cheap. Only the layers x does not
/// move count, so a place chosen for the current data does not change as x moves (the marks that
/// move sit on the curves, which are avoided). A box is then placed at the first free one of a list
/// of anchors (matplotlib's `loc="best"` candidates, in the panel's order of preference), keeping
/// its current anchor while that stays free, so a text does not jump back and forth; with no free
/// anchor inside, the panel moves it outside.

#include <QList>
#include <QRectF>
#include <QSizeF>
#include <limits>
#include <optional>

class QFont;
class QCustomPlot;
class QCPAxisRect;
class QCPItemText;
class QCPGraph;

namespace ui {

/// A graph property: placement treats the area between the curve and zero as data.
inline constexpr const char* kCoverFill = "coverFill";

class DataCover {
 public:
  /// The data of `plot`'s still layers, within its axis rect (`rect`, else the first).
  explicit DataCover(const QCustomPlot& plot, const QCPAxisRect* rect = nullptr);
  /// How much data `box` (plot pixels) covers: 0 when nothing; else the number of curve
  /// segments, markers and band columns under it — counted up to `enough` (1: whether any).
  int cost(const QRectF& box, int enough = std::numeric_limits<int>::max()) const;
  QRectF rect() const { return m_rect; }

 private:
  QRectF m_rect;
  QList<const QCPGraph*> m_graphs;  ///< visible, on still layers, x across
};

/// The size of a text item's box: its text in `font` (its own by default), with its padding.
QSizeF textBoxSize(const QCPItemText& text, const QFont& font);
QSizeF textBoxSize(const QCPItemText& text);

/// The nine anchors, in a read-out's order of preference (top left first).
QList<Qt::Alignment> readoutAnchors();
/// The same nine, beginning with `preferred` (a legend's own corner).
QList<Qt::Alignment> anchorsFrom(Qt::Alignment preferred);
/// A box of `size` at `anchor` of `area`, `inset` pixels from its edges.
QRectF boxAt(const QRectF& area, const QSizeF& size, Qt::Alignment anchor, double inset);

/// The anchor of `anchors` whose box covers no data and none of `taken`: `current` when it is
/// free, else the first free one; nothing when every anchor covers something.
std::optional<Qt::Alignment> freeAnchor(const DataCover& cover, const QSizeF& size,
                                        const QList<Qt::Alignment>& anchors,
                                        std::optional<Qt::Alignment> current,
                                        const QList<QRectF>& taken, double inset);
/// The anchor whose box covers the least data (ties: the earlier anchor), none of `taken` when
/// it can; `current` (where the box is now) only speeds the search.
Qt::Alignment leastCoveredAnchor(const DataCover& cover, const QSizeF& size,
                                 const QList<Qt::Alignment>& anchors, const QList<QRectF>& taken,
                                 double inset, std::optional<Qt::Alignment> current = {});

}  // namespace ui
