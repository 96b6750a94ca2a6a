// The training panel and its run: the run trains exactly what core's Trainer trains (on the
// GUI thread or off it), keeps going through changes its networks do not read, and starts over
// on those they do; the settings live in the Scene (undo, scene files, strict errors); the
// panel shows a pane per activation, its controls write the Scene, and the history exports.
#include <gtest/gtest.h>

#include <qcustomplot.h>

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>
#include <cstring>

#include "core/model/scene_file.hpp"
#include "core/training.hpp"
#include "core/training_cost.hpp"
#include "tests/ui/shared_helpers.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/SceneHistory.hpp"
#include "ui/model/SeedRepeat.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/AxisFit.hpp"
#include "ui/panels/NumberEdit.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotNames.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/SeedRepeatDialog.hpp"
#include "ui/panels/Theme.hpp"

namespace {

namespace tr = gelu::training;

ui::TrainingState small() {
  ui::TrainingState t;
  t.dataset = "xor";
  t.points = 120;
  t.layers = {6, 5};
  t.activations = {"gelu", "relu"};
  t.epochs = 40;
  t.seed = 7;
  return t;
}

/// The same networks trained by core alone, `epochs` epochs: their metrics, epoch by epoch.
std::vector<std::vector<tr::Metrics>> direct(const ui::TrainingState& t, int epochs) {
  tr::DataConfig d;
  d.kind = *tr::parseDataset(t.dataset);
  d.points = t.points;
  d.noise = t.noise;
  d.seed = t.seed;
  const tr::Dataset data = tr::makeDataset(d);
  tr::NetConfig net;
  net.hidden.assign(t.layers.begin(), t.layers.end());
  tr::TrainConfig train;
  train.learningRate = t.learningRate;
  train.batch = t.batch;
  train.seed = t.seed;
  const auto& lib = *gelu::FunctionLibrary::builtIns();
  std::vector<std::vector<tr::Metrics>> out;
  for (const std::string& id : t.activations) {
    const gelu::FunctionInfo& f = *lib.find(id);
    tr::Trainer trainer(data, f, *lib.find(f.derivative), {}, net, train);
    std::vector<tr::Metrics> history{trainer.metrics()};
    for (int e = 0; e < epochs; ++e) {
      trainer.epoch();
      history.push_back(trainer.metrics());
    }
    out.push_back(history);
  }
  return out;
}

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

void expectSame(const ui::TrainingSnapshot& s, const std::vector<std::vector<tr::Metrics>>& want) {
  ASSERT_EQ(s.panes.size(), want.size());
  for (std::size_t k = 0; k < want.size(); ++k) {
    ASSERT_EQ(s.panes[k].history.size(), want[k].size());
    for (std::size_t e = 0; e < want[k].size(); ++e) {
      const tr::Metrics& a = s.panes[k].history[e];
      const tr::Metrics& b = want[k][e];
      EXPECT_EQ(a.epoch, b.epoch);
      EXPECT_TRUE(sameBits(a.trainLoss, b.trainLoss) && sameBits(a.testLoss, b.testLoss) &&
                  sameBits(a.testAccuracy, b.testAccuracy) && a.deadUnits == b.deadUnits)
          << "pane " << k << " epoch " << e;
    }
  }
}

TEST(TrainingRun, TrainsWhatCoreTrainsOnAndOffTheGuiThread) {
  ui::Scene scene;
  scene.setTraining(small());
  ui::TrainingRun& run = scene.trainingRun();
  const auto want = direct(small(), 40);
  run.trainTo(25);
  EXPECT_EQ(run.epoch(), 25);
  expectSame(*run.snapshot(),
             {{want[0].begin(), want[0].begin() + 26}, {want[1].begin(), want[1].begin() + 26}});
  // Off the GUI thread, to the end (where it stops by itself): the same bits.
  run.reset();
  EXPECT_EQ(run.epoch(), 0);
  QSignalSpy stopped(&run, &ui::TrainingRun::playingChanged);
  run.setPlaying(true);
  EXPECT_TRUE(run.playing());
  ASSERT_TRUE(stopped.wait(20000) || !run.playing());
  while (run.playing()) QTest::qWait(20);
  EXPECT_EQ(run.epoch(), 40);
  expectSame(*run.snapshot(), want);
  // Behind the run: from epoch 0 again, to the same place.
  run.trainTo(10);
  expectSame(*run.snapshot(),
             {{want[0].begin(), want[0].begin() + 11}, {want[1].begin(), want[1].begin() + 11}});
  // A heat map per pane, probabilities.
  const auto s = run.snapshot();
  for (const ui::TrainingPane& p : s->panes) {
    ASSERT_EQ(p.field.size(), static_cast<std::size_t>(ui::TrainingSnapshot::kField *
                                                       ui::TrainingSnapshot::kField));
    for (const double v : p.field) EXPECT_TRUE(v >= 0.0 && v <= 1.0);
  }
}

TEST(TrainingRun, ALongRunReportsItsProgressAboutEverySecond) {
  // Pieces of about a second by the cost model (what a handout's or a figure's progress line
  // shows); the same run as in one go.
  ui::TrainingState t = small();
  t.points = 6000;
  t.layers = {48, 48};
  t.activations = {"gelu"};
  const double perEpoch =
      tr::secondsPerEpoch(gelu::model::trainingShape(t, *gelu::FunctionLibrary::builtIns()));
  const int piece = static_cast<int>(std::llround(1.0 / perEpoch));
  ASSERT_GE(piece, 2);
  t.epochs = piece + 2;
  ui::Scene scene;
  scene.setTraining(t);
  std::vector<int> reported;
  scene.trainingRun().trainTo(t.epochs, [&](int e) { reported.push_back(e); });
  EXPECT_EQ(reported, std::vector<int>{piece});
  EXPECT_EQ(scene.trainingRun().epoch(), t.epochs);
  ui::Scene whole;
  whole.setTraining(t);
  whole.trainingRun().trainTo(t.epochs);
  expectSame(*scene.trainingRun().snapshot(), {whole.trainingRun().snapshot()->panes[0].history});
  // A short run reports nothing.
  reported.clear();
  scene.trainingRun().trainTo(1, [&](int e) { reported.push_back(e); });
  EXPECT_TRUE(reported.empty());
  // Asked past the run's end (from epoch 1), it trains and reports no epoch past it (it
  // reported pieces the run never reached).
  scene.trainingRun().trainTo(t.epochs + 3 * piece, [&](int e) { reported.push_back(e); });
  EXPECT_EQ(reported, std::vector<int>{1 + piece});
  EXPECT_EQ(scene.trainingRun().epoch(), t.epochs);
}

TEST(TrainingRun, PausingMidwayAndPlayingOnGivesTheSameRun) {
  ui::Scene scene;
  scene.setTraining(small());
  ui::TrainingRun& run = scene.trainingRun();
  run.playTo(17);
  while (run.playing()) QTest::qWait(10);
  EXPECT_EQ(run.epoch(), 17);
  run.step(3);
  EXPECT_EQ(run.epoch(), 20);
  const auto want = direct(small(), 20);
  expectSame(*run.snapshot(), want);
}

TEST(TrainingRun, PlaysAtItsPaceAndAChangeOfPaceKeepsTheRun) {
  ui::Scene scene;
  ui::TrainingState t = small();
  t.epochs = 1000;
  t.speed = 50;
  scene.setTraining(t);
  ui::TrainingRun& run = scene.trainingRun();
  run.snapshot();  // the networks made before the clock starts
  QElapsedTimer clock;
  clock.start();
  run.setPlaying(true);
  QTest::qWait(300);
  const int epoch = run.epoch();
  const double seconds = clock.nsecsElapsed() * 1e-9;
  EXPECT_LE(epoch, 1 + 50 * seconds);  // never ahead of its pace
  t.speed = 0;                         // the pace alone: the same run goes on
  scene.setTraining(t);
  EXPECT_TRUE(run.playing());
  run.setPlaying(false);
  EXPECT_GE(run.epoch(), epoch);
  const int reached = run.epoch();
  expectSame(*run.snapshot(), direct(t, reached));
}

TEST(TrainingRun, KeepsGoingThroughChangesItsNetworksDoNotRead) {
  ui::Scene scene;
  scene.setTraining(small());
  scene.trainingRun().trainTo(12);
  scene.setAlpha(2.0);  // ELU's α: neither GELU nor ReLU reads it
  scene.setX(1.5);
  EXPECT_EQ(scene.trainingRun().epoch(), 12);
  scene.setSigma(2.0);  // GELU's σ: the GELU network computes something else now
  EXPECT_EQ(scene.trainingRun().epoch(), 0);
  scene.trainingRun().trainTo(5);
  ui::TrainingState t = small();
  t.epochs = 60;  // a longer run: the networks go on
  scene.setTraining(t);
  EXPECT_EQ(scene.trainingRun().epoch(), 5);
  scene.trainingRun().step(100);  // never past the run's end
  EXPECT_EQ(scene.trainingRun().epoch(), 60);
  t.epochs = 30;  // a run that ends before where it is: from the start again
  scene.setTraining(t);
  EXPECT_EQ(scene.trainingRun().epoch(), 0);
  scene.trainingRun().trainTo(5);
  t.noise = 0.2;
  scene.setTraining(t);
  EXPECT_EQ(scene.trainingRun().epoch(), 0);
}

TEST(TrainingRun, HistoryAsCsvHasARowPerEpochAndPane) {
  ui::Scene scene;
  scene.setTraining(small());
  scene.trainingRun().trainTo(9);
  const std::string csv = ui::trainingHistoryCsv(*scene.trainingRun().snapshot());
  const QStringList lines = QString::fromStdString(csv).split('\n', Qt::SkipEmptyParts);
  ASSERT_EQ(lines.size(), 1 + 10 * 2);
  EXPECT_EQ(lines[0],
            "epoch,activation,train_loss,test_loss,train_accuracy,test_accuracy,"
            "dead_units");
  EXPECT_TRUE(lines[1].startsWith("0,gelu,"));
  EXPECT_TRUE(lines[2].startsWith("0,relu,"));
  EXPECT_TRUE(lines[20].startsWith("9,relu,"));
  EXPECT_EQ(lines[20].split(',').size(), 7);
}

TEST(TrainingScene, SettingsAreSanitizedUndoneAndStored) {
  ui::Scene scene;
  ui::SceneHistory history(scene);
  QSignalSpy changed(&scene, &ui::Scene::changed);
  ui::TrainingState t = small();
  scene.setTraining(t);
  ASSERT_EQ(changed.size(), 1);
  EXPECT_EQ(changed[0][0].toInt() & ui::Scene::kTraining, ui::Scene::kTraining);
  // Out of range: refused whole; unknown and repeated activations dropped, at most four.
  ui::TrainingState bad = t;
  bad.layers = {8, 0};
  scene.setTraining(bad);
  EXPECT_EQ(scene.training(), t);
  bad = t;
  bad.activations = {"nope", "silu", "silu", "elu", "tanh", "mish", "gelu"};
  scene.setTraining(bad);
  EXPECT_EQ(scene.training().activations,
            (std::vector<std::string>{"silu", "elu", "tanh", "mish"}));
  // (Changes of one kind in quick succession are one step of undo.)
  history.stack()->undo();
  EXPECT_EQ(scene.training(), ui::TrainingState());
  history.stack()->redo();
  EXPECT_EQ(scene.training().activations,
            (std::vector<std::string>{"silu", "elu", "tanh", "mish"}));

  // A scene file keeps the settings and how far the run has got.
  ui::SceneFileData d;
  d.model.training = t;
  d.model.training.seed = UINT64_MAX;  // beyond 2^53: a string of digits
  d.trainingEpoch = 33;
  QString error;
  const auto back = ui::parseScene(ui::sceneFileText(d), &error);
  ASSERT_TRUE(back) << error.toStdString();
  EXPECT_EQ(back->model.training, d.model.training);
  EXPECT_EQ(back->trainingEpoch, 33);
}

TEST(TrainingScene, FilesAreStrict) {
  const auto read = [](const char* training) {
    QString error;
    const QByteArray json =
        QByteArray(R"({"format": "gelu-explorer-scene", "version": 1, "training": )") + training +
        "}";
    const auto s = ui::parseScene(json, &error);
    return s ? std::string() : error.toStdString();
  };
  EXPECT_EQ(
      read(R"({"dataset": "moons"})"),
      "field 'training.dataset': 'moons' is not one of circle, xor, gaussians, spiral, regression");
  EXPECT_EQ(read(R"({"layers": [8, 65]})"),
            "field 'training.layers[1]': must be a whole number 1..64");
  EXPECT_EQ(read(R"({"layers": []})"),
            "field 'training.layers': must be an array of 1 to 6 unit counts");
  EXPECT_EQ(read(R"({"activations": ["gelu", "relu", "elu", "silu", "tanh"]})"),
            "field 'training.activations': must list 1 to 4 activations");
  EXPECT_EQ(
      read(R"({"activations": ["phi"]})").rfind("field 'training.activations[0]': unknown id", 0),
      0u);
  EXPECT_EQ(read(R"({"epochs": 10, "epoch": 11})"),
            "field 'training.epoch': is past the run's 10 epochs");
  EXPECT_EQ(read(R"({"learning_rate": 0})"),
            "field 'training.learning_rate': 0 is out of range 1e-5..10");
  EXPECT_EQ(read(R"({"epocs": 1})"), "field 'training.epocs': unknown field");
  EXPECT_EQ(read(R"({"optimizer": "rmsprop"})"),
            "field 'training.optimizer': 'rmsprop' is not one of adam, sgd");
  EXPECT_EQ(read(R"({"dataset": "circle", "points": 10, "epoch": 0})"), "");
}

TEST(TrainingPanel, PanesControlsAndPresentation) {
  ui::Scene scene;
  scene.setTraining(small());
  const auto panel = ui::createPanel("training", scene);
  panel->resize(1400, 900);
  panel->show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(panel.get()));
  // Two panes and the losses.
  EXPECT_EQ(panel->plot()->axisRectCount(), 3);
  auto* third = panel->findChild<QComboBox*>("training-activation-3");
  ASSERT_NE(third, nullptr);
  third->setCurrentIndex(third->findData("silu"));
  emit third->activated(third->currentIndex());
  EXPECT_EQ(scene.training().activations, (std::vector<std::string>{"gelu", "relu", "silu"}));
  EXPECT_EQ(panel->plot()->axisRectCount(), 4);
  // The hidden layers: a list out of range goes back to the Scene's.
  auto* more = panel->findChild<QToolButton*>("training-more");
  auto* layers = panel->findChild<QLineEdit*>("training-layers");
  ASSERT_TRUE(more != nullptr && layers != nullptr);
  EXPECT_FALSE(layers->isVisible());
  more->click();
  EXPECT_TRUE(layers->isVisible());
  layers->setText("12,99");
  emit layers->editingFinished();
  EXPECT_EQ(scene.training().layers, (std::vector<int>{6, 5}));
  EXPECT_EQ(layers->text(), "6,5");
  layers->setText("12,4,3");
  emit layers->editingFinished();
  EXPECT_EQ(scene.training().layers, (std::vector<int>{12, 4, 3}));
  // The seed, in the settings: another seed, another run (and the box follows an undo or a file).
  auto* seed = panel->findChild<ui::SeedEdit*>("training-seed");
  ASSERT_NE(seed, nullptr);
  EXPECT_TRUE(seed->isVisible());
  EXPECT_EQ(seed->seed(), scene.training().seed);
  seed->setText("42");
  emit seed->editingFinished();
  EXPECT_EQ(scene.training().seed, 42u);
  ui::TrainingState other = scene.training();
  other.seed = 7;
  scene.setTraining(other);
  EXPECT_EQ(seed->seed(), 7u);
  // Step and play drive the Scene's run; the panel says where it is.
  auto* step = panel->findChild<QToolButton*>("training-step");
  ASSERT_NE(step, nullptr);
  step->click();
  EXPECT_EQ(scene.trainingRun().epoch(), 10);
  QTest::qWait(50);
  EXPECT_TRUE(panel->accessibleSummary().contains("Epoch 10 of 40"))
      << panel->accessibleSummary().toStdString();
  auto* play = panel->findChild<QToolButton*>("training-play");
  play->click();
  EXPECT_TRUE(scene.trainingRun().playing());
  EXPECT_EQ(play->text(), "Pause");
  while (scene.trainingRun().playing()) QTest::qWait(10);
  EXPECT_EQ(play->text(), "Play");
  QTest::qWait(50);
  EXPECT_TRUE(panel->accessibleSummary().contains("Epoch 40 of 40"))
      << panel->accessibleSummary().toStdString();
  // Presentation: no controls.
  panel->setPresentation(true);
  EXPECT_FALSE(play->isVisible());
  EXPECT_FALSE(layers->isVisible());
  panel->setPresentation(false);
  EXPECT_TRUE(play->isVisible());
  EXPECT_TRUE(layers->isVisible());
}

