// The curve picker: search, presets and group ticks, formulas in their group.
#include <gtest/gtest.h>

#include <qcustomplot.h>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>
#include <QTreeWidgetItem>
#include <QUndoStack>
#include <cmath>
#include <thread>

#include "core/activations.hpp"
#include "tests/ui/shared_helpers.hpp"
#include "ui/model/CurveIds.hpp"
#include "ui/model/Formulas.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/SceneHistory.hpp"
#include "ui/panels/ActivationsPanel.hpp"
#include "ui/panels/Companions.hpp"
#include "ui/panels/NeuronPanel.hpp"
#include "ui/panels/Theme.hpp"
#include "ui/window/ControlsDock.hpp"
#include "ui/window/CurvePicker.hpp"
#include "ui/window/FormulaDialog.hpp"
#include "ui/window/MainWindow.hpp"
#include "ui/window/ViewArea.hpp"

namespace {

TEST(Picker, SearchFindsByNameIdAndFormula) {
  ui::Scene scene;
  ui::CurvePicker picker(scene);
  picker.searchBox()->setText("shrink");
  EXPECT_TRUE(picker.isListed("softshrink"));
  EXPECT_TRUE(picker.isListed("tanhshrink"));
  EXPECT_FALSE(picker.isListed("gelu"));
  picker.searchBox()->setText("relu6(x + 3)");  // hardsigmoid's and hardswish's formulas
  EXPECT_TRUE(picker.isListed("hardswish"));
  EXPECT_FALSE(picker.isListed("relu6"));
  picker.searchBox()->clear();
  EXPECT_TRUE(picker.isListed("gelu"));
}

// A newcomer adding SiLU opened its folded group and scrolled the short list to it: typed into
// the search, Enter ticks the first curve found (again, unticks it), one undo step each; Down
// goes on into the list, where Space ticks as usual.
TEST(Picker, EnterInTheSearchTicksTheFirstCurveFound) {
  ui::Scene scene;
  ui::SceneHistory history(scene);
  ui::CurvePicker picker(scene);
  ASSERT_FALSE(scene.isShown("silu"));
  QTest::keyClicks(picker.searchBox(), "silu");
  ASSERT_TRUE(picker.isListed("silu"));
  QTest::keyClick(picker.searchBox(), Qt::Key_Return);
  QCoreApplication::processEvents();
  EXPECT_TRUE(scene.isShown("silu"));
  EXPECT_TRUE(picker.isChecked("silu"));
  EXPECT_EQ(history.stack()->count(), 1);
  QTest::keyClick(picker.searchBox(), Qt::Key_Return);
  QCoreApplication::processEvents();
  EXPECT_FALSE(scene.isShown("silu"));
  // Nothing found, or nothing typed: Enter changes nothing, and nothing stays marked.
  const QStringList before = scene.curves();
  picker.searchBox()->setText("no such curve");
  EXPECT_TRUE(picker.findChild<QTreeWidget*>("curve-tree")->selectedItems().isEmpty());
  QTest::keyClick(picker.searchBox(), Qt::Key_Return);
  picker.searchBox()->clear();
  QTest::keyClick(picker.searchBox(), Qt::Key_Return);
  QCoreApplication::processEvents();
  EXPECT_EQ(scene.curves(), before);
  // Down from the search: the list has the focus on a curve found.
  picker.show();
  QTest::keyClicks(picker.searchBox(), "mish");
  picker.searchBox()->setFocus();
  QTest::keyClick(picker.searchBox(), Qt::Key_Down);
  const auto* tree = picker.findChild<QTreeWidget*>("curve-tree");
  ASSERT_NE(tree, nullptr);
  EXPECT_EQ(picker.window()->focusWidget(), tree);  // (the focus, once the window is active)
  ASSERT_NE(tree->currentItem(), nullptr);
  EXPECT_EQ(tree->currentItem()->data(0, Qt::UserRole).toString(), "mish");
}

// A selected row's swatch keeps its line, on a chip of the list's background (the style's
// tint for a selected icon hid it in the highlight).
TEST(Picker, ASelectedRowKeepsItsSwatch) {
  ui::Scene scene;
  ui::CurvePicker picker(scene);
  const QIcon icon = picker.item("gelu")->icon(0);
  const QSize size(30, 12);
  const QImage selected = icon.pixmap(size, QIcon::Selected).toImage();
  const QImage normal = icon.pixmap(size, QIcon::Normal).toImage();
  const QPoint middle(selected.width() / 2, selected.height() / 2);
  EXPECT_EQ(selected.pixelColor(middle).rgb(), normal.pixelColor(middle).rgb());
  EXPECT_EQ(selected.pixelColor(1, 1).alpha(), 255);  // the chip
  EXPECT_EQ(normal.pixelColor(1, 1).alpha(), 0);
}

// The approximations view draws GELU (tanh) beside ReLU in another colour family than its own
// orange (companionCurves): the list's swatch showed the orange, the plots a green.
TEST(Picker, SwatchesTakeTheColoursTheViewDraws) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1280, 720);
  window.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
  ui::CurvePicker* picker = window.controls()->curves();
  const auto swatch = [&] {
    const QImage image = picker->item("gelu_tanh")->icon(0).pixmap(QSize(30, 12)).toImage();
    return image.pixelColor(4, image.height() / 2).rgb();  // on the dash's first stroke
  };
  const auto drawn = [&] {
    const QStringList companions = ui::companionCurves(scene, window.viewArea()->shownIds());
    return ui::Theme::forScreen(scene.view().theme)
        .curveColor("gelu_tanh", scene.formulas(), scene.curves(), companions)
        .rgb();
  };
  window.viewArea()->showView("idea");
  const QRgb own = drawn();
  EXPECT_EQ(swatch(), own);
  window.viewArea()->showView("approximations");
  ASSERT_TRUE(scene.isShown("relu"));
  EXPECT_NE(drawn(), own);  // (what the test is about: another colour there)
  EXPECT_EQ(swatch(), drawn());
  // High contrast has colours of its own (the swatches had the dark theme's): ELU's grey is
  // near-white there, a mid grey in dark.
  scene.setTheme(ui::ThemeChoice::HighContrast);
  QApplication::processEvents();
  const QImage elu = picker->item("elu")->icon(0).pixmap(QSize(30, 12)).toImage();
  const QColor highContrast = ui::Theme::highContrastTheme().curveColor("elu");
  ASSERT_NE(highContrast, ui::Theme::darkTheme().curveColor("elu"));
  EXPECT_EQ(elu.pixelColor(2, elu.height() / 2).rgb(), highContrast.rgb());
  EXPECT_EQ(swatch(), drawn());
  scene.setTheme(ui::ThemeChoice::Light);
  window.viewArea()->showView("idea");
  EXPECT_EQ(swatch(), own);
  // A scene opened with a view of its own panels, the errors among them (`--scene`, File ▸
  // Open): the list showed the idea view's orange, unticked, beside the plots' green.
  ui::SceneFileData file;
  file.model = scene.state();
  file.view = scene.view();
  file.view.panels = {"activations", "derivatives", "errors", "monte-carlo"};
  window.applySceneData(file);
  QApplication::processEvents();
  EXPECT_NE(drawn(), own);
  EXPECT_EQ(swatch(), drawn());
  EXPECT_EQ(picker->item("gelu_tanh")->checkState(0), Qt::PartiallyChecked);
}

