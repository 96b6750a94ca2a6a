#!/usr/bin/env bash
# Fuzzes the scene-file loader (or, with `deck`, the deck loader; with `pdf`, the reader of the
# scene a PDF figure carries; with `deflate`, the PNG encoder's deflate) with libFuzzer (clang 14,
# ASan + UBSan) for RUNS executions (default 10^6), starting from the committed corpus
# (tests/fuzz/corpus; decks: tests/fuzz/deck-corpus and the scenes' corpus). New interesting
# inputs go to build/fuzz/corpus (decks: build/fuzz/deck-corpus); copy small ones into the
# committed corpus to keep them (CI replays those folders through the loaders).
#   scripts/fuzz-scene.sh [deck|pdf|deflate] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
target=scene_fuzzer
corpora=(build/fuzz/corpus tests/fuzz/corpus)
dict=tests/fuzz/scene.dict
if [[ "${1:-}" == deck ]]; then
  shift
  target=deck_fuzzer
  corpora=(build/fuzz/deck-corpus tests/fuzz/deck-corpus tests/fuzz/corpus)
  mkdir -p build
  cat tests/fuzz/scene.dict tests/fuzz/deck.dict > build/deck.dict
  dict=build/deck.dict
fi
max_len=8192
if [[ "${1:-}" == pdf ]]; then
  shift
  target=pdf_scene_fuzzer
  corpora=(build/fuzz/pdf-corpus tests/fuzz/pdf-corpus)
  dict=tests/fuzz/pdf.dict
  max_len=65536
fi
if [[ "${1:-}" == deflate ]]; then
  shift
  target=deflate_fuzzer
  corpora=(build/fuzz/deflate-corpus)
  dict=""
  max_len=100000
fi
runs="${1:-1000000}"
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined"
cmake -S . -B build/fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_CXX_FLAGS="$flags" \
  -DGELU_CORE_ONLY=ON -DGELU_BUILD_TESTS=OFF -DGELU_BUILD_FUZZERS=ON >/dev/null
cmake --build build/fuzz --target "$target"
mkdir -p "${corpora[0]}"
"build/fuzz/tests/fuzz/$target" -runs="$runs" -max_len="$max_len" -print_final_stats=1 \
  -artifact_prefix=build/fuzz/ ${dict:+-dict="$dict"} "${corpora[@]}"