// Regression (issue 51, item 1): the window trained any network for any epochs (six layers of 64
// for 100,000 epochs: days). The change is not taken, and the panel says what fits.
TEST(TrainingPanel, ARunOverTheHourIsRefusedInPlace) {
  ui::Scene scene;
  ui::TrainingState t = small();
  t.points = 10000;
  t.batch = 1;
  t.epochs = 5000;
  scene.setTraining(t);
  const auto panel = ui::createPanel("training", scene);
  panel->resize(1400, 900);
  panel->show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(panel.get()));
  panel->findChild<QToolButton*>("training-more")->click();
  auto* layers = panel->findChild<QLineEdit*>("training-layers");
  auto* refused = panel->findChild<QLabel*>("training-refused");
  ASSERT_TRUE(layers != nullptr && refused != nullptr);
  EXPECT_FALSE(refused->isVisible());
  const std::vector<int> before = scene.training().layers;
  layers->setText("64,64,64,64,64,64");
  emit layers->editingFinished();
  EXPECT_EQ(scene.training().layers, before);
  EXPECT_TRUE(refused->isVisible());
  EXPECT_TRUE(refused->text().contains("would take more than an hour: at most"))
      << refused->text().toStdString();
  // A network that fits is taken, and the message goes.
  layers->setText("8,8");
  emit layers->editingFinished();
  EXPECT_EQ(scene.training().layers, (std::vector<int>{8, 8}));
  EXPECT_FALSE(refused->isVisible());
}

