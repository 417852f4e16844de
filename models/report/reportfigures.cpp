// SPDX-License-Identifier: Apache-2.0
// The report's figures as data (the CSV, the spreadsheet) and the cover's summary: the parts of
// ReportBuilder that read numbers out of the engine's result instead of wording them.
#include "models/itemmodels/billingorder.h"
#include "models/itemmodels/displaytext.h"
#include "models/itemmodels/recommendationfiltermodel.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/pricing/pricebook.h"
#include "models/report/reportdata.h"
#include "models/text/servingterms.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include <QLocale>

namespace Advisor {

namespace {

using Kind = ReportDataTable::Kind;

QString withUnit(const QString &label, const QString &unit)
{
    return ReportBuilder::tr("%1 (%2)", "a column header and its unit").arg(label, unit);
}

/** A number cell, empty when there is no figure. */
QVariant numberOrEmpty(double value, bool present = true)
{
    return present && std::isfinite(value) ? QVariant(value) : QVariant();
}

/**
 * A billing's total at the ends of its price band, over the hours the engine billed: the CSV's band of
 * each billing column and the report's cost lines read this one figure.
 */
Band billedBand(const BillingCost &cost)
{
    const double hours = cost.hourly > 0 ? cost.total / cost.hourly : 0.0;
    return {cost.hourlyLow * hours, cost.hourlyHigh * hours};
}

bool estimated(PriceOrigin origin)
{
    return origin == PriceOrigin::Estimated || origin == PriceOrigin::Derived;
}

/** Which figures the shown rows have: a column appears only when some row has its figure. */
struct ResultFigures
{
    bool training = false;
    bool tokens = false;
    bool audio = false; // speech: the token figures read as audio (ServingEconomics::audio)
    bool samples = false;
    bool clips = false; // video: a request is a clip of minutes, so its time and cost replace a rate
    // A served one-pass model (a classifier, a CNN, a diffusion pipeline): requests (images) and the time
    // each takes, where a decoder has tokens.
    std::optional<ServingTerms> requests;
};

/** A served row that answers each request in one pass. */
bool servesRequests(const Configuration &c)
{
    const ServingEconomics &e = *c.pricing.economics;
    return e.applies && !e.generative && !e.clips;
}

ResultFigures figuresOf(const std::vector<const Configuration *> &rows, bool training)
{
    ResultFigures f;
    f.training = training;
    for (const Configuration *c : rows) {
        f.audio = f.audio || c->pricing.economics->audio;
        f.tokens = f.tokens || (c->speed.tokensPerSecond > 0 && !c->pricing.economics->audio);
        f.clips = f.clips || c->pricing.economics->clips;
        f.samples = f.samples
            || (c->speed.tokensPerSecond <= 0 && c->speed.samplesPerSecond > 0 && !c->pricing.economics->clips);
        if (!f.requests && servesRequests(*c))
            f.requests = ServingTerms(c->pricing.economics->kind, c->pricing.economics->images);
    }
    return f;
}

void addResultColumns(ReportDataTable &t, const ResultFigures &f, const QStringList &billings, const Catalog *catalog,
                      double discountPercent)
{
    // Amounts stay in the catalog's currency: the data is what the engine computed, not a conversion.
    const QString currency = MoneyFormatter::currencyUnit(catalog ? catalog->currency : QString());
    const QString period = f.training ? ReportBuilder::tr("job") : ReportBuilder::tr("month");
    const auto add = [&t](const QString &header, Kind kind, int decimals = 0) {
        t.columns.push_back({header, kind, decimals});
    };
    add(ReportBuilder::tr("Rank (0 = rejected)"), Kind::Integer);
    add(ReportBuilder::tr("Instance type"), Kind::Text);
    add(ReportBuilder::tr("Family"), Kind::Text);
    add(ReportBuilder::tr("GPU"), Kind::Text);
    add(withUnit(ReportBuilder::tr("GPUs per instance"), ReportBuilder::tr("count")), Kind::Number, 0);
    add(withUnit(ReportBuilder::tr("Instances"), ReportBuilder::tr("count")), Kind::Integer);
    add(withUnit(ReportBuilder::tr("GPU memory needed per GPU"), ReportBuilder::tr("GiB")), Kind::Number, 2);
    add(withUnit(ReportBuilder::tr("GPU memory usable per GPU"), ReportBuilder::tr("GiB")), Kind::Number, 2);
    add(withUnit(ReportBuilder::tr("Headroom"), QStringLiteral("%")), Kind::Number, 1);
    add(ReportBuilder::tr("Fit"), Kind::Text);
    if (f.training)
        add(withUnit(ReportBuilder::tr("Job time"), ReportBuilder::tr("hours")), Kind::Number, 2);
    if (f.tokens)
        add(withUnit(ReportBuilder::tr("Throughput"), ReportBuilder::tr("tokens/s")), Kind::Number, 1);
    if (f.audio) {
        add(withUnit(ReportBuilder::tr("Throughput"), ReportBuilder::tr("audio hours per hour")), Kind::Number, 2);
        add(withUnit(ReportBuilder::tr("Time per audio window"), ReportBuilder::tr("s")), Kind::Number, 2);
        add(withUnit(ReportBuilder::tr("Cost per audio hour"), currency), Kind::Number, 2);
    }
    if (f.samples)
        add(withUnit(ReportBuilder::tr("Throughput"),
                     f.requests ? f.requests->rateUnit() : ReportBuilder::tr("samples/s")),
            Kind::Number, 1);
    if (!f.training && f.requests)
        add(withUnit(f.requests->latencyLabel(), ReportBuilder::tr("ms")), Kind::Number, 1);
    if (f.clips) {
        add(withUnit(ReportBuilder::tr("Time per clip"), ReportBuilder::tr("s")), Kind::Number, 0);
        add(withUnit(ReportBuilder::tr("GPUs per clip"), ReportBuilder::tr("count")), Kind::Integer);
        add(withUnit(ReportBuilder::tr("Clips an hour"), ReportBuilder::tr("count")), Kind::Number, 1);
        add(withUnit(ReportBuilder::tr("Cost per clip"), currency), Kind::Number, 2);
    }
    if (!f.training && f.tokens) {
        add(withUnit(ReportBuilder::tr("Per-user speed"), ReportBuilder::tr("tokens/s")), Kind::Number, 1);
        add(withUnit(ReportBuilder::tr("Time to first token"), ReportBuilder::tr("ms")), Kind::Number, 0);
        add(withUnit(ReportBuilder::tr("Time per output token"), ReportBuilder::tr("ms")), Kind::Number, 1);
    }
    add(ReportBuilder::tr("Billing model"), Kind::Text);
    add(withUnit(f.training ? ReportBuilder::tr("Job cost") : ReportBuilder::tr("Monthly cost"), currency),
        Kind::Number, 2);
    add(withUnit(ReportBuilder::tr("Per GPU-hour"), currency), Kind::Number, 2);
    add(ReportBuilder::tr("Price estimated"), Kind::Text);
    add(ReportBuilder::tr("Price date"), Kind::Date);
    for (const QString &billing : billings)
        add(withUnit(DisplayText::billingName(billing, catalog), ReportBuilder::tr("%1 per %2").arg(currency, period)),
            Kind::Number, 2);
    add(withUnit(ReportBuilder::tr("Warnings"), ReportBuilder::tr("count")), Kind::Integer);
    // Where the price comes from, as the screen's tooltip says: the region it was observed in and the source.
    add(ReportBuilder::tr("Price region"), Kind::Text);
    add(ReportBuilder::tr("Price source"), Kind::Text);
    // The bands come last, so a program that reads the columns above by position reads the same ones: the
    // cost's band as the table, the report's cover and the command line show it, then each billing's.
    const QString cost = f.training ? ReportBuilder::tr("Job cost") : ReportBuilder::tr("Monthly cost");
    add(withUnit(ReportBuilder::tr("%1, low end", "a cost column's band").arg(cost), currency), Kind::Number, 2);
    add(withUnit(ReportBuilder::tr("%1, high end", "a cost column's band").arg(cost), currency), Kind::Number, 2);
    // A billing's band is its price's alone over the hours billed, as the cost model sheet has it; the job
    // cost's band above also counts the time estimate's. The headers say which.
    for (const QString &billing : billings) {
        const QString name = DisplayText::billingName(billing, catalog);
        const QString unit = ReportBuilder::tr("%1 per %2").arg(currency, period);
        add(withUnit(ReportBuilder::tr("%1, low end of the price", "a billing column's band").arg(name), unit),
            Kind::Number, 2);
        add(withUnit(ReportBuilder::tr("%1, high end of the price", "a billing column's band").arg(name), unit),
            Kind::Number, 2);
    }
    // Last, for the same reason: a finance reader must see that the amounts are not list prices, and a
    // note above the header would break every CSV reader. Whole percentages, as the customer states them.
    add(withUnit(ReportBuilder::tr("Customer discount"), QStringLiteral("%")), Kind::Number,
        discountPercent == std::floor(discountPercent) ? 0 : 2);
}

/** The band cells addResultColumns appends, empty where a row has no price or no band. */
void appendBandCells(QVariantList &cells, const Configuration *c, const BillingCost *primary,
                     const QStringList &billings)
{
    const Band &band = c->pricing.jobCostBand;
    const bool banded = primary && band.high > 0;
    cells << numberOrEmpty(band.low, banded) << numberOrEmpty(band.high, banded);
    for (const QString &billing : billings) {
        const BillingCost *cost = c->cost(billing);
        const bool priced = cost && cost->available() && cost->hourly > 0 && cost->hourlyHigh > 0;
        const Band billed = priced ? billedBand(*cost) : Band{};
        cells << numberOrEmpty(billed.low, priced) << numberOrEmpty(billed.high, priced);
    }
}

QVariantList resultCells(const Configuration *c, const ResultFigures &f, const QStringList &billings, int warnings,
                         const Catalog *catalog, double discountPercent)
{
    const BillingCost *primary = c->pricing.priced ? c->cost(c->pricing.primaryBilling) : nullptr;
    QVariantList cells;
    cells << c->ranking.rank << c->layout.instanceType << c->layout.family
          << Catalog::gpuDisplayName(catalog, c->layout.gpu) << c->layout.gpusPerInstance << c->layout.instances
          << numberOrEmpty(c->memory.perGpuMemoryGiB) << numberOrEmpty(c->memory.usableGpuMemoryGiB)
          << numberOrEmpty(c->memory.headroomPercent) << DisplayText::fit(*c);
    if (f.training)
        cells << numberOrEmpty(c->speed.hours, c->speed.hours > 0);
    if (f.tokens)
        cells << numberOrEmpty(c->speed.tokensPerSecond, c->speed.tokensPerSecond > 0 && !c->pricing.economics->audio);
    if (f.audio) {
        const ServingEconomics &e = *c->pricing.economics;
        cells << numberOrEmpty(e.capacityAudioHoursPerHour, e.audio) << numberOrEmpty(e.secondsPerWindow, e.audio)
              << numberOrEmpty(e.costPerAudioHourFullLoad, e.costPerAudioHourFullLoad > 0);
    }
    if (f.samples)
        cells << numberOrEmpty(c->speed.samplesPerSecond,
                               c->speed.tokensPerSecond <= 0 && c->speed.samplesPerSecond > 0
                                   && !c->pricing.economics->clips);
    if (!f.training && f.requests)
        cells << numberOrEmpty(c->speed.tpotMs, servesRequests(*c) && c->speed.tpotMs > 0);
    if (f.clips) {
        const ServingEconomics &e = *c->pricing.economics;
        cells << numberOrEmpty(e.secondsPerClip, e.clips) << (e.clips ? QVariant(c->layout.tensorParallel) : QVariant())
              << numberOrEmpty(c->speed.samplesPerSecond * 3600, e.clips)
              << numberOrEmpty(e.costPerClip, e.costPerClip > 0);
    }
    if (!f.training && f.tokens)
        cells << numberOrEmpty(c->speed.perUserTokensPerSecond, c->speed.perUserTokensPerSecond > 0)
              << numberOrEmpty(c->speed.ttftMs, c->speed.ttftMs > 0)
              << numberOrEmpty(c->speed.tpotMs, c->speed.tpotMs > 0);
    cells << (primary ? DisplayText::billingName(primary->billing, catalog) : QString())
          << numberOrEmpty(c->pricing.jobCost, primary != nullptr)
          << numberOrEmpty(c->pricing.costPerGpuHour, primary != nullptr)
          << (primary ? (estimated(primary->price->origin) ? ReportBuilder::tr("yes") : ReportBuilder::tr("no"))
                      : QString())
          << (primary ? primary->price->date : QString());
    for (const QString &billing : billings) {
        const BillingCost *cost = c->cost(billing);
        cells << numberOrEmpty(cost ? cost->total : 0, cost && cost->available());
    }
    cells << warnings;
    QString source;
    if (primary && primary->price->isQuote()) {
        source = ReportBuilder::tr("your quote, entered %1").arg(primary->price->date);
    } else if (primary && catalog && !primary->price->source.isEmpty()) {
        const SourceRef ref = catalog->sources.value(primary->price->source);
        source = ref.url.isEmpty() ? ref.displayTitle() : ref.displayUrl();
    }
    cells << (primary ? primary->price->region : QString()) << source;
    appendBandCells(cells, c, primary, billings);
    // A quote is the customer's own price: the engine takes nothing off it, so its row says 0.
    cells << ((primary && primary->price->isQuote()) ? 0.0 : discountPercent);
    return cells;
}

} // namespace

QString ReportDataTable::csvCell(const Column &column, const QVariant &value)
{
    if (!value.isValid())
        return {};
    switch (column.kind) {
    case Kind::Integer:
        return QString::number(value.toLongLong());
    case Kind::Number: {
        // Rounded to what the figure is worth, without grouping or a locale's decimal comma: data for a program.
        QString text = QString::number(value.toDouble(), 'f', column.decimals);
        if (text.startsWith(QLatin1Char('-')) && text.toDouble() == 0)
            text.remove(0, 1);
        return text;
    }
    case Kind::Text:
    case Kind::Date:
        return value.toString();
    }
    return value.toString();
}

ReportDataTable ReportDataTable::fromResults(const RecommendationFilterModel &proxy, const Catalog *catalog,
                                             double discountPercent)
{
    discountPercent = std::clamp(discountPercent, 0.0, 100.0); // as PricingStage applies it
    ReportDataTable t;
    const auto *model = qobject_cast<const RecommendationTableModel *>(proxy.sourceModel());
    if (!model)
        return t;
    std::vector<const Configuration *> rows;
    QList<int> sourceRows;
    for (int row = 0; row < proxy.rowCount(); ++row) {
        const QModelIndex source = proxy.mapToSource(proxy.index(row, 0));
        if (const Configuration *c = model->configuration(source.row())) {
            rows.push_back(c);
            sourceRows << source.row();
        }
    }
    const ResultFigures figures = figuresOf(rows, model->isTraining());
    const QStringList billings = model->billingIds();
    addResultColumns(t, figures, billings, catalog, discountPercent);
    for (size_t i = 0; i < rows.size(); ++i) {
        const int warnings = static_cast<int>(model->warnings(sourceRows.at(static_cast<qsizetype>(i))).size());
        t.rows << resultCells(rows[i], figures, billings, warnings, catalog, discountPercent);
    }
    return t;
}

std::vector<ReportChartData> ReportBuilder::charts(const Recommendation &r, const Catalog &catalog,
                                                   const MoneyFormatter &money, bool training, int top)
{
    std::vector<ReportChartData> charts;
    const std::vector<const Configuration *> best = r.bestPerFamily(top);
    ReportChartData cost;
    cost.title = training ? tr("Job cost by billing model") : tr("Monthly cost by billing model");
    cost.valueAxis = money.unit();
    for (const Configuration *c : best) {
        cost.categories << c->layout.instanceType;
        cost.late << DisplayText::firstTokenLate(*c);
    }
    for (const QString &billing : billingIdsOf(best)) {
        ReportChartSeries series{DisplayText::billingName(billing, &catalog), {}};
        bool any = false;
        for (const Configuration *c : best) {
            const BillingCost *bc = c->cost(billing);
            const bool ok = bc && bc->available() && std::isfinite(bc->total);
            any = any || ok;
            series.values << (ok ? money.convert(bc->total) : std::numeric_limits<double>::quiet_NaN());
        }
        if (any)
            cost.series.push_back(series);
    }
    charts.push_back(cost);
    ReportChartData memory;
    memory.title = tr("GPU memory per GPU");
    memory.valueAxis = tr("GiB");
    memory.categories = cost.categories;
    ReportChartSeries needed{tr("Needed"), {}};
    ReportChartSeries usable{tr("Usable"), {}};
    for (const Configuration *c : best) {
        needed.values << c->memory.perGpuMemoryGiB;
        usable.values << c->memory.usableGpuMemoryGiB;
    }
    memory.series = {needed, usable};
    charts.push_back(memory);
    return charts;
}

ReportCostModel ReportBuilder::costModel(const Input &in)
{
    const Scenario &s = *in.scenario;
    const Recommendation &r = *in.recommendation;
    ReportCostModel m;
    // Like the comparison data: the engine's figures in the catalog's currency, never a conversion.
    m.currency = in.catalog->currency;
    m.discountPercent = std::clamp(s.constraints.customerDiscountPercent, 0.0, 100.0);
    m.hoursPerMonth = hoursPerMonth;
    m.training = s.isTraining();
    std::vector<const Configuration *> shown;
    if (!r.ranked.empty())
        shown.push_back(&r.ranked.front());
    for (const Configuration *c : r.bestPerFamily(in.chartTop)) {
        if (std::find(shown.begin(), shown.end(), c) == shown.end())
            shown.push_back(c);
    }
    for (const Configuration *c : shown) {
        for (const BillingCost &cost : c->pricing.costs) {
            if (!cost.available() || cost.hourly <= 0 || !std::isfinite(cost.total))
                continue;
            ReportCostLine line;
            line.instanceType = c->layout.instanceType;
            line.billingId = cost.billing;
            line.billing = DisplayText::billingName(cost.billing, in.catalog);
            line.pricePerInstanceHour = cost.price->hourly;
            line.instances = c->layout.instances;
            // The hours the engine billed: the job's (or a month's), or the commitment's minimum when longer.
            line.billedHours = cost.total / cost.hourly;
            line.total = cost.total;
            const Band billed = billedBand(cost);
            line.totalLow = billed.low;
            line.totalHigh = billed.high;
            line.estimated = estimated(cost.price->origin);
            line.quote = cost.price->isQuote();
            line.recommended = c == shown.front() && c->ranking.rank == 1 && cost.billing == c->pricing.primaryBilling;
            m.lines.push_back(line);
        }
    }
    return m;
}

ReportSummary ReportBuilder::summary(const Input &in, const ReportData &d)
{
    ReportSummary sum;
    sum.recommendation = d.recommendationHeadline;
    const Recommendation &r = *in.recommendation;
    const Configuration *best = r.ranked.empty() ? nullptr : &r.ranked.front();
    if (best) {
        const BillingCost *cost = best->cost(best->pricing.primaryBilling);
        if (cost && cost->available()) {
            // The amount and its band as every other surface shows them (DisplayText::moneyRange): the
            // table, page 2 and the CLI print this same figure.
            const Band &band = best->pricing.jobCostBand;
            const QString billing = DisplayText::billingName(best->pricing.primaryBilling, in.catalog);
            const QString mark = DisplayText::priceMark(cost->price->origin);
            if (d.training) {
                sum.figures.push_back({tr("Project cost"),
                                       tr("%1 for the whole job, %2")
                                           .arg(mark + DisplayText::moneyRange(band, cost->total, in.money), billing)});
                if (best->speed.hours > 0)
                    sum.figures.push_back(
                        {tr("Time"), DisplayText::hoursRange(best->speed.hoursBand, best->speed.hours)});
            } else {
                sum.figures.push_back(
                    {tr("Monthly cost"),
                     tr("%1 per month, %2").arg(mark + DisplayText::moneyRange(band, cost->total, in.money), billing)});
                const Band year = band.valid() ? Band{band.low * 12, band.high * 12} : Band{};
                sum.figures.push_back(
                    {tr("First year"), mark + DisplayText::moneyRange(year, cost->total * 12, in.money)});
            }
            // What the band is made of, so a price's age and indirection are read beside the figure.
            if (const QString reasons = DisplayText::costBandReasons(*best); !reasons.isEmpty())
                sum.figures.push_back({tr("Cost band"), reasons});
        } else {
            sum.figures.push_back({tr("Cost"), tr("no defensible price for this type")});
        }
        if (!d.training) {
            sum.figures.push_back({tr("Throughput"), DisplayText::speed(*best, false, r.profile.kind)});
            if (best->speed.perUserTokensPerSecond > 0 && !best->pricing.economics->audio)
                sum.figures.push_back(
                    {tr("Each user sees"),
                     tr("%1 tokens/s").arg(QLocale().toString(best->speed.perUserTokensPerSecond, 'f', 1))});
            const ServingEconomics &e = *best->pricing.economics;
            if (servesRequests(*best) && best->speed.tpotMs > 0)
                sum.figures.push_back({tr("Latency"),
                                       ServingTerms(e.kind, e.images)
                                           .latency(best->speed.tpotMs, in.scenario->inference.latencyMsTarget)});
            if (e.audio)
                sum.figures.push_back(
                    {tr("Latency"),
                     tr("%1 s per %2-s audio window")
                         .arg(DisplayText::numberRange(e.secondsPerWindowBand.low, e.secondsPerWindowBand.high),
                              QLocale().toString(e.audioWindowSeconds, 'g', 3))});
            else if (e.applies && e.generative) {
                const QString targets = tr("within %1 s to the first token and %2 ms per token")
                                            .arg(QLocale().toString(e.ttftTargetMs / 1000, 'g', 3),
                                                 QLocale().toString(e.tpotTargetMs, 'f', 0));
                sum.figures.push_back({tr("Users served at once"),
                                       e.ttftMissed || e.usersServed == 0
                                           ? tr("none %1").arg(targets)
                                           : tr("%1 %2").arg(QLocale().toString(e.usersServed), targets)});
            }
        }
    }
    // The warnings come most severe first: the first two are the ones to act on.
    for (const Warning &w : d.warnings) {
        if (sum.risks.size() == 2)
            break;
        sum.risks.push_back({w.title, w.fix});
    }
    return sum;
}

void ReportBuilder::setTimeline(ReportData &data, Timeline timeline, const Catalog *catalog)
{
    // The project's total takes the place of the one-year figure a scenario without phases gets.
    std::optional<std::pair<double, QString>> cheapest;
    const auto consider = [&cheapest](const TimelineLine &line) {
        if (line.available && (!cheapest || line.total < cheapest->first))
            cheapest = std::pair(line.total, line.billing);
    };
    for (const TimelineLine &line : timeline.lines)
        consider(line);
    if (timeline.mixed)
        consider(*timeline.mixed);
    if (cheapest && !timeline.isEmpty()) {
        const QString how = cheapest->second == QLatin1String("mixed")
            ? tr("each phase on its cheapest billing model")
            : DisplayText::billingName(cheapest->second, catalog);
        const ReportLine line{
            tr("Project total"),
            timeline.months == 1
                ? tr("%1 over one month, %2").arg(data.money.format(cheapest->first), how)
                : tr("%1 over %2 months, %3")
                      .arg(data.money.format(cheapest->first), QLocale().toString(timeline.months), how)};
        auto &figures = data.summary.figures;
        // Beside the project's total, the training job's own cost is one run of it, not the project's.
        for (ReportLine &figure : figures) {
            if (figure.label == tr("Project cost"))
                figure.label = tr("Each training run");
        }
        const auto firstYear = std::find_if(figures.begin(), figures.end(),
                                            [](const ReportLine &l) { return l.label == tr("First year"); });
        if (firstYear != figures.end())
            *firstYear = line;
        else
            figures.insert(figures.begin() + std::min<std::ptrdiff_t>(1, std::ssize(figures)), line);
    }
    for (const TimelineLine &line : timeline.lines)
        data.timelineBillingNames.insert(line.billing, DisplayText::billingName(line.billing, catalog));
    data.timelineBillingNames.insert(QStringLiteral("mixed"), tr("Each phase on its cheapest"));
    data.timeline = std::move(timeline);
}

} // namespace Advisor
