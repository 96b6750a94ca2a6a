#include "ui/model/SceneHistory.hpp"

#include <QGuiApplication>
#include <QUndoCommand>
#include <QUndoStack>

#include "ui/model/Scene.hpp"

namespace ui {
namespace {

/// A command's merge id is the one Scene::Change flag its change touched; a change of several
/// (an open, a lecture step) is kWhole, which QUndoCommand never merges.
constexpr int kWhole = -1;

class SceneCommand : public QUndoCommand {
 public:
  SceneCommand(SceneHistory& history, ModelState before, ModelState after, int kind,
               const QString& text)
      : QUndoCommand(text),
        m_history(history),
        m_before(std::move(before)),
        m_after(std::move(after)),
        m_kind(kind),
        m_time(history.now()),
        m_mouseDown(QGuiApplication::mouseButtons() != Qt::NoButton) {}
  int id() const override { return m_kind; }
  bool mergeWith(const QUndoCommand* other) override {
    const auto* o = static_cast<const SceneCommand*>(other);
    const bool dragging = m_mouseDown && o->m_mouseDown;
    if (!dragging && o->m_time - m_time > m_history.mergeWindow()) return false;
    m_after = o->m_after;
    m_time = o->m_time;
    m_mouseDown = o->m_mouseDown;
    setObsolete(m_after == m_before);  // dragged back to where it started: no step at all
    return true;
  }
  void undo() override { m_history.restore(m_before); }
  void redo() override {
    if (m_first) {  // push() calls redo(): the change has already happened
      m_first = false;
      return;
    }
    m_history.restore(m_after);
  }

 private:
  SceneHistory& m_history;
  ModelState m_before;
  ModelState m_after;
  int m_kind;
  qint64 m_time;
  bool m_mouseDown;
  bool m_first = true;
};

}  // namespace

SceneHistory::SceneHistory(Scene& scene, QObject* parent)
    : QObject(parent), m_scene(scene), m_stack(new QUndoStack(this)), m_last(scene.state()) {
  m_clock.start();
  // One record per Scene change; a change of one kind merges with the next of the same kind.
  connect(&scene, &Scene::changed, this, [this](int what) {
    // A new Monte Carlo run follows from the model change it comes with; alone (a reset) it
    // changes nothing undo restores.
    switch (what & ~Scene::kSimulation) {
      case 0:
        return;
      case Scene::kView:
        return;  // lenses, theme, lecture step: not model changes
      case Scene::kX:
        return record(Scene::kX, tr("Move x"));
      case Scene::kShape:
        return record(Scene::kShape, tr("Change the shape (μ, σ, α, β, slope, λ)"));
      case Scene::kCurves: {
        // A formula's parameter (its slider) or its definition, else the curves shown.
        const ModelState& now = m_scene.state();
        if (now.curves == m_last.curves && now.formulas != m_last.formulas) {
          bool parametersOnly = now.formulas.size() == m_last.formulas.size();
          for (std::size_t i = 0; parametersOnly && i < now.formulas.size(); ++i) {
            FormulaDef a = now.formulas[i], b = m_last.formulas[i];
            a.parameters.clear();
            b.parameters.clear();
            parametersOnly = a == b;
          }
          return record(Scene::kCurves, parametersOnly ? tr("Change a formula's parameter")
                                                       : tr("Change the formulas"));
        }
        return record(Scene::kCurves, tr("Show or hide curves"));
      }
      case Scene::kRange:
        return record(Scene::kRange, tr("Change the range"));
      case Scene::kSimulationSettings:
        return record(Scene::kSimulationSettings, tr("Change the simulation"));
      case Scene::kNeuron:
        return record(Scene::kNeuron, tr("Change the neuron"));
      case Scene::kPropagation:
        return record(Scene::kPropagation, tr("Change the deep network"));
      case Scene::kNumberFormat:
        return record(Scene::kNumberFormat, tr("Change the number format"));
      case Scene::kTraining:
        return record(Scene::kTraining, tr("Change the training"));
      default:
        return record(kWhole, tr("Change the scene"));
    }
  });
}

void SceneHistory::record(int kind, const QString& text) {
  if (m_applying) return;
  const ModelState now = m_scene.state();
  if (m_paused || now == m_last) {
    m_last = now;
    return;
  }
  m_stack->push(new SceneCommand(*this, m_last, now, kind, text));
  m_last = now;
}

void SceneHistory::restore(const ModelState& s) {
  m_applying = true;
  m_scene.setState(s);
  m_applying = false;
  m_last = m_scene.state();
}

void SceneHistory::applyAsStep(const ModelState& s, const QString& text) {
  const ModelState before = m_scene.state();
  restore(s);
  if (!m_paused && !(m_last == before)) {
    m_stack->push(new SceneCommand(*this, before, m_last, kWhole, text));
  }
}

void SceneHistory::setPaused(bool paused) {
  m_paused = paused;
  m_last = m_scene.state();
}

}  // namespace ui
