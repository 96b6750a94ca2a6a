#include "ui/model/ThemeChoice.hpp"

namespace ui {
namespace {

struct Named {
  ThemeChoice choice;
  const char* name;
};
constexpr Named kNames[] = {{ThemeChoice::System, "system"},
                            {ThemeChoice::Light, "light"},
                            {ThemeChoice::Dark, "dark"},
                            {ThemeChoice::HighContrast, "high-contrast"}};

}  // namespace

QString themeName(ThemeChoice t) {
  for (const Named& n : kNames) {
    if (n.choice == t) return QString::fromLatin1(n.name);
  }
  return QStringLiteral("system");
}

std::optional<ThemeChoice> parseTheme(const QString& name) {
  for (const Named& n : kNames) {
    if (name == QLatin1String(n.name)) return n.choice;
  }
  return std::nullopt;
}

QStringList themeNames(bool withSystem) {
  QStringList out;
  for (const Named& n : kNames) {
    if (withSystem || n.choice != ThemeChoice::System) out << QString::fromLatin1(n.name);
  }
  return out;
}

}  // namespace ui
