// gelu-explorer export-web: a scene or a deck as one self-contained web page (the web edition,
// built by scripts/build-web.sh, with the scene or deck inside and a still picture for print and
// <noscript>).
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QString>
#include <memory>
#include <string>
#include <vector>

#include "cli.hpp"
#include "core/io.hpp"
#include "core/model/deck.hpp"
#include "core/model/scene_file.hpp"
#include "core/model/views.hpp"
#include "ui/export/Export.hpp"
#include "ui/export/WebContent.hpp"
#include "ui/model/Deck.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/Text.hpp"
#include "ui/room/WebPage.hpp"

namespace cli {

namespace {

/// The page's content from a scene file.
ui::WebContent sceneContent(const QString& path) {
  QString error;
  bool ioFailure = false;
  const auto scene = ui::readSceneFile(path, &error, &ioFailure);
  if (!scene && ioFailure) throw IoError(error.toStdString());
  if (!scene) throw UsageError("--scene: " + error.toStdString());
  return ui::sceneWebContent(*scene, gelu::model::builtInView(gelu::model::kDefaultView)->panels);
}

/// The page's content from a deck file.
ui::WebContent deckContent(const QString& path, bool withoutAnswers) {
  QString error;
  bool ioFailure = false;
  const auto deck = ui::readDeckFile(path, &error, &ioFailure);
  if (!deck && ioFailure) throw IoError(error.toStdString());
  if (!deck) throw UsageError("--deck: " + error.toStdString());
  auto content = ui::deckWebContent(*deck, withoutAnswers, &error);
  if (!content) throw UsageError("--deck: " + error.toStdString());
  return *content;
}

/// A page's file name in a folder: the input's name without its suffixes, in letters, digits,
/// '.', '-' and '_' (anything else '-'), so that a web server and every file system take it.
QString pageName(const QString& input) {
  QString name = QFileInfo(input).fileName();
  for (const char* suffix :
       {".gelu-deck.json", ".gelu.json", ".json", ".html", ".htm", ".png", ".svg"}) {
    if (name.endsWith(QLatin1String(suffix), Qt::CaseInsensitive)) {
      name.chop(static_cast<qsizetype>(qstrlen(suffix)));
      break;
    }
  }
  for (QChar& c : name) {
    const bool safe = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      c == '-' || c == '_' || c == '.';
    if (!safe) c = '-';
  }
  while (name.startsWith('.') || name.startsWith('-')) name.remove(0, 1);
  return (name.isEmpty() ? QStringLiteral("page") : name) + ".html";
}

QByteArray pageFor(const QByteArray& page, const ui::WebContent& content) {
  return ui::filledWebPage(page, content.json, content.stillHtml);
}

/// An earlier build's engine in `folder` that no page there (or in a folder below it) names and
/// that was last written more than a day ago: removed. A day, so that a page read or cached just
/// before this export still finds its own engine; only the hashed names this command writes,
/// never the unversioned `gelu-explorer.js` of earlier versions (someone's page may use it).
/// Best effort: one that stays is only unused.
void removeUnusedEngines(QDir folder, const QString& current) {
  QByteArray pages;
  QDirIterator it(folder.path(), {"*.html", "*.htm", "*.xhtml"}, QDir::Files,
                  QDirIterator::Subdirectories);
  while (it.hasNext()) {
    QFile in(it.next());
    if (!in.open(QIODevice::ReadOnly)) return;  // unread, it may need any of them
    pages += in.readAll();
  }
  const QDateTime dayAgo = QDateTime::currentDateTimeUtc().addDays(-1);
  for (const QFileInfo& f : folder.entryInfoList({"gelu-explorer.*"}, QDir::Files)) {
    const QString name = f.fileName();
    if (name == current || !ui::isWebEngineFile(name) ||
        !name.contains(QRegularExpression("\\.[0-9a-f]{12}\\."))) {
      continue;
    }
    if (f.lastModified().toUTC() < dayAgo && !pages.contains(name.toUtf8())) folder.remove(name);
  }
}

/// --folder: a page per scene and deck sharing the engine (gelu-explorer.<hash>.js and .css),
/// and an index.html listing them. Every file is written atomically, and all of them only once
/// every input has been read: the engine first (named by its content, it replaces nothing an
/// older page uses), then the pages, the index last, so a reader finds a whole page with its own
/// engine at every moment; an earlier build's engine goes only once no page names it and a day
/// has passed since it was last written (removeUnusedEngines).
int exportFolder(const QCommandLineParser& p, const QByteArray& built) {
  const QString folder = p.value("folder");
  if (folder.isEmpty()) throw UsageError("--folder: no folder given");
  const std::string folderPath = QFile::encodeName(folder).toStdString();
  const gelu::io::Folder where = gelu::io::checkFolder(folderPath);
  if (where.state == gelu::io::Folder::State::NotAFolder) {
    throw UsageError("--folder: '" + shown(folder) + "' is not a folder");
  }
  if (where.state == gelu::io::Folder::State::ParentMissing) {
    const std::string parent = shown(QFile::decodeName(QByteArray::fromStdString(where.parent)));
    throw UsageError(where.parentExists ? "--folder: '" + parent + "' is not a folder"
                                        : "--folder: the folder '" + parent + "' does not exist");
  }
  struct Page {
    QString name;
    QString title;
    QByteArray html;
  };
  std::vector<Page> pages;
  const ui::SplitWebPage split = ui::splitWebPage(built);
  if (split.page.isNull()) {
    throw IoError(
        "export-web: the web edition's page is not laid out as the build makes it "
        "(rebuild it: scripts/build-web.sh)");
  }
  const auto add = [&](const QString& input, bool deck) {
    const ui::WebContent content =
        deck ? deckContent(input, p.isSet("without-answers")) : sceneContent(input);
    const QString name = pageName(input);
    // (Case-blind: on macOS and Windows "Intro.html" and "intro.html" are one file.)
    for (const Page& other : pages) {
      if (other.name.compare(name, Qt::CaseInsensitive) == 0) {
        throw UsageError("--folder: two pages would be named '" + shown(name) +
                         "': rename one of the inputs");
      }
    }
    if (name.compare(QLatin1String("index.html"), Qt::CaseInsensitive) == 0) {
      throw UsageError("--folder: '" + shown(input) +
                       "' would be named index.html, the folder's list: rename it");
    }
    QString title = name.chopped(5);  // a scene: its file's name, as the page's
    if (deck) {
      QString error;
      if (const auto d = ui::readDeckFile(input, &error); d && !d->title.empty()) {
        title = ui::textIn(d->title, "en");
      }
    }
    pages.push_back({name, title, pageFor(split.page, content)});
  };
  for (const QString& f : p.values("scene")) add(f, false);
  for (const QString& f : p.values("deck")) add(f, true);
  QByteArray index =
      "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<title>GELU Explorer</title>\n<link rel=\"stylesheet\" href=\"" +
      split.styleFile.toUtf8() +
      "\">\n</head>\n<body class=\"folder-index\">\n<main>\n<h1>GELU Explorer</h1>\n"
      "<p>Each page computes its plots live, offline, in the browser.</p>\n<ul>\n";
  for (const Page& page : pages) {
    index += "<li><a href=\"" + page.name.toUtf8() + "\">" + page.title.toHtmlEscaped().toUtf8() +
             "</a></li>\n";
  }
  index += "</ul>\n</main>\n</body>\n</html>\n";
  if (where.state == gelu::io::Folder::State::ToMake) {
    if (const std::string why = gelu::io::makeFolder(where.path); !why.empty()) {
      throw IoError("--folder: cannot make the folder '" + shown(folder) + "': " + why);
    }
  }
  // Opened first (an output that is an input is refused before anything is written), committed
  // together at the end.
  std::vector<std::unique_ptr<Output>> outputs;
  const auto open = [&](const QString& name, const QByteArray& bytes) {
    outputs.push_back(std::make_unique<Output>(QDir(folder).filePath(name)));
    outputs.back()->write(bytes.toStdString());
  };
  open(split.scriptFile, split.script);
  open(split.styleFile, split.style);
  for (const Page& page : pages) open(page.name, page.html);
  open(QStringLiteral("index.html"), index);
  for (auto& o : outputs) o->commit();
  removeUnusedEngines(QDir(folder), split.scriptFile);
  return kOk;
}

}  // namespace

int runExportWeb(const QStringList& args) {
  QCommandLineParser p;
  p.addOption({"scene",
               "The scene to put in the page (a scene file, or a figure made here); with "
               "--folder, any number.",
               "FILE"});
  p.addOption({"deck",
               "The deck to put in the page, presented step by step; with --folder, any number.",
               "FILE"});
  p.addOption({{"o", "output"}, "The page to write (.html).", "FILE"});
  p.addOption({"without-answers",
               "Leave the right answers of the deck's questions out of the page (a page handed "
               "out before the lecture keeps the questions, not what is right)."});
  p.addOption(
      {"folder",
       "Instead of one page: a page per scene and deck in this folder (made when missing, in a "
       "folder that exists), sharing "
       "gelu-explorer.<hash>.js and .css, and an index.html listing them (a course web site).",
       "DIR"});
  if (!parse(p, args, "export-web",
             "Write a scene or a deck as one web page that runs offline in any browser, from "
             "file:// too.",
             {"scene", "deck"})) {
    return kOk;
  }
  const qsizetype inputs = p.values("scene").size() + p.values("deck").size();
  if (p.isSet("folder")) {
    if (p.isSet("output")) throw UsageError("export-web: --output or --folder, not both");
    if (inputs == 0) throw UsageError("export-web: --folder needs a --scene FILE or --deck FILE");
  } else {
    if (inputs != 1) {
      throw UsageError(
          "export-web: --scene FILE or --deck FILE is required (one of them; several with "
          "--folder)");
    }
    if (!p.isSet("output")) throw UsageError("export-web: --output FILE is required");
  }
  if (p.isSet("without-answers") && !p.isSet("deck")) {
    throw UsageError("--without-answers is for a deck's questions (--deck); a scene has none");
  }
  // The scenes and decks are inputs: no output may replace them (a page opened as its scene).
  for (const QString& f : p.values("scene") + p.values("deck")) {
    gelu::io::noteInputFile(QFile::encodeName(f).toStdString());
  }
  if (p.isSet("folder")) {
    QString error;
    bool ioFailure = true;
    const QByteArray page = ui::readWebPage(QStringLiteral("export-web"), &error, &ioFailure);
    if (page.isNull()) throw IoError(error.toStdString());
    return exportFolder(p, page);
  }
  const QString input = p.value(p.isSet("scene") ? "scene" : "deck");
  const QString out = p.value("output");
  if (!out.endsWith(QLatin1String(".html"), Qt::CaseInsensitive)) {
    throw UsageError("--output: '" + shown(out) + "' does not end in .html");
  }
  // Opened first: an output that is one of the inputs is refused before anything is read.
  Output output(out);
  QString error;
  bool ioFailure = true;
  const QByteArray page = ui::readWebPage(QStringLiteral("export-web"), &error, &ioFailure);
  if (page.isNull()) throw IoError(error.toStdString());
  const ui::WebContent content =
      p.isSet("scene") ? sceneContent(input) : deckContent(input, p.isSet("without-answers"));
  output.write(pageFor(page, content).toStdString());
  output.commit();
  return kOk;
}

}  // namespace cli
