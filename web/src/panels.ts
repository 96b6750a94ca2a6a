// The panels the web edition draws, each from the core's values only: the normal pdf with the
// area up to x shaded, Φ, the activations (with the Monte Carlo estimate beside GELU at x), their
// derivatives, and the Monte Carlo run with its coins, running mean and exact funnel.
import uPlot from "uplot";
import type { Core, Draw, FunctionRow } from "./core";
import { el, plainText, typeset, typesetItems } from "./dom";
import { count, fixed, niceCeiling, num, tex, texFixed, texOfC } from "./format";
import { dot, marker, type Plot } from "./plot";
import { tr } from "./i18n";
import { bandFill, curvePen, type CurveSet, type Theme } from "./theme";
import type { SceneJson } from "./scene";

export const kPerDecade = 40; // points of the running mean per factor of ten of n

/** The grid of n at which the running mean is drawn: 1, …, 40 points a decade, up to `max`. */
export function nGrid(max: number): number[] {
  const out: number[] = [];
  for (let k = 0; ; ++k) {
    const n = Math.round(10 ** (k / kPerDecade));
    if (n > max) break;
    if (out.length === 0 || n > out[out.length - 1]) out.push(n);
  }
  if (out[out.length - 1] !== max) out.push(max);
  return out;
}

/** A function's name as the desktop shows it in the reader's language. */
export function nameOf(c: PanelContext, id: string): string {
  const row = c.rows.get(id);
  if (!row) return id;
  // Typed formulas are named by their ids, which are not translated.
  return row.family === 6 ? row.name : tr("Curves", row.name);
}

export type PanelId =
  | "pdf-area"
  | "cdf"
  | "monte-carlo"
  | "activations"
  | "derivatives"
  | "errors"
  | "dtype"
  | "training"
  | "propagation"
  | "compare"
  | "neuron";

/** What a panel draws from: the scene, the core, the sampled curves and the run so far. */
export interface PanelContext {
  core: Core;
  scene: SceneJson;
  theme: Theme;
  grid: Float64Array;
  curveValues: Map<string, Float64Array>;
  rows: Map<string, FunctionRow>;
  plots: Record<PanelId, Plot>;
  path: { n: number; mean: number }[];
  coins: Draw[];
  target: number;
  shade: boolean; // the pdf's area up to x shaded (a deck step may turn it off)
  trace: boolean; // the activations drawn up to x only (a sweep traces them)
  coinsBox: HTMLElement | null; // where the Monte Carlo panel's coins go
  dtypeUlps: Plot; // the number-format panel's second plot: each form's error in ULPs
  dtypeCache: DtypeCache | null; // what the number-format panel computed for its format
  compareGrid(ids: string[]): Plot[]; // the side-by-side panel's small plots, one per curve
  compareDifference: boolean; // each curve minus GELU
  propagationCache: {
    key: string;
    series: uPlot.Series[];
    data: (number | null)[][];
    lines: string[];
    hi: number;
    lo: number;
  } | null;
  activeCurves(): string[];
  drawnActivations(): string[]; // the activations panel's: with its companions' curves
  companions(): string[]; // companionCurves of the panels shown
}

/** The activations' legend names the overlay's Monte Carlo mark, as the desktop names it, while
 * the run has draws (the mark comes and goes with them). */
export function nameMonteCarloMark(c: PanelContext): void {
  c.plots.activations.setLegendMarks(
    c.core.mcState().n > 0
      ? [{ label: tr("ui::ActivationsPanel", "Monte Carlo mean ± 95%"), color: c.theme.accent }]
      : [],
  );
}

/** What every panel of the view colours a curve among: the scene's curves, then its companions
 * (companionCurves), which take their colours from what the scene's curves leave. */
function curveSet(c: PanelContext): CurveSet {
  return { shown: c.scene.curves, companions: c.companions(), formulas: c.scene.formulas };
}

/** The pen of curve `id` in panel context `c`: its look among the curves drawn with it
 * (curveSet), by the core's rule. */
function penOf(c: PanelContext, id: string): ReturnType<typeof curvePen> {
  return curvePen(c.core.curveLook(id, curveSet(c), c.theme), c.theme);
}

function shapeText(c: PanelContext): string {
  const s = c.scene;
  return s.mu === 0 && s.sigma === 1 ? "" : `, μ = ${num(s.mu)}, σ = ${num(s.sigma)}`;
}

