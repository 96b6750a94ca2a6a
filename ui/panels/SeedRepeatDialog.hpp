#pragma once
/// @file
/// @brief Training ▸ Repeat over seeds: the panel's run trained again over several seeds, each
/// activation's final test accuracy (regression: test loss) seed by seed with its mean ± one
/// standard deviation drawn as error bars, and a table of the means, ranges, dead units and the
/// difference to the first activation seed by seed, so that "GELU beats ReLU" carries its
/// error bars. Not modal: the window stays usable while the seeds train off the GUI thread.
#include <QDialog>

#include "core/training_seeds.hpp"
#include "ui/panels/Theme.hpp"

class QCustomPlot;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ui {

class Scene;
class SeedRepeat;

class SeedRepeatDialog : public QDialog {
  Q_OBJECT
 public:
  SeedRepeatDialog(Scene& scene, QWidget* parent = nullptr);
  ~SeedRepeatDialog() override;
  /// The plot's colours (the window's theme).
  void setTheme(const Theme& theme);
  /// Starts the repeat (as the Run button).
  void run();
  const SeedRepeat& repeat() const { return *m_repeat; }

 protected:
  void closeEvent(QCloseEvent* event) override;
  /// Esc and Close (reject()) stop the repeat too.
  void done(int result) override;

 private:
  /// The settings line, the cost of the chosen number of seeds and whether it is refused.
  void describeSettings();
  /// The plot, the table and the progress from the runs so far.
  void showRuns();
  void drawPlot(const std::vector<gelu::training::SeedRun>& runs,
                const std::vector<gelu::training::SeedSummary>& summary, bool classes);
  void fillTable(const std::vector<gelu::training::SeedSummary>& summary, bool classes);
  QString saveCsv(const QString& path) const;
  /// Whether the Scene's training is still what the repeat trained.
  bool current() const;
  /// What the networks of a repeat would compute now (trainedFor() at run()'s time: m_ranFor).
  QString trainedFor() const;

  Scene& m_scene;
  Theme m_theme;
  SeedRepeat* m_repeat = nullptr;
  QLabel* m_settings = nullptr;
  QSpinBox* m_count = nullptr;
  QPushButton* m_run = nullptr;
  QPushButton* m_stop = nullptr;
  bool m_fits = true;  ///< the seeds asked for fit the hour (describeSettings())
  QString m_ranFor;    ///< trainedFor() when the shown repeat started
  QString m_saved;     ///< "Saved to …" after a save, until the next run
  QLabel* m_cost = nullptr;
  QProgressBar* m_progress = nullptr;
  QLabel* m_stale = nullptr;
  QCustomPlot* m_plot = nullptr;
  QTableWidget* m_table = nullptr;
  QLabel* m_note = nullptr;
  QPushButton* m_save = nullptr;
  double m_scale = 100.0;  ///< what the shown values are multiplied by (percent, or 10⁻ᵏ)
  QString m_unit;          ///< that power of ten for a loss ("10⁻⁴"), or empty
};

}  // namespace ui
