// The page's words in the reader's language, from the desktop's translations: web/build.mjs takes
// every tr(context, source) call of the page (both string literals) and puts their translations
// from resources/translations/*.ts in the page — the desktop's words in the desktop's contexts,
// the page's own in the context "Web" (listed in web/words.cpp for lupdate). It refuses to build
// while a word has no translation.

declare const __TRANSLATIONS__: Record<string, Record<string, string>>;

export const languages: [string, string][] = [
  ["en", "English"],
  ["de", "Deutsch"],
  ["es", "Español"],
  ["fr", "Français"],
  ["zh_CN", "中文"],
];

let current = "en";

/** The reader's language among the translations: ?lang=…, else the browser's. */
export function pickLanguage(): string {
  const asked = new URLSearchParams(location.search).get("lang");
  const browser = navigator.language.replace("-", "_");
  for (const l of [asked ?? "", browser, browser.split("_")[0]]) {
    if (l.startsWith("zh")) return (current = "zh_CN");
    if (languages.some(([code]) => code === l)) return (current = l);
  }
  return (current = "en");
}

export function language(): string {
  return current;
}

/** `source` (the desktop's English, in the desktop's `context`) in the page's language, with
 * %1, %2, … replaced by `args`. */
export function tr(context: string, source: string, ...args: string[]): string {
  const text = __TRANSLATIONS__[current]?.[`${context}\u0004${source}`] ?? source;
  return text.replace(/%(\d)/g, (m, i: string) => args[Number(i) - 1] ?? m);
}
