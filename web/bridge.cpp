// The web edition's door into the core: a small C interface over the same code the desktop runs
// (scene files, the function library, the faithful kernels, the SOI simulation), compiled to
// WebAssembly by Debian's emscripten. The page (web/src/core.ts) owns no numerics: every value it
// shows comes through here, so a file and a number mean the same in both editions.
//
// Conventions: text crosses as NUL-terminated UTF-8; arrays as doubles the page allocated with
// gx_alloc. A function that can fail returns 0 on success and leaves its one-line reason in
// gx_error(); one that answers in text leaves it in gx_text(). Nothing here throws across the
// boundary.
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "core/activations.hpp"
#include "core/curve.hpp"
#include "core/dtype.hpp"
#include "core/format.hpp"
#include "core/formula.hpp"
#include "core/formula_tex.hpp"
#include "core/function_library.hpp"
#include "core/model/companions.hpp"
#include "core/model/deck.hpp"
#include "core/model/error.hpp"
#include "core/model/ids.hpp"
#include "core/model/json.hpp"
#include "core/model/palette.hpp"
#include "core/model/presentation.hpp"
#include "core/model/scene_file.hpp"
#include "core/model/state.hpp"
#include "core/model/titles.hpp"
#include "core/model/views.hpp"
#include "core/neuron.hpp"
#include "core/normal.hpp"
#include "core/propagation.hpp"
#include "core/soi.hpp"
#include "core/training.hpp"

namespace {

/// What one view of the page computes with: its scene (parameters, formulas), their library
/// and its Monte Carlo run. A page may show several at once (a deck studied step by step), each
/// in its own session.
struct Session {
  gelu::model::SceneFileData scene;
  std::shared_ptr<const gelu::FunctionLibrary> library = gelu::FunctionLibrary::builtIns();
  std::optional<gelu::soi::Simulator> simulator;
  // The training panel's run: one network per activation on one data set.
  std::shared_ptr<gelu::training::Dataset> data;
  std::vector<std::unique_ptr<gelu::training::Trainer>> nets;
  std::vector<std::string> netIds;
};

struct Bridge {
  std::map<int, Session> sessions;
  Session* session = &sessions[0];  ///< the one gx_use() chose (std::map keeps it in place)
  std::optional<gelu::model::Deck> deck;
  std::string language = "en";
  std::string text;
  std::string error;
};

Bridge& bridges() {
  static Bridge b;
  return b;
}

/// The chosen session, with the page-wide text and error beside it.
struct Current {
  Session& session;
  gelu::model::SceneFileData& scene;
  std::shared_ptr<const gelu::FunctionLibrary>& library;
  std::optional<gelu::soi::Simulator>& simulator;
  std::optional<gelu::model::Deck>& deck;
  std::string& language;
  std::string& text;
  std::string& error;
};

Current bridge() {
  Bridge& b = bridges();
  return {
      *b.session, b.session->scene, b.session->library, b.session->simulator, b.deck, b.language,
      b.text,     b.error};
}

int fail(std::string why) {
  bridge().error = std::move(why);
  return 1;
}

/// The library of the scene's formulas (built-ins plus each formula and its derivative).
int rebuildLibrary() {
  Current b = bridge();
  std::vector<gelu::FormulaDefinition> defs;
  for (const gelu::model::FormulaDef& f : b.scene.model.formulas) {
    defs.push_back({f.id, f.expression, f.parameters});
  }
  gelu::LibraryError why;
  auto library = gelu::FunctionLibrary::builtIns()->with(defs, &why);
  if (!library) return fail(why.message);
  b.library = std::move(library);
  return 0;
}

// gx_difference's parameters: μ = 0, σ = 1 for `standard`, else the scene's.
gelu::Params differenceParams(int standard) {
  return standard != 0 ? gelu::Params{} : gelu::model::paramsOf(bridge().scene.model);
}

}  // namespace

