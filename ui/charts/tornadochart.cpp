// SPDX-License-Identifier: Apache-2.0
#include "ui/charts/tornadochart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QFontMetrics>
#include <QHorizontalBarSeries>
#include <QValueAxis>
#include <QtMath>

#include <cmath>

namespace Advisor::Ui {

TornadoChart::TornadoChart(QWidget *parent)
    : AdvisorChartView(parent)
{
    setObjectName(QStringLiteral("tornadoChart"));
    m_y = new QBarCategoryAxis;
    m_y->setTruncateLabels(false); // the driver's name is the point of the row
    m_x = makeValueAxis(QString());
    chart()->addAxis(m_y, Qt::AlignLeft);
    // The scale on top, above the largest swings, and the key to the colours beside the rows: on a short tab
    // the rows that scroll out of sight are the smallest swings, not the amounts or what the colours mean.
    chart()->addAxis(m_x, Qt::AlignTop);
    chart()->legend()->setAlignment(Qt::AlignRight);
    // The axes, legend and title take what they need first; what is left is shared out between the rows.
    connect(chart(), &QChart::plotAreaChanged, this, &TornadoChart::askForRoomPerRow);
}

void TornadoChart::askForRoomPerRow()
{
    if (m_drivers.isEmpty()) {
        setMinimumHeight(0);
        return;
    }
    const QFontMetrics metrics(m_y->labelsFont());
    // A label's line and some air above and below it, so a bar reads as a bar and not as a rule.
    const int row = qCeil(metrics.lineSpacing() * 1.4);
    // Before its first layout, or squeezed to no plot at all, the view guesses the axes' and legend's lines.
    const QRectF plot = chart()->plotArea();
    const int around = plot.height() > 0 && height() > 0 ? height() - qFloor(plot.height()) : metrics.lineSpacing() * 6;
    const int needed = around + row * int(m_drivers.size());
    // A pixel either way is rounding; answering it would resize the view and lay the chart out again.
    if (std::abs(minimumHeight() - needed) > 1)
        setMinimumHeight(needed);
}

void TornadoChart::setSensitivity(const Sensitivity &w, const MoneyFormatter &money)
{
    QChart *c = chart();
    clearChart(c);
    m_drivers.clear();
    setChartTitle(w.training ? tr("What moves the job's cost: %1 held fixed").arg(w.base.instanceType)
                             : tr("What moves the monthly cost: %1 held fixed").arg(w.base.instanceType));
    auto *down = new QBarSet(tr("Driver −50 % (or the choice below)"));
    auto *up = new QBarSet(tr("Driver +50 % (or the choice above)"));
    down->setColor(seriesColor(0));
    up->setColor(seriesColor(1));
    QStringList categories;
    double reach = 0;
    // The category axis runs bottom to top: the largest swing is added last to sit on top.
    for (auto it = w.rows.rbegin(); it != w.rows.rend(); ++it) {
        const SensitivityRow &r = *it;
        const QString name = SensitivityText::driverName(r.driver, w.training);
        categories << name;
        m_drivers.prepend(name);
        const auto delta = [&](const std::optional<WhatIfOutcome> &o) {
            return o ? money.convert(o->cost) - money.convert(w.base.cost) : 0.0;
        };
        down->append(delta(r.lowHeld));
        up->append(delta(r.highHeld));
        reach = std::max({reach, std::abs(delta(r.lowHeld)), std::abs(delta(r.highHeld))});
    }
    // Side by side, not stacked: both moves can raise the cost, and stacked they would add up.
    auto *series = new QHorizontalBarSeries;
    series->setBarWidth(0.8); // of the row: two bars share it, and Qt's half left them hairlines
    series->append(down);
    series->append(up);
    c->addSeries(series);
    m_y->clear();
    m_y->append(categories);
    const QString unit = money.unit() + (money.converted() ? QStringLiteral("*") : QString());
    m_x->setTitleText(tr("Change in cost (%1), against %2 for the plan as it is").arg(unit, money.format(w.base.cost)));
    const double edge = reach > 0 ? reach * 1.1 : 1;
    m_x->setRange(-edge, edge);
    m_x->applyNiceNumbers();
    series->attachAxis(m_y);
    series->attachAxis(m_x);
    c->legend()->setVisible(!w.rows.empty());
    askForRoomPerRow();
}

} // namespace Advisor::Ui
