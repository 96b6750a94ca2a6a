// The core, as the page uses it: typed wrappers over web/bridge.cpp. Every number the page shows
// comes from here (the desktop's own C++ compiled to WebAssembly), never from JavaScript maths.
import createGeluCore, { type GeluCoreModule } from "gelu-core";
import type { FormulaJson } from "./scene";
import type { CurveLook, CurveSet, Theme } from "./theme";

export interface FunctionRow {
  id: string;
  name: string;
  tex: string;
  family: number;
  derivative: string;
  isDerivative: boolean;
}

/** What a Monte Carlo run stands at. */
export interface McState {
  n: number;
  kept: number;
  mean: number;
  low: number;
  high: number;
  p: number;
  expected: number;
  stdError: number;
  error95: number; // the mean's 95% half-width, as the desktop prints it
}

/** One draw of the SOI mask, as a coin shows it. */
export interface Draw {
  variate: number;
  kept: boolean;
  value: number;
}

export class CoreError extends Error {}

/** A deck as the core read it, its texts in the page's language. */
export interface DeckInfo {
  title: string;
  steps: {
    title: string;
    caption: string;
    formula: string;
    notes: string;
    panels: string[];
    play: "none" | "simulation" | "sweep" | "training";
    hidden: boolean;
    minutes: number;
    liveFormula: string;
    fragments: { formula: string; caption: string }[];
    /** A question for the room (its right answer is the room's, never in the page). */
    question: {
      kind: "point" | "number" | "choice";
      prompt: string;
      curve: string;
      choices: string[];
    } | null;
  }[];
  shown: number[];
}

export interface TrainingInfo {
  inputs: number;
  classes: boolean;
  activations: string[];
  train: [number, number, number][];
  test: [number, number, number][];
}

export interface TrainingMetrics {
  epoch: number;
  trainLoss: number | null;
  testLoss: number | null;
  trainAccuracy: number | null;
  testAccuracy: number | null;
  deadUnits: number;
}

/** What a step shows and does, as the desktop's lecture computes it. */
export interface StepInfo {
  scene: string;
  plan: {
    play: "none" | "simulation" | "sweep" | "training";
    samples?: number;
    epoch?: number;
    openingSamples: number;
    openingEpoch: number;
    sweep?: { from: number; to: number; seconds: number };
    resetSimulation: boolean;
    shade: boolean;
    trace: boolean;
  };
  /** The formulas shown, display TeX each: a derivation's rows in one aligned block. */
  formulas: string[];
}

declare const __WASM_GZ_BASE64__: string;

/** How a training map looks (Core.trainingLook): "#rrggbb" colours. */
export interface TrainingLook {
  classes: [string, string];
  stops: [string, string, string];
}

/** What a view's panels draw beside the scene's curves (Core.companions). */
export interface Companions {
  companions: string[];
  approximations: string[];
}

/** Scratch space on the wasm heap, shared by every session of one module. */
interface Shared {
  scratch: number;
  scratchCount: number;
  sessions: number;
  /** Curve looks asked for lately (curveLook), by what they depend on. */
  looks?: Map<string, CurveLook>;
  /** Training maps' looks by theme (trainingLook). */
  trainingLooks?: Map<string, TrainingLook>;
}

export class Core {
  private readonly m: GeluCoreModule;
  private readonly shared: Shared;
  private readonly id: number;
  /** Companions asked for since this session's formulas last changed (companions()). */
  private readonly companionsKnown = new Map<string, Companions>();

  private constructor(m: GeluCoreModule, shared: Shared, id: number) {
    this.m = m;
    this.shared = shared;
    this.id = id;
  }

  /** Another view's own scene, formulas and run over the same core (a deck studied step by
   * step shows several at once). */
  session(): Core {
    return new Core(this.m, this.shared, ++this.shared.sessions);
  }

