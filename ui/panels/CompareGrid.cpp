#include "ui/panels/CompareGrid.hpp"

#include <algorithm>
#include <cmath>

namespace ui {

CompareGrid chooseCompareGrid(int count, double width, double height, double fontScale) {
  const int n = std::max(1, count);
  const double minWidth = 200.0 * fontScale;   // "-4 -3 … 3" at 10 pt, the y labels, margins
  const double minHeight = 105.0 * fontScale;  // title, three y ticks, the x tick row
  const int maxCols = std::max(1, static_cast<int>(width / minWidth));
  const int maxRows = std::max(1, static_cast<int>(height / minHeight));
  CompareGrid g;
  if (n > maxCols * maxRows) {
    g.rows = maxRows;
    g.cols = maxCols;
  } else {
    double best = -1.0;
    for (int cols = 1; cols <= std::min(n, maxCols); ++cols) {
      const int rows = (n + cols - 1) / cols;
      if (rows > maxRows) continue;
      // The size of a cell of aspect 1.8 that fits the cell: larger is better.
      const double cellW = width / cols;
      const double cellH = height / rows;
      const double score = std::min(cellW / 1.8, cellH);
      if (score > best + 1e-9) {
        best = score;
        g.cols = cols;
        g.rows = rows;
      }
    }
  }
  g.perPage = g.rows * g.cols;
  g.pages = (n + g.perPage - 1) / g.perPage;
  return g;
}

}  // namespace ui
