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
  QRectF clip;    ///< the clip's bounding box; null when drawn without clipping
  int cell = -1;  ///< index of the sheet cell it belongs to (by the box's centre), -1 for none
};

/// Draws the cells as an export of `o` would (vector mode, export look) and returns every piece
/// of text, runs of one label joined.
QList<TextBox> textBoxes(const QList<SheetCell>& cells, const ExportOptions& o);

/// The problems among the boxes, one line each ("'abc' overlaps 'def' in pdf-area"): boxes that
/// overlap by more than `tolerance` pixels both ways, are cut by their clip, or leave their cell.
QStringList layoutProblems(const QList<TextBox>& boxes, const QList<SheetCell>& cells,
                           const ExportOptions& o, double tolerance = 1.0);

/// Empty when the cells can be laid out at `o`; else a one-line message naming a size (or a
/// smaller text scale) that works: the plots would be too small for their text.
QString layoutRefusal(const QList<SheetCell>& cells, const ExportOptions& o);

}  // namespace ui
