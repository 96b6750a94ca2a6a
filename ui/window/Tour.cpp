#include "ui/window/Tour.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "ui/panels/PlotPanel.hpp"

namespace ui {

Tour::Tour(QWidget* window, QList<Stop> list) : QFrame(window), m_stops(std::move(list)) {
  setObjectName("tour");
  setFrameShape(QFrame::Box);
  setAutoFillBackground(true);
  // The tooltip's colours: a note beside the window's widgets, readable in every theme.
  setBackgroundRole(QPalette::ToolTipBase);
  setForegroundRole(QPalette::ToolTipText);
  auto* column = new QVBoxLayout(this);
  m_text = new QLabel;
  m_text->setObjectName("tour-text");
  m_text->setWordWrap(true);
  m_text->setTextFormat(Qt::RichText);
  m_text->setForegroundRole(QPalette::ToolTipText);
  column->addWidget(m_text);
  auto* row = new QHBoxLayout;
  m_count = new QLabel;
  m_count->setForegroundRole(QPalette::ToolTipText);
  row->addWidget(m_count, 1);
  auto* skip = new QPushButton(tr("&Skip tour"));
  skip->setObjectName("tour-skip");
  m_back = new QPushButton(tr("&Back"));
  m_back->setObjectName("tour-back");
  m_next = new QPushButton(tr("&Next"));
  m_next->setObjectName("tour-next");
  m_next->setDefault(true);
  row->addWidget(skip);
  row->addWidget(m_back);
  row->addWidget(m_next);
  column->addLayout(row);
  connect(skip, &QPushButton::clicked, this, [this] { showStop(stops()); });
  connect(m_back, &QPushButton::clicked, this, [this] { showStop(m_index - 1); });
  connect(m_next, &QPushButton::clicked, this, [this] { showStop(m_index + 1); });
  window->installEventFilter(this);  // follows the window's size
}

QString Tour::text() const { return m_text->text(); }

void Tour::showStop(int index) {
  if (index < 0) return;
  if (index >= stops()) {
    hide();
    emit finished();
    deleteLater();
    return;
  }
  m_index = index;
  const Stop& s = m_stops[index];
  m_text->setText(s.text);
  m_count->setText(tr("%1 of %2").arg(index + 1).arg(stops()));
  m_back->setEnabled(index > 0);
  m_next->setText(index + 1 == stops() ? tr("&Done") : tr("&Next"));
  m_target = s.target ? s.target() : nullptr;
  show();
  raise();
  place();
  m_next->setFocus();
}

void Tour::place() {
  QWidget* window = parentWidget();
  const QRect area = window->rect().adjusted(4, 4, -4, -4);
  const auto inside = [&](QRect box) {
    box.moveLeft(std::clamp(box.left(), area.left(), area.right() - box.width()));
    box.moveTop(std::clamp(box.top(), area.top(), area.bottom() - box.height()));
    return box;
  };
  // No part to be about: somewhere in the middle of the window (its centre, else nearer a
  // corner), by the same costs.
  const bool about = m_target != nullptr && m_target->isVisible();
  const QRect t = about ? QRect(m_target->mapTo(window, QPoint(0, 0)), m_target->size())
                        : QRect(window->rect().center(), QSize(0, 0));
  // What a bubble must not cover, and how much each pixel of it costs: a panel's title by far
  // the most (a newcomer found the bubbles over the titles they were about), the part the stop
  // is about, then the other panels' plots; the controls and blank room cost nothing.
  struct Kept {
    QRect rect;
    double cost;
  };
  constexpr double kTitleCost = 20.0;
  QList<Kept> kept;
  if (about) kept.push_back({t, 4.0});  // (its buttons and read-outs: what the stop is about)
  for (const PlotPanel* p : window->findChildren<PlotPanel*>()) {
    if (!p->isVisible()) continue;
    kept.push_back({QRect(p->mapTo(window, QPoint(0, 0)), p->size()), 0.5});
  }
  for (const QWidget* title : window->findChildren<QWidget*>("panel-title")) {
    if (title->isVisible())
      kept.push_back({QRect(title->mapTo(window, QPoint(0, 0)), title->size()), kTitleCost});
  }
  // Beside the target (right, left), under or over it at its left, middle or right, and inside
  // it at a corner, its text 36, 30 or 26 characters wide (narrower where that covers less: over
  // the controls at 1280×720): the first of the least cost.
  constexpr int kGap = 12;
  const int character = m_text->fontMetrics().averageCharWidth();
  QRect best;
  int bestWidth = 0;
  double least = HUGE_VAL;
  for (const int chars : {36, 30, 26}) {
    setTextWidth(chars * character);
    const QSize size = this->size();
    const int w = size.width(), h = size.height();
    const QRect whole = window->rect();
    const QList<QPoint> corners =
      about ? QList<QPoint>{
      {t.right() + kGap, t.top() + kGap},
      {t.left() - kGap - w, t.top() + kGap},
      {t.left(), t.bottom() + kGap},
      {t.center().x() - w / 2, t.bottom() + kGap},
      {t.right() - w, t.bottom() + kGap},
      {t.left(), t.top() - kGap - h},
      {t.right() - w, t.top() - kGap - h},
      {t.right() - w - kGap, t.bottom() - h - kGap},
      {t.left() + kGap, t.bottom() - h - kGap},
      {t.left() + 2 * kGap, t.top() + 4 * kGap},
  }
            : QList<QPoint>{
                  {t.x() - w / 2, t.y() - h / 2},
                  {whole.width() / 4 - w / 2, whole.height() / 4 - h / 2},
                  {3 * whole.width() / 4 - w / 2, whole.height() / 4 - h / 2},
                  {whole.width() / 4 - w / 2, 3 * whole.height() / 4 - h / 2},
                  {3 * whole.width() / 4 - w / 2, 3 * whole.height() / 4 - h / 2},
              };
    const auto costOf = [&](const QRect& box) {
      double cost = 0;
      for (const Kept& k : kept) {
        const QRect over = box.intersected(k.rect);
        if (!over.isEmpty()) cost += k.cost * over.width() * over.height();
      }
      return cost;
    };
    const auto consider = [&](const QRect& box) {
      if (const double cost = costOf(box); cost < least - 0.5) {
        least = cost;
        best = box;
        bestWidth = chars * character;
      }
    };
    for (const QPoint& at : corners) {
      const QRect box = inside(QRect(at, size));
      consider(box);
      // Over a title: also just under the titles it covers (over their plots' edge instead).
      int under = INT_MIN;
      for (const Kept& k : kept) {
        if (k.cost >= kTitleCost && box.intersects(k.rect))
          under = std::max(under, k.rect.bottom());
      }
      if (under != INT_MIN) consider(inside(QRect(QPoint(box.left(), under + 4), size)));
    }
  }
  setTextWidth(bestWidth);
  move(best.topLeft());
}

void Tour::setTextWidth(int width) {
  // All its lines at that width (a fixed-width label's height is not asked of it otherwise).
  m_text->setFixedWidth(width);
  m_text->setFixedHeight(m_text->heightForWidth(width));
  adjustSize();
}

bool Tour::eventFilter(QObject* watched, QEvent* event) {
  if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible()) place();
  return QFrame::eventFilter(watched, event);
}

}  // namespace ui
