// Colour and contrast (issue 46, item 8): no two visible curves of one colour family while
// families remain; check boxes 3:1 against their background in every theme.
#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTabBar>
#include <QToolButton>
#include <algorithm>
#include <functional>
#include <initializer_list>

#include "ui/model/Scene.hpp"
#include "ui/panels/ColourContrast.hpp"
#include "ui/panels/Theme.hpp"
#include "ui/window/ContrastStyle.hpp"
#include "ui/window/MainWindow.hpp"

namespace {

using ui::contrastRatio;

TEST(Contrast, NoTwoVisibleCurvesShareAColourFamily) {
  // The cases, the default figure, and five of every kind.
  const QList<QStringList> sets = {{"gelu", "mish"},
                                   {"gelu_tanh", "leaky_relu", "hardswish"},
                                   {"gelu", "gelu_tanh", "leaky_relu", "hardswish", "mish"},
                                   {"gelu", "relu", "elu"},
                                   {"gelu", "silu", "mish", "squared_relu", "sigmoid"},
                                   {"relu", "relu6", "leaky_relu", "gelu_tanh", "hardsigmoid"}};
  for (const ui::Theme& t :
       {ui::Theme::light(), ui::Theme::darkTheme(), ui::Theme::highContrastTheme()}) {
    for (const QStringList& shown : sets) {
      // The families as the theme draws them: blue and sky blue, vermillion and orange.
      const QList<QColor> blues = {t.curveColor("gelu"), t.curveColor("sigmoid")};
      const QList<QColor> oranges = {t.curveColor("relu"), t.curveColor("gelu_tanh")};
      for (int i = 0; i < shown.size(); ++i) {
        for (int j = i + 1; j < shown.size(); ++j) {
          const QColor a = t.curveColor(shown[i], {}, shown);
          const QColor b = t.curveColor(shown[j], {}, shown);
          SCOPED_TRACE((shown[i] + " and " + shown[j] + " among " + shown.join(',')).toStdString());
          EXPECT_NE(a, b);
          EXPECT_FALSE(blues.contains(a) && blues.contains(b));
          EXPECT_FALSE(oranges.contains(a) && oranges.contains(b));
        }
      }
    }
  }
}

/// Calls `check` with the application in each theme (set by a window, as the user sets it), then
/// back in the system's.
void inEveryTheme(const std::function<void(int theme)>& check) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  for (const auto theme :
       {ui::ThemeChoice::Light, ui::ThemeChoice::Dark, ui::ThemeChoice::HighContrast}) {
    window.setThemeChoice(theme);
    QApplication::processEvents();
    check(static_cast<int>(theme));
  }
  window.setThemeChoice(ui::ThemeChoice::System);
}

/// The best contrast to the window's colour along `w`'s left edge (its outer two pixels, the
/// middle third of its height): its outline's, where it has one.
double edgeContrast(QWidget& w) {
  const QImage image = w.grab().toImage();
  const QColor background = w.palette().color(QPalette::Window);
  double best = 1;
  for (int y = image.height() / 3; y < 2 * image.height() / 3; ++y) {
    for (int x = 0; x < 2; ++x) {
      best = std::max(best, contrastRatio(image.pixelColor(x, y), background));
    }
  }
  return best;
}

TEST(Contrast, CheckBoxesStandOutInEveryTheme) {
  inEveryTheme([](int theme) {
    QCheckBox box("unticked");
    box.setPalette(QApplication::palette());
    box.resize(box.sizeHint());
    const QImage image = box.grab().toImage();
    QStyleOptionButton option;
    option.initFrom(&box);
    const QRect indicator =
        box.style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, &box);
    const QColor background = box.palette().color(QPalette::Window);
    double best = 1;
    for (int y = indicator.top(); y <= indicator.bottom(); ++y) {
      for (int x = indicator.left(); x <= indicator.right(); ++x) {
        best = std::max(best, contrastRatio(image.pixelColor(x, y), background));
      }
    }
    if (qEnvironmentVariableIsSet("CONTRAST_DEBUG"))
      image.save(QString("/tmp/box-%1.png").arg(int(theme)));
    EXPECT_GE(best, 3.0) << ui::MainWindow::staticMetaObject.className() << " theme "
                         << static_cast<int>(theme);
  });
}

// Regression: in high contrast and dark, line edits, spin boxes and lists had no visible edge
// (Fusion's outline, the window's colour darker by 140, is 1.2:1 on black): a value stood alone.
// On the light window Fusion's is 2:1, short of WCAG's 3:1 for a control's edge.
TEST(Contrast, FieldsHaveAVisibleEdgeInEveryTheme) {
  inEveryTheme([](int theme) {
    QLineEdit line("0.5");
    QSpinBox spin;
    QListWidget list;
    QMenu menu;  // (the Panels menu over the plots, in high contrast edgeless black on black)
    menu.addAction("Normal pdf");
    menu.addAction("Normal CDF");
    for (QWidget* w : std::initializer_list<QWidget*>{&line, &spin, &list, &menu}) {
      w->setPalette(QApplication::palette());
      w->resize(120, w == &list ? 80 : w->sizeHint().height());
      EXPECT_GE(edgeContrast(*w), 3.0)
          << w->metaObject()->className() << " theme " << static_cast<int>(theme);
    }
  });
}

// A reviewer at 1920×1080: in high contrast Play, Step, Reset and the combo boxes were words on
// black (Fusion's edge 1.2:1), and the current view's tab was filled as the others (1.1:1 in
// dark, the same black in high contrast): buttons and combo boxes are outlined as fields are, and
// the current tab carries a bar 3:1 off the window and off the other tabs.
TEST(Contrast, ButtonsAndTheCurrentTabStandOutInEveryTheme) {
  inEveryTheme([](int theme) {
    QPushButton push("Play");
    QComboBox combo;
    combo.addItem("Run to n");
    QToolButton tool;
    tool.setText("Theme");
    for (QWidget* w : std::initializer_list<QWidget*>{&push, &combo, &tool}) {
      w->setPalette(QApplication::palette());
      w->resize(w->sizeHint());
      EXPECT_GE(edgeContrast(*w), 3.0)
          << w->metaObject()->className() << " theme " << static_cast<int>(theme);
    }
    QTabBar tabs;
    tabs.setPalette(QApplication::palette());
    tabs.addTab("The idea");
    tabs.addTab("Training");
    tabs.setCurrentIndex(1);
    tabs.resize(tabs.sizeHint());
    const QImage image = tabs.grab().toImage();
    const QRect current = tabs.tabRect(1);
    const QRect other = tabs.tabRect(0);
    const QColor background = tabs.palette().color(QPalette::Window);
    const int y = current.bottom() - 1;
    const QColor mark = image.pixelColor(current.center().x(), y);
    EXPECT_GE(contrastRatio(mark, background), 3.0) << "theme " << static_cast<int>(theme);
    EXPECT_GE(contrastRatio(mark, image.pixelColor(other.center().x(), y)), 3.0)
        << "theme " << static_cast<int>(theme);
  });
}

}  // namespace
