#!/usr/bin/env node
// Dev-time only (never part of the build or the tests): measures every display formula of the
// shipped decks (resources/decks, every language, a step's lines joined as the lecture joins
// them: core's displayFormulas, mirrored below) as KaTeX — which follows the TeXbook's appendix G —
// sets it in headless Chromium, and writes tests/data/typeset/decks.tsv: TeX, width, height and
// depth in 1/1000 em. typeset_test holds the app's typesetting of each to TeX's shape (within
// 15%) and fails when a shipped formula has no row here (run this again).
//
//   node scripts/make_deck_tex_reference.mjs    (CHROMIUM overrides /usr/bin/chromium)
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(root, "web", "package.json"));
const puppeteer = require("puppeteer-core");

/** core/model/presentation.cpp's isAlignedRow: an '&' outside \begin…\end, not written \&. */
function isAlignedRow(tex) {
  let depth = 0;
  for (let i = 0; i < tex.length; ++i) {
    if (tex[i] === "\\") {
      const rest = tex.slice(i + 1);
      if (rest.startsWith("begin")) ++depth;
      if (rest.startsWith("end") && depth > 0) --depth;
      ++i;
      continue;
    }
    if (tex[i] === "&" && depth === 0) return true;
  }
  return false;
}

/** core's displayFormulas with every line shown. */
function displayFormulas(lines) {
  const out = [];
  let rows = [];
  const flush = () => {
    if (rows.length) out.push(`\\begin{aligned}${rows.join(" \\\\ ")}\\end{aligned}`);
    rows = [];
  };
  for (const line of lines) {
    if (isAlignedRow(line)) {
      rows.push(line);
      continue;
    }
    flush();
    out.push(line);
  }
  flush();
  return out;
}

const texts = (t) => (t === undefined ? [] : typeof t === "string" ? [t] : Object.values(t));
const formulas = new Set();
const decks = join(root, "resources", "decks");
for (const name of readdirSync(decks)
  .filter((n) => n.endsWith(".gelu-deck.json"))
  .sort()) {
  const deck = JSON.parse(readFileSync(join(decks, name), "utf8"));
  for (const step of deck.steps) {
    const languages = new Set(["en"]);
    for (const t of [step.formula, ...(step.fragments ?? []).map((f) => f.formula)]) {
      if (t && typeof t === "object") Object.keys(t).forEach((l) => languages.add(l));
    }
    const pick = (t, l) =>
      t === undefined ? "" : typeof t === "string" ? t : (t[l] ?? t.en ?? Object.values(t)[0]);
    for (const l of languages) {
      const lines = [step.formula, ...(step.fragments ?? []).map((f) => f.formula)]
        .map((t) => pick(t, l))
        .filter((t) => t);
      displayFormulas(lines).forEach((f) => formulas.add(f));
    }
  }
}

const katex = join(root, "web", "node_modules", "katex", "dist");
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();
await page.goto(pathToFileURL(join(katex, "README.md")).href);
await page.addStyleTag({ path: join(katex, "katex.min.css") });
await page.addScriptTag({ path: join(katex, "katex.min.js") });
await page.addStyleTag({
  content: "body { font-size: 100px; margin: 0; } .f { display: inline-block; }",
});
const rows = [];
for (const tex of [...formulas].sort()) {
  const box = await page.evaluate(async (tex) => {
    document.body.innerHTML = '<span class="f"></span>';
    const f = document.querySelector(".f");
    katex.render(tex, f, { displayMode: true, throwOnError: true, output: "html" });
    await document.fonts.ready;
    const html = f.querySelector(".katex-html");
    let height = 0,
      depth = 0;
    for (const strut of html.querySelectorAll(":scope > .base > .strut")) {
      const h = parseFloat(strut.style.height);
      const v = parseFloat(strut.style.verticalAlign || "0");
      height = Math.max(height, h + v);
      depth = Math.max(depth, -v);
    }
    const bases = [...html.querySelectorAll(":scope > .base")];
    const left = Math.min(...bases.map((b) => b.getBoundingClientRect().left));
    const right = Math.max(...bases.map((b) => b.getBoundingClientRect().right));
    // .katex sets its own size (1.21 of the body's): its em is the unit of the struts.
    const em = parseFloat(getComputedStyle(f.querySelector(".katex")).fontSize);
    return { width: ((right - left) / em) * 1000, height: height * 1000, depth: depth * 1000 };
  }, tex);
  rows.push(
    [tex, box.width, box.height, box.depth]
      .map((v) => (typeof v === "number" ? Math.round(v) : v))
      .join("\t"),
  );
}
await browser.close();
const out = join(root, "tests", "data", "typeset", "decks.tsv");
writeFileSync(
  out,
  "# Every display formula of the shipped decks as KaTeX sets it (scripts/make_deck_tex_reference.mjs):\n" +
    "# TeX, width, height and depth in 1/1000 em.\n" +
    rows.join("\n") +
    "\n",
);
console.log(`make_deck_tex_reference: ${rows.length} formulas in ${out}`);
