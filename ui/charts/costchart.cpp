// SPDX-License-Identifier: Apache-2.0
#include "ui/charts/costchart.h"

#include "models/itemmodels/displaytext.h"
#include "models/scenario/scenario.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

namespace Advisor::Ui {

CostChart::CostChart(QWidget *parent)
    : AdvisorChartView(parent)
{
    setObjectName(QStringLiteral("costChart"));
    m_x = new QBarCategoryAxis;
    m_y = makeValueAxis(QString());
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
    keepCategoryLabelsReadable(chart(), m_x);
}

void CostChart::setInput(const ChartInput &input)
{
    QChart *c = chart();
    clearChart(c);
    setChartTitle(input.training ? tr("Job cost of the top configurations by billing model")
                                 : tr("Monthly cost of the top configurations by billing model"));
    const auto priced = [](const Configuration &config) {
        for (const BillingCost &cost : config.costs) {
            if (cost.available() && plottable(cost.total))
                return true;
        }
        return false;
    };
    int unpriced = 0;
    const std::vector<const Configuration *> top = input.top(priced, &unpriced);
    QStringList categories;
    for (size_t i = 0; i < top.size(); ++i)
        categories << ChartInput::label(*top[i], static_cast<int>(i));

    auto *series = new QBarSeries;
    double maximum = 0;
    std::vector<QString> shownBillings;
    for (const QString &billing : allBillingIds()) {
        bool any = false;
        QList<qreal> values;
        for (const Configuration *config : top) {
            const BillingCost *cost = config->cost(billing);
            const bool available = cost && cost->available() && plottable(cost->total);
            any = any || available;
            values << (available ? input.money.convert(cost->total) : 0.0);
        }
        if (!any)
            continue;
        auto *set = new QBarSet(DisplayText::billingName(billing, input.catalog));
        set->append(values);
        for (qreal v : values)
            maximum = std::max(maximum, v);
        series->append(set);
        shownBillings.push_back(billing);
    }
    c->addSeries(series);
    // Whiskers on each configuration's primary-billing bar: the cost band from its time's evidence.
    const int sets = static_cast<int>(shownBillings.size());
    std::vector<QLineSeries *> whiskers;
    for (size_t i = 0; i < top.size() && sets > 0; ++i) {
        const Configuration &config = *top[i];
        const auto at = std::find(shownBillings.begin(), shownBillings.end(), config.primaryBilling);
        if (at == shownBillings.end() || !config.jobCostBand.valid()
            || config.jobCostBand.low >= config.jobCostBand.high)
            continue;
        const double width = series->barWidth() / sets;
        const double x = double(i) - series->barWidth() / 2 + (double(at - shownBillings.begin()) + 0.5) * width;
        auto *line = new QLineSeries;
        line->setName(tr("Cost band"));
        line->append(x, input.money.convert(config.jobCostBand.low));
        line->append(x, input.money.convert(config.jobCostBand.high));
        QPen pen(Qt::black);
        pen.setWidth(2);
        line->setPen(pen);
        maximum = std::max(maximum, input.money.convert(config.jobCostBand.high));
        whiskers.push_back(line);
    }
    m_x->clear();
    m_x->append(categories);
    m_x->setTitleText(unpriced > 0
                          ? tr("Configuration (rank. instance type); %n without a price left out", "", unpriced)
                          : tr("Configuration (rank. instance type)"));
    const QString unit = input.money.unit() + (input.money.converted() ? QStringLiteral("*") : QString());
    m_y->setTitleText(input.training ? tr("Whole job (%1)").arg(unit) : tr("Per month (%1)").arg(unit));
    fitAxisFromZero(m_y, maximum);
    series->attachAxis(m_x);
    series->attachAxis(m_y);
    for (QLineSeries *line : whiskers) {
        c->addSeries(line);
        line->attachAxis(m_x);
        line->attachAxis(m_y);
        for (QLegendMarker *marker : c->legend()->markers(line))
            marker->setVisible(false);
    }
    c->legend()->setVisible(!series->barSets().isEmpty());
}

} // namespace Advisor::Ui