export function drawPdf(c: PanelContext): void {
  const s = c.scene;
  const t = c.theme;
  const phi = c.core.value("cdf", s.x);
  // The grid with x itself, so that the shaded area ends exactly at x.
  const xs: number[] = [];
  const pdf: number[] = [];
  const shade: (number | null)[] = [];
  const values = c.curveValues.get("pdf")!;
  let inserted = false;
  for (let i = 0; i < c.grid.length; ++i) {
    const g = c.grid[i];
    if (!inserted && g >= s.x) {
      if (g !== s.x) {
        xs.push(s.x);
        const v = c.core.value("pdf", s.x);
        pdf.push(v);
        shade.push(c.shade ? v : null);
      }
      inserted = true;
    }
    xs.push(g);
    pdf.push(values[i]);
    shade.push(c.shade && g <= s.x ? values[i] : null); // a step may leave the area for later
  }
  const peak = c.core.value("pdf", s.mu);
  const pen = { stroke: t.foreground, width: 2 * t.lineScale };
  // A step that leaves the area for later (the lecture's first) names no shaded area: not in
  // the legend, the title, the read-out or the description.
  const series: uPlot.Series[] = [{ label: "φ", ...pen }];
  if (c.shade) {
    series.push({ label: "Φ(x), the shaded area", stroke: "transparent", fill: t.shade, width: 0 });
  }
  c.plots["pdf-area"].setData(
    series,
    (c.shade ? [xs, pdf, shade] : [xs, pdf]) as uPlot.AlignedData,
    s.x_range,
    [0, peak * 1.12],
  );
  c.plots["pdf-area"].setOverlay((u, ctx) => marker(u, ctx, s.x, t.accent));
  typeset(
    c.plots["pdf-area"].caption,
    c.shade
      ? tr("ui::PdfAreaPanel", "Normal pdf: the shaded area up to $x$ is $\\Phi(x) = P(X \\le x)$")
      : tr("Web", "Normal pdf $\\varphi(x)$"),
  );
  // Unshaded, the read-out gives φ(x), as the desktop's (PdfAreaPanel::readout()).
  const density = c.core.value("pdf", s.x);
  typeset(
    c.plots["pdf-area"].readout,
    c.shade
      ? `$x = ${tex(s.x)}$: shaded area $\\Phi(x) = ${tex(phi)}$`
      : `$x = ${tex(s.x)}$: $\\varphi(x) = ${tex(density)}$`,
  );
  c.plots["pdf-area"].description.textContent = c.shade
    ? tr(
        "Web",
        "Normal density%1; the area under it up to x = %2 is shaded: Φ(x) = %3.",
        shapeText(c),
        fixed(s.x),
        num(phi),
      )
    : tr("Web", "Normal density%1; at x = %2, φ(x) = %3.", shapeText(c), fixed(s.x), num(density));
}

export function drawCdf(c: PanelContext): void {
  const s = c.scene;
  const t = c.theme;
  const phi = c.core.value("cdf", s.x);
  c.plots.cdf.setData(
    [{ label: "Φ", stroke: t.foreground, width: 2 * t.lineScale }],
    [Array.from(c.grid), Array.from(c.curveValues.get("cdf")!)],
    s.x_range,
    [0, 1.05],
  );
  c.plots.cdf.setOverlay((u, ctx) => {
    marker(u, ctx, s.x, t.accent);
    dot(u, ctx, s.x, phi, t.accent);
  });
  typeset(
    c.plots.cdf.caption,
    tr("ui::CdfPanel", "$\\Phi(x)$: the probability that the mask keeps $x$"),
  );
  typeset(c.plots.cdf.readout, `$P(\\text{keep } x) = \\Phi(${tex(s.x)}) = ${tex(phi)}$`);
  c.plots.cdf.description.textContent = tr(
    "Web",
    "The normal distribution function Φ%1; at x = %2 the mask keeps x with probability %3.",
    shapeText(c),
    fixed(s.x),
    num(phi),
  );
}

