// libFuzzer target for scene loading (built with clang by scripts/fuzz-scene.sh).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "scene_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string problem =
      checkSceneInput(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!problem.empty()) {
    std::fprintf(stderr, "scene_fuzzer: %s\n", problem.c_str());
    std::abort();
  }
  return 0;
}
