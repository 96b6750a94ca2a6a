// A deck in the page: its steps one after another as the desktop presents them (the step's
// panels, caption and formulas; fragments revealed one key at a time; what P plays), with keys,
// buttons, a step list and swipes. Steps and plans come from the core, so a deck file means the
// same here as in the desktop's lecture.
import { App } from "./app";
import { CoreError, type DeckInfo, type StepInfo } from "./core";
import { display, el, refit, typeset } from "./dom";
import { tex } from "./format";
import { tr } from "./i18n";
import { PresenterWindow } from "./presenter";

export class DeckPresenter {
  private at = 0; // index into deck.shown
  private fragments = 0;
  private step!: StepInfo;
  private readonly slide: HTMLElement;
  private readonly counter: HTMLElement;
  private readonly list: HTMLSelectElement;
  private readonly prevButton: HTMLButtonElement;
  private readonly nextButton: HTMLButtonElement;
  private readonly playButton: HTMLButtonElement;
  private readonly title: HTMLElement;
  private readonly caption: HTMLElement;
  private readonly formulas: HTMLElement;
  private readonly live: HTMLElement;
  private readonly notes: HTMLDetailsElement;
  private presenter: PresenterWindow | null = null;
  /** Called after every move to a step or fragment (the room's presenter sends it). */
  onGo: ((step: number, fragments: number) => void) | null = null;
  /** The study view: every step down one page, each a live view of its own (made when seen). */
  private study: HTMLElement | null = null;
  private readonly studied: App[] = [];
  private readonly studyButton: HTMLButtonElement;

  /** Does this text hold a deck (rather than a scene)? The core decides whether it is a good one. */
  static isDeck(text: string): boolean {
    try {
      const v = JSON.parse(text) as { format?: unknown };
      return v !== null && typeof v === "object" && v.format === "gelu-explorer-deck";
    } catch {
      return false;
    }
  }

  constructor(
    private readonly app: App,
    private readonly deck: DeckInfo,
  ) {
    if (deck.shown.length === 0) throw new CoreError("every step of the deck is hidden");
    document.documentElement.dataset.mode = "deck";
    app.deckCurves = true; // a step draws its deck's curves exactly
    app.root_.querySelector(".view-bar")?.remove(); // a deck's steps choose the panels
    this.slide = el("section", { class: "slide", "aria-roledescription": "slide" });
    const nav = el("nav", { class: "slide-nav", "aria-label": tr("Web", "Steps") });
    this.prevButton = el(
      "button",
      { type: "button", id: "prev", "aria-label": tr("Web", "Back") },
      "◀",
    );
    this.nextButton = el(
      "button",
      { type: "button", id: "next", "aria-label": tr("Web", "On") },
      "▶",
    );
    this.list = el("select", { id: "steps", "aria-label": tr("Web", "Step") });
    deck.shown.forEach((index, i) => {
      this.list.append(el("option", { value: String(i) }, `${i + 1}. ${deck.steps[index].title}`));
    });
    this.counter = el("span", { class: "counter", "aria-live": "polite" });
    this.playButton = el(
      "button",
      { type: "button", id: "play-step", "aria-keyshortcuts": "P" },
      tr("Web", "▶ Play (P)"),
    );
    const presenterButton = el(
      "button",
      {
        type: "button",
        id: "presenter",
        title: tr("Web", "Notes, next step and timers in a second window"),
      },
      tr("Web", "Presenter view"),
    );
    presenterButton.addEventListener("click", () => this.openPresenter());
    this.studyButton = el(
      "button",
      {
        type: "button",
        id: "study",
        "aria-pressed": "false",
        title: tr("Web", "Every step down one page, each live"),
      },
      tr("Web", "Study all steps"),
    );
    this.studyButton.addEventListener("click", () => this.toggleStudy());
    nav.append(
      this.prevButton,
      this.list,
      this.nextButton,
      this.counter,
      this.playButton,
      presenterButton,
      this.studyButton,
    );
    this.title = el("h2", { class: "slide-title" });
    this.caption = el("p", { class: "slide-caption" });
    this.formulas = el("div", { class: "slide-formulas" });
    this.live = el("div", { class: "slide-live" });
    this.notes = el("details", { class: "notes" });
    this.slide.append(nav, this.title, this.caption, this.live, this.formulas);
    // One row for the steps and the page's tools; the deck's title names the page.
    document.title = `${deck.title || "GELU Explorer"} — GELU Explorer`;
    const tools = app.top.querySelector(".tools");
    if (tools) nav.append(tools);
    app.top.replaceChildren(this.slide);
    app.afterPanels(this.notes);

    this.prevButton.addEventListener("click", () => this.back());
    this.nextButton.addEventListener("click", () => this.on());
    this.list.addEventListener("change", () => {
      const i = Number(this.list.value);
      if (this.study && !this.study.hidden) {
        this.study.querySelectorAll(".study-step")[i]?.scrollIntoView({ block: "start" });
      } else {
        this.go(i, 0);
      }
    });
    this.playButton.addEventListener("click", () => app.playStep(this.step));
    document.addEventListener("keydown", (e) => this.key(e), { capture: true });
    this.swipes(this.slide);
    app.onDraw = () => this.showLive();
    app.onTheme = (name) => this.studied.forEach((v) => v.setTheme(name));
    this.go(0, 0);
  }

