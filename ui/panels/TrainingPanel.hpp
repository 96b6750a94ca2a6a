#pragma once
/// @file
/// @brief Activations in training: one small network per activation on the same data from the
/// same initial weights, side by side — each pane the data over the network's decision heat
/// map (or its fitted curve, for regression) with its accuracy and dead units — and below them
/// the loss curves of all. Play, step and reset drive the Scene's TrainingRun, which trains off
/// the GUI thread; the settings are the Scene's (undo, scene files).
#include <QList>
#include <QSize>
#include <QString>
#include <string>

#include "ui/panels/PlotNames.hpp"
#include "ui/panels/PlotPanel.hpp"

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;
class QLabel;
class QToolButton;
class QCPAxisRect;
class QCPLayoutGrid;
class QCPMarginGroup;

namespace ui {

class SeedEdit;
class SeedRepeatDialog;

/// A data set's name as the panel lists it ("two gaussians"); the id itself when unknown.
QString datasetLabel(const std::string& id);

struct TrainingSnapshot;

class TrainingPanel : public PlotPanel {
  Q_OBJECT
 public:
  explicit TrainingPanel(Scene& scene, QWidget* parent = nullptr);
  /// Also hides the controls.
  void setPresentation(bool on) override;
  /// The run's buttons, its epochs and speed, the activations and the network's settings, in
  /// rows for a narrow column.
  QWidget* takeControls() override;
  QString controlsTitle() const override { return tr("Training"); }
  /// Writes the loss history (every epoch of every pane) as CSV, atomically; the error, or
  /// empty.
  QString saveHistory(const QString& path);
  /// Training ▸ Repeat over seeds (made when first asked for).
  void showSeedRepeat();
  SeedRepeatDialog* seedRepeatDialog() const { return m_seedRepeat; }

 protected:
  bool sceneChanged(int what) override;
  void rebuildCurves() override;
  void updateX() override {}
  void resetView() override { refresh(); }
  bool dependsOnX() const override { return false; }
  /// The loss curves grow into the plot as the run goes on: a legend inside would be overrun.
  bool legendStaysBelow() const override { return true; }
  /// A legend column beside the losses would take its width from the maps, which a short, wide
  /// panel (a lecture's row) sizes by width: the activations deck's step 5 at 1280×720 had
  /// ~155 px maps beside a 190 px legend column.
  bool legendMayStandBeside() const override { return false; }
  QString accessibleDetails() const override { return m_summary; }
  /// Over the losses: every network's training and test loss at the epoch under the pointer.
  QString hoverTextIn(QCPAxisRect* rect, double x, double y) const override;
  /// The names above the plots, and square panes (x₁ and x₂ on one scale): the row of panes
  /// gives the width they cannot use to its sides.
  bool fitLayout() override;

 private:
  void restyle() override;
  void readScene();
  void writeScene();
  /// The pane axis rects for `count` panes (made or dropped as the count changes).
  void makePanes(int count);
  /// The losses below the panes or beside them, whichever leaves the square maps larger; true
  /// when it changed.
  bool arrange();
  /// What a map takes besides its square, as laid out now: its axes across and down (pixels).
  struct Overheads {
    int first = 0;  ///< across, the first map (the y axis' labels)
    int rest = 0;   ///< across, each other map
    int down = 0;
    int gap = 0;  ///< between two maps
    /// The width of n maps `side` pixels wide with their axes and gaps.
    double width(double side, int n) const;
  };
  Overheads overheads() const;
  /// The maps' names' room above them measured again (after the maps' width changed).
  void forgetNamesRoom();
  /// The room the maps' names take above them, each broken to a map `side` pixels wide.
  int namesHeight(double side) const;
  /// The largest side of square maps, with their axes and names, in a row `width` × `height`.
  double squareSide(double width, double height) const;
  /// The share of a row the maps' column takes beside the losses by default: n : 1.5 for n maps,
  /// at least 65%.
  double mapsShare() const;
  /// The most of a row `total` pixels wide that the maps' column takes beside the losses, but
  /// for a legend under them (decided with the arrangement; fitLayout() bounds it by the legend).
  double mapsMost(double total) const;
  /// The most of a column `total` pixels tall that the maps' row takes over the losses: 60%, or
  /// more where the losses keep a fifth of it for their plot besides their axes and name.
  double mapsRowMost(double total) const;
  QString m_lossName;  ///< the losses' shorter name at the run's last epoch (its widest)
  /// What the arrangement was chosen for, and what it is.
  struct Arrangement {
    QSize size;
    double scale = 0.0;
    QString names;  ///< PlotNames::shape()
    bool square = true;
    bool beside = false;  ///< the losses beside the maps (else below)
    double most = 0.65;   ///< the share of the row the maps may take beside them (mapsMost())
  };
  Arrangement m_arrangement;
  void drawPane(int k, const TrainingSnapshot& s);
  void drawLoss(const TrainingSnapshot& s);

  QCPLayoutGrid* m_paneRow = nullptr;
  QCPMarginGroup* m_paneMargins = nullptr;
  QList<QCPAxisRect*> m_panes;
  QCPAxisRect* m_loss = nullptr;
  QToolButton* m_play = nullptr;
  QToolButton* m_step = nullptr;
  QToolButton* m_reset = nullptr;
  QToolButton* m_more = nullptr;    ///< shows the network's settings
  QToolButton* m_repeat = nullptr;  ///< opens m_seedRepeat
  SeedRepeatDialog* m_seedRepeat = nullptr;
  QComboBox* m_dataset = nullptr;
  QDoubleSpinBox* m_noise = nullptr;
  QLineEdit* m_layers = nullptr;
  QComboBox* m_rate = nullptr;
  QComboBox* m_optimizer = nullptr;
  SeedEdit* m_seed = nullptr;  ///< the run's seed
  QSpinBox* m_epochs = nullptr;
  QComboBox* m_speed = nullptr;
  QList<QComboBox*> m_activations;
  QLabel* m_activationsName = nullptr;  ///< "activations", before their lists
  QList<double> m_listedRates;          ///< the rates m_rate lists
  QStringList m_listedFunctions;        ///< the ids and names m_activations list
  QList<QWidget*> m_controls;           ///< hidden in presentation
  QList<QWidget*> m_settings;           ///< the network's settings (shown by m_more)
  QLabel* m_refused = nullptr;          ///< why the last change was not taken (a run over the hour)
  PlotNames m_names;
  QString m_summary;
  bool m_square = true;  ///< the panes show x₁ against x₂ (one scale): square
};

}  // namespace ui