/// Where the losses' epoch axis (the one labelled "epoch", from 0) ends.
double epochAxisEnd(QCustomPlot& plot) {
  for (QCPAxisRect* r : plot.axisRects()) {
    const QCPAxis* x = r->axis(QCPAxis::atBottom);
    if (x->label() != "epoch") continue;
    EXPECT_EQ(x->range().lower, 0.0);
    return x->range().upper;
  }
  ADD_FAILURE() << "no epoch axis";
  return 0.0;
}

TEST(TrainingPanel, TheEpochAxisGrowsWithTheRunAndHoldsStillInAnAnimation) {
  ui::Scene scene;
  ui::TrainingState t = small();
  t.epochs = 2000;
  scene.setTraining(t);
  const auto panel = ui::createPanel("training", scene);
  panel->resize(1200, 800);
  // A lecture step's opening epochs fill most of the width, not its first pixels.
  scene.trainingRun().trainTo(20);
  panel->refresh();
  EXPECT_EQ(epochAxisEnd(*panel->plot()), 25);
  // One epoch on, the next step of the axis (a fifth of the plot ahead of the run again).
  scene.trainingRun().trainTo(21);
  panel->refresh();
  EXPECT_EQ(epochAxisEnd(*panel->plot()), 50);
  // An animation's axes hold still over its whole run.
  ui::FrameSettings frame;
  frame.lossSpan = std::pair(0.01, 1.0);
  panel->setFrame(frame);
  panel->refresh();
  EXPECT_EQ(epochAxisEnd(*panel->plot()), 2000);
  panel->setFrame({});
  scene.trainingRun().trainTo(1700);
  panel->refresh();
  EXPECT_EQ(epochAxisEnd(*panel->plot()), 2000);
  // Never past the target (the next step, 500, would be), nor short of a run trained past it.
  t.epochs = 300;
  scene.setTraining(t);
  scene.trainingRun().trainTo(250);
  panel->refresh();
  EXPECT_EQ(epochAxisEnd(*panel->plot()), 300);
  t.epochs = 5;  // (under the axis' least end, 10)
  scene.setTraining(t);
  scene.trainingRun().trainTo(3);
  panel->refresh();
  EXPECT_EQ(epochAxisEnd(*panel->plot()), 5);
}

