#include "ui/lecture/AudienceOverlay.hpp"

#include <QEvent>
#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTextDocument>
#include <algorithm>
#include <cmath>

#include "ui/lecture/Ink.hpp"
#include "ui/model/NumberText.hpp"

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

void AudienceOverlay::setResults(std::optional<gelu::model::ResolvedQuestion> question,
                                 const gelu::model::AnswerTally& answers) {
  m_question = std::move(question);
  m_answers = answers;
  m_resultsText.clear();
  if (m_question) {
    const int n = m_answers.count();
    const bool hasRight = m_question->right || m_question->rightChoice;
    m_resultsText =
        QString::fromStdString(m_question->prompt) + '\n' +
        (hasRight ? tr("Answered: %1 · right: %2").arg(n).arg(m_answers.right(*m_question))
                  : tr("Answered: %1").arg(n));
  }
  update();
}

namespace {

/// A number as the reveal prints it: four significant digits in the reader's form.
QString shortNumber(double v) { return readableNumber(QString::number(v, 'g', 4)); }

/// Ticks at 1, 2 or 5 times a power of ten, about `count` over [lo, hi].
std::vector<double> ticks(double lo, double hi, int count) {
  const double raw = (hi - lo) / std::max(1, count);
  const double p = std::pow(10.0, std::floor(std::log10(raw)));
  double step = p;
  for (double k : {1.0, 2.0, 5.0, 10.0}) {
    step = k * p;
    if (step >= raw) break;
  }
  std::vector<double> out;
  for (double t = std::ceil(lo / step) * step; t <= hi + step * 1e-9; t += step) {
    out.push_back(std::fabs(t) < step * 1e-9 ? 0.0 : t);
  }
  return out;
}

}  // namespace

