// The web edition's page: the idea's four linked panels (the normal pdf with the area up to x
// shaded, Φ, the Monte Carlo run of the SOI mask, GELU beside the other activations) over the
// desktop's core in WebAssembly, from the scene inside the page (or the desktop's default).
import katex from "katex";
import type uPlot from "uplot";
import { Core, CoreError, type Draw, type FunctionRow } from "./core";
import { count, fixed, num, tex } from "./format";
import { dot, marker, Plot } from "./plot";
import { curvePen, themes, type Theme, type ThemeName } from "./theme";

interface FormulaJson {
  id: string;
  expression: string;
  colour?: string;
  style?: string;
}

/** The fields of a scene file the page uses (the core has already checked all of them). */
interface SceneJson {
  x: number;
  mu: number;
  sigma: number;
  alpha: number;
  beta: number;
  slope: number;
  lambda: number;
  formulas?: FormulaJson[];
  curves: string[];
  x_range: [number, number];
  y_range: [number, number];
  monte_carlo: { seed: number; samples: number; method: "uniform" | "normal" };
  view: { theme: string };
}

const kGrid = 601; // points of every curve across the x range
const kCoins = 20; // draws shown one by one as coins, as the desktop's opening draws
const kPerDecade = 40; // points of the running mean per factor of ten of n
const kChoices = ["gelu", "gelu_tanh", "gelu_sigmoid", "relu", "elu", "silu"];

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

/** Text with $…$ TeX parts, typeset by KaTeX into `target` (the rest escaped as text). */
function typeset(target: HTMLElement, text: string): void {
  target.replaceChildren();
  text.split(/(\$[^$]*\$)/).forEach((part) => {
    if (part.startsWith("$") && part.endsWith("$") && part.length > 1) {
      const span = el("span");
      katex.render(part.slice(1, -1), span, { throwOnError: false, output: "html" });
      target.append(span);
    } else if (part) {
      target.append(document.createTextNode(part));
    }
  });
}

/** The grid of n at which the running mean is drawn: 1, …, 40 points a decade, up to `max`. */
function nGrid(max: number): number[] {
  const out: number[] = [];
  for (let k = 0; ; ++k) {
    const n = Math.round(10 ** (k / kPerDecade));
    if (n > max) break;
    if (out.length === 0 || n > out[out.length - 1]) out.push(n);
  }
  if (out[out.length - 1] !== max) out.push(max);
  return out;
}

class App {
  private scene!: SceneJson;
  private authored = ""; // the scene as the lecturer saved it: what "Reset" returns to
  private theme: Theme = themes.light;
  private rows = new Map<string, FunctionRow>();
  private grid = new Float64Array(kGrid);
  private curveValues = new Map<string, Float64Array>();
  private readonly plots: Record<"pdf" | "cdf" | "mc" | "act", Plot>;
  private path: { n: number; mean: number }[] = [];
  private coins: Draw[] = [];
  private target = 1000;
  private playing = false;
  private frame = 0;
  private showDerivatives = false;
  private readonly controls: Record<string, HTMLInputElement | HTMLSelectElement> = {};

  constructor(
    private readonly core: Core,
    private readonly root: HTMLElement,
  ) {
    const grid = el("main", { class: "panels", "aria-label": "The idea: four linked plots" });
    const onX = (x: number) => this.setX(x);
    const t = this.theme;
    this.plots = {
      pdf: new Plot(
        { id: "pdf-area", title: "", xLabel: "x", yLabel: "density", dragsX: true },
        grid,
        t,
        onX,
      ),
      cdf: new Plot(
        { id: "cdf", title: "", xLabel: "x", yLabel: "Φ(x)", dragsX: true },
        grid,
        t,
        onX,
      ),
      mc: new Plot(
        {
          id: "monte-carlo",
          title: "",
          xLabel: "number of draws n",
          yLabel: "running mean",
          logX: true,
        },
        grid,
        t,
        onX,
      ),
      act: new Plot(
        { id: "activations", title: "", xLabel: "x", yLabel: "f(x)", dragsX: true },
        grid,
        t,
        onX,
      ),
    };
    this.root.append(this.header(), this.controlBar(), grid, this.footer());
    this.mcControls();
    this.curveControls();
    document.addEventListener("keydown", (e) => this.key(e));
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
    this.restartRun(s.monte_carlo.samples, false);
    this.syncControls();
    this.curveControls();
    const choice = s.view.theme as ThemeName;
    const name: ThemeName =
      choice in themes
        ? choice
        : matchMedia("(prefers-color-scheme: dark)").matches
          ? "dark"
          : "light";
    this.setTheme(name); // samples the curves and draws every panel
  }

