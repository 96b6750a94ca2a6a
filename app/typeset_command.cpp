// gelu-explorer typeset: one TeX formula as PNG, SVG or PDF (for slides, papers and tests).
#include <cmath>

#include "cli.hpp"
#include "ui/export/FormulaFile.hpp"
#include "ui/model/SceneState.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/Theme.hpp"
#include "ui/typeset/Formula.hpp"

namespace cli {

int runTypeset(const QStringList& args) {
  using Options = ui::FormulaFileOptions;
  QCommandLineParser p;
  p.addOption({"tex", "The formula in TeX (the subset the app typesets; see the manual).", "TEX"});
  p.addOption({{"o", "output"},
               "The file to write ('-' for standard output, with --format); its extension is the "
               "format: png, svg or pdf.",
               "FILE"});
  p.addOption({"format", "The format whatever the file's name says: png, svg or pdf.", "F"});
  p.addOption({"size",
               QString("Type size in points, %1..%2 (default 20).")
                   .arg(Options::kMinPoints)
                   .arg(Options::kMaxPoints),
               "PT"});
  p.addOption({"inline", "Set the formula as inside a line of text (text style), not on its own."});
  p.addOption({"scale", "Pixels per logical pixel of a PNG, 0.25..8 (default 1).", "K"});
  p.addOption(
      {"theme", ui::toQt(gelu::model::themeNames(false)).join(", ") + " (default light).", "NAME"});
  p.addOption({"background", ui::backgroundNames().join(", ") + " (default theme).", "B"});
  if (!parse(p, args, "typeset", "Typeset a TeX formula into a PNG, SVG or PDF file.")) {
    return kOk;
  }
  if (!p.isSet("tex")) throw UsageError("typeset: --tex TEX is required");
  if (!p.isSet("output")) throw UsageError("typeset: --output FILE is required");
  const QString path = p.value("output") == "-" ? QStringLiteral("/dev/stdout") : p.value("output");
  if (p.value("output") == "-" && !p.isSet("format")) {
    throw UsageError("--output -: standard output needs --format (png, svg, pdf)");
  }
  std::optional<ui::ExportFormat> format;
  if (p.isSet("format")) {
    const QString f = p.value("format");
    format = f.contains('.') ? std::nullopt : ui::formatFromPath("file." + f);
    if (!format || *format == ui::ExportFormat::Jpg) {
      throw UsageError("--format: '" + shown(f) + "' is not one of png, svg, pdf");
    }
  } else {
    format = ui::formatFromPath(path);
    if (!format || *format == ui::ExportFormat::Jpg) {
      throw UsageError("--output: '" + shown(path) +
                       "' has no extension of a formula's format (use .png, .svg or .pdf, or "
                       "--format)");
    }
  }
  Options o;
  o.points = finiteOption(p, "size").value_or(o.points);
  if (o.points < Options::kMinPoints || o.points > Options::kMaxPoints) {
    throw UsageError("--size: " + shown(p.value("size")) + " is out of range " +
                     std::to_string(static_cast<int>(Options::kMinPoints)) + ".." +
                     std::to_string(static_cast<int>(Options::kMaxPoints)));
  }
  if (p.isSet("scale") && *format != ui::ExportFormat::Png) {
    throw UsageError("--scale is for a PNG's pixels; an SVG or PDF has none");
  }
  o.scale = finiteOption(p, "scale").value_or(o.scale);
  if (o.scale < ui::ExportOptions::kMinScale || o.scale > ui::ExportOptions::kMaxScale) {
    throw UsageError("--scale: " + shown(p.value("scale")) + " is out of range 0.25..8");
  }
  const QString themeName = p.isSet("theme") ? p.value("theme") : QStringLiteral("light");
  const auto themeChoice = gelu::model::parseTheme(themeName.toStdString());
  if (!themeChoice || !ui::toQt(gelu::model::themeNames(false)).contains(themeName)) {
    throw UsageError("--theme: '" + shown(themeName) + "' is not one of " +
                     ui::toQt(gelu::model::themeNames(false)).join('|').toStdString());
  }
  const ui::Theme theme = ui::Theme::forFigure(*themeChoice);
  o.ink = theme.foreground;
  o.background = theme.background;
  if (p.isSet("background")) {
    const auto b = ui::parseBackground(p.value("background"));
    if (!b) {
      throw UsageError("--background: '" + shown(p.value("background")) + "' is not one of " +
                       ui::backgroundNames().join('|').toStdString());
    }
    if (*b == ui::ExportBackground::White) o.background = Qt::white;
    if (*b == ui::ExportBackground::Transparent) o.background = Qt::transparent;
  }
  // Pixels per side as an export allows them.
  const auto formula = ui::typeset::Formula::typeset(
      p.value("tex"), p.isSet("inline") ? ui::typeset::Style::Text : ui::typeset::Style::Display);
  if (!formula->ok()) throw UsageError("--tex: " + shown(formula->error()));
  const QSizeF page = ui::formulaPageSize(*formula, o);
  const auto side = [](double v) { return std::to_string(std::lround(v)); };
  if (page.width() > ui::ExportOptions::kMaxSide || page.height() > ui::ExportOptions::kMaxSide) {
    throw UsageError("--size: the formula would be " + side(page.width()) + "×" +
                     side(page.height()) + " logical pixels, more than " +
                     side(ui::ExportOptions::kMaxSide) + " a side: use a smaller size");
  }
  // A picture's pixels are capped as render's are (a vector file has none to cap).
  const bool bitmap = !format || *format == ui::ExportFormat::Png;
  const double w = page.width() * o.scale;
  const double h = page.height() * o.scale;
  if (bitmap && (w > ui::ExportOptions::kMaxPixelSide || h > ui::ExportOptions::kMaxPixelSide)) {
    throw UsageError("--scale: the picture would be " + side(w) + "×" + side(h) +
                     " pixels, more than " + side(ui::ExportOptions::kMaxPixelSide) +
                     " a side: use a smaller --scale or --size");
  }
  if (bitmap && w * h > ui::ExportOptions::kMaxPixels) {
    throw UsageError("--scale: the picture would be " + side(w) + "×" + side(h) + " pixels (" +
                     side(w * h / 1e6) + " megapixels, at most " +
                     side(ui::ExportOptions::kMaxPixels / 1e6) +
                     "): use a smaller --scale or --size");
  }
  if (const auto failed = ui::exportFormula(*formula, path, o, format)) {
    if (failed->usage) throw UsageError("--output: " + failed->message.toStdString());
    throw IoError(failed->message.toStdString());
  }
  return kOk;
}

}  // namespace cli
