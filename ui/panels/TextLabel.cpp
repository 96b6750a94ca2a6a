#include "ui/panels/TextLabel.hpp"

#include <QEvent>
#include <QLabel>

namespace ui {

TextLabel::TextLabel(QWidget* parent) : QWidget(parent), m_label(new QLabel(this)) {}

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
  // The height for the width it has: one layout of the text, wrapped or not. (A minimum height
  // changes with the font and the wrapping alone: a font change asks for a layout by itself.)
  Needs n{m_label->hasHeightForWidth(), m_label->heightForWidth(width()), {}, {}};
  if (sizePolicy().horizontalPolicy() != QSizePolicy::Ignored) {
    // The widths count too (three more layouts of a rich text). A wrapping label's size hint
    // (the text in a golden-ratio box) only adds to the window's size hint, which sized the
    // docks when the window was first laid out.
    n.minimum = m_label->minimumSizeHint();
    if (!n.wraps) n.hint = m_label->sizeHint();
  }
  return n;
}

TextLabel::Inputs TextLabel::inputs() const {
  return {m_label->text(), m_label->font(), m_label->textFormat(), m_label->wordWrap(), width()};
}

void TextLabel::followLabel() {
  Inputs in = inputs();
  if (in == m_inputs) return;  // (setText() answered the label's own request already)
  m_inputs = std::move(in);
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
  m_inputs = inputs();
  m_needs = needs();
  // The layout remembers heights for the last few widths, forgotten only by updateGeometry(): a
  // text that changed no height at the old width may need another at this one.
  if (m_needs.wraps && height() != m_needs.height) updateGeometry();
}

void TextLabel::showEvent(QShowEvent* e) {
  QWidget::showEvent(e);
  followLabel();
}

}  // namespace ui
