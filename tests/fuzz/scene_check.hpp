#pragma once
// The property the scene-loader fuzzer checks, shared with the corpus replay test: any input either
// loads — and then writes and re-reads to the identical scene — or is refused with a one-line
// message. Returns an empty string when the property holds, else what went wrong.
#include <string>
#include <string_view>
#include <variant>

#include "core/model/figure_scene.hpp"
#include "core/model/scene_file.hpp"

inline std::string checkSceneInput(std::string_view raw) {
  using gelu::model::ModelError;
  using gelu::model::SceneFileData;
  // A figure's scene is read out first (PNG chunks, SVG metadata: bounded, never past the end).
  const auto carried = gelu::model::sceneInFigure(raw);
  if (carried && carried->size() > gelu::model::kMaxSceneBytes) return "a figure's scene too large";
  const std::string_view input = carried ? std::string_view(*carried) : raw;
  const auto scene = gelu::model::parseScene(input);
  if (const auto* e = std::get_if<ModelError>(&scene)) {
    const std::string message = gelu::model::englishMessage(*e);
    if (message.empty()) return "refused without a message";
    if (message.find('\n') != std::string::npos)
      return "message has more than one line: " + message;
    return {};
  }
  const SceneFileData& loaded = std::get<SceneFileData>(scene);
  const auto back = gelu::model::parseScene(gelu::model::writeScene(loaded));
  if (const auto* e = std::get_if<ModelError>(&back)) {
    return "a loaded scene does not re-load after saving: " + gelu::model::englishMessage(*e);
  }
  if (!(std::get<SceneFileData>(back) == loaded))
    return "a loaded scene changes when saved and re-loaded";
  return {};
}
