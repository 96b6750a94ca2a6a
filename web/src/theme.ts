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

/**
 * The fill of a band under edges that look like `look` (the Monte Carlo funnel), as the
 * desktop's Theme::bandFill: the edge colour at the opacity the core gives it (60/255, and in
 * high contrast as opaque as it takes to stand 3:1 off the background).
 */
export function bandFill(look: CurveLook, theme: Theme): string {
  const edge = look.colour ?? theme.foreground;
  const rgb = [1, 3, 5].map((i) => parseInt(edge.slice(i, i + 2), 16));
  return `rgba(${rgb.join(",")},${(look.band / 255).toFixed(3)})`;
}

/** The curves drawn together (in order), the curves a view's panels draw beside them
 * (companionCurves) and the scene's formulas: what a curve's colour is chosen among. */
export interface CurveSet {
  shown: string[];
  companions?: string[];
  formulas?: { id: string; colour?: string; style?: string }[];
}

/** How the core draws a curve among a CurveSet (Core.curveLook): its colour (null: the
 * foreground), that colour readable as text on the theme's background, the opacity (0-255) of
 * a band under it and of the curve drawn faint (a derivative beside it), its dash, the fill of
 * a point marked on it. */
export interface CurveLook {
  colour: string | null;
  text: string | null;
  band: number;
  faint: number;
  dash: Dash;
  point: string;
}

/** The pen of a curve that looks like `look`. */
export function curvePen(
  look: CurveLook,
  theme: Theme,
): { stroke: string; dash: number[]; width: number } {
  const width = 2 * theme.lineScale;
  return { stroke: look.colour ?? theme.foreground, dash: dashes(look.dash, width), width };
}
