#pragma once
/// @file
/// @brief A table of values drawn in a cell of a plot's layout grid that no plot takes (the
/// fourth cell of three curves side by side): each curve's name in its colour, then its values
/// in columns, under a header row.
#include <qcustomplot.h>
#include <QColor>
#include <QList>
#include <QPointer>
#include <QString>
#include <QStringList>

namespace ui {

class ValuesTable : public QCPLayoutElement {
  Q_OBJECT
 public:
  struct Row {
    QString name;
    QColor colour;       ///< the name's
    QStringList values;  ///< one per column after the name
  };
  explicit ValuesTable(QCustomPlot* plot);
  /// The header (a cell over the names, then one per column of values) and the rows.
  void setContent(const QStringList& header, const QList<Row>& rows);
  const QStringList& header() const { return m_header; }
  const QList<Row>& rows() const { return m_rows; }
  /// The values' type (the names are set in its bold).
  void setFont(const QFont& font) { m_font = font; }
  void setTextColour(const QColor& colour) { m_text = colour; }
  /// The plot right above the cell, whose x axis' tick labels and name run into it: the table
  /// stands below them.
  void setAbove(QCPAxisRect* above) { m_above = above; }
  /// Whether the table fits the cell's room and is drawn.
  bool fits() const;
  /// Where it is drawn: centred in the room under the labels above (empty where it does not fit).
  QRect tableRect() const;

  /// Claims no room: the grid sizes its cells by its plots (the table is drawn where it fits).
  QSize minimumOuterSizeHint() const override { return {0, 0}; }

 protected:
  void draw(QCPPainter* painter) override;

 private:
  /// The room left under the plot above's labels, in the cell.
  QRect room() const;
  /// The width of each column (name first) and the height of a row.
  QList<int> columnWidths() const;
  int rowHeight() const;
  QFont nameFont() const;
  int gap() const;
  /// The table's size with columns `widths` wide.
  QSize tableSize(const QList<int>& widths) const;
  /// Where a table of `size` is drawn: centred in room(); empty where it does not fit.
  QRect placed(const QSize& size) const;

  QStringList m_header;
  QList<Row> m_rows;
  QFont m_font;
  QColor m_text;
  QPointer<QCPAxisRect> m_above;
};

}  // namespace ui