TEST(TrainingPanel, TheDashedTestLossesShowTheirDashes) {
  // Through 2000 epochs' noise a dash pattern tiled the test loss's zig-zag: "(dashed: test)"
  // named lines that were drawn solid. They are dashed at most ~100 epochs, the last included.
  ui::Scene scene;
  ui::TrainingState t = small();
  t.epochs = 2000;
  scene.setTraining(t);
  const auto panel = ui::createPanel("training", scene);
  panel->resize(1280, 720);
  scene.trainingRun().trainTo(2000);
  panel->refresh();
  int dashed = 0;
  int solid = 0;
  for (int i = 0; i < panel->plot()->graphCount(); ++i) {
    QCPGraph* g = panel->plot()->graph(i);
    if (g->keyAxis()->label() != "epoch") continue;
    ASSERT_FALSE(g->data()->isEmpty());
    EXPECT_EQ((g->data()->constEnd() - 1)->key, 2000.0);
    if (g->pen().style() == Qt::DashLine) {
      ++dashed;
      EXPECT_LE(g->data()->size(), 101);
      EXPECT_FALSE(g->adaptiveSampling());
    } else {
      ++solid;
      EXPECT_EQ(g->data()->size(), 2001);  // the training loss at every epoch
    }
  }
  EXPECT_EQ(dashed, 2);
  EXPECT_EQ(solid, 2);
}

TEST(TrainingPanel, EachMapSaysItsPercentageIsTheAccuracy) {
  // A newcomer read "GELU: 40.0 %" over a map as anything but the share of test points right.
  ui::Scene scene;
  scene.setTraining(small());
  scene.trainingRun().trainTo(5);
  const auto panel = ui::createPanel("training", scene);
  panel->resize(1200, 800);
  panel->refresh();
  QStringList names;
  for (int i = 0; i < panel->plot()->itemCount(); ++i) {
    if (auto* text = qobject_cast<QCPItemText*>(panel->plot()->item(i))) {
      if (text->text().contains('%')) names << text->text().simplified();
    }
  }
  ASSERT_EQ(names.size(), 2) << names.join(" | ").toStdString();
  for (const QString& name : names) {
    EXPECT_TRUE(QRegularExpression("^(GELU|ReLU)\\S*: \\d+\\.\\d % test accuracy \\d+ dead units$")
                    .match(name)
                    .hasMatch())
        << name.toStdString();
  }
}

TEST(TrainingPanel, MapsBesideTheLossesAreSquare) {
  // The lecture's step 10 at 1920×1080 drew its maps 390 × 680 px beside the losses: the
  // spirals as ellipses. A map of the (x₁, x₂) plane has one scale on both axes.
  ui::Scene scene;
  scene.setTraining(small());
  scene.trainingRun().trainTo(5);
  const auto mapRects = [&](QSize size) {
    const auto panel = ui::createPanel("training", scene);
    panel->resize(size);
    panel->show();
    EXPECT_TRUE(QTest::qWaitForWindowExposed(panel.get()));
    panel->refresh();
    panel->plot()->replot();
    return trainingPlots(*panel->plot()).mapRects();
  };
  for (const QSize size : {QSize(1800, 700), QSize(1200, 520), QSize(1400, 900)}) {
    const QList<QRect> maps = mapRects(size);
    ASSERT_EQ(maps.size(), 2) << size.width() << "×" << size.height();
    for (const QRect& m : maps) {
      EXPECT_NEAR(m.width(), m.height(), 0.03 * m.height() + 3)
          << size.width() << "×" << size.height() << ": " << m.width() << " × " << m.height();
    }
  }
  // Drawn at one size and then at another, as drawn at the second alone.
  const auto panel = ui::createPanel("training", scene);
  panel->resize(1800, 700);
  panel->show();
  EXPECT_TRUE(QTest::qWaitForWindowExposed(panel.get()));
  panel->refresh();
  panel->plot()->replot();
  panel->resize(1400, 900);
  QApplication::processEvents();
  panel->refresh();
  panel->plot()->replot();
  EXPECT_EQ(trainingPlots(*panel->plot()).mapRects(), mapRects(QSize(1400, 900)));
}

