// The presenter's view of a deck in a second window (for the laptop, while the page is on the
// projector): the step and fragment, the lecturer's notes, what comes next, the time in the
// lecture and in the step against the step's plan, and the clock; its keys and buttons drive
// the page. The window is a blank one the page opened, so the page writes it directly (no
// messages, no network: it works from file:// too).
import { typeset } from "./dom";
import { tr } from "./i18n";

export interface PresenterState {
  counter: string; // "3 / 10"
  title: string;
  fragment: string; // "fragment 2 of 4", or ""
  notes: string;
  next: string; // what the next key shows
  minutes: number; // the step's planned time (0: none)
}

const css = `
html, body { margin: 0; background: #1e1f22; color: #e8e8e8; }
body { padding: 16px 20px; font: 18px/1.45 system-ui, sans-serif; }
h1 { font-size: 1.4rem; margin: 0 0 4px; }
.row { display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: center; margin: 6px 0; }
.muted { color: #b0b0b0; }
.notes { font-size: 1.35rem; white-space: pre-wrap; margin: 12px 0; max-width: 60em; }
.time { font-size: 2rem; font-variant-numeric: tabular-nums; }
.late { color: #ff8a80; }
button { min-height: 48px; min-width: 64px; font: inherit; color: inherit; background: #2b2d31;
  border: 1px solid #45474c; border-radius: 6px; }
`;

/** m:ss */
function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export class PresenterWindow {
  private readonly started = performance.now();
  private stepStarted = performance.now();
  private lastCounter = "";
  private state: PresenterState | null = null;
  private readonly timer: number;
  private readonly parts: Record<string, HTMLElement> = {};

  private constructor(
    private readonly w: Window,
    back: () => void,
    on: () => void,
  ) {
    const d = w.document;
    d.title = "GELU Explorer — presenter";
    // The page's styles (KaTeX's and its fonts among them), then this window's own.
    for (const sheet of Array.from(document.querySelectorAll("style"))) {
      d.head.append(sheet.cloneNode(true));
    }
    const style = d.createElement("style");
    style.textContent = css;
    d.head.append(style);
    const make = (name: string, tag: keyof HTMLElementTagNameMap, cls = "") => {
      const e = d.createElement(tag);
      if (cls) e.className = cls;
      this.parts[name] = e;
      return e;
    };
    const nav = d.createElement("div");
    nav.className = "row";
    const prev = d.createElement("button");
    prev.textContent = "◀";
    prev.setAttribute("aria-label", "Back");
    prev.addEventListener("click", back);
    const next = d.createElement("button");
    next.textContent = "▶";
    next.setAttribute("aria-label", "On");
    next.addEventListener("click", on);
    nav.append(prev, next, make("counter", "span", "muted"), make("fragment", "span", "muted"));
    const times = d.createElement("div");
    times.className = "row";
    const labelled = (name: string, label: string) => {
      const box = d.createElement("span");
      const caption = d.createElement("span");
      caption.className = "muted";
      caption.textContent = ` ${label}`;
      box.append(make(name, "span", "time"), caption);
      return box;
    };
    times.append(
      labelled("total", "in the lecture"),
      labelled("step", "in this step"),
      make("clock", "span", "muted"),
    );
    const nextLine = d.createElement("p");
    nextLine.className = "muted";
    nextLine.append(make("next", "span"));
    d.body.append(make("title", "h1"), nav, times, make("notes", "div", "notes"), nextLine);
    d.addEventListener("keydown", (e) => {
      if (["ArrowRight", "PageDown", " ", "Enter"].includes(e.key)) on();
      else if (["ArrowLeft", "PageUp", "Backspace"].includes(e.key)) back();
      else return;
      e.preventDefault();
    });
    this.timer = window.setInterval(() => this.tick(), 1000);
  }

  /** Opens the window; null when the browser refuses (pop-ups blocked). */
  static open(back: () => void, on: () => void): PresenterWindow | null {
    const w = window.open("", "gelu-explorer-presenter", "width=960,height=640");
    if (!w) return null;
    w.document.body.replaceChildren();
    return new PresenterWindow(w, back, on);
  }

  get closed(): boolean {
    return this.w.closed;
  }

  show(state: PresenterState): void {
    if (state.counter !== this.lastCounter) {
      this.stepStarted = performance.now();
      this.lastCounter = state.counter;
    }
    this.state = state;
    this.parts.title.textContent = state.title;
    this.parts.counter.textContent = state.counter;
    this.parts.fragment.textContent = state.fragment;
    typeset(this.parts.notes, state.notes || tr("Web", "No notes for this step."));
    typeset(
      this.parts.next,
      state.next === ""
        ? tr("ui::PresenterConsole", "Next: the end of the deck")
        : tr("ui::PresenterConsole", "Next: %1", state.next),
    );
    this.tick();
  }

  private tick(): void {
    if (this.w.closed) {
      window.clearInterval(this.timer);
      return;
    }
    const now = performance.now();
    this.parts.total.textContent = clock(now - this.started);
    const inStep = now - this.stepStarted;
    const planned = (this.state?.minutes ?? 0) * 60000;
    this.parts.step.textContent =
      planned > 0 ? `${clock(inStep)} of ${clock(planned)}` : clock(inStep);
    this.parts.step.classList.toggle("late", planned > 0 && inStep > planned);
    this.parts.clock.textContent = new Date().toLocaleTimeString([], {
      hour: "2-digit",
      minute: "2-digit",
    });
  }

  close(): void {
    window.clearInterval(this.timer);
    this.w.close();
  }
}
