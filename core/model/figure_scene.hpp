#pragma once
/// @file
/// @brief A figure carries its scene: a PNG in an iTXt chunk (keyword kFigureSceneKey,
/// uncompressed, before the image data), an SVG in a <metadata> element of that id. Reading is
/// strict and bounded: a chunk that runs past the file, a keyword or text too long, or an
/// entity other than XML's five is no scene. (A PDF figure carries its scene as an embedded
/// file, read by the desktop: ui/model/PdfScene.hpp, which needs zlib.) A web page
/// made by `export-web` carries its scene in a <script type="application/json"> element of id
/// kWebSceneId, its '<', '>' and '&' written as JSON's \u escapes.
#include <optional>
#include <string>
#include <string_view>

namespace gelu::model {

inline constexpr std::string_view kFigureSceneKey = "gelu-explorer-scene";

inline constexpr std::string_view kWebSceneId = "gelu-scene";
/// The element a web page's scene sits in (the page's template has exactly one).
inline constexpr std::string_view kWebSceneOpen =
    R"(<script type="application/json" id="gelu-scene">)";

enum class FigureKind { None, Png, Svg, Pdf, Jpeg, Html };
/// What kind of figure `bytes` start like (None: not a figure, e.g. a scene file).
FigureKind figureKind(std::string_view bytes);
/// The scene text a PNG or SVG figure or a web page made here carries; nullopt when it carries
/// none (an HTML page without exactly one scene element, or with an empty one).
std::optional<std::string> sceneInFigure(std::string_view bytes);
/// The SVG element that carries `sceneJson` (the text escaped as XML).
std::string svgSceneElement(std::string_view sceneJson);
/// `sceneJson` as a web page's scene element holds it: '<', '>' and '&' as \u003c, \u003e and
/// \u0026 (a scene file has them only inside strings, where the escapes mean the same), so that
/// no text in a scene can end the element or open another.
std::string webSceneText(std::string_view sceneJson);

}  // namespace gelu::model