extern "C" {

/// Chooses the session every later call works in (made, with the default scene, on first use).
EMSCRIPTEN_KEEPALIVE void gx_use(int session) {
  Bridge& b = bridges();
  b.session = &b.sessions[session];
}

EMSCRIPTEN_KEEPALIVE const char* gx_text() { return bridge().text.c_str(); }
EMSCRIPTEN_KEEPALIVE const char* gx_error() { return bridge().error.c_str(); }
EMSCRIPTEN_KEEPALIVE double* gx_alloc(int count) {
  return static_cast<double*>(std::malloc(sizeof(double) * static_cast<std::size_t>(count)));
}
EMSCRIPTEN_KEEPALIVE void gx_free(double* p) { std::free(p); }

/// Reads a scene file's text exactly as the desktop does (strict; every refusal one line naming
/// the field). On success the scene becomes current and gx_text() holds it as the desktop would
/// write it (every field, in order), which is what the page reads its state from.
EMSCRIPTEN_KEEPALIVE int gx_load_scene(const char* json) {
  try {
    auto parsed = gelu::model::parseScene(json);
    if (auto* e = std::get_if<gelu::model::ModelError>(&parsed)) {
      return fail(gelu::model::englishMessage(*e));
    }
    Current b = bridge();
    const gelu::model::SceneFileData previous = b.scene;
    b.scene = std::get<gelu::model::SceneFileData>(std::move(parsed));
    if (rebuildLibrary() != 0) {
      b.scene = previous;
      rebuildLibrary();
      return 1;
    }
    b.text = gelu::model::writeScene(b.scene);
    return 0;
  } catch (const std::exception& e) {
    return fail(e.what());
  }
}

/// The default scene (what the desktop starts with), as text in gx_text().
EMSCRIPTEN_KEEPALIVE void gx_default_scene() {
  bridge().text = gelu::model::writeScene(gelu::model::SceneFileData{});
}

/// Sets the shape parameters every later evaluation uses (the page's μ, σ, α, β, slope, λ).
EMSCRIPTEN_KEEPALIVE int gx_set_params(double mu, double sigma, double alpha, double beta,
                                       double slope, double lambda) {
  gelu::model::ModelState m = bridge().scene.model;
  m.mu = mu;
  m.sigma = sigma;
  m.alpha = alpha;
  m.beta = beta;
  m.slope = slope;
  m.lambda = lambda;
  if (!gelu::valid(gelu::model::paramsOf(m)))
    return fail("σ and β must be positive, λ not negative");
  bridge().scene.model = m;
  return 0;
}

/// out[i] = f(x[i]) for the function `id` of the current library (built in, a typed formula or
/// either's derivative "d<id>"). Returns 1 for an unknown id.
EMSCRIPTEN_KEEPALIVE int gx_evaluate(const char* id, const double* x, double* out, int count) {
  const gelu::FunctionInfo* f = bridge().library->find(id);
  if (f == nullptr) return fail(std::string("no function '") + id + "'");
  const auto n = static_cast<std::size_t>(count);
  gelu::evaluate(*f, std::span<const double>(x, n), std::span<double>(out, n),
                 gelu::model::paramsOf(bridge().scene.model));
  return 0;
}

/// f(x) for one x (NaN for an unknown id).
EMSCRIPTEN_KEEPALIVE double gx_value(const char* id, double x) {
  const gelu::FunctionInfo* f = bridge().library->find(id);
  if (f == nullptr) return __builtin_nan("");
  return (*f)(x, gelu::model::paramsOf(bridge().scene.model));
}

/// The curve `id` on [from, to] with points where it needs them (the desktop's adaptive
/// sampling); writes at most `capacity` points to xs and ys and returns how many (−1: unknown id).
EMSCRIPTEN_KEEPALIVE int gx_sample(const char* id, double from, double to, double* xs, double* ys,
                                   int capacity) {
  const gelu::FunctionInfo* f = bridge().library->find(id);
  if (f == nullptr) {
    fail(std::string("no function '") + id + "'");
    return -1;
  }
  gelu::AdaptiveSampling o;
  o.viewFrom = from;
  o.viewTo = to;
  o.maxPoints = static_cast<std::size_t>(capacity);
  const gelu::Curve c =
      gelu::sampleAdaptive(*f, from, to, gelu::model::paramsOf(bridge().scene.model), o);
  const std::size_t n = std::min(c.x.size(), static_cast<std::size_t>(capacity));
  for (std::size_t i = 0; i < n; ++i) {
    xs[i] = c.x[i];
    ys[i] = c.y[i];
  }
  return static_cast<int>(n);
}

/// Describes the current library as JSON in gx_text(): [{id, name, tex, family, derivative}],
/// the activations in the desktop's order, then Φ and φ.
EMSCRIPTEN_KEEPALIVE void gx_functions() {
  gelu::model::Json list = gelu::model::Json::array();
  for (const gelu::FunctionInfo* f : bridge().library->all()) {
    list.push_back({{"id", f->id},
                    {"name", f->name},
                    {"tex", f->tex},
                    {"family", static_cast<int>(f->family)},
                    {"derivative", f->derivative},
                    {"isDerivative", f->isDerivative}});
  }
  bridge().text = list.dump();
}

/// approx − exact at `count` evenly spaced points of [from, to], into ys. With `standard`, at
/// μ = 0, σ = 1 (the errors panel: the approximations are defined for the standard GELU, and the
/// desktop compares them there whatever the scene holds); else at the scene's parameters.
EMSCRIPTEN_KEEPALIVE int gx_difference(const char* approx, const char* exact, double from,
                                       double to, int count, int standard, double* ys) {
  const gelu::FunctionInfo* a = bridge().library->find(approx);
  const gelu::FunctionInfo* e = bridge().library->find(exact);
  if (a == nullptr || e == nullptr) return fail("no such function");
  const gelu::Params p = differenceParams(standard);
  const gelu::Curve c = gelu::difference(*a, *e, from, to, static_cast<std::size_t>(count), p);
  for (std::size_t i = 0; i < c.y.size(); ++i) ys[i] = c.y[i];
  return 0;
}

/// worst = {max |approx − exact|, an x where it is} over [from, to] as the desktop finds it (a
/// grid of 4001, then refined); `standard` as in gx_difference.
EMSCRIPTEN_KEEPALIVE int gx_max_error(const char* approx, const char* exact, double from, double to,
                                      int standard, double* worst) {
  const gelu::FunctionInfo* a = bridge().library->find(approx);
  const gelu::FunctionInfo* e = bridge().library->find(exact);
  if (a == nullptr || e == nullptr) return fail("no such function");
  const gelu::Params p = differenceParams(standard);
  const gelu::MaxError m = gelu::maxAbsDifference(*a, *e, from, to, 4001, p);
  worst[0] = m.value;
  worst[1] = m.at;
  return 0;
}

/// The desktop's built-in views, as JSON in gx_text(): [{id, name, panels}] (names in English:
/// the page translates them, context "Views").
EMSCRIPTEN_KEEPALIVE void gx_views() {
  gelu::model::Json list = gelu::model::Json::array();
  for (const gelu::model::ViewDef& v : gelu::model::builtInViews()) {
    list.push_back({{"id", v.id}, {"name", v.name}, {"panels", v.panels}});
  }
  bridge().text = list.dump();
}

/// How curves look, by the desktop's rule (gelu::model::curveLook): `json` is {"ids": [...],
/// "shown": [...], "companions": [...], "formulas": [{id, colour?, style?}] (the scene's, in
/// order), "theme": "light" | "dark" | "high-contrast", "background": "#rrggbb"}; gx_text() gets
/// one {"colour": "#rrggbb" or null (the foreground), "text": that colour readable on the
/// background (null likewise), "band": the opacity of a band under it (0-255), "dash": "solid" |
/// "dash" | "dot" | "dashdot" | "dashdotdot", "point": the fill of a point on it (pointFill(),
/// of the request's "foreground" and "accent" #rrggbb)} per id, in order. A request of another
/// shape is refused with its reason.
EMSCRIPTEN_KEEPALIVE int gx_curve_looks(const char* json) {
  try {
    using namespace gelu::model;
    const auto in = Json::parse(json);
    const auto strings = [&](const char* key) {
      return in.contains(key) ? in.at(key).get<std::vector<std::string>>()
                              : std::vector<std::string>{};
    };
    std::vector<FormulaDef> formulas;
    if (in.contains("formulas")) {
      for (const auto& f : in.at("formulas")) {
        FormulaDef def;
        def.id = f.at("id").get<std::string>();
        if (f.contains("colour") && f.at("colour").is_string())
          def.colour = f.at("colour").get<std::string>();
        if (f.contains("style") && f.at("style").is_string())
          def.style = f.at("style").get<std::string>();
        formulas.push_back(std::move(def));
      }
    }
    const std::string theme = in.at("theme").get<std::string>();
    if (theme != "light" && theme != "dark" && theme != "high-contrast") {
      return fail("gx_curve_looks: no theme " + theme);
    }
    const ThemeKind kind = theme == "dark"            ? ThemeKind::Dark
                           : theme == "high-contrast" ? ThemeKind::HighContrast
                                                      : ThemeKind::Light;
    const std::optional<Rgb> background = rgbOf(in.at("background").get<std::string>());
    if (!background) return fail("gx_curve_looks: background is not #rrggbb");
    const std::optional<Rgb> foreground = rgbOf(in.at("foreground").get<std::string>());
    const std::optional<Rgb> accent = rgbOf(in.at("accent").get<std::string>());
    if (!foreground || !accent) return fail("gx_curve_looks: foreground or accent not #rrggbb");
    const std::vector<std::string> shown = strings("shown"), companions = strings("companions");
    static constexpr const char* kDashes[] = {"solid", "dash", "dot", "dashdot", "dashdotdot"};
    Json out = Json::array();
    for (const std::string& id : strings("ids")) {
      const CurveLook look = curveLook(id, formulas, shown, companions, kind);
      Json item = {{"dash", kDashes[static_cast<int>(look.dash)]}};
      item["colour"] = look.colour ? Json(hexOf(*look.colour)) : Json(nullptr);
      item["text"] =
          look.colour ? Json(hexOf(readableOn(*look.colour, *background))) : Json(nullptr);
      item["band"] = look.colour ? bandAlpha(*look.colour, *background, kind) : 60;
      item["faint"] = faintAlpha(look.colour.value_or(*foreground), *background, kind, 110);
      item["point"] = hexOf(pointFill(look.colour.value_or(*foreground), *foreground, *accent));
      out.push_back(std::move(item));
    }
    bridge().text = out.dump();
    return 0;
  } catch (const std::exception& e) {
    return fail(e.what());
  }
}

/// How a training map looks (gelu::model::trainingMapLook): `json` is {"theme": "light" | "dark" |
/// "high-contrast", "background": "#rrggbb"}; gx_text() gets {"classes": [two "#rrggbb"],
/// "stops": [three "#rrggbb": the heat map at P(class 1) = 0, 0.5, 1]}.
EMSCRIPTEN_KEEPALIVE int gx_training_look(const char* json) {
  try {
    using namespace gelu::model;
    const auto in = Json::parse(json);
    const std::string theme = in.at("theme").get<std::string>();
    if (theme != "light" && theme != "dark" && theme != "high-contrast") {
      return fail("gx_training_look: no theme " + theme);
    }
    const std::optional<Rgb> background = rgbOf(in.at("background").get<std::string>());
    if (!background) return fail("gx_training_look: background is not #rrggbb");
    const MapLook look =
        trainingMapLook(*background, theme == "dark"            ? ThemeKind::Dark
                                     : theme == "high-contrast" ? ThemeKind::HighContrast
                                                                : ThemeKind::Light);
    Json out = {{"classes", Json::array()}, {"stops", Json::array()}};
    for (const Rgb c : look.classes) out["classes"].push_back(hexOf(c));
    for (const Rgb c : look.stops) out["stops"].push_back(hexOf(c));
    bridge().text = out.dump();
    return 0;
  } catch (const std::exception& e) {
    return fail(e.what());
  }
}

/// The ± of a value shown with `decimals` decimals (gelu::marginText): gx_text() gets it as the C
/// locale writes it ("0.01037", or "3e-08" where the decimals would read as no error at all).
EMSCRIPTEN_KEEPALIVE int gx_margin(double error, int decimals) {
  if (decimals < 0 || decimals > 17) return fail("gx_margin: decimals outside 0…17");
  bridge().text = gelu::marginText(error, decimals);
  return 0;
}

/// What the activations plot's title may claim (gelu::model::activationsTitle): `json` is the
/// ids of the curves drawn, ["gelu", …]; gx_text() gets the title's name ("gelu-tanh-others", …).
EMSCRIPTEN_KEEPALIVE int gx_activations_title(const char* json) {
  try {
    const auto drawn = gelu::model::Json::parse(json).get<std::vector<std::string>>();
    bridge().text = gelu::model::activationsTitleName(gelu::model::activationsTitle(drawn));
    return 0;
  } catch (const std::exception& e) {
    return fail(e.what());
  }
}

/// The curves a view's panels draw beside the scene's (gelu::model::companionCurves): `json` is
/// {"panels": [...], "curves": [...] (the scene's), "activation": the neuron's, "gate": its
/// gate}; gx_text() gets {"companions": [...], "approximations": [...] (those the errors panel
/// compares)}. The session's library (its formulas) says what is an activation. (The page has no
/// precision lens: a scene's lens is the desktop's alone.)
EMSCRIPTEN_KEEPALIVE int gx_companions(const char* json) {
  try {
    using gelu::model::Json;
    const auto in = Json::parse(json);
    const auto curves = in.at("curves").get<std::vector<std::string>>();
    gelu::model::NeuronState neuron;
    neuron.activation = in.at("activation").get<std::string>();
    neuron.gate = in.at("gate").get<std::string>();
    const Json out = {{"companions", gelu::model::companionCurves(
                                         curves, neuron, false, *bridge().library,
                                         in.at("panels").get<std::vector<std::string>>())},
                      {"approximations", gelu::model::comparedApproximations(curves, false)}};
    bridge().text = out.dump();
    return 0;
  } catch (const std::exception& e) {
    return fail(e.what());
  }
}

/// A typed formula checked as the desktop checks it: 0 and its TeX in gx_text(), or 1 and why.
EMSCRIPTEN_KEEPALIVE int gx_formula_tex(const char* id, const char* expression) {
  if (auto why = gelu::FunctionLibrary::checkFormulaId(id)) return fail(*why);
  // Its parameters (a, b…) at 1, as the desktop's editor starts them.
  gelu::model::FormulaDef def;
  def.expression = expression;
  const std::vector<gelu::FormulaDefinition> defs{
      {id, expression, gelu::model::withParameters(def).parameters}};
  gelu::LibraryError why;
  if (!gelu::FunctionLibrary::builtIns()->with(defs, &why)) return fail(why.message);
  const auto tex = gelu::formulaToTex(expression);
  bridge().text = tex ? *tex : std::string(expression);
  return 0;
}

/// The parameters `expression` uses (a, b of a*x*Phi(b*x)), as a JSON array in gx_text().
EMSCRIPTEN_KEEPALIVE int gx_formula_parameters(const char* expression) {
  bridge().text = gelu::model::Json(gelu::Formula::parameterNames(expression)).dump();
  return 0;
}

/// Replaces the scene's typed formulas by `json` ([{id, expression, parameters?: {a: 1}}]):
/// each formula's parameters those given, the others at 1; on a refusal nothing changes.
EMSCRIPTEN_KEEPALIVE int gx_set_formulas(const char* json) {
  try {
    const auto list = gelu::model::Json::parse(json);
    Current b = bridge();
    const auto previous = b.scene.model.formulas;
    b.scene.model.formulas.clear();
    for (const auto& item : list) {
      gelu::model::FormulaDef f;
      f.id = item.at("id").get<std::string>();
      f.expression = item.at("expression").get<std::string>();
      if (item.contains("parameters")) {
        for (const auto& [name, value] : item.at("parameters").items()) {
          f.parameters.push_back({name, value.get<double>()});
        }
      }
      b.scene.model.formulas.push_back(gelu::model::withParameters(std::move(f)));
    }
    if (rebuildLibrary() != 0) {
      const std::string why = b.error;
      b.scene.model.formulas = previous;
      rebuildLibrary();
      return fail(why);
    }
    return 0;
  } catch (const std::exception& e) {
    return fail(e.what());
  }
}

/// Starts the SOI simulation at x with the scene's μ, σ (n = 0).
EMSCRIPTEN_KEEPALIVE int gx_mc_start(double x, double seed, int normalMethod) {
  gelu::soi::Config c;
  c.x = x;
  c.mu = bridge().scene.model.mu;
  c.sigma = bridge().scene.model.sigma;
  c.seed = static_cast<std::uint64_t>(seed);
  c.method = normalMethod != 0 ? gelu::soi::Method::Normal : gelu::soi::Method::Uniform;
  if (!gelu::soi::valid(c)) return fail("x and μ must be finite and σ positive");
  bridge().simulator.emplace(c);
  return 0;
}

/// `count` draws one by one; each writes (variate, kept, value) to out (3·count doubles).
EMSCRIPTEN_KEEPALIVE int gx_mc_steps(int count, double* out) {
  auto& s = bridge().simulator;
  if (!s) return fail("no simulation");
  for (int i = 0; i < count; ++i) {
    const gelu::soi::Draw d = s->step();
    out[3 * i] = d.variate;
    out[3 * i + 1] = d.kept ? 1.0 : 0.0;
    out[3 * i + 2] = d.value;
  }
  return 0;
}

/// Adds `count` draws: one by one up to the desktop's per-draw limit, then exactly in
/// distribution by binomial increments (as the desktop does; the same draws for the same seed).
EMSCRIPTEN_KEEPALIVE int gx_mc_advance(double count) {
  auto& s = bridge().simulator;
  if (!s) return fail("no simulation");
  auto left = static_cast<std::uint64_t>(count);
  const std::uint64_t perDraw = gelu::soi::RunOptions{}.perDrawLimit;
  if (s->n() < perDraw) {
    const std::uint64_t now = std::min(left, perDraw - s->n());
    s->drawMany(now);
    left -= now;
  }
  if (left > 0) s->fastForward(left);
  return 0;
}

/// The state: out = {n, kept, mean, band low, band high, p, expected, standard error, the
/// half-width of the mean's 95% interval as the desktop prints it (kZ95 · standard error)}.
EMSCRIPTEN_KEEPALIVE int gx_mc_state(double* out) {
  auto& s = bridge().simulator;
  if (!s) return fail("no simulation");
  const gelu::soi::Band band = s->n() > 0 ? s->band() : gelu::soi::Band{};
  out[0] = static_cast<double>(s->n());
  out[1] = static_cast<double>(s->kept());
  out[2] = s->mean();
  out[3] = band.low;
  out[4] = band.high;
  out[5] = s->p();
  out[6] = s->expected();
  out[7] = s->stdError();
  out[8] = gelu::soi::kZ95 * s->stdError();
  return 0;
}

/// The exact 95% funnel at real n for the current simulation: out = {low, high}.
EMSCRIPTEN_KEEPALIVE int gx_mc_funnel(double n, double* out) {
  auto& s = bridge().simulator;
  if (!s) return fail("no simulation");
  const gelu::soi::Band b = gelu::soi::funnel95(s->config().x, s->p(), s->q(), n);
  out[0] = b.low;
  out[1] = b.high;
  return 0;
}

/// A whole seeded run as `table`'s and the desktop's run(): out = {n, kept, mean, std error}.
EMSCRIPTEN_KEEPALIVE int gx_mc_run(double x, double seed, int normalMethod, double samples,
                                   double* out) {
  gelu::soi::Config c;
  c.x = x;
  c.mu = bridge().scene.model.mu;
  c.sigma = bridge().scene.model.sigma;
  c.seed = static_cast<std::uint64_t>(seed);
  c.method = normalMethod != 0 ? gelu::soi::Method::Normal : gelu::soi::Method::Uniform;
  if (!gelu::soi::valid(c) || !(samples >= 1)) return fail("no such run");
  gelu::soi::RunOptions o;
  o.samples = static_cast<std::uint64_t>(samples);
  const gelu::soi::RunResult r = gelu::soi::run(c, o);
  out[0] = static_cast<double>(r.n);
  out[1] = static_cast<double>(r.kept);
  out[2] = r.mean;
  out[3] = r.stdError;
  return 0;
}

}  // extern "C"

