// Scene files: round trips, strict loading that names the field, saving and opening in the
// window, the fuzzer's corpus.
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

ui::SceneFileData unusualScene() {
  ui::SceneFileData d;
  ui::ModelState& m = d.model;
  m.x = -1.37;
  m.mu = 0.25;
  m.sigma = 1.5;
  m.alpha = 0.7;
  m.curves = {"gelu", "gelu_tanh", "silu"};
  m.xMin = -6;
  m.xMax = 2.5;
  m.yMin = -0.75;
  m.yMax = 2;
  m.seed = 18446744073709551557ULL;  // beyond 2^53: stored as a string
  m.normalMethod = true;
  m.speed = 3.5;
  m.gridMode = false;
  m.neuron = {0.5, -2, 1.25, 0.75, 0.1, "silu"};
  m.propagation = {"value", 0.85, 37, 300, 0.25};
  m.numberFormat = {"e4m3", "fp16", "torch"};
  d.samples = 123456;
  d.view.panels = {"pdf-area", "errors"};
  d.view.precisionLens = true;
  d.view.compareDifference = true;
  d.view.theme = ui::ThemeChoice::Dark;
  d.view.windowState = std::string("\x00\x01state\xff", 9);
  return d;
}

/// A valid scene with one field replaced (dotted path, one level deep at most).
QByteArray withField(const QString& path, const QJsonValue& value) {
  QJsonObject root = QJsonDocument::fromJson(ui::sceneFileText(unusualScene())).object();
  const QStringList parts = path.split('.');
  if (parts.size() == 1) {
    root[parts[0]] = value;
  } else {
    QJsonObject inner = root[parts[0]].toObject();
    inner[parts[1]] = value;
    root[parts[0]] = inner;
  }
  return QJsonDocument(root).toJson();
}

TEST(SceneFile, FailedLoadLeavesTheWindowUntouched) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  scene.setX(1.23);
  const ui::SceneFileData before = window.sceneData();
  QTemporaryDir dir;
  const QString bad = dir.filePath("bad.gelu.json");
  QFile f(bad);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.write(withField("sigma", -2));
  f.close();
  EXPECT_FALSE(window.openScene(bad));
  EXPECT_EQ(window.findChild<QMessageBox*>()->text().count("sigma"), 1);
  EXPECT_TRUE(window.sceneData().model == before.model);
  EXPECT_EQ(window.history().stack()->count(), 1);  // only the x move
}

TEST(SceneFile, SaveAndOpenRestoreTheWindow) {
  QTemporaryDir dir;
  const QString path = dir.filePath("lecture.gelu.json");
  ui::SceneFileData saved;
  {
    ui::Scene scene;
    ui::MainWindow window(scene);
    window.resize(1600, 900);
    window.show();
    QApplication::processEvents();
    scene.setX(-2.25);
    scene.setMu(0.5);
    scene.setCurveShown("silu", true);
    scene.setSeed(99);
    scene.simulateTo(777);
    qobject_cast<ui::ErrorsPanel*>(window.panel("errors"))->setPrecisionLens(true);
    window.setThemeChoice(ui::MainWindow::ThemeChoice::Dark);
    ASSERT_FALSE(window.saveSceneTo(path).has_value());
    EXPECT_FALSE(window.isWindowModified());
    EXPECT_EQ(window.recentFiles().value(0), QFileInfo(path).absoluteFilePath());
    saved = window.sceneData();
  }
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1600, 900);
  window.show();
  QApplication::processEvents();
  ASSERT_TRUE(window.openScene(path));
  const ui::SceneFileData loaded = window.sceneData();
  EXPECT_TRUE(loaded.model == saved.model);
  EXPECT_EQ(loaded.samples, 777u);
  EXPECT_EQ(scene.simulator().n(), 777u);
  EXPECT_TRUE(qobject_cast<ui::ErrorsPanel*>(window.panel("errors"))->precisionLens());
  EXPECT_EQ(loaded.view.theme, ui::ThemeChoice::Dark);
  EXPECT_EQ(loaded.view.panels, saved.view.panels);
  EXPECT_EQ(window.currentFile(), path);
  EXPECT_TRUE(window.windowTitle().contains("lecture.gelu.json"));
  // Opening is one undo step.
  window.history().stack()->undo();
  EXPECT_DOUBLE_EQ(scene.x(), 0.5);
  EXPECT_FALSE(scene.isShown("silu"));
}

}  // namespace
