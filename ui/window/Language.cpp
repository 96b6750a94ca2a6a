#include "ui/window/Language.hpp"

#include <QActionGroup>
#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTranslator>

namespace ui {
namespace {

struct Text {
  Q_DECLARE_TR_FUNCTIONS(Language)
};

constexpr const char* kSetting = "view/language";

QString g_current = QStringLiteral("en");

/// The translators installed by applyLanguage(), owned by the application.
QList<QTranslator*>& installed() {
  static QList<QTranslator*> t;
  return t;
}

QString qmFile(const QString& code) {
  for (const QString& dir : translationDirs()) {
    const QString path = QDir(dir).filePath(QString("gelu-explorer_%1.qm").arg(code));
    if (QFileInfo::exists(path)) return path;
  }
  return {};
}

/// The translation that serves `locale` best: its UI languages in order ("de-AT" → "de"),
/// "zh-Hans-CN" → "zh_CN"; "en" when none.
QString bestCode(const QLocale& locale) {
  QStringList codes;
  for (const Language& l : languages()) codes << l.code;
  for (QString ui : locale.uiLanguages()) {
    ui.replace('-', '_');
    if (ui.startsWith("zh_Hans") || ui == "zh" || ui == "zh_SG") ui = "zh_CN";
    if (codes.contains(ui)) return ui;
    const QString base = ui.section('_', 0, 0);
    if (base != "zh" && codes.contains(base)) return base;
  }
  return QStringLiteral("en");
}

}  // namespace

QList<Language> languages() {
  // The names are the languages' own, never translated.
  const QList<Language> all = {{"en", QStringLiteral("English")},
                               {"de", QStringLiteral("Deutsch")},
                               {"es", QStringLiteral("Español")},
                               {"fr", QStringLiteral("Français")},
                               {"zh_CN", QStringLiteral("简体中文")}};
  QList<Language> out;
  for (const Language& l : all) {
    if (l.code == "en" || !qmFile(l.code).isEmpty()) out << l;
  }
  return out;
}

QString languageChoice() { return QSettings().value(kSetting).toString(); }

void setLanguageChoice(const QString& code) {
  QSettings s;
  if (code.isEmpty()) {
    s.remove(kSetting);
  } else {
    s.setValue(kSetting, code);
  }
}

QStringList translationDirs() {
  QStringList dirs;
  dirs << QDir(QCoreApplication::applicationDirPath())
              .filePath("../share/gelu-explorer/translations");
  dirs << QStandardPaths::locateAll(QStandardPaths::GenericDataLocation,
                                    "gelu-explorer/translations", QStandardPaths::LocateDirectory);
#ifdef GELU_TRANSLATIONS_BUILD_DIR
  dirs << QStringLiteral(GELU_TRANSLATIONS_BUILD_DIR);  // tests, run from their own directory
#endif
  return dirs;
}

QString applyLanguage(const QString& code) {
  for (QTranslator* t : installed()) {
    QCoreApplication::removeTranslator(t);
    delete t;
  }
  installed().clear();
  const QLocale system = QLocale::system();
  const QString chosen = code.isEmpty() ? bestCode(system) : bestCode(QLocale(code));
  // Numbers follow the system's locale when the language follows the system (an English window
  // in Germany writes 0,5), else the chosen language's.
  QLocale locale = code.isEmpty() ? system : QLocale(chosen);
  // No thousands separators, written or read: "." always works as a decimal point in the
  // number fields too (ui/panels/NumberEdit.cpp).
  locale.setNumberOptions(QLocale::OmitGroupSeparator | QLocale::RejectGroupSeparator);
  QLocale::setDefault(locale);
  g_current = QStringLiteral("en");
  if (chosen == "en") return g_current;
  auto* ours = new QTranslator(QCoreApplication::instance());
  if (!ours->load(qmFile(chosen))) {
    delete ours;
    return g_current;
  }
  QCoreApplication::installTranslator(ours);
  installed() << ours;
  // Qt's own: the buttons and texts of the standard dialogs (file, colour, message boxes).
  auto* qt = new QTranslator(QCoreApplication::instance());
  if (qt->load(QLocale(chosen), "qtbase", "_",
               QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
    QCoreApplication::installTranslator(qt);
    installed() << qt;
  } else {
    delete qt;
  }
  g_current = chosen;
  return g_current;
}

QString currentLanguage() { return g_current; }

void fillLanguageMenu(QMenu* menu, QWidget* window, const std::function<void()>& restart) {
  auto* group = new QActionGroup(menu);
  const QString choice = languageChoice();
  const auto add = [&](const QString& text, const QString& code) {
    QAction* a = menu->addAction(text);
    a->setCheckable(true);
    a->setChecked(code == choice);
    a->setData(code);
    group->addAction(a);
    QObject::connect(a, &QAction::triggered, window, [window, code, restart] {
      if (code == languageChoice()) return;
      setLanguageChoice(code);
      const QString next = code.isEmpty() ? bestCode(QLocale::system()) : code;
      if (next == currentLanguage()) return;
      QString name = next;
      for (const Language& l : languages()) {
        if (l.code == next) name = l.name;
      }
      QMessageBox box(QMessageBox::Question, Text::tr("Language"),
                      Text::tr("GELU Explorer will speak %1 when it starts again.").arg(name),
                      QMessageBox::NoButton, window);
      QPushButton* now = box.addButton(Text::tr("Restart now"), QMessageBox::AcceptRole);
      box.addButton(Text::tr("Later"), QMessageBox::RejectRole);
      box.setDefaultButton(now);
      box.exec();
      if (box.clickedButton() == now) restart();
    });
  };
  add(Text::tr("Follow the system"), QString());
  menu->addSeparator();
  for (const Language& l : languages()) add(l.name, l.code);
}

}  // namespace ui
