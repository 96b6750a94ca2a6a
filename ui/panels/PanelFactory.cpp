#include "ui/panels/PanelFactory.hpp"

#include <QCoreApplication>

#include "ui/panels/ActivationsPanel.hpp"
#include "ui/panels/CdfPanel.hpp"
#include "ui/panels/ComparePanel.hpp"
#include "ui/panels/DTypePanel.hpp"
#include "ui/panels/DerivativesPanel.hpp"
#include "ui/panels/ErrorsPanel.hpp"
#include "ui/panels/MonteCarloPanel.hpp"
#include "ui/panels/NeuronPanel.hpp"
#include "ui/panels/PdfAreaPanel.hpp"
#include "ui/panels/PropagationPanel.hpp"
#include "ui/panels/TrainingPanel.hpp"

namespace ui {
namespace {

template <typename P>
std::unique_ptr<PlotPanel> make(Scene& scene) {
  return std::make_unique<P>(scene);
}

}  // namespace

QString PanelInfo::shortName() const { return QCoreApplication::translate("Panels", name); }

const std::vector<PanelInfo>& panelRegistry() {
  static const std::vector<PanelInfo> registry = {
      {"pdf-area", QT_TRANSLATE_NOOP("Panels", "Normal pdf"), true, true, &make<PdfAreaPanel>},
      {"cdf", QT_TRANSLATE_NOOP("Panels", "Normal CDF"), true, true, &make<CdfPanel>},
      {"monte-carlo", QT_TRANSLATE_NOOP("Panels", "Monte Carlo"), true, true,
       &make<MonteCarloPanel>},
      {"activations", QT_TRANSLATE_NOOP("Panels", "Activations"), true, true,
       &make<ActivationsPanel>},
      {"derivatives", QT_TRANSLATE_NOOP("Panels", "Derivatives"), true, true,
       &make<DerivativesPanel>},
      {"errors", QT_TRANSLATE_NOOP("Panels", "Approximation errors"), true, true,
       &make<ErrorsPanel>},
      {"compare", QT_TRANSLATE_NOOP("Panels", "Side by side"), false, false, &make<ComparePanel>,
       true},
      {"neuron", QT_TRANSLATE_NOOP("Panels", "Neuron"), false, false, &make<NeuronPanel>},
      {"propagation", QT_TRANSLATE_NOOP("Panels", "Signal propagation"), false, false,
       &make<PropagationPanel>, true},
      {"dtype", QT_TRANSLATE_NOOP("Panels", "Number formats"), false, false, &make<DTypePanel>,
       true},
      {"training", QT_TRANSLATE_NOOP("Panels", "Training"), false, true, &make<TrainingPanel>,
       true},
  };
  return registry;
}

QStringList registeredPanelIds() {
  QStringList out;
  for (const PanelInfo& p : panelRegistry()) out << p.id;
  return out;
}

QStringList sheetPanelIds() {
  QStringList out;
  for (const PanelInfo& p : panelRegistry()) {
    if (p.inSheet) out << p.id;
  }
  return out;
}

QStringList lecturePanelIds() {
  QStringList out;
  for (const PanelInfo& p : panelRegistry()) {
    if (p.inLecture) out << p.id;
  }
  return out;
}

const PanelInfo* panelInfo(const QString& id) {
  for (const PanelInfo& p : panelRegistry()) {
    if (p.id == id) return &p;
  }
  return nullptr;
}

std::unique_ptr<PlotPanel> createPanel(const QString& id, Scene& scene) {
  const PanelInfo* p = panelInfo(id);
  if (p == nullptr) return nullptr;
  std::unique_ptr<PlotPanel> panel = p->create(scene);
  panel->setShortName(p->shortName());  // (a panel does not know the registry that makes it)
  return panel;
}

}  // namespace ui