/// A presented training panel of three activations (GELU, ReLU, SiLU) five epochs in, at
/// `size` and the type `fontScale`, laid out and drawn.
std::unique_ptr<ui::PlotPanel> threeMaps(ui::Scene& scene, QSize size, double fontScale) {
  ui::TrainingState t = small();
  t.activations = {"gelu", "relu", "silu"};
  scene.setTraining(t);
  scene.trainingRun().trainTo(5);
  auto panel = ui::createPanel("training", scene);
  ui::Theme theme = ui::Theme::light();
  theme.fontScale = fontScale;
  panel->setTheme(theme);
  panel->setPresentation(true);  // as in the lecture and the handout: no controls
  panel->resize(size);
  panel->show();
  EXPECT_TRUE(QTest::qWaitForWindowExposed(panel.get()));
  panel->refresh();
  panel->plot()->replot();
  return panel;
}

TEST(TrainingPanel, ThreeMapsOnASmallSlideAreLargeAndSquare) {
  // The activations deck's step 5 at 1280×720 (the lecture's type): three maps beside the
  // losses were 80 px wide (then ~100 px) under names of a word a line, each with its own y
  // axis' numbers and name. The arrangement is chosen by the maps' size it gives, names and
  // axes measured; the maps share one scale, so the first alone has the y axis' labels.
  ui::Scene scene;
  const auto panel = threeMaps(scene, QSize(1200, 520), 2.0);
  const QList<QCPAxisRect*> maps = trainingPlots(*panel->plot()).maps;
  ASSERT_EQ(maps.size(), 3);
  for (int k = 0; k < maps.size(); ++k) {
    const QRect m = maps[k]->rect();
    EXPECT_GE(m.width(), 140) << m.width() << " × " << m.height();
    EXPECT_NEAR(m.width(), m.height(), 0.03 * m.height() + 3) << m.width() << " × " << m.height();
    EXPECT_EQ(maps[k]->axis(QCPAxis::atLeft)->tickLabels(), k == 0);
    EXPECT_EQ(maps[k]->axis(QCPAxis::atLeft)->label().isEmpty(), k > 0);
  }
  // Each map's name whole above it, inside the panel (the fits only add to a margin; one
  // version of this layout left the names 0 px of room, drawn off the panel).
  int names = 0;
  for (int i = 0; i < panel->plot()->itemCount(); ++i) {
    const auto* text = qobject_cast<QCPItemText*>(panel->plot()->item(i));
    if (text == nullptr || !text->text().contains("dead")) continue;
    ++names;
    const double bottom = text->position->pixelPosition().y();
    const double top = bottom - ui::PlotNames::textHeight(text->text(), text->font());
    EXPECT_GE(top, 0.0) << text->text().toStdString();
    EXPECT_LE(bottom, maps[0]->rect().top() + 1) << text->text().toStdString();
  }
  EXPECT_EQ(names, 3);
  // A lecture's row asks for legends beside short plots: this one's column would narrow the
  // maps (~155 px beside a 190 px legend column on that slide), so it stays under the losses.
  const QRect before = maps[0]->rect();
  EXPECT_FALSE(panel->setLegendBeside(true));
  panel->plot()->replot();
  EXPECT_FALSE(ui::legendIsBeside(*panel->plot()));
  EXPECT_EQ(maps[0]->rect(), before);
}

// Beside the maps, the losses' plot ran 100 px below them (the activations deck's step 5 and
// the training view at 1280×720), their legend ~90 px under it at the panel's foot: the losses
// share the maps' top and bottom, their legend right under them, what the square maps leave
// under the whole figure.
TEST(TrainingPanel, TheLossesBesideTheMapsShareTheirTopAndBottom) {
  ui::Scene scene;
  const auto check = [](ui::PlotPanel& panel, const char* what) {
    const auto [maps, losses] = trainingPlots(*panel.plot());
    ASSERT_FALSE(maps.isEmpty()) << what;
    ASSERT_NE(losses, nullptr) << what;
    ASSERT_GT(losses->rect().left(), maps.back()->rect().right()) << what << ": not beside";
    for (const QCPAxisRect* m : maps) {
      // (tops apart only where the losses' name takes more lines than the maps')
      EXPECT_GE(losses->rect().top(), m->rect().top() - 3) << what;
      EXPECT_NEAR(losses->rect().bottom(), m->rect().bottom(), 3) << what;
    }
    // A legend in a row of its own under the losses (not inside their plot) stands right under
    // them, and the band the square maps leave is under it, under the whole figure.
    const QCPLegend* legend = panel.plot()->legend;
    ASSERT_TRUE(legend != nullptr && legend->visible()) << what;
    if (qobject_cast<QCPLayoutInset*>(legend->layout()) != nullptr) return;
    EXPECT_GE(legend->outerRect().top(), losses->outerRect().bottom()) << what;
    EXPECT_LE(legend->outerRect().top() - losses->outerRect().bottom(), 16) << what;
    EXPECT_GT(panel.plot()->viewport().bottom() - legend->outerRect().bottom(), 20) << what;
  };
  check(*threeMaps(scene, QSize(1200, 520), 2.0), "three maps, a slide's type");
  scene.setTraining(small());
  scene.trainingRun().trainTo(5);
  const auto window = ui::createPanel("training", scene);
  window->resize(1270, 660);
  window->show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
  window->refresh();
  window->plot()->replot();
  check(*window, "two maps, the window's type");
  {
    const auto [maps, losses] = trainingPlots(*window->plot());
    EXPECT_NEAR(losses->rect().top(), maps[0]->rect().top(), 3);
    EXPECT_EQ(qobject_cast<QCPLayoutInset*>(window->plot()->legend->layout()), nullptr);
  }
  // Drawn taller first, then at this size: as drawn at this size alone.
  QList<QRect> alone;
  for (QCPAxisRect* r : window->plot()->axisRects()) alone << r->rect();
  const auto after = ui::createPanel("training", scene);
  after->resize(1270, 900);
  after->show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(after.get()));
  after->refresh();
  after->plot()->replot();
  after->resize(1270, 660);
  QApplication::processEvents();
  after->refresh();
  after->plot()->replot();
  QList<QRect> now;
  for (QCPAxisRect* r : after->plot()->axisRects()) now << r->rect();
  EXPECT_EQ(now, alone);
}

