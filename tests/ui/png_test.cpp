// The PNG encoder: exact pixels through every filter and strip path, deterministic bytes, and a
// file size within 10% of `optipng -o1` on the sheet users export.
#include <gtest/gtest.h>

#include <QPainter>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <cstdint>
#include <memory>
#include <vector>

#include "ui/export/Export.hpp"
#include "ui/export/ExportLook.hpp"
#include "ui/export/PngEncoder.hpp"
#include "ui/model/Scene.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/Theme.hpp"

namespace {

QImage testImage(QImage::Format format) {
  QRandomGenerator rng(7);
  QImage image(301, 300, format);  // three strips of rows (the last one short), odd width
  for (int y = 0; y < image.height(); ++y) {
    for (int x = 0; x < image.width(); ++x) {
      // Flat areas, gradients, noise and runs of identical rows: every filter path is taken.
      const int noise = static_cast<int>(rng.bounded(256));
      const int r = x < 100 ? 200 : (x < 200 ? x : noise);
      const int row = y >= 140 && y < 170 ? 140 : y;
      const int a = format == QImage::Format_RGB32 ? 255 : (x + row) & 255;
      image.setPixel(
          x, y,
          y >= 140 && y < 170 && x >= 200 ? qRgba(9, 8, 7, a) : qRgba(r, row, (x * row) & 255, a));
    }
  }
  return image;
}

TEST(PngEncoder, DecodesToExactlyThePixels) {
  for (const auto format : {QImage::Format_RGB32, QImage::Format_ARGB32}) {
    const QImage image = testImage(format);
    const QByteArray png = ui::encodePng(image, 3780);
    ASSERT_TRUE(png.startsWith("\x89PNG\r\n\x1a\n"));
    const QImage back = QImage::fromData(png, "png");
    ASSERT_FALSE(back.isNull());
    EXPECT_EQ(back.dotsPerMeterX(), 3780);
    EXPECT_EQ(back.hasAlphaChannel(), format == QImage::Format_ARGB32);
    EXPECT_EQ(back.convertToFormat(format), image);
    EXPECT_EQ(ui::encodePng(image, 3780), png) << "not deterministic";
  }
  // One row and one column; a premultiplied image is stored with straight alpha.
  QImage dot(1, 1, QImage::Format_ARGB32_Premultiplied);
  dot.fill(QColor(255, 0, 0, 128));
  const QImage back = QImage::fromData(ui::encodePng(dot), "png");
  ASSERT_FALSE(back.isNull());
  EXPECT_EQ(back.pixelColor(0, 0).alpha(), 128);
  EXPECT_EQ(back.pixelColor(0, 0).red(), 255);
  EXPECT_TRUE(ui::encodePng(QImage()).isEmpty());
}

// The memory of a large export: 2 MiB-aligned (for huge pages) yet an ordinary QImage that
// paints, copies on write and frees itself (ASan and valgrind check the last).
TEST(ExportImage, LargeImagesAreOrdinaryImages) {
  QImage a = ui::exportImage({3200, 1800}, QImage::Format_RGB32);
  ASSERT_FALSE(a.isNull());
  EXPECT_EQ(a.size(), QSize(3200, 1800));
  EXPECT_EQ(a.format(), QImage::Format_RGB32);
  EXPECT_EQ(a.bytesPerLine(), 3200 * 4);
#if defined(__linux__)
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(a.constBits()) % (std::uintptr_t{2} << 20), 0u);
#endif
  a.fill(Qt::red);
  {
    QPainter painter(&a);
    painter.fillRect(QRect(3000, 1700, 200, 100), Qt::blue);
  }
  EXPECT_EQ(a.pixel(0, 0), qRgb(255, 0, 0));
  EXPECT_EQ(a.pixel(3199, 1799), qRgb(0, 0, 255));
  QImage b = a;
  b.setPixel(0, 0, qRgb(0, 255, 0));
  EXPECT_EQ(a.pixel(0, 0), qRgb(255, 0, 0)) << "a copy wrote into the original";
  EXPECT_EQ(b.pixel(0, 0), qRgb(0, 255, 0));
  // Small and other formats are Qt's own images.
  EXPECT_EQ(ui::exportImage({7, 5}, QImage::Format_ARGB32_Premultiplied).size(), QSize(7, 5));
  EXPECT_EQ(ui::exportImage({2000, 2000}, QImage::Format_RGB16).format(), QImage::Format_RGB16);
  EXPECT_TRUE(ui::exportImage({0, 10}, QImage::Format_RGB32).isNull());
}

// The requirement behind the encoder's settings: the exported sheet within 10% of what
// `optipng -o1` makes of the same pixels (optipng is a test dependency, see install-deps).
TEST(PngEncoder, SheetIsWithinTenPercentOfOptipng) {
  const QString optipng = QStandardPaths::findExecutable("optipng");
  ASSERT_FALSE(optipng.isEmpty()) << "optipng is missing: run scripts/install-deps.sh";
  ui::Scene scene;
  std::vector<std::unique_ptr<ui::PlotPanel>> panels;
  QList<ui::PlotPanel*> raw;
  for (const QString& id : ui::sheetPanelIds()) {
    panels.push_back(ui::createPanel(id, scene));
    panels.back()->setTheme(ui::Theme::light());
    raw << panels.back().get();
  }
  scene.setCurves({"gelu", "gelu_tanh", "gelu_sigmoid", "silu", "relu", "elu"});
  scene.simulateTo(10000);
  ui::ExportOptions o;
  o.size = {1600, 900};
  o.scale = 2;
  const QByteArray png = ui::renderFile(ui::gridCells(raw, 3), o, ui::ExportFormat::Png);
  ASSERT_FALSE(png.isEmpty());
  QTemporaryDir dir;
  QFile f(dir.filePath("sheet.png"));
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.write(png);
  f.close();
  QProcess p;
  p.start(optipng, {"-quiet", "-o1", "-out", dir.filePath("opt.png"), f.fileName()});
  ASSERT_TRUE(p.waitForFinished(60000));
  ASSERT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
  const qint64 optimised = QFileInfo(dir.filePath("opt.png")).size();
  ASSERT_GT(optimised, 0);
  EXPECT_LE(static_cast<double>(png.size()), 1.10 * static_cast<double>(optimised))
      << png.size() << " bytes against optipng's " << optimised;
  EXPECT_EQ(QImage::fromData(png, "png").convertToFormat(QImage::Format_RGB32),
            QImage(dir.filePath("opt.png")).convertToFormat(QImage::Format_RGB32));
  // Deflated while drawn (the top row's strips as the bottom row is drawn): the same bytes as
  // drawing first and encoding after, so no strip was taken before its rows were final.
  const QImage drawn = ui::renderImage(ui::gridCells(raw, 3), o);
  EXPECT_EQ(png,
            ui::encodePng(drawn, drawn.dotsPerMeterX(), ui::figureScene(ui::gridCells(raw, 3))));
  for (int columns : {1, 2, 6}) {  // cells in other orders and heights
    EXPECT_EQ(ui::renderFile(ui::gridCells(raw, columns), o, ui::ExportFormat::Png),
              ui::encodePng(ui::renderImage(ui::gridCells(raw, columns), o), drawn.dotsPerMeterX(),
                            ui::figureScene(ui::gridCells(raw, columns))))
        << columns;
  }
}

}  // namespace
