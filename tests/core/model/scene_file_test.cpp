// Scene files in core: round trips, strict loading that names the field (by a code and a path
// that front ends translate), the fuzzer's corpus.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <variant>

#include "../../fuzz/scene_check.hpp"
#include "core/model/limits.hpp"
#include "core/model/scene_file.hpp"

namespace {

using gelu::model::Json;
using gelu::model::ModelError;
using gelu::model::SceneFileData;

SceneFileData unusualScene() {
  SceneFileData d;
  gelu::model::ModelState& m = d.model;
  m.x = -1.37;
  m.mu = 0.25;
  m.sigma = 1.5;
  m.alpha = 0.7;
  m.curves = {"gelu", "gelu_tanh", "silu"};
  m.xMin = -6;
  m.xMax = 2.5;
  m.yMin = -0.75;
  m.yMax = 2;
  m.seed = 18446744073709551557ULL;  // beyond 2^53: stored as a string
  m.normalMethod = true;
  m.speed = 3.5;
  m.gridMode = false;
  m.neuron = {0.5, -2, 1.25, 0.75, 0.1, "silu"};
  m.propagation = {"value", 0.85, 37, 300, 0.25};
  m.numberFormat = {"e4m3", "fp16", "torch"};
  m.formulas = {{"bent", "x + 0.1*x^2", "#d55e00", "dash"},
                {"fam", "a*x*Phi(b*x)", "", "auto", {{"a", 0.5}, {"b", 1.702}}}};
  m.curves.push_back("bent");
  m.curves.push_back("fam");
  d.samples = 123456;
  d.trainingEpoch = 7;
  d.view.panels = {"pdf-area", "errors"};
  d.view.precisionLens = true;
  d.view.compareDifference = true;
  d.view.theme = gelu::model::ThemeChoice::Dark;
  d.view.windowState = std::string("\x00\x01state\xff", 9);
  return d;
}

/// The message of a refused text (failing the test when it loads).
std::string refusal(std::string_view json) {
  const auto parsed = gelu::model::parseScene(json);
  const auto* e = std::get_if<ModelError>(&parsed);
  EXPECT_NE(e, nullptr) << json;
  return e != nullptr ? gelu::model::englishMessage(*e) : std::string();
}

/// A valid scene with one field replaced (dotted path, one level deep at most).
std::string withField(const std::string& path, const Json& value) {
  Json root = Json::parse(gelu::model::writeScene(unusualScene()));
  const auto dot = path.find('.');
  if (dot == std::string::npos) {
    root[path] = value;
  } else {
    root[path.substr(0, dot)][path.substr(dot + 1)] = value;
  }
  return root.dump();
}

std::string readFile(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(SceneFile, RoundTripIsIdentical) {
  const SceneFileData d = unusualScene();
  const std::string text = gelu::model::writeScene(d);
  const auto back = gelu::model::parseScene(text);
  ASSERT_TRUE(std::holds_alternative<SceneFileData>(back)) << text;
  EXPECT_TRUE(std::get<SceneFileData>(back) == d);
  EXPECT_EQ(gelu::model::writeScene(std::get<SceneFileData>(back)), text);
  // Whole numbers are written as integers, a seed beyond 2^53 as digits, fields in file order.
  EXPECT_NE(text.find("\"mu\": 0.25"), std::string::npos);
  EXPECT_NE(text.find("\"seed\": \"18446744073709551557\""), std::string::npos);
  EXPECT_LT(text.find("\"format\""), text.find("\"version\""));
  EXPECT_LT(text.find("\"version\""), text.find("\"x\""));
  // Every shipped example loads.
  int examples = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(GELU_SOURCE_DIR "/resources/scenes")) {
    const auto parsed = gelu::model::parseScene(readFile(entry.path()));
    const auto* e = std::get_if<ModelError>(&parsed);
    EXPECT_EQ(e, nullptr) << entry.path() << ": " << (e ? gelu::model::englishMessage(*e) : "");
    ++examples;
  }
  EXPECT_GE(examples, 3);
}

// Issue 50: the number-format panel's PyTorch paths are kernels of their own; a scene of before
// ("kernel": "torch") still loads, as the long-tensor path.
TEST(SceneFile, EveryNumberFormatKernelRoundTrips) {
  for (const char* kernel : {"exact", "torch", "torch-vectorized", "torch-scalar"}) {
    SceneFileData d = unusualScene();
    d.model.numberFormat.kernel = kernel;
    const auto back = gelu::model::parseScene(gelu::model::writeScene(d));
    ASSERT_TRUE(std::holds_alternative<SceneFileData>(back)) << kernel;
    EXPECT_EQ(std::get<SceneFileData>(back).model.numberFormat.kernel, kernel);
  }
  EXPECT_NE(refusal(withField("number_format.kernel", "torch-avx512")).find("kernel"),
            std::string::npos);
}

TEST(SceneFile, EveryInvalidCaseNamesTheField) {
  EXPECT_NE(refusal("").find("empty"), std::string::npos);
  EXPECT_NE(refusal("[1, 2]").find("object"), std::string::npos);
  const std::string good = gelu::model::writeScene(unusualScene());
  EXPECT_NE(refusal(good.substr(0, good.size() / 2)).find("line"), std::string::npos);  // cut
  EXPECT_NE(refusal(std::string(gelu::model::kMaxSceneBytes + 1, ' ')).find("larger"),
            std::string::npos);
  EXPECT_NE(refusal(R"({"version": 1})").find("format"), std::string::npos);
  EXPECT_NE(refusal(withField("version", 2)).find("version"), std::string::npos);
  EXPECT_NE(refusal(withField("version", "1")).find("version"), std::string::npos);
  const std::pair<const char*, Json> cases[] = {
      {"x", "0.5"},                          // wrong type
      {"x", 51},                             // out of range
      {"mu", nullptr},                       // wrong type
      {"sigma", 0},                          // out of range
      {"alpha", -1},                         // out of range
      {"curves", "gelu"},                    // not an array
      {"curves", Json::array({"gelu", 3})},  // wrong element type
      {"curves", Json::array({"arctan"})},   // unknown id
      {"curves", Json::array({"gelu", "gelu"})},
      {"x_range", Json::array({3, -3})},
      {"x_range", Json::array({-100, 3})},
      {"y_range", Json::array({1})},
      {"monte_carlo.seed", -1},
      {"monte_carlo.seed", 1.5},
      {"monte_carlo.seed", "12abc"},
      {"monte_carlo.samples", 1e16},
      {"monte_carlo.method", "poisson"},
      {"monte_carlo.speed", 0},
      {"monte_carlo.grid", 1},
      {"neuron.w1", "heavy"},
      {"neuron.activation", "arctan"},
      {"propagation.gain", "kaiming"},
      {"propagation.gain", -1},
      {"propagation.depth", 0},
      {"propagation.depth", 101},
      {"propagation.width", 2049},
      {"propagation.bias_std", "none"},
      {"propagation.colour", 1},
      {"number_format.dtype", "fp8"},
      {"number_format.compare", 16},
      {"number_format.kernel", "cuda"},
      {"view.panels", Json::array({"histogram"})},
      {"view.theme", "sepia"},
      {"view.lecture_step", 100},
      {"view.window_state", "not base64!"},
      {"view.precision_lens", "yes"},
      {"monte_carlo", 7},
      {"shoe_size", 42},  // unknown field
      {"view.colour", "red"},
      {"training.epoch", 5000},  // past the run's 2000 epochs
  };
  for (const auto& [field, value] : cases) {
    const std::string error = refusal(withField(field, value));
    EXPECT_NE(error.find(std::string("field '") + field), std::string::npos)
        << field << ": " << error;
    EXPECT_EQ(error.find('\n'), std::string::npos);
  }
}

// A formula's parameters: those the file names (each one of the expression's), the others at 1.
TEST(SceneFile, FormulaParametersAreTheExpressionsOwn) {
  const auto withParameters = [](const Json& parameters) {
    Json root = Json::parse(gelu::model::writeScene(unusualScene()));
    root["formulas"][1]["parameters"] = parameters;
    return root.dump();
  };
  EXPECT_EQ(refusal(withParameters({{"c", 1}})),
            "field 'formulas[1].parameters.c': 'c' is not a parameter of the formula (its "
            "parameters: a, b)");
  EXPECT_NE(refusal(withParameters({{"a", 1e7}})).find("field 'formulas[1].parameters.a'"),
            std::string::npos);
  EXPECT_NE(refusal(withParameters({{"a", "one"}})).find("field 'formulas[1].parameters.a'"),
            std::string::npos);
  EXPECT_NE(refusal(withParameters(Json::array({1}))).find("field 'formulas[1].parameters'"),
            std::string::npos);
  // b not given: 1.
  const auto parsed = gelu::model::parseScene(withParameters({{"a", 2}}));
  const auto* d = std::get_if<SceneFileData>(&parsed);
  ASSERT_NE(d, nullptr);
  const std::vector<gelu::FormulaParameter> want{{"a", 2.0}, {"b", 1.0}};
  EXPECT_EQ(d->model.formulas[1].parameters, want);
}

TEST(SceneFile, ErrorsAreACodeAndAPath) {
  const auto parsed = gelu::model::parseScene(withField("monte_carlo.speed", 0));
  const auto* e = std::get_if<ModelError>(&parsed);
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->code, gelu::model::Code::OutOfRange);
  EXPECT_EQ(e->path, "monte_carlo.speed");
  EXPECT_EQ(e->args, (std::vector<std::string>{"0", "0.1", "20"}));
  EXPECT_EQ(gelu::model::englishMessage(*e),
            "field 'monte_carlo.speed': 0 is out of range 0.1..20");
  // A formula's part is named by its field: the id, not a "name" that files do not have.
  const auto bad = gelu::model::parseScene(
      R"({"format": "gelu-explorer-scene", "version": 1, "formulas": [{"id": "Bad", "expression": "x"}]})");
  ASSERT_TRUE(std::holds_alternative<ModelError>(bad));
  EXPECT_EQ(std::get<ModelError>(bad).path, "formulas[0].id");
  // Every code has a template.
  for (int c = 0; c <= static_cast<int>(gelu::model::Code::UnknownCurve); ++c) {
    EXPECT_NE(std::string(gelu::model::messageTemplate(static_cast<gelu::model::Code>(c))), "")
        << c;
  }
}