// --- number formats (the desktop's number-format panel, ui/panels/DTypePanel.cpp) -----------

namespace {

/// The forms of GELU a format's panel stores: 0 exact GELU, 1 the tanh form, 2 x·σ(1.702x)
/// (exact values rounded once); with a PyTorch kernel 1 and 2 are PyTorch's tanh and erf forms.
double storedForm(gelu::dtype::DType t, gelu::dtype::Kernel k, int form, double x) {
  const gelu::Params p = gelu::model::paramsOf(bridge().scene.model);
  const auto rounded = [&](const char* id) {
    return gelu::dtype::round(t, (*bridge().library->find(id))(x, p));
  };
  if (form == 0) return rounded("gelu");
  if (k == gelu::dtype::Kernel::Exact) return rounded(form == 1 ? "gelu_tanh" : "gelu_sigmoid");
  return gelu::dtype::torchGelu(k, t, x, form == 1);
}

/// What a form is measured against: its correctly rounded value (the exact form rounded once).
double referenceForm(gelu::dtype::DType t, gelu::dtype::Kernel k, int form, double x) {
  if (form == 1 && k != gelu::dtype::Kernel::Exact) {
    return storedForm(t, gelu::dtype::Kernel::Exact, 1, x);
  }
  return storedForm(t, gelu::dtype::Kernel::Exact, 0, x);
}

}  // namespace

