#include "ui/export/WebExportDialog.hpp"

#include <QBoxLayout>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>

#include "ui/export/DialogRows.hpp"
#include "ui/panels/FileDialogs.hpp"
#include "ui/panels/Messages.hpp"

namespace ui {

WebExportDialog::WebExportDialog(int deckSteps, bool questions, QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Export for web"));
  auto* form = new QFormLayout;
  auto* about = new QLabel(tr("One file that runs offline in any browser, from a USB stick or a "
                              "course page too: students move x, play and explore it live."),
                           this);
  about->setWordWrap(true);
  form->addRow(about);
  m_path = addFileRow(*form, *this, tr("Web page (*.html)"));
  m_path->setObjectName("web-path");
  m_scene = new QRadioButton(tr("The window's &scene, as it is now"), this);
  m_scene->setObjectName("web-scene");
  m_deck = new QRadioButton(deckSteps > 0
                                ? tr("The &deck, presented step by step (steps: %1)").arg(deckSteps)
                                : tr("The &deck (it has no steps yet)"),
                            this);
  m_deck->setObjectName("web-deck");
  m_deck->setEnabled(deckSteps > 0);
  m_scene->setChecked(true);
  auto* what = new QVBoxLayout;
  what->addWidget(m_scene);
  what->addWidget(m_deck);
  form->addRow(tr("The page holds:"), what);
  m_withoutAnswers =
      new QCheckBox(tr("Leave the right &answers of the deck's questions out"), this);
  m_withoutAnswers->setObjectName("web-without-answers");
  m_withoutAnswers->setToolTip(
      tr("For a page handed out before the lecture: the questions stay, what is right does not"));
  m_withoutAnswers->setEnabled(false);
  connect(m_deck, &QRadioButton::toggled, this,
          [this, questions](bool on) { m_withoutAnswers->setEnabled(on && questions); });
  form->addRow(QString(), m_withoutAnswers);
  layOutExportDialog(*this, form);
}

QString WebExportDialog::path() const {
  QString p = typedPath(m_path->text());
  if (!p.isEmpty() && QFileInfo(p).suffix().isEmpty()) p += ".html";
  return p;
}

void WebExportDialog::setPath(const QString& path) { m_path->setText(path); }

bool WebExportDialog::deck() const { return m_deck->isChecked(); }

void WebExportDialog::setDeck(bool deck) {
  if (deck && m_deck->isEnabled()) {
    m_deck->setChecked(true);
  } else {
    m_scene->setChecked(true);
  }
}

bool WebExportDialog::withoutAnswers() const {
  return m_withoutAnswers->isEnabled() && m_withoutAnswers->isChecked();
}

void WebExportDialog::accept() {
  QString why;
  if (path().isEmpty()) {
    why = tr("Choose a file for the page.");
  } else if (!path().endsWith(QLatin1String(".html"), Qt::CaseInsensitive)) {
    why = tr("A web page's name ends in .html: '%1' does not.").arg(QFileInfo(path()).fileName());
  }
  const auto exporter = [this]() -> std::optional<ExportError> {
    return m_exporter ? m_exporter(*this) : std::nullopt;
  };
  if (exportOrWarn(*this, why, exporter)) QDialog::accept();
}

}  // namespace ui
