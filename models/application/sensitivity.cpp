// SPDX-License-Identifier: Apache-2.0
#include "models/application/sensitivity.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace Advisor {

namespace {
WhatIfOutcome outcomeOf(const Configuration &c, bool training, bool fits = true)
{
    WhatIfOutcome o;
    o.instanceType = c.layout.instanceType;
    o.instances = c.layout.instances;
    o.billing = c.pricing.primaryBilling;
    o.cost = c.pricing.jobCost;
    o.hours = training ? c.speed.hours : 0;
    o.tpotMs = training ? 0 : c.speed.tpotMs;
    o.fits = fits;
    o.priced = c.pricing.priced;
    return o;
}

std::optional<WhatIfOutcome> held(const Evaluation &e, const QString &type)
{
    for (const auto *list : {&e.recommendation.ranked, &e.recommendation.rejected}) {
        for (const Configuration &c : *list) {
            if (c.layout.instanceType == type && c.pricing.priced)
                return outcomeOf(c, e.scenario.isTraining(), list == &e.recommendation.ranked);
        }
    }
    return std::nullopt;
}

// Precisions a model is usually stored in, from more bytes to fewer: the neighbours of a choice.
const std::vector<Precision> precisionLadder{Precision::Fp32, Precision::Bf16, Precision::Fp8, Precision::Int8,
                                             Precision::Int4};

std::pair<std::optional<Precision>, std::optional<Precision>> precisionNeighbours(Precision p)
{
    if (p == Precision::Tf32)
        p = Precision::Fp32;
    if (p == Precision::Fp16)
        p = Precision::Bf16;
    const auto it = std::find(precisionLadder.begin(), precisionLadder.end(), p);
    const auto i = std::size_t(it - precisionLadder.begin());
    std::optional<Precision> lower, higher;
    if (i > 0 && i < precisionLadder.size())
        higher = precisionLadder[i - 1]; // more bytes: the "up" side costs more
    if (i + 1 < precisionLadder.size())
        lower = precisionLadder[i + 1];
    return {lower, higher};
}

QString number(double v)
{
    return QString::number(v, 'g', 6);
}

using Driver = SensitivityRow::Driver;

/** Evaluates the scenario with one driver moved down and up, adding a row per driver to the result. */
struct DriverSweep
{
    const Evaluator &evaluator;
    const EvaluationOptions &options;
    const Scenario &fitted; // billing and region as evaluated
    const QString type;     // the recommended type, held fixed
    Sensitivity &result;

