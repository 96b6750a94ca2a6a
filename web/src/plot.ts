// One plot of the page: a uPlot chart in a <figure> that fills its box, follows the theme, lets
// a pointer (mouse, pen or finger) set x by dragging, and keeps a text description for screen
// readers beside the canvas.
import uPlot from "uplot";
import { typeset } from "./dom";
import { decadesOnly, niceCeiling, powerTick, ticks } from "./format";
import type { Theme } from "./theme";

export interface PlotSpec {
  id: string;
  domId?: string; // the element ids' stem (a second view on the page has its own); id by default
  title: string; // TeX allowed between $…$ (rendered by the caller)
  xLabel: string;
  yLabel: string;
  logX?: boolean;
  logY?: boolean;
  dragsX?: boolean;
  wholeX?: boolean; // x counts (epochs, layers): ticks at whole numbers only
}

/** The steps a counting axis' ticks may take: whole numbers, 1-2-5 in each decade. */
const kWholeSteps = Array.from({ length: 7 }, (_, k) => [1, 2, 5].map((m) => m * 10 ** k)).flat();

export type Draw = (u: uPlot, ctx: CanvasRenderingContext2D) => void;

/** A log axis' span, within what doubles draw: 10^-300 … 10^300. */
function logSpan([lo, hi]: [number, number]): [number, number] {
  const a = Math.min(Math.max(lo, 1e-300), 1e299);
  return [a, Math.max(Math.min(hi, 1e300), a * 10)];
}

/** A log axis' ticks, found here rather than by uPlot, whose search for the next tick never
 * ends over a span reaching below about 10^-27 (a network 100 layers deep took the page down
 * with "Invalid array length"): 1…9 × 10^k where the decades stand 24 px apart or more (their
 * powers labelled), else every few decades (a whole number of them), 24 px apart at least. */
function logSplits(u: uPlot, axis: number, min: number, max: number): number[] {
  const a = Math.floor(Math.log10(min) + 1e-9);
  const b = Math.ceil(Math.log10(max) - 1e-9);
  const px = (axis === 0 ? u.bbox.width : u.bbox.height) / (window.devicePixelRatio || 1);
  const decadePx = px / Math.max(1, b - a);
  const out: number[] = [];
  if (decadePx >= 24) {
    for (let k = a; k <= b; ++k) {
      for (let m = 1; m <= 9; ++m) {
        const v = Number(`${m}e${k}`);
        if (v >= min * (1 - 1e-12) && v <= max * (1 + 1e-12)) out.push(v);
      }
    }
    return out;
  }
  const step = Math.max(1, Math.round(niceCeiling(24 / Math.max(decadePx, 1e-9))));
  for (let k = Math.ceil(a / step) * step; k <= b; k += step) {
    const v = Number(`1e${k}`);
    if (v >= min * (1 - 1e-12) && v <= max * (1 + 1e-12)) out.push(v);
  }
  return out;
}

