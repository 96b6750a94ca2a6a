#!/usr/bin/env python3
"""High-precision reference values for GELU Explorer's core (mpmath, 60 significant digits).

Usage:
  make_reference.py grid   > reference_grid.csv      x from -40 to 40 in steps of 0.01, plus special points
  make_reference.py random SEED N > reference_random.csv
  make_reference.py general > reference_general.csv  generalized GELU for several (mu, sigma)
  make_reference.py extra   > reference_extra.csv    (GELU Explorer) dense points around the roots
                             of the derivatives, the series-radius edges and the tail switch-overs

Every x is an exact double (printed with repr); every value is the true value of the function at that
double, to 25 significant digits, so a test can measure the error of a double result in ULPs.
ELU uses alpha = 1. Needs mpmath (python3 -m pip install mpmath, or Debian's python3-mpmath)."""
import sys, random, math
from mpmath import mp, mpf, erfc, exp, expm1, sqrt, pi

mp.dps = 60
K = sqrt(2 / pi)          # tanh-approximation constants, taken exactly as written in the paper
C = mpf("0.044715")
A = mpf("1.702")

def cdf(z):  return erfc(-z / sqrt(2)) / 2
def pdf(z):  return exp(-z * z / 2) / sqrt(2 * pi)
def sig(z):  return 1 / (1 + exp(-z))                    # exact in mpmath for any sign

def row(x):
    u = K * (x + C * x ** 3)
    t1 = 2 * sig(2 * u)                                   # 1 + tanh(u), no cancellation
    sech2 = 4 * sig(2 * u) * sig(-2 * u)                  # 1 - tanh(u)^2
    return {
        "gelu": x * cdf(x),
        "dgelu": cdf(x) + x * pdf(x),
        "cdf": cdf(x),
        "pdf": pdf(x),
        "gelu_tanh": x * t1 / 2,
        "dgelu_tanh": t1 / 2 + x / 2 * sech2 * K * (1 + 3 * C * x * x),
        "gelu_sigmoid": x * sig(A * x),
        "dgelu_sigmoid": sig(A * x) + A * x * sig(A * x) * sig(-A * x),
        "silu": x * sig(x),
        "dsilu": sig(x) * (1 + x * sig(-x)),
        "elu": x if x > 0 else expm1(x),
        "delu": mpf(1) if x > 0 else exp(x),
    }

COLS = ["gelu", "dgelu", "cdf", "pdf", "gelu_tanh", "dgelu_tanh", "gelu_sigmoid", "dgelu_sigmoid",
        "silu", "dsilu", "elu", "delu"]

def emit(xs):
    print("x," + ",".join(COLS))
    for xf in xs:
        r = row(mpf(xf))
        print(repr(xf) + "," + ",".join(mp.nstr(r[c], 25, min_fixed=1, max_fixed=0) for c in COLS))

SPECIAL = [0.0, 5e-324, -5e-324, 2.2250738585072014e-308, -2.2250738585072014e-308, 1e-300, -1e-300,
           1e-8, -1e-8, 0.5, -0.5, -0.7517915246935645, -5.5, -8.375, -10.0, -26.0, -37.5, -38.5, -39.0,
           8.0, 38.0, 1e3, -1e3]

mode = sys.argv[1] if len(sys.argv) > 1 else "grid"
if mode == "grid":
    emit(sorted(set([round(-40 + i * 0.01, 2) for i in range(8001)] + SPECIAL)))
elif mode == "random":
    rng = random.Random(int(sys.argv[2])); n = int(sys.argv[3])
    emit(sorted({rng.uniform(-40, 40) if rng.random() < 0.7 else rng.uniform(-6, 6) for _ in range(n)}))
elif mode == "general":
    print("mu,sigma,x,gelu,dgelu")
    for mu, s in [(0.0, 1.0), (0.3, 1.7), (-1.0, 0.5), (0.0, 0.05), (2.0, 3.0)]:
        for i in range(-400, 401):
            xf = i * 0.05
            m, sd, x = mpf(mu), mpf(s), mpf(xf)
            z = (x - m) / sd
            print(f"{mu!r},{s!r},{xf!r}," + mp.nstr(x * cdf(z), 25, min_fixed=1, max_fixed=0) + ","
                  + mp.nstr(cdf(z) + x * pdf(z) / sd, 25, min_fixed=1, max_fixed=0))
elif mode == "extra":
    rng = random.Random(2026)
    xs = set()
    roots = [-0.7517915246935645, -0.7524614220710163, -0.7511542554412890, -1.278464542761074]
    for r in roots:
        for k in range(1, 17):
            for sgn in (-1, 1):
                xs.add(r + sgn * 10.0 ** -k)
        for _ in range(150):
            xs.add(r + rng.uniform(-0.4, 0.4))
        xs.add(r)
        y = r
        for _ in range(6):
            y = math.nextafter(y, 0.0); xs.add(y)
        y = r
        for _ in range(6):
            y = math.nextafter(y, -1.0); xs.add(y)
    for _ in range(300):
        xs.add(rng.uniform(-39.0, -35.0))
    for _ in range(200):
        xs.add(-10.0 ** rng.uniform(-320, 2.5))
        xs.add(10.0 ** rng.uniform(-320, 2.5))
    emit(sorted(xs))
elif mode == "general_extra":   # (GELU Explorer) around the roots of the generalized GELU'
    from mpmath import findroot
    rng = random.Random(7)
    print("mu,sigma,x,gelu,dgelu")
    for mu, s in [(0.3, 1.7), (-1.0, 0.5), (0.0, 0.05), (2.0, 3.0), (1.0, 0.2), (-2.5, 2.0)]:
        m, sd = mpf(mu), mpf(s)
        d = lambda x: cdf((x - m) / sd) + x * pdf((x - m) / sd) / sd
        r = float(findroot(d, mpf(mu) - 0.75 * s))
        xs = {r}
        for k in range(1, 17):
            xs.add(r + 10.0 ** -k * s); xs.add(r - 10.0 ** -k * s)
        for _ in range(100):
            xs.add(r + rng.uniform(-0.5, 0.5) * s)
        for _ in range(100):
            xs.add(mu + s * rng.uniform(-39.0, 8.0))
        for xf in sorted(xs):
            x = mpf(xf); z = (x - m) / sd
            print(f"{mu!r},{s!r},{xf!r}," + mp.nstr(x * cdf(z), 25, min_fixed=1, max_fixed=0) + ","
                  + mp.nstr(cdf(z) + x * pdf(z) / sd, 25, min_fixed=1, max_fixed=0))
else:
    sys.exit("usage: make_reference.py grid | random SEED N | general | extra | general_extra")
