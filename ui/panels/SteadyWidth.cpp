#include "ui/panels/SteadyWidth.hpp"

#include <QEvent>
#include <QObject>
#include <algorithm>

namespace ui {

namespace {

/// Measures the button at each text (its own size hint: icon, padding and style included) and
/// sets the widest as its least width; again on a font or style change.
class SteadyWidth : public QObject {
 public:
  SteadyWidth(QAbstractButton* button, QStringList texts)
      : QObject(button), m_button(button), m_texts(std::move(texts)) {
    button->installEventFilter(this);
    measure();
  }

  bool eventFilter(QObject* watched, QEvent* event) override {
    if (watched == m_button &&
        (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)) {
      measure();
    }
    return false;
  }

 private:
  void measure() {
    if (m_measuring) return;  // (setText below posts no font change, but be safe)
    m_measuring = true;
    const QString shown = m_button->text();
    m_button->setMinimumWidth(0);
    int widest = 0;
    for (const QString& t : m_texts) {
      m_button->setText(t);
      widest = std::max(widest, m_button->sizeHint().width());
    }
    m_button->setText(shown);
    m_button->setMinimumWidth(widest);
    m_measuring = false;
  }

  QAbstractButton* m_button;
  QStringList m_texts;
  bool m_measuring = false;
};

}  // namespace

void keepSteadyWidth(QAbstractButton* button, const QStringList& texts) {
  new SteadyWidth(button, texts);
}

}  // namespace ui
