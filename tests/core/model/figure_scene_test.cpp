#include "core/model/figure_scene.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

using gelu::model::FigureKind;

std::string be32(std::uint32_t v) {
  return {char(v >> 24), char((v >> 16) & 0xFF), char((v >> 8) & 0xFF), char(v & 0xFF)};
}

/// CRC-32 as PNG's (bit by bit, independent of the reader's).
std::uint32_t crc(const std::string& s) {
  std::uint32_t c = 0xFFFFFFFFu;
  for (const unsigned char byte : s) {
    c ^= byte;
    for (int k = 0; k < 8; ++k) c = (c & 1u) != 0 ? (c >> 1) ^ 0xEDB88320u : c >> 1;
  }
  return ~c;
}

std::string chunk(std::string_view type, const std::string& data) {
  return be32(static_cast<std::uint32_t>(data.size())) + std::string(type) + data +
         be32(crc(std::string(type) + data));
}

std::string itxt(std::string_view key, const std::string& text, char compressed = 0) {
  return chunk("iTXt", std::string(key) + '\0' + compressed + '\0' + '\0' + '\0' + text);
}

const std::string kSignature("\x89PNG\r\n\x1a\n", 8);
const std::string kHeader = chunk("IHDR", std::string(13, '\0'));

TEST(FigureScene, APngCarriesItsSceneBeforeTheImage) {
  const std::string scene = R"({"format": "gelu-explorer-scene", "version": 1})";
  const std::string png = kSignature + kHeader + itxt("other", "x") +
                          itxt(gelu::model::kFigureSceneKey, scene) + chunk("IDAT", "zz") +
                          chunk("IEND", "");
  EXPECT_EQ(gelu::model::figureKind(png), FigureKind::Png);
  EXPECT_EQ(gelu::model::sceneInFigure(png), scene);
  EXPECT_EQ(crc("IEND"), 0xAE426082u);  // every PNG's last four bytes
  // A damaged scene chunk (its CRC wrong) or two of them: no scene (both were read).
  std::string damaged = png;
  damaged[damaged.find("gelu-explorer-scene") + 40] ^= 1;
  EXPECT_EQ(gelu::model::sceneInFigure(damaged), std::nullopt);
  EXPECT_EQ(
      gelu::model::sceneInFigure(kSignature + kHeader + itxt(gelu::model::kFigureSceneKey, scene) +
                                 itxt(gelu::model::kFigureSceneKey, scene) + chunk("IDAT", "zz") +
                                 chunk("IEND", "")),
      std::nullopt);
  // None, compressed, after the image, or cut anywhere: no scene (and no read past the end).
  EXPECT_EQ(gelu::model::sceneInFigure(kSignature + kHeader + chunk("IEND", "")), std::nullopt);
  EXPECT_EQ(gelu::model::sceneInFigure(kSignature + kHeader +
                                       itxt(gelu::model::kFigureSceneKey, scene, 1)),
            std::nullopt);
  EXPECT_EQ(gelu::model::sceneInFigure(kSignature + kHeader + chunk("IDAT", "zz") +
                                       itxt(gelu::model::kFigureSceneKey, scene)),
            std::nullopt);
  for (std::size_t cut = 8; cut < png.size() - 20; ++cut) {
    const auto found = gelu::model::sceneInFigure(png.substr(0, cut));
    EXPECT_TRUE(!found || *found == scene) << cut;
  }
  // A length that runs past the file.
  std::string lying = png;
  lying.replace(kSignature.size() + kHeader.size(), 4, be32(0x7FFFFFFF));
  EXPECT_EQ(gelu::model::sceneInFigure(lying), std::nullopt);
}

TEST(FigureScene, AnSvgCarriesItsSceneEscaped) {
  const std::string scene = R"({"a": "<b> & 'c' \"d\""})";
  const std::string svg = "<?xml version=\"1.0\"?>\n<svg>\n<title>t</title>\n" +
                          gelu::model::svgSceneElement(scene) + "</svg>\n";
  EXPECT_EQ(gelu::model::figureKind(svg), FigureKind::Svg);
  EXPECT_EQ(gelu::model::sceneInFigure(svg), scene);
  EXPECT_EQ(gelu::model::sceneInFigure("<svg><metadata id=\"gelu-explorer-scene\">&nbsp;"
                                       "</metadata></svg>"),
            std::nullopt);
  EXPECT_EQ(gelu::model::sceneInFigure("<svg><metadata id=\"gelu-explorer-scene\"><x/>"
                                       "</metadata></svg>"),
            std::nullopt);
  EXPECT_EQ(gelu::model::sceneInFigure("<svg>no scene</svg>"), std::nullopt);
  // Two scene elements: none (which would it be?).
  EXPECT_EQ(gelu::model::sceneInFigure("<?xml version=\"1.0\"?>\n<svg>\n" +
                                       gelu::model::svgSceneElement(scene) +
                                       gelu::model::svgSceneElement("{}") + "</svg>\n"),
            std::nullopt);
}

TEST(FigureScene, OtherFilesAreNoFigures) {
  EXPECT_EQ(gelu::model::figureKind(R"({"format": "gelu-explorer-scene"})"), FigureKind::None);
  EXPECT_EQ(gelu::model::figureKind("%PDF-1.4\n"), FigureKind::Pdf);
  EXPECT_EQ(gelu::model::figureKind("\xFF\xD8\xFF\xE0"), FigureKind::Jpeg);
  EXPECT_EQ(gelu::model::figureKind(""), FigureKind::None);
}

}  // namespace

namespace {

TEST(FigureScene, AWebPageCarriesItsSceneEscapedInOneElement) {
  // A title with markup: every '<', '>' and '&' leaves as a JSON escape, so no scene can end
  // the element early or open another.
  const std::string scene =
      R"({"format": "gelu-explorer-scene", "version": 1, "title": "</script><b>&"})";
  const std::string text = gelu::model::webSceneText(scene);
  EXPECT_EQ(text.find('<'), std::string::npos);
  EXPECT_EQ(text.find('>'), std::string::npos);
  EXPECT_EQ(text.find('&'), std::string::npos);
  const std::string page = "<!DOCTYPE html>\n<html><head></head><body>" +
                           std::string(gelu::model::kWebSceneOpen) + text +
                           "</script><script>var a = 1;</script></body></html>";
  EXPECT_EQ(gelu::model::figureKind(page), FigureKind::Html);
  const auto found = gelu::model::sceneInFigure(page);
  ASSERT_TRUE(found.has_value());
  EXPECT_EQ(*found, text);
}

TEST(FigureScene, AWebPageWithoutExactlyOneSceneCarriesNone) {
  const std::string open(gelu::model::kWebSceneOpen);
  const std::string head = "<!doctype html><html><body>";
  EXPECT_FALSE(gelu::model::sceneInFigure(head + "<p>no scene</p></body></html>"));
  EXPECT_FALSE(gelu::model::sceneInFigure(head + open + "  \n</script>"));  // empty
  EXPECT_FALSE(gelu::model::sceneInFigure(head + open + "{}"));             // never closed
  EXPECT_FALSE(gelu::model::sceneInFigure(head + open + "{}</script>" + open + "{}</script>"));
  // Not a page at all: an HTML fragment, or text that only mentions the element.
  EXPECT_EQ(gelu::model::figureKind(open + "{}</script>"), FigureKind::None);
}

}  // namespace
