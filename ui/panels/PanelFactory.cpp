#include "ui/panels/PanelFactory.hpp"

#include "ui/panels/ActivationsPanel.hpp"
#include "ui/panels/CdfPanel.hpp"
#include "ui/panels/ComparePanel.hpp"
#include "ui/panels/DerivativesPanel.hpp"
#include "ui/panels/ErrorsPanel.hpp"
#include "ui/panels/MonteCarloPanel.hpp"
#include "ui/panels/NeuronPanel.hpp"
#include "ui/panels/PdfAreaPanel.hpp"

namespace ui {

QStringList sheetPanelIds() { return panelIds().mid(0, 6); }

std::unique_ptr<PlotPanel> createPanel(const QString& id, Scene& scene) {
  if (id == "pdf-area") return std::make_unique<PdfAreaPanel>(scene);
  if (id == "cdf") return std::make_unique<CdfPanel>(scene);
  if (id == "monte-carlo") return std::make_unique<MonteCarloPanel>(scene);
  if (id == "activations") return std::make_unique<ActivationsPanel>(scene);
  if (id == "derivatives") return std::make_unique<DerivativesPanel>(scene);
  if (id == "errors") return std::make_unique<ErrorsPanel>(scene);
  if (id == "compare") return std::make_unique<ComparePanel>(scene);
  if (id == "neuron") return std::make_unique<NeuronPanel>(scene);
  return nullptr;
}

}  // namespace ui
