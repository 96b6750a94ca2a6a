// Export: every panel in every format, vectors and text sizes, determinism,
// failures that must leave no trace, the dialog, the clipboard and the CSV.
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <csignal>

#include <qcustomplot.h>

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <memory>
#include <optional>
#include <tuple>
#include <vector>

#include "core/curve.hpp"
#include "core/table.hpp"
#include "ui/export/Export.hpp"
#include "ui/export/ExportDialog.hpp"
#include "ui/export/TextBoxes.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/Stage.hpp"
#include "ui/window/MainWindow.hpp"

namespace {

QByteArray readAll(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct SvgCounts {
  bool valid = false;
  int paths = 0;
  int texts = 0;
  QString viewBox;
};

SvgCounts parseSvg(const QByteArray& data) {
  SvgCounts c;
  QXmlStreamReader xml(data);
  while (!xml.atEnd()) {
    if (xml.readNext() != QXmlStreamReader::StartElement) continue;
    if (xml.name() == u"svg") c.viewBox = xml.attributes().value("viewBox").toString();
    if (xml.name() == u"path" || xml.name() == u"polyline") ++c.paths;
    if (xml.name() == u"text") ++c.texts;
  }
  c.valid = !xml.hasError();
  return c;
}

/// A Scene with panels of every id, as the command line builds them.
struct Panels {
  ui::Scene scene;
  std::vector<std::unique_ptr<ui::PlotPanel>> owned;
  Panels() {
    for (const QString& id : ui::toQt(gelu::model::panelIds())) {
      owned.push_back(ui::createPanel(id, scene));
      owned.back()->setTheme(ui::Theme::light());
    }
    scene.simulateTo(5000);
  }
  ui::PlotPanel* get(const QString& id) const {
    for (const auto& p : owned) {
      if (p->panelId() == id) return p.get();
    }
    return nullptr;
  }
  QList<ui::PlotPanel*> sheet() const {
    QList<ui::PlotPanel*> out;
    for (const QString& id : ui::sheetPanelIds()) out << get(id);
    return out;
  }
};

/// Mean absolute difference of two images of the same size, per channel, in 0..255, after a
/// 4× smooth downscale: antialiasing differences average out, anything misplaced does not.
double layoutDifference(const QImage& a, const QImage& b);

/// Mean absolute difference of two images of the same size, per channel, in 0..255.
double meanDifference(const QImage& a, const QImage& b) {
  const QImage x = a.convertToFormat(QImage::Format_RGB32);
  const QImage y = b.convertToFormat(QImage::Format_RGB32);
  double sum = 0;
  for (int r = 0; r < x.height(); ++r) {
    const auto* p = reinterpret_cast<const QRgb*>(x.constScanLine(r));
    const auto* q = reinterpret_cast<const QRgb*>(y.constScanLine(r));
    for (int c = 0; c < x.width(); ++c) {
      sum += std::abs(qRed(p[c]) - qRed(q[c])) + std::abs(qGreen(p[c]) - qGreen(q[c])) +
             std::abs(qBlue(p[c]) - qBlue(q[c]));
    }
  }
  return sum / (3.0 * x.width() * x.height());
}

double layoutDifference(const QImage& a, const QImage& b) {
  const QSize small = a.size() / 4;
  return meanDifference(a.scaled(small, Qt::IgnoreAspectRatio, Qt::SmoothTransformation),
                        b.scaled(small, Qt::IgnoreAspectRatio, Qt::SmoothTransformation));
}

/// The largest mean absolute difference over 20×20-pixel blocks: a local spill (a curve drawn
/// outside its plot) shows here even when the whole-image mean hardly moves.
double worstBlockDifference(const QImage& a, const QImage& b) {
  double worst = 0;
  for (int y = 0; y + 20 <= a.height(); y += 20) {
    for (int x = 0; x + 20 <= a.width(); x += 20) {
      worst = std::max(worst, meanDifference(a.copy(x, y, 20, 20), b.copy(x, y, 20, 20)));
    }
  }
  return worst;
}

/// The SVG as librsvg draws it (rsvg-convert, a test dependency): checked outside Qt, whose own
/// renderer knows neither clip paths nor CSS font lists.
QImage rasteriseSvg(const QByteArray& svgData, QSize size) {
  const QString rsvg = QStandardPaths::findExecutable("rsvg-convert");
  EXPECT_FALSE(rsvg.isEmpty()) << "rsvg-convert is missing: run scripts/install-deps.sh";
  QProcess p;
  p.start(rsvg, {"--background-color", "magenta", "--format", "png"});
  p.write(svgData);
  p.closeWriteChannel();
  EXPECT_TRUE(p.waitForFinished(60000));
  const QImage raster = QImage::fromData(p.readAllStandardOutput(), "png");
  EXPECT_EQ(raster.size(), size) << p.readAllStandardError().toStdString();
  return raster.convertToFormat(QImage::Format_RGB32);
}

// An 800×450 figure is a 600 × 337.5 pt page, not Qt's whole 338 (a dark figure would end in a
// white strip): the page's box is exactly the drawing.
TEST(Export, APdfPageIsTheFiguresSizeToTheHalfPoint) {
  Panels panels;
  QTemporaryDir dir;
  ui::ExportOptions o;
  o.size = {800, 450};
  const QString path = dir.filePath("cdf.pdf");
  ASSERT_FALSE(ui::exportToFile(ui::singleCell(panels.get("cdf")), path, o).has_value());
  const auto m = QRegularExpression(R"(/MediaBox \[(\S+) (\S+) (\S+) (\S+) *\])")
                     .match(QString::fromLatin1(readAll(path)));
  ASSERT_TRUE(m.hasMatch());
  EXPECT_DOUBLE_EQ(m.captured(3).toDouble() - m.captured(1).toDouble(), 600.0);
  EXPECT_DOUBLE_EQ(m.captured(4).toDouble() - m.captured(2).toDouble(), 337.5);
}

TEST(Export, EveryPanelInEveryFormat) {
  Panels panels;
  QTemporaryDir dir;
  ui::ExportOptions o;
  o.scale = 2;
  for (const QString& id : ui::toQt(gelu::model::panelIds())) {
    SCOPED_TRACE(id.toStdString());
    // (Four plots in one figure: the propagation panel asks for 960×540 at least.)
    const bool four = id == "propagation";
    o.size = four ? QSize(960, 540) : QSize(640, 360);
    const auto cells = ui::singleCell(panels.get(id));
    for (const char* ext : {"png", "jpg", "svg", "pdf"}) {
      SCOPED_TRACE(ext);
      const QString path = dir.filePath(id + "." + ext);
      const auto error = ui::exportToFile(cells, path, o);
      ASSERT_FALSE(error.has_value()) << error->message.toStdString();
      const QByteArray data = readAll(path);
      if (QString(ext) == "png" || QString(ext) == "jpg") {
        const QImage image = QImage::fromData(data);
        EXPECT_EQ(image.size(), o.size * 2);
        // Not blank: a plot has many colours.
        EXPECT_GT(meanDifference(image, QImage(image.size(), QImage::Format_RGB32)), 10.0);
      } else if (QString(ext) == "svg") {
        const SvgCounts svg = parseSvg(data);
        EXPECT_TRUE(svg.valid);
        EXPECT_EQ(svg.viewBox, four ? "0 0 960 540" : "0 0 640 360");
        EXPECT_GT(svg.paths, 3);
        EXPECT_GT(svg.texts, 3);  // real text, not outlines
        // No embedded bitmaps, but the training panel's heat maps: a field of values sampled on
        // a grid is an image by nature.
        EXPECT_EQ(data.contains("<image"), id == "training");
      } else {
        EXPECT_TRUE(data.startsWith("%PDF-"));
        // 640×360 px at 96 dpi is 480×270 pt (960×540: 720×405).
        EXPECT_TRUE(QString::fromLatin1(data).contains(QRegularExpression(
            four ? R"(/MediaBox \[0 0 720 405 *\])" : R"(/MediaBox \[0 0 480 270 *\])")));
        EXPECT_TRUE(data.contains("/FontFile2"));  // fonts embedded
        EXPECT_TRUE(data.contains("%%EOF"));
      }
    }
  }
}

TEST(Export, SheetOfSixAtExactPixelSize) {
  Panels panels;
  ui::ExportOptions o;
  o.size = {1000, 600};
  o.scale = 3;
  const QImage image = ui::renderImage(ui::gridCells(panels.sheet(), 3), o);
  EXPECT_EQ(image.size(), QSize(3000, 1800));
  EXPECT_EQ(image.dotsPerMeterX(), qRound(96 * 3 / 0.0254));  // meant as 1000×600 at 96 dpi
  o.scale = 1.5;
  EXPECT_EQ(ui::renderImage(ui::gridCells(panels.sheet(), 2), o).size(), QSize(1500, 900));
}

TEST(Export, SvgTextHasTheSameSizeRelativeToThePlotAsPng) {
  // Rasterise the SVG with Qt and compare it with the PNG: text of another size, or curves not
  // clipped to the plot, move many pixels; antialiasing differences average out.
  Panels panels;
  ui::ExportOptions o;
  for (const QString& id : ui::toQt(gelu::model::panelIds())) {
    SCOPED_TRACE(id.toStdString());
    o.size = id == "propagation" ? QSize(960, 540) : QSize(800, 450);  // its least size
    const auto cells = ui::singleCell(panels.get(id));
    const QImage png = ui::renderImage(cells, o);
    const QImage svg = rasteriseSvg(ui::renderFile(cells, o, ui::ExportFormat::Svg), o.size);
    // Measured through librsvg: 0.9–3.9 (its line antialiasing differs from Qt's; the compare
    // panel's many thin lines most); with 15% larger type 4.4–17.
    const double same = layoutDifference(png, svg);
    EXPECT_LT(same, 4.5);
    ui::ExportOptions larger = o;
    larger.fontScale = 1.15;
    EXPECT_GT(layoutDifference(ui::renderImage(cells, larger), svg), 1.5 * same);
  }
}

TEST(Export, SvgIsClippedToThePlot) {
  // At n = 2 the Monte Carlo funnel is far wider than its axes: nothing may spill over the title
  // or the tally (the SVG's clip paths, as librsvg draws them).
  Panels panels;
  panels.scene.resetSimulation();
  panels.scene.simulateTo(2);
  ui::ExportOptions o;
  o.size = {800, 450};
  const auto cells = ui::singleCell(panels.get("monte-carlo"));
  const QImage svg = rasteriseSvg(ui::renderFile(cells, o, ui::ExportFormat::Svg), o.size);
  // The title band above the axes, where the funnel would spill (measured: 10 clipped, 37 not).
  const QRect title(0, 0, 800, 40);
  EXPECT_LT(worstBlockDifference(ui::renderImage(cells, o).copy(title), svg.copy(title)), 20.0);
}

// Regressions from Qt's generator: labels split into runs at each Greek letter (they drifted
// apart or collided in librsvg and Chromium), the font named "Sans Serif", no clipping.
TEST(Export, SvgLabelsAreWholeTextInARealFontAndClipped) {
  Panels panels;
  ui::ExportOptions o;
  o.size = {3840, 2160};  // the sheet's least size at text × 2
  o.fontScale = 2;
  const QByteArray svg = ui::renderFile(ui::gridCells(panels.sheet(), 3), o, ui::ExportFormat::Svg);
  QXmlStreamReader xml(svg);
  QStringList texts;
  QSet<QString> families;
  int clipPaths = 0;
  while (!xml.atEnd()) {
    if (xml.readNext() != QXmlStreamReader::StartElement) continue;
    if (xml.name() == u"clipPath") ++clipPaths;
    if (xml.name() == u"text") {
      families << xml.attributes().value("font-family").toString();
      texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);  // (its <tspan>s)
    }
  }
  ASSERT_FALSE(xml.hasError()) << xml.errorString().toStdString();
  EXPECT_TRUE(texts.contains("running mean")) << texts.join(" | ").toStdString();
  EXPECT_TRUE(texts.contains("approx − exact")) << "the errors panel's axis label, whole";
  for (const QString& t : texts) EXPECT_NE(t, "−") << "a minus sign alone: a split label";
  for (const QString& f : families) {
    EXPECT_TRUE(f.endsWith(", sans-serif")) << f.toStdString();
    EXPECT_FALSE(f.startsWith("Sans Serif")) << f.toStdString();
  }
  EXPECT_GE(clipPaths, 6) << "one plot area per panel at least";
}

TEST(Export, TransparentBackgroundAndPaperWhite) {
  Panels panels;
  ui::PlotPanel* p = panels.get("cdf");
  p->setTheme(ui::Theme::darkTheme());
  ui::ExportOptions o;
  o.size = {400, 300};
  o.background = ui::ExportBackground::Transparent;
  const QImage clear = ui::renderImage(ui::singleCell(p), o);
  EXPECT_EQ(qAlpha(clear.pixel(2, 150)), 0);
  o.background = ui::ExportBackground::White;
  const QImage paper = ui::renderImage(ui::singleCell(p), o);
  EXPECT_EQ(paper.pixel(2, 150), qRgb(255, 255, 255));
  EXPECT_TRUE(p->theme().dark);  // the screen keeps its theme
  o.background = ui::ExportBackground::Theme;
  EXPECT_EQ(ui::renderImage(ui::singleCell(p), o).pixel(2, 150),
            ui::Theme::darkTheme().background.rgb());
}

TEST(Export, SlideTextSizeLeavesTheScreenAsItWas) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1600, 1000);
  window.show();
  QApplication::processEvents();
  ui::PlotPanel* p = window.panel("activations");
  const QRect axesBefore = p->plot()->axisRect()->rect();
  const double scaleBefore = p->theme().fontScale;
  ui::ExportOptions o;
  o.size = {500, 300};
  o.fontScale = 2.0;
  const QImage big = ui::renderImage(ui::singleCell(p), o);
  o.fontScale = 1.0;
  const QImage normal = ui::renderImage(ui::singleCell(p), o);
  EXPECT_GT(meanDifference(big, normal), 1.0);  // larger type is a different picture
  EXPECT_EQ(p->theme().fontScale, scaleBefore);
  EXPECT_EQ(p->plot()->axisRect()->rect(), axesBefore);  // laid out for the screen again
}

