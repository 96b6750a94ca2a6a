#include "ui/export/AnimationDialog.hpp"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

#include "ui/export/DialogRows.hpp"
#include "ui/model/SceneState.hpp"
#include "ui/panels/FileDialogs.hpp"

namespace ui {
namespace {

QDoubleSpinBox* number(QWidget* parent, double min, double max, double value, int decimals) {
  auto* box = new QDoubleSpinBox(parent);
  box->setRange(min, max);
  box->setDecimals(decimals);
  box->setValue(value);
  return box;
}

/// A row label whose mnemonic moves the focus to `field` (a row of several widgets has none).
QLabel* buddy(QWidget* parent, const QString& text, QWidget* field) {
  auto* label = new QLabel(text, parent);
  label->setBuddy(field);
  return label;
}

}  // namespace

AnimationDialog::AnimationDialog(const Source& source, QWidget* parent)
    : QDialog(parent), m_source(source) {
  setWindowTitle(tr("Export animation"));
  auto* form = new QFormLayout;
  m_kind = new QComboBox(this);
  m_kind->addItem(tr("Sweep of x over the view"), "sweep");
  m_kind->addItem(tr("The Monte Carlo run"), "monte-carlo");
  m_kind->addItem(tr("The deep network's layers, one by one"), "layers");
  m_kind->addItem(tr("The networks training, epoch by epoch"), "training");
  if (source.lectureStep > 0) {
    m_kind->addItem(tr("This lecture step (step %1)").arg(source.lectureStep), "lecture");
  }
  form->addRow(tr("&Animation:"), m_kind);
  m_what = new QComboBox(this);
  m_what->addItem(tr("The sheet of six panels"), "sheet");
  for (const auto& [id, title] : source.panels) m_what->addItem(title, id);
  form->addRow(tr("&Shows:"), m_what);
  const ModelState& m = source.scene.model;
  m_from = number(this, limits::kX.min, limits::kX.max, m.xMin, 2);
  m_to = number(this, limits::kX.min, limits::kX.max, m.xMax, 2);
  auto* sweepRow = new QHBoxLayout;
  sweepRow->addWidget(m_from);
  sweepRow->addWidget(new QLabel(tr("to"), this));
  sweepRow->addWidget(m_to);
  form->addRow(buddy(this, tr("x &from:"), m_from), sweepRow);
  m_duration = number(this, 0.1, gelu::anim::kMaxDuration, 4, 1);
  m_duration->setSuffix(tr(" s"));
  form->addRow(tr("&Duration:"), m_duration);
  m_fps = new QSpinBox(this);
  m_fps->setRange(gelu::anim::kMinFps, gelu::anim::kMaxFps);
  m_fps->setValue(30);
  m_fps->setToolTip(tr("GIF plays at most 50 frames a second (its delays are in 1/100 s)"));
  form->addRow(tr("&Frames per second:"), m_fps);
  m_width = new QSpinBox(this);
  m_height = new QSpinBox(this);
  for (QSpinBox* side : {m_width, m_height}) {
    side->setRange(ExportOptions::kMinSide, ExportOptions::kMaxSide);
    side->setSuffix(tr(" px"));
  }
  m_width->setValue(1600);
  m_height->setValue(900);
  auto* sizeRow = new QHBoxLayout;
  sizeRow->addWidget(m_width);
  sizeRow->addWidget(new QLabel(QStringLiteral("×"), this));
  sizeRow->addWidget(m_height);
  form->addRow(buddy(this, tr("Si&ze:"), m_width), sizeRow);
  m_scale = new QComboBox(this);
  for (int k : {1, 2}) m_scale->addItem(QStringLiteral("%1×").arg(k), k);
  form->addRow(tr("S&cale:"), m_scale);
  m_background = backgroundBox(this, tr("Transparent (WebP, APNG)"));
  form->addRow(tr("&Background:"), m_background);
  m_fontScale = fontScaleBox(this, 0.25, 2);
  m_fontScale->setValue(1);
  form->addRow(tr("&Text size:"), m_fontScale);
  m_path = new QLineEdit(this);
  m_path->setMinimumWidth(360);
  auto* browse = new QPushButton(tr("B&rowse…"), this);
  connect(browse, &QPushButton::clicked, this, &AnimationDialog::browse);
  auto* fileRow = new QHBoxLayout;
  fileRow->addWidget(m_path, 1);
  fileRow->addWidget(browse);
  form->addRow(buddy(this, tr("F&ile:"), m_path), fileRow);
  m_progress = new QProgressBar(this);
  m_progress->setVisible(false);
  m_message = new QLabel(this);
  m_message->setWordWrap(true);
  m_message->setTextFormat(Qt::PlainText);
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  m_export = m_buttons->addButton(tr("&Export"), QDialogButtonBox::AcceptRole);
  connect(m_buttons, &QDialogButtonBox::accepted, this, &AnimationDialog::start);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &AnimationDialog::reject);
  auto* layout = new QVBoxLayout(this);
  m_fields = new QWidget(this);
  m_fields->setLayout(form);
  layout->addWidget(m_fields);
  layout->addWidget(m_progress);
  layout->addWidget(m_message);
  layout->addWidget(m_buttons);
  const QList<QPair<QWidget*, const char*>> names = {{m_kind, "kind"},
                                                     {m_what, "shows"},
                                                     {m_from, "sweep-from"},
                                                     {m_to, "sweep-to"},
                                                     {m_duration, "duration"},
                                                     {m_fps, "fps"},
                                                     {m_width, "width"},
                                                     {m_height, "height"},
                                                     {m_scale, "scale"},
                                                     {m_background, "background"},
                                                     {m_fontScale, "font-scale"},
                                                     {m_path, "path"},
                                                     {m_progress, "progress"}};
  for (const auto& [widget, name] : names) widget->setObjectName(name);  // for tests and a11y
  readSettings();
  // The text size follows a larger canvas until it is set by hand (canvasFontScale()).
  const auto follow = [this] {
    followCanvas(*m_fontScale, QSize(m_width->value(), m_height->value()));
  };
  follow();
  connect(m_width, &QSpinBox::valueChanged, this, follow);
  connect(m_height, &QSpinBox::valueChanged, this, follow);
  connect(m_kind, &QComboBox::currentIndexChanged, this, &AnimationDialog::kindChanged);
  if (source.lectureStep > 0) m_kind->setCurrentIndex(m_kind->count() - 1);
  kindChanged();
}

