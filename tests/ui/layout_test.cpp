// Figures that fit: every panel and the sheet, over sizes from 800×450 to 3840×2160 and text
// scales 1–3, with the default curves and with six, laid out and checked from the rectangles of
// the text they draw (ui::textBoxes): no text over other text, cut by a clip or outside its panel.
#include <gtest/gtest.h>

#include <qcustomplot.h>

#include <QClipboard>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QLabel>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <cstdio>
#include <memory>
#include <tuple>
#include <utility>
#include <vector>

#include "core/activations.hpp"
#include "tests/ui/shared_helpers.hpp"
#include "ui/export/Export.hpp"
#include "ui/export/TextBoxes.hpp"
#include "ui/model/CurveText.hpp"
#include "ui/model/NumberText.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/AxisFit.hpp"
#include "ui/panels/ComparePanel.hpp"
#include "ui/panels/MathLabel.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotNames.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/Theme.hpp"
#include "ui/panels/qcp/ValuesTable.hpp"
#include "ui/typeset/MathText.hpp"

namespace {

struct Panels {
  ui::Scene scene;
  std::vector<std::unique_ptr<ui::PlotPanel>> owned;
  Panels() {
    for (const QString& id : ui::registeredPanelIds()) {
      owned.push_back(ui::createPanel(id, scene));
      owned.back()->setTheme(ui::Theme::light());
    }
    scene.simulateTo(10000);
  }
  QList<ui::SheetCell> cells(const QString& id) const {
    if (id == "sheet") {
      QList<ui::PlotPanel*> six;
      for (const QString& s : ui::sheetPanelIds()) {
        for (const auto& p : owned) {
          if (p->panelId() == s) six << p.get();
        }
      }
      return ui::gridCells(six, 3);
    }
    for (const auto& p : owned) {
      if (p->panelId() == id) return ui::singleCell(p.get());
    }
    return {};
  }
};

#ifdef GELU_UNDER_SANITIZERS
const QList<QSize> kSizes = {{800, 450}, {1920, 1080}};
const QList<double> kTextScales = {1.0, 2.0};
#else
const QList<QSize> kSizes = {{800, 450}, {1280, 720}, {1600, 900}, {1920, 1080}, {3840, 2160}};
const QList<double> kTextScales = {1.0, 1.5, 2.0, 3.0};
#endif

class Layout : public ::testing::TestWithParam<QString> {};

TEST_P(Layout, NoTextOverlapsIsCutOrLeavesItsPanel) {
  Panels panels;
  const QString id = GetParam();
  int laidOut = 0;
  int refused = 0;
  for (const bool six : {false, true}) {
    if (six) panels.scene.setCurves({"gelu", "gelu_tanh", "gelu_sigmoid", "silu", "relu", "elu"});
    for (const QSize size : kSizes) {
      for (const double scale : kTextScales) {
        ui::ExportOptions o;
        o.size = size;
        o.fontScale = scale;
        const auto cells = panels.cells(id);
        const QString refusal = ui::layoutRefusal(cells, o);
        SCOPED_TRACE(QStringLiteral("%1 at %2×%3, text ×%4, %5 curves")
                         .arg(id)
                         .arg(size.width())
                         .arg(size.height())
                         .arg(scale)
                         .arg(six ? "six" : "default")
                         .toStdString());
        if (!refusal.isEmpty()) {
          // Refused: the message names a size (or a text size) at which the figure fits.
          ++refused;
          if (qEnvironmentVariableIsSet("LAYOUT_DEBUG")) {
            std::printf(
                "REFUSED %s at %dx%d x%g %s: %s\n", qPrintable(id), size.width(), size.height(),
                scale, six ? "six" : "default",
                qPrintable(
                    ui::layoutProblems(ui::textBoxes(cells, o), cells, o).mid(0, 12).join(" | ")));
            ui::renderImage(cells, o).save(QStringLiteral("/tmp/layout-%1-%2x%3-%4-%5.png")
                                               .arg(id)
                                               .arg(size.width())
                                               .arg(size.height())
                                               .arg(scale)
                                               .arg(six ? "six" : "default"));
          }
          const auto m = QRegularExpression("use (\\d+)×(\\d+)").match(refusal);
          const auto s = QRegularExpression("text size ([0-9.]+)$").match(refusal);
          ASSERT_TRUE(m.hasMatch() || s.hasMatch()) << refusal.toStdString();
          ui::ExportOptions fix = o;
          if (m.hasMatch()) fix.size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
          if (!m.hasMatch()) fix.fontScale = s.captured(1).toDouble();
          EXPECT_EQ(ui::layoutProblems(ui::textBoxes(cells, fix), cells, fix), QStringList())
              << refusal.toStdString();
          continue;
        }
        ++laidOut;
        const QList<ui::TextBox> boxes = ui::textBoxes(cells, o);
        const QStringList problems = ui::layoutProblems(boxes, cells, o);
        EXPECT_TRUE(problems.isEmpty()) << problems.join("\n").toStdString();
        for (const ui::TextBox& b : boxes) {  // titles, legends, read-outs and axis labels
          EXPECT_FALSE(b.text.contains('$') || b.text.contains('\\'))
              << "TeX shown raw: " << b.text.toStdString();
        }
      }
    }
  }
  std::printf("%s: %d laid out, %d refused\n", qPrintable(id), laidOut, refused);
}

INSTANTIATE_TEST_SUITE_P(EveryPanel, Layout,
                         ::testing::ValuesIn(ui::registeredPanelIds() << "sheet"),
                         [](const auto& info) {
                           return QString(info.param).replace('-', '_').toStdString();
                         });

}  // namespace

