#include "ui/panels/FileDialogs.hpp"

#include <QDir>
#include <QFileDialog>
#include <QFileIconProvider>
#include <QFileInfo>
#include <QMimeDatabase>

namespace ui {
namespace {

/// Types and icons from a file's name, never from its content (see the header).
class NameOnlyIconProvider final : public QFileIconProvider {
 public:
  QIcon icon(IconType type) const override { return QFileIconProvider::icon(type); }
  QIcon icon(const QFileInfo& info) const override {
    return QFileIconProvider::icon(info.isDir() ? Folder : File);
  }
  QString type(const QFileInfo& info) const override {
    if (info.isDir()) return QFileIconProvider::type(info);  // (a folder's type reads nothing)
    return QMimeDatabase().mimeTypeForFile(info, QMimeDatabase::MatchExtension).comment();
  }
};

NameOnlyIconProvider& provider() {
  static NameOnlyIconProvider p;  // (outlives every dialog: they do not own it)
  return p;
}

QString run(QFileDialog& dialog) {
  dialog.setIconProvider(&provider());
  if (dialog.exec() != QDialog::Accepted) return {};
  return dialog.selectedFiles().value(0);
}

}  // namespace

const QAbstractFileIconProvider& nameOnlyIconProvider() { return provider(); }

QString openFileName(QWidget* parent, const QString& caption, const QString& dir,
                     const QString& filter) {
  QFileDialog dialog(parent, caption, dir, filter);
  dialog.setFileMode(QFileDialog::ExistingFile);
  return run(dialog);
}

QString saveFileName(QWidget* parent, const QString& caption, const QString& path,
                     const QString& filter) {
  QFileDialog dialog(parent, caption, path, filter);
  dialog.setAcceptMode(QFileDialog::AcceptSave);
  return run(dialog);
}

QString typedPath(const QString& text) {
  const QString typed = text.trimmed();
  if (typed == "~" || typed.startsWith("~/")) return QDir::homePath() + typed.mid(1);
  return typed;
}

QString existingDirectory(QWidget* parent, const QString& caption, const QString& dir) {
  QFileDialog dialog(parent, caption, dir);
  dialog.setFileMode(QFileDialog::Directory);
  dialog.setOption(QFileDialog::ShowDirsOnly);
  return run(dialog);
}

}  // namespace ui