void AnimationDialog::kindChanged() {
  const QString kind = m_kind->currentData().toString();
  m_what->setEnabled(kind != "lecture");
  const bool sweep = kind == "sweep" || (kind == "lecture" && m_source.lectureSweeps);
  m_from->setEnabled(sweep);
  m_to->setEnabled(sweep);
}

AnimationJob AnimationDialog::job() const {
  AnimationJob j;
  j.scene = m_source.scene;
  if (j.scene.samples == 0) j.scene.samples = limits::kDefaultFigureSamples;
  j.theme = m_source.theme;
  const QString kind = m_kind->currentData().toString();
  j.panel = m_what->currentData().toString();
  if (kind == "lecture") {
    j.row = m_source.lecturePanels;
    j.shade = m_source.lectureShade;  // as the audience sees the step
    j.trace = m_source.lectureTrace;
  }
  const bool sweep = kind == "sweep" || (kind == "lecture" && m_source.lectureSweeps);
  j.plan.kind = sweep              ? gelu::anim::Kind::Sweep
                : kind == "layers" ? gelu::anim::Kind::Layers
                : kind == "training" || (kind == "lecture" && m_source.lectureTrains)
                    ? gelu::anim::Kind::Training
                    : gelu::anim::Kind::MonteCarlo;
  j.plan.epochs = j.scene.model.training.epochs;
  j.plan.duration = m_duration->value();
  j.plan.fps = m_fps->value();
  j.plan.sweepFrom = m_from->value();
  j.plan.sweepTo = m_to->value();
  j.plan.samples = j.scene.samples;
  j.options.size = QSize(m_width->value(), m_height->value());
  j.options.scale = m_scale->currentData().toDouble();
  j.options.background = chosenBackground(*m_background);
  j.options.fontScale = m_fontScale->value();
  j.path = typedPath(m_path->text());
  return j;
}

