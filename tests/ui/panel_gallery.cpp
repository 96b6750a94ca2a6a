// Not a test: renders every panel in the states a reviewer should look at, offscreen, to PNGs.
//   build/release/tests/ui/panel_gallery OUTDIR
#include <QApplication>
#include <QDir>

#include "ui/ExportDialog.hpp"
#include "ui/MainWindow.hpp"
#include "ui/Scene.hpp"
#include "ui/panels/ComparePanel.hpp"
#include "ui/panels/ErrorsPanel.hpp"
#include "ui/panels/PlotPanel.hpp"

int main(int argc, char** argv) {
  if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  const QDir out(argc > 1 ? argv[1] : ".");
  ui::Scene scene;
  ui::MainWindow window(scene);
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