// On screen (a 1280×720 projector splits the window into narrow panels): a title is one line,
// two wrapped lines, or the panel's short name — never cut off with "…".
TEST(WindowTitles, WrapOrTakeTheShortNameNeverAnEllipsis) {
  Panels panels;
  for (const auto& p : panels.owned) {
    p->show();
    auto* label = p->findChild<ui::MathLabel*>();
    ASSERT_NE(label, nullptr);
    for (const int requested : {1200, 600, 420, 300}) {
      p->resize(requested, 400);
      QCoreApplication::processEvents();
      const int width = p->width();  // (a panel with controls has a minimum width)
      SCOPED_TRACE(QStringLiteral("%1 at %2 px").arg(p->panelId()).arg(width).toStdString());
      EXPECT_FALSE(label->text().contains(QChar(0x2026))) << label->text().toStdString();
      // As laid out, its formulas typeset: one line within the panel, or two wrapped lines.
      const int lines = label->wordWrap() ? 2 : 1;
      EXPECT_LE(label->idealWidth(), lines * (width - 12) + 1) << label->text().toStdString();
      if (label->wordWrap()) {
        EXPECT_LE(label->document().documentLayout()->documentSize().height(),
                  2.6 * QFontMetrics(label->font()).lineSpacing())
            << label->text().toStdString();
      }
      EXPECT_GE(label->height(), label->heightForWidth(label->width()) - 1)
          << label->text().toStdString();  // never cut off at the bottom
    }
    p->hide();
  }
}

// A read-out's veil keeps lines from crossing its digits only if it is drawn above them: the
// corner and hover read-outs are the top of the x-dependent layer, above guides, x lines and the
// markers added with new curves — in a figure and on screen.
TEST(ReadOuts, AreDrawnAboveEveryOtherMark) {
  Panels panels;
  panels.scene.setCurves({"gelu", "gelu_tanh", "gelu_sigmoid", "silu", "relu", "elu"});
  for (const auto& p : panels.owned) {
    SCOPED_TRACE(p->panelId().toStdString());
    for (const bool onScreen : {false, true}) {
      if (onScreen) {
        p->show();
        p->plot()->replot();
      } else {
        ASSERT_FALSE(ui::renderImage(ui::singleCell(p.get()), {}).isNull());
      }
      QCPLayer* marks = p->plot()->layer("x-marks");
      ASSERT_NE(marks, nullptr);
      bool textSeen = false;
      for (QCPLayerable* l : marks->children()) {
        const bool text = qobject_cast<QCPItemText*>(l) != nullptr;
        EXPECT_FALSE(textSeen && !text) << l->metaObject()->className() << " drawn over a read-out";
        textSeen = textSeen || text;
      }
      p->hide();
    }
  }
}

