#pragma once
/// @file
/// @brief The SOI simulation at x: the running mean of the masked outputs against the number of
/// draws, converging to x·Φ(x) inside the exact 95% funnel; or, in grid mode, the estimates at
/// every x of a grid tightening onto the GELU curve.
#include <QHash>
#include <cstdint>

#include "core/soi.hpp"
#include "ui/panels/PlotPanel.hpp"

class QCPGraph;
class QCPErrorBars;
class QComboBox;
class QToolButton;

namespace ui {

class MathLabel;
class MathNoteLegendItem;

class MonteCarloPanel : public PlotPanel {
  Q_OBJECT
 public:
  explicit MonteCarloPanel(Scene& scene, QWidget* parent = nullptr);
  /// The tally text ("n = … kept … mean …"). Before the first draw it says how to start one in
  /// the window, and only that there are none yet to an audience (lecture mode, exports).
  QString tally(bool forAudience = false) const;
  /// The same in its parts (count, mean, target), one under another beside a legend; tally()
  /// is them on one line.
  QStringList tallyLines(bool forAudience = false) const;
  /// Points of the running-mean path currently drawn.
  int pathPoints() const;
  /// Points of the grid-mode cloud currently drawn.
  int cloudPoints() const;

 protected:
  bool sceneChanged(int what) override;
  void rebuildCurves() override;
  void updateX() override;
  void resetView() override;
  QString hoverText(double x, double y) const override;
  QString accessibleDetails() const override;
  void restyle() override;
  /// The row of coins holds as many as the new width does.
  void resizeEvent(QResizeEvent* e) override;
  bool xMovesOnlyMarks() const override { return false; }
  /// On screen the run's path and band grow into the plot as it goes on: a legend inside a corner
  /// free at one count would be overrun at another, and the plot would change size as it moved
  /// out and back in. A figure drawn once (an export's panel, never shown) has it where it is
  /// free.
  bool legendStaysBelow() const override { return isVisible(); }
  QStringList exportNotes(const FigureLayout& figure) const override;
  QStringList exportNotesAbove(const FigureLayout& figure) const override;
  void legendBesideChanged() override;

 public:
  /// Also hides the playback controls (the lecture has keys for them).
  void setPresentation(bool on) override;

 private:
  QList<QWidget*> m_buttons;  ///< the controls (buttons, Run to n), hidden while presenting

 private:
  void updateSimulation();
  void updateCoins();
  /// The last draw's test in lines: "last: U = … < Φ(x) = …", "→ keep x" ("draw 65 536:" for a
  /// draw that is not the run's latest, the normal method's rare gap in
  /// Simulator::countedDraws).
  QStringList testLines(const gelu::soi::Draw& draw) const;
  /// A figure's coin row and the last draw's test, set for its width (exportNotes() or, on a
  /// lecture figure, exportNotesAbove()).
  QStringList coinNotes(const FigureLayout& figure) const;
  /// A coin of the row: filled for a draw kept, hollow for one dropped, at the HTML `size`.
  QString coin(bool kept, const QString& size) const;
  /// The width the coin row's text `html` takes on one line, measured once per shape (digits
  /// alike) and font: the window's row sets its coins beside the test on one line.
  double rowTextWidth(const QString& html) const;
  void updateTally();
  /// The window's tally line from its values.
  QStringList windowTally(std::uint64_t n, std::uint64_t kept, double mean, double error,
                          double expected) const;
  /// Before the first draw, keeps the tally's height at what its first counts take (.cpp).
  void reserveTallyLines();
  MathLabel* m_tallyMeasure = nullptr;
  QString m_tallyReservedFor;  ///< the width, font and form reserveTallyLines() measured
  /// The run-to combo's first line: "Run to n", "To n = 10 000…" while a run goes there, "n =
  /// 10 000 reached" once it has (until the run moves on or starts again).
  void updateRunTo();
  /// The audience's tally in its parts (count, mean ± 95%, target), from the values set.
  QStringList audienceTally(std::uint64_t n, const QString& mean, const QString& error,
                            const QString& target) const;
  /// Keeps the coin row's height whether or not coins are shown (see the .cpp).
  void reserveCoinRow();
  void applyMode();
  QCPGraph* m_mean = nullptr;
  /// The band's edges cut at the view's y range, with the exact points where they leave it: a
  /// dashed line that ran outside the plot would start its dashes where each renderer's device
  /// ends (an animation's cached plot image is smaller than the figure).
  void cutEdges();
  QCPGraph* m_bandLow = nullptr;  ///< the band's fill (with m_bandHigh)
  QCPGraph* m_bandHigh = nullptr;
  QCPGraph* m_edgeLow = nullptr;  ///< its dashed edges, cut where they leave the plot
  QCPGraph* m_edgeHigh = nullptr;
  QCPGraph* m_target = nullptr;
  QCPGraph* m_gelu = nullptr;
  QCPGraph* m_cloud = nullptr;
  QCPErrorBars* m_cloudBars = nullptr;
  MathLabel* m_coins = nullptr;
  MathLabel* m_measure = nullptr;  ///< never shown: measures the coin row's test (rowTextWidth)
  mutable QHash<QString, double> m_rowTextWidths;
  MathLabel* m_tally = nullptr;
  /// Presenting with the legend beside the plot: the tally and the test in its column.
  MathNoteLegendItem* m_tallyNote = nullptr;
  MathNoteLegendItem* m_testNote = nullptr;
  bool m_notesBeside = false;  ///< what legendBesideChanged() last arranged for
  QToolButton* m_play = nullptr;
  QComboBox* m_runTo = nullptr;
  /// The last run-to target played for (0: none): "reached" while the run stands at it.
  std::uint64_t m_reached = 0;
};

}  // namespace ui
