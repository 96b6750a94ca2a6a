#include "ui/export/ExportDialog.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <cmath>

#include "ui/export/DialogRows.hpp"
#include "ui/panels/FileDialogs.hpp"
#include "ui/panels/Messages.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"

namespace ui {
namespace {

constexpr double kCmPerPixel = 2.54 / 96.0;  // logical pixels are 1/96 inch

QString shortTitle(const PlotPanel* p) { return panelInfo(p->panelId())->shortName(); }

}  // namespace

ExportDialog::ExportDialog(Mode mode, const QList<PlotPanel*>& panels, PlotPanel* current,
                           QWidget* parent)
    : QDialog(parent), m_mode(mode), m_panels(panels) {
  setWindowTitle(mode == Mode::Panel ? tr("Export panel") : tr("Export sheet"));
  auto* form = new QFormLayout;
  if (mode == Mode::Panel) {
    m_panel = new QComboBox(this);
    for (PlotPanel* p : panels) m_panel->addItem(shortTitle(p), p->panelId());
    // The panel asked for (a plot's menu), else the one exported last.
    const int remembered = m_panel->findData(QSettings().value("export/panel").toString());
    m_panel->setCurrentIndex(current != nullptr
                                 ? std::max(0, static_cast<int>(panels.indexOf(current)))
                                 : std::max(0, remembered));
    form->addRow(tr("&Panel:"), m_panel);
  } else {
    m_layout = new QComboBox(this);
    m_layout->addItem(tr("As laid out in the window"), 0);
    for (int c = 1; c <= 4; ++c) m_layout->addItem(tr("Grid of %n column(s)", nullptr, c), c);
    form->addRow(tr("&Layout:"), m_layout);
    // The sheet's panels, picked directly (the view's are ticked when the window opens this).
    auto* grid = new QGridLayout;
    int k = 0;
    for (PlotPanel* p : panels) {
      auto* box = new QCheckBox(shortTitle(p), this);
      box->setObjectName("sheet-panel-" + p->panelId());
      box->setProperty("panel", p->panelId());
      grid->addWidget(box, k / 3, k % 3);
      m_sheetChecks << box;
      ++k;
    }
    // (A grid of boxes is no buddy: a label's mnemonic would show its "&".)
    form->addRow(tr("Panels:"), grid);
  }
  m_path = addFileRow(*form, *this,
                      tr("PNG image (*.png);;JPEG image (*.jpg *.jpeg);;SVG vector image (*.svg);;"
                         "PDF document (*.pdf)"));
  m_format = new QLabel(this);
  form->addRow(tr("Format:"), m_format);

  m_unit = new QComboBox(this);
  m_unit->addItem(tr("pixels"));
  m_unit->addItem(tr("cm (print)"));
  m_width = new QDoubleSpinBox(this);
  m_height = new QDoubleSpinBox(this);
  auto* sizeRow = new QHBoxLayout;
  sizeRow->addWidget(m_width);
  sizeRow->addWidget(new QLabel(QStringLiteral("×"), this));
  sizeRow->addWidget(m_height);
  sizeRow->addWidget(m_unit);
  auto* sizeLabel = new QLabel(tr("&Size:"), this);
  sizeLabel->setBuddy(m_width);
  form->addRow(sizeLabel, sizeRow);
  m_dpi = new QSpinBox(this);
  m_dpi->setRange(72, 1200);
  m_dpi->setSuffix(tr(" dpi"));
  form->addRow(tr("&Resolution:"), m_dpi);
  m_scale = new QComboBox(this);
  m_scale->addItem(QStringLiteral("1×"), 1.0);
  m_scale->addItem(tr("2× (sharp on high-dpi screens and projectors)"), 2.0);
  m_scale->addItem(QStringLiteral("3×"), 3.0);
  form->addRow(tr("S&cale:"), m_scale);
  m_background = backgroundBox(this, tr("Transparent (PNG, SVG)"));
  form->addRow(tr("&Background:"), m_background);
  m_fontScale = fontScaleBox(this, 0.1, 1);
  form->addRow(tr("&Text size:"), m_fontScale);
  if (mode == Mode::Panel) {
    // The figure's title as the panel has it, to edit ($…$ is TeX); cleared: the panel's own.
    m_title = new QLineEdit(this);
    m_title->setObjectName("export-title");
    m_title->setMaxLength(ExportOptions::kMaxTitle);
    m_title->setClearButtonEnabled(true);
    // The title typed for this panel's figure last time, else the panel's own.
    const auto fillTitle = [this] {
      if (PlotPanel* p = panel()) {
        m_title->setText(QSettings().value("export/title/" + p->panelId(), p->title()).toString());
        m_title->setPlaceholderText(p->title());
      }
    };
    fillTitle();
    connect(m_panel, &QComboBox::currentIndexChanged, this, fillTitle);
    form->addRow(tr("T&itle:"), m_title);
  } else {
    // A heading over the sheet's panels ($…$ is TeX), whether or not their titles are drawn.
    m_heading = new QLineEdit(this);
    m_heading->setObjectName("export-heading");
    m_heading->setMaxLength(ExportOptions::kMaxTitle);
    m_heading->setClearButtonEnabled(true);
    m_heading->setPlaceholderText(tr("none"));
    m_heading->setText(QSettings().value("export/heading").toString());
    form->addRow(tr("&Heading:"), m_heading);
  }
  m_showTitles =
      new QCheckBox(mode == Mode::Panel ? tr("Draw the title") : tr("Draw the titles"), this);
  m_showTitles->setObjectName("export-show-titles");
  m_showTitles->setChecked(QSettings().value("export/titles", true).toBool());
  if (m_title != nullptr) {
    connect(m_showTitles, &QCheckBox::toggled, m_title, &QWidget::setEnabled);
    m_title->setEnabled(m_showTitles->isChecked());  // (remembered off)
  }
  form->addRow(QString(), m_showTitles);
  m_xMarks = new QCheckBox(tr("Mark x (its line, the points there and their read-outs)"), this);
  m_xMarks->setObjectName("export-x-marks");
  m_xMarks->setChecked(QSettings().value("export/xMarks", true).toBool());
  form->addRow(QString(), m_xMarks);
  m_summary = new QLabel(this);
  form->addRow(QString(), m_summary);

  layOutExportDialog(*this, form);

  readSettings();
  if (m_panel != nullptr) {
    // A file named after the panel follows another choice of panel (it kept the first's name,
    // and Export then replaced that figure with this one).
    m_panelId = m_panel->currentData().toString();
    connect(m_panel, &QComboBox::currentIndexChanged, this, [this] {
      const QString id = m_panel->currentData().toString();
      const QFileInfo info(path());
      if (info.completeBaseName() == "gelu-" + m_panelId) {
        setPath(info.dir().filePath("gelu-" + id + "." + info.suffix()));
      }
      m_panelId = id;
    });
  }
  connect(m_unit, &QComboBox::currentIndexChanged, this, [this](int index) {
    // Keep the physical size when switching units (96 logical pixels per inch).
    const double f = index == 1 ? kCmPerPixel : 1.0 / kCmPerPixel;
    const double w = m_width->value() * f;
    const double h = m_height->value() * f;
    const int decimals = index == 1 ? 2 : 0;
    for (QDoubleSpinBox* s : {m_width, m_height}) {
      s->setDecimals(decimals);
      s->setRange(ExportOptions::kMinSide * (index == 1 ? kCmPerPixel : 1.0),
                  ExportOptions::kMaxSide * (index == 1 ? kCmPerPixel : 1.0));
    }
    m_width->setValue(w);
    m_height->setValue(h);
    updateSummary();
  });
  // The text size follows a larger canvas until it is set by hand (canvasFontScale()).
  followCanvas(*m_fontScale, options().size);
  for (QDoubleSpinBox* s : {m_width, m_height}) {
    connect(s, &QDoubleSpinBox::valueChanged, this,
            [this] { followCanvas(*m_fontScale, options().size); });
  }
  for (QDoubleSpinBox* s : {m_width, m_height, m_fontScale}) {
    connect(s, &QDoubleSpinBox::valueChanged, this, &ExportDialog::updateSummary);
  }
  connect(m_dpi, &QSpinBox::valueChanged, this, &ExportDialog::updateSummary);
  connect(m_scale, &QComboBox::currentIndexChanged, this, &ExportDialog::updateSummary);
  connect(m_background, &QComboBox::currentIndexChanged, this, &ExportDialog::updateSummary);
  connect(m_path, &QLineEdit::textChanged, this, &ExportDialog::updateSummary);
  // (A refused title's line went only when the size changed.)
  if (m_title != nullptr)
    connect(m_title, &QLineEdit::textChanged, this, &ExportDialog::updateSummary);
  if (m_heading != nullptr)
    connect(m_heading, &QLineEdit::textChanged, this, &ExportDialog::updateSummary);
  connect(m_showTitles, &QCheckBox::toggled, this, &ExportDialog::updateSummary);
  updateSummary();
}

bool ExportDialog::inCm() const { return m_unit->currentIndex() == 1; }

QString ExportDialog::path() const { return typedPath(m_path->text()); }
void ExportDialog::setPath(const QString& path) { m_path->setText(path); }

ExportOptions ExportDialog::options() const {
  ExportOptions o;
  if (inCm()) {
    o.size = QSize(static_cast<int>(std::lround(m_width->value() / kCmPerPixel)),
                   static_cast<int>(std::lround(m_height->value() / kCmPerPixel)));
    o.scale = m_dpi->value() / 96.0;
  } else {
    o.size = QSize(static_cast<int>(std::lround(m_width->value())),
                   static_cast<int>(std::lround(m_height->value())));
    o.scale = m_scale->currentData().toDouble();
  }
  o.background = chosenBackground(*m_background);
  o.fontScale = m_fontScale->value();
  o.titles = m_showTitles->isChecked();
  if (m_title != nullptr && panel() != nullptr && m_title->text().trimmed() != panel()->title() &&
      !m_title->text().trimmed().isEmpty()) {
    o.title = m_title->text().trimmed();
  }
  if (m_heading != nullptr) o.heading = m_heading->text().trimmed();
  o.xMarks = m_xMarks->isChecked();
  return o;
}

void ExportDialog::setSheetPanels(const QStringList& ids) {
  for (QCheckBox* box : m_sheetChecks)
    box->setChecked(ids.contains(box->property("panel").toString()));
}

QStringList ExportDialog::sheetPanels() const {
  QStringList ids;
  for (QCheckBox* box : m_sheetChecks) {
    if (box->isChecked()) ids << box->property("panel").toString();
  }
  return ids;
}

PlotPanel* ExportDialog::panel() const {
  if (m_panel == nullptr || m_panel->currentIndex() < 0) return nullptr;
  return m_panels.value(m_panel->currentIndex());
}

int ExportDialog::columns() const {
  return m_layout != nullptr ? m_layout->currentData().toInt() : 1;
}

void ExportDialog::updateSummary() {
  m_dpi->setEnabled(inCm());
  m_scale->setEnabled(!inCm());
  const auto format = formatFromPath(path());
  m_format->setText(format ? formatName(*format)
                           : tr("unknown — the file name must end in .png, .jpg, .svg or .pdf"));
  const ExportOptions o = options();
  const bool vector = format && (*format == ExportFormat::Svg || *format == ExportFormat::Pdf);
  QString text;
  if (vector) {
    text = tr("Vector: %1 × %2 cm")
               .arg(o.size.width() * kCmPerPixel, 0, 'f', 1)
               .arg(o.size.height() * kCmPerPixel, 0, 'f', 1);
  } else {
    const QSize px = pixelSize(o);
    text = tr("Bitmap: %1 × %2 pixels").arg(px.width()).arg(px.height());
  }
  if (format) {
    if (const QString why = validateOptions(o, *format); !why.isEmpty()) text = why;
  }
  m_summary->setText(text);
}

void ExportDialog::accept() {
  const QString target = path();
  if (QFileInfo(target).isFile() && m_path->property("replaceConfirmed").toString() != target) {
    // Window-modal and non-blocking, as the warnings: the choices stay until it is answered.
    auto* ask =
        new QMessageBox(QMessageBox::Question, windowTitle(), QString(), QMessageBox::Cancel, this);
    ask->setObjectName("replace-question");
    ask->setTextFormat(Qt::PlainText);  // (a file's name is not markup)
    ask->setText(tr("“%1” already exists. Replace it?").arg(QFileInfo(target).fileName()));
    QPushButton* replace = ask->addButton(tr("&Replace"), QMessageBox::AcceptRole);
    ask->setDefaultButton(QMessageBox::Cancel);
    ask->setAttribute(Qt::WA_DeleteOnClose);
    connect(ask, &QMessageBox::finished, this, [this, ask, replace, target] {
      if (ask->clickedButton() != replace) return;
      m_path->setProperty("replaceConfirmed", target);
      exportNow();
    });
    ask->setWindowModality(Qt::WindowModal);
    ask->open();
    return;
  }
  exportNow();
}

void ExportDialog::exportNow() {
  m_lastError.clear();
  if (m_exporter) {
    if (const auto error = m_exporter(*this)) {
      m_lastError = error->message;
      // Window-modal and non-blocking: the dialog stays open with the user's choices.
      showWarning(this, tr("Export failed"), error->message);
      return;
    }
  }
  writeSettings();
  QDialog::accept();
}

void ExportDialog::readSettings() {
  QSettings s;
  const QString dir = existingFolder(QStandardPaths::PicturesLocation);
  const QString key = m_mode == Mode::Panel ? "export/panelPath" : "export/sheetPath";
  QString file = s.value(key).toString();
  if (file.isEmpty() || !formatFromPath(file)) {
    file = QDir(dir.isEmpty() ? QDir::homePath() : dir)
               .filePath(m_mode == Mode::Panel ? "gelu-panel.png" : "gelu-sheet.png");
  }
  if (m_panel != nullptr && m_mode == Mode::Panel) {
    // Suggest a name after the panel when the last file was named after another one.
    const QFileInfo info(file);
    if (info.completeBaseName().startsWith("gelu-") &&
        m_panel->findData(info.completeBaseName().mid(5)) >= 0) {
      file = info.dir().filePath("gelu-" + m_panel->currentData().toString() + "." + info.suffix());
    }
  }
  setPath(file);
  const bool cm = s.value("export/unit").toString() == "cm";
  m_unit->setCurrentIndex(cm ? 1 : 0);
  const double f = cm ? kCmPerPixel : 1.0;
  for (QDoubleSpinBox* sb : {m_width, m_height}) {
    sb->setDecimals(cm ? 2 : 0);
    sb->setRange(ExportOptions::kMinSide * f, ExportOptions::kMaxSide * f);
  }
  const auto number = [&s](const char* k, double fallback, double lo, double hi) {
    bool ok = false;
    const double v = s.value(k).toDouble(&ok);
    return ok && std::isfinite(v) && v >= lo && v <= hi ? v : fallback;
  };
  m_width->setValue(number("export/width", 1600 * f, m_width->minimum(), m_width->maximum()));
  m_height->setValue(number("export/height", 900 * f, m_height->minimum(), m_height->maximum()));
  m_dpi->setValue(static_cast<int>(number("export/dpi", 300, 72, 1200)));
  const double scale = number("export/scale", 2.0, 1.0, 3.0);
  m_scale->setCurrentIndex(std::max(0, m_scale->findData(std::round(scale))));
  chooseBackground(*m_background, s.value("export/background").toString());
  m_fontScale->setValue(
      number("export/fontScale", 1.0, ExportOptions::kMinFontScale, ExportOptions::kMaxFontScale));
  if (m_layout != nullptr) {
    m_layout->setCurrentIndex(
        std::max(0, m_layout->findData(static_cast<int>(number("export/columns", 0, 0, 4)))));
  }
}

void ExportDialog::writeSettings() const {
  QSettings s;
  s.setValue(m_mode == Mode::Panel ? "export/panelPath" : "export/sheetPath", path());
  s.setValue("export/unit", inCm() ? "cm" : "px");
  s.setValue("export/width", m_width->value());
  s.setValue("export/height", m_height->value());
  s.setValue("export/dpi", m_dpi->value());
  s.setValue("export/scale", m_scale->currentData().toDouble());
  s.setValue("export/background", m_background->currentData().toString());
  s.setValue("export/fontScale", m_fontScale->value());
  if (m_layout != nullptr) s.setValue("export/columns", m_layout->currentData().toInt());
  s.setValue("export/titles", m_showTitles->isChecked());
  s.setValue("export/xMarks", m_xMarks->isChecked());
  if (m_heading != nullptr) s.setValue("export/heading", m_heading->text().trimmed());
  if (PlotPanel* p = panel(); p != nullptr && m_title != nullptr) {
    s.setValue("export/panel", p->panelId());
    const QString typed = m_title->text().trimmed();
    if (typed.isEmpty() || typed == p->title()) {
      s.remove("export/title/" + p->panelId());
    } else {
      s.setValue("export/title/" + p->panelId(), typed);
    }
  }
}

}  // namespace ui