// Small multiples (issue 26, item 4): every plot of the compare grid the same size whichever
// cells carry the shared axes' labels, each name whole above its plot, and the curves shared
// evenly between pages (10 curves on pages of 9 were 9 + 1).
TEST(Compare, EveryPlotTheSameSizeNamesWholeAndEvenPages) {
  Panels panels;
  ui::PlotPanel* compare = nullptr;
  for (const auto& p : panels.owned) {
    if (p->panelId() == "compare") compare = p.get();
  }
  ASSERT_NE(compare, nullptr);
  const QStringList all = {"gelu",    "gelu_tanh",  "silu",     "relu",         "elu",       "selu",
                           "celu",    "mish",       "softplus", "gelu_sigmoid", "hardswish", "tanh",
                           "sigmoid", "leaky_relu", "softsign", "hardtanh",     "relu6"};
  compare->show();
  int checked = 0;
  for (const int count : {3, 10, 11, 17}) {
    panels.scene.setCurves(all.mid(0, count));
    for (const QSize size : {QSize(800, 450), QSize(1280, 720), QSize(1920, 1080)}) {
      for (const double scale : {1.0, 1.5}) {
        ui::Theme t = ui::Theme::light();
        t.fontScale = scale;
        compare->setTheme(t);
        compare->resize(size);
        QCoreApplication::processEvents();
        compare->plot()->replot();
        const auto& grid = static_cast<ui::ComparePanel*>(compare)->grid();
        SCOPED_TRACE(QStringLiteral("%1 curves at %2×%3, text ×%4, grid %5×%6, %7 pages")
                         .arg(count)
                         .arg(size.width())
                         .arg(size.height())
                         .arg(scale)
                         .arg(grid.rows)
                         .arg(grid.cols)
                         .arg(grid.pages)
                         .toStdString());
        int shared = 0;
        for (int page = 0; page < grid.pages; ++page) {
          EXPECT_LE(grid.countOnPage(0) - grid.countOnPage(page), 1);
          EXPECT_LE(grid.countOnPage(page), grid.rows * grid.cols);
          EXPECT_EQ(grid.firstOnPage(page), shared);
          shared += grid.countOnPage(page);
        }
        EXPECT_EQ(shared, count);
        const QList<QCPAxisRect*> rects = compare->plot()->axisRects();
        ASSERT_EQ(rects.size(), grid.countOnPage(0));
        for (QCPAxisRect* r : rects) {
          EXPECT_NEAR(r->width(), rects.front()->width(), 1);
          EXPECT_NEAR(r->height(), rects.front()->height(), 1);
        }
        int names = 0;
        for (int k = 0; k < compare->plot()->itemCount(); ++k) {
          auto* name = qobject_cast<QCPItemText*>(compare->plot()->item(k));
          if (name == nullptr || name->position->axisRect() == nullptr) continue;
          if (name->clipToAxisRect() || !name->visible() || name->text().isEmpty()) continue;
          ++names;
          const QCPAxisRect* r = name->position->axisRect();
          const QSizeF box = ui::typeset::MathText(name->text(), name->font()).size();  // typeset
          EXPECT_FALSE(name->text().contains(QChar(0x2026))) << name->text().toStdString();
          EXPECT_LE(box.width(), r->width() + 1) << name->text().toStdString();
          const double bottom = name->position->pixelPosition().y();
          EXPECT_LE(bottom, r->top() + 0.5) << name->text().toStdString();
          EXPECT_GE(bottom - box.height(), 0.0) << name->text().toStdString();
        }
        EXPECT_EQ(names, rects.size());
        ++checked;
      }
    }
  }
  compare->hide();
  EXPECT_EQ(checked, 24);
}

