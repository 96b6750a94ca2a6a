#include "ui/lecture/PresentingSession.hpp"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScreen>
#include <QSettings>
#include <QTextEdit>
#include <QWindow>
#include <algorithm>
#include <cstdio>

#include "ui/lecture/AudienceOverlay.hpp"
#include "ui/lecture/IdlePointer.hpp"
#include "ui/lecture/LectureView.hpp"
#include "ui/lecture/PresenterConsole.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneState.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/room/QrCode.hpp"
#include "ui/room/RoomAddresses.hpp"
#include "ui/room/RoomServer.hpp"
#include "ui/room/WebPage.hpp"

namespace ui {

ScreenPlan planScreens(const QList<QScreen*>& screens, QScreen* primary, const QString& chosen) {
  ScreenPlan p;
  if (screens.isEmpty()) return p;
  if (primary == nullptr || !screens.contains(primary)) primary = screens.first();
  for (QScreen* s : screens) {
    if (p.audience == nullptr && !chosen.isEmpty() && s->name() == chosen) p.audience = s;
  }
  for (QScreen* s : screens) {
    if (p.audience == nullptr && s != primary) p.audience = s;
  }
  if (p.audience == nullptr) p.audience = primary;
  if (screens.size() < 2) return p;
  if (p.audience != primary) {
    p.console = primary;
  } else {
    for (QScreen* s : screens) {
      if (p.console == nullptr && s != primary) p.console = s;
    }
  }
  return p;
}

namespace {

/// Full screen on `s`, with or without a window manager (one would otherwise leave it small).
void showFullScreenOn(QWidget* w, QScreen* s) {
  if (w->isVisible() && w->isFullScreen() && w->screen() == s && w->geometry() == s->geometry()) {
    return;
  }
  if (w->isFullScreen() && w->screen() != s) w->showNormal();  // a window manager moves it then
  w->setScreen(s);
  w->setGeometry(s->geometry());
  w->showFullScreen();
}

/// A widget the presenter types into (a panel's number box): its keys are its own.
bool typesText(const QObject* o) {
  if (qobject_cast<const QLineEdit*>(o) != nullptr) return true;
  if (qobject_cast<const QAbstractSpinBox*>(o) != nullptr) return true;
  if (qobject_cast<const QTextEdit*>(o) != nullptr) return true;
  if (qobject_cast<const QPlainTextEdit*>(o) != nullptr) return true;
  const auto* combo = qobject_cast<const QComboBox*>(o);
  return combo != nullptr && combo->isEditable();
}

/// The screens there are now, as one settings key ("LAPTOP+PROJECTOR", sorted).
QString screensKey() {
  QStringList names;
  for (const QScreen* s : QGuiApplication::screens()) names << s->name();
  names.sort();
  return names.join('+');
}

}  // namespace

PresentingSession::PresentingSession(Scene& scene, const Theme& theme, Deck deck, QObject* parent)
    : QObject(parent),
      m_scene(scene),
      m_theme(theme),
      m_presentation(std::move(deck)),
      m_timer(m_presentation.deck()) {
  SceneFileData before;
  before.model = scene.state();
  m_presentation.begin(before);
  m_lecture = new LectureView(scene, theme, m_presentation);
  m_lecture->setAttribute(Qt::WA_DeleteOnClose, false);
  Theme lectureTheme = theme;
  lectureTheme.fontScale = LectureView::kFontScale;
  m_ink.setTheme(theme);
  m_overlay = new AudienceOverlay(m_lecture, m_ink, lectureTheme);
  // (A child of the slide: goes with it. Not while the pen or the laser follows the pointer.)
  m_idlePointer = new IdlePointer(m_lecture, [this] { return m_ink.tool() == Ink::Tool::Pointer; });
  m_console = new PresenterConsole(*this, theme);
  m_console->setAttribute(Qt::WA_DeleteOnClose, false);

  m_clock.start();
  connect(m_lecture, &LectureView::stepChanged, this, [this](int step) {
    // Gone to a step (Home, G): the lecture goes on.
    if (m_overlay->cover() == AudienceOverlay::Cover::End) {
      m_overlay->setCover(AudienceOverlay::Cover::None);
    }
    m_ink.clear();  // each step's ink is its own, kept until the step is left
    m_timer.enter(step, m_clock.elapsed());
    emit stateChanged();
  });
  m_tick.setInterval(1000);
  connect(&m_tick, &QTimer::timeout, this, &PresentingSession::tick);
  // A projector plugged in or out: the windows follow once the screens have settled.
  m_placeLater.setSingleShot(true);
  m_placeLater.setInterval(100);
  connect(&m_placeLater, &QTimer::timeout, this, &PresentingSession::place);
  const auto replace = [this] { m_placeLater.start(); };
  const auto follow = [this, replace](QScreen* s) {
    m_screenLinks << connect(s, &QScreen::geometryChanged, this, replace);  // a new resolution
  };
  for (QScreen* s : QGuiApplication::screens()) follow(s);
  m_screenLinks << connect(qApp, &QGuiApplication::screenAdded, this,
                           [follow, replace](QScreen* s) {
                             follow(s);
                             replace();
                           });
  m_screenLinks << connect(qApp, &QGuiApplication::screenRemoved, this, replace);
  m_screenLinks << connect(qApp, &QGuiApplication::primaryScreenChanged, this, replace);
  qApp->installEventFilter(this);
  // The room follows the audience view: a key, a step, x dragged or swept.
  connect(this, &PresentingSession::stateChanged, this, &PresentingSession::followInRoom);
  connect(&m_scene, &Scene::changed, this, &PresentingSession::followInRoom);
  connect(&m_scene, &Scene::playingChanged, this, &PresentingSession::followInRoom);
  connect(&m_scene.trainingRun(), &TrainingRun::playingChanged, this,
          &PresentingSession::followInRoom);
}

void PresentingSession::stop() {
  stopSharing();  // the room ends with the talk
  qApp->removeEventFilter(this);
  m_lecture->stopMoving();  // no sweep or tween writes the Scene the window restores
  for (const QMetaObject::Connection& c : m_screenLinks) disconnect(c);
  m_screenLinks.clear();
  m_tick.stop();
  m_placeLater.stop();
  m_ink.clear();
  m_lecture->hide();
  m_console->hide();
}

PresentingSession::~PresentingSession() {
  m_room.reset();
  qApp->removeEventFilter(this);
  delete m_console;
  delete m_lecture;
}

const Deck& PresentingSession::deck() const { return m_presentation.deck(); }

void PresentingSession::start(int step) {
  m_tick.start();
  place();
  m_lecture->setStep(step);
  restartTimer();  // the talk starts here, at this step
}

ScreenPlan PresentingSession::plan() const {
  // The choice holds for the screens it was made with (this laptop with that projector): in
  // another room, the projector there is the audience's again.
  const QVariantMap chosen = QSettings().value(kAudienceScreenKey).toMap();
  return planScreens(m_screens(), QGuiApplication::primaryScreen(),
                     chosen.value(screensKey()).toString());
}

void PresentingSession::place() {
  const ScreenPlan p = plan();
  if (p.audience == nullptr) return;
  // The projector gone, the audience view is the presenter's own screen: it shows the step as
  // it is (a frozen picture or a black screen there would only hide where the talk is).
  if (m_twoScreens && p.console == nullptr && m_overlay->cover() != AudienceOverlay::Cover::None) {
    m_overlay->setCover(AudienceOverlay::Cover::None);
  }
  m_twoScreens = p.console != nullptr;
  showFullScreenOn(m_lecture, p.audience);
  QWidget* focus = m_lecture;
  if (p.console != nullptr) {
    m_consoleWindow = false;  // two screens: the console has one of its own
    if (m_console->windowHandle() != nullptr)
      m_console->windowHandle()->setTransientParent(nullptr);
    showFullScreenOn(m_console, p.console);
    focus = m_console;
  } else if (m_consoleWindow) {
    // Over the audience view, as a window of two thirds of the screen.
    const QRect screen = p.audience->geometry();
    QRect r(0, 0, screen.width() * 2 / 3, screen.height() * 2 / 3);
    r.moveCenter(screen.center());
    if (m_console->isFullScreen()) m_console->showNormal();
    m_console->setScreen(p.audience);
    m_console->setGeometry(r);
    m_console->show();
    // Kept above the audience view by a window manager (clicking the view does not bury it).
    if (m_console->windowHandle() != nullptr && m_lecture->windowHandle() != nullptr) {
      m_console->windowHandle()->setTransientParent(m_lecture->windowHandle());
    }
    focus = m_console;
  } else {
    m_console->hide();
  }
  focus->raise();
  focus->activateWindow();
  focus->setFocus();
  updateCard();
  emit stateChanged();
}

bool PresentingSession::consoleVisible() const { return m_console->isVisible(); }

void PresentingSession::swapScreens() {
  const ScreenPlan p = plan();
  if (p.console == nullptr) return;  // one screen: nothing to swap with
  QSettings settings;
  QVariantMap chosen = settings.value(kAudienceScreenKey).toMap();
  chosen.insert(screensKey(), p.console->name());
  settings.setValue(kAudienceScreenKey, chosen);
  place();
}

void PresentingSession::toggleConsoleWindow() {
  if (plan().console != nullptr) return;  // two screens: the console has its own
  if (m_consoleWindow && m_console->isVisible() && m_keyFrom != m_console) {
    // Pressed on the audience view: the console (perhaps under the view, which was clicked)
    // is brought back, not closed; N on the console closes it.
    m_console->raise();
    m_console->activateWindow();
    return;
  }
  m_consoleWindow = !m_consoleWindow;
  place();
}

void PresentingSession::restartTimer() {
  m_timer.start(m_lecture->step(), m_clock.elapsed());  // the plan counted from here
  emit tick();
}

QString PresentingSession::roomInterface() const {
  return QSettings().value(kRoomInterfaceKey).toString();
}

void PresentingSession::setRoomInterface(const QString& name) {
  QSettings().setValue(kRoomInterfaceKey, name);
}

bool PresentingSession::shareWithRoom(QString* error) {
  if (m_room) return true;
  QString why;
  const QByteArray page = readWebPage(tr("Share with the room"), &why);
  RoomServer::Options options;
  options.address = chosenRoomAddress(roomAddresses(), roomInterface()).address;
  options.language = QLocale().name();
  if (!page.isNull()) {
    m_room = RoomServer::start(deck(), page, options, &why);
    if (m_room) why.clear();
  }
  m_roomError = m_room ? QString() : why;
  if (error != nullptr) *error = m_roomError;
  if (m_room) {
    // Also where a terminal shows it (the lecturer who started the app from one, a script): the
    // same address the audience screen shows.
    std::fprintf(stderr, "gelu-explorer: sharing with the room at %s\n",
                 m_room->joinUrl().toUtf8().constData());
    m_room->setState(roomState());
    connect(m_room.get(), &RoomServer::followersChanged, this, [this] {
      updateJoinCard();
      emit roomChanged();
    });
    connect(m_room.get(), &RoomServer::answersChanged, this, [this] {
      updateResults();
      emit roomChanged();
    });
  }
  updateJoinCard();
  emit roomChanged();
  return m_room != nullptr;
}

void PresentingSession::stopSharing() {
  if (!m_room && !m_joinShown) return;
  if (m_room && m_room->hasAnswers()) m_keptAnswers = answersCsv();  // kept for Save answers…
  m_room.reset();                                                    // every connection closed here
  m_joinShown = false;
  m_revealedStep = -1;
  updateJoinCard();
  updateResults();
  emit roomChanged();
}

void PresentingSession::setJoinShown(bool shown) {
  m_joinShown = shown && m_room != nullptr;
  updateJoinCard();
  emit roomChanged();
}

void PresentingSession::updateJoinCard() {
  if (!m_joinShown || !m_room) {
    m_overlay->setJoin({}, {}, 0);
    return;
  }
  m_overlay->setJoin(qrCode(m_room->joinUrl().toUtf8()), m_room->joinUrl(), m_room->followers());
}

bool PresentingSession::setRevealed(bool revealed) {
  const int step = m_presentation.deckIndex(std::max(1, m_presentation.position().step));
  // Only a question the room is asked (resolved), and not under a frozen picture: the room would
  // not hear of it, and the projector would show the right answer while answers are still taken.
  if (revealed && (!m_room || m_room->state().step != step || m_room->question() == nullptr ||
                   m_overlay->cover() == AudienceOverlay::Cover::Frozen)) {
    return false;
  }
  m_revealedStep = revealed ? step : -1;
  // The answers are what the room looks at now: the join card (over the middle of the view) goes
  // away for them; J brings it back.
  if (revealed && m_joinShown) {
    m_joinShown = false;
    updateJoinCard();
  }
  followInRoom();
  emit roomChanged();
  return true;
}

QByteArray PresentingSession::answersCsv() const {
  QByteArray csv = m_keptAnswers;
  if (m_room && m_room->hasAnswers()) {
    const QByteArray now = m_room->answersCsv();
    csv += csv.isEmpty() ? now : now.mid(now.indexOf('\n') + 1);  // one header
  }
  return csv;
}

bool PresentingSession::hasAnswers() const {
  return !m_keptAnswers.isEmpty() || (m_room && m_room->hasAnswers());
}

bool PresentingSession::revealed() const {
  return m_room && m_revealedStep >= 0 &&
         m_revealedStep == m_presentation.deckIndex(std::max(1, m_presentation.position().step));
}

void PresentingSession::updateResults() {
  const RoomServer* room = m_room.get();
  if (revealed() && room != nullptr && room->question() != nullptr &&
      room->state().step == m_revealedStep) {
    m_overlay->setResults(*room->question(), room->answers());
  } else {
    m_overlay->setResults(std::nullopt, {});
  }
}

gelu::model::RoomState PresentingSession::roomState() const {
  gelu::model::RoomState s;
  const gelu::model::Position at = m_presentation.position();
  s.step = m_presentation.deckIndex(std::max(1, at.step));
  s.fragments = at.fragment;
  s.x = std::clamp(m_scene.x(), -gelu::model::kMaxRoomX, gelu::model::kMaxRoomX);
  s.mu = m_scene.mu();
  s.sigma = m_scene.sigma();
  s.playing = m_scene.playing() || m_scene.trainingRun().playing();
  const AudienceOverlay::Cover cover = m_overlay->cover();
  s.black = cover == AudienceOverlay::Cover::Black || cover == AudienceOverlay::Cover::White;
  s.revealed = revealed();
  return s;
}

void PresentingSession::followInRoom() {
  // Another step hides the answers for good: coming back asks A again.
  if (m_revealedStep >= 0 &&
      m_revealedStep != m_presentation.deckIndex(std::max(1, m_presentation.position().step))) {
    m_revealedStep = -1;
    emit roomChanged();
  }
  // A frozen picture is what the audience sees: the room keeps it too.
  if (!m_room || m_overlay->cover() == AudienceOverlay::Cover::Frozen) {
    updateResults();
    return;
  }
  m_room->setState(roomState());
  updateResults();
}

QString PresentingSession::keysHtml() {
  // Key names in words are the keyboard's in the language; letters and signs are the same in all.
  const QList<std::pair<QString, QString>> rows = {
      {tr("→  Space  PageDown"), tr("next fragment or step")},
      {tr("←  Backspace  PageUp"), tr("back")},
      {tr("Home  End"), tr("first, last step")},
      {tr("G, a number, Enter"), tr("go to a step (the audience sees none between)")},
      {"P", tr("play or pause what the step plays")},
      {QStringLiteral("+  −"), tr("move x")},
      // (the period said in words: alone between two letters it read as a dot of the layout)
      {tr("B or .  W"), tr("black, white screen (again: back)")},
      {"F", tr("freeze the audience's picture while you move on")},
      {QStringLiteral("1 … 6  L  0"),
       tr("pen in colour n, laser pointer, the mouse works the panels")},
      {"D  C", tr("ink fades or stays, clear the ink")},
      {"S  N", tr("swap the screens, the console as a window (one screen)")},
      {"R  J", tr("share with the room (again: stop), its join code on the screen")},
      {"A", tr("reveal the room's answers to the step's question (again: hide)")},
      {"T  H", tr("restart the timer, the key hints")},
      {"F5  Esc", tr("leave presenting")},
      {"↑  ↓", tr("scroll the notes")},
      {"?  F1", tr("these keys")}};
  QString html = "<table cellspacing=\"4\">";
  for (const auto& [keys, what] : rows) {
    // The gap as the cell's padding: a description that wraps goes on under itself.
    html += QStringLiteral(
                "<tr><td style=\"white-space:nowrap\"><b>%1</b></td>"
                "<td style=\"padding-left:0.8em\">%2</td></tr>")
                .arg(keys.toHtmlEscaped(), what.toHtmlEscaped());
  }
  return html + "</table>";
}

void PresentingSession::setHelp(bool shown) {
  m_help = shown;
  updateCard();
  emit stateChanged();
}

void PresentingSession::updateCard() {
  // The presenter's text goes on the console when it is shown; the audience sees it only when
  // there is nowhere else to show it.
  QString card;
  if (!consoleVisible()) {
    if (m_goingTo) {
      card = tr("Go to step: %1_  (Enter goes, Esc cancels)").arg(m_goTo).toHtmlEscaped();
    } else if (m_help) {
      card = keysHtml();
    }
  }
  m_overlay->setCard(card);
}

bool PresentingSession::handleGoToKey(int key) {
  if (key >= Qt::Key_0 && key <= Qt::Key_9) {
    if (m_goTo.size() < 3) m_goTo += QChar('0' + (key - Qt::Key_0));
  } else if (key == Qt::Key_Backspace) {
    m_goTo.chop(1);
  } else if (key == Qt::Key_Return || key == Qt::Key_Enter) {
    m_goingTo = false;
    if (!m_goTo.isEmpty()) m_lecture->setStep(m_goTo.toInt());
  } else if (key == Qt::Key_Escape || key == Qt::Key_G) {
    m_goingTo = false;
  }
  updateCard();
  emit stateChanged();
  return true;  // the prompt takes every key while it is open
}

bool PresentingSession::eventFilter(QObject* watched, QEvent* e) {
  if (e->type() == QEvent::Close && (watched == m_lecture || watched == m_console)) {
    // Closed (Alt+F4, the window manager, quitting): the audience view leaves, the console
    // goes; either closes as asked.
    if (watched == m_lecture) {
      emit leaveRequested();
    } else if (plan().console != nullptr) {
      e->ignore();  // two screens: the laptop's console stays (N could not bring it back)
      return true;
    } else {
      m_consoleWindow = false;
      QTimer::singleShot(0, this, [this] {
        updateCard();
        m_lecture->activateWindow();  // the keys go on reaching the session
      });
    }
    return false;
  }
  if (e->type() == QEvent::Resize && watched == m_lecture) {
    emit stateChanged();  // the console's preview follows the projector's shape
    return false;
  }
  const bool press = e->type() == QEvent::KeyPress;
  if ((!press && e->type() != QEvent::ShortcutOverride) || !watched->isWidgetType()) return false;
  const QWidget* top = static_cast<QWidget*>(watched)->window();
  if (top != m_lecture && top != m_console) return false;
  auto* key = static_cast<QKeyEvent*>(e);
  if (typesText(watched)) {
    // A panel's number box keeps its keys; a clicker's still work.
    const int k = key->key();
    if (k != Qt::Key_PageDown && k != Qt::Key_PageUp && k != Qt::Key_F5) return false;
  }
  if (!press) {
    // A presenting key is a key press here, never another window's shortcut (F5, a letter).
    if (!(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
      key->accept();
      return true;
    }
    return false;
  }
  m_keyFrom = top;
  return handleKey(key);
}

bool PresentingSession::handleKey(QKeyEvent* e) {
  if (e->keyCombination() == QKeyCombination(Qt::CTRL | Qt::ALT, Qt::Key_E)) {
    if (e->isAutoRepeat()) return true;
    emit exportAnimationRequested();  // this step's animation, as File ▸ Export animation…
    return true;
  }
  if (e->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
  const int key = e->key();
  if (m_goingTo) return handleGoToKey(key);
  // A key held down repeats moving on (and x), never a toggle (a black screen flickering).
  const bool repeats = key == Qt::Key_Right || key == Qt::Key_Space || key == Qt::Key_PageDown ||
                       key == Qt::Key_Left || key == Qt::Key_PageUp || key == Qt::Key_Backspace ||
                       key == Qt::Key_Plus || key == Qt::Key_Equal || key == Qt::Key_Minus ||
                       key == Qt::Key_Underscore || key == Qt::Key_Up || key == Qt::Key_Down;
  if (e->isAutoRepeat() && !repeats) {
    static const QList<int> toggles = {
        Qt::Key_B,  Qt::Key_Period, Qt::Key_W,        Qt::Key_F, Qt::Key_G, Qt::Key_S, Qt::Key_N,
        Qt::Key_T,  Qt::Key_C,      Qt::Key_L,        Qt::Key_D, Qt::Key_P, Qt::Key_H, Qt::Key_F5,
        Qt::Key_F1, Qt::Key_Escape, Qt::Key_Question, Qt::Key_R, Qt::Key_J};
    return toggles.contains(key) || (key >= Qt::Key_0 && key <= Qt::Key_9);
  }
  const auto toggleCover = [this](AudienceOverlay::Cover c) {
    m_overlay->setCover(m_overlay->cover() == c ? AudienceOverlay::Cover::None : c);
  };
  switch (key) {
    case Qt::Key_Right:
    case Qt::Key_Space:
    case Qt::Key_PageDown:
      // Past the last step the audience is told the lecture has ended (a black screen, a frozen
      // picture stay as they are).
      if (!m_lecture->next() && m_overlay->cover() == AudienceOverlay::Cover::None) {
        m_overlay->setCover(AudienceOverlay::Cover::End);
      }
      break;
    case Qt::Key_Left:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
      if (m_overlay->cover() == AudienceOverlay::Cover::End) {
        m_overlay->setCover(AudienceOverlay::Cover::None);  // the last step again, as it was
      } else {
        m_lecture->back();
      }
      break;
    case Qt::Key_Home:
      m_lecture->setStep(1);
      break;
    case Qt::Key_End:
      m_lecture->setStep(m_lecture->stepCount(), -1);
      break;
    case Qt::Key_P:
      m_lecture->togglePlay();
      break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
      m_scene.setX(snapX(m_scene.x() + 0.1));
      break;
    case Qt::Key_Minus:
    case Qt::Key_Underscore:
      m_scene.setX(snapX(m_scene.x() - 0.1));
      break;
    case Qt::Key_H:
      m_lecture->setKeysShown(!m_lecture->keysShown());
      return true;  // (not the first key that hides them)
    case Qt::Key_Escape:
      if (m_help) {
        setHelp(false);
        return true;
      }
      emit leaveRequested();
      return true;
    case Qt::Key_F5:
      emit leaveRequested();  // a clicker's start key sends F5 and Esc in turn
      return true;
    case Qt::Key_B:
    case Qt::Key_Period:
      toggleCover(AudienceOverlay::Cover::Black);
      break;
    case Qt::Key_W:
      toggleCover(AudienceOverlay::Cover::White);
      break;
    case Qt::Key_F:
      // Frozen is what the audience sees now: nothing to freeze behind a black or white screen.
      if (m_overlay->cover() == AudienceOverlay::Cover::None ||
          m_overlay->cover() == AudienceOverlay::Cover::Frozen) {
        toggleCover(AudienceOverlay::Cover::Frozen);
      }
      break;
    case Qt::Key_Up:
    case Qt::Key_Down:
      if (!m_console->isVisible()) return false;
      m_console->scrollNotes(key == Qt::Key_Down ? 1 : -1);
      return true;
    case Qt::Key_G:
      m_goingTo = true;
      m_goTo.clear();
      updateCard();
      break;
    case Qt::Key_S:
      swapScreens();
      break;
    case Qt::Key_N:
      toggleConsoleWindow();
      break;
    case Qt::Key_T:
      restartTimer();
      break;
    case Qt::Key_R:
      if (m_room) {
        stopSharing();
      } else if (shareWithRoom(nullptr)) {
        setJoinShown(true);  // the room's first need: how to join
      }
      break;
    case Qt::Key_J:
      setJoinShown(!m_joinShown);
      break;
    case Qt::Key_A:
      setRevealed(!revealed());
      break;
    case Qt::Key_Question:
    case Qt::Key_F1:
      setHelp(!m_help);
      return true;
    case Qt::Key_C:
      m_ink.clear();
      break;
    case Qt::Key_L:
      m_ink.setTool(m_ink.tool() == Ink::Tool::Laser ? Ink::Tool::Pointer : Ink::Tool::Laser);
      break;
    case Qt::Key_D:
      m_ink.setFading(!m_ink.fading());
      break;
    case Qt::Key_0:
      m_ink.setTool(Ink::Tool::Pointer);
      break;
    default:
      if (key >= Qt::Key_1 && key < Qt::Key_1 + Ink::kPens) {
        const int pen = key - Qt::Key_0;  // the same pen again puts it down
        const bool down = m_ink.tool() == Ink::Tool::Pen && m_ink.pen() == pen;
        m_ink.setTool(down ? Ink::Tool::Pointer : Ink::Tool::Pen, pen);
        break;
      }
      return false;
  }
  // The footer's key hints are for a presenter who does not know them yet: the first key shows
  // that they do.
  m_lecture->setKeysShown(false);
  emit stateChanged();
  return true;
}

}  // namespace ui
