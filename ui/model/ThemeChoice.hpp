#pragma once
/// @file
/// @brief The theme a scene, the window and the commands choose, with its one name/parse pair:
/// the names are what scene files, settings and `--theme` spell.
#include <QString>
#include <QStringList>
#include <optional>

namespace ui {

/// @brief Which look: the system's (light or dark as the desktop is), or a forced one.
enum class ThemeChoice { System, Light, Dark, HighContrast };

/// "system", "light", "dark" or "high-contrast".
QString themeName(ThemeChoice t);
/// The choice named `name` (exactly as themeName() spells it), or nullopt.
std::optional<ThemeChoice> parseTheme(const QString& name);
/// Every name, in menu order; without "system" for figures, which have no desktop to follow.
QStringList themeNames(bool withSystem = true);

}  // namespace ui
