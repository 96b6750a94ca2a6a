#pragma once
/// @file
/// @brief Where a figure's text lands: every piece of text an export draws, as the rectangle it
/// occupies on the sheet, with the clip it is drawn under — and the problems a reader would see
/// (text over text, text cut by a clip, text outside its panel). The layout test asserts on
/// these rectangles, not on pixels; the export uses them to refuse a size where nothing fits.

#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>

#include "ui/export/Export.hpp"

namespace ui {

/// @brief One piece of text as drawn: its box on the sheet (logical pixels) and its clip.
struct TextBox {
  QString text;
  QRectF rect;
  QRectF clip;        ///< the clip's bounding box; null when drawn without clipping
  int cell = -1;      ///< index of the sheet cell it belongs to (by the box's centre), -1 for none
  double points = 0;  ///< its type size on the figure (1 pt = 4/3 logical pixels)
};

/// Draws the cells as an export of `o` would (vector mode, export look) and returns every piece
/// of text, runs of one label joined.
QList<TextBox> textBoxes(const QList<SheetCell>& cells, const ExportOptions& o);
/// The same in `look`, the export look of `o` already in place.
QList<TextBox> textBoxes(const QList<SheetCell>& cells, const ExportOptions& o,
                         const ExportLook& look);

/// The problems among the boxes, one line each ("'abc' overlaps 'def' in pdf-area"): boxes that
/// overlap by more than `tolerance` pixels both ways, are cut by their clip, leave their cell,
/// or are set in type smaller than kMinTextPoints (too small to read at the figure's size); and
/// a panel whose legend found no place off its data (as the last drawing left the panels).
QStringList layoutProblems(const QList<TextBox>& boxes, const QList<SheetCell>& cells,
                           const ExportOptions& o, double tolerance = 1.0);

/// Empty when the cells can be laid out at `o`; else a one-line message naming a size (or
/// another text scale) that works: the plots would be too small for their text, or their text
/// too small to read.
QString layoutRefusal(const QList<SheetCell>& cells, const ExportOptions& o);
/// Whether the cells lay out at `o` (layoutRefusal() would be empty), in `look`, the export
/// look of `o` already in place (as drawing left it: its plot insets are not measured again).
bool layoutFits(const QList<SheetCell>& cells, const ExportOptions& o, const ExportLook& look);

}  // namespace ui