extern "C" {

/// A format and a kernel by their ids ("bf16", "torch"); 1 when either is unknown or the kernel
/// does not compute in the format.
EMSCRIPTEN_KEEPALIVE int gx_dtype_check(const char* dtype, const char* kernel) {
  const auto t = gelu::dtype::parse(dtype);
  const auto k = gelu::dtype::parseKernel(kernel);
  if (!t || !k) return fail("no such number format or kernel");
  if (*k != gelu::dtype::Kernel::Exact && !gelu::dtype::torchComputes(*t)) {
    return fail("PyTorch 1.13 has no CPU GELU in this format");
  }
  const auto& i = gelu::dtype::info(*t);
  gelu::model::Json out = {{"name", i.name},
                           {"bits", i.bits},
                           {"kernel", gelu::dtype::kernelName(*k)},
                           {"torch", gelu::dtype::torchComputes(*t)}};
  bridge().text = out.dump();
  return 0;
}

/// The format's inputs in [from, to] (every value of a 8- or 16-bit format, 4001 float32 ones),
/// at most `capacity`, into xs; returns how many.
EMSCRIPTEN_KEEPALIVE int gx_dtype_inputs(const char* dtype, double from, double to, double* xs,
                                         int capacity) {
  const auto t = gelu::dtype::parse(dtype);
  if (!t) return -1;
  const std::vector<double> v = gelu::dtype::inputs(*t, from, to, 4001);
  const std::size_t n = std::min(v.size(), static_cast<std::size_t>(capacity));
  std::copy_n(v.begin(), n, xs);
  return static_cast<int>(n);
}

/// Form `form` of GELU as stored in the format at each x (see storedForm), into stored, and its
/// distance from its reference in ULPs of the format, signed (0 where they are the same bits;
/// NaN where the stored value is not finite), into ulps.
EMSCRIPTEN_KEEPALIVE int gx_dtype_stored(const char* dtype, const char* kernel, int form,
                                         const double* xs, int count, double* stored,
                                         double* ulps) {
  const auto t = gelu::dtype::parse(dtype);
  const auto k = gelu::dtype::parseKernel(kernel);
  if (!t || !k || form < 0 || form > 2) return fail("no such number format, kernel or form");
  for (int i = 0; i < count; ++i) {
    const double v = storedForm(*t, *k, form, xs[i]);
    const double ref = referenceForm(*t, *k, form, xs[i]);
    stored[i] = v;
    ulps[i] = gelu::dtype::sameStored(v, ref) ? 0.0
              : std::isfinite(v)              ? (v - ref) / gelu::dtype::ulp(*t, ref)
                                              : __builtin_nan("");
  }
  return 0;
}

/// The format's bits of x rounded to it, in hexadecimal, into gx_text() ("0x3f00").
EMSCRIPTEN_KEEPALIVE int gx_dtype_bits(const char* dtype, double x) {
  const auto t = gelu::dtype::parse(dtype);
  if (!t) return fail("no such number format");
  const int digits = (gelu::dtype::info(*t).bits + 3) / 4;
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "0x%0*llx", digits,
                static_cast<unsigned long long>(gelu::dtype::toBits(*t, x)));
  bridge().text = buffer;
  return 0;
}

