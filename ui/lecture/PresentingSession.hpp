#pragma once
/// @file
/// @brief Presenting a deck: the session owns the step (through the audience view), the keys,
/// the ink and the timer; the audience view (full screen on the projector) and the presenter
/// console (full screen on the laptop, or a window when there is one screen) are views of it.
/// Keys work whichever of the two has the focus; a projector plugged in or out is followed.
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <functional>
#include <memory>

#include "core/model/presentation.hpp"
#include "core/model/room.hpp"
#include "ui/lecture/Ink.hpp"
#include "ui/model/Deck.hpp"
#include "ui/panels/Theme.hpp"

class QKeyEvent;
class QScreen;
class QWidget;

namespace ui {

class AudienceOverlay;
class IdlePointer;
class LectureView;
class PresenterConsole;
class RoomServer;
class Scene;

/// @brief Which screen shows what.
struct ScreenPlan {
  QScreen* audience = nullptr;
  QScreen* console = nullptr;  ///< none: one screen (the console only as a window, if asked)
};

/// The audience on the screen named `chosen` when it is there, else on one that is not the
/// primary; the console on the primary (or, when the audience is on the primary, the first other).
ScreenPlan planScreens(const QList<QScreen*>& screens, QScreen* primary, const QString& chosen);

class PresentingSession : public QObject {
  Q_OBJECT
 public:
  /// The settings key of the screens the user chose for the audience (with S): screen name by
  /// the screens there were ("LAPTOP+PROJECTOR" → "LAPTOP").
  static constexpr const char* kAudienceScreenKey = "presenting/audience-screen";
  /// The settings key of the network interface the room is served on (its name).
  static constexpr const char* kRoomInterfaceKey = "room/interface";

  PresentingSession(Scene& scene, const Theme& theme, Deck deck, QObject* parent = nullptr);
  ~PresentingSession() override;

  LectureView* lecture() const { return m_lecture; }
  /// Where the talk is: the step, the fragment, the scene before it (core's presenting logic).
  const gelu::model::Presentation& presentation() const { return m_presentation; }
  /// The Scene the audience sees.
  Scene& scene() const { return m_scene; }
  /// The theme the session was started in (the lecture's type size aside).
  const Theme& theme() const { return m_theme; }
  PresenterConsole* console() const { return m_console; }
  AudienceOverlay* overlay() const { return m_overlay; }
  IdlePointer* idlePointer() const { return m_idlePointer; }
  Ink& ink() { return m_ink; }
  const Deck& deck() const;

  /// Shows the windows on their screens at `step` (1-based, of the shown steps); the timer starts.
  void start(int step);
  /// Presenting over: no key, screen or timer is heard any more, the windows are hidden (the
  /// session may be deleted later).
  void stop();
  /// The windows placed on the screens there are now (after a screen came or went, S, N).
  void place();
  /// Where place() finds the screens: the application's (a test narrows them to the laptop to
  /// unplug the projector on a platform that cannot).
  void setScreenSource(std::function<QList<QScreen*>()> screens) { m_screens = std::move(screens); }
  ScreenPlan plan() const;
  /// S: the audience moves to the console's screen and back; the choice is remembered.
  void swapScreens();
  /// N: the console as a window over the audience view (one screen); N on the console hides it
  /// again, N on the audience view brings it back on top.
  void toggleConsoleWindow();
  bool consoleVisible() const;

  /// The time since start (or T), and since this step was entered, in ms.
  qint64 elapsedMs() const { return m_timer.elapsedMs(m_clock.elapsed()); }
  qint64 stepElapsedMs() const { return m_timer.stepElapsedMs(m_clock.elapsed()); }
  /// The talk's plan and how it is keeping to it (gelu::model::TalkTimer).
  const gelu::model::TalkTimer& timer() const { return m_timer; }
  /// How far behind the plan the talk is, in ms (negative: ahead).
  qint64 behindMs() const { return m_timer.behindMs(m_clock.elapsed()); }
  void restartTimer();

