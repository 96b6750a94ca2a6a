// The training panel in the page: the same networks, data and initial weights as the desktop's,
// one per activation, trained live by the core; each pane shows what its network has learned
// (the probability of class 1 over the plane, or ŷ(x) for regression) over the data, with its
// test accuracy and dead units, and the loss plot follows the epochs.
import type uPlot from "uplot";
import type { Core, TrainingInfo, TrainingMetrics } from "./core";
import { el, typeset } from "./dom";
import { tr } from "./i18n";
import type { Plot } from "./plot";
import { niceCeiling } from "./format";
import { curvePen, type Theme } from "./theme";

const kGridSide = 48; // the surface's resolution, per side
const kFrameBudgetMs = 12; // training per animation frame, leaving the rest for drawing
// A map's axes around its square plot (CSS pixels): the first map carries the y axis' numbers
// and name on its left; every map its x axis' under it.
const kAxisLeft = 46;
const kAxisRight = 6;
const kAxisTop = 4;
const kAxisBottom = 40;
const kPaneGap = 16; // between the maps (.train-panes' gap)
const kLeastSide = 120;
const kMostSide = 520;
const kTickFont = 12;
const kTicks = [-1, -0.5, 0, 0.5, 1];

/**
 * Where the losses' epoch axis ends at `epoch` of `target`, as the desktop's training panel has
 * it: it grows with the run in steps that leave a fifth of the plot ahead, never past the
 * target, so the opening epochs of a long run fill the plot instead of its first pixels.
 */
export function epochAxisEnd(epoch: number, target: number): number {
  return Math.min(niceCeiling(Math.max(10, 1.25 * epoch)), Math.max(target, epoch));
}

export class TrainingPane {
  private info: TrainingInfo | null = null;
  /** The scene's formulas (a formula trained takes its look from its definition). */
  formulas: { id: string; colour?: string; style?: string }[] = [];
  private history: TrainingMetrics[][] = [];
  private playing = false;
  private frame = 0;
  private lastSurface = 0;
  private readonly panes: HTMLElement;
  private readonly playButton: HTMLButtonElement;
  private readonly epochLine: HTMLElement;
  private grid: { x1: Float64Array; x2: Float64Array } | null = null;
  /** The heat map's grid as an image, scaled onto each map. */
  private gridCanvas: HTMLCanvasElement | null = null;
  /** Whether the maps are to be sized again (new, or the panel or window resized). */
  private unsized = true;

  constructor(
    private readonly core: Core,
    private readonly plot: Plot,
    private theme: Theme,
    private readonly names: (id: string) => string,
    private readonly settings: () => { epochs: number; speed: number },
    prefix: string,
  ) {
    const fig = plot.figure;
    const bar = el("div", { class: "panel-controls" });
    this.playButton = el(
      "button",
      { type: "button", id: `${prefix}train-play` },
      tr("ui::TrainingPanel", "Play"),
    );
    this.playButton.addEventListener("click", () => (this.playing ? this.pause() : this.play()));
    const step = el("button", { type: "button", id: `${prefix}train-step` }, "+100");
    step.addEventListener("click", () => {
      this.pause();
      this.train(100);
      this.show(true);
    });
    const reset = el(
      "button",
      {
        type: "button",
        id: `${prefix}train-reset`,
        title: tr("ui::TrainingPanel", "Back to the initial weights (epoch 0)"),
      },
      tr("ui::TrainingPanel", "Reset"),
    );
    reset.addEventListener("click", () => {
      this.pause();
      this.start();
    });
    this.epochLine = el("span", { class: "counter", "aria-live": "polite" });
    bar.append(this.playButton, step, reset, this.epochLine);
    this.panes = el("div", { class: "train-panes" });
    // The maps follow the panel's width and the window's height (a window resized, a phone
    // turned, the view shown): sized again then, not at every frame of a run (each measure
    // lays the page out). Only a change of width is the panel's (a canvas resized changes the
    // panel's height, which would call this again).
    let width = -1;
    new ResizeObserver(() => {
      if (this.panes.clientWidth === width) return;
      width = this.panes.clientWidth;
      this.resizeMaps();
    }).observe(this.panes);
    window.addEventListener("resize", () => this.resizeMaps());
    const note = el(
      "p",
      { class: "note" },
      "Trained here by the desktop's core in WebAssembly, which has no fused multiply-add: its GELU for training is x·Φ(x) from the C library's erfc (a few ULPs, not correctly rounded), and exp and log are the browser's C library's, so a run may differ from the desktop's in the last bits.",
    );
    fig.insertBefore(bar, fig.querySelector(".legend"));
    fig.insertBefore(this.panes, fig.querySelector(".legend"));
    fig.append(note);
  }

