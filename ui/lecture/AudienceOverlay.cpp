#include "ui/lecture/AudienceOverlay.hpp"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QTextDocument>
#include <algorithm>

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

void AudienceOverlay::setJoin(const QImage& qr, const QString& url, int followers) {
  m_joinQr = qr;
  m_joinUrl = url;
  m_joinText = qr.isNull() ? QString()
                           : tr("Join the lecture") + '\n' + url + '\n' +
                                 tr("%n following", nullptr, followers);
  update();
}

void AudienceOverlay::paintJoin(QPainter& painter) {
  // Dark on white whatever the theme (a QR code needs its light margin); sized by the view's
  // height so that the code reads from the back of a room: half of it, in whole pixels a module.
  const int modules = m_joinQr.width();
  const int side =
      std::max(modules, std::min(height() * 55 / 100, width() * 45 / 100) / modules * modules);
  const double unit = height() / 720.0;
  const QFont titleFont = m_theme.font(20 * unit / m_theme.fontScale, true);
  QFont urlFont = m_theme.font(15 * unit / m_theme.fontScale);
  const QFont countFont = m_theme.font(13 * unit / m_theme.fontScale);
  // The address never cut: its type smaller until it fits the view.
  while (QFontMetricsF(urlFont).horizontalAdvance(m_joinUrl) > width() * 0.9 &&
         urlFont.pointSizeF() > 6) {
    urlFont.setPointSizeF(urlFont.pointSizeF() * 0.9);
  }
  const QFontMetricsF title(titleFont), url(urlFont), count(countFont);
  const double gap = 10 * unit;
  const double textWidth =
      std::max({title.horizontalAdvance(tr("Join the lecture")), url.horizontalAdvance(m_joinUrl),
                count.horizontalAdvance(m_joinText.section('\n', 2))});
  const double w = std::max<double>(side, textWidth) + 2 * gap;
  const double h = title.height() + gap + side + gap + url.height() + count.height() + 2 * gap;
  const QRectF card((width() - w) / 2, (height() - h) / 2, w, h);
  painter.save();
  painter.setPen(QPen(QColor(0, 0, 0, 60), 1));
  painter.setBrush(Qt::white);
  painter.drawRoundedRect(card, 12 * unit, 12 * unit);
  painter.setPen(Qt::black);
  double y = card.top() + gap;
  painter.setFont(titleFont);
  painter.drawText(QRectF(card.left(), y, w, title.height()), Qt::AlignHCenter,
                   tr("Join the lecture"));
  y += title.height() + gap / 2;
  painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
  painter.drawImage(
      QRect(static_cast<int>(card.center().x() - side / 2.0), static_cast<int>(y), side, side),
      m_joinQr);
  y += side + gap / 2;
  painter.setFont(urlFont);
  painter.drawText(QRectF(card.left(), y, w, url.height()), Qt::AlignHCenter, m_joinUrl);
  y += url.height();
  painter.setFont(countFont);
  painter.setPen(QColor(0x44, 0x44, 0x44));
  painter.drawText(QRectF(card.left(), y, w, count.height()), Qt::AlignHCenter,
                   m_joinText.section('\n', 2));
  painter.restore();
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
  if (!m_joinQr.isNull() && !m_grabbing) paintJoin(painter);
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