TEST(Export, SameInputsGiveIdenticalBytes) {
  ui::ExportOptions o;
  o.size = {900, 500};
  QByteArray first;
  for (int run = 0; run < 2; ++run) {
    Panels panels;  // a fresh scene each time, same seed
    const QByteArray png =
        ui::renderFile(ui::gridCells(panels.sheet(), 3), o, ui::ExportFormat::Png);
    ASSERT_FALSE(png.isEmpty());
    if (run == 0)
      first = png;
    else
      EXPECT_EQ(png, first);
  }
}

TEST(Export, BadRequestsAreRefusedAndLeaveNoTrace) {
  Panels panels;
  const auto cells = ui::singleCell(panels.get("cdf"));
  QTemporaryDir dir;
  const QString existing = dir.filePath("keep.jpg");
  {
    QFile f(existing);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("precious");
  }
  ui::ExportOptions o;
  const auto refused = [&](const QString& path, const ui::ExportOptions& opts) {
    const auto e = ui::exportToFile(cells, path, opts);
    return e.has_value() && e->usage && !e->message.isEmpty() && !e->message.contains('\n');
  };
  EXPECT_TRUE(refused(dir.filePath("a.gif"), o));
  EXPECT_TRUE(refused(dir.filePath("missing/a.png"), o));
  EXPECT_TRUE(refused(dir.path(), o));  // a directory
  ui::ExportOptions bad = o;
  bad.size = {0, 900};
  EXPECT_TRUE(refused(dir.filePath("a.png"), bad));
  bad.size = {20000, 900};
  EXPECT_TRUE(refused(dir.filePath("a.png"), bad));
  bad = o;
  bad.scale = 8;
  bad.size = {9000, 9000};  // 72000 px per side
  EXPECT_TRUE(refused(dir.filePath("a.png"), bad));
  bad = o;
  bad.background = ui::ExportBackground::Transparent;
  EXPECT_TRUE(refused(existing, bad));  // JPEG has no alpha
  EXPECT_EQ(readAll(existing), "precious");
  // Too small for its text: an opaque PNG (checked once drawn) is refused as an SVG (checked
  // before drawing) is, with the same message, and the file it would replace is kept.
  const QString png = dir.filePath("keep.png");
  {
    QFile f(png);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("precious");
  }
  bad = o;
  bad.size = {160, 120};
  const auto asPng = ui::exportToFile(cells, png, bad);
  const auto asSvg = ui::exportToFile(cells, dir.filePath("a.svg"), bad);
  ASSERT_TRUE(asPng.has_value() && asSvg.has_value());
  EXPECT_TRUE(asPng->usage);
  EXPECT_TRUE(asPng->message.contains("would overlap")) << asPng->message.toStdString();
  EXPECT_EQ(asPng->message, asSvg->message);
  EXPECT_EQ(readAll(png), "precious");
  EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files, QDir::Name),
            (QStringList{"keep.jpg", "keep.png"}));
  // An I/O failure (sysfs refuses new files, even to root): not a usage error, nothing left.
  const auto io = ui::exportToFile(cells, "/sys/gelu-explorer-test.png", o);
  ASSERT_TRUE(io.has_value());
  EXPECT_FALSE(io->usage);
  EXPECT_FALSE(QFile::exists("/sys/gelu-explorer-test.png"));
}

