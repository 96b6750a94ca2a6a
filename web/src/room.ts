// The room in the page: a page served by `gelu-explorer serve` (or the window sharing its
// lecture) carries its role and code. The presenter's page sends where the lecture is (step,
// fragments, x, μ and σ, what the step plays playing, the black screen, the answers revealed)
// at every move; a follower's page goes where it is told — until the student explores on their
// own, when a button brings them back (tr("Web", "Follow the lecture")). A step's question is answered
// here (a point on a curve, a number, a choice): only the answer crosses the socket, and the
// room's answers come back when the lecturer reveals them.
import type { App } from "./app";
import type { DeckInfo } from "./core";
import type { DeckPresenter } from "./deck";
import { el } from "./dom";
import { fixed, num } from "./format";
import { tr } from "./i18n";

export interface RoomConfig {
  role: "follow" | "present";
  code: string;
}

interface StateMessage {
  t: "state";
  step: number;
  fragments: number;
  x: number;
  mu: number;
  sigma: number;
  playing: boolean;
  black: boolean;
  revealed: boolean;
  followers: number;
  answers: number;
  asking: boolean;
}

/** The room's answers to a step's question, revealed. */
interface AnswersMessage {
  t: "answers";
  step: number;
  kind: "point" | "number" | "choice";
  answers: number[];
  count: number;
  rightCount: number;
  right?: number;
  rightY?: number;
  tolerance?: number;
  curve?: string;
  range?: [number, number];
}

type Question = NonNullable<DeckInfo["steps"][number]["question"]>;

