#include "core/model/presentation.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <iterator>

#include "core/model/limits.hpp"

namespace gelu::model {

Presentation::Presentation(Deck deck) : m_deck(std::move(deck)), m_shown(shownSteps(m_deck)) {}

int Presentation::deckIndex(int step) const {
  if (m_shown.empty()) return 0;
  return m_shown[static_cast<std::size_t>(std::clamp(step, 1, stepCount()) - 1)];
}

const DeckStep& Presentation::current() const {
  return m_deck.steps.at(static_cast<std::size_t>(deckIndex(std::max(m_at.step, 1))));
}

void Presentation::begin(const SceneFileData& before) {
  m_before = before;
  m_entered = before;
  m_at = {};
}

Move Presentation::moveTo(Position to, const SceneFileData& now) const {
  Move m;
  m.from = m_at;
  m.to = to;
  if (to.step < 1) return m;
  const int index = deckIndex(to.step);
  m.entersStep = to.step != m_at.step;
  // A new step starts from the scene before the talk with what the steps before it name
  // (entryScene()); fragments taken back, from the scene the step was entered with; the next
  // fragment, from the scene as it is now (numbers moving on from there).
  const bool forward = !m.entersStep && to.fragment > m_at.fragment;
  SceneFileData over = m.entersStep ? entryScene(to.step) : forward ? now : m_entered;
  // The run's progress is the scene's own: only a step that names its draws or epoch sets them.
  over.samples = 0;
  over.trainingEpoch = 0;
  m.target = stepSceneOver(m_deck, index, to.fragment, over);
  const DeckStep& step = m_deck.steps[static_cast<std::size_t>(index)];
  if (forward && to.fragment == m_at.fragment + 1) {
    m.seconds = step.fragments[static_cast<std::size_t>(to.fragment - 1)].seconds;
  }
  m.plan = stepPlan(m_deck, index, to.fragment, m.target);
  return m;
}

SceneFileData Presentation::entryScene(int step) const {
  // As rehearsed: what the presenter moved in a step (x dragged) is the step's own.
  return talkEntryScene(m_deck, deckIndex(step), m_before);
}

Move Presentation::goTo(int step, int fragments, const SceneFileData& now) {
  if (m_shown.empty()) return {};
  step = std::clamp(step, 1, stepCount());
  const int last =
      static_cast<int>(m_deck.steps[static_cast<std::size_t>(deckIndex(step))].fragments.size());
  fragments = fragments < 0 ? last : std::min(fragments, last);
  const Move m = moveTo({step, fragments}, now);
  if (m.entersStep) m_entered = entryScene(m.to.step);
  m_at = m.to;
  return m;
}

Move Presentation::next(const SceneFileData& now) {
  const Move m = peekNext(now);
  if (m.entersStep) m_entered = entryScene(m.to.step);
  m_at = m.to;
  return m;
}

Move Presentation::peekNext(const SceneFileData& now) const {
  if (m_at.step >= 1 && m_at.fragment < static_cast<int>(current().fragments.size())) {
    return moveTo({m_at.step, m_at.fragment + 1}, now);
  }
  if (m_at.step < stepCount()) return moveTo({m_at.step + 1, 0}, now);
  Move stay;
  stay.from = stay.to = m_at;
  stay.target = now;
  return stay;
}

Move Presentation::back(const SceneFileData& now) {
  if (m_at.fragment > 0) return goTo(m_at.step, m_at.fragment - 1, now);
  if (m_at.step > 1) return goTo(m_at.step - 1, -1, now);
  Move stay;
  stay.from = stay.to = m_at;
  stay.target = now;
  return stay;
}

std::string Presentation::caption(std::string_view language, int fragments) const {
  if (m_at.step < 1) return {};
  const DeckStep& s = current();
  std::string caption = s.caption.in(language);
  fragments = std::clamp(fragments, 0, static_cast<int>(s.fragments.size()));
  for (int i = 0; i < fragments; ++i) {
    const DeckFragment& f = s.fragments[static_cast<std::size_t>(i)];
    if (!f.caption.empty()) caption = f.caption.in(language);
  }
  return caption;
}

std::vector<std::string> stepFormulaLines(const DeckStep& step, int fragments,
                                          std::string_view language) {
  const std::size_t shown =
      fragments < 0 ? step.fragments.size()
                    : std::min(step.fragments.size(), static_cast<std::size_t>(fragments));
  std::vector<std::string> lines{step.formula.in(language)};
  for (std::size_t i = 0; i < shown; ++i) lines.push_back(step.fragments[i].formula.in(language));
  lines.erase(std::remove(lines.begin(), lines.end(), std::string()), lines.end());
  return lines;
}

std::vector<std::string> Presentation::formulaLines(std::string_view language,
                                                    int fragments) const {
  if (m_at.step < 1) return {};
  const DeckStep& s = current();
  std::vector<std::string> lines = stepFormulaLines(s, fragments, language);
  if (s.liveFormula.empty()) return lines;
  // The live template in the step's own formula's place.
  if (s.formula.in(language).empty()) {
    lines.insert(lines.begin(), s.liveFormula);
  } else {
    lines.front() = s.liveFormula;
  }
  return lines;
}

namespace {

// Where `tex`'s '&' outside any \begin…\end (and not written \&) is; npos where it has none.
std::size_t alignmentPoint(std::string_view tex) {
  int depth = 0;  // open \begin…\end environments
  for (std::size_t i = 0; i < tex.size(); ++i) {
    if (tex[i] == '\\') {
      const std::string_view rest = tex.substr(i + 1);
      if (rest.starts_with("begin")) ++depth;
      if (rest.starts_with("end") && depth > 0) --depth;
      ++i;  // \& and \\ are no alignment
      continue;
    }
    if (tex[i] == '&' && depth == 0) return i;
  }
  return std::string_view::npos;
}

bool blank(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return c == ' ' || c == '\t'; });
}

