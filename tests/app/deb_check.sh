#!/usr/bin/env bash
# `cpack -G DEB` makes a package lintian finds no error in, whose Depends come from
# dpkg-shlibdeps (the Qt, QCustomPlot, muparser and libpng libraries the program links) and
# which holds the program, its desktop files, the manual and the copyright file.
set -euo pipefail
build=$1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$out" >/dev/null
deb=$(ls "$out"/gelu-explorer_*.deb)
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libqt6widgets6 libqcustomplot2.1-qt6 libmuparser2v5 libpng16-16 libavcodec59 libavformat59; do
  grep -q "$lib" <<<"$depends" || { echo "deb: Depends lacks $lib: $depends" >&2; exit 1; }
done
grep -q qt6-translations-l10n <<<"$(dpkg-deb -f "$deb" Recommends)" ||
  { echo "deb: Recommends lacks Qt's translations" >&2; exit 1; }
contents=$(dpkg-deb -c "$deb")
for f in ./usr/bin/gelu-explorer ./usr/lib/gelu-explorer/plugins/libgelu-encoders.so ./usr/share/doc/gelu-explorer/copyright \
  ./usr/share/doc/gelu-explorer/changelog.Debian.gz ./usr/share/man/man1/gelu-explorer.1.gz \
  ./usr/share/applications/org.geluexplorer.geluexplorer.desktop \
  ./usr/share/gelu-explorer/translations/gelu-explorer_de.qm; do
  grep -q " $f\$" <<<"$contents" || { echo "deb: $f is missing" >&2; exit 1; }
done
lintian --fail-on error --suppress-tags initial-upload-closes-no-bugs "$deb" 2>&1 |
  grep -v 'running with root privileges' || true
lintian --fail-on error "$deb" >/dev/null 2>&1
echo "deb: $(basename "$deb") is clean under lintian"
