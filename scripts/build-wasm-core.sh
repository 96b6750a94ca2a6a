#!/usr/bin/env bash
# Builds core/ and its tests to WebAssembly with Debian's emscripten (the wasm-core preset), after
# building what the core links for WebAssembly into build/wasm-deps (once; kept between runs):
#   muparser     from Debian's source package (apt-get source: needs a deb-src line, which
#                scripts/install-deps.sh --tests adds)
#   googletest   from Debian's libgtest-dev (/usr/src/googletest)
#   nlohmann-json  Debian's headers and CMake files, copied (header only)
# Every dependency is built with the flags the core is (-fexceptions: the model's reader throws).
# GELU_WASM_JOBS sets the parallel jobs (default: all cores).
set -euo pipefail
cd "$(dirname "$0")/.."

toolchain=/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake
if ! command -v emcc >/dev/null || [ ! -f "$toolchain" ]; then
  echo "build-wasm-core: needs Debian's emscripten (scripts/install-deps.sh --tests)" >&2
  exit 1
fi
jobs=${GELU_WASM_JOBS:-$(nproc)}
# emscripten's linker runs acorn (Debian's node-acorn, in /usr/share/nodejs), which a node not
# built by Debian does not look for.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
deps=$PWD/build/wasm-deps
prefix=$deps/prefix
mkdir -p "$deps/src"
configure_dep() {  # source dir, build dir, extra options…
  local src=$1 bin=$2
  shift 2
  cmake -S "$src" -B "$bin" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$toolchain" \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS=-fexceptions -DCMAKE_INSTALL_PREFIX="$prefix" \
    -DBUILD_SHARED_LIBS=OFF "$@" >/dev/null
  cmake --build "$bin" --parallel "$jobs"
  cmake --install "$bin" >/dev/null
}

if [ ! -f "$prefix/lib/cmake/muparser/muparserConfig.cmake" ]; then
  echo "== muparser for WebAssembly (Debian's source package)"
  rm -rf "$deps/src/muparser"
  mkdir -p "$deps/src/muparser"
  if ! (cd "$deps/src/muparser" && apt-get source -qq muparser >/dev/null); then
    echo "build-wasm-core: 'apt-get source muparser' failed: it needs a deb-src line and" \
      "'apt-get update' (scripts/install-deps.sh --tests does both)" >&2
    exit 1
  fi
  src=$(find "$deps/src/muparser" -mindepth 1 -maxdepth 1 -type d -name 'muparser-*' | head -n 1)
  configure_dep "$src" "$deps/build/muparser" -DENABLE_OPENMP=OFF -DENABLE_SAMPLES=OFF \
    -DBUILD_TESTING=OFF
fi

if [ ! -f "$prefix/lib/cmake/GTest/GTestConfig.cmake" ]; then
  echo "== googletest for WebAssembly (Debian's libgtest-dev sources)"
  configure_dep /usr/src/googletest "$deps/build/googletest" -DBUILD_GMOCK=OFF \
    -Dgtest_disable_pthreads=ON
fi

if [ ! -f "$prefix/share/cmake/nlohmann_json/nlohmann_jsonConfig.cmake" ]; then
  # Its CMake files find the headers relative to themselves: a copy of both is a package.
  mkdir -p "$prefix/include" "$prefix/share/cmake"
  cp -r /usr/include/nlohmann "$prefix/include/"
  cp -r /usr/share/cmake/nlohmann_json "$prefix/share/cmake/"
fi

echo "== the core and its tests for WebAssembly"
cmake --preset wasm-core >/dev/null
cmake --build --preset wasm-core --parallel "$jobs"
