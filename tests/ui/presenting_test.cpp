// Presenting a deck on two screens (Qt's offscreen platform with a laptop and a projector):
// where the audience view and the console go, the keys from either window, black and white
// screens, freezing, going to a step, ink, the timer and the next step's preview.
#include <gtest/gtest.h>

#include <qcustomplot.h>

#include <QApplication>
#include <QImage>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>
#include <cstdlib>

#include "core/model/figure_scene.hpp"
#include "core/model/room.hpp"
#include "tests/ui/shared_helpers.hpp"
#include "ui/export/AnimationDialog.hpp"
#include "ui/lecture/AudienceOverlay.hpp"
#include "ui/lecture/IdlePointer.hpp"
#include "ui/lecture/Ink.hpp"
#include "ui/lecture/LectureView.hpp"
#include "ui/lecture/PresenterConsole.hpp"
#include "ui/lecture/PresentingSession.hpp"
#include "ui/model/Scene.hpp"
#include "ui/panels/MathLabel.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/room/RoomServer.hpp"
#include "ui/window/MainWindow.hpp"

namespace {

QScreen* screenNamed(const QString& name) {
  for (QScreen* s : QGuiApplication::screens()) {
    if (s->name() == name) return s;
  }
  return nullptr;
}

/// The number of distinct colours in `image` (a drawn plot has many; a black screen one).
int colours(const QImage& image) {
  QSet<QRgb> seen;
  const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
  for (int y = 0; y < rgb.height(); y += 3) {
    for (int x = 0; x < rgb.width(); x += 3) seen.insert(rgb.pixel(x, y));
  }
  return static_cast<int>(seen.size());
}

/// The pixels of `image` far from grey (a plot's shading and coloured lines; black, white and
/// the antialiased grey of text are none).
int colouredPixels(const QImage& image) {
  const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
  int count = 0;
  for (int y = 0; y < rgb.height(); ++y) {
    for (int x = 0; x < rgb.width(); ++x) {
      const QColor c = rgb.pixelColor(x, y);
      count += std::abs(c.red() - c.green()) + std::abs(c.green() - c.blue()) > 60;
    }
  }
  return count;
}

/// Whether `colour` is within 3 pixels of `at` (a stroke's middle, whatever the rounding).
bool hasColourNear(const QImage& image, QPoint at, const QColor& colour) {
  for (int dy = -3; dy <= 3; ++dy) {
    for (int dx = -3; dx <= 3; ++dx) {
      if (image.pixel(at + QPoint(dx, dy)) == colour.rgb()) return true;
    }
  }
  return false;
}

/// The console's live copy of the current step.
QWidget* currentStepCopy(const ui::PresenterConsole& console) {
  for (QWidget* w : console.findChildren<QWidget*>()) {
    if (w->accessibleName() == "The current step") return w;
  }
  return nullptr;
}

TEST(Presenting, TheTwoScreensAreTheLaptopAndTheProjector) {
  ASSERT_EQ(QGuiApplication::screens().size(), 2);
  QScreen* laptop = screenNamed("LAPTOP");
  QScreen* projector = screenNamed("PROJECTOR");
  ASSERT_NE(laptop, nullptr);
  ASSERT_NE(projector, nullptr);
  EXPECT_EQ(QGuiApplication::primaryScreen(), laptop);
  const QList<QScreen*> both{laptop, projector};
  // The audience on the screen that is not the primary, the console on the primary.
  ui::ScreenPlan p = ui::planScreens(both, laptop, {});
  EXPECT_EQ(p.audience, projector);
  EXPECT_EQ(p.console, laptop);
  // Unless the user chose another (by name); a screen that is gone is no choice.
  p = ui::planScreens(both, laptop, "LAPTOP");
  EXPECT_EQ(p.audience, laptop);
  EXPECT_EQ(p.console, projector);
  p = ui::planScreens(both, laptop, "HDMI-2");
  EXPECT_EQ(p.audience, projector);
  // One screen: the audience on it, no console screen.
  p = ui::planScreens({laptop}, laptop, "PROJECTOR");
  EXPECT_EQ(p.audience, laptop);
  EXPECT_EQ(p.console, nullptr);
  p = ui::planScreens({}, nullptr, {});
  EXPECT_EQ(p.audience, nullptr);
}

TEST(Presenting, AudienceFullScreenOnTheProjectorConsoleOnTheLaptopSSwapsAndIsRemembered) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  window.enterLecture(1);
  ui::PresentingSession* session = window.presenting();
  ASSERT_NE(session, nullptr);
  ui::LectureView* audience = session->lecture();
  ui::PresenterConsole* console = session->console();
  EXPECT_TRUE(audience->isFullScreen());
  EXPECT_EQ(audience->geometry(), screenNamed("PROJECTOR")->geometry());
  EXPECT_EQ(audience->screen(), screenNamed("PROJECTOR"));
  EXPECT_TRUE(console->isVisible());
  EXPECT_TRUE(console->isFullScreen());
  EXPECT_EQ(console->geometry(), screenNamed("LAPTOP")->geometry());
  // S swaps them, and the choice outlives the session.
  QTest::keyClick(console, Qt::Key_S);
  EXPECT_EQ(audience->geometry(), screenNamed("LAPTOP")->geometry());
  EXPECT_EQ(console->geometry(), screenNamed("PROJECTOR")->geometry());
  // Remembered for these two screens (another room's projector is the audience's again).
  const QVariantMap chosen = QSettings().value(ui::PresentingSession::kAudienceScreenKey).toMap();
  EXPECT_EQ(chosen.value("LAPTOP+PROJECTOR").toString(), "LAPTOP");
  EXPECT_EQ(chosen.size(), 1);
  // A choice made with other screens (another room's projector) is not this room's.
  QSettings().setValue(ui::PresentingSession::kAudienceScreenKey,
                       QVariantMap{{"HDMI-1+LAPTOP", "LAPTOP"}, {"LAPTOP+PROJECTOR", "LAPTOP"}});
  EXPECT_EQ(session->plan().audience, screenNamed("LAPTOP"));
  QSettings().setValue(ui::PresentingSession::kAudienceScreenKey,
                       QVariantMap{{"HDMI-1+LAPTOP", "LAPTOP"}});
  EXPECT_EQ(session->plan().audience, screenNamed("PROJECTOR"));
  QSettings().setValue(ui::PresentingSession::kAudienceScreenKey, chosen);
  // The console's window closed (Alt+F4) on two screens: it stays, N could not bring it back.
  console->close();
  EXPECT_TRUE(console->isVisible());
  QPointer<ui::PresentingSession> left = session;
  QTest::keyClick(audience, Qt::Key_Escape);
  EXPECT_EQ(window.presenting(), nullptr);
  EXPECT_FALSE(audience->isVisible());
  EXPECT_FALSE(console->isVisible());
  QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
  EXPECT_TRUE(left.isNull());  // the session and its windows are gone
  window.enterLecture(1);
  EXPECT_EQ(window.lecture()->geometry(), screenNamed("LAPTOP")->geometry());
  QTest::keyClick(window.lecture(), Qt::Key_S);
  EXPECT_EQ(window.lecture()->geometry(), screenNamed("PROJECTOR")->geometry());
  // N (the console as a window) is for one screen: with two it keeps its own.
  QTest::keyClick(window.lecture(), Qt::Key_N);
  EXPECT_TRUE(window.presenting()->console()->isFullScreen());
  left = window.presenting();
  QTest::keyClick(window.presenting()->console(), Qt::Key_F5);  // a clicker's start key
  EXPECT_EQ(window.presenting(), nullptr);
  QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
  EXPECT_TRUE(left.isNull());
}

