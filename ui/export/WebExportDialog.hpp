#pragma once
/// @file
/// @brief File ▸ Export for web…: one page (.html) that runs offline in any browser, holding the
/// window's scene or the deck (presented step by step), the deck's right answers left out on
/// request — as `gelu-explorer export-web` writes it.
#include <QDialog>
#include <functional>
#include <optional>

#include "ui/export/Export.hpp"

class QCheckBox;
class QLineEdit;
class QRadioButton;

namespace ui {

class WebExportDialog : public QDialog {
  Q_OBJECT
 public:
  /// `deckSteps` shown steps (0: no deck to offer), `questions` whether any has a question.
  WebExportDialog(int deckSteps, bool questions, QWidget* parent = nullptr);

  QString path() const;
  void setPath(const QString& path);
  bool deck() const;  ///< the deck, else the window's scene
  void setDeck(bool deck);
  bool withoutAnswers() const;

  /// Writes the page when the user presses Export; the error to show, if any (the dialog then
  /// stays open).
  using Exporter = std::function<std::optional<ExportError>(const WebExportDialog&)>;
  void setExporter(Exporter e) { m_exporter = std::move(e); }
  void accept() override;

 private:
  QLineEdit* m_path = nullptr;
  QRadioButton* m_scene = nullptr;
  QRadioButton* m_deck = nullptr;
  QCheckBox* m_withoutAnswers = nullptr;
  Exporter m_exporter;
};

}  // namespace ui