  reset(): void {
    this.pause();
    this.load(this.authored, false);
    this.status("Back to the lecturer's state.");
  }

  private setTheme(name: ThemeName): void {
    this.theme = themes[name];
    document.documentElement.dataset.theme = name;
    const select = this.controls.theme as HTMLSelectElement | undefined;
    if (select) select.value = name;
    for (const p of Object.values(this.plots)) p.setTheme(this.theme);
    this.resampleCurves();
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
    const theme = el("select", { id: "theme", "aria-label": "Theme" });
    for (const [v, label] of [
      ["light", "Light"],
      ["dark", "Dark"],
      ["high-contrast", "High contrast"],
    ]) {
      theme.append(el("option", { value: v }, label));
    }
    theme.addEventListener("change", () => this.setTheme(theme.value as ThemeName));
    this.controls.theme = theme;
    const reset = el("button", { id: "reset", type: "button" }, "Reset to the lecturer's state");
    reset.addEventListener("click", () => this.reset());
    const open = el("label", { class: "button", for: "open" }, "Open a scene…");
    const file = el("input", { id: "open", type: "file", accept: ".json,application/json" });
    file.addEventListener("change", async () => {
      const f = file.files?.[0];
      if (f) this.openText(await f.text(), f.name);
      file.value = "";
    });
    tools.append(theme, reset, open, file);
    h.append(title, sub, tools);
    return h;
  }

  private number(id: string, label: string, step: string, change: (v: number) => void) {
    const wrap = el("label", { class: "field" });
    wrap.append(el("span", {}, label));
    const input = el("input", { id, type: "number", step, inputmode: "decimal" });
    input.addEventListener("change", () => {
      const v = Number(input.value);
      if (input.value.trim() === "" || !Number.isFinite(v)) {
        this.status(`${label} must be a number.`, true);
        this.syncControls();
        return;
      }
      change(v);
    });
    this.controls[id] = input;
    wrap.append(input);
    return wrap;
  }

  private controlBar(): HTMLElement {
    const bar = el("section", { class: "controls", "aria-label": "Controls" });
    const xWrap = el("label", { class: "field slider" });
    xWrap.append(el("span", { id: "x-label" }, "x"));
    const slider = el("input", {
      id: "x",
      type: "range",
      step: "0.01",
      "aria-labelledby": "x-label",
    });
    slider.addEventListener("input", () => this.setX(Number(slider.value)));
    this.controls.x = slider;
    xWrap.append(slider);
    const xValue = this.number("x-value", "x =", "0.01", (v) => this.setX(v));
    const mu = this.number("mu", "μ", "0.1", (v) => this.setShape(v, this.scene.sigma));
    const sigma = this.number("sigma", "σ", "0.1", (v) => this.setShape(this.scene.mu, v));
    const status = el("p", { id: "status", role: "status", class: "status" });
    bar.append(xWrap, xValue, mu, sigma, status);
    return bar;
  }

  private mcControls(): void {
    const fig = this.plots.mc.figure;
    const bar = el("div", { class: "panel-controls" });
    const play = el(
      "button",
      { id: "play", type: "button", "aria-keyshortcuts": "Space" },
      "▶ Play",
    );
    play.addEventListener("click", () => (this.playing ? this.pause() : this.play()));
    const step = el("button", { id: "step", type: "button" }, "Step");
    step.addEventListener("click", () => {
      this.pause();
      this.advanceTo(this.n() + 1);
      this.drawMc();
    });
    const reset = el(
      "button",
      { id: "mc-reset", type: "button", "aria-keyshortcuts": "R" },
      "Reset",
    );
    reset.addEventListener("click", () => {
      this.pause();
      this.restartRun(0);
    });
    const runTo = el("select", { id: "run-to", "aria-label": "Run to n draws" });
    for (const n of [10, 100, 1000, 1e4, 1e5, 1e6])
      runTo.append(el("option", { value: String(n) }, `to n = ${count(n)}`));
    runTo.addEventListener("change", () => {
      this.target = Number(runTo.value);
      if (this.n() >= this.target) this.restartRun(0);
      this.play();
    });
    this.controls.runTo = runTo;
    const seed = this.number("seed", "seed", "1", (v) => {
      if (!Number.isInteger(v) || v < 0 || v > Number.MAX_SAFE_INTEGER) {
        this.status("The seed is a whole number from 0.", true);
        this.syncControls();
        return;
      }
      this.scene.monte_carlo.seed = v;
      this.restartRun(0);
    });
    const coins = el("div", {
      id: "coins",
      class: "coins",
      "aria-label": "The last draws of the mask",
    });
    bar.append(play, step, reset, runTo, seed);
    fig.insertBefore(bar, fig.querySelector(".readout"));
    fig.insertBefore(coins, bar);
  }