namespace {

// A label the layout had to shrink is the panel's to change: a new one (the precision lens's)
// is fitted in turn, never replaced by the old one when the layout is undone.
TEST(AxisLabels, ANewLabelOutlivesTheFitOfTheOld) {
  ui::Scene scene;
  const auto panel = ui::createPanel("errors", scene);
  panel->resize(420, 170);  // short: "approx − exact" does not fit the axis and is fitted
  panel->show();
  QCoreApplication::processEvents();
  QCPAxis* y = panel->plot()->yAxis;
  EXPECT_EQ(y->label(), "error");  // (its short form)
  scene.setPrecisionLens(true);
  for (int i = 0; i < 3; ++i) {
    QCoreApplication::processEvents();
    panel->resize(420 + i, 170);  // layouts undone and done again
    QCoreApplication::processEvents();
  }
  // Cut after its formula, never in it.
  EXPECT_TRUE(y->label().startsWith(R"($\lvert\operatorname{GELU}(x)\rvert$)"))
      << y->label().toStdString();
  scene.setPrecisionLens(false);
  QCoreApplication::processEvents();
  panel->resize(430, 170);
  QCoreApplication::processEvents();
  // Its own again, whole: the lens's row gone, the plot is tall enough for it.
  EXPECT_EQ(y->label(), "approx − exact");
}

// A legend in its row under the plot is as wide as its entries and centred under the plot:
// the row's cell stretched it, spreading "GELU", "ReLU" and "ELU" over a 1600-pixel export.
// Moved into the plot (a plot too short for the row) and back, it is centred again.
TEST(Legends, ARowUnderThePlotIsCentredAtItsOwnWidth) {
  ui::Scene scene;
  const auto panel = ui::createPanel("activations", scene);
  const auto expectCentred = [&](const char* when) {
    const QCPLegend* legend = panel->plot()->legend;
    ASSERT_EQ(qobject_cast<QCPLayoutInset*>(legend->layout()), nullptr) << when;
    const QRect box = legend->outerRect();
    const QRect plot = panel->plot()->axisRect()->outerRect();
    EXPECT_LE(box.width(), legend->minimumOuterSizeHint().width() + 2) << when;
    EXPECT_NEAR(box.center().x(), plot.center().x(), 2) << when;
    EXPECT_GE(box.top(), plot.bottom()) << when;
  };
  panel->resize(1200, 500);
  panel->show();
  QCoreApplication::processEvents();
  expectCentred("wide");
  // (What the fits do when the row has no room.)
  QCustomPlot& plot = *panel->plot();
  ASSERT_TRUE(ui::moveLegendIntoPlot(plot));
  EXPECT_NE(qobject_cast<QCPLayoutInset*>(plot.legend->layout()), nullptr);
  ui::restoreTickCounts(plot);
  plot.replot();
  expectCentred("back in its row");
}

// Regression (issue 47): the Monte Carlo plot's "running mean", cut to "running me…" in 65% type
// in a short plot, kept that type as its own size once the panel set its label again (the grid
// mode and back, a new step): in the lecture's tall plot it stood at 65% of the x axis' label.
// A short plot now says "mean" at its own type (a user's 2×2 lecture step at 720p).
TEST(AxisLabels, ALabelSetAgainGetsItsOwnTypeBack) {
  ui::Scene scene;
  const auto panel = ui::createPanel("monte-carlo", scene);
  panel->resize(420, 150);
  panel->show();
  QCoreApplication::processEvents();
  QCPAxis* y = panel->plot()->yAxis;
  const QFont own = panel->plot()->xAxis->labelFont();
  // Too long for the short plot: its short form at its own type, not "running me…" in 65%.
  EXPECT_EQ(y->label(), "mean");
  EXPECT_EQ(y->labelFont(), own);
  // A label without a short form is made smaller first.
  ui::setShortLabel(*y, QString());
  panel->plot()->replot();
  ASSERT_LT(y->labelFont().pointSizeF(), own.pointSizeF()) << y->label().toStdString();
  scene.setGridMode(true);
  QCoreApplication::processEvents();
  scene.setGridMode(false);
  QCoreApplication::processEvents();
  panel->resize(700, 600);
  QCoreApplication::processEvents();
  EXPECT_EQ(y->label(), "running mean");
  EXPECT_EQ(y->labelFont(), own);
}

// An axis label with a formula is typeset in the band QCustomPlot keeps for its label: the y
// axis' turned a quarter (taller than wide), left of the tick labels, centred on the axis.
TEST(AxisLabels, AFormulaLabelIsTypesetInTheLabelsBand) {
  Panels panels;
  ui::ExportOptions o;
  o.size = {1600, 900};
  const QList<ui::TextBox> boxes = ui::textBoxes(panels.cells("cdf"), o);
  const ui::TextBox* label = nullptr;
  const ui::TextBox* low = nullptr;
  const ui::TextBox* high = nullptr;
  for (const ui::TextBox& b : boxes) {
    if (b.text.startsWith("Phi of x")) label = &b;
    if (b.text == "0.2") low = &b;
    if (b.text == "0.8") high = &b;
  }
  ASSERT_TRUE(label != nullptr && low != nullptr && high != nullptr);
  EXPECT_GT(label->rect.height(), 1.5 * label->rect.width());
  EXPECT_LT(label->rect.right(), std::min(low->rect.left(), high->rect.left()));
  EXPECT_GE(label->rect.left(), 0.0);
  // The axis runs from a little below 0 to a little above 1: its middle is near 0.5's height.
  const double middle = (low->rect.center().y() + high->rect.center().y()) / 2;
  const double span = low->rect.center().y() - high->rect.center().y();
  EXPECT_NEAR(label->rect.center().y(), middle, 0.1 * span);
}

}  // namespace