/// The tally over [−8, 8] (every value of a 8- or 16-bit format, 200,001 float32 ones), as the
/// desktop's panel counts it: gx_text() holds {total, forms: [{differ, zeroSign, zeroBelow}]}
/// for forms 0–2 (form 0 against itself: where exact GELU stores 0) and, with a PyTorch kernel,
/// otherPath: [differ of forms 1 and 2 between the scalar and the vectorized path].
EMSCRIPTEN_KEEPALIVE int gx_dtype_tally(const char* dtype, const char* kernel) {
  const auto t = gelu::dtype::parse(dtype);
  const auto k = gelu::dtype::parseKernel(kernel);
  if (!t || !k) return fail("no such number format or kernel");
  const std::vector<double> all = gelu::dtype::inputs(*t, -8.0, 8.0, 200001);
  std::vector<double> exact(all.size());
  for (std::size_t i = 0; i < all.size(); ++i) exact[i] = storedForm(*t, *k, 0, all[i]);
  gelu::model::Json forms = gelu::model::Json::array();
  gelu::model::Json other = gelu::model::Json::array();
  const bool torch = *k != gelu::dtype::Kernel::Exact;
  const auto otherKernel = *k == gelu::dtype::Kernel::TorchScalar
                               ? gelu::dtype::Kernel::TorchVectorized
                               : gelu::dtype::Kernel::TorchScalar;
  for (int form = 0; form <= 2; ++form) {
    std::vector<double> stored(all.size());
    std::vector<double> reference(all.size());
    std::size_t pathDiffer = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
      stored[i] = form == 0 ? exact[i] : storedForm(*t, *k, form, all[i]);
      reference[i] = form == 0 ? exact[i] : referenceForm(*t, *k, form, all[i]);
      if (torch && form > 0 &&
          !gelu::dtype::sameStored(stored[i], storedForm(*t, otherKernel, form, all[i]))) {
        ++pathDiffer;
      }
    }
    const gelu::dtype::Comparison c = gelu::dtype::compare(*t, all, stored, reference);
    forms.push_back({{"differ", c.differ},
                     {"zeroSign", c.zeroSign},
                     {"zeroBelow", std::isfinite(c.zeroBelow) ? gelu::model::Json(c.zeroBelow)
                                                              : gelu::model::Json()}});
    if (torch && form > 0) other.push_back(pathDiffer);
  }
  gelu::model::Json out = {{"total", all.size()}, {"forms", forms}};
  if (torch) {
    out["otherPath"] = other;
    out["otherKernel"] = gelu::dtype::kernelName(otherKernel);
  }
  bridge().text = out.dump();
  return 0;
}

