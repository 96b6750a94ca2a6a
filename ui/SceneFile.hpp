#pragma once
/// @file
/// @brief Scene files (`*.gelu.json`): a versioned JSON object. Loading is strict — an unknown
/// version or field, a wrong type, an out-of-range value, truncated or oversized input gives one
/// message naming the field, and nothing is applied.

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

#include "ui/SceneState.hpp"

namespace ui {

constexpr int kSceneVersion = 1;
constexpr qint64 kMaxSceneBytes = 1 << 20;  ///< larger files are refused
constexpr const char* kSceneSuffix = ".gelu.json";

/// Ids of the activation curves a scene can show, in the descriptor table's order.
QStringList activationIds();

/// The JSON text of a scene (indented, fields in a fixed order).
QByteArray writeScene(const SceneFileData& scene);
/// Parses and validates; on failure returns nullopt and sets `error` (one line, names the field).
std::optional<SceneFileData> parseScene(const QByteArray& json, QString* error);
/// Reads a file with parseScene; the error starts with the file name.
std::optional<SceneFileData> readSceneFile(const QString& path, QString* error);

}  // namespace ui
