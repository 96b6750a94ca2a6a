#!/usr/bin/env bash
# Presenting on two real screens: one wide Xvfb screen split by RandR monitors into a laptop
# (primary, 1920×1080) and a projector (1280×720, to its right). The app presents the built-in
# deck; keys come through xdotool (XTEST, as a clicker's would); the projector is unplugged in the
# middle and plugged back. Usage: two_screens_test.sh path/to/gelu-explorer
set -euo pipefail
app=$1
work=$(mktemp -d)
xpid=""
apid=""
cleanup() {
  [ -n "$apid" ] && kill "$apid" 2>/dev/null || true
  [ -n "$xpid" ] && kill "$xpid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "two-screens: $*" >&2
  echo "--- app output:" >&2
  cat "$work/app.log" >&2 || true
  exit 1
}

Xvfb -displayfd 3 -screen 0 3200x1080x24 -noreset -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
xpid=$!
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || fail "Xvfb did not start: $(cat "$work/xvfb.log")"
export DISPLAY=":$(head -n1 "$work/display")"
xrandr --setmonitor LAPTOP 1920/508x1080/286+0+0 screen >/dev/null
xrandr --setmonitor PROJECTOR 1280/339x720/190+1920+0 none >/dev/null

export HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
export XDG_RUNTIME_DIR="$work/run" QT_QPA_PLATFORM=xcb LANG=C.UTF-8 LC_ALL=C.UTF-8
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
"$app" --lecture 1 >"$work/app.log" 2>&1 &
apid=$!

# The shown window whose title matches $1: "X Y WIDTH HEIGHT", or nothing.
geometry() {
  local id
  id=$(xdotool search --onlyvisible --name "$1" 2>/dev/null | head -n1) || true
  [ -n "$id" ] || return 0
  xdotool getwindowgeometry --shell "$id" | awk -F= '/^(X|Y|WIDTH|HEIGHT)=/ {printf "%s ", $2}'
}
title() {
  local id
  id=$(xdotool search --onlyvisible --name "$1" 2>/dev/null | head -n1) || true
  [ -n "$id" ] && xdotool getwindowname "$id"
  return 0
}
# Waits up to 10 s for "$@" to print $2 (or, with a leading ~, to contain it).
expect() {
  local what=$1 want=$2 got=""
  shift 2
  for _ in $(seq 100); do
    kill -0 "$apid" 2>/dev/null || fail "the app ended (waiting for $what)"
    got=$("$@")
    if [[ $want == "~"* ]]; then [[ $got == *"${want:1}"* ]] && return 0; fi
    [ "$got" = "$want" ] && return 0
    sleep 0.1
  done
  fail "$what: got '$got', want '$want'"
}
audience="GELU Explorer — lecture"
console="presenter console"

# Placed: the audience full screen on the projector, the console on the laptop.
expect "audience on the projector" "1920 0 1280 720 " geometry "$audience"
expect "console on the laptop" "0 0 1920 1080 " geometry "$console"
expect "console title" "~step 1 of 10" title "$console"

# A clicker's keys, whichever window has the focus.
xdotool key Next
expect "PageDown" "~step 2 of 10" title "$console"
xdotool key Next
expect "PageDown again" "~step 3 of 10" title "$console"
xdotool key Prior
expect "PageUp" "~step 2 of 10" title "$console"
xdotool key g 5 Return
expect "G 5 Enter" "~step 5 of 10" title "$console"

# The projector unplugged: the audience view fills the laptop, the console goes.
xrandr --delmonitor PROJECTOR >/dev/null
expect "audience on the laptop" "0 0 1920 1080 " geometry "$audience"
expect "console hidden" "" geometry "$console"
xdotool key Next
expect "a key with one screen" "~step 6 of 10" title "$audience"

# Plugged back: both return.
xrandr --setmonitor PROJECTOR 1280/339x720/190+1920+0 none >/dev/null
expect "audience back on the projector" "1920 0 1280 720 " geometry "$audience"
expect "console back on the laptop" "0 0 1920 1080 " geometry "$console"
expect "the step kept" "~step 6 of 10" title "$console"

# S swaps; F5 leaves.
xdotool key s
expect "S: audience on the laptop" "0 0 1920 1080 " geometry "$audience"
expect "S: console on the projector" "1920 0 1280 720 " geometry "$console"
xdotool key F5
expect "F5 leaves" "" geometry "$audience"
expect "F5 leaves the console" "" geometry "$console"
echo "two-screens: placed, keys, unplugged, plugged back, swapped, left"
