// The web edition's benchmark (not a test: it prints medians for docs/benchmarks.md).
//   node tests/web/bench.mjs [page.html]
// In headless Chromium (Debian's): from file:// to interactive; an x move, the idea's four panels
// recomputed and redrawn; a seeded run of 10⁶ Monte Carlo draws; training a small network.
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const puppeteer = createRequire(join(root, "web/package.json"))("puppeteer-core");
const pagePath = resolve(process.argv[2] ?? join(root, "build/web/gelu-explorer-web.html"));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--host-resolver-rules=MAP * ~NOTFOUND"],
});
const page = await browser.newPage();
await page.setViewport({ width: 1366, height: 768 });

// Open to interactive: navigation start to the page's ready mark (the core started, the scene
// read, every panel drawn), as the page's own clock counts it.
const loads = [];
for (let i = 0; i < 15; ++i) {
  await page.goto(`file://${pagePath}`);
  await page.waitForSelector("html[data-ready='1']");
  loads.push(await page.evaluate(() => window.geluExplorer.readyMs));
}

const moves = await page.evaluate(async () => {
  const { app } = window.geluExplorer;
  const times = [];
  for (let i = 0; i < 200; ++i) {
    const t0 = performance.now();
    app.setX(-2 + i * 0.02);
    await Promise.resolve(); // uPlot commits its draws in a microtask
    times.push(performance.now() - t0);
  }
  return times;
});

const runs = await page.evaluate(() => {
  const { core } = window.geluExplorer;
  const times = [];
  for (let i = 0; i < 15; ++i) {
    const t0 = performance.now();
    core.mcRun(0.7, i + 1, false, 1e6);
    times.push(performance.now() - t0);
  }
  return times;
});

// Training a 2-16-16-1 GELU network on 500 points (the spiral), in epochs a second.
const training = await page.evaluate(() => {
  const { core } = window.geluExplorer;
  const scene = JSON.parse(core.defaultScene());
  scene.training.layers = [16, 16];
  scene.training.activations = ["gelu"];
  scene.training.points = 500;
  core.loadScene(JSON.stringify(scene));
  const rates = [];
  for (let i = 0; i < 7; ++i) {
    core.trainStart();
    const t0 = performance.now();
    core.trainEpochs(200);
    rates.push(200 / ((performance.now() - t0) / 1000));
  }
  return rates;
});

// On a phone (390 px), an x move on the lecture's step whose formula follows x (too wide for the
// phone at its own size: fitted every move). Needs the desktop to export the lecture.
let liveMoves = null;
if (process.env.GELU_EXPLORER_BIN) {
  const { execFileSync } = await import("node:child_process");
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const lecture = join(mkdtempSync(join(tmpdir(), "gelu-bench-")), "lecture.html");
  execFileSync(process.env.GELU_EXPLORER_BIN, [
    "export-web",
    "--deck",
    join(root, "resources/decks/lecture.gelu-deck.json"),
    "-o",
    lecture,
  ]);
  await page.setViewport({ width: 390, height: 844 });
  await page.goto(`file://${lecture}`);
  await page.waitForSelector("html[data-ready='1']");
  for (let step = 0; step < 10; ++step) {
    await page.select("#steps", String(step));
    if (await page.$eval(".slide-live", (e) => !e.hidden)) break;
  }
  liveMoves = await page.evaluate(async () => {
    const { app } = window.geluExplorer;
    const times = [];
    for (let i = 0; i < 200; ++i) {
      const t0 = performance.now();
      app.setX(-2 + i * 0.02);
      await Promise.resolve();
      void document.querySelector(".slide-live").getBoundingClientRect(); // laid out
      times.push(performance.now() - t0);
    }
    return times;
  });
}

await browser.close();
const ms = (v) => `${v.toFixed(2)} ms`;
console.log(`open from file:// to interactive: median ${ms(median(loads))} (15 loads)`);
console.log(`x move, four panels redrawn: median ${ms(median(moves))} (200 moves)`);
console.log(`10^6 Monte Carlo draws: median ${ms(median(runs))} (15 runs)`);
console.log(
  `training 2-16-16-1 GELU, 500 points: median ${median(training).toFixed(0)} epochs/s (7 runs of 200)`,
);
if (liveMoves) {
  console.log(
    `x move on the lecture's live-formula step, phone 390 px: median ${ms(median(liveMoves))} (200 moves)`,
  );
}
