#include "ui/lecture/PresenterConsole.hpp"

#include <QBoxLayout>
#include <QComboBox>
#include <QCoreApplication>
#include <QFileInfo>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPointer>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTime>
#include <algorithm>
#include <cmath>
#include <optional>

#include "core/io.hpp"

#include "ui/lecture/AudienceOverlay.hpp"
#include "ui/lecture/BuiltInDeck.hpp"
#include "ui/lecture/Ink.hpp"
#include "ui/lecture/LectureView.hpp"
#include "ui/lecture/PresentingSession.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneState.hpp"
#include "ui/panels/FileDialogs.hpp"
#include "ui/panels/MathLabel.hpp"
#include "ui/panels/Stage.hpp"
#include "ui/room/RoomAddresses.hpp"
#include "ui/room/RoomServer.hpp"

namespace ui {

namespace {

/// The audience view's shape (16:9 until it is shown).
double audienceAspect(const PresentingSession& s) {
  const QWidget* v = s.lecture();
  return v->width() > 0 && v->height() > 0 ? double(v->width()) / v->height() : 16.0 / 9.0;
}

/// The largest rectangle of `aspect` in `r`, centred.
QRectF fitted(const QRectF& r, double aspect) {
  QSizeF s(r.width(), r.width() / aspect);
  if (s.height() > r.height()) s = QSizeF(r.height() * aspect, r.height());
  return QRectF(r.center() - QPointF(s.width() / 2, s.height() / 2), s);
}

/// 1:05, 12:34 or 1:02:03.
QString duration(qint64 ms) {
  const qint64 s = std::abs(ms) / 1000;
  const QString mmss = QStringLiteral("%1:%2").arg(s / 60 % 60).arg(s % 60, 2, 10, QChar('0'));
  return s >= 3600 ? QStringLiteral("%1:%2").arg(s / 3600).arg(mmss.rightJustified(5, '0')) : mmss;
}

}  // namespace

/// The current step, small and live: the audience view drawn again (without its cover) with
/// the ink on top; the mouse on it draws ink or moves the laser on the projector.
class StepMirror : public QWidget {
 public:
  StepMirror(PresentingSession& session, const Theme& theme, QWidget* parent)
      : QWidget(parent), m_session(session), m_theme(theme) {
    setMouseTracking(true);
    setMinimumSize(160, 90);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(PresenterConsole::tr("The current step"));
    connect(&session.ink(), &Ink::changed, this, qOverload<>(&QWidget::update));
  }
  QRectF target() const {
    return fitted(QRectF(rect()).adjusted(2, 2, -2, -2), audienceAspect(m_session));
  }
  QImage image() const { return m_image; }
  /// A drag on the copy ended (the step changed, the copy hidden): its panel hears the release.
  void endDrag() {
    if (m_target == nullptr) return;
    // Where the drag last was: the release moves nothing.
    QMouseEvent release(QEvent::MouseButtonRelease, m_last, m_target->mapToGlobal(m_last),
                        Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_target, &release);
    m_target = nullptr;
  }

