#!/usr/bin/python3
"""PyTorch's own GELU results, for the PyTorch lens's tests (core/torch_gelu.hpp).

Usage (Debian 12, python3-torch 1.13.1+dfsg-4; Debian's interpreter, where python3-torch lives):
  /usr/bin/python3 scripts/make_torch_reference.py tests/data

Writes tests/data/torch_gelu_f32.bin and tests/data/torch_gelu_bf16.bin. Each is a text header of
three lines, then the rows, little-endian, row after row:
  line 1: "GELU Explorer PyTorch GELU reference 1"
  line 2: where it was made (torch's version and CPU capability, Debian's package versions of
          python3-torch, libc6, libsleef3 and libdnnl2, the CPU's model and flags that matter)
  line 3: "dtype f32|bf16 rows N columns x dy fwd_none.tensor fwd_none.vectorized ..."
  then N rows of len(columns) unsigned integers of 4 (f32) or 2 (bf16) bytes: the bit patterns.
Columns: x, dy (the gradient of the backward), then for each op (fwd_none = F.gelu(x),
fwd_tanh = F.gelu(x, approximate='tanh'), bwd_none and bwd_tanh = torch.ops.aten.gelu_backward(dy,
x, approximate=...)) the result of three paths:
  tensor     the whole column as one contiguous tensor, padded with zeros to a multiple of 32
             elements (so that ATen's loops have no scalar tail), one thread: what a long tensor
             gets (oneDNN for approximate='none', ATen's vectorized lambda for 'tanh');
  vectorized the same with torch.backends.mkldnn disabled: ATen's vectorized lambda throughout;
  scalar     each element as a tensor of its own: ATen's scalar lambda.
Inputs: bf16, every bit pattern (65,536 rows, NaNs and infinities included) with a random
gradient each, then the 225 pairs of 15 special patterns (NaNs, infinities, zeros, subnormals)
as (x, dy); f32, linspace(-10, 10, 20001), those special pairs, subnormals, the tails up to the
largest float, dense points in the cancellation region [-9, -3], the neighbourhoods of every branch
point of glibc's, Sleef's and oneDNN's functions (in GELU's x), and normal random points.
oneDNN gets bf16 only on a CPU with AVX-512 and converts with AVX512-BF16's instruction where
there is one: the lens models that CPU, so the script refuses to run on another."""
import os
import subprocess
import sys

import numpy as np
import torch

F = torch.nn.functional
BWD = torch.ops.aten.gelu_backward
OPS = {
    "fwd_none": lambda x, g: F.gelu(x),
    "fwd_tanh": lambda x, g: F.gelu(x, approximate="tanh"),
    "bwd_none": lambda x, g: BWD(g, x, approximate="none"),
    "bwd_tanh": lambda x, g: BWD(g, x, approximate="tanh"),
}
PATHS = ["tensor", "vectorized", "scalar"]
SPECIAL32 = [0x7fc00000, 0xffc00000, 0x7f800001, 0x7fc12345, 0xffffffff, 0x7f800000, 0xff800000,
             0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x00000001, 0x80000001, 0x41500000,
             0xc1500000]
SPECIAL16 = [0x7fc0, 0xffc0, 0x7f81, 0x7fc1, 0xffff, 0x7f80, 0xff80, 0x0000, 0x8000, 0x3f80, 0xbf80,
             0x0001, 0x8001, 0x4150, 0xc150]


