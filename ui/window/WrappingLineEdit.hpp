#pragma once
/// @file
/// @brief A one-paragraph text field that wraps: a caption or a TeX formula longer than a narrow
/// dock is seen whole while it is typed (up to four lines, then it scrolls), yet it edits as a
/// line edit does — Enter finishes (no line break is typed; pasted ones become spaces), Tab moves
/// on, and the signals are QLineEdit's.
#include <QPlainTextEdit>

namespace ui {

class WrappingLineEdit : public QPlainTextEdit {
  Q_OBJECT
 public:
  explicit WrappingLineEdit(QWidget* parent = nullptr);

  QString text() const { return toPlainText(); }
  /// Shows `text` (no signal: it is not an edit).
  void setText(const QString& text);

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 signals:
  /// The user changed the text (not setText()).
  void textEdited(const QString& text);
  /// Enter, or the focus leaving after an edit.
  void editingFinished();

 protected:
  void keyPressEvent(QKeyEvent* e) override;
  void focusOutEvent(QFocusEvent* e) override;
  void insertFromMimeData(const QMimeData* source) override;
  void resizeEvent(QResizeEvent* e) override;

 private:
  /// As tall as its wrapped lines, one to four.
  void fitHeight();
  int heightFor(int lines) const;

  bool m_setting = false;  ///< setText() in progress
  bool m_edited = false;   ///< since the last editingFinished
};

}  // namespace ui