TEST(TrainingPanel, SmallMapsOverTheLossesLeaveThemTheHeight) {
  // A handout's page: three maps across are as small as the width makes them, and the losses
  // under them take the rest (the maps' row kept 40% of the height and left a band of ~17 mm
  // blank above the loss plot).
  ui::Scene scene;
  const auto panel = threeMaps(scene, QSize(700, 1000), 1.0);
  QList<QCPAxisRect*> maps;
  QCPAxisRect* loss = nullptr;
  for (QCPAxisRect* r : panel->plot()->axisRects()) {
    if (r->axis(QCPAxis::atBottom)->label() == "$x_1$") maps << r;
    if (r->axis(QCPAxis::atBottom)->label() == "epoch") loss = r;
  }
  ASSERT_EQ(maps.size(), 3);
  ASSERT_NE(loss, nullptr);
  const QRect map = maps[0]->rect();
  ASSERT_GT(loss->rect().top(), map.bottom()) << "the losses are under the maps";
  EXPECT_NEAR(map.width(), map.height(), 0.03 * map.height() + 3);
  // Between a map's plane and the loss plot: the map's x axis and the losses' name, no band.
  const int between = loss->rect().top() - map.bottom();
  const int axis = maps[0]->outerRect().bottom() - map.bottom();
  EXPECT_LE(between, 2 * axis + 10) << "the x axis takes " << axis << " px";
  EXPECT_GT(loss->rect().height(), 1.5 * map.height());
}

TEST(TrainingPanel, RegressionShowsTheFittedCurve) {
  ui::Scene scene;
  ui::TrainingState t = small();
  t.dataset = "regression";
  t.activations = {"gelu"};
  scene.setTraining(t);
  scene.trainingRun().trainTo(30);
  const auto panel = ui::createPanel("training", scene);
  panel->resize(1200, 800);
  panel->refresh();
  EXPECT_EQ(panel->plot()->axisRectCount(), 2);
  EXPECT_TRUE(panel->accessibleSummary().contains("test loss"))
      << panel->accessibleSummary().toStdString();
  const auto s = scene.trainingRun().snapshot();
  ASSERT_EQ(s->panes.size(), 1u);
  EXPECT_EQ(s->panes[0].field.size(), static_cast<std::size_t>(ui::TrainingSnapshot::kField));
}

// The maps of one panel tick alike whatever their widths' rounding: the third of three, a pixel
// narrower, showed −1 0 1 beside −1 −0.5 0 0.5 1 (alike axes take the fewest ticks any needs).
TEST(TrainingPanel, ItsMapsTickAlike) {
  ui::Scene scene;
  ui::TrainingState t = scene.training();
  t.activations = {"gelu", "relu", "silu"};
  scene.setTraining(t);
  auto panel = ui::createPanel("training", scene);
  for (const QSize size : {QSize(980, 600), QSize(1003, 641), QSize(1250, 700), QSize(1590, 950)}) {
    SCOPED_TRACE(std::to_string(size.width()) + "x" + std::to_string(size.height()));
    panel->resize(size);
    panel->show();
    panel->refresh();
    QCoreApplication::processEvents();
    panel->plot()->replot();
    QList<QVector<double>> ticks;
    for (QCPAxisRect* r : panel->plot()->axisRects()) {
      QCPAxis* x = r->axis(QCPAxis::atBottom);
      if (x->range().lower < 0 && x->range().upper < 2 && x->tickLabels()) ticks << x->tickVector();
    }
    ASSERT_EQ(ticks.size(), 3);
    EXPECT_EQ(ticks[1], ticks[0]);
    EXPECT_EQ(ticks[2], ticks[0]);
  }
}

}  // namespace

TEST(TrainingPanel, TwoMapsBesideTheLossesFillTheirHeight) {
  // The lecture's step 10 at 1920×1080: two maps held to 65% of the row beside the losses were
  // as large as that width let them be, a blank band under them. They take up to 75% where the
  // losses keep their name on two lines at most (held to one line, the maps were ~520 px, the
  // band under them ~180 px).
  ui::Scene scene;
  ui::TrainingState lecture = small();
  lecture.epochs = 2000;  // (the lecture's: "Loss, epoch 5 of 2000 (dashed: test)")
  scene.setTraining(lecture);
  scene.trainingRun().trainTo(5);
  auto panel = ui::createPanel("training", scene);
  ui::Theme theme = ui::Theme::light();
  theme.fontScale = 1.5;
  panel->setTheme(theme);
  panel->setPresentation(true);
  panel->resize(1850, 880);
  panel->show();
  EXPECT_TRUE(QTest::qWaitForWindowExposed(panel.get()));
  panel->refresh();
  panel->plot()->replot();
  const TrainingPlots plots = trainingPlots(*panel->plot());
  const QList<QRect> maps = plots.mapRects();
  const QRect losses = plots.losses != nullptr ? plots.losses->rect() : QRect();
  ASSERT_EQ(maps.size(), 2);
  for (const QRect& m : maps) {
    // (581 px beside 710 with the name held to one line)
    EXPECT_GE(m.height(), 0.85 * losses.height()) << m.height() << " beside " << losses.height();
    EXPECT_NEAR(m.width(), m.height(), 0.03 * m.height() + 3);
  }
  EXPECT_LT(maps[1].right(), losses.left());
  int names = 0;
  for (int i = 0; i < panel->plot()->itemCount(); ++i) {
    const auto* text = qobject_cast<QCPItemText*>(panel->plot()->item(i));
    if (text == nullptr || !text->text().startsWith("Loss")) continue;
    ++names;
    EXPECT_LE(text->text().count('\n'), 1) << text->text().toStdString();
  }
  EXPECT_EQ(names, 1);
  // As the run plays its maps stay put, whatever digits its epoch takes (the room kept for the
  // losses' name is its widest, at the run's last epoch).
  ui::TrainingState longer = small();
  longer.epochs = 400;
  scene.setTraining(longer);
  const auto mapsAt = [&](int epoch) {
    scene.trainingRun().trainTo(epoch);
    panel->refresh();
    panel->plot()->replot();
    return trainingPlots(*panel->plot()).mapRects();
  };
  const QList<QRect> early = mapsAt(5);
  EXPECT_EQ(mapsAt(150), early);
}

