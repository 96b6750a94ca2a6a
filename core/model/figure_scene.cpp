#include "core/model/figure_scene.hpp"

#include <cstdint>

#include "core/model/scene_file.hpp"

namespace gelu::model {
namespace {

constexpr std::string_view kPngSignature("\x89PNG\r\n\x1a\n", 8);

std::uint32_t bigEndian(std::string_view s, std::size_t at) {
  return (std::uint32_t(static_cast<unsigned char>(s[at])) << 24) |
         (std::uint32_t(static_cast<unsigned char>(s[at + 1])) << 16) |
         (std::uint32_t(static_cast<unsigned char>(s[at + 2])) << 8) |
         std::uint32_t(static_cast<unsigned char>(s[at + 3]));
}

/// PNG's CRC-32 (ISO 3309, as zlib's crc32) of a chunk's type and data.
std::uint32_t chunkCrc(std::string_view typeAndData) {
  std::uint32_t c = 0xFFFFFFFFu;
  for (const char byte : typeAndData) {
    c ^= static_cast<unsigned char>(byte);
    for (int k = 0; k < 8; ++k) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
  }
  return c ^ 0xFFFFFFFFu;
}

/// The scene of the one scene chunk before the image, whole (its CRC right); none for a file
/// with two (which would it be?), a damaged one or none.
std::optional<std::string> sceneInPng(std::string_view b) {
  std::size_t at = kPngSignature.size();
  std::optional<std::string> found;
  while (at + 12 <= b.size()) {
    const std::uint32_t length = bigEndian(b, at);
    const std::string_view type = b.substr(at + 4, 4);
    if (length > b.size() - at - 12) return std::nullopt;  // runs past the file
    const std::string_view data = b.substr(at + 8, length);
    if (type == "iTXt") {
      // keyword \0, compression flag, method, language \0, translated keyword \0, text
      const auto keyEnd = data.find('\0');
      if (keyEnd != std::string_view::npos && keyEnd <= 79 &&
          data.substr(0, keyEnd) == kFigureSceneKey && keyEnd + 3 <= data.size()) {
        if (data[keyEnd + 1] != 0) return std::nullopt;  // compressed: not one of ours
        const auto languageEnd = data.find('\0', keyEnd + 3);
        if (languageEnd == std::string_view::npos) return std::nullopt;
        const auto translatedEnd = data.find('\0', languageEnd + 1);
        if (translatedEnd == std::string_view::npos) return std::nullopt;
        const std::string_view text = data.substr(translatedEnd + 1);
        if (text.size() > kMaxSceneBytes || found) return std::nullopt;
        if (chunkCrc(b.substr(at + 4, 4 + std::size_t(length))) != bigEndian(b, at + 8 + length))
          return std::nullopt;  // damaged
        found = std::string(text);
      }
    }
    if (type == "IDAT" || type == "IEND") return found;  // ours comes before the image
    at += 12 + std::size_t(length);
  }
  return std::nullopt;
}

std::optional<std::string> sceneInSvg(std::string_view b) {
  const std::string open = "<metadata id=\"" + std::string(kFigureSceneKey) + "\">";
  const auto start = b.find(open);
  if (start == std::string_view::npos) return std::nullopt;
  const auto from = start + open.size();
  const auto end = b.find("</metadata>", from);
  if (end == std::string_view::npos || end - from > 6 * kMaxSceneBytes) return std::nullopt;
  std::string out;
  const std::string_view body = b.substr(from, end - from);
  for (std::size_t i = 0; i < body.size(); ++i) {
    if (body[i] == '<') return std::nullopt;  // markup inside: not one of ours
    if (body[i] != '&') {
      out += body[i];
      continue;
    }
    static constexpr std::pair<std::string_view, char> kEntities[] = {
        {"&lt;", '<'}, {"&gt;", '>'}, {"&amp;", '&'}, {"&quot;", '"'}, {"&apos;", '\''}};
    bool known = false;
    for (const auto& [entity, c] : kEntities) {
      if (body.substr(i, entity.size()) == entity) {
        out += c;
        i += entity.size() - 1;
        known = true;
        break;
      }
    }
    if (!known) return std::nullopt;
  }
  if (out.size() > kMaxSceneBytes) return std::nullopt;
  if (b.find(open, end) != std::string_view::npos) return std::nullopt;  // two: which would it be?
  return out;
}

/// The text of the page's one scene element (its escapes left to the JSON reader).
std::optional<std::string> sceneInHtml(std::string_view b) {
  const auto open = b.find(kWebSceneOpen);
  if (open == std::string_view::npos) return std::nullopt;
  const auto start = open + kWebSceneOpen.size();
  if (b.find(kWebSceneOpen, start) != std::string_view::npos) return std::nullopt;
  const auto end = b.find("</script>", start);
  if (end == std::string_view::npos) return std::nullopt;
  const std::string_view text = b.substr(start, end - start);
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) return std::nullopt;
  return std::string(text);
}

}  // namespace

FigureKind figureKind(std::string_view b) {
  if (b.substr(0, kPngSignature.size()) == kPngSignature) return FigureKind::Png;
  if (b.substr(0, 5) == "%PDF-") return FigureKind::Pdf;
  if (b.size() >= 3 && static_cast<unsigned char>(b[0]) == 0xFF &&
      static_cast<unsigned char>(b[1]) == 0xD8 && static_cast<unsigned char>(b[2]) == 0xFF)
    return FigureKind::Jpeg;
  // An SVG: an XML declaration or an <svg> element first (after blanks).
  const auto first = b.find_first_not_of(" \t\r\n");
  if (first != std::string_view::npos && b.size() - first >= 15) {
    std::string head(b.substr(first, 15));
    for (char& c : head) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if (head == "<!doctype html>") return FigureKind::Html;
  }
  if (first != std::string_view::npos &&
      (b.substr(first, 5) == "<?xml" || b.substr(first, 4) == "<svg") &&
      b.substr(0, 4096).find("<svg") != std::string_view::npos)
    return FigureKind::Svg;
  return FigureKind::None;
}

std::optional<std::string> sceneInFigure(std::string_view bytes) {
  switch (figureKind(bytes)) {
    case FigureKind::Png:
      return sceneInPng(bytes);
    case FigureKind::Svg:
      return sceneInSvg(bytes);
    case FigureKind::Html:
      return sceneInHtml(bytes);
    default:
      return std::nullopt;
  }
}

std::string webSceneText(std::string_view json) {
  std::string out;
  out.reserve(json.size());
  for (const char c : json) {
    switch (c) {
      case '<':
        out += "\\u003c";
        break;
      case '>':
        out += "\\u003e";
        break;
      case '&':
        out += "\\u0026";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string svgSceneElement(std::string_view json) {
  std::string out = "<metadata id=\"" + std::string(kFigureSceneKey) + "\">";
  for (const char c : json) {
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      default:
        out += c;
    }
  }
  return out + "</metadata>\n";
}

}  // namespace gelu::model
