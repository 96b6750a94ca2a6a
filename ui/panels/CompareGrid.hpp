#pragma once
/// @file
/// @brief The compare panel's grid: how many small plots fit a plot area, measured from the
/// type size, and which page of curves is shown when they do not all fit.

namespace ui {

struct CompareGrid {
  int rows = 1;
  int cols = 1;
  int perPage = 1;  ///< cells on a page (rows × cols)
  int pages = 1;
};

/// The grid for `count` curves in a `width` × `height` area at `fontScale`: every cell at least
/// ~11 tick labels wide and ~6 lines tall (so ticks and titles never collide), columns chosen
/// so that the cells are closest to 1.8 : 1; when not all fit, full pages.
CompareGrid chooseCompareGrid(int count, double width, double height, double fontScale);

}  // namespace ui
