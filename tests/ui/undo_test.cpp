// Undo and redo of every Scene change; one slider drag is one step.
#include <gtest/gtest.h>

#include <qcustomplot.h>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "../fuzz/scene_check.hpp"
#include "tests/ui/shared_helpers.hpp"
#include "ui/lecture/LectureView.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/SceneHistory.hpp"
#include "ui/panels/CurveSetPanel.hpp"
#include "ui/panels/ErrorsPanel.hpp"
#include "ui/panels/PdfAreaPanel.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/window/ControlsDock.hpp"
#include "ui/window/MainWindow.hpp"

namespace {

TEST(Undo, EveryChangeUndoesAndRedoes) {
  ui::Scene scene;
  ui::SceneHistory history(scene);
  history.setMergeWindow(0);  // separate steps however fast the test runs
  QUndoStack& stack = *history.stack();
  scene.setX(1.0);
  scene.setSigma(2.0);
  scene.setCurveShown("silu", true);
  scene.setXRange(-2, 2);
  scene.setSeed(5);
  ui::NeuronState n = scene.neuron();
  n.w1 = 0.9;
  scene.setNeuron(n);
  ASSERT_EQ(stack.count(), 6);
  for (int i = 0; i < 6; ++i) stack.undo();
  EXPECT_TRUE(scene.state() == ui::ModelState());
  for (int i = 0; i < 6; ++i) stack.redo();
  EXPECT_DOUBLE_EQ(scene.x(), 1.0);
  EXPECT_DOUBLE_EQ(scene.sigma(), 2.0);
  EXPECT_TRUE(scene.isShown("silu"));
  EXPECT_EQ(scene.xMax(), 2.0);
  EXPECT_EQ(scene.seed(), 5u);
  EXPECT_DOUBLE_EQ(scene.neuron().w1, 0.9);
}

TEST(Undo, OneSliderDragIsOneStep) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1600, 900);
  window.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
  QSlider* slider = window.controls()->findChild<QSlider*>("x-slider");
  ASSERT_NE(slider, nullptr);
  QUndoStack& stack = *window.history().stack();
  const int before = stack.count();
  // Drag the handle across: many x changes, one undo step.
  const QPoint start = slider->rect().center();
  QTest::mousePress(slider, Qt::LeftButton, Qt::NoModifier, start);
  for (int dx = 5; dx <= 60; dx += 5) QTest::mouseMove(slider, start + QPoint(dx, 0));
  QTest::mouseRelease(slider, Qt::LeftButton, Qt::NoModifier, start + QPoint(60, 0));
  ASSERT_NE(scene.x(), 0.5);
  EXPECT_EQ(stack.count(), before + 1);
  window.action("undo")->trigger();
  EXPECT_DOUBLE_EQ(scene.x(), 0.5);
  window.action("redo")->trigger();
  EXPECT_NE(scene.x(), 0.5);
  // A change of another kind is another step.
  scene.setMu(1.0);
  EXPECT_EQ(stack.count(), before + 2);
  EXPECT_TRUE(window.isWindowModified());
}

}  // namespace
