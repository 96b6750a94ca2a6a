#include "ui/export/WebContent.hpp"

#include <QCoreApplication>

#include "core/model/figure_scene.hpp"
#include "core/model/room.hpp"
#include "core/model/scene_file.hpp"
#include "core/model/views.hpp"
#include "ui/export/Export.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/Stage.hpp"
#include "ui/panels/Theme.hpp"

namespace ui {
namespace {

struct WebContentText {
  Q_DECLARE_TR_FUNCTIONS(WebContent)
};

/// `panels` of `scene` laid out as a view, as an <img> of a PNG (the scene's theme; light when it
/// follows the system).
QByteArray stillPicture(const SceneFileData& scene, const std::vector<std::string>& panels,
                        const QString& alt, bool deckStep = false) {
  ExportOptions o;
  o.size = QSize(1200, 675);
  o.fontScale = canvasFontScale(o.size);
  const ThemeChoice theme =
      scene.view.theme == ThemeChoice::System ? ThemeChoice::Light : scene.view.theme;
  QStringList wanted;
  for (const std::string& id : panels) wanted << QString::fromStdString(id);
  SceneFileData shown = scene;
  Stage stage(shown.model, shown.view, wanted, 0, Theme::forFigure(theme));
  stage.setDeckCurves(deckStep);
  QList<QRectF> rects;
  for (const gelu::model::Cell& c :
       gelu::model::viewCells(panels, o.size.width(), o.size.height())) {
    rects << QRectF(c.x, c.y, c.width, c.height);
  }
  stage.arrange(rects);
  stage.scene().simulateTo(scene.samples);
  const QByteArray png = renderFile(stage.cells(), o, ExportFormat::Png);
  return "<img alt=\"" + alt.toHtmlEscaped().toUtf8() +
         "\" width=\"1200\" height=\"675\" src=\"data:image/png;base64," + png.toBase64() + "\">";
}

}  // namespace

WebContent sceneWebContent(const SceneFileData& scene, const std::vector<std::string>& panels) {
  QStringList names;
  for (const std::string& id : panels) {
    if (const PanelInfo* info = panelInfo(QString::fromStdString(id))) names << info->shortName();
  }
  return {gelu::model::writeScene(scene),
          stillPicture(scene, panels, "The page's first panels: " + names.join(", "))};
}

std::optional<WebContent> deckWebContent(const Deck& deck, bool withoutAnswers, QString* error) {
  const std::vector<int> shown = gelu::model::shownSteps(deck);
  if (shown.empty()) {
    if (error != nullptr)
      *error = WebContentText::tr("every step is hidden: there is nothing to show");
    return std::nullopt;
  }
  const auto& first = deck.steps[static_cast<std::size_t>(shown.front())];
  const auto scene = gelu::model::stepScene(deck, shown.front());
  if (!scene) {
    if (error != nullptr) *error = WebContentText::tr("the first step's scene does not apply");
    return std::nullopt;
  }
  return WebContent{
      gelu::model::writeDeck(withoutAnswers ? gelu::model::withoutAnswers(deck) : deck),
      stillPicture(*scene, first.panels, "The first step: " + textIn(first.title, "en"), true)};
}

}  // namespace ui
