#pragma once
#include <utility>
/// @file
/// @brief Base of every plot panel: a titled QCustomPlot bound to the Scene, with the theme,
/// wheel zoom, drag pan, double-click reset, a hover read-out and queued replots.

#include <QHash>
#include <QList>
#include <QPointer>
#include <QSizeF>
#include <QString>
#include <QWidget>
#include <array>
#include <cstdint>
#include <memory>
#include <optional>

#include "ui/model/NumberText.hpp"  // (formatValue, formatX: what the panels read out)
#include "ui/panels/Theme.hpp"
#include "ui/panels/qcp/LiveLayers.hpp"

class QCustomPlot;
class QCPItemText;
class QCPLayer;
class QCPPainter;
class QMouseEvent;
class QResizeEvent;

namespace ui {

/// @brief What an animation fixes for its frames, beside the scene it draws: not state (not
/// saved, not undone), and never the live window's.
struct FrameSettings {
  /// How many decimals read-outs give x: 0 for as many as it has (formatX); a sweep keeps one
  /// width from frame to frame.
  int xDecimals = 0;
  /// The x span a sweep covers (views that follow x hold still over all of it), or none.
  std::optional<std::pair<double, double>> sweepSpan;
  /// The loss range a training animation shows on every frame (its whole run's), or none. While
  /// set, the epoch axis holds still too, over the whole run (else it grows with the run).
  std::optional<std::pair<double, double>> lossSpan;
  /// The deep network's layers shown (0..depth), or −1 for all.
  int layersShown = -1;
  friend bool operator==(const FrameSettings&, const FrameSettings&) = default;
};

/// What an exported panel does with the background under it.
enum class Backdrop {
  Paint,        ///< paints its theme's background
  Transparent,  ///< paints none (a transparent export)
  /// paints none where the figure's is the same colour and already painted: the same pixels as
  /// Paint, without filling them twice more (the panel's fill and its plot's)
  AlreadyPainted,
};

class FigureLayout;
class FrameCache;
class MathLabel;
class Scene;

/// Room around a panel's plot layout (see PlotPanel's constructor), to which restoreFits()
/// returns it.
inline constexpr QMargins kPlotLayoutMargins{1, 0, 1, 2};

class PlotPanel : public QWidget {
  Q_OBJECT
 public:
  PlotPanel(Scene& scene, QString id, QString title, QWidget* parent = nullptr);
  ~PlotPanel() override;

