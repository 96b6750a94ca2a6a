#include "ui/panels/CompareGrid.hpp"

#include <algorithm>
#include <cmath>

namespace ui {

int CompareGrid::firstOnPage(int page) const {
  const int base = count / pages;
  const int extra = count % pages;
  return page * base + std::min(page, extra);
}

int CompareGrid::countOnPage(int page) const {
  return count / pages + (page < count % pages ? 1 : 0);
}

CompareGrid chooseCompareGrid(int count, double width, double height, double fontScale) {
  const int n = std::max(1, count);
  const double minWidth = 200.0 * fontScale;   // "-4 -3 … 3" at 10 pt, the y labels, margins
  const double minHeight = 105.0 * fontScale;  // title, three y ticks, the x tick row
  const int maxCols = std::max(1, static_cast<int>(width / minWidth));
  const int maxRows = std::max(1, static_cast<int>(height / minHeight));
  CompareGrid g;
  g.count = n;
  g.pages = (n + maxCols * maxRows - 1) / (maxCols * maxRows);
  const int fullest = (n + g.pages - 1) / g.pages;
  g.rows = maxRows;
  g.cols = maxCols;
  double best = -1.0;
  for (int cols = 1; cols <= std::min(fullest, maxCols); ++cols) {
    const int rows = (fullest + cols - 1) / cols;
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
  return g;
}

}  // namespace ui
