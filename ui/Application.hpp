#pragma once
/// @file
/// @brief Entry point of the window (a QApplication must exist).

namespace ui {

/// @brief Creates the main window, shows it and runs the event loop; returns the exit code.
int runApplication();

}  // namespace ui
