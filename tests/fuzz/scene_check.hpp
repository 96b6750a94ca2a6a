#pragma once
// The property the scene-loader fuzzer checks, shared with the corpus replay test: any input either
// loads — and then writes and re-reads to the identical scene — or is refused with a one-line
// message. Returns an empty string when the property holds, else what went wrong.
#include <QByteArray>
#include <QString>

#include "ui/model/SceneFile.hpp"

inline QString checkSceneInput(const QByteArray& input) {
  QString error;
  const auto scene = ui::parseScene(input, &error);
  if (!scene) {
    if (error.isEmpty()) return "refused without a message";
    if (error.contains('\n')) return "message has more than one line: " + error;
    return {};
  }
  QString again;
  const auto back = ui::parseScene(ui::writeScene(*scene), &again);
  if (!back) return "a loaded scene does not re-load after saving: " + again;
  if (!(*back == *scene)) return "a loaded scene changes when saved and re-loaded";
  return {};
}
