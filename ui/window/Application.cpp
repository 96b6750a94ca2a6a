#include "ui/window/Application.hpp"

#include <QApplication>

#include "ui/model/Scene.hpp"
#include "ui/window/Language.hpp"
#include "ui/window/MainWindow.hpp"

namespace ui {

int runApplication(const StartOptions& options) {
  applyLanguage(languageChoice());
  Scene scene;
  MainWindow window(scene);
  window.show();
  // The deck first: a scene saved in lecture mode reopens at its step of this deck.
  if (!options.deckPath.isEmpty()) window.openDeck(options.deckPath);
  if (!options.scenePath.isEmpty()) window.openScene(options.scenePath);
  if (options.lectureStep > 0) window.enterLecture(options.lectureStep);
  return QApplication::exec();
}

}  // namespace ui
