#!/usr/bin/env bash
# Fuzzes the scene-file loader with libFuzzer (clang 14, ASan + UBSan) for RUNS executions
# (default 10^6), starting from tests/fuzz/corpus. New interesting inputs go to build/fuzz/corpus;
# copy small ones into tests/fuzz/corpus to keep them (CI replays that folder through the loader).
#   scripts/fuzz-scene.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-1000000}"
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined"
cmake -S . -B build/fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_CXX_FLAGS="$flags" \
  -DGELU_BUILD_TESTS=OFF -DGELU_BUILD_FUZZERS=ON >/dev/null
cmake --build build/fuzz --target scene_fuzzer
mkdir -p build/fuzz/corpus
build/fuzz/tests/fuzz/scene_fuzzer -runs="$runs" -max_len=8192 -print_final_stats=1 \
  -artifact_prefix=build/fuzz/ \
  -dict=tests/fuzz/scene.dict build/fuzz/corpus tests/fuzz/corpus