/** An SVG element with its attributes. */
function svgNode(tag: string, attrs: Record<string, string>): SVGElement {
  const e = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

const kAxisFont = "13px system-ui, sans-serif"; // the axes' ticks and names
const measureContext = document.createElement("canvas").getContext("2d")!;

/** The width a y axis needs for its tick labels, at least uPlot's fixed 50 px: at 50 px "−6000"
 * ran into the axis' name. (Its tick and gap, 10 and 5 px, are uPlot's defaults.) */
function tickLabelsWidth(values: string[] | null): number {
  measureContext.font = kAxisFont;
  const widest = Math.max(0, ...(values ?? []).map((v) => measureContext.measureText(v).width));
  return Math.max(50, Math.ceil(widest + 10 + 5 + 4));
}

export class Plot {
  readonly figure: HTMLElement;
  readonly caption: HTMLElement;
  readonly description: HTMLElement;
  readonly readout: HTMLElement;
  private readonly legend: HTMLElement;
  private readonly box: HTMLElement;
  private chart: uPlot | null = null;
  private series: uPlot.Series[] = [];
  private bands: uPlot.Band[] = [];
  private data: uPlot.AlignedData = [[]];
  private xRange: [number, number] = [0, 1];
  private yRange: [number, number] = [0, 1];
  private theme: Theme;
  private overlay: Draw | null = null;
  private legendKey = "";
  private legendMarks: { label: string; color: string }[] = [];
  /** The plots of this one's column (one over another, beginning and ending at one left and
   * one right edge, as the desktop lines up a column), and what its tick labels need. */
  private column: Plot[] = [this];
  private yNeed = 50;
  private yWidth = 50;

  constructor(
    readonly spec: PlotSpec,
    parent: HTMLElement,
    theme: Theme,
    private readonly onX: (x: number) => void,
  ) {
    this.theme = theme;
    if (spec.logX) this.xRange = [1, 10];
    if (spec.logY) this.yRange = [0.1, 10];
    this.figure = document.createElement("figure");
    this.figure.className = "panel";
    const stem = spec.domId ?? spec.id;
    this.figure.id = `panel-${stem}`;
    this.figure.dataset.panel = spec.id;
    this.caption = document.createElement("figcaption");
    this.caption.className = "panel-title";
    this.box = document.createElement("div");
    this.box.className = "plot-box";
    this.box.setAttribute("role", "img");
    this.description = document.createElement("p");
    this.description.className = "sr-only";
    this.description.id = `describe-${stem}`;
    this.description.setAttribute("aria-live", "polite");
    this.box.setAttribute("aria-describedby", this.description.id);
    this.readout = document.createElement("div");
    this.readout.className = "readout";
    this.legend = document.createElement("ul");
    this.legend.className = "legend";
    this.legend.setAttribute("aria-label", "Legend");
    this.figure.append(this.caption, this.legend, this.box, this.readout, this.description);
    parent.append(this.figure);
    new ResizeObserver(() => this.resize()).observe(this.box);
  }

  /** Makes these plots (one over another) a column: their plots begin and end at one edge. */
  static lineUpColumn(plots: Plot[]): void {
    for (const p of plots) p.column = plots;
  }

  /** The y axis's width: the plots of its column begin at one left edge, where the widest tick
   * labels need it (a plot may stand inset in another's figure: the number formats' errors). A
   * plot that moves the edge lays out the others again (next frame; they then measure the same). */
  private yAxisWidth(values: string[] | null): number {
    this.yNeed = tickLabelsWidth(values);
    const shown = this.shownColumn();
    if (shown.length < 2) return (this.yWidth = this.yNeed); // (a plot alone reads no layout)
    const left = (p: Plot) => p.box.getBoundingClientRect().left;
    const edge = Math.max(...shown.map((p) => left(p) + p.yNeed));
    this.yWidth = Math.round(edge - left(this));
    for (const p of shown) {
      if (p !== this && p.chart !== null && Math.round(edge - left(p)) !== p.yWidth) {
        requestAnimationFrame(() => p.chart?.redraw(false, true));
      }
    }
    return this.yWidth;
  }

  /** uPlot's own 25 px right of a plot, more for one wider than its column's narrowest. */
  private rightPadding(): number {
    const shown = this.shownColumn();
    if (shown.length < 2) return 25;
    const right = (p: Plot) => p.box.getBoundingClientRect().right;
    return Math.round(right(this) - Math.min(...shown.map(right)) + 25);
  }

  /** This plot's column as laid out now: a hidden plot (no box) lines up with nothing. */
  private shownColumn(): Plot[] {
    if (this.column.length < 2) return this.column;
    return this.column.filter((p) => p.box.getClientRects().length > 0);
  }

  setTheme(theme: Theme): void {
    this.theme = theme;
    this.rebuild();
  }

  /** Sets the curves and the data (x first), then draws. */
  setData(
    series: uPlot.Series[],
    data: uPlot.AlignedData,
    x: [number, number],
    y: [number, number],
    bands: uPlot.Band[] = [],
  ) {
    const sameShape =
      this.chart !== null &&
      series.length === this.series.length &&
      series.every(
        (s, i) => s.label === this.series[i].label && s.stroke === this.series[i].stroke,
      ) &&
      JSON.stringify(bands) === JSON.stringify(this.bands);
    this.series = series;
    this.bands = bands;
    this.data = data;
    this.fillLegend();
    this.xRange = this.spec.logX ? logSpan(x) : x;
    this.yRange = this.spec.logY ? logSpan(y) : y;
    x = this.xRange;
    y = this.yRange;
    if (!sameShape) {
      this.rebuild();
      return;
    }
    this.chart!.batch(() => {
      this.chart!.setData(this.data, false);
      this.chart!.setScale("x", { min: x[0], max: x[1] });
      this.chart!.setScale("y", { min: y[0], max: y[1] });
    });
  }

  /** What is drawn over the curves (the x marker, a band, the coins' marks). */
  setOverlay(draw: Draw | null): void {
    this.overlay = draw;
    this.chart?.redraw(false, false);
  }

  redraw(): void {
    this.chart?.redraw(false, false);
  }

  private size(): { width: number; height: number } {
    const r = this.box.getBoundingClientRect();
    return {
      width: Math.max(120, Math.floor(r.width)),
      height: Math.max(120, Math.floor(r.height)),
    };
  }

  private resize(): void {
    if (this.chart === null) return;
    const s = this.size();
    if (s.width !== this.chart.width || s.height !== this.chart.height) this.chart.setSize(s);
  }

  private rebuild(): void {
    this.chart?.destroy();
    this.chart = null;
    const t = this.theme;
    const axis = (label: string): uPlot.Axis => ({
      label,
      stroke: t.foreground,
      grid: { stroke: t.grid, width: 1 },
      ticks: { stroke: t.grid, width: 1 },
      font: kAxisFont,
      labelFont: kAxisFont,
    });
    // Ticks as the desktop writes them (format.ts): uPlot's own write "-0.01" with a hyphen,
    // cut tiny steps to 12 decimals and round 0.0001 to "0" on a log axis.
    const linear: uPlot.Axis["values"] = (_u, splits, _axis, _space, step) => ticks(splits, step);
    const xAxis = axis(this.spec.xLabel);
    xAxis.values = linear;
    if (this.spec.wholeX) xAxis.incrs = kWholeSteps;
    if (this.spec.logX) {
      xAxis.values = (_u, splits) => splits.map((v) => powerTick(v, 0, 3));
      xAxis.splits = logSplits;
      xAxis.filter = (_u, splits) => splits; // (uPlot's own thins its own splits, not these)
      xAxis.grid = { ...xAxis.grid, filter: (_u, splits) => decadesOnly(splits) };
    }
    const yAxis = axis(this.spec.yLabel);
    yAxis.values = linear;
    yAxis.size = (_u, values) => this.yAxisWidth(values);
    if (this.spec.logY) {
      yAxis.values = (_u, splits) => splits.map((v) => powerTick(v, -2, 3));
      yAxis.splits = logSplits;
      yAxis.filter = (_u, splits) => splits;
      yAxis.grid = { ...yAxis.grid, filter: (_u, splits) => decadesOnly(splits) };
    }
    const opts: uPlot.Options = {
      ...this.size(),
      scales: {
        x: { time: false, distr: this.spec.logX ? 3 : 1, range: () => this.xRange },
        y: { distr: this.spec.logY ? 3 : 1, range: () => this.yRange },
      },
      axes: [xAxis, yAxis],
      // A column's plots end at one right edge: uPlot's own 25 px from the innermost's.
      padding: [null, () => this.rightPadding(), null, null],
      // Curves at their points, not at whole pixels: rounded, a gentle slope (the pdf's tails)
      // drew as steps. No marks at the data's points unless a series asks (uPlot's own, on a
      // sparse curve, ringed every point of the Monte Carlo band's edges on a wide slide).
      series: [
        { label: "x" },
        ...this.series.map((s) => ({ pxAlign: 0, points: { show: false }, ...s })),
      ],
      bands: this.bands,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { show: false } },
      hooks: {
        draw: [
          (u) => {
            if (!this.overlay) return;
            const ctx = u.ctx;
            ctx.save();
            ctx.beginPath();
            ctx.rect(u.bbox.left, u.bbox.top, u.bbox.width, u.bbox.height);
            ctx.clip();
            this.overlay(u, ctx);
            ctx.restore();
          },
        ],
      },
    };
    this.chart = new uPlot(opts, this.data, this.box);
    this.chart.root.style.color = t.foreground;
    if (this.spec.dragsX) this.enableDrag(this.chart);
  }

  /** Legend entries for what the overlay draws (not a series): an estimate's mark with its
   * interval, in `color`. */
  setLegendMarks(marks: { label: string; color: string }[]): void {
    this.legendMarks = marks;
    this.fillLegend();
  }

  /** The legend above the plot: a sample of each labelled curve's pen, then its name; then the
   * overlay's marks. */
  private fillLegend(): void {
    const key =
      this.series.map((s) => `${String(s.label)}|${String(s.stroke)}|${String(s.dash)}`).join(";") +
      this.legendMarks.map((m) => `;${m.label}|${m.color}`).join("");
    if (key === this.legendKey) return;
    this.legendKey = key;
    this.legend.replaceChildren();
    for (const s of this.series) {
      if (!s.label) continue;
      const item = document.createElement("li");
      const svg = svgNode("svg", { width: "34", height: "12", "aria-hidden": "true" });
      if (s.width === 0 && s.points?.show) {
        svg.append(
          svgNode("circle", {
            cx: "17",
            cy: "6",
            r: "3.5",
            fill: String(s.points.fill ?? s.stroke),
          }),
        );
      } else if (s.fill) {
        svg.append(
          svgNode("rect", { x: "2", y: "1", width: "30", height: "10", fill: String(s.fill) }),
        );
      } else {
        const line: Record<string, string> = {
          x1: "2",
          x2: "32",
          y1: "6",
          y2: "6",
          stroke: String(s.stroke),
          "stroke-width": String(Math.min(3, Number(s.width ?? 2))),
        };
        if (s.dash && s.dash.length > 0) line["stroke-dasharray"] = s.dash.join(" ");
        svg.append(svgNode("line", line));
      }
      const label = document.createElement("span");
      typeset(label, String(s.label));
      item.append(svg, label);
      this.legend.append(item);
    }
    for (const m of this.legendMarks) {
      // As the overlay draws it: the interval's bar with the mean's square on it.
      const item = document.createElement("li");
      const svg = svgNode("svg", { width: "34", height: "12", "aria-hidden": "true" });
      svg.append(
        svgNode("line", {
          x1: "17",
          x2: "17",
          y1: "0",
          y2: "12",
          stroke: m.color,
          "stroke-width": "2",
        }),
        svgNode("rect", { x: "14", y: "3", width: "6", height: "6", fill: m.color }),
      );
      const label = document.createElement("span");
      label.textContent = m.label;
      item.append(svg, label);
      this.legend.append(item);
    }
  }

  private enableDrag(u: uPlot): void {
    const over = u.over;
    over.style.touchAction = "none";
    over.style.cursor = "ew-resize";
    let dragging = false;
    const move = (e: PointerEvent) => {
      const r = over.getBoundingClientRect();
      this.onX(u.posToVal(e.clientX - r.left, "x"));
    };
    over.addEventListener("pointerdown", (e) => {
      dragging = true;
      over.setPointerCapture(e.pointerId);
      move(e);
    });
    over.addEventListener("pointermove", (e) => {
      if (dragging) move(e);
    });
    const end = () => {
      dragging = false;
    };
    over.addEventListener("pointerup", end);
    over.addEventListener("pointercancel", end);
  }
}

/** A vertical line at x and dots at the given values, in plot coordinates. */
export function marker(u: uPlot, ctx: CanvasRenderingContext2D, x: number, colour: string): number {
  const px = u.valToPos(x, "x", true);
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1.5 * devicePixelRatio;
  ctx.setLineDash([5 * devicePixelRatio, 4 * devicePixelRatio]);
  ctx.beginPath();
  ctx.moveTo(px, u.bbox.top);
  ctx.lineTo(px, u.bbox.top + u.bbox.height);
  ctx.stroke();
  ctx.setLineDash([]);
  return px;
}

export function dot(
  u: uPlot,
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  colour: string,
  ring?: string,
) {
  if (!Number.isFinite(y)) return;
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(
    u.valToPos(x, "x", true),
    u.valToPos(y, "y", true),
    4.5 * devicePixelRatio,
    0,
    2 * Math.PI,
  );
  ctx.fill();
  if (ring) {
    ctx.strokeStyle = ring;
    ctx.lineWidth = 1.5 * devicePixelRatio;
    ctx.stroke();
  }
}
