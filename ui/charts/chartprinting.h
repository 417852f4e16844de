// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/application/timeline.h"
#include "ui/charts/chartsupport.h"

#include <memory>
#include <vector>

#include <QFont>

class QPainter;
class QRectF;

namespace Advisor::Ui {

/** The fonts and layout rules a chart is printed with; the report chooses them, the charts apply them. */
struct ChartPrintStyle
{
    QFont title;
    QFont legend;
    QFont axisLabels;
    QFont axisTitles;
    bool restyleTitle = true;
    /** A legend of many entries goes beside the plot, where their names stay whole. */
    bool legendBesideWhenCrowded = true;
    /** Category labels slanted by 45°: on paper the screen's -20° still cut long names. */
    bool slantCategories = true;
};

/**
 * One chart drawn for paper. It is sized and drawn through its scene and never shown, so no window
 * appears and the offscreen platform has nothing to warn about.
 */
class PrintedChart
{
public:
    explicit PrintedChart(std::unique_ptr<QChartView> view);
    PrintedChart(PrintedChart &&) noexcept;
    PrintedChart &operator=(PrintedChart &&) noexcept;
    ~PrintedChart();

    /** Draws the chart into target on painter, keeping its proportions. */
    void render(QPainter &painter, const QRectF &target) const;

private:
    std::unique_ptr<QChartView> m_view;
};

/**
 * The results page's charts for a report, at the given width over height: cost, then memory, performance
 * and scaling; costOnly keeps the cost chart alone. A chart with nothing to draw is left out rather than
 * printed empty.
 */
std::vector<PrintedChart> printedResultCharts(const ChartInput &input, bool costOnly, qreal aspect,
                                              const ChartPrintStyle &style);

/** The project timeline's chart for a report, at the given width over height. */
PrintedChart printedTimelineChart(const Timeline &timeline, const Catalog *catalog, const MoneyFormatter &money,
                                  qreal aspect, const ChartPrintStyle &style);

} // namespace Advisor::Ui
