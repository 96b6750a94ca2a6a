#pragma once
/// @file
/// @brief How the window reports a failure: a window-modal warning that does not block, so the
/// user's dialog and choices stay as they were; and how it asks before unsaved work is lost.
#include <QString>
#include <functional>

class QWidget;

namespace ui {

/// Shows `message` (one line; its first letter is capitalised) in a warning box over `parent`.
void showWarning(QWidget* parent, const QString& title, const QString& message);
/// Save / Discard / Cancel (Save the default) before unsaved work described by `text` is lost:
/// true to go on (saved by `save`, or discarded), false to stay. The box is named `objectName`.
bool askToSave(QWidget* parent, const QString& text, const QString& objectName,
               const std::function<bool()>& save);

}  // namespace ui
