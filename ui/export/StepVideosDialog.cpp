#include "ui/export/StepVideosDialog.hpp"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <algorithm>

#include "ui/export/DialogRows.hpp"
#include "ui/panels/FileDialogs.hpp"

namespace ui {

StepVideosDialog::StepVideosDialog(QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Export step videos"));
  auto* form = new QFormLayout;

  // The folder: typed (a new one is made), or chosen with Browse….
  m_folder = new QLineEdit(this);
  m_folder->setObjectName("step-videos-folder");
  m_folder->setMinimumWidth(fontMetrics().averageCharWidth() * 44);
  auto* browse = new QPushButton(tr("&Browse…"), this);
  connect(browse, &QPushButton::clicked, this, [this] {
    const QString dir = existingDirectory(this, tr("Export a video per step into"), folder());
    if (!dir.isEmpty()) m_folder->setText(dir);
  });
  auto* row = new QHBoxLayout;
  row->addWidget(m_folder, 1);
  row->addWidget(browse);
  auto* label = new QLabel(tr("&Folder:"), this);  // (a row of a layout takes no buddy itself)
  label->setBuddy(m_folder);
  form->addRow(label, row);

  m_size = new QComboBox(this);
  m_size->setObjectName("step-videos-size");
  m_size->addItem(tr("1280 × 720 (720p)"), QSize(1280, 720));
  m_size->addItem(tr("1920 × 1080 (1080p)"), QSize(1920, 1080));
  m_size->addItem(tr("3840 × 2160 (4K)"), QSize(3840, 2160));
  m_size->setCurrentIndex(1);
  m_size->setToolTip(tr("The size of the projector or of the slides the videos go into"));
  form->addRow(tr("&Size:"), m_size);

  m_theme = new QComboBox(this);
  m_theme->setObjectName("step-videos-theme");
  m_theme->addItem(tr("Light"), static_cast<int>(ThemeChoice::Light));
  m_theme->addItem(tr("Dark"), static_cast<int>(ThemeChoice::Dark));
  m_theme->addItem(tr("High contrast"), static_cast<int>(ThemeChoice::HighContrast));
  form->addRow(tr("&Theme:"), m_theme);

  layOutExportDialog(*this, form);
}

QString StepVideosDialog::folder() const { return typedPath(m_folder->text()); }

void StepVideosDialog::setFolder(const QString& folder) { m_folder->setText(folder); }

QSize StepVideosDialog::videoSize() const { return m_size->currentData().toSize(); }

ThemeChoice StepVideosDialog::theme() const {
  return static_cast<ThemeChoice>(m_theme->currentData().toInt());
}

void StepVideosDialog::choose(QSize size, ThemeChoice theme) {
  const int at = m_size->findData(size);
  m_size->setCurrentIndex(at >= 0 ? at : 1);
  m_theme->setCurrentIndex(std::max(0, m_theme->findData(static_cast<int>(theme))));
}

void StepVideosDialog::accept() {
  const QString why = folder().isEmpty() ? tr("Choose a folder for the videos.") : QString();
  const auto exporter = [this]() -> std::optional<ExportError> {
    return m_exporter ? m_exporter(*this) : std::nullopt;
  };
  if (exportOrWarn(*this, why, exporter)) QDialog::accept();
}

}  // namespace ui