// --- training (the desktop's training panel, ui/model/TrainingRun.cpp) ----------------------

/// Builds the session's networks from its scene's training settings, as the desktop does (one
/// per activation, the same data and initial weights), at epoch 0. gx_text() holds {inputs,
/// classes, activations, train: [[x1, x2, y], …], test: […]}.
EMSCRIPTEN_KEEPALIVE int gx_train_start() {
  namespace tr = gelu::training;
  try {
    Current b = bridge();
    const gelu::model::TrainingState& t = b.scene.model.training;
    const auto [data, net, train] = gelu::model::trainingConfigs(t);
    b.session.nets.clear();
    b.session.netIds.clear();
    b.session.data = std::make_shared<tr::Dataset>(tr::makeDataset(data));
    for (const std::string& id : t.activations) {
      const gelu::FunctionInfo* f = b.library->find(id);
      const gelu::FunctionInfo* df = f != nullptr ? b.library->find(f->derivative) : nullptr;
      if (f == nullptr || df == nullptr) continue;
      b.session.nets.push_back(std::make_unique<tr::Trainer>(
          *b.session.data, *f, *df, gelu::model::paramsOf(b.scene.model), net, train));
      b.session.netIds.push_back(id);
    }
    const auto points = [](const std::vector<tr::Point>& pts) {
      gelu::model::Json list = gelu::model::Json::array();
      for (const tr::Point& p : pts) list.push_back({p.x1, p.x2, p.y});
      return list;
    };
    gelu::model::Json out = {{"inputs", b.session.data->inputs},
                             {"classes", b.session.data->classes},
                             {"activations", b.session.netIds},
                             {"train", points(b.session.data->train)},
                             {"test", points(b.session.data->test)}};
    b.text = out.dump();
    return 0;
  } catch (const std::exception& e) {
    bridge().session.nets.clear();
    return fail(e.what());
  }
}

