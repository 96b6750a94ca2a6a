// Scenes, undo and lecture mode: file round trips, strict loading, undo merging of a drag, the
// eight lecture steps driven by the keys a presenter clicker sends.
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

QT_BEGIN_NAMESPACE
inline void PrintTo(const QString& s, std::ostream* os) { *os << '"' << s.toStdString() << '"'; }
QT_END_NAMESPACE

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
  d.samples = 123456;
  d.view.panels = {"pdf-area", "errors"};
  d.view.precisionLens = true;
  d.view.compareDifference = true;
  d.view.theme = "dark";
  d.view.windowState = QByteArray("\x00\x01state\xff", 9);
  return d;
}

QString parseError(const QByteArray& json) {
  QString error;
  EXPECT_FALSE(ui::parseScene(json, &error).has_value()) << json.toStdString();
  return error;
}

/// A valid scene with one field replaced (dotted path, one level deep at most).
QByteArray withField(const QString& path, const QJsonValue& value) {
  QJsonObject root = QJsonDocument::fromJson(ui::writeScene(unusualScene())).object();
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

TEST(SceneFile, RoundTripIsIdentical) {
  const ui::SceneFileData d = unusualScene();
  QString error;
  const auto back = ui::parseScene(ui::writeScene(d), &error);
  ASSERT_TRUE(back.has_value()) << error.toStdString();
  EXPECT_TRUE(*back == d);
  EXPECT_EQ(ui::writeScene(*back), ui::writeScene(d));
  // Every shipped example loads.
  for (const QString& path : ui::MainWindow::exampleScenes()) {
    EXPECT_TRUE(ui::readSceneFile(path, &error).has_value()) << error.toStdString();
  }
  EXPECT_GE(ui::MainWindow::exampleScenes().size(), 3);
}

TEST(SceneFile, EveryInvalidCaseNamesTheField) {
  EXPECT_TRUE(parseError("").contains("empty"));
  EXPECT_TRUE(parseError("[1, 2]").contains("object"));
  const QByteArray good = ui::writeScene(unusualScene());
  EXPECT_TRUE(parseError(good.left(good.size() / 2)).contains("line"));  // truncated
  EXPECT_TRUE(parseError(QByteArray(ui::kMaxSceneBytes + 1, ' ')).contains("larger"));
  EXPECT_TRUE(parseError(R"({"version": 1})").contains("format"));
  EXPECT_TRUE(parseError(withField("version", 2)).contains("version"));
  EXPECT_TRUE(parseError(withField("version", "1")).contains("version"));
  struct Case {
    const char* field;
    QJsonValue value;
  };
  const Case cases[] = {
      {"x", "0.5"},                       // wrong type
      {"x", 51},                          // out of range
      {"mu", QJsonValue::Null},           // wrong type
      {"sigma", 0},                       // out of range
      {"alpha", -1},                      // out of range
      {"curves", "gelu"},                 // not an array
      {"curves", QJsonArray{"gelu", 3}},  // wrong element type
      {"curves", QJsonArray{"tanh"}},     // unknown id
      {"curves", QJsonArray{"gelu", "gelu"}},
      {"x_range", QJsonArray{3, -3}},
      {"x_range", QJsonArray{-100, 3}},
      {"y_range", QJsonArray{1}},
      {"monte_carlo.seed", -1},
      {"monte_carlo.seed", 1.5},
      {"monte_carlo.seed", "12abc"},
      {"monte_carlo.samples", 1e16},
      {"monte_carlo.method", "poisson"},
      {"monte_carlo.speed", 0},
      {"monte_carlo.grid", 1},
      {"neuron.w1", "heavy"},
      {"neuron.activation", "swish"},
      {"view.panels", QJsonArray{"histogram"}},
      {"view.theme", "sepia"},
      {"view.lecture_step", 9},
      {"view.window_state", "not base64!"},
      {"view.precision_lens", "yes"},
      {"monte_carlo", 7},
      {"shoe_size", 42},  // unknown field
      {"view.colour", "red"},
  };
  for (const Case& c : cases) {
    const QString error = parseError(withField(c.field, c.value));
    EXPECT_TRUE(error.contains(QString("'%1").arg(c.field)))
        << c.field << ": " << error.toStdString();
    EXPECT_FALSE(error.contains('\n'));
  }
}

// Regression: `{"x": "bad", "x": 2}` loaded (Qt keeps the last key); a seed written as the
// number 9007199254740993 silently became 2^53; the seed string " 1" was accepted.
TEST(SceneFile, DuplicateKeysInexactIntegersAndLooseSeedStringsAreRefused) {
  const QByteArray head = R"({"format": "gelu-explorer-scene", "version": 1, )";
  EXPECT_TRUE(parseError(head + R"("x": "bad", "x": 2})").contains("field 'x': appears twice"));
  EXPECT_TRUE(parseError(head + R"("neuron": {"w1": 1, "w\u0031": 2}})")
                  .contains("field 'neuron.w1': appears twice"));
  const QString inexact = parseError(head + R"("monte_carlo": {"seed": 9007199254740993}})");
  EXPECT_TRUE(inexact.contains("field 'monte_carlo.seed'")) << inexact.toStdString();
  EXPECT_TRUE(inexact.contains("not exactly representable")) << inexact.toStdString();
  for (const char* seed :
       {R"(" 1")", R"("+1")", R"("1 ")", R"("")", R"("0x10")", R"("18446744073709551616")"}) {
    const QString e = parseError(head + R"("monte_carlo": {"seed": )" + seed + "}}");
    EXPECT_TRUE(e.contains("monte_carlo.seed")) << seed << ": " << e.toStdString();
  }
  // What stays accepted: 2^53 as a number, any 64-bit seed as digits, repeated keys in
  // different objects.
  QString error;
  const auto exact = ui::parseScene(head + R"("monte_carlo": {"seed": 9007199254740992}})", &error);
  ASSERT_TRUE(exact.has_value()) << error.toStdString();
  EXPECT_EQ(exact->model.seed, 9007199254740992ULL);
  const auto digits =
      ui::parseScene(head + R"("monte_carlo": {"seed": "18446744073709551615"}})", &error);
  ASSERT_TRUE(digits.has_value()) << error.toStdString();
  EXPECT_EQ(digits->model.seed, 18446744073709551615ULL);
  EXPECT_TRUE(ui::parseScene(head + R"("monte_carlo": {"seed": 3}, "neuron": {"x1": 1},
                                       "view": {"theme": "dark"}, "x": 1})",
                             &error)
                  .has_value())
      << error.toStdString();
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
  EXPECT_EQ(loaded.view.theme, "dark");
  EXPECT_EQ(loaded.view.panels, saved.view.panels);
  EXPECT_EQ(window.currentFile(), path);
  EXPECT_TRUE(window.windowTitle().contains("lecture.gelu.json"));
  // Opening is one undo step.
  window.history().stack()->undo();
  EXPECT_DOUBLE_EQ(scene.x(), 0.5);
  EXPECT_FALSE(scene.isShown("silu"));
}

