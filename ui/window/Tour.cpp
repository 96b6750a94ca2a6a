#include "ui/window/Tour.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

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
  m_text->setMinimumWidth(300);
  m_text->setMaximumWidth(380);
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
  adjustSize();
  QWidget* window = parentWidget();
  const QRect area = window->rect();
  QRect box(QPoint(0, 0), size());
  if (m_target != nullptr && m_target->isVisible()) {
    const QRect t(m_target->mapTo(window, QPoint(0, 0)), m_target->size());
    // Beside the target where there is room (right, then left, then below), else over its
    // corner — never off the window.
    if (t.right() + 12 + box.width() <= area.right()) {
      box.moveTopLeft(QPoint(t.right() + 12, t.top() + 12));
    } else if (t.left() - 12 - box.width() >= area.left()) {
      box.moveTopLeft(QPoint(t.left() - 12 - box.width(), t.top() + 12));
    } else {
      box.moveTopLeft(QPoint(t.left() + 24, t.top() + 48));
    }
  } else {
    box.moveCenter(area.center());
  }
  box.moveLeft(std::clamp(box.left(), area.left() + 4, area.right() - box.width() - 4));
  box.moveTop(std::clamp(box.top(), area.top() + 4, area.bottom() - box.height() - 4));
  move(box.topLeft());
}

bool Tour::eventFilter(QObject* watched, QEvent* event) {
  if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible()) place();
  return QFrame::eventFilter(watched, event);
}

}  // namespace ui
