#include "ui/Application.hpp"

#include <QApplication>

#include "ui/MainWindow.hpp"
#include "ui/Scene.hpp"

namespace ui {

int runApplication() {
  Scene scene;
  MainWindow window(scene);
  window.show();
  return QApplication::exec();
}

}  // namespace ui
