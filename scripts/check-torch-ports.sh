#!/usr/bin/env bash
# Proves the PyTorch lens's ports of glibc, Sleef and oneDNN (core/detail/glibc_float.hpp,
# sleef_float.hpp, onednn_gelu.hpp) against the libraries themselves on this machine: builds
# tests/ports/torch_ports_check.cpp against the system's libm, libsleef3 and libdnnl2 and compares
# every float32 bit pattern (scripts/check-torch-ports.sh --quick: every 97th), plus every
# bfloat16 pattern through oneDNN on a CPU with AVX512-BF16. Every pattern takes about ten minutes
# of one core here; ONEDNN_MAX_CPU_ISA=AVX2 in the environment checks oneDNN's AVX2 code.
#   scripts/check-torch-ports.sh [--quick] [--threads T]
# The ports reproduce Debian 12's glibc 2.36, Sleef 3.5.1 and oneDNN 2.6.3 on an AVX2+FMA CPU;
# another C library or version computes other bits (which is why the core carries the ports),
# so this is not a ctest test. Needs libsleef-dev and libdnnl-dev (scripts/install-deps.sh --tests).
set -euo pipefail
cd "$(dirname "$0")/.."

step=1
threads=1
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) step=97 ;;
    --threads) threads="$2"; shift ;;
    *) echo "check-torch-ports: unknown option '$1' (use --quick, --threads T)" >&2; exit 2 ;;
  esac
  shift
done

# Another C library or Sleef computes other bits by design: nothing to compare there (exit 77,
# a skip, as scripts/test-all.sh reads it).
glibc=$(getconf GNU_LIBC_VERSION 2>/dev/null || true)
sleef=$(dpkg-query -W -f='${Version}' libsleef3 2>/dev/null || true)
if [ "$glibc" != "glibc 2.36" ] || [ "${sleef%%-*}" != "3.5.1" ]; then
  echo "check-torch-ports: skipped: the ports reproduce glibc 2.36 and Sleef 3.5.1," \
    "this system has ${glibc:-another C library} and Sleef ${sleef:-none}"
  exit 77
fi
if ! grep -qw avx2 /proc/cpuinfo || ! grep -qw fma /proc/cpuinfo; then
  echo "check-torch-ports: skipped: no AVX2 and FMA here (the code the ports reproduce)"
  exit 77
fi

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# -ffp-contract=off as the core is compiled; -mavx2 -mfma for calling Sleef's AVX2 functions.
g++ -std=c++20 -O2 -ffp-contract=off -mavx2 -mfma -Wall -Wextra -Wpedantic -Werror -I. \
  -I/usr/include/x86_64-linux-gnu tests/ports/torch_ports_check.cpp core/torch_gelu.cpp \
  -o "$out/torch_ports_check" -lsleef -ldnnl -pthread
"$out/torch_ports_check" --step "$step" --threads "$threads"
