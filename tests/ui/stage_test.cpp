// Stage: the one offscreen Scene + panels + theme + cells that render and animations draw on.
#include "ui/panels/Stage.hpp"

#include <gtest/gtest.h>

#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"

namespace {

TEST(Stage, HoldsItsOwnSceneInTheFiguresTheme) {
  ui::Scene window;  // what a window would hold: untouched by the stage
  ui::ModelState m;
  m.x = -1.5;
  m.formulas = {{"bent", "x + 0.1*x^2", "", "auto"}};
  m.curves = {"gelu", "bent"};
  ui::ViewState v;
  v.lectureStep = 3;  // a stage never draws the lecture
  ui::Stage stage(m, v, {"activations"}, 0, ui::Theme::forFigure(ui::ThemeChoice::Dark));
  EXPECT_EQ(stage.scene().x(), -1.5);
  EXPECT_EQ(stage.scene().view().lectureStep, 0);
  EXPECT_NE(stage.scene().library().find("bent"), nullptr);
  EXPECT_EQ(window.library().find("bent"), nullptr);
  ASSERT_EQ(stage.cells().size(), 1);
  ASSERT_EQ(stage.panels().size(), 1);
  EXPECT_EQ(stage.cells().front().panel, stage.panels().front());
  EXPECT_TRUE(stage.panels().front()->theme().dark);
}

TEST(Stage, LaysTheSheetOutInColumnsAndARowSideBySide) {
  const ui::Theme light = ui::Theme::forFigure(ui::ThemeChoice::System);  // paper: light
  EXPECT_FALSE(light.dark);
  ui::Stage sheet({}, {}, ui::sheetPanelIds(), 3, light);
  ASSERT_EQ(sheet.cells().size(), ui::sheetPanelIds().size());
  ui::Stage row({}, {}, {"cdf", "monte-carlo"}, 2, light);
  ASSERT_EQ(row.cells().size(), 2);
  // Side by side: one row, left to right.
  EXPECT_DOUBLE_EQ(row.cells()[0].rect.top(), row.cells()[1].rect.top());
  EXPECT_LT(row.cells()[0].rect.left(), row.cells()[1].rect.left());
}

}  // namespace
