// The web edition's own words (web/src: tr("Web", …)), for lupdate only — this file is not
// compiled. lupdate reads it beside the desktop's sources (ui/CMakeLists.txt), so the page's words
// are translated in the same resources/translations/*.ts as the desktop's, and web/build.mjs puts
// their translations in the page (it refuses to build while one of them is missing here).
#define GELU_TR_NOOP(context, text) text

namespace {

[[maybe_unused]] const char* const kWebWords[] = {
    GELU_TR_NOOP("Web", "Back to the lecturer's state."),
    GELU_TR_NOOP("Web", "Reset to the lecturer's state"),
    GELU_TR_NOOP("Web", "Controls"),
    GELU_TR_NOOP("Web", "Run to n draws"),
    GELU_TR_NOOP("Web", "The seed is a whole number from 0."),
    GELU_TR_NOOP("Web", "The last draws of the mask"),
    GELU_TR_NOOP("Web", "Add formula"),
    GELU_TR_NOOP("Web", "Write a formula as id = expression of x, e.g. f = x*sigmoid(1.5*x)."),
    GELU_TR_NOOP("Web", "Training to epoch %1: press Play."),
    GELU_TR_NOOP("Web", "Steps"),
    GELU_TR_NOOP("Web", "Back"),
    GELU_TR_NOOP("Web", "On"),
    GELU_TR_NOOP("Web", "Step"),
    GELU_TR_NOOP("Web", "▶ Play (P)"),
    GELU_TR_NOOP("Web", "Notes, next step and timers in a second window"),
    GELU_TR_NOOP("Web", "Presenter view"),
    GELU_TR_NOOP("Web", "Every step down one page, each live"),
    GELU_TR_NOOP("Web", "Study all steps"),
    GELU_TR_NOOP("Web", "The browser kept the presenter window from opening: allow pop-ups here."),
    GELU_TR_NOOP("Web", "Back to presenting"),
    GELU_TR_NOOP("Web", "Reset this step"),
    GELU_TR_NOOP("Web", "What this page carries was refused: %1"),
    GELU_TR_NOOP("Web", "No notes for this step."),
    GELU_TR_NOOP("Web", "Follow the lecture"),
    GELU_TR_NOOP("Web", "The room's answers"),
    GELU_TR_NOOP("Web", "The lecture's screen is black"),
    GELU_TR_NOOP("Web", "Question"),
    GELU_TR_NOOP("Web", "Reveal answers (A)"),
    GELU_TR_NOOP("Web", "Answers (CSV)"),
    GELU_TR_NOOP("Web", "Sent. You may change your answer until the lecturer shows the answers."),
    GELU_TR_NOOP("Web", "Not taken: the answers are closed."),
    GELU_TR_NOOP("Web", "Send"),
    GELU_TR_NOOP("Web", "Your answer"),
    GELU_TR_NOOP("Web", "Drag x along %1 (or type it), then send."),
    GELU_TR_NOOP("Web", "Pick one first."),
    GELU_TR_NOOP("Web", "Type a number first."),
    GELU_TR_NOOP("Web", "Not connected to the lecture."),
    GELU_TR_NOOP("Web", "Sending…"),
    GELU_TR_NOOP("Web", "The right answer: %1."),
    GELU_TR_NOOP("Web", "The right answer: x = %1."),
    GELU_TR_NOOP("Web", " · answered: %1"),
    GELU_TR_NOOP("Web", "%1 following"),
    GELU_TR_NOOP("Web", " · the screen is black (B)"),
    GELU_TR_NOOP("Web", "Connecting to the room…"),
    GELU_TR_NOOP("Web", "Hide answers (A)"),
    GELU_TR_NOOP("Web", "Connecting to the lecture…"),
    GELU_TR_NOOP("Web", "Exploring on your own."),
    GELU_TR_NOOP("Web", "Following the lecture."),
    GELU_TR_NOOP("Web", "Not taken: x is off the step's plot."),
    GELU_TR_NOOP("Web", "Not taken."),
};

}  // namespace
