// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/itemmodels/moneyformatter.h"
#include "models/sizing/recommendation.h"

#include <vector>

#include <QString>

class QChart;
class QValueAxis;
class QAbstractAxis;

namespace Advisor::Ui {

/** What every chart is drawn from: the engine's result and how money is shown. */
struct ChartInput
{
    const Recommendation *recommendation = nullptr;
    const Catalog *catalog = nullptr;
    MoneyFormatter money;
    bool training = true;
    int topCount = 5;

    /** The configurations to draw: the best ranked ones, one per family, or the best rejected ones when nothing fits.
     */
    std::vector<const Configuration *> top() const;
    /** "1. gn7i-c8g1.2xlarge" with the configuration's rank: unique, because a bar category axis drops duplicates. */
    static QString label(const Configuration &c, int position);
};

/** Settings every advisor chart shares: no animation (grabs and PDFs must not catch bars mid-way), locale numbers. */
void prepareChart(QChart *chart);
/** Finite and not negative: the engine reports infinity for "never finishes", which no axis can show. */
bool plottable(double value);
/** Removes (and so deletes) every series; the chart's axes are kept and reused. */
void clearChart(QChart *chart);
QValueAxis *makeValueAxis(const QString &title, const QString &labelFormat = QStringLiteral("%.0f"));
/** Axis range with a little air above the largest value, starting at zero. */
void fitAxisFromZero(QValueAxis *axis, double maximum);

} // namespace Advisor::Ui
