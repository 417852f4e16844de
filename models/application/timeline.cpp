// SPDX-License-Identifier: Apache-2.0
#include "models/application/timeline.h"

#include "models/scenario/scenarioio.h"

#include <algorithm>
#include <cmath>
#include <set>

#include <QLocale>

namespace Advisor {

namespace {
// Every evaluation is kept while the cache is small; a long session of slider moves starts afresh.
constexpr std::size_t maxCachedEvaluations = 64;

const Configuration *findType(const Evaluation &e, const QString &type)
{
    for (const auto *list : {&e.recommendation.ranked, &e.recommendation.rejected}) {
        for (const Configuration &c : *list) {
            if (c.layout.instanceType == type && !c.pricing.costs.empty())
                return &c;
        }
    }
    return nullptr;
}

bool hasPrice(const Configuration &c)
{
    return std::any_of(c.pricing.costs.begin(), c.pricing.costs.end(),
                       [](const BillingCost &b) { return b.available(); });
}

/** The best-ranked configuration with a price: a type priced "on request" cannot be added up month by month. */
const Configuration *bestPriced(const Evaluation &e)
{
    for (const Configuration &c : e.recommendation.ranked) {
        if (hasPrice(c))
            return &c;
    }
    return nullptr;
}
/** A billing model's line over the project's months, with nothing charged yet. */
TimelineLine emptyLine(const Catalog &catalog, const QString &billing, int months)
{
    TimelineLine line;
    line.billing = billing;
    line.termMonths = TimelineCalculator::termMonths(catalog, billing);
    line.monthly.assign(std::size_t(months), 0.0);
    return line;
}

/** What one phase ran, month by month: the hours and, per billing line, the hourly price. */
struct PhaseUsage
{
    std::vector<std::vector<double>> hourly; // per line, then per month of the phase
    std::vector<double> hours;
    bool unknownMonth = false; // a month nothing priced can run: the phase's cost is unknown, not lower
};

/** Adds a phase's charges to every line, and to the mixed line under the billing model cheapest for it. */
void addPhaseCharges(Timeline &t, const ProjectPhase &phase, const PhaseUsage &usage)
{
    std::vector<double> best;
    double bestTotal = -1;
    QString bestBilling;
    for (std::size_t li = 0; li < t.lines.size(); ++li) {
        const std::vector<double> phaseCharges =
            TimelineCalculator::charges(t.lines[li].termMonths, usage.hours, usage.hourly[li]);
        double sum = 0;
        for (std::size_t m = 0; m < phaseCharges.size(); ++m) {
            t.lines[li].monthly[std::size_t(phase.startMonth - 1) + m] += phaseCharges[m];
            sum += phaseCharges[m];
        }
        const bool usable = !usage.unknownMonth
            && (std::all_of(usage.hourly[li].begin(), usage.hourly[li].end(), [](double h) { return h > 0; })
                || std::all_of(usage.hours.begin(), usage.hours.end(), [](double h) { return h <= 0; }));
        if (usable && (bestTotal < 0 || sum < bestTotal)) {
            bestTotal = sum;
            bestBilling = t.lines[li].billing;
            best = phaseCharges;
        }
    }
    t.mixedBilling.push_back(bestBilling);
    if (!t.mixed) {
        t.mixed = TimelineLine{};
        t.mixed->billing = QStringLiteral("mixed");
        t.mixed->monthly.assign(std::size_t(t.months), 0.0);
    }
    for (std::size_t m = 0; m < best.size(); ++m)
        t.mixed->monthly[std::size_t(phase.startMonth - 1) + m] += best[m];
}

/** Drops the lines some month has no price under, and adds up the totals, the cheapest and the break-evens. */
void addTotals(Timeline &t)
{
    std::erase_if(t.lines, [](const TimelineLine &l) { return !l.available; });
    // The mix says something only when the phases chose differently.
    const bool allSame = std::all_of(t.mixedBilling.begin(), t.mixedBilling.end(),
                                     [&t](const QString &b) { return b == t.mixedBilling.front(); });
    if (allSame
        || std::any_of(t.mixedBilling.begin(), t.mixedBilling.end(), [](const QString &b) { return b.isEmpty(); })) {
        t.mixed.reset();
        t.mixedBilling.clear();
    } else {
        double sum = 0;
        for (const double v : t.mixed->monthly)
            t.mixed->cumulative.push_back(sum += v);
        t.mixed->total = sum;
    }
    double cheapest = -1;
    for (TimelineLine &l : t.lines) {
        double sum = 0;
        for (const double v : l.monthly)
            l.cumulative.push_back(sum += v);
        l.total = sum;
        if (cheapest < 0 || l.total < cheapest) {
            cheapest = l.total;
            t.cheapestBilling = l.billing;
        }
    }
    if (const TimelineLine *payg = t.line(BillingId::payg)) { // break-even against the reference price
        for (const TimelineLine &l : t.lines) {
            if (l.billing != payg->billing)
                t.breakEvens.push_back(
                    {payg->billing, l.billing, TimelineCalculator::breakEvenMonth(payg->cumulative, l.cumulative)});
        }
    }
}
} // namespace

const TimelineLine *Timeline::line(const QString &billing) const
{
    for (const TimelineLine &l : lines) {
        if (l.billing == billing)
            return &l;
    }
    return nullptr;
}

std::optional<int> Timeline::breakEven(const QString &from, const QString &to) const
{
    for (const BreakEven &b : breakEvens) {
        if (b.from == from && b.to == to)
            return b.month;
    }
    return std::nullopt;
}

Scenario TimelineCalculator::withProjectLength(const Scenario &scenario, int months)
{
    Scenario s = scenario;
    months = std::clamp(months, 1, ProjectPhase::maxMonth);
    if (s.phases.empty()) {
        ProjectPhase own;
        own.kind = s.isTraining() ? ProjectPhase::Kind::Training : ProjectPhase::Kind::Serving;
        own.months = months;
        s.phases.push_back(own);
        return s;
    }
    std::erase_if(s.phases, [months](const ProjectPhase &p) { return p.startMonth > months; });
    if (s.phases.empty()) {
        // Every phase starts later than the project now ends: one phase of the scenario's own job.
        return withProjectLength(s, months);
    }
    auto last = std::max_element(s.phases.begin(), s.phases.end(), [](const ProjectPhase &a, const ProjectPhase &b) {
        return a.endMonth() < b.endMonth();
    });
    for (ProjectPhase &p : s.phases)
        p.months = std::min(p.months, months - p.startMonth + 1);
    last->months = months - last->startMonth + 1;
    return s;
}

Scenario TimelineCalculator::phaseScenario(const Scenario &scenario, const ProjectPhase &phase, int month)
{
    Scenario s = scenario;
    s.phases.clear();
    if (phase.kind == ProjectPhase::Kind::Serving) {
        s.stage = Stage::Inference;
        // The load grows by the same share each month of the phase; its first month is the scenario's own.
        const double factor = std::pow(1.0 + phase.monthlyGrowthPercent / 100.0, month - phase.startMonth);
        s.inference.concurrency = int(std::clamp(std::round(scenario.inference.concurrency * factor), 1.0, 1000000.0));
        s.inference.requestsPerSecond = std::min(scenario.inference.requestsPerSecond * factor, 1e7);
    } else if (!scenario.isTraining()) {
        // A served scenario's "training" phase fine-tunes the same model with LoRA.
        s.stage = Stage::FinetuneLora;
    }
    return s;
}

int TimelineCalculator::runsIn(const ProjectPhase &phase, int month)
{
    if (phase.kind != ProjectPhase::Kind::Training || month < phase.startMonth || month > phase.endMonth())
        return 0;
    if (phase.per == ProjectPhase::Period::Month)
        return phase.runs;
    // Runs of a quarter are done in its first month (counted from the phase's start).
    return (month - phase.startMonth) % 3 == 0 ? phase.runs : 0;
}

int TimelineCalculator::termMonths(const Catalog &catalog, const QString &billing)
{
    const BillingModel *model = catalog.billingModel(billing);
    if (!model || !model->minimumHours || *model->minimumHours <= 0)
        return 0;
    return std::max(1, int(std::lround(*model->minimumHours / hoursPerMonth)));
}

std::vector<double> TimelineCalculator::charges(int term, const std::vector<double> &hours,
                                                const std::vector<double> &hourly)
{
    std::vector<double> out(hours.size(), 0.0);
    if (term <= 0) {
        for (std::size_t m = 0; m < hours.size(); ++m)
            out[m] = hours[m] * hourly[m];
        return out;
    }
    // Terms start with the phase and follow each other; within a term the capacity paid for is the
    // largest any month so far needed, each addition paid in advance to the term's end.
    double paidFor = 0;
    for (std::size_t m = 0; m < hours.size(); ++m) {
        const std::size_t inTerm = m % std::size_t(term);
        if (inTerm == 0)
            paidFor = 0;
        const double wholeMonths = hours[m] > 0 ? std::ceil(hours[m] / hoursPerMonth - 1e-9) : 0.0;
        const double need = hourly[m] * hoursPerMonth * wholeMonths;
        if (need > paidFor) {
            out[m] = (need - paidFor) * double(std::size_t(term) - inTerm);
            paidFor = need;
        }
    }
    return out;
}

std::optional<int> TimelineCalculator::breakEvenMonth(const std::vector<double> &from, const std::vector<double> &to)
{
    if (from.empty() || from.size() != to.size())
        return std::nullopt;
    // Cent-level differences are rounding, not a cost difference.
    const auto atOrBelow = [](double a, double b) { return a <= b + 1e-6 * std::max(1.0, std::abs(b)); };
    if (!atOrBelow(to.back(), from.back()))
        return std::nullopt;
    int month = int(to.size());
    while (month > 1 && atOrBelow(to[std::size_t(month - 2)], from[std::size_t(month - 2)]))
        --month;
    return month;
}

const Evaluation &TimelineCalculator::evaluated(const Scenario &scenario, const EvaluationOptions &options, int &runs)
{
    const QByteArray key = ScenarioIo::toJson(scenario) + options.defaultRegion.toUtf8();
    auto it = m_cache.find(key);
    if (it != m_cache.end())
        return it->second;
    if (m_cache.size() >= maxCachedEvaluations)
        m_cache.clear();
    ++runs;
    return m_cache.emplace(key, m_evaluator.evaluate(scenario, options)).first->second;
}

Timeline TimelineCalculator::compute(const Scenario &scenario, const EvaluationOptions &options)
{
    Timeline t;
    const Catalog &catalog = m_evaluator.catalog();
    t.currency = catalog.currency;
    for (const ProjectPhase &p : scenario.phases)
        t.months = std::max(t.months, p.endMonth());
    if (t.months == 0)
        return t;
    // Every billing model the catalog prices, whatever the scenario compares: the timeline is where
    // a commitment shows whether it pays off.
    QStringList billings;
    for (const BillingModel &b : catalog.billingModels)
        billings << b.id;
    for (const QString &b : billings)
        t.lines.push_back(emptyLine(catalog, b, t.months));
    for (std::size_t pi = 0; pi < scenario.phases.size(); ++pi) {
        const ProjectPhase &phase = scenario.phases[pi];
        // The type this phase runs on: the best-ranked type with a price in its first month (the recommended
        // one unless that is "price on request").
        const Evaluation &first = evaluated(phaseScenario(scenario, phase, phase.startMonth), options, t.evaluations);
        const Configuration *priced = bestPriced(first);
        const QString type = priced ? priced->layout.instanceType : QString();
        TimelinePhase choice;
        choice.instanceType = type;
        choice.instances = priced ? priced->layout.instances : 0;
        if (first.chosen() && first.chosen() != priced)
            choice.unpricedRecommendation = first.chosen()->layout.instanceType;
        t.phases.push_back(choice);
        PhaseUsage usage;
        usage.hourly.resize(t.lines.size());
        for (int month = phase.startMonth; month <= phase.endMonth(); ++month) {
            Scenario s = phaseScenario(scenario, phase, month);
            s.constraints.billing = billings;
            const Evaluation &e = evaluated(s, options, t.evaluations);
            PhaseMonth pm;
            pm.phase = int(pi);
            pm.month = month;
            pm.kind = phase.kind;
            const Configuration *c = type.isEmpty() ? nullptr : findType(e, type);
            if (!c && bestPriced(e)) {
                c = bestPriced(e);
                pm.typeChanged = true;
            }
            pm.runs = runsIn(phase, month);
            if (phase.kind == ProjectPhase::Kind::Serving) {
                pm.concurrency = s.inference.concurrency;
                pm.requestsPerSecond = s.inference.requestsPerSecond;
            }
            usage.unknownMonth = usage.unknownMonth || !c;
            if (c) {
                pm.instanceType = c->layout.instanceType;
                pm.instances = c->layout.instances;
                pm.hours = phase.kind == ProjectPhase::Kind::Serving ? hoursPerMonth : c->speed.hours * pm.runs;
            }
            usage.hours.push_back(pm.hours);
            for (std::size_t li = 0; li < t.lines.size(); ++li) {
                const BillingCost *cost = c ? c->cost(t.lines[li].billing) : nullptr;
                // A month nothing priced can run costs unknown, not zero.
                if (!c || (pm.hours > 0 && (!cost || !cost->available())))
                    t.lines[li].available = false;
                usage.hourly[li].push_back(cost && cost->available() ? cost->hourly : 0.0);
            }
            t.usage.push_back(pm);
        }
        addPhaseCharges(t, phase, usage);
    }
    addTotals(t);
    return t;
}

QStringList TimelineText::assumptions()
{
    return {tr("A month is 730 hours (365 × 24 ÷ 12)."),
            tr("Each phase keeps the instance type recommended for its first month (or, when that has no price, "
               "the best-ranked one that has) and adds instances as its load grows; a month whose load that type "
               "cannot serve takes that month's best priced type."),
            tr("Serving runs around the clock; its users and request rate grow by the phase's monthly rate."),
            tr("Training runs the scenario's job; runs per quarter are done in the first month of each quarter."),
            tr("Pay-as-you-go and spot charge the hours run."),
            tr("Subscriptions and savings plans are paid in advance for whole terms (1 month, 1 year) from the "
               "phase's first month; a month with any use pays whole months of the instances (hours ÷ 730 "
               "rounded up), and instances added within a term are paid to that term's end."),
            tr("Instance cost only, after the customer discount; storage and traffic are not included.")};
}

QString TimelineText::phaseName(const ProjectPhase &phase)
{
    const QString months = phase.months == 1 ? tr("month %1").arg(phase.startMonth)
                                             : tr("months %1–%2").arg(phase.startMonth).arg(phase.endMonth());
    if (phase.kind == ProjectPhase::Kind::Serving)
        return tr("Serving, %1, load growing %2 % a month")
            .arg(months, QLocale().toString(phase.monthlyGrowthPercent, 'g', 4));
    return (phase.per == ProjectPhase::Period::Month ? tr("Training, %1, %n run(s) a month", nullptr, phase.runs)
                                                     : tr("Training, %1, %n run(s) a quarter", nullptr, phase.runs))
        .arg(months);
}

QStringList TimelineText::choiceNotes(const Timeline &timeline)
{
    QStringList notes;
    const bool anyPriced = std::any_of(timeline.phases.begin(), timeline.phases.end(),
                                       [](const TimelinePhase &p) { return !p.instanceType.isEmpty(); });
    if (!anyPriced && !timeline.phases.empty()) {
        notes << tr("No configuration that fits has a price under any billing model, so the project cannot be "
                    "costed month by month. Import prices (a price file, or Alibaba Cloud's own quotes) to see it.");
        return notes;
    }
    for (std::size_t i = 0; i < timeline.phases.size(); ++i) {
        const TimelinePhase &p = timeline.phases[i];
        if (p.instanceType.isEmpty())
            notes << tr("Phase %1: no configuration that fits it has a price, so the project cannot be costed.")
                         .arg(i + 1);
        else if (!p.unpricedRecommendation.isEmpty())
            notes << tr("Phase %1 is costed on %2 × %3, the best-ranked type with a price: the recommended %4 has "
                        "no price to add up.")
                         .arg(i + 1)
                         .arg(p.instances)
                         .arg(p.instanceType, p.unpricedRecommendation);
    }
    // A phase whose load outgrows every priced configuration: from that month its cost is unknown.
    std::set<int> told;
    for (const PhaseMonth &m : timeline.usage) {
        if (m.instanceType.isEmpty() && std::size_t(m.phase) < timeline.phases.size()
            && !timeline.phases[std::size_t(m.phase)].instanceType.isEmpty() && told.insert(m.phase).second)
            notes << tr("From month %1, nothing priced that fits serves phase %2's load, so the project cannot be "
                        "costed from there; lower the growth, allow more instances, or shorten the phase.")
                         .arg(m.month)
                         .arg(m.phase + 1);
    }
    return notes;
}

} // namespace Advisor
