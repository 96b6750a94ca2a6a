// The web edition in Firefox (Debian's firefox-esr, driven by puppeteer-core over WebDriver
// BiDi): the same page from file:// opens with no error and no request, draws, follows x, and
// computes the desktop's numbers bit for bit. Environment: GELU_WEB_PAGE, GELU_EXPLORER_BIN,
// FIREFOX (the browser, /usr/bin/firefox-esr by default).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(join(root, "web/package.json"));
const puppeteer = require("puppeteer-core");

const pagePath = process.env.GELU_WEB_PAGE ?? join(root, "build/web/gelu-explorer-web.html");
const bin = process.env.GELU_EXPLORER_BIN ?? join(root, "build/release/bin/gelu-explorer");
const firefox = process.env.FIREFOX ?? "/usr/bin/firefox-esr";
const work = mkdtempSync(join(tmpdir(), "gelu-firefox-test-"));

let browser;
before(async () => {
  browser = await puppeteer.launch({ browser: "firefox", executablePath: firefox, headless: true });
});
after(async () => {
  await browser?.close();
});

test("in Firefox the page opens, draws, follows x and computes the desktop's bits", async () => {
  const page = await browser.newPage();
  const problems = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page: ${e}`));
  page.on("request", (r) => {
    if (!/^(file|data|blob):/.test(r.url())) problems.push(`request: ${r.url()}`);
  });
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`file://${pagePath}`);
  await page.waitForSelector("html[data-ready='1']", { timeout: 30000 });
  for (const id of ["pdf-area", "cdf", "monte-carlo", "activations"]) {
    const inked = await page.$eval(`#panel-${id} canvas`, (c) => {
      const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 0 && d[i] < 200) ++n;
      return n;
    });
    assert.ok(inked > 500, `${id}: ${inked} inked pixels`);
  }
  // x typed: the pdf's read-out says Φ(1.5).
  await page.$eval("#x-value", (e) => {
    e.value = "1.5";
    e.dispatchEvent(new Event("change"));
  });
  await page.waitForFunction(() => /0\.9332/.test(document.body.innerText), { timeout: 5000 });
  // The desktop's numbers, bit for bit (wasm is the same in every browser).
  const xs = [0, -0, 5e-324, -38.5, 0.5, -3.25];
  for (let i = 0; i <= 200; ++i) xs.push(-10 + i * 0.1);
  const exact = (v) => (Object.is(v, -0) ? "-0" : String(v));
  const xFile = join(work, "x.txt");
  writeFileSync(xFile, xs.map(exact).join("\n") + "\n");
  const ids = ["gelu", "dgelu", "cdf", "gelu_tanh"];
  const rows = execFileSync(bin, ["table", "--functions", ids.join(","), "--x-values", xFile])
    .toString()
    .trim()
    .split("\n")
    .slice(1);
  assert.equal(rows.length, xs.length);
  const web = await page.evaluate(
    (xs, ids) => {
      const core = window.geluExplorer.core;
      const grid = Float64Array.from(xs, Number);
      const exact = (v) => (Object.is(v, -0) ? "-0" : String(v));
      return ids.map((id) => Array.from(core.evaluate(id, grid), exact));
    },
    xs.map(exact),
    ids,
  );
  rows.forEach((row, r) => {
    const cells = row.split(",");
    ids.forEach((id, c) => {
      assert.ok(Object.is(Number(cells[c + 1]), Number(web[c][r])), `${id}(${exact(xs[r])})`);
    });
  });
  assert.deepEqual(problems, []);
  await page.close();
});