  void redraw() {
    LectureView* view = m_session.lecture();
    const QRectF t = target();
    const double dpr = devicePixelRatioF();
    const QSize px(qRound(t.width() * dpr), qRound(t.height() * dpr));
    if (view->width() <= 0 || px.isEmpty()) return;
    QImage image(px, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(m_theme.background);
    QPainter p(&image);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.scale(t.width() / view->width(), t.height() / view->height());
    // The live view as the presenter moves on: without the black screen or the frozen picture
    // (the badge says what the audience sees), and without the ink (drawn at this size below).
    m_session.overlay()->setSuppressed(true);
    view->render(&p, QPoint(), QRegion(), QWidget::DrawWindowBackground | QWidget::DrawChildren);
    m_session.overlay()->setSuppressed(false);
    m_session.overlay()->paintResultsOn(p);  // the room's answers are the audience's picture
    p.end();
    m_image = image;
    update();
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    QPainter p(this);
    const QRectF t = target();
    if (!m_image.isNull()) p.drawImage(t, m_image);
    m_session.ink().paint(p, t);
    p.setPen(QPen(m_theme.grid, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(t.adjusted(-0.5, -0.5, 0.5, 0.5));
  }
  void hideEvent(QHideEvent* e) override {
    endDrag();
    QWidget::hideEvent(e);
  }
  void mousePressEvent(QMouseEvent* e) override {
    const bool live = m_session.overlay()->cover() == AudienceOverlay::Cover::None;
    if (m_target != nullptr) {
      forward(e);  // a second button during a drag: the same panel's
    } else if (m_session.ink().tool() == Ink::Tool::Pointer) {
      // The copy is live (drag x) only while the audience sees the step itself; a press
      // between the view's widgets (its margins) reaches nothing.
      if (live && inside(e)) {
        m_target = m_session.lecture()->childAt(viewPoint(e).toPoint());
        if (m_target != nullptr) forward(e);
      }
    } else if (e->button() == Qt::LeftButton && inside(e)) {
      m_session.ink().press(*inside(e));
    }
  }
  void mouseMoveEvent(QMouseEvent* e) override {
    if (m_target != nullptr && e->buttons() == Qt::NoButton) endDrag();  // a release was lost
    if (m_target != nullptr) {
      forward(e);  // a drag begun on the copy goes on, also past its edge
      return;
    }
    m_session.ink().setLaser(inside(e));
    // The laser's spot is the pointer on the copy (an arrow over it would hide it); the pen
    // draws where a cross is.
    const Ink::Tool tool = m_session.ink().tool();
    setCursor(!inside(e)                 ? Qt::ArrowCursor
              : tool == Ink::Tool::Laser ? Qt::BlankCursor
              : tool == Ink::Tool::Pen   ? Qt::CrossCursor
                                         : Qt::ArrowCursor);
    if ((e->buttons() & Qt::LeftButton) && inside(e)) m_session.ink().move(*inside(e));
  }
  void mouseReleaseEvent(QMouseEvent* e) override {
    if (m_target != nullptr) {
      forward(e);  // whatever the tool or the cover now: the panel's drag ends
      if (e->buttons() == Qt::NoButton) m_target = nullptr;
    } else if (e->button() == Qt::LeftButton) {
      m_session.ink().release();
    }
  }
  void leaveEvent(QEvent*) override { m_session.ink().setLaser(std::nullopt); }

 private:
  /// The audience view's point under the mouse on the copy (outside the view past its edge).
  QPointF viewPoint(const QMouseEvent* e) const {
    const QRectF t = target();
    const LectureView* view = m_session.lecture();
    return QPointF((e->position().x() - t.left()) / t.width() * view->width(),
                   (e->position().y() - t.top()) / t.height() * view->height());
  }
  /// With the pointer as the tool, the copy is live: a press, drag and release on it reach the
  /// audience view's widget at the same place (drag x from the console).
  void forward(QMouseEvent* e) {
    if (m_target == nullptr) return;
    const QPointF local = m_target->mapFrom(m_session.lecture(), viewPoint(e));
    m_last = local;
    QMouseEvent copy(e->type(), local, m_target->mapToGlobal(local), e->button(), e->buttons(),
                     e->modifiers());
    QCoreApplication::sendEvent(m_target, &copy);
  }
  std::optional<QPointF> inside(const QMouseEvent* e) const {
    const QRectF t = target();
    if (!t.contains(e->position())) return std::nullopt;
    return QPointF((e->position().x() - t.left()) / t.width(),
                   (e->position().y() - t.top()) / t.height());
  }
  PresentingSession& m_session;
  Theme m_theme;
  QImage m_image;
  QPointer<QWidget> m_target;  ///< the audience view's widget a press on the copy went to
  QPointF m_last;              ///< where in it the drag last was
};

/// The next step, drawn on an offscreen stage (never the window's Scene).
class StepPreview : public QWidget {
 public:
  StepPreview(const Theme& theme, QWidget* parent) : QWidget(parent), m_theme(theme) {
    setMinimumSize(160, 90);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(PresenterConsole::tr("The next step"));
  }
  void setImage(const QImage& image, const QString& empty) {
    m_image = image;
    m_empty = empty;
    update();
  }
  QImage image() const { return m_image; }

 protected:
  void paintEvent(QPaintEvent*) override {
    QPainter p(this);
    if (m_image.isNull()) {
      p.setPen(m_theme.grid.darker(m_theme.dark ? 60 : 160));
      p.setFont(font());
      p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, m_empty);
      return;
    }
    const QSizeF logical = QSizeF(m_image.size()) / m_image.devicePixelRatio();
    // At the top, under "Next:" (centred, a tall column left a blank band between them).
    QRectF t = fitted(QRectF(rect()), logical.width() / logical.height());
    t.moveTop(0.5);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.drawImage(t, m_image);
    p.setPen(QPen(m_theme.grid, 1));
    p.drawRect(t.adjusted(-0.5, -0.5, 0.5, 0.5));
  }

 private:
  Theme m_theme;
  QImage m_image;
  QString m_empty;
};

PresenterConsole::PresenterConsole(PresentingSession& session, const Theme& theme)
    : m_session(session), m_theme(theme) {
  setObjectName("presenter-console");
  setWindowTitle(tr("GELU Explorer — presenter console"));
  setAutoFillBackground(true);
  QPalette pal = palette();
  pal.setColor(QPalette::Window, m_theme.background);
  pal.setColor(QPalette::WindowText, m_theme.foreground);
  pal.setColor(QPalette::Base, m_theme.background);
  pal.setColor(QPalette::Text, m_theme.foreground);
  // The notes' scroll bar in the theme's colours too (a light bar on a dark console glared).
  pal.setColor(QPalette::Button, m_theme.background);
  pal.setColor(QPalette::ButtonText, m_theme.foreground);
  pal.setColor(QPalette::Light, m_theme.grid);
  pal.setColor(QPalette::Midlight, m_theme.grid);
  pal.setColor(QPalette::Mid, m_theme.grid);
  pal.setColor(QPalette::Dark, m_theme.grid.darker(m_theme.dark ? 60 : 140));
  pal.setColor(QPalette::Shadow, m_theme.grid.darker(m_theme.dark ? 60 : 180));
  setPalette(pal);
  setFocusPolicy(Qt::StrongFocus);

  const auto label = [this](const char* name) {
    auto* l = new QLabel(this);
    l->setObjectName(name);
    l->setTextFormat(Qt::RichText);
    return l;
  };
  m_title = label("console-title");
  m_title->setWordWrap(true);
  m_clock = label("console-clock");
  m_clock->setAlignment(Qt::AlignRight | Qt::AlignTop);
  m_current = new StepMirror(session, m_theme, this);
  m_nextTitle = label("console-next-title");
  m_nextTitle->setWordWrap(true);
  m_next = new StepPreview(m_theme, this);
  m_elapsed = label("console-elapsed");
  m_time = label("console-time");
  m_notes = new MathLabel(this);  // a deck's notes may hold formulas ($…$, $$…$$)
  m_notes->setObjectName("console-notes");
  m_notes->setWordWrap(true);
  // (QScrollArea asks the size policy, not the widget, whether height follows width.)
  QSizePolicy notesPolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
  notesPolicy.setHeightForWidth(true);
  m_notes->setSizePolicy(notesPolicy);
  m_notes->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  m_notes->setContentsMargins(4, 4, 4, 4);
  m_notesArea = new QScrollArea(this);
  m_notesArea->setWidget(m_notes);
  m_notesArea->setWidgetResizable(true);
  m_notesArea->setFrameShape(QFrame::NoFrame);
  m_notesArea->setFocusPolicy(Qt::NoFocus);  // the keys are the session's, not the scroll's
  m_status = label("console-status");
  m_status->setWordWrap(true);

  auto* root = new QVBoxLayout(this);
  root->setContentsMargins(24, 16, 24, 12);
  root->setSpacing(10);
  auto* header = new QHBoxLayout;
  header->addWidget(m_title, 1);
  header->addWidget(m_clock);
  root->addLayout(header);
  auto* middle = new QHBoxLayout;
  middle->setSpacing(24);
  middle->addWidget(m_current, 2);
  auto* side = new QVBoxLayout;
  side->addWidget(m_nextTitle);
  side->addWidget(m_next, 1);
  side->addSpacing(8);
  side->addWidget(m_elapsed);
  side->addWidget(m_time);
  middle->addLayout(side, 1);
  root->addLayout(middle, 3);
  root->addWidget(m_notesArea, 1);
  // The room: where it is served, sharing on and off, the join code on the audience screen. The
  // buttons take no focus: the keys stay the session's.
  m_interface = new QComboBox(this);
  m_interface->setObjectName("console-room-interface");
  m_interface->setFocusPolicy(Qt::NoFocus);
  m_interface->setToolTip(tr("The network the room joins on (remembered)"));
  m_share = new QPushButton(this);
  m_share->setObjectName("console-room-share");
  m_share->setFocusPolicy(Qt::NoFocus);
  m_join = new QPushButton(tr("Join code on screen (J)"), this);
  m_join->setObjectName("console-room-join");
  m_join->setFocusPolicy(Qt::NoFocus);
  m_join->setCheckable(true);
  m_saveAnswers = new QPushButton(tr("Save answers…"), this);
  m_saveAnswers->setObjectName("console-room-save-answers");
  m_saveAnswers->setFocusPolicy(Qt::NoFocus);
  m_saveAnswers->setToolTip(
      tr("The room's answers to every question so far, as CSV (anonymous; they are kept nowhere "
         "else and end with the talk)"));
  m_room = label("console-room");
  m_room->setTextInteractionFlags(Qt::TextSelectableByMouse);
  auto* footer = new QHBoxLayout;
  footer->setSpacing(12);
  footer->addWidget(m_status, 1);
  footer->addWidget(m_room);
  footer->addWidget(m_interface);
  footer->addWidget(m_share);
  footer->addWidget(m_join);
  footer->addWidget(m_saveAnswers);
  root->addLayout(footer);
  applyFonts();
  for (const RoomAddress& a : roomAddresses()) {
    m_interface->addItem(a.loopback ? tr("this computer only")
                                    : QStringLiteral("%1 (%2)").arg(a.name, a.address.toString()),
                         a.name);
  }
  const int remembered = m_interface->findData(session.roomInterface());
  m_interface->setCurrentIndex(std::max(0, remembered));
  connect(m_interface, &QComboBox::activated, this,
          [this](int i) { m_session.setRoomInterface(m_interface->itemData(i).toString()); });
  connect(m_share, &QPushButton::clicked, this, [this] {
    if (m_session.room() != nullptr) {
      m_session.stopSharing();
      return;
    }
    m_session.setRoomInterface(m_interface->currentData().toString());
    if (m_session.shareWithRoom(nullptr)) m_session.setJoinShown(true);
  });
  connect(m_join, &QPushButton::clicked, this, [this](bool on) { m_session.setJoinShown(on); });
  connect(m_saveAnswers, &QPushButton::clicked, this, &PresenterConsole::saveAnswers);
  connect(&session, &PresentingSession::roomChanged, this, &PresenterConsole::refreshRoom);
  refreshRoom();

  connect(&session, &PresentingSession::stateChanged, this, &PresenterConsole::refresh);
  connect(session.lecture(), &LectureView::crowdedChanged, this, &PresenterConsole::refresh);
  // A drag begun on the copy does not go on into the next step's panels.
  connect(session.lecture(), &LectureView::stepChanged, m_current, &StepMirror::endDrag);
  connect(&session, &PresentingSession::tick, this, &PresenterConsole::refreshTime);
  m_previewLater.setSingleShot(true);
  m_previewLater.setInterval(0);  // after the audience has its step: the preview can wait
  connect(&m_previewLater, &QTimer::timeout, this, &PresenterConsole::drawPreview);
  // The preview follows the live Scene (x dragged, the run going on), a moment after it moved.
  m_previewFollow.setSingleShot(true);
  m_previewFollow.setInterval(400);
  connect(&m_previewFollow, &QTimer::timeout, this, [this] {
    if (isVisible()) drawPreview();
  });
  connect(&session.scene(), &Scene::changed, this, [this] { m_previewFollow.start(); });
  connect(&session.scene(), &Scene::simulationAdvanced, this, [this] {
    if (!m_previewFollow.isActive()) m_previewFollow.start();
  });
  m_mirrorTimer.setInterval(100);
  connect(&m_mirrorTimer, &QTimer::timeout, m_current, &StepMirror::redraw);
}

PresenterConsole::~PresenterConsole() = default;

QString PresenterConsole::titleText() const { return m_title->text(); }
QString PresenterConsole::timeText() const {
  return m_elapsed->text() + '\n' + m_time->text() + '\n' + m_clock->text();
}
QString PresenterConsole::notesText() const { return m_notes->text(); }
QString PresenterConsole::statusText() const { return m_status->text(); }
QString PresenterConsole::nextTitle() const { return m_nextTitle->text(); }
QString PresenterConsole::roomText() const { return m_room->text(); }

gelu::model::Position PresenterConsole::previewPosition() const {
  return m_previewPresentation ? m_previewPresentation->position() : gelu::model::Position{-1, -1};
}

double PresenterConsole::previewX() const {
  return m_previewStage ? m_previewStage->scene().x() : std::nan("");
}

void PresenterConsole::refreshRoom() {
  const RoomServer* room = m_session.room();
  m_share->setText(room != nullptr ? tr("Stop sharing (R)") : tr("Share with the room (R)"));
  m_interface->setEnabled(room == nullptr);
  m_join->setEnabled(room != nullptr);
  m_join->setChecked(m_session.joinShown());
  m_saveAnswers->setEnabled(m_session.hasAnswers());
  m_saveAnswers->setVisible(room != nullptr || m_session.hasAnswers());
  if (room != nullptr) {
    QString text =
        tr("%1 · %n following", nullptr, room->followers()).arg(room->joinUrl().toHtmlEscaped());
    if (room->question() != nullptr) {
      const int n = room->answerCount();
      text += " · " + (m_session.revealed() ? tr("answered: %1, shown (A hides)").arg(n)
                                            : tr("answered: %1 (A reveals)").arg(n));
    }
    m_room->setText(text);
  } else if (!m_session.roomError().isEmpty()) {
    m_room->setText(QStringLiteral("<span style=\"color:%1\">%2</span>")
                        .arg(m_theme.readable(QColor(0xc0, 0x39, 0x2b)).name(),
                             m_session.roomError().toHtmlEscaped()));
  } else {
    m_room->setText(tr("Not shared"));
  }
}
void PresenterConsole::saveAnswers() {
  if (!m_session.hasAnswers()) return;
  const QByteArray csv = m_session.answersCsv();  // as they are now, whatever arrives meanwhile
  const QString path =
      saveFileName(this, tr("Save the room's answers"), tr("answers.csv"), tr("CSV files (*.csv)"));
  if (path.isEmpty()) return;
  const auto error = gelu::io::writeFile(path.toStdString(), csv.toStdString());
  m_room->setText(error
                      ? QStringLiteral("<span style=\"color:%1\">%2</span>")
                            .arg(m_theme.readable(QColor(0xc0, 0x39, 0x2b)).name(),
                                 QString::fromStdString(error->message).toHtmlEscaped())
                      : tr("Answers saved to %1").arg(QFileInfo(path).fileName().toHtmlEscaped()));
}

QImage PresenterConsole::preview() const { return m_next->image(); }
QImage PresenterConsole::mirror() const { return m_current->image(); }

void PresenterConsole::applyFonts() {
  // Type for a laptop an arm's length away: 22 pt notes on a 1080-line screen, less when the
  // console is a small window.
  const double k = std::clamp(height() / 1080.0, 0.5, 2.0);
  const auto pt = [k](double points) { return std::max(10.0, points * k); };  // never below 10
  m_title->setFont(m_theme.font(pt(22), true));
  m_clock->setFont(m_theme.font(pt(22)));
  m_nextTitle->setFont(m_theme.font(pt(16)));
  m_next->setFont(m_theme.font(pt(16)));
  m_elapsed->setFont(m_theme.font(pt(40), true));
  m_time->setFont(m_theme.font(pt(17)));
  m_notes->setFont(m_theme.font(pt(22)));
  m_status->setFont(m_theme.font(pt(14)));
  for (QWidget* w :
       std::initializer_list<QWidget*>{m_room, m_interface, m_share, m_join, m_saveAnswers}) {
    if (w != nullptr) w->setFont(m_theme.font(pt(12)));
  }
}

void PresenterConsole::paintEvent(QPaintEvent* e) {
  QWidget::paintEvent(e);
  if (isFullScreen()) return;
  // A window over the audience view (one screen, perhaps no window manager to frame it): its
  // edge drawn, so it does not melt into the view behind.
  QPainter p(this);
  p.setPen(QPen(m_theme.foreground, 3));
  p.drawRect(QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5));
}

void PresenterConsole::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  applyFonts();
  m_previewIndex = -2;  // drawn again at the new size
  m_previewAt = {-1, -1};
  m_previewLater.start();
}

void PresenterConsole::showEvent(QShowEvent* e) {
  QWidget::showEvent(e);
  refresh();
  refreshTime();
  m_current->redraw();
  m_mirrorTimer.start();
}

void PresenterConsole::scrollNotes(int lines) {
  QScrollBar* bar = m_notesArea->verticalScrollBar();
  bar->setValue(bar->value() + lines * m_notes->fontMetrics().lineSpacing());
}

void PresenterConsole::hideEvent(QHideEvent* e) {
  QWidget::hideEvent(e);
  // Nothing drawn for a console no one sees: a preview queued before presenting stopped would
  // read a Scene that the window may have replaced by then.
  m_mirrorTimer.stop();
  m_previewLater.stop();
  m_previewFollow.stop();
}

void PresenterConsole::refresh() {
  const LectureView* lecture = m_session.lecture();
  const int step = lecture->step();
  if (step < 1) return;
  const QString language = deckLanguage();
  const DeckStep& info = lecture->current();
  QString title = tr("Step %1 of %2").arg(step).arg(lecture->stepCount());
  if (!info.title.empty()) title += QStringLiteral(" — ") + textIn(info.title, language);
  if (!info.fragments.empty()) {
    title += QStringLiteral(" · ") +
             tr("fragment %1 of %2").arg(lecture->fragment()).arg(info.fragments.size());
  }
  m_title->setText(title.toHtmlEscaped());
  setWindowTitle(
      tr("GELU Explorer — presenter console, step %1 of %2").arg(step).arg(lecture->stepCount()));

  // What the next key shows, as the preview does: this step's next fragment, else the next step.
  const std::vector<int> shown = shownSteps(m_session.deck());
  const int fragments = static_cast<int>(info.fragments.size());
  if (lecture->fragment() < fragments) {
    m_nextTitle->setText(
        tr("Next: fragment %1 of %2").arg(lecture->fragment() + 1).arg(fragments).toHtmlEscaped());
  } else if (step < static_cast<int>(shown.size())) {
    const DeckStep& next = m_session.deck().steps[static_cast<std::size_t>(shown[step])];
    m_nextTitle->setText(tr("Next: %1")
                             .arg(textIn(next.title, language).isEmpty()
                                      ? tr("step %1").arg(step + 1)
                                      : textIn(next.title, language))
                             .toHtmlEscaped());
  } else {
    m_nextTitle->setText(tr("Next: the end of the deck").toHtmlEscaped());
  }
  // The preview, when there is a console to show it: for the next step, at the audience
  // view's shape (a projector plugged in may have another).
  // (at every step and fragment: the next key may show a fragment of this step)
  if (isVisible() && (m_session.presentation().position() != m_previewAt ||
                      m_previewAspect != audienceAspect(m_session))) {
    m_previewLater.start();
  }

  const QString dim = m_theme.grid.darker(m_theme.dark ? 60 : 160).name();
  // The keys take the console's middle while they are asked for (the notes' strip holds a few
  // of their fifteen rows only).
  const bool help = m_session.helpShown();
  for (QWidget* w : {static_cast<QWidget*>(m_current), static_cast<QWidget*>(m_nextTitle),
                     static_cast<QWidget*>(m_next), static_cast<QWidget*>(m_elapsed),
                     static_cast<QWidget*>(m_time)}) {
    w->setVisible(!help);
  }
  m_notes->setPlainText(!help && !info.notes.empty());  // the deck's text as typed
  if (help) {
    m_notes->setText(PresentingSession::keysHtml());
  } else if (info.notes.empty()) {
    m_notes->setText(QStringLiteral("<span style=\"color:%1\">%2</span>")
                         .arg(dim, tr("No notes for this step.").toHtmlEscaped()));
  } else {
    m_notes->setText(textIn(info.notes, language));
  }

  // What the audience sees, what the mouse does, the prompt.
  using Cover = AudienceOverlay::Cover;
  const Cover cover = m_session.overlay()->cover();
  QStringList status;
  const QString warn = QStringLiteral("<b style=\"color:%1\">%2</b>");
  const QString alarm = m_theme.dark ? "#ff8a80" : "#c62828";
  switch (cover) {
    case Cover::None:
      status << tr("The audience sees this step").toHtmlEscaped();
      break;
    case Cover::Black:
      status << warn.arg(alarm, tr("The audience sees a black screen (B)").toHtmlEscaped());
      break;
    case Cover::White:
      status << warn.arg(alarm, tr("The audience sees a white screen (W)").toHtmlEscaped());
      break;
    case Cover::Frozen:
      status << warn.arg(alarm, tr("The audience sees a frozen picture (F)").toHtmlEscaped());
      break;
    case Cover::End:
      status << warn.arg(
          alarm, tr("The audience sees the end of the lecture (← goes back)").toHtmlEscaped());
      break;
  }
  const Ink& ink = m_session.ink();
  switch (ink.tool()) {
    case Ink::Tool::Pointer:
      status << tr("The mouse works the panels").toHtmlEscaped();
      break;
    case Ink::Tool::Laser:
      status << tr("Laser pointer").toHtmlEscaped();
      break;
    case Ink::Tool::Pen:
      status << QStringLiteral("<span style=\"color:%1\">■</span> %2")
                    .arg(ink.penColour(ink.pen()).name(),
                         (ink.fading() ? tr("Pen %1, fading") : tr("Pen %1"))
                             .arg(ink.pen())
                             .toHtmlEscaped());
      break;
  }
  if (const int shortest = m_session.lecture()->crowded(); shortest > 0) {
    status << warn.arg(alarm, tr("Crowded on the projector: a plot %1 px tall at the smallest "
                                 "type (fewer panels, or a larger screen)")
                                  .arg(shortest)
                                  .toHtmlEscaped());
  }
  if (m_session.goingTo()) {
    status << warn.arg(m_theme.foreground.name(),
                       tr("Go to step: %1_").arg(m_session.goToDigits()).toHtmlEscaped());
  }
  status << tr("? keys").toHtmlEscaped();
  m_status->setText(status.join(QStringLiteral(" &nbsp;·&nbsp; ")));
  refreshTime();
}

void PresenterConsole::refreshTime() {
  // The locale's short time, to the minute.
  QString format = QLocale().timeFormat(QLocale::ShortFormat);
  format.remove(QStringLiteral(":ss"));
  m_clock->setText(QLocale().toString(QTime::currentTime(), format));
  m_elapsed->setText(duration(m_session.elapsedMs()));
  const int step = m_session.lecture()->step();
  QStringList lines;
  const double total = m_session.timer().plannedMinutes();
  if (total > 0) {
    const qint64 left = static_cast<qint64>(total * 60000) - m_session.elapsedMs();
    lines << (left >= 0 ? tr("%1 left of %2") : tr("%1 over the %2 planned"))
                 .arg(duration(left), duration(static_cast<qint64>(total * 60000)));
  }
  const double own = m_session.timer().plannedFor(step);
  lines << (own > 0 ? tr("This step %1 of %2")
                          .arg(duration(m_session.stepElapsedMs()),
                               duration(static_cast<qint64>(own * 60000)))
                    : tr("This step %1").arg(duration(m_session.stepElapsedMs())));
  QString text = lines.join("<br>").toHtmlEscaped().replace("&lt;br&gt;", "<br>");
  const QString alarm = m_theme.dark ? "#ff8a80" : "#c62828";
  // A step past its own minutes says so at once (the plan's minute of grace is the talk's).
  const qint64 over = m_session.stepElapsedMs() - static_cast<qint64>(own * 60000);
  if (own > 0 && over > 0) {
    text += QStringLiteral("<br><b style=\"color:%1\">%2</b>")
                .arg(alarm, tr("This step %1 over").arg(duration(over)).toHtmlEscaped());
  }
  if (total > 0) {
    const qint64 behind = m_session.behindMs();
    if (behind >= 60000) {
      text += QStringLiteral("<br><b style=\"color:%1\">%2</b>")
                  .arg(alarm, tr("%1 behind the plan").arg(duration(behind)).toHtmlEscaped());
    } else if (behind <= -60000) {
      text += "<br>" + tr("%1 ahead of the plan").arg(duration(behind)).toHtmlEscaped();
    } else {
      text += "<br>" + tr("On time").toHtmlEscaped();
    }
  }
  m_time->setText(text);
}

void PresenterConsole::drawPreview() {
  const LectureView* lecture = m_session.lecture();
  const Deck& deck = m_session.deck();
  const std::vector<int> shown = shownSteps(deck);
  const int step = lecture->step();
  const int index = step >= 1 && step < static_cast<int>(shown.size()) ? shown[step] : -1;
  m_previewIndex = index;
  m_previewAt = m_session.presentation().position();
  const double aspect = audienceAspect(m_session);
  m_previewAspect = aspect;
  if (index < 0 &&
      m_session.lecture()->fragment() >= static_cast<int>(lecture->current().fragments.size())) {
    m_next->setImage({}, tr("The last step"));
    return;
  }
  const QRectF room = fitted(QRectF(m_next->rect()), aspect);
  if (room.width() < 16) {
    m_next->setImage({}, QString());
    return;
  }
  // What the audience will see at the next key — the step's next fragment, else the next step —
  // from the live Scene (x as dragged, the run as far as it went): the talk one key on, shown on
  // a Stage of the preview's own at the audience view's size.
  const Scene& live = m_session.scene();
  SceneFileData now;
  now.model = live.state();
  if (!m_previewStage) {
    m_previewStage =
        std::make_unique<Stage>(live.state(), ViewState(), QStringList(), 0, m_session.theme());
    m_previewPresentation.emplace(m_session.presentation());
    m_previewView = std::make_unique<LectureView>(m_previewStage->scene(), m_session.theme(),
                                                  *m_previewPresentation);
    m_previewView->setAttribute(Qt::WA_DontShowOnScreen);
    m_previewView->setKeysShown(false);
  }
  *m_previewPresentation = m_session.presentation();
  const gelu::model::Move move = m_previewPresentation->next(now);
  if (!move.moves()) {
    m_next->setImage({}, tr("The last step"));
    return;
  }
  Scene& scene = m_previewStage->scene();
  scene.setState(live.state());
  scene.resetSimulation();
  scene.simulateTo(live.simulator().n());
  const QSize view = lecture->width() > 0 && lecture->height() > 0
                         ? lecture->size()
                         : QSize(1280, qRound(1280 / aspect));
  m_previewView->resize(view);
  m_previewView->show();
  m_previewView->setRunMade(lecture->runMade());  // (the audience's: the same opening)
  m_previewView->showMove(move);
  m_previewView->settle();
  const double scale = room.width() * devicePixelRatioF() / view.width();
  QImage image(QSize(qRound(view.width() * scale), qRound(view.height() * scale)),
               QImage::Format_ARGB32_Premultiplied);
  image.fill(m_theme.background);
  {
    QPainter p(&image);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.scale(scale, scale);
    m_previewView->render(&p, QPoint(), QRegion(),
                          QWidget::DrawWindowBackground | QWidget::DrawChildren);
  }
  image.setDevicePixelRatio(devicePixelRatioF());
  m_next->setImage(image, QString());
}

}  // namespace ui
