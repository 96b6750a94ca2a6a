#pragma once
/// A QLabel that re-lays out the window only when its size needs change. A QLabel asks its
/// parent's layout for a new layout on every setText(), and each QLayout::activate() passes the
/// request up (Qt's "ideally only if sizeHint() or sizePolicy() has changed"): one new panel
/// title, Monte Carlo tally or status line laid the whole window out again, a tenth of an undo.
/// Here the label sits in a widget of its own with no layout, which passes a request on only when
/// the label's minimum size, its size hint (unless it wraps) or its height for the current width
/// changed. The size policy is this
/// widget's (a width it ignores does not count); the label's is not read.
#include <QFont>
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
  /// What the enclosing layout reads of the label (the widths only where the policy reads them).
  struct Needs {
    bool wraps = false;
    int height = -1;  ///< for the current width
    QSize minimum, hint;
    bool operator==(const Needs&) const = default;
  };
  Needs needs() const;
  /// What the needs follow from.
  struct Inputs {
    QString text;
    QFont font;
    Qt::TextFormat format = Qt::AutoText;
    bool wrap = false;
    int width = -1;
    bool operator==(const Inputs&) const = default;
  };
  Inputs inputs() const;
  /// Passes a layout request on when the needs changed since they were last passed on. (A
  /// label's requests reach this widget on the next turn of the event loop, and only while it
  /// is visible: setText() and showing look at once.)
  void followLabel();
  QLabel* m_label;
  Inputs m_inputs;
  Needs m_needs;
};

}  // namespace ui
