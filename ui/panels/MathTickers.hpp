#pragma once
/// @file
/// @brief Tick labels set like mathematics: a true minus (−4, not -4), the locale's decimal mark,
/// small and large values as 4.7·10⁻⁴, and a logarithmic axis labelled 10⁰, 10¹, 10² … all the
/// way (never "100000" beside "10⁶"). useMathTickers() puts them on every axis of a plot that
/// still has QCustomPlot's own tickers.
#include <qcustomplot.h>

namespace ui {

class MathTicker : public QCPAxisTicker {
 protected:
  QString getTickLabel(double tick, const QLocale& locale, QChar formatChar,
                       int precision) override;
};

class MathLogTicker : public QCPAxisTickerLog {
 public:
  /// A tick's label on a log axis of `base`: a power as 10ⁿ, a tick between the powers as a
  /// plain number (0.5, 1.5, 5000) from 10⁻³ to 10⁵, else as m·10ⁿ.
  /// With `plainPowers` (an axis spanning less than two decades, whose labels are mostly
  /// between the powers) a power from 10⁻³ to 10⁴ is plain too: 0.5, 1, 1.5 — not 0.5, 10⁰, 1.5.
  static QString label(double tick, double base, QChar formatChar, int precision,
                       bool plainPowers = false);

  void generate(const QCPRange& range, const QLocale& locale, QChar formatChar, int precision,
                QVector<double>& ticks, QVector<double>* subTicks,
                QVector<QString>* tickLabels) override;

 protected:
  QString getTickLabel(double tick, const QLocale& locale, QChar formatChar,
                       int precision) override;

 private:
  bool m_plainPowers = false;  ///< for the range being ticked (generate())
};

/// The first of 1, 2, 2.5 and 5 times a power of ten that is at least `want` (> 0): an axis end
/// with room past its data that ticks evenly (the error plot's span, the training losses' epochs).
double niceCeiling(double want);

/// Replaces QCustomPlot's own linear and logarithmic tickers on every axis of `plot` (keeping
/// their tick counts and bases); tickers of other kinds (text, fixed) stay.
void useMathTickers(QCustomPlot& plot);

}  // namespace ui
