#pragma once
/// @file
/// @brief A label for text with formulas ("the area up to $x$ is $\Phi(x)$", or a formula on a
/// line of its own between $$…$$): rich or plain text in a QTextDocument whose formulas are
/// typeset (ui/typeset/MathText.hpp), drawn in the widget's font and foreground colour. Like
/// TextLabel, it asks the window for a new layout only when the size it needs changed. Its
/// accessible name reads the formulas aloud; its context menu copies the text.

#include <QString>
#include <QTextDocument>
#include <QWidget>

namespace ui {

class MathLabel : public QWidget {
  Q_OBJECT
 public:
  explicit MathLabel(QWidget* parent = nullptr);
  /// Rich text with formulas; with setPlainText(true), every character but the formulas shows
  /// as typed (a deck's text never becomes markup).
  void setText(const QString& text);
  QString text() const { return m_text; }
  void setPlainText(bool plain);
  void setWordWrap(bool wrap);
  bool wordWrap() const { return m_wrap; }
  void setAlignment(Qt::Alignment alignment);
  /// With word wrap: a formula wider than the label (formulas do not wrap) is drawn scaled down
  /// to the label's width instead of cut (a preview in a narrow dock).
  void setShrinkToFit(bool shrink);
  /// The width of the text on one line (no wrapping).
  double idealWidth() const;
  /// Puts the text on the clipboard as a reader copies it, formulas as TeX between `$`s (the
  /// label's context menu: a drawn label has no selection).
  void copyText() const;
  /// The document drawn (tests read its layout).
  const QTextDocument& document() const {
    build();
    return m_doc;
  }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;
  bool hasHeightForWidth() const override { return m_wrap; }
  int heightForWidth(int width) const override;

 protected:
  void paintEvent(QPaintEvent* e) override;
  void contextMenuEvent(QContextMenuEvent* e) override;
  void changeEvent(QEvent* e) override;
  void resizeEvent(QResizeEvent* e) override;
  void showEvent(QShowEvent* e) override;

 private:
  /// The text, font or alignment changed: the document is made again now when the label is
  /// seen, else when it is first asked for (a panel drawn offscreen never shows its title label,
  /// and typesetting it at every restyle cost a figure's export a third of its time).
  void rebuild();
  /// The document made from the text, when it is out of date.
  void build() const;
  /// Passes a layout request on when the size the label needs changed.
  void followNeeds();
  QSizeF layoutAt(double width) const;
  /// The scale that fits the text laid out at `width` into it: 1, or less with shrink to fit.
  double fitScale(int width) const;

  mutable QTextDocument m_doc;
  mutable bool m_built = false;
  QString m_text;
  bool m_plain = false;
  bool m_wrap = false;
  bool m_shrink = false;
  Qt::Alignment m_alignment = Qt::AlignLeft | Qt::AlignVCenter;
  QSize m_needs{-1, -1};
};

}  // namespace ui
