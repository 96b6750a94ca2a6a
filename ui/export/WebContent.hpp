#pragma once
/// @file
/// @brief What an exported web page carries (File ▸ Export for web…, export-web): the scene's or
/// the deck's text, and a still picture of what it shows first — an <img> for print, for
/// <noscript> and for readers who cannot see it (its alt text). The page itself is the web
/// edition's (ui/room/WebPage.hpp fills it in).
#include <QByteArray>
#include <QString>
#include <optional>
#include <string>
#include <vector>

#include "ui/model/Deck.hpp"
#include "ui/model/SceneState.hpp"

namespace ui {

struct WebContent {
  std::string json;      ///< the scene or deck file's text
  QByteArray stillHtml;  ///< <img alt=… src="data:image/png;base64,…">
};

/// `scene` with a still of `panels` (laid out as a view).
WebContent sceneWebContent(const SceneFileData& scene, const std::vector<std::string>& panels);
/// `deck` (its questions' right answers left out when `withoutAnswers`) with a still of its
/// first shown step; none, with a one-line `error`, when no step is shown or its scene does not
/// apply.
std::optional<WebContent> deckWebContent(const Deck& deck, bool withoutAnswers, QString* error);

}  // namespace ui
