// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/servingeconomics.h"

#include "models/domain/catalog.h"
#include "models/pricing/priceage.h"
#include "models/pricing/pricebook.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"

#include <algorithm>

namespace Advisor {

namespace {
constexpr double secondsPerMonth = hoursPerMonth * 3600.0;

/** Money per million units delivered at `rate` units/s by instances costing `hourly`. */
double perMillion(double hourly, double rate)
{
    return hourly > 0 && rate > 0 ? hourly / (rate * 3600.0) * 1e6 : 0;
}

/** Independent of the price, the speed's uncertainty: combined with it as the price-band assumption says. */
BandFactors withSpeed(const BillingCost &cost, const BandFactors &time)
{
    return combineBands({priceFactors(cost), time});
}

/** A cost per unit at full load: the price's own band and the speed's, combined. */
Band fullLoadBand(const BillingCost &cost, double rate, const BandFactors &time)
{
    const double point = perMillion(cost.hourly, rate);
    const BandFactors f = withSpeed(cost, time);
    return point > 0 ? Band{point * f.low, point * f.high} : Band{};
}

/** A cost per unit at a given load: only the price moves (spot), the work asked for does not. */
Band loadBand(const BillingCost &cost, double rate)
{
    const double low = perMillion(cost.hourlyLow > 0 ? cost.hourlyLow : cost.hourly, rate);
    const double high = perMillion(cost.hourlyHigh > 0 ? cost.hourlyHigh : cost.hourly, rate);
    return high > 0 ? Band{low, high} : Band{};
}
/** A generated token's costs at the load and at full load, and a user's monthly cost. */
void setTokenCosts(const Configuration &c, const BillingCost &cost, ServingEconomics &e)
{
    const double totalShare = 1 + e.promptTokensPerOutputToken;
    e.costPerMillionOutputTokens = perMillion(cost.hourly, e.loadTokensPerSecond);
    e.costPerMillionOutputTokensBand = loadBand(cost, e.loadTokensPerSecond);
    e.costPerMillionOutputTokensFullLoad = perMillion(cost.hourly, c.speed.tokensPerSecond);
    e.costPerMillionOutputTokensFullLoadBand = fullLoadBand(cost, c.speed.tokensPerSecond, e.time);
    e.costPerMillionTotalTokens = perMillion(cost.hourly, e.loadTokensPerSecond * totalShare);
    e.costPerMillionTotalTokensFullLoad = perMillion(cost.hourly, c.speed.tokensPerSecond * totalShare);
    e.costPerMillionTotalTokensFullLoadBand = fullLoadBand(cost, c.speed.tokensPerSecond * totalShare, e.time);
    e.costPerUserMonth = cost.monthly / e.users;
    if (e.usersServed > 0) {
        e.costPerUserMonthFullLoad = cost.monthly / e.usersServed;
        // The price's own band and the speed's, combined, as every cost at full load.
        const BandFactors f = withSpeed(cost, e.time);
        e.costPerUserMonthFullLoadBand = {e.costPerUserMonthFullLoad * f.low, e.costPerUserMonthFullLoad * f.high};
    }
}

/** What buying the same tokens from a managed service costs, and the load at which running them breaks even. */
void setManagedComparison(const Configuration &c, const BillingCost *cost, const ManagedTokenPrice &managed,
                          ServingEconomics &e)
{
    e.managedPriceAvailable = true;
    e.managedServiceModel = managed.serviceModel;
    e.managedPriceDate = managed.date;
    e.managedPriceSource = managed.source;
    e.managedInputPerMillion = managed.inputPerMillion;
    e.managedOutputPerMillion = managed.outputPerMillion;
    // Buying: every generated token brings its share of prompt tokens.
    const double perOutputToken =
        (managed.outputPerMillion + e.promptTokensPerOutputToken * managed.inputPerMillion) / 1e6;
    e.managedMonthlyAtLoad = e.loadTokensPerSecond * perOutputToken * secondsPerMonth;
    if (cost && perOutputToken > 0) {
        e.breakEvenTokensPerSecond = cost->hourly / 3600.0 / perOutputToken;
        e.breakEvenWithinCapacity = e.breakEvenTokensPerSecond <= c.speed.tokensPerSecond;
    }
}
} // namespace

double ttftTargetMs(const InferenceInput &in)
{
    return in.ttftMsTarget.value_or(defaultTtftTargetMs);
}

ServingEconomics servingEconomics(const Configuration &c, const InferenceInput &in, bool generative, Evidence evidence,
                                  const ManagedTokenPrice *managed, bool clips)
{
    ServingEconomics e;
    e.evidence = evidence;
    e.time = timeFactors(evidence, c.speed.engineSpreadLow, c.speed.engineSpreadHigh);
    e.generative = generative;
    e.users = std::max(1, in.concurrency);
    if (in.latencyMsTarget) {
        e.tpotTargetMs = *in.latencyMsTarget;
        e.tpotTargetAssumed = false;
    }
    e.ttftTargetMs = ttftTargetMs(in);
    e.ttftTargetAssumed = !in.ttftMsTarget.has_value();
    const BillingCost *cost = c.pricing.priced ? c.cost(c.pricing.primaryBilling) : nullptr;
    if (cost)
        e.monthlyCost = cost->monthly;

    if (generative) {
        if (c.speed.tokensPerSecond <= 0 || c.speed.perUserTokensPerSecond <= 0)
            return e;
        e.applies = true;
        e.perUserTokensPerSecond = c.speed.perUserTokensPerSecond;
        e.perUserTokensPerSecondBand = speedBand(c.speed.perUserTokensPerSecond, e.time);
        e.capacityTokensPerSecond = c.speed.tokensPerSecond;
        e.capacityTokensPerSecondBand = speedBand(c.speed.tokensPerSecond, e.time);
        const double asked = in.requestsPerSecond > 0 ? in.requestsPerSecond * in.outputTokens
                                                      : e.users * c.speed.perUserTokensPerSecond;
        e.loadTokensPerSecond = std::min(asked, c.speed.tokensPerSecond);
        e.promptTokensPerOutputToken = double(in.contextLength) / std::max(1, in.outputTokens);
        // Users decoding at once within the per-token target on every replica, if a lone request's
        // prompt is read within the first-token target at all.
        e.ttftMissed = c.speed.ttftMs > e.ttftTargetMs;
        const int perReplica =
            std::min(c.speed.batchWithinTpotPerReplica, std::max(1, c.speed.maxConcurrencyPerReplica));
        e.usersServed = e.ttftMissed ? 0 : std::max(0, perReplica) * std::max(1, c.layout.dataParallel);
        if (cost)
            setTokenCosts(c, *cost, e);
        if (managed && managed->outputPerMillion > 0)
            setManagedComparison(c, cost, *managed, e);
        return e;
    }

    if (c.speed.samplesPerSecond <= 0)
        return e;
    e.applies = true;
    e.capacityRequestsPerSecond = c.speed.samplesPerSecond;
    e.capacityRequestsPerSecondBand = speedBand(c.speed.samplesPerSecond, e.time);
    e.loadRequestsPerSecond =
        std::min(in.requestsPerSecond > 0 ? in.requestsPerSecond : c.speed.samplesPerSecond, c.speed.samplesPerSecond);
    if (cost) {
        e.costPerMillionRequests = perMillion(cost->hourly, e.loadRequestsPerSecond);
        e.costPerMillionRequestsFullLoad = perMillion(cost->hourly, c.speed.samplesPerSecond);
        e.costPerMillionRequestsFullLoadBand = fullLoadBand(*cost, c.speed.samplesPerSecond, e.time);
    }
    if (clips && c.speed.ttftMs > 0) {
        e.clips = true;
        e.secondsPerClip = c.speed.ttftMs / 1000;
        e.secondsPerClipBand = timeBand(e.secondsPerClip, e.time);
        if (cost) {
            e.costPerClip = e.costPerMillionRequestsFullLoad / 1e6;
            e.costPerClipBand = {e.costPerMillionRequestsFullLoadBand.low / 1e6,
                                 e.costPerMillionRequestsFullLoadBand.high / 1e6};
        }
    }
    return e;
}

double speechTokensPerWindow(const InferenceInput &in, double catalogTokensPerWindow)
{
    return in.outputTokens > 0 ? double(in.outputTokens) : catalogTokensPerWindow;
}

double tokensPerAudioHour(double windowSeconds, double tokensPerWindow)
{
    return windowSeconds > 0 ? tokensPerWindow * 3600.0 / windowSeconds : 0;
}

void setAudioFigures(const Configuration &c, const InferenceInput &in, double windowSeconds, double tokensPerWindow,
                     ServingEconomics &e)
{
    const double perHour = tokensPerAudioHour(windowSeconds, tokensPerWindow);
    if (!e.applies || !e.generative || perHour <= 0)
        return;
    e.audio = true;
    e.audioWindowSeconds = windowSeconds;
    e.tokensPerAudioWindow = tokensPerWindow;
    const auto hours = [perHour](double tokensPerSecond) { return tokensPerSecond * 3600.0 / perHour; };
    const auto scaled = [](const Band &b, double k) { return b.valid() ? Band{b.low * k, b.high * k} : Band{}; };
    e.capacityAudioHoursPerHour = hours(e.capacityTokensPerSecond);
    e.capacityAudioHoursPerHourBand = scaled(e.capacityTokensPerSecondBand, 3600.0 / perHour);
    // The load is the windows asked for, each windowSeconds of audio, whatever output length the scenario states.
    e.loadAudioHoursPerHour = in.requestsPerSecond > 0
        ? std::min(in.requestsPerSecond * windowSeconds, e.capacityAudioHoursPerHour)
        : hours(e.loadTokensPerSecond);
    e.secondsPerWindow = (c.speed.ttftMs + tokensPerWindow * c.speed.tpotMs) / 1000.0;
    e.secondsPerWindowBand = timeBand(e.secondsPerWindow, e.time);
    const double perMillion = perHour / 1e6;
    // At the load: the month's cost over the audio it transcribes (the token cost times the tokens per audio hour).
    const double atLoad =
        e.loadAudioHoursPerHour > 0 ? e.loadTokensPerSecond * 3600.0 / 1e6 / e.loadAudioHoursPerHour : 0;
    e.costPerAudioHour = e.costPerMillionOutputTokens * atLoad;
    e.costPerAudioHourBand = scaled(e.costPerMillionOutputTokensBand, atLoad);
    e.costPerAudioHourFullLoad = e.costPerMillionOutputTokensFullLoad * perMillion;
    e.costPerAudioHourFullLoadBand = scaled(e.costPerMillionOutputTokensFullLoadBand, perMillion);
}

} // namespace Advisor