/// Trains every network `count` epochs more.
EMSCRIPTEN_KEEPALIVE int gx_train_epochs(int count) {
  Current b = bridge();
  if (b.session.nets.empty()) return fail("no networks");
  for (int i = 0; i < count; ++i) {
    for (auto& net : b.session.nets) net->epoch();
  }
  return 0;
}

/// Each network's metrics, as JSON in gx_text(): [{epoch, trainLoss, testLoss, trainAccuracy,
/// testAccuracy, deadUnits}] (a diverged loss or a regression's accuracy: null).
EMSCRIPTEN_KEEPALIVE int gx_train_metrics() {
  Current b = bridge();
  const auto number = [](double v) {
    return std::isfinite(v) ? gelu::model::Json(v) : gelu::model::Json();
  };
  gelu::model::Json list = gelu::model::Json::array();
  for (const auto& net : b.session.nets) {
    const gelu::training::Metrics m = net->metrics();
    list.push_back({{"epoch", m.epoch},
                    {"trainLoss", number(m.trainLoss)},
                    {"testLoss", number(m.testLoss)},
                    {"trainAccuracy", number(m.trainAccuracy)},
                    {"testAccuracy", number(m.testAccuracy)},
                    {"deadUnits", m.deadUnits}});
  }
  b.text = list.dump();
  return 0;
}

/// Network k's output (the probability of class 1, or ŷ) at the points (x1[i], x2[i]).
EMSCRIPTEN_KEEPALIVE int gx_train_predict(int k, const double* x1, const double* x2, int count,
                                          double* out) {
  Current b = bridge();
  if (k < 0 || k >= static_cast<int>(b.session.nets.size())) return fail("no such network");
  std::vector<gelu::training::Point> pts(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) pts[static_cast<std::size_t>(i)] = {x1[i], x2[i], 0.0};
  const std::vector<double> y = b.session.nets[static_cast<std::size_t>(k)]->predict(pts);
  std::copy(y.begin(), y.end(), out);
  return 0;
}

// --- the neuron (the desktop's neuron panel) --------------------------------------------------

/// The scene's neuron: out = {Σ wᵢxᵢ + b, the gate's v·x + c, act(gate), the output}; for a unit
/// without a gate the two gate values are NaN. gx_text() names the activation the unit applies
/// (a gated unit's: its gate's, gelu::gateActivation). 1 and why for an unknown activation or
/// gate.
EMSCRIPTEN_KEEPALIVE int gx_neuron(double* out) {
  try {
    Current b = bridge();
    const gelu::model::NeuronState& n = b.scene.model.neuron;
    const double inputs[] = {n.x1, n.x2};
    const double weights[] = {n.w1, n.w2};
    const gelu::Params p = gelu::model::paramsOf(b.scene.model);
    const auto gate = gelu::parseGate(n.gate);
    if (!gate) return fail("no such gate");
    if (*gate == gelu::Gate::None) {
      const gelu::FunctionInfo* f = b.library->find(n.activation);
      if (f == nullptr) return fail("no function '" + n.activation + "'");
      const gelu::NeuronOutput o = gelu::neuron(inputs, weights, n.bias, *f, p);
      out[0] = o.sum;
      out[1] = out[2] = __builtin_nan("");
      out[3] = o.output;
      b.text = n.activation;
      return 0;
    }
    const double gateWeights[] = {n.v1, n.v2};
    const gelu::GatedOutput o =
        gelu::gatedNeuron(inputs, weights, n.bias, gateWeights, n.c, *gate, p);
    out[0] = o.sum;
    out[1] = o.gate;
    out[2] = o.act;
    out[3] = o.output;
    b.text = std::string(gelu::gateActivation(*gate));
    return 0;
  } catch (const std::exception& e) {
    return fail(e.what());
  }
}

// --- signal propagation (the desktop's propagation panel) -------------------------------------

/// Function `id` through a random network of the scene's depth, width, gain rule and bias (and
/// `seed`), as the desktop's panel runs it: each layer's pre-activation variance into variance
/// and the mean-field recursion's into theory (depth + 1 values each); gx_text() holds the gain.
EMSCRIPTEN_KEEPALIVE int gx_propagate(const char* id, double* variance, double* theory) {
  namespace pr = gelu::propagation;
  try {
    Current b = bridge();
    const gelu::FunctionInfo* f = b.library->find(id);
    if (f == nullptr) return fail(std::string("no function '") + id + "'");
    const gelu::FunctionInfo* df = b.library->find(f->derivative);
    const gelu::model::PropagationState& s = b.scene.model.propagation;
    const gelu::Params p = gelu::model::paramsOf(b.scene.model);
    pr::Network net;
    net.depth = s.depth;
    net.width = s.width;
    net.biasStd = s.biasStd;
    net.seed = b.scene.model.seed;
    const auto rule = s.gain == "value" ? pr::GainRule::Value : pr::parseGainRule(s.gain);
    if (!rule) return fail("no such gain rule");
    net.gain = pr::gainFor(*rule, *f, s.gainValue, p);
    if (!std::isfinite(net.gain) || net.gain <= 0.0) return fail("no gain for this function");
    const std::vector<pr::Layer> layers = pr::propagate(*f, df, net, p);
    for (std::size_t l = 0; l < layers.size(); ++l) {
      variance[l] = layers[l].variance;
      theory[l] = layers[l].theory;
    }
    b.text = gelu::model::Json(net.gain).dump();
    return 0;
  } catch (const std::exception& e) {
    return fail(e.what());
  }
}