  /** Step `at` of the shown steps with `fragments` of its fragments revealed. */
  go(at: number, fragments: number): void {
    this.at = Math.max(0, Math.min(this.deck.shown.length - 1, at));
    const s = this.deck.steps[this.deck.shown[this.at]];
    this.fragments = Math.max(0, Math.min(s.fragments.length, fragments));
    this.step = this.app.core.deckStep(this.deck.shown[this.at], this.fragments);
    this.app.showPanels(s.panels, false); // drawn once, by the step's scene below
    this.app.loadStep(this.step);
    this.list.value = String(this.at);
    const n = this.deck.shown.length;
    this.counter.textContent = `${this.at + 1} / ${n}`;
    this.prevButton.disabled = this.at === 0 && this.fragments === 0;
    this.nextButton.disabled = this.at === n - 1 && this.fragments === s.fragments.length;
    this.playButton.hidden = this.step.plan.play === "none";
    this.title.textContent = s.title;
    // A fragment's caption replaces the step's while it is shown (the last one that has one).
    const captions = s.fragments.slice(0, this.fragments).map((f) => f.caption);
    typeset(this.caption, captions.reverse().find((c) => c !== "") ?? s.caption);
    this.formulas.replaceChildren();
    // A live formula takes the place of the step's own, as on the desktop (showLive draws it).
    const formulas = s.liveFormula ? this.step.formulas.slice(1) : this.step.formulas;
    for (const f of formulas) {
      const line = el("div", { class: "formula" });
      this.formulas.append(line);
      display(line, f); // in the page: fitted to its width
    }
    this.notes.replaceChildren();
    this.notes.hidden = s.notes === "";
    if (s.notes) {
      const p = el("p");
      typeset(p, s.notes);
      this.notes.append(el("summary", {}, tr("Handout", "Notes")), p);
    }
    this.showLive();
    history.replaceState(null, "", `${location.search}#step=${this.at + 1}`);
    this.updatePresenter();
    this.onGo?.(this.deck.shown[this.at], this.fragments);
  }

  /** Step `step` (an index into the deck's steps, a shown one) with `fragments` revealed. */
  goToStep(step: number, fragments: number): void {
    const at = this.deck.shown.indexOf(step);
    if (at >= 0 && (at !== this.at || fragments !== this.fragments)) this.go(at, fragments);
  }

  /** Where the deck is: the step (an index into its steps) and the fragments shown. */
  /** The step shown now. */
  current(): StepInfo {
    return this.step;
  }

  /** The deck's step `step` (an index into its steps) as the core read it. */
  stepInfo(step: number): DeckInfo["steps"][number] | undefined {
    return this.deck.steps[step];
  }