  /// Stable id ("pdf-area", "cdf", …) used by the command line, scenes and layout.
  QString panelId() const { return m_id; }
  QString title() const { return m_title; }
  /// What the plot shows, for screen readers (its accessible description): the title, the x
  /// range, the read-outs and the panel's values at x. Follows the Scene.
  QString accessibleSummary() const;
  /// Changes the title (a derived number in it followed the Scene).
  void setTitle(const QString& title);
  QCustomPlot* plot() const { return m_plot; }
  const Theme& theme() const { return m_theme; }
  /// Re-styles the panel (light/dark, type size) and redraws.
  void setTheme(const Theme& t);
  /// How many times the x-independent curves were recomputed (tests prove x moves skip them).
  int curveRecomputations() const { return m_recomputations; }
  /// The hover read-out currently shown (empty when hidden).
  QString hoverReadout() const;
  /// Recomputes everything and replots now (used after construction and by export).
  void refresh();
  /// After a Scene change: recomputes now and replots on the event loop when the panel is
  /// visible; a hidden panel (behind a tab) only notes it and catches up when shown or
  /// exported.
  void refreshSoon();
  /// Draws the panel as exported into `rect` (FigureLayout.hpp): the title, the plot laid out at
  /// that size and the notes below it; no controls. Call finishRender() when the export is done.
  void render(QCPPainter& painter, const QRectF& rect, Backdrop backdrop);
  /// render()'s layout alone, nothing drawn: where the plot area, the legend and the texts go
  /// (renderedPlotRect(), renderCoveredData()), as render() at that size would put them.
  void layOutForRender(QCPPainter& painter, const QRectF& rect);
  /// Restores the on-screen layout after render() (and ends frame caching).
  void finishRender();
  /// How far in from each side of the figure render() draws the plot area must at least begin
  /// (logical pixels from the left, top, right and bottom edges): a sheet lines up the plots of
  /// a row and of a column this way. Zero margins: the panel's own layout; finishRender() clears.
  void setPlotInsets(const QMarginsF& insets) {
    if (insets == m_plotInsets) return;
    m_plotInsets = insets;
    stillLayersChanged();  // a frame cache's still layers were drawn at the old layout
  }
  /// On screen: the plot area reaches at most `area` (the plot widget's coordinates; null: its own
  /// layout), as a lecture row lines its plots up. Laid out again at once.
  void alignPlotTo(const QRectF& area);
  /// Laid out again at once from its own fits (a resize keeps the last size's until then).
  void layOutAfresh();
  /// On screen: the legend stays inside the plot (where it covers the least) rather than in a
  /// row under it, so that a lecture row's plots keep one height. Laid out again at once when
  /// it changes; returns whether it did.
  /// A panel of curves then stacks its entries one under another: a free place inside is a
  /// corner of the plot, not a band across it.
  bool setLegendInPlot(bool inside);
  bool legendInPlot() const { return m_legendInPlot; }
  /// Whether the data a legend inside the plot may cover holds still while x moves and a step
  /// plays (no curve redrawn for x, no run growing into free places).
  bool dataHoldsStill() const { return xMovesOnlyMarks() && !legendStaysBelow(); }
  /// Whether the legend stands in a row of its own under the plot (a panel of curves' own
  /// place for it, or where placement moved it): none inside, none beside.
  bool legendUnderPlot() const;
  /// Whether the legend lies wholly inside the plot area (true without a legend shown): a
  /// legend taller or wider than its plot would cover its ticks.
  bool legendWithinPlot() const;
  /// Whether placement found the legend no free place inside the plot and left it over data.
  bool legendCoversData() const { return m_legendOnData; }
  /// On screen: the legend's type at most `points` (0: as the panel sets it), as a lecture sets
  /// a step's legends in one type. Laid out again at once when it changes.
  void setLegendTypeCap(double points);
  /// On screen: each axis keeps at most the tick count it has now through later layouts (a
  /// lecture step's fragments: a plot a few pixels taller would re-tick its axis, 3 ticks to 7);
  /// false lets them go and lays the plot out afresh.
  void holdTicks(bool hold);
  /// The legend's type in points; 0 without a legend shown.
  double legendType() const;
  /// On screen: a legend with no free place inside goes to a column right of the plot rather
  /// than a row under it (a plot squeezed in height by what the panel shows above and below).
  bool setLegendBeside(bool beside);
  bool legendBeside() const { return m_legendBeside; }
  /// A figure's own title for the next renders (an export's edited title; empty: none) instead
  /// of the panel's; nullopt: the panel's. finishRender() does not reset it (a Stage lives for
  /// one export).
  void setFigureTitle(const std::optional<QString>& title) {
    m_figureTitle = title;
    stillLayersChanged();
  }
  /// Whether renders draw the marks at x (the x line, the points on the curves, the read-outs
  /// there): an export may leave them out.
  void setFigureMarks(bool shown);
  /// Whether renders draw a lecture step's slide (a step video): notes the lecture shows above
  /// the plot go there, in the lecture's look (exportNotesAbove()). finishRender() does not
  /// reset it (a Stage lives for one export; ExportLook resets the window's).
  void setLectureFigure(bool lecture) { m_lectureFigure = lecture; }
  bool lectureFigure() const { return m_lectureFigure; }
  /// The Scene the panel draws (an export takes the scene a figure carries from it).
  const Scene& figureScene() const { return m_scene; }
  /// The panels shown with this one (a view's, a figure's): marks that stand for another panel
  /// (the activations' Monte Carlo estimate and neuron output) are drawn and listed only beside
  /// it, and the curves those panels speak of are coloured among the scene's (companions()).
  /// Until set, every mark is drawn. An override calls this first.
  virtual void setCompanions(const QStringList& shown);
  /// The curves the panels shown with this one draw beside the scene's (companionCurves): the
  /// list every panel of a view colours its curves with.
  QStringList companions() const;
  /// A deck step's figure (the window showing a step, the lecture, a handout, a step video, a
  /// deck's web page): its curves exactly as the deck names them, none added for a companion
  /// panel, so that each of them draws the step alike.
  virtual void setDeckCurves(bool exactly) { Q_UNUSED(exactly); }
  /// The plot area on screen, in the plot widget's coordinates.
  QRect plotArea() const;
  /// The height of the panel's shortest plot on screen, as its type is fitted to: a lecture sets
  /// smaller type while a step's panels have a plot too short to read (its propagation plots,
  /// its number formats' errors), not only while their first plot is.
  virtual int shortestPlot() const;
  /// The plots as a lecture measures a step's share of the slide (40% of its height): the
  /// shortest plot, within the area the panel's plots span. Where plots stand one over another
  /// as one figure sharing x (number formats' values over their errors) the figure is their sum.
  virtual int figurePlotsHeight() const { return shortestPlot(); }
  virtual QRect figurePlotsArea() const { return plotArea(); }
  /// The plot area (the axes' rectangle) of the last render(), in the figure's coordinates.
  QRectF renderedPlotRect() const { return m_renderedPlotRect; }
  /// Whether the last render() had to leave its legend over data (no free place inside the
  /// plot, and no room under it): an export refuses that size (TextBoxes.hpp).
  bool renderCoveredData() const { return m_renderCoveredData; }
  /// Animation frames: render() into a bitmap composes the cached still layers with freshly
  /// drawn live ones (FrameCache.hpp).
  void setFrameCaching(bool on);
  /// Frames whose still layers were composed from the cache (tests, benchmarks).
  int framesFromCache() const;
  /// A deck step's looks (DeckStep::shade, DeckStep::trace), for the panels they concern: the
  /// pdf's area up to x shaded or not, the activations drawn whole or up to x. The lecture, a
  /// Stage and an animation apply them through this one call.
  virtual void setStepLooks(bool shade, bool trace) {
    (void)shade;
    (void)trace;
  }
  /// The view (every axis' range) of `other`, a panel of the same kind: a figure drawn on a
  /// Stage shows what the window's panel shows, zoomed or panned.
  void matchView(const PlotPanel& other);
  /// An animation's frame (FrameSettings): given by the Stage that draws it, never the window's.
  void setFrame(const FrameSettings& frame);
  const FrameSettings& frame() const { return m_frame; }
  /// The panel's short name ("Φ", "Monte Carlo"), given by whoever makes it (the registry): a
  /// title that does not fit shows it, and an export's layout uses it to name the panel.
  void setShortName(const QString& name) { m_shortName = name; }
  const QString& shortName() const { return m_shortName; }
  /// Presentation (lecture) mode: no title and no controls, only what the audience needs.
  virtual void setPresentation(bool on);
  /// The panel's own controls (a format's choice, the training's run and network, the
  /// propagation's gain) moved out of the panel into a widget laid out for a narrow column: the
  /// window's Controls dock, where they take no row from the plots. Once: nullptr for a panel
  /// without such controls, or whose controls were taken.
  virtual QWidget* takeControls() { return nullptr; }
  /// A short title for the controls takeControls() gives ("Number format").
  virtual QString controlsTitle() const { return m_shortName; }
  /// False for panels that x does not affect (no work at all on an x move).
  virtual bool dependsOnX() const { return true; }
  bool presentation() const { return m_presentation; }