TEST(Export, DialogComputesSizesAndRemembersChoices) {
  Panels panels;
  QList<ui::PlotPanel*> list;
  for (const auto& p : panels.owned) list << p.get();
  QTemporaryDir dir;
  {
    ui::ExportDialog d(ui::ExportDialog::Mode::Panel, list, panels.get("errors"), nullptr);
    EXPECT_EQ(d.panel(), panels.get("errors"));
    auto* unit = d.findChildren<QComboBox*>().at(1);  // panel, unit, scale, background
    unit->setCurrentIndex(1);                         // cm: the physical size is kept
    auto spins = d.findChildren<QDoubleSpinBox*>();
    spins[0]->setValue(8.47);  // width (cm)
    spins[1]->setValue(4.76);  // height (cm)
    d.findChild<QSpinBox*>()->setValue(300);
    const ui::ExportOptions o = d.options();
    EXPECT_EQ(o.size, QSize(320, 180));  // 8.47 cm at 96 logical dpi
    EXPECT_DOUBLE_EQ(o.scale, 300.0 / 96.0);
    EXPECT_EQ(ui::pixelSize(o), QSize(1000, 563));  // 8.47 cm at 300 dpi
    d.setPath(dir.filePath("out.svg"));
    int calls = 0;
    d.setExporter([&](const ui::ExportDialog&) -> std::optional<ui::ExportError> {
      if (++calls == 1) return ui::ExportError{"disk full", false};
      return std::nullopt;
    });
    d.accept();  // fails: stays open with a message
    EXPECT_EQ(d.result(), QDialog::Rejected);
    EXPECT_EQ(d.lastError(), "disk full");
    EXPECT_NE(d.findChild<QMessageBox*>(), nullptr);
    d.accept();
    EXPECT_EQ(d.result(), QDialog::Accepted);
  }
  ui::ExportDialog again(ui::ExportDialog::Mode::Panel, list, panels.get("cdf"), nullptr);
  EXPECT_EQ(again.path(), dir.filePath("out.svg"));
  EXPECT_EQ(again.options().size, QSize(320, 180));
  EXPECT_DOUBLE_EQ(again.options().scale, 300.0 / 96.0);
}