namespace {

// A line of a label or an export's note never starts with a space (Qt may end a line after an
// inline object, before the no-break space that glues an operator to it): at every width around
// the formula's end.
TEST(MathLabels, NoLineStartsWithASpace) {
  for (const bool rich : {false, true}) {
    QTextDocument doc;
    doc.setDefaultFont(ui::Theme::light().font(11));
    ui::typeset::setMathContent(doc,
                                ui::keepFormulasWhole("tanh form ≠ exact at 317 (1.0%); "
                                                      "$x\\,\\sigma(1.702x)$ ≠ exact at 1803."),
                                rich);
    doc.setTextWidth(10000);
    const QTextBlock first = doc.begin();
    const int object = static_cast<int>(first.text().indexOf(QChar::ObjectReplacementCharacter));
    ASSERT_GE(object, 0);
    const double end = first.layout()->lineAt(0).cursorToX(object + 1) + doc.documentMargin();
    for (double width = end - 3; width < end + 12; width += 0.25) {
      doc.setTextWidth(width);
      for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        const QTextLayout* layout = b.layout();
        for (int i = 1; i < layout->lineCount(); ++i) {
          const int start = layout->lineAt(i).textStart();
          EXPECT_FALSE(b.text().at(start).isSpace())
              << (rich ? "rich" : "plain") << " at width " << width << ": line " << i
              << " starts with a space: " << b.text().mid(start).toStdString();
        }
      }
    }
  }
}

}  // namespace

