#include "ui/panels/MathLabel.hpp"

#include <QAbstractTextDocumentLayout>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QEvent>
#include <QGuiApplication>
#include <QMenu>
#include <QPainter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocumentFragment>
#include <QTextOption>
#include <cmath>

#include "ui/typeset/MathText.hpp"

namespace ui {

MathLabel::MathLabel(QWidget* parent) : QWidget(parent) {
  m_doc.setDocumentMargin(0);
  setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void MathLabel::setText(const QString& text) {
  if (text == m_text) return;
  m_text = text;
  rebuild();
}

void MathLabel::setPlainText(bool plain) {
  if (plain == m_plain) return;
  m_plain = plain;
  rebuild();
}

void MathLabel::setWordWrap(bool wrap) {
  if (wrap == m_wrap) return;
  m_wrap = wrap;
  // The content stays: only how its lines break (a title tries one line, then two).
  QTextOption option = m_doc.defaultTextOption();
  option.setWrapMode(m_wrap ? QTextOption::WordWrap : QTextOption::NoWrap);
  m_doc.setDefaultTextOption(option);
  followNeeds();
  update();
}

void MathLabel::setAlignment(Qt::Alignment alignment) {
  if (alignment == m_alignment) return;
  m_alignment = alignment;
  rebuild();
}

void MathLabel::rebuild() {
  m_built = false;
  if (!isVisible()) return;
  build();
  followNeeds();
  update();
}

void MathLabel::build() const {
  if (m_built) return;
  m_built = true;
  m_doc.setDefaultFont(font());
  QTextOption option;
  option.setAlignment(m_alignment & Qt::AlignHorizontal_Mask);
  option.setWrapMode(m_wrap ? QTextOption::WordWrap : QTextOption::NoWrap);
  m_doc.setDefaultTextOption(option);
  typeset::setMathContent(m_doc, m_text, !m_plain);
  // (setHtml keeps no default alignment for its paragraphs: each block takes the label's.)
  for (QTextBlock b = m_doc.begin(); b.isValid(); b = b.next()) {
    if ((b.blockFormat().alignment() & Qt::AlignHCenter) != 0) continue;  // a display formula
    QTextCursor c(b);
    QTextBlockFormat f = b.blockFormat();
    f.setAlignment(m_alignment & Qt::AlignHorizontal_Mask);
    c.setBlockFormat(f);
  }
  const QString spoken = typeset::spokenText(m_text);
  const_cast<MathLabel*>(this)->setAccessibleName(
      m_plain ? spoken : QTextDocumentFragment::fromHtml(spoken).toPlainText());
}

QSizeF MathLabel::layoutAt(double width) const {
  build();
  m_doc.setTextWidth(width);
  return m_doc.documentLayout()->documentSize();
}

double MathLabel::idealWidth() const {
  build();
  m_doc.setTextWidth(-1);
  return m_doc.idealWidth();
}

QSize MathLabel::sizeHint() const {
  const QSizeF s = layoutAt(-1);
  return {static_cast<int>(std::ceil(s.width())), static_cast<int>(std::ceil(s.height()))};
}

QSize MathLabel::minimumSizeHint() const {
  if (!m_wrap) return sizeHint();
  // As QLabel's: one line's height, whatever width the label has now. (The height at the
  // current width made a label laid out while still narrow claim many lines, and a splitter
  // kept that room.) Layouts that follow height for width ask heightForWidth for the rest.
  return {0, sizeHint().height()};
}

void MathLabel::setShrinkToFit(bool shrink) {
  m_shrink = shrink;
  followNeeds();
  update();
}

double MathLabel::fitScale(int width) const {
  if (!m_shrink || !m_wrap || width <= 0) return 1.0;
  const double used = layoutAt(width).width();
  return used > width ? width / used : 1.0;
}

int MathLabel::heightForWidth(int width) const {
  return static_cast<int>(std::ceil(layoutAt(width).height() * fitScale(width)));
}

void MathLabel::followNeeds() {
  const QSize now(m_wrap ? -1 : sizeHint().width(), heightForWidth(std::max(1, width())));
  if (now == m_needs) return;
  m_needs = now;
  updateGeometry();
}

void MathLabel::showEvent(QShowEvent* e) {
  QWidget::showEvent(e);
  if (m_built) return;
  build();
  followNeeds();
}

void MathLabel::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  if (m_wrap) followNeeds();
}

void MathLabel::changeEvent(QEvent* e) {
  QWidget::changeEvent(e);
  if (e->type() == QEvent::FontChange || e->type() == QEvent::StyleChange) rebuild();
  if (e->type() == QEvent::PaletteChange) update();
}

void MathLabel::copyText() const {
  QGuiApplication::clipboard()->setText(typeset::copiedText(m_text, !m_plain));
}

void MathLabel::contextMenuEvent(QContextMenuEvent* e) {
  if (m_text.isEmpty()) {
    e->ignore();
    return;
  }
  QMenu menu(this);
  menu.addAction(tr("&Copy text"), this, &MathLabel::copyText);
  menu.exec(e->globalPos());
}

void MathLabel::paintEvent(QPaintEvent*) {
  QPainter p(this);
  // A formula wider than a wrapping label is drawn scaled down to its width (shrink to fit).
  const double k = fitScale(width());
  const QSizeF s = layoutAt(m_wrap ? width() : -1) * k;
  double y = 0;
  if (m_alignment & Qt::AlignVCenter) y = (height() - s.height()) / 2;
  if (m_alignment & Qt::AlignBottom) y = height() - s.height();
  double x = 0;
  if (!m_wrap) {
    if (m_alignment & Qt::AlignHCenter) x = (width() - s.width()) / 2;
    if (m_alignment & Qt::AlignRight) x = width() - s.width();
  }
  p.translate(std::round(x), std::round(y));
  if (k < 1.0) p.scale(k, k);
  QAbstractTextDocumentLayout::PaintContext context;
  context.palette = palette();
  context.palette.setColor(QPalette::Text, palette().color(foregroundRole()));
  m_doc.documentLayout()->draw(&p, context);
}

}  // namespace ui