  /** The module, in this view's session: every call goes through here. */
  private get c(): GeluCoreModule {
    this.m._gx_use(this.id);
    return this.m;
  }

  /** Starts the core from the WebAssembly inside the page (gzipped and base64-encoded by
   * web/build.mjs): nothing is fetched, so the page works from file:// and offline. */
  static async load(): Promise<Core> {
    const packed = Uint8Array.from(atob(__WASM_GZ_BASE64__), (c) => c.charCodeAt(0));
    const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
    const wasmBinary = new Uint8Array(await new Response(stream).arrayBuffer());
    return new Core(
      await createGeluCore({ wasmBinary }),
      { scratch: 0, scratchCount: 0, sessions: 0 },
      0,
    );
  }

  /** Runs f with s as a C string on the wasm heap. */
  private withString<T>(s: string, f: (ptr: number) => T): T {
    const bytes = this.m.lengthBytesUTF8(s) + 1;
    const ptr = this.m._malloc(bytes);
    try {
      this.m.stringToUTF8(s, ptr, bytes);
      return f(ptr);
    } finally {
      this.m._free(ptr);
    }
  }

  /** count doubles of scratch space (kept between calls: an x move allocates nothing). */
  private buffer(count: number): number {
    const s = this.shared;
    if (count > s.scratchCount) {
      if (s.scratch !== 0) this.m._gx_free(s.scratch);
      s.scratchCount = Math.max(count, 2 * s.scratchCount);
      s.scratch = this.m._gx_alloc(s.scratchCount);
      if (s.scratch === 0) throw new CoreError("out of memory");
    }
    return s.scratch;
  }

  private heap(ptr: number, count: number): Float64Array {
    return this.m.HEAPF64.subarray(ptr / 8, ptr / 8 + count);
  }

  private check(rc: number): void {
    if (rc !== 0) throw new CoreError(this.m.UTF8ToString(this.m._gx_error()));
  }

  private text(): string {
    return this.m.UTF8ToString(this.m._gx_text());
  }

  /** Reads a scene file's text as the desktop does; returns it as the desktop writes it. */
  loadScene(json: string): string {
    this.companionsKnown.clear();
    this.check(this.withString(json, (p) => this.c._gx_load_scene(p)));
    return this.text();
  }

  /** A number format and a kernel ("bf16", "torch"): its name and bits, or a CoreError. */
  dtypeInfo(dtype: string, kernel: string) {
    const rc = this.withString(dtype, (d) =>
      this.withString(kernel, (k) => this.c._gx_dtype_check(d, k)),
    );
    this.check(rc);
    return JSON.parse(this.text()) as {
      name: string;
      bits: number;
      kernel: string;
      torch: boolean;
    };
  }

  /** The format's inputs in [from, to]: every value of an 8- or 16-bit one, 4001 of float32. */
  dtypeInputs(dtype: string, from: number, to: number): Float64Array {
    const capacity = 70000;
    const ptr = this.buffer(capacity);
    const n = this.withString(dtype, (d) => this.c._gx_dtype_inputs(d, from, to, ptr, capacity));
    if (n < 0) throw new CoreError("no such number format");
    return this.heap(ptr, n).slice();
  }

  /** Form 0 (exact GELU), 1 (the tanh form) or 2 (x·σ(1.702x), or PyTorch's erf form) as the
   * format stores it at each x, and its signed distance from its reference in ULPs. */
  dtypeStored(dtype: string, kernel: string, form: number, xs: Float64Array) {
    const n = xs.length;
    const ptr = this.buffer(3 * n);
    this.heap(ptr, n).set(xs);
    const rc = this.withString(dtype, (d) =>
      this.withString(kernel, (k) =>
        this.c._gx_dtype_stored(d, k, form, ptr, n, ptr + 8 * n, ptr + 16 * n),
      ),
    );
    this.check(rc);
    return { stored: this.heap(ptr + 8 * n, n).slice(), ulps: this.heap(ptr + 16 * n, n).slice() };
  }

