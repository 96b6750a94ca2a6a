#include "ui/panels/TextLabel.hpp"

#include <QEvent>
#include <QLabel>

namespace ui {

TextLabel::TextLabel(QWidget* parent) : QWidget(parent), m_label(new QLabel(this)) {
  m_needs = needs();
}

void TextLabel::setText(const QString& text) {
  m_label->setText(text);
  followLabel();  // at once, as a QLabel would (its own request arrives an event loop later)
}

QString TextLabel::text() const { return m_label->text(); }

QSize TextLabel::sizeHint() const { return m_label->sizeHint(); }

QSize TextLabel::minimumSizeHint() const { return m_label->minimumSizeHint(); }

bool TextLabel::hasHeightForWidth() const { return m_label->hasHeightForWidth(); }

int TextLabel::heightForWidth(int width) const { return m_label->heightForWidth(width); }

TextLabel::Needs TextLabel::needs() const {
  Needs n{m_label->sizeHint(), m_label->minimumSizeHint(), -1};
  if (sizePolicy().horizontalPolicy() == QSizePolicy::Ignored) {
    n.hint.setWidth(0);
    n.minimum.setWidth(0);
  }
  if (m_label->hasHeightForWidth()) {
    // A wrapping label's height is its height for the width it has. Its size hint (the text
    // laid out in a golden-ratio box) only adds to the window's size hint, which sized the
    // docks when the window was first laid out.
    n.heightHere = m_label->heightForWidth(width());
    n.hint = QSize();
  }
  return n;
}

void TextLabel::followLabel() {
  const Needs now = needs();
  if (now == m_needs) return;
  m_needs = now;
  updateGeometry();
}

bool TextLabel::event(QEvent* e) {
  // The label's setText(), setFont(), setWordWrap()… post this to its parent when the parent has
  // no layout.
  if (e->type() == QEvent::LayoutRequest) {
    followLabel();
    return true;
  }
  return QWidget::event(e);
}

void TextLabel::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  m_label->setGeometry(rect());
  m_needs.heightHere = m_label->hasHeightForWidth() ? m_label->heightForWidth(width()) : -1;
}

void TextLabel::showEvent(QShowEvent* e) {
  QWidget::showEvent(e);
  followLabel();
}

}  // namespace ui
