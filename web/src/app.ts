// The web edition's page: the panels (panels.ts) over the core, their controls, the scene they
// show and the Monte Carlo run; a deck (deck.ts) drives it step by step.
import { Core, CoreError, type Draw, type FunctionRow, type StepInfo } from "./core";
import { el, typeset } from "./dom";
import { count, fixed, num } from "./format";
import {
  nameMonteCarloMark,
  drawActivations,
  drawCdf,
  drawDerivatives,
  drawDtype,
  drawErrors,
  drawMc,
  drawCompare,
  drawNeuron,
  drawPdf,
  drawPropagation,
  nameOf,
  nGrid,
  type DtypeCache,
  type PanelContext,
  type PanelId,
} from "./panels";
import { Plot } from "./plot";
import { TrainingPane } from "./training";
import type { FormulaJson, SceneJson } from "./scene";
import { themes, type Theme, type ThemeName } from "./theme";
import katex from "katex";
import { tr } from "./i18n";

declare const __VERSION__: string;

const kGrid = 601; // points of every curve across the x range
const kCoins = 20; // draws shown one by one as coins, as the desktop's opening draws
const kTargets = [10, 100, 1000, 1e4, 1e5, 1e6]; // "run to n" and Play's stops
const kMaxTarget = kTargets[kTargets.length - 1];
const kTrainAtOnce = 200; // epochs a scene's training panel reaches before the page is shown
const kNoticeMs = 6000; // how long a notice (not an error) stays on the status line
const kChoices = ["gelu", "gelu_tanh", "gelu_sigmoid", "relu", "elu", "silu"];
/** The idea's view: the panels the page shows when no deck step picks others. */
export const kIdeaPanels: PanelId[] = ["pdf-area", "cdf", "monte-carlo", "activations"];
const kPanelNames: Record<string, string> = {};

export class App implements PanelContext {
  scene!: SceneJson;
  private authored = ""; // the scene as the lecturer saved it: what "Reset" returns to
  theme: Theme = themes.light;
  rows = new Map<string, FunctionRow>();
  grid = new Float64Array(kGrid);
  curveValues = new Map<string, Float64Array>();
  readonly plots: Record<PanelId, Plot>;
  shade = true;
  trace = false;
  /** Where the page shows what it cannot draw (a deck step's panel of the desktop alone). */
  private readonly missing: HTMLElement;
  private shown: string[] = kIdeaPanels;
  /** Set by a deck: its steps draw the deck's curves exactly (no companions' curves). */
  deckCurves = false;
  private sweepFrame = 0;
  private userTheme: ThemeName | null = null;
  private themed = false; // the charts were made for this.theme
  /** Called when x moves (the room's presenter sends it; a follower's own move explores). */
  onXChange: ((x: number) => void) | null = null;
  /** Called when μ or σ change, and when what the step plays starts or stops (the room). */
  onShapeChange: (() => void) | null = null;
  onPlayChange: (() => void) | null = null;
  /** Called when the theme changes (a deck's studied steps follow the page's). */
  onTheme: ((name: ThemeName) => void) | null = null;
  /** Called after every panel is drawn (a deck's live formula follows x). */
  onDraw: (() => void) | null = null;
  /** Opens a file the page cannot show in place (a deck; anything while a deck is shown), set by
   * the page's start; true when it took the file. */
  opener: ((text: string, name: string) => boolean) | null = null;
  path: { n: number; mean: number }[] = [];
  coins: Draw[] = [];
  target = 1000;
  private playing = false;
  private frame = 0;
  private showDerivatives = false;
  private readonly controls: Record<string, HTMLInputElement | HTMLSelectElement> = {};
  private grid_!: HTMLElement;
  /** Set by a deck: the header shows the step instead of the idea's title. */
  readonly top: HTMLElement;

