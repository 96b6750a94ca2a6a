#!/usr/bin/env bash
# `cpack -G DEB` makes two packages lintian finds no error in, their Depends from dpkg-shlibdeps:
# gelu-explorer (the Qt, QCustomPlot, muparser and libpng libraries the program links; the
# program, its desktop files, the manual and the copyright file; no FFmpeg) and
# gelu-explorer-animation (the encoder module and FFmpeg), which the first recommends.
# With --with-web (after scripts/build-web.sh): the package also holds the web edition's page.
set -euo pipefail
build=$1
withWeb=${2:-}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$out" >/dev/null
deb=$(ls "$out"/gelu-explorer_*.deb)
anim=$(ls "$out"/gelu-explorer-animation_*.deb)
[ "$(ls "$out"/*.deb | wc -l)" -eq 2 ] || { echo "deb: expected two packages: $(ls "$out")" >&2; exit 1; }
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libqt6widgets6 libqcustomplot2.1-qt6 libmuparser2v5 libpng16-16 libqt6svg6; do
  grep -q "$lib" <<<"$depends" || { echo "deb: Depends lacks $lib: $depends" >&2; exit 1; }
done
# FFmpeg only for the animation package, which the program's package recommends.
if grep -qE 'libav|libsw' <<<"$depends"; then
  echo "deb: the program's package depends on FFmpeg: $depends" >&2
  exit 1
fi
recommends=$(dpkg-deb -f "$deb" Recommends)
for r in gelu-explorer-animation qt6-translations-l10n fonts-wqy-microhei; do
  grep -q "$r" <<<"$recommends" || { echo "deb: Recommends lacks $r: $recommends" >&2; exit 1; }
done
animDepends=$(dpkg-deb -f "$anim" Depends)
version=$(dpkg-deb -f "$deb" Version)
for dep in libavcodec59 libavformat59 "gelu-explorer (= $version)"; do
  grep -qF "$dep" <<<"$animDepends" || { echo "deb: animation Depends lacks $dep: $animDepends" >&2; exit 1; }
done
contents=$(dpkg-deb -c "$deb")
for f in ./usr/bin/gelu-explorer ./usr/share/doc/gelu-explorer/copyright \
  ./usr/share/doc/gelu-explorer/changelog.Debian.gz ./usr/share/man/man1/gelu-explorer.1.gz \
  ./usr/share/applications/org.geluexplorer.geluexplorer.desktop \
  ./usr/share/gelu-explorer/translations/gelu-explorer_de.qm; do
  grep -q " $f\$" <<<"$contents" || { echo "deb: $f is missing" >&2; exit 1; }
done
if [ "$withWeb" = --with-web ]; then
  f=./usr/share/gelu-explorer/web/gelu-explorer-web.html
  grep -q " $f\$" <<<"$contents" || { echo "deb: $f is missing" >&2; exit 1; }
fi
if grep -q "libgelu-encoders.so" <<<"$contents"; then
  echo "deb: the program's package holds the encoder module" >&2
  exit 1
fi
animContents=$(dpkg-deb -c "$anim")
for f in ./usr/lib/gelu-explorer/plugins/libgelu-encoders.so \
  ./usr/share/doc/gelu-explorer-animation/copyright \
  ./usr/share/doc/gelu-explorer-animation/changelog.Debian.gz; do
  grep -q " $f\$" <<<"$animContents" || { echo "deb: animation: $f is missing" >&2; exit 1; }
done
for d in "$deb" "$anim"; do
  lintian --fail-on error --suppress-tags initial-upload-closes-no-bugs "$d" 2>&1 |
    grep -v 'running with root privileges' || true
  lintian --fail-on error "$d" >/dev/null 2>&1
done
echo "deb: $(basename "$deb") and $(basename "$anim") are clean under lintian"
