#include "ui/export/DialogRows.hpp"

#include <cmath>

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <algorithm>

namespace ui {
// The words are the export dialog's (both dialogs show them), translated once in its context.

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
