// The room on this machine's loopback: `gelu-explorer serve` with the built-in lecture, a
// presenter's page and followers' pages in headless Chromium. They follow, a late joiner lands
// where the lecture is, a student explores and snaps back, the black screen blanks
// them; wrong codes, foreign origins, oversized and follower messages change nothing.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const puppeteer = createRequire(join(root, "web/package.json"))("puppeteer-core");
const bin = process.env.GELU_EXPLORER_BIN ?? join(root, "build/release/bin/gelu-explorer");
const pagePath = process.env.GELU_WEB_PAGE ?? join(root, "build/web/gelu-explorer-web.html");

let server;
let browser;
let joinUrl;
let presenterUrl;

before(async () => {
  server = spawn(bin, ["serve", "--deck", join(root, "resources/decks/lecture.gelu-deck.json")], {
    env: { ...process.env, GELU_WEB_PAGE: pagePath },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = await new Promise((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (d) => {
      out += d;
      if (out.includes("presenter: ")) resolve(out);
    });
    server.on("exit", (code) => reject(new Error(`serve exited with ${code}`)));
  });
  joinUrl = /^join: (\S+)$/m.exec(lines)[1];
  presenterUrl = /^presenter: (\S+)$/m.exec(lines)[1];
  browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    // Every page here is a student's own foreground tab on their own device: none is throttled
    // as a background tab of one window would be.
    args: [
      "--no-sandbox",
      "--disable-background-timer-throttling",
      "--disable-renderer-backgrounding",
      "--disable-backgrounding-occluded-windows",
    ],
  });
});

after(async () => {
  await browser?.close();
  server?.kill("SIGTERM");
});

async function open(url) {
  const page = await browser.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(`page: ${e}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (!["data:", "blob:"].includes(u.protocol) && u.host !== new URL(joinUrl).host) {
      problems.push(`request: ${r.url()}`);
    }
  });
  await page.setViewport({ width: 1280, height: 720 });
  await page.goto(url);
  await page.waitForSelector("html[data-ready='1']");
  await page.waitForFunction(() =>
    /Follow|following|Exploring/.test(document.querySelector("#room-status")?.textContent ?? ""),
  );
  return { page, problems };
}

const counter = (page) => page.$eval(".counter", (e) => e.textContent);
const xOf = (page) => page.$eval("#x-value", (e) => e.value);

test("followers follow the presenter, a late joiner lands where the lecture is", async () => {
  const presenter = await open(presenterUrl);
  const followers = [await open(joinUrl), await open(joinUrl), await open(joinUrl)];
  await presenter.page.waitForFunction(
    () => /^3 following/.test(document.querySelector("#room-status").textContent),
    { polling: 20 },
  );
  // The followers' page has no notes: they never leave the laptop.
  const html = await followers[0].page.content();
  assert.ok(!html.includes("Ask where most of the mass is"));
  assert.ok((await presenter.page.content()).includes("Ask where most of the mass is"));
  // Steps and x: each follower goes where the presenter went (how fast is the room benchmark's,
  // tests/web/room-bench.mjs: a timed test would only measure this machine's load).
  await presenter.page.evaluate(() => document.activeElement.blur());
  for (const key of ["ArrowRight", "ArrowRight", "+", "+", "ArrowRight", "-", "ArrowRight", "+"]) {
    await presenter.page.keyboard.press(key);
    const want = [await counter(presenter.page), await xOf(presenter.page)];
    for (const f of followers) {
      const t0 = Date.now();
      while ([await counter(f.page), await xOf(f.page)].join() !== want.join()) {
        assert.ok(Date.now() - t0 < 5000, `a follower stuck at ${await counter(f.page)}`);
        await new Promise((r) => setTimeout(r, 5));
      }
    }
  }
  const late = await open(joinUrl);
  assert.equal(await counter(late.page), await counter(presenter.page));
  assert.equal(await xOf(late.page), await xOf(presenter.page));
  // A student explores, the lecture moves on without them, one button brings them back.
  const s = followers[0].page;
  await s.evaluate(() => document.activeElement.blur());
  await s.keyboard.press("Home");
  assert.equal(await counter(s), "1 / 10");
  assert.equal(await s.$eval("#follow", (b) => b.hidden), false);
  await presenter.page.keyboard.press("ArrowRight");
  await new Promise((r) => setTimeout(r, 150));
  assert.equal(await counter(s), "1 / 10");
  await s.$eval("#follow", (b) => b.click());
  assert.equal(await counter(s), await counter(presenter.page));
  // μ follows (the parameters as well as x).
  await presenter.page.$eval("#mu", (e) => {
    e.value = "0.5";
    e.dispatchEvent(new Event("change"));
  });
  await followers[2].page.waitForFunction(() => document.querySelector("#mu").value === "0.5", {
    timeout: 2000,
    polling: 20,
  });
  // The lecture's black screen blanks the followers.
  await presenter.page.keyboard.press("b");
  // (Polled by time: a page in the background of this one browser paints no frames.)
  await followers[1].page.waitForFunction(() => !document.querySelector(".blackout").hidden, {
    timeout: 1000,
    polling: 20,
  });
  await presenter.page.keyboard.press("b");
  await followers[1].page.waitForFunction(() => document.querySelector(".blackout").hidden, {
    timeout: 1000,
    polling: 20,
  });
  for (const p of [presenter, ...followers, late]) {
    assert.deepEqual(p.problems, []);
    await p.page.close();
  }
});

test("a student follows the built-in deck from its first step to its last", async () => {
  const presenter = await open(presenterUrl);
  const student = await open(joinUrl);
  await presenter.page.evaluate(() => document.activeElement.blur());
  await presenter.page.keyboard.press("Home");
  const seen = new Set();
  // Every step and fragment, one key at a time, until the key moves nothing any more.
  for (let i = 0; i < 60; ++i) {
    const want = await counter(presenter.page);
    const t0 = Date.now();
    while ((await counter(student.page)) !== want) {
      assert.ok(Date.now() - t0 < 5000, `the student stuck at ${await counter(student.page)}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    seen.add(want);
    if (await presenter.page.$eval("#next", (b) => b.disabled)) break;
    await presenter.page.keyboard.press("ArrowRight");
  }
  assert.equal(seen.size, 10); // "1 / 10" … "10 / 10"
  assert.equal(await counter(student.page), "10 / 10");
  for (const p of [presenter, student]) {
    assert.deepEqual(p.problems, []);
    await p.page.close();
  }
});