  /** x's bits in the format, in hexadecimal ("0x3f00"). */
  dtypeBits(dtype: string, x: number): string {
    this.check(this.withString(dtype, (d) => this.c._gx_dtype_bits(d, x)));
    return this.text();
  }

  /** The desktop panel's tally over [−8, 8]. */
  dtypeTally(dtype: string, kernel: string) {
    const rc = this.withString(dtype, (d) =>
      this.withString(kernel, (k) => this.c._gx_dtype_tally(d, k)),
    );
    this.check(rc);
    return JSON.parse(this.text()) as {
      total: number;
      forms: { differ: number; zeroSign: number; zeroBelow: number | null }[];
      otherPath?: number[];
      otherKernel?: string;
    };
  }

  /** Builds the scene's training networks (one per activation) at epoch 0: the data and the
   * activations they train with. */
  trainStart(): TrainingInfo {
    this.check(this.c._gx_train_start());
    return JSON.parse(this.text()) as TrainingInfo;
  }

  /** Trains every network `count` epochs more. */
  trainEpochs(count: number): void {
    this.check(this.c._gx_train_epochs(count));
  }

  trainMetrics(): TrainingMetrics[] {
    this.check(this.c._gx_train_metrics());
    return JSON.parse(this.text()) as TrainingMetrics[];
  }

  /** Network k's output at each (x1[i], x2[i]): the probability of class 1, or ŷ. */
  trainPredict(k: number, x1: Float64Array, x2: Float64Array): Float64Array {
    const n = x1.length;
    const ptr = this.buffer(3 * n);
    this.heap(ptr, n).set(x1);
    this.heap(ptr + 8 * n, n).set(x2);
    this.check(this.c._gx_train_predict(k, ptr, ptr + 8 * n, n, ptr + 16 * n));
    return this.heap(ptr + 16 * n, n).slice();
  }

  /** The scene's neuron: its sum w·x + b, its gate's v·x + c and act(gate) (NaN without a
   * gate), and its output. */
  neuron() {
    const ptr = this.buffer(4);
    this.check(this.c._gx_neuron(ptr));
    const h = this.heap(ptr, 4);
    // (the activation the unit applies: a gated unit's is its gate's)
    return { sum: h[0], gate: h[1], act: h[2], output: h[3], activation: this.text() };
  }

  /** Function `id` through the scene's random network: each layer's pre-activation variance,
   * the mean-field theory's, and the gain the rule gave. */
  propagate(id: string, depth: number) {
    const ptr = this.buffer(2 * (depth + 1));
    const rc = this.withString(id, (i) => this.c._gx_propagate(i, ptr, ptr + 8 * (depth + 1)));
    this.check(rc);
    return {
      variance: this.heap(ptr, depth + 1).slice(),
      theory: this.heap(ptr + 8 * (depth + 1), depth + 1).slice(),
      gain: Number(this.text()),
    };
  }

  /** Reads a deck file's text as the desktop does, its texts in `language` ("de", "zh_CN"). */
  loadDeck(json: string, language: string): DeckInfo {
    const rc = this.withString(json, (j) =>
      this.withString(language, (l) => this.c._gx_load_deck(j, l)),
    );
    this.check(rc);
    return JSON.parse(this.text()) as DeckInfo;
  }

  /** The scene and plan of the loaded deck's step (an index) with `fragments` shown. */
  deckStep(step: number, fragments: number): StepInfo {
    this.check(this.c._gx_deck_step(step, fragments));
    return JSON.parse(this.text()) as StepInfo;
  }

  defaultScene(): string {
    this.c._gx_default_scene();
    return this.text();
  }

  setParams(mu: number, sigma: number, alpha: number, beta: number, slope: number, lambda: number) {
    this.check(this.c._gx_set_params(mu, sigma, alpha, beta, slope, lambda));
  }