TEST(Presenting, KeysWorkFromEitherWindowAndGoToShowsNoStepBetween) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  window.enterLecture(1);
  ui::PresentingSession* session = window.presenting();
  ui::LectureView* audience = session->lecture();
  ui::PresenterConsole* console = session->console();
  // What a clicker sends, to whichever window has the focus.
  QTest::keyClick(console, Qt::Key_PageDown);
  EXPECT_EQ(audience->step(), 2);
  QTest::keyClick(audience, Qt::Key_PageDown);
  EXPECT_EQ(audience->step(), 3);
  QTest::keyClick(console, Qt::Key_PageUp);
  EXPECT_EQ(audience->step(), 2);
  EXPECT_TRUE(console->titleText().startsWith("Step 2 of 10"))
      << console->titleText().toStdString();
  EXPECT_EQ(console->windowTitle(), "GELU Explorer — presenter console, step 2 of 10");
  // G, a number, Enter: straight there. The prompt is the presenter's, on the console.
  QSignalSpy steps(audience, &ui::LectureView::stepChanged);
  QTest::keyClick(console, Qt::Key_G);
  QTest::keyClicks(console, "19");
  QTest::keyClick(console, Qt::Key_Backspace);
  QTest::keyClick(console, Qt::Key_0);
  EXPECT_TRUE(console->statusText().contains("Go to step: 10_"))
      << console->statusText().toStdString();
  EXPECT_TRUE(session->overlay()->card().isEmpty());  // the audience sees no prompt
  EXPECT_EQ(audience->step(), 2);
  QTest::keyClick(console, Qt::Key_Return);
  EXPECT_EQ(audience->step(), 10);
  ASSERT_EQ(steps.size(), 1);  // no step between
  EXPECT_EQ(steps.first().first().toInt(), 10);
  // Esc cancels the prompt (and does not leave).
  QTest::keyClick(console, Qt::Key_G);
  QTest::keyClick(console, Qt::Key_3);
  QTest::keyClick(console, Qt::Key_Escape);
  EXPECT_EQ(audience->step(), 10);
  EXPECT_FALSE(session->goingTo());
  EXPECT_NE(window.presenting(), nullptr);
  // ? shows the keys on the console; Esc closes them first, then leaves.
  QTest::keyClick(audience, Qt::Key_Question, Qt::ShiftModifier);
  EXPECT_TRUE(session->helpShown());
  EXPECT_TRUE(console->notesText().contains("freeze")) << console->notesText().toStdString();
  QTest::keyClick(audience, Qt::Key_Escape);
  EXPECT_FALSE(session->helpShown());
  EXPECT_NE(window.presenting(), nullptr);
  // A held key repeats moving on, never a toggle.
  QTest::keyClick(audience, Qt::Key_B);
  QKeyEvent repeated(QEvent::KeyPress, Qt::Key_B, Qt::NoModifier, "b", true);
  QApplication::sendEvent(audience, &repeated);
  EXPECT_EQ(session->overlay()->cover(), ui::AudienceOverlay::Cover::Black);
  QTest::keyClick(audience, Qt::Key_B);
  QKeyEvent back(QEvent::KeyPress, Qt::Key_PageUp, Qt::NoModifier, QString(), true);
  QApplication::sendEvent(audience, &back);
  EXPECT_EQ(audience->step(), 9);
  QTest::keyClick(audience, Qt::Key_Escape);
  EXPECT_EQ(window.presenting(), nullptr);
  // F5 again: back at the step left (a clicker's start key pressed by mistake costs no place).
  window.action("lecture")->trigger();
  ASSERT_NE(window.lecture(), nullptr);
  EXPECT_EQ(window.lecture()->step(), 9);
  window.action("lecture")->trigger();
  EXPECT_EQ(window.presenting(), nullptr);
}

TEST(Presenting, BlackWhiteAndFrozenWhileThePresenterMovesOn) {
  ui::Scene scene;
  ui::PresentingSession session(scene, ui::Theme::light(), ui::builtInDeck());
  session.start(2);
  ui::LectureView* audience = session.lecture();
  ui::PresenterConsole* console = session.console();
  QApplication::processEvents();
  const QImage live = audience->grab().toImage();
  EXPECT_GT(colours(live), 20);
  QTest::keyClick(console, Qt::Key_B);
  const QImage black = audience->grab().toImage();
  EXPECT_EQ(colours(black), 1);
  EXPECT_EQ(black.pixelColor(10, 10), QColor(Qt::black));
  EXPECT_TRUE(console->statusText().contains("black screen"))
      << console->statusText().toStdString();
  QTest::keyClick(console, Qt::Key_Period);  // a clicker's blank key: back
  EXPECT_EQ(session.overlay()->cover(), ui::AudienceOverlay::Cover::None);
  QTest::keyClick(console, Qt::Key_W);
  EXPECT_EQ(audience->grab().toImage().pixelColor(10, 10), QColor(Qt::white));
  QTest::keyClick(console, Qt::Key_B);  // black from white
  EXPECT_EQ(session.overlay()->cover(), ui::AudienceOverlay::Cover::Black);
  QTest::keyClick(console, Qt::Key_B);
  // F: the audience keeps this picture while the presenter goes to the next step.
  const QImage before = audience->grab().toImage();
  QTest::keyClick(console, Qt::Key_F);
  QTest::keyClick(console, Qt::Key_Right);
  EXPECT_EQ(audience->step(), 3);
  QApplication::processEvents();
  EXPECT_EQ(audience->grab().toImage(), before);
  EXPECT_TRUE(console->statusText().contains("frozen")) << console->statusText().toStdString();
  // Ink drawn meanwhile is the new step's: the audience sees it once the picture is let go.
  QTest::keyClick(console, Qt::Key_1);
  const QPoint a(audience->width() / 4, audience->height() / 2);
  QTest::mousePress(session.overlay(), Qt::LeftButton, Qt::NoModifier, a);
  QTest::mouseMove(session.overlay(), a + QPoint(200, 0));
  QTest::mouseRelease(session.overlay(), Qt::LeftButton, Qt::NoModifier, a + QPoint(200, 0));
  EXPECT_EQ(session.ink().strokeCount(), 1);
  EXPECT_EQ(audience->grab().toImage(), before);
  // The console shows the step moved on to, live (its copy follows; the audience's does not).
  ASSERT_SOON(colours(console->mirror()) > 20, 2000);
  const QImage copy = console->mirror();
  scene.setX(-2.0);
  ASSERT_SOON(console->mirror() != copy, 2000);
  EXPECT_EQ(audience->grab().toImage(), before);
  // F behind a black screen freezes nothing (the audience would see the live step).
  QTest::keyClick(console, Qt::Key_F);
  QTest::keyClick(console, Qt::Key_B);
  QTest::keyClick(console, Qt::Key_F);
  EXPECT_EQ(session.overlay()->cover(), ui::AudienceOverlay::Cover::Black);
  QTest::keyClick(console, Qt::Key_B);
  QTest::keyClick(console, Qt::Key_F);
  EXPECT_EQ(session.overlay()->cover(), ui::AudienceOverlay::Cover::Frozen);
  QTest::keyClick(console, Qt::Key_F);
  QApplication::processEvents();
  EXPECT_NE(audience->grab().toImage(), before);
  // The laser's passing spot is no part of a frozen picture.
  QTest::keyClick(console, Qt::Key_L);
  const QPoint spot(audience->width() / 2, audience->height() / 3);
  QTest::mouseMove(session.overlay(), spot);
  ASSERT_TRUE(session.ink().laser().has_value());
  const QColor red(255, 30, 30);
  EXPECT_TRUE(hasColourNear(audience->grab().toImage(), spot, red));
  QTest::keyClick(console, Qt::Key_F);
  EXPECT_FALSE(hasColourNear(audience->grab().toImage(), spot, red));
  QTest::keyClick(console, Qt::Key_F);
}