// Regression: `{"x": "bad", "x": 2}` loaded (Qt kept the last key); a seed written as the
// number 9007199254740993 silently became 2^53; the seed string " 1" was accepted.
TEST(SceneFile, DuplicateKeysInexactIntegersAndLooseSeedStringsAreRefused) {
  const std::string head = R"({"format": "gelu-explorer-scene", "version": 1, )";
  EXPECT_NE(refusal(head + R"("x": "bad", "x": 2})").find("field 'x': appears twice"),
            std::string::npos);
  EXPECT_NE(refusal(head + R"("neuron": {"w1": 1, "w\u0031": 2}})")
                .find("field 'neuron.w1': appears twice"),
            std::string::npos);
  const std::string inexact = refusal(head + R"("monte_carlo": {"seed": 9007199254740993}})");
  EXPECT_NE(inexact.find("field 'monte_carlo.seed'"), std::string::npos) << inexact;
  EXPECT_NE(inexact.find("9007199254740993 is not exactly representable"), std::string::npos)
      << inexact;
  for (const char* seed :
       {R"(" 1")", R"("+1")", R"("1 ")", R"("")", R"("0x10")", R"("18446744073709551616")"}) {
    const std::string e = refusal(head + R"("monte_carlo": {"seed": )" + seed + "}}");
    EXPECT_NE(e.find("monte_carlo.seed"), std::string::npos) << seed << ": " << e;
  }
  // What stays accepted: 2^53 as a number, any 64-bit seed as digits, repeated keys in
  // different objects.
  const auto exact =
      gelu::model::parseScene(head + R"("monte_carlo": {"seed": 9007199254740992}})");
  ASSERT_TRUE(std::holds_alternative<SceneFileData>(exact));
  EXPECT_EQ(std::get<SceneFileData>(exact).model.seed, 9007199254740992ULL);
  const auto digits =
      gelu::model::parseScene(head + R"("monte_carlo": {"seed": "18446744073709551615"}})");
  ASSERT_TRUE(std::holds_alternative<SceneFileData>(digits));
  EXPECT_EQ(std::get<SceneFileData>(digits).model.seed, 18446744073709551615ULL);
  EXPECT_TRUE(std::holds_alternative<SceneFileData>(gelu::model::parseScene(
      head +
      R"("monte_carlo": {"seed": 3}, "neuron": {"x1": 1}, "view": {"theme": "dark"}, "x": 1})")));
}

