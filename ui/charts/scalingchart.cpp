// SPDX-License-Identifier: Apache-2.0
#include "ui/charts/scalingchart.h"

#include "models/itemmodels/displaytext.h"

#include <algorithm>
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

struct Line
{
    QString name;
    std::map<double, const Configuration *> best; // by total GPUs
};

/**
 * Each line: the best configuration at each GPU count, over every configuration that fits, in the order of
 * the lines' best-ranked configurations. The engine already evaluated each instance size, so no extra
 * runs are needed. unit is the throughput's.
 */
std::vector<Line> bestByGpuCount(const ChartInput &input, QString &unit)
{
    std::vector<Line> lines;
    if (!input.recommendation || !input.catalog)
        return lines;
    for (const auto *list : {&input.recommendation->ranked, &input.recommendation->rejected}) {
        for (const Configuration &config : *list) {
            const double y = DisplayText::throughput(config);
            if (config.memory.fit == Fit::Insufficient || y <= 0 || !plottable(y) || config.layout.totalGpus < 1)
                continue;
            // The same GPU scales differently over NVLink and over PCIe: those are two lines.
            const QString link = interconnectName(input.catalog->family(config.layout.family));
            const QString gpu = shortGpuName(Catalog::gpuDisplayName(input.catalog, config.layout.gpu));
            const QString name = link.isEmpty() ? gpu : ScalingChart::tr("%1 · %2").arg(gpu, link);
            auto line = std::find_if(lines.begin(), lines.end(), [&name](const Line &l) { return l.name == name; });
            if (line == lines.end()) {
                if (static_cast<int>(lines.size()) >= ScalingChart::maxLines)
                    continue;
                line = lines.insert(lines.end(), Line{name, {}});
            }
            const Configuration *&best = line->best[config.layout.totalGpus];
            if (!best || DisplayText::throughput(*best) < y)
                best = &config;
            unit = DisplayText::throughputUnit(config);
        }
    }
    return lines;
}

/**
 * Leaves out of each line the points that deliver no more than one with fewer GPUs, and says how many.
 * Rows are sized to the load: more GPUs in all there mostly come from smaller instances, whose copies are
 * split narrower or over the network, so the best at a larger count can deliver less. Drawn, that reads
 * as "adding GPUs slows it down", which no buyer would do.
 */
int keepRising(std::vector<Line> &lines)
{
    int left = 0;
    for (Line &line : lines) {
        double highest = 0;
        for (auto point = line.best.begin(); point != line.best.end();) {
            const double y = DisplayText::throughput(*point->second);
            if (y > highest) {
                highest = y;
                ++point;
            } else {
                point = line.best.erase(point);
                ++left;
            }
        }
    }
    return left;
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
    QString unit = tr("tokens/s");
    std::vector<Line> lines = bestByGpuCount(input, unit);
    const int leftOut = keepRising(lines);
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
            const QString which = config->ranking.rank > 0 ? ChartInput::label(*config, 0)
                                                           : tr("%1 (not ranked)").arg(config->layout.instanceType);
            QString tip = tr("%1, %2 GPUs\nbest: %3\n%4 %5")
                              .arg(line.name, locale.toString(x), which, locale.toString(y, 'f', y < 10 ? 2 : 0), unit);
            if (DisplayText::firstTokenLate(*config))
                tip += QLatin1Char('\n') + DisplayText::fitDetail(*config);
            addPointTip(s, tip);
            maxX = std::max(maxX, x);
            maxY = std::max(maxY, y);
        }
        c->addSeries(s);
        series.push_back(s);
    }
    m_x->setTitleText(leftOut > 0
                          ? tr("GPUs in total (count); %n with more GPUs for no more throughput left out", "", leftOut)
                          : tr("GPUs in total (count)"));
    // Serving rows deliver with every replica they bill for: say so, as no figure here is one copy's.
    m_y->setTitleText(input.training ? tr("Best throughput (%1)").arg(unit)
                                     : tr("Best throughput, all replicas (%1)").arg(unit));
    fitAxisFromZero(m_x, maxX);
    fitAxisFromZero(m_y, maxY);
    for (QLineSeries *s : series) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
}

} // namespace Advisor::Ui