// Ctrl+Alt+E: the animation of the step, in a dialog on the presenter's screen (the console's),
// one at a time.
// A newcomer's pointer, parked on the projector, sat on every slide. It hides when it rests
// on the audience's view, comes back at the next move, and the console keeps its own.
// The next key at the last step did nothing: a presenter (or a clicker pressed once too often)
// could not tell the lecture had ended. The audience is told, as a slide show ends elsewhere;
// back shows the last step as it was.
TEST(Presenting, TheNextKeyAtTheLastStepShowsTheEnd) {
  ui::Scene scene;
  ui::PresentingSession session(scene, ui::Theme::light(), ui::builtInDeck());
  session.start(1);
  ui::LectureView* audience = session.lecture();
  ui::PresenterConsole* console = session.console();
  const int last = audience->stepCount();
  QTest::keyClick(console, Qt::Key_End);  // the last step, every fragment of it
  QApplication::processEvents();
  const QImage slide = audience->grab().toImage();
  QTest::keyClick(console, Qt::Key_Right);
  EXPECT_EQ(session.overlay()->cover(), ui::AudienceOverlay::Cover::End);
  EXPECT_EQ(audience->step(), last);
  // Black but for the words in the middle: nothing of the slide.
  const QImage end = audience->grab().toImage().convertToFormat(QImage::Format_RGB32);
  int lit = 0;
  for (int y = 0; y < end.height(); ++y) {
    for (int x = 0; x < end.width(); ++x) {
      if (end.pixel(x, y) == qRgb(0, 0, 0)) continue;
      ++lit;
      ASSERT_LT(std::abs(y - end.height() / 2), end.height() / 6) << x << "," << y;
    }
  }
  EXPECT_GT(lit, 200);
  EXPECT_TRUE(console->statusText().contains("end of the lecture"))
      << console->statusText().toStdString();
  QTest::keyClick(console, Qt::Key_Space);  // again: still the end, nothing moved
  EXPECT_EQ(session.overlay()->cover(), ui::AudienceOverlay::Cover::End);
  QTest::keyClick(console, Qt::Key_Left);  // the last step again, every fragment still shown
  EXPECT_EQ(session.overlay()->cover(), ui::AudienceOverlay::Cover::None);
  EXPECT_EQ(audience->step(), last);
  QApplication::processEvents();
  EXPECT_EQ(audience->grab().toImage(), slide);
  // A black screen stays black at the end; Home from the end goes on with the lecture.
  QTest::keyClick(console, Qt::Key_B);
  QTest::keyClick(console, Qt::Key_Right);
  EXPECT_EQ(session.overlay()->cover(), ui::AudienceOverlay::Cover::Black);
  QTest::keyClick(console, Qt::Key_B);
  QTest::keyClick(console, Qt::Key_Right);
  ASSERT_EQ(session.overlay()->cover(), ui::AudienceOverlay::Cover::End);
  QTest::keyClick(console, Qt::Key_Home);
  EXPECT_EQ(session.overlay()->cover(), ui::AudienceOverlay::Cover::None);
  EXPECT_EQ(audience->step(), 1);
}

TEST(Presenting, APointerRestingOnTheSlideHides) {
  ui::Scene scene;
  ui::PresentingSession session(scene, ui::Theme::light(), ui::builtInDeck());
  session.start(2);
  ui::LectureView* audience = session.lecture();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(audience));
  ASSERT_NE(session.idlePointer(), nullptr);
  session.idlePointer()->setRest(200);
  ui::PlotPanel* plot = audience->panel("pdf-area");
  ASSERT_NE(plot, nullptr);
  const QPoint middle = plot->plot()->mapToGlobal(plot->plot()->axisRect()->rect().center());
  QCursor::setPos(middle);
  QWidget* under = QApplication::widgetAt(middle);
  ASSERT_NE(under, nullptr);
  ASSERT_EQ(under->window(), audience);
  QMouseEvent move(QEvent::MouseMove, QPointF(under->mapFromGlobal(middle)), QPointF(middle),
                   Qt::NoButton, Qt::NoButton, Qt::NoModifier);
  QApplication::sendEvent(under, &move);
  EXPECT_FALSE(session.idlePointer()->hidden());
  // (On the pdf's plot: its hover read-out goes with the pointer.)
  EXPECT_FALSE(plot->hoverReadout().isEmpty());
  const auto blank = [] {
    return QApplication::overrideCursor() != nullptr &&
           QApplication::overrideCursor()->shape() == Qt::BlankCursor;
  };
  ASSERT_SOON(session.idlePointer()->hidden(), 3000);
  EXPECT_TRUE(blank());
  EXPECT_TRUE(plot->hoverReadout().isEmpty());
  // The next slide, another panel under the parked pointer: still hidden.
  QTest::keyClick(session.console(), Qt::Key_Right);
  EXPECT_EQ(audience->step(), 3);
  EXPECT_TRUE(session.idlePointer()->hidden());
  EXPECT_TRUE(blank());
  QApplication::sendEvent(under, &move);
  EXPECT_FALSE(session.idlePointer()->hidden());
  EXPECT_FALSE(blank());
  // The laser follows the pointer: it is not hidden (nor the dot taken away).
  session.ink().setTool(ui::Ink::Tool::Laser);
  QTest::qWait(500);
  EXPECT_FALSE(session.idlePointer()->hidden());
  session.ink().setTool(ui::Ink::Tool::Pointer);
  QApplication::sendEvent(under, &move);
  // Resting on the console: it stays.
  QWidget* console = session.console();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(console));
  const QPoint onConsole = console->mapToGlobal(console->rect().center());
  QCursor::setPos(onConsole);
  QWidget* there = QApplication::widgetAt(onConsole);
  ASSERT_NE(there, nullptr);
  QMouseEvent moveThere(QEvent::MouseMove, QPointF(there->mapFromGlobal(onConsole)),
                        QPointF(onConsole), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
  QApplication::sendEvent(there, &moveThere);
  QTest::qWait(500);
  EXPECT_FALSE(session.idlePointer()->hidden());
  EXPECT_FALSE(blank());
}

TEST(Presenting, TheAnimationDialogOpensOnThePresentersScreen) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  window.enterLecture(6);
  QTest::keyClick(window.lecture(), Qt::Key_E, Qt::ControlModifier | Qt::AltModifier);
  auto* dialog = window.findChild<ui::AnimationDialog*>();
  ASSERT_NE(dialog, nullptr);
  EXPECT_TRUE(dialog->isVisible());
  EXPECT_EQ(dialog->screen(), screenNamed("LAPTOP"));
  EXPECT_TRUE(screenNamed("LAPTOP")->geometry().contains(dialog->geometry().center()));
  QTest::keyClick(window.lecture(), Qt::Key_E, Qt::ControlModifier | Qt::AltModifier);
  EXPECT_EQ(window.findChildren<ui::AnimationDialog*>().size(), 1);
  // Leaving presenting leaves the dialog (the window's) open.
  window.leaveLecture();
  QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
  EXPECT_TRUE(dialog->isVisible());
  delete dialog;
}

