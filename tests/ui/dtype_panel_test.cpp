// The number-format panel: its controls are the Scene's choice, its tallies are computed by
// enumeration (and agree with an independent one), a second format adds a column.
#include <gtest/gtest.h>

#include <qcustomplot.h>

#include <QComboBox>

#include "ui/model/NumberText.hpp"
#include "ui/model/Scene.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"

namespace {

TEST(DTypePanel, TalliesColumnsAndControls) {
  ui::Scene scene;
  const auto panel = ui::createPanel("dtype", scene);
  panel->resize(1600, 900);
  panel->show();
  auto* dtype = panel->findChild<QComboBox*>("dtype");
  auto* beside = panel->findChild<QComboBox*>("compare-dtype");
  auto* kernel = panel->findChild<QComboBox*>("kernel");
  ASSERT_TRUE(dtype != nullptr && beside != nullptr && kernel != nullptr);
  EXPECT_EQ(dtype->currentData().toString(), "bf16");
  // bfloat16: the independent enumeration found 317 of 33,281.
  QString said = panel->accessibleSummary();
  EXPECT_TRUE(said.contains(ui::formatCount(33281))) << said.toStdString();  // 33 281
  EXPECT_FALSE(said.contains('$')) << said.toStdString();  // its formula read aloud
  EXPECT_TRUE(said.contains("317")) << said.toStdString();
  EXPECT_EQ(panel->plot()->axisRectCount(), 2);
  // E4M3 beside it: two columns; in E4M3 the tanh form never rounds differently.
  beside->setCurrentIndex(beside->findData("e4m3"));
  EXPECT_EQ(scene.numberFormat().compare, "e4m3");
  EXPECT_EQ(panel->plot()->axisRectCount(), 4);
  said = panel->accessibleSummary();
  EXPECT_TRUE(said.contains("161")) << said.toStdString();
  // PyTorch's kernel; the Scene's change reaches the controls.
  kernel->setCurrentIndex(kernel->findData("torch"));
  EXPECT_EQ(scene.numberFormat().kernel, "torch");
  ui::NumberFormatState f;
  f.dtype = "fp16";
  scene.setNumberFormat(f);
  EXPECT_EQ(dtype->currentData().toString(), "fp16");
  EXPECT_EQ(beside->currentData().toString(), "none");
  EXPECT_EQ(panel->plot()->axisRectCount(), 2);
  EXPECT_TRUE(panel->accessibleSummary().contains("3695"))  // fp16's tanh form, as enumerated
      << panel->accessibleSummary().toStdString();
  panel->setPresentation(true);
  EXPECT_FALSE(dtype->isVisible());
  panel->setPresentation(false);
  EXPECT_TRUE(dtype->isVisible());
}

}  // namespace
