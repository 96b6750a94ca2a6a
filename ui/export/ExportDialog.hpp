#pragma once
/// @file
/// @brief File ▸ Export panel / Export sheet: file (format from the extension), size in pixels or
/// in cm at a print resolution, scale 1×/2×/3×, background, a "slide" text size; for a sheet, the
/// window's layout or a grid. The last choices are remembered (QSettings "export/…").
#include <QDialog>
#include <QList>
#include <functional>
#include <optional>

#include "ui/export/Export.hpp"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ui {

class PlotPanel;

class ExportDialog : public QDialog {
  Q_OBJECT
 public:
  enum class Mode { Panel, Sheet };
  /// `panels` are offered in panel mode (with `current` selected).
  ExportDialog(Mode mode, const QList<PlotPanel*>& panels, PlotPanel* current,
               QWidget* parent = nullptr);

  QString path() const;
  void setPath(const QString& path);
  ExportOptions options() const;
  /// Panel mode: the chosen panel.
  PlotPanel* panel() const;
  /// Sheet mode: 0 for the window's layout, else the number of grid columns.
  int columns() const;

  /// Does the export when the user presses Export; returns the error to show, if any.
  using Exporter = std::function<std::optional<ExportError>(const ExportDialog&)>;
  void setExporter(Exporter e) { m_exporter = std::move(e); }
  /// A sheet's panels: ticks these (panel ids) in its checklist.
  void setSheetPanels(const QStringList& ids);
  /// The panels ticked for a sheet, in menu order (empty for one panel's export).
  QStringList sheetPanels() const;
  /// The message of the last failed export (empty after success).
  QString lastError() const { return m_lastError; }

  /// Exports (asking first, without blocking, when the file exists and was not chosen in the
  /// file dialog, which asked); stays open with the choices on failure.
  void accept() override;

 private:
  void exportNow();
  void updateSummary();
  void readSettings();
  void writeSettings() const;
  bool inCm() const;

  Mode m_mode;
  QList<PlotPanel*> m_panels;
  QComboBox* m_panel = nullptr;
  QComboBox* m_layout = nullptr;
  QLineEdit* m_path = nullptr;
  QLabel* m_format = nullptr;
  QComboBox* m_unit = nullptr;
  QDoubleSpinBox* m_width = nullptr;
  QDoubleSpinBox* m_height = nullptr;
  QSpinBox* m_dpi = nullptr;
  QComboBox* m_scale = nullptr;
  QComboBox* m_background = nullptr;
  QDoubleSpinBox* m_fontScale = nullptr;
  QLabel* m_summary = nullptr;
  QLineEdit* m_title = nullptr;    ///< one panel's figure title (none for a sheet)
  QLineEdit* m_heading = nullptr;  ///< a sheet's heading over its panels (none for one panel)
  QCheckBox* m_showTitles = nullptr;
  QCheckBox* m_xMarks = nullptr;
  QList<QCheckBox*> m_sheetChecks;  ///< a sheet's panel checklist
  Exporter m_exporter;
  QString m_lastError;
  QString m_panelId;  ///< the panel chosen last (its file name follows a new choice)
};

}  // namespace ui
