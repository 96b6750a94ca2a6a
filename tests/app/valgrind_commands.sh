#!/usr/bin/env bash
# Runs table, simulate, neuron, moments, propagate and render (PNG, SVG, PDF, the training panel, GIF and MP4 animations) under valgrind's memcheck with the
# project's suppressions (tests/valgrind.supp: Qt's own); any error from our code fails.
set -euo pipefail
bin=$1
supp=$2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
vg=(valgrind --quiet --error-exitcode=9 --suppressions="$supp" --num-callers=30)
"${vg[@]}" "$bin" table --points 50 >/dev/null
"${vg[@]}" "$bin" table --functions gelu,cdf --sigma 1e-310 --points 5 >/dev/null
"${vg[@]}" "$bin" simulate --x 0.5 --samples 1e6 --checkpoints 20 --format csv >/dev/null
"${vg[@]}" "$bin" neuron --inputs 0,1 --weights 0.3,0.2 --activation gelu_tanh >/dev/null
"${vg[@]}" "$bin" moments --functions gelu,relu,hardshrink --format json >/dev/null
"${vg[@]}" "$bin" propagate --depth 10 --width 256 --formula 'k=abs(x)' --activation k >/dev/null
for ext in png svg pdf; do
  "${vg[@]}" "$bin" render --panel sheet --width 1280 --height 720 \
    --curves gelu,gelu_tanh,gelu_sigmoid,silu,relu,elu -o "$out/sheet.$ext"
done
# The training panel: its networks trained before drawing.
"${vg[@]}" "$bin" render --panel training --dataset xor --layers 4 --points 60 --epochs 20 \
  --width 800 --height 450 -o "$out/training.png"
# An animation through FFmpeg's encoders: two frames each of GIF (two passes) and MP4.
# FFmpeg's libraries load libhwy, whose start-up issues RDTSCP whatever the CPU announces; on a
# CPU (or hypervisor) that does not announce it, valgrind cannot run that instruction (SIGILL in
# hwy::platform::TimerResolution). There the animations run natively and must still succeed, and
# the script says that valgrind did not see them; any other failure under valgrind fails.
clean=10
for ext in gif mp4; do
  args=(render --panel cdf --width 400 --height 300 --animate sweep --duration 0.2 --fps 10
    -o "$out/sweep.$ext")
  if ! "${vg[@]}" "$bin" "${args[@]}" 2>"$out/vg.log"; then
    if grep -q "Illegal opcode" "$out/vg.log" && grep -q "libhwy" "$out/vg.log" &&
      ! grep -qw rdtscp /proc/cpuinfo; then
      echo "valgrind: cannot run libhwy's RDTSCP on this CPU; the $ext animation ran natively"
      "$bin" "${args[@]}"
      test -s "$out/sweep.$ext"
      clean=$((clean - 1))
    else
      cat "$out/vg.log" >&2
      exit 1
    fi
  fi
done
echo "valgrind: $clean commands clean"