  where(): { step: number; fragments: number } {
    return { step: this.deck.shown[this.at], fragments: this.fragments };
  }

  private openPresenter(): void {
    if (this.presenter && !this.presenter.closed) this.presenter.close();
    this.presenter = PresenterWindow.open(
      () => this.back(),
      () => this.on(),
    );
    if (!this.presenter) {
      this.app.status(
        tr("Web", "The browser kept the presenter window from opening: allow pop-ups here."),
        true,
      );
      return;
    }
    this.updatePresenter();
  }

  /** What the presenter's window shows of the current step. */
  private updatePresenter(): void {
    if (!this.presenter || this.presenter.closed) return;
    const s = this.deck.steps[this.deck.shown[this.at]];
    const n = this.deck.shown.length;
    let next = "";
    if (this.fragments < s.fragments.length) {
      const f = s.fragments[this.fragments];
      const shows = f.caption ? `: ${f.caption}` : f.formula ? `: $${f.formula}$` : "";
      next = `fragment ${this.fragments + 1}${shows}`;
    } else if (this.at + 1 < n) {
      next = `${tr("ui::MainWindow", "Step %1", String(this.at + 2))}: ${this.deck.steps[this.deck.shown[this.at + 1]].title}`;
    }
    this.presenter.show({
      counter: `${this.at + 1} / ${n}`,
      title: s.title,
      fragment:
        s.fragments.length > 0 ? `fragments shown: ${this.fragments} of ${s.fragments.length}` : "",
      notes: s.notes,
      next,
      minutes: s.minutes,
    });
  }

  /** Between presenting one step at a time and studying every step down one page. */
  private toggleStudy(): void {
    const studying = !(this.study && !this.study.hidden);
    if (studying && !this.study) this.study = this.buildStudy();
    this.study!.hidden = !studying;
    document.documentElement.dataset.studying = studying ? "1" : "";
    this.studyButton.setAttribute("aria-pressed", String(studying));
    this.studyButton.textContent = studying
      ? tr("Web", "Back to presenting")
      : tr("Web", "Study all steps");
    // Studying, the step list jumps down the page; stepping is for presenting.
    for (const b of [this.prevButton, this.nextButton, this.counter]) b.hidden = studying;
    this.playButton.hidden = studying || this.step.plan.play === "none";
    if (studying) refit(this.study!);
    if (!studying) this.go(this.at, this.fragments);
  }

