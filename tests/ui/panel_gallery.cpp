// Not a test: renders every panel in the states a reviewer should look at, offscreen, to PNGs.
//   build/release/tests/ui/panel_gallery OUTDIR
// With "lecture" after OUTDIR: the built-in lecture's steps, full screen, as during a lecture (a
// few coins in step 4, many draws in step 5, halfway through the sweep in step 6). For 1920×1080:
//   xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb panel_gallery OUTDIR lecture
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QThread>

#include "ui/export/ExportDialog.hpp"
#include "ui/lecture/LectureView.hpp"
#include "ui/model/Scene.hpp"
#include "ui/panels/ComparePanel.hpp"
#include "ui/panels/ErrorsPanel.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/window/MainWindow.hpp"

int main(int argc, char** argv) {
  if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  const QDir out(argc > 1 ? argv[1] : ".");
  ui::Scene scene;
  ui::MainWindow window(scene);
  if (argc > 2 && QString(argv[2]) == "lecture") {
    window.show();
    window.enterLecture(1);
    ui::LectureView* lecture = window.lecture();
    const int steps = static_cast<int>(ui::shownSteps(ui::builtInDeck()).size());
    for (int step = 1; step <= steps; ++step) {
      lecture->setStep(step);
      if (step == 4) {
        for (int i = 0; i < 9; ++i) scene.stepSimulation();  // nine coins, one by one
      } else if (step == 5) {
        scene.simulateTo(200000);
      } else if (step == 6) {
        for (double x = -4; x <= 1.2; x += 0.02) scene.setX(x);
      }
      QApplication::processEvents();
      QThread::msleep(300);
      QApplication::processEvents();
      lecture->grab().save(out.filePath(QString("lecture-step%1.png").arg(step)));
    }
    return 0;
  }
  window.resize(1600, 900);
  window.show();
  QApplication::processEvents();
  ui::ExportOptions sheet;  // the visible panels as laid out in the window
  window.exportSheet(out.filePath("window-sheet.png"), sheet, 0);
  for (auto mode : {ui::ExportDialog::Mode::Panel, ui::ExportDialog::Mode::Sheet}) {
    ui::ExportDialog dialog(mode, window.panels(), window.panel("cdf"), &window);
    dialog.show();
    QApplication::processEvents();
    dialog.grab().save(out.filePath(mode == ui::ExportDialog::Mode::Panel
                                        ? "export-panel-dialog.png"
                                        : "export-sheet-dialog.png"));
  }
  {  // what a user sees on a bad scene file, and on an impossible export
    QTemporaryDir tmp;
    QFile bad(tmp.filePath("bad.gelu.json"));
    if (bad.open(QIODevice::WriteOnly)) {
      bad.write(R"({"format": "gelu-explorer-scene", "version": 1, "sigma": -2})");
      bad.close();
    }
    window.openScene(bad.fileName());
    QApplication::processEvents();
    if (auto* box = window.findChild<QMessageBox*>()) {
      box->grab().save(out.filePath("scene-error.png"));
      box->close();
    }
    ui::ExportDialog dialog(ui::ExportDialog::Mode::Sheet, window.panels(), nullptr, &window);
    dialog.setPath(tmp.filePath("sheet.jpg"));
    dialog.findChildren<QComboBox*>().last()->setCurrentIndex(2);  // transparent: not for JPEG
    dialog.setExporter([&](const ui::ExportDialog& d) {
      return window.exportSheet(d.path(), d.options(), d.columns());
    });
    dialog.show();
    dialog.accept();
    QApplication::processEvents();
    dialog.grab().save(out.filePath("export-error-dialog.png"));
    if (auto* box = dialog.findChild<QMessageBox*>())
      box->grab().save(out.filePath("export-error.png"));
  }
  window.hide();
  auto shoot = [&](const QString& id, const QString& name) {
    ui::PlotPanel* p = window.panel(id);
    if (p->parent() != nullptr) p->setParent(nullptr);  // out of its dock, so resize sticks
    p->resize(900, 560);
    QApplication::processEvents();
    p->grab().save(out.filePath(name + ".png"));
  };
  scene.setCurveShown("gelu_tanh", true);
  scene.setCurveShown("gelu_sigmoid", true);
  for (int i = 0; i < 45; ++i) scene.stepSimulation();
  for (double x :
       {-1.0, 0.3, 1.2, 0.5}) {  // x moves repaint only the x layers: check no stale marks
    scene.setX(x);
    QApplication::processEvents();
  }
  for (int i = 0; i < 45; ++i) scene.stepSimulation();
  for (const char* id : {"pdf-area", "cdf", "monte-carlo", "activations", "derivatives", "errors",
                         "compare", "neuron"}) {
    shoot(id, id);
  }
  shoot("dtype", "dtype");
  ui::NumberFormatState pytorch;  // bf16 beside float32, as a long tensor gets them (issue 50)
  pytorch.compare = "fp32";
  pytorch.kernel = "torch";
  scene.setNumberFormat(pytorch);
  shoot("dtype", "dtype-pytorch");
  qobject_cast<ui::ErrorsPanel*>(window.panel("errors"))->setPrecisionLens(true);
  shoot("errors", "errors-lens");
  qobject_cast<ui::ComparePanel*>(window.panel("compare"))->setDifferenceMode(true);
  shoot("compare", "compare-difference");
  scene.setGridMode(true);
  for (int i = 0; i < 40; ++i) scene.stepSimulation();
  shoot("monte-carlo", "monte-carlo-grid");
  scene.setGridMode(false);
  for (int i = 0; i < 12; ++i) scene.stepSimulation();
  shoot("monte-carlo", "monte-carlo-early");
  window.setThemeChoice(ui::MainWindow::ThemeChoice::Dark);
  shoot("activations", "dark-activations");
  shoot("pdf-area", "dark-pdf-area");
  shoot("monte-carlo", "dark-monte-carlo");
  shoot("errors", "dark-errors");
  return 0;
}
