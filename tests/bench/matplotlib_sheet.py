#!/usr/bin/env python3
"""matplotlib's own six-panel GELU sheet: the yardstick of issues 9 and 13.

  matplotlib_sheet.py png OUT.png      savefig of the sheet at 3200x1800 (prints its time)
  matplotlib_sheet.py mp4 OUT.mp4      FuncAnimation + FFMpegWriter: 120 frames at 1600x900
  matplotlib_sheet.py xstep            300 steps of x through the six linked panels at 1920x1080,
                                       each redrawn (Agg): the median and p95 of a step, the
                                       yardstick of bench_interaction's BM_XStepWithReplot

Only the savefig / animation save is timed, not Python's or matplotlib's start-up: the
comparison is generous to matplotlib. An x step changes the artists in place (the way an
interactive matplotlib figure is updated, not by clearing its axes) and draws the canvas into
memory, without showing it on a screen: generous to matplotlib too. Needs python3-matplotlib and python3-scipy (or falls
back to math.erf).
"""
import math
import sys
import time

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from matplotlib import animation  # noqa: E402

Phi = np.vectorize(lambda v: 0.5 * math.erfc(-v / math.sqrt(2)))
pdf = lambda v: np.exp(-v * v / 2) / math.sqrt(2 * math.pi)  # noqa: E731
xs = np.linspace(-4, 4, 801)
curves = {
    "GELU": xs * Phi(xs),
    "GELU (tanh)": 0.5 * xs * (1 + np.tanh(math.sqrt(2 / math.pi) * (xs + 0.044715 * xs**3))),
    "x·σ(1.702x)": xs / (1 + np.exp(-1.702 * xs)),
    "SiLU": xs / (1 + np.exp(-xs)),
    "ReLU": np.maximum(xs, 0),
    "ELU": np.where(xs > 0, xs, np.expm1(np.minimum(xs, 0))),
}
rng = np.random.default_rng(1)


def curve_panels(row, x):
    """The bottom row: activations, derivatives, errors, each with x marked (the marks returned)."""
    marks = []
    a = row[0]
    for name, ys in curves.items():
        a.plot(xs, ys, label=name)
    marks.append(a.axvline(x, color="k"))
    a.set_title("Activations")
    a.legend(fontsize="small")
    a = row[1]
    for name, ys in curves.items():
        a.plot(xs, np.gradient(ys, xs), label="d/dx " + name)
    marks.append(a.axvline(x, color="k"))
    a.set_title("Derivatives")
    a.legend(fontsize="small")
    a = row[2]
    for name, ys in list(curves.items())[1:3]:
        a.semilogy(xs, np.abs(ys - curves["GELU"]) + 1e-300, label=name + " − GELU")
    marks.append(a.axvline(x, color="k"))
    a.set_title("Errors")
    a.legend(fontsize="small")
    return marks


def sheet(fig):
    axes = fig.subplots(2, 3)
    state = {}

    def draw(x):
        for a in axes.flat:
            a.clear()
        a = axes[0, 0]
        a.plot(xs, pdf(xs))
        m = xs <= x
        a.fill_between(xs[m], pdf(xs[m]), alpha=0.3)
        a.axvline(x, color="k")
        a.set_title(f"Φ({x:.2f}) = {Phi(x):.4f}: the area up to x")
        a.set_xlabel("x")
        a.set_ylabel("density")
        a = axes[0, 1]
        a.plot(xs, Phi(xs))
        a.plot([x], [Phi(x)], "o")
        a.set_title("Φ(x) = P(X ≤ x)")
        a.set_xlabel("x")
        a.set_ylabel("Φ(x)")
        a = axes[0, 2]
        n = np.arange(1, 10001)
        keep = rng.random(10000) < Phi(x)
        a.semilogx(n, np.cumsum(np.where(keep, x, 0)) / n, label="running mean")
        a.axhline(x * Phi(x), color="k", ls="--", label="x·Φ(x)")
        a.set_title("Monte Carlo: mean of the SOI mask")
        a.set_xlabel("n")
        a.set_ylabel("mean")
        a.legend(loc="lower right")
        curve_panels(axes[1], x)
        if "laid" not in state:
            fig.tight_layout()
            state["laid"] = True

    return draw


def linked(fig):
    """The sheet's six panels made once; returns a function that moves x in all of them."""
    axes = fig.subplots(2, 3)
    a = axes[0, 0]
    a.plot(xs, pdf(xs))
    shade = [a.fill_between(xs, pdf(xs), alpha=0.3)]
    lines = [a.axvline(0, color="k")]
    titles = {"pdf": a.set_title("")}
    a.set_xlabel("x")
    a.set_ylabel("density")
    a = axes[0, 1]
    a.plot(xs, Phi(xs))
    (dot,) = a.plot([0], [0.5], "o")
    a.set_title("Φ(x) = P(X ≤ x)")
    a.set_xlabel("x")
    a.set_ylabel("Φ(x)")
    a = axes[0, 2]
    n = np.arange(1, 10001)
    (mean,) = a.semilogx(n, np.zeros_like(n, dtype=float), label="running mean")
    target = a.axhline(0, color="k", ls="--", label="x·Φ(x)")
    a.set_ylim(-3.3, 3.3)
    a.set_title("Monte Carlo: mean of the SOI mask")
    a.set_xlabel("n")
    a.set_ylabel("mean")
    a.legend(loc="lower right")
    lines += curve_panels(axes[1], 0)
    fig.tight_layout()

    def move(x):
        for line in lines:
            line.set_xdata([x, x])
        shade[0].remove()
        m = xs <= x
        shade[0] = axes[0, 0].fill_between(xs[m], pdf(xs[m]), alpha=0.3, color="C0")
        titles["pdf"].set_text(f"Φ({x:.2f}) = {Phi(x):.4f}: the area up to x")
        dot.set_data([x], [Phi(x)])
        keep = rng.random(10000) < Phi(x)
        mean.set_ydata(np.cumsum(np.where(keep, x, 0)) / n)
        target.set_ydata([x * Phi(x), x * Phi(x)])
        fig.canvas.draw()

    return move


def main():
    kind = sys.argv[1]
    if kind == "xstep":
        fig = plt.figure(figsize=(19.2, 10.8), dpi=100)  # 1920x1080
        move = linked(fig)
        move(0.5)
        times = []
        for i in range(300):
            t = time.perf_counter()
            move(-3 + 0.02 * i)
            times.append(1000 * (time.perf_counter() - t))
        times.sort()
        print(f"x step median {times[150]:.1f} ms, p95 {times[284]:.1f} ms")
        return
    out = sys.argv[2]
    if kind == "png":
        fig = plt.figure(figsize=(16, 9), dpi=200)  # 3200x1800
        sheet(fig)(0.5)
        t = time.perf_counter()
        fig.savefig(out)
        print(f"savefig {1000 * (time.perf_counter() - t):.0f} ms")
    else:
        fig = plt.figure(figsize=(16, 9), dpi=100)  # 1600x900
        draw = sheet(fig)
        frames = np.linspace(-3, 3, 120)
        anim = animation.FuncAnimation(fig, lambda i: draw(frames[i]), frames=120)
        t = time.perf_counter()
        anim.save(out, writer=animation.FFMpegWriter(fps=30))
        print(f"animation {time.perf_counter() - t:.1f} s")


main()