TEST(SceneFile, FuzzCorpusLoadsOrIsRefusedCleanly) {
  QDir corpus(GELU_FUZZ_CORPUS);
  const QStringList files = corpus.entryList(QDir::Files);
  EXPECT_GE(files.size(), 10);
  int loaded = 0;
  for (const QString& name : files) {
    QFile f(corpus.filePath(name));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray input = f.readAll();
    EXPECT_EQ(checkSceneInput(input), QString()) << name.toStdString();
    loaded += ui::parseScene(input, nullptr).has_value() ? 1 : 0;
  }
  EXPECT_GT(loaded, 0);
  EXPECT_LT(loaded, files.size());
}

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

TEST(Lecture, KeysWalkThroughTheEightSteps) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  window.enterLecture(1);
  ui::LectureView* lecture = window.lecture();
  ASSERT_NE(lecture, nullptr);
  EXPECT_TRUE(lecture->isFullScreen());
  EXPECT_EQ(lecture->shownPanels(), QStringList{"pdf-area"});
  EXPECT_FALSE(qobject_cast<ui::PdfAreaPanel*>(lecture->panel("pdf-area"))->areaShown());
  // Readable from the back row.
  EXPECT_GE(lecture->panel("pdf-area")->plot()->xAxis->tickLabelFont().pointSizeF(), 20.0);
  EXPECT_GE(lecture->findChild<QLabel*>()->font().pointSizeF(), 28.0);

  const auto key = [&](Qt::Key k) { QTest::keyClick(lecture, k); };
  key(Qt::Key_Right);
  EXPECT_EQ(lecture->step(), 2);
  EXPECT_EQ(lecture->shownPanels(), (QStringList{"pdf-area", "cdf"}));
  EXPECT_TRUE(qobject_cast<ui::PdfAreaPanel*>(lecture->panel("pdf-area"))->areaShown());
  key(Qt::Key_Space);
  EXPECT_EQ(lecture->step(), 3);
  EXPECT_EQ(scene.simulator().n(), 0u);  // the coin starts from nothing
  EXPECT_TRUE(lecture->panel("monte-carlo")->isVisible());
  key(Qt::Key_P);
  EXPECT_TRUE(scene.playing());
  key(Qt::Key_P);
  EXPECT_FALSE(scene.playing());
  key(Qt::Key_PageDown);
  EXPECT_EQ(lecture->step(), 4);
  key(Qt::Key_5);
  EXPECT_EQ(lecture->step(), 5);
  EXPECT_EQ(scene.curves(), QStringList{"gelu"});
  auto* activations = qobject_cast<ui::CurveSetPanel*>(lecture->panel("activations"));
  EXPECT_TRUE(activations->trace());
  EXPECT_DOUBLE_EQ(activations->drawnUpTo("gelu"), scene.x());  // the curve ends at the point
  key(Qt::Key_Plus);
  EXPECT_DOUBLE_EQ(scene.x(), 0.6);
  key(Qt::Key_Minus);
  key(Qt::Key_Minus);
  EXPECT_DOUBLE_EQ(scene.x(), 0.4);
  EXPECT_DOUBLE_EQ(activations->drawnUpTo("gelu"), 0.4);
  EXPECT_TRUE(lecture->formula().contains("0.40 × 0.6554 = <b>0.2622</b>"))
      << lecture->formula().toStdString();
  key(Qt::Key_P);  // the sweep: deterministic steps of 0.02 until the end of the range
  EXPECT_TRUE(lecture->sweeping());
  QTRY_VERIFY_WITH_TIMEOUT(scene.x() > 0.5, 2000);
  key(Qt::Key_P);
  EXPECT_FALSE(lecture->sweeping());
  EXPECT_NEAR(std::fmod(scene.x() * 100 + 0.5, 2.0), 0.5, 1e-6);  // on the 0.02 grid from 0.4
  key(Qt::Key_End);
  EXPECT_EQ(lecture->step(), 8);
  EXPECT_EQ(lecture->shownPanels(), QStringList{"derivatives"});
  EXPECT_TRUE(lecture->formula().contains("Φ(x) + x·φ(x)"));
  key(Qt::Key_Right);
  EXPECT_EQ(lecture->step(), 8);  // stays at the end
  key(Qt::Key_PageUp);
  EXPECT_EQ(lecture->step(), 7);
  EXPECT_EQ(scene.curves(), (QStringList{"gelu", "gelu_tanh", "gelu_sigmoid"}));
  key(Qt::Key_Home);
  EXPECT_EQ(lecture->step(), 1);
  key(Qt::Key_P);  // nothing to play in step 1
  EXPECT_FALSE(scene.playing());
  EXPECT_FALSE(lecture->sweeping());
  key(Qt::Key_Left);
  EXPECT_EQ(lecture->step(), 1);
  const double xAtEnd = scene.x();
  key(Qt::Key_Escape);
  EXPECT_EQ(window.lecture(), nullptr);
  EXPECT_EQ(scene.curves(), (QStringList{"gelu", "relu", "elu"}));  // the scene as before
  EXPECT_DOUBLE_EQ(scene.x(), xAtEnd);                              // except where x was left
  EXPECT_EQ(window.history().stack()->count(), 0);  // the lecture made no undo steps
}

TEST(Lecture, F5AndDraggingXStillWork) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
  window.action("lecture")->trigger();
  ASSERT_NE(window.lecture(), nullptr);
  EXPECT_EQ(window.lecture()->step(), 1);
  window.lecture()->setStep(2);
  QApplication::processEvents();
  ui::PlotPanel* cdf = window.lecture()->panel("cdf");
  QCustomPlot* plot = cdf->plot();
  plot->replot();
  const QPoint from(static_cast<int>(plot->xAxis->coordToPixel(scene.x())),
                    plot->axisRect()->center().y());
  const QPoint to(static_cast<int>(plot->xAxis->coordToPixel(-1.0)), from.y());
  QTest::mousePress(plot, Qt::LeftButton, Qt::NoModifier, from);
  QTest::mouseMove(plot, to);
  QTest::mouseRelease(plot, Qt::LeftButton, Qt::NoModifier, to);
  EXPECT_NEAR(scene.x(), -1.0, 0.02);
  QTest::keyClick(window.lecture(), Qt::Key_F5);
  EXPECT_EQ(window.lecture(), nullptr);
}

}  // namespace
