// The room's benchmark (not a test: it prints what it measured, for docs/benchmarks.md).
//   node tests/web/room-bench.mjs [FOLLOWERS] [SOCKETS] [SECONDS] [browser|node]
// On loopback: `gelu-explorer serve` with the built-in lecture; a presenter's page, FOLLOWERS
// students' pages (default 1) and SOCKETS bare followers (WebSockets in one page, default 100).
// 1. The presenter moves through steps and x (24 moves): how long from the presenter's move to
//    each student's page having drawn it (wall clock to wall clock, both on this machine).
// 2. The presenter moves x 30 times a second for SECONDS (default 10): how long each message
//    takes to reach the bare followers, and whether each ends where the presenter did. The bare
//    followers are WebSockets in Chromium pages (`browser`, the default: each message parsed by
//    a page's JavaScript, 200 to a browser) or, to tell the server's share from the clients', the
//    `ws` package's clients in this process (`node`: lighter on the two cores they share).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const puppeteer = createRequire(join(root, "web/package.json"))("puppeteer-core");
const bin = process.env.GELU_EXPLORER_BIN ?? join(root, "build/release/bin/gelu-explorer");
const pagePath = process.env.GELU_WEB_PAGE ?? join(root, "build/web/gelu-explorer-web.html");
const followers = Number(process.argv[2] ?? 1);
const sockets = Number(process.argv[3] ?? 100);
const seconds = Number(process.argv[4] ?? 10);
const clients = process.argv[5] ?? "browser";

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const describe = (xs) =>
  `median ${quantile(xs, 0.5)} ms, p90 ${quantile(xs, 0.9)}, p99 ${quantile(xs, 0.99)}, max ${quantile(xs, 1)} (${xs.length})`;

const server = spawn(
  bin,
  ["serve", "--deck", join(root, "resources/decks/lecture.gelu-deck.json")],
  {
    env: { ...process.env, GELU_WEB_PAGE: pagePath },
    stdio: ["ignore", "pipe", "inherit"],
  },
);
const lines = await new Promise((done) => {
  let out = "";
  server.stdout.on("data", (d) => {
    out += d;
    if (out.includes("presenter: ")) done(out);
  });
});
const joinUrl = /^join: (\S+)$/m.exec(lines)[1];
const presenterUrl = /^presenter: (\S+)$/m.exec(lines)[1];
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
  ],
});
const open = async (url) => {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 720 });
  await page.goto(url);
  await page.waitForSelector("html[data-ready='1']");
  await page.waitForFunction(
    () => /Follow|following/.test(document.querySelector("#room-status")?.textContent ?? ""),
    { polling: 20 },
  );
  return page;
};
const presenter = await open(presenterUrl);
const students = [];
for (let i = 0; i < followers; ++i) students.push(await open(joinUrl));

// 1. Students' pages.
await presenter.evaluate(() => document.activeElement.blur());
const drawn = [];
const keys = ["ArrowRight", "+", "ArrowRight", "-", "ArrowRight", "+"];
for (let round = 0; round < 4; ++round) {
  for (const key of keys) {
    await presenter.keyboard.press(key);
    const moved = Number(await presenter.$eval("html", (e) => e.dataset.roomMoved));
    const want =
      (await presenter.$eval(".counter", (e) => e.textContent)) +
      (await presenter.$eval("#x-value", (e) => e.value));
    for (const s of students) {
      for (;;) {
        const now = await s.evaluate(
          () =>
            document.querySelector(".counter").textContent +
            document.querySelector("#x-value").value,
        );
        if (now === want) break;
        await new Promise((r) => setTimeout(r, 5));
      }
      drawn.push(Number(await s.$eval("html", (e) => e.dataset.roomApplied)) - moved);
    }
  }
  await presenter.keyboard.press("Home");
  await new Promise((r) => setTimeout(r, 300));
}
console.log(`${followers} student page(s), a move to drawn: ${describe(drawn)}`);

// 2. Bare followers while x moves 30 times a second.
const host = new URL(joinUrl).host;
const code = new URL(joinUrl).searchParams.get("code");
// Chromium opens at most 255 WebSockets in one browser: 200 a browser of their own.
const probes = [];
const nodeArrivals = [];
const nodeLastX = new Array(clients === "node" ? sockets : 0).fill(null);
const nodeLinks = [];
if (clients === "node") {
  const WebSocket = createRequire(join(root, "web/package.json"))("ws");
  const origin = `http://${host}`;
  await Promise.all(
    Array.from({ length: sockets }, (_, i) => {
      const ws = new WebSocket(`ws://${host}/live?code=${code}`, { origin });
      ws.on("message", (data) => {
        const m = JSON.parse(String(data));
        nodeLastX[i] = m.x;
        nodeArrivals.push([m.x, Date.now()]);
      });
      nodeLinks.push(ws);
      return new Promise((ok) => ws.on("open", ok));
    }),
  );
}
for (let start = 0; clients !== "node" && start < sockets; start += 200) {
  const b = await puppeteer.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox"],
  });
  const probe = await b.newPage();
  await probe.goto(joinUrl);
  await probe.waitForSelector("html[data-ready='1']");
  await probe.evaluate(
    (host, code, n) => {
      window.arrivals = []; // [x, wall clock] of every message every bare follower got
      window.lastX = new Array(n).fill(null);
      window.links = [];
      for (let i = 0; i < n; ++i) {
        const ws = new WebSocket(`ws://${host}/live?code=${code}`);
        ws.onmessage = (e) => {
          const m = JSON.parse(e.data);
          window.lastX[i] = m.x;
          window.arrivals.push([m.x, Date.now()]);
        };
        window.links.push(ws);
      }
    },
    host,
    code,
    Math.min(200, sockets - start),
  );
  probes.push({ b, probe });
}
await new Promise((r) => setTimeout(r, 1500));
for (const { probe } of probes) await probe.evaluate(() => (window.arrivals = []));
nodeArrivals.length = 0;
// The presenter's moves: x and the wall clock just after each (it sends within the move).
const sent = await presenter.evaluate(async (seconds) => {
  const { app } = window.geluExplorer;
  const out = [];
  const moves = Math.round(30 * seconds);
  for (let i = 0; i < moves; ++i) {
    app.setX(-2 + Math.round((4 * i * 1e4) / moves) / 1e4);
    out.push([app.scene.x, Date.now()]);
    await new Promise((r) => setTimeout(r, 1000 / 30));
  }
  return out;
}, seconds);
await new Promise((r) => setTimeout(r, 1000));
const arrivals = [...nodeArrivals];
const lastX = [...nodeLastX];
for (const ws of nodeLinks) ws.close();
for (const { b, probe } of probes) {
  const [a, l] = await probe.evaluate(() => [window.arrivals, window.lastX]);
  arrivals.push(...a);
  lastX.push(...l);
  await b.close();
}
const sentAt = new Map(sent.map(([x, t]) => [x, t]));
const delays = arrivals.filter(([x]) => sentAt.has(x)).map(([x, t]) => t - sentAt.get(x));
const final = sent[sent.length - 1][0];
const atEnd = lastX.filter((x) => x === final).length;
console.log(
  `${sockets} bare followers (${clients}), x moved ${sent.length} times in ${seconds} s: message to follower ${describe(delays)}; ${atEnd} of ${sockets} end at the presenter's x`,
);
await browser.close();
server.kill("SIGTERM");