TEST(TrainingPanel, TwoMapsInAWideViewLeaveNoBandUnderThem) {
  // The training view in the window at 1920×1080 (its panel ~1580 × 950) drew two maps beside
  // the losses, as large as three quarters of the width let them be, over a blank band of
  // ~280 px. Over the losses, whose plot keeps a fifth of the height, the maps are about as
  // large and the band is the losses'.
  ui::Scene scene;
  scene.setTraining(small());
  scene.trainingRun().trainTo(5);
  for (const QSize size : {QSize(1580, 950), QSize(1920, 1080)}) {
    const auto panel = ui::createPanel("training", scene);
    panel->resize(size);
    panel->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(panel.get()));
    panel->refresh();
    panel->plot()->replot();
    const auto [maps, losses] = trainingPlots(*panel->plot());
    ASSERT_EQ(maps.size(), 2);
    ASSERT_NE(losses, nullptr);
    const QRect plot = panel->plot()->viewport();
    const QCPLegend* legend = panel->plot()->legend;
    const int legendRoom =
        legend != nullptr && legend->visible() ? legend->outerRect().height() + 10 : 0;
    for (const QCPAxisRect* m : maps) {
      const QRect map = m->rect();
      EXPECT_NEAR(map.width(), map.height(), 0.03 * map.height() + 3);
      EXPECT_GE(map.height(), 0.5 * plot.height()) << size.width() << "×" << size.height();
      // Under the map's x axis: the losses, or the panel's end (less the legend), near by.
      const int next = losses->outerRect().top() > map.bottom() ? losses->outerRect().top()
                                                                : plot.bottom() - legendRoom;
      EXPECT_LE(next - m->outerRect().bottom(), 0.06 * plot.height())
          << size.width() << "×" << size.height() << ": the map ends at " << map.bottom();
    }
    // The losses' plot keeps its fifth of the height.
    EXPECT_GE(losses->rect().height(), 0.15 * plot.height());
  }
  // Drawn beside the losses first (a narrow, short panel), then wide: as drawn wide alone.
  const auto rects = [](ui::PlotPanel& panel) {
    QList<QRect> out;
    for (QCPAxisRect* r : panel.plot()->axisRects()) out << r->rect();
    return out;
  };
  const auto draw = [](ui::PlotPanel& panel, QSize size) {
    panel.resize(size);
    QApplication::processEvents();
    panel.refresh();
    panel.plot()->replot();
  };
  const auto alone = ui::createPanel("training", scene);
  alone->show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(alone.get()));
  draw(*alone, QSize(1580, 950));
  const auto after = ui::createPanel("training", scene);
  after->show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(after.get()));
  draw(*after, QSize(1200, 520));
  draw(*after, QSize(1580, 950));
  EXPECT_EQ(rects(*after), rects(*alone));
}

// The activation boxes are filled again only when the functions they list change: a typed
// formula joins them (and leaves them), while a change of the curves shown keeps the boxes and
// their choices as they are.
TEST(TrainingPanel, ItsActivationBoxesFollowTheTypedFormulas) {
  ui::Scene scene;
  QWidget dock;  // holds the panel's controls, as the window's dock does, and dies after it
  const auto panel = ui::createPanel("training", scene);
  auto* first = panel->findChild<QComboBox*>("training-activation-1");
  auto* third = panel->findChild<QComboBox*>("training-activation-3");
  ASSERT_NE(first, nullptr);
  ASSERT_NE(third, nullptr);
  const int listed = first->count();
  ASSERT_TRUE(scene.defineFormula(bent()));
  EXPECT_EQ(first->count(), listed + 1);
  EXPECT_GE(first->findData(QStringLiteral("bent")), 0);
  EXPECT_GE(third->findData(QStringLiteral("bent")), 0);
  // A longer name joins, and the lists' popups widen to show it whole (in the Controls dock's
  // narrow column each box is narrower than its entries: the popups were sized once, there).
  QWidget* controls = panel->takeControls();
  ASSERT_NE(controls, nullptr);
  controls->setParent(&dock);
  ASSERT_TRUE(scene.defineFormula(
      {"a_rather_long_formula_name", "x * Phi(1.3 * x) + 0.01 * x^2", "", "auto"}));
  const int longest = first->view()->fontMetrics().horizontalAdvance(
      first->itemText(first->findData(QStringLiteral("a_rather_long_formula_name"))));
  EXPECT_GE(first->view()->minimumWidth(), longest);
  EXPECT_GE(third->view()->minimumWidth(), longest);
  scene.setFormulas({bent()});
  const QString chosen = first->currentData().toString();
  scene.setCurveShown("silu", true);  // the curves shown: nothing to list again
  EXPECT_EQ(first->count(), listed + 1);
  EXPECT_EQ(first->currentData().toString(), chosen);
  scene.setFormulas({});
  EXPECT_EQ(first->count(), listed);
  EXPECT_LT(first->findData(QStringLiteral("bent")), 0);
}

