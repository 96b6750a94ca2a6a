#include "core/model/palette.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <iterator>

#include "core/model/ids.hpp"

namespace gelu::model {
namespace {

/// A derivative ("dgelu", "delu", …) is drawn in the colour of its function; Φ and φ in GELU's.
std::string_view baseId(std::string_view id) {
  if (id == "cdf" || id == "pdf") return "gelu";
  return !id.empty() && id.front() == 'd' ? id.substr(1) : id;
}

struct CurveStyle {
  std::string_view id;
  Hue hue;
  Dash dash;
};

// Every activation a distinct (colour, dash) pair, so that any selection stays readable in
// print and for colour-blind readers (tests check that no two share a pair).
constexpr CurveStyle kStyles[] = {
    {"gelu", Hue::Blue, Dash::Solid},
    {"gelu_tanh", Hue::Orange, Dash::Dashed},
    {"gelu_sigmoid", Hue::Purple, Dash::DashDot},
    {"silu", Hue::Green, Dash::Dotted},
    {"relu", Hue::Vermillion, Dash::Solid},
    {"elu", Hue::Grey, Dash::DashDotDot},
    {"sigmoid", Hue::SkyBlue, Dash::Solid},
    {"tanh", Hue::Vermillion, Dash::Dashed},
    {"softplus", Hue::Green, Dash::Dashed},
    {"mish", Hue::Blue, Dash::Dotted},
    {"swish", Hue::Green, Dash::DashDot},
    {"softsign", Hue::Purple, Dash::Dotted},
    {"logsigmoid", Hue::Orange, Dash::Dotted},
    {"tanhshrink", Hue::SkyBlue, Dash::Dashed},
    {"leaky_relu", Hue::Orange, Dash::Solid},
    {"relu6", Hue::Vermillion, Dash::DashDot},
    {"selu", Hue::Purple, Dash::Solid},
    {"celu", Hue::Green, Dash::Solid},
    {"squared_relu", Hue::Blue, Dash::Dashed},
    {"hardtanh", Hue::Grey, Dash::Solid},
    {"hardsigmoid", Hue::SkyBlue, Dash::DashDot},
    {"hardswish", Hue::Orange, Dash::DashDot},
    {"softshrink", Hue::Vermillion, Dash::Dotted},
    {"hardshrink", Hue::Grey, Dash::Dashed},
};

const CurveStyle* styleOf(std::string_view id) {
  const std::string_view b = baseId(id);
  for (const CurveStyle& s : kStyles) {
    if (s.id == b) return &s;
  }
  return nullptr;
}

Rgb rgbFor(Hue h, ThemeKind theme) {
  const bool dark = theme != ThemeKind::Light;
  switch (h) {
    case Hue::Blue:
      return dark ? Rgb{0x56, 0xB4, 0xE9} : Rgb{0x00, 0x72, 0xB2};
    case Hue::Orange:
      return {0xE6, 0x9F, 0x00};
    case Hue::Purple:
      return {0xCC, 0x79, 0xA7};
    case Hue::Green:
      return {0x00, 0x9E, 0x73};
    case Hue::Vermillion:
      return {0xD5, 0x5E, 0x00};
    case Hue::Grey:
      // Dark: a mid grey, not Okabe and Ito's yellow, which beside the x marker's orange and
      // ReLU's vermillion read as one warm family (ELU's dashes lie on ReLU for x > 0); darker
      // than the text and than sky blue's light shade. High contrast: near-white (yellow is the
      // x marker there).
      return theme == ThemeKind::HighContrast ? Rgb{0xF0, 0xF0, 0xF0}
             : dark                           ? Rgb{0xA0, 0xA0, 0xA0}
                                              : Rgb{0x55, 0x55, 0x55};
    case Hue::SkyBlue:
      return dark ? Rgb{0xB4, 0xE0, 0xFF} : Rgb{0x56, 0xB4, 0xE9};
  }
  return {};
}

/// A typed formula's look: its automatic colour by its position (colours in turn with
/// dash-dot-dot, then with dashes), its dash (its own, else that), and its own colour if any.
struct FormulaLook {
  Hue hue;
  Dash dash;
  std::optional<Rgb> own;
};

std::optional<FormulaLook> formulaLook(std::string_view id,
                                       const std::vector<FormulaDef>& formulas) {
  int index = -1;
  const std::optional<FormulaDef> def = findFormula(formulas, id, &index);
  if (!def) return std::nullopt;
  static constexpr Hue kCycle[] = {Hue::Vermillion, Hue::Blue,   Hue::Green,
                                   Hue::Purple,     Hue::Orange, Hue::SkyBlue};
  FormulaLook look{kCycle[index % 6], (index / 6) % 2 == 0 ? Dash::DashDotDot : Dash::Dashed,
                   rgbOf(def->colour)};
  const std::string& s = def->style;
  if (s == "solid") look.dash = Dash::Solid;
  if (s == "dash") look.dash = Dash::Dashed;
  if (s == "dot") look.dash = Dash::Dotted;
  if (s == "dashdot") look.dash = Dash::DashDot;
  if (s == "dashdotdot") look.dash = Dash::DashDotDot;
  return look;
}

/// The palette colour a curve asks for, or nothing (an unknown id, or a formula with a colour
/// of its own, which is kept as it is).
std::optional<Hue> wantedHue(std::string_view id, const std::vector<FormulaDef>& formulas) {
  if (const CurveStyle* s = styleOf(id)) return s->hue;
  if (const auto f = formulaLook(id, formulas); f && !f->own) return f->hue;
  return std::nullopt;
}

/// Every colour of `shown` and then of `companions`, in order (curveLook()'s rule).
std::vector<std::optional<Hue>> assignedHues(const std::vector<FormulaDef>& formulas,
                                             const std::vector<std::string_view>& shown,
                                             const std::vector<std::string_view>& companions) {
  // Colours in the order a free one is handed out; grey last (it reads as "other").
  static constexpr Hue kOrder[] = {Hue::Blue,   Hue::Vermillion, Hue::Green, Hue::Orange,
                                   Hue::Purple, Hue::SkyBlue,    Hue::Grey};
  // Families a reader tells apart at a glance: blue and sky blue read as one, vermillion and
  // orange as another. Two visible curves share a family only when every family is taken.
  const auto family = [](Hue h) {
    return h == Hue::SkyBlue ? Hue::Blue : h == Hue::Orange ? Hue::Vermillion : h;
  };
  std::array<bool, std::size(kOrder)> taken{};
  std::vector<Hue> families;
  const auto mark = [&](Hue h) {
    for (std::size_t k = 0; k < std::size(kOrder); ++k) {
      if (kOrder[k] == h) taken[k] = true;
    }
    families.push_back(family(h));
  };
  const auto familyTaken = [&](Hue h) {
    return std::find(families.begin(), families.end(), family(h)) != families.end();
  };
  std::vector<std::optional<Hue>> got;
  // One tier (the scene's curves, then the companions): first every curve that keeps its
  // wanted colour (the first to want its family), then, in order, the others take the first
  // colour of a free family, else the first colour still free.
  const auto assign = [&](const std::vector<std::string_view>& ids) {
    const std::size_t first = got.size();
    got.resize(first + ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i) {
      const std::optional<Hue> w = wantedHue(ids[i], formulas);
      if (!w || familyTaken(*w)) continue;
      got[first + i] = w;
      mark(*w);
    }
    for (std::size_t i = 0; i < ids.size(); ++i) {
      std::optional<Hue>& slot = got[first + i];
      const std::optional<Hue> w = wantedHue(ids[i], formulas);
      if (!w || slot) continue;
      slot = w;  // more curves than colours: the dash tells them apart
      std::optional<std::size_t> pick;
      for (std::size_t k = 0; k < std::size(kOrder) && !pick; ++k) {
        if (!taken[k] && !familyTaken(kOrder[k])) pick = k;
      }
      for (std::size_t k = 0; k < std::size(kOrder) && !pick; ++k) {
        if (!taken[k]) pick = k;
      }
      if (pick) {
        slot = kOrder[*pick];
        mark(kOrder[*pick]);
      }
    }
  };
  assign(shown);
  assign(companions);
  return got;
}

/// The colour of `id`: its place in `shown`, else in `companions`, else the colour it wants.
std::optional<Hue> assignedHue(std::string_view id, const std::vector<FormulaDef>& formulas,
                               const std::vector<std::string>& shown,
                               const std::vector<std::string>& companions) {
  const std::string_view base = baseId(id);
  std::vector<std::string_view> scene, others;
  std::optional<std::size_t> self;
  for (const std::string& s : shown) {
    scene.push_back(s);
    if (!self && baseId(s) == base) self = scene.size() - 1;
  }
  // A companion the scene shows already is one of its curves (coloured there).
  for (const std::string& c : companions) {
    const bool inScene = std::any_of(shown.begin(), shown.end(),
                                     [&](const std::string& s) { return baseId(s) == baseId(c); });
    if (inScene) continue;
    others.push_back(c);
    if (!self && baseId(c) == base) self = scene.size() + others.size() - 1;
  }
  if (!self) return wantedHue(id, formulas);
  return assignedHues(formulas, scene, others)[*self];
}

}  // namespace

std::string hexOf(Rgb c) {
  char out[8];
  std::snprintf(out, sizeof out, "#%02x%02x%02x", c.r, c.g, c.b);
  return out;
}

std::optional<Rgb> rgbOf(std::string_view hex) {
  if (hex.size() != 7 || hex.front() != '#') return std::nullopt;
  std::array<std::uint8_t, 3> v{};
  for (std::size_t k = 0; k < 3; ++k) {
    int byte = 0;
    for (const char ch : hex.substr(1 + 2 * k, 2)) {
      const int d = ch >= '0' && ch <= '9'   ? ch - '0'
                    : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10
                    : ch >= 'A' && ch <= 'F' ? ch - 'A' + 10
                                             : -1;
      if (d < 0) return std::nullopt;
      byte = 16 * byte + d;
    }
    v[k] = static_cast<std::uint8_t>(byte);
  }
  return Rgb{v[0], v[1], v[2]};
}

CurveLook curveLook(std::string_view id, const std::vector<FormulaDef>& formulas,
                    const std::vector<std::string>& shown,
                    const std::vector<std::string>& companions, ThemeKind theme) {
  CurveLook look;
  const std::optional<FormulaLook> formula = styleOf(id) ? std::nullopt : formulaLook(id, formulas);
  if (const CurveStyle* s = styleOf(id)) {
    look.dash = s->dash;
  } else if (formula) {
    look.dash = formula->dash;
  }
  if (const std::optional<Hue> h = assignedHue(id, formulas, shown, companions)) {
    look.colour = rgbFor(*h, theme);
  } else if (formula && formula->own) {
    look.colour = formula->own;
  }
  return look;
}

bool hasDistinctStyle(std::string_view id) {
  const CurveStyle* s = styleOf(id);
  if (s == nullptr) return false;
  return std::none_of(std::begin(kStyles), std::end(kStyles), [&](const CurveStyle& o) {
    return &o != s && o.hue == s->hue && o.dash == s->dash;
  });
}

double luminance(Rgb c) {
  const auto channel = [](std::uint8_t byte) {
    const double v = byte / 255.0;
    return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

double contrastRatio(Rgb a, Rgb b) {
  const double x = luminance(a), y = luminance(b);
  return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

Rgb pointFill(Rgb curve, Rgb foreground, Rgb accent) {
  const auto distance = [&](Rgb c) {
    return std::hypot(c.r - curve.r, c.g - curve.g, c.b - curve.b);
  };
  return distance(foreground) >= distance(accent) ? foreground : accent;
}

Rgb readableOn(Rgb c, Rgb background) {
  // HSL with hue in sixths of the circle; only the lightness moves, in steps of 4/255.
  const double r = c.r / 255.0, g = c.g / 255.0, b = c.b / 255.0;
  const double max = std::max({r, g, b}), min = std::min({r, g, b});
  const double d = max - min;
  double light = (max + min) / 2;
  const double sat = d == 0 ? 0 : d / (1 - std::fabs(2 * light - 1));
  const double hue = d == 0     ? 0
                     : max == r ? std::fmod((g - b) / d + 6, 6)
                     : max == g ? (b - r) / d + 2
                                : (r - g) / d + 4;
  const auto at = [&](double l) {
    const double chroma = (1 - std::fabs(2 * l - 1)) * sat;
    const double x = chroma * (1 - std::fabs(std::fmod(hue, 2) - 1));
    const double m = l - chroma / 2;
    const std::array<std::array<double, 3>, 6> sextants = {{{chroma, x, 0},
                                                            {x, chroma, 0},
                                                            {0, chroma, x},
                                                            {0, x, chroma},
                                                            {x, 0, chroma},
                                                            {chroma, 0, x}}};
    const auto& v = sextants[static_cast<std::size_t>(std::floor(hue)) % 6];
    const auto byte = [&](double channel) {
      return static_cast<std::uint8_t>(std::clamp(std::lround((channel + m) * 255), 0L, 255L));
    };
    return Rgb{byte(v[0]), byte(v[1]), byte(v[2])};
  };
  const bool darken = luminance(background) > 0.18;  // toward black on light, white on dark
  Rgb out = c;
  for (int step = 0; step < 100 && contrastRatio(out, background) < 4.5; ++step) {
    if ((darken && light <= 0) || (!darken && light >= 1)) break;
    light = std::clamp(light + (darken ? -4.0 : 4.0) / 255, 0.0, 1.0);
    out = at(light);
  }
  return out;
}

int bandAlpha(Rgb edge, Rgb background, ThemeKind theme) {
  return faintAlpha(edge, background, theme, 60);
}

int faintAlpha(Rgb c, Rgb background, ThemeKind theme, int alpha) {
  alpha = std::clamp(alpha, 0, 255);
  if (theme != ThemeKind::HighContrast) return alpha;
  const auto over = [&](int a) {
    const auto mix = [&](std::uint8_t top, std::uint8_t under) {
      return static_cast<std::uint8_t>((top * a + under * (255 - a) + 127) / 255);
    };
    return Rgb{mix(c.r, background.r), mix(c.g, background.g), mix(c.b, background.b)};
  };
  while (alpha < 255 && contrastRatio(over(alpha), background) < 3.0) alpha += 5;
  return std::min(alpha, 255);
}

MapLook trainingMapLook(Rgb background, ThemeKind theme) {
  const auto pick = [theme](Rgb light, Rgb dark, Rgb contrast) {
    return theme == ThemeKind::HighContrast ? contrast : theme == ThemeKind::Dark ? dark : light;
  };
  MapLook look;
  look.classes = {pick({0x76, 0x2a, 0x83}, {0xb0, 0x7c, 0xd8}, {0xd0, 0x8c, 0xff}),
                  pick({0x1b, 0x78, 0x37}, {0x4c, 0xb8, 0x6a}, {0x5c, 0xe6, 0x7a})};
  // How far the ends tint the background toward the classes: faint enough for the points on
  // them to stand out, in each theme.
  const double strength = theme == ThemeKind::HighContrast ? 0.3
                          : theme == ThemeKind::Dark       ? 0.32
                                                           : 0.45;
  const auto toward = [&](Rgb c) {
    const auto one = [&](std::uint8_t from, std::uint8_t to) {
      return static_cast<std::uint8_t>(std::lround(from + (to - from) * strength));
    };
    return Rgb{one(background.r, c.r), one(background.g, c.g), one(background.b, c.b)};
  };
  look.stops = {toward(look.classes[0]), background, toward(look.classes[1])};
  return look;
}

}  // namespace gelu::model
