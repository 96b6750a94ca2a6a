#pragma once
/// @file
/// @brief The compare panel's grid: how many small plots fit a plot area, measured from the
/// type size, and which curves each page shows when they do not all fit.

namespace ui {

struct CompareGrid {
  int rows = 1;
  int cols = 1;
  int count = 1;  ///< the curves on all pages
  int pages = 1;
  /// The first curve (0-based) and the number of curves on `page`: the pages share the curves
  /// evenly (their counts differ by at most one, the fuller pages first).
  int firstOnPage(int page) const;
  int countOnPage(int page) const;
};

/// The grid for `count` curves in a `width` × `height` area at `fontScale`: every cell at least
/// ~11 tick labels wide and ~6 lines tall (so ticks and titles never collide), columns chosen
/// so that the cells are closest to 1.8 : 1; when not all fit, as few pages as hold them, each
/// with its share, on one grid for the fullest page (every page's plots the same size).
CompareGrid chooseCompareGrid(int count, double width, double height, double fontScale);

}  // namespace ui