namespace {

TEST(TrainingPanel, RepeatOverSeedsShowsEachSeedsRunWithItsSpread) {
  ui::Scene scene;
  ui::TrainingState t = small();
  t.epochs = 12;
  scene.setTraining(t);
  const auto panel = ui::createPanel("training", scene);
  panel->resize(1000, 700);
  panel->show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(panel.get()));
  panel->findChild<QToolButton*>("training-repeat")->click();
  auto* dialog = panel->findChild<ui::SeedRepeatDialog*>("seed-repeat");
  ASSERT_NE(dialog, nullptr);
  EXPECT_TRUE(dialog->isVisible());
  EXPECT_TRUE(dialog->findChild<QLabel*>("seed-repeat-settings")->text().contains("seeds 7 to 14"));
  auto* count = dialog->findChild<QSpinBox*>("seed-repeat-count");
  count->setValue(3);
  EXPECT_TRUE(dialog->findChild<QLabel*>("seed-repeat-settings")->text().contains("seeds 7 to 9"));
  dialog->findChild<QPushButton*>("seed-repeat-run")->click();
  const ui::SeedRepeat& repeat = dialog->repeat();
  ASSERT_SOON(!repeat.running() && repeat.finished() == 3, 20000);

  // Each seed's run is the run the panel would train from that seed, bit for bit, whichever
  // worker trained it.
  const auto runs = repeat.runs();
  ASSERT_EQ(runs.size(), 3u);
  std::vector<double> differences;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    ui::TrainingState seeded = t;
    seeded.seed = t.seed + i;
    const auto want = direct(seeded, t.epochs);
    EXPECT_EQ(runs[i].seed, seeded.seed);
    ASSERT_EQ(runs[i].last.size(), 2u);
    for (std::size_t k = 0; k < 2; ++k) {
      EXPECT_TRUE(sameBits(runs[i].last[k].testLoss, want[k].back().testLoss));
      EXPECT_TRUE(sameBits(runs[i].last[k].testAccuracy, want[k].back().testAccuracy));
    }
    differences.push_back(want[1].back().testAccuracy - want[0].back().testAccuracy);
  }
  // The table: a row per activation, mean ± sd with the same decimals, the paired difference.
  auto* table = dialog->findChild<QTableWidget*>("seed-repeat-table");
  ASSERT_EQ(table->rowCount(), 2);
  EXPECT_EQ(table->item(0, 0)->text(), "GELU");
  const QString mean = table->item(0, 1)->text();
  const QRegularExpression pm(QStringLiteral("^(\\d+)\\.(\\d+) ± (\\d+)\\.(\\d+)$"));
  const auto m = pm.match(mean);
  ASSERT_TRUE(m.hasMatch()) << mean.toStdString();
  EXPECT_EQ(m.captured(2).size(), m.captured(4).size());
  const double d = (differences[0] + differences[1] + differences[2]) / 3 * 100;
  const QString diff = table->item(1, 3)->text();
  EXPECT_NEAR(diff.section(' ', 0, 0).replace(QChar(0x2212), '-').toDouble(), d, 0.5)
      << diff.toStdString();
  EXPECT_EQ(table->item(0, 3)->text(), "—");
  // The plot: three dots and a mean with its bar per activation.
  auto* plot = dialog->findChild<QCustomPlot*>("seed-repeat-plot");
  int dots = 0;
  for (int g = 0; g < plot->graphCount(); ++g) {
    if (plot->graph(g)->dataCount() == 3) ++dots;
  }
  EXPECT_EQ(dots, 2);
  EXPECT_EQ(plot->plottableCount() - plot->graphCount(), 2);  // the error bars
  EXPECT_TRUE(dialog->findChild<QPushButton*>("seed-repeat-save")->isEnabled());

  // The verdict: the difference's 95% interval against 0.
  const QString said = table->item(1, 4)->text();
  EXPECT_TRUE(said == "no difference shown" || said.endsWith(" ahead")) << said.toStdString();
  // Results for other settings say so — not for another pace, but for another σ (GELU reads it).
  auto* stale = dialog->findChild<QLabel*>("seed-repeat-stale");
  EXPECT_FALSE(stale->isVisible());
  ui::TrainingState faster = t;
  faster.speed = 1000;
  scene.setTraining(faster);
  EXPECT_FALSE(stale->isVisible());
  scene.setSigma(1.5);
  EXPECT_TRUE(stale->isVisible());
  scene.setSigma(1.0);
  EXPECT_FALSE(stale->isVisible());
  ui::TrainingState other = t;
  other.seed = 99;
  scene.setTraining(other);
  EXPECT_TRUE(stale->isVisible());
  EXPECT_TRUE(
      dialog->findChild<QLabel*>("seed-repeat-settings")->text().contains("seeds 99 to 101"));

  // Stop ends a long repeat at once, keeping what finished.
  other.epochs = 20000;
  other.points = 2000;
  scene.setTraining(other);
  count->setValue(20);
  auto* run = dialog->findChild<QPushButton*>("seed-repeat-run");
  auto* stop = dialog->findChild<QPushButton*>("seed-repeat-stop");
  run->click();
  EXPECT_TRUE(repeat.running());
  EXPECT_FALSE(count->isEnabled());
  EXPECT_FALSE(run->isEnabled());  // (a click meant for Stop cannot start it again)
  EXPECT_TRUE(stop->isEnabled());
  QElapsedTimer timer;
  timer.start();
  stop->click();
  EXPECT_LT(timer.elapsed(), 5000);
  EXPECT_FALSE(repeat.running());
  const int kept = repeat.finished();
  QTest::qWait(300);
  EXPECT_EQ(repeat.finished(), kept);  // nothing trains on
  EXPECT_TRUE(dialog->findChild<QLabel*>("seed-repeat-note")->text().startsWith("Stopped after"));
  EXPECT_TRUE(count->isEnabled());
  EXPECT_TRUE(run->isEnabled());
  EXPECT_FALSE(stop->isEnabled());
  // Esc closes the dialog and stops the repeat with it.
  run->click();
  ASSERT_TRUE(repeat.running());
  QTest::keyClick(dialog, Qt::Key_Escape);
  EXPECT_FALSE(dialog->isVisible());
  EXPECT_FALSE(repeat.running());
  // A repeat over the hour is refused with what fits.
  other.points = 10000;
  other.batch = 1;
  other.epochs = 40;
  other.layers = {64, 64, 64};
  scene.setTraining(other);
  count->setValue(100);
  dialog->show();
  EXPECT_FALSE(dialog->findChild<QPushButton*>("seed-repeat-run")->isEnabled());
  EXPECT_TRUE(dialog->findChild<QLabel*>("seed-repeat-cost")->text().contains("more than an hour"));
}

}  // namespace
