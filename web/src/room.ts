// The room in the page: a page served by `gelu-explorer serve` (or the window sharing its
// lecture) carries its role and code. The presenter's page sends where the lecture is (step,
// fragments, x, μ and σ, what the step plays playing, the black screen) at every move; a follower's page goes where it is told — until the student explores on their own, when
// a button brings them back ("Follow the lecture"). Only the lecture's state crosses the socket.
import type { App } from "./app";
import type { DeckPresenter } from "./deck";
import { el } from "./dom";

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
  followers: number;
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

  constructor(
    private readonly config: RoomConfig,
    private readonly app: App,
    private readonly deck: DeckPresenter,
  ) {
    this.bar = el("div", { class: "room-bar", role: "status" });
    this.status = el("span", { id: "room-status" });
    this.follow = el("button", { type: "button", id: "follow" }, "Follow the lecture");
    this.follow.hidden = true;
    this.follow.addEventListener("click", () => {
      this.exploring = false;
      this.follow.hidden = true;
      if (this.last) this.apply(this.last);
      this.show();
    });
    this.bar.append(this.status, this.follow);
    this.blackout = el("div", { class: "blackout", "aria-label": "The lecture's screen is black" });
    this.blackout.hidden = true;
    document.body.append(this.bar, this.blackout);
    if (config.role === "present") {
      deck.onGo = () => this.send();
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
      app.onXChange = explore;
      app.onShapeChange = explore;
      // (Play and pause are not exploring: a student may run the step's simulation.)
    }
    this.connect();
  }

  private connect(): void {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const url = `${scheme}://${location.host}/live?code=${encodeURIComponent(this.config.code)}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.addEventListener("message", (e) => {
      let m: StateMessage;
      try {
        m = JSON.parse(String(e.data)) as StateMessage;
      } catch {
        return;
      }
      if (m.t !== "state") return;
      document.documentElement.dataset.roomReceived = String(Date.now());
      this.last = m;
      if (this.config.role === "follow" && !this.exploring) this.apply(m);
      this.show();
    });
    socket.addEventListener("open", () => {
      if (this.config.role === "present") this.send();
      this.show();
    });
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
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    this.sentAt = performance.now();
    const { step, fragments } = this.deck.where();
    const { x, mu, sigma } = this.app.scene;
    const playing = this.app.isPlaying();
    this.socket.send(
      JSON.stringify({ t: "state", step, fragments, x, mu, sigma, playing, black: this.black }),
    );
  }

  private show(): void {
    const live = this.socket?.readyState === WebSocket.OPEN;
    const n = this.last?.followers ?? 0;
    if (this.config.role === "present") {
      this.status.textContent = live
        ? `${n} following${this.black ? " · the screen is black (B)" : ""}`
        : "Connecting to the room…";
    } else {
      this.status.textContent = !live
        ? "Connecting to the lecture…"
        : this.exploring
          ? "Exploring on your own."
          : "Following the lecture.";
    }
  }
}
