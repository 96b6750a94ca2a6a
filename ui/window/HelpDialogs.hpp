#pragma once
/// @file
/// @brief Help ▸ Keys (every shortcut of the window, read off its actions) and Help ▸ Manual (the
/// manual the program carries, docs/manual.md).
#include <QList>
#include <QString>
#include <utility>

class QAction;
class QDialog;
class QWidget;

namespace ui {

/// The window's keys as rows "what — key", from the actions that have a shortcut.
QList<std::pair<QString, QString>> keyRows(const QList<QAction*>& actions);
/// A dialog listing keyRows().
QDialog* keysDialog(const QList<QAction*>& actions, QWidget* parent);
/// A dialog showing the manual (Markdown from the resources), with its links working.
QDialog* manualDialog(QWidget* parent);

}  // namespace ui