 protected:
  /// Which Scene changes make this panel refresh (recompute its curves and replot).
  enum RefreshOn {
    kOnShape = 1,          ///< μ, σ, α, β, slope, λ
    kOnCurves = 2,         ///< the set of shown curves
    kOnRange = 4,          ///< the view range: refresh only
    kOnRangeResetView = 8  ///< the view range: reset the view to it, then refresh
  };
  static constexpr const char* kShadeLayer = LiveLayers::kShade;  ///< below the curves
  static constexpr const char* kMarksLayer = LiveLayers::kMarks;  ///< above the curves

  Scene& scene() const { return m_scene; }

  /// Recompute curves that do not depend on x (called on shape/curve/range changes).
  virtual void rebuildCurves() = 0;
  /// Move what depends on x: markers, shading, read-outs.
  virtual void updateX() = 0;
  /// Reset the view to the Scene's range (double-click).
  virtual void resetView();
  /// The value read out when hovering at plot coordinate x; empty for no read-out. By default
  /// graphsHoverText() of the main plot.
  virtual QString hoverText(double x, double y) const;
  /// The same over another of the panel's plots (`rect`, in its own coordinates); by default
  /// graphsHoverText() of that plot.
  virtual QString hoverTextIn(QCPAxisRect* rect, double x, double y) const;
  /// x, then each named, visible graph of `rect` at x (linearly between its points; none
  /// outside its data), its name's TeX made plain: the read-out of a plot of graphs. Over a
  /// named colour map: x, y and the map's value there.
  QString graphsHoverText(QCPAxisRect* rect, double x, double y) const;
  /// Re-applies colours and fonts to items the panel owns.
  virtual void restyle() {}
  /// Before a figure of the panel is drawn `height` pixels tall (not a replot of the widget:
  /// QCustomPlot's beforeReplot() says that): styles that depend on the view's ranges.
  virtual void beforeDrawing(int height) { Q_UNUSED(height); }
  /// The panel's own part of accessibleSummary() (values at x, the run's tally, …).
  virtual QString accessibleDetails() const { return {}; }
  /// Rich-text lines printed under the plot in exports (the coins and tally of the simulation),
  /// for the figure that sets them (its width, its type).
  virtual QStringList exportNotes(const FigureLayout& figure) const;
  /// Rich-text lines printed between the title and the plot (a lecture figure's coin row, where
  /// the lecture shows it); dropped before exportNotes() where the plot needs the room.
  virtual QStringList exportNotesAbove(const FigureLayout& figure) const;
  /// Adapts what depends on the width (legend wording) to a panel `width` pixels wide; returns
  /// true when something changed.
  virtual bool adaptToWidth(int width) {
    (void)width;
    return false;
  }
  /// The same for what depends on the plot's whole size (the compare grid); by default the
  /// width alone.
  virtual bool adaptToSize(int width, int height) {
    (void)height;
    return adaptToWidth(width);
  }
  /// Called when the layout gave the legend a smaller type: re-flow it (columns, wording).
  virtual void legendRestyled() {}
  /// Called when setLegendBeside() changed, before the panel is laid out again: a panel may
  /// move read-outs into the legend's column (or back).
  virtual void legendBesideChanged() {}
  /// A panel's own step of the layout's fit loop, after the margins are known (the compare
  /// grid's equal cells); returns true when it changed the layout.
  virtual bool fitLayout() { return false; }
  /// Whether the x line can be grabbed and dragged on this panel (x on the horizontal axis).
  virtual bool supportsXDrag() const { return false; }
  /// True for a panel whose data grows into any free place (a run in progress): its legend
  /// stays under the plot rather than move from frame to frame.
  virtual bool legendStaysBelow() const { return false; }
  /// False for a panel whose legend never goes to a column beside its plot (setLegendBeside()
  /// then changes nothing): the training panel's, whose column would narrow its maps; the
  /// errors', whose summary needs the plot's width.
  virtual bool legendMayStandBeside() const { return true; }
  /// True when everything updateX() changes is on the shade/marks layers.
  virtual bool xMovesOnlyMarks() const { return true; }

