#pragma once
/// @file
/// @brief Names above the plots of a panel with several (the propagation and number-format
/// panels): each a line or more above its axis rect, broken between words to the rect's width
/// (and the free width up to the next plot on its right), the rect's top margin holding it.
#include <QFont>
#include <QList>
#include <QPointer>
#include <QString>

class QCustomPlot;
class QCPAxisRect;
class QCPItemText;

namespace ui {

struct Theme;

class PlotNames {
 public:
  /// Forgets the names (their items die with the plot's clearItems()).
  void clear();
  /// A text item standing above `rect`, at its top-left corner, never clipped by it: where a
  /// small multiple's name goes (also the compare grid's, which sizes and colours its own).
  static QCPItemText* above(QCustomPlot& plot, QCPAxisRect* rect, const Theme& theme);
  /// Names `rect` with `text` (formulas kept whole) in the theme's bold 11 pt; with `shorter`
  /// where `text`, broken to the room, would take more lines than it.
  void add(QCustomPlot& plot, QCPAxisRect* rect, const QString& text, const Theme& theme,
           const QString& shorter = {});
  /// Breaks each name to its rect's width (and the free width up to the next plot on its
  /// right) and gives the rect the top margin it needs; true when the layout must be done again
  /// (call from PlotPanel::fitLayout()).
  bool fit();
  qsizetype size() const { return m_items.size(); }
  /// What the names' room depends on, but for their numbers: each name with each number as one 0,
  /// and its font (a layout chosen for it need not be chosen again as a run's figures change).
  QString shape() const;
  /// The room name `i` would take above its rect broken to `room` pixels, as fit() gives it:
  /// its lines' height and padding.
  int heightAt(qsizetype i, int room) const;
  /// The height of a name's lines (formulas typeset) in `font`.
  static double textHeight(const QString& text, const QFont& font);

 private:
  /// Name `i` broken to `room` (said shorter where that takes fewer lines).
  QString broken(qsizetype i, int room) const;

  QList<QPointer<QCPItemText>> m_items;
  QList<QCPAxisRect*> m_rects;
  QStringList m_texts;    ///< before breaking
  QStringList m_shorter;  ///< the same, said shorter (or empty)
};

}  // namespace ui