  setTheme(theme: Theme): void {
    this.theme = theme;
    this.show(true);
  }

  /** Builds the networks from the scene (epoch 0), then trains to `epoch`. */
  start(epoch = 0): void {
    typeset(
      this.plot.caption,
      tr(
        "ui::TrainingPanel",
        "Training: the same network, data and initial weights, one activation each",
      ),
    );
    this.info = this.core.trainStart();
    this.history = [this.core.trainMetrics()];
    this.panes.replaceChildren(
      ...this.info.activations.map((id, k) => {
        const pane = el("figure", { class: "train-pane" });
        const canvas = el("canvas", { role: "img" });
        canvas.setAttribute("aria-label", `${this.names(id)}: what network ${k + 1} has learned`);
        pane.append(canvas, el("figcaption", {}));
        return pane;
      }),
    );
    this.unsized = true; // (new canvases)
    if (epoch > 0) this.train(epoch);
    this.show(true);
  }

  private train(epochs: number): void {
    if (!this.info || this.info.activations.length === 0) return;
    const target = Math.min(this.settings().epochs, this.epoch() + epochs);
    if (target > this.epoch()) {
      this.core.trainEpochs(target - this.epoch());
      this.history.push(this.core.trainMetrics());
    }
  }

  epoch(): number {
    return this.history[this.history.length - 1]?.[0]?.epoch ?? 0;
  }

  /** Called when training starts or stops playing (the room's presenter sends it). */
  onPlayChange: ((playing: boolean) => void) | null = null;

  isPlaying(): boolean {
    return this.playing;
  }

