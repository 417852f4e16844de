// SPDX-License-Identifier: Apache-2.0
#include "ui/charts/scalingchart.h"

#include "models/itemmodels/displaytext.h"

#include <map>

#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>

namespace Advisor::Ui {

namespace {
QString interconnectName(const Family *family)
{
    if (!family)
        return {};
    switch (family->interconnect) {
    case InterconnectType::NvLink:
        return ScalingChart::tr("NVLink");
    case InterconnectType::NvSwitch:
        return ScalingChart::tr("NVSwitch");
    case InterconnectType::None:
        return {};
    case InterconnectType::Pcie:
    case InterconnectType::PcieSwitch:
        break;
    }
    return ScalingChart::tr("PCIe");
}
} // namespace

ScalingChart::ScalingChart(QWidget *parent)
    : AdvisorChartView(parent)
{
    setObjectName(QStringLiteral("scalingChart"));
    m_x = makeValueAxis(QString());
    m_y = makeValueAxis(QString());
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
}

void ScalingChart::setInput(const ChartInput &input)
{
    QChart *c = chart();
    clearChart(c);
    clearPointTips();
    setChartTitle(tr("Best throughput by GPU count, one line per GPU model"));
    // Each line: the best configuration at each GPU count, over every configuration that fits. The engine
    // already evaluated each instance size, so no extra runs are needed.
    struct Line
    {
        QString name;
        std::map<double, const Configuration *> best; // by total GPUs
    };
    std::vector<Line> lines; // in the order of their best-ranked configuration
    QString unit = tr("tokens/s");
    if (input.recommendation && input.catalog) {
        for (const auto *list : {&input.recommendation->ranked, &input.recommendation->rejected}) {
            for (const Configuration &config : *list) {
                const double y = DisplayText::throughput(config);
                if (config.fit == Fit::Insufficient || y <= 0 || !plottable(y) || config.totalGpus < 1)
                    continue;
                // The same GPU scales differently over NVLink and over PCIe: those are two lines.
                const QString link = interconnectName(input.catalog->family(config.family));
                const QString gpu = shortGpuName(config.gpuName.isEmpty() ? config.gpu : config.gpuName);
                const QString name = link.isEmpty() ? gpu : tr("%1 · %2").arg(gpu, link);
                auto line = std::find_if(lines.begin(), lines.end(), [&name](const Line &l) { return l.name == name; });
                if (line == lines.end()) {
                    if (static_cast<int>(lines.size()) >= maxLines)
                        continue;
                    line = lines.insert(lines.end(), Line{name, {}});
                }
                const Configuration *&best = line->best[config.totalGpus];
                if (!best || DisplayText::throughput(*best) < y)
                    best = &config;
                unit = DisplayText::throughputUnit(config);
            }
        }
    }
    double maxX = 0;
    double maxY = 0;
    const QLocale locale;
    std::vector<QLineSeries *> series;
    for (const Line &line : lines) {
        auto *s = new QLineSeries;
        s->setName(line.name);
        // Thicker than the default: the lines must stay apart on a projector.
        QPen pen(seriesColor(static_cast<int>(series.size())));
        pen.setWidthF(2.5);
        s->setPen(pen);
        s->setPointsVisible(true);
        for (const auto &[x, config] : line.best) {
            const double y = DisplayText::throughput(*config);
            s->append(x, y);
            const QString which =
                config->rank > 0 ? ChartInput::label(*config, 0) : tr("%1 (not ranked)").arg(config->instanceType);
            addPointTip(s,
                        tr("%1, %2 GPUs\nbest: %3\n%4 %5")
                            .arg(line.name, locale.toString(x), which, locale.toString(y, 'f', y < 10 ? 2 : 0), unit));
            maxX = std::max(maxX, x);
            maxY = std::max(maxY, y);
        }
        c->addSeries(s);
        series.push_back(s);
    }
    m_x->setTitleText(tr("GPUs in total (count)"));
    m_y->setTitleText(tr("Best throughput (%1)").arg(unit));
    fitAxisFromZero(m_x, maxX);
    fitAxisFromZero(m_y, maxY);
    for (QLineSeries *s : series) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
}

} // namespace Advisor::Ui
