// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/confidence.h"

#include "models/domain/catalog.h"
#include "models/pricing/priceage.h"
#include "models/pricing/pricebook.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"
#include "models/sizing/workloads/workloadkind.h"

#include <algorithm>
#include <utility>

namespace Advisor {

const char *toString(Evidence e)
{
    switch (e) {
    case Evidence::Formula:
        return "formula";
    case Evidence::Calibrated:
        return "calibrated";
    case Evidence::Analytical:
        break;
    }
    return "analytical";
}

BandFactors timeFactors(Evidence e, double spreadLow, double spreadHigh)
{
    const double w = bandWidth(e);
    if (spreadLow == 1 && spreadHigh == 1)
        return {1 - w, 1 + w};
    return combineBands({{1 - w, 1 + w}, {spreadLow, spreadHigh}});
}

Band timeBand(double value, const BandFactors &f)
{
    return value > 0 ? Band{value * f.low, value * f.high} : Band{};
}

Band speedBand(double value, const BandFactors &f)
{
    return value > 0 && f.low > 0 ? Band{value / f.high, value / f.low} : Band{};
}

BandFactors priceFactors(const BillingCost &cost)
{
    return {cost.hourly > 0 && cost.hourlyLow > 0 ? cost.hourlyLow / cost.hourly : 1.0,
            cost.hourly > 0 && cost.hourlyHigh > 0 ? cost.hourlyHigh / cost.hourly : 1.0};
}

BandFactors jobCostFactors(const BillingCost &cost, double hours, double minimumHours, double &billedHours)
{
    billedHours = std::max(hours, minimumHours);
    const Band time = timeBand(hours, trainingTimeEvidence);
    if (billedHours <= 0 || !time.valid())
        return {};
    // The time's band and the price's are independent: they combine as the price-band assumption says,
    // rather than both at their worst at once. A commitment is paid for its term however fast the job runs.
    // Above the term the time's factors are the estimate's own, exactly: rows then share them, and so the
    // combined band too (combineBands keeps its last few answers).
    const BandFactors paid = minimumHours <= time.low
        ? timeFactors(trainingTimeEvidence)
        : BandFactors{std::max(time.low, minimumHours) / billedHours, std::max(time.high, minimumHours) / billedHours};
    return combineBands({priceFactors(cost), paid});
}

void applyConfidence(const Scenario &s, const WorkloadProfile &p, const Catalog &catalog, Configuration &c)
{
    const bool training = s.isTraining();
    if (training)
        c.speed.evidence = trainingTimeEvidence;
    const BandFactors time = timeFactors(c.speed.evidence, c.speed.engineSpreadLow, c.speed.engineSpreadHigh);
    c.speed.tokensPerSecondBand = speedBand(c.speed.tokensPerSecond, time);
    c.speed.samplesPerSecondBand = speedBand(c.speed.samplesPerSecond, time);
    const BillingCost *cost = c.pricing.priced ? c.cost(c.pricing.primaryBilling) : nullptr;
    if (training && c.speed.hours > 0) {
        c.speed.hoursBand = timeBand(c.speed.hours, c.speed.evidence);
        if (cost) {
            // A commitment is paid for its term however fast the job runs.
            const BillingModel *model = catalog.billingModel(c.pricing.primaryBilling);
            const double minimum = model && model->minimumHours ? *model->minimumHours : 0.0;
            double billed = 0;
            const BandFactors band = jobCostFactors(*cost, c.speed.hours, minimum, billed);
            c.pricing.jobCostBand = {cost->hourly * billed * band.low, cost->hourly * billed * band.high};
        }
        return;
    }
    if (cost) {
        // Serving is billed by the month for the instances counted: only the price itself moves.
        const BandFactors price = priceFactors(*cost);
        c.pricing.jobCostBand = {cost->total * price.low, cost->total * price.high};
    }
    if (!training && s.task != Task::Graphics) {
        ServingEconomics economics =
            servingEconomics(c, s.inference, p.generative(), c.speed.evidence, catalog.managedTokenPrice(s.model),
                             p.kind == WorkloadKind::Video);
        economics.kind = p.kind;
        economics.images = servesImages(p.kind, s.task);
        if (p.kind == WorkloadKind::Speech)
            setAudioFigures(c, s.inference, catalog.speech.windowSeconds.value,
                            speechTokensPerWindow(s.inference, catalog.speech.tokensPerWindow.value), economics);
        c.pricing.economics = std::move(economics);
    }
}

} // namespace Advisor
