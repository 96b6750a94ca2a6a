#pragma once
/// @file
/// @brief The presenter's console: the current step live and small (ink drawn on it lands on
/// the projector), the next step's preview drawn on an offscreen stage, the notes in large type,
/// the time (elapsed, left against the deck's minutes and the step's, ahead of or behind the
/// plan, the clock), and what the audience sees (black, white, frozen). A view of the session.
#include <QImage>
#include <QTimer>
#include <QWidget>
#include <memory>
#include <optional>

#include "core/model/presentation.hpp"
#include "ui/panels/Theme.hpp"

class QComboBox;
class QLabel;
class QPushButton;
class QScrollArea;

namespace ui {

class LectureView;
class Stage;
class MathLabel;
class PresentingSession;
class Scene;
class StepMirror;
class StepPreview;

class PresenterConsole : public QWidget {
  Q_OBJECT
 public:
  PresenterConsole(PresentingSession& session, const Theme& theme);
  ~PresenterConsole() override;

  /// The texts as shown (for tests and the accessible description).
  QString titleText() const;
  QString timeText() const;
  QString notesText() const;
  QString statusText() const;
  QString nextTitle() const;
  /// The room's line: not shared, or its address and how many follow (or why it failed).
  QString roomText() const;
  /// The next step's preview (null before it is drawn, and after the last step).
  QImage preview() const;
  /// The deck's step index the preview shows (−1: none, the last step).
  int previewIndex() const { return m_previewIndex; }
  /// Where the preview's talk is (one key on from the live one), and its x (tests).
  gelu::model::Position previewPosition() const;
  double previewX() const;
  /// The current step's copy as last drawn.
  QImage mirror() const;
  /// The notes scrolled by `lines` lines (Up and Down).
  void scrollNotes(int lines);

 protected:
  void paintEvent(QPaintEvent* e) override;
  void resizeEvent(QResizeEvent* e) override;
  void showEvent(QShowEvent* e) override;
  void hideEvent(QHideEvent* e) override;

 private:
  void refresh();      ///< the texts and, when the step changed, the preview
  void refreshTime();  ///< the clocks
  void drawPreview();
  void applyFonts();
  void refreshRoom();  ///< the room's row (sharing, the interfaces, how many follow)
  void saveAnswers();  ///< the room's answers as CSV, where the lecturer says
  PresentingSession& m_session;
  Theme m_theme;
  QLabel* m_title = nullptr;
  QLabel* m_clock = nullptr;
  StepMirror* m_current = nullptr;
  QLabel* m_nextTitle = nullptr;
  StepPreview* m_next = nullptr;
  QLabel* m_elapsed = nullptr;
  QLabel* m_time = nullptr;
  MathLabel* m_notes = nullptr;
  QScrollArea* m_notesArea = nullptr;
  QLabel* m_status = nullptr;
  QComboBox* m_interface = nullptr;      ///< where the room is served (remembered)
  QPushButton* m_share = nullptr;        ///< Share with the room / Stop sharing
  QPushButton* m_saveAnswers = nullptr;  ///< the answers as CSV (only when asked)
  QPushButton* m_join = nullptr;         ///< the join code on the audience screen
  QLabel* m_room = nullptr;
  /// The next step as the audience will see it: a lecture view of its own, never shown, on a
  /// Scene of its own that starts from the live one (made on first use).
  /// The preview: the talk one key on (a copy of the session's presentation), drawn on a Stage
  /// of its own from the live scene, as the audience will see it.
  std::optional<gelu::model::Presentation> m_previewPresentation;
  std::unique_ptr<Stage> m_previewStage;
  std::unique_ptr<LectureView> m_previewView;
  int m_previewIndex = -1;
  gelu::model::Position m_previewAt{-1, -1};  ///< where the talk was when it was drawn
  double m_previewAspect = 0;  ///< the audience view's shape the preview was drawn for
  QTimer m_previewLater;
  QTimer m_previewFollow;  ///< the preview again once the live Scene has settled
  QTimer m_mirrorTimer;    ///< the current step's copy redrawn, while the console is shown
};

}  // namespace ui
