#include "ui/export/HandoutDialog.hpp"

#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <algorithm>

#include "ui/export/DialogRows.hpp"
#include "ui/panels/FileDialogs.hpp"
#include "ui/panels/Messages.hpp"

namespace ui {

HandoutDialog::HandoutDialog(QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Export handout"));
  auto* form = new QFormLayout;
  m_path = addFileRow(*form, *this, tr("PDF (*.pdf)"));
  m_path->setObjectName("handout-path");

  m_theme = new QComboBox(this);
  m_theme->setObjectName("handout-theme");
  m_theme->addItem(tr("Light"), static_cast<int>(ThemeChoice::Light));
  m_theme->addItem(tr("Dark"), static_cast<int>(ThemeChoice::Dark));
  m_theme->addItem(tr("High contrast"), static_cast<int>(ThemeChoice::HighContrast));
  m_theme->setToolTip(tr("Light suits paper; dark and high contrast suit a screen"));
  form->addRow(tr("&Theme:"), m_theme);

  m_paper = new QComboBox(this);
  m_paper->setObjectName("handout-paper");
  m_paper->addItem(tr("A4 (210 × 297 mm)"), static_cast<int>(HandoutOptions::Paper::A4));
  m_paper->addItem(tr("Letter (8.5 × 11 in)"), static_cast<int>(HandoutOptions::Paper::Letter));
  form->addRow(tr("&Paper:"), m_paper);

  m_perPage = new QComboBox(this);
  m_perPage->setObjectName("handout-steps-per-page");
  m_perPage->addItem(tr("One step a page (large figures)"), 1);
  m_perPage->addItem(tr("Two steps a page"), 2);
  form->addRow(tr("&Layout:"), m_perPage);

  m_notes = new QCheckBox(tr("Print the presenter's &notes and right answers"), this);
  m_notes->setObjectName("handout-notes");
  m_notes->setChecked(true);
  form->addRow(QString(), m_notes);

  layOutExportDialog(*this, form);
}

QString HandoutDialog::path() const {
  QString p = typedPath(m_path->text());
  if (!p.isEmpty() && QFileInfo(p).suffix().isEmpty()) p += ".pdf";
  return p;
}

void HandoutDialog::setPath(const QString& path) { m_path->setText(path); }

ThemeChoice HandoutDialog::theme() const {
  return static_cast<ThemeChoice>(m_theme->currentData().toInt());
}

HandoutOptions HandoutDialog::options() const {
  HandoutOptions o;
  o.paper = static_cast<HandoutOptions::Paper>(m_paper->currentData().toInt());
  o.stepsPerPage = m_perPage->currentData().toInt();
  o.notes = m_notes->isChecked();
  return o;
}

void HandoutDialog::choose(ThemeChoice theme, const HandoutOptions& options) {
  m_theme->setCurrentIndex(std::max(0, m_theme->findData(static_cast<int>(theme))));
  m_paper->setCurrentIndex(std::max(0, m_paper->findData(static_cast<int>(options.paper))));
  m_perPage->setCurrentIndex(std::max(0, m_perPage->findData(options.stepsPerPage)));
  m_notes->setChecked(options.notes);
}

void HandoutDialog::accept() {
  const QString why = path().isEmpty() ? tr("Choose a file for the handout.") : QString();
  const auto exporter = [this]() -> std::optional<ExportError> {
    return m_exporter ? m_exporter(*this) : std::nullopt;
  };
  if (exportOrWarn(*this, why, exporter)) QDialog::accept();
}

}  // namespace ui
