#include "ui/panels/PanelFactory.hpp"

#include <QCoreApplication>

#include "ui/panels/ActivationsPanel.hpp"
#include "ui/panels/CdfPanel.hpp"
#include "ui/panels/ComparePanel.hpp"
#include "ui/panels/DerivativesPanel.hpp"
#include "ui/panels/ErrorsPanel.hpp"
#include "ui/panels/MonteCarloPanel.hpp"
#include "ui/panels/NeuronPanel.hpp"
#include "ui/panels/PdfAreaPanel.hpp"

namespace ui {
namespace {

template <typename P>
std::unique_ptr<PlotPanel> make(Scene& scene) {
  return std::make_unique<P>(scene);
}

QString name(const char* text) { return QCoreApplication::translate("Panels", text); }

}  // namespace

const std::vector<PanelInfo>& panelRegistry() {
  static const std::vector<PanelInfo> registry = {
      {"pdf-area", name("Normal pdf"), true, true, &make<PdfAreaPanel>},
      {"cdf", name("Normal CDF"), true, true, &make<CdfPanel>},
      {"monte-carlo", name("Monte Carlo"), true, true, &make<MonteCarloPanel>},
      {"activations", name("Activations"), true, true, &make<ActivationsPanel>},
      {"derivatives", name("Derivatives"), true, true, &make<DerivativesPanel>},
      {"errors", name("Approximation errors"), true, true, &make<ErrorsPanel>},
      {"compare", name("Side by side"), false, false, &make<ComparePanel>},
      {"neuron", name("Neuron"), false, false, &make<NeuronPanel>},
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

std::unique_ptr<PlotPanel> createPanel(const QString& id, Scene& scene) {
  for (const PanelInfo& p : panelRegistry()) {
    if (p.id == id) return p.create(scene);
  }
  return nullptr;
}

}  // namespace ui
