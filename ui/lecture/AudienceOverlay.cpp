#include "ui/lecture/AudienceOverlay.hpp"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QTextDocument>

#include "ui/lecture/Ink.hpp"

namespace ui {

AudienceOverlay::AudienceOverlay(QWidget* view, Ink& ink, const Theme& theme)
    : QWidget(view), m_ink(ink), m_theme(theme) {
  setObjectName("audience-overlay");
  setGeometry(view->rect());
  view->installEventFilter(this);
  setMouseTracking(true);  // the laser follows the mouse without a button held
  connect(&m_ink, &Ink::changed, this, [this] {
    updateMouse();
    update();
  });
  updateMouse();
  raise();
  show();
}

bool AudienceOverlay::eventFilter(QObject* watched, QEvent* e) {
  if (watched == parent() && e->type() == QEvent::Resize) {
    setGeometry(parentWidget()->rect());
    raise();
  } else if (watched == parent() && e->type() == QEvent::ChildAdded) {
    raise();  // a panel made on first use stays below
  }
  return false;
}

void AudienceOverlay::setCover(Cover cover) {
  if (cover == Cover::Frozen && m_cover != Cover::Frozen) {
    // The view as the audience sees it now, its ink included: while frozen nothing the
    // presenter does reaches the projector, ink on the next step neither. (The presenter's card
    // is not the audience's picture.)
    m_cover = Cover::None;
    m_grabbing = true;
    m_frozen = parentWidget()->grab();
    m_grabbing = false;
  }
  if (cover != Cover::Frozen) m_frozen = QPixmap();
  m_cover = cover;
  updateMouse();
  update();
}

void AudienceOverlay::setCard(const QString& html) {
  m_card = html;
  update();
}

void AudienceOverlay::updateMouse() {
  const bool catches = m_cover != Cover::None || m_ink.tool() != Ink::Tool::Pointer;
  setAttribute(Qt::WA_TransparentForMouseEvents, !catches);
  setCursor(m_ink.tool() == Ink::Tool::Pen     ? Qt::CrossCursor
            : m_ink.tool() == Ink::Tool::Laser ? Qt::BlankCursor
                                               : Qt::ArrowCursor);
}

void AudienceOverlay::paintEvent(QPaintEvent*) {
  if (m_suppressed) return;
  QPainter painter(this);
  switch (m_cover) {
    case Cover::None:
      break;
    case Cover::Black:
      painter.fillRect(rect(), Qt::black);
      break;
    case Cover::White:
      painter.fillRect(rect(), Qt::white);
      break;
    case Cover::Frozen:
      painter.drawPixmap(rect(), m_frozen);
      break;
  }
  // (The frozen picture takes the strokes, not the laser's passing spot.)
  if (m_cover != Cover::Frozen) m_ink.paint(painter, QRectF(rect()), !m_grabbing);
  if (m_card.isEmpty() || m_grabbing) return;
  // 22 pt, smaller as far as 11 pt where the card would not fit the view (the keys on a
  // 1280×720 screen), its frame inside the view.
  QTextDocument doc;
  doc.setDefaultStyleSheet(QStringLiteral("body { color: %1; }").arg(m_theme.foreground.name()));
  QSizeF size;
  for (double points = 22; points >= 11; points -= 1) {
    doc.setDefaultFont(m_theme.font(points / m_theme.fontScale));
    doc.setHtml("<body>" + m_card + "</body>");
    doc.setTextWidth(std::min(width() * 0.8, 900.0));
    size = doc.size();
    if (size.height() + 24 + 8 <= height() && size.width() + 32 + 8 <= width()) break;
  }
  const QRectF card(QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size);
  QColor back = m_theme.background;
  back.setAlpha(240);
  painter.setPen(QPen(m_theme.grid, 2));
  painter.setBrush(back);
  painter.drawRoundedRect(card.adjusted(-16, -12, 16, 12), 10, 10);
  painter.translate(card.topLeft());
  doc.drawContents(&painter);
}

QPointF AudienceOverlay::fraction(QPointF p) const {
  return QPointF(p.x() / std::max(1, width()), p.y() / std::max(1, height()));
}

void AudienceOverlay::mousePressEvent(QMouseEvent* e) {
  if (e->button() == Qt::LeftButton) m_ink.press(fraction(e->position()));
}

void AudienceOverlay::mouseMoveEvent(QMouseEvent* e) {
  m_ink.setLaser(fraction(e->position()));
  if (e->buttons() & Qt::LeftButton) m_ink.move(fraction(e->position()));
}

void AudienceOverlay::mouseReleaseEvent(QMouseEvent* e) {
  if (e->button() == Qt::LeftButton) m_ink.release();
}

void AudienceOverlay::leaveEvent(QEvent*) { m_ink.setLaser(std::nullopt); }

}  // namespace ui
