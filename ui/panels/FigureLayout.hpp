#pragma once
/// @file
/// @brief Where the parts of a panel go in an exported figure: its title on top, the plot, and
/// the notes under it (the coins and tally of a simulation), or above it where a lecture shows
/// them there.
///
/// Text is laid out for the device it is drawn on, so its size relative to the plot is the same
/// in PNG, SVG and PDF. Measured before placed: the plot keeps room for about seven lines of its
/// tick labels. When the title and the notes leave less, the title takes its short form (the
/// panel's name) and notes are dropped from the first on; where even that does not fit, the
/// export refuses the size (TextBoxes.hpp) rather than draw text over text.

#include <QSizeF>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

#include "ui/panels/Theme.hpp"

class QPainter;
class QPaintDevice;
class QTextDocument;

namespace ui {

class FigureLayout {
 public:
  FigureLayout(const Theme& theme, QPaintDevice* device, QSizeF size);
  ~FigureLayout();
  FigureLayout(const FigureLayout&) = delete;
  FigureLayout& operator=(const FigureLayout&) = delete;

  /// Sets the title (rich text, wrapped: a figure has the room a window's title bar has not; an
  /// empty one takes no room); returns the plot's height below it before any notes.
  double setTitle(const QString& html);
  /// Sets a figure's heading over all its panels (a sheet's) as its title, in the panels' title
  /// type a quarter larger, wrapped at the figure's width, its lines centred; returns the height
  /// it takes at the figure's top with its padding (0 for an empty one).
  double setHeading(const QString& html);
  /// Places `notes` under the plot and `above` between the title and the plot, shortening the
  /// title to `shortTitle` and dropping notes as the plot's room needs (from the first above on,
  /// then from the first under it).
  void place(const QString& shortTitle, QStringList notes, QStringList above = {});
  /// The plot's top and height (whole pixels) after place().
  double plotTop() const { return m_plotTop; }
  double plotHeight() const { return m_plotHeight; }
  /// The width a note has for its lines (the figure's, inside its padding).
  double noteRoom() const;
  /// The width `html` takes set on one line as a note, however wide the figure.
  double noteWidth(const QString& html) const;
  /// Draws the title and the notes where place() put them, in the figure's coordinates.
  void drawTitle(QPainter& painter) const;
  void drawNotes(QPainter& painter) const;

 private:
  /// `html` laid out at the figure's width (`wraps`), else on lines as long as they are, in
  /// `font` for the device's resolution. An export lays a panel out several times (its row's
  /// alignment, the layout check, the drawing): the same text at the same width and resolution
  /// is laid out once (a cache of the last ones laid out, GUI thread only) and shared.
  std::shared_ptr<const QTextDocument> layOut(const QString& html, const QFont& font,
                                              bool wraps = true) const;
  void draw(QPainter& painter, const QTextDocument& doc, double y) const;

  const Theme& m_theme;
  QPaintDevice* m_device;
  QSizeF m_size;
  double m_pad;
  std::shared_ptr<const QTextDocument> m_title;
  double m_titleHeight = 0;
  std::vector<std::shared_ptr<const QTextDocument>> m_notes;  ///< those above the plot first
  std::size_t m_notesAbove = 0;                               ///< how many of m_notes
  double m_aboveHeight = 0;
  double m_notesHeight = 0;  ///< those under the plot
  double m_plotTop = 0;
  double m_plotHeight = 0;
};

}  // namespace ui
