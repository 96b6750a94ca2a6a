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
 * its TeX, in red, rather than nothing. */
export function display(target: HTMLElement, texText: string): void {
  katex.render(texText, target, { throwOnError: false, displayMode: true, output: "html" });
}
