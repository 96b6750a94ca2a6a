#!/usr/bin/env bash
# Runs table, simulate, neuron and render (PNG, SVG, PDF) under valgrind's memcheck with the
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
for ext in png svg pdf; do
  "${vg[@]}" "$bin" render --panel sheet --width 1280 --height 720 \
    --curves gelu,gelu_tanh,gelu_sigmoid,silu,relu,elu -o "$out/sheet.$ext"
done
echo "valgrind: 7 commands clean"
