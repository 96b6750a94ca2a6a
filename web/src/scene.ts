// The fields of a scene file the page uses, as the core writes them (every field present: the
// core has checked them all before the page reads any).

export interface FormulaJson {
  id: string;
  expression: string;
  colour?: string;
  style?: string;
  /** Its own parameters' values (a, b of a*x*Phi(b*x)). */
  parameters?: Record<string, number>;
}

export interface SceneJson {
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
  number_format: { dtype: string; compare: string; kernel: string };
  neuron: {
    x1: number;
    x2: number;
    w1: number;
    w2: number;
    bias: number;
    activation: string;
    gate: string;
    v1: number;
    v2: number;
    c: number;
  };
  propagation: { gain: string; depth: number; width: number; bias_std: number; value?: number };
  training: { activations: string[]; epochs: number; speed: number; epoch: number };
  view: { theme: string; current: string; panels: string[] };
}
