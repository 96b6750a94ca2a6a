#pragma once
/// @file
/// @brief Views: a named arrangement of one to four panels, as the window shows them and
/// `render --view` draws them. The built-in views follow the idea (the pdf, Φ, the coin and
/// GELU), then its neighbours; a user's own views are saved with the scene. One arrangement
/// (viewCells) places a view's panels for the window and for render alike, so the export rules'
/// checks are the window's too.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gelu::model {

inline constexpr std::size_t kMaxViewPanels = 4;
inline constexpr std::size_t kMaxUserViews = 9;
inline constexpr std::size_t kMaxViewName = 40;

/// @brief A view: its id (built-in) or name (a user's), and its panels in reading order.
struct ViewDef {
  std::string id;                   ///< "idea", …; a user's view: empty
  std::string name;                 ///< English for a built-in (translated: context "Views")
  std::vector<std::string> panels;  ///< 1 to kMaxViewPanels panel ids, left to right, top down
  friend bool operator==(const ViewDef&, const ViewDef&) = default;
};

/// @brief The built-in views, in the order of the view bar (and of Ctrl+1 … Ctrl+8).
const std::vector<ViewDef>& builtInViews();
/// @brief The built-in view `id`, or nullptr.
const ViewDef* builtInView(std::string_view id);
/// @brief Their ids ("idea", "approximations", …).
std::vector<std::string> builtInViewIds();
/// @brief The view a window opens with.
inline constexpr std::string_view kDefaultView = "idea";

/// @brief A cell of an arrangement, as fractions of the area (0..1).
struct Cell {
  double x = 0, y = 0, width = 1, height = 1;
  friend bool operator==(const Cell&, const Cell&) = default;
};

/// @brief Where `count` panels go in an area of `width` × `height`: one fills it; two side by
/// side (stacked when the area is taller than wide by more than a quarter); three in a row on a
/// wide area, else two over one as wide as both; four as two by two (a row on a very wide area).
/// Rows and columns are equal, so plots of a row can share top and bottom and of a column left
/// and right.
std::vector<Cell> viewCells(std::size_t count, double width, double height);

/// @brief The height (logical pixels, text size 1) a panel's own rows take beyond a plain plot's
/// title and axes: the Monte Carlo panel's buttons, coins and tally, the training panel's two
/// rows of controls, a row of options. Measured in the window at 1280×720: the Monte Carlo plot
/// was ~110 px shorter than the pdf plot beside it in the same row after a run.
double panelControlsHeight(std::string_view panelId);

/// @brief Where `panels` go in `width` × `height`: viewCells(), with the boundary of two rows
/// moved so that their plots are as tall as each other — the row whose panels carry more rows
/// of their own is taller by the difference — but no row under 40% of the area or under its
/// panels' minimumPanelSize. The window, `render --view` and the window's exports all place
/// views by this.
std::vector<Cell> viewCells(const std::vector<std::string>& panels, double width, double height);

/// @brief The same, each panel's height outside its plot given as measured (`outside[i]`, in the
/// pixels of `height`: its title, rows of its own, axes, legend) in place of
/// panelControlsHeight(): the two rows' plots as tall as each other, within the same bounds. The
/// window places a view by this where its own texts (a read-out, legends of several rows) leave
/// the estimate's plots far apart.
std::vector<Cell> viewCells(const std::vector<std::string>& panels, double width, double height,
                            const std::vector<double>& outside);

/// @brief The smallest cell (logical pixels) a panel is legible in at text size 1: its title,
/// ticks, legend and notes laid out by the export's engine without overlap or type under 7 pt
/// (a test draws each panel at this size and asserts no layout problem). A window cell smaller
/// than this stacks the view's panels instead of squeezing them.
struct MinimumSize {
  int width = 0, height = 0;
};
MinimumSize minimumPanelSize(std::string_view panelId);

/// @brief The smallest area (whole pixels) of the shape `width` × `height` in which `panels` fit
/// side by side as viewCells() places them there.
MinimumSize viewNeed(const std::vector<std::string>& panels, double width, double height);
/// @brief Whether `panels` fit side by side in `width` × `height`.
bool viewFits(const std::vector<std::string>& panels, double width, double height);

}  // namespace gelu::model