  /** How curve `id` looks among `set` in `theme`, by the desktop's rule (the core's
   * gelu::model::curveLook): asked once per curve, set and theme, then kept. */
  curveLook(id: string, set: CurveSet, theme: Theme): CurveLook {
    const request = {
      ids: [id],
      shown: set.shown,
      companions: set.companions ?? [],
      formulas: (set.formulas ?? []).map((f) => ({ id: f.id, colour: f.colour, style: f.style })),
      theme: theme.name,
      background: theme.background,
      foreground: theme.foreground,
      accent: theme.accent,
    };
    const key = JSON.stringify(request);
    const looks = (this.shared.looks ??= new Map());
    const known = looks.get(key);
    if (known) return known;
    this.check(this.withString(key, (p) => this.m._gx_curve_looks(p)));
    const answer = JSON.parse(this.text()) as CurveLook[];
    if (answer.length !== 1) throw new CoreError(`no look for ${id}`);
    const look = answer[0];
    if (looks.size > 512) looks.clear();
    looks.set(key, look);
    return look;
  }

  /** How a training map looks in `theme` (the core's gelu::model::trainingMapLook, the
   * desktop's): its two classes' colours and its heat map's stops at P(class 1) = 0, ½ and 1. */
  trainingLook(theme: Theme): TrainingLook {
    const key = JSON.stringify({ theme: theme.name, background: theme.background });
    const known = (this.shared.trainingLooks ??= new Map()).get(key);
    if (known) return known;
    this.check(this.withString(key, (p) => this.m._gx_training_look(p)));
    const look = JSON.parse(this.text()) as TrainingLook;
    if (look.classes.length !== 2 || look.stops.length !== 3)
      throw new CoreError("no training look");
    this.shared.trainingLooks.set(key, look);
    return look;
  }

  /** The curves the panels `panels` draw beside the scene's `curves`, and the approximations
   * the errors panel compares: the core's gelu::model::companionCurves, the desktop's rule (this
   * session's formulas say what is an activation). */
  companions(
    panels: readonly string[],
    curves: readonly string[],
    neuron: { activation: string; gate: string },
  ): Companions {
    const key = JSON.stringify({
      panels,
      curves,
      activation: neuron.activation,
      gate: neuron.gate,
    });
    const known = this.companionsKnown.get(key);
    if (known) return known;
    this.check(this.withString(key, (p) => this.c._gx_companions(p)));
    const answer = JSON.parse(this.text()) as Companions;
    if (this.companionsKnown.size > 256) this.companionsKnown.clear();
    this.companionsKnown.set(key, answer);
    return answer;
  }

  /** The ± of a value shown with `decimals` decimals, as the C locale writes it (the core's
   * gelu::marginText, the desktop's): "0.01037", or "3e-08" where those decimals would read as
   * no error at all. */
  marginText(error: number, decimals: number): string {
    this.check(this.m._gx_margin(error, decimals));
    return this.text();
  }

  /** What an activations plot drawing `drawn` may claim in its title (the core's
   * gelu::model::activationsTitle): "gelu-tanh-others", …. */
  activationsTitle(drawn: string[]): string {
    this.check(this.withString(JSON.stringify(drawn), (p) => this.m._gx_activations_title(p)));
    return this.text();
  }

  /** The desktop's built-in views: their ids, English names and panels. */
  views(): { id: string; name: string; panels: string[] }[] {
    this.c._gx_views();
    return JSON.parse(this.text()) as { id: string; name: string; panels: string[] }[];
  }

  functions(): FunctionRow[] {
    this.c._gx_functions();
    return JSON.parse(this.text()) as FunctionRow[];
  }

  /** f at every x (one call into the core for the whole array). */
  evaluate(id: string, xs: Float64Array): Float64Array {
    const n = xs.length;
    const ptr = this.buffer(2 * n);
    this.heap(ptr, n).set(xs);
    this.check(this.withString(id, (p) => this.c._gx_evaluate(p, ptr, ptr + 8 * n, n)));
    return this.heap(ptr + 8 * n, n).slice();
  }

