#include "ui/Application.hpp"

#include <QApplication>

#include "ui/MainWindow.hpp"
#include "ui/Scene.hpp"

namespace ui {

int runApplication(const StartOptions& options) {
  Scene scene;
  MainWindow window(scene);
  window.show();
  if (!options.scenePath.isEmpty()) window.openScene(options.scenePath);
  if (options.lectureStep > 0) window.enterLecture(options.lectureStep);
  return QApplication::exec();
}

}  // namespace ui
