#include "ui/export/DialogRows.hpp"

#include <QDir>
#include <QFileInfo>
#include <cmath>

#include <QBoxLayout>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <algorithm>

#include "ui/panels/FileDialogs.hpp"
#include "ui/panels/Messages.hpp"

namespace ui {
// The words are the export dialog's (both dialogs show them), translated once in its context.

QString existingFolder(QStandardPaths::StandardLocation kind) {
  const QString dir = QStandardPaths::writableLocation(kind);
  return !dir.isEmpty() && QFileInfo(dir).isDir() ? dir : QDir::homePath();
}

QLineEdit* addFileRow(QFormLayout& form, QDialog& dialog, const QString& filter) {
  auto* path = new QLineEdit(&dialog);
  path->setMinimumWidth(360);
  auto* browse =
      new QPushButton(QCoreApplication::translate("ui::ExportDialog", "&Browse…"), &dialog);
  QObject::connect(browse, &QPushButton::clicked, &dialog, [&dialog, path, filter] {
    const QString chosen = saveFileName(&dialog, dialog.windowTitle(), path->text(), filter);
    if (chosen.isEmpty()) return;
    path->setProperty("replaceConfirmed", chosen);  // the file dialog asked before a replace
    path->setText(chosen);
  });
  auto* row = new QHBoxLayout;
  row->addWidget(path, 1);
  row->addWidget(browse);
  auto* label = new QLabel(QCoreApplication::translate("ui::ExportDialog", "&File:"), &dialog);
  label->setBuddy(path);
  form.addRow(label, row);
  return path;
}

bool exportOrWarn(QDialog& dialog, const QString& why,
                  const std::function<std::optional<ExportError>()>& exporter) {
  const QString failed = QCoreApplication::translate("ui::ExportDialog", "Export failed");
  if (!why.isEmpty()) {
    showWarning(&dialog, failed, why);
    return false;
  }
  if (exporter) {
    if (const auto error = exporter()) {
      showWarning(&dialog, failed, error->message);
      return false;
    }
  }
  return true;
}

void layOutExportDialog(QDialog& dialog, QFormLayout* form) {
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, &dialog);
  buttons
      ->addButton(QCoreApplication::translate("ui::ExportDialog", "&Export"),
                  QDialogButtonBox::AcceptRole)
      ->setDefault(true);
  QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
  QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
  auto* layout = new QVBoxLayout(&dialog);
  layout->addLayout(form);
  layout->addWidget(buttons);
}

QComboBox* backgroundBox(QWidget* parent, const QString& transparent) {
  auto* box = new QComboBox(parent);
  box->addItem(QCoreApplication::translate("ui::ExportDialog", "Theme"),
               backgroundName(ExportBackground::Theme));
  box->addItem(QCoreApplication::translate("ui::ExportDialog", "White (paper)"),
               backgroundName(ExportBackground::White));
  box->addItem(transparent, backgroundName(ExportBackground::Transparent));
  return box;
}

ExportBackground chosenBackground(const QComboBox& box) {
  return parseBackground(box.currentData().toString()).value_or(ExportBackground::Theme);
}

void chooseBackground(QComboBox& box, const QString& name) {
  box.setCurrentIndex(std::max(0, box.findData(name)));
}

QDoubleSpinBox* fontScaleBox(QWidget* parent, double step, int decimals) {
  auto* box = new QDoubleSpinBox(parent);
  box->setRange(ExportOptions::kMinFontScale, ExportOptions::kMaxFontScale);
  box->setSingleStep(step);
  box->setDecimals(decimals);
  box->setSuffix(QStringLiteral("×"));
  box->setToolTip(QCoreApplication::translate("ui::ExportDialog",
                                              "1× as on screen; 1.5–2× reads well on slides"));
  return box;
}

void followCanvas(QDoubleSpinBox& fontScale, QSize canvas) {
  constexpr const char* kShown = "canvasFontScale";  // the automatic size last shown
  const double now = canvasFontScale(canvas);
  const QVariant was = fontScale.property(kShown);
  if (was.isValid() && std::abs(fontScale.value() - was.toDouble()) < 1e-9 &&
      std::abs(now - was.toDouble()) > 1e-9) {
    fontScale.setValue(now);
  }
  // What the box shows is automatic only while it shows the canvas's size.
  fontScale.setProperty(kShown,
                        std::abs(fontScale.value() - now) < 1e-9 ? QVariant(now) : QVariant());
}

}  // namespace ui
