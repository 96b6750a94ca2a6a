#pragma once
/// @file
/// @brief File ▸ Export animation…: a sweep of x over the view, the Monte Carlo run, or the
/// current lecture step's animation, for a panel or the sheet, in the export dialog's
/// conventions (file, size, scale, background, text size) plus duration and frame rate. While
/// it runs, a progress bar with Cancel; the window keeps painting (frames are drawn between
/// events, encoded on another thread). The file is complete or absent. Choices are remembered
/// (QSettings "animation/…").
#include <QDialog>
#include <QStringList>

#include "ui/export/Animation.hpp"

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace ui {

class AnimationDialog : public QDialog {
  Q_OBJECT
 public:
  /// What the window shows now: its state and, in lecture mode, the step and its panels.
  struct Source {
    SceneFileData scene;
    QList<QPair<QString, QString>> panels;   ///< (id, short title) of the panels offered
    ThemeChoice theme = ThemeChoice::Light;  ///< the panels' look
    int lectureStep = 0;
    QStringList lecturePanels;
    bool lectureSweeps = false;  ///< the step's Play sweeps x (else it plays the simulation)
    bool lectureTrains = false;  ///< the step's Play trains the training panel's networks
    bool lectureShade = true;    ///< the step's looks: the pdf's area shaded
    bool lectureTrace = false;   ///< and the activations drawn up to x
  };
  explicit AnimationDialog(const Source& source, QWidget* parent = nullptr);

  /// The job the fields describe.
  AnimationJob job() const;
  void setPath(const QString& path);
  /// Starts the export (as the Export button does); returns when it has ended.
  void start();
  /// Asks a running export to stop (as Cancel does); nothing is written.
  void cancel() { m_cancelled = true; }
  bool running() const { return m_running; }
  /// The one-line outcome shown under the fields (an error, "cancelled", or empty).
  QString message() const;

  void reject() override;

 private:
  void browse();
  void kindChanged();
  void readSettings();
  void writeSettings() const;

  Source m_source;
  QComboBox* m_what = nullptr;
  QComboBox* m_kind = nullptr;
  QDoubleSpinBox* m_from = nullptr;
  QDoubleSpinBox* m_to = nullptr;
  QDoubleSpinBox* m_duration = nullptr;
  QSpinBox* m_fps = nullptr;
  QSpinBox* m_width = nullptr;
  QSpinBox* m_height = nullptr;
  QComboBox* m_scale = nullptr;
  QComboBox* m_background = nullptr;
  QDoubleSpinBox* m_fontScale = nullptr;
  QLineEdit* m_path = nullptr;
  QProgressBar* m_progress = nullptr;
  QLabel* m_message = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
  QPushButton* m_export = nullptr;
  QWidget* m_fields = nullptr;
  bool m_running = false;
  bool m_cancelled = false;
};

}  // namespace ui
