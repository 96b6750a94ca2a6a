#pragma once
/// @file
/// @brief Tick labels that never touch: after QCustomPlot lays a plot out, axes whose labels
/// would crowd (large type, a small plot) get fewer ticks, and the plot is laid out again.

class QCustomPlot;
class QFont;
class QString;
class QCPItemText;

namespace ui {

/// The smallest type any fit goes down to, in points (a figure's points: 1/72 in at 96 logical
/// pixels per inch); text that would need to be smaller moves, shortens, or makes the export
/// refuse its size.
inline constexpr double kMinTextPoints = 7.0;
/// fitLegend()'s step down in type: each try is this much of the last.
inline constexpr double kLegendTypeStep = 0.85;

/// `text` with its lines broken at spaces (never inside a formula, nor before a symbol or number
/// tied to its word: typeset::tiedToWordBefore) so that none is wider than `width` in `font`,
/// where a break can do it.
QString wrapLines(const QString& text, const QFont& font, double width);
/// Thins the ticks of every axis whose neighbouring labels are closer than half a line of
/// their type, and alike axes (one orientation, range and type, about one length) to the
/// fewest of them; returns whether a tick count changed (the layout must then be redone).
bool thinCrowdedTicks(QCustomPlot& plot);
/// Holds every axis' tick count at most where it is now, thinned or not, through
/// restoreTickCounts() (a lecture step's fragments: a plot a few pixels taller keeps its ticks);
/// false lets them go (the next restore brings back the natural counts).
void holdTickCounts(QCustomPlot& plot, bool hold);
/// The axis rect a plot's legend belongs to: the plot's first, unless the panel named another
/// (setLegendRect: the training panel's loss plot, below or beside its decision maps). The fits
/// and the placement measure, move and restore the legend against this one.
QCPAxisRect* legendRect(const QCustomPlot& plot);
void setLegendRect(QCustomPlot& plot, QCPAxisRect* rect);
/// Fits the legend to its place: an inset legend in at most 70% of its plot's width and 60% of
/// its height, a legend in the row under the plot in the room it is given and in at most 40% of
/// the height it shares with the plot — first with smaller type (down to 60%, never under
/// kMinTextPoints), then by moving it into the plot (where placement finds it the least data to
/// cover). Returns whether something changed.
bool fitLegend(QCustomPlot& plot);
/// The legend's type made no larger than `points` (a lecture's step: its legends in one type);
/// fitLegend() may make it smaller still, restoreTickCounts() restores it. 0: no cap. Returns
/// whether it changed.
bool capLegendType(QCustomPlot& plot, double points);
/// Puts the legend in `grid`'s cell (row, column), as wide as it needs and centred in the cell
/// (a grid's cell stretches what it holds: a legend's entries spread over the plot's width).
void addLegendRow(QCPLayoutGrid& grid, int row, int column, QCPLegend& legend);
/// Moves a legend that has a row of its own under the plot into the plot (placed later where it
/// covers the least); restoreTickCounts() moves it back. False when it has no such row, or is
/// there because placement moved it out of the plot (moveLegendBelow(), moveLegendBeside()).
bool moveLegendIntoPlot(QCustomPlot& plot);
/// The cell of the plot's layout that holds the legend's plot: the plot itself, or the grid a
/// panel keeps its figure's plots in (a row of formats, a 2×2 figure). A legend moved out of its
/// plot takes a row under that cell or a column beside it, as wide or as tall as the whole
/// figure: under one plot of a row it would leave an empty band beside it.
QCPLayoutElement* figureCell(const QCustomPlot& plot);
/// Moves the plot's first plot into a grid of its own, at the place it had, and returns that
/// grid: a panel whose figure has several plots keeps them there, so that its figureCell() is
/// the whole figure.
QCPLayoutGrid* nestInFigureGrid(QCustomPlot& plot);
/// Moves a legend that is inside its plot to a row of its own under the plot (under its
/// figureCell()), its entries side by side (placement found no free place for it inside);
/// restoreTickCounts() moves it back.
/// False when it is not inside, or is there because its row had no room (fitLegend).
bool moveLegendBelow(QCustomPlot& plot);
/// The size `legend` takes in rows under a plot whose cell is `width` wide, wrapped as
/// moveLegendBelow() wraps it: as many entries side by side as fit (at least one), filled row by
/// row. (moveLegendBelow() also leaves a legend whose rows would take over 40% of the cell's
/// height where it is.) The legend is unchanged.
QSizeF legendSizeInRows(const QCPLegend& legend, double width);
/// The same, to a column of its own right of the plot, its entries one under another (a short
/// plot whose height a legend row would take: a lecture step's Monte Carlo plot under its coins).
bool moveLegendBeside(QCustomPlot& plot);
/// Whether placement moved the legend to a column beside its plot (moveLegendBeside()).
bool legendIsBeside(const QCustomPlot& plot);
/// Whether a column `width` wide (a legend, with what it holds) fits beside a plot `plotWidth`
/// wide: at most 45% of the width the two share (the plot keeps the greater part).
bool fitsBeside(int width, int plotWidth);
/// Centres a legend beside its plot on the plot area (after a layout: the axes' margins known);
/// returns whether that changed the layout.
bool centreLegendBeside(QCustomPlot& plot);
/// Shrinks (down to 65%, never under kMinTextPoints) and at last shortens ("…") axis labels longer
/// than their axis; a label with a short form (setShortLabel()) says that first.
bool fitAxisLabels(QCustomPlot& plot);
/// What `axis`'s label (as set now) says where it is longer than its axis at its own type
/// ("error" for "approx − exact"), before it is made smaller or cut; empty: none. Set after
/// the label, with each label: another label has no short form until it is given one.
void setShortLabel(QCPAxis& axis, const QString& text);
/// Widens a plot's top and right margins to hold the halves of the end tick labels that hang
/// over their axes (QCustomPlot gives a side without an axis no room, and the label is cut).
bool fitMargins(QCustomPlot& plot);
/// Makes every axis measure its tick labels again at the next layout.
void invalidateMargins(QCustomPlot& plot);
/// Undoes everything above (tick counts, type sizes, hidden legends, shortened labels) before
/// a layout at a new size.
void restoreTickCounts(QCustomPlot& plot);

/// A corner text's property: the width it may take where it stands above its plot, not inside
/// it (from the plot's outer left to its right: over the y axis' numbers and name).
inline constexpr const char* kCornerTextRoom = "cornerTextRoom";
/// Shrinks a read-out in a corner of its plot (down to 40% of its type size, never under
/// kMinTextPoints) until it fits the plot's width (or its kCornerTextRoom) and height; gives it
/// its own size back when that fits again.
void fitCornerText(QCPItemText& text);
/// The text's font as it is now is its own size again (restyled in another type: a new size that
/// equals the last fit's by chance would otherwise be taken for the fit, and the old size kept).
void forgetCornerTextFit(QCPItemText& text);

}  // namespace ui
