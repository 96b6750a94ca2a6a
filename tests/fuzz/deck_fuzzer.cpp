// libFuzzer target for deck loading (built with clang by scripts/fuzz-scene.sh deck).
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "deck_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const QByteArray input(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
  const QString problem = checkDeckInput(input);
  if (!problem.isEmpty()) {
    std::fprintf(stderr, "deck_fuzzer: %s\n", qPrintable(problem));
    std::abort();
  }
  return 0;
}
