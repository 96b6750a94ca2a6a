// How a curve looks (core/model/palette.hpp): the one rule the desktop's Theme and the web page
// both ask, so a curve has one colour in both editions.
#include "core/model/palette.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "core/function_library.hpp"

namespace {

using gelu::model::contrastRatio;
using gelu::model::CurveLook;
using gelu::model::curveLook;
using gelu::model::Dash;
using gelu::model::FormulaDef;
using gelu::model::hexOf;
using gelu::model::Rgb;
using gelu::model::rgbOf;
using gelu::model::ThemeKind;

std::string colourOf(const std::string& id, const std::vector<std::string>& shown,
                     const std::vector<std::string>& companions = {},
                     const std::vector<FormulaDef>& formulas = {},
                     ThemeKind theme = ThemeKind::Light) {
  const CurveLook look = curveLook(id, formulas, shown, companions, theme);
  return look.colour ? hexOf(*look.colour) : "foreground";
}

TEST(Palette, EveryActivationHasAColourAndDashPairOfItsOwn) {
  const auto activations = gelu::FunctionLibrary::builtIns()->activations();
  ASSERT_GE(activations.size(), 20u);
  for (const gelu::FunctionInfo* f : activations) {
    const std::string id(f->id);
    EXPECT_TRUE(gelu::model::hasDistinctStyle(id)) << id;
    EXPECT_NE(colourOf(id, {}), "foreground") << id;
  }
  EXPECT_FALSE(gelu::model::hasDistinctStyle("no_such_curve"));
}

TEST(Palette, ADerivativeAndPhiTakeTheirFunctionsLook) {
  EXPECT_EQ(colourOf("dgelu", {}), colourOf("gelu", {}));
  EXPECT_EQ(colourOf("cdf", {}), colourOf("gelu", {}));
  const auto dash = [](const char* id) { return curveLook(id, {}, {}, {}, ThemeKind::Light).dash; };
  EXPECT_EQ(dash("delu"), dash("elu"));
  EXPECT_EQ(dash("elu"), Dash::DashDotDot);
  EXPECT_EQ(dash("cdf"), Dash::Solid);  // GELU's (the page drew Φ dash-dot-dot)
  EXPECT_EQ(colourOf("unknown", {}), "foreground");
}

TEST(Palette, ACurveTakesAFamilyNoCurveBeforeItTook) {
  // GELU (blue) and ReLU (vermillion) shown: GELU (tanh), orange on its own, is of ReLU's
  // family and takes the first free one; beside them as a companion, the same.
  const std::vector<std::string> shown = {"gelu", "relu", "gelu_tanh"};
  EXPECT_EQ(colourOf("gelu", shown), "#0072b2");
  EXPECT_EQ(colourOf("relu", shown), "#d55e00");
  EXPECT_EQ(colourOf("gelu_tanh", shown), "#009e73");  // green: the first free family
  EXPECT_EQ(colourOf("gelu_tanh", {"gelu", "relu"}, {"gelu_tanh"}), "#009e73");
  // Alone, it keeps the colour it wants.
  EXPECT_EQ(colourOf("gelu_tanh", {"gelu_tanh"}), "#e69f00");
  // A companion never recolours a curve of the scene: it takes a family the scene left.
  EXPECT_EQ(colourOf("relu", {"relu"}, {"leaky_relu"}), "#d55e00");
  EXPECT_EQ(colourOf("leaky_relu", {"relu"}, {"leaky_relu"}), "#0072b2");
  // A companion the scene shows already is the scene's curve.
  EXPECT_EQ(colourOf("gelu_tanh", {"gelu_tanh", "gelu"}, {"gelu_tanh"}), "#e69f00");
  // The theme's shade of a colour: blue is sky blue on dark, grey near-white in high contrast.
  EXPECT_EQ(colourOf("gelu", {"gelu"}, {}, {}, ThemeKind::Dark), "#56b4e9");
  EXPECT_EQ(colourOf("elu", {"elu"}, {}, {}, ThemeKind::HighContrast), "#f0f0f0");
  EXPECT_EQ(colourOf("elu", {"elu"}, {}, {}, ThemeKind::Dark), "#a0a0a0");  // (not yellow)
  EXPECT_EQ(colourOf("sigmoid", {"sigmoid"}, {}, {}, ThemeKind::Dark), "#b4e0ff");
  EXPECT_EQ(colourOf("gelu", {"gelu"}, {}, {}, ThemeKind::HighContrast), "#56b4e9");
}

TEST(Palette, AFormulaKeepsItsOwnColourOrTakesItsTurn) {
  FormulaDef a{"f1", "x", "", "auto"};
  FormulaDef b{"f2", "x", "#123456", "dot"};
  const std::vector<FormulaDef> formulas = {a, b};
  EXPECT_EQ(colourOf("f1", {"f1"}, {}, formulas), "#d55e00");  // the first of the cycle
  EXPECT_EQ(colourOf("f2", {"f1", "f2"}, {}, formulas), "#123456");
  EXPECT_EQ(colourOf("df2", {"f2"}, {}, formulas), "#123456");
  EXPECT_EQ(curveLook("f1", formulas, {"f1"}, {}, ThemeKind::Light).dash, Dash::DashDotDot);
  EXPECT_EQ(curveLook("f2", formulas, {"f2"}, {}, ThemeKind::Light).dash, Dash::Dotted);
  // Their turn: colours in the cycle, dash-dot-dot for the first six, then dashes.
  std::vector<FormulaDef> seven;
  for (int i = 0; i < 7; ++i) seven.push_back({"g" + std::to_string(i), "x", "", "auto"});
  EXPECT_EQ(colourOf("g1", {}, {}, seven), "#0072b2");
  EXPECT_EQ(colourOf("g6", {}, {}, seven), "#d55e00");
  EXPECT_EQ(curveLook("g5", seven, {}, {}, ThemeKind::Light).dash, Dash::DashDotDot);
  EXPECT_EQ(curveLook("g6", seven, {}, {}, ThemeKind::Light).dash, Dash::Dashed);
}

TEST(Palette, ABandStandsOffTheBackgroundInHighContrast) {
  const Rgb blue{0x56, 0xb4, 0xe9}, black{0, 0, 0}, white{255, 255, 255};
  EXPECT_EQ(gelu::model::bandAlpha(blue, white, ThemeKind::Light), 60);
  EXPECT_EQ(gelu::model::bandAlpha(blue, black, ThemeKind::Dark), 60);
  const int alpha = gelu::model::bandAlpha(blue, black, ThemeKind::HighContrast);
  // As opaque as it takes: 3:1 at its opacity, not 5 less.
  const auto over = [&](int a) {
    const auto mix = [&](int c) { return static_cast<std::uint8_t>((c * a + 127) / 255); };
    return Rgb{mix(blue.r), mix(blue.g), mix(blue.b)};
  };
  EXPECT_GT(alpha, 60);
  EXPECT_LE(alpha, 255);
  EXPECT_GE(contrastRatio(over(alpha), black), 3.0);
  EXPECT_LT(contrastRatio(over(alpha - 5), black), 3.0);
}

// Side by side's derivatives are drawn faint (110 of 255): in high contrast GELU′ stood 2.3:1 on
// black, under the 3:1 WCAG asks of graphics. There it is as opaque as it takes; elsewhere faint.
TEST(Palette, AFaintLineStandsThreeToOneOffBlackInHighContrast) {
  const Rgb black{0, 0, 0}, white{255, 255, 255};
  for (const char* id : {"gelu", "relu", "elu", "silu", "mish", "softplus"}) {
    const CurveLook look = curveLook(id, {}, {id}, {}, ThemeKind::HighContrast);
    ASSERT_TRUE(look.colour.has_value());
    const Rgb c = *look.colour;
    const int alpha = gelu::model::faintAlpha(c, black, ThemeKind::HighContrast, 110);
    const auto over = [&](int a) {
      const auto mix = [&](int v) { return static_cast<std::uint8_t>((v * a + 127) / 255); };
      return Rgb{mix(c.r), mix(c.g), mix(c.b)};
    };
    EXPECT_GE(alpha, 110) << id;
    EXPECT_GE(contrastRatio(over(alpha), black), 3.0) << id;
    if (alpha > 110) {
      EXPECT_LT(contrastRatio(over(alpha - 5), black), 3.0) << id;
    }
    const CurveLook light = curveLook(id, {}, {id}, {}, ThemeKind::Light);
    EXPECT_EQ(gelu::model::faintAlpha(*light.colour, white, ThemeKind::Light, 110), 110) << id;
  }
}

TEST(Palette, AColourMadeReadableStandsFourAndAHalfToOneOffItsBackground) {
  const Rgb white{255, 255, 255}, dark{0x1e, 0x1f, 0x22}, black{0, 0, 0};
  for (const char* id : {"gelu", "gelu_tanh", "gelu_sigmoid", "silu", "relu", "elu", "sigmoid"}) {
    for (const auto& [theme, background] :
         {std::pair{ThemeKind::Light, white}, std::pair{ThemeKind::Dark, dark},
          std::pair{ThemeKind::HighContrast, black}}) {
      const Rgb c = *curveLook(id, {}, {}, {}, theme).colour;
      const Rgb text = gelu::model::readableOn(c, background);
      EXPECT_GE(contrastRatio(text, background), 4.5) << id << " " << hexOf(text);
      // Only as far as it takes: a colour readable already is kept.
      if (contrastRatio(c, background) >= 4.5) {
        EXPECT_EQ(text, c) << id;
      }
    }
  }
  // Green on white, darkened (as the web page and the desktop set the neuron's label).
  const Rgb green = gelu::model::readableOn(Rgb{0x00, 0x9e, 0x73}, white);
  EXPECT_LT(green.g, 0x9e);
  EXPECT_GE(contrastRatio(green, white), 4.5);
}

TEST(Palette, HexColoursAreReadStrictly) {
  EXPECT_EQ(rgbOf("#0072B2"), (Rgb{0x00, 0x72, 0xb2}));
  EXPECT_EQ(hexOf(Rgb{0x00, 0x72, 0xb2}), "#0072b2");
  for (const char* bad : {"", "#", "0072b2", "#0072b", "#0072b22", "#00z2b2", "red"}) {
    EXPECT_FALSE(rgbOf(bad)) << bad;
  }
  EXPECT_DOUBLE_EQ(contrastRatio(Rgb{0, 0, 0}, Rgb{255, 255, 255}), 21.0);
}

}  // namespace