namespace {

// A formula of a symbol or two is tied to the word before it (TeX's "keeps~$x$"), a longer one
// is not.
TEST(MathLabels, ShortFormulasAreTiedToTheWordBefore) {
  for (const bool rich : {false, true}) {
    QTextDocument doc;
    ui::typeset::setMathContent(doc, "the mask keeps $x$, and $\\Phi(x)$ is kept", rich);
    const QString text = doc.begin().text();
    const QString object(QChar::ObjectReplacementCharacter);
    EXPECT_TRUE(text.contains("keeps" + QString(QChar(QChar::Nbsp)) + object)) << rich;
    EXPECT_TRUE(text.contains("and " + object)) << rich;
  }
  // A number is tied like a symbol ("gain" / "1.4142" was seen wrapped in a title); a formula
  // that holds more than a number is not.
  const QString nbsp(QChar(QChar::Nbsp));
  for (const char* number : {"1.4142", "-0.5", "4.730\\cdot 10^{-4}", "1\\,000\\,000", "0{,}50"}) {
    QTextDocument doc;
    ui::typeset::setMathContent(
        doc, QString("gain $%1$, or $x = %1$").arg(QString::fromLatin1(number)), true);
    const QString text = doc.begin().text();
    EXPECT_TRUE(text.contains("gain" + nbsp)) << number;
    EXPECT_TRUE(text.contains("or ")) << number;
  }
  for (const char* tex :
       {"1.5x", "2\\cdot x", "x_1^2", "4.7\\cdot 10^{x}", "1.5}", "....", "\\,\\,"}) {
    EXPECT_FALSE(ui::typeset::tiedToWordBefore(tex)) << tex;
  }
}

// A plot's name above it wraps the same way ("gain" / "1.4142" was seen at 1280×720).
TEST(MathLabels, PlotNamesKeepANumberWithItsWord) {
  QFont font("DejaVu Sans");
  font.setPointSizeF(11);
  const QString text = "mean $0.2821$, gain $1.4142$";
  const double room = ui::typeset::MathText("mean $0.2821$, gain", font).size().width() + 1;
  EXPECT_EQ(ui::wrapLines(text, font, room), "mean $0.2821$,\ngain $1.4142$");
  EXPECT_EQ(ui::wrapLines("of $x = 0.5$ and $\\Phi(x)$", font, 1),
            "of\n$x = 0.5$\nand\n$\\Phi(x)$");  // formulas that are more than a number
}

// A small multiple's name may run on over the free width up to the next plot on its right (its
// axis labels), not past the last plot: the training panes' "GELU: 100.0 %" stood in three lines
// at 720p while the next pane's name, with the losses' plot beside it, took one.
// The training's maps and losses changed places as a run played in the window at 1280×720: its
// arrangement is chosen for the names' shape, which changed as the epoch (0 to 419) and an
// accuracy (40.0 % to 100.0 %) gained digits. A shape holds each number as one 0.
TEST(PlotNames, TheirShapeIsTheSameWhateverTheirNumbers) {
  QCustomPlot plot;
  const ui::Theme theme = ui::Theme::light();
  const auto shape = [&](const QString& map, const QString& loss) {
    ui::PlotNames names;
    names.add(plot, plot.axisRect(0), map, theme, map.section(' ', 0, 1));
    names.add(plot, plot.axisRect(0), loss, theme);
    return names.shape();
  };
  const QString early = shape("GELU: 40.0 % test accuracy\n0 dead units", "Loss, epoch 0 of 2000");
  EXPECT_EQ(shape("GELU: 100.0 % test accuracy\n12 dead units", "Loss, epoch 419 of 2000"), early);
  EXPECT_NE(shape("GELU: 40.0 % accuracy\n0 dead units", "Loss, epoch 0 of 2000"), early);
  plot.clearItems();
}

TEST(PlotNames, RunOnUpToTheNextPlotNotPastTheLast) {
  QCustomPlot plot;
  plot.resize(900, 400);
  auto* right = new QCPAxisRect(&plot);
  plot.plotLayout()->addElement(0, 1, right);
  plot.plotLayout()->setColumnSpacing(160);
  plot.replot();
  const ui::Theme theme = ui::Theme::light();
  // A name wider than its plot, narrower than the plot and the free width beside it.
  const QFontMetricsF metrics(theme.font(11, true));
  QString name = "A name";
  while (metrics.horizontalAdvance(name) < plot.axisRect(0)->width() + 40) name += " longer";
  const double wide = metrics.horizontalAdvance(name);
  ASSERT_LT(wide, right->outerRect().left() - plot.axisRect(0)->left() - 20);
  ui::PlotNames names;
  names.add(plot, plot.axisRect(0), name, theme);
  names.add(plot, right, name, theme);
  for (int pass = 0; pass < 4 && names.fit(); ++pass) plot.replot();
  ASSERT_EQ(plot.itemCount(), 2);
  EXPECT_EQ(qobject_cast<QCPItemText*>(plot.item(0))->text(), name);
  // The last plot's name is broken to its plot's width.
  EXPECT_TRUE(qobject_cast<QCPItemText*>(plot.item(1))->text().contains('\n'));
  // With a legend's column beside the first plot (which a name run on would cross), every name
  // keeps to its plot's width.
  plot.addGraph(plot.axisRect(0)->axis(QCPAxis::atBottom), plot.axisRect(0)->axis(QCPAxis::atLeft))
      ->setName("data");
  plot.legend->setVisible(true);
  ASSERT_TRUE(ui::moveLegendBeside(plot));
  plot.replot();
  for (int pass = 0; pass < 4 && names.fit(); ++pass) plot.replot();
  EXPECT_TRUE(qobject_cast<QCPItemText*>(plot.item(0))->text().contains('\n'));
}

// A legend that placement moved out of its plot goes back only as it sat inside (restored), never
// by the fits' move into the plot (which would leave it both moved out and moved in).
TEST(Legends, OneMovedOutOfItsPlotIsNotMovedIntoIt) {
  QCustomPlot plot;
  plot.resize(700, 500);
  plot.addGraph()->setName("data");
  plot.legend->setVisible(true);
  plot.replot();
  ASSERT_TRUE(ui::moveLegendBelow(plot));
  EXPECT_FALSE(ui::moveLegendIntoPlot(plot));
  EXPECT_EQ(qobject_cast<QCPLayoutInset*>(plot.legend->layout()), nullptr);
  ui::restoreTickCounts(plot);
  EXPECT_NE(qobject_cast<QCPLayoutInset*>(plot.legend->layout()), nullptr);
}

// The size a legend will take in rows under a plot, measured without moving it, is the size it
// takes there: in one row where the plot is wide, in more where names are many and long (the
// training view's estimate assumed one row).
TEST(Legends, TheirSizeInRowsIsTheSizeMovedUnderThePlot) {
  for (const int width : {1400, 700, 420}) {
    QCustomPlot plot;
    plot.setAttribute(Qt::WA_DontShowOnScreen);
    plot.resize(width, 500);
    plot.show();
    for (const char* name :
         {"GELU", "ReLU", "a·x·Φ(b·x) with a = 1.2", "SiLU", "Mish", "x·tanh(softplus(x)) typed"}) {
      plot.addGraph()->setName(name);
    }
    plot.legend->setVisible(true);
    plot.replot();
    const int wrap = plot.legend->wrap();
    const int cell = plot.axisRect()->outerRect().width();  // (under it: as wide as its plot)
    const QSizeF estimate = ui::legendSizeInRows(*plot.legend, cell);
    EXPECT_EQ(plot.legend->wrap(), wrap);  // unchanged
    ASSERT_TRUE(ui::moveLegendBelow(plot)) << width;
    const QSize moved = plot.legend->minimumOuterSizeHint();
    EXPECT_NEAR(estimate.width(), moved.width(), 1) << width;
    EXPECT_NEAR(estimate.height(), moved.height(), 1) << width;
    const double row = plot.legend->item(0)->minimumOuterSizeHint().height();
    if (width == 1400) {
      EXPECT_LT(estimate.height(), 2 * row);  // one row
    }
    if (width == 420) {
      EXPECT_GE(estimate.height(), 2 * row);  // two rows or more
    }
  }
}

// A drawn label has no selection: its context menu copies the text, formulas as their TeX.
TEST(MathLabels, CopyGivesTheTextWithItsFormulasAsTeX) {
  ui::MathLabel label;
  label.setText("keep <b>x</b> with $p = \\Phi(x)$ &amp; $$\\frac{1}{2}$$ costs \\$1");
  label.copyText();
  EXPECT_EQ(QGuiApplication::clipboard()->text(),
            "keep x with $p = \\Phi(x)$ & $$\\frac{1}{2}$$ costs $1");
  label.setPlainText(true);  // a deck's text: what is typed is shown, and copied
  label.setText("<b>$x$</b> &amp;");
  label.copyText();
  EXPECT_EQ(QGuiApplication::clipboard()->text(), "<b>$x$</b> &amp;");
}

// Three curves side by side fill three cells of a 2×2 grid: the fourth holds their values at x
// (it was blank), computed, and said again when x moves; on the marks layer, so a figure without
// the marks at x has none. Four curves leave no cell for it.
// On a slide the derivatives were barely seen (the activations deck's step 3 on a projector): a
// presented panel draws them stronger than the window does, still fainter than their curves.
TEST(ComparePanel, APresentedPanelDrawsItsDerivativesStronger) {
  ui::Scene scene;
  scene.setCurves({"gelu", "silu"});
  const auto derivativePen = [&](bool presented) {
    auto panel = ui::createPanel("compare", scene);
    panel->setPresentation(presented);
    panel->resize(900, 500);
    panel->refresh();
    for (int i = 0; i < panel->plot()->graphCount(); ++i) {
      const QPen pen = panel->plot()->graph(i)->pen();
      if (pen.color().alpha() < 255 && pen.style() != Qt::NoPen) return pen;  // the faint one
    }
    return QPen(Qt::NoPen);
  };
  const QPen window = derivativePen(false);
  const QPen slide = derivativePen(true);
  ASSERT_NE(window.style(), Qt::NoPen);
  ASSERT_NE(slide.style(), Qt::NoPen);
  EXPECT_GT(slide.widthF(), window.widthF());
  EXPECT_GT(slide.color().alpha(), window.color().alpha());
  EXPECT_LT(slide.color().alpha(), 255);
}

TEST(ComparePanel, ASpareCellHoldsTheValuesAtX) {
  ui::Scene scene;
  scene.setCurves({"gelu", "relu", "elu"});
  auto panel = ui::createPanel("compare", scene);
  panel->resize(980, 600);
  panel->show();
  QCoreApplication::processEvents();
  panel->plot()->replot();
  const auto table = [&]() -> ui::ValuesTable* {
    for (QCPLayoutElement* e : panel->plot()->plotLayout()->elements(true)) {
      if (auto* t = qobject_cast<ui::ValuesTable*>(e)) return t;
    }
    return nullptr;
  };
  const auto& grid = static_cast<ui::ComparePanel*>(panel.get())->grid();
  ASSERT_EQ(grid.rows * grid.cols, 4);
  ui::ValuesTable* values = table();
  ASSERT_NE(values, nullptr);
  EXPECT_TRUE(values->fits());
  EXPECT_EQ(values->layer(), panel->plot()->layer("x-marks"));
  // It stands in the cell under the plot above it, under that plot's x labels, which run into
  // the cell: below its tick labels and its name.
  const QList<QCPAxisRect*> rects = panel->plot()->axisRects();
  ASSERT_EQ(rects.size(), 3);
  const auto labelsReach = [](const QCPAxisRect& r) {
    const QCPAxis* a = r.axis(QCPAxis::atBottom);
    return r.bottom() + a->tickLabelPadding() + QFontMetrics(a->tickLabelFont()).height() +
           a->labelPadding() + QFontMetrics(a->labelFont()).height();
  };
  EXPECT_EQ(values->rect().left(), rects[1]->outerRect().left());
  EXPECT_GT(values->tableRect().top(), labelsReach(*rects[1]));
  EXPECT_LE(values->tableRect().bottom(), values->rect().bottom());
  for (const double x : {0.5, -1.25}) {
    scene.setX(x);
    QCoreApplication::processEvents();
    ASSERT_EQ(values->rows().size(), 3);
    EXPECT_EQ(values->header().value(0), "x = " + ui::formatX(x));
    for (int i = 0; i < 3; ++i) {
      const gelu::FunctionInfo* f = scene.library().find(scene.curves()[i].toStdString());
      const gelu::FunctionInfo* df = scene.library().find(f->derivative);
      const ui::ValuesTable::Row& row = values->rows()[i];
      EXPECT_EQ(row.name, ui::curveName(*f));
      EXPECT_EQ(row.values.value(0), ui::formatValue((*f)(x, scene.params())));
      EXPECT_EQ(row.values.value(1), ui::formatValue((*df)(x, scene.params())));
    }
  }
  EXPECT_EQ(values->rows()[0].values.value(0), "−0.1321");  // GELU(−1.25), as printed by gelu
  // A screen reader hears them too: the plot's description reads the table.
  {
    const QString said = panel->plot()->accessibleDescription();
    EXPECT_TRUE(said.contains("x = " + ui::formatX(-1.25) + ": GELU: f(x) −0.1321, f′(x) "))
        << said.toStdString();
    EXPECT_TRUE(said.contains("ReLU: f(x) " + ui::formatValue(0.0))) << said.toStdString();
  }
  // The difference to GELU: one column of it.
  scene.setCompareDifference(true);
  QCoreApplication::processEvents();
  values = table();
  ASSERT_NE(values, nullptr);
  EXPECT_EQ(values->header().size(), 2);
  EXPECT_EQ(values->rows()[0].values, QStringList{ui::formatValue(0.0)});
  scene.setCompareDifference(false);
  scene.setCurves({"gelu", "relu", "elu", "silu"});
  QCoreApplication::processEvents();
  EXPECT_EQ(table(), nullptr);
  // A page whose spare cell starts a row: under the labels of the plot above all the same
  // (three curves in a narrow panel's one column of two rows: the second page holds one).
  scene.setCurves({"gelu", "relu", "elu"});
  panel->resize(380, 340);
  QCoreApplication::processEvents();
  auto* compare = static_cast<ui::ComparePanel*>(panel.get());
  ASSERT_EQ(compare->grid().cols, 1);
  ASSERT_EQ(compare->grid().rows, 2);
  ASSERT_EQ(compare->grid().pages, 2);
  compare->setPage(1);
  QCoreApplication::processEvents();
  panel->plot()->replot();
  values = table();
  ASSERT_NE(values, nullptr);
  const QList<QCPAxisRect*> page = panel->plot()->axisRects();
  ASSERT_EQ(page.size(), 1);
  ASSERT_TRUE(values->fits());
  EXPECT_GT(values->tableRect().top(), labelsReach(*page.back()));
}

}  // namespace

