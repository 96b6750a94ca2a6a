// libFuzzer target for deck loading (built with clang by scripts/fuzz-scene.sh deck).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "deck_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string problem =
      checkDeckInput(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!problem.empty()) {
    std::fprintf(stderr, "deck_fuzzer: %s\n", problem.c_str());
    std::abort();
  }
  return 0;
}