  /// Takes `w` out of whichever of the panel's layouts holds it (without the warning a widget
  /// added to a second layout gives), to be laid out elsewhere.
  void takeOutOfLayouts(QWidget* w);
  /// The lists in `box` as narrow as a dock's column allows (their longest item does not set
  /// its width), their items whole when they open.
  static void fitComboBoxesToColumn(QWidget* box);

  void resizeEvent(QResizeEvent* e) override;
  void showEvent(QShowEvent* e) override;
  bool eventFilter(QObject* watched, QEvent* e) override;

  /// Gives the plot its accessible name and description (after every change it shows).
  void updateAccessible();
  /// A full replot on the event loop, with the other panels the same change replots.
  void requestReplot();
  /// Repaints only the x-dependent layers (LiveLayers::replotMarks()).
  void replotMarks() { m_live.replotMarks(); }
  void refreshOn(int changes);
  /// The Scene changes (Scene::Change flags) the panel's own sceneChanged() hears, beyond those
  /// that refresh it: declared once, in the constructor.
  void listenTo(int changes) { m_listenMask |= changes; }
  /// A change the panel listens to (listenTo()), after the base class has refreshed the panel
  /// or moved x for it: read what the panel shows of the Scene (its controls, its title); return
  /// true when the panel must be recomputed and replotted (once, even if the change already did).
  virtual bool sceneChanged(int what) {
    (void)what;
    return false;
  }
  /// A read-out or summary on the marks layer, placed where the data is not (Placement.hpp):
  /// top left when that is free, else the first free place, else above the plot.
  QCPItemText* addCornerText();
  /// Creates (once) the buffered layer below the curves for x-dependent fills.
  QCPLayer* useShadeLayer() { return m_live.useShade(); }
  void countRecomputation() { ++m_recomputations; }

  /// Undoes the layout's fits (tick counts, legend type and place, axis labels, margins).
  void restoreFits();

  QCustomPlot* m_plot = nullptr;