// Whether `tex` holds a relation other than '=' ('<', '>', or a command such as \le, \approx,
// \to; \left and \lvert are none): a chain through it concludes no equality.
bool otherRelation(std::string_view tex) {
  static constexpr std::string_view kRelations[] = {
      "le",        "leq",        "ge",        "geq",           "ne",       "neq",
      "approx",    "sim",        "simeq",     "cong",          "equiv",    "propto",
      "ll",        "gg",         "to",        "mapsto",        "in",       "subset",
      "subseteq",  "supset",     "supseteq",  "Rightarrow",    "implies",  "iff",
      "lesssim",   "gtrsim",     "prec",      "succ",          "perp",     "mid",
      "parallel",  "asymp",      "doteq",     "leqslant",      "geqslant", "not",
      "leftarrow", "rightarrow", "Leftarrow", "Leftrightarrow"};
  for (std::size_t i = 0; i < tex.size(); ++i) {
    if (tex[i] == '<' || tex[i] == '>') return true;
    if (tex[i] != '\\') continue;
    std::size_t end = i + 1;
    while (end < tex.size() && std::isalpha(static_cast<unsigned char>(tex[end])) != 0) ++end;
    const std::string_view name = tex.substr(i + 1, end - i - 1);
    if (std::find(std::begin(kRelations), std::end(kRelations), name) != std::end(kRelations)) {
      return true;
    }
    i = std::max(i, end - 1);
  }
  return false;
}

// A row "left &= right": its relation an equality, and no other relation on its right side (a
// chain of them concludes left = its last right); `ownLeft` whether the row has a left side of
// its own ("Φ(x) &= …", not "&= …").
bool equalityRow(std::string_view tex, bool ownLeft) {
  const std::size_t at = alignmentPoint(tex);
  if (at == std::string_view::npos || blank(tex.substr(0, at)) == ownLeft) return false;
  const std::size_t relation = tex.find_first_not_of(" \t", at + 1);
  return relation != std::string_view::npos && tex[relation] == '=';
}

}  // namespace

bool isAlignedRow(std::string_view tex) { return alignmentPoint(tex) != std::string_view::npos; }

int deepestFormulaCut(const std::vector<std::string>& lines) {
  const auto n = static_cast<int>(lines.size());
  // A ⋮ never stands for a statement the latest rows continue ("Φ(x) &= …", then "&= …": the ⋮
  // would read as the first line's left side equal to them).
  for (int k = n - 1; k >= 1; --k) {
    const std::string_view line = lines[static_cast<std::size_t>(k)];
    const std::size_t at = alignmentPoint(line);
    if (at == std::string_view::npos || !blank(line.substr(0, at))) {
      if (k < n - 1) return k;
      break;
    }
  }
  if (n < 3 || !equalityRow(lines[0], true) || !equalityRow(lines.back(), true)) {
    return std::max(1, n - 1);
  }
  // Each row of the chain but its last, which is shown whole, says only equalities.
  if (otherRelation(lines[0])) return n - 1;
  for (int i = 1; i + 1 < n; ++i) {
    const std::string& row = lines[static_cast<std::size_t>(i)];
    if (!equalityRow(row, false) || (i + 2 < n && otherRelation(row))) return n - 1;
  }
  return n;
}

