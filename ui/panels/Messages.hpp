#pragma once
/// @file
/// @brief How the window reports a failure: a window-modal warning that does not block, so the
/// user's dialog and choices stay as they were.
#include <QString>

class QWidget;

namespace ui {

/// Shows `message` (one line; its first letter is capitalised) in a warning box over `parent`.
void showWarning(QWidget* parent, const QString& title, const QString& message);

}  // namespace ui