// A newcomer's slide figure: the panel, its typed title and "Mark x" come back the next time
// (they were reset, the file name kept, and Export replaced that figure with the pdf panel's);
// a file named after the panel follows another panel; an existing file is replaced only when
// the user says so.
TEST(Export, TheDialogRemembersTheFigureAndAsksBeforeReplacingAFile) {
  Panels panels;
  QList<ui::PlotPanel*> list;
  for (const auto& p : panels.owned) list << p.get();
  QTemporaryDir dir;
  int written = 0;
  const auto writer = [&](const ui::ExportDialog& d) -> std::optional<ui::ExportError> {
    QFile f(d.path());
    if (!f.open(QIODevice::WriteOnly)) return ui::ExportError{"cannot write", false};
    f.write("figure");
    ++written;
    return std::nullopt;
  };
  const QString slide = dir.filePath("gelu-activations.png");
  {
    ui::ExportDialog d(ui::ExportDialog::Mode::Panel, list, panels.get("activations"), nullptr);
    d.findChild<QLineEdit*>("export-title")->setText("Why GELU is smooth");
    d.findChild<QCheckBox*>("export-x-marks")->setChecked(false);
    d.setPath(slide);
    d.setExporter(writer);
    d.accept();
    ASSERT_EQ(d.result(), QDialog::Accepted);
  }
  ui::ExportDialog again(ui::ExportDialog::Mode::Panel, list, nullptr, nullptr);
  again.setExporter(writer);
  // A refused title says so as it is typed, and stops saying so once mended.
  const auto says = [&again](const char* what) {
    for (const QLabel* l : again.findChildren<QLabel*>()) {
      if (l->text().contains(what)) return true;
    }
    return false;
  };
  auto* title = again.findChild<QLineEdit*>("export-title");
  title->setText("Why ${\\Phi$ is smooth");
  EXPECT_TRUE(says("the title:"));
  title->setText("Why GELU is smooth");
  EXPECT_FALSE(says("the title:"));
  EXPECT_EQ(again.panel(), panels.get("activations"));
  EXPECT_EQ(again.options().title, "Why GELU is smooth");
  EXPECT_FALSE(again.options().xMarks);
  EXPECT_EQ(again.path(), slide);
  auto* choice = again.findChildren<QComboBox*>().at(0);
  choice->setCurrentIndex(choice->findData("cdf"));
  EXPECT_EQ(again.path(), dir.filePath("gelu-cdf.png"));
  EXPECT_TRUE(again.options().title.isEmpty());  // the cdf panel's own
  // Back to the slide's file: it exists, so Export asks first.
  again.setPath(slide);
  again.accept();
  auto* ask = again.findChild<QMessageBox*>("replace-question");
  ASSERT_NE(ask, nullptr);
  EXPECT_TRUE(ask->text().contains("gelu-activations.png"));
  EXPECT_EQ(written, 1);
  EXPECT_NE(again.result(), QDialog::Accepted);
  ask->button(QMessageBox::Cancel)->click();
  QApplication::processEvents();
  EXPECT_EQ(written, 1);
  again.accept();
  ask = again.findChild<QMessageBox*>("replace-question");
  ASSERT_NE(ask, nullptr);
  for (QAbstractButton* b : ask->buttons()) {
    if (ask->buttonRole(b) == QMessageBox::AcceptRole) b->click();
  }
  QApplication::processEvents();
  EXPECT_EQ(written, 2);
  EXPECT_EQ(again.result(), QDialog::Accepted);
  QSettings settings;  // (the other tests' dialogs start as a newcomer's)
  for (const char* key : {"export/panel", "export/titles", "export/xMarks", "export/title"}) {
    settings.remove(key);
  }
}

