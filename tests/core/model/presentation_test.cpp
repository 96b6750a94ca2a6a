// Presenting without a screen: where the keys go, what each move shows (fragments included),
// the console's preview of the next key, the talk's timer, sweeps and tweens.
#include <gtest/gtest.h>

#include <vector>

#include <string>
#include <variant>

#include "core/model/presentation.hpp"

namespace {

using gelu::model::Deck;
using gelu::model::DeckFragment;
using gelu::model::DeckStep;
using gelu::model::Position;
using gelu::model::Presentation;
using gelu::model::SceneFileData;

/// Four steps, the second hidden; step 3 (shown 2) with two fragments that move x.
Deck deck() {
  Deck d;
  for (int i = 0; i < 4; ++i) {
    DeckStep s;
    s.panels = {"cdf"};
    s.caption = "caption " + std::to_string(i);
    s.formula = "f_" + std::to_string(i);
    s.minutes = 1.0 + i;
    d.steps.push_back(s);
  }
  d.steps[1].hidden = true;
  d.steps[0].scene.x = -1.0;
  d.steps[2].scene.x = 0.5;
  DeckFragment one;
  one.formula = "g_1";
  one.scene.x = 1.0;
  one.seconds = 0.6;
  DeckFragment two;
  two.caption = "second caption";
  two.scene.mu = 0.5;
  two.seconds = 0;
  d.steps[2].fragments = {one, two};
  d.steps[3].scene.monteCarlo.samples = 1000;
  d.steps[3].play = gelu::model::PlayAction::Simulation;
  return d;
}

/// The scene after a move has arrived (what the view shows once numbers have moved).
SceneFileData after(const gelu::model::Move& m) { return m.target; }

TEST(Presentation, KeysWalkStepsAndFragments) {
  Presentation p(deck());
  EXPECT_EQ(p.stepCount(), 3);  // one of four hidden
  SceneFileData now;
  p.begin(now);
  auto m = p.goTo(1, 0, now);
  EXPECT_TRUE(m.entersStep);
  EXPECT_EQ(m.to, (Position{1, 0}));
  EXPECT_EQ(m.target.model.x, -1.0);
  now = after(m);
  m = p.next(now);  // step 2 (deck step 3): the hidden one is skipped
  EXPECT_EQ(m.to, (Position{2, 0}));
  EXPECT_EQ(p.deckIndex(2), 2);
  EXPECT_EQ(m.target.model.x, 0.5);
  EXPECT_EQ(p.caption("en"), "caption 2");
  now = after(m);
  m = p.next(now);  // its first fragment: x moves to 1 over 0.6 s
  EXPECT_FALSE(m.entersStep);
  EXPECT_EQ(m.to, (Position{2, 1}));
  EXPECT_EQ(m.target.model.x, 1.0);
  EXPECT_DOUBLE_EQ(m.seconds, 0.6);
  EXPECT_EQ(p.formulaLines("en"), (std::vector<std::string>{"f_2", "g_1"}));
  now = after(m);
  now.model.sigma = 2.0;  // the presenter changes something the step does not name
  m = p.next(now);
  EXPECT_EQ(m.to, (Position{2, 2}));
  EXPECT_EQ(m.target.model.mu, 0.5);
  EXPECT_EQ(m.target.model.sigma, 2.0);  // kept
  EXPECT_EQ(p.caption("en"), "second caption");
  now = after(m);
  // Back: the last fragment hidden — the step as it was entered, with the fragments still shown.
  m = p.back(now);
  EXPECT_EQ(m.to, (Position{2, 1}));
  EXPECT_EQ(m.target.model.mu, 0.0);
  EXPECT_EQ(m.target.model.x, 1.0);
  EXPECT_EQ(m.seconds, 0.0);
  now = after(m);
  m = p.back(p.back(now).target);
  EXPECT_EQ(m.to, (Position{1, 0}));
  // From step 1, back stays; the last step's next stays.
  EXPECT_FALSE(p.back(now).moves());
  p.goTo(3, 0, now);
  EXPECT_FALSE(p.next(now).moves());
  // goTo clamps, and −1 shows every fragment.
  EXPECT_EQ(p.goTo(99, 0, now).to, (Position{3, 0}));
  EXPECT_EQ(p.goTo(2, -1, now).to, (Position{2, 2}));
}

// A step shows the same walked to or gone to: the lecture's step 4 showed Φ(1.00) after step 3's
// fragments had moved x, Φ(0.50) when gone to with G. It opens as the scene before the talk with
// what the steps before it name: what the presenter moved in a step stays in that step.
TEST(Presentation, AStepShowsTheSameWalkedToOrGoneTo) {
  SceneFileData start;
  start.model.x = -2.0;
  start.model.sigma = 2.0;  // no step names σ: the talk's own
  Presentation walked(deck());
  walked.begin(start);
  SceneFileData now = walked.goTo(1, 0, start).target;
  for (int key = 0; key < 3; ++key) now = walked.next(now).target;
  ASSERT_EQ(walked.position(), (Position{2, 2}));
  now.model.x = 2.5;  // the presenter drags x after the fragments
  const auto byKeys = walked.next(now);
  ASSERT_EQ(byKeys.to, (Position{3, 0}));
  Presentation gone(deck());
  gone.begin(start);
  const auto byGo = gone.goTo(3, 0, start);
  EXPECT_TRUE(byGo.target == byKeys.target);
  EXPECT_EQ(byGo.target.model.x, 1.0);  // step 2's last fragment's
  EXPECT_EQ(byGo.target.model.mu, 0.5);
  EXPECT_EQ(byGo.target.model.sigma, 2.0);
  EXPECT_EQ(byGo.target.samples, 1000u);  // its own draws
  // Back into step 2 with its fragments shown: as walked to.
  const auto back = gone.back(byGo.target);
  EXPECT_EQ(back.to, (Position{2, 2}));
  EXPECT_EQ(back.target.model.x, 1.0);
  EXPECT_EQ(back.target.model.mu, 0.5);
  EXPECT_EQ(back.target.model.sigma, 2.0);
}

// A handout page and the web edition's step are the step as the talk shows it, entered without
// a window's own changes (the lecture's step 6 showed x = 1.0 live and 0.5 on its handout page).
TEST(Presentation, APagesStepIsTheTalksStep) {
  const gelu::model::Deck d = deck();
  Presentation talk(d);
  const SceneFileData fresh;
  talk.begin(fresh);
  SceneFileData now = talk.goTo(1, 0, fresh).target;
  for (;;) {
    const Position at = talk.position();
    const int index = talk.deckIndex(at.step);
    EXPECT_TRUE(gelu::model::talkStepScene(d, index, at.fragment) == now)
        << "step " << at.step << " fragment " << at.fragment;
    const auto m = talk.next(now);
    if (!m.moves()) break;
    now = m.target;
  }
  const SceneFileData third = gelu::model::talkStepScene(d, talk.deckIndex(3), 0);
  EXPECT_EQ(third.model.x, 1.0);  // step 2's last fragment's, though step 3 names no x
  EXPECT_NE(gelu::model::stepScene(d, talk.deckIndex(3), 0)->model.x, 1.0);  // alone: not so
}

// The console's preview is exactly what the next key shows: a fragment that moves x included
// (it showed Φ(0.50) while the audience then saw Φ(1.00)).
TEST(Presentation, ThePreviewIsTheNextKeysMove) {
  Presentation p(deck());
  SceneFileData now;
  p.begin(now);
  now = p.goTo(2, 0, now).target;
  now.model.sigma = 1.5;
  const auto peek = p.peekNext(now);
  EXPECT_EQ(p.position(), (Position{2, 0}));  // peeking does not move
  const auto real = p.next(now);
  EXPECT_EQ(peek.to, real.to);
  EXPECT_TRUE(peek.target == real.target);
  EXPECT_EQ(peek.target.model.x, 1.0);
  // From the last fragment, the preview is the next step, entered.
  now = p.goTo(2, -1, now).target;
  const auto step = p.peekNext(now);
  EXPECT_TRUE(step.entersStep);
  EXPECT_EQ(step.to, (Position{3, 0}));
  EXPECT_EQ(step.plan.samples, 1000u);  // the step opens at its named draws
}

// Leaving, presenting again from step 4 and going Home said "8:15 behind the plan" 17 s into
// step 1: the plan counted from step 4, so step 1 started 8 minutes "late".
TEST(TalkTimer, GoingBackBeforeTheStartIsNotBehind) {
  Deck d;
  for (int i = 0; i < 5; ++i) {
    DeckStep s;
    s.panels = {"cdf"};
    s.minutes = 3;
    d.steps.push_back(s);
  }
  gelu::model::TalkTimer t(d);
  t.start(4, 0);
  EXPECT_DOUBLE_EQ(t.plannedMinutes(), 6.0);  // steps 4 and 5
  t.enter(1, 2000);                           // Home, 2 s in
  EXPECT_EQ(t.startStep(), 1);
  EXPECT_DOUBLE_EQ(t.plannedMinutes(), 15.0);
  EXPECT_LT(t.behindMs(19000), 60000);  // 17 s into step 1: on time, not 8:15 behind
  EXPECT_GE(t.behindMs(19000), 0);
  // Behind: a step entered after its planned start, or outrunning its own minutes.
  t.start(1, 0);
  t.enter(2, 5 * 60000);  // step 2 planned at 3:00, entered at 5:00
  EXPECT_EQ(t.behindMs(5 * 60000), 2 * 60000);
  EXPECT_EQ(t.behindMs(9 * 60000), 3 * 60000);  // 4 min into a 3 min step: one more minute
  t.enter(3, 5 * 60000 + 1000);
  EXPECT_EQ(t.plannedFor(3), 3.0);
  EXPECT_EQ(t.plannedBefore(3), 6.0);
}

TEST(Sweep, FixedIncrementsFromWhereItStarts) {
  gelu::model::SweepPlan plan{-1.0, 1.0, 3.0};  // 2 units in 3 s: 0.02 a 30 ms tick
  gelu::model::Sweep outside(plan, 2.5, 30.0);
  EXPECT_EQ(outside.start(), -1.0);  // x outside the sweep: from its start
  EXPECT_EQ(outside.tick(), -0.98);
  gelu::model::Sweep inside(plan, 0.5, 30.0);
  EXPECT_EQ(inside.start(), 0.5);  // x inside: from where it is
  int ticks = 0;
  double last = 0;
  while (const auto x = inside.tick()) {
    last = *x;
    ++ticks;
  }
  EXPECT_EQ(last, 1.0);
  EXPECT_EQ(ticks, 25);
  gelu::model::Sweep backwards({1.0, -1.0, 0.3}, 0.0, 30.0);  // right to left, fast
  EXPECT_LT(*backwards.tick(), 0.0);
  // Steps that do not land on the end: the last tick goes there (it stopped at 2.955 of 3).
  gelu::model::Sweep uneven({-3.0, 3.0, 4.0}, 0.5, 30.0);  // 0.045 a tick from 0.5
  std::vector<double> xs;
  while (const auto x = uneven.tick()) xs.push_back(*x);
  ASSERT_GE(xs.size(), 2);
  EXPECT_EQ(xs.back(), 3.0);
  EXPECT_LT(xs[xs.size() - 2], 3.0);
  EXPECT_GT(xs[xs.size() - 2], 3.0 - 0.05);
  EXPECT_FALSE(uneven.tick());  // and ended
}

TEST(Tween, EasesXMuAndSigmaAndEndsExactly) {
  gelu::model::ModelState from, to;
  to.x = 1.0;
  to.mu = 1.0;
  to.sigma = 2.0;
  to.curves = {"gelu"};
  const auto half = gelu::model::tweened(from, to, 0.5);
  EXPECT_EQ(half.x, 0.75);  // eased: halfway in time is halfway there, on the 0.01 grid
  EXPECT_DOUBLE_EQ(half.mu, 0.5);
  EXPECT_EQ(half.curves, to.curves);                       // everything else at once
  EXPECT_LT(gelu::model::tweened(from, to, 0.1).mu, 0.1);  // slow out of the start
  EXPECT_TRUE(gelu::model::tweened(from, to, 1.0) == to);
}

}  // namespace

