#!/usr/bin/env bash
# Every test: installs what is missing, builds the program and runs its whole suite, then builds
# the core with clang and with emscripten (WebAssembly, run under node), runs their tests and
# compares the bits they compute with the g++ build's, builds the web edition and tests it in
# headless Chromium (its numbers against the desktop's, bit for bit), and checks the PyTorch
# lens's ports against glibc, Sleef and oneDNN (every 97th float32 pattern).
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
wasm_bits=$(mktemp)
trap 'rm -f "$gcc_bits" "$clang_bits" "$wasm_bits"' EXIT
build/release/tests/core/core_bits >"$gcc_bits"
build/clang-core/tests/core/core_bits >"$clang_bits"
if ! cmp -s "$gcc_bits" "$clang_bits"; then
  echo "test-all: the core built with clang computes other bits than with g++:" >&2
  diff "$gcc_bits" "$clang_bits" | head -n 20 >&2
  exit 1
fi
echo "test-all: g++ and clang agree on all $(wc -l <"$gcc_bits") values"

echo "== the core built to WebAssembly, compared bit for bit with g++'s"
wasm_start=$SECONDS
scripts/build-wasm-core.sh
ctest --preset wasm-core
node build/wasm-core/tests/core/core_bits.js >"$wasm_bits"
# Lines that begin with "libm " went through the C library's exp, expm1, log1p, tanh, sin, …
# (tests/core/core_bits.cpp): glibc and emscripten's musl may differ there in the last bit, so
# those values are counted and reported; every other line, and the labels of all, must be equal.
if ! cmp -s <(grep -v '^libm ' "$gcc_bits") <(grep -v '^libm ' "$wasm_bits") ||
  ! cmp -s <(sed -n 's/^\(libm .*\) [^ ]*$/\1/p' "$gcc_bits") \
    <(sed -n 's/^\(libm .*\) [^ ]*$/\1/p' "$wasm_bits"); then
  echo "test-all: the core built to WebAssembly computes other bits than with g++:" >&2
  diff <(grep -v '^libm ' "$gcc_bits") <(grep -v '^libm ' "$wasm_bits") | head -n 20 >&2
  exit 1
fi
echo "test-all: WebAssembly and g++ agree on all $(grep -vc '^libm ' "$gcc_bits") values that" \
  "depend on no C library function but correctly rounded ones"
paste -d '|' <(grep '^libm ' "$gcc_bits") <(grep '^libm ' "$wasm_bits") |
  awk -F '|' '{ n++ } $1 != $2 { d++; split($1, w, " "); f[w[2] ~ /csv$/ ? w[3] : w[2]]++ }
    END { printf "test-all: through the C library (glibc against musl), %d of %d values differ", d, n
          if (d) { printf ":"; for (k in f) printf " %s %d;", k, f[k] }
          print "" }'
echo "test-all: the WebAssembly section took $((SECONDS - wasm_start)) s"

echo "== the web edition: built, checked and tested in Chromium"
web_start=$SECONDS
scripts/build-web.sh
(cd web && npx prettier --check src build.mjs ../tests/web)
GELU_EXPLORER_BIN=$PWD/build/release/bin/gelu-explorer node --test tests/web/
# The Debian package made now carries the page (export-web and the room need it installed).
tests/app/deb_check.sh build/release --with-web
echo "test-all: the web section took $((SECONDS - web_start)) s"

echo "== the PyTorch lens's ports against the libraries they port"
status=0
scripts/check-torch-ports.sh --quick || status=$?
if [ "$status" -ne 0 ] && [ "$status" -ne 77 ]; then exit "$status"; fi