// Regression: 1e400 named no field; a count given as 12345678901234567 was told to "write it as
// a string of digits", which only a seed accepts, and 10^23 was echoed as the double it rounds to.
TEST(SceneFile, HugeNumbersNameTheirFieldAndTheFilesDigits) {
  const std::string head = R"({"format": "gelu-explorer-scene", "version": 1, )";
  EXPECT_EQ(refusal(head + R"("neuron": {"w1": 1e400}})"),
            "field 'neuron.w1': the number 1e400 is beyond the range of numbers");
  EXPECT_EQ(refusal(head + R"("x_range": [0, 1e400]})"),
            "field 'x_range[1]': the number 1e400 is beyond the range of numbers");
  EXPECT_EQ(refusal(head + R"("training": {"points": 12345678901234567}})"),
            "field 'training.points': 12345678901234567 is out of range 10..10000");
  EXPECT_EQ(refusal(head + R"("training": {"points": -12345678901234567}})"),
            "field 'training.points': -12345678901234567 is out of range 10..10000");
  EXPECT_EQ(refusal(head + R"("training": {"layers": [4, 12345678901234567]}})"),
            "field 'training.layers[1]': must be a whole number 1..64");
  EXPECT_EQ(refusal(head + R"("x_range": [-12345678901234567, 1]})"),
            "field 'x_range': must lie within -50..50");
  EXPECT_EQ(refusal(R"({"format": "gelu-explorer-scene", "version": 12345678901234567})"),
            "field 'version': 12345678901234567 is not supported (this program reads version 1)");
  // A seed may be any 64-bit number written as digits, so there the advice stays; 2^54, which a
  // double holds, and a negative seed are out of range.
  EXPECT_NE(refusal(head + R"("training": {"seed": 12345678901234567}})")
                .find("write it as a string of digits"),
            std::string::npos);
  EXPECT_EQ(refusal(head + R"("training": {"seed": 18014398509481984}})"),
            "field 'training.seed': 18014398509481984 is out of range 0..9007199254740992");
  EXPECT_EQ(refusal(head + R"("training": {"seed": -12345678901234567}})"),
            "field 'training.seed': -12345678901234567 is out of range 0..9007199254740992");
  // Past 64 bits the parser keeps only the double an integer rounds to ("1e+23"): the file's
  // digits are named, in an array and after a string holding digits too.
  EXPECT_EQ(refusal(head + R"("training": {"points": 100000000000000000000001}})"),
            "field 'training.points': 100000000000000000000001 is out of range for every field");
  EXPECT_EQ(refusal(head + R"("view": {"theme": "dark-2"}, "x_range": [-1, 1, )" +
                    R"(-18446744073709551617]})"),
            "field 'x_range[2]': -18446744073709551617 is out of range for every field");
  EXPECT_EQ(refusal(head + R"("training": {"seed": 18446744073709551616}})"),
            "field 'training.seed': 18446744073709551616 is out of range for every field");
  // −2^63 is still a 64-bit integer (out of the field's range); one less is not.
  EXPECT_EQ(refusal(head + R"("x": -9223372036854775808})"),
            "field 'x': -9223372036854775808 is out of range -50..50");
  EXPECT_EQ(refusal(head + R"("x": -9223372036854775809})"),
            "field 'x': -9223372036854775809 is out of range for every field");
  // 1e23 is written as a double and is out of the field's own range, said as that double, as
  // a file writes it; the range is the field's own (a count from 10, or from 1).
  EXPECT_EQ(refusal(head + R"("training": {"points": 1e23}})"),
            "field 'training.points': 1e23 is out of range 10..10000");
  EXPECT_EQ(refusal(head + R"("propagation": {"depth": 1e20}})"),
            "field 'propagation.depth': 1e20 is out of range 1..100");
  EXPECT_EQ(refusal(head + R"("propagation": {"width": 0}})"),
            "field 'propagation.width': 0 is out of range 1..2048");
  EXPECT_EQ(refusal(head + R"("training": {"epochs": 0}})"),
            "field 'training.epochs': 0 is out of range 1..100000");
  // The same range, as digits, for digits beyond a double's integers (it read 1..1e+05).
  EXPECT_EQ(refusal(head + R"("training": {"epochs": 12345678901234567}})"),
            "field 'training.epochs': 12345678901234567 is out of range 1..100000");
}