  /** approx − exact on `count` evenly spaced points of [from, to]; `standard`: at μ = 0, σ = 1
   * (the errors panel's approximations), else at the scene's parameters. */
  difference(
    approx: string,
    exact: string,
    from: number,
    to: number,
    count: number,
    standard = false,
  ) {
    const ptr = this.buffer(count);
    const rc = this.withString(approx, (a) =>
      this.withString(exact, (e) =>
        this.c._gx_difference(a, e, from, to, count, standard ? 1 : 0, ptr),
      ),
    );
    this.check(rc);
    return this.heap(ptr, count).slice();
  }

  /** The largest |approx − exact| over [from, to] and an x where it is, as the desktop finds it. */
  maxError(approx: string, exact: string, from: number, to: number, standard = false) {
    const ptr = this.buffer(2);
    const rc = this.withString(approx, (a) =>
      this.withString(exact, (e) => this.c._gx_max_error(a, e, from, to, standard ? 1 : 0, ptr)),
    );
    this.check(rc);
    const h = this.heap(ptr, 2);
    return { max: h[0], at: h[1] };
  }

  value(id: string, x: number): number {
    return this.withString(id, (p) => this.c._gx_value(p, x));
  }

  /** The TeX of a typed formula, or a CoreError saying why it is refused. */
  formulaTex(id: string, expression: string): string {
    const rc = this.withString(id, (i) =>
      this.withString(expression, (e) => this.c._gx_formula_tex(i, e)),
    );
    this.check(rc);
    return this.text();
  }

  /** The names a formula's expression leaves free: its parameters, each a slider. */
  formulaParameters(expression: string): string[] {
    this.check(this.withString(expression, (e) => this.c._gx_formula_parameters(e)));
    return JSON.parse(this.text()) as string[];
  }

  setFormulas(list: FormulaJson[]): void {
    this.companionsKnown.clear();
    this.check(this.withString(JSON.stringify(list), (p) => this.c._gx_set_formulas(p)));
  }

  mcStart(x: number, seed: number, normalMethod: boolean): void {
    this.check(this.c._gx_mc_start(x, seed, normalMethod ? 1 : 0));
  }

  mcSteps(count: number): Draw[] {
    const ptr = this.buffer(3 * count);
    this.check(this.c._gx_mc_steps(count, ptr));
    const h = this.heap(ptr, 3 * count);
    const draws: Draw[] = [];
    for (let i = 0; i < count; ++i) {
      draws.push({ variate: h[3 * i], kept: h[3 * i + 1] !== 0, value: h[3 * i + 2] });
    }
    return draws;
  }

  mcAdvance(count: number): void {
    this.check(this.c._gx_mc_advance(count));
  }

  mcState(): McState {
    const ptr = this.buffer(9);
    this.check(this.c._gx_mc_state(ptr));
    const h = this.heap(ptr, 9);
    return {
      n: h[0],
      kept: h[1],
      mean: h[2],
      low: h[3],
      high: h[4],
      p: h[5],
      expected: h[6],
      stdError: h[7],
      error95: h[8],
    };
  }

  mcFunnel(n: number): [number, number] {
    const ptr = this.buffer(2);
    this.check(this.c._gx_mc_funnel(n, ptr));
    const h = this.heap(ptr, 2);
    return [h[0], h[1]];
  }

  /** A whole seeded run, as `gelu-explorer simulate` runs it: {n, kept, mean, stdError}. */
  mcRun(x: number, seed: number, normalMethod: boolean, samples: number) {
    const ptr = this.buffer(4);
    this.check(this.c._gx_mc_run(x, seed, normalMethod ? 1 : 0, samples, ptr));
    const h = this.heap(ptr, 4);
    return { n: h[0], kept: h[1], mean: h[2], stdError: h[3] };
  }
}