def package(name):
    try:
        return subprocess.run(["dpkg-query", "-W", "-f=${Version}", name], capture_output=True,
                              text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return "?"


def cpu():
    model, flags = "?", set()
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name") and model == "?":
                model = line.split(":", 1)[1].strip()
            if line.startswith("flags"):
                flags = set(line.split(":", 1)[1].split())
    return model, flags


def tensor(bits, dtype):
    if dtype == "bf16":
        return torch.from_numpy(bits.view(np.int16).copy()).view(torch.bfloat16)
    return torch.from_numpy(bits.view(np.float32).copy())


def bits_of(t):
    if t.dtype == torch.bfloat16:
        return t.contiguous().view(torch.int16).numpy().view(np.uint16)
    return t.contiguous().view(torch.int32).numpy().view(np.uint32)


def run(op, path, x, g):
    n = x.numel()
    if path == "scalar":
        return torch.cat([op(x[i:i + 1].clone(), g[i:i + 1].clone()) for i in range(n)])
    m = (n + 31) // 32 * 32
    xp = torch.zeros(m, dtype=x.dtype)
    gp = torch.zeros(m, dtype=x.dtype)
    xp[:n] = x
    gp[:n] = g
    if path == "vectorized":
        with torch.backends.mkldnn.flags(enabled=False):
            return op(xp, gp)[:n]
    return op(xp, gp)[:n]


def f32_inputs(rng):
    f = np.float32
    xs = [np.linspace(-10, 10, 20001).astype(f)]
    # Subnormals and the smallest normals, both signs.
    mags = np.geomspace(1.4e-45, 1.2e-38, 150).astype(f)
    xs += [mags, -mags]
    # The tails to the largest float (x² overflows from 1.8e19), both signs.
    mags = np.geomspace(10.0, 3.4028235e38, 250).astype(f)
    xs += [mags, -mags]
    # The cancellation region of 1 + erf and 1 + tanh.
    xs.append(rng.uniform(-9, -3, 1500).astype(f))
    # Branch points, as GELU's x: glibc erff's at x/√2 = 0.84375, 1.25, 1/0.35, 6; Sleef erff's at
    # 1.1, 2.4, 4; the tanh form's argument √(2/π)(x + 0.044715x³) at glibc tanhf's 2^-55, 1, 22
    # and expm1f's (of 2|u|) 0.5 ln2, 1.5 ln2, 27 ln2, and at Sleef tanhf's 8.664339742; the
    # derivative's exp(-x²/2) at glibc expf's 88 and Sleef's 104; oneDNN's exp clamp at
    # x²/2 = 87.34 (ln FLT_MIN).
    def from_tanh_argument(u):
        # Solve √(2/π)(x + 0.044715x³) = u by Newton's method.
        x = u
        for _ in range(60):
            k = np.sqrt(2 / np.pi)
            x -= (k * (x + 0.044715 * x ** 3) - u) / (k * (1 + 3 * 0.044715 * x * x))
        return x
    ln2 = np.log(2.0)
    points = [b * np.sqrt(2) for b in (0.84375, 1.25, 1 / 0.35, 6.0, 1.1, 2.4, 4.0)]
    points += [from_tanh_argument(u) for u in (2.0 ** -55, 1.0, 22.0, 0.25 * ln2, 0.75 * ln2,
                                              13.5 * ln2, 8.664339742)]
    points += [np.sqrt(2 * 88.0), np.sqrt(2 * 104.0), np.sqrt(2 * 87.336544750553),
               np.sqrt(2 * 88.72283935546875)]
    around = []
    for p in points:
        c = np.float32(p).view(np.uint32)
        for s in (c, c | np.uint32(0x80000000)):
            around += [np.uint32(s + d) for d in range(-20, 21)]
    xs.append(np.array(around, dtype=np.uint32).view(f))
    xs.append((rng.standard_normal(2000) * 4).astype(f))
    x = np.concatenate(xs).astype(f).view(np.uint32)
    g = rng.standard_normal(len(x)).astype(f).view(np.uint32)
    sx = np.repeat(np.array(SPECIAL32, dtype=np.uint32), len(SPECIAL32))
    sg = np.tile(np.array(SPECIAL32, dtype=np.uint32), len(SPECIAL32))
    return np.concatenate([x, sx]), np.concatenate([g, sg])


def bf16_inputs(rng):
    x = np.arange(65536, dtype=np.uint32).astype(np.uint16)
    g = bits_of(torch.from_numpy(rng.standard_normal(65536).astype(np.float32)).to(torch.bfloat16))
    sx = np.repeat(np.array(SPECIAL16, dtype=np.uint16), len(SPECIAL16))
    sg = np.tile(np.array(SPECIAL16, dtype=np.uint16), len(SPECIAL16))
    return np.concatenate([x, sx]), np.concatenate([g, sg])


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: /usr/bin/python3 scripts/make_torch_reference.py OUTDIR")
    out = sys.argv[1]
    model, flags = cpu()
    if not {"avx2", "fma", "avx512bw", "avx512vl", "avx512dq", "avx512_bf16"} <= flags:
        sys.exit("make_torch_reference: the lens models a CPU with AVX2, FMA, AVX512BW/VL/DQ and "
                 "AVX512-BF16 (oneDNN's bfloat16 path); this one lacks some")
    capability = torch.__config__.show().split("CPU capability usage:")[1].split("\n")[0].strip()
    if capability != "AVX2":
        sys.exit("make_torch_reference: ATen's CPU capability is %s, not AVX2" % capability)
    torch.set_num_threads(1)
    origin = ("torch %s (python3-torch %s), CPU capability %s, oneDNN %s; libc6 %s, libsleef3 %s, "
              "libdnnl2 %s; CPU %s with avx2 fma avx512bw avx512vl avx512dq avx512_bf16"
              % (torch.__version__, package("python3-torch"), capability,
                 torch.__config__.show().split("MKL-DNN v")[1].split()[0],
                 package("libc6"), package("libsleef3"), package("libdnnl2"), model))
    rng = np.random.default_rng(20240611)
    for dtype, (x, g) in (("f32", f32_inputs(rng)), ("bf16", bf16_inputs(rng))):
        xt, gt = tensor(x, dtype), tensor(g, dtype)
        columns = [x, g]
        names = ["x", "dy"]
        for opname, op in OPS.items():
            for path in PATHS:
                columns.append(bits_of(run(op, path, xt, gt)))
                names.append("%s.%s" % (opname, path))
                print(dtype, opname, path, "done", file=sys.stderr, flush=True)
        table = np.stack(columns, axis=1)
        kind = "<u4" if dtype == "f32" else "<u2"
        path = os.path.join(out, "torch_gelu_%s.bin" % dtype)
        with open(path, "wb") as f:
            f.write(b"GELU Explorer PyTorch GELU reference 1\n")
            f.write((origin + "\n").encode())
            f.write(("dtype %s rows %d columns %s\n" % (dtype, len(x), " ".join(names))).encode())
            f.write(table.astype(kind).tobytes())
        print("%s: %d rows, %d columns" % (path, len(x), len(names)), file=sys.stderr)


if __name__ == "__main__":
    main()
