// Numbers as the desktop writes them: a true minus sign, significant digits without trailing
// zeros beyond what the reader needs, and thousands grouped by thin spaces for counts.

const minus = "\u2212";

/** x with `digits` significant digits (4 by default), "−" for negatives, no "e+". */
export function num(x: number, digits = 4): string {
  if (Number.isNaN(x)) return "—";
  if (!Number.isFinite(x)) return x > 0 ? "∞" : minus + "∞";
  if (x === 0) return Object.is(x, -0) ? minus + "0" : "0";
  const a = Math.abs(x);
  let s: string;
  if (a >= 1e-4 && a < 1e6) {
    s = a.toPrecision(digits);
    if (s.includes(".") && !s.includes("e")) s = s.replace(/0+$/, "").replace(/\.$/, "");
  } else {
    const [m, e] = a.toExponential(digits - 1).split("e");
    const mantissa = m.includes(".") ? m.replace(/0+$/, "").replace(/\.$/, "") : m;
    s = `${mantissa}·10^${Number(e)}`;
  }
  return (x < 0 ? minus : "") + s;
}

/** x with a fixed number of decimals (the slider's read-out: 0.50, −1.25). */
export function fixed(x: number, decimals = 2): string {
  const s = Math.abs(x).toFixed(decimals);
  return (x < 0 && Number(s) !== 0 ? minus : "") + s;
}

/** A count: 1 000 000 with thin spaces. */
export function count(n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, "\u2009");
}

/** Exactly `decimals` decimals, in TeX (a ± beside a value of that many: 0.34550 \pm 0.01037). */
export function texFixed(x: number, decimals: number): string {
  return Number.isFinite(x) ? fixed(x, decimals).replace(minus, "-") : tex(x);
}

/** The same number in TeX: 1.5·10^{-7} as 1.5\cdot 10^{-7}. */
export function tex(x: number, digits = 4): string {
  return num(x, digits)
    .replace(minus, "-")
    .replace(/·10\^(-?\d+)/, "\\cdot 10^{$1}");
}

/** The first of 1, 2, 2.5 and 5 × 10^k at least `want` (the desktop's niceCeiling). */
export function niceCeiling(want: number): number {
  const decade = Math.pow(10, Math.floor(Math.log10(want)));
  for (const step of [1, 2, 2.5, 5]) if (step * decade >= want) return step * decade;
  return 10 * decade;
}
