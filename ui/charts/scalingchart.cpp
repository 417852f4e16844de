// SPDX-License-Identifier: Apache-2.0
#include "ui/charts/scalingchart.h"

#include "models/itemmodels/displaytext.h"
#include "models/sizing/workloads/workloadkind.h"

#include <algorithm>
#include <cmath>
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

/** A row's model copies: as sized for the load, and with every GPU it bills for running one. */
struct Copies
{
    int sized = 1;
    int everyGpu = 1;
};

/**
 * A serving row is sized to its load: one 4-GPU copy may be all the load needs, yet the row bills an 8-GPU
 * instance that runs two. Drawn as sized, the eight GPUs would deliver what four do and the line would
 * fall; a buyer asks what the GPUs can deliver. Training already uses every GPU, copies split into
 * pipeline stages fill whole instances, and a graphics session is not a model copy.
 */
Copies copiesOf(const Configuration &config, const ChartInput &input)
{
    const RowLayout &layout = config.layout;
    Copies copies{std::max(1, layout.dataParallel), std::max(1, layout.dataParallel)};
    if (input.training || input.recommendation->profile.kind == WorkloadKind::Graphics || layout.pipelineParallel > 1
        || layout.instances < 1)
        return copies;
    const int gpusPerInstance = static_cast<int>(std::floor(layout.gpusPerInstance + 1e-9));
    const int perInstance = std::max(1, gpusPerInstance / std::max(1, layout.tensorParallel));
    copies.everyGpu = std::max(copies.sized, layout.instances * perInstance);
    return copies;
}

/** The throughput drawn: every replica the row's GPUs can run, each at the speed the engine sized. */
double throughputOf(const Configuration &config, const ChartInput &input)
{
    const Copies copies = copiesOf(config, input);
    return DisplayText::throughput(config) * copies.everyGpu / copies.sized;
}

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
            const double y = throughputOf(config, input);
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
            if (!best || throughputOf(*best, input) < y)
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
int keepRising(std::vector<Line> &lines, const ChartInput &input)
{
    int left = 0;
    for (Line &line : lines) {
        double highest = 0;
        for (auto point = line.best.begin(); point != line.best.end();) {
            const double y = throughputOf(*point->second, input);
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
    const int leftOut = keepRising(lines, input);
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
            const double y = throughputOf(*config, input);
            s->append(x, y);
            const QString which = config->ranking.rank > 0 ? ChartInput::label(*config, 0)
                                                           : tr("%1 (not ranked)").arg(config->layout.instanceType);
            QString tip = tr("%1, %2 GPUs\nbest: %3\n%4 %5")
                              .arg(line.name, locale.toString(x), which, locale.toString(y, 'f', y < 10 ? 2 : 0), unit);
            if (const Copies copies = copiesOf(*config, input); copies.everyGpu > copies.sized)
                tip += QLatin1Char('\n')
                    + tr("every GPU serving: %n copies of the model; the load needs %1", "", copies.everyGpu)
                          .arg(copies.sized);
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
    // Serving rows are drawn with a copy on every GPU they bill for: say so, as no figure here is one copy's
    // and none is only what the load needs.
    m_y->setTitleText(input.training ? tr("Best throughput (%1)").arg(unit)
                                     : tr("Best throughput, every GPU serving (%1)").arg(unit));
    fitAxisFromZero(m_x, maxX);
    fitAxisFromZero(m_y, maxY);
    for (QLineSeries *s : series) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
}

} // namespace Advisor::Ui