TEST(Presenting, InkFromTheProjectorOrTheConsoleLandsInTheSamePlaceAndIsTheSteps) {
  ui::Scene scene;
  ui::PresentingSession session(scene, ui::Theme::light(), ui::builtInDeck());
  session.start(1);
  ui::LectureView* audience = session.lecture();
  ui::AudienceOverlay* overlay = session.overlay();
  QApplication::processEvents();
  // The pointer: the overlay lets the mouse through to the panels.
  EXPECT_TRUE(overlay->testAttribute(Qt::WA_TransparentForMouseEvents));
  QTest::keyClick(audience, Qt::Key_2);  // pen 2
  EXPECT_EQ(session.ink().tool(), ui::Ink::Tool::Pen);
  EXPECT_FALSE(overlay->testAttribute(Qt::WA_TransparentForMouseEvents));
  const QPoint a(audience->width() / 4, audience->height() / 2);
  const QPoint b(audience->width() * 3 / 4, audience->height() / 2);
  QTest::mousePress(overlay, Qt::LeftButton, Qt::NoModifier, a);
  for (int i = 1; i <= 10; ++i) QTest::mouseMove(overlay, a + (b - a) * i / 10);
  QTest::mouseRelease(overlay, Qt::LeftButton, Qt::NoModifier, b);
  EXPECT_EQ(session.ink().strokeCount(), 1);
  const QColor pen = session.ink().penColour(2);
  const QImage drawn = audience->grab().toImage();
  EXPECT_TRUE(hasColourNear(drawn, (a + b) / 2, pen));
  // Drawn on the console's copy: the same place on the projector.
  ui::PresenterConsole* console = session.console();
  console->resize(1280, 720);
  console->show();
  QApplication::processEvents();
  QWidget* copy = currentStepCopy(*console);
  ASSERT_NE(copy, nullptr);
  QTest::keyClick(console, Qt::Key_3);  // pen 3
  const QPoint c(copy->width() / 2, copy->height() / 2);
  QTest::mousePress(copy, Qt::LeftButton, Qt::NoModifier, c);
  QTest::mouseMove(copy, c + QPoint(0, 30));
  QTest::mouseRelease(copy, Qt::LeftButton, Qt::NoModifier, c + QPoint(0, 30));
  EXPECT_EQ(session.ink().strokeCount(), 2);
  const QImage both = audience->grab().toImage();
  // The copy is the audience view scaled into its middle: its centre is the view's centre.
  const QPoint centre(audience->width() / 2, audience->height() / 2 + 8);
  EXPECT_TRUE(hasColourNear(both, centre, session.ink().penColour(3)));
  EXPECT_FALSE(hasColourNear(both, centre + QPoint(40, 0), session.ink().penColour(3)));
  // The same pen again puts it down: the mouse works the panels again.
  QTest::keyClick(console, Qt::Key_3);
  EXPECT_EQ(session.ink().tool(), ui::Ink::Tool::Pointer);
  // The ink is the step's: kept through its fragments, gone when the step is left.
  QTest::keyClick(console, Qt::Key_Right);
  EXPECT_EQ(audience->step(), 2);
  EXPECT_EQ(session.ink().strokeCount(), 0);
  // C clears; D makes ink that fades by itself.
  QTest::keyClick(console, Qt::Key_1);
  QTest::mousePress(overlay, Qt::LeftButton, Qt::NoModifier, a);
  QTest::mouseMove(overlay, b);
  QTest::mouseRelease(overlay, Qt::LeftButton, Qt::NoModifier, b);
  EXPECT_EQ(session.ink().strokeCount(), 1);
  QTest::keyClick(console, Qt::Key_C);
  EXPECT_EQ(session.ink().strokeCount(), 0);
  QTest::keyClick(console, Qt::Key_D);
  EXPECT_TRUE(console->statusText().contains("Pen 1, fading"))
      << console->statusText().toStdString();
  QTest::mousePress(overlay, Qt::LeftButton, Qt::NoModifier, a);
  QTest::mouseMove(overlay, b);
  QTest::mouseRelease(overlay, Qt::LeftButton, Qt::NoModifier, b);
  EXPECT_EQ(session.ink().strokeCount(), 1);
  ASSERT_SOON_EQ(session.ink().strokeCount(), 0, 5000);
  // L: the laser follows the mouse, over the projector or the console's copy.
  QTest::keyClick(console, Qt::Key_L);
  QTest::mouseMove(overlay, a);
  ASSERT_TRUE(session.ink().laser().has_value());
  EXPECT_NEAR(session.ink().laser()->x(), 0.25, 0.01);
  QTest::mouseMove(copy, c);
  ASSERT_TRUE(session.ink().laser().has_value());
  EXPECT_NEAR(session.ink().laser()->x(), 0.5, 0.01);
  QTest::keyClick(console, Qt::Key_0);
  EXPECT_FALSE(session.ink().laser().has_value());
}

TEST(Presenting, TheConsolesNotesTypesetTheirFormulasAndShowTheRestAsTyped) {
  ui::Scene scene;
  ui::Deck deck;
  ui::DeckStep s;
  s.panels = {"cdf"};
  const QString typed =
      "Say <b>slowly</b>: the area is $\\Phi(x)$.\nThen $$\\int_{-\\infty}^x \\varphi$$";
  s.notes = typed.toStdString();
  deck.steps.push_back(s);
  ui::PresentingSession session(scene, ui::Theme::light(), deck);
  session.start(1);
  ui::PresenterConsole* console = session.console();
  ASSERT_NE(console, nullptr);
  EXPECT_EQ(console->notesText(), typed);
  auto* notes = console->findChild<ui::MathLabel*>("console-notes");
  ASSERT_NE(notes, nullptr);
  const QString shown = notes->document().toPlainText();
  EXPECT_TRUE(shown.contains("Say <b>slowly</b>: the area is ")) << shown.toStdString();
  EXPECT_FALSE(shown.contains("\\Phi")) << shown.toStdString();  // typeset, not spelt out
  EXPECT_EQ(shown.count(QChar::ObjectReplacementCharacter), 2) << shown.toStdString();
  EXPECT_TRUE(notes->accessibleName().contains("Phi of x"))
      << notes->accessibleName().toStdString();
}

