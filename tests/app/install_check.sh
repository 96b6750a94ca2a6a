#!/usr/bin/env bash
# `cmake --install` into a scratch prefix lays out a Debian desktop application: the program,
# the desktop entry (clean under desktop-file-validate), the AppStream metadata (clean under
# appstreamcli validate --pedantic), the MIME type, the icons, the manual page (no groff
# warnings, every option of every command's --help in it), the example scenes, the translations
# and the encoder
# module the installed program loads for animations.
set -euo pipefail
build=$1
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
id=org.geluexplorer.geluexplorer
cmake --install "$build" --prefix "$prefix" >/dev/null
for f in bin/gelu-explorer share/applications/$id.desktop share/metainfo/$id.metainfo.xml \
  share/mime/packages/$id.xml share/icons/hicolor/scalable/apps/$id.svg \
  share/icons/hicolor/48x48/apps/$id.png share/icons/hicolor/128x128/apps/$id.png \
  share/icons/hicolor/256x256/apps/$id.png share/man/man1/gelu-explorer.1.gz \
  share/gelu-explorer/scenes/figure-1.gelu.json share/gelu-explorer/scenes/the-coin.gelu.json \
  share/gelu-explorer/scenes/tail-precision.gelu.json share/gelu-explorer/decks/lecture.gelu-deck.json \
  share/gelu-explorer/decks/approximations.gelu-deck.json share/gelu-explorer/decks/activations.gelu-deck.json \
  share/gelu-explorer/translations/gelu-explorer_de.qm share/gelu-explorer/translations/gelu-explorer_fr.qm \
  share/gelu-explorer/translations/gelu-explorer_es.qm \
  share/gelu-explorer/translations/gelu-explorer_zh_CN.qm; do
  [ -s "$prefix/$f" ] || { echo "install: $f is missing" >&2; exit 1; }
done
out=$(desktop-file-validate "$prefix/share/applications/$id.desktop" 2>&1)
[ -z "$out" ] || { echo "desktop-file-validate: $out" >&2; exit 1; }
appstreamcli validate --pedantic --no-net "$prefix/share/metainfo/$id.metainfo.xml" >/dev/null
grep -q '<glob pattern="\*.gelu.json"' "$prefix/share/mime/packages/$id.xml"
grep -q "^MimeType=application/x-gelu-explorer-scene;application/x-gelu-explorer-deck;$" "$prefix/share/applications/$id.desktop"
warnings=$(LC_ALL=C.UTF-8 man --warnings -E UTF-8 -l -Tutf8 -Z \
  "$prefix/share/man/man1/gelu-explorer.1.gz" 2>&1 >/dev/null)
[ -z "$warnings" ] || { echo "man: $warnings" >&2; exit 1; }
page=$(gzip -dc "$prefix/share/man/man1/gelu-explorer.1.gz" | sed 's/\\-/-/g')
missing=0
for command in "" table simulate neuron render moments propagate train typeset; do
  # shellcheck disable=SC2086
  for option in $("$prefix/bin/gelu-explorer" $command --help |
    grep -oE '^ +(-[a-z], )?--?[a-z][a-z-]*' | grep -oE -- '--?[a-z][a-z-]*$'); do
    grep -qF -- "$option" <<<"$page" || { echo "man page lacks ${command:-window} $option" >&2; missing=1; }
  done
done
[ "$missing" -eq 0 ]
# The installed program finds its encoder module beside it (not the build tree's copy).
[ -s "$prefix/lib/gelu-explorer/plugins/libgelu-encoders.so" ] || { echo "install: no encoder module" >&2; exit 1; }
# To a file: stderr is closed to the libraries while an animation encodes (the module loads then).
LD_DEBUG=files LD_DEBUG_OUTPUT="$prefix/ld" "$prefix/bin/gelu-explorer" render --panel cdf \
  --width 400 --height 300 --animate sweep --duration 0.2 --fps 10 -o "$prefix/sweep.gif"
cat "$prefix"/ld.* >"$prefix/ld.log"
[ -s "$prefix/sweep.gif" ] || { echo "install: the installed program made no animation" >&2; exit 1; }
grep -q "file=$prefix/bin/../lib/gelu-explorer/plugins/libgelu-encoders.so" "$prefix/ld.log" ||
  { echo "install: the encoders were not loaded from the install" >&2; exit 1; }
# Without the animation package (only the program's component installed), animations are refused
# with a one-line error naming the package, exit 1, and no file; the build tree's module is not
# borrowed.
bare=$prefix/bare
cmake --install "$build" --prefix "$bare" --component main >/dev/null
[ ! -e "$bare/lib/gelu-explorer/plugins/libgelu-encoders.so" ] ||
  { echo "install: the program's component holds the encoder module" >&2; exit 1; }
status=0
"$bare/bin/gelu-explorer" render --panel cdf --width 400 --height 300 --animate sweep \
  --duration 0.2 --fps 10 -o "$bare/sweep.gif" 2>"$bare/err.log" || status=$?
[ "$status" -eq 1 ] || { echo "install: without the encoders render exited $status" >&2; exit 1; }
grep -q "install the gelu-explorer-animation package" "$bare/err.log" ||
  { echo "install: unclear error without the encoders: $(cat "$bare/err.log")" >&2; exit 1; }
[ "$(wc -l <"$bare/err.log")" -eq 1 ] || { echo "install: more than one line: $(cat "$bare/err.log")" >&2; exit 1; }
[ ! -e "$bare/sweep.gif" ] || { echo "install: a file was left without the encoders" >&2; exit 1; }
# The program itself runs without them.
"$bare/bin/gelu-explorer" table --from 0 --to 1 --points 3 >/dev/null
echo "install: every file in place and valid"
