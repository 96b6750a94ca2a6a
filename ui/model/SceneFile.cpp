#include "ui/model/SceneFile.hpp"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include "core/io.hpp"
#include "core/model/figure_scene.hpp"
#include "ui/model/ModelText.hpp"
#include "ui/model/PdfScene.hpp"

namespace ui {

QByteArray sceneFileText(const SceneFileData& scene) {
  return QByteArray::fromStdString(gelu::model::writeScene(scene));
}

std::optional<SceneFileData> parseScene(const QByteArray& json, QString* error) {
  auto parsed = gelu::model::parseScene(
      std::string_view(json.constData(), static_cast<std::size_t>(json.size())));
  if (auto* e = std::get_if<gelu::model::ModelError>(&parsed)) {
    if (error != nullptr) *error = describe(*e);
    return std::nullopt;
  }
  return std::get<SceneFileData>(std::move(parsed));
}

std::optional<SceneFileData> readSceneFile(const QString& path, QString* error, bool* ioFailure) {
  // A figure made here carries its scene: read as far as a large figure, its scene taken out.
  const auto parseSceneOrFigure = [](const QByteArray& bytes, QString* why) {
    const std::string_view b(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    const auto kind = gelu::model::figureKind(b);
    if (kind == gelu::model::FigureKind::None) return parseScene(bytes, why);
    if (const auto scene = gelu::model::sceneInFigure(b)) {
      return parseScene(QByteArray::fromStdString(*scene), why);
    }
    if (kind == gelu::model::FigureKind::Pdf) {
      if (const auto scene = sceneInPdf(b)) {
        return parseScene(QByteArray::fromStdString(*scene), why);
      }
    }
    if (why != nullptr) {
      *why =
          kind == gelu::model::FigureKind::Html
              ? QCoreApplication::translate("SceneFile",
                                            "this web page carries no scene (it was not exported "
                                            "by GELU Explorer, or was edited since)")
          : kind == gelu::model::FigureKind::Jpeg
              ? QCoreApplication::translate(
                    "SceneFile",
                    "a JPEG figure carries no scene (PNG, SVG and PDF figures made by GELU "
                    "Explorer do)")
              : QCoreApplication::translate("SceneFile",
                                            "this figure carries no scene (it was not made by GELU "
                                            "Explorer, or was edited since)");
    }
    return std::optional<SceneFileData>();
  };
  return readAndParse(path, kMaxFigureBytes,
                      QCoreApplication::translate("SceneFile", "%1: no such example")
                          .arg("'" + printable(path) + "'"),
                      parseSceneOrFigure, error, ioFailure);
}

gelu::model::FigureKind figureKindOfFile(const QString& path) {
  if (!QFileInfo(path).isFile()) return gelu::model::FigureKind::None;
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return gelu::model::FigureKind::None;
  const QByteArray head = f.read(4096);
  return gelu::model::figureKind(
      std::string_view(head.constData(), static_cast<std::size_t>(head.size())));
}

std::optional<ReadFailure> readDocument(const QString& path, qint64 maxBytes, QByteArray* out,
                                        const QString& missing) {
  if (path.startsWith(QLatin1String(":/"))) {  // built into the program (Qt resource)
    QFile resource(path);
    if (!resource.open(QIODevice::ReadOnly)) return ReadFailure{missing, false};
    *out = resource.readAll();
    return std::nullopt;
  }
  std::string data;
  const std::string name = "'" + printable(path).toStdString() + "'";
  // A document this program reads begins as a JSON object, an SVG, HTML page, PDF, PNG or JPEG
  // does (white space first, or a byte-order mark), and the text ones hold no NUL byte.
  // Anything else (/dev/zero, a binary file) is read no further than its first piece; each piece
  // is looked at once (`blank`: bytes of white space passed over).
  enum class Start { Unknown, Text, Binary };
  const auto plausible = [blank = std::size_t{0}, start = Start::Unknown](
                             std::string_view read, std::size_t piece) mutable {
    if (start == Start::Unknown) {
      const std::size_t first = read.find_first_not_of(" \t\r\n", blank);
      if (first == std::string_view::npos) {
        blank = read.size();
        return true;
      }
      const char c = read[first];
      if (c == '{' || c == '<' || c == '\xEF') {
        start = Start::Text;
      } else if (c == '%' || c == '\x89' || c == '\xFF') {
        start = Start::Binary;
      } else {
        return false;
      }
    }
    return start == Start::Binary || read.find('\0', piece) == std::string_view::npos;
  };
  if (const auto e =
          gelu::io::readFile(QFile::encodeName(path).toStdString(),
                             static_cast<std::size_t>(maxBytes), &data, name, plausible)) {
    return ReadFailure{QString::fromStdString(e->message), e->kind == gelu::io::Error::Kind::Io};
  }
  *out = QByteArray::fromStdString(data);
  return std::nullopt;
}

}  // namespace ui