TEST(Presenting, TheTimerCountsAgainstTheDecksMinutes) {
  ui::Scene scene;
  ui::Deck deck;
  for (double minutes : {1.0, 2.0, 0.0, 3.0}) {
    ui::DeckStep s;
    s.panels = {"cdf"};
    s.minutes = minutes;
    s.notes = QString("notes for %1 minutes").arg(minutes).toStdString();
    deck.steps.push_back(s);
  }
  deck.steps[2].hidden = true;  // its minutes count for nothing
  deck.steps[2].minutes = 10;
  ui::PresentingSession session(scene, ui::Theme::light(), deck);
  session.start(1);
  EXPECT_DOUBLE_EQ(session.timer().plannedMinutes(), 6.0);
  EXPECT_DOUBLE_EQ(session.timer().plannedBefore(3), 3.0);
  EXPECT_DOUBLE_EQ(session.timer().plannedFor(3), 3.0);
  ui::PresenterConsole* console = session.console();
  EXPECT_TRUE(console->timeText().contains("left of 6:00")) << console->timeText().toStdString();
  EXPECT_TRUE(console->timeText().contains("This step 0:00 of 1:00"))
      << console->timeText().toStdString();
  EXPECT_TRUE(console->timeText().contains("On time")) << console->timeText().toStdString();
  EXPECT_EQ(console->notesText(), "notes for 1 minutes");
  QTest::keyClick(session.lecture(), Qt::Key_End);
  EXPECT_EQ(console->notesText(), "notes for 3 minutes");
  // Reaching the last step at once: three minutes ahead of the plan (less a busy machine's
  // seconds).
  EXPECT_LE(session.behindMs(), -2 * 60000);
  EXPECT_TRUE(console->timeText().contains("ahead of the plan"))
      << console->timeText().toStdString();
  EXPECT_TRUE(console->nextTitle().contains("end of the deck"))
      << console->nextTitle().toStdString();
  // T: the talk starts again here; the plan is this step's three minutes.
  QTest::keyClick(session.lecture(), Qt::Key_T);
  EXPECT_DOUBLE_EQ(session.timer().plannedMinutes(), 3.0);
  EXPECT_TRUE(console->timeText().contains("left of 3:00")) << console->timeText().toStdString();
  EXPECT_TRUE(console->timeText().contains("On time")) << console->timeText().toStdString();
}

// A talk that starts in the middle (a saved scene reopens at its step): the plan from there.
TEST(Presenting, ATalkStartedAtAStepIsTimedFromThere) {
  ui::Scene scene;
  ui::Deck deck;
  for (double minutes : {5.0, 2.0, 3.0}) {
    ui::DeckStep s;
    s.panels = {"cdf"};
    s.minutes = minutes;
    deck.steps.push_back(s);
  }
  ui::PresentingSession session(scene, ui::Theme::light(), deck);
  session.start(2);
  EXPECT_DOUBLE_EQ(session.timer().plannedMinutes(), 5.0);
  EXPECT_GT(session.behindMs(), -60000);
  EXPECT_LT(session.behindMs(), 60000);
  EXPECT_TRUE(session.console()->timeText().contains("left of 5:00"))
      << session.console()->timeText().toStdString();
  EXPECT_TRUE(session.console()->timeText().contains("On time"));
}

// A panel's number box keeps its keys while presenting (typing 1.5 is no pen and no black
// screen); a clicker's keys still work there.
TEST(Presenting, TypingIntoAPanelsBoxIsNotAKey) {
  ui::Scene scene;
  ui::Deck deck;
  ui::DeckStep s;
  s.panels = {"neuron"};
  deck.steps.push_back(s);
  deck.steps.push_back(s);
  ui::PresentingSession session(scene, ui::Theme::light(), deck);
  session.start(1);
  QApplication::processEvents();
  QLineEdit* box = nullptr;
  for (QLineEdit* e : session.lecture()->findChildren<QLineEdit*>()) {
    if (e->isVisible() && e->isEnabled() && !e->isReadOnly()) box = e;
  }
  ASSERT_NE(box, nullptr);
  box->setFocus();
  box->selectAll();
  QTest::keyClicks(box, "1.5");
  EXPECT_EQ(box->text(), "1.5");
  EXPECT_EQ(session.ink().tool(), ui::Ink::Tool::Pointer);
  EXPECT_EQ(session.overlay()->cover(), ui::AudienceOverlay::Cover::None);
  QTest::keyClick(box, Qt::Key_PageDown);
  EXPECT_EQ(session.lecture()->step(), 2);
}

TEST(Presenting, TheNextStepIsPreviewedOnAStageOfItsOwn) {
  ui::Scene scene;
  ui::PresentingSession session(scene, ui::Theme::light(), ui::builtInDeck());
  session.start(1);
  ui::PresenterConsole* console = session.console();
  const double x = scene.x();
  ASSERT_SOON(!console->preview().isNull(), 5000);
  EXPECT_EQ(console->previewIndex(), 1);
  EXPECT_GT(colours(console->preview()), 20);  // a drawn plot
  EXPECT_DOUBLE_EQ(scene.x(), x);              // the window's Scene untouched
  EXPECT_TRUE(console->nextTitle().startsWith("Next: ")) << console->nextTitle().toStdString();
  session.lecture()->setStep(session.lecture()->stepCount());
  QApplication::processEvents();
  ASSERT_SOON_EQ(console->previewIndex(), -1, 5000);
  EXPECT_TRUE(console->preview().isNull());
  // The current step, live and small.
  ASSERT_SOON(colours(console->mirror()) > 20, 5000);
}

// Interaction stays live on both screens: x dragged on the projector, or on the console's copy.
TEST(Presenting, XIsDraggedOnTheConsolesCopyOfTheStep) {
  ui::Scene scene;
  ui::PresentingSession session(scene, ui::Theme::light(), ui::builtInDeck());
  session.start(2);
  ui::LectureView* audience = session.lecture();
  ui::PresenterConsole* console = session.console();
  QApplication::processEvents();
  QWidget* copy = currentStepCopy(*console);
  ASSERT_NE(copy, nullptr);
  QCustomPlot* plot = audience->panel("cdf")->plot();
  plot->replot();
  // Where a point of the audience view is on the copy (the view scaled into its middle).
  // The copy's point of a point of the audience view.
  const auto onCopyPoint = [&](QPoint p) {
    const QRectF room = QRectF(copy->rect()).adjusted(2, 2, -2, -2);
    const double aspect = double(audience->width()) / audience->height();
    QSizeF size(room.width(), room.width() / aspect);
    if (size.height() > room.height()) size = QSizeF(room.height() * aspect, room.height());
    const QRectF t(room.center() - QPointF(size.width() / 2, size.height() / 2), size);
    return QPoint(qRound(t.left() + p.x() * t.width() / audience->width()),
                  qRound(t.top() + p.y() * t.height() / audience->height()));
  };
  // The copy's point of x on the cdf plot.
  const auto onCopy = [&](double plotX) {
    return onCopyPoint(
        plot->mapTo(audience, QPoint(static_cast<int>(plot->xAxis->coordToPixel(plotX)),
                                     plot->axisRect()->center().y())));
  };
  const QPoint from = onCopy(scene.x());
  const QPoint to = onCopy(-1.5);
  QTest::mousePress(copy, Qt::LeftButton, Qt::NoModifier, from);
  QTest::mouseMove(copy, (from + to) / 2);
  QTest::mouseMove(copy, to);
  QTest::mouseRelease(copy, Qt::LeftButton, Qt::NoModifier, to);
  // To within what one pixel of the copy spans on the projector's plot.
  const double pixel = std::abs(plot->xAxis->pixelToCoord(1) - plot->xAxis->pixelToCoord(0));
  EXPECT_NEAR(scene.x(), -1.5, 3 * pixel * audience->width() / copy->width() + 0.01);
  EXPECT_EQ(session.ink().strokeCount(), 0);
  // A drag that leaves the copy goes on to the plot's edge, and its release ends it there:
  // later moves over the copy without a button move nothing.
  const QPoint past(copy->width() + 40, to.y());
  QTest::mousePress(copy, Qt::LeftButton, Qt::NoModifier, to);
  QTest::mouseMove(copy, past);
  QTest::mouseRelease(copy, Qt::LeftButton, Qt::NoModifier, past);
  const double edge = scene.x();
  EXPECT_GT(edge, 2.5);  // the cdf plot's right end (3)
  QTest::mouseMove(copy, from);
  EXPECT_DOUBLE_EQ(scene.x(), edge);
  // A press on the copy where the view has no widget (its margin) reaches nothing.
  QTest::mousePress(copy, Qt::LeftButton, Qt::NoModifier, onCopyPoint(QPoint(3, 3)));
  QTest::mouseMove(copy, from);
  QTest::mouseRelease(copy, Qt::LeftButton, Qt::NoModifier, from);
  EXPECT_DOUBLE_EQ(scene.x(), edge);
  // Behind a black screen the copy does nothing to the hidden view.
  const double x = scene.x();
  QTest::keyClick(console, Qt::Key_B);
  QTest::mousePress(copy, Qt::LeftButton, Qt::NoModifier, to);
  QTest::mouseMove(copy, from);
  QTest::mouseRelease(copy, Qt::LeftButton, Qt::NoModifier, from);
  EXPECT_DOUBLE_EQ(scene.x(), x);
}

}  // namespace