  /// R: the lecture shared with the room (ui/room): the web edition and this session served on
  /// the chosen interface, every follower's device following the audience view. False with a
  /// one-line `error` when it cannot be (no web edition built, no port); sharing already: true.
  bool shareWithRoom(QString* error);
  /// R again, leaving, or the console's button: every connection closed at once.
  void stopSharing();
  RoomServer* room() const { return m_room.get(); }
  /// The last reason sharing failed (empty: none since it last started).
  QString roomError() const { return m_roomError; }
  /// Where the room is served: the interface's name (remembered; empty: the first there is).
  QString roomInterface() const;
  void setRoomInterface(const QString& name);
  /// J: the join address and its QR code over the audience view (while sharing).
  void setJoinShown(bool shown);
  bool joinShown() const { return m_joinShown; }
  /// A: the room's answers to the step's question over the audience view, and the followers'
  /// pages (again: hidden; another step hides them). False when the step asks nothing or the
  /// room is not shared.
  bool setRevealed(bool revealed);
  bool revealed() const;
  /// The room's answers as CSV (question.hpp): this sharing's and those kept from the last time
  /// sharing stopped in this talk (stopping loses none); empty `hasAnswers()` when there are none.
  QByteArray answersCsv() const;
  bool hasAnswers() const;
  /// Where the lecture is, as the room carries it (the audience view's step, fragments, x and
  /// blank screen).
  gelu::model::RoomState roomState() const;

  /// The step being typed after G (empty: none).
  bool goingTo() const { return m_goingTo; }
  QString goToDigits() const { return m_goTo; }
  bool helpShown() const { return m_help; }
  /// The keys, as a table (the ? card).
  static QString keysHtml();

 signals:
  void leaveRequested();
  /// Ctrl+Alt+E: the window's Export animation… for this step.
  void exportAnimationRequested();
  /// Anything the console shows changed (a step, a cover, a tool, the prompt).
  void stateChanged();
  /// Once a second: the clocks.
  void tick();
  /// Sharing started or stopped, or the number following changed.
  void roomChanged();

 protected:
  bool eventFilter(QObject* watched, QEvent* e) override;

 private:
  /// The key, acted on; false when it is not a presenting key.
  bool handleKey(QKeyEvent* e);
  bool handleGoToKey(int key);
  void setHelp(bool shown);
  /// The card over the audience view: the keys or the G prompt when no console shows them.
  void updateCard();
  /// The room told where the audience view is now (nothing while the picture is frozen).
  void followInRoom();
  void updateJoinCard();
  /// The answers over the audience view while revealed.
  void updateResults();
  Scene& m_scene;
  Theme m_theme;
  gelu::model::Presentation m_presentation;
  gelu::model::TalkTimer m_timer;
  Ink m_ink;
  LectureView* m_lecture = nullptr;
  AudienceOverlay* m_overlay = nullptr;
  IdlePointer* m_idlePointer = nullptr;  ///< hides the pointer resting on the slide
  PresenterConsole* m_console = nullptr;
  bool m_consoleWindow = false;  ///< one screen: the console asked for as a window
  bool m_twoScreens = false;     ///< as place() last found the screens
  QElapsedTimer m_clock;         ///< the session's monotonic milliseconds (the timer's clock)
  QTimer m_tick;
  QTimer m_placeLater;  ///< place(), once the screens have settled
  bool m_goingTo = false;
  QString m_goTo;
  bool m_help = false;
  const QWidget* m_keyFrom = nullptr;  ///< the window of the key being handled
  QList<QMetaObject::Connection> m_screenLinks;
  std::function<QList<QScreen*>()> m_screens = [] { return QGuiApplication::screens(); };
  std::unique_ptr<RoomServer> m_room;
  QString m_roomError;
  bool m_joinShown = false;
  int m_revealedStep = -1;  ///< the deck step whose answers are revealed (−1: none)
  QByteArray
      m_keptAnswers;  ///< the answers of the rooms stopped in this talk (CSV, header included)
};

}  // namespace ui
