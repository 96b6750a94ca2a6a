#include "ui/window/Application.hpp"

#include <QApplication>
#include <QUndoStack>

#include "ui/model/Scene.hpp"
#include "ui/model/SceneHistory.hpp"
#include "ui/window/Language.hpp"
#include "ui/window/MainWindow.hpp"

namespace ui {

void startWindow(MainWindow& window, const StartOptions& options) {
  // The deck first: a scene saved in lecture mode reopens at its step of this deck.
  if (!options.deckPath.isEmpty() && window.openDeck(options.deckPath)) {
    // The deck's own scene over a new window is what the files say, not the user's work:
    // nothing to save yet. (A scene given too asked to save it before it opened, a dialog in
    // front of the lecture; closing the window asked to save what nobody had changed.)
    window.history().stack()->setClean();
  }
  if (!options.scenePath.isEmpty()) window.openScene(options.scenePath);
  // The files the window started with are where its history starts, as an editor's: Undo right
  // after the start took the window back to the default scene beside the deck ("Undo Open
  // deck"), a state no file holds.
  window.history().stack()->clear();
  if (options.lectureStep > 0) window.enterLecture(options.lectureStep);
}

int runApplication(const StartOptions& options) {
  applyLanguage(languageChoice());
  Scene scene;
  MainWindow window(scene);
  window.show();
  startWindow(window, options);
  return QApplication::exec();
}

}  // namespace ui
