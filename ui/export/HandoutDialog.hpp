#pragma once
/// @file
/// @brief File ▸ Export handout (PDF)…: the file, the theme, the paper, one or two steps a page
/// and the presenter's notes on or off, as `render --deck FILE --handout` offers them.
#include <QDialog>
#include <functional>
#include <optional>

#include "ui/export/Export.hpp"
#include "ui/export/Handout.hpp"
#include "ui/model/SceneState.hpp"

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace ui {

class HandoutDialog : public QDialog {
  Q_OBJECT
 public:
  explicit HandoutDialog(QWidget* parent = nullptr);

  QString path() const;
  void setPath(const QString& path);
  ThemeChoice theme() const;
  HandoutOptions options() const;
  /// Chooses what `theme` and `options` say (remembered settings).
  void choose(ThemeChoice theme, const HandoutOptions& options);

  /// Writes the handout when the user presses Export; returns the error to show, if any (the
  /// dialog then stays open, nothing lost).
  using Exporter = std::function<std::optional<ExportError>(const HandoutDialog&)>;
  void setExporter(Exporter e) { m_exporter = std::move(e); }

  void accept() override;

 private:
  QLineEdit* m_path = nullptr;
  QComboBox* m_theme = nullptr;
  QComboBox* m_paper = nullptr;
  QComboBox* m_perPage = nullptr;
  QCheckBox* m_notes = nullptr;
  Exporter m_exporter;
};

}  // namespace ui
