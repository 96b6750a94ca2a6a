#!/usr/bin/env python3
"""High-precision reference values for GELU Explorer's core (mpmath, 60 significant digits).

Usage:
  make_reference.py grid   > reference_grid.csv      x from -40 to 40 in steps of 0.01, plus special points
  make_reference.py random SEED N > reference_random.csv
  make_reference.py general > reference_general.csv  generalized GELU for several (mu, sigma)
  make_reference.py extra   > reference_extra.csv    (GELU Explorer) dense points around the roots
                             of the derivatives, the series-radius edges and the tail switch-overs
  make_reference.py hard N > reference_hard.csv  (GELU Explorer) N points weighted to the hard
                             places: the tails, the roots of the derivatives, the underflow edge near
                             -37.5, tiny |x|, the kernel's interval edges (for the faithful core)
  make_reference.py library > reference_library.csv  (GELU Explorer) the activation library with
                             PyTorch's defaults: a grid, doubles of every magnitude, and the traps
                             (roots, kinks, series edges, tails)
  make_reference.py library_params > reference_library_params.csv  the parametric ones at other
                             beta, slope, alpha, lambda

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

# ---- the activation library (GELU Explorer) ----------------------------------------------------
from mpmath import log1p, tanh, cosh, workdps
SELU_L = mpf("1.0507009873554804934193349852946")
SELU_A = mpf("1.6732632423543772848170429916717")

def softplus_b(x, b):  return log1p(exp(b * x)) / b

def tanhshrink(x):
    if x == 0: return mpf(0)
    with workdps(60 + max(0, int(-2 * math.log10(abs(float(x))))) + 10):   # x - tanh x ~ x^3/3
        return +(x - tanh(x))

def lib_row(x, beta=mpf(1), slope=mpf(0.01), alpha=mpf(1), lam=mpf(0.5)):
    sp = log1p(exp(x))
    t = tanh(sp)
    bx = beta * x
    r = {
        "sigmoid": sig(x), "dsigmoid": sig(x) * sig(-x),
        "tanh": tanh(x), "dtanh": 1 / cosh(x) ** 2,
        "softplus": softplus_b(x, beta), "dsoftplus": sig(bx),
        "mish": x * t, "dmish": t + x * (1 - t * t) * sig(x),
        "swish": x * sig(bx), "dswish": sig(bx) * (1 + bx * sig(-bx)),
        "softsign": x / (1 + abs(x)), "dsoftsign": 1 / (1 + abs(x)) ** 2,
        "logsigmoid": -log1p(exp(-x)), "dlogsigmoid": sig(-x),
        "tanhshrink": tanhshrink(x), "dtanhshrink": tanh(x) ** 2,
        "leaky_relu": x if x > 0 else slope * x, "dleaky_relu": mpf(1) if x > 0 else slope,
        "relu6": min(max(mpf(0), x), mpf(6)), "drelu6": mpf(1) if 0 < x < 6 else mpf(0),
        "selu": SELU_L * x if x > 0 else SELU_L * SELU_A * expm1(x),
        "dselu": SELU_L if x > 0 else SELU_L * SELU_A * exp(x),
        "celu": x if x > 0 else alpha * expm1(x / alpha),
        "dcelu": mpf(1) if x > 0 else exp(x / alpha),
        "squared_relu": x * x if x > 0 else mpf(0), "dsquared_relu": 2 * x if x > 0 else mpf(0),
        "hardtanh": min(max(mpf(-1), x), mpf(1)), "dhardtanh": mpf(1) if -1 < x < 1 else mpf(0),
        "hardsigmoid": min(max(mpf(0), x + 3), mpf(6)) / 6,
        "dhardsigmoid": mpf(1) / 6 if -3 < x < 3 else mpf(0),
        "hardswish": x * min(max(mpf(0), x + 3), mpf(6)) / 6,
        "dhardswish": mpf(0) if x < -3 else (x / 3 + mpf(1) / 2 if x <= 3 else mpf(1)),
        "softshrink": x - lam if x > lam else (x + lam if x < -lam else mpf(0)),
        "dsoftshrink": mpf(0) if -lam <= x <= lam else mpf(1),
        "hardshrink": mpf(0) if -lam <= x <= lam else x,
        "dhardshrink": mpf(0) if -lam <= x <= lam else mpf(1),
    }
    return r

LIB_COLS = ["sigmoid", "dsigmoid", "tanh", "dtanh", "softplus", "dsoftplus", "mish", "dmish",
            "swish", "dswish", "softsign", "dsoftsign", "logsigmoid", "dlogsigmoid", "tanhshrink",
            "dtanhshrink", "leaky_relu", "dleaky_relu", "relu6", "drelu6", "selu", "dselu", "celu",
            "dcelu", "squared_relu", "dsquared_relu", "hardtanh", "dhardtanh", "hardsigmoid",
            "dhardsigmoid", "hardswish", "dhardswish", "softshrink", "dsoftshrink", "hardshrink",
            "dhardshrink"]

def num(v):
    if v != 0 and abs(v) < mpf(10) ** -400:   # below every double and long double: rounds to 0
        return "0.0"
    return mp.nstr(v, 22, min_fixed=1, max_fixed=0)

def library_points():
    rng = random.Random(2027)
    xs = set(round(-20 + i * 0.05, 2) for i in range(801))
    xs |= set(float(i) * 0.5 for i in range(-80, 81))
    for _ in range(700):                              # every magnitude, both signs
        xs.add(rng.choice((-1.0, 1.0)) * math.ldexp(rng.uniform(1, 2), rng.randint(-1074, 1023)))
    for e in range(-1074, 1024, 7):
        xs.add(math.ldexp(1.0, e)); xs.add(-math.ldexp(1.0, e))
    for a in (0.0, 0.5, -0.5, 1.0, -1.0, 3.0, -3.0, 6.0, 0.25, -0.25, 1.5, -1.5, 40.0, 20.0, -700.0,
              -745.0, 350.0, -350.0, 700.0, 710.0, -710.0, 800.0, -800.0, 1600.0, -1600.0, 1e154,
              -1e154, 1e155, 1.34e154, 5e-324, -5e-324, 2.2250738585072014e-308):
        xs.add(a); y = a; z = a
        for _ in range(4):
            y = math.nextafter(y, math.inf); z = math.nextafter(z, -math.inf); xs.add(y); xs.add(z)
    for r in (-1.1924312145154952, -1.2784645427610738, -1.5):   # dmish, dswish, dhardswish roots
        xs.add(r)
        for k in range(1, 17):
            xs.add(r + 10.0 ** -k); xs.add(r - 10.0 ** -k)
        for _ in range(120):
            xs.add(r + rng.uniform(-0.5, 0.5))
    for _ in range(300):                               # tanhshrink's series and long double ranges
        xs.add(rng.uniform(-1.2, 1.2)); xs.add(rng.choice((-1, 1)) * 10.0 ** rng.uniform(-300, 0))
    for _ in range(200):
        xs.add(rng.uniform(-760, 760))
    return sorted(xs)

def hard_points(n):
    rng = random.Random(2031)
    xs = set()
    def near(r, count, spread):           # r + δ, |δ| = 10^-u for u uniform in [0, spread]
        for _ in range(count):
            xs.add(r + rng.choice((-1.0, 1.0)) * 10.0 ** -rng.uniform(0, spread))
    share = n // 12
    for _ in range(2 * share): xs.add(rng.uniform(-8, 8))                 # the bulk
    for _ in range(share): xs.add(rng.uniform(-40, 40))
    for _ in range(share): xs.add(-rng.uniform(8, 39))                    # the lower tail
    for _ in range(share // 2): xs.add(rng.uniform(8, 40))                # the upper tail
    for _ in range(share): xs.add(-rng.uniform(37, 39.5))                 # the underflow edge
    near(-0.7517915246935645, share, 16)                                  # the roots of the derivatives
    for r in (-0.7524614220710163, -0.7511542554412890, -1.2784645427610738):
        near(r, share // 3, 16)
    for _ in range(share):                                                # tiny |x|, subnormals too
        xs.add(rng.choice((-1.0, 1.0)) * 10.0 ** rng.uniform(-323, -1))
    for i in range(1, 79):                                                # the W table's interval edges
        e = (0.25 if i == 1 else (i - 1) / 2)
        for s_ in (-1.0, 1.0):
            y = z = s_ * e
            for _ in range(3):
                y = math.nextafter(y, math.inf); z = math.nextafter(z, -math.inf); xs.add(y); xs.add(z)
    while len(xs) < n: xs.add(rng.uniform(-12, 12))
    return sorted(xs)

mode = sys.argv[1] if len(sys.argv) > 1 else "grid"
if mode == "grid":
    emit(sorted(set([round(-40 + i * 0.01, 2) for i in range(8001)] + SPECIAL)))
elif mode == "hard":
    emit(hard_points(int(sys.argv[2])))
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
elif mode == "library":
    print("x," + ",".join(LIB_COLS))
    for xf in library_points():
        r = lib_row(mpf(xf))
        print(repr(xf) + "," + ",".join(num(r[c]) for c in LIB_COLS))
elif mode == "library_params":
    cols = ["softplus", "dsoftplus", "swish", "dswish", "leaky_relu", "dleaky_relu", "celu", "dcelu",
            "softshrink", "dsoftshrink", "hardshrink", "dhardshrink"]
    print("beta,slope,alpha,lambda,x," + ",".join(cols))
    rng = random.Random(99)
    for beta, slope, alpha, lam in [(0.5, 0.2, 0.5, 1.0), (2.0, -0.1, 2.0, 0.1), (10.0, 0.3, 0.01, 2.0),
                                    (0.001, 0.0, 7.5, 0.0), (1000.0, 1.0, 1e-6, 1e3)]:
        xs = set(round(-10 + i * 0.05, 2) for i in range(401))
        r = -1.2784645427610738 / beta                 # the swish derivative's root
        for k in range(1, 17):
            xs.add(r + 10.0 ** -k * r); xs.add(r - 10.0 ** -k * r)
        for _ in range(150):
            xs.add(rng.choice((-1.0, 1.0)) * 10.0 ** rng.uniform(-300, 300))
        for xf in sorted(xs):
            row_ = lib_row(mpf(xf), mpf(beta), mpf(slope), mpf(alpha), mpf(lam))
            print(f"{beta!r},{slope!r},{alpha!r},{lam!r},{xf!r}," + ",".join(num(row_[c]) for c in cols))
else:
    sys.exit("usage: make_reference.py grid | random SEED N | general | extra | general_extra | "
             "library | library_params")
