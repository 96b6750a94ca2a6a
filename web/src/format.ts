// Numbers as the desktop writes them: a true minus sign, significant digits without trailing
// zeros beyond what the reader needs, and thousands grouped by thin spaces for counts.

const minus = "\u2212";
const superscriptDigits = "⁰¹²³⁴⁵⁶⁷⁸⁹";

/** An exponent as superscript digits: −15 as ⁻¹⁵. */
export function superscript(n: number): string {
  const digits = String(Math.abs(n)).replace(/\d/g, (d) => superscriptDigits[Number(d)]);
  return (n < 0 ? "⁻" : "") + digits;
}

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
    s = `${mantissa}·10${superscript(Number(e))}`;
  }
  return (x < 0 ? minus : "") + s;
}

/** x with a fixed number of decimals (the slider's read-out: 0.50, −1.25). */
export function fixed(x: number, decimals = 2): string {
  const s = Math.abs(x).toFixed(decimals);
  return (x < 0 && Number(s) !== 0 ? minus : "") + s;
}

/** A count: 1 000 000 with thin spaces; four digits stay together (1803), as the SI's style
 * guide and the desktop have it. */
export function count(n: number): string {
  return grouped(Math.round(n).toString());
}

/** The digits before the point of a number's text in threes, when there are five or more. */
function grouped(text: string): string {
  return text.replace(
    /^(\D*)(\d{5,})/,
    (_all, sign: string, digits: string) =>
      sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, "\u2009"),
  );
}

/** Exactly `decimals` decimals, in TeX (a ± beside a value of that many: 0.34550 \pm 0.01037). */
export function texFixed(x: number, decimals: number): string {
  return Number.isFinite(x) ? fixed(x, decimals).replace(minus, "-") : tex(x);
}

/** A number as the C locale writes it ("-3e-08", "0.01037") in TeX ("-3\cdot 10^{-8}"). */
export function texOfC(text: string): string {
  const m = /^(-?[\d.]+)e([+-]\d+)$/.exec(text);
  return m ? `${m[1]}\\cdot 10^{${Number(m[2])}}` : text;
}

/** The same number in TeX: 1.5·10⁻⁷ as 1.5\cdot 10^{-7}. */
export function tex(x: number, digits = 4): string {
  return num(x, digits)
    .replace(minus, "-")
    .replace(/·10(⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)/, (_m, e: string) => {
      const plain = [...e].map((c) => (c === "⁻" ? "-" : String(superscriptDigits.indexOf(c))));
      return `\\cdot 10^{${plain.join("")}}`;
    });
}

/**
 * Tick labels for splits `step` apart, as the desktop's axes write them: a true minus, the
 * decimals the step needs and no trailing zeros; m·10ⁿ where fixed decimals would not read
 * (a step under 10⁻⁴ or a value from 10⁶ on), with the digits the step needs.
 */
export function ticks(splits: number[], step: number): string[] {
  const big = splits.some((v) => Math.abs(v) >= 1e6);
  if (step >= 1e-4 && !big) {
    const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9)) + 1;
    return splits.map((v) => {
      const text = v.toFixed(decimals).replace(/\.?0+$/, ""); // always with a point: decimals ≥ 1
      return text === "-0" ? "0" : grouped(text.replace("-", minus)); // −25 000, as a count
    });
  }
  const stepPower = Math.floor(Math.log10(step) + 1e-9);
  return splits.map((v) => {
    if (Math.abs(v) < 1e-9 * step) return "0";
    const n = Math.floor(Math.log10(Math.abs(v)) + 1e-12);
    const digits = Math.min(15, Math.max(1, n - stepPower + 2)); // as the decimals above
    const [m] = Math.abs(v / 10 ** n)
      .toPrecision(digits)
      .split("e");
    const mantissa = m.includes(".") ? m.replace(/0+$/, "").replace(/\.$/, "") : m;
    return (v < 0 ? minus : "") + (mantissa === "1" ? "" : mantissa + "·") + "10" + superscript(n);
  });
}

/** A power of ten on a log axis: plain from 10^lo to 10^hi (0.01 … 1000), 10ⁿ beyond. */
export function powerTick(v: number, lo: number, hi: number): string {
  if (!(v > 0)) return "";
  const e = Math.round(Math.log10(v));
  if (Math.abs(v - 10 ** e) > 1e-6 * v) return "";
  return e >= lo && e <= hi ? String(10 ** e) : "10" + superscript(e);
}

/** The first of 1, 2, 2.5 and 5 × 10^k at least `want` (the desktop's niceCeiling). */
export function niceCeiling(want: number): number {
  const decade = Math.pow(10, Math.floor(Math.log10(want)));
  for (const step of [1, 2, 2.5, 5]) if (step * decade >= want) return step * decade;
  return 10 * decade;
}

/** A log axis' grid at its decades only, as the desktop's: its ticks at 2…9 of each decade
 * have no line across the plot (a line at every one made a picket fence of the Monte Carlo plot). */
export function decadesOnly(splits: number[]): (number | null)[] {
  return splits.map((v) => {
    const k = Math.round(Math.log10(v));
    return Math.abs(v / 10 ** k - 1) < 1e-9 ? v : null;
  });
}