export function drawActivations(c: PanelContext): void {
  const s = c.scene;
  const t = c.theme;
  const ids = c.drawnActivations();
  const series: uPlot.Series[] = [];
  const data: ((number | null)[] | Float64Array)[] = [Array.from(c.grid)];
  for (const id of ids) {
    const pen = penOf(c, id);
    const derivative = c.rows.get(id)?.isDerivative ?? false;
    series.push({
      label: nameOf(c, id),
      stroke: pen.stroke,
      width: derivative ? pen.width * 0.6 : pen.width,
      dash: derivative ? [2, 3] : pen.dash,
    });
    const values = Array.from(c.curveValues.get(id) ?? c.core.evaluate(id, c.grid));
    // A sweep's step traces each curve up to x, as the desktop's lecture does.
    data.push(c.trace ? values.map((v, i) => (c.grid[i] <= s.x ? v : null)) : values);
  }
  c.plots.activations.setData(series, data as uPlot.AlignedData, s.x_range, s.y_range);
  nameMonteCarloMark(c);
  const values = ids.map((id) => ({ id, y: c.core.value(id, s.x) }));
  c.plots.activations.setOverlay((u, ctx) => {
    marker(u, ctx, s.x, t.accent);
    const mc = c.core.mcState(); // the run goes on while the curves stay
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
  const names = ids.map((id) => nameOf(c, id));
  // The core's rule (gelu::model::activationsTitle), as the desktop's: the approximation drawn
  // named, "its approximations" only for both, and GELU named only when drawn.
  const titles: Record<string, string> = {
    activations: tr("ui::ActivationsPanel", "Activations"),
    gelu: tr("ui::ActivationsPanel", "Activations: GELU"),
    "gelu-others": tr("ui::ActivationsPanel", "Activations: GELU beside other units"),
    "gelu-tanh": tr("ui::ActivationsPanel", "Activations: GELU beside its tanh approximation"),
    "gelu-tanh-others": tr(
      "ui::ActivationsPanel",
      "Activations: GELU beside its tanh approximation and other units",
    ),
    "gelu-sigmoid": tr(
      "ui::ActivationsPanel",
      "Activations: GELU beside its sigmoid approximation",
    ),
    "gelu-sigmoid-others": tr(
      "ui::ActivationsPanel",
      "Activations: GELU beside its sigmoid approximation and other units",
    ),
    "gelu-approximations": tr(
      "ui::ActivationsPanel",
      "Activations: GELU beside its approximations",
    ),
    "gelu-approximations-others": tr(
      "ui::ActivationsPanel",
      "Activations: GELU beside its approximations and ReLU-like units",
    ),
  };
  const title = titles[c.core.activationsTitle(ids)] ?? titles.activations;
  typeset(c.plots.activations.caption, title);
  const gelu = c.core.value("gelu", s.x);
  typeset(
    c.plots.activations.readout,
    `$\\mathrm{GELU}(${tex(s.x)}) = ${tex(s.x)}\\cdot ${tex(c.core.value("cdf", s.x))} = ${tex(gelu)}$`,
  );
  c.plots.activations.description.textContent = tr(
    "Web",
    "Activation functions over x from %1 to %2: %3. At x = %4: %5.",
    num(s.x_range[0]),
    num(s.x_range[1]),
    names.join(", "),
    fixed(s.x),
    values.map(({ id, y }) => `${nameOf(c, id)} = ${num(y)}`).join(", "),
  );
}

export function drawMc(c: PanelContext): void {
  const s = c.scene;
  const t = c.theme;
  const mc = c.core.mcState();
  const max = Math.max(c.target, mc.n, 10);
  const ns = nGrid(max);
  const means = new Map(c.path.map((p) => [p.n, p.mean]));
  const lows: number[] = [];
  const highs: number[] = [];
  for (const n of ns) {
    const [lo, hi] = c.core.mcFunnel(n);
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
  for (const p of c.path) {
    lo = Math.min(lo, p.mean);
    hi = Math.max(hi, p.mean);
  }
  const pad = (hi - lo) * 0.08 || 0.1;
  // As the desktop draws it: the band in GELU's colour (thin dashed edges over a light fill),
  // the running mean in the text colour, the target dashed in the accent.
  const geluLook = c.core.curveLook("gelu", { shown: [] }, t);
  const edge = curvePen(geluLook, t).stroke;
  c.plots["monte-carlo"].setData(
    [
      {
        label: tr("ui::MonteCarloPanel", "95% band"),
        stroke: edge,
        width: t.lineScale,
        dash: [4, 3],
      },
      { stroke: edge, width: t.lineScale, dash: [4, 3] },
      {
        label: tr("ui::MonteCarloPanel", "running mean"),
        stroke: t.foreground,
        width: 2.2 * t.lineScale,
        spanGaps: true,
      },
      {
        label: tr("ui::MonteCarloPanel", "target $x\\,\\Phi(x)$"),
        stroke: t.accent,
        width: 2.2 * t.lineScale,
        dash: [6, 4],
      },
    ],
    [ns, lows, highs, path, ns.map(() => expected)] as uPlot.AlignedData,
    [1, max],
    [lo - pad, hi + pad],
    [{ series: [2, 1], fill: bandFill(geluLook, t) }],
  );
  c.plots["monte-carlo"].setOverlay(null);
  typeset(
    c.plots["monte-carlo"].caption,
    tr(
      "ui::MonteCarloPanel",
      "Monte Carlo: keep $x$ with probability $\\Phi(x)$, else 0 — the average converges to $x\\,\\Phi(x)$",
    ),
  );
  const coins = c.coinsBox;
  if (coins) {
    coins.replaceChildren();
    for (const d of c.coins) {
      const c = el("span", { class: d.kept ? "coin kept" : "coin" }, d.kept ? "x" : "0");
      c.title = d.kept
        ? `kept: U = ${num(d.variate)} < Φ(x)`
        : `dropped: U = ${num(d.variate)} ≥ Φ(x)`;
      coins.append(c);
    }
  }
  if (mc.n === 0) {
    typesetItems(
      c.plots["monte-carlo"].readout,
      tr(
        "ui::MonteCarloPanel",
        "$n = 0$ — press Play or Step.   target $x\\,\\Phi(x) = %1$",
        texFixed(expected, 5),
      ),
    );
  } else {
    typesetItems(
      c.plots["monte-carlo"].readout,
      tr(
        "ui::MonteCarloPanel",
        "$n = %1$   kept %2 (%3%)   mean $%4 \\pm %5$ (95%)   target $x\\,\\Phi(x) = %6$",
        count(mc.n).replace(/\u2009/g, "\\,"),
        count(mc.kept),
        ((100 * mc.kept) / mc.n).toFixed(2),
        texFixed(mc.mean, 5),
        texOfC(c.core.marginText(mc.error95, 5)),
        texFixed(expected, 5),
      ),
    );
  }
  c.plots["monte-carlo"].description.textContent =
    mc.n === 0
      ? tr("Web", "No draws yet at x = %1; the target x·Φ(x) is %2.", fixed(s.x), num(expected))
      : tr(
          "Web",
          "Draws: %1 at x = %2 (seed %3); x kept in %4 of them; running mean %5, target x·Φ(x) = %6.",
          count(mc.n),
          fixed(s.x),
          String(s.monte_carlo.seed),
          count(mc.kept),
          num(mc.mean),
          num(expected),
        );
  // The estimate beside GELU in the activations panel moves with the run.
  c.plots.activations.redraw();
}

export function drawDerivatives(c: PanelContext): void {
  const s = c.scene;
  const t = c.theme;
  const ids = c.scene.curves
    .map((id) => c.rows.get(id)?.derivative ?? "")
    .filter((d) => d !== "" && c.rows.has(d));
  const series: uPlot.Series[] = [];
  const data: (number | null)[][] = [Array.from(c.grid)];
  let lo = -0.2;
  let hi = 1.2;
  for (const id of ids) {
    const pen = penOf(c, id);
    series.push({
      label: nameOf(c, id),
      stroke: pen.stroke,
      width: pen.width,
      dash: pen.dash,
    });
    const ys = Array.from(c.curveValues.get(id) ?? c.core.evaluate(id, c.grid));
    for (const y of ys) {
      if (Number.isFinite(y)) {
        lo = Math.min(lo, y);
        hi = Math.max(hi, y);
      }
    }
    data.push(ys);
  }
  // Steep derivatives (ReLU's step, a formula's pole) do not flatten the others.
  lo = Math.max(lo, -3);
  hi = Math.min(hi, 3);
  const pad = (hi - lo) * 0.05;
  const plot = c.plots.derivatives;
  plot.setData(series, data as uPlot.AlignedData, s.x_range, [lo - pad, hi + pad]);
  const values = ids.map((id) => c.core.value(id, s.x));
  plot.setOverlay((u, ctx) => {
    marker(u, ctx, s.x, t.accent);
    values.forEach((y, i) => dot(u, ctx, s.x, y, String(series[i]?.stroke ?? t.foreground)));
  });
  typeset(
    plot.caption,
    tr("ui::DerivativesPanel", "Derivatives: $\\mathrm{GELU}'(x) = \\Phi(x) + x\\,\\varphi(x)$"),
  );
  const dgelu = ids.includes("dgelu") ? c.core.value("dgelu", s.x) : NaN;
  typeset(
    plot.readout,
    Number.isNaN(dgelu)
      ? `$x = ${tex(s.x)}$`
      : `$\\mathrm{GELU}'(${tex(s.x)}) = \\Phi(x) + x\\,\\varphi(x) = ${tex(dgelu)}$`,
  );
  plot.description.textContent = tr(
    "Web",
    "Derivatives over x from %1 to %2. At x = %3: %4.",
    num(s.x_range[0]),
    num(s.x_range[1]),
    fixed(s.x),
    ids.map((id, i) => `${nameOf(c, id)} = ${num(values[i])}`).join(", "),
  );
}

// By approximation: its largest error, and its error curve over the last range drawn.
const largestErrors = new Map<string, { max: number; at: number }>();
const errorCurves = new Map<string, { range: string; ys: Float64Array }>();

/** The approximations' errors against the exact GELU, each with its largest |error|, as the
 * desktop's errors panel: x over the scene's range and at least −3..3, the largest error over
 * −12..12 (so the read-out does not change with the range), the y span a nice step above it. */
export function drawErrors(c: PanelContext): void {
  const s = c.scene;
  const t = c.theme;
  const ids = c.core.companions([], s.curves, s.neuron).approximations;
  // As the desktop's: the scene's range, widened to hold the largest errors (|x| ≈ 2.70).
  const from = Math.min(s.x_range[0], -3);
  const to = Math.max(s.x_range[1], 3);
  const n = c.grid.length;
  const xs = Array.from({ length: n }, (_, i) => from + ((to - from) * i) / (n - 1));
  const series: uPlot.Series[] = [];
  const data: number[][] = [xs];
  const lines: string[] = [];
  let largest = 0;
  const errors: number[] = [];
  for (const id of ids) {
    // At μ = 0, σ = 1 whatever the scene holds, as the desktop: the approximations are those
    // of the standard GELU. Nothing the scene holds changes them: computed once per range and
    // approximation, the largest error (over −12..12) once per approximation.
    const range = [from, to, n].join(" ");
    let curve = errorCurves.get(id);
    if (curve?.range !== range) {
      curve = { range, ys: c.core.difference(id, "gelu", from, to, n, true) };
      errorCurves.set(id, curve);
    }
    let worst = largestErrors.get(id);
    if (worst === undefined) {
      worst = c.core.maxError(id, "gelu", -12, 12, true);
      largestErrors.set(id, worst);
    }
    const pen = penOf(c, id);
    series.push({ label: `${nameOf(c, id)} − GELU`, ...pen });
    data.push(Array.from(curve.ys));
    largest = Math.max(largest, worst.max);
    errors.push(c.core.difference(id, "gelu", s.x, s.x, 2, true)[0]);
    const [mantissa, exponent] = worst.max.toExponential(2).split("e");
    lines.push(
      tr(
        "ui::ErrorsPanel",
        "%1: max |error| $%2$ at $|x| \\approx %3$",
        id === "gelu_tanh" ? "tanh" : "sigmoid",
        `${mantissa}\\cdot 10^{${Number(exponent)}}`,
        Math.abs(worst.at).toFixed(2),
      ),
    );
  }
  const plot = c.plots.errors;
  // Fitted to the errors shown: tanh's alone is 40 times smaller than the sigmoid's.
  const span = niceCeiling(largest > 0 ? 1.15 * largest : 0.025);
  plot.setData(series, data as uPlot.AlignedData, [from, to], [-span, span]);
  plot.setOverlay((u, ctx) => {
    marker(u, ctx, s.x, t.accent);
    errors.forEach((y, i) => dot(u, ctx, s.x, y, String(series[i]?.stroke ?? t.foreground)));
  });
  typeset(plot.caption, tr("ui::ErrorsPanel", "Approximation errors: approximation − exact GELU"));
  typeset(plot.readout, lines.join("\n")); // a line each
  plot.description.textContent = tr(
    "Web",
    "Errors of the approximations against the exact GELU: %1.",
    plainText(lines.join("; ")),
  );
}

/** The number-format panel's values for one format, kernel and range (an x move reuses them). */
export interface DtypeCache {
  key: string;
  xs: Float64Array;
  forms: { name: string; id: string; stored: Float64Array; ulps: Float64Array }[];
  tally: string;
}

const kDtypePanel = "ui::DTypePanel";

function dtypeForms(c: PanelContext, dtype: string, kernel: string): DtypeCache {
  const s = c.scene;
  const info = c.core.dtypeInfo(dtype, kernel);
  const torch = kernel !== "exact";
  const xs = c.core.dtypeInputs(dtype, s.x_range[0], s.x_range[1]);
  const names = torch
    ? [
        tr(kDtypePanel, "exact GELU"),
        tr(kDtypePanel, "PyTorch's tanh form"),
        tr(kDtypePanel, "PyTorch's erf form"),
      ]
    : [tr(kDtypePanel, "exact GELU"), tr(kDtypePanel, "tanh form"), "$x\\,\\sigma(1.702x)$"];
  const ids = ["gelu", "gelu_tanh", "gelu_sigmoid"];
  const forms = [0, 1, 2].map((form) => ({
    name: names[form],
    id: ids[form],
    ...c.core.dtypeStored(dtype, kernel, form, xs),
  }));
  // The tally over [−8, 8], in the desktop's words.
  const t = c.core.dtypeTally(dtype, kernel);
  const percent = (n: number) => ((100 * n) / t.total).toFixed(1);
  const parts: string[] = [];
  if (t.forms[0].zeroBelow !== null) {
    parts.push(tr(kDtypePanel, "%1: 0 from %2 down", names[0], num(t.forms[0].zeroBelow, 3)));
  }
  for (const form of [1, 2]) {
    const f = t.forms[form];
    let part = torch
      ? tr(
          kDtypePanel,
          "%1 ≠ its correctly rounded value at %2 (%3%)",
          names[form],
          count(f.differ),
          percent(f.differ),
        )
      : tr(kDtypePanel, "%1 ≠ exact at %2 (%3%)", names[form], count(f.differ), percent(f.differ));
    if (f.zeroSign > 0)
      part += tr(kDtypePanel, ", %1 of them by the sign of zero", count(f.zeroSign));
    if (f.zeroBelow !== null) part += tr(kDtypePanel, ", 0 from %1 down", num(f.zeroBelow, 3));
    parts.push(part);
  }
  if (t.otherPath && t.otherKernel) {
    parts.push(
      t.otherPath[0] + t.otherPath[1] === 0
        ? tr(kDtypePanel, "%1 stores the same bits at every one of these x", t.otherKernel)
        : tr(
            kDtypePanel,
            "%1 stores other bits at %2 of these x (erf form) and %3 (tanh form)",
            t.otherKernel,
            count(t.otherPath[1]),
            count(t.otherPath[0]),
          ),
    );
  }
  let over =
    info.bits <= 16
      ? tr(kDtypePanel, "%1, every one of its %2 values in [−8, 8]", info.name, count(t.total))
      : tr(kDtypePanel, "%1, %2 evenly spaced values in [−8, 8]", info.name, count(t.total));
  if (torch) over += ` (${info.kernel})`;
  return { key: "", xs, forms, tally: `${over}: ${parts.join("; ")}.` };
}

/** GELU as a number format stores it: each form's staircase over the format's inputs, and
 * where a form stores other bits than its reference, by how many ULPs. */
export function drawDtype(c: PanelContext): void {
  const s = c.scene;
  const t = c.theme;
  const { dtype, kernel } = s.number_format;
  const key = [dtype, kernel, s.x_range, s.mu, s.sigma].join("|");
  if (c.dtypeCache?.key !== key) c.dtypeCache = { ...dtypeForms(c, dtype, kernel), key };
  const cache = c.dtypeCache;
  const xs = Array.from(cache.xs);
  const stepped = uPlot.paths.stepped!({ align: 1 });
  const pens = cache.forms.map((f, i) => {
    const pen = curvePen(c.core.curveLook(f.id, { shown: [] }, t), t);
    return { ...pen, width: i === 0 ? pen.width * 1.5 : pen.width * 0.8 };
  });
  const values = c.plots.dtype;
  values.setData(
    cache.forms.map((f, i) => ({ label: f.name, ...pens[i], paths: stepped })),
    [xs, ...cache.forms.map((f) => Array.from(f.stored))] as uPlot.AlignedData,
    s.x_range,
    s.y_range,
  );
  // Each form's error where it stores other bits (0 elsewhere is not drawn: the ULP plot shows
  // only the inputs that differ). Its range: their extent, 0 and at least ±1 ULP within it, as
  // the desktop's (errors of one sign leave the other side of 0 nearly empty).
  let lowest = -1;
  let highest = 1;
  const errors = cache.forms.slice(1).map((f) =>
    Array.from(f.ulps, (u) => {
      if (u === 0 || !Number.isFinite(u)) return null;
      lowest = Math.min(lowest, u);
      highest = Math.max(highest, u);
      return u;
    }),
  );
  const pad = 0.15 * Math.max(-lowest, highest);
  c.dtypeUlps.setData(
    cache.forms.slice(1).map((f, i) => ({
      label: f.name,
      stroke: pens[i + 1].stroke,
      width: 0,
      points: { show: true, size: 5, fill: pens[i + 1].stroke },
      paths: () => null,
    })),
    [xs, ...errors] as uPlot.AlignedData,
    s.x_range,
    [lowest - pad, highest + pad],
  );
  // At x: x as the format stores it, and each form's stored value and bits.
  const at = nearestIndex(cache.xs, s.x);
  const xin = cache.xs[at];
  values.setOverlay((u, ctx) => {
    marker(u, ctx, xin, t.accent);
    cache.forms.forEach((f, i) => dot(u, ctx, xin, f.stored[at], pens[i].stroke));
  });
  c.dtypeUlps.setOverlay((u, ctx) => marker(u, ctx, xin, t.accent));
  typeset(
    values.caption,
    tr(kDtypePanel, "GELU as the hardware stores it: rounded to a number format"),
  );
  const lines = cache.forms.map(
    (f) =>
      `${f.name} $= ${tex(f.stored[at], 6)}$ (${c.core.dtypeBits(dtype, f.stored[at])}${
        f.ulps[at] !== 0 && !Number.isNaN(f.ulps[at]) ? `, ${num(f.ulps[at], 3)} ULP` : ""
      })`,
  );
  typeset(
    values.readout,
    `$x = ${tex(xin, 6)}$ (${c.core.dtypeBits(dtype, xin)}):  ${lines.join(";  ")}`,
  );
  // (Typeset again only when it changes: an x move does not change it.)
  if (c.dtypeUlps.readout.dataset.tex !== cache.tally) {
    typeset(c.dtypeUlps.readout, cache.tally);
    c.dtypeUlps.readout.dataset.tex = cache.tally;
  }
  values.description.textContent = plainText(
    `${cache.tally} ${tr("Web", "At x = %1: %2.", num(xin, 6), lines.join("; "))}`,
  );
  // The errors' plot: each form's error in ULPs at x (the tally is the plot above's).
  c.dtypeUlps.description.textContent = tr(
    "Web",
    "At x = %1: %2.",
    num(xin, 6),
    cache.forms.map((f) => `${plainText(f.name)} ${num(f.ulps[at], 3)} ULP`).join("; "),
  );
}

/** The index of the value of `xs` (ascending) nearest x. */
function nearestIndex(xs: Float64Array, x: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] <= x) lo = mid;
    else hi = mid;
  }
  return Math.abs(xs[hi] - x) < Math.abs(xs[lo] - x) ? hi : lo;
}