  /** The Monte Carlo panel's coins, its Play button and the page's status line. */
  coinsBox: HTMLElement | null = null;
  readonly dtypeUlps: Plot;
  private readonly training: TrainingPane;
  /** The epoch the training panel is to reach when it is next shown (a scene's, a step's). */
  private trainingEpoch: number | null = 0;
  dtypeCache: DtypeCache | null = null;
  propagationCache: PanelContext["propagationCache"] = null;
  compareDifference = false;
  private comparePlots: { ids: string; plots: Plot[] } = { ids: "", plots: [] };
  private compareBox!: HTMLElement;
  private compareDiffBox!: HTMLInputElement;
  private compareDiffHint!: HTMLElement;
  private neuronBox!: HTMLElement;
  private playButton: HTMLButtonElement | null = null;
  private statusLine!: HTMLElement;
  private statusTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * @param prefix  put before every element id (a second view on the page needs its own)
   * @param standalone  the page's own view: its title, tools, footer and keys (a deck's
   *   studied steps are views without them)
   */
  constructor(
    readonly core: Core,
    private readonly root: HTMLElement,
    readonly prefix = "",
    private readonly standalone = true,
  ) {
    const grid = el("main", { class: "panels", "aria-label": "The idea: four linked plots" });
    const onX = (x: number) => this.setX(x);
    const t = this.theme;
    const plot = (id: PanelId, xLabel: string, yLabel: string, logX = false, wholeX = false) =>
      new Plot(
        { id, domId: prefix + id, title: "", xLabel, yLabel, logX, wholeX, dragsX: !logX },
        grid,
        t,
        onX,
      );
    this.plots = {
      "pdf-area": plot("pdf-area", "x", tr("ui::PropagationPanel", "density")),
      cdf: plot("cdf", "x", "Φ(x)"),
      "monte-carlo": plot(
        "monte-carlo",
        tr("ui::MonteCarloPanel", "number of draws $n$").replace(/\$/g, ""),
        tr("ui::MonteCarloPanel", "running mean"),
        true,
      ),
      activations: plot("activations", "x", "f(x)"),
      derivatives: plot("derivatives", "x", "f′(x)"),
      errors: plot("errors", "x", tr("ui::ErrorsPanel", "approx − exact")),
      dtype: plot("dtype", "x", "GELU(x)"),
      propagation: new Plot(
        {
          id: "propagation",
          domId: prefix + "propagation",
          title: "",
          xLabel: tr("ui::PropagationPanel", "layer $l$").replace(/\$/g, ""),
          yLabel: tr("ui::PropagationPanel", "variance $q_l$").replace(/\$|_/g, ""),
          logY: true,
          wholeX: true,
        },
        grid,
        t,
        onX,
      ),
      compare: plot("compare", "x", "f(x)"),
      neuron: plot("neuron", "", ""),
      // The losses on a log axis, as the desktop's: late in a run they differ by decades, and
      // on a linear one every activation's lay on the axis.
      training: new Plot(
        {
          id: "training",
          domId: prefix + "training",
          title: "",
          xLabel: tr("ui::TrainingPanel", "epoch"),
          yLabel: tr("ui::TrainingPanel", "cross-entropy"),
          logY: true,
          wholeX: true,
          dragsX: true,
        },
        grid,
        t,
        onX,
      ),
    };
    // The number-format panel's second plot, inside its figure: the errors in ULPs.
    this.dtypeUlps = new Plot(
      {
        id: "dtype-ulps",
        domId: prefix + "dtype-ulps",
        title: "",
        xLabel: "x",
        yLabel: tr("Web", "error (ULPs)"), // (the page names no plot above it; the desktop: "ULPs")
        dragsX: true,
      },
      this.plots.dtype.figure,
      t,
      onX,
    );
    this.dtypeUlps.figure.classList.add("subplot");
    Plot.lineUpColumn([this.plots.dtype, this.dtypeUlps]);
    this.training = new TrainingPane(
      core,
      this.plots.training,
      t,
      (id) => nameOf(this, id),
      () => ({ epochs: this.scene.training.epochs, speed: this.scene.training.speed }),
      prefix,
    );
    this.training.onPlayChange = () => this.onPlayChange?.();
    this.missing = el("p", { class: "missing", role: "note" });
    grid.append(this.missing);
    this.grid_ = grid;
    // A panel whose title, controls or legend change height lines its row up again.
    const rows = new ResizeObserver(() => this.alignRowsSoon());
    for (const p of Object.values(this.plots)) rows.observe(p.figure);
    this.top = standalone ? this.header() : el("div");
    this.root.append(this.top);
    if (standalone) this.root.append(this.viewBar());
    this.root.append(this.controlBar(), grid);
    if (standalone) this.root.append(this.footer());
    this.showPanels(kIdeaPanels);
    this.mcControls();
    this.curveControls();
    this.dtypeControls();
    this.propagationControls();
    this.compareControls();
    this.neuronControls();
    if (standalone) document.addEventListener("keydown", (e) => this.key(e));
  }

  // --- the scene ---------------------------------------------------------------------------------

  /** Loads a scene's text (refused in one line, leaving the page as it was). */
  load(json: string, asAuthored: boolean): void {
    const text = this.core.loadScene(json);
    this.scene = JSON.parse(text) as SceneJson;
    if (asAuthored) this.authored = text;
    const s = this.scene;
    this.core.setParams(s.mu, s.sigma, s.alpha, s.beta, s.slope, s.lambda);
    this.rows = new Map(this.core.functions().map((r) => [r.id, r]));
    this.target = Math.max(s.monte_carlo.samples, 1000);
    this.trainingEpoch = s.training.epoch;
    this.restartRun(s.monte_carlo.samples, false);
    this.syncControls();
    this.curveControls();
    // The reader's own choice of theme stays; else the scene's, else the system's.
    const choice = (this.userTheme ?? s.view.theme) as ThemeName;
    const name: ThemeName =
      choice in themes
        ? choice
        : matchMedia("(prefers-color-scheme: dark)").matches
          ? "dark"
          : "light";
    this.setTheme(name); // samples the curves and draws every panel
  }

  /** Shows the view a scene names: its own panels, else its built-in view's. */
  showSceneView(): void {
    const v = this.scene.view;
    if (v.panels.length > 0) {
      for (const b of Array.from(this.root.querySelectorAll(".view-bar button"))) {
        b.setAttribute("aria-pressed", "false");
      }
      this.showPanels(v.panels);
    } else {
      this.showView(v.current);
    }
  }

  /** Shows a deck step: its scene (what Reset returns to), then what it opens with — the draws
   * or the single coins of a simulation, no shading, a traced curve — as the desktop does. */
  loadStep(step: StepInfo): void {
    this.pause();
    this.shade = step.plan.shade;
    this.trace = step.plan.trace;
    this.load(step.scene, true);
    if (step.plan.epoch !== undefined || step.plan.play === "training") {
      this.trainingEpoch = step.plan.epoch ?? step.plan.openingEpoch;
      this.drawAll();
    }
    const opening = step.plan.samples ?? step.plan.openingSamples;
    if (opening > this.n()) {
      this.advanceTo(opening);
      this.drawMc();
    }
  }

  /** What P plays in a step: the simulation, or a sweep of x. */
  playStep(step: StepInfo): void {
    if (step.plan.play === "simulation") {
      this.playing ? this.pause() : this.play();
    } else if (step.plan.play === "sweep" && step.plan.sweep) {
      this.sweep(step.plan.sweep.from, step.plan.sweep.to, step.plan.sweep.seconds);
    } else if (step.plan.play === "training") {
      this.training.play();
    }
  }

  /** Moves x from `from` to `to` in `seconds` (a second press stops it). */
  private sweep(from: number, to: number, seconds: number): void {
    if (this.sweepFrame !== 0) {
      cancelAnimationFrame(this.sweepFrame);
      this.sweepFrame = 0;
      return;
    }
    const t0 = performance.now();
    const tick = (now: number) => {
      const f = Math.min(1, (now - t0) / (1000 * Math.max(seconds, 0.1)));
      this.setX(from + (to - from) * f);
      this.sweepFrame = f < 1 ? requestAnimationFrame(tick) : 0;
    };
    this.sweepFrame = requestAnimationFrame(tick);
  }

  reset(): void {
    this.pause();
    this.load(this.authored, false);
    this.status(tr("Web", "Back to the lecturer's state."));
  }

  setTheme(name: ThemeName): void {
    // The charts are made again only for another theme (a deck's step loads its scene, whose
    // theme is usually the page's: remaking a dozen charts there cost most of a step's time).
    const changed = this.theme.name !== name || !this.themed;
    this.themed = true;
    this.theme = themes[name];
    if (this.standalone) document.documentElement.dataset.theme = name;
    const select = this.controls.theme as HTMLSelectElement | undefined;
    if (select) select.value = name;
    if (changed) {
      for (const p of [...Object.values(this.plots), this.dtypeUlps]) p.setTheme(this.theme);
      this.training.setTheme(this.theme);
    }
    if (this.scene) this.resampleCurves();
    if (changed) this.onTheme?.(name);
  }

  // --- controls ----------------------------------------------------------------------------------

  private header(): HTMLElement {
    const h = el("header", { class: "top" });
    const title = el("h1");
    typeset(
      title,
      "GELU Explorer: $\\mathrm{GELU}(x) = x\\,\\Phi(x) = \\mathbb{E}[\\,x\\cdot m\\,]$",
    );
    const sub = el("p", { class: "lead" });
    typeset(
      sub,
      "The mask $m$ keeps $x$ with probability $\\Phi(x) = P(X \\le x)$, $X \\sim N(\\mu, \\sigma^2)$, else outputs $0$: GELU is its expected value.",
    );
    const tools = el("div", { class: "tools" });
    const theme = el("select", { id: "theme", "aria-label": tr("ui::ExportDialog", "Theme") });
    for (const [v, label] of [
      ["light", tr("ui::MainWindow", "Light")],
      ["dark", tr("ui::MainWindow", "Dark")],
      ["high-contrast", tr("ui::MainWindow", "High contrast")],
    ]) {
      theme.append(el("option", { value: v }, label));
    }
    theme.addEventListener("change", () => {
      this.userTheme = theme.value as ThemeName;
      this.setTheme(this.userTheme);
    });
    this.controls.theme = theme;
    const reset = el(
      "button",
      { id: "reset", type: "button" },
      tr("Web", "Reset to the lecturer's state"),
    );
    reset.addEventListener("click", () => this.reset());
    const open = el(
      "label",
      { class: "button", title: tr("Web", "A scene or a deck (.gelu.json, .gelu-deck.json)") },
      tr("Web", "Open…"),
    );
    const file = el("input", { id: "open", type: "file", accept: ".json,application/json" });
    open.append(file); // clicked through its label; its keyboard focus ringed on it
    file.addEventListener("change", async () => {
      const f = file.files?.[0];
      if (f) this.openText(await f.text(), f.name);
      file.value = "";
    });
    tools.append(theme, reset, open);
    h.append(title, sub, tools);
    return h;
  }

  private number(id: string, label: string, step: string, change: (v: number) => void) {
    const wrap = el("label", { class: "field" });
    wrap.append(el("span", {}, label));
    const input = el("input", { id: this.prefix + id, type: "number", step, inputmode: "decimal" });
    input.addEventListener("change", () => {
      const v = Number(input.value);
      if (input.value.trim() === "" || !Number.isFinite(v)) {
        this.status(tr("Web", "%1 must be a number.", label), true);
        this.syncControls();
        return;
      }
      if (this.statusLine.classList.contains("error")) this.status(""); // the mistake mended
      change(v);
    });
    this.controls[id] = input;
    wrap.append(input);
    return wrap;
  }

  /** The page's theme now. */
  themeName(): ThemeName {
    return this.theme.name;
  }

  private controlBar(): HTMLElement {
    const bar = el("section", { class: "controls", "aria-label": tr("Web", "Controls") });
    const xWrap = el("label", { class: "field slider" });
    xWrap.append(el("span", { id: this.prefix + "x-label" }, "x"));
    const slider = el("input", {
      id: this.prefix + "x",
      type: "range",
      step: "0.01",
      "aria-label": tr("ui::ControlsDock", "Input x"),
    });
    slider.addEventListener("input", () => {
      if (this.statusLine.classList.contains("error")) this.status("");
      this.setX(Number(slider.value));
    });
    this.controls.x = slider;
    xWrap.append(slider);
    const xValue = this.number("x-value", "x =", "0.01", (v) => {
      const [lo, hi] = this.scene.x_range;
      this.setX(v);
      this.syncControls(); // (setX leaves the box alone when x stays: 10 typed at x = 3)
      // Kept within the plot's range, and said (x = 10 became 3 unseen), past its rounding.
      if (Math.round(v * 1e4) / 1e4 !== this.scene.x) {
        this.status(
          tr(
            "Web",
            "x = %1 is outside the plot's range %2 … %3: x = %4.",
            num(v),
            num(lo),
            num(hi),
            num(this.scene.x),
          ),
        );
      }
    });
    const mu = this.number("mu", "μ", "0.1", (v) => this.setShape(v, this.scene.sigma));
    const sigma = this.number("sigma", "σ", "0.1", (v) => this.setShape(this.scene.mu, v));
    const status = el("p", { id: this.prefix + "status", role: "status", class: "status" });
    this.statusLine = status;
    bar.append(xWrap, xValue, mu, sigma, status);
    return bar;
  }

  private mcControls(): void {
    const fig = this.plots["monte-carlo"].figure;
    const bar = el("div", { class: "panel-controls" });
    const play = el(
      "button",
      { id: this.prefix + "play", type: "button", "aria-keyshortcuts": "Space" },
      tr("ui::MonteCarloPanel", "▶ Play"),
    );
    play.addEventListener("click", () => (this.playing ? this.pause() : this.play()));
    this.playButton = play;
    const step = el(
      "button",
      { id: this.prefix + "step", type: "button" },
      tr("ui::MonteCarloPanel", "Step"),
    );
    step.addEventListener("click", () => {
      this.pause();
      this.advanceTo(this.n() + 1);
      this.drawMc();
    });
    const reset = el(
      "button",
      { id: this.prefix + "mc-reset", type: "button", "aria-keyshortcuts": "R" },
      tr("ui::MonteCarloPanel", "Reset"),
    );
    reset.addEventListener("click", () => {
      this.pause();
      this.restartRun(0);
    });
    const runTo = el("select", {
      id: this.prefix + "run-to",
      "aria-label": tr("Web", "Run to n draws"),
    });
    for (const n of kTargets)
      runTo.append(el("option", { value: String(n) }, tr("Web", "to n = %1", count(n))));
    runTo.addEventListener("change", () => {
      this.target = Number(runTo.value);
      if (this.n() >= this.target) this.restartRun(0);
      this.play();
    });
    this.controls.runTo = runTo;
    const seed = this.number("seed", tr("ui::TrainingPanel", "Seed"), "1", (v) => {
      if (!Number.isInteger(v) || v < 0 || v > Number.MAX_SAFE_INTEGER) {
        this.status(tr("Web", "The seed is a whole number from 0."), true);
        this.syncControls();
        return;
      }
      this.scene.monte_carlo.seed = v;
      this.restartRun(0);
    });
    const coins = el("div", {
      id: this.prefix + "coins",
      class: "coins",
      "aria-label": tr("Web", "The last draws of the mask"),
    });
    bar.append(play, step, reset, runTo, seed);
    fig.insertBefore(bar, fig.querySelector(".readout"));
    fig.insertBefore(coins, bar);
    this.coinsBox = coins;
  }

  /** The number-format panel's choices: the format, and what computes GELU in it. */
  private dtypeControls(): void {
    const fig = this.plots.dtype.figure;
    const bar = el("div", { class: "panel-controls" });
    const format = el("select", {
      id: this.prefix + "dtype-format",
      "aria-label": tr("ui::DTypePanel", "Number format"),
    });
    for (const [id, name] of [
      ["bf16", "bfloat16"],
      ["fp16", "float16"],
      ["e4m3", "FP8 E4M3"],
      ["e5m2", "FP8 E5M2"],
      ["fp32", "float32"],
    ]) {
      format.append(el("option", { value: id }, name));
    }
    const kernel = el("select", {
      id: this.prefix + "dtype-kernel",
      "aria-label": tr("ui::DTypePanel", "Computed by"),
    });
    for (const [id, name] of [
      ["exact", tr("ui::DTypePanel", "a perfect kernel")],
      ["torch", tr("ui::DTypePanel", "PyTorch 1.13, a long tensor")],
      ["torch-vectorized", tr("ui::DTypePanel", "PyTorch 1.13, vectorized")],
      ["torch-scalar", tr("ui::DTypePanel", "PyTorch 1.13, one element")],
    ]) {
      kernel.append(el("option", { value: id }, name));
    }
    const change = () => {
      const torchFormat = format.value === "bf16" || format.value === "fp32";
      // PyTorch 1.13 has a CPU GELU in float32 and bfloat16 only.
      for (const o of Array.from(kernel.options)) o.disabled = o.value !== "exact" && !torchFormat;
      if (!torchFormat) kernel.value = "exact";
      this.scene.number_format.dtype = format.value;
      this.scene.number_format.kernel = kernel.value;
      this.drawAll();
    };
    format.addEventListener("change", change);
    kernel.addEventListener("change", change);
    this.controls.dtypeFormat = format;
    this.controls.dtypeKernel = kernel;
    bar.append(format, kernel);
    fig.insertBefore(bar, fig.querySelector(".legend"));
  }

  /** The side-by-side panel: its grid of small plots and the difference to GELU. */
  private compareControls(): void {
    const fig = this.plots.compare.figure;
    fig.classList.add("compare");
    const bar = el("div", { class: "panel-controls" });
    const label = el("label", { class: "check" });
    const box = el("input", { type: "checkbox", id: this.prefix + "compare-difference" });
    box.addEventListener("change", () => {
      this.compareDifference = box.checked;
      this.drawAll();
    });
    this.compareDiffBox = box as HTMLInputElement;
    label.append(box, document.createTextNode(tr("ui::ComparePanel", "Difference to GELU")));
    this.compareDiffHint = el("span", { class: "check-hint", id: this.prefix + "compare-hint" });
    box.setAttribute("aria-describedby", this.compareDiffHint.id);
    bar.append(label, this.compareDiffHint);
    this.compareBox = el("div", { class: "compare-grid" });
    fig.insertBefore(bar, fig.querySelector(".legend"));
    fig.insertBefore(this.compareBox, fig.querySelector(".legend"));
  }

  /** The neuron's inputs, weights, bias, activation and gate, each a field the core checks. */
  private neuronControls(): void {
    const fig = this.plots.neuron.figure;
    fig.classList.add("compare"); // no plot of its own: the diagram stands in its place
    typeset(this.plots.neuron.caption, "A neuron: $y = f(w_1x_1 + w_2x_2 + b)$");
    const bar = el("div", { class: "panel-controls" });
    const fields: [keyof SceneJson["neuron"], string][] = [
      ["x1", "x₁"],
      ["x2", "x₂"],
      ["w1", "w₁"],
      ["w2", "w₂"],
      ["bias", "b"],
      ["v1", "v₁"],
      ["v2", "v₂"],
      ["c", "c"],
    ];
    for (const [key, label] of fields) {
      const field = this.number(`neuron-${key}`, label, "0.1", (v) => {
        (this.scene.neuron as unknown as Record<string, number>)[key] = v;
        this.core.loadScene(JSON.stringify(this.scene));
        this.drawAll();
      });
      field.classList.add(
        key === "v1" || key === "v2" || key === "c" ? "gate-field" : "unit-field",
      );
      bar.append(field);
    }
    const activation = el("select", {
      id: this.prefix + "neuron-activation",
      "aria-label": "Activation",
    });
    const gate = el("select", { id: this.prefix + "neuron-gate", "aria-label": "Gate" });
    for (const [id, name] of [
      ["none", "no gate"],
      ["geglu", "GEGLU"],
      ["swiglu", "SwiGLU"],
      ["reglu", "ReGLU"],
    ]) {
      gate.append(el("option", { value: id }, name));
    }
    const change = () => {
      this.scene.neuron.activation = activation.value;
      this.scene.neuron.gate = gate.value;
      this.core.loadScene(JSON.stringify(this.scene));
      this.syncControls();
      this.drawAll();
    };
    activation.addEventListener("change", change);
    gate.addEventListener("change", change);
    this.controls.neuronActivation = activation;
    this.controls.neuronGate = gate;
    bar.append(activation, gate);
    this.neuronBox = el("div", { class: "neuron-diagram" });
    // Drawn again where the diagram turns compact or back (a phone turned, a window resized).
    new ResizeObserver(() => {
      const compact = this.neuronBox.clientWidth < 420 ? "1" : "";
      if (
        this.scene &&
        this.neuronBox.dataset.compact !== undefined &&
        this.neuronBox.dataset.compact !== compact &&
        this.shown.includes("neuron")
      ) {
        drawNeuron(this, this.neuronBox);
      }
    }).observe(this.neuronBox);
    fig.insertBefore(bar, fig.querySelector(".legend"));
    fig.insertBefore(this.neuronBox, fig.querySelector(".legend"));
  }

  /** One small plot per curve (made again only when the curves change). */
  compareGrid(ids: string[]): Plot[] {
    const key = ids.join(",") + "|" + this.theme.name;
    if (this.comparePlots.ids !== key) {
      this.compareBox.replaceChildren();
      const plots = ids.map(
        (id) =>
          new Plot(
            {
              id: `compare-${id}`,
              domId: `${this.prefix}compare-${id}`,
              title: "",
              xLabel: "x",
              yLabel: "",
              dragsX: true,
            },
            this.compareBox,
            this.theme,
            (x) => this.setX(x),
          ),
      );
      for (const p of plots) p.setTheme(this.theme);
      this.comparePlots = { ids: key, plots };
    }
    return this.comparePlots.plots;
  }

  /** The propagation panel's network: the weights' gain rule, the depth and the width. */
  private propagationControls(): void {
    const fig = this.plots.propagation.figure;
    const bar = el("div", { class: "panel-controls" });
    const gain = el("select", {
      id: this.prefix + "prop-gain",
      "aria-label": tr("ui::PropagationPanel", "Gain"),
    });
    for (const [id, name] of [
      ["auto", "auto: 1/√E[f(Z)²]"],
      ["he", "He: √2"],
      ["xavier", "Xavier: 1"],
      ["torch", "PyTorch: 1/√3"],
    ]) {
      gain.append(el("option", { value: id }, name));
    }
    const depth = el("select", {
      id: this.prefix + "prop-depth",
      "aria-label": tr("ui::PropagationPanel", "Depth"),
    });
    for (const d of [5, 10, 20, 50, 100])
      depth.append(el("option", { value: String(d) }, `depth ${d}`));
    const width = el("select", {
      id: this.prefix + "prop-width",
      "aria-label": tr("ui::PropagationPanel", "Width"),
    });
    for (const w of [64, 128, 256, 512, 1024])
      width.append(el("option", { value: String(w) }, `width ${w}`));
    const change = () => {
      const p = this.scene.propagation;
      p.gain = gain.value;
      p.depth = Number(depth.value);
      p.width = Number(width.value);
      // The core computes from its own copy of the scene: give it the new network.
      this.core.loadScene(JSON.stringify(this.scene));
      this.drawAll();
    };
    for (const c of [gain, depth, width]) c.addEventListener("change", change);
    this.controls.propGain = gain;
    this.controls.propDepth = depth;
    this.controls.propWidth = width;
    bar.append(gain, depth, width);
    fig.insertBefore(bar, fig.querySelector(".legend"));
  }

  /** The activations' checklist: the usual six, the scene's other curves and its formulas. */
  private curveControls(): void {
    const fig = this.plots.activations.figure;
    fig.querySelector(".curve-list")?.remove();
    fig.querySelector(".formula-form")?.remove();
    const list = el("fieldset", { class: "curve-list" });
    list.append(el("legend", {}, tr("ui::ControlsDock", "Curves")));
    const ids = [...kChoices];
    if (this.scene) {
      for (const c of this.scene.curves) if (!ids.includes(c)) ids.push(c);
      for (const f of this.scene.formulas ?? []) if (!ids.includes(f.id)) ids.push(f.id);
    }
    for (const id of ids) {
      const row = this.rows.get(id);
      if (!row) continue;
      const label = el("label", { class: "check" });
      const box = el("input", { type: "checkbox", value: id });
      box.checked = this.scene?.curves.includes(id) ?? false;
      box.addEventListener("change", () => this.toggleCurve(id, box.checked));
      label.append(box, document.createTextNode(nameOf(this, id)));
      list.append(label);
    }
    const derivatives = el("label", { class: "check" });
    const dbox = el("input", { type: "checkbox", id: this.prefix + "derivatives" });
    dbox.checked = this.showDerivatives;
    dbox.addEventListener("change", () => {
      this.showDerivatives = dbox.checked;
      this.resampleCurves();
    });
    derivatives.append(dbox, document.createTextNode("with derivatives"));
    list.append(derivatives);
    for (const f of this.scene?.formulas ?? []) {
      for (const name of Object.keys(f.parameters ?? {}))
        list.append(this.parameterSlider(f, name));
    }
    const form = el("form", { class: "formula-form" });
    const input = el("input", {
      id: this.prefix + "formula",
      type: "text",
      placeholder: "f = x*tanh(softplus(x))",
      "aria-label": "A formula of x, as id = expression",
      autocomplete: "off",
      spellcheck: "false",
    });
    const add = el("button", { type: "submit" }, tr("Web", "Add formula"));
    const preview = el("div", { class: "formula-preview", "aria-live": "polite" });
    form.append(input, add, preview);
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      this.addFormula(input.value, preview);
    });
    fig.insertBefore(list, fig.querySelector(".readout"));
    fig.append(form);
    this.markCompanions();
  }

  private syncControls(): void {
    const s = this.scene;
    const x = this.controls.x as HTMLInputElement;
    x.min = String(s.x_range[0]);
    x.max = String(s.x_range[1]);
    x.value = String(s.x);
    x.setAttribute("aria-valuetext", `x = ${fixed(s.x)}`);
    this.controls["x-value"].value = String(Math.round(s.x * 1e6) / 1e6);
    this.controls.mu.value = String(s.mu);
    this.controls.sigma.value = String(s.sigma);
    this.controls.seed.value = String(s.monte_carlo.seed);
    this.controls.dtypeFormat.value =
      s.number_format.dtype === "fp64" ? "fp32" : s.number_format.dtype;
    this.controls.dtypeKernel.value = s.number_format.kernel;
    for (const k of ["x1", "x2", "w1", "w2", "bias", "v1", "v2", "c"] as const) {
      this.controls[`neuron-${k}`].value = String(s.neuron[k]);
    }
    const act = this.controls.neuronActivation as HTMLSelectElement;
    const activations = [...this.rows.values()].filter((f) => !f.isDerivative && f.family !== 0);
    const key = activations.map((f) => f.id).join(",");
    if (act.dataset.key !== key) {
      // Made again only when the functions change (a formula added): a step's load keeps them.
      act.dataset.key = key;
      act.replaceChildren(
        ...activations.map((f) => el("option", { value: f.id }, nameOf(this, f.id))),
      );
    }
    act.value = s.neuron.activation;
    // A gated unit applies its gate's activation (GEGLU's GELU …): the choice waits, as on the
    // desktop (it read "GELU (tanh approx.)" beside a diagram of GELU).
    act.disabled = s.neuron.gate !== "none";
    this.controls.neuronGate.value = s.neuron.gate;
    this.root.dataset.gated = s.neuron.gate === "none" ? "" : "1";
    this.controls.propGain.value = s.propagation.gain;
    this.controls.propDepth.value = String(s.propagation.depth);
    this.controls.propWidth.value = String(s.propagation.width);
    const runTo = this.controls.runTo as HTMLSelectElement;
    runTo.value = kTargets.includes(this.target) ? String(this.target) : "1000";
  }

  private footer(): HTMLElement {
    const f = el("footer", { class: "foot" });
    f.append(
      el(
        "p",
        {},
        `GELU Explorer ${__VERSION__} · web edition · every number is computed by the desktop's own core (its C++ compiled to WebAssembly), with the same bits as the desktop's, except where it goes through the C library's exp, log or tanh (the random draws of a network, training, some activations), whose last bit the browser may round otherwise · GPL-3.0-or-later`,
      ),
    );
    return f;
  }

  /** A line on the page's state: a notice goes after a few seconds (unless it asks for
   * something: `lasting`), an error when a value is typed again or the x slider moves. Neither
   * stayed for good. */
  status(text: string, error = false, lasting = false): void {
    const s = this.statusLine;
    s.textContent = text;
    s.classList.toggle("error", error);
    clearTimeout(this.statusTimer);
    if (text !== "" && !error && !lasting) {
      this.statusTimer = setTimeout(() => {
        if (s.textContent === text) this.status("");
      }, kNoticeMs);
    }
  }

  openText(text: string, name: string): void {
    if (this.opener?.(text, name)) return;
    try {
      this.pause();
      this.load(text, true);
      this.status(tr("ui::SceneDocument", "Opened %1", name));
    } catch (e) {
      const why = e instanceof CoreError ? e.message : String(e);
      this.status(tr("Web", "%1 is not a scene: %2", name, why), true);
    }
  }

  private key(e: KeyboardEvent): void {
    const target = e.target as HTMLElement;
    if (target.closest("input, select, textarea, button")) return;
    const step = e.shiftKey ? 0.1 : 0.01;
    if (e.key === "ArrowLeft") this.setX(this.scene.x - step);
    else if (e.key === "ArrowRight") this.setX(this.scene.x + step);
    else if (e.key === "+" || e.key === "=") this.setX(this.scene.x + 0.1);
    else if (e.key === "-") this.setX(this.scene.x - 0.1);
    else if (e.key === " ") this.playing ? this.pause() : this.play();
    else if (e.key === "r" || e.key === "R") {
      this.pause();
      this.restartRun(0);
    } else return;
    e.preventDefault();
  }

  // --- changes -----------------------------------------------------------------------------------

  setX(x: number): void {
    const [lo, hi] = this.scene.x_range;
    const clamped = Math.min(hi, Math.max(lo, Math.round(x * 1e4) / 1e4));
    if (clamped === this.scene.x) return;
    this.scene.x = clamped;
    this.onXChange?.(clamped);
    this.syncControls();
    this.restartRun(0, false);
    this.drawAll();
  }

  /** Whether what a step plays (the simulation, the training) is playing. */
  isPlaying(): boolean {
    return this.playing || this.training.isPlaying();
  }

  /** The room's state applied: μ, σ and playing as the lecture has them. */
  follow(mu: number, sigma: number, playing: boolean, step: StepInfo | null): void {
    if (mu !== this.scene.mu || sigma !== this.scene.sigma) {
      this.setShape(mu, sigma);
      this.syncControls();
    }
    if (playing === this.isPlaying() || step === null) return;
    if (!playing) {
      this.pause();
      this.training.pause();
    } else if (step.plan.play === "simulation" || step.plan.play === "training") {
      this.playStep(step);
    }
  }

  private setShape(mu: number, sigma: number): void {
    // σ said by name (the core's refusal names β and λ too, which this page does not show).
    if (!(sigma > 0)) {
      this.status(tr("Export", "%1 must be positive, got %2", "σ", num(sigma)), true);
      this.syncControls();
      return;
    }
    try {
      this.core.setParams(
        mu,
        sigma,
        this.scene.alpha,
        this.scene.beta,
        this.scene.slope,
        this.scene.lambda,
      );
    } catch (e) {
      this.status(e instanceof CoreError ? e.message : String(e), true);
      this.syncControls();
      return;
    }
    this.scene.mu = mu;
    this.scene.sigma = sigma;
    this.status("");
    this.resampleCurves();
    this.restartRun(0);
    this.onShapeChange?.();
  }

  private toggleCurve(id: string, on: boolean): void {
    const curves = this.scene.curves.filter((c) => c !== id);
    if (on) curves.push(id);
    const order = [...this.rows.keys()];
    curves.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    this.scene.curves = curves;
    this.resampleCurves();
  }

  /** A slider and a box for the parameter `name` of the formula `f` (a of a*x*Phi(b*x)). */
  private parameterSlider(f: FormulaJson, name: string): HTMLElement {
    const label = el("label", { class: "parameter" });
    const value = f.parameters?.[name] ?? 1;
    const what = tr("ui::ControlsDock", "%1 in %2").replace("%1", name).replace("%2", f.id);
    const range = el("input", {
      type: "range",
      min: "-5",
      max: "5",
      step: "0.01",
      id: `${this.prefix}formula-${f.id}-${name}`,
      "aria-label": what,
    });
    const box = el("input", {
      type: "number",
      min: "-1000000",
      max: "1000000",
      step: "any",
      "aria-label": what,
    });
    // The slider's range grows (never shrinks) to hold a value beyond it, to the next 1, 2 or
    // 5 × 10ⁿ, as the desktop's does: the handle is never pinned at an end that is not the value.
    const hold = (v: number) => {
      if (!Number.isFinite(v) || (v >= Number(range.min) && v <= Number(range.max))) return;
      const decade = 10 ** Math.floor(Math.log10(Math.abs(v)));
      const bound = decade * ([1, 2, 5, 10].find((m) => m * decade >= Math.abs(v)) ?? 10);
      range.max = String(Math.max(Number(range.max), bound));
      range.min = String(Math.min(Number(range.min), -bound));
      range.step = String(Number(range.max) / 500);
    };
    hold(value);
    range.value = String(value);
    box.value = String(value);
    const set = (v: number, from: HTMLInputElement) => {
      if (!Number.isFinite(v) || Math.abs(v) > 1e6) return;
      const formulas = (this.scene.formulas ?? []).map((g) =>
        g.id === f.id ? { ...g, parameters: { ...g.parameters, [name]: v } } : g,
      );
      try {
        this.core.setFormulas(formulas);
      } catch (e) {
        this.status(e instanceof CoreError ? e.message : String(e), true);
        return;
      }
      this.scene.formulas = formulas;
      hold(v);
      if (from !== range) range.value = String(v);
      if (from !== box) box.value = String(v);
      this.rows = new Map(this.core.functions().map((r) => [r.id, r]));
      this.resampleCurves();
    };
    range.addEventListener("input", () => set(Number(range.value), range));
    box.addEventListener("change", () => set(Number(box.value), box));
    label.append(document.createTextNode(what), range, box);
    return label;
  }

  private addFormula(text: string, preview: HTMLElement): void {
    const m = /^\s*([a-z][a-z0-9_]*)\s*=\s*(.+)$/.exec(text);
    if (!m) {
      preview.textContent = tr(
        "Web",
        "Write a formula as id = expression of x, e.g. f = x*sigmoid(1.5*x).",
      );
      preview.classList.add("error");
      return;
    }
    const [, id, expression] = m;
    const formulas = (this.scene.formulas ?? []).filter((f) => f.id !== id);
    // Its parameters (a, b…): the values a formula of the same id had, else 1.
    const before = (this.scene.formulas ?? []).find((f) => f.id === id)?.parameters ?? {};
    let formula: FormulaJson;
    try {
      const texText = this.core.formulaTex(id, expression);
      const parameters = Object.fromEntries(
        this.core.formulaParameters(expression).map((n) => [n, before[n] ?? 1]),
      );
      formula = { id, expression, parameters };
      this.core.setFormulas([...formulas, formula]);
      katex.render(`${id}(x) = ${texText}`, preview, { throwOnError: false });
      preview.classList.remove("error");
    } catch (e) {
      preview.textContent = `${id}: ${e instanceof CoreError ? e.message : String(e)}`;
      preview.classList.add("error");
      return;
    }
    this.scene.formulas = [...formulas, formula];
    this.rows = new Map(this.core.functions().map((r) => [r.id, r]));
    if (!this.scene.curves.includes(id)) this.scene.curves.push(id);
    this.curveControls();
    this.resampleCurves();
  }

  // --- computing ---------------------------------------------------------------------------------

  private resampleCurves(): void {
    const [lo, hi] = this.scene.x_range;
    for (let i = 0; i < kGrid; ++i) this.grid[i] = lo + ((hi - lo) * i) / (kGrid - 1);
    this.grid[kGrid - 1] = hi;
    this.curveValues.clear();
    const ids = ["pdf", "cdf", ...this.drawnActivations()];
    if (this.shown.includes("derivatives")) {
      for (const c of this.scene.curves) {
        const d = this.rows.get(c)?.derivative;
        if (d && this.rows.has(d) && !ids.includes(d)) ids.push(d);
      }
    }
    for (const id of ids) this.curveValues.set(id, this.core.evaluate(id, this.grid));
    this.markCompanions();
    this.drawAll();
  }

  /** Marks a curve the view's panels draw beside the scene's (the approximations the errors
   * compare, the neuron's activation) partly ticked, as the desktop's list does: a reader saw
   * GELU (tanh) plotted and unticked. Ticked, it joins the scene (toggleCurve). */
  private markCompanions(): void {
    const list = this.plots.activations.figure.querySelector(".curve-list");
    if (!list || !this.scene) return;
    const drawn = new Set(this.drawnActivations());
    const tip = tr(
      "ui::CurvePicker",
      "Drawn by this view's panels beside the scene's curves; tick it to keep it in every view.",
    );
    const description = tr(
      "ui::CurvePicker",
      "drawn by this view's panels beside the scene's curves",
    );
    for (const box of list.querySelectorAll<HTMLInputElement>("input[type=checkbox][value]")) {
      const companion = !this.scene.curves.includes(box.value) && drawn.has(box.value);
      box.checked = this.scene.curves.includes(box.value);
      box.indeterminate = companion;
      const label = box.parentElement as HTMLElement;
      if (companion) {
        label.title = tip;
        box.setAttribute("aria-description", description);
      } else {
        label.removeAttribute("title");
        box.removeAttribute("aria-description");
      }
    }
  }

  /** The activations panel's curves: the scene's (activeCurves), and beside the errors panel
   * the approximations it compares, beside the neuron its activation (its output is marked on
   * that curve; a gated unit's is not) — as the desktop draws them; a deck's step (deckCurves)
   * draws its deck's curves exactly. */
  drawnActivations(): string[] {
    const ids = this.activeCurves();
    if (this.deckCurves) return ids;
    for (const id of this.companions()) {
      if (this.rows.has(id) && !ids.includes(id)) ids.push(id);
    }
    return ids;
  }

  /** The curves the panels shown draw beside the scene's (companionCurves). */
  companions(): string[] {
    return this.core.companions(this.shown, this.scene.curves, this.scene.neuron).companions;
  }

  activeCurves(): string[] {
    const ids = this.scene.curves.filter((c) => this.rows.has(c));
    if (!this.showDerivatives) return ids;
    return ids.flatMap((c) => {
      const d = this.rows.get(c)?.derivative;
      return d && this.rows.has(d) ? [c, d] : [c];
    });
  }

  private n(): number {
    return this.core.mcState().n;
  }

  /** Back to n = 0 at the current x (the same seed: the same draws), then on to `samples`. */
  private restartRun(samples: number, draw = true): void {
    const s = this.scene;
    this.core.mcStart(s.x, s.monte_carlo.seed, s.monte_carlo.method === "normal");
    this.path = [];
    this.coins = [];
    if (samples > 0) this.advanceTo(samples);
    if (draw) this.drawMc();
  }

  /** Runs to n draws, the first kCoins one by one (their coins shown), the running mean kept at
   * every point of the n grid passed. */
  private advanceTo(target: number): void {
    let n = this.n();
    while (n < target && n < kCoins) {
      const [d] = this.core.mcSteps(1);
      this.coins.push(d);
      if (this.coins.length > kCoins) this.coins.shift();
      ++n;
      this.path.push({ n, mean: this.core.mcState().mean });
    }
    for (const g of nGrid(target)) {
      if (g <= n) continue;
      this.core.mcAdvance(g - n);
      n = g;
      this.path.push({ n, mean: this.core.mcState().mean });
    }
  }

  play(): void {
    if (this.playing) return;
    // A target reached: Play goes on to the next decade, as the desktop's Play goes on past a run
    // to n (it started the run again, a coin at a time); past the last, a new run.
    if (this.n() >= this.target) {
      const next = 10 ** (Math.floor(Math.log10(Math.max(this.n(), 1))) + 1);
      if (next <= kMaxTarget) {
        this.target = next;
        (this.controls.runTo as HTMLSelectElement).value = String(next);
      } else this.restartRun(0);
    }
    this.playing = true;
    this.onPlayChange?.();
    if (this.playButton) this.playButton.textContent = tr("ui::MonteCarloPanel", "❚❚ Pause");
    let last = 0;
    const tick = (time: number) => {
      if (!this.playing) return;
      const n = this.n();
      if (n >= this.target) {
        this.pause();
        return;
      }
      // One coin a tenth of a second, then a fortieth of a decade a frame (10⁶ in ≈ 4 s).
      if (n < kCoins) {
        if (time - last >= 100) {
          last = time;
          this.advanceTo(n + 1);
          this.drawMc();
        }
      } else {
        const next = nGrid(this.target).find((g) => g > n) ?? this.target;
        this.advanceTo(next);
        this.drawMc();
      }
      this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  pause(): void {
    const was = this.playing;
    this.playing = false;
    cancelAnimationFrame(this.frame);
    if (this.playButton) this.playButton.textContent = tr("ui::MonteCarloPanel", "▶ Play");
    if (was) this.onPlayChange?.();
  }

  // --- drawing -----------------------------------------------------------------------------------

  private aligning = false;

  private alignRowsSoon(): void {
    if (this.aligning) return;
    this.aligning = true;
    requestAnimationFrame(() => {
      this.aligning = false;
      this.alignRows();
    });
  }

  /** The plots of a row share their top (and so their bottom: a row's plots are alike in height),
   * as the desktop's view lines up its rows: a title or legend of two lines on one side put the
   * Monte Carlo plot 28 px below the activations' at 1366×768. Each plot is moved down by what
   * its row's lowest lies below it (a margin over the plot; its own height stays). */
  private alignRows(): void {
    const boxes: { box: HTMLElement; row: number; at: number }[] = [];
    for (const id of this.shown) {
      const figure = this.plots[id as PanelId]?.figure;
      if (!figure) continue;
      const box = figure.querySelector<HTMLElement>(":scope > .plot-box");
      if (figure.hidden || !box) continue;
      box.style.marginTop = "";
      if (box.offsetParent === null) continue; // (a panel drawn otherwise: side by side's grid)
      boxes.push({ box, row: 0, at: 0 });
    }
    // Measured after every margin is undone, so that none measures another's.
    for (const b of boxes) {
      const figure = (b.box.parentElement as HTMLElement).getBoundingClientRect();
      b.row = Math.round(figure.top);
      b.at = b.box.getBoundingClientRect().top - figure.top;
    }
    for (const b of boxes) {
      const lowest = Math.max(...boxes.filter((o) => o.row === b.row).map((o) => o.at));
      if (lowest - b.at > 0.5) {
        const own = parseFloat(getComputedStyle(b.box).marginTop) || 0;
        b.box.style.marginTop = `${own + lowest - b.at}px`;
      }
    }
  }

  drawAll(): void {
    if (!this.scene || this.curveValues.size === 0) return;
    const shown = new Set(this.shown);
    if (shown.has("pdf-area")) drawPdf(this);
    if (shown.has("cdf")) drawCdf(this);
    if (shown.has("activations")) drawActivations(this);
    if (shown.has("derivatives")) drawDerivatives(this);
    if (shown.has("errors")) drawErrors(this);
    if (shown.has("dtype")) drawDtype(this);
    if (shown.has("propagation")) drawPropagation(this);
    if (shown.has("compare")) {
      // GELU minus itself is no comparison: the box waits for another curve (and says so).
      const alone = !this.scene.curves.some((id) => id !== "gelu" && this.rows.has(id));
      this.compareDiffBox.disabled = alone;
      if (alone) {
        // (Unticked while it waits: a greyed tick read as "difference on" over plain curves.)
        this.compareDiffBox.checked = false;
        this.compareDifference = false;
      }
      this.compareDiffHint.textContent = alone
        ? tr(
            "Web",
            "Tick a curve other than GELU in “%1” to compare it with GELU.",
            tr("Views", "The idea"),
          )
        : "";
      drawCompare(this);
    }
    if (shown.has("neuron")) drawNeuron(this, this.neuronBox);
    if (shown.has("training") && this.trainingEpoch !== null) {
      // The networks are built (and trained to the scene's epoch) when the panel is first shown.
      const epoch = this.trainingEpoch;
      this.trainingEpoch = null;
      this.training.pause();
      this.training.formulas = this.scene.formulas ?? [];
      this.training.start(Math.min(epoch, kTrainAtOnce));
      if (epoch > kTrainAtOnce)
        this.status(tr("Web", "Training to epoch %1: press Play.", String(epoch)), false, true);
    }
    if (shown.has("monte-carlo")) drawMc(this);
    this.onDraw?.();
  }

  private drawMc(): void {
    if (this.shown.includes("monte-carlo")) drawMc(this);
    // The estimate beside GELU at x moves with the run.
    if (this.shown.includes("activations")) {
      nameMonteCarloMark(this);
      this.plots.activations.redraw();
    }
  }

  /** The view bar: the desktop's views the page draws, each a button that shows its panels. */
  private viewBar(): HTMLElement {
    const bar = el("nav", { class: "view-bar", "aria-label": tr("ui::ViewArea", "Views") });
    for (const v of this.core.views()) {
      if (!v.panels.every((p) => p in this.plots)) continue; // the desktop's alone, for now
      const b = el(
        "button",
        { type: "button", id: `${this.prefix}view-${v.id}`, "aria-pressed": "false" },
        viewName(v.id, v.name),
      );
      b.addEventListener("click", () => this.showView(v.id));
      bar.append(b);
    }
    return bar;
  }

  /** Shows a built-in view's panels (the idea's for an unknown id) and marks its button. */
  showView(id: string): void {
    const view = this.core.views().find((v) => v.id === id) ?? this.core.views()[0];
    if (this.scene) this.scene.view.current = view.id;
    for (const b of Array.from(this.root.querySelectorAll(".view-bar button"))) {
      b.setAttribute("aria-pressed", String(b.id === `${this.prefix}view-${view.id}`));
    }
    this.showPanels(view.panels);
  }

  /** The element the view is in. */
  get root_(): HTMLElement {
    return this.root;
  }

  /** Puts `e` under the panels (a deck's notes). */
  afterPanels(e: HTMLElement): void {
    this.grid_.after(e);
  }

  /** Shows these panels, in this order (a deck step's); a panel the web edition lacks is named
   * in a note instead. */
  showPanels(ids: string[], draw = true): void {
    this.shown = ids.filter((id): id is PanelId => id in this.plots);
    for (const [id, p] of Object.entries(this.plots)) {
      const at = this.shown.indexOf(id as PanelId);
      p.figure.hidden = at < 0;
      p.figure.style.order = String(at);
    }
    const lacking = ids.filter((id) => !(id in this.plots)).map((id) => kPanelNames[id] ?? id);
    this.missing.hidden = lacking.length === 0;
    this.missing.style.order = "99";
    this.missing.textContent =
      lacking.length === 0
        ? ""
        : `This step also shows the ${lacking.join(" and ")} panel${lacking.length > 1 ? "s" : ""}, which only the desktop edition draws so far.`;
    const n = this.shown.length + (lacking.length > 0 && this.shown.length === 0 ? 1 : 0);
    this.grid_.dataset.count = String(Math.max(1, n));
    if (this.scene && draw) this.resampleCurves();
    this.alignRowsSoon(); // (panels only reordered change no size the observer would see)
  }
}

/** A built-in view's name in the reader's language (each a literal: web/build.mjs finds them). */
function viewName(id: string, english: string): string {
  switch (id) {
    case "idea":
      return tr("Views", "The idea");
    case "approximations":
      return tr("Views", "Approximations");
    case "derivatives":
      return tr("Views", "Derivatives");
    case "side-by-side":
      return tr("Views", "Side by side");
    case "number-formats":
      return tr("Views", "Number formats");
    case "training":
      return tr("Views", "Training");
    case "propagation":
      return tr("Views", "Signal propagation");
    case "neuron":
      return tr("Views", "The neuron");
    default:
      return english;
  }
}