test("five students answer a question on the curve; the reveal shows every answer", async () => {
  const presenter = await open(presenterUrl);
  const students = [];
  for (let i = 0; i < 5; ++i) students.push(await open(joinUrl));
  await presenter.page.waitForFunction(
    () => /^5 following/.test(document.querySelector("#room-status").textContent),
    { polling: 20 },
  );
  // Step 7 asks where GELU is smallest: a point placed on its curve.
  await presenter.page.$eval("#steps", (e) => {
    e.value = "6";
    e.dispatchEvent(new Event("change"));
  });
  const answers = ["-0.8", "-0.7", "-0.75", "-1.5", "0.5"];
  for (const [i, s] of students.entries()) {
    await s.page.waitForFunction(
      () => /GELU smallest/.test(document.querySelector(".room-question")?.textContent ?? ""),
      { timeout: 5000, polling: 20 },
    );
    assert.equal(await s.page.$eval(".room-question", (q) => q.hidden), false);
    // The student moves their point along the curve (the x box here; a drag does the same).
    await s.page.$eval(
      "#x-value",
      (e, v) => {
        e.value = v;
        e.dispatchEvent(new Event("change"));
      },
      answers[i],
    );
    assert.match(await s.page.$eval("#answer-point", (o) => o.textContent), /GELU\(x\) = /);
    // (Clicked in the page: a background tab of this one browser paints no frames to click in.)
    await s.page.$eval("#answer-send", (b) => b.click());
    await s.page.waitForFunction(
      () => /^Sent\./.test(document.querySelector(".answer-note").textContent),
      { timeout: 5000, polling: 20 },
    );
  }
  // The presenter sees the count; the right answer is nowhere in a student's page before.
  await presenter.page.waitForFunction(
    () => /answered: 5/.test(document.querySelector("#room-status").textContent),
    { timeout: 5000, polling: 20 },
  );
  assert.ok(!(await students[0].page.content()).includes('"minimum"'));
  await presenter.page.evaluate(() => document.activeElement.blur());
  await presenter.page.keyboard.press("a");
  for (const s of [presenter, ...students]) {
    await s.page.waitForFunction(
      () =>
        /Answered: 5 · right: 3/.test(document.querySelector(".answer-counts")?.textContent ?? ""),
      { timeout: 5000, polling: 20 },
    );
    const text = await s.page.$eval(".answer-counts", (e) => e.textContent);
    assert.match(text, /The right answer: x = −0\.75/);
    // Every answer on the true curve, the right one ringed.
    assert.equal(await s.page.$$eval(".answers-chart .dot", (d) => d.length), 5);
    assert.equal(await s.page.$$eval(".answers-chart .right-ring", (d) => d.length), 1);
  }
  // The presenter's page reloaded (a slip of the finger): it takes the room's state back, step
  // and reveal, instead of sending the lecture back to step 1.
  await presenter.page.reload();
  await presenter.page.waitForSelector("html[data-ready='1']");
  await presenter.page.waitForFunction(
    () => document.querySelector("#reveal")?.textContent === "Hide answers (A)",
    { timeout: 5000, polling: 20 },
  );
  assert.equal(await counter(presenter.page), "7 / 10");
  await new Promise((r) => setTimeout(r, 300));
  for (const s of students) assert.equal(await counter(s.page), "7 / 10");
  // After the reveal an answer is not taken.
  const late = await students[4].page.evaluate(
    (code) =>
      new Promise((resolve) => {
        const ws = new WebSocket(`ws://${location.host}/live?code=${code}`);
        ws.onopen = () => ws.send(JSON.stringify({ t: "answer", step: 6, value: -0.75 }));
        ws.onmessage = (e) => {
          const m = JSON.parse(e.data);
          if (m.t === "refused" || m.t === "answered") {
            resolve(m.t);
            ws.close();
          }
        };
      }),
    new URL(joinUrl).searchParams.get("code"),
  );
  assert.equal(late, "refused");
  // The answers as CSV, for the presenter's code alone.
  const csvUrl = new URL("/answers.csv", presenterUrl);
  assert.equal((await fetch(csvUrl)).status, 403);
  csvUrl.search = new URL(presenterUrl).search;
  const csv = await (await fetch(csvUrl)).text();
  const rows = csv.trim().split("\r\n");
  assert.equal(rows[0], "step,question,kind,answer,right");
  assert.deepEqual(
    rows.slice(1).map((r) => r.split(",").slice(-2).join(",")),
    ["-0.8,yes", "-0.7,yes", "-0.75,yes", "-1.5,no", "0.5,no"],
  );
  const joinCsv = new URL("/answers.csv", joinUrl);
  joinCsv.search = new URL(joinUrl).search;
  assert.equal((await fetch(joinCsv)).status, 403);
  for (const p of [presenter, ...students]) {
    assert.deepEqual(p.problems, []);
    await p.page.close();
  }
});

