#pragma once
/// @file
/// @brief Inside the export: the look panels take while they are exported, and the drawing of
/// the cells into a bitmap or onto any painter.

#include <QColor>
#include <QImage>
#include <QList>
#include <QMarginsF>
#include <functional>
#include <map>
#include <optional>

#include "ui/export/Export.hpp"
#include "ui/panels/Theme.hpp"

class QCPPainter;

namespace ui {

/// The screen's logical dpi: export sizes are in these pixels.
inline constexpr double kLogicalDpi = 96.0;
int dotsPerMeter(double dpi);

/// An image of `size` pixels for a whole export. A large one has its memory 2 MiB-aligned and
/// marked for transparent huge pages on Linux: the 23 MB of the sheet at ×2 are otherwise touched
/// 4 KiB at a time, and the page faults took a third of its drawing time. Null when memory runs
/// out.
QImage exportImage(QSize size, QImage::Format format);

/// Puts every panel of the sheet into its export look (type size, paper white, transparency)
/// and restores the screen look afterwards. Panels already in the look are left alone.
class ExportLook {
 public:
  ExportLook(const QList<SheetCell>& cells, const ExportOptions& o);
  ~ExportLook();
  ExportLook(const ExportLook&) = delete;
  ExportLook& operator=(const ExportLook&) = delete;
  /// The sheet's background (the first panel's theme).
  QColor background() const;
  /// The insets that line up the cells' plots (PlotPanel::setPlotInsets()), measured once for
  /// the look's life: every frame of an animation keeps the first frame's alignment.
  const QList<QMarginsF>& plotInsets(const QList<SheetCell>& cells, const ExportOptions& o) const;

 private:
  std::map<PlotPanel*, Theme> m_saved;
  mutable std::optional<QList<QMarginsF>> m_insets;
  /// Legends plotInsets() moved inside their plots (given back at the end).
  mutable QList<PlotPanel*> m_movedInside;
};

/// The height a sheet's heading (ExportOptions::heading) takes at the figure's top, in whole
/// logical pixels; 0 without one.
double headingHeight(const ExportOptions& o);
/// A cell's rectangle on the sheet, in whole logical pixels, so that neighbours share their
/// edges exactly (as paintCells() places it): the cells share the height under the heading.
QRectF cellRect(const SheetCell& c, const ExportOptions& o);
/// Draws the cells; after each, `drawn(y)` says that nothing above the logical y changes any more
/// (the top of the cells still to draw).
void paintCells(QCPPainter& painter, const QList<SheetCell>& cells, const ExportOptions& o,
                const ExportLook& look, const std::function<void(double)>& drawn = {});
/// Draws the cells into `image` (pixelSize(o)) in `look`, telling `drawn` which logical rows are
/// final.
void drawInto(QImage& image, const QList<SheetCell>& cells, const ExportOptions& o,
              const ExportLook& look, const std::function<void(double)>& drawn = {});

}  // namespace ui