TEST(Palette, APointOnACurveTakesTheTextsOrTheAccentsColourFartherFromIt) {
  // Side by side's point at x: light's accent is ReLU's own vermillion, on which it was unseen.
  const Rgb text{0x20, 0x20, 0x20}, accent{0xd5, 0x5e, 0x00};
  const Rgb relu = *curveLook("relu", {}, {"relu"}, {}, ThemeKind::Light).colour;
  const Rgb gelu = *curveLook("gelu", {}, {"gelu"}, {}, ThemeKind::Light).colour;
  EXPECT_EQ(gelu::model::pointFill(relu, text, accent), text);
  EXPECT_EQ(gelu::model::pointFill(gelu, text, accent), accent);
  // A tie is the text's (both 16 away from the curve's blue channel).
  const Rgb curve{0x80, 0x40, 0x20}, above{0x80, 0x40, 0x30}, below{0x80, 0x40, 0x10};
  EXPECT_EQ(gelu::model::pointFill(curve, above, below), above);
  EXPECT_EQ(gelu::model::pointFill(curve, below, above), below);
}

// A training map, the same in both editions (the page drew its classes in the activations' blue
// and orange, the families of GELU's and ReLU's curves in the loss plot under the maps): purple
// and green, each standing 3:1 off the background as graphics must, far from GELU's blue and
// ReLU's vermillion, the runs the scene compares by default; the heat map fades through the
// background itself at P = 0.5, its ends tinted toward the classes.
TEST(Palette, ATrainingMapsClassesAreClearOfTheCurvesBesideIt) {
  using gelu::model::ThemeKind;
  const std::vector<std::pair<ThemeKind, Rgb>> themes = {{ThemeKind::Light, {0xff, 0xff, 0xff}},
                                                         {ThemeKind::Dark, {0x1e, 0x1f, 0x22}},
                                                         {ThemeKind::HighContrast, {0, 0, 0}}};
  const auto distance = [](Rgb a, Rgb b) { return std::hypot(a.r - b.r, a.g - b.g, a.b - b.b); };
  for (const auto& [theme, background] : themes) {
    const gelu::model::MapLook look = gelu::model::trainingMapLook(background, theme);
    EXPECT_GT(distance(look.classes[0], look.classes[1]), 100.0);
    for (const Rgb c : look.classes) {
      EXPECT_GE(contrastRatio(c, background), 3.0) << hexOf(c);
      for (const char* id : {"gelu", "relu"}) {
        const CurveLook curve = curveLook(id, {}, {"gelu", "relu"}, {}, theme);
        ASSERT_TRUE(curve.colour.has_value());
        EXPECT_GT(distance(c, *curve.colour), 90.0) << hexOf(c) << " beside " << id;
      }
    }
    EXPECT_EQ(look.stops[1], background);
    for (int end = 0; end < 2; ++end) {
      const Rgb stop = look.stops[end == 0 ? 0 : 2];
      const Rgb cls = look.classes[end];
      // Between the background and its class, nearer the background.
      EXPECT_LT(distance(stop, background), distance(cls, background));
      EXPECT_LT(distance(stop, cls), distance(cls, background));
      EXPECT_GT(distance(stop, background), 10.0) << hexOf(stop);
    }
  }
}
