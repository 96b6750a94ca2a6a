// The desktop's themes and curve styles (ui/panels/Theme.cpp), for the page: the same
// Okabe–Ito colours and the same (colour, dash) pair per activation, so a curve looks the same
// in both editions and any selection stays readable in print and for colour-blind readers.

export type ThemeName = "light" | "dark" | "high-contrast";

export interface Theme {
  name: ThemeName;
  dark: boolean;
  background: string;
  foreground: string;
  grid: string;
  accent: string;
  shade: string;
  lineScale: number;
}

export const themes: Record<ThemeName, Theme> = {
  light: {
    name: "light",
    dark: false,
    background: "#ffffff",
    foreground: "#202020",
    grid: "#d8d8d8",
    accent: "#d55e00",
    shade: "rgba(86,180,233,0.43)",
    lineScale: 1,
  },
  dark: {
    name: "dark",
    dark: true,
    background: "#1e1f22",
    foreground: "#e8e8e8",
    grid: "#45474c",
    accent: "#e69f00",
    shade: "rgba(86,180,233,0.47)",
    lineScale: 1,
  },
  "high-contrast": {
    name: "high-contrast",
    dark: true,
    background: "#000000",
    foreground: "#ffffff",
    grid: "#707070",
    accent: "#ffe000",
    shade: "rgba(86,180,233,0.59)",
    lineScale: 1.5,
  },
};

type Colour = "blue" | "orange" | "purple" | "green" | "vermillion" | "grey" | "sky";
type Dash = "solid" | "dash" | "dot" | "dashdot" | "dashdotdot";

const styles: Record<string, [Colour, Dash]> = {
  gelu: ["blue", "solid"],
  gelu_tanh: ["orange", "dash"],
  gelu_sigmoid: ["purple", "dashdot"],
  silu: ["green", "dot"],
  relu: ["vermillion", "solid"],
  elu: ["grey", "dashdotdot"],
  sigmoid: ["sky", "solid"],
  tanh: ["vermillion", "dash"],
  softplus: ["green", "dash"],
  mish: ["blue", "dot"],
  swish: ["green", "dashdot"],
  softsign: ["purple", "dot"],
  logsigmoid: ["orange", "dot"],
  tanhshrink: ["sky", "dash"],
  leaky_relu: ["orange", "solid"],
  relu6: ["vermillion", "dashdot"],
  selu: ["purple", "solid"],
  celu: ["green", "solid"],
  squared_relu: ["blue", "dash"],
  hardtanh: ["grey", "solid"],
  hardsigmoid: ["sky", "dashdot"],
  hardswish: ["orange", "dashdot"],
  softshrink: ["vermillion", "dot"],
  hardshrink: ["grey", "dash"],
};

function colour(c: Colour, dark: boolean): string {
  switch (c) {
    case "blue":
      return dark ? "#56b4e9" : "#0072b2";
    case "orange":
      return "#e69f00";
    case "purple":
      return "#cc79a7";
    case "green":
      return "#009e73";
    case "vermillion":
      return "#d55e00";
    case "grey":
      return dark ? "#f0e442" : "#555555";
    case "sky":
      return dark ? "#b4e0ff" : "#56b4e9";
  }
}

