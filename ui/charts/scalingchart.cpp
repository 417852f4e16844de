// SPDX-License-Identifier: Apache-2.0
#include "ui/charts/scalingchart.h"

#include "models/itemmodels/displaytext.h"

#include <map>

#include <QLineSeries>
#include <QValueAxis>

namespace Advisor::Ui {

ScalingChart::ScalingChart(QWidget *parent)
    : QChartView(new QChart, parent)
{
    setObjectName(QStringLiteral("scalingChart"));
    setRenderHint(QPainter::Antialiasing);
    prepareChart(chart());
    m_x = makeValueAxis(QString());
    m_y = makeValueAxis(QString());
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
}

void ScalingChart::setInput(const ChartInput &input)
{
    QChart *c = chart();
    clearChart(c);
    c->setTitle(tr("Scaling with GPU count: NVLink against PCIe"));
    // Best throughput at each GPU count, per interconnect class, over every configuration that fits:
    // the engine already evaluated each instance size, so no extra runs are needed.
    std::map<double, double> fast;
    std::map<double, double> pcie;
    QString unit = tr("tokens/s");
    if (input.recommendation && input.catalog) {
        for (const auto *list : {&input.recommendation->ranked, &input.recommendation->rejected}) {
            for (const Configuration &config : *list) {
                const double y = DisplayText::throughput(config);
                if (config.fit == Fit::Insufficient || y <= 0 || !plottable(y) || config.totalGpus < 1)
                    continue;
                const Family *family = input.catalog->family(config.family);
                auto &line = family && family->hasFastInterconnect() ? fast : pcie;
                double &best = line[config.totalGpus];
                best = std::max(best, y);
                unit = DisplayText::throughputUnit(config);
            }
        }
    }
    double maxX = 0;
    double maxY = 0;
    const auto makeLine = [&](const std::map<double, double> &points, const QString &name) {
        auto *series = new QLineSeries;
        series->setName(name);
        series->setPointsVisible(true);
        for (const auto &[x, y] : points) {
            series->append(x, y);
            maxX = std::max(maxX, x);
            maxY = std::max(maxY, y);
        }
        c->addSeries(series);
        return series;
    };
    QLineSeries *fastLine = makeLine(fast, tr("NVLink / NVSwitch families"));
    QLineSeries *pcieLine = makeLine(pcie, tr("PCIe families"));
    m_x->setTitleText(tr("GPUs in total (count)"));
    m_y->setTitleText(tr("Best throughput (%1)").arg(unit));
    fitAxisFromZero(m_x, maxX);
    fitAxisFromZero(m_y, maxY);
    for (QLineSeries *series : {fastLine, pcieLine}) {
        series->attachAxis(m_x);
        series->attachAxis(m_y);
    }
}

} // namespace Advisor::Ui
