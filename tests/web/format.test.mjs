// The page's number text (web/src/format.ts) without a browser: the module is bundled by esbuild
// and imported from memory.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(join(root, "web/package.json"));
const esbuild = require("esbuild");
const bundle = await esbuild.build({
  entryPoints: [join(root, "web/src/format.ts")],
  bundle: true,
  format: "esm",
  write: false,
});
const format = await import(
  "data:text/javascript;base64," + Buffer.from(bundle.outputFiles[0].text).toString("base64")
);

test("read-outs write powers of ten with superscripts, and TeX gets them back", () => {
  assert.equal(format.num(1.5e-7), "1.5·10⁻⁷");
  assert.equal(format.num(-2.25e12), "−2.25·10¹²");
  assert.equal(format.num(0.5), "0.5");
  assert.equal(format.tex(1.5e-7), "1.5\\cdot 10^{-7}");
  assert.equal(format.tex(-3e15), "-3\\cdot 10^{15}");
  // The core's C-locale text (a margin's "3e-08") in TeX; fixed decimals as they are.
  assert.equal(format.texOfC("3e-08"), "3\\cdot 10^{-8}");
  assert.equal(format.texOfC("-1e+300"), "-1\\cdot 10^{300}");
  assert.equal(format.texOfC("0.01037"), "0.01037");
});

test("tick labels need the step's decimals and nothing more", () => {
  assert.deepEqual(format.ticks([-0.02, -0.01, 0, 0.01], 0.01), ["−0.02", "−0.01", "0", "0.01"]);
  assert.deepEqual(format.ticks([0, 0.5, 1, 1.5], 0.5), ["0", "0.5", "1", "1.5"]);
  assert.deepEqual(format.ticks([-4, -2, 0, 2, 4], 2), ["−4", "−2", "0", "2", "4"]);
  // Five digits and more in threes, as counts are; four stay together, as the desktop's.
  assert.deepEqual(format.ticks([-50000, -25000, 0], 25000), ["−50\u2009000", "−25\u2009000", "0"]);
  assert.deepEqual(format.ticks([-5000, -2500, 0], 2500), ["−5000", "−2500", "0"]);
  assert.deepEqual(format.ticks([12500.5, 12501], 0.5), ["12\u2009500.5", "12\u2009501"]);
  assert.deepEqual(format.ticks([0.00011, 0.00021], 0.0001), ["0.00011", "0.00021"]);
  assert.equal(format.count(1803), "1803");
  assert.equal(format.count(33281), "33\u2009281");
  assert.equal(format.count(1e6), "1\u2009000\u2009000");
});

test("tick labels of tiny and huge steps are m·10ⁿ, each one distinct", () => {
  // Fixed decimals cut at 12 places wrote every one of these as 0 or 1e-15 alike.
  const tiny = format.ticks([-1e-15, 0, 5e-16, 1e-15, 1.5e-15], 5e-16);
  assert.deepEqual(tiny, ["−10⁻¹⁵", "0", "5·10⁻¹⁶", "10⁻¹⁵", "1.5·10⁻¹⁵"]);
  assert.deepEqual(format.ticks([0, 2e6, 4e6], 2e6), ["0", "2·10⁶", "4·10⁶"]);
  assert.deepEqual(format.ticks([1.25e-5, 1.5e-5], 2.5e-6), ["1.25·10⁻⁵", "1.5·10⁻⁵"]);
});

test("log axes label powers of ten, plain near 1 and 10ⁿ beyond, nothing between", () => {
  const labels = [1e-5, 0.01, 0.1, 1, 1000, 1e4, 3].map((v) => format.powerTick(v, -2, 3));
  assert.deepEqual(labels, ["10⁻⁵", "0.01", "0.1", "1", "1000", "10⁴", ""]);
});

test("a log axis draws its grid at the decades only, its ticks at every split", () => {
  const splits = [1, 2, 5, 9, 10, 20, 90, 100, 1000, 2000];
  assert.deepEqual(format.decadesOnly(splits), [
    1,
    null,
    null,
    null,
    10,
    null,
    null,
    100,
    1000,
    null,
  ]);
  assert.deepEqual(format.decadesOnly([1e-3, 1e6, 1e12]), [1e-3, 1e6, 1e12]);
});
