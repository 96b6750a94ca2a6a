#pragma once
/// @file
/// @brief Approximation minus exact GELU, with the largest error and where it occurs; and the
/// "precision lens": |GELU| on a log scale over x ∈ [−40, 0], the accurate core against the
/// textbook 0.5x(1 + erf(x/√2)) that collapses to 0 near x ≈ −8.4.
#include <QMap>

#include "core/curve.hpp"
#include "ui/panels/PlotPanel.hpp"

class QCheckBox;
class QCPGraph;
class QCPItemText;

namespace ui {

class ErrorsPanel : public PlotPanel {
  Q_OBJECT
 public:
  explicit ErrorsPanel(Scene& scene, QWidget* parent = nullptr);
  /// Also hides the check box.
  void setPresentation(bool on) override;
  /// The Scene's precision-lens flag (the panel shows it; the Scene keeps it).
  bool precisionLens() const;
  void setPrecisionLens(bool on);
  /// The summary text ("tanh: max |error| 4.73e-4 at x = ±2.70 …").
  QString summary() const;
  QStringList graphIds() const { return m_graphs.keys(); }

 protected:
  bool sceneChanged(int what) override;
  void rebuildCurves() override;
  void updateX() override;
  void resetView() override;
  QString hoverText(double x, double y) const override;
  void restyle() override;
  void resizeEvent(QResizeEvent* e) override;
  bool dependsOnX() const override { return false; }
  /// Its summary of the largest errors needs the plot's width (beside a legend's column it was
  /// set at the least type).
  bool legendMayStandBeside() const override { return false; }

 private:
  /// The approximations the panel compares with GELU (comparedApproximations).
  QStringList approximations() const;
  void applyView();
  bool m_lens = false;       ///< what is drawn: follows the Scene's flag
  QStringList m_styledWith;  ///< the companions the pens were chosen with (restyle())
  QMap<QString, QCPGraph*> m_graphs;
  QMap<QString, gelu::MaxError> m_maxErrors;  ///< of each approximation, computed with its graph
  QCPGraph* m_accurate = nullptr;
  QCPGraph* m_textbook = nullptr;
  QCPItemText* m_summary = nullptr;
  QCheckBox* m_lensBox = nullptr;
  QString m_summaryText;
};

}  // namespace ui
