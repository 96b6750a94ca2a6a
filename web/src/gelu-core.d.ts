// The emscripten module web/bridge.cpp builds (build/wasm-core/web/gelu-core.js), as the page
// sees it: the bridge's C functions and the runtime helpers the link exports.
declare module "gelu-core" {
  export interface GeluCoreModule {
    HEAPF64: Float64Array;
    UTF8ToString(ptr: number): string;
    stringToUTF8(text: string, ptr: number, maxBytes: number): void;
    lengthBytesUTF8(text: string): number;
    _malloc(bytes: number): number;
    _free(ptr: number): void;
    _gx_use(session: number): void;
    _gx_text(): number;
    _gx_error(): number;
    _gx_alloc(count: number): number;
    _gx_free(ptr: number): void;
    _gx_load_scene(json: number): number;
    _gx_default_scene(): void;
    _gx_set_params(
      mu: number,
      sigma: number,
      alpha: number,
      beta: number,
      slope: number,
      lambda: number,
    ): number;
    _gx_evaluate(id: number, x: number, out: number, count: number): number;
    _gx_value(id: number, x: number): number;
    _gx_sample(
      id: number,
      from: number,
      to: number,
      xs: number,
      ys: number,
      capacity: number,
    ): number;
    _gx_functions(): void;
    _gx_views(): void;
    _gx_curve_looks(json: number): number;
    _gx_activations_title(json: number): number;
    _gx_training_look(json: number): number;
    _gx_margin(error: number, decimals: number): number;
    _gx_companions(json: number): number;
    _gx_difference(
      approx: number,
      exact: number,
      from: number,
      to: number,
      count: number,
      standard: number,
      ys: number,
    ): number;
    _gx_max_error(
      approx: number,
      exact: number,
      from: number,
      to: number,
      standard: number,
      worst: number,
    ): number;
    _gx_formula_tex(id: number, expression: number): number;
    _gx_formula_parameters(expression: number): number;
    _gx_set_formulas(json: number): number;
    _gx_mc_start(x: number, seed: number, normalMethod: number): number;
    _gx_mc_steps(count: number, out: number): number;
    _gx_mc_advance(count: number): number;
    _gx_mc_state(out: number): number;
    _gx_mc_funnel(n: number, out: number): number;
    _gx_dtype_check(dtype: number, kernel: number): number;
    _gx_dtype_inputs(dtype: number, from: number, to: number, xs: number, capacity: number): number;
    _gx_dtype_stored(
      dtype: number,
      kernel: number,
      form: number,
      xs: number,
      count: number,
      stored: number,
      ulps: number,
    ): number;
    _gx_dtype_bits(dtype: number, x: number): number;
    _gx_dtype_tally(dtype: number, kernel: number): number;
    _gx_train_start(): number;
    _gx_train_epochs(count: number): number;
    _gx_train_metrics(): number;
    _gx_train_predict(k: number, x1: number, x2: number, count: number, out: number): number;
    _gx_neuron(out: number): number;
    _gx_propagate(id: number, variance: number, theory: number): number;
    _gx_load_deck(json: number, language: number): number;
    _gx_deck_step(step: number, fragments: number): number;
    _gx_mc_run(x: number, seed: number, normalMethod: number, samples: number, out: number): number;
  }
  const createGeluCore: (options?: { wasmBinary?: Uint8Array }) => Promise<GeluCoreModule>;
  export default createGeluCore;
}
