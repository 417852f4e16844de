// SPDX-License-Identifier: Apache-2.0
#include "ui/charts/chartprinting.h"

#include "ui/charts/costchart.h"
#include "ui/charts/memorychart.h"
#include "ui/charts/performancechart.h"
#include "ui/charts/scalingchart.h"
#include "ui/charts/timelinechart.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QLegend>
#include <QPainter>
#include <QXYSeries>

namespace Advisor::Ui {

namespace {

/** True when some visible series of the chart has a bar above zero or a point. */
bool hasData(const QChart *chart)
{
    for (QAbstractSeries *series : chart->series()) {
        if (!series->isVisible())
            continue;
        if (const auto *bars = qobject_cast<const QAbstractBarSeries *>(series)) {
            for (const QBarSet *set : bars->barSets()) {
                for (int i = 0; i < set->count(); ++i) {
                    if (set->at(i) > 0)
                        return true;
                }
            }
        } else if (const auto *xy = qobject_cast<const QXYSeries *>(series)) {
            if (xy->count() > 0)
                return true;
        }
    }
    return false;
}

void applyStyle(QChart *chart, const ChartPrintStyle &style)
{
    chart->setAnimationOptions(QChart::NoAnimation);
    if (style.restyleTitle)
        chart->setTitleFont(style.title);
    chart->legend()->setFont(style.legend);
    if (style.legendBesideWhenCrowded && chart->legend()->markers().size() > 4)
        chart->legend()->setAlignment(Qt::AlignRight);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsFont(style.axisLabels);
        axis->setTitleFont(style.axisTitles);
        if (style.slantCategories && axis->type() == QAbstractAxis::AxisTypeBarCategory)
            axis->setLabelsAngle(-45);
    }
}

/** The chart gets the page slot's proportions, so it fills the slot instead of floating in it. */
void sizeForPaper(QChartView &view, qreal aspect)
{
    const QSizeF size(900, 900 / aspect);
    view.chart()->resize(size);
    view.scene()->setSceneRect(QRectF(QPointF(0, 0), size));
}

} // namespace

PrintedChart::PrintedChart(std::unique_ptr<QChartView> view)
    : m_view(std::move(view))
{ }

PrintedChart::PrintedChart(PrintedChart &&) noexcept = default;
PrintedChart &PrintedChart::operator=(PrintedChart &&) noexcept = default;
PrintedChart::~PrintedChart() = default;

void PrintedChart::render(QPainter &painter, const QRectF &target) const
{
    m_view->scene()->render(&painter, target, m_view->scene()->sceneRect(), Qt::KeepAspectRatio);
}

std::vector<PrintedChart> printedResultCharts(const ChartInput &input, bool costOnly, qreal aspect,
                                              const ChartPrintStyle &style)
{
    std::vector<PrintedChart> printed;
    if (input.top().empty())
        return printed;
    std::vector<std::unique_ptr<AdvisorChartView>> views;
    auto cost = std::make_unique<CostChart>();
    cost->setInput(input);
    views.push_back(std::move(cost));
    if (!costOnly) {
        auto memory = std::make_unique<MemoryChart>();
        memory->setInput(input);
        views.push_back(std::move(memory));
        auto performance = std::make_unique<PerformanceChart>();
        performance->setInput(input);
        views.push_back(std::move(performance));
        // As on the results page, for serving too: what more GPUs deliver is what a buyer sizing a fleet asks.
        auto scaling = std::make_unique<ScalingChart>();
        scaling->setInput(input);
        views.push_back(std::move(scaling));
    }
    for (auto &view : views) {
        applyStyle(view->chart(), style);
        // No priced configuration means no cost bars: such a chart is left out, not printed empty.
        if (!hasData(view->chart()))
            continue;
        sizeForPaper(*view, aspect);
        printed.emplace_back(std::move(view));
    }
    // The charts lay out their legends and axes from queued events.
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    return printed;
}

PrintedChart printedTimelineChart(const Timeline &timeline, const Catalog *catalog, const MoneyFormatter &money,
                                  qreal aspect, const ChartPrintStyle &style)
{
    auto chart = std::make_unique<TimelineChart>();
    chart->setTimeline(timeline, catalog, money);
    applyStyle(chart->chart(), style);
    sizeForPaper(*chart, aspect);
    return PrintedChart(std::move(chart));
}

} // namespace Advisor::Ui
