// SPDX-License-Identifier: Apache-2.0
#include "ui/charts/chartsupport.h"

#include <cmath>

#include <QChart>
#include <QLegend>
#include <QLocale>
#include <QValueAxis>

namespace Advisor::Ui {

std::vector<const Configuration *> ChartInput::top() const
{
    return recommendation ? recommendation->bestPerFamily(topCount) : std::vector<const Configuration *>{};
}

QString ChartInput::label(const Configuration &c, int position)
{
    QString type = c.instanceType;
    if (type.startsWith(QLatin1String("ecs.")))
        type = type.mid(4);
    const QString count = c.instances > 1 ? QString::number(c.instances) + QStringLiteral("× ") : QString();
    // The rank, as in the table, so a gap says that other sizes were left out.
    return QString::number(c.rank > 0 ? c.rank : position + 1) + QStringLiteral(". ") + count + type;
}

bool plottable(double value)
{
    return std::isfinite(value) && value >= 0;
}

void prepareChart(QChart *chart)
{
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setShowToolTips(true);
    chart->setMargins(QMargins(6, 6, 6, 6));
}

void clearChart(QChart *chart)
{
    // Axes stay: removing and deleting them while the chart is hidden left their old labels painted.
    chart->removeAllSeries();
    chart->setLocale(QLocale());
}

QValueAxis *makeValueAxis(const QString &title, const QString &labelFormat)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setLabelFormat(labelFormat);
    return axis;
}

void fitAxisFromZero(QValueAxis *axis, double maximum)
{
    axis->setRange(0, maximum > 0 && std::isfinite(maximum) ? maximum * 1.15 : 1);
    axis->applyNiceNumbers();
}

} // namespace Advisor::Ui