namespace {

// Review of issue 29: unplugged while frozen or black, the laptop showed a stale or black step;
// the audience view is then the presenter's own screen and shows the step as it is.
TEST(Presenting, UnpluggingTheProjectorLetsGoOfAFrozenOrBlackPicture) {
  for (const Qt::Key cover : {Qt::Key_F, Qt::Key_B, Qt::Key_W}) {
    ui::Scene scene;
    ui::PresentingSession session(scene, ui::Theme::light(), ui::builtInDeck());
    session.start(5);
    QApplication::processEvents();
    QTest::keyClick(session.console(), cover);
    QTest::keyClick(session.console(), Qt::Key_Right);
    ASSERT_NE(session.overlay()->cover(), ui::AudienceOverlay::Cover::None);
    QScreen* laptop = QGuiApplication::primaryScreen();
    session.setScreenSource([laptop] { return QList<QScreen*>{laptop}; });
    session.place();  // as after screenRemoved
    EXPECT_EQ(session.overlay()->cover(), ui::AudienceOverlay::Cover::None);
    EXPECT_EQ(session.lecture()->screen(), laptop);
    EXPECT_FALSE(session.consoleVisible());
    // Plugged back: nothing to undo, the talk goes on as it is.
    session.setScreenSource([] { return QGuiApplication::screens(); });
    session.place();
    EXPECT_EQ(session.overlay()->cover(), ui::AudienceOverlay::Cover::None);
    EXPECT_TRUE(session.consoleVisible());
  }
}

// Review of issue 29: the preview showed panels with titles the audience never sees, without the
// step's caption and formula. The next step opens as the deck says (x dragged in this step is
// this step's): the preview follows the deck, not the live x.
TEST(Presenting, ThePreviewIsTheNextStepAsTheAudienceWillSeeIt) {
  ui::Scene scene;
  ui::PresentingSession session(scene, ui::Theme::light(), ui::builtInDeck());
  session.start(1);
  ui::PresenterConsole* console = session.console();
  ASSERT_SOON(!console->preview().isNull(), 5000);
  const QImage before = console->preview();
  scene.setX(-2.5);    // dragged on the projector
  QTest::qWait(1000);  // (time to draw it again: it did within this with the live x)
  EXPECT_TRUE(console->preview() == before);
  EXPECT_DOUBLE_EQ(scene.x(), -2.5);  // the live Scene untouched by the preview
  // (It is drawn again where the next step changes: one key on, the step after.)
  session.lecture()->next();
  ASSERT_SOON(console->preview() != before, 5000);
  session.lecture()->back();
  EXPECT_EQ(session.lecture()->step(), 1);
  // The preview is the audience view's shape and holds the step's caption and formula lines
  // (dark text across the top of the image, as on the projector), not a bare figure.
  const QImage p = console->preview();
  const QSizeF logical = QSizeF(p.size()) / p.devicePixelRatio();
  EXPECT_NEAR(logical.width() / logical.height(),
              double(session.lecture()->width()) / session.lecture()->height(), 0.02);
  int darkRows = 0;
  for (int y = 0; y < p.height() / 5; ++y) {
    for (int x = 0; x < p.width(); ++x) {
      if (qGray(p.pixel(x, y)) < 100) {
        ++darkRows;
        break;
      }
    }
  }
  EXPECT_GT(darkRows, p.height() / 40);
  // Drawn at the top of its place, right under "Next:": centred in the console's tall column it
  // left a blank band between them (60 px at 1920x1080).
  console->resize(1920, 1080);
  QWidget* next = nullptr;
  for (QWidget* w : console->findChildren<QWidget*>()) {
    if (w->accessibleName() == "The next step") next = w;
  }
  ASSERT_NE(next, nullptr);
  // Laid out: a column taller than the preview (its width at the audience's shape).
  ASSERT_SOON(next->height() > next->width() * logical.height() / logical.width() + 30, 2000);
  const QImage shot = next->grab().toImage();
  const QRgb background = shot.pixel(0, shot.height() - 1);
  int top = -1, bottom = -1;
  for (int y = 0; y < shot.height(); ++y) {
    for (int x = 0; x < shot.width(); ++x) {
      if (shot.pixel(x, y) == background) continue;
      if (top < 0) top = y;
      bottom = y;
      break;
    }
  }
  ASSERT_GE(top, 0);
  EXPECT_LT(bottom - top, shot.height() - 30);
  EXPECT_LE(top, 2);
}

// Review of issue 29: the keys card was taller than a 1280×720 screen (cut at top and bottom).
TEST(Presenting, TheKeysCardFitsTheAudienceView) {
  ui::Scene scene;
  ui::PresentingSession session(scene, ui::Theme::light(), ui::builtInDeck());
  session.start(2);
  session.lecture()->resize(1280, 720);
  session.overlay()->resize(1280, 720);
  session.overlay()->setCard(ui::PresentingSession::keysHtml());
  const QImage shot = session.overlay()->grab().toImage();
  // The card's frame (the theme's grid colour, drawn 2 px) inside the view: the first and last
  // rows of the image are not the card's.
  const QColor frame = ui::Theme::light().grid;
  int top = -1, bottom = -1;
  for (int y = 0; y < shot.height(); ++y) {
    if (shot.pixelColor(shot.width() / 2, y) == frame) {
      if (top < 0) top = y;
      bottom = y;
    }
  }
  ASSERT_GE(top, 0) << "no card drawn";
  EXPECT_GT(top, 0);
  EXPECT_LT(bottom, shot.height() - 1);
}

/// $GELU_WEB_PAGE pointed at a page with the web edition's markers for the test's length.
class WebPageFile {
 public:
  explicit WebPageFile(bool exists = true) {
    const QString path = m_dir.filePath("page.html");
    if (exists) {
      QFile f(path);
      EXPECT_TRUE(f.open(QIODevice::WriteOnly));
      f.write("<!doctype html><noscript><!--gelu-still--></noscript>" +
              QByteArray::fromStdString(std::string(gelu::model::kWebSceneOpen)) + "</script>");
    }
    qputenv("GELU_WEB_PAGE", path.toLocal8Bit());
  }
  ~WebPageFile() { qunsetenv("GELU_WEB_PAGE"); }

