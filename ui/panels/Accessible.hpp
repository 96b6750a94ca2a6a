#pragma once
/// @file
/// @brief Names a control for screen readers and says what it does (the description is its
/// tooltip too, unless it has one).
#include <QString>
#include <QWidget>

namespace ui {

inline void describeControl(QWidget* control, const QString& name, const QString& description) {
  control->setAccessibleName(name);
  control->setAccessibleDescription(description);
  if (control->toolTip().isEmpty()) control->setToolTip(description);
}

}  // namespace ui