const svgNs = "http://www.w3.org/2000/svg";
function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
  text?: string,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(svgNs, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

/** The revealed answers as a small chart: bars a choice; a point's answers on the true curve
 * (`curve`: its samples over the step's x range) with the right one ringed; else a histogram of
 * the values with the right answer marked (a dashed line). */
function answersChart(
  q: Question,
  m: AnswersMessage,
  curve: { xs: number[]; ys: number[] } | null,
): SVGSVGElement {
  const w = 320,
    h = 150,
    left = 8,
    bottom = 22,
    top = 8;
  const chart = svg("svg", {
    viewBox: `0 0 ${w} ${h}`,
    class: "answers-chart",
    role: "img",
    "aria-label": tr("Web", "The room's answers"),
  });
  if (q.kind === "choice") {
    const counts = q.choices.map(() => 0);
    for (const a of m.answers) if (a >= 0 && a < counts.length) counts[a]++;
    const most = counts.reduce((a, b) => Math.max(a, b), 1);
    const row = (h - top) / q.choices.length;
    q.choices.forEach((c, i) => {
      const y = top + row * i;
      const right = m.right === i;
      chart.append(
        svg(
          "text",
          { x: 110, y: y + row / 2 + 5, "text-anchor": "end", class: "label" },
          c + (right ? " ✓" : ""),
        ),
        svg("rect", {
          x: 116,
          y: y + row * 0.2,
          width: Math.max(1, ((w - 150) * counts[i]) / most),
          height: row * 0.6,
          class: right ? "bar right" : "bar",
        }),
        svg(
          "text",
          { x: 120 + ((w - 150) * counts[i]) / most, y: y + row / 2 + 5, class: "label" },
          String(counts[i]),
        ),
      );
    });
    return chart;
  }
  if (curve && m.range) {
    const [x0, x1] = m.range;
    let y0 = Infinity;
    let y1 = -Infinity;
    for (const y of curve.ys) {
      if (!Number.isFinite(y)) continue;
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
    const pad = (y1 - y0 || 1) * 0.08;
    y0 -= pad;
    y1 += pad;
    const px = (x: number) => left + ((x - x0) / (x1 - x0)) * (w - 2 * left);
    const py = (y: number) => top + (1 - (y - y0) / (y1 - y0)) * (h - top - bottom);
    const at = (x: number) => {
      const t = ((x - x0) / (x1 - x0)) * (curve.xs.length - 1);
      const i = Math.max(0, Math.min(curve.xs.length - 2, Math.floor(t)));
      return curve.ys[i] + (curve.ys[i + 1] - curve.ys[i]) * (t - i);
    };
    chart.append(
      svg("line", { x1: left, x2: w - left, y1: py(0), y2: py(0), class: "axis" }),
      svg("polyline", {
        points: curve.xs.map((x, i) => `${px(x)},${py(curve.ys[i])}`).join(" "),
        class: "curve",
      }),
    );
    for (const x of m.answers)
      chart.append(svg("circle", { cx: px(x), cy: py(at(x)), r: 5, class: "dot" }));
    if (m.right !== undefined) {
      chart.append(
        svg("circle", { cx: px(m.right), cy: py(at(m.right)), r: 9, class: "right-ring" }),
      );
    }
    chart.append(
      svg("text", { x: left, y: h - 4, class: "label" }, num(x0, 3)),
      svg("text", { x: w - left, y: h - 4, "text-anchor": "end", class: "label" }, num(x1, 3)),
    );
    return chart;
  }
  const values = m.answers;
  let lo = m.right ?? Infinity;
  let hi = m.right ?? -Infinity;
  for (const v of values) {
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  if (!Number.isFinite(lo)) [lo, hi] = [0, 1];
  const pad = hi > lo ? (hi - lo) * 0.05 : Math.max(0.5, Math.abs(lo) * 0.1);
  lo -= pad;
  hi += pad;
  const bins = 12;
  const counts = new Array<number>(bins).fill(0);
  for (const v of values)
    counts[Math.min(bins - 1, Math.max(0, Math.floor(((v - lo) / (hi - lo)) * bins)))]++;
  const most = counts.reduce((a, b) => Math.max(a, b), 1);
  const px = (x: number) => left + ((x - lo) / (hi - lo)) * (w - 2 * left);
  const plotH = h - top - bottom;
  counts.forEach((c, i) => {
    const x0 = px(lo + ((hi - lo) * i) / bins);
    const x1 = px(lo + ((hi - lo) * (i + 1)) / bins);
    chart.append(
      svg("rect", {
        x: x0,
        y: top + plotH * (1 - c / most),
        width: Math.max(0, x1 - x0 - 1),
        height: (plotH * c) / most,
        class: "bar",
      }),
    );
  });
  chart.append(
    svg("line", { x1: left, x2: w - left, y1: top + plotH, y2: top + plotH, class: "axis" }),
  );
  chart.append(
    svg("text", { x: left, y: h - 4, class: "label" }, num(lo, 3)),
    svg("text", { x: w - left, y: h - 4, "text-anchor": "end", class: "label" }, num(hi, 3)),
  );
  if (m.right !== undefined) {
    // On a halo of the background: seen where it crosses a bar of the same place.
    for (const cls of ["right-halo", "right-mark"]) {
      chart.append(
        svg("line", { x1: px(m.right), x2: px(m.right), y1: top, y2: top + plotH, class: cls }),
      );
    }
  }
  return chart;
}

/** This tab's anonymous token for the room (sessionStorage: a reload keeps it, another tab or
 * device has its own): 22 random letters, digits, '-' and '_'. */
function followerToken(): string {
  const key = "gelu-room-who";
  try {
    const kept = sessionStorage.getItem(key);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  } catch {
    // storage refused (a private window's settings): a token for this page's life
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  try {
    sessionStorage.setItem(key, token);
  } catch {
    // as above
  }
  return token;
}

/** The room's element in the page, if the page was served to a room. */
export function roomConfig(): RoomConfig | null {
  const text = document.getElementById("gelu-room")?.textContent ?? "";
  if (!text) return null;
  try {
    const c = JSON.parse(text) as RoomConfig;
    return (c.role === "follow" || c.role === "present") && typeof c.code === "string" ? c : null;
  } catch {
    return null;
  }
}

export class Room {
  private socket: WebSocket | null = null;
  private last: StateMessage | null = null;
  private applying = false; // moving the page as told, not exploring
  private exploring = false;
  private black = false;
  private sendTimer = 0;
  private sentAt = -Infinity;
  private readonly bar: HTMLElement;
  private readonly status: HTMLElement;
  private readonly follow: HTMLButtonElement;
  private readonly blackout: HTMLElement;
  private readonly question: HTMLElement; // the step's question, or the room's answers
  private questionFor = ""; // what the card shows now: "ask:<step>" or "reveal:<step>"
  private revealedStep = -1; // the presenter's page: the step whose answers are shown
  private revealButton: HTMLButtonElement | null = null;
  private synced = false; // the presenter's page: the room's state taken since (re)connecting

  constructor(
    private readonly config: RoomConfig,
    private readonly app: App,
    private readonly deck: DeckPresenter,
  ) {
    this.bar = el("div", { class: "room-bar", role: "status" });
    this.status = el("span", { id: "room-status" });
    this.follow = el("button", { type: "button", id: "follow" }, tr("Web", "Follow the lecture"));
    this.follow.hidden = true;
    this.follow.addEventListener("click", () => {
      this.exploring = false;
      this.follow.hidden = true;
      if (this.last) this.apply(this.last);
      this.show();
    });
    this.bar.append(this.status, this.follow);
    this.blackout = el("div", {
      class: "blackout",
      "aria-label": tr("Web", "The lecture's screen is black"),
    });
    this.blackout.hidden = true;
    this.question = el("section", {
      class: "room-question",
      "aria-live": "polite",
      "aria-label": tr("Web", "Question"),
    });
    this.question.hidden = true;
    // In the page's flow under the step's text (above x and the plots): it covers nothing the
    // student needs to answer.
    const slide = document.querySelector(".slide");
    if (slide) slide.after(this.question);
    else document.body.append(this.question);
    document.body.append(this.bar, this.blackout);
    if (config.role === "present") {
      const reveal = el(
        "button",
        { type: "button", id: "reveal" },
        tr("Web", "Reveal answers (A)"),
      );
      reveal.hidden = true;
      reveal.addEventListener("click", () => this.toggleReveal());
      this.revealButton = reveal;
      const csv = el(
        "a",
        {
          id: "answers-csv",
          href: `/answers.csv?code=${encodeURIComponent(config.code)}`,
          download: "answers.csv",
        },
        tr("Web", "Answers (CSV)"),
      );
      this.bar.append(reveal, csv);
      deck.onGo = () => {
        this.send();
        this.show();
      };
      app.onXChange = () => this.send();
      app.onShapeChange = () => this.send();
      app.onPlayChange = () => this.send();
      document.addEventListener("keydown", (e) => {
        const target = e.target as HTMLElement;
        if (target.closest("input, select, textarea")) return;
        if (e.key === "b" || e.key === "B" || e.key === ".") {
          this.black = !this.black;
          this.send();
          this.show();
          e.preventDefault();
        } else if (e.key === "a" || e.key === "A") {
          this.toggleReveal();
          e.preventDefault();
        }
      });
    } else {
      // A student's own move: explore, and offer the way back.
      const explore = () => {
        if (this.applying) return;
        this.exploring = true;
        this.follow.hidden = false;
        this.show();
      };
      deck.onGo = explore;
      app.onXChange = () => {
        explore();
        this.updatePoint();
      };
      app.onShapeChange = explore;
      // (Play and pause are not exploring: a student may run the step's simulation.)
    }
    this.connect();
  }

  private connect(): void {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    // A follower's anonymous token, the same for the tab's life: answering again after a
    // reconnection changes the answer instead of adding one.
    const who = this.config.role === "follow" ? `&who=${followerToken()}` : "";
    const url = `${scheme}://${location.host}/live?code=${encodeURIComponent(this.config.code)}${who}`;
    this.synced = false;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.addEventListener("message", (e) => {
      let m: StateMessage | AnswersMessage | { t: "answered" | "refused"; why?: string };
      try {
        m = JSON.parse(String(e.data)) as typeof m;
      } catch {
        return;
      }
      if (m.t === "answers") {
        this.showAnswers(m);
        return;
      }
      if (m.t === "answered" || m.t === "refused") {
        const note = this.question.querySelector(".answer-note");
        if (note) {
          note.textContent =
            m.t === "answered"
              ? tr("Web", "Sent. You may change your answer until the lecturer shows the answers.")
              : m.why === "closed"
                ? tr("Web", "Not taken: the answers are closed.")
                : m.why === "off-plot"
                  ? tr("Web", "Not taken: x is off the step's plot.")
                  : tr("Web", "Not taken.");
        }
        return;
      }
      if (m.t !== "state") return;
      document.documentElement.dataset.roomReceived = String(Date.now());
      this.last = m;
      if (this.config.role === "follow" && !this.exploring) this.apply(m);
      if (this.config.role === "follow") this.ask(m);
      if (this.config.role === "present" && !this.synced) {
        // (Re)connected: the lecture goes on where the room has it, its reveal included, rather
        // than where this page was when it loaded.
        this.synced = true;
        this.black = m.black;
        this.revealedStep = m.revealed ? m.step : -1;
        this.apply(m);
        this.blackout.hidden = true;
      }
      this.show();
    });
    socket.addEventListener("open", () => this.show());
    socket.addEventListener("close", () => {
      this.socket = null;
      this.show();
      // The lecturer's laptop may come back (a closed lid, a Wi-Fi hiccup): try again soon.
      window.setTimeout(() => this.connect(), 2000);
    });
  }

  /** Goes where the lecture is (without counting as the student's own move). */
  private apply(m: StateMessage): void {
    this.applying = true;
    try {
      this.deck.goToStep(m.step, m.fragments);
      this.app.setX(m.x);
      this.app.follow(m.mu, m.sigma, m.playing, this.deck.current());
      this.blackout.hidden = !m.black;
    } finally {
      this.applying = false;
    }
    // When (wall clock) this page last went where it was told: the tests' follow latency.
    document.documentElement.dataset.roomApplied = String(Date.now());
  }

  /** The presenter's state: at once, then at most 30 times a second while it keeps moving (the
   * last move always goes; the server allows 60 a second). */
  private send(): void {
    // When (wall clock) the lecture last moved here: the tests' follow latency starts there.
    document.documentElement.dataset.roomMoved = String(Date.now());
    if (this.sendTimer !== 0) return; // a trailing send is on its way and will carry this
    const wait = this.sentAt + 33 - performance.now();
    if (wait <= 0) {
      this.sendNow(); // at once: not after the frame this move will paint
    } else {
      this.sendTimer = window.setTimeout(() => {
        this.sendTimer = 0;
        this.sendNow();
      }, wait);
    }
  }

  private sendNow(): void {
    if (this.socket?.readyState !== WebSocket.OPEN || !this.synced) return;
    this.sentAt = performance.now();
    const { step, fragments } = this.deck.where();
    const { x, mu, sigma } = this.app.scene;
    const playing = this.app.isPlaying();
    const revealed = this.revealedStep === step;
    this.socket.send(
      JSON.stringify({
        t: "state",
        step,
        fragments,
        x,
        mu,
        sigma,
        playing,
        black: this.black,
        revealed,
      }),
    );
  }

  /** The presenter's A: the room's answers to this step's question shown (again: hidden). */
  private toggleReveal(): void {
    const { step } = this.deck.where();
    if (!this.deck.stepInfo(step)?.question) return;
    this.revealedStep = this.revealedStep === step ? -1 : step;
    if (this.revealedStep === -1) this.hideQuestion();
    this.send();
    this.show();
  }

  private hideQuestion(): void {
    this.question.hidden = true;
    this.question.replaceChildren();
    this.questionFor = "";
  }

  /** A follower: the step's question to answer, while the lecture is at it and not revealed. */
  private ask(m: StateMessage): void {
    const q = this.deck.stepInfo(m.step)?.question;
    if (m.revealed && q) return; // the answers follow in their own message
    if (!q || !m.asking) {
      // No question here, or its answers closed (revealed once): no form.
      if (!this.questionFor.startsWith("reveal:") || !q) this.hideQuestion();
      return;
    }
    const key = `ask:${m.step}`;
    if (this.questionFor === key) return; // keep what the student has typed
    this.questionFor = key;
    const prompt = el("p", { class: "question-prompt" }, q.prompt);
    const note = el("p", { class: "answer-note" });
    const send = el("button", { type: "button", id: "answer-send" }, tr("Web", "Send"));
    const body = el("div", { class: "answer-body" });
    let answer: () => { value: number } | { choice: number } | null = () => null;
    if (q.kind === "number") {
      const input = el("input", {
        type: "number",
        step: "any",
        inputmode: "decimal",
        id: "answer-value",
        "aria-label": tr("Web", "Your answer"),
      });
      input.addEventListener("keydown", (e) => {
        if (e.key === "Enter") send.click();
      });
      body.append(input);
      answer = () =>
        input.value.trim() !== "" && Number.isFinite(input.valueAsNumber)
          ? { value: input.valueAsNumber }
          : null;
    } else if (q.kind === "choice") {
      const group = el("div", {
        role: "radiogroup",
        class: "answer-choices",
        "aria-label": q.prompt,
      });
      q.choices.forEach((c, i) => {
        const label = el("label", { class: "answer-choice" });
        const radio = el("input", { type: "radio", name: `choice-${m.step}`, value: String(i) });
        label.append(radio, document.createTextNode(c));
        group.append(label);
      });
      body.append(group);
      answer = () => {
        const picked = group.querySelector<HTMLInputElement>("input:checked");
        return picked ? { choice: Number(picked.value) } : null;
      };
    } else {
      const name = this.app.core.functions().find((f) => f.id === q.curve)?.name ?? q.curve;
      body.append(
        el("p", {}, tr("Web", "Drag x along %1 (or type it), then send.", name)),
        el("output", { id: "answer-point", "data-curve": q.curve }),
      );
      answer = () => ({ value: this.app.scene.x });
    }
    send.addEventListener("click", () => {
      const a = answer();
      if (a === null) {
        note.textContent =
          q.kind === "choice" ? tr("Web", "Pick one first.") : tr("Web", "Type a number first.");
        return;
      }
      if (this.socket?.readyState !== WebSocket.OPEN) {
        note.textContent = tr("Web", "Not connected to the lecture.");
        return;
      }
      this.socket.send(JSON.stringify({ t: "answer", step: m.step, ...a }));
      note.textContent = tr("Web", "Sending…");
    });
    this.question.replaceChildren(prompt, body, send, note);
    this.question.hidden = false;
    this.updatePoint();
  }

  /** A point question: where the student's point is now. */
  private updatePoint(): void {
    const out = this.question.querySelector<HTMLOutputElement>("#answer-point");
    if (!out) return;
    const x = this.app.scene.x;
    const id = out.dataset.curve ?? "gelu";
    const name = this.app.core.functions().find((f) => f.id === id)?.name ?? id;
    out.textContent = `x = ${fixed(x, 2)}, ${name}(x) = ${num(this.app.core.value(id, x), 4)}`;
  }

  /** A point question's curve over its x range, as this page's core computes it. */
  private curveSamples(m: AnswersMessage): { xs: number[]; ys: number[] } | null {
    if (m.kind !== "point" || !m.curve || !m.range) return null;
    const [x0, x1] = m.range;
    const xs = Array.from({ length: 161 }, (_, i) => x0 + ((x1 - x0) * i) / 160);
    try {
      return { xs, ys: Array.from(this.app.core.evaluate(m.curve, Float64Array.from(xs))) };
    } catch {
      return null; // a curve this page does not know: the histogram instead
    }
  }

  /** The room's answers, revealed: on every page (the presenter's too). */
  private showAnswers(m: AnswersMessage): void {
    const q = this.deck.stepInfo(m.step)?.question;
    // Only the answers of the step the lecture is at (a late message for a step left is dropped).
    const at = this.config.role === "present" ? this.deck.where().step : this.last?.step;
    if (!q || m.step !== at) return;
    this.questionFor = `reveal:${m.step}`;
    const hasRight = m.right !== undefined;
    const right =
      m.right === undefined
        ? ""
        : q.kind === "choice"
          ? tr("Web", "The right answer: %1.", q.choices[m.right] ?? "")
          : q.kind === "point"
            ? tr("Web", "The right answer: x = %1.", num(m.right, 4))
            : tr("Web", "The right answer: %1.", num(m.right, 4));
    const counts = hasRight
      ? tr("ui::AudienceOverlay", "Answered: %1 · right: %2", String(m.count), String(m.rightCount))
      : tr("ui::AudienceOverlay", "Answered: %1", String(m.count));
    this.question.replaceChildren(
      el("p", { class: "question-prompt" }, q.prompt),
      el("p", { class: "answer-counts" }, `${counts}. ${right}`),
      answersChart(q, m, this.curveSamples(m)),
    );
    this.question.hidden = false;
  }

  private show(): void {
    const live = this.socket?.readyState === WebSocket.OPEN;
    const n = this.last?.followers ?? 0;
    if (this.config.role === "present") {
      const { step } = this.deck.where();
      const asks = this.deck.stepInfo(step)?.question != null;
      const answered = asks ? tr("Web", " · answered: %1", String(this.last?.answers ?? 0)) : "";
      this.status.textContent = live
        ? tr("Web", "%1 following", String(n)) +
          answered +
          (this.black ? tr("Web", " · the screen is black (B)") : "")
        : tr("Web", "Connecting to the room…");
      if (this.revealButton) {
        this.revealButton.hidden = !asks;
        this.revealButton.textContent =
          this.revealedStep === step
            ? tr("Web", "Hide answers (A)")
            : tr("Web", "Reveal answers (A)");
      }
      if (this.revealedStep !== step && this.questionFor !== "") this.hideQuestion();
    } else {
      this.status.textContent = !live
        ? tr("Web", "Connecting to the lecture…")
        : this.exploring
          ? tr("Web", "Exploring on your own.")
          : tr("Web", "Following the lecture.");
    }
  }
}
