// libFuzzer target for the scene a PDF figure carries (ui/model/PdfScene: std and zlib only, so
// it builds with the core-only fuzz build): never a crash, a read outside the input, or a scene
// larger than a scene file may be (built with clang by scripts/fuzz-scene.sh pdf).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "core/model/scene_file.hpp"
#include "ui/model/PdfScene.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto scene = ui::sceneInPdf(std::string_view(reinterpret_cast<const char*>(data), size));
  if (scene && scene->size() > gelu::model::kMaxSceneBytes) {
    std::fprintf(stderr, "pdf_scene_fuzzer: a scene of %zu bytes\n", scene->size());
    std::abort();
  }
  return 0;
}