/// Reads a deck file's text as the desktop does. On success the deck becomes current and
/// gx_text() describes it in `language` (its texts as the desktop picks them: the language's
/// own, the plain text, English's): {title, steps: [{title, caption, formula, notes, panels,
/// play, hidden, minutes, liveFormula, fragments: [{formula, caption}], question: null or
/// {kind, prompt, curve, choices}}], shown: [indices]}.
EMSCRIPTEN_KEEPALIVE int gx_load_deck(const char* json, const char* language) {
  try {
    auto parsed = gelu::model::parseDeck(json);
    if (auto* e = std::get_if<gelu::model::ModelError>(&parsed)) {
      return fail(gelu::model::englishMessage(*e));
    }
    Current b = bridge();
    b.deck = std::get<gelu::model::Deck>(std::move(parsed));
    b.language = language;
    const auto in = [&](const gelu::model::DeckText& t) { return t.in(b.language); };
    gelu::model::Json steps = gelu::model::Json::array();
    for (const gelu::model::DeckStep& s : b.deck->steps) {
      gelu::model::Json fragments = gelu::model::Json::array();
      // A formula as it can be shown on its own (a derivation's row in its aligned block).
      const auto shown = [&](const gelu::model::DeckText& t) {
        const std::string tex = in(t);
        return tex.empty() ? tex : gelu::model::displayFormulas({tex})[0];
      };
      for (const gelu::model::DeckFragment& f : s.fragments) {
        fragments.push_back({{"formula", shown(f.formula)}, {"caption", in(f.caption)}});
      }
      gelu::model::Json question;  // null: none (the right answer is the room's, not the page's)
      if (s.question) {
        gelu::model::Json choices = gelu::model::Json::array();
        for (const auto& c : s.question->choices) choices.push_back(in(c));
        question = {{"kind", gelu::model::questionKindName(s.question->kind)},
                    {"prompt", in(s.question->prompt)},
                    {"curve", s.question->curve},
                    {"choices", choices}};
      }
      steps.push_back({{"title", in(s.title)},
                       {"caption", in(s.caption)},
                       {"formula", shown(s.formula)},
                       {"notes", in(s.notes)},
                       {"panels", s.panels},
                       {"play", gelu::model::playName(s.play)},
                       {"hidden", s.hidden},
                       {"minutes", s.minutes},
                       {"liveFormula", s.liveFormula},
                       {"fragments", fragments},
                       {"question", question}});
    }
    gelu::model::Json out = {{"title", in(b.deck->title)},
                             {"steps", steps},
                             {"shown", gelu::model::shownSteps(*b.deck)}};
    b.text = out.dump();
    return 0;
  } catch (const std::exception& e) {
    return fail(e.what());
  }
}

/// The scene and plan of the current deck's `step` (an index into its steps) with its first
/// `fragments` fragments shown, as the desktop's lecture computes them: gx_text() holds
/// {scene: <the scene file's text>, plan: {play, samples, epoch, openingSamples, sweep:
/// {from, to, seconds}, resetSimulation, shade, trace}, formulas: [display TeX]} (absent
/// fields: not named).
EMSCRIPTEN_KEEPALIVE int gx_deck_step(int step, int fragments) {
  try {
    Current b = bridge();
    if (!b.deck) return fail("no deck");
    if (step < 0 || step >= static_cast<int>(b.deck->steps.size())) return fail("no such step");
    const auto& s = b.deck->steps[static_cast<std::size_t>(step)];
    if (fragments < 0 || fragments > static_cast<int>(s.fragments.size())) {
      return fail("no such fragment");
    }
    // As the talk shows it: over what the steps before it name.
    const gelu::model::SceneFileData scene = gelu::model::talkStepScene(*b.deck, step, fragments);
    const gelu::model::StepPlan plan = gelu::model::stepPlan(*b.deck, step, fragments, scene);
    gelu::model::Json p = {{"play", gelu::model::playName(plan.play)},
                           {"openingSamples", plan.openingSamples},
                           {"openingEpoch", plan.openingEpoch},
                           {"resetSimulation", plan.resetSimulation},
                           {"shade", plan.shade},
                           {"trace", plan.trace}};
    if (plan.samples) p["samples"] = *plan.samples;
    if (plan.epoch) p["epoch"] = *plan.epoch;
    if (plan.sweep) {
      p["sweep"] = {
          {"from", plan.sweep->from}, {"to", plan.sweep->to}, {"seconds", plan.sweep->seconds}};
    }
    // The formulas shown, as the desktop shows them: a derivation's rows aligned.
    gelu::model::Json out = {
        {"scene", gelu::model::writeScene(scene)},
        {"plan", p},
        {"formulas",
         gelu::model::displayFormulas(gelu::model::stepFormulaLines(s, fragments, b.language))}};
    b.text = out.dump();
    return 0;
  } catch (const std::exception& e) {
    return fail(e.what());
  }
}

}  // extern "C"