  play(): void {
    if (this.playing || !this.info) return;
    if (this.epoch() >= this.settings().epochs) this.start();
    this.playing = true;
    this.onPlayChange?.(true);
    this.playButton.textContent = tr("ui::TrainingPanel", "Pause");
    let last = performance.now();
    let owed = 0;
    const tick = (now: number) => {
      if (!this.playing) return;
      const { epochs, speed } = this.settings();
      // At the scene's pace (epochs a second), or as fast as a frame allows (speed 0).
      owed += speed > 0 ? (speed * (now - last)) / 1000 : Infinity;
      last = now;
      const t0 = performance.now();
      while (owed >= 1 && this.epoch() < epochs && performance.now() - t0 < kFrameBudgetMs) {
        this.core.trainEpochs(1);
        owed -= 1;
        if (this.epoch() % 10 === 0) this.history.push(this.core.trainMetrics());
        this.history[this.history.length - 1] = this.core.trainMetrics();
      }
      if (!Number.isFinite(owed)) owed = 0;
      this.show(now - this.lastSurface > 150);
      if (this.epoch() >= epochs) {
        this.pause();
        return;
      }
      this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  pause(): void {
    const was = this.playing;
    this.playing = false;
    cancelAnimationFrame(this.frame);
    this.playButton.textContent = tr("ui::TrainingPanel", "Play");
    if (was) this.onPlayChange?.(false);
  }

  /** The loss plot, each pane's line and (when `surfaces`) what each network has learned. */
  private show(surfaces: boolean): void {
    if (!this.info) return;
    const ids = this.info.activations;
    const metrics = this.history[this.history.length - 1] ?? [];
    const epochs = this.history.map((m) => m[0]?.epoch ?? 0);
    const series: uPlot.Series[] = [];
    const data: (number | null)[][] = [epochs];
    ids.forEach((id, k) => {
      const look = this.core.curveLook(id, { shown: ids, formulas: this.formulas }, this.theme);
      const pen = curvePen(look, this.theme);
      series.push({ label: this.names(id), stroke: pen.stroke, width: pen.width, dash: pen.dash });
      data.push(this.history.map((m) => m[k]?.testLoss ?? null));
    });
    // The losses' span, on a log axis as the desktop's: from half the least to twice the most.
    let lo = Infinity;
    let hi = 0;
    for (const row of data.slice(1))
      for (const v of row) {
        if (v !== null && Number.isFinite(v) && v > 0) {
          lo = Math.min(lo, v);
          hi = Math.max(hi, v);
        }
      }
    if (!(hi > 0)) [lo, hi] = [0.01, 1];
    const end = epochAxisEnd(this.epoch(), this.settings().epochs);
    this.epochLine.dataset.axisEnd = String(end);
    this.plot.setData(series, data as uPlot.AlignedData, [0, end], [lo / 2, hi * 2]);
    this.epochLine.textContent = `${tr("ui::TrainingPanel", "epoch")} ${this.epoch()} / ${this.settings().epochs}`;
    const captions = this.panes.querySelectorAll("figcaption");
    ids.forEach((id, k) => {
      const m = metrics[k];
      if (!m) return;
      const line =
        this.info!.classes && m.testAccuracy !== null
          ? `${this.names(id)}: ${(100 * m.testAccuracy).toFixed(1)} %`
          : `${this.names(id)}: loss ${m.testLoss === null ? "—" : m.testLoss.toPrecision(3)}`;
      // Each phrase whole on its line (on a phone they broke as "0 dead / units").
      const dead = tr("ui::TrainingPanel", "%1 dead units", String(m.deadUnits));
      captions[k].replaceChildren(
        el("span", { class: "phrase" }, line),
        " · ",
        el("span", { class: "phrase" }, dead),
      );
    });
    this.plot.description.textContent = ids
      .map((id, k) => {
        const m = metrics[k];
        return m
          ? tr(
              "Web",
              "%1: epoch %2, test loss %3, test accuracy %4, %5 dead units",
              this.names(id),
              String(m.epoch),
              m.testLoss === null ? "—" : m.testLoss.toPrecision(3),
              m.testAccuracy === null ? "—" : `${(100 * m.testAccuracy).toFixed(1)} %`,
              String(m.deadUnits),
            )
          : "";
      })
      .join("; ");
    // (new maps, or resized ones, are blank: drawn again whatever was asked)
    const resized = this.unsized && this.sizeMaps();
    this.unsized = false;
    if (resized || surfaces) {
      this.lastSurface = performance.now();
      const canvases = this.panes.querySelectorAll("canvas");
      ids.forEach((_, k) => this.drawSurface(canvases[k], k));
    }
  }

  /** The maps sized again for the panel and drawn, where the size changed. */
  private resizeMaps(): void {
    this.unsized = true;
    if (this.info) this.show(false);
  }

  /** Each map's plot side in CSS pixels: as large as the panel's width shared among the maps
   * (and their axes) and under half the window's height let it be, as the desktop squares its
   * maps in their room. */
  private mapSide(n: number): number {
    const room = (this.panes.clientWidth - kAxisLeft - (n - 1) * (kPaneGap + kAxisRight)) / n;
    const fit = Math.min(room - kAxisRight, 0.45 * window.innerHeight, kMostSide);
    return Math.max(kLeastSide, Math.floor(fit));
  }

  /** Sizes the maps' canvases for the panel (CSS pixels, drawn at the screen's resolution);
   * whether any changed. */
  private sizeMaps(): boolean {
    const canvases = this.panes.querySelectorAll("canvas");
    const side = this.mapSide(canvases.length);
    const scale = window.devicePixelRatio || 1;
    let changed = false;
    canvases.forEach((canvas, k) => {
      const width = (k === 0 ? kAxisLeft : 0) + side + kAxisRight;
      const height = kAxisTop + side + kAxisBottom;
      if (canvas.style.width !== `${width}px` || canvas.width !== Math.round(width * scale)) {
        canvas.style.width = `${width}px`;
        canvas.style.height = `${height}px`;
        canvas.width = Math.round(width * scale);
        canvas.height = Math.round(height * scale);
        changed = true;
      }
    });
    return changed;
  }

  /** What network k has learned, over the data, on axes as the desktop's maps have them: for
   * two classes the probability of class 1 on the core's heat map (the classes' tints through
   * the background, gelu::model::trainingMapLook), for regression ŷ(x) as a curve. */
  private drawSurface(canvas: HTMLCanvasElement, k: number): void {
    const info = this.info!;
    const ctx = canvas.getContext("2d")!;
    const t = this.theme;
    const look = this.core.trainingLook(t);
    const scale = canvas.width / parseFloat(canvas.style.width || String(canvas.width));
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    const left = k === 0 ? kAxisLeft : 0;
    const side = canvas.width / scale - left - kAxisRight;
    const toPx = (v: number) => left + ((v + 1.25) / 2.5) * side;
    const toPy = (v: number) => kAxisTop + side - ((v + 1.25) / 2.5) * side;
    // (the panel's own background round the map, as round the page's other plots)
    ctx.clearRect(0, 0, canvas.width / scale, canvas.height / scale);
    if (info.inputs !== 2) {
      ctx.fillStyle = t.background;
      ctx.fillRect(left, kAxisTop, side, side);
    }
    // What was learned, and the data, inside the map's square (a regression's ŷ beyond ±1.25 ran
    // over the axes' numbers).
    ctx.save();
    ctx.beginPath();
    ctx.rect(left, kAxisTop, side, side);
    ctx.clip();
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const classes = look.classes.map(rgb);
    const stops = look.stops.map(rgb);
    if (info.inputs === 2) {
      if (!this.grid) {
        const n = kGridSide * kGridSide;
        const x1 = new Float64Array(n);
        const x2 = new Float64Array(n);
        for (let i = 0; i < kGridSide; ++i) {
          for (let j = 0; j < kGridSide; ++j) {
            x1[i * kGridSide + j] = -1.25 + (2.5 * (j + 0.5)) / kGridSide;
            x2[i * kGridSide + j] = 1.25 - (2.5 * (i + 0.5)) / kGridSide;
          }
        }
        this.grid = { x1, x2 };
      }
      const p = this.core.trainPredict(k, this.grid.x1, this.grid.x2);
      const image = new ImageData(kGridSide, kGridSide);
      for (let i = 0; i < kGridSide * kGridSide; ++i) {
        const q = Math.min(1, Math.max(0, p[i]));
        // Linear in RGB between the stops at 0, ½ and 1, as the desktop's colour map.
        const [from, to, f] =
          q < 0.5 ? [stops[0], stops[1], 2 * q] : [stops[1], stops[2], 2 * q - 1];
        for (let n = 0; n < 3; ++n)
          image.data[4 * i + n] = Math.round(from[n] + (to[n] - from[n]) * f);
        image.data[4 * i + 3] = 255;
      }
      // Drawn smooth between the grid's points, as the desktop interpolates its colour map.
      const grid = (this.gridCanvas ??= document.createElement("canvas"));
      grid.width = grid.height = kGridSide;
      grid.getContext("2d")!.putImageData(image, 0, 0);
      ctx.imageSmoothingEnabled = true;
      ctx.imageSmoothingQuality = "high";
      ctx.drawImage(grid, left, kAxisTop, side, side);
    }
    // The points: training ones filled, test ones hollow (on the background), each in its
    // class's colour.
    const radius = Math.max(2.2, side / 110);
    for (const [set, filled] of [
      [info.train, true],
      [info.test, false],
    ] as const) {
      for (const [x1, x2, y] of set) {
        const px = toPx(x1);
        const py = info.inputs === 2 ? toPy(x2) : toPy(y);
        const c = info.inputs === 2 ? classes[y > 0.5 ? 1 : 0] : rgb(t.foreground);
        ctx.beginPath();
        ctx.arc(px, py, radius, 0, 2 * Math.PI);
        ctx.fillStyle = filled ? `rgb(${c[0]},${c[1]},${c[2]})` : t.background;
        ctx.fill();
        if (!filled) {
          ctx.lineWidth = 1;
          ctx.strokeStyle = `rgb(${c[0]},${c[1]},${c[2]})`;
          ctx.stroke();
        }
      }
    }
    if (info.inputs === 1) {
      const n = 200;
      const x1 = Float64Array.from({ length: n }, (_, i) => -1.2 + (2.4 * i) / (n - 1));
      const y = this.core.trainPredict(k, x1, new Float64Array(n));
      ctx.strokeStyle = t.accent;
      ctx.lineWidth = 2;
      ctx.beginPath();
      x1.forEach((x, i) =>
        i === 0 ? ctx.moveTo(toPx(x), toPy(y[i])) : ctx.lineTo(toPx(x), toPy(y[i])),
      );
      ctx.stroke();
    }
    ctx.restore();
    this.drawAxes(ctx, k, left, side, info.inputs === 2);
  }

  /** A map's frame, its ticks and their numbers (−1 … 1, one scale for all maps: the y axis'
   * numbers and name on the first map only, as on the desktop) and the axes' names. */
  private drawAxes(
    ctx: CanvasRenderingContext2D,
    k: number,
    left: number,
    side: number,
    plane: boolean,
  ): void {
    const t = this.theme;
    const bottom = kAxisTop + side;
    const toPx = (v: number) => left + ((v + 1.25) / 2.5) * side;
    const toPy = (v: number) => bottom - ((v + 1.25) / 2.5) * side;
    ctx.strokeStyle = t.foreground;
    ctx.fillStyle = t.foreground;
    ctx.lineWidth = 1;
    ctx.strokeRect(left + 0.5, kAxisTop + 0.5, side - 1, side - 1);
    ctx.font = `${kTickFont}px ${getComputedStyle(this.panes).fontFamily}`;
    const number = (v: number) => (v < 0 ? `\u2212${-v}` : String(v));
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    // (a small map's numbers every whole unit, so that they do not run into each other)
    const ticks = side < 220 ? [-1, 0, 1] : kTicks;
    ctx.beginPath();
    for (const v of ticks) {
      const x = Math.round(toPx(v)) + 0.5;
      ctx.moveTo(x, bottom);
      ctx.lineTo(x, bottom + 4);
      ctx.fillText(number(v), x, bottom + 6);
      if (k === 0) {
        const y = Math.round(toPy(v)) + 0.5;
        ctx.moveTo(left, y);
        ctx.lineTo(left - 4, y);
      }
    }
    ctx.stroke();
    ctx.font = `italic ${kTickFont + 2}px serif`;
    ctx.fillText(plane ? "x\u2081" : "x", left + side / 2, bottom + 8 + kTickFont);
    if (k === 0) {
      ctx.font = `${kTickFont}px ${getComputedStyle(this.panes).fontFamily}`;
      ctx.textAlign = "right";
      ctx.textBaseline = "middle";
      for (const v of ticks) ctx.fillText(number(v), left - 6, toPy(v));
      ctx.save();
      ctx.translate(9, kAxisTop + side / 2);
      ctx.rotate(-Math.PI / 2);
      ctx.font = `italic ${kTickFont + 2}px serif`;
      ctx.textAlign = "center";
      ctx.fillText(plane ? "x\u2082" : "\u0177", 0, 0);
      ctx.restore();
    }
  }
}
