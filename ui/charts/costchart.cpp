// SPDX-License-Identifier: Apache-2.0
#include "ui/charts/costchart.h"

#include "models/itemmodels/billingorder.h"
#include "models/itemmodels/displaytext.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

namespace Advisor::Ui {

namespace {
/** Halfway to white: still its billing model's colour, but set apart from the bars beside it. */
QColor paler(const QColor &colour)
{
    return QColor((colour.red() + 255) / 2, (colour.green() + 255) / 2, (colour.blue() + 255) / 2);
}

/**
 * Draws paler the bars of the configurations whose lone request gets its first token past the target, and
 * returns the legend entry that says why (null when none is late): ranked by cost under a target the
 * scenario did not set, such a row can be the cheapest bar while it serves no user in time.
 */
QScatterSeries *markLateBars(QBarSeries *series, const std::vector<const Configuration *> &top)
{
    QList<int> late;
    for (size_t i = 0; i < top.size(); ++i) {
        if (DisplayText::firstTokenLate(*top[i]))
            late << static_cast<int>(i);
    }
    const QList<QBarSet *> sets = series->barSets();
    if (late.isEmpty() || sets.isEmpty())
        return nullptr;
    // The sets have their theme's colours once the series is in the chart.
    for (QBarSet *set : sets) {
        set->setSelectedColor(paler(set->color()));
        set->selectBars(late);
    }
    auto *key = new QScatterSeries;
    key->setName(CostChart::tr("Paler bars: first token past its target, no user served in time"));
    key->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    key->setColor(paler(sets.front()->color()));
    key->setBorderColor(sets.front()->color());
    return key;
}

/** Whiskers on each configuration's primary-billing bar: the cost band from its time's evidence. */
std::vector<QLineSeries *> costBands(const QBarSeries &series, const std::vector<const Configuration *> &top,
                                     const std::vector<QString> &shownBillings, const MoneyFormatter &money,
                                     double &maximum)
{
    const int sets = static_cast<int>(shownBillings.size());
    std::vector<QLineSeries *> whiskers;
    for (size_t i = 0; i < top.size() && sets > 0; ++i) {
        const Configuration &config = *top[i];
        const auto at = std::find(shownBillings.begin(), shownBillings.end(), config.pricing.primaryBilling);
        if (at == shownBillings.end() || !config.pricing.jobCostBand.valid()
            || config.pricing.jobCostBand.low >= config.pricing.jobCostBand.high)
            continue;
        const double width = series.barWidth() / sets;
        const double x = double(i) - series.barWidth() / 2 + (double(at - shownBillings.begin()) + 0.5) * width;
        auto *line = new QLineSeries;
        line->setName(CostChart::tr("Cost band"));
        line->append(x, money.convert(config.pricing.jobCostBand.low));
        line->append(x, money.convert(config.pricing.jobCostBand.high));
        QPen pen(Qt::black);
        pen.setWidth(2);
        line->setPen(pen);
        maximum = std::max(maximum, money.convert(config.pricing.jobCostBand.high));
        whiskers.push_back(line);
    }
    return whiskers;
}
} // namespace

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
        for (const BillingCost &cost : config.pricing.costs) {
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
    for (const QString &billing : billingIdsOf(top)) {
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
    QScatterSeries *lateKey = markLateBars(series, top);
    const std::vector<QLineSeries *> whiskers = costBands(*series, top, shownBillings, input.money, maximum);
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
    if (lateKey) { // a legend entry only: it has no points
        c->addSeries(lateKey);
        lateKey->attachAxis(m_x);
        lateKey->attachAxis(m_y);
    }
    c->legend()->setVisible(!series->barSets().isEmpty());
}

} // namespace Advisor::Ui
