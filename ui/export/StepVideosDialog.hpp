#pragma once
/// @file
/// @brief File ▸ Export step videos…: the folder, the videos' size and theme, as
/// `render --deck FILE --step-videos DIR` offers them (--width, --height, --theme).
#include <QDialog>
#include <QSize>
#include <functional>
#include <optional>

#include "ui/export/Export.hpp"
#include "ui/model/SceneState.hpp"

class QComboBox;
class QLineEdit;

namespace ui {

class StepVideosDialog : public QDialog {
  Q_OBJECT
 public:
  explicit StepVideosDialog(QWidget* parent = nullptr);

  /// The folder the videos go into (made when missing, in a folder that exists); a leading "~"
  /// is the home folder.
  QString folder() const;
  void setFolder(const QString& folder);
  /// The videos' size in pixels: 1280×720, 1920×1080 (the default) or 3840×2160.
  QSize videoSize() const;
  ThemeChoice theme() const;
  /// Chooses what `size` and `theme` say (remembered settings); a size not offered chooses
  /// 1920×1080, a theme not offered (System) Light.
  void choose(QSize size, ThemeChoice theme);

  /// Writes the videos when the user presses Export; returns the error to show, if any (the
  /// dialog then stays open, nothing lost).
  using Exporter = std::function<std::optional<ExportError>(const StepVideosDialog&)>;
  void setExporter(Exporter e) { m_exporter = std::move(e); }

  void accept() override;

 private:
  QLineEdit* m_folder = nullptr;
  QComboBox* m_size = nullptr;
  QComboBox* m_theme = nullptr;
  Exporter m_exporter;
};

}  // namespace ui