void AnimationDialog::setPath(const QString& path) { m_path->setText(path); }

QString AnimationDialog::message() const { return m_message->text(); }

void AnimationDialog::start() {
  if (m_running) return;
  const AnimationJob j = job();
  m_running = true;
  m_cancelled = false;
  m_message->clear();
  m_fields->setEnabled(false);
  m_export->setEnabled(false);
  m_progress->setValue(0);
  m_progress->setVisible(true);
  // Frames are drawn between events, so the window keeps painting and Cancel is heard.
  const auto error = exportAnimation(j, [this](int done, int total) {
    m_progress->setMaximum(total);
    m_progress->setValue(done);
    QCoreApplication::processEvents();
    return !m_cancelled;
  });
  m_running = false;
  m_fields->setEnabled(true);
  m_export->setEnabled(true);
  m_progress->setVisible(false);
  if (!error) {
    writeSettings();
    accept();
    return;
  }
  m_message->setText(m_cancelled ? tr("Cancelled: nothing was written.")
                                 : tr("Not exported: %1").arg(error->message));
}

void AnimationDialog::reject() {
  if (m_running) {
    m_cancelled = true;  // start() returns, and the dialog stays for the message
    return;
  }
  QDialog::reject();
}

void AnimationDialog::browse() {
  const QString filters =
      tr("MP4 video (*.mp4);;WebM video (*.webm);;GIF (*.gif);;"
         "Animated WebP (*.webp);;Animated PNG (*.apng)");
  const QString path = saveFileName(this, tr("Export animation"), m_path->text(), filters);
  if (!path.isEmpty()) m_path->setText(path);
}

void AnimationDialog::readSettings() {
  QSettings s;
  QString path = s.value("animation/path").toString();
  if (path.isEmpty()) {
    path = QDir(existingFolder(QStandardPaths::DocumentsLocation)).filePath("gelu-sweep.mp4");
  }
  m_path->setText(path);
  m_duration->setValue(s.value("animation/duration", 4.0).toDouble());
  m_fps->setValue(s.value("animation/fps", 30).toInt());
  m_width->setValue(s.value("animation/width", 1600).toInt());
  m_height->setValue(s.value("animation/height", 900).toInt());
  m_scale->setCurrentIndex(std::max(0, m_scale->findData(s.value("animation/scale", 1))));
  chooseBackground(*m_background, s.value("animation/background").toString());
  m_fontScale->setValue(s.value("animation/fontScale", 1.0).toDouble());
  m_what->setCurrentIndex(std::max(0, m_what->findData(s.value("animation/shows", "sheet"))));
  m_kind->setCurrentIndex(std::max(0, m_kind->findData(s.value("animation/kind", "sweep"))));
}

void AnimationDialog::writeSettings() const {
  QSettings s;
  s.setValue("animation/path", m_path->text());
  s.setValue("animation/duration", m_duration->value());
  s.setValue("animation/fps", m_fps->value());
  s.setValue("animation/width", m_width->value());
  s.setValue("animation/height", m_height->value());
  s.setValue("animation/scale", m_scale->currentData());
  s.setValue("animation/background", m_background->currentData());
  s.setValue("animation/fontScale", m_fontScale->value());
  s.setValue("animation/shows", m_what->currentData());
  if (m_kind->currentData() != "lecture") s.setValue("animation/kind", m_kind->currentData());
}

}  // namespace ui