    void add(Driver driver, const QString &low, const QString &high,
             const std::function<void(Scenario &, bool up)> &change)
    {
        SensitivityRow row;
        row.driver = driver;
        row.lowSetting = low;
        row.highSetting = high;
        row.baseCost = result.base.cost;
        for (const bool up : {false, true}) {
            if ((up ? high : low).isEmpty())
                continue;
            Scenario v = fitted;
            change(v, up);
            const Evaluation e = evaluator.evaluate(v, options);
            ++result.evaluations;
            auto &best = up ? row.highBest : row.lowBest;
            auto &kept = up ? row.highHeld : row.lowHeld;
            if (e.chosen())
                best = outcomeOf(*e.chosen(), result.training);
            kept = held(e, type);
        }
        result.rows.push_back(row);
    }
};

std::pair<double, double> halfAndMore(double v)
{
    return std::pair{v * 0.5, v * 1.5};
}

/** Training: sequence length (tokenLength: when the length is a token count), training data and MFU. */
void sweepTrainingDrivers(DriverSweep &sweep, const Evaluation &base, const Configuration &chosen, bool tokenLength)
{
    const int seq = sweep.fitted.training.sequenceLength;
    if (tokenLength)
        sweep.add(
            Driver::ContextLength, QString::number(std::max(1, seq / 2)), QString::number(seq + seq / 2),
            [seq](Scenario &v, bool up) { v.training.sequenceLength = up ? seq + seq / 2 : std::max(1, seq / 2); });
    const bool tokens = sweep.fitted.training.tokens.has_value();
    const double amount = tokens ? *sweep.fitted.training.tokens : sweep.fitted.training.samples.value_or(0);
    if (amount > 0) {
        // Plain copies, not a structured binding: clang 14 (the fuzz build) cannot capture bindings.
        const double lo = halfAndMore(amount).first;
        const double hi = halfAndMore(amount).second;
        sweep.add(Driver::Tokens, number(lo), number(hi), [tokens, lo, hi](Scenario &v, bool up) {
            (tokens ? v.training.tokens : v.training.samples) = up ? hi : lo;
        });
    }
    // Around the utilisation the plan was estimated at: a published run's for its model size where one
    // applies, the stage's figure otherwise (trainingtime.cpp chooses the same way).
    const GpuSpec *gpu = sweep.evaluator.catalog().gpu(chosen.layout.gpu);
    const std::optional<PublishedUtilisation> published = gpu && !sweep.fitted.assumptions.mfu
        ? publishedTrainingUtilisation(sweep.fitted, base.recommendation.profile, sweep.evaluator.catalog(), *gpu)
        : std::nullopt;
    const double mfu = published ? published->utilisation : base.parameters.mfuTraining;
    sweep.add(Driver::Utilisation, number(mfu * 0.5), number(std::min(1.0, mfu * 1.5)),
              [mfu](Scenario &v, bool up) { v.assumptions.mfu = up ? std::min(1.0, mfu * 1.5) : mfu * 0.5; });
}

/** Serving: context length (tokenLength: when the length is a token count), users, request rate and MBU. */
void sweepServingDrivers(DriverSweep &sweep, const Configuration &chosen, bool tokenLength)
{
    const int ctx = sweep.fitted.inference.contextLength;
    if (tokenLength)
        sweep.add(
            Driver::ContextLength, QString::number(std::max(1, ctx / 2)), QString::number(ctx + ctx / 2),
            [ctx](Scenario &v, bool up) { v.inference.contextLength = up ? ctx + ctx / 2 : std::max(1, ctx / 2); });
    const int users = sweep.fitted.inference.concurrency;
    const int fewer = std::max(1, int(std::lround(users * 0.5)));
    const int more = std::max(users + 1, int(std::lround(users * 1.5)));
    sweep.add(Driver::Users, QString::number(fewer), QString::number(more),
              [fewer, more](Scenario &v, bool up) { v.inference.concurrency = up ? more : fewer; });
    const double rps = sweep.fitted.inference.requestsPerSecond;
    if (rps > 0) {
        const double lo = halfAndMore(rps).first;
        const double hi = halfAndMore(rps).second;
        sweep.add(Driver::RequestRate, number(lo), number(hi),
                  [lo, hi](Scenario &v, bool up) { v.inference.requestsPerSecond = up ? hi : lo; });
    }
    double mbu = 0;
    if (sweep.fitted.assumptions.mbu) {
        mbu = *sweep.fitted.assumptions.mbu;
    } else if (const GpuSpec *gpu = sweep.evaluator.catalog().gpu(chosen.layout.gpu)) {
        mbu = gpu->decodeEfficiency ? gpu->decodeEfficiency->value
                                    : sweep.evaluator.catalog().serving.defaultDecodeEfficiency.value;
    }
    if (mbu > 0)
        sweep.add(Driver::Utilisation, number(mbu * 0.5), number(std::min(1.0, mbu * 1.5)),
                  [mbu](Scenario &v, bool up) { v.assumptions.mbu = up ? std::min(1.0, mbu * 1.5) : mbu * 0.5; });
}

/** The billing models either side of the plan's, empty where there is none. */
struct BillingNeighbours
{
    QString before;
    QString after;
};

BillingNeighbours billingNeighbours(const Configuration &chosen, const Catalog &catalog, const Scenario &fitted)
{
    // Billing: the neighbours of the plan's billing among those the catalog prices for this job.
    QStringList priced;
    for (const BillingCost &c : chosen.pricing.costs) {
        if (c.available())
            priced << c.billing;
    }
    for (const BillingModel &b : catalog.billingModels) {
        // A model without a ratio (3-year subscription) prices nothing; one that can be reclaimed (spot) only
        // interruptible work.
        if (!priced.contains(b.id) && b.ratio && (!b.interruptible || fitted.constraints.interruptible))
            priced << b.id;
    }
    // In the catalog's order, so that a model the catalog adds has neighbours too.
    QStringList ordered;
    for (const BillingModel &b : catalog.billingModels) {
        if (priced.contains(b.id))
            ordered << b.id;
    }
    const qsizetype at = ordered.indexOf(chosen.pricing.primaryBilling);
    const QString before = at > 0 ? ordered.at(at - 1) : QString();
    const QString after = at >= 0 && at + 1 < ordered.size() ? ordered.at(at + 1) : QString();
    return {before, after};
}
} // namespace

double SensitivityRow::costSwing() const
{
    return std::abs((highHeld ? highHeld->cost : baseCost) - (lowHeld ? lowHeld->cost : baseCost));
}

