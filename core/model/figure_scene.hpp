#pragma once
/// @file
/// @brief A figure carries its scene: a PNG in an iTXt chunk (keyword kFigureSceneKey,
/// uncompressed, before the image data), an SVG in a <metadata> element of that id. Reading is
/// strict and bounded: a chunk that runs past the file, a keyword or text too long, or an
/// entity other than XML's five is no scene. (PDF figures do not carry one yet.)
#include <optional>
#include <string>
#include <string_view>

namespace gelu::model {

inline constexpr std::string_view kFigureSceneKey = "gelu-explorer-scene";

enum class FigureKind { None, Png, Svg, Pdf, Jpeg };
/// What kind of figure `bytes` start like (None: not a figure, e.g. a scene file).
FigureKind figureKind(std::string_view bytes);
/// The scene text a PNG or SVG figure made here carries; nullopt when it carries none.
std::optional<std::string> sceneInFigure(std::string_view bytes);
/// The SVG element that carries `sceneJson` (the text escaped as XML).
std::string svgSceneElement(std::string_view sceneJson);

}  // namespace gelu::model
