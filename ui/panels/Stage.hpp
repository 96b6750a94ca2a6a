#pragma once
/// @file
/// @brief An offscreen stage: a Scene of its own, panels on it in a figure's theme, and the
/// cells an export lays out. Every headless drawing (render, animations, and next the presenter's
/// preview and handouts) is made on one, so none touches the window's Scene.
#include <QList>
#include <QRectF>
#include <QStringList>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "ui/model/Deck.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneState.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/Theme.hpp"

class QWidget;

namespace ui {

class PlotPanel;

/// @brief A panel and where it goes on the sheet, as fractions of the sheet (0..1).
struct SheetCell {
  PlotPanel* panel = nullptr;
  QRectF rect{0, 0, 1, 1};
};

/// One panel filling the sheet.
QList<SheetCell> singleCell(PlotPanel* panel);
/// Panels in a grid of `columns`, row by row, in the given order.
QList<SheetCell> gridCells(const QList<PlotPanel*>& panels, int columns);
/// The visible panels where they are in `window`, scaled to fill the sheet.
QList<SheetCell> windowCells(const QList<PlotPanel*>& panels, const QWidget& window);

class Stage {
 public:
  /// The panels `ids` (known panel ids) on a Scene set to `model` and `view` (outside lecture
  /// mode), styled with `theme`. `columns` > 0 lays them out as a grid of that many columns (a
  /// sheet, or a row when it equals their count); 0 exports the one panel alone.
  Stage(const ModelState& model, const ViewState& view, const QStringList& ids, int columns,
        const Theme& theme);
  ~Stage();
  Stage(const Stage&) = delete;
  Stage& operator=(const Stage&) = delete;

  Scene& scene() { return m_scene; }
  const QList<SheetCell>& cells() const { return m_cells; }
  QList<PlotPanel*> panels() const;
  /// A deck step's looks (DeckStep::shade, DeckStep::trace): the pdf's area up to x shaded or
  /// not, the activations drawn whole or up to x.
  void setStepLooks(bool shade, bool trace);
  /// A deck step's figure: its curves as the deck names them (PlotPanel::setDeckCurves).
  void setDeckCurves(bool exactly);
  /// The panels laid out in these rectangles of the figure (fractions of it, in the panels'
  /// order): a sheet as the window arranges it.
  void arrange(const QList<QRectF>& rects);
  /// Each panel's view (zoom, pan) as `live`'s panel of the same place shows it.
  void matchViews(const QList<PlotPanel*>& live);
  /// An animation's frame settings, for every panel of the stage (never the live window's).
  void setFrame(const FrameSettings& frame);
  const FrameSettings& frame() const { return m_frame; }

 private:
  Scene m_scene;
  std::vector<std::unique_ptr<PlotPanel>> m_panels;
  QList<SheetCell> m_cells;
  FrameSettings m_frame;
};

/// A deck step's figure (the deck's step `index`, with `fragments` of its fragments shown): its
/// panels in `columns`, its looks, `samples` draws and its training run to its end (`runEnded`)
/// or at epoch 0 — unless the step names its draws or its epoch; a sweep that has run
/// (`runEnded`) shows its whole curve. None for a step whose scene
/// does not parse (never for a parsed deck). A long training run reports `trained(epoch,
/// epochs)` about every second.
std::unique_ptr<Stage> deckStepStage(const Deck& deck, int index, int fragments, int columns,
                                     const Theme& theme, std::uint64_t samples, bool runEnded,
                                     const std::function<void(int, int)>& trained = {});

}  // namespace ui
