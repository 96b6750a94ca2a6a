#pragma once
/// @file
/// @brief A button whose text toggles (Play / Pause) kept as wide as its widest text, so that
/// the controls beside it do not jump when it is pressed.
#include <QAbstractButton>
#include <QStringList>

namespace ui {

/// Keeps `button` at least as wide as it would be showing any of `texts`, measured again when
/// its font or style changes (a lecture's larger type, a theme).
void keepSteadyWidth(QAbstractButton* button, const QStringList& texts);

}  // namespace ui
