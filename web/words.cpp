// The web edition's own words (web/src: tr("Web", …)), for lupdate only — this file is not
// compiled. lupdate reads it beside the desktop's sources (ui/CMakeLists.txt), so the page's words
// are translated in the same resources/translations/*.ts as the desktop's, and web/build.mjs puts
// their translations in the page (it refuses to build while one of them is missing here).
#define GELU_TR_NOOP(context, text) text

namespace {

[[maybe_unused]] const char* const kWebWords[] = {
    // The plots' descriptions, read by screen readers.
    GELU_TR_NOOP("Web", "Normal density%1; the area under it up to x = %2 is shaded: Φ(x) = %3."),
    GELU_TR_NOOP(
        "Web",
        "The normal distribution function Φ%1; at x = %2 the mask keeps x with probability %3."),
    GELU_TR_NOOP("Web", "Activation functions over x from %1 to %2: %3. At x = %4: %5."),
    GELU_TR_NOOP("Web", "No draws yet at x = %1; the target x·Φ(x) is %2."),
    GELU_TR_NOOP("Web",
                 "Draws: %1 at x = %2 (seed %3); x kept in %4 of them; running mean %5, target "
                 "x·Φ(x) = %6."),
    GELU_TR_NOOP("Web", "Derivatives over x from %1 to %2. At x = %3: %4."),
    GELU_TR_NOOP("Web", "Errors of the approximations against the exact GELU: %1."),
    GELU_TR_NOOP("Web", "At x = %1: %2."),
    GELU_TR_NOOP("Web", "Pre-activation variance through %1 layers of width %2: %3."),
    GELU_TR_NOOP("Web", "A gated unit (%1): z = %2, g = %3, %4(g) = %5, output %6."),
    GELU_TR_NOOP("Web",
                 "A neuron with inputs %1 and %2, weights %3 and %4, bias %5: z = %6, %7(z) = %8."),
    GELU_TR_NOOP("Web", "%1: epoch %2, test loss %3, test accuracy %4, %5 dead units"),
    GELU_TR_NOOP("Web", "Back to the lecturer's state."),
    GELU_TR_NOOP("Web", "x = %1 is outside the plot's range %2 … %3: x = %4."),
    GELU_TR_NOOP("Web", "Reset to the lecturer's state"),
    GELU_TR_NOOP("Web", "Controls"),
    GELU_TR_NOOP("Web", "Run to n draws"),
    GELU_TR_NOOP("Web", "to n = %1"),
    GELU_TR_NOOP("Web", "The seed is a whole number from 0."),
    GELU_TR_NOOP("Web", "%1 must be a number."),
    GELU_TR_NOOP("Web", "%1 is not a scene: %2"),
    GELU_TR_NOOP("Web", "The last draws of the mask"),
    GELU_TR_NOOP("Web", "Add formula"),
    GELU_TR_NOOP("Web", "Write a formula as id = expression of x, e.g. f = x*sigmoid(1.5*x)."),
    GELU_TR_NOOP("Web", "Training to epoch %1: press Play."),
    GELU_TR_NOOP("Web", "Tick a curve other than GELU in “%1” to compare it with GELU."),
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
    // The number-format panel's errors plot, which the page names nowhere else (the desktop's
    // has a name above it, and "ULPs" on its axis).
    GELU_TR_NOOP("Web", "error (ULPs)"),
};

}  // namespace
