#pragma once
/// @file
/// @brief A PDF figure made here carries its scene as an embedded file (kPdfSceneFile: viewers
/// list it among the attachments) in a Flate-compressed stream, as Qt's PDF engine writes one.
/// Reading is strict and bounded: the file specification named kPdfSceneFile, its /EF object,
/// a /Length that is a number or a reference to one, a stream inside the file, inflated to at
/// most kMaxSceneBytes; anything else is no scene.
#include <optional>
#include <string>
#include <string_view>

namespace ui {

inline constexpr std::string_view kPdfSceneFile = "gelu-explorer-scene.json";

/// The scene text the PDF figure `pdf` carries, or nullopt.
std::optional<std::string> sceneInPdf(std::string_view pdf);

}  // namespace ui