// A newcomer saw GELU (tanh) and GELU (sigmoid) plotted in the approximations view and unticked
// in the list: a curve the view's panels draw beside the scene's is marked drawn, not chosen
// (partly ticked, said to screen readers); ticked, it joins the scene; elsewhere it is unticked.
TEST(Picker, CurvesTheViewDrawsBesideTheScenesAreMarked) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1280, 720);
  window.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
  ui::CurvePicker* picker = window.controls()->curves();
  window.viewArea()->showView("approximations");
  QApplication::processEvents();
  ASSERT_FALSE(scene.isShown("gelu_tanh"));
  for (const char* id : {"gelu_tanh", "gelu_sigmoid"}) {
    EXPECT_EQ(picker->item(id)->checkState(0), Qt::PartiallyChecked) << id;
    EXPECT_FALSE(picker->item(id)->data(0, Qt::AccessibleDescriptionRole).toString().isEmpty());
  }
  EXPECT_EQ(picker->item("silu")->checkState(0), Qt::Unchecked);
  EXPECT_EQ(picker->item("gelu")->checkState(0), Qt::Checked);
  // A curve of the scene is ticked, whatever the view draws.
  picker->item("gelu_tanh")->setCheckState(0, Qt::Checked);
  QApplication::processEvents();
  EXPECT_TRUE(scene.isShown("gelu_tanh"));
  EXPECT_EQ(picker->item("gelu_tanh")->checkState(0), Qt::Checked);
  // (the errors then compare the scene's approximation alone: the sigmoid one is not drawn)
  ASSERT_FALSE(ui::companionCurves(scene, window.viewArea()->shownIds()).contains("gelu_sigmoid"));
  EXPECT_EQ(picker->item("gelu_sigmoid")->checkState(0), Qt::Unchecked);
  // The idea view draws no approximation beside the scene's curves.
  window.viewArea()->showView("idea");
  QApplication::processEvents();
  EXPECT_EQ(picker->item("gelu_sigmoid")->checkState(0), Qt::Unchecked);
  EXPECT_TRUE(
      picker->item("gelu_sigmoid")->data(0, Qt::AccessibleDescriptionRole).toString().isEmpty());
  EXPECT_EQ(picker->item("gelu_tanh")->checkState(0), Qt::Checked);
}

TEST(Picker, PresetsAndGroupTicksAreOneChangeEach) {
  ui::Scene scene;
  ui::CurvePicker picker(scene);
  QSignalSpy changed(&scene, &ui::Scene::changed);
  ASSERT_TRUE(picker.applyPreset("transformer"));
  EXPECT_EQ(scene.curves(), (QStringList{"gelu", "silu", "relu", "squared_relu"}));
  EXPECT_EQ(changed.count(), 1);
  EXPECT_TRUE(picker.isChecked("squared_relu"));
  EXPECT_FALSE(picker.applyPreset("nope"));
  // Ticking the "Piecewise" group ticks its five curves: one Scene change.
  QTreeWidgetItem* group = picker.item("hardtanh")->parent();
  group->setCheckState(0, Qt::Checked);
  QCoreApplication::processEvents();
  EXPECT_EQ(changed.count(), 2);
  for (const char* id : {"hardtanh", "hardsigmoid", "hardswish", "softshrink", "hardshrink"})
    EXPECT_TRUE(scene.isShown(id)) << id;
  // The picker follows the Scene.
  scene.setCurveShown("gelu", false);
  EXPECT_FALSE(picker.isChecked("gelu"));
}

TEST(Picker, FormulasAppearInTheirGroup) {
  ui::Scene scene;
  ui::CurvePicker picker(scene);
  EXPECT_EQ(picker.item("bent"), nullptr);
  scene.defineFormula(bent());
  ASSERT_NE(picker.item("bent"), nullptr);
  EXPECT_TRUE(picker.isChecked("bent"));
  EXPECT_TRUE(picker.item("bent")->text(0).contains("x + 0.1*x^2"));
  scene.setFormulas({});
  EXPECT_EQ(picker.item("bent"), nullptr);
}

}  // namespace