  /** The activations' checklist: the usual six, the scene's other curves and its formulas. */
  private curveControls(): void {
    const fig = this.plots.act.figure;
    fig.querySelector(".curve-list")?.remove();
    fig.querySelector(".formula-form")?.remove();
    const list = el("fieldset", { class: "curve-list" });
    list.append(el("legend", {}, "Curves"));
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
      label.append(box, document.createTextNode(row.name));
      list.append(label);
    }
    const derivatives = el("label", { class: "check" });
    const dbox = el("input", { type: "checkbox", id: "derivatives" });
    dbox.checked = this.showDerivatives;
    dbox.addEventListener("change", () => {
      this.showDerivatives = dbox.checked;
      this.resampleCurves();
    });
    derivatives.append(dbox, document.createTextNode("with derivatives"));
    list.append(derivatives);
    const form = el("form", { class: "formula-form" });
    const input = el("input", {
      id: "formula",
      type: "text",
      placeholder: "f = x*tanh(softplus(x))",
      "aria-label": "A formula of x, as id = expression",
      autocomplete: "off",
      spellcheck: "false",
    });
    const add = el("button", { type: "submit" }, "Add formula");
    const preview = el("div", { class: "formula-preview", "aria-live": "polite" });
    form.append(input, add, preview);
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      this.addFormula(input.value, preview);
    });
    fig.insertBefore(list, fig.querySelector(".readout"));
    fig.append(form);
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
    const runTo = this.controls.runTo as HTMLSelectElement;
    runTo.value = [10, 100, 1000, 1e4, 1e5, 1e6].includes(this.target)
      ? String(this.target)
      : "1000";
  }

  private footer(): HTMLElement {
    const f = el("footer", { class: "foot" });
    f.append(
      el(
        "p",
        {},
        `GELU Explorer ${__VERSION__} · web edition · every number is computed by the desktop's own core (its C++ compiled to WebAssembly), with the same bits as the desktop's · GPL-3.0-or-later`,
      ),
    );
    return f;
  }

  status(text: string, error = false): void {
    const s = document.getElementById("status")!;
    s.textContent = text;
    s.classList.toggle("error", error);
  }

  openText(text: string, name: string): void {
    try {
      this.pause();
      this.load(text, true);
      this.status(`Opened ${name}.`);
    } catch (e) {
      const why = e instanceof CoreError ? e.message : String(e);
      this.status(`${name} is not a scene: ${why}`, true);
    }
  }

  private key(e: KeyboardEvent): void {
    const target = e.target as HTMLElement;
    if (target.closest("input, select, textarea, button")) return;
    const step = e.shiftKey ? 0.1 : 0.01;
    if (e.key === "ArrowLeft") this.setX(this.scene.x - step);
    else if (e.key === "ArrowRight") this.setX(this.scene.x + step);
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
    this.syncControls();
    this.restartRun(0, false);
    this.drawAll();
  }

  private setShape(mu: number, sigma: number): void {
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
  }

  private toggleCurve(id: string, on: boolean): void {
    const curves = this.scene.curves.filter((c) => c !== id);
    if (on) curves.push(id);
    const order = [...this.rows.keys()];
    curves.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    this.scene.curves = curves;
    this.resampleCurves();
  }

  private addFormula(text: string, preview: HTMLElement): void {
    const m = /^\s*([a-z][a-z0-9_]*)\s*=\s*(.+)$/.exec(text);
    if (!m) {
      preview.textContent = "Write a formula as id = expression of x, e.g. f = x*sigmoid(1.5*x).";
      preview.classList.add("error");
      return;
    }
    const [, id, expression] = m;
    const formulas = (this.scene.formulas ?? []).filter((f) => f.id !== id);
    try {
      const texText = this.core.formulaTex(id, expression);
      this.core.setFormulas([...formulas, { id, expression }]);
      katex.render(`${id}(x) = ${texText}`, preview, { throwOnError: false });
      preview.classList.remove("error");
    } catch (e) {
      preview.textContent = `${id}: ${e instanceof CoreError ? e.message : String(e)}`;
      preview.classList.add("error");
      return;
    }
    this.scene.formulas = [...formulas, { id, expression }];
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
    const ids = ["pdf", "cdf", ...this.activeCurves()];
    for (const id of ids) this.curveValues.set(id, this.core.evaluate(id, this.grid));
    this.drawAll();
  }

  private activeCurves(): string[] {
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

  private play(): void {
    if (this.playing) return;
    if (this.n() >= this.target) this.restartRun(0);
    this.playing = true;
    document.getElementById("play")!.textContent = "❚❚ Pause";
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

  private pause(): void {
    this.playing = false;
    cancelAnimationFrame(this.frame);
    const b = document.getElementById("play");
    if (b) b.textContent = "▶ Play";
  }

  // --- drawing -----------------------------------------------------------------------------------

  private drawAll(): void {
    if (!this.scene || this.curveValues.size === 0) return;
    this.drawPdf();
    this.drawCdf();
    this.drawActivations();
    this.drawMc();
  }

  private shapeText(): string {
    const s = this.scene;
    return s.mu === 0 && s.sigma === 1 ? "" : `, μ = ${num(s.mu)}, σ = ${num(s.sigma)}`;
  }

  private drawPdf(): void {
    const s = this.scene;
    const t = this.theme;
    const phi = this.core.value("cdf", s.x);
    // The grid with x itself, so that the shaded area ends exactly at x.
    const xs: number[] = [];
    const pdf: number[] = [];
    const shade: (number | null)[] = [];
    const values = this.curveValues.get("pdf")!;
    let inserted = false;
    for (let i = 0; i < kGrid; ++i) {
      const g = this.grid[i];
      if (!inserted && g >= s.x) {
        if (g !== s.x) {
          xs.push(s.x);
          const v = this.core.value("pdf", s.x);
          pdf.push(v);
          shade.push(v);
        }
        inserted = true;
      }
      xs.push(g);
      pdf.push(values[i]);
      shade.push(g <= s.x ? values[i] : null);
    }
    const peak = this.core.value("pdf", s.mu);
    const pen = { stroke: t.foreground, width: 2 * t.lineScale };
    this.plots.pdf.setData(
      [
        { label: "φ", ...pen },
        { label: "Φ(x), the shaded area", stroke: "transparent", fill: t.shade, width: 0 },
      ],
      [xs, pdf, shade] as uPlot.AlignedData,
      s.x_range,
      [0, peak * 1.12],
    );
    this.plots.pdf.setOverlay((u, ctx) => marker(u, ctx, s.x, t.accent));
    typeset(
      this.plots.pdf.caption,
      "Normal pdf: the shaded area up to $x$ is $\\Phi(x) = P(X \\le x)$",
    );
    typeset(this.plots.pdf.readout, `$x = ${tex(s.x)}$: shaded area $\\Phi(x) = ${tex(phi)}$`);
    this.plots.pdf.description.textContent = `Normal density${this.shapeText()}; the area under it up to x = ${fixed(s.x)} is shaded: Φ(x) = ${num(phi)}.`;
  }

  private drawCdf(): void {
    const s = this.scene;
    const t = this.theme;
    const phi = this.core.value("cdf", s.x);
    this.plots.cdf.setData(
      [{ label: "Φ", stroke: t.foreground, width: 2 * t.lineScale }],
      [Array.from(this.grid), Array.from(this.curveValues.get("cdf")!)],
      s.x_range,
      [0, 1.05],
    );
    this.plots.cdf.setOverlay((u, ctx) => {
      marker(u, ctx, s.x, t.accent);
      dot(u, ctx, s.x, phi, t.accent);
    });
    typeset(this.plots.cdf.caption, "$\\Phi(x)$: the probability that the mask keeps $x$");
    typeset(this.plots.cdf.readout, `$P(\\text{keep } x) = \\Phi(${tex(s.x)}) = ${tex(phi)}$`);
    this.plots.cdf.description.textContent = `The normal distribution function Φ${this.shapeText()}; at x = ${fixed(s.x)} the mask keeps x with probability ${num(phi)}.`;
  }

  private drawActivations(): void {
    const s = this.scene;
    const t = this.theme;
    const ids = this.activeCurves();
    const series: uPlot.Series[] = [];
    const data: (number[] | Float64Array)[] = [Array.from(this.grid)];
    const formulaIds = (s.formulas ?? []).map((f) => f.id);
    for (const id of ids) {
      const base = id.startsWith("d") && this.rows.get(id)?.isDerivative ? id.slice(1) : id;
      const own = s.formulas?.find((f) => f.id === base);
      const pen = curvePen(id, t, formulaIds.indexOf(base), own);
      const derivative = this.rows.get(id)?.isDerivative ?? false;
      series.push({
        label: this.rows.get(id)?.name ?? id,
        stroke: pen.stroke,
        width: derivative ? pen.width * 0.6 : pen.width,
        dash: derivative ? [2, 3] : pen.dash,
      });
      data.push(Array.from(this.curveValues.get(id) ?? this.core.evaluate(id, this.grid)));
    }
    this.plots.act.setData(series, data as uPlot.AlignedData, s.x_range, s.y_range);
    const values = ids.map((id) => ({ id, y: this.core.value(id, s.x) }));
    this.plots.act.setOverlay((u, ctx) => {
      marker(u, ctx, s.x, t.accent);
      const mc = this.core.mcState(); // the run goes on while the curves stay
      values.forEach(({ y }, i) => dot(u, ctx, s.x, y, String(series[i]?.stroke ?? t.foreground)));
      if (mc.n > 0) {
        // The Monte Carlo estimate with its exact 95% band, beside GELU at x.
        const px = u.valToPos(s.x, "x", true) + 8 * devicePixelRatio;
        ctx.strokeStyle = t.accent;
        ctx.lineWidth = 2 * devicePixelRatio;
        ctx.beginPath();
        ctx.moveTo(px, u.valToPos(mc.low, "y", true));
        ctx.lineTo(px, u.valToPos(mc.high, "y", true));
        ctx.stroke();
        ctx.fillStyle = t.accent;
        ctx.fillRect(
          px - 3 * devicePixelRatio,
          u.valToPos(mc.mean, "y", true) - 3 * devicePixelRatio,
          6 * devicePixelRatio,
          6 * devicePixelRatio,
        );
      }
    });
    const names = ids.map((id) => this.rows.get(id)?.name ?? id);
    const title = ids.some((c) => c === "gelu_tanh" || c === "gelu_sigmoid")
      ? "Activations: GELU beside its approximations"
      : ids.length > 1
        ? "Activations: GELU beside other units"
        : "Activations";
    typeset(this.plots.act.caption, title);
    const gelu = this.core.value("gelu", s.x);
    typeset(
      this.plots.act.readout,
      `$\\mathrm{GELU}(${tex(s.x)}) = ${tex(s.x)}\\cdot ${tex(this.core.value("cdf", s.x))} = ${tex(gelu)}$`,
    );
    this.plots.act.description.textContent =
      `Activation functions over x from ${num(s.x_range[0])} to ${num(s.x_range[1])}: ${names.join(", ")}. At x = ${fixed(s.x)}: ` +
      values.map(({ id, y }) => `${this.rows.get(id)?.name ?? id} = ${num(y)}`).join(", ") +
      ".";
  }

  private drawMc(): void {
    const s = this.scene;
    const t = this.theme;
    const mc = this.core.mcState();
    const max = Math.max(this.target, mc.n, 10);
    const ns = nGrid(max);
    const means = new Map(this.path.map((p) => [p.n, p.mean]));
    const lows: number[] = [];
    const highs: number[] = [];
    for (const n of ns) {
      const [lo, hi] = this.core.mcFunnel(n);
      lows.push(lo);
      highs.push(hi);
    }
    const path = ns.map((n) => means.get(n) ?? null);
    const expected = mc.expected;
    // The y range: the funnel from n = 10 on, and every mean drawn so far.
    let lo = Math.min(expected, 0);
    let hi = Math.max(expected, 0);
    ns.forEach((n, i) => {
      if (n >= 10) {
        lo = Math.min(lo, lows[i]);
        hi = Math.max(hi, highs[i]);
      }
    });
    for (const p of this.path) {
      lo = Math.min(lo, p.mean);
      hi = Math.max(hi, p.mean);
    }
    const pad = (hi - lo) * 0.08 || 0.1;
    const bandStroke = t.dark ? "rgba(86,180,233,0.9)" : "rgba(0,114,178,0.8)";
    this.plots.mc.setData(
      [
        { label: "95% band", stroke: bandStroke, width: t.lineScale, dash: [4, 3] },
        { stroke: bandStroke, width: t.lineScale, dash: [4, 3] },
        { label: "running mean", stroke: t.accent, width: 2 * t.lineScale, spanGaps: true },
        { label: "target x·Φ(x)", stroke: t.foreground, width: 1.5 * t.lineScale },
      ],
      [ns, lows, highs, path, ns.map(() => expected)] as uPlot.AlignedData,
      [1, max],
      [lo - pad, hi + pad],
    );
    this.plots.mc.setOverlay(null);
    typeset(
      this.plots.mc.caption,
      "Monte Carlo: keep $x$ with probability $\\Phi(x)$, else 0 — the running mean tends to $x\\,\\Phi(x)$",
    );
    const coins = document.getElementById("coins");
    if (coins) {
      coins.replaceChildren();
      for (const d of this.coins) {
        const c = el("span", { class: d.kept ? "coin kept" : "coin" }, d.kept ? "x" : "0");
        c.title = d.kept
          ? `kept: U = ${num(d.variate)} < Φ(x)`
          : `dropped: U = ${num(d.variate)} ≥ Φ(x)`;
        coins.append(c);
      }
    }
    if (mc.n === 0) {
      typeset(
        this.plots.mc.readout,
        `$n = 0$ — press Play or Step.   target $x\\,\\Phi(x) = ${tex(expected)}$`,
      );
    } else {
      typeset(
        this.plots.mc.readout,
        `$n = ${count(mc.n).replace(/\u2009/g, "\\,")}$   kept ${count(mc.kept)} (${num((100 * mc.kept) / mc.n, 3)}%)   mean $${tex(mc.mean)} \\pm ${tex(1.959963984540054 * mc.stdError, 2)}$   target $${tex(expected)}$`,
      );
    }
    this.plots.mc.description.textContent =
      mc.n === 0
        ? `No draws yet at x = ${fixed(s.x)}; the target x·Φ(x) is ${num(expected)}.`
        : `After ${count(mc.n)} draws at x = ${fixed(s.x)} (seed ${s.monte_carlo.seed}), the mask kept x ${count(mc.kept)} times; the running mean is ${num(mc.mean)}, the target x·Φ(x) = ${num(expected)}.`;
    // The estimate beside GELU in the activations panel moves with the run.
    this.plots.act.redraw();
  }
}

declare const __VERSION__: string;
declare global {
  interface Window {
    geluExplorer?: { core: Core; app: App; readyMs: number };
  }
}

async function start(): Promise<void> {
  const root = document.getElementById("app")!;
  const note = document.getElementById("loading");
  try {
    const core = await Core.load();
    const app = new App(core, root);
    const embedded = document.getElementById("gelu-scene")?.textContent?.trim() ?? "";
    try {
      app.load(embedded || core.defaultScene(), true);
    } catch (e) {
      app.load(core.defaultScene(), true);
      app.status(
        `The scene in this page was refused: ${e instanceof CoreError ? e.message : String(e)}`,
        true,
      );
    }
    document.addEventListener("dragover", (e) => e.preventDefault());
    document.addEventListener("drop", async (e) => {
      e.preventDefault();
      const f = e.dataTransfer?.files[0];
      if (f) app.openText(await f.text(), f.name);
    });
    note?.remove();
    // The core and the page, for the browser's console (and the web tests).
    window.geluExplorer = { core, app, readyMs: performance.now() };
    document.documentElement.dataset.ready = "1";
  } catch (e) {
    if (note) note.textContent = `GELU Explorer could not start: ${String(e)}`;
    throw e;
  }
}

void start();
