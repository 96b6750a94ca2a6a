#include "ui/room/WebPage.hpp"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QRegularExpression>

#include "core/model/figure_scene.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/Text.hpp"

namespace ui {
namespace {

constexpr qint64 kMaxPageBytes = 8 << 20;  // the built page is under 1 MB
constexpr char kStill[] = "<!--gelu-still-->";

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

QByteArray sceneElement() {
  return QByteArray::fromStdString(std::string(gelu::model::kWebSceneOpen) + "</script>");
}

}  // namespace

QByteArray readWebPage(const QString& who, QString* error, bool* ioFailure) {
  const QString path = webPagePath();
  if (ioFailure != nullptr) *ioFailure = true;
  if (path.isEmpty()) {
    *error = who +
             ": the web edition is not built here: run scripts/build-web.sh (it needs "
             "emscripten, node and npm: scripts/install-deps.sh --tests installs them)";
    return {};
  }
  QByteArray page;
  if (const auto failed = readDocument(path, kMaxPageBytes, &page, "'" + path + "'")) {
    *error = failed->message;
    return {};
  }
  if (page.indexOf(sceneElement()) < 0 || page.indexOf(kStill) < 0) {
    *error = who + ": '" + printable(path) +
             "' is not the web edition's page (rebuild it: scripts/build-web.sh)";
    return {};
  }
  if (ioFailure != nullptr) *ioFailure = false;
  return page;
}

QByteArray filledWebPage(const QByteArray& page, const std::string& json, const QByteArray& still,
                         const QByteArray& extra) {
  const qsizetype open = page.indexOf(sceneElement());
  const qsizetype stillAt = page.indexOf(kStill);
  const QByteArray text = QByteArray::fromStdString(gelu::model::webSceneText(json));
  const qsizetype sceneAt = open + static_cast<qsizetype>(gelu::model::kWebSceneOpen.size());
  // Every edit from the back, so that the offsets before it stay valid.
  QByteArray result = page;
  const auto scene = [&] {
    result.insert(sceneAt, text);
    result.insert(open, extra);
  };
  if (stillAt > open) {
    result.replace(stillAt, static_cast<qsizetype>(sizeof kStill - 1), still);
    scene();
  } else {
    scene();
    result.replace(stillAt, static_cast<qsizetype>(sizeof kStill - 1), still);
  }
  return result;
}

SplitWebPage splitWebPage(const QByteArray& page) {
  // web/src/index.html: "<style>" … "</style>" in the head, the bundle the first "<script>" (no
  // attributes) after the scene element … "</script>". The bundle never holds "</script" nor
  // the style "</style" (web/build.mjs escapes them).
  const qsizetype styleOpen = page.indexOf("<style>");
  const qsizetype styleClose = page.indexOf("</style>", styleOpen);
  const qsizetype scene = page.indexOf(sceneElement());
  const qsizetype scriptOpen = scene < 0 ? -1 : page.indexOf("<script>", scene);
  const qsizetype scriptClose = page.indexOf("</script>", scriptOpen);
  if (styleOpen < 0 || styleClose < 0 || scriptOpen < styleClose || scriptClose < 0) return {};
  SplitWebPage out;
  out.style = page.mid(styleOpen + 7, styleClose - styleOpen - 7).trimmed();
  out.script = page.mid(scriptOpen + 8, scriptClose - scriptOpen - 8).trimmed() + '\n';
  if (out.style.endsWith(';')) out.style.chop(1);  // the template's "@STYLE@;"
  out.style += '\n';
  const auto named = [](const QByteArray& bytes, const char* suffix) {
    const QByteArray hash = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
    return QStringLiteral("gelu-explorer.") + QString::fromLatin1(hash.left(12)) + suffix;
  };
  out.scriptFile = named(out.script, ".js");
  out.styleFile = named(out.style, ".css");
  out.page = page.left(styleOpen) + "<link rel=\"stylesheet\" href=\"" + out.styleFile.toUtf8() +
             "\">" + page.mid(styleClose + 8, scriptOpen - styleClose - 8) + "<script src=\"" +
             out.scriptFile.toUtf8() + "\"></script>" + page.mid(scriptClose + 9);
  return out;
}

bool isWebEngineFile(const QString& name) {
  static const QRegularExpression engine(
      QStringLiteral("^gelu-explorer(\\.[0-9a-f]{12})?\\.(js|css)$"));
  return engine.match(name).hasMatch();
}

}  // namespace ui
