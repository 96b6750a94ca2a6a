#include "ui/lecture/LectureStep.hpp"

#include <QCoreApplication>
#include <utility>

namespace ui {
namespace {

constexpr std::pair<PlayAction, const char*> kPlayNames[] = {{PlayAction::None, "none"},
                                                             {PlayAction::Simulation, "simulation"},
                                                             {PlayAction::Sweep, "sweep"},
                                                             {PlayAction::Training, "training"}};

// Captions and formulas are translated in the lecture view's context (formulas too: "output",
// "or" and the typography of a language).
QString translated(const char* text) {
  return QCoreApplication::translate("ui::LectureView", text);
}

}  // namespace

QString playName(PlayAction a) {
  for (const auto& [value, name] : kPlayNames) {
    if (value == a) return QString::fromLatin1(name);
  }
  return QStringLiteral("none");
}

std::optional<PlayAction> parsePlay(const QString& name) {
  for (const auto& [value, n] : kPlayNames) {
    if (name == QLatin1String(n)) return value;
  }
  return std::nullopt;
}

QList<LectureStep> builtInLecture() {
  QList<LectureStep> s;
  LectureStep normal;
  normal.panels = {"pdf-area"};
  normal.caption = translated(QT_TRANSLATE_NOOP(
      "ui::LectureView", "Start with the standard normal distribution X ~ N(0, 1)."));
  normal.formula =
      translated(QT_TRANSLATE_NOOP("ui::LectureView", "φ(x) = e<sup>−x²/2</sup> / √(2π)"));
  normal.shade = false;  // the distribution first; its area comes with the next step
  s << normal;

  LectureStep area;
  area.panels = {"pdf-area", "cdf"};
  area.caption = translated(QT_TRANSLATE_NOOP(
      "ui::LectureView", "The shaded area up to x is a probability: Φ(x) = P(X ≤ x)."));
  area.formula = translated(
      QT_TRANSLATE_NOOP("ui::LectureView", "Φ(x) = ∫<sub>−∞</sub><sup>x</sup> φ(t) dt = P(X ≤ x)"));
  s << area;

  LectureStep coin;
  coin.panels = {"cdf", "monte-carlo"};
  coin.caption = translated(QT_TRANSLATE_NOOP(
      "ui::LectureView", "A coin keeps x with probability Φ(x) and outputs 0 otherwise."));
  coin.formula = translated(
      QT_TRANSLATE_NOOP("ui::LectureView", "m ~ Bernoulli(Φ(x)),&nbsp;&nbsp; output = m·x"));
  coin.resetSimulation = true;  // single coins from n = 0
  coin.grid = false;
  coin.play = PlayAction::Simulation;
  s << coin;

  LectureStep average;
  average.panels = {"monte-carlo"};
  average.caption = translated(QT_TRANSLATE_NOOP(
      "ui::LectureView", "Averaging many draws converges to x·Φ(x), inside the 95% funnel."));
  average.formula =
      translated(QT_TRANSLATE_NOOP("ui::LectureView", "E[m·x] = x·P(m = 1) = x·Φ(x)"));
  average.grid = false;
  average.play = PlayAction::Simulation;  // the coins of the last step keep falling
  s << average;

  LectureStep sweep;
  sweep.panels = {"pdf-area", "activations"};
  sweep.caption = translated(
      QT_TRANSLATE_NOOP("ui::LectureView", "Sweep x: the expected value traces the GELU curve."));
  sweep.formula = translated(QT_TRANSLATE_NOOP("ui::LectureView", "GELU(x) = x·Φ(x)"));
  sweep.curves = {"gelu"};
  sweep.trace = true;
  sweep.play = PlayAction::Sweep;
  sweep.liveFormula = QStringLiteral("GELU(x) = x·Φ(x) = {x} × {cdf} = <b>{gelu}</b>");
  s << sweep;

  LectureStep family;
  family.panels = {"activations"};
  family.caption = translated(QT_TRANSLATE_NOOP(
      "ui::LectureView", "GELU beside ReLU and ELU: a smooth ReLU that dips below zero."));
  family.formula = translated(QT_TRANSLATE_NOOP(
      "ui::LectureView",
      "ReLU(x) = x·1[x &gt; 0]&nbsp;&nbsp;&nbsp; GELU(x) = x·Φ(x)&nbsp;&nbsp;&nbsp; "
      "ELU(x) = x or α(e<sup>x</sup> − 1)"));
  family.curves = {"gelu", "relu", "elu"};
  s << family;

  LectureStep approximations;
  approximations.panels = {"activations", "errors"};
  approximations.caption = translated(QT_TRANSLATE_NOOP(
      "ui::LectureView",
      "Two fast approximations: tanh is within 5·10⁻⁴, the sigmoid within 0.02."));
  approximations.formula = translated(QT_TRANSLATE_NOOP(
      "ui::LectureView", "x·Φ(x) ≈ ½x(1 + tanh[√(2/π)(x + 0.044715x³)]) ≈ x·σ(1.702x)"));
  approximations.curves = {"gelu", "gelu_tanh", "gelu_sigmoid"};
  s << approximations;

  LectureStep derivative;
  derivative.panels = {"derivatives"};
  derivative.caption = translated(QT_TRANSLATE_NOOP(
      "ui::LectureView", "The derivative is smooth and slightly negative below x ≈ −0.75."));
  derivative.formula = translated(QT_TRANSLATE_NOOP("ui::LectureView", "GELU′(x) = Φ(x) + x·φ(x)"));
  derivative.curves = {"gelu", "relu"};
  s << derivative;

  LectureStep training;
  training.panels = {"training"};
  training.caption = translated(QT_TRANSLATE_NOOP(
      "ui::LectureView",
      "In training: the same network learns the same data from the same start, GELU beside "
      "ReLU."));
  training.formula = translated(
      QT_TRANSLATE_NOOP("ui::LectureView",
                        "ReLU′(x) = 0 for all x &lt; 0: a unit can die. GELU′ is 0 at one point."));
  training.play = PlayAction::Training;
  training.training = TrainingState();  // the spiral, GELU beside ReLU, as the caption says
  s << training;
  return s;
}

}  // namespace ui
