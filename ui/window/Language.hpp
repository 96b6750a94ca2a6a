#pragma once
/// @file
/// @brief The window's language: GELU Explorer's translations and Qt's own for the standard
/// dialogs, chosen by the system or by View ▸ Language (remembered). The window's numbers follow
/// the same locale; files and the command line stay in the C locale.
#include <QList>
#include <QString>
#include <functional>

class QMenu;
class QWidget;

namespace ui {

/// @brief A language the window speaks.
struct Language {
  QString code;  ///< "en", "de", "es", "fr", "zh_CN"
  QString name;  ///< in itself: "Deutsch", "简体中文"
};

/// English and every translation built with the program, English first.
QList<Language> languages();
/// The remembered choice: a code of languages(), or empty to follow the system.
QString languageChoice();
void setLanguageChoice(const QString& code);
/// Where gelu-explorer_<code>.qm files are looked for, first first: the program's
/// share/gelu-explorer/translations (installed or in the build tree), then the data directories.
QStringList translationDirs();
/// Installs the translators for `code` (empty: the system's language) on the application,
/// replacing earlier ones, and makes its locale the default for numbers. Returns the language
/// the window now speaks ("en" when there is no translation for it).
QString applyLanguage(const QString& code);
/// The language applyLanguage() chose last ("en" before it ran).
QString currentLanguage();
/// Fills View ▸ Language: "Follow the system" and every language, the choice checked. Choosing
/// one remembers it and calls `restart` if the user wants it now (the window is built in one
/// language).
void fillLanguageMenu(QMenu* menu, QWidget* window, const std::function<void()>& restart);

}  // namespace ui
