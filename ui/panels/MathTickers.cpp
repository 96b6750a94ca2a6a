#include "ui/panels/MathTickers.hpp"

#include <algorithm>
#include <cmath>

#include "ui/model/NumberText.hpp"

namespace ui {

QString MathTicker::getTickLabel(double tick, const QLocale&, QChar formatChar, int precision) {
  // QCustomPlot's choice of format and precision, written for a reader.
  if (std::abs(tick) < 1e-12 * std::pow(10.0, -precision)) tick = 0.0;  // (no "−0")
  return groupedNumber(readableNumber(QString::number(tick, formatChar.toLatin1(), precision)));
}

QString MathLogTicker::getTickLabel(double tick, const QLocale&, QChar formatChar, int precision) {
  return label(tick, logBase(), formatChar, precision, m_plainPowers);
}

void MathLogTicker::generate(const QCPRange& range, const QLocale& locale, QChar formatChar,
                             int precision, QVector<double>& ticks, QVector<double>* subTicks,
                             QVector<QString>* tickLabels) {
  m_plainPowers = logBase() == 10.0 && range.lower > 0 && range.upper < 100 * range.lower;
  QCPAxisTickerLog::generate(range, locale, formatChar, precision, ticks, subTicks, tickLabels);
}

QString MathLogTicker::label(double tick, double base, QChar formatChar, int precision,
                             bool plainPowers) {
  if (tick <= 0 || !std::isfinite(tick)) {
    return readableNumber(QString::number(tick, formatChar.toLatin1(), precision));
  }
  const double exponent = std::log(tick) / std::log(base);
  const double whole = std::round(exponent);
  if (std::abs(exponent - whole) < 1e-9 && !(plainPowers && whole >= -3 && whole <= 4)) {
    if (base == 10.0) return QStringLiteral("10") + superscript(static_cast<int>(whole));
    return readableNumber(QString::number(base, 'g', 6)) + superscript(static_cast<int>(whole));
  }
  // Between the powers (a log ticker with labelled sub-ticks): a plain number where one reads
  // well (0.5, 1.5, 20, 5000), m·10ⁿ only far from 1 — never 1.5·10⁰ beside 10⁰.
  const int n = static_cast<int>(std::floor(std::log10(tick)));
  const QString m = QString::number(tick / std::pow(10.0, n), 'g', 3);
  if (n >= -3 && n <= 4) {
    const qsizetype point = m.indexOf('.');
    const int mantissaDecimals = point < 0 ? 0 : static_cast<int>(m.size() - point - 1);
    return groupedNumber(
        readableNumber(QString::number(tick, 'f', std::max(0, mantissaDecimals - n))));
  }
  return readableNumber(m) + QStringLiteral("·10") + superscript(n);
}

void useMathTickers(QCustomPlot& plot) {
  for (int r = 0; r < plot.axisRectCount(); ++r) {
    for (QCPAxis* axis : plot.axisRect(r)->axes()) {
      const QSharedPointer<QCPAxisTicker> old = axis->ticker();
      if (old.isNull() || dynamic_cast<MathTicker*>(old.data()) != nullptr ||
          dynamic_cast<MathLogTicker*>(old.data()) != nullptr) {
        continue;
      }
      if (typeid(*old) == typeid(QCPAxisTicker)) {
        auto t = QSharedPointer<MathTicker>::create();
        t->setTickCount(old->tickCount());
        t->setTickOrigin(old->tickOrigin());
        t->setTickStepStrategy(old->tickStepStrategy());
        axis->setTicker(t);
      } else if (auto* log = dynamic_cast<QCPAxisTickerLog*>(old.data());
                 log != nullptr && typeid(*old) == typeid(QCPAxisTickerLog)) {
        auto t = QSharedPointer<MathLogTicker>::create();
        t->setTickCount(old->tickCount());
        t->setLogBase(log->logBase());
        t->setSubTickCount(log->subTickCount());
        axis->setTicker(t);
      }
    }
  }
}

double niceCeiling(double want) {
  const double decade = std::pow(10.0, std::floor(std::log10(want)));
  for (const double step : {1.0, 2.0, 2.5, 5.0}) {
    if (step * decade >= want) return step * decade;
  }
  return 10 * decade;
}

}  // namespace ui