// A legend's entries are laid out from the curves alone: GELU, ReLU, ELU and GELU (tanh) changed
// to GELU, SiLU and ReLU kept the fits found for the four (the derivatives' legend at 420 px wide
// in a type and wrap of its own, the activations' at 860 × 250), which the same three shown from
// the start are not given.
TEST(Legends, TheirFitsFollowTheEntriesNotTheWayThere) {
  const auto legendOf = [](ui::PlotPanel& panel) {
    const QCPLegend* legend = panel.plot()->legend;
    return std::make_tuple(legendNames(*legend).join('|').toStdString(), legend->wrap(),
                           legend->font().pointSizeF(), legend->outerRect());
  };
  const auto laidOut = [](ui::PlotPanel& panel, QSize size) {
    panel.resize(size);
    panel.show();
    QCoreApplication::processEvents();
    panel.plot()->replot();
  };
  // Swapped for others, and fewer (in the same order: no entry moves).
  for (const QStringList& now :
       {QStringList{"gelu", "silu", "relu"}, QStringList{"gelu", "relu"}}) {
    for (const auto& [id, size] :
         {std::pair{"activations", QSize(860, 250)}, std::pair{"derivatives", QSize(420, 430)},
          std::pair{"derivatives", QSize(640, 480)}}) {
      ui::Scene walked;
      walked.setCurves({"gelu", "relu", "elu", "gelu_tanh"});
      const auto panel = ui::createPanel(id, walked);
      laidOut(*panel, size);
      walked.setCurves(now);
      QCoreApplication::processEvents();
      panel->plot()->replot();
      ui::Scene fresh;
      fresh.setCurves(now);
      const auto shown = ui::createPanel(id, fresh);
      laidOut(*shown, size);
      EXPECT_EQ(legendOf(*panel), legendOf(*shown))
          << now.join(',').toStdString() << ": " << id << " at " << size.width() << "×"
          << size.height();
    }
  }
}
