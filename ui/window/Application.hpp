#pragma once
/// @file
/// @brief Entry point of the window (a QApplication must exist).
#include <QString>

namespace ui {

/// @brief What the command line asked the window to start with.
struct StartOptions {
  QString scenePath;    ///< a scene file to open (already checked by the caller)
  QString deckPath;     ///< a deck file to open (already checked by the caller)
  int lectureStep = 0;  ///< start in lecture mode at this step (1-based, of the deck's shown)
};

class MainWindow;

/// @brief Opens what `options` name in a shown window: the deck (its own scene over the
/// window's, nothing to save yet), then the scene, then the lecture at its step.
void startWindow(MainWindow& window, const StartOptions& options);

/// @brief Creates the main window, shows it and runs the event loop; returns the exit code.
int runApplication(const StartOptions& options = {});

}  // namespace ui