 private:
  QTemporaryDir m_dir;
};

// Issue 49, item 1: R (or the console's button) shares the lecture with the room on the
// remembered interface, J shows how to join on the audience screen, the console counts the
// followers, every follower follows the audience view (a step, x, the black screen, not while
// frozen), and R again closes every connection.
TEST(Presenting, RSharesTheLectureWithTheRoomAndJShowsHowToJoin) {
  WebPageFile page;
  QSettings().setValue(ui::PresentingSession::kRoomInterfaceKey, "lo");
  ui::Scene scene;
  ui::PresentingSession session(scene, ui::Theme::light(), ui::builtInDeck());
  session.start(1);
  ui::PresenterConsole* console = session.console();
  EXPECT_EQ(console->roomText(), "Not shared");
  QTest::keyClick(session.lecture(), Qt::Key_R);
  ui::RoomServer* room = session.room();
  ASSERT_NE(room, nullptr) << session.roomError().toStdString();
  EXPECT_TRUE(room->joinUrl().startsWith("http://127.0.0.1:")) << room->joinUrl().toStdString();
  // The join card over the audience view at once: the address and how many follow.
  EXPECT_TRUE(session.overlay()->joinShown());
  EXPECT_TRUE(session.overlay()->joinText().contains(room->joinUrl()));
  EXPECT_TRUE(console->roomText().contains(room->joinUrl().toHtmlEscaped()));
  EXPECT_TRUE(console->roomText().contains("0 following"));

  QWebSocket follower;
  QStringList got;
  bool closed = false;
  QObject::connect(&follower, &QWebSocket::textMessageReceived,
                   [&](const QString& t) { got << t; });
  QObject::connect(&follower, &QWebSocket::disconnected, [&] { closed = true; });
  QNetworkRequest request(QUrl(
      QStringLiteral("ws://127.0.0.1:%1/live?code=%2").arg(room->port()).arg(room->joinCode())));
  request.setRawHeader("Origin", QStringLiteral("http://127.0.0.1:%1").arg(room->port()).toUtf8());
  follower.open(request);
  ASSERT_TRUE(QTest::qWaitFor([&] { return !got.isEmpty(); }, 5000));
  // (Step 1 of the built-in lecture asks the room a question: "asking" as the room has it.)
  EXPECT_EQ(got.last().toStdString(),
            gelu::model::roomStateMessage(session.roomState(), 1, 0, room->asking()));
  ASSERT_TRUE(QTest::qWaitFor([&] { return console->roomText().contains("1 following"); }, 2000))
      << console->roomText().toStdString();
  EXPECT_TRUE(session.overlay()->joinText().contains("1 following"));
  const auto waitForState = [&](const gelu::model::RoomState& s) {
    const auto want = [&] {
      return QString::fromStdString(gelu::model::roomStateMessage(s, 1, 0, room->asking()));
    };
    return QTest::qWaitFor([&] { return !got.isEmpty() && got.last() == want(); }, 3000);
  };
  // J hides the card; the next step, x and the black screen reach the follower.
  QTest::keyClick(console, Qt::Key_J);
  EXPECT_FALSE(session.overlay()->joinShown());
  QTest::keyClick(console, Qt::Key_PageDown);
  gelu::model::RoomState s = session.roomState();
  EXPECT_EQ(s.step, session.presentation().deckIndex(2));
  EXPECT_TRUE(waitForState(s));
  scene.setX(1.5);
  s = session.roomState();
  EXPECT_EQ(s.x, 1.5);
  EXPECT_TRUE(waitForState(s));
  scene.setMu(0.5);  // the parameters and the play follow too
  s = session.roomState();
  EXPECT_EQ(s.mu, 0.5);
  EXPECT_TRUE(waitForState(s));
  scene.setPlaying(true);
  s = session.roomState();
  EXPECT_TRUE(s.playing);
  EXPECT_TRUE(waitForState(s));
  scene.setPlaying(false);
  EXPECT_TRUE(waitForState(session.roomState()));
  QTest::keyClick(console, Qt::Key_B);
  s = session.roomState();
  EXPECT_TRUE(s.black);
  EXPECT_TRUE(waitForState(s));
  QTest::keyClick(console, Qt::Key_B);
  // Frozen: the room keeps the picture the audience keeps.
  QTest::keyClick(console, Qt::Key_F);
  const gelu::model::RoomState frozen = session.roomState();
  EXPECT_TRUE(waitForState(frozen));
  QTest::keyClick(console, Qt::Key_PageDown);
  QTest::qWait(100);
  EXPECT_EQ(room->state(), frozen);
  QTest::keyClick(console, Qt::Key_F);
  EXPECT_TRUE(waitForState(session.roomState()));
  // R again: stopped, the follower's connection closed, the card gone.
  QTest::keyClick(console, Qt::Key_R);
  EXPECT_EQ(session.room(), nullptr);
  ASSERT_TRUE(QTest::qWaitFor([&] { return closed; }, 3000));
  EXPECT_FALSE(session.overlay()->joinShown());
  EXPECT_EQ(console->roomText(), "Not shared");
  QSettings().remove(ui::PresentingSession::kRoomInterfaceKey);
}

// Issue 49, item 3: A reveals the room's answers to the step's question over the audience view
// (and the console's copy), the console counting them as they arrive; another step hides them.
TEST(Presenting, AShowsTheRoomsAnswersOverTheAudienceView) {
  WebPageFile page;
  QSettings().setValue(ui::PresentingSession::kRoomInterfaceKey, "lo");
  ui::Scene scene;
  const gelu::model::Deck deck = ui::builtInDeck();
  ui::PresentingSession session(scene, ui::Theme::light(), deck);
  int point = -1;
  for (int i = 0; i < static_cast<int>(deck.steps.size()); ++i) {
    const auto& q = deck.steps[static_cast<std::size_t>(i)].question;
    if (q && q->kind == gelu::model::QuestionKind::Point) point = i;
  }
  ASSERT_GE(point, 0);
  const auto shown = gelu::model::shownSteps(deck);
  const int slide = static_cast<int>(std::find(shown.begin(), shown.end(), point) - shown.begin());
  session.start(slide + 1);
  ui::PresenterConsole* console = session.console();
  // Not shared: A reveals nothing.
  QTest::keyClick(console, Qt::Key_A);
  EXPECT_FALSE(session.revealed());
  QTest::keyClick(console, Qt::Key_R);
  ui::RoomServer* room = session.room();
  ASSERT_NE(room, nullptr) << session.roomError().toStdString();
  ASSERT_NE(room->question(), nullptr);
  EXPECT_TRUE(console->roomText().contains("answered: 0 (A reveals)"))
      << console->roomText().toStdString();
  QWebSocket follower;
  QStringList got;
  QObject::connect(&follower, &QWebSocket::textMessageReceived,
                   [&](const QString& t) { got << t; });
  QNetworkRequest request(QUrl(QStringLiteral("ws://127.0.0.1:%1/live?code=%2&who=0123456789abcdef")
                                   .arg(room->port())
                                   .arg(room->joinCode())));
  request.setRawHeader("Origin", QStringLiteral("http://127.0.0.1:%1").arg(room->port()).toUtf8());
  follower.open(request);
  ASSERT_TRUE(QTest::qWaitFor([&] { return !got.isEmpty(); }, 5000));
  follower.sendTextMessage(QStringLiteral(R"({"t":"answer","step":%1,"value":-0.75})").arg(point));
  ASSERT_TRUE(QTest::qWaitFor(
      [&] { return console->roomText().contains("answered: 1 (A reveals)"); }, 3000))
      << console->roomText().toStdString();
  const QImage before = console->mirror();
  EXPECT_TRUE(session.overlay()->joinShown());  // (R shows how to join)
  QTest::keyClick(console, Qt::Key_A);
  EXPECT_TRUE(session.revealed());
  EXPECT_TRUE(session.roomState().revealed);
  // The join card, over the middle of the view, goes away for the answers (it hid them).
  EXPECT_FALSE(session.overlay()->joinShown());
  EXPECT_FALSE(console->findChild<QPushButton*>("console-room-join")->isChecked());
  ASSERT_TRUE(session.overlay()->resultsShown());
  EXPECT_EQ(session.overlay()->resultsText().section('\n', 1), "Answered: 1 · right: 1");
  EXPECT_TRUE(console->roomText().contains("answered: 1, shown (A hides)"));
  ASSERT_TRUE(QTest::qWaitFor(
      [&] { return !got.isEmpty() && got.last().contains("\"t\":\"answers\""); }, 3000));
  // The console's copy shows what the audience sees: the answers, not the step.
  ASSERT_TRUE(QTest::qWaitFor([&] { return console->mirror() != before; }, 3000));
  // The next step hides them; A again on the question's step hides them too.
  QTest::keyClick(console, Qt::Key_PageDown);
  EXPECT_FALSE(session.revealed());
  EXPECT_FALSE(session.overlay()->resultsShown());
  QTest::keyClick(console, Qt::Key_PageUp);
  EXPECT_EQ(session.roomState().step, point);
  QTest::keyClick(console, Qt::Key_A);
  EXPECT_TRUE(session.revealed());
  EXPECT_TRUE(session.overlay()->resultsShown());
  QTest::keyClick(console, Qt::Key_A);
  EXPECT_FALSE(session.overlay()->resultsShown());
  // Under a frozen picture A reveals nothing (the room would not hear of it).
  QTest::keyClick(console, Qt::Key_PageDown);
  QTest::keyClick(console, Qt::Key_PageUp);
  QTest::keyClick(console, Qt::Key_F);
  QTest::keyClick(console, Qt::Key_A);
  EXPECT_FALSE(session.revealed());
  QTest::keyClick(console, Qt::Key_F);
  // Stopping keeps the answers for Save answers… until the talk ends.
  QTest::keyClick(console, Qt::Key_R);
  EXPECT_EQ(session.room(), nullptr);
  EXPECT_TRUE(session.hasAnswers());
  EXPECT_TRUE(session.answersCsv().contains(",point,-0.75,yes"))
      << session.answersCsv().toStdString();
}

TEST(Presenting, SharingWithoutTheWebEditionSaysWhyInTheConsole) {
  WebPageFile page(false);
  ui::Scene scene;
  ui::PresentingSession session(scene, ui::Theme::light(), ui::builtInDeck());
  session.start(1);
  QTest::keyClick(session.lecture(), Qt::Key_R);
  EXPECT_EQ(session.room(), nullptr);
  EXPECT_FALSE(session.overlay()->joinShown());
  EXPECT_FALSE(session.roomError().isEmpty());
  EXPECT_FALSE(session.roomError().contains('\n'));
  EXPECT_TRUE(session.console()->roomText().contains(session.roomError().toHtmlEscaped()))
      << session.console()->roomText().toStdString();
}

// Issue 47, item 3: the console tells the truth. Left, presented again from step 4 and taken
// Home, the talk is timed from step 1 now (it said "8:15 behind the plan" 17 s into step 1).
TEST(Presenting, TheTimerIsRightAcrossLeavingPresentingAgainAndHome) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  window.enterLecture(1);
  QTest::qWait(50);
  window.leaveLecture();
  window.enterLecture(4);
  ui::PresentingSession* session = window.presenting();
  ASSERT_NE(session, nullptr);
  EXPECT_EQ(session->lecture()->step(), 4);
  QTest::keyClick(session->console(), Qt::Key_Home);
  EXPECT_EQ(session->lecture()->step(), 1);
  EXPECT_GT(session->behindMs(), -60000);
  EXPECT_LT(session->behindMs(), 60000);
  EXPECT_TRUE(session->console()->timeText().contains("On time"))
      << session->console()->timeText().toStdString();
  const double planned = session->timer().plannedMinutes();
  EXPECT_DOUBLE_EQ(planned, session->timer().plannedBefore(session->lecture()->stepCount() + 1));
}

