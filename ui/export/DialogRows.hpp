#pragma once
/// @file
/// @brief Rows the export and animation dialogs share, built once: the background choice and
/// the text size.
#include <QStandardPaths>
#include <QString>
#include <functional>
#include <optional>

#include "ui/export/Export.hpp"

class QComboBox;
class QDialog;
class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;
class QWidget;

namespace ui {

/// A box of the three backgrounds, each item's data its name (backgroundName()); `transparent`
/// labels the transparent item with the formats that keep it, e.g. "Transparent (PNG, SVG)".
QComboBox* backgroundBox(QWidget* parent, const QString& transparent);
/// The background chosen in a backgroundBox().
ExportBackground chosenBackground(const QComboBox& box);
/// Chooses the background named `name` (a saved setting); anything else chooses Theme.
void chooseBackground(QComboBox& box, const QString& name);

/// The text size relative to the screen, in ExportOptions' range, with `step` and `decimals`.
QDoubleSpinBox* fontScaleBox(QWidget* parent, double step, int decimals);
/// Keeps a text size box at canvasFontScale() of the size while the user has not set it: when
/// the canvas changes (call it with the new size) and the box shows the old canvas's size, it
/// takes the new one. One per box (it lives as the box's property).
void followCanvas(QDoubleSpinBox& fontScale, QSize canvas);

/// The "File:" row of an export dialog: a path field and its Browse… button, which asks for a
/// name under `filter` starting from the field's. Returns the field.
/// The user's folder of this kind (Pictures, Documents, Videos) when it exists, else their home
/// folder: a suggested path never names a folder that is not there (a fresh account has none).
QString existingFolder(QStandardPaths::StandardLocation kind);
QLineEdit* addFileRow(QFormLayout& form, QDialog& dialog, const QString& filter);
/// An export dialog's Export: `why` (the choices' problem, if any) or the exporter's error shown
/// in a message over the dialog, which then stays open with the choices; true when it may close.
bool exportOrWarn(QDialog& dialog, const QString& why,
                  const std::function<std::optional<ExportError>()>& exporter);
/// Lays the dialog out: `form`, then Cancel and a default Export button wired to the dialog's
/// accept() and reject().
void layOutExportDialog(QDialog& dialog, QFormLayout* form);

}  // namespace ui
