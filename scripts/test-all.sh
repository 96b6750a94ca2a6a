#!/usr/bin/env bash
# Every test: installs what is missing, builds the program and runs its whole suite, then builds
# the core with clang, runs its tests and compares the bits it computes with the g++ build's, and
# checks the PyTorch lens's ports against glibc, Sleef and oneDNN (every 97th float32 pattern).
# This is the README's test command (CI runs it, then the sanitizer suite).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh --tests

echo "== release build and its tests"
cmake --preset release
cmake --build --preset release
ctest --preset release

echo "== the core built with clang, compared bit for bit with g++'s"
cmake --preset clang-core
cmake --build --preset clang-core
ctest --preset clang-core
gcc_bits=$(mktemp)
clang_bits=$(mktemp)
trap 'rm -f "$gcc_bits" "$clang_bits"' EXIT
build/release/tests/core/core_bits >"$gcc_bits"
build/clang-core/tests/core/core_bits >"$clang_bits"
if ! cmp -s "$gcc_bits" "$clang_bits"; then
  echo "test-all: the core built with clang computes other bits than with g++:" >&2
  diff "$gcc_bits" "$clang_bits" | head -n 20 >&2
  exit 1
fi
echo "test-all: g++ and clang agree on all $(wc -l <"$gcc_bits") values"

echo "== the PyTorch lens's ports against the libraries they port"
status=0
scripts/check-torch-ports.sh --quick || status=$?
if [ "$status" -ne 0 ] && [ "$status" -ne 77 ]; then exit "$status"; fi
