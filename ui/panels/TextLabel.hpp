#pragma once
/// A QLabel that re-lays out the window only when its size needs change. A QLabel asks its
/// parent's layout for a new layout on every setText(), and each QLayout::activate() passes the
/// request up (Qt's "ideally only if sizeHint() or sizePolicy() has changed"): one new panel
/// title, Monte Carlo tally or status line laid the whole window out again, a tenth of an undo.
/// Here the label sits in a widget of its own with no layout, which passes a request on only when
/// the label's minimum size, its size hint (unless it wraps) or its height for the current width
/// changed. The size policy is this
/// widget's (a width it ignores does not count); the label's is not read.
#include <QSize>
#include <QSizePolicy>
#include <QString>
#include <QWidget>

class QLabel;

namespace ui {

class TextLabel : public QWidget {
  Q_OBJECT
 public:
  explicit TextLabel(QWidget* parent = nullptr);
  /// The label itself, for its format, wrapping and interaction flags (its font, tooltip and
  /// size policy are this widget's: set them here).
  QLabel* label() const { return m_label; }
  void setText(const QString& text);
  QString text() const;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;
  bool hasHeightForWidth() const override;
  int heightForWidth(int width) const override;

 protected:
  bool event(QEvent* e) override;
  void resizeEvent(QResizeEvent* e) override;
  void showEvent(QShowEvent* e) override;

 private:
  /// What the enclosing layout reads of the label; a width the policy ignores counts as 0.
  struct Needs {
    QSize hint, minimum;
    int heightHere = -1;
    bool operator==(const Needs&) const = default;
  };
  Needs needs() const;
  /// Passes a layout request on when the needs changed since they were last passed on. (A
  /// label's requests reach this widget on the next turn of the event loop, and only while it
  /// is visible: setText() and showing look at once.)
  void followLabel();
  QLabel* m_label;
  Needs m_needs;
};

}  // namespace ui
