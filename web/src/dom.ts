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

function fit(target: HTMLElement, texText: string): void {
  target.style.removeProperty("--fit");
  target.classList.remove("wrapped");
  katex.render(texText, target, { throwOnError: false, displayMode: true, output: "html" });
  const width = target.clientWidth;
  // Not laid out (not in the page yet, or hidden): as it is.
  if (width === 0 || target.scrollWidth <= width + 1) return;
  const shrink = (wide: number) => {
    const ratio = Math.max(kSmallestType, Math.floor((100 * width) / wide) / 100);
    target.style.setProperty("--fit", String(ratio));
  };
  shrink(target.scrollWidth);
  if (target.scrollWidth <= width + 1) return;
  target.style.removeProperty("--fit");
  target.classList.add("wrapped");
  katex.render(texText, target, { throwOnError: false, displayMode: false, output: "html" });
  if (target.scrollWidth > width + 1) shrink(target.scrollWidth);
}