  /** A section per shown step: its title, caption and every formula, then a view of its own
   * (its scene with every fragment shown) made when the section first comes into sight. */
  private buildStudy(): HTMLElement {
    const box = el("div", { class: "study", id: "study-view" });
    const made = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const i = Number((e.target as HTMLElement).dataset.index);
          if (!e.isIntersecting || made.has(i)) continue;
          made.add(i);
          this.makeStudied(i, e.target.querySelector(".study-view") as HTMLElement);
        }
      },
      { rootMargin: "400px 0px" },
    );
    const lines: [HTMLElement, string][] = []; // typeset once in the page
    this.deck.shown.forEach((index, i) => {
      const s = this.deck.steps[index];
      const section = el("section", { class: "study-step", "data-index": String(i) });
      section.append(el("h2", { class: "slide-title" }, `${i + 1}. ${s.title}`));
      const caption = el("p", { class: "slide-caption" });
      typeset(caption, s.caption);
      section.append(caption);
      const formulas = el("div", { class: "slide-formulas" });
      for (const f of this.app.core.deckStep(index, s.fragments.length).formulas) {
        const line = el("div", { class: "formula" });
        lines.push([line, f]);
        formulas.append(line);
      }
      for (const f of s.fragments) {
        if (!f.caption) continue;
        const p = el("p", { class: "slide-caption" });
        typeset(p, f.caption);
        formulas.append(p);
      }
      section.append(formulas, el("div", { class: "study-view" }));
      box.append(section);
      observer.observe(section);
    });
    this.app.afterPanels(box);
    for (const [line, f] of lines) display(line, f);
    return box;
  }

  /** Step i's own live view: its scene with all its fragments, what it opens with, a reset. */
  private makeStudied(i: number, where: HTMLElement): void {
    const index = this.deck.shown[i];
    const s = this.deck.steps[index];
    const view = new App(this.app.core.session(), where, `s${i + 1}-`, false);
    view.setTheme(this.app.themeName());
    view.deckCurves = true;
    view.showPanels(s.panels);
    const step = view.core.deckStep(index, s.fragments.length);
    view.loadStep(step);
    const reset = el(
      "button",
      { type: "button", class: "study-reset" },
      tr("Web", "Reset this step"),
    );
    reset.addEventListener("click", () => view.loadStep(step));
    const play = el("button", { type: "button", class: "study-play" }, "▶ Play the step");
    play.hidden = step.plan.play === "none" || step.plan.play === "training";
    play.addEventListener("click", () => view.playStep(step));
    const bar = el("div", { class: "panel-controls" });
    bar.append(reset, play);
    where.prepend(bar);
    this.studied.push(view);
  }

  /** On: the next fragment, else the next step. */
  on(): void {
    const s = this.deck.steps[this.deck.shown[this.at]];
    if (this.fragments < s.fragments.length) this.go(this.at, this.fragments + 1);
    else if (this.at + 1 < this.deck.shown.length) this.go(this.at + 1, 0);
  }

  /** Back: the fragment before, else the step before with all its fragments. */
  back(): void {
    if (this.fragments > 0) this.go(this.at, this.fragments - 1);
    else if (this.at > 0) {
      const before = this.deck.steps[this.deck.shown[this.at - 1]];
      this.go(this.at - 1, before.fragments.length);
    }
  }

  /** A step's formula that follows x: {x}, {cdf} and {gelu} become x, Φ(x) and GELU(x). */
  private showLive(): void {
    const s = this.deck.steps[this.deck.shown[this.at]];
    this.live.hidden = s.liveFormula === "";
    if (s.liveFormula === "") return;
    const x = this.app.scene.x;
    const core = this.app.core;
    display(
      this.live,
      s.liveFormula
        .split("{x}")
        .join(tex(x))
        .split("{cdf}")
        .join(tex(core.value("cdf", x)))
        .split("{gelu}")
        .join(tex(core.value("gelu", x))),
    );
  }

  private key(e: KeyboardEvent): void {
    if (this.study && !this.study.hidden) return; // studying: the keys are the views' own
    const target = e.target as HTMLElement;
    if (target.closest("input, select, textarea")) return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    switch (e.key) {
      case "ArrowRight":
      case "PageDown":
      case " ":
      case "Enter":
        if (target.closest("button") && (e.key === " " || e.key === "Enter")) return;
        this.on();
        break;
      case "ArrowLeft":
      case "PageUp":
      case "Backspace":
        this.back();
        break;
      case "Home":
        this.go(0, 0);
        break;
      case "End":
        this.go(this.deck.shown.length - 1, 0);
        break;
      case "p":
      case "P":
        this.app.playStep(this.step);
        break;
      default:
        return;
    }
    e.preventDefault();
    e.stopImmediatePropagation();
  }

  /** A swipe across the slide's text: left for on, right for back (the plots keep their drags). */
  private swipes(area: HTMLElement): void {
    let start: { x: number; y: number } | null = null;
    area.addEventListener("pointerdown", (e) => {
      if (e.pointerType !== "mouse") start = { x: e.clientX, y: e.clientY };
    });
    area.addEventListener("pointerup", (e) => {
      if (!start) return;
      const dx = e.clientX - start.x;
      const dy = e.clientY - start.y;
      start = null;
      if (Math.abs(dx) > 60 && Math.abs(dx) > 2 * Math.abs(dy)) {
        if (dx < 0) this.on();
        else this.back();
      }
    });
  }
}
