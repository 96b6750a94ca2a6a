#pragma once
/// @file
/// @brief Scene files as the desktop reads them: core's one strict reader
/// (core/model/scene_file.hpp), with files, resources and messages in Qt's terms.
#include <QByteArray>
#include <QString>
#include <optional>

#include "core/model/figure_scene.hpp"
#include "core/model/scene_file.hpp"
#include "ui/model/SceneState.hpp"
#include "ui/model/Text.hpp"

namespace ui {

using gelu::model::kMaxSceneBytes;
using gelu::model::kSceneSuffix;
using gelu::model::kSceneVersion;

/// The largest figure (PNG, SVG) a scene is read from.
inline constexpr std::size_t kMaxFigureBytes = std::size_t{64} << 20;
/// The JSON text of a scene (gelu::model::writeScene).
QByteArray sceneFileText(const SceneFileData& scene);
/// Parses and validates; on failure returns nullopt and sets `error` (one line, translated,
/// naming the field).
std::optional<SceneFileData> parseScene(const QByteArray& json, QString* error);
/// Reads a scene file, or a PNG or SVG figure made here (the scene it carries), with parseScene;
/// the error names the file. `ioFailure` (when given) tells a
/// file the system cannot read — no permission, a symlink loop, a read error: exit 1 on the
/// command line — from a bad name (missing, a directory) or refused content (exit 2).
std::optional<SceneFileData> readSceneFile(const QString& path, QString* error,
                                           bool* ioFailure = nullptr);

/// @brief Why a document could not be read: the message, and whether the system failed (exit 1:
/// no permission, a read error) rather than the name (exit 2: missing, a directory).
struct ReadFailure {
  QString message;
  bool io = false;
};
/// The bytes of `path` (a file, or a ":/" resource; `missing` names a resource that is not
/// there), at most `maxBytes`; messages name the file.
std::optional<ReadFailure> readDocument(const QString& path, qint64 maxBytes, QByteArray* out,
                                        const QString& missing);

/// What kind of figure the regular file at `path` starts like (its first 4 KiB); None for
/// anything else, a FIFO included (its writer may be gone: opening it again would block).
gelu::model::FigureKind figureKindOfFile(const QString& path);

/// A document file read (readDocument) and parsed by `parse` (bytes, error → optional), every
/// message naming the file; `ioFailure` tells a system failure (exit 1) from refused content.
template <typename Parse>
auto readAndParse(const QString& path, std::size_t maxBytes, const QString& missing, Parse parse,
                  QString* error, bool* ioFailure) -> decltype(parse(QByteArray(), error)) {
  const auto report = [&](const QString& message, bool io) {
    if (error != nullptr) *error = message;
    if (ioFailure != nullptr) *ioFailure = io;
    return decltype(parse(QByteArray(), error))();
  };
  QByteArray data;
  if (const auto failed = readDocument(path, static_cast<qint64>(maxBytes), &data, missing)) {
    return report(failed->message, failed->io);
  }
  QString why;
  auto parsed = parse(data, &why);
  if (!parsed) return report(QStringLiteral("'%1': %2").arg(printable(path), why), false);
  return parsed;
}

}  // namespace ui