function dashes(d: Dash, width: number): number[] {
  const u = Math.max(1, width);
  switch (d) {
    case "solid":
      return [];
    case "dash":
      return [4 * u, 2 * u];
    case "dot":
      return [u, 2 * u];
    case "dashdot":
      return [4 * u, 2 * u, u, 2 * u];
    case "dashdotdot":
      return [4 * u, 2 * u, u, 2 * u, u, 2 * u];
  }
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * Colour `hex` (#rrggbb) as text on the theme's background, as the desktop's Theme::readable:
 * its lightness stepped toward black on a light background (white on a dark one) until it stands
 * 4.5:1 off it, hue and saturation kept.
 */
export function readable(hex: string, theme: Theme): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  let l = (max + min) / 2;
  const d = max - min;
  const sat = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  const hue =
    d === 0 ? 0 : max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const at = (light: number) => {
    // HSL to #rrggbb (hue in sixths of the circle).
    const c = (1 - Math.abs(2 * light - 1)) * sat;
    const x = c * (1 - Math.abs((hue % 2) - 1));
    const m = light - c / 2;
    const k = Math.floor(hue) % 6;
    const rgb = [
      [c, x, 0],
      [x, c, 0],
      [0, c, x],
      [0, x, c],
      [x, 0, c],
      [c, 0, x],
    ][k];
    return (
      "#" +
      rgb
        .map((v) => Math.round((v + m) * 255))
        .map((v) => Math.min(255, Math.max(0, v)).toString(16).padStart(2, "0"))
        .join("")
    );
  };
  const ratio = (a: string) => {
    const x = luminance(a);
    const y = luminance(theme.background);
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  };
  const darken = luminance(theme.background) > 0.18; // toward black on light, white on dark
  let out = hex.slice(0, 7);
  for (let step = 0; step < 100 && ratio(out) < 4.5; ++step) {
    if ((darken && l <= 0) || (!darken && l >= 1)) break;
    l = Math.min(1, Math.max(0, l + (darken ? -4 : 4) / 255));
    out = at(l);
  }
  return out;
}

/**
 * A band's fill under its edges of colour `edge` (#rrggbb), as the desktop's Theme::bandFill:
 * the edge colour at alpha 60/255, and in high contrast as opaque as it takes to stand 3:1 off
 * the background (the band was invisible on black).
 */
export function bandFill(edge: string, theme: Theme): string {
  const rgb = [1, 3, 5].map((i) => parseInt(edge.slice(i, i + 2), 16));
  const at = (alpha: number) => `rgba(${rgb.join(",")},${(alpha / 255).toFixed(3)})`;
  if (theme.name !== "high-contrast") return at(60);
  const back = [1, 3, 5].map((i) => parseInt(theme.background.slice(i, i + 2), 16));
  const over = (alpha: number) =>
    "#" +
    rgb
      .map((c, k) => Math.round((c * alpha + back[k] * (255 - alpha)) / 255))
      .map((c) => c.toString(16).padStart(2, "0"))
      .join("");
  const ratio = (a: string, b: string) => {
    const x = luminance(a);
    const y = luminance(b);
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  };
  let alpha = 60;
  while (alpha < 255 && ratio(over(alpha), theme.background) < 3) alpha += 5;
  return at(Math.min(alpha, 255));
}

// A typed formula's colour by its place among the scene's formulas, and its dash alternating
// every six (as the desktop's Theme).
const formulaCycle: Colour[] = ["vermillion", "blue", "green", "purple", "orange", "sky"];
// Colours in the order a free one is handed out; grey last (it reads as "other").
const handOut: Colour[] = ["blue", "vermillion", "green", "orange", "purple", "sky", "grey"];
// Families a reader tells apart at a glance: blue and sky blue read as one, vermillion and
// orange as another.
const family = (c: Colour): Colour => (c === "sky" ? "blue" : c === "orange" ? "vermillion" : c);

/** The curves drawn together (in order), the curves a view's panels draw beside them
 * (companionCurves) and the scene's formulas: what a curve's colour is chosen among. */
export interface CurveSet {
  shown: string[];
  companions?: string[];
  formulas?: { id: string; colour?: string }[];
}

/** A derivative ("dgelu") and Φ, φ are drawn in their function's colour. */
function baseId(id: string): string {
  if (id === "cdf" || id === "pdf") return "gelu";
  return id.startsWith("d") ? id.slice(1) : id;
}

/** The palette colour a curve asks for, or none (an unknown id, or a formula with a colour of
 * its own, which is kept as it is). */
function wantedColour(id: string, formulas: CurveSet["formulas"]): Colour | undefined {
  const style = styles[baseId(id)];
  if (style) return style[0];
  const index = (formulas ?? []).findIndex((f) => f.id === id || "d" + f.id === id);
  if (index < 0 || formulas?.[index].colour) return undefined;
  return formulaCycle[index % formulaCycle.length];
}

/**
 * The colour of `id` among `set`, as the desktop's Theme::curveColor: a curve of `shown` keeps
 * its wanted colour unless a curve before it took that colour's family, then takes the first
 * colour of a free family (else the first colour still free); the companions take theirs only
 * from what `shown` left, so they never recolour a curve of the scene. Not among them: the
 * colour it wants.
 */
function assignedColour(id: string, set: CurveSet): Colour | undefined {
  const base = baseId(id);
  const scene = set.shown;
  const sceneBases = scene.map(baseId);
  const others = (set.companions ?? []).filter((c) => !sceneBases.includes(baseId(c)));
  const all = [...scene, ...others];
  const self = all.findIndex((c) => baseId(c) === base);
  if (self < 0) return wantedColour(id, set.formulas);
  const taken = new Set<Colour>();
  const families = new Set<Colour>();
  const mark = (c: Colour) => {
    taken.add(c);
    families.add(family(c));
  };
  const got: (Colour | undefined)[] = [];
  const assign = (ids: string[], first: number) => {
    ids.forEach((c, i) => {
      const w = wantedColour(c, set.formulas);
      if (w === undefined || families.has(family(w))) return;
      got[first + i] = w;
      mark(w);
    });
    ids.forEach((c, i) => {
      const w = wantedColour(c, set.formulas);
      if (w === undefined || got[first + i] !== undefined) return;
      // More curves than colours: the dash tells them apart.
      const pick =
        handOut.find((h) => !taken.has(h) && !families.has(family(h))) ??
        handOut.find((h) => !taken.has(h));
      got[first + i] = pick ?? w;
      if (pick) mark(pick);
    });
  };
  assign(scene, 0);
  assign(others, scene.length);
  return got[self];
}

/** A palette colour in `theme` (in high contrast grey is near-white: yellow marks x there). */
function paint(c: Colour, theme: Theme): string {
  if (c === "grey" && theme.name === "high-contrast") return "#f0f0f0";
  return colour(c, theme.dark);
}

/** The pen of curve `id` (a derivative "d<id>" takes its function's), or of the n-th formula;
 * with `set`, its colour among the curves drawn with it (assignedColour). */
export function curvePen(
  id: string,
  theme: Theme,
  formulaIndex: number,
  own?: { colour?: string; style?: string },
  set?: CurveSet,
): { stroke: string; dash: number[]; width: number } {
  const width = 2 * theme.lineScale;
  const assigned = set ? assignedColour(id, set) : undefined;
  const base = styles[id] ?? (id.startsWith("d") ? styles[id.slice(1)] : undefined);
  if (base)
    return { stroke: paint(assigned ?? base[0], theme), dash: dashes(base[1], width), width };
  const index = Math.max(0, formulaIndex);
  const auto = formulaCycle[index % formulaCycle.length];
  const fallback: Dash = Math.floor(index / formulaCycle.length) % 2 === 0 ? "dashdotdot" : "dash";
  const style = (own?.style && own.style !== "auto" ? own.style : fallback) as Dash;
  return {
    stroke: own?.colour ? own.colour : paint(assigned ?? auto, theme),
    dash: dashes(style, width),
    width,
  };
}
