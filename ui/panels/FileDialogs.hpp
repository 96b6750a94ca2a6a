#pragma once
/// @file
/// @brief The window's file dialogs: Qt's own, with an icon provider that never reads a file.
///
/// QFileDialog's default icon provider asks the MIME database for each listed file's type, and
/// the database reads the file's first bytes when its name does not tell: on the GUI thread,
/// whenever a folder's listing changes. Typing `/proc/` in File ▸ Open deck… read /proc/kmsg,
/// which waits for the kernel's next message, and froze the window for good. These dialogs go by
/// names alone. (A platform's native dialog, where there is one, is used as before.)
#include <QString>

class QAbstractFileIconProvider;
class QWidget;

namespace ui {

/// A file to open, or empty when cancelled (as QFileDialog::getOpenFileName).
QString openFileName(QWidget* parent, const QString& caption, const QString& dir,
                     const QString& filter);
/// A file to write, or empty when cancelled (as QFileDialog::getSaveFileName).
QString saveFileName(QWidget* parent, const QString& caption, const QString& path,
                     const QString& filter);
/// A folder, or empty when cancelled (as QFileDialog::getExistingDirectory).
QString existingDirectory(QWidget* parent, const QString& caption, const QString& dir);

/// A path as typed into a dialog's field: trimmed, a leading "~" or "~/" the home folder, as a
/// shell reads it ("~name" is a name like any other). Typed so, it was a folder named "~".
QString typedPath(const QString& text);

/// The dialogs' icon provider: types and icons from names alone.
const QAbstractFileIconProvider& nameOnlyIconProvider();

}  // namespace ui
