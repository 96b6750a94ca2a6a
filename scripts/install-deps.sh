#!/usr/bin/env bash
# Installs the Debian 12 packages GELU Explorer needs to build, run and test.
#   scripts/install-deps.sh           what building and running the program needs (and its tests)
#   scripts/install-deps.sh --tests   also the other builds and libraries the checks compare with:
#                                     clang; emscripten and node (the core in WebAssembly, with
#                                     muparser from Debian's sources: adds a deb-src line when
#                                     there is none); npm, chromium and firefox-esr (the web
#                                     edition and its tests); libsleef-dev and libdnnl-dev (check-torch-ports.sh)
#   scripts/install-deps.sh --reference  also what the reference scripts run on: python3-mpmath
#                                     (make_reference.py), python3-torch (make_torch_reference.py)
# Non-interactive and idempotent: when everything is present it only checks (no apt-get update).
# Works as root, or through sudo for a normal user.
set -euo pipefail

with_tests=0
with_reference=0
for option in "$@"; do
  case "$option" in
    --tests) with_tests=1 ;;
    --reference) with_reference=1 ;;
    *) echo "install-deps: unknown option '$option' (use --tests, --reference or nothing)" >&2
       exit 2 ;;
  esac
done

packages=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-svg-dev libqcustomplot-dev libqcustomplot2.1-qt6
  qt6-httpserver-dev qt6-websockets-dev libqrencode-dev
  libgtest-dev libgmock-dev libbenchmark-dev zlib1g-dev libpng-dev libmuparser-dev
  libavcodec-dev libavformat-dev libswscale-dev libavfilter-dev libavutil-dev ffmpeg libwebp-dev
  qt6-tools-dev qt6-l10n-tools qt6-translations-l10n fonts-wqy-microhei
  xvfb xauth valgrind optipng librsvg2-bin poppler-utils desktop-file-utils appstream man-db lintian
  dpkg-dev
  x11-xserver-utils xdotool
  libharfbuzz-dev fonts-lmodern
  nlohmann-json3-dev
)
# The core compiled by clang, and by emscripten to WebAssembly run under node, must give the same
# bits as g++'s (scripts/test-all.sh); the PyTorch lens's ports are proven against Sleef and oneDNN
# themselves (scripts/check-torch-ports.sh).
# The web edition: its front end's packages come through npm (pinned in web/package-lock.json);
# its tests drive Debian's Chromium and Firefox ESR.
test_packages=(clang emscripten nodejs node-acorn libsleef-dev libdnnl-dev chromium firefox-esr)
if [ "$with_tests" -eq 1 ]; then
  packages+=("${test_packages[@]}")
  # Debian's npm, unless a node that brings its own (NodeSource's) is installed: the two conflict.
  if ! command -v npm >/dev/null; then packages+=(npm); fi
fi
# The reference tables in tests/data are made with mpmath and with Debian's PyTorch 1.13.
reference_packages=(python3-mpmath python3-numpy python3-torch)
if [ "$with_reference" -eq 1 ]; then packages+=("${reference_packages[@]}"); fi

# scripts/build-wasm-core.sh builds muparser for WebAssembly from `apt-get source muparser`, which
# needs a deb-src line: one for each deb822 source file's deb lines, or for sources.list's.
has_deb_src() {
  grep -Eqs '^[[:space:]]*(deb-src[[:space:]]|Types:.*deb-src)' /etc/apt/sources.list \
    /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources
}
need_deb_src=0
if [ "$with_tests" -eq 1 ] && ! has_deb_src; then need_deb_src=1; fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ] && [ "$need_deb_src" -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "install-deps: need root or sudo to install: ${missing[*]}" >&2
  exit 1
fi

if [ "$need_deb_src" -eq 1 ]; then
  echo "install-deps: adding deb-src lines for the deb lines (apt-get source muparser)"
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    sed -n 's/^Types:[[:space:]]*deb[[:space:]]*$/Types: deb-src/; /^Types:/,$p' "$f" |
      "${sudo[@]}" tee "/etc/apt/sources.list.d/gelu-src-$(basename "$f")" >/dev/null
  done
  if [ -f /etc/apt/sources.list ]; then
    sed -n 's/^deb[[:space:]]/deb-src /p' /etc/apt/sources.list |
      "${sudo[@]}" tee /etc/apt/sources.list.d/gelu-src.list >/dev/null
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
echo "install-deps: done"
