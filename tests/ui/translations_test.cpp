// The window's languages: every message of the sources is translated in every language, the
// German window shows no English, its numbers follow the locale, View ▸ Language remembers.
#include <gtest/gtest.h>

#include <qcustomplot.h>
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QXmlStreamReader>
#include <functional>

#include "ui/lecture/LectureView.hpp"
#include "ui/model/Scene.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/window/Language.hpp"
#include "ui/window/MainWindow.hpp"

namespace {

/// (context, source) → finished translation (empty when unfinished) of a .ts file.
QHash<QString, QString> readTs(const QString& path) {
  QHash<QString, QString> out;
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return out;
  QXmlStreamReader xml(&f);
  QString context, source, translation;
  bool finished = false;
  while (!xml.atEnd()) {
    xml.readNext();
    if (xml.isStartElement()) {
      const auto name = xml.name();
      if (name == u"name") {
        context = xml.readElementText();
      } else if (name == u"message") {
        source.clear();
        translation.clear();
      } else if (name == u"source") {
        source = xml.readElementText();
      } else if (name == u"translation") {
        const auto type = xml.attributes().value("type");
        finished = type.isEmpty();
        translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
      }
    } else if (xml.isEndElement() && xml.name() == u"message") {
      out.insert(context + u'\x1f' + source, finished ? translation.trimmed() : QString());
    }
  }
  EXPECT_FALSE(xml.hasError()) << path.toStdString() << ": " << xml.errorString().toStdString();
  return out;
}

TEST(Translations, EveryMessageOfTheSourcesIsTranslatedInEveryLanguage) {
  // lupdate over today's sources: a tr() added without its translations fails here.
  QTemporaryDir dir;
  const QString probe = dir.filePath("probe.ts");
  QProcess lupdate;
  lupdate.start(GELU_LUPDATE,
                {"-silent", "-no-obsolete", "-locations", "none", "-tr-function-alias",
                 "QT_TRANSLATE_NOOP+=GELU_TR_NOOP", "-I", GELU_SOURCE_DIR, GELU_SOURCE_DIR "/ui",
                 GELU_SOURCE_DIR "/core/model/messages.cpp", GELU_SOURCE_DIR "/core/model/ids.cpp",
                 GELU_SOURCE_DIR "/core/model/views.cpp", "-ts", probe});
  ASSERT_TRUE(lupdate.waitForFinished(120000));
  ASSERT_EQ(lupdate.exitCode(), 0) << lupdate.readAllStandardError().toStdString();
  const QHash<QString, QString> sources = readTs(probe);
  ASSERT_GT(sources.size(), 300);  // the window's messages, not an empty scan
  for (const char* lang : {"de", "fr", "es", "zh_CN"}) {
    const QHash<QString, QString> ts =
        readTs(QString(GELU_SOURCE_DIR "/resources/translations/gelu-explorer_%1.ts").arg(lang));
    QStringList missing;
    for (auto it = sources.cbegin(); it != sources.cend(); ++it) {
      if (ts.value(it.key()).isEmpty()) missing << QString(it.key()).replace(u'\x1f', " | ");
    }
    EXPECT_TRUE(missing.isEmpty()) << lang << ": " << missing.size() << " untranslated, e.g. "
                                   << missing.mid(0, 8).join("\n  ").toStdString();
  }
}

/// Answers nothing: installed first, it is asked last and so sees every lookup the real
/// translators could not answer.
class MissRecorder : public QTranslator {
 public:
  QStringList misses;
  QString translate(const char* context, const char* source, const char*, int) const override {
    const QString c = QString::fromUtf8(context);
    // Ours: our classes (ui::…) and the contexts of QCoreApplication::translate() calls.
    static const QStringList kOurs = {"Animation", "CurveIds", "Curves", "Examples", "Export",
                                      "Formulas",  "Language", "Panels", "SceneFile"};
    if (c.startsWith("ui::") || kOurs.contains(c)) {
      const_cast<MissRecorder*>(this)->misses << c + " | " + QString::fromUtf8(source);
    }
    return {};
  }
  bool isEmpty() const override { return false; }
};

/// Every text a user can read in `root` and its children, in a stable order.
QStringList visibleTexts(QObject* root) {
  QStringList out;
  const auto add = [&](const QString& t) {
    if (!t.trimmed().isEmpty()) out << t;
  };
  QList<QObject*> all{root};
  all += root->findChildren<QObject*>();
  for (QObject* o : all) {
    if (auto* a = qobject_cast<QAction*>(o)) {
      add(a->text());
      add(a->toolTip() != QString(a->text()).remove('&') ? a->toolTip() : QString());
    } else if (auto* m = qobject_cast<QMenu*>(o)) {
      add(m->title());
    }
    auto* w = qobject_cast<QWidget*>(o);
    if (w == nullptr) continue;
    add(w->windowTitle());
    add(w->toolTip());
    add(w->accessibleName());
    add(w->accessibleDescription());
    if (auto* l = qobject_cast<QLabel*>(w)) add(l->text());
    if (auto* b = qobject_cast<QAbstractButton*>(w)) add(b->text());
    if (auto* g = qobject_cast<QGroupBox*>(w)) add(g->title());
    if (auto* e = qobject_cast<QLineEdit*>(w)) add(e->placeholderText());
    if (auto* c = qobject_cast<QComboBox*>(w)) {
      for (int i = 0; i < c->count(); ++i) add(c->itemText(i));
    }
    if (auto* t = qobject_cast<QTabBar*>(w)) {
      for (int i = 0; i < t->count(); ++i) add(t->tabText(i));
    }
    if (auto* p = qobject_cast<QCustomPlot*>(w)) {
      for (QCPAxis* axis : p->axisRect()->axes()) add(axis->label());
      for (int i = 0; i < p->plottableCount(); ++i) {
        if (p->legend != nullptr && p->legend->visible() &&
            p->legend->hasItemWithPlottable(p->plottable(i)))
          add(p->plottable(i)->name());
      }
      for (int i = 0; i < p->itemCount(); ++i) {
        auto* text = qobject_cast<QCPItemText*>(p->item(i));
        if (text != nullptr && text->visible()) add(text->text());
      }
    }
  }
  return out;
}

/// The window, its lecture steps and its dialogs, as a user would read them in `language`.
QStringList windowTexts(const QString& language) {
  EXPECT_EQ(ui::applyLanguage(language), language);
  ui::Scene scene;
  ui::MainWindow w(scene);
  w.resize(1280, 720);
  w.show();
  QStringList texts = visibleTexts(&w);
  for (int step = 1; step <= 8; ++step) {
    w.enterLecture(step);
    texts << w.lecture()->caption() << w.lecture()->formula();
    texts << visibleTexts(w.lecture());
  }
  w.leaveLecture();
  for (const char* action : {"export-sheet", "export-panel", "export-animation"}) {
    w.findChild<QAction*>(action)->trigger();
    for (QDialog* d : w.findChildren<QDialog*>()) {
      if (!d->isVisible()) continue;
      texts << visibleTexts(d);
      d->reject();
    }
  }
  return texts;
}

bool onlyNames(const QString& text) {
  // What reads the same in every language: symbols, numbers, formulas and names.
  static const QRegularExpression kWord("[A-Za-z]{3,}");
  static const QRegularExpression kIds("^[a-z0-9_, ]+$");  // curve ids: the same everywhere
  if (kIds.match(text).hasMatch()) return true;
  static const QStringList kNames = {
      "GELU", "ReLU", "ELU", "SiLU", "SELU", "CELU", "Swish", "Mish", "Softplus", "Tanh", "tanh",
      "Sigmoid", "sigmoid", "Softsign", "LogSigmoid", "Tanhshrink", "Hardtanh", "Hardsigmoid",
      "Hardswish", "Softshrink", "Hardshrink", "ReLU6", "GEGLU", "SwiGLU", "ReGLU", "Bernoulli",
      "Explorer", "English", "Deutsch", "Español", "Français", "PNG", "SVG", "PDF", "MP4", "WebM",
      "GIF", "WebP", "APNG", "exp", "log", "sqrt", "sup", "sub", "nbsp", "max", "min", "sign",
      "erf", "Phi", "phi", "Xavier", "Glorot", "Kaiming", "PyTorch", "Adam",
      // TeX's command names (a formula field's example)
      "frac", "left", "right", "operatorname"};
  // Words German writes as English does (the German window is the one tested).
  static const QStringList kGerman = {"Bias",    "Gate",   "Simulation", "Transparent",
                                      "Layout",  "Format", "Panel",      "Leaky",
                                      "Squared", "Neuron", "Training"};
  QString rest = text;
  // A formula's TeX: its commands (\frac, \operatorname, \varphi) are no words of a language.
  rest.remove(QRegularExpression(R"(\\[A-Za-z]+)"));
  for (const QString& n : kGerman) rest.remove(QRegularExpression("\\b" + n + "\\b"));
  for (const QString& n : kNames) rest.remove(QRegularExpression("\\b" + n + "\\b"));
  return !kWord.match(rest).hasMatch();
}

TEST(Translations, TheGermanWindowShowsNoEnglish) {
  auto* recorder = new MissRecorder;
  QCoreApplication::installTranslator(recorder);
  const QStringList english = windowTexts("en");
  recorder->misses.clear();
  const QStringList german = windowTexts("de");
  const QStringList misses = recorder->misses;
  ui::applyLanguage("en");
  QLocale::setDefault(QLocale::c());
  QCoreApplication::removeTranslator(recorder);
  delete recorder;

  EXPECT_TRUE(misses.isEmpty()) << "no German for:\n  " << misses.join("\n  ").toStdString();
  ASSERT_EQ(english.size(), german.size());  // the same window, so the same widgets
  QStringList same;
  for (qsizetype i = 0; i < english.size(); ++i) {
    if (english[i] == german[i] && !onlyNames(english[i])) same << english[i];
  }
  same.removeDuplicates();
  EXPECT_TRUE(same.isEmpty()) << same.size() << " texts still in English, e.g.\n  "
                              << same.mid(0, 40).join("\n  ").toStdString();
}

TEST(Translations, TheWindowsNumbersFollowTheLocaleTheCommandLinesDoNot) {
  ui::applyLanguage("de");
  ui::Scene scene;
  scene.setX(0.5);
  const auto cdf = ui::createPanel("cdf", scene);
  const QString german = cdf->accessibleSummary();
  ui::applyLanguage("en");
  QLocale::setDefault(QLocale::c());
  const auto again = ui::createPanel("cdf", scene);
  const QString c = again->accessibleSummary();
  EXPECT_TRUE(german.contains("0,6915")) << german.toStdString();
  EXPECT_TRUE(c.contains("0.6915")) << c.toStdString();
  EXPECT_FALSE(c.contains("0,6915")) << c.toStdString();
}

TEST(Translations, ViewLanguageListsEveryLanguageAndRemembersTheChoice) {
  QSettings().remove("view/language");
  ui::Scene scene;
  ui::MainWindow w(scene);
  QMenu* language = nullptr;
  for (QMenu* m : w.findChildren<QMenu*>()) {
    if (m->title() == "&Language") language = m;
  }
  ASSERT_NE(language, nullptr);
  QStringList codes;
  QAction* german = nullptr;
  for (QAction* a : language->actions()) {
    if (a->isSeparator()) continue;
    codes << a->data().toString();
    if (a->data() == "de") german = a;
  }
  EXPECT_EQ(codes, QStringList({"", "en", "de", "es", "fr", "zh_CN"}));
  ASSERT_NE(german, nullptr);
  // Choosing it asks whether to restart now; "Later" keeps the window as it is.
  bool asked = false;
  std::function<void()> answer = [&] {
    for (QWidget* top : QApplication::topLevelWidgets()) {
      auto* box = qobject_cast<QMessageBox*>(top);
      if (box == nullptr || !box->isVisible()) continue;
      asked = box->text().contains("Deutsch");
      for (QAbstractButton* b : box->buttons()) {
        if (b->text() == "Later") b->click();
      }
      return;
    }
    QTimer::singleShot(10, answer);  // not shown yet
  };
  QTimer::singleShot(0, answer);
  german->trigger();
  EXPECT_TRUE(asked);
  EXPECT_EQ(ui::languageChoice(), "de");
  QSettings().remove("view/language");
}

}  // namespace
