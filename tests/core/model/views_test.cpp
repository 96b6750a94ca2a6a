#include "core/model/views.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <variant>

#include "core/model/ids.hpp"
#include "core/model/scene_file.hpp"

namespace {

using gelu::model::Cell;
using gelu::model::viewCells;

TEST(Views, BuiltInViewsNameKnownPanelsOnceEach) {
  std::set<std::string> ids;
  for (const auto& v : gelu::model::builtInViews()) {
    EXPECT_TRUE(ids.insert(v.id).second) << v.id;
    EXPECT_FALSE(v.name.empty());
    EXPECT_GE(v.panels.size(), 1u);
    EXPECT_LE(v.panels.size(), gelu::model::kMaxViewPanels);
    std::set<std::string> panels;
    for (const std::string& p : v.panels) {
      EXPECT_TRUE(gelu::model::contains(gelu::model::panelIds(), p)) << v.id << ": " << p;
      EXPECT_TRUE(panels.insert(p).second) << v.id << ": " << p;
    }
  }
  EXPECT_NE(gelu::model::builtInView(gelu::model::kDefaultView), nullptr);
  EXPECT_EQ(gelu::model::builtInView("nope"), nullptr);
  // Every panel is in some built-in view: none is reachable only through the checklist.
  for (const std::string& p : gelu::model::panelIds()) {
    bool found = false;
    for (const auto& v : gelu::model::builtInViews())
      found = found || gelu::model::contains(v.panels, p);
    EXPECT_TRUE(found) << p;
  }
}

// The cells tile the area exactly, rows share top and bottom and columns left and right.
TEST(Views, CellsTileTheAreaInEqualRowsAndColumns) {
  for (std::size_t n = 1; n <= gelu::model::kMaxViewPanels; ++n) {
    for (const auto& [w, h] :
         {std::pair{1600.0, 900.0}, {900.0, 1600.0}, {3000.0, 700.0}, {1000.0, 1000.0}}) {
      const std::vector<Cell> cells = viewCells(n, w, h);
      ASSERT_EQ(cells.size(), n);
      double area = 0;
      for (const Cell& c : cells) {
        EXPECT_GE(c.x, 0);
        EXPECT_GE(c.y, 0);
        EXPECT_LE(c.x + c.width, 1 + 1e-12);
        EXPECT_LE(c.y + c.height, 1 + 1e-12);
        area += c.width * c.height;
        for (const Cell& d : cells) {
          if (&c == &d) continue;
          const bool apart = c.x + c.width <= d.x + 1e-12 || d.x + d.width <= c.x + 1e-12 ||
                             c.y + c.height <= d.y + 1e-12 || d.y + d.height <= c.y + 1e-12;
          EXPECT_TRUE(apart) << n << " panels overlap at " << w << "x" << h;
        }
      }
      EXPECT_NEAR(area, 1.0, 1e-12) << n << " at " << w << "x" << h;
    }
  }
  // Two panels: side by side on a wide area, one over the other on a tall one.
  EXPECT_EQ(viewCells(2, 1600, 900)[1], (Cell{0.5, 0, 0.5, 1}));
  EXPECT_EQ(viewCells(2, 600, 1200)[1], (Cell{0, 0.5, 1, 0.5}));
  EXPECT_EQ(viewCells(4, 1600, 900)[3], (Cell{0.5, 0.5, 0.5, 0.5}));
}

// A row whose panels carry rows of their own (the Monte Carlo panel's buttons, coins and tally)
// is taller by what they take, so that the plots of the two rows are about as tall; a view in
// one row, or of panels alike, keeps equal rows.
TEST(Views, ARowWithMoreControlsIsTallerByThem) {
  const std::vector<std::string> idea = gelu::model::builtInView("idea")->panels;
  const std::vector<Cell> cells = viewCells(idea, 980, 600);
  const double extra = gelu::model::panelControlsHeight("monte-carlo");
  ASSERT_GT(extra, 0);
  EXPECT_NEAR(cells[2].height * 600 - cells[0].height * 600, extra, 1e-9);
  EXPECT_DOUBLE_EQ(cells[0].height, cells[1].height);
  EXPECT_DOUBLE_EQ(cells[2].y, cells[0].height);
  EXPECT_DOUBLE_EQ(cells[2].y + cells[2].height, 1.0);
  EXPECT_DOUBLE_EQ(cells[3].y, cells[2].y);
  // The Monte Carlo panel on top: the top row is the taller.
  const std::vector<Cell> flipped =
      viewCells(std::vector<std::string>{"monte-carlo", "cdf", "pdf-area"}, 980, 600);
  EXPECT_GT(flipped[0].height, flipped[2].height);
  // Panels alike, or one row: viewCells(count) as it is.
  EXPECT_EQ(viewCells(std::vector<std::string>{"pdf-area", "cdf", "derivatives", "activations"},
                      980, 600),
            viewCells(4, 980, 600));
  EXPECT_EQ(viewCells(std::vector<std::string>{"monte-carlo", "activations"}, 1600, 900),
            viewCells(2, 1600, 900));
  // Never a row under 40% of the area, nor under its panels' minimum.
  for (const double h : {200.0, 420.0, 600.0, 5000.0}) {
    const std::vector<Cell> c = viewCells(idea, 980, h);
    EXPECT_GE(c[0].height * h + 1e-9, std::min(0.5 * h, std::max(0.4 * h, 190.0))) << h;
    EXPECT_GE(c[2].height * h + 1e-9, 0.4 * h) << h;
  }
}

// Measured heights outside the plots in place of the estimate: each row taller by the most its
// panels take outside their plots, within the same bounds; a list of another length is ignored.
TEST(Views, MeasuredHeightsOutsideThePlotsSplitTheRows) {
  const std::vector<std::string> four{"activations", "derivatives", "errors", "monte-carlo"};
  const std::vector<Cell> cells = viewCells(four, 1000, 640, {190, 110, 150, 170});
  EXPECT_NEAR(cells[0].height * 640 - 190, cells[2].height * 640 - 170, 1e-9);
  EXPECT_DOUBLE_EQ(cells[1].height, cells[0].height);
  EXPECT_DOUBLE_EQ(cells[3].y, cells[0].height);
  // The estimate is the same with panelControlsHeight() measured.
  std::vector<double> estimate;
  for (const std::string& id : four) estimate.push_back(gelu::model::panelControlsHeight(id));
  EXPECT_EQ(viewCells(four, 1000, 640, estimate), viewCells(four, 1000, 640));
  // Bounded: no row under 40% of the area.
  EXPECT_NEAR(viewCells(four, 1000, 640, {0, 0, 500, 0})[0].height, 0.4, 1e-9);
  EXPECT_EQ(viewCells(four, 1000, 640, {1, 2}), viewCells(4, 1000, 640));
}

TEST(Views, FitIsDecidedByEachPanelsMinimum) {
  const std::vector<std::string> idea = gelu::model::builtInView("idea")->panels;
  const auto need = gelu::model::viewNeed(idea, 1600, 900);
  // Two by two: twice the largest minimum of a column and of a row.
  EXPECT_EQ(need.width, 2 * gelu::model::minimumPanelSize("activations").width);
  EXPECT_EQ(need.height, 2 * gelu::model::minimumPanelSize("activations").height);
  EXPECT_TRUE(gelu::model::viewFits(idea, need.width, need.height));
  EXPECT_FALSE(gelu::model::viewFits(idea, need.width - 1, need.height));
  EXPECT_FALSE(gelu::model::viewFits(idea, need.width, need.height - 1));
  // Every built-in view fits a 1280×720 window's panel area (the bars and the controls take
  // about 300 × 110 pixels of it).
  for (const auto& v : gelu::model::builtInViews())
    EXPECT_TRUE(gelu::model::viewFits(v.panels, 960, 600)) << v.id;
}

std::string sceneWithView(const std::string& view) {
  return R"({"format": "gelu-explorer-scene", "version": 1, "view": )" + view + "}";
}

TEST(Views, UserViewsRoundTripThroughASceneFile) {
  gelu::model::SceneFileData d;
  d.view.current = "Mine";
  d.view.panels = {"cdf", "errors"};
  d.view.userViews = {{"", "Mine", {"cdf", "errors"}}, {"", "Pdf only", {"pdf-area"}}};
  const auto parsed = gelu::model::parseScene(gelu::model::writeScene(d));
  ASSERT_TRUE(std::holds_alternative<gelu::model::SceneFileData>(parsed));
  const auto& back = std::get<gelu::model::SceneFileData>(parsed);
  EXPECT_EQ(back.view.current, "Mine");
  EXPECT_EQ(back.view.panels, d.view.panels);
  EXPECT_EQ(back.view.userViews, d.view.userViews);
  // An old file's long list of visible panels names no view: the default view shows.
  const auto old = gelu::model::parseScene(sceneWithView(
      R"({"panels": ["pdf-area", "cdf", "monte-carlo", "activations", "derivatives", "errors"]})"));
  ASSERT_TRUE(std::holds_alternative<gelu::model::SceneFileData>(old));
  EXPECT_TRUE(std::get<gelu::model::SceneFileData>(old).view.panels.empty());
  EXPECT_EQ(std::get<gelu::model::SceneFileData>(old).view.current, "idea");
}

TEST(Views, BadViewsAreRefusedByPath) {
  const std::pair<std::string, std::string> cases[] = {
      {R"({"current": "nowhere"})", "view.current"},
      {R"({"views": 3})", "view.views"},
      {R"({"views": [{"name": "idea", "panels": ["cdf"]}]})", "view.views[0].name"},
      {R"({"views": [{"name": "", "panels": ["cdf"]}]})", "view.views[0].name"},
      {R"({"views": [{"name": "A", "panels": []}]})", "view.views[0].panels"},
      {R"({"views": [{"name": "A", "panels": ["cdf", "pdf-area", "errors", "dtype", "neuron"]}]})",
       "view.views[0].panels"},
      {R"({"views": [{"name": "A", "panels": ["histogram"]}]})", "view.views[0].panels[0]"},
      {R"({"views": [{"name": "A", "panels": ["cdf"]}, {"name": "A", "panels": ["cdf"]}]})",
       "view.views[1].name"},
      {R"({"views": [{"name": "A", "panels": ["cdf"], "colour": 1}]})", "view.views[0].colour"},
      {R"({"views": [{"name": "A"}]})", "view.views[0].panels"},
  };
  for (const auto& [view, path] : cases) {
    const auto parsed = gelu::model::parseScene(sceneWithView(view));
    ASSERT_TRUE(std::holds_alternative<gelu::model::ModelError>(parsed)) << view;
    EXPECT_EQ(std::get<gelu::model::ModelError>(parsed).path, path) << view;
  }
  std::string many = R"({"views": [)";
  for (std::size_t i = 0; i <= gelu::model::kMaxUserViews; ++i)
    many += (i ? "," : "") + std::string(R"({"name": "v)") + std::to_string(i) +
            R"(", "panels": ["cdf"]})";
  many += "]}";
  const auto parsed = gelu::model::parseScene(sceneWithView(many));
  ASSERT_TRUE(std::holds_alternative<gelu::model::ModelError>(parsed));
  EXPECT_EQ(std::get<gelu::model::ModelError>(parsed).code, gelu::model::Code::TooManyViews);
}

}  // namespace