/** Signal propagation: each activation's pre-activation variance layer by layer through a random
 * network of the scene's width (dots) against the mean-field theory (lines), on a log scale. */
export function drawPropagation(c: PanelContext): void {
  const s = c.scene;
  const net = s.propagation;
  const ids = c.activeCurves().filter((id) => !c.rows.get(id)?.isDerivative);
  const key = [
    ids,
    net.gain,
    net.value,
    net.depth,
    net.width,
    net.bias_std,
    s.mu,
    s.sigma,
    s.monte_carlo.seed,
    // The pens' look and the formulas' definitions: a theme or an edited formula draws anew.
    c.theme.name,
    JSON.stringify(s.formulas ?? []),
  ].join("|");
  if (c.propagationCache?.key !== key) {
    const layers = Array.from({ length: net.depth + 1 }, (_, l) => l);
    const series: uPlot.Series[] = [];
    const data: (number | null)[][] = [layers];
    const lines: string[] = [];
    let lo = 1;
    let hi = 1;
    for (const id of ids) {
      let run;
      try {
        run = c.core.propagate(id, net.depth);
      } catch {
        continue; // no gain for this function (a formula with E[f²] = 0): the desktop skips it too
      }
      const pen = penOf(c, id);
      series.push({
        label: nameOf(c, id),
        stroke: pen.stroke,
        width: 0,
        points: { show: true, size: 6, fill: pen.stroke },
        paths: () => null,
      });
      series.push({
        stroke: pen.stroke,
        width: pen.width,
        dash: pen.dash,
        points: { show: false },
      });
      const v = Array.from(run.variance, (q) => (q > 0 && Number.isFinite(q) ? q : null));
      const th = Array.from(run.theory, (q) => (q > 0 && Number.isFinite(q) ? q : null));
      for (const q of [...v, ...th]) {
        if (q !== null) {
          lo = Math.min(lo, q);
          hi = Math.max(hi, q);
        }
      }
      data.push(v, th);
      const last = run.variance[net.depth];
      lines.push(
        `${nameOf(c, id)}: gain $${tex(run.gain, 3)}$, $q_{${net.depth}} = ${tex(last, 3)}$`,
      );
    }
    c.propagationCache = { key, series, data, lines, lo, hi };
  }
  const cache = c.propagationCache;
  const plot = c.plots.propagation;
  plot.setData(
    cache.series,
    cache.data as uPlot.AlignedData,
    [0, net.depth],
    [cache.lo / 1.5, cache.hi * 1.5],
  );
  plot.setOverlay(null);
  typeset(
    plot.caption,
    tr(
      "ui::PropagationPanel",
      "Variance by layer: width %1 (dots), theory (lines)",
      String(net.width),
    ),
  );
  typeset(plot.readout, cache.lines.join("   "));
  plot.description.textContent = tr(
    "Web",
    "Pre-activation variance through %1 layers of width %2: %3.",
    String(net.depth),
    String(net.width),
    plainText(cache.lines.join("; ")),
  );
}