// ... and the preview is what the next key shows, a fragment that moves x included (it showed
// Phi(0.50) while the audience then saw Phi(1.00)).
TEST(Presenting, ThePreviewShowsTheNextFragmentsX) {
  ui::Scene scene;
  ui::PresentingSession session(scene, ui::Theme::light(), ui::builtInDeck());
  session.start(3);
  ui::PresenterConsole* console = session.console();
  // Step 3's fragments: the third shown, the fourth moves x to 1.
  for (int i = 0; i < 3; ++i) QTest::keyClick(session.lecture(), Qt::Key_Right);
  ASSERT_EQ(session.lecture()->step(), 3);
  ASSERT_EQ(session.lecture()->fragment(), 3);
  ASSERT_SOON_EQ(console->previewPosition(), (gelu::model::Position{3, 4}), 5000);
  ASSERT_SOON_EQ(console->previewX(), 1.0, 5000);
  // With the step's plots (the shaded pdf, the orange x lines): a fragment's preview drawn by
  // a view that had not shown the step yet had its texts alone.
  ASSERT_SOON(!console->preview().isNull(), 5000);
  EXPECT_GT(colouredPixels(console->preview()), 200);
  // Its title says so (it said "Next: A coin", the step after).
  EXPECT_EQ(console->nextTitle(), "Next: fragment 4 of 4");
  EXPECT_NE(scene.x(), 1.0);  // the audience is not there yet
  QTest::keyClick(session.lecture(), Qt::Key_Right);
  ASSERT_SOON_EQ(scene.x(), 1.0, 5000);  // and then it is
  EXPECT_EQ(console->nextTitle(), "Next: A coin");
}

}  // namespace

// A step still crowded at the smallest type on the projector is said to the presenter, in the
// console's status line (the audience sees the step as it is), and no more once it fits.
TEST(Presenting, TheConsoleSaysWhenAStepIsCrowdedOnTheProjector) {
  ui::Deck deck = fourPanelsUnderTheIntegral();
  deck.steps.push_back(ui::builtInDeck().steps[0]);
  ui::Scene scene;
  ui::PresentingSession session(scene, ui::Theme::light(), deck);
  session.start(1);
  ui::LectureView* audience = session.lecture();
  ui::PresenterConsole* console = session.console();
  QApplication::processEvents();
  // (A small projector: the offscreen one is 1280×720.)
  audience->showNormal();
  audience->resize(800, 450);
  audience->settle();
  ASSERT_SOON(audience->crowded() > 0, 2000);
  const QString crowded = console->statusText();
  EXPECT_TRUE(crowded.contains("Crowded on the projector: a plot " +
                               QString::number(audience->crowded()) + " px tall"))
      << crowded.toStdString();
  QTest::keyClick(console, Qt::Key_Right);  // step 1 of the built-in deck: one panel
  audience->settle();
  ASSERT_SOON_EQ(audience->crowded(), 0, 2000);
  EXPECT_FALSE(console->statusText().contains("Crowded")) << console->statusText().toStdString();
}