test("nobody gets in without the code, and nothing a follower sends reaches anyone", async () => {
  const base = new URL(joinUrl);
  for (const path of [
    "/",
    "/?code=wrong",
    "/present",
    `/present?code=${base.searchParams.get("code")}`,
  ]) {
    const r = await fetch(new URL(path, base));
    assert.equal(r.status, 403, path);
  }
  for (const path of ["/../../etc/passwd", "/gelu-explorer-web.html", "/live"]) {
    const r = await fetch(new URL(path, base));
    assert.equal(r.status, 404, path);
  }
  const presenter = await open(presenterUrl);
  const follower = await open(joinUrl);
  const before = await counter(follower.page);
  // From a follower's page: a socket with a wrong code is closed; with the right code, a state
  // message, an oversized one and junk change nothing for the others.
  const results = await follower.page.evaluate(async (code) => {
    const attempt = (query, send) =>
      new Promise((resolve) => {
        const ws = new WebSocket(`ws://${location.host}/live?${query}`);
        ws.onopen = () => send?.(ws);
        ws.onclose = (e) => resolve(e.code);
        setTimeout(() => {
          resolve("open");
          ws.close();
        }, 500);
      });
    return {
      wrong: await attempt("code=nope"),
      state: await attempt(`code=${code}`, (ws) =>
        ws.send(JSON.stringify({ t: "state", step: 5, fragments: 0, x: 2, black: true })),
      ),
      big: await attempt(`code=${code}`, (ws) => ws.send("x".repeat(4096))),
      flood: await attempt(`code=${code}`, (ws) => {
        for (let i = 0; i < 500; ++i) ws.send("{}");
      }),
    };
  }, base.searchParams.get("code"));
  assert.notEqual(results.wrong, "open"); // closed at once (1008, or 1006 before the handshake)
  assert.equal(results.state, "open"); // ignored, not refused: followers send nothing that counts
  assert.notEqual(results.big, "open");
  assert.notEqual(results.flood, "open"); // 500 messages at once: over the rate, closed
  assert.equal(await counter(follower.page), before);
  assert.equal(await counter(presenter.page), before);
  assert.equal(await follower.page.$eval(".blackout", (b) => b.hidden), true);
  // A socket from another origin (a page of its own) is closed at once.
  const stranger = await browser.newPage();
  const code = await stranger.evaluate(
    (url) =>
      new Promise((resolve) => {
        const ws = new WebSocket(url);
        ws.onclose = (e) => resolve(e.code);
        setTimeout(() => resolve("open"), 1000);
      }),
    `ws://${base.host}/live?code=${base.searchParams.get("code")}`,
  );
  assert.notEqual(code, "open");
  await stranger.close();
  for (const p of [presenter, follower]) {
    assert.deepEqual(p.problems, []);
    await p.page.close();
  }
});
