// gelu-explorer export-web: a scene as one self-contained web page (the web edition, built by
// scripts/build-web.sh, with the scene inside and a still picture for print and <noscript>).
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <string>

#include "cli.hpp"
#include "core/model/figure_scene.hpp"
#include "core/model/scene_file.hpp"
#include "core/model/views.hpp"
#include "ui/export/Export.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/Stage.hpp"
#include "ui/panels/Theme.hpp"

namespace cli {
namespace {

constexpr qint64 kMaxPageBytes = 8 << 20;  // the built page is under 1 MB

/// Where the built page is: $GELU_WEB_PAGE, this build's (scripts/build-web.sh), or the
/// installed one. Empty when there is none.
QString webPagePath() {
  if (const QString env = qEnvironmentVariable("GELU_WEB_PAGE"); !env.isEmpty()) return env;
  for (const QString& c :
       {QStringLiteral(GELU_WEB_PAGE_BUILD), QStringLiteral(GELU_WEB_PAGE_INSTALLED)}) {
    if (QFileInfo(c).isFile()) return c;
  }
  return {};
}

/// The idea's view of `scene` as a PNG (its own theme; light when it follows the system).
QByteArray stillPicture(const ui::SceneFileData& scene) {
  ui::ExportOptions o;
  o.size = QSize(1200, 675);
  o.fontScale = ui::canvasFontScale(o.size);
  const ui::ThemeChoice theme =
      scene.view.theme == ui::ThemeChoice::System ? ui::ThemeChoice::Light : scene.view.theme;
  const gelu::model::ViewDef* view = gelu::model::builtInView(gelu::model::kDefaultView);
  QStringList wanted;
  for (const std::string& id : view->panels) wanted << QString::fromStdString(id);
  ui::Stage stage(scene.model, scene.view, wanted, 0, ui::Theme::forFigure(theme));
  QList<QRectF> rects;
  for (const gelu::model::Cell& c :
       gelu::model::viewCells(view->panels.size(), o.size.width(), o.size.height()))
    rects << QRectF(c.x, c.y, c.width, c.height);
  stage.arrange(rects);
  stage.scene().simulateTo(scene.samples);
  return ui::renderFile(stage.cells(), o, ui::ExportFormat::Png);
}

}  // namespace

int runExportWeb(const QStringList& args) {
  QCommandLineParser p;
  p.addOption(
      {"scene", "The scene to put in the page (a scene file, or a figure made here).", "FILE"});
  p.addOption({{"o", "output"}, "The page to write (.html).", "FILE"});
  if (!parse(p, args, "export-web",
             "Write a scene as one web page that runs offline in any browser, from file:// too.")) {
    return kOk;
  }
  if (!p.isSet("scene")) throw UsageError("export-web: --scene FILE is required");
  if (!p.isSet("output")) throw UsageError("export-web: --output FILE is required");
  const QString out = p.value("output");
  if (!out.endsWith(QLatin1String(".html"), Qt::CaseInsensitive)) {
    throw UsageError("--output: '" + shown(out) + "' does not end in .html");
  }
  const QString pagePath = webPagePath();
  if (pagePath.isEmpty()) {
    throw IoError(
        "export-web: the web edition is not built here: run scripts/build-web.sh (it needs "
        "emscripten, node and npm: scripts/install-deps.sh --tests installs them)");
  }
  QByteArray page;
  if (const auto failed = ui::readDocument(pagePath, kMaxPageBytes, &page, "'" + pagePath + "'")) {
    throw IoError(failed->message.toStdString());
  }
  const qsizetype open = page.indexOf(
      QByteArray::fromStdString(std::string(gelu::model::kWebSceneOpen) + "</script>"));
  const qsizetype still = page.indexOf("<!--gelu-still-->");
  if (open < 0 || still < 0) {
    throw IoError("export-web: '" + shown(pagePath) +
                  "' is not the web edition's page (rebuild it: scripts/build-web.sh)");
  }

  QString error;
  bool ioFailure = false;
  const auto scene = ui::readSceneFile(p.value("scene"), &error, &ioFailure);
  if (!scene && ioFailure) throw IoError(error.toStdString());
  if (!scene) throw UsageError("--scene: " + error.toStdString());

  const std::string json = gelu::model::webSceneText(gelu::model::writeScene(*scene));
  const QByteArray png = stillPicture(*scene);
  const QByteArray img =
      "<img alt=\"The idea: the normal pdf with the area up to x shaded, "
      "Phi, the Monte Carlo run and the activations\" width=\"1200\" "
      "height=\"675\" src=\"data:image/png;base64," +
      png.toBase64() + "\">";
  // The still comes before the scene in the page: replace from the back so the first offset
  // stays valid.
  QByteArray result = page;
  const qsizetype sceneAt = open + static_cast<qsizetype>(gelu::model::kWebSceneOpen.size());
  if (still > open) {
    result.replace(still, 17, img);
    result.insert(sceneAt, QByteArray::fromStdString(json));
  } else {
    result.insert(sceneAt, QByteArray::fromStdString(json));
    result.replace(still, 17, img);
  }
  Output output(out);
  output.write(result.toStdString());
  output.commit();
  return kOk;
}

}  // namespace cli
