// SPDX-License-Identifier: Apache-2.0
#include "ui/charts/timelinechart.h"

#include "models/domain/billing.h"
#include "models/itemmodels/displaytext.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

namespace Advisor::Ui {

namespace {
/** A billing model's cost month by month, as bars; raises maxMonthly to the highest. */
QBarSet *monthlyBars(const QString &name, const QColor &colour, const TimelineLine &l, const MoneyFormatter &money,
                     double &maxMonthly)
{
    auto *set = new QBarSet(name);
    set->setColor(colour);
    for (const double v : l.monthly) {
        set->append(money.convert(v));
        maxMonthly = std::max(maxMonthly, money.convert(v));
    }
    return set;
}

/** The square on a billing model's line at the month it becomes cheaper than pay-as-you-go. */
QScatterSeries *breakEvenMark(const QString &name, const QColor &colour, int month, const TimelineLine &l,
                              const MoneyFormatter &money)
{
    auto *mark = new QScatterSeries;
    mark->setName(TimelineChart::tr("%1 pays off from month %2").arg(name).arg(month));
    mark->setColor(colour);
    mark->setMarkerSize(12);
    mark->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    mark->append(double(month - 1), money.convert(l.cumulative[std::size_t(month - 1)]));
    return mark;
}
} // namespace

TimelineChart::TimelineChart(QWidget *parent)
    : AdvisorChartView(parent)
{
    setObjectName(QStringLiteral("timelineChart"));
    m_x = new QBarCategoryAxis;
    m_monthly = makeValueAxis(QString());
    m_cumulative = makeValueAxis(QString());
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_monthly, Qt::AlignLeft);
    chart()->addAxis(m_cumulative, Qt::AlignRight);
    keepCategoryLabelsReadable(chart(), m_x);
}

void TimelineChart::setTimeline(const Timeline &t, const Catalog *catalog, const MoneyFormatter &money)
{
    QChart *c = chart();
    clearChart(c);
    clearPointTips();
    m_markers = 0;
    setChartTitle(tr("Project cost by month and in total, by billing model"));
    if (t.isEmpty()) {
        m_x->clear();
        c->legend()->setVisible(false);
        return;
    }
    QStringList months;
    for (int m = 1; m <= t.months; ++m)
        months << QString::number(m);
    m_x->clear();
    m_x->append(months);
    const QString unit = money.unit() + (money.converted() ? QStringLiteral("*") : QString());
    m_x->setTitleText(tr("Month of the project"));
    m_monthly->setTitleText(tr("Bars: month (%1)").arg(unit));
    m_cumulative->setTitleText(tr("Lines: total (%1)").arg(unit));

    std::vector<const TimelineLine *> lines;
    for (const TimelineLine &l : t.lines)
        lines.push_back(&l);
    if (t.mixed)
        lines.push_back(&*t.mixed);
    auto *bars = new QBarSeries;
    double maxMonthly = 0;
    double maxCumulative = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const TimelineLine &l = *lines[i];
        const bool mixed = l.billing == QLatin1String("mixed");
        const QString name = mixed ? tr("Each phase on its cheapest") : DisplayText::billingName(l.billing, catalog);
        const QColor colour = seriesColor(int(i));
        if (!mixed)
            bars->append(monthlyBars(name, colour, l, money, maxMonthly));
        auto *line = new QLineSeries;
        line->setName(name);
        QPen pen(colour);
        pen.setWidthF(2);
        if (mixed)
            pen.setStyle(Qt::DashLine);
        line->setPen(pen);
        for (std::size_t m = 0; m < l.cumulative.size(); ++m) {
            line->append(double(m), money.convert(l.cumulative[m]));
            addPointTip(line, tr("%1, month %2: %3 so far").arg(name).arg(m + 1).arg(money.format(l.cumulative[m])));
            maxCumulative = std::max(maxCumulative, money.convert(l.cumulative[m]));
        }
        c->addSeries(line);
        line->attachAxis(m_x);
        line->attachAxis(m_cumulative);
        const auto month = t.breakEven(QString(BillingId::payg), l.billing);
        if (month) {
            QScatterSeries *mark = breakEvenMark(name, colour, *month, l, money);
            addPointTip(mark, mark->name());
            c->addSeries(mark);
            mark->attachAxis(m_x);
            mark->attachAxis(m_cumulative);
            ++m_markers;
        }
    }
    c->addSeries(bars);
    bars->attachAxis(m_x);
    bars->attachAxis(m_monthly);
    // Bars and lines share each billing model's colour: the legend names each model once, by its line.
    for (QLegendMarker *marker : c->legend()->markers(bars))
        marker->setVisible(false);
    fitAxisFromZero(m_monthly, maxMonthly);
    fitAxisFromZero(m_cumulative, maxCumulative);
    c->legend()->setVisible(!lines.empty());
    c->legend()->setAlignment(Qt::AlignRight);
}

} // namespace Advisor::Ui