// A sheet's heading is typed in its dialog (refused in place as a title is), comes back the next
// time, and is not the panels' titles: it stays whether or not they are drawn.
TEST(Export, TheSheetDialogTakesAHeadingAndRemembersIt) {
  Panels panels;
  QList<ui::PlotPanel*> list;
  for (const auto& p : panels.owned) list << p.get();
  QTemporaryDir dir;
  const auto writer = [](const ui::ExportDialog&) -> std::optional<ui::ExportError> {
    return std::nullopt;
  };
  {
    ui::ExportDialog d(ui::ExportDialog::Mode::Sheet, list, nullptr, nullptr);
    EXPECT_EQ(d.findChild<QLineEdit*>("export-title"), nullptr);
    auto* heading = d.findChild<QLineEdit*>("export-heading");
    ASSERT_NE(heading, nullptr);
    EXPECT_TRUE(d.options().heading.isEmpty());
    const auto says = [&d](const char* what) {
      for (const QLabel* l : d.findChildren<QLabel*>()) {
        if (l->text().contains(what)) return true;
      }
      return false;
    };
    heading->setText("GELU, ${\\Phi$ and the mask");
    EXPECT_TRUE(says("the heading:"));
    heading->setText("  GELU, $\\Phi$ and the mask ");
    EXPECT_FALSE(says("the heading:"));
    d.findChild<QCheckBox*>("export-show-titles")->setChecked(false);
    EXPECT_EQ(d.options().heading, "GELU, $\\Phi$ and the mask");
    EXPECT_TRUE(heading->isEnabled());
    d.setPath(dir.filePath("sheet.png"));
    d.setExporter(writer);
    d.accept();
    ASSERT_EQ(d.result(), QDialog::Accepted);
  }
  ui::ExportDialog again(ui::ExportDialog::Mode::Sheet, list, nullptr, nullptr);
  EXPECT_EQ(again.options().heading, "GELU, $\\Phi$ and the mask");
  EXPECT_FALSE(again.options().titles);
  QSettings settings;  // (the other tests' dialogs start as a newcomer's)
  for (const char* key : {"export/heading", "export/titles", "export/sheetPath"}) {
    settings.remove(key);
  }
}

// A 4K canvas gets text × 2 (it reads as 1080p at × 1) until the text size is set by hand.
TEST(Export, TheTextSizeFollowsTheCanvasUntilItIsSet) {
  EXPECT_DOUBLE_EQ(ui::canvasFontScale({1600, 900}), 1.0);
  EXPECT_DOUBLE_EQ(ui::canvasFontScale({1920, 1080}), 1.0);
  EXPECT_DOUBLE_EQ(ui::canvasFontScale({3840, 2160}), 2.0);
  EXPECT_DOUBLE_EQ(ui::canvasFontScale({2560, 1440}), 1.25);
  EXPECT_DOUBLE_EQ(ui::canvasFontScale({10000, 500}), 1.0);  // the shorter side counts
  Panels panels;
  QList<ui::PlotPanel*> list;
  for (const auto& p : panels.owned) list << p.get();
  ui::ExportDialog d(ui::ExportDialog::Mode::Panel, list, panels.get("cdf"), nullptr);
  auto spins = d.findChildren<QDoubleSpinBox*>();  // width, height, text size
  ASSERT_EQ(spins.size(), 3);
  spins[0]->setValue(3840);
  spins[1]->setValue(2160);
  EXPECT_DOUBLE_EQ(d.options().fontScale, 2.0);
  spins[0]->setValue(1920);
  spins[1]->setValue(1080);
  EXPECT_DOUBLE_EQ(d.options().fontScale, 1.0);
  spins[2]->setValue(1.5);  // by hand: it stays
  spins[0]->setValue(3840);
  spins[1]->setValue(2160);
  EXPECT_DOUBLE_EQ(d.options().fontScale, 1.5);
}

