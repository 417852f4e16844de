// SPDX-License-Identifier: Apache-2.0
#include "ui/charts/performancechart.h"

#include "models/itemmodels/displaytext.h"

#include <QScatterSeries>
#include <QValueAxis>

namespace Advisor::Ui {

PerformanceChart::PerformanceChart(QWidget *parent)
    : QChartView(new QChart, parent)
{
    setObjectName(QStringLiteral("performanceChart"));
    setRenderHint(QPainter::Antialiasing);
    prepareChart(chart());
    m_x = makeValueAxis(QString(), QStringLiteral("%.1f"));
    m_y = makeValueAxis(QString());
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
}

void PerformanceChart::setInput(const ChartInput &input)
{
    QChart *c = chart();
    clearChart(c);
    c->setTitle(tr("Price against performance"));
    auto *others = new QScatterSeries;
    others->setName(tr("Other configurations that fit"));
    others->setMarkerSize(9);
    auto *recommended = new QScatterSeries;
    recommended->setName(tr("Recommended"));
    recommended->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    recommended->setMarkerSize(16);
    recommended->setColor(QColor(0xd3, 0x2f, 0x2f));

    double maxX = 0;
    double maxY = 0;
    QString unit = tr("tokens/s");
    if (input.recommendation) {
        for (const Configuration &config : input.recommendation->ranked) {
            const BillingCost *cost = config.cost(config.primaryBilling);
            const double y = DisplayText::throughput(config);
            if (!cost || !cost->available() || y <= 0 || !plottable(y) || !plottable(cost->hourly))
                continue;
            unit = DisplayText::throughputUnit(config);
            const double x = input.money.convert(cost->hourly);
            (config.rank == 1 ? recommended : others)->append(x, y);
            maxX = std::max(maxX, x);
            maxY = std::max(maxY, y);
        }
    }
    c->addSeries(others);
    c->addSeries(recommended);
    const QString money = input.money.unit() + (input.money.converted() ? QStringLiteral("*") : QString());
    m_x->setTitleText(tr("Cost per hour, all instances (%1)").arg(money));
    m_y->setTitleText(tr("Throughput (%1)").arg(unit));
    m_x->setLabelFormat(maxX >= 10 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
    fitAxisFromZero(m_x, maxX);
    fitAxisFromZero(m_y, maxY);
    for (QScatterSeries *series : {others, recommended}) {
        series->attachAxis(m_x);
        series->attachAxis(m_y);
    }
}

} // namespace Advisor::Ui