/** Side by side: each curve in its own plot on identical axes, its derivative faint (or each
 * curve minus GELU). */
export function drawCompare(c: PanelContext): void {
  const s = c.scene;
  const t = c.theme;
  const ids = s.curves.filter((id) => c.rows.has(id));
  const plots = c.compareGrid(ids);
  const xs = Array.from(c.grid);
  const [from, to] = s.x_range;
  const readouts: string[] = [];
  // (GELU minus itself is no comparison: with GELU alone the curves are drawn as they are.)
  const difference = c.compareDifference && ids.some((id) => id !== "gelu");
  ids.forEach((id, i) => {
    const pen = penOf(c, id);
    const plot = plots[i];
    let series: uPlot.Series[];
    let data: (number | null)[][];
    let y: [number, number] = s.y_range;
    if (difference) {
      const d = c.core.difference(id, "gelu", from, to, c.grid.length);
      series = [{ label: `${nameOf(c, id)} − GELU`, ...pen }];
      data = [xs, Array.from(d)];
      const m = Math.max(c.core.maxError(id, "gelu", from, to).max, 1e-12);
      y = [-1.1 * m, 1.1 * m];
    } else {
      const d = c.rows.get(id)?.derivative ?? "";
      series = [{ label: nameOf(c, id), ...pen }];
      data = [xs, Array.from(c.curveValues.get(id) ?? c.core.evaluate(id, c.grid))];
      if (d && c.rows.has(d)) {
        // As the desktop's: the curve's own pen at 1.5 px, faint (110/255 of its opacity; in
        // high contrast as opaque as stands 3:1 off black, the core's faintAlpha).
        const faint = c.core.curveLook(id, curveSet(c), c.theme).faint;
        series.push({ stroke: pen.stroke, width: 1.5, dash: pen.dash, alpha: faint / 255 });
        data.push(Array.from(c.core.evaluate(d, c.grid)));
      }
    }
    plot.setData(series, data as uPlot.AlignedData, s.x_range, y);
    const value = difference
      ? c.core.value(id, s.x) - c.core.value("gelu", s.x)
      : c.core.value(id, s.x);
    // As the desktop's: ringed in the background's colour, filled as the core's pointFill()
    // says (the text's or the accent's colour, whichever lies farther from the curve's).
    const point = c.core.curveLook(id, curveSet(c), t).point;
    plot.setOverlay((u, ctx) => {
      marker(u, ctx, s.x, t.accent);
      dot(u, ctx, s.x, value, point, t.background);
    });
    typeset(plot.caption, nameOf(c, id));
    typeset(plot.readout, `$f(${tex(s.x)}) = ${tex(value)}$`);
    readouts.push(`${nameOf(c, id)} ${num(value)}`);
    plot.description.textContent = tr(
      "Web",
      "At x = %1: %2.",
      fixed(s.x),
      `${nameOf(c, id)}${difference ? " − GELU" : ""} ${num(value)}`,
    );
  });
  const main = c.plots.compare;
  typeset(
    main.caption,
    difference
      ? tr("ui::ComparePanel", "Side by side: each curve minus GELU, on identical axes")
      : tr(
          "ui::ComparePanel",
          "Side by side: each curve on identical axes (faint: its derivative)",
        ),
  );
  main.description.textContent = tr("Web", "At x = %1: %2.", fixed(s.x), readouts.join(", "));
}