TEST(Export, WindowExportsPanelSheetDataAndClipboard) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1920, 1080);
  window.show();
  QApplication::processEvents();
  QTemporaryDir dir;
  ui::ExportOptions o;
  o.size = {1600, 900};
  o.fontScale = 1.25;
  // The live panels never change under the user: a zoomed panel, its type and its curves as
  // they were; the figure is drawn on a Stage of its own, with the panel's zoom.
  ui::PlotPanel* cdf = window.panel("cdf");
  cdf->plot()->xAxis->setRange(-1.25, 2.5);
  const QFont font = cdf->plot()->xAxis->tickLabelFont();
  const int recomputed = cdf->curveRecomputations();
  const auto stage = window.figureStage(ui::singleCell(cdf));
  ASSERT_EQ(stage->panels().size(), 1);
  EXPECT_EQ(stage->panels().front()->plot()->xAxis->range().lower, -1.25);
  EXPECT_EQ(stage->panels().front()->plot()->xAxis->range().upper, 2.5);
  const auto refused = window.exportSheet(dir.filePath("sheet.png"), o, 0);
  ASSERT_FALSE(refused.has_value()) << refused->message.toStdString();
  EXPECT_EQ(QImage(dir.filePath("sheet.png")).size(), QSize(1600, 900));
  EXPECT_EQ(cdf->plot()->xAxis->tickLabelFont(), font);
  EXPECT_EQ(cdf->plot()->xAxis->range().lower, -1.25);
  EXPECT_EQ(cdf->curveRecomputations(), recomputed);
  o.fontScale = 1;
  const QList<ui::SheetCell> cells = ui::windowCells(window.visiblePanels(), window);
  EXPECT_EQ(cells.size(), window.visiblePanels().size());
  EXPECT_GE(cells.size(), 4);
  for (const auto& c : cells) {
    EXPECT_GE(c.rect.left(), -1e-9);
    EXPECT_LE(c.rect.right(), 1 + 1e-9);
  }
  ASSERT_FALSE(window.exportPanel(window.panel("cdf"), dir.filePath("cdf.pdf"), o).has_value());
  EXPECT_TRUE(readAll(dir.filePath("cdf.pdf")).startsWith("%PDF"));

  ui::PlotPanel* p = window.panel("pdf-area");
  window.copyPanel(p);
  const QImage copied = QApplication::clipboard()->image();
  EXPECT_EQ(copied.size(), p->size() * 2);

  scene.setCurveShown("silu", true);
  ASSERT_FALSE(window.exportData(dir.filePath("curves.csv")).has_value());
  std::vector<const gelu::FunctionInfo*> fns;
  for (const QString& id : scene.curves()) fns.push_back(gelu::builtInFunction(id.toStdString()));
  if (window.panel("derivatives")->isVisible()) {
    for (const QString& id : scene.curves()) {
      fns.push_back(
          gelu::builtInFunction(std::string(gelu::builtInFunction(id.toStdString())->derivative)));
    }
  }
  const std::string expected =
      gelu::tableCsv(fns, gelu::linspace(scene.xMin(), scene.xMax(), 801), scene.params());
  EXPECT_EQ(readAll(dir.filePath("curves.csv")).toStdString(), expected);
  EXPECT_TRUE(readAll(dir.filePath("curves.csv")).startsWith("x,gelu,silu,relu,elu"));
}

// Regression: a full disk left an empty or truncated file where the old one was, in the window
// as on the command line. RLIMIT_FSIZE (with SIGXFSZ ignored) makes every write past the limit
// fail with EFBIG, as a full disk would (here past 128 bytes).
TEST(Export, AFullDiskInTheWindowKeepsEveryOldFileAndSaysWhy) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1280, 720);
  window.show();
  QApplication::processEvents();
  QTemporaryDir dir;
  const QStringList names = {"scene.gelu.json", "curves.csv", "sheet.png", "cdf.svg"};
  for (const QString& name : names) {
    QFile f(dir.filePath(name));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("old " + name.toUtf8());
  }
  rlimit saved{};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &saved), 0);
  const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
  const rlimit small{128, saved.rlim_max};  // smaller than any of the files
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &small), 0);
  ui::ExportOptions o;
  o.size = {1280, 720};  // a size the sheet lays out at
  std::vector<std::optional<ui::ExportError>> errors;
  errors.push_back(window.saveSceneTo(dir.filePath("scene.gelu.json")));
  errors.push_back(window.exportData(dir.filePath("curves.csv")));
  errors.push_back(window.exportSheet(dir.filePath("sheet.png"), o, 0));
  errors.push_back(window.exportPanel(window.panel("cdf"), dir.filePath("cdf.svg"), o));
  ::setrlimit(RLIMIT_FSIZE, &saved);
  std::signal(SIGXFSZ, oldHandler);
  for (qsizetype i = 0; i < names.size(); ++i) {
    ASSERT_TRUE(errors[static_cast<std::size_t>(i)].has_value()) << names[i].toStdString();
    EXPECT_FALSE(errors[static_cast<std::size_t>(i)]->usage);
    EXPECT_TRUE(errors[static_cast<std::size_t>(i)]->message.contains("File too large"))
        << errors[static_cast<std::size_t>(i)]->message.toStdString();
    EXPECT_EQ(readAll(dir.filePath(names[i])), "old " + names[i].toUtf8());
  }
  EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), names.size());
}

}  // namespace

