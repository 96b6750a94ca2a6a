// Builds the web edition's one-file page: the TypeScript front end bundled by esbuild with uPlot,
// KaTeX and the core in WebAssembly (build/wasm-core/web/gelu-core.js and its .wasm, gzipped and
// base64-encoded into the script: 600 KB of wasm become 300 KB of page), the styles and KaTeX's
// fonts inlined, into build/web/gelu-explorer-web.html. The page needs no
// network and opens from file://. `gelu-explorer export-web` puts a scene (and a still picture for
// <noscript>) into a copy of it; the markers it looks for are written here.
//
//   node build.mjs [--core PATH/gelu-core.js] [--out DIR]
import { build, transform } from "esbuild";
import { readFileSync, readdirSync, writeFileSync, mkdirSync, renameSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? resolve(args[i + 1]) : fallback;
};
const coreJs = option("--core", join(root, "build/wasm-core/web/gelu-core.js"));
const outDir = option("--out", join(root, "build/web"));

let wasm;
try {
  readFileSync(coreJs);
  wasm = readFileSync(coreJs.replace(/\.js$/, ".wasm"));
} catch {
  console.error(
    `build.mjs: no ${coreJs}: build the core for WebAssembly first (scripts/build-web.sh)`,
  );
  process.exit(1);
}

const version = /project\(GeluExplorer VERSION ([0-9.]+)/.exec(
  readFileSync(join(root, "CMakeLists.txt"), "utf8"),
)[1];

// The fonts a formula of the explorer uses; KaTeX falls back to the next face for the rest.
const keptFonts = new Set([
  "KaTeX_AMS-Regular",
  "KaTeX_Caligraphic-Regular", // \mathcal{N} of the lecture's first step
  "KaTeX_Main-Bold",
  "KaTeX_Main-Italic",
  "KaTeX_Main-Regular",
  "KaTeX_Math-Italic",
  "KaTeX_Size1-Regular",
  "KaTeX_Size2-Regular",
  "KaTeX_Size3-Regular",
  "KaTeX_Size4-Regular",
]);

function katexCss() {
  const dir = join(here, "node_modules/katex/dist");
  const css = readFileSync(join(dir, "katex.css"), "utf8");
  // Each @font-face keeps only its woff2 source, inlined; faces not kept are dropped.
  return css.replace(/@font-face\s*{[^}]*}/g, (face) => {
    const m = /url\(fonts\/(KaTeX_[A-Za-z0-9-]+)\.woff2\)/.exec(face);
    if (!m || !keptFonts.has(m[1])) return "";
    const data = readFileSync(join(dir, "fonts", `${m[1]}.woff2`)).toString("base64");
    return face.replace(/src:[^;]*;/, `src: url(data:font/woff2;base64,${data}) format("woff2");`);
  });
}

// The desktop's translations of the words the page shares with it (see src/i18n.ts).
function translations() {
  const decode = (t) =>
    t
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
  // Every tr("context", "source", …) in the page's code, both literals as JavaScript reads them.
  const wanted = new Set();
  const call = /\btr\(\s*("(?:[^"\\]|\\.)*")\s*,\s*("(?:[^"\\]|\\.)*")/g;
  for (const file of readdirSync(join(here, "src")).filter((f) => f.endsWith(".ts"))) {
    const text = readFileSync(join(here, "src", file), "utf8");
    for (const m of text.matchAll(call)) {
      wanted.add(`${JSON.parse(m[1])}\u0004${JSON.parse(m[2])}`);
    }
  }
  const table = {};
  const found = new Set();
  for (const lang of ["de", "es", "fr", "zh_CN"]) {
    const xml = readFileSync(join(root, `resources/translations/gelu-explorer_${lang}.ts`), "utf8");
    table[lang] = {};
    for (const context of xml.matchAll(/<context>\s*<name>([^<]*)<\/name>([\s\S]*?)<\/context>/g)) {
      const name = decode(context[1]);
      for (const m of context[2].matchAll(
        /<source>([\s\S]*?)<\/source>\s*<translation>([\s\S]*?)<\/translation>/g,
      )) {
        const key = `${name}\u0004${decode(m[1])}`;
        if (!wanted.has(key)) continue;
        table[lang][key] = decode(m[2]);
        found.add(key);
      }
    }
  }
  const missing = [...wanted].filter((k) => !found.has(k));
  if (missing.length > 0) {
    console.error(
      `build.mjs: ${missing.length} of the page's tr() words are not the desktop's (they stay English):\n  ` +
        missing.map((k) => k.replace("\u0004", ": ")).join("\n  "),
    );
    process.exit(1);
  }
  return table;
}

const bundle = await build({
  entryPoints: [join(here, "src/main.ts")],
  bundle: true,
  write: false,
  minify: true,
  format: "iife",
  target: ["es2020"],
  platform: "browser",
  alias: { "gelu-core": coreJs },
  define: {
    __VERSION__: JSON.stringify(version),
    __WASM_GZ_BASE64__: JSON.stringify(gzipSync(wasm, { level: 9 }).toString("base64")),
    __TRANSLATIONS__: JSON.stringify(translations()),
  },
  // The core's loader mentions Node's modules on a path the browser never takes.
  external: ["fs", "path", "crypto"],
  logLevel: "warning",
  legalComments: "none",
});
// Inside an inline <script>, "</script" and "<!--" must not appear (in strings and regular
// expressions the escaped forms mean the same).
const script = bundle.outputFiles[0].text
  .replace(/<\/script/gi, "<\\/script")
  .replace(/<!--/g, "<\\!--");

const css = (
  await transform(
    [
      readFileSync(join(here, "node_modules/uplot/dist/uPlot.min.css"), "utf8"),
      katexCss(),
      readFileSync(join(here, "src/style.css"), "utf8"),
    ].join("\n"),
    { loader: "css", minify: true },
  )
).code.replace(/<\/style/gi, "<\\/style");

const template = readFileSync(join(here, "src/index.html"), "utf8");
const fill = (text, marker, value) => text.split(marker).join(value);
let html = fill(template, "@VERSION@", version);
html = fill(html, "@STYLE@", css);
html = fill(html, "@STILL@", "<!--gelu-still-->");
// Exactly as core/model/figure_scene.hpp's kWebSceneOpen spells it: export-web fills it in.
html = fill(html, "@SCENE_ELEMENT@", '<script type="application/json" id="gelu-scene"></script>');
html = fill(html, "@SCRIPT@", script);

mkdirSync(outDir, { recursive: true });
const out = join(outDir, "gelu-explorer-web.html");
writeFileSync(`${out}.part`, html);
renameSync(`${out}.part`, out);
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `${out}: ${kb(Buffer.byteLength(html))} (script ${kb(Buffer.byteLength(script))}, styles and fonts ${kb(Buffer.byteLength(css))})`,
);
