// SPDX-License-Identifier: Apache-2.0
#include "ui/charts/performancechart.h"

#include "models/itemmodels/displaytext.h"

#include <cmath>

#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>

namespace Advisor::Ui {

namespace {
/** The row's GPU as the reader knows it, in the language shown. */
QString gpuName(const ChartInput &input, const Configuration &c)
{
    return Catalog::gpuDisplayName(input.catalog, c.layout.gpu);
}

/** A named point's speed band, drawn as a vertical line in its colour. */
struct Whisker
{
    double x, low, high;
    QColor color;
};

// Grey and small: they give the cloud its shape, the named points below are what people compare.
QScatterSeries *cloudSeries()
{
    auto *others = new QScatterSeries;
    others->setName(PerformanceChart::tr("Other configurations that fit"));
    others->setMarkerSize(8);
    others->setColor(QColor(0x9e, 0x9e, 0x9e));
    others->setBorderColor(QColor(0x75, 0x75, 0x75));
    return others;
}

/** The series of one of the top configurations, at its place among them; the best is a red square. */
QScatterSeries *namedSeries(const Configuration &config, int position, const QString &label)
{
    auto *series = new QScatterSeries;
    series->setName(label);
    // The rank beside the point ties it to its legend entry without covering its neighbours.
    series->setPointLabelsFormat(QLocale().toString(config.ranking.rank));
    series->setPointLabelsVisible(true);
    series->setPointLabelsClipping(false);
    if (config.ranking.rank == 1) {
        series->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        series->setMarkerSize(16);
        series->setColor(QColor(0xd3, 0x2f, 0x2f));
    } else {
        series->setMarkerSize(12);
        series->setColor(seriesColor(position));
    }
    // Hollow, in the legend too: it fits and may be cheap, yet its first token comes past the target.
    if (DisplayText::firstTokenLate(config)) {
        const QColor colour = series->color();
        series->setColor(Qt::white);
        series->setBorderColor(colour);
        QPen pen = series->pen();
        pen.setColor(colour);
        pen.setWidthF(2.5);
        series->setPen(pen);
    }
    return series;
}

// Two families at one price and one speed (gn7e and ebmgn7e) would print their ranks over each other,
// so the first of the points at one place (within a hundredth of each axis, a few pixels) says all of
// them. The legend and the tips still name each.
void mergeSharedRanks(const std::vector<QScatterSeries *> &named, double maxX, double maxY)
{
    const auto samePlace = [&](QPointF a, QPointF b) {
        return std::abs(a.x() - b.x()) <= 0.01 * maxX && std::abs(a.y() - b.y()) <= 0.01 * maxY;
    };
    for (std::size_t i = 0; i < named.size(); ++i) {
        if (!named[i] || !named[i]->pointLabelsVisible())
            continue;
        QStringList ranks{named[i]->pointLabelsFormat()};
        for (std::size_t j = i + 1; j < named.size(); ++j) {
            if (named[j] && named[j]->pointLabelsVisible() && samePlace(named[i]->at(0), named[j]->at(0))) {
                ranks << named[j]->pointLabelsFormat();
                named[j]->setPointLabelsVisible(false);
            }
        }
        named[i]->setPointLabelsFormat(ranks.join(QStringLiteral(", ")));
    }
}

/** A speed band as a vertical line, with no legend entry of its own. */
void addWhisker(QChart *c, const Whisker &w, QValueAxis *x, QValueAxis *y)
{
    auto *line = new QLineSeries;
    line->setName(PerformanceChart::tr("Speed band"));
    line->append(w.x, w.low);
    line->append(w.x, w.high);
    QPen pen(w.color);
    pen.setWidth(2);
    line->setPen(pen);
    c->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);
    for (QLegendMarker *marker : c->legend()->markers(line))
        marker->setVisible(false);
}
} // namespace