namespace {

/// `path`'s first page as poppler draws it at 96 dpi (pdftoppm, a test dependency).
QImage rasterisePdf(const QString& path) {
  const QString pdftoppm = QStandardPaths::findExecutable("pdftoppm");
  EXPECT_FALSE(pdftoppm.isEmpty()) << "pdftoppm is missing: run scripts/install-deps.sh";
  QProcess p;
  p.start(pdftoppm, {"-r", "96", "-png", "-singlefile", path, path + "-page"});
  EXPECT_TRUE(p.waitForFinished(60000));
  return QImage(path + "-page.png").convertToFormat(QImage::Format_RGB32);
}

/// The ink of each column from `x0` to `x1` over the rows of `rect` (a pixel around them): the
/// darkness summed, 0 for white.
std::vector<double> inkProfile(const QImage& image, const QRectF& rect, int x0, int x1) {
  const QRect rows = rect.toAlignedRect().adjusted(0, -1, 0, 1).intersected(image.rect());
  std::vector<double> ink(static_cast<std::size_t>(std::max(0, x1 - x0 + 1)), 0.0);
  for (int y = rows.top(); y <= rows.bottom(); ++y) {
    const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
    for (int x = std::max(x0, 0); x <= std::min(x1, image.width() - 1); ++x) {
      ink[static_cast<std::size_t>(x - x0)] += 255 - qGray(line[x]);
    }
  }
  return ink;
}

/// The first and last column (indices into `ink`) far from white somewhere (a row's pixel darker
/// than grey 110 gives at least 145 of ink); empty when there is none.
std::optional<std::pair<int, int>> inkSpan(const QImage& image, const QRectF& rect, int x0,
                                           int x1) {
  const QRect rows = rect.toAlignedRect().adjusted(0, -1, 0, 1).intersected(image.rect());
  int left = x1 + 1, right = x0 - 1;
  for (int y = rows.top(); y <= rows.bottom(); ++y) {
    const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
    for (int x = std::max(x0, 0); x <= std::min(x1, image.width() - 1); ++x) {
      if (qGray(line[x]) < 110) left = std::min(left, x), right = std::max(right, x);
    }
  }
  if (right < left) return std::nullopt;
  return std::pair{left - x0, right - x0};
}

/// How far (pixels, to a tenth) `other`'s ink lies right of `mine` over mine's columns
/// [from, to]: the shift that lays one profile best over the other (normalised correlation,
/// refined between whole pixels by a parabola). Renderers smooth edges each their own way, so a
/// glyph's last inked column may differ by a pixel where its position does not: the shift
/// measures the position.
double shiftOf(const std::vector<double>& mine, const std::vector<double>& other, int from,
               int to) {
  constexpr int kReach = 8;
  const auto at = [](const std::vector<double>& v, int i) {
    return i >= 0 && i < static_cast<int>(v.size()) ? v[static_cast<std::size_t>(i)] : 0.0;
  };
  std::array<double, 2 * kReach + 1> score{};
  for (int s = -kReach; s <= kReach; ++s) {
    double dot = 0, mm = 0, oo = 0;
    for (int i = from; i <= to; ++i) {
      dot += at(mine, i) * at(other, i + s);
      mm += at(mine, i) * at(mine, i);
      oo += at(other, i + s) * at(other, i + s);
    }
    score[static_cast<std::size_t>(s + kReach)] = mm > 0 && oo > 0 ? dot / std::sqrt(mm * oo) : 0;
  }
  const auto best = std::max_element(score.begin(), score.end()) - score.begin();
  double shift = static_cast<double>(best - kReach);
  if (best > 0 && best < 2 * kReach) {
    const double a = score[static_cast<std::size_t>(best - 1)];
    const double b = score[static_cast<std::size_t>(best)];
    const double c = score[static_cast<std::size_t>(best + 1)];
    if (a - 2 * b + c < 0) shift += 0.5 * (a - c) / (a - 2 * b + c);
  }
  return shift;
}

}  // namespace

