// Small DOM helpers: elements with attributes, and text with $…$ TeX typeset by KaTeX.
import katex from "katex";

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

/** Text with $…$ TeX parts, typeset by KaTeX into `target`; the rest is text (never markup). */
export function typeset(target: HTMLElement, text: string): void {
  target.replaceChildren();
  text.split(/(\$[^$]*\$)/).forEach((part) => {
    if (part.startsWith("$") && part.endsWith("$") && part.length > 1) {
      const span = el("span");
      katex.render(part.slice(1, -1), span, { throwOnError: false, output: "html" });
      target.append(span);
    } else if (part) {
      target.append(document.createTextNode(part));
    }
  });
}

const kTexCharacters: Record<string, string> = {
  sigma: "σ",
  Phi: "Φ",
  phi: "φ",
  mu: "μ",
  cdot: "·",
  le: "≤",
  ge: "≥",
  ne: "≠",
  approx: "≈",
  sim: "~",
  infty: "∞",
};

const kSuperscripts: Record<string, string> = {
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
  "-": "⁻",
};

const kSubscripts: Record<string, string> = Object.fromEntries(
  [..."0123456789"].map((d, i) => [d, String.fromCodePoint(0x2080 + i)]),
);

/** Text with $…$ TeX parts as plain text, for a description read aloud (a screen reader would
 * spell the TeX out): a numeric exponent as superscripts, a numeric index as subscripts, a fraction as a/b, the commands
 * listed as their characters, style and sizing commands, thin spaces and braces dropped. A
 * command not listed keeps its name without the backslash. */
export function plainText(text: string): string {
  return text.replace(/\$([^$]*)\$/g, (_, texText: string) =>
    texText
      .replace(/\^(?:\{([-0-9]+)\}|([0-9]))/g, (_m, group?: string, one?: string) =>
        [...(group ?? one ?? "")].map((c) => kSuperscripts[c]).join(""),
      )
      .replace(/_(?:\{([0-9]+)\}|([0-9]))/g, (_m, group?: string, one?: string) =>
        [...(group ?? one ?? "")].map((c) => kSubscripts[c]).join(""),
      )
      .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, "$1/$2")
      .replace(/\\\\/g, " ")
      .replace(/\\cdot\s*/g, "·") // (4.73·10⁻⁴, as the read-out shows it)
      .replace(/\\[,;:!]/g, "")
      .replace(/\\([ {}%$#&_])/g, "$1")
      .replace(/\\(?:mathrm|text|operatorname|mathbf|boldsymbol|left|right|[bB]igg?[lr]?)\b/g, "")
      .replace(/\\([A-Za-z]+)/g, (_m, name: string) => kTexCharacters[name] ?? name)
      .replace(/[{}]/g, ""),
  );
}

/** typeset(), with a read-out's items (three spaces apart, as the desktop's) each kept on one
 * line: a line breaks between items, never inside one (the Monte Carlo tally broke
 * "target x·Φ(x) = / 0.34573" after its relation, and "mean 0.37500 ± / 0.16004"). */
export function typesetItems(target: HTMLElement, text: string): void {
  target.replaceChildren();
  text.split(/ {3,}/).forEach((item, i) => {
    if (i > 0) target.append(document.createTextNode("   "));
    const span = el("span", { class: "item" });
    typeset(span, item);
    target.append(span);
  });
}

/** A display formula (a deck step's), typeset by KaTeX; a formula KaTeX cannot read is shown as
 * its TeX, in red, rather than nothing.
 *
 * Fitted to the width `target` has in the page (a phone's): in smaller type, down to 70% of its
 * own; else broken after its relations and operators as well (KaTeX's inline layout, centred);
 * only a formula that fits neither way scrolls sideways. Fitted again when the page's width
 * changes. */
export function display(target: HTMLElement, texText: string): void {
  for (const e of fitted.keys()) {
    if (!e.isConnected && e !== target) fitted.delete(e); // a step's formulas left behind
  }
  fitted.set(target, texText);
  fit(target, texText);
  if (!listening) {
    listening = true;
    let queued = false;
    window.addEventListener("resize", () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        for (const [e, t] of fitted) {
          if (e.isConnected) fit(e, t);
          else fitted.delete(e);
        }
      });
    });
  }
}

/** Fits the display formulas inside `root` again (it was not in the page, or hidden, when they
 * were typeset). */
export function refit(root: HTMLElement): void {
  for (const [e, t] of fitted) {
    if (root.contains(e)) fit(e, t);
  }
}

const kSmallestType = 0.7;
const fitted = new Map<HTMLElement, string>();
let listening = false;

/** How a formula was last fitted to its width: a formula that follows x (a step's live one) is
 * fitted on every move, so the way that worked at this width is tried first (one KaTeX render,
 * not up to three). */
interface Fit {
  shape: string; // the formula with its numbers left out: the same formula at another x
  width: number;
  wrapped: boolean;
  ratio: number | null; // the --fit type size, null for the formula's own
}
const lastFit = new WeakMap<HTMLElement, Fit>();

/** The type size and layout class of `how` (no KaTeX: a ratio alone is a CSS variable). */
function restyle(target: HTMLElement, how: Fit): void {
  if (how.ratio === null) target.style.removeProperty("--fit");
  else target.style.setProperty("--fit", String(how.ratio));
  target.classList.toggle("wrapped", how.wrapped);
}

function render(target: HTMLElement, texText: string, how: Fit): void {
  restyle(target, how);
  katex.render(texText, target, {
    throwOnError: false,
    displayMode: !how.wrapped,
    output: "html",
  });
}

function fit(target: HTMLElement, texText: string): void {
  const fits = () => target.scrollWidth <= target.clientWidth + 1;
  const shape = texText.replace(/-?\d+(\.\d*)?/g, "0");
  const own: Fit = { shape, width: 0, wrapped: false, ratio: null };
  const before = lastFit.get(target);
  let ownShown = false; // `own` is what the target shows now
  if (before !== undefined && before.shape === shape) {
    render(target, texText, before);
    const width = target.clientWidth;
    // The same width, and the way that fitted still fits, or was the last resort (broken in
    // lines at the smallest type): kept. While x sweeps, the type does not change size with
    // each digit; another width or formula is fitted afresh.
    const lastResort = before.wrapped && before.ratio !== null;
    if (width === before.width && width > 0 && (lastResort || fits())) return;
    ownShown = !before.wrapped && before.ratio === null;
  }
  if (!ownShown) render(target, texText, own);
  const width = target.clientWidth;
  own.width = width;
  // Not laid out (not in the page yet, or hidden): as it is, and fitted afresh next time.
  if (width === 0) {
    lastFit.delete(target);
    return;
  }
  const settle = (how: Fit): void => {
    lastFit.set(target, how);
  };
  if (fits()) return settle(own);
  const shrink = (wide: number) => Math.max(kSmallestType, Math.floor((100 * width) / wide) / 100);
  const smaller: Fit = { shape, width, wrapped: false, ratio: shrink(target.scrollWidth) };
  restyle(target, smaller);
  if (fits()) return settle(smaller);
  const wrapped: Fit = { shape, width, wrapped: true, ratio: null };
  render(target, texText, wrapped);
  if (!fits()) {
    wrapped.ratio = shrink(target.scrollWidth);
    restyle(target, wrapped);
  }
  settle(wrapped);
}