// RFC 8259: a string holds no raw control character (they were drawn as boxes), and text is
// UTF-8.
TEST(SceneFile, RawControlCharactersAndBadUtf8AreRefused) {
  const std::string head = R"({"format": "gelu-explorer-scene", "version": 1, )";
  const std::string tab = refusal(head + "\"neuron\": {\"activation\": \"gelu\t\"}}");
  EXPECT_NE(tab.find("not valid JSON at line 1"), std::string::npos) << tab;
  EXPECT_EQ(tab.find('\t'), std::string::npos);
  const std::string utf8 = refusal(head + "\"view\": {\"theme\": \"\xff\"}}");
  EXPECT_NE(utf8.find("not valid JSON"), std::string::npos) << utf8;
}

// Arrays and objects nested past 64 levels are refused where the 65th opens, at once: 100,000
// levels (200 KB, within the size limit) ran for minutes, each level's path built anew.
TEST(SceneFile, NestingIsBounded) {
  const std::string head = R"({"format": "gelu-explorer-scene", "version": 1, "view": )";
  const auto nested = [&](int levels) {
    return head + std::string(levels, '[') + std::string(levels, ']') + "}";
  };
  // 64 levels in all (the top object and 63 arrays): refused for what the view is, not its depth.
  const std::string within = refusal(nested(63));
  EXPECT_EQ(within.find("nested deeper"), std::string::npos) << within;
  const std::string deep = refusal(nested(100'000));
  EXPECT_NE(deep.find("not valid JSON at line 1, column " + std::to_string(head.size() + 64)),
            std::string::npos)
      << deep;
  EXPECT_NE(deep.find("nested deeper than 64"), std::string::npos) << deep;
  // Brackets inside strings (escaped quotes too) are text, not nesting.
  const std::string text =
      refusal(head + "\"" + std::string(100, '[') + "\\\"" + std::string(100, '{') + "\"}");
  EXPECT_EQ(text.find("nested deeper"), std::string::npos) << text;
}

TEST(SceneFile, FuzzCorpusLoadsOrIsRefusedCleanly) {
  int files = 0, loaded = 0;
  for (const auto& entry : std::filesystem::directory_iterator(GELU_FUZZ_CORPUS)) {
    const std::string input = readFile(entry.path());
    EXPECT_EQ(checkSceneInput(input), "") << entry.path();
    loaded += std::holds_alternative<SceneFileData>(gelu::model::parseScene(input)) ? 1 : 0;
    ++files;
  }
  EXPECT_GE(files, 10);
  EXPECT_GT(loaded, 0);
  EXPECT_LT(loaded, files);
}

TEST(SceneChanges, ApplyMergeAndDifference) {
  const SceneFileData d = unusualScene();
  // Every field of a scene, applied over the default scene, makes that scene again.
  SceneFileData rebuilt;
  gelu::model::apply(gelu::model::changesOf(d), rebuilt);
  rebuilt.view = d.view;
  EXPECT_TRUE(rebuilt == d);
  // The difference names only what differs.
  SceneFileData moved = d;
  moved.model.x = 2.0;
  moved.model.training.epochs = 50;
  const auto diff = gelu::model::difference(d, moved);
  EXPECT_EQ(diff.x, 2.0);
  EXPECT_EQ(diff.training.epochs, 50);
  EXPECT_FALSE(diff.mu.has_value());
  EXPECT_FALSE(diff.curves.has_value());
  // Later changes win field by field.
  gelu::model::SceneChanges a, b;
  a.x = 1.0;
  a.monteCarlo.seed = 4;
  b.x = 2.0;
  b.monteCarlo.samples = 10;
  const auto m = gelu::model::merged(a, b);
  EXPECT_EQ(m.x, 2.0);
  EXPECT_EQ(m.monteCarlo.seed, 4u);
  EXPECT_EQ(m.monteCarlo.samples, 10u);
  EXPECT_TRUE(m.namesSamples());
  EXPECT_FALSE(m.namesEpoch());
  EXPECT_TRUE(m.holds("x"));
  EXPECT_FALSE(m.holds("curves[1]"));
  b.curves = std::vector<std::string>{"gelu"};
  EXPECT_TRUE(b.holds("curves[1]"));
}

}  // namespace