// Regression: an SVG's labels came out 1–2% wider in librsvg and Chromium than in the PNG (Qt
// lays text out with its own advances, each renderer with its own), so long lines drifted: the
// Monte Carlo tally at text size 2 ended ~16 px to the right. Every piece of text — labels,
// titles, tallies, read-outs and formulas — must begin and end where the PNG has it in
// poppler's drawing of the PDF (within a pixel) and librsvg's of the SVG (two), at every text
// scale.
TEST(Export, TextLandsOnThePixelInEveryRenderer) {
  Panels panels;
  QTemporaryDir dir;
  for (const char* id : {"monte-carlo", "activations"}) {
    for (const double scale : {1.0, 1.5, 2.0}) {
      SCOPED_TRACE(std::string(id) + " at text size " + std::to_string(scale));
      ui::ExportOptions o;
      o.size = {1600, 900};
      o.fontScale = scale;
      o.background = ui::ExportBackground::White;
      const auto cells = ui::singleCell(panels.get(id));
      const QImage png = QImage::fromData(ui::renderFile(cells, o, ui::ExportFormat::Png), "png")
                             .convertToFormat(QImage::Format_RGB32);
      const QString pdf = dir.filePath(QString("%1-%2.pdf").arg(id).arg(scale));
      ASSERT_FALSE(ui::exportToFile(cells, pdf, o).has_value());
      QProcess rsvg;
      rsvg.start(QStandardPaths::findExecutable("rsvg-convert"),
                 {"--background-color", "white", "--format", "png"});
      rsvg.write(ui::renderFile(cells, o, ui::ExportFormat::Svg));
      rsvg.closeWriteChannel();
      ASSERT_TRUE(rsvg.waitForFinished(60000));
      const QImage svg = QImage::fromData(rsvg.readAllStandardOutput(), "png")
                             .convertToFormat(QImage::Format_RGB32);
      const QImage paper = rasterisePdf(pdf);
      ASSERT_EQ(svg.size(), png.size());
      ASSERT_EQ(paper.size(), png.size());
      const QList<ui::TextBox> boxes = ui::textBoxes(cells, o);
      ASSERT_GT(boxes.size(), 10);
      for (const ui::TextBox& b : boxes) {
        // Its own columns: a pixel around its box, but none of another text's on its line (a
        // run of words between formulas, "   mean ", abuts them; their edges are theirs).
        QRect own = b.rect.toAlignedRect().adjusted(-1, 0, 1, 0);
        int x0 = own.left(), x1 = own.right();
        for (const ui::TextBox& n : boxes) {
          if (&n == &b || n.rect.bottom() <= b.rect.top() || n.rect.top() >= b.rect.bottom()) {
            continue;
          }
          if (n.rect.left() > b.rect.left() + 1 && n.rect.left() <= x1) {
            x1 = static_cast<int>(std::floor(n.rect.left())) - 1;
          }
          if (n.rect.right() < b.rect.right() - 1 && n.rect.right() >= x0) {
            x0 = static_cast<int>(std::ceil(n.rect.right())) + 1;
          }
        }
        const auto span = inkSpan(png, b.rect, x0, x1);
        if (!span) continue;  // (a veil's colour over a light background: no ink to compare)
        // Where its first and its last few glyphs land (a third of its ink each, at least a
        // glyph's worth): a line that drifts ends elsewhere though it starts in place.
        const auto [l, r] = *span;
        const int part = std::max(12, (r - l + 1) / 3);
        const std::vector<double> mine = inkProfile(png, b.rect, x0, x1);
        // Within a pixel in every renderer, as the issue asks.
        for (const auto& [name, other, within] :
             {std::tuple{"librsvg", &svg, 1.0}, std::tuple{"poppler", &paper, 1.0}}) {
          const std::vector<double> theirs = inkProfile(*other, b.rect, x0, x1);
          const double start = shiftOf(mine, theirs, l - 1, std::min(r + 1, l + part));
          const double end = shiftOf(mine, theirs, std::max(l - 1, r - part), r + 1);
          EXPECT_LE(std::abs(start), within) << name << ": '" << b.text.toStdString() << "' starts "
                                             << start << " px off the PNG's";
          EXPECT_LE(std::abs(end), within)
              << name << ": '" << b.text.toStdString() << "' ends " << end << " px off the PNG's";
        }
      }
    }
  }
}

// A panel on a figure whose background is already its own (Backdrop::AlreadyPainted) skips two
// fills of every pixel, and must draw exactly what painting them again draws: drawn whole, and from
// the frame cache that animations use (whose layers are blended over a fill of their own).
TEST(Export, APanelOnItsOwnBackdropDrawsThePixelsItWouldPaint) {
  for (const QString& id : ui::registeredPanelIds()) {
    for (const bool dark : {false, true}) {
      for (const bool cached : {false, true}) {
        const ui::Theme theme = dark ? ui::Theme::darkTheme() : ui::Theme::light();
        const QSize size(900, 560);
        QImage images[2];
        const ui::Backdrop backdrops[2] = {ui::Backdrop::Paint, ui::Backdrop::AlreadyPainted};
        for (int i = 0; i < 2; ++i) {  // twins: each panel's cache sees the same frames
          ui::Scene scene;
          scene.simulateTo(1000);
          std::unique_ptr<ui::PlotPanel> panel = ui::createPanel(id, scene);
          panel->setTheme(theme);
          panel->setFrameCaching(cached);
          for (const double x : {0.5, 1.25}) {  // the second from the cache when it is on
            scene.setX(x);
            images[i] = QImage(size, QImage::Format_RGB32);
            images[i].fill(theme.background);
            QCPPainter painter(&images[i]);
            painter.setMode(QCPPainter::pmNonCosmetic);
            panel->render(painter, QRectF(QPointF(0, 0), size), backdrops[i]);
          }
          panel->finishRender();
        }
        EXPECT_TRUE(images[0] == images[1])
            << id.toStdString() << (dark ? " dark" : " light") << (cached ? " cached" : " whole");
        if (images[0] != images[1] && qEnvironmentVariableIsSet("GELU_BACKDROP_DIR")) {
          const QString stem = qEnvironmentVariable("GELU_BACKDROP_DIR") + "/" + id +
                               (dark ? "-dark" : "-light") + (cached ? "-cached" : "-whole");
          images[0].save(stem + "-paint.png");
          images[1].save(stem + "-painted.png");
        }
      }
    }
  }
}
