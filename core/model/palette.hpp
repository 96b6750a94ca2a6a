#pragma once
/// @file
/// @brief How a curve looks, for every front end: its palette colour and dash (each activation a
/// distinct pair), the colour it takes among the curves drawn with it, the theme's RGB for it,
/// and a colour made readable as text. The desktop (ui::Theme) and the web page (through the
/// bridge) both ask here, so a curve has one colour in both.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/state.hpp"

namespace gelu::model {

/// The palette: Okabe & Ito (2008), colour-blind safe.
enum class Hue { Blue, Orange, Purple, Green, Vermillion, Grey, SkyBlue };
enum class Dash { Solid, Dashed, Dotted, DashDot, DashDotDot };
enum class ThemeKind { Light, Dark, HighContrast };

struct Rgb {
  std::uint8_t r = 0, g = 0, b = 0;
  friend bool operator==(const Rgb&, const Rgb&) = default;
};

/// "#rrggbb" (lower case).
std::string hexOf(Rgb c);
/// A colour from "#rrggbb"; nullopt for anything else.
std::optional<Rgb> rgbOf(std::string_view hex);

/// What a curve looks like among the others drawn with it.
struct CurveLook {
  std::optional<Rgb> colour;  ///< nullopt: the theme's foreground (an unknown id)
  Dash dash = Dash::Solid;
};

/// The look of curve `id` (a built-in activation, a derivative "d<id>", Φ and φ, a typed formula
/// of `formulas`) among the curves `shown` and then `companions` (curves a view's panels draw
/// beside the scene's; they take their colours only from what `shown` leaves, so they never
/// recolour a curve of the scene). Each keeps the colour it wants unless a curve before it took
/// that colour's family (blue with sky blue, vermillion with orange), then takes the first
/// colour of a free family, else the first colour still free. A formula's own colour is kept.
CurveLook curveLook(std::string_view id, const std::vector<FormulaDef>& formulas,
                    const std::vector<std::string>& shown,
                    const std::vector<std::string>& companions, ThemeKind theme);

/// Whether the built-in `id` has a (colour, dash) pair no other built-in has.
bool hasDistinctStyle(std::string_view id);

/// WCAG's relative luminance and contrast ratio (1 to 21) of opaque colours.
double luminance(Rgb c);
double contrastRatio(Rgb a, Rgb b);

/// `c` as text on `background`: its lightness stepped toward black on a light background (white
/// on a dark one) until it stands 4.5:1 off it, hue and saturation kept.
Rgb readableOn(Rgb c, Rgb background);

/// The fill of a point marked on a curve of colour `curve` (side by side's point at x): of the
/// text's colour `foreground` and the accent's, the one farther from the curve's in RGB (the
/// text's on a tie). The accent's orange alone lay unseen on ReLU's vermillion.
Rgb pointFill(Rgb curve, Rgb foreground, Rgb accent);

/// The opacity (0–255) of a band filled under edges of colour `edge` (the Monte Carlo funnel):
/// 60, and in high contrast as opaque as it takes, in steps of 5, to stand 3:1 off the
/// background (a band at 60 was invisible on black).
int bandAlpha(Rgb edge, Rgb background, ThemeKind theme);
/// The opacity (0–255) of something drawn faint in colour `c` (side by side's derivatives, at
/// 110; a band, at 60): `alpha`, and in high contrast as opaque as it takes, in steps of 5, to
/// stand 3:1 off the background, as WCAG asks of graphics (GELU′ at 110 stood 2.3:1 on black).
int faintAlpha(Rgb c, Rgb background, ThemeKind theme, int alpha);

/// How a two-class network's map looks (the training panel: what each network has learned over
/// the data). Its classes are purple and green, a diverging pair colour-blind eyes tell apart,
/// clear of the activations' blue and orange in the loss plot beside the maps; the heat map runs
/// from the first class's tint through the background itself (P = 0.5, the boundary, where the
/// colour fades out) to the second's, linearly in RGB between those three stops.
struct MapLook {
  std::array<Rgb, 2> classes;  ///< the points' colours, class 0 and class 1
  std::array<Rgb, 3> stops;    ///< the heat map at P(class 1) = 0, 0.5 and 1
};
MapLook trainingMapLook(Rgb background, ThemeKind theme);

}  // namespace gelu::model
