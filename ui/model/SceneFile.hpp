#pragma once
/// @file
/// @brief Scene files (`*.gelu.json`): a versioned JSON object. Loading is strict — an unknown
/// version or field, a wrong type, an out-of-range value, truncated or oversized input gives one
/// message naming the field, and nothing is applied.

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>

#include "ui/model/CurveIds.hpp"
#include "ui/model/SceneState.hpp"

namespace ui {

constexpr int kSceneVersion = 1;
constexpr qint64 kMaxSceneBytes = 1 << 20;  ///< larger files are refused
constexpr const char* kSceneSuffix = ".gelu.json";

/// The JSON text of a scene (indented, fields in a fixed order).
QByteArray writeScene(const SceneFileData& scene);
/// Parses and validates; on failure returns nullopt and sets `error` (one line, names the field).
std::optional<SceneFileData> parseScene(const QByteArray& json, QString* error);
/// The scene as a JSON object (the fields writeScene() writes).
QJsonObject sceneObject(const SceneFileData& scene);
/// Validates a parsed JSON object as parseScene() does (format and version included); on failure
/// sets the failing field's name ("monte_carlo.seed") and what is wrong with it, so a file that
/// embeds scene fields (a deck) can name the field by its own path.
std::optional<SceneFileData> parseSceneObject(const QJsonObject& root, QString* field,
                                              QString* what);
/// Reads a file with parseScene; the error names the file. `ioFailure` (when given) tells a
/// file the system cannot read — no permission, a symlink loop, a read error: exit 1 on the
/// command line — from a bad name (missing, a directory) or refused content (exit 2).
std::optional<SceneFileData> readSceneFile(const QString& path, QString* error,
                                           bool* ioFailure = nullptr);

}  // namespace ui