namespace {

// A derivation's rows ("&= …") line up at their relations in one aligned block; other lines
// stay lines; a cut inside the derivation is a ⋮ row of it.
TEST(DisplayFormulas, RowsOfADerivationAreOneAlignedBlock) {
  using gelu::model::displayFormulas;
  using gelu::model::isAlignedRow;
  EXPECT_TRUE(isAlignedRow(R"(f(x) &= 1)"));
  EXPECT_FALSE(isAlignedRow(R"(a \& b)"));
  EXPECT_FALSE(isAlignedRow(R"(\begin{cases} 0 & x < 0 \end{cases})"));
  EXPECT_TRUE(isAlignedRow(R"(\begin{cases} 0 & x \end{cases} &= 2)"));
  EXPECT_EQ(displayFormulas({"a", "b"}), (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(displayFormulas({"f &= 1", "&= 2", "g"}),
            (std::vector<std::string>{R"(\begin{aligned}f &= 1 \\ &= 2\end{aligned})", "g"}));
  EXPECT_EQ(displayFormulas({"a", "f &= 1", "&= 2"}),
            (std::vector<std::string>{"a", R"(\begin{aligned}f &= 1 \\ &= 2\end{aligned})"}));
  // Cut: lines 1 and 2 give way.
  EXPECT_EQ(displayFormulas({"f &= 1", "&= 2", "&= 3", "&= 4"}, 3),
            (std::vector<std::string>{R"(\begin{aligned}f &= 1 \\ &\vdots \\ &= 4\end{aligned})"}));
  EXPECT_EQ(displayFormulas({"a", "b", "c"}, 2), (std::vector<std::string>{"a", R"(\vdots)", "c"}));
  EXPECT_EQ(displayFormulas({"a", "&= 2", "&= 3"}, 2),
            (std::vector<std::string>{"a", R"(\vdots)", R"(\begin{aligned}&= 3\end{aligned})"}));
}

// A chain of equalities before a statement of its own is said in one row at the deepest cut: its
// first left side and its last right side ("erf(y) &= 2Φ(y√2) − 1" above "Φ(x) &= …"). Only
// where that is what the chain says: every relation an equality, each row after the first a
// continuation ("&= …"), the latest line with a left side of its own.
TEST(DisplayFormulas, AChainOfEqualitiesIsSaidInOneRowAtTheDeepestCut) {
  using gelu::model::deepestFormulaCut;
  using gelu::model::displayFormulas;
  const std::vector<std::string> erf = {R"(\operatorname{erf}(y) &= \frac{2}{\sqrt{\pi}} I)",
                                        R"(&= 2 J)", R"(&= 2\,\Phi(y\sqrt{2}) - 1)",
                                        R"(\Phi(x) &= \frac{1}{2}(1 + E))"};
  ASSERT_EQ(deepestFormulaCut(erf), 4);
  EXPECT_EQ(
      displayFormulas(erf, 4),
      (std::vector<std::string>{R"(\begin{aligned}\operatorname{erf}(y) &= 2\,\Phi(y\sqrt{2}) )"
                                R"(- 1 \\ \Phi(x) &= \frac{1}{2}(1 + E)\end{aligned})"}));
  // One short of it, the first line, a ⋮ and the latest, as before.
  EXPECT_EQ(
      displayFormulas(erf, 3),
      (std::vector<std::string>{R"(\begin{aligned}\operatorname{erf}(y) &= \frac{2}{\sqrt{\pi}} I )"
                                R"(\\ &\vdots \\ \Phi(x) &= \frac{1}{2}(1 + E)\end{aligned})"}));
  // Not a chain that concludes: a relation other than =, a latest line that continues the
  // chain, a row with a left side of its own inside it, a first line with none, too few lines.
  EXPECT_EQ(deepestFormulaCut({"f &= 1", R"(&\le 2)", "g &= 3"}), 2);
  EXPECT_EQ(deepestFormulaCut({"f &= 1", "&= 2", "&= 3"}), 2);
  EXPECT_EQ(deepestFormulaCut({"f &= 1", "h &= 2", "g &= 3"}), 2);
  EXPECT_EQ(deepestFormulaCut({"&= 1", "&= 2", "g &= 3"}), 2);
  EXPECT_EQ(deepestFormulaCut({"f &= 1", "g &= 2"}), 1);
  // The ⋮ never stands for a statement the latest rows continue: after "Φ(x) &= …" and "&= …"
  // the deepest cut keeps the statement (not "erf(y) = … ⋮ = …", false).
  std::vector<std::string> more = erf;
  more.emplace_back(R"(&= \frac{1}{2} + \frac{1}{2} E)");
  EXPECT_EQ(deepestFormulaCut(more), 3);
  EXPECT_EQ(
      displayFormulas(more, 9),
      (std::vector<std::string>{R"(\begin{aligned}\operatorname{erf}(y) &= \frac{2}{\sqrt{\pi}} I )"
                                R"(\\ &\vdots \\ \Phi(x) &= \frac{1}{2}(1 + E) \\ &= )"
                                R"(\frac{1}{2} + \frac{1}{2} E\end{aligned})"}));
  EXPECT_EQ(deepestFormulaCut({"a", "b", "&= 1", "&= 2"}), 1);
  // A relation other than = within the chain (f = 1 ≤ 2 = 3 gives f ≤ 3, not f = 3), but not in
  // its last row, which is shown whole; \left and \int are no relations.
  EXPECT_EQ(deepestFormulaCut({R"(f &= 1 \le 2)", "&= 3", "g &= 4"}), 2);
  EXPECT_EQ(deepestFormulaCut({"f &= 1", "&= 2 < 3", "&= 4", "g &= 5"}), 3);
  EXPECT_EQ(deepestFormulaCut({"f &= 1", R"(&= 2 \approx 3)", "g &= 4"}), 3);
  EXPECT_EQ(deepestFormulaCut({R"(f &= \left(\int_0^1 t\,dt\right))", "&= 2", "g &= 3"}), 3);
  EXPECT_EQ(deepestFormulaCut({"f"}), 1);
  EXPECT_EQ(deepestFormulaCut({}), 1);
  // Asked for beyond it, nothing is made up: the deepest ⋮ cut.
  EXPECT_EQ(displayFormulas({"f &= 1", R"(&\le 2)", "g &= 3"}, 3),
            displayFormulas({"f &= 1", R"(&\le 2)", "g &= 3"}, 2));
  EXPECT_EQ(displayFormulas({"f"}, 5), (std::vector<std::string>{"f"}));
}

}  // namespace