 private:
  /// render(), or with `draw` false only its layout (layOutForRender()).
  void renderOrLayOut(QCPPainter& painter, const QRectF& rect, Backdrop backdrop, bool draw);
  /// The plot laid out afresh and drawn by QCustomPlot's own toPainter().
  void drawWhole(QCPPainter& painter, int w, int h, bool transparent);
  /// Something other than the x-dependent layers changed: the frame cache is stale.
  void stillLayersChanged() { ++m_stillVersion; }
  void onMouseMove(QMouseEvent* e);
  /// The hover read-out in the theme's type and colours, on a box of the background.
  void styleHover();
  /// The title label for the panel's width: the title, wrapped to two lines, or the short name.
  void updateTitleLabel();
  bool nearXLine(double pixelX) const;
  QCPItemText* hover();
  /// When x lies outside the plotted range: an arrow at that edge of the plot with x's value
  /// ("◀ x = −7.50"); hidden while x is in view. Panels with x on their x axis only.
  void showXOutside();
  /// Places the "x is beyond the view" label (showXOutside()) at its edge, off the data.
  void placeXOutside();
  /// How far the corner read-outs keep from the plot's edges: clear of the inward ticks.
  double textInset() const;
  void styleCornerText(QCPItemText* text) const;
  /// Puts the corner read-outs and the hover read-out above every other mark.
  void raiseTexts();
  /// Shrinks or wraps each corner read-out to fit the plot (after a layout or a new text).
  void fitCornerTexts();
  /// Places the inset legend and the read-outs where the data is not; true when a read-out
  /// moved above the plot and the layout must make room.
  bool placeTexts();
  /// Raises the plot's least margins to the sheet's alignment (setPlotInsets()); true when they
  /// changed and the layout must be done again.
  bool alignPlot();
  /// Behind a tab or a closed dock of a window on screen: Scene changes can wait until shown.
  /// (A panel whose window was never shown — tests, `render` — keeps up with every change.)
  bool hiddenInShownWindow() const;
  /// The one handler of the Scene's changes: a refresh for the changes the panel refreshes on,
  /// else the x-dependent layers for an x move; then the panel's own sceneChanged().
  void onSceneChanged(int what);
  /// What every refresh recomputes: the curves, what depends on x, the accessible description.
  void recompute();
  /// The title as read aloud (its formulas in words).
  QString spokenTitle() const;

  Scene& m_scene;
  QString m_id;
  QString m_title;
  mutable std::pair<QString, QString> m_spokenTitle;  ///< a title and its words
  mutable QString m_spokenLanguage;
  Theme m_theme;
  MathLabel* m_titleLabel = nullptr;
  LiveLayers m_live;
  std::unique_ptr<FrameCache> m_frames;  ///< while frame caching is on
  std::uint64_t m_stillVersion = 0;      ///< counts changes to the still layers
  QList<QPointer<QCPItemText>> m_cornerTexts;
  QHash<QString, QSizeF> m_textSizes;  ///< read-outs' boxes by text and font (placeTexts())
  bool m_legendOnData = false;         ///< placeTexts() found the legend no free place
  bool m_renderCoveredData = false;    ///< m_legendOnData as the last render() left it
  QMarginsF m_plotInsets;              ///< setPlotInsets(), for render()
  /// m_plotInsets as the plot area's bounds in the plot widget, this render (null: none)
  QRectF m_alignTarget;
  QRectF m_screenAlign;                  ///< alignPlotTo()
  bool m_legendInPlot = false;           ///< setLegendInPlot()
  double m_legendTypeCap = 0;            ///< setLegendTypeCap()
  bool m_legendBeside = false;           ///< setLegendBeside()
  std::optional<QString> m_figureTitle;  ///< setFigureTitle()
  bool m_lectureFigure = false;          ///< setLectureFigure()
  QRectF m_renderedPlotRect;
  /// Guarded: panels that rebuild with clearItems() delete it, and a new item of another type
  /// can take its address, so "is it still in the plot" must not compare raw pointers.
  QPointer<QCPItemText> m_hover;
  QPointer<QCPItemText> m_xOutside;  ///< (recreated when a panel clears its items)
  int m_recomputations = 0;
  int m_refreshMask = 0;    ///< the Scene changes that refresh the panel (refreshOn)
  int m_listenMask = 0;     ///< the Scene changes sceneChanged() hears (listenTo)
  QStringList m_shownWith;  ///< setCompanions(): the panels shown with this one
  QString m_shortName;
  bool m_titleStale = false;  ///< the title label waits to be fitted until the panel is seen
  FrameSettings m_frame;
  bool m_resetViewOnRange = false;
  bool m_presentation = false;
  bool m_stale = false;         ///< Scene changes skipped while hidden
  bool m_fittingTicks = false;  ///< thinning crowded ticks (re-entrant layouts)
  bool m_ticksHeld = false;     ///< holdTicks()
  bool m_draggingX = false;
};

/// x on the grid of `step` (keys, dragging and the lecture's sweep move x by such steps).
double snapX(double x, double step = 0.01);

}  // namespace ui
