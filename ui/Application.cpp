#include "ui/Application.hpp"

#include <QApplication>
#include <QLabel>

namespace ui {

int runApplication() {
  QLabel placeholder("GELU Explorer");
  placeholder.resize(800, 600);
  placeholder.show();
  return QApplication::exec();
}

}  // namespace ui
