// The propagation panel: its controls are the Scene's deep network, its legend names each
// activation with the gain its rule computes, and what it shows is said in words.
#include <gtest/gtest.h>

#include <qcustomplot.h>

#include <QComboBox>
#include <QSlider>
#include <QSpinBox>

#include "core/moments.hpp"
#include "ui/model/Scene.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"

namespace {

QStringList legendNames(QCustomPlot& plot) {
  QStringList out;
  for (int i = 0; i < plot.legend->itemCount(); ++i) {
    if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot.legend->item(i))) {
      out << item->plottable()->name();
    }
  }
  return out;
}

TEST(PropagationPanel, ItsControlsAreTheScenesNetwork) {
  ui::Scene scene;
  scene.setCurves({"gelu", "relu"});
  const auto panel = ui::createPanel("propagation", scene);
  panel->resize(1600, 900);
  panel->show();
  panel->plot()->replot();
  auto* rule = panel->findChild<QComboBox*>("gain-rule");
  auto* gain = panel->findChild<QSlider*>("gain");
  auto* depth = panel->findChild<QSpinBox*>("depth");
  ASSERT_TRUE(rule != nullptr && gain != nullptr && depth != nullptr);
  EXPECT_EQ(rule->currentData().toString().toStdString(), scene.propagation().gain);
  // The second-moment rule: each activation at its own computed gain.
  rule->setCurrentIndex(rule->findData("auto"));
  EXPECT_EQ(scene.propagation().gain, "auto");
  panel->plot()->replot();
  const double geluGain = gelu::moments::moments(*gelu::builtInFunction("gelu"), nullptr, {}).gain;
  const QStringList names = legendNames(*panel->plot());
  EXPECT_TRUE(names.join('\n').contains(ui::formatValue(geluGain, 3)))
      << names.join(" | ").toStdString();
  EXPECT_TRUE(names.join('\n').contains(ui::formatValue(std::sqrt(2.0), 3)));  // ReLU's
  EXPECT_FALSE(gain->isEnabled());
  // A custom gain: the slider is its value.
  rule->setCurrentIndex(rule->findData("value"));
  EXPECT_TRUE(gain->isEnabled());
  gain->setValue(150);
  EXPECT_EQ(scene.propagation().gain, "value");
  EXPECT_DOUBLE_EQ(scene.propagation().gainValue, 1.5);
  depth->setValue(40);
  EXPECT_EQ(scene.propagation().depth, 40);
  // The Scene's change (an undo, a scene file) reaches the controls.
  ui::PropagationState p = scene.propagation();
  p.gain = "xavier";
  p.depth = 7;
  scene.setPropagation(p);
  EXPECT_EQ(rule->currentData().toString(), "xavier");
  EXPECT_EQ(depth->value(), 7);
  panel->plot()->replot();
  EXPECT_TRUE(panel->accessibleSummary().contains("7")) << panel->accessibleSummary().toStdString();
  // Presenting hides the controls.
  panel->setPresentation(true);
  EXPECT_FALSE(rule->isVisible());
  panel->setPresentation(false);
  EXPECT_TRUE(rule->isVisible());
}

}  // namespace
