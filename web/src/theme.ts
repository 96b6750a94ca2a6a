// The desktop's themes (ui/panels/Theme.cpp), for the page. How a curve looks (its Okabe–Ito
// colour and dash, among the curves drawn with it) is the core's rule (core/model/palette.hpp,
// Core.curveLook), so a curve looks the same in both editions.

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

export type Dash = "solid" | "dash" | "dot" | "dashdot" | "dashdotdot";

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

/** The curves drawn together (in order), the curves a view's panels draw beside them
 * (companionCurves) and the scene's formulas: what a curve's colour is chosen among. */
export interface CurveSet {
  shown: string[];
  companions?: string[];
  formulas?: { id: string; colour?: string; style?: string }[];
}

/** How the core draws a curve among a CurveSet (Core.curveLook): its colour (null: the
 * foreground), that colour readable as text on the theme's background, its dash. */
export interface CurveLook {
  colour: string | null;
  text: string | null;
  dash: Dash;
}

/** The pen of a curve that looks like `look`. */
export function curvePen(
  look: CurveLook,
  theme: Theme,
): { stroke: string; dash: number[]; width: number } {
  const width = 2 * theme.lineScale;
  return { stroke: look.colour ?? theme.foreground, dash: dashes(look.dash, width), width };
}
