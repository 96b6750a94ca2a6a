#include "ui/panels/Stage.hpp"

#include <QWidget>
#include <algorithm>

#include "ui/model/Text.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"

namespace ui {

QList<SheetCell> singleCell(PlotPanel* panel) { return {SheetCell{panel, QRectF(0, 0, 1, 1)}}; }

QList<SheetCell> gridCells(const QList<PlotPanel*>& panels, int columns) {
  QList<SheetCell> out;
  if (panels.isEmpty()) return out;
  columns = std::clamp(columns, 1, static_cast<int>(panels.size()));
  const int rows = static_cast<int>((panels.size() + columns - 1) / columns);
  for (int i = 0; i < panels.size(); ++i) {
    const int r = i / columns;
    const int c = i % columns;
    out.push_back(
        {panels[i], QRectF(double(c) / columns, double(r) / rows, 1.0 / columns, 1.0 / rows)});
  }
  return out;
}

QList<SheetCell> windowCells(const QList<PlotPanel*>& panels, const QWidget& window) {
  QList<SheetCell> out;
  QRectF bounds;
  QList<QRectF> rects;
  QList<PlotPanel*> shown;
  for (PlotPanel* p : panels) {
    // Hidden, a tab behind another one (still "visible" to Qt, but not on screen), or floating.
    if (!p->isVisible() || p->visibleRegion().isEmpty() || p->window() != &window) continue;
    const QRectF r(p->mapTo(&window, QPoint(0, 0)), p->size());
    rects << r;
    shown << p;
    bounds = bounds.united(r);
  }
  if (bounds.isEmpty()) return out;
  for (int i = 0; i < shown.size(); ++i) {
    const QRectF& r = rects[i];
    out.push_back({shown[i], QRectF((r.left() - bounds.left()) / bounds.width(),
                                    (r.top() - bounds.top()) / bounds.height(),
                                    r.width() / bounds.width(), r.height() / bounds.height())});
  }
  return out;
}

Stage::Stage(const ModelState& model, const ViewState& view, const QStringList& ids, int columns,
             const Theme& theme) {
  m_scene.setState(model);
  ViewState v = view;
  v.lectureStep = 0;  // a stage draws figures, never the lecture
  m_scene.setView(v);
  QList<PlotPanel*> raw;
  for (const QString& id : ids) {
    m_panels.push_back(createPanel(id, m_scene));
    m_panels.back()->setTheme(theme);
    raw << m_panels.back().get();
  }
  for (PlotPanel* p : raw) p->setCompanions(ids);  // a figure's marks are of its own panels
  m_cells = columns > 0 || raw.size() != 1 ? gridCells(raw, std::max(1, columns))
                                           : singleCell(raw.front());
}

Stage::~Stage() = default;

QList<PlotPanel*> Stage::panels() const {
  QList<PlotPanel*> out;
  for (const auto& p : m_panels) out << p.get();
  return out;
}

void Stage::arrange(const QList<QRectF>& rects) {
  m_cells.clear();
  for (std::size_t i = 0; i < m_panels.size() && static_cast<qsizetype>(i) < rects.size(); ++i) {
    m_cells.push_back({m_panels[i].get(), rects[static_cast<qsizetype>(i)]});
  }
}

void Stage::matchViews(const QList<PlotPanel*>& live) {
  for (std::size_t i = 0; i < m_panels.size() && static_cast<qsizetype>(i) < live.size(); ++i) {
    m_panels[i]->matchView(*live[static_cast<qsizetype>(i)]);
  }
}

void Stage::setFrame(const FrameSettings& frame) {
  m_frame = frame;
  for (PlotPanel* p : panels()) p->setFrame(frame);
}

void Stage::setStepLooks(bool shade, bool trace) {
  for (PlotPanel* p : panels()) {
    p->setStepLooks(shade, trace);
  }
}

void Stage::setDeckCurves(bool exactly) {
  for (PlotPanel* p : panels()) p->setDeckCurves(exactly);
}

std::unique_ptr<Stage> deckStepStage(const Deck& deck, int index, int fragments, int columns,
                                     const Theme& theme, std::uint64_t samples, bool runEnded,
                                     const std::function<void(int, int)>& trained) {
  // The step as the talk shows it: over what the steps before it name (a handout page showed
  // the lecture's step 6 at x = 0.5, the slide at x = 1.0).
  const SceneFileData scene = gelu::model::talkStepScene(deck, index, fragments);
  const DeckStep& step = deck.steps.at(static_cast<std::size_t>(index));
  const StepPlan plan = stepPlan(deck, index, fragments, scene);
  auto stage = std::make_unique<Stage>(scene.model, scene.view, toQt(step.panels), columns, theme);
  // A sweep's figure once it has run is its whole curve, x where the step shows it: a trace
  // still would stop at x (a handout's sweep page showed GELU only up to x = 0.5).
  stage->setStepLooks(plan.shade, plan.trace && !(runEnded && plan.sweep));
  stage->setDeckCurves(true);
  stage->scene().simulateTo(plan.samples.value_or(samples));
  if (gelu::model::contains(step.panels, "training")) {
    const int end = runEnded ? scene.model.training.epochs : 0;
    const int epoch = plan.epoch.value_or(end);
    stage->scene().trainingRun().trainTo(
        epoch, trained ? std::function<void(int)>([&trained, epoch](int e) { trained(e, epoch); })
                       : std::function<void(int)>());
  }
  return stage;
}

}  // namespace ui