/** The neuron: two inputs, their weights and the bias summed, the sum through the activation (or
 * a gated unit: the sum times act(v·x + c)), every number from the core. */
export function drawNeuron(c: PanelContext, svgBox: HTMLElement): void {
  const n = c.scene.neuron;
  const t = c.theme;
  const o = c.core.neuron();
  const gated = n.gate !== "none";
  // The activation the unit applies (a gate's, gelu::gateActivation), named and in its curve's
  // colour as the desktop's diagram sets it.
  const act = nameOf(c, o.activation);
  const actColour = c.core.curveLook(o.activation, curveSet(c), t).text ?? t.foreground;
  const W = 560;
  const H = gated ? 300 : 200;
  // On a phone the diagram is ~270 px wide, its 15-unit type ~7 px: there it shows the unit's
  // shape at 12 px or more, and its numbers stay where they are also shown (the fields above,
  // the read-out below).
  const width = svgBox.clientWidth || W;
  const compact = width < 420;
  const fontSize = compact ? Math.max(15, (12 * W) / width) : 15;
  svgBox.dataset.compact = compact ? "1" : "";
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", `0 0 ${W} ${H}`);
  svg.setAttribute("role", "img");
  const add = (tag: string, attrs: Record<string, string | number>, text?: string) => {
    const e = document.createElementNS(svg.namespaceURI, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    if (text !== undefined) e.textContent = text;
    svg.append(e);
    return e;
  };
  // Lines under everything else: the nodes cover their ends, the labels' halos cover them.
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    svg.prepend(add("line", { x1, y1, x2, y2, stroke: t.foreground, "stroke-width": 1.5 }));
  // A label over a line stands on a halo of the background (the desktop's read-outs on their
  // veil): a gated unit's lines from the inputs to both sums cross "w₂" and "v".
  const label = (x: number, y: number, text: string, anchor = "middle", fill = t.foreground) =>
    add(
      "text",
      {
        x,
        y,
        "text-anchor": anchor,
        fill,
        stroke: t.background,
        "stroke-width": 4,
        "stroke-linejoin": "round",
        "paint-order": "stroke",
        "font-size": fontSize,
        "font-family": "system-ui, sans-serif",
      },
      text,
    );
  const node = (x: number, y: number, r: number, text: string) => {
    add("circle", { cx: x, cy: y, r, fill: t.background, stroke: t.accent, "stroke-width": 2 });
    label(x, y + fontSize / 3, text);
  };
  // A number of the diagram (left out of the compact one).
  const value = (x: number, y: number, text: string, anchor = "middle") => {
    if (!compact) label(x, y, text, anchor);
  };
  const sumY = 70;
  const inputs: [number, number, string, number][] = [
    [40, 40, "x₁", n.x1],
    [40, 110, "x₂", n.x2],
  ];
  // The linear path: x → Σ (+ b) → f → y
  for (const [x, y, , v] of inputs) {
    line(x + 24, y, 230, sumY);
    value(x, y - 28, num(v, 4));
  }
  inputs.forEach(([x, y, name]) => node(x, y, 22, name));
  value(130, 38, `w₁ = ${num(n.w1, 4)}`);
  value(130, 122, `w₂ = ${num(n.w2, 4)}`);
  node(252, sumY, 24, "Σ");
  value(252, sumY + 46, `+ b = ${num(n.bias, 4)}`);
  value(252, sumY - 34, `z = ${num(o.sum, 6)}`);
  line(276, sumY, 316, sumY);
  add("rect", {
    x: 316,
    y: sumY - 22,
    width: 154,
    height: 44,
    rx: 6,
    fill: t.background,
    stroke: t.accent,
    "stroke-width": 2,
  });
  // (In the compact diagram a long name would overrun its box: the field above names it.)
  const actName = !compact || act.length * 0.6 * fontSize <= 146 ? act : "f";
  if (gated) label(393, sumY + fontSize / 3, "× act(g)");
  else label(393, sumY + fontSize / 3, actName, "middle", actColour);
  line(470, sumY, 490, sumY);
  node(512, sumY, 22, "y");
  value(512, sumY - 32, num(o.output, 6));
  if (gated) {
    // The gate's path: v·x + c → act → multiplies the sum.
    const gy = 220;
    for (const [x, y] of inputs) line(x + 24, y, 230, gy);
    value(130, gy - 40, `v = (${num(n.v1, 3)}, ${num(n.v2, 3)})`);
    node(252, gy, 24, "Σ");
    value(252, gy + 44, `+ c = ${num(n.c, 4)}:  g = ${num(o.gate, 6)}`);
    line(276, gy, 316, gy);
    add("rect", {
      x: 316,
      y: gy - 22,
      width: 154,
      height: 44,
      rx: 6,
      fill: t.background,
      stroke: t.accent,
      "stroke-width": 2,
    });
    label(393, gy + fontSize / 3, actName === act ? act : "act", "middle", actColour);
    value(478, gy + 5, `= ${num(o.act, 6)}`, "start");
    line(393, gy - 22, 393, sumY + 22);
  }
  svgBox.replaceChildren(svg);
  const plot = c.plots.neuron;
  typeset(
    plot.readout,
    gated
      ? `$z = w\\cdot x + b = ${tex(o.sum, 6)}$,  $g = v\\cdot x + c = ${tex(o.gate, 6)}$,  $y = z\\,\\mathrm{act}(g) = ${tex(o.output, 6)}$`
      : `$z = w_1x_1 + w_2x_2 + b = ${tex(o.sum, 6)}$,  $y = f(z) = ${tex(o.output, 6)}$`,
  );
  plot.description.textContent = gated
    ? tr(
        "Web",
        "A gated unit (%1): z = %2, g = %3, %4(g) = %5, output %6.",
        n.gate,
        num(o.sum, 6),
        num(o.gate, 6),
        act,
        num(o.act, 6),
        num(o.output, 6),
      )
    : tr(
        "Web",
        "A neuron with inputs %1 and %2, weights %3 and %4, bias %5: z = %6, %7(z) = %8.",
        num(n.x1),
        num(n.x2),
        num(n.w1),
        num(n.w2),
        num(n.bias),
        num(o.sum, 6),
        act,
        num(o.output, 6),
      );
}
