#include "ui/panels/MathToolTip.hpp"

#include <QApplication>
#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPointer>
#include <QScreen>
#include <QStyle>
#include <QStyleOption>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

#include "ui/panels/MathLabel.hpp"

namespace ui {
namespace {

class TipWindow : public QWidget {
 public:
  TipWindow() : QWidget(nullptr, Qt::ToolTip | Qt::BypassGraphicsProxyWidget) {
    setAttribute(Qt::WA_DeleteOnClose);
    setForegroundRole(QPalette::ToolTipText);
    setBackgroundRole(QPalette::ToolTipBase);
    setPalette(QToolTip::palette());
    setFont(QToolTip::font());
    m_label = new MathLabel(this);
    m_label->setForegroundRole(QPalette::ToolTipText);
    auto* layout = new QVBoxLayout(this);
    const int m = style()->pixelMetric(QStyle::PM_ToolTipLabelFrameWidth, nullptr, this) + 3;
    layout->setContentsMargins(m, m, m, m);
    layout->addWidget(m_label);
    m_timer.setSingleShot(true);
    m_timer.setInterval(10000);
    QObject::connect(&m_timer, &QTimer::timeout, this, &QWidget::close);
    qApp->installEventFilter(this);
  }
  ~TipWindow() override { qApp->removeEventFilter(this); }

  void show(const QPoint& at, const QString& text, QWidget* owner, const QRect& area) {
    m_owner = owner;
    m_area = area;
    m_label->setText(text);
    adjustSize();
    // Below and right of the pointer, kept on its screen.
    QPoint p = at + QPoint(2, 16);
    if (const QScreen* screen = QGuiApplication::screenAt(at)) {
      const QRect s = screen->availableGeometry();
      if (p.x() + width() > s.right()) p.setX(std::max(s.left(), s.right() - width()));
      if (p.y() + height() > s.bottom()) p.setY(std::max(s.top(), at.y() - height() - 4));
    }
    move(p);
    QWidget::show();
    raise();
    m_timer.start();
  }
  QString text() const { return m_label->text(); }

 protected:
  void paintEvent(QPaintEvent*) override {
    QPainter p(this);
    QStyleOptionFrame option;
    option.initFrom(this);
    style()->drawPrimitive(QStyle::PE_PanelTipLabel, &option, &p, this);
  }
  bool eventFilter(QObject* watched, QEvent* e) override {
    switch (e->type()) {
      case QEvent::MouseMove: {
        const auto* m = static_cast<QMouseEvent*>(e);
        if (!m_area.contains(m->globalPosition().toPoint())) close();
        break;
      }
      case QEvent::Leave:
        if (watched == m_owner) close();
        break;
      case QEvent::KeyPress:
      case QEvent::MouseButtonPress:
      case QEvent::Wheel:
      case QEvent::WindowDeactivate:
        close();
        break;
      default:
        break;
    }
    return false;
  }

 private:
  MathLabel* m_label = nullptr;
  QPointer<QWidget> m_owner;
  QRect m_area;
  QTimer m_timer;
};

QPointer<TipWindow>& current() {
  static QPointer<TipWindow> tip;
  return tip;
}

}  // namespace

void MathToolTip::showText(const QPoint& globalPos, const QString& text, QWidget* owner,
                           const QRect& area) {
  if (text.isEmpty()) {
    hideText();
    return;
  }
  if (current() == nullptr) current() = new TipWindow;
  current()->show(globalPos, text, owner, area);
}

void MathToolTip::hideText() {
  if (current() != nullptr) current()->close();
}

QString MathToolTip::text() {
  return current() != nullptr && current()->isVisible() ? current()->text() : QString();
}

}  // namespace ui
