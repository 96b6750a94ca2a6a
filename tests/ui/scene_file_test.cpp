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
  m.propagation = {"value", 0.85, 37, 300, 0.25};
  m.numberFormat = {"e4m3", "fp16", "torch"};
  d.samples = 123456;
  d.view.panels = {"pdf-area", "errors"};
  d.view.precisionLens = true;
  d.view.compareDifference = true;
  d.view.theme = ui::ThemeChoice::Dark;
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
      {"curves", QJsonArray{"arctan"}},   // unknown id
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
      {"neuron.activation", "arctan"},
      {"propagation.gain", "kaiming"},
      {"propagation.gain", -1},
      {"propagation.depth", 0},
      {"propagation.depth", 101},
      {"propagation.width", 2049},
      {"propagation.bias_std", "none"},
      {"propagation.colour", 1},
      {"number_format.dtype", "fp8"},
      {"number_format.compare", 16},
      {"number_format.kernel", "cuda"},
      {"view.panels", QJsonArray{"histogram"}},
      {"view.theme", "sepia"},
      {"view.lecture_step", 100},
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
  EXPECT_EQ(loaded.view.theme, ui::ThemeChoice::Dark);
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

}  // namespace