PerformanceChart::PerformanceChart(QWidget *parent)
    : AdvisorChartView(parent)
{
    setObjectName(QStringLiteral("performanceChart"));
    m_x = makeValueAxis(QString(), QStringLiteral("%.1f"));
    m_y = makeValueAxis(QString());
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
}

void PerformanceChart::setInput(const ChartInput &input)
{
    QChart *c = chart();
    clearChart(c);
    clearPointTips();
    setChartTitle(tr("Price against performance"));
    QScatterSeries *others = cloudSeries();
    std::vector<QScatterSeries *> all{others};

    // Only configurations with a price have a place on this chart: name the best of those.
    const std::vector<const Configuration *> top = input.top(
        [](const Configuration &config) {
            const BillingCost *cost = config.cost(config.pricing.primaryBilling);
            return config.ranking.rank > 0 && cost && cost->available();
        },
        nullptr);
    std::vector<QScatterSeries *> named(top.size(), nullptr);
    double maxX = 0;
    double maxY = 0;
    QString unit = tr("tokens/s");
    const QLocale locale;
    std::vector<Whisker> whiskers;
    if (input.recommendation) {
        for (const Configuration &config : input.recommendation->ranked) {
            const BillingCost *cost = config.cost(config.pricing.primaryBilling);
            const double y = DisplayText::throughput(config);
            if (!cost || !cost->available() || y <= 0 || !plottable(y) || !plottable(cost->hourly))
                continue;
            unit = DisplayText::throughputUnit(config);
            const double x = input.money.convert(cost->hourly);
            const auto position = std::find(top.begin(), top.end(), &config) - top.begin();
            QScatterSeries *series = others;
            const QString label = ChartInput::label(config, static_cast<int>(position));
            if (position < static_cast<qsizetype>(top.size())) {
                series = namedSeries(config, static_cast<int>(position), label);
                named[position] = series;
            }
            series->append(x, y);
            // The named points carry the band of their speed as a whisker (confidence.h).
            const Band band =
                config.speed.tokensPerSecond > 0 ? config.speed.tokensPerSecondBand : config.speed.samplesPerSecondBand;
            if (series != others && band.valid() && plottable(band.high)) {
                const QColor colour = DisplayText::firstTokenLate(config) ? series->borderColor() : series->color();
                whiskers.push_back({x, band.low, band.high, colour});
                maxY = std::max(maxY, band.high);
            }
            QString tip = tr("%1\n%2 × %3 GPU\n%4 per hour · %5 %6")
                              .arg(label, locale.toString(config.layout.totalGpus), gpuName(input, config),
                                   input.money.format(cost->hourly), locale.toString(y, 'f', y < 10 ? 2 : 0), unit);
            if (DisplayText::firstTokenLate(config))
                tip += QLatin1Char('\n') + DisplayText::fitDetail(config);
            addPointTip(series, tip);
            maxX = std::max(maxX, x);
            maxY = std::max(maxY, y);
        }
    }
    mergeSharedRanks(named, maxX, maxY);
    // The grey cloud's legend entry only when there is a cloud.
    if (others->count() == 0) {
        all.clear();
        delete others;
    }
    for (QScatterSeries *series : named) {
        if (series)
            all.push_back(series);
    }
    for (QScatterSeries *series : all)
        c->addSeries(series);
    const QString money = input.money.unit() + (input.money.converted() ? QStringLiteral("*") : QString());
    m_x->setTitleText(tr("Cost per hour, all instances (%1)").arg(money));
    m_y->setTitleText(tr("Throughput (%1)").arg(unit));
    m_x->setLabelFormat(maxX >= 10 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
    fitAxisFromZero(m_x, maxX);
    fitAxisFromZero(m_y, maxY);
    for (QScatterSeries *series : all) {
        series->attachAxis(m_x);
        series->attachAxis(m_y);
    }
    for (const Whisker &w : whiskers)
        addWhisker(c, w, m_x, m_y);
}

} // namespace Advisor::Ui
