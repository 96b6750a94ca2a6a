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

const formulaColours: Colour[] = ["blue", "orange", "purple", "green", "vermillion", "sky", "grey"];

/** The pen of curve `id` (a derivative "d<id>" takes its function's), or of the n-th formula. */
export function curvePen(
  id: string,
  theme: Theme,
  formulaIndex: number,
  own?: { colour?: string; style?: string },
): { stroke: string; dash: number[]; width: number } {
  const width = 2 * theme.lineScale;
  const base = styles[id] ?? (id.startsWith("d") ? styles[id.slice(1)] : undefined);
  if (base) return { stroke: colour(base[0], theme.dark), dash: dashes(base[1], width), width };
  const auto = formulaColours[Math.max(0, formulaIndex) % formulaColours.length];
  const style = (own?.style && own.style !== "auto" ? own.style : "dashdotdot") as Dash;
  return {
    stroke: own?.colour ? own.colour : colour(auto, theme.dark),
    dash: dashes(style, width),
    width,
  };
}
