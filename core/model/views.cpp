#include "core/model/views.hpp"

#include <algorithm>
#include <cmath>

// Marks a built-in view's name for lupdate (QT_TRANSLATE_NOOP's alias, ui/CMakeLists.txt).
#define GELU_TR_NOOP(context, text) text

namespace gelu::model {

const std::vector<ViewDef>& builtInViews() {
  // The names are English templates (context "Views") that front ends translate.
  static const std::vector<ViewDef> views = {
      {"idea",
       GELU_TR_NOOP("Views", "The idea"),
       {"pdf-area", "cdf", "monte-carlo", "activations"}},
      {"approximations", GELU_TR_NOOP("Views", "Approximations"), {"activations", "errors"}},
      {"derivatives", GELU_TR_NOOP("Views", "Derivatives"), {"activations", "derivatives"}},
      {"side-by-side", GELU_TR_NOOP("Views", "Side by side"), {"compare"}},
      {"number-formats", GELU_TR_NOOP("Views", "Number formats"), {"dtype"}},
      {"training", GELU_TR_NOOP("Views", "Training"), {"training"}},
      {"propagation", GELU_TR_NOOP("Views", "Signal propagation"), {"propagation"}},
      {"neuron", GELU_TR_NOOP("Views", "The neuron"), {"neuron", "activations"}},
  };
  return views;
}

const ViewDef* builtInView(std::string_view id) {
  for (const ViewDef& v : builtInViews()) {
    if (v.id == id) return &v;
  }
  return nullptr;
}

std::vector<std::string> builtInViewIds() {
  std::vector<std::string> ids;
  for (const ViewDef& v : builtInViews()) ids.push_back(v.id);
  return ids;
}

std::vector<Cell> viewCells(std::size_t count, double width, double height) {
  const double aspect = height > 0 ? width / height : 1.0;
  const auto grid = [](int columns, int rows) {
    std::vector<Cell> cells;
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < columns; ++c) {
        cells.push_back({double(c) / columns, double(r) / rows, 1.0 / columns, 1.0 / rows});
      }
    }
    return cells;
  };
  switch (count) {
    case 0:
      return {};
    case 1:
      return {Cell{}};
    case 2:
      return aspect >= 0.8 ? grid(2, 1) : grid(1, 2);
    case 3:
      if (aspect >= 2.4) return grid(3, 1);
      return {{0, 0, 0.5, 0.5}, {0.5, 0, 0.5, 0.5}, {0, 0.5, 1, 0.5}};
    default:
      return aspect >= 3.6 ? grid(4, 1) : grid(2, 2);
  }
}

double panelControlsHeight(std::string_view id) {
  if (id == "monte-carlo") return 110;
  if (id == "training") return 60;
  if (id == "dtype" || id == "propagation") return 30;
  if (id == "errors" || id == "compare") return 25;
  return 0;  // pdf-area, cdf, activations, derivatives; the neuron's diagram is not a plot
}

std::vector<Cell> viewCells(const std::vector<std::string>& panels, double width, double height) {
  std::vector<double> outside;
  for (const std::string& id : panels) outside.push_back(panelControlsHeight(id));
  return viewCells(panels, width, height, outside);
}

std::vector<Cell> viewCells(const std::vector<std::string>& panels, double width, double height,
                            const std::vector<double>& outside) {
  std::vector<Cell> cells = viewCells(panels.size(), width, height);
  if (height <= 0 || outside.size() != panels.size()) return cells;
  // Every arrangement has one row or two; only two have a boundary to move.
  double extra[2] = {0, 0}, least[2] = {0, 0};
  bool twoRows = false;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const int row = cells[i].y > 0 ? 1 : 0;
    twoRows = twoRows || row == 1;
    extra[row] = std::max(extra[row], outside[i]);
    least[row] = std::max(least[row], double(minimumPanelSize(panels[i]).height));
  }
  if (!twoRows || extra[0] == extra[1]) return cells;
  const double low = std::max(least[0], 0.4 * height);
  const double high = height - std::max(least[1], 0.4 * height);
  if (low > high) return cells;
  const double top = std::clamp(height / 2 + (extra[0] - extra[1]) / 2, low, high) / height;
  for (Cell& c : cells) {
    if (c.y > 0) {
      c.y = top;
      c.height = 1 - top;
    } else {
      c.height = top;
    }
  }
  return cells;
}

MinimumSize minimumPanelSize(std::string_view id) {
  // Measured with render at text size 1 (the smallest size whose layout check passes, rounded
  // up to 10 px); tests/ui/view_area_test.cpp holds every panel to it.
  if (id == "propagation") return {800, 600};
  if (id == "dtype" || id == "training") return {600, 450};
  if (id == "errors" || id == "neuron") return {350, 270};
  if (id == "activations") return {300, 230};
  return {250, 190};  // pdf-area, cdf, monte-carlo, derivatives, compare
}

MinimumSize viewNeed(const std::vector<std::string>& panels, double width, double height) {
  const std::vector<Cell> cells = viewCells(panels.size(), width, height);
  double w = 0, h = 0;
  for (std::size_t i = 0; i < panels.size() && i < cells.size(); ++i) {
    const MinimumSize m = minimumPanelSize(panels[i]);
    w = std::max(w, m.width / cells[i].width);
    h = std::max(h, m.height / cells[i].height);
  }
  // Whole pixels, as cells are placed: half a pixel of rounding must not stack a view that fits.
  return {static_cast<int>(std::ceil(w - 0.5)), static_cast<int>(std::ceil(h - 0.5))};
}

bool viewFits(const std::vector<std::string>& panels, double width, double height) {
  const MinimumSize need = viewNeed(panels, width, height);
  return need.width <= width && need.height <= height;
}

}  // namespace gelu::model