std::vector<std::string> displayFormulas(const std::vector<std::string>& lines, int from) {
  // The lines shown, a ⋮ (an empty string here) where lines were cut.
  std::vector<std::string> shown;
  from = std::min(from, deepestFormulaCut(lines));  // (the latest line always shown)
  const bool concluded = lines.size() >= 3 && from == static_cast<int>(lines.size());
  if (concluded) {
    // The derivation said in one row, its first left side and its last right side, above the
    // latest line (a statement of its own).
    const std::string& first = lines.front();
    const std::string& last = lines[lines.size() - 2];
    shown = {first.substr(0, alignmentPoint(first)) + last.substr(alignmentPoint(last)),
             lines.back()};
  }
  for (std::size_t i = 0; !concluded && i < lines.size(); ++i) {
    if (i == 1 && from > 1) shown.emplace_back();
    if (i == 0 || static_cast<int>(i) >= from) shown.push_back(lines[i]);
  }
  std::vector<std::string> out;
  std::vector<std::string> rows;  // the aligned block being gathered
  const auto flush = [&] {
    if (rows.empty()) return;
    std::string block = R"(\begin{aligned})";
    for (std::size_t r = 0; r < rows.size(); ++r) block += (r > 0 ? R"( \\ )" : "") + rows[r];
    out.push_back(block + R"(\end{aligned})");
    rows.clear();
  };
  for (std::size_t i = 0; i < shown.size(); ++i) {
    const bool cut = shown[i].empty();
    // A ⋮ between two rows of one derivation is a row of it; elsewhere a line of its own.
    if (cut && !rows.empty() && i + 1 < shown.size() && isAlignedRow(shown[i + 1])) {
      rows.push_back(R"(&\vdots)");
      continue;
    }
    if (!cut && isAlignedRow(shown[i])) {
      rows.push_back(shown[i]);
      continue;
    }
    flush();
    out.push_back(cut ? R"(\vdots)" : shown[i]);
  }
  flush();
  return out;
}

std::string Presentation::fillLive(std::string_view tmpl, std::string_view x, std::string_view cdf,
                                   std::string_view gelu) {
  std::string out(tmpl);
  for (const auto& [key, value] :
       {std::pair{std::string_view("{x}"), x}, {"{cdf}", cdf}, {"{gelu}", gelu}}) {
    for (std::size_t at = out.find(key); at != std::string::npos;
         at = out.find(key, at + value.size())) {
      out.replace(at, key.size(), value);
    }
  }
  return out;
}

TalkTimer::TalkTimer(const Deck& deck) {
  for (const int i : shownSteps(deck))
    m_minutes.push_back(deck.steps[static_cast<std::size_t>(i)].minutes);
}

void TalkTimer::start(int step, std::int64_t now) {
  m_start = m_entered = now;
  m_step = m_startStep = std::max(1, step);
}

void TalkTimer::enter(int step, std::int64_t now) {
  m_step = std::max(1, step);
  m_entered = now;
  m_startStep = std::min(m_startStep, m_step);
}

double TalkTimer::plannedBefore(int step) const {
  double minutes = 0;
  for (int i = 0; i + 1 < step && i < static_cast<int>(m_minutes.size()); ++i) {
    minutes += m_minutes[static_cast<std::size_t>(i)];
  }
  return minutes;
}

double TalkTimer::plannedFor(int step) const {
  return step >= 1 && step <= static_cast<int>(m_minutes.size())
             ? m_minutes[static_cast<std::size_t>(step - 1)]
             : 0;
}

double TalkTimer::plannedMinutes() const {
  return plannedBefore(static_cast<int>(m_minutes.size()) + 1) - plannedBefore(m_startStep);
}

std::int64_t TalkTimer::behindMs(std::int64_t now) const {
  if (plannedMinutes() <= 0) return 0;
  const auto start =
      static_cast<std::int64_t>((plannedBefore(m_step) - plannedBefore(m_startStep)) * 60000);
  const auto own = static_cast<std::int64_t>(plannedFor(m_step) * 60000);
  return (m_entered - m_start) - start + std::max<std::int64_t>(0, stepElapsedMs(now) - own);
}

ModelState tweened(const ModelState& from, const ModelState& to, double t) {
  t = std::clamp(t, 0.0, 1.0);
  if (t >= 1) return to;
  const double e = t * t * (3 - 2 * t);  // eased in and out
  const auto between = [e](double a, double b) { return a + (b - a) * e; };
  ModelState s = to;
  s.x = limits::snapX(between(from.x, to.x));
  s.mu = between(from.mu, to.mu);
  s.sigma = between(from.sigma, to.sigma);
  return s;
}

Sweep::Sweep(const SweepPlan& plan, double x, double tickMs)
    : m_from(plan.from), m_to(plan.to), m_step(plan.stepPerTick(tickMs)) {
  if (m_step == 0) m_step = std::copysign(0.02, m_to - m_from);
  const double span = m_to - m_from;
  const bool inside = span > 0 ? x >= m_from && x < m_to - 0.01 : x <= m_from && x > m_to + 0.01;
  if (inside) m_from = x;
}

std::optional<double> Sweep::tick() {
  if (m_ended) return std::nullopt;
  const auto past = [this](double v) { return m_step > 0 ? v > m_to + 1e-9 : v < m_to - 1e-9; };
  const double next = limits::snapX(m_from + m_step * ++m_ticks);
  if (!past(next)) return next;
  // The steps from the start seldom land on the end: the last goes there (a sweep to 3 stopped
  // at 2.955, in the lecture and its step video).
  m_ended = true;
  const double last = m_ticks > 1 ? limits::snapX(m_from + m_step * (m_ticks - 1)) : m_from;
  const double end = limits::snapX(m_to);  // on the slider's grid, as every other tick
  if (std::abs(last - end) > 1e-9) return end;
  return std::nullopt;
}

}  // namespace gelu::model