Sensitivity computeSensitivity(const Evaluator &evaluator, const Scenario &scenario, const EvaluationOptions &options)
{
    Sensitivity result;
    Scenario s = scenario;
    s.phases.clear();
    const Evaluation base = evaluator.evaluate(s, options);
    ++result.evaluations;
    result.training = base.scenario.isTraining();
    result.currency = evaluator.catalog().currency;
    result.fitting = int(base.recommendation.ranked.size());
    const Configuration *chosen = base.chosen();
    if (chosen && !chosen->pricing.priced) {
        // A cost cannot move without a price: the best-ranked row that has one, as the timeline costs.
        result.recommendedUnpriced = chosen->layout.instanceType;
        const auto &ranked = base.recommendation.ranked;
        const auto priced =
            std::find_if(ranked.begin(), ranked.end(), [](const Configuration &c) { return c.pricing.priced; });
        chosen = priced == ranked.end() ? nullptr : &*priced;
    }
    if (!chosen)
        return result;
    result.base = outcomeOf(*chosen, result.training);
    const Scenario &fitted = base.scenario; // billing and region as evaluated

    DriverSweep sweep{evaluator, options, fitted, chosen->layout.instanceType, result};
    // A vision transformer's length is its image's patches: the image size moves it, not a token count.
    const bool tokenLength = base.recommendation.profile.patchTokens == 0;
    if (result.training)
        sweepTrainingDrivers(sweep, base, *chosen, tokenLength);
    else
        sweepServingDrivers(sweep, *chosen, tokenLength);
    const auto [fewerBytes, moreBytes] = precisionNeighbours(fitted.precision);
    sweep.add(Driver::Precision, fewerBytes ? toString(*fewerBytes) : QString(),
              moreBytes ? toString(*moreBytes) : QString(),
              [lo = fewerBytes, hi = moreBytes](Scenario &v, bool up) { v.precision = *(up ? hi : lo); });
    const double discount = fitted.constraints.customerDiscountPercent;
    // Low and high are the driver's settings, not the cost: the larger discount is "high" and costs less.
    const double lessDiscount = discount * 0.5;
    const double moreDiscount = std::min(Constraints::maxDiscountPercent, discount * 1.5);
    sweep.add(Driver::Discount, number(lessDiscount), number(moreDiscount),
              [lessDiscount, moreDiscount](Scenario &v, bool up) {
                  v.constraints.customerDiscountPercent = up ? moreDiscount : lessDiscount;
              });
    // A struct, not a structured binding: clang 14 (the fuzz build) cannot capture bindings.
    const BillingNeighbours billing = billingNeighbours(*chosen, evaluator.catalog(), fitted);
    sweep.add(Driver::Billing, billing.before, billing.after, [billing](Scenario &v, bool up) {
        v.constraints.billing = QStringList{up ? billing.after : billing.before};
    });

    std::stable_sort(result.rows.begin(), result.rows.end(),
                     [](const SensitivityRow &a, const SensitivityRow &b) { return a.costSwing() > b.costSwing(); });
    return result;
}

QString SensitivityText::driverId(SensitivityRow::Driver driver)
{
    switch (driver) {
    case SensitivityRow::Driver::ContextLength:
        return QStringLiteral("contextLength");
    case SensitivityRow::Driver::Users:
        return QStringLiteral("users");
    case SensitivityRow::Driver::RequestRate:
        return QStringLiteral("requestRate");
    case SensitivityRow::Driver::Tokens:
        return QStringLiteral("tokens");
    case SensitivityRow::Driver::Precision:
        return QStringLiteral("precision");
    case SensitivityRow::Driver::Utilisation:
        return QStringLiteral("utilisation");
    case SensitivityRow::Driver::Discount:
        return QStringLiteral("discount");
    case SensitivityRow::Driver::Billing:
        return QStringLiteral("billing");
    }
    return {};
}

QString SensitivityText::driverName(SensitivityRow::Driver driver, bool training)
{
    switch (driver) {
    case SensitivityRow::Driver::ContextLength:
        return training ? tr("Sequence length") : tr("Context length");
    case SensitivityRow::Driver::Users:
        return tr("Concurrent users");
    case SensitivityRow::Driver::RequestRate:
        return tr("Requests per second");
    case SensitivityRow::Driver::Tokens:
        return tr("Training data");
    case SensitivityRow::Driver::Precision:
        return tr("Precision");
    case SensitivityRow::Driver::Utilisation:
        return training ? tr("Utilisation (MFU)") : tr("Utilisation (MBU)");
    case SensitivityRow::Driver::Discount:
        return tr("Customer discount");
    case SensitivityRow::Driver::Billing:
        return tr("Billing model");
    }
    return {};
}

} // namespace Advisor
