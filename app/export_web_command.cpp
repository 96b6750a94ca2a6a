// gelu-explorer export-web: a scene or a deck as one self-contained web page (the web edition,
// built by scripts/build-web.sh, with the scene or deck inside and a still picture for print and
// <noscript>).
#include <QFile>
#include <QString>
#include <string>

#include "cli.hpp"
#include "core/io.hpp"
#include "core/model/deck.hpp"
#include "core/model/figure_scene.hpp"
#include "core/model/scene_file.hpp"
#include "core/model/views.hpp"
#include "ui/export/Export.hpp"
#include "ui/model/Deck.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/Stage.hpp"
#include "ui/panels/Theme.hpp"
#include "ui/room/WebPage.hpp"

namespace cli {

namespace {

/// `panels` of `scene` laid out as a view, as a PNG (the scene's theme; light when it follows
/// the system).
QByteArray stillPicture(const ui::SceneFileData& scene, const std::vector<std::string>& panels) {
  ui::ExportOptions o;
  o.size = QSize(1200, 675);
  o.fontScale = ui::canvasFontScale(o.size);
  const ui::ThemeChoice theme =
      scene.view.theme == ui::ThemeChoice::System ? ui::ThemeChoice::Light : scene.view.theme;
  QStringList wanted;
  for (const std::string& id : panels) wanted << QString::fromStdString(id);
  ui::SceneFileData shown = scene;
  ui::Stage stage(shown.model, shown.view, wanted, 0, ui::Theme::forFigure(theme));
  QList<QRectF> rects;
  for (const gelu::model::Cell& c :
       gelu::model::viewCells(panels.size(), o.size.width(), o.size.height()))
    rects << QRectF(c.x, c.y, c.width, c.height);
  stage.arrange(rects);
  stage.scene().simulateTo(scene.samples);
  return ui::renderFile(stage.cells(), o, ui::ExportFormat::Png);
}

/// What goes into the page: the scene's or the deck's text and the still of what it shows first.
struct Content {
  std::string json;
  QByteArray png;
  QString alt;  ///< the still's text, for readers who cannot see it
};

Content sceneContent(const QString& path) {
  QString error;
  bool ioFailure = false;
  const auto scene = ui::readSceneFile(path, &error, &ioFailure);
  if (!scene && ioFailure) throw IoError(error.toStdString());
  if (!scene) throw UsageError("--scene: " + error.toStdString());
  return {gelu::model::writeScene(*scene),
          stillPicture(*scene, gelu::model::builtInView(gelu::model::kDefaultView)->panels),
          "The idea: the normal pdf with the area up to x shaded, Phi, the Monte Carlo run and "
          "the activations"};
}

Content deckContent(const QString& path) {
  QString error;
  bool ioFailure = false;
  const auto deck = ui::readDeckFile(path, &error, &ioFailure);
  if (!deck && ioFailure) throw IoError(error.toStdString());
  if (!deck) throw UsageError("--deck: " + error.toStdString());
  const std::vector<int> shown = gelu::model::shownSteps(*deck);
  if (shown.empty()) throw UsageError("--deck: every step is hidden: there is nothing to show");
  const auto& first = deck->steps[static_cast<std::size_t>(shown.front())];
  const auto scene = gelu::model::stepScene(*deck, shown.front());
  if (!scene) throw UsageError("--deck: the first step's scene does not apply");
  return {gelu::model::writeDeck(*deck), stillPicture(*scene, first.panels),
          "The first step: " + ui::textIn(first.title, "en")};
}

}  // namespace

int runExportWeb(const QStringList& args) {
  QCommandLineParser p;
  p.addOption(
      {"scene", "The scene to put in the page (a scene file, or a figure made here).", "FILE"});
  p.addOption({"deck", "The deck to put in the page, presented step by step.", "FILE"});
  p.addOption({{"o", "output"}, "The page to write (.html).", "FILE"});
  if (!parse(p, args, "export-web",
             "Write a scene or a deck as one web page that runs offline in any browser, from "
             "file:// too.")) {
    return kOk;
  }
  if (p.isSet("scene") == p.isSet("deck")) {
    throw UsageError("export-web: --scene FILE or --deck FILE is required (one of them)");
  }
  if (!p.isSet("output")) throw UsageError("export-web: --output FILE is required");
  const QString input = p.value(p.isSet("scene") ? "scene" : "deck");
  // The scene or deck is an input: no output may replace it (a page opened as its scene too).
  gelu::io::noteInputFile(QFile::encodeName(input).toStdString());
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
  const Content content = p.isSet("scene") ? sceneContent(input) : deckContent(input);
  const QByteArray img = "<img alt=\"" + content.alt.toHtmlEscaped().toUtf8() +
                         "\" width=\"1200\" height=\"675\" src=\"data:image/png;base64," +
                         content.png.toBase64() + "\">";
  const QByteArray result = ui::filledWebPage(page, content.json, img);
  output.write(result.toStdString());
  output.commit();
  return kOk;
}

}  // namespace cli