void AudienceOverlay::paintResults(QPainter& painter) {
  namespace m = gelu::model;
  const m::ResolvedQuestion& q = *m_question;
  const double unit = height() / 720.0;
  // The answers are the slide while shown: the whole view, opaque.
  painter.save();
  painter.fillRect(rect(), m_theme.background);
  const QRectF card =
      QRectF(rect()).adjusted(width() * 0.03, height() * 0.03, -width() * 0.03, -height() * 0.03);
  painter.setRenderHint(QPainter::Antialiasing, true);
  // The heading: the question, and how many answered (and were right).
  const QFont titleFont = m_theme.font(22 * unit / m_theme.fontScale, true);
  const QFont countFont = m_theme.font(16 * unit / m_theme.fontScale);
  const QFont tickFont = m_theme.font(13 * unit / m_theme.fontScale);
  const double pad = 18 * unit;
  QRectF text = card.adjusted(pad, pad, -pad, -pad);
  painter.setPen(m_theme.foreground);
  painter.setFont(titleFont);
  QRectF used;
  painter.drawText(text, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                   m_resultsText.section('\n', 0, 0), &used);
  text.setTop(used.bottom() + 4 * unit);
  painter.setFont(countFont);
  painter.drawText(text, Qt::AlignHCenter | Qt::AlignTop, m_resultsText.section('\n', 1), &used);
  const QColor right = m_theme.readable(QColor(0x1e, 0x8e, 0x3e));
  const QColor answer = m_theme.readable(QColor(0x1f, 0x6f, 0xd0));
  const QFontMetricsF tm(tickFont);
  QRectF plot = card.adjusted(pad + tm.horizontalAdvance("\u22120.000") + 8 * unit,
                              used.bottom() - card.top() + 16 * unit, -pad - 8 * unit,
                              -pad - tm.height() * 2.4);
  painter.setFont(tickFont);
  const std::vector<m::Answer> answers = m_answers.answers();

  if (q.kind == m::QuestionKind::Choice) {
    // A bar a choice, its count at its end; the right one in green with a tick.
    std::vector<int> counts(q.choices.size(), 0);
    for (const m::Answer& a : answers) ++counts[static_cast<std::size_t>(a.choice)];
    const int most = std::max(1, *std::max_element(counts.begin(), counts.end()));
    const QFont labelFont = m_theme.font(18 * unit / m_theme.fontScale);
    painter.setFont(labelFont);
    const QFontMetricsF lm(labelFont);
    double labelWidth = 0;
    for (const std::string& c : q.choices) {
      labelWidth =
          std::max(labelWidth, lm.horizontalAdvance(QString::fromStdString(c) + " \u2713"));
    }
    labelWidth = std::min(labelWidth, card.width() * 0.4);
    const QRectF area = card.adjusted(pad, plot.top() - card.top(), -pad, -pad);
    const double row = area.height() / static_cast<double>(q.choices.size());
    const double barLeft = area.left() + labelWidth + 12 * unit;
    const double barMax = area.right() - barLeft - lm.horizontalAdvance("000") - 12 * unit;
    for (std::size_t i = 0; i < q.choices.size(); ++i) {
      const bool isRight = q.isRightChoice(static_cast<int>(i));
      const double y = area.top() + row * static_cast<double>(i);
      const QRectF label(area.left(), y, labelWidth, row);
      painter.setPen(isRight ? right : m_theme.foreground);
      painter.drawText(label, Qt::AlignRight | Qt::AlignVCenter | Qt::TextWordWrap,
                       QString::fromStdString(q.choices[i]) + (isRight ? " \u2713" : ""));
      const double h = std::min(row * 0.6, 60 * unit);
      const QRectF bar(barLeft, y + (row - h) / 2, barMax * counts[i] / most, h);
      painter.setPen(Qt::NoPen);
      painter.setBrush(isRight ? right : answer);
      painter.drawRect(bar);
      painter.setPen(m_theme.foreground);
      painter.drawText(QRectF(bar.right() + 8 * unit, y, 100 * unit, row),
                       Qt::AlignLeft | Qt::AlignVCenter, QString::number(counts[i]));
    }
    painter.restore();
    return;
  }

  // Points and numbers: an x axis; points over the true curve, numbers as a histogram.
  double x0 = q.xMin, x1 = q.xMax, y0 = 0, y1 = 1;
  std::vector<int> bins;
  m::Histogram h;
  if (q.kind == m::QuestionKind::Point) {
    y0 = INFINITY;
    y1 = -INFINITY;
    for (double y : q.curveY) {
      if (!std::isfinite(y)) continue;
      y0 = std::min(y0, y);
      y1 = std::max(y1, y);
    }
    if (!(y1 > y0)) y0 -= 1, y1 += 1;
    const double span = y1 - y0;
    y0 -= span * 0.08;
    y1 += span * 0.08;
  } else {
    std::vector<double> values;
    for (const m::Answer& a : answers) values.push_back(a.value);
    h = m::histogram(values, 12, q.right);
    x0 = h.lo;
    x1 = h.hi;
    y0 = 0;
    y1 = std::max(1, *std::max_element(h.counts.begin(), h.counts.end())) * 1.1;
  }
  const auto px = [&](double x) { return plot.left() + (x - x0) / (x1 - x0) * plot.width(); };
  const auto py = [&](double y) { return plot.bottom() - (y - y0) / (y1 - y0) * plot.height(); };
  // Axes and ticks.
  for (double t : ticks(y0, y1, 5)) {
    painter.setPen(QPen(m_theme.grid, 1 * unit));
    painter.drawLine(QPointF(plot.left(), py(t)), QPointF(plot.right(), py(t)));
    painter.setPen(m_theme.foreground);
    painter.drawText(
        QRectF(card.left(), py(t) - tm.height() / 2, plot.left() - card.left() - 6 * unit,
               tm.height()),
        Qt::AlignRight | Qt::AlignVCenter,
        q.kind == m::QuestionKind::Number ? QString::number(t, 'f', 0) : shortNumber(t));
  }
  for (double t : ticks(x0, x1, 8)) {
    painter.setPen(QPen(m_theme.grid, 1 * unit));
    painter.drawLine(QPointF(px(t), plot.top()), QPointF(px(t), plot.bottom()));
    painter.setPen(m_theme.foreground);
    painter.drawText(QRectF(px(t) - 40 * unit, plot.bottom() + 4 * unit, 80 * unit, tm.height()),
                     Qt::AlignHCenter | Qt::AlignTop, shortNumber(t));
  }
  painter.setPen(QPen(m_theme.foreground, 1.5 * unit));
  painter.drawLine(plot.bottomLeft(), plot.bottomRight());
  painter.drawLine(plot.bottomLeft(), plot.topLeft());
  painter.setClipRect(plot.adjusted(-8 * unit, -8 * unit, 8 * unit, 8 * unit));
  if (q.kind == m::QuestionKind::Point) {
    // The true curve, then each answer on it, translucent so that a crowd shows as a darker spot.
    QPainterPath curve;
    bool pen = false;
    for (std::size_t i = 0; i < q.curveX.size(); ++i) {
      if (!std::isfinite(q.curveY[i])) {
        pen = false;
        continue;
      }
      const QPointF p(px(q.curveX[i]), py(q.curveY[i]));
      if (pen) {
        curve.lineTo(p);
      } else {
        curve.moveTo(p);
      }
      pen = true;
    }
    painter.setPen(QPen(m_theme.curveColor(QString::fromStdString(q.curve)), 3 * unit));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(curve);
    const auto onCurve = [&](double x) {
      // Between the drawn samples, as the curve is drawn.
      const double t = (x - q.xMin) / (q.xMax - q.xMin) * (q.curveX.size() - 1);
      const auto i = std::clamp<std::size_t>(static_cast<std::size_t>(t), 0, q.curveX.size() - 2);
      const double f = t - static_cast<double>(i);
      return q.curveY[i] * (1 - f) + q.curveY[i + 1] * f;
    };
    // (The x marker's colour: apart from every curve's in every theme.)
    QColor dot = m_theme.accent;
    dot.setAlpha(150);
    painter.setPen(Qt::NoPen);
    painter.setBrush(dot);
    const double r = 7 * unit;
    for (const m::Answer& a : answers) {
      painter.drawEllipse(QPointF(px(a.value), py(onCurve(a.value))), r, r);
      painter.drawRect(
          QRectF(px(a.value) - 1.5 * unit, plot.bottom() - 12 * unit, 3 * unit, 12 * unit));
    }
    if (q.right && q.rightY) {
      const QPointF at(px(*q.right), py(*q.rightY));
      painter.setPen(QPen(right, 3 * unit));
      painter.setBrush(Qt::NoBrush);
      painter.drawEllipse(at, 13 * unit, 13 * unit);
      painter.setPen(QPen(right, 1.5 * unit, Qt::DashLine));
      painter.drawLine(QPointF(at.x(), at.y() + 13 * unit), QPointF(at.x(), plot.bottom()));
    }
  } else {
    const double w = (x1 - x0) / static_cast<double>(h.counts.size());
    painter.setPen(QPen(m_theme.background, 1 * unit));
    painter.setBrush(answer);
    for (std::size_t i = 0; i < h.counts.size(); ++i) {
      const double left = x0 + w * static_cast<double>(i);
      painter.drawRect(QRectF(QPointF(px(left), py(h.counts[i])), QPointF(px(left + w), py(0))));
    }
    if (q.right) {
      // On a halo of the background: seen where it crosses a bar of the same place.
      const QLineF mark(QPointF(px(*q.right), plot.top()), QPointF(px(*q.right), plot.bottom()));
      painter.setPen(QPen(m_theme.background, 7 * unit));
      painter.drawLine(mark);
      painter.setPen(QPen(right, 3 * unit, Qt::DashLine));
      painter.drawLine(mark);
    }
  }
  painter.setClipping(false);
  {
    // What the marks are, under the plot at its right.
    const QString key =
        q.kind == m::QuestionKind::Point
            ? tr("● an answer    ○ the right answer (±%1)").arg(shortNumber(q.tolerance))
            : tr("■ answers    ┆ the right answer (±%1)").arg(shortNumber(q.tolerance));
    // Each part in its marks' colour: the answers', then the right answer's.
    painter.setFont(tickFont);
    const QString first = key.section("    ", 0, 0);
    const QString second = q.right ? "    " + key.section("    ", 1) : QString();
    const double y = plot.bottom() + tm.height() * 1.2 + tm.ascent();
    const double x = plot.right() - tm.horizontalAdvance(first + second);
    painter.setPen(q.kind == m::QuestionKind::Point ? m_theme.accent : answer);
    painter.drawText(QPointF(x, y), first);
    painter.setPen(right);
    painter.drawText(QPointF(x + tm.horizontalAdvance(first), y), second);
  }
  if (q.right) {
    // The right answer in words beside its mark: "right: x = −0.7518".
    const QString label = q.kind == m::QuestionKind::Point
                              ? tr("right: x = %1").arg(shortNumber(*q.right))
                              : tr("right: %1").arg(shortNumber(*q.right));
    painter.setFont(countFont);
    painter.setPen(right);
    const QFontMetricsF cm(countFont);
    const double lw = cm.horizontalAdvance(label);
    double lx = px(*q.right) + 10 * unit;
    if (lx + lw > plot.right()) lx = px(*q.right) - 10 * unit - lw;
    painter.drawText(QPointF(lx, plot.top() + cm.ascent()), label);
  }
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
    case Cover::End:
      paintEnd(painter);
      return;  // neither the last step's ink nor a card over it
  }
  // (The frozen picture takes the strokes, not the laser's passing spot.)
  if (m_cover != Cover::Frozen) m_ink.paint(painter, QRectF(rect()), !m_grabbing);
  if (m_question && !m_grabbing && m_cover != Cover::Black && m_cover != Cover::White) {
    paintResults(painter);
  }
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

void AudienceOverlay::paintEnd(QPainter& painter) const {
  // As a slide show ends elsewhere: black, a quiet line saying so and how to go on, so that a
  // next key pressed once too often is seen to have done something.
  painter.fillRect(rect(), Qt::black);
  QFont big = m_theme.font(12);
  big.setPixelSize(std::max(12, height() / 28));
  QFont small = big;
  small.setPixelSize(std::max(10, height() / 45));
  const QString line = tr("End of the lecture");
  const QString how = tr("Esc leaves · ← goes back");
  const QFontMetricsF bm(big, this), sm(small, this);
  const double y = height() / 2.0 - (bm.height() + sm.height()) / 2;
  painter.setPen(QColor(0xbd, 0xbd, 0xbd));
  painter.setFont(big);
  painter.drawText(QRectF(0, y, width(), bm.height()), Qt::AlignCenter, line);
  painter.setPen(QColor(0x9e, 0x9e, 0x9e));
  painter.setFont(small);
  painter.drawText(QRectF(0, y + bm.height() * 1.4, width(), sm.height()), Qt::AlignCenter, how);
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
