#pragma once
/// Queued replots of the panels' plots, run together: one Scene change (an undo, a scene opened)
/// replots six panels, and their layers are drawn on two threads. Each plot is laid out on the
/// GUI thread, as QCustomPlot::replot() does; then the plots' paint buffers are cleared and their
/// layers drawn, by the GUI thread and one worker at the same time, each taking the next plot
/// (a plot is drawn by one thread only, and nothing else touches it until both are done); then
/// each plot asks for its paint and says it replotted, on the GUI thread. Drawing on QPixmaps off
/// the GUI thread needs a platform with threaded pixmaps: the worker checks once, and without them
/// (or at a device pixel ratio other than 1) every plot is drawn by the GUI thread.
class QCustomPlot;

namespace ui {

class PanelPlot;

namespace replot {

/// Replots `plot` on the event loop with every other plot queued by then (once, however often
/// it was queued).
void queue(PanelPlot* plot);

/// How many plots the worker has drawn (tests).
int plotsDrawnByWorker();

/// Ends the worker thread (PanelPlot's destructor, with the last plot).
void stopWorker();

}  // namespace replot
}  // namespace ui
