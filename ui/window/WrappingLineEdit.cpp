#include "ui/window/WrappingLineEdit.hpp"

#include <QAbstractTextDocumentLayout>
#include <QKeyEvent>
#include <QMimeData>
#include <QTextBlock>
#include <algorithm>

namespace ui {

namespace {
constexpr int kMostLines = 4;
}

WrappingLineEdit::WrappingLineEdit(QWidget* parent) : QPlainTextEdit(parent) {
  setTabChangesFocus(true);
  setLineWrapMode(QPlainTextEdit::WidgetWidth);
  setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);  // (TeX has long words)
  setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
  connect(this, &QPlainTextEdit::textChanged, this, [this] {
    fitHeight();
    if (m_setting) return;
    m_edited = true;
    emit textEdited(toPlainText());
  });
  fitHeight();
}

void WrappingLineEdit::setText(const QString& text) {
  if (text == toPlainText()) return;
  m_setting = true;
  setPlainText(text);
  m_setting = false;
  m_edited = false;
}

int WrappingLineEdit::heightFor(int lines) const {
  const QMargins m = contentsMargins();
  return lines * fontMetrics().lineSpacing() + static_cast<int>(2 * document()->documentMargin()) +
         m.top() + m.bottom() + 2 * frameWidth();
}

QSize WrappingLineEdit::sizeHint() const { return {QPlainTextEdit::sizeHint().width(), height()}; }

QSize WrappingLineEdit::minimumSizeHint() const {
  return {QPlainTextEdit::minimumSizeHint().width(), heightFor(1)};
}

void WrappingLineEdit::fitHeight() {
  // The plain text layout's height is its count of laid-out lines.
  int lines = static_cast<int>(std::ceil(document()->documentLayout()->documentSize().height()));
  if (document()->isEmpty() && !placeholderText().isEmpty()) {
    // Empty, it shows its placeholder, which QPlainTextEdit word-wraps at the same width: as tall
    // as that (a formula's example was cut in half).
    const int width =
        viewport()->width() - static_cast<int>(std::ceil(2 * document()->documentMargin()));
    const QRect r = fontMetrics().boundingRect(QRect(0, 0, std::max(1, width), 1 << 20),
                                               Qt::AlignTop | Qt::TextWordWrap, placeholderText());
    lines = std::max(lines, (r.height() + fontMetrics().lineSpacing() - 1) /
                                std::max(1, fontMetrics().lineSpacing()));
  }
  const int h = heightFor(std::clamp(lines, 1, kMostLines));
  if (h != height()) {
    setFixedHeight(h);
    updateGeometry();
  }
}

void WrappingLineEdit::keyPressEvent(QKeyEvent* e) {
  if (e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) {
    m_edited = false;
    emit editingFinished();
    e->accept();
    return;
  }
  QPlainTextEdit::keyPressEvent(e);
}

void WrappingLineEdit::focusOutEvent(QFocusEvent* e) {
  QPlainTextEdit::focusOutEvent(e);
  if (m_edited) {
    m_edited = false;
    emit editingFinished();
  }
}

void WrappingLineEdit::insertFromMimeData(const QMimeData* source) {
  // One paragraph: a pasted line break is a space.
  QString text = source->text();
  text.replace(QLatin1String("\r\n"), QLatin1String(" ")).replace('\n', ' ').replace('\r', ' ');
  insertPlainText(text);
}

void WrappingLineEdit::resizeEvent(QResizeEvent* e) {
  QPlainTextEdit::resizeEvent(e);
  fitHeight();  // a narrower dock wraps into more lines
}

}  // namespace ui
