// SPDX-License-Identifier: Apache-2.0
#include "models/report/recommendationjson.h"

#include "models/itemmodels/displaytext.h"
#include "models/text/findingtext.h"

#include <limits>

#include <QCoreApplication>
#include <QLocale>

namespace Advisor {

using nlohmann::json;

namespace {
std::string str(const QString &s)
{
    return s.toStdString();
}

json strings(const QStringList &list)
{
    json a = json::array();
    for (const QString &s : list)
        a.push_back(str(s));
    return a;
}

double gib(double bytes)
{
    return bytes / bytesPerGiB;
}

/** A figure that does not apply (or has no price) is null, not zero. */
json orNull(double v)
{
    return v > 0 ? json(v) : json(nullptr);
}

void putBand(json &o, const char *name, const Band &b)
{
    o[std::string(name) + "Low"] = b.valid() ? json(b.low) : json(nullptr);
    o[std::string(name) + "High"] = b.valid() ? json(b.high) : json(nullptr);
}

/** The serving figures in users' terms, and the build-or-buy comparison when the catalog has a price. */
void putEconomics(json &o, const ServingEconomics &e)
{
    o["usersServed"] = e.applies && e.generative ? json(e.usersServed) : json(nullptr);
    o["totalTokensPerSecond"] = orNull(e.capacityTokensPerSecond);
    putBand(o, "totalTokensPerSecond", e.capacityTokensPerSecondBand);
    putBand(o, "perUserTokensPerSecond", e.perUserTokensPerSecondBand);
    o["loadTokensPerSecond"] = orNull(e.loadTokensPerSecond);
    o["ttftTargetMs"] = e.applies && e.generative ? json(e.ttftTargetMs) : json(nullptr);
    o["tpotTargetMs"] = e.applies && e.generative ? json(e.tpotTargetMs) : json(nullptr);
    o["tpotTargetAssumed"] = e.tpotTargetAssumed;
    o["costPerMillionOutputTokens"] = orNull(e.costPerMillionOutputTokens);
    putBand(o, "costPerMillionOutputTokens", e.costPerMillionOutputTokensBand);
    o["costPerMillionOutputTokensFullLoad"] = orNull(e.costPerMillionOutputTokensFullLoad);
    putBand(o, "costPerMillionOutputTokensFullLoad", e.costPerMillionOutputTokensFullLoadBand);
    o["costPerMillionTotalTokens"] = orNull(e.costPerMillionTotalTokens);
    o["costPerMillionTotalTokensFullLoad"] = orNull(e.costPerMillionTotalTokensFullLoad);
    putBand(o, "costPerMillionTotalTokensFullLoad", e.costPerMillionTotalTokensFullLoadBand);
    o["costPerUserMonth"] = orNull(e.costPerUserMonth);
    o["costPerUserMonthFullLoad"] = orNull(e.costPerUserMonthFullLoad);
    putBand(o, "costPerUserMonthFullLoad", e.costPerUserMonthFullLoadBand);
    o["requestsPerSecond"] = orNull(e.capacityRequestsPerSecond);
    putBand(o, "requestsPerSecond", e.capacityRequestsPerSecondBand);
    o["costPerMillionRequests"] = orNull(e.costPerMillionRequests);
    o["costPerMillionRequestsFullLoad"] = orNull(e.costPerMillionRequestsFullLoad);
    putBand(o, "costPerMillionRequestsFullLoad", e.costPerMillionRequestsFullLoadBand);
    if (e.managedPriceAvailable)
        o["buildOrBuy"] = {{"serviceModel", str(e.managedServiceModel)},
                           {"priceDate", str(e.managedPriceDate)},
                           {"priceSource", str(e.managedPriceSource)},
                           {"inputPerMillion", e.managedInputPerMillion},
                           {"outputPerMillion", e.managedOutputPerMillion},
                           {"managedMonthlyAtLoad", e.managedMonthlyAtLoad},
                           {"breakEvenTokensPerSecond", orNull(e.breakEvenTokensPerSecond)},
                           {"breakEvenWithinCapacity", e.breakEvenWithinCapacity}};
    else
        o["buildOrBuy"] = nullptr;
}

/**
 * A speech row's figures in the audio it transcribes (ServingEconomics::audio), the same the table and the
 * report show: the capacity in audio hours per hour, one window's time, the cost per audio hour and per
 * 1,000 at the scenario's load and at full load. Money is in the catalog currency, on the primary billing.
 */
json audioToJson(const ServingEconomics &e, const QString &currency)
{
    json a{{"windowSeconds", e.audioWindowSeconds},
           {"tokensPerWindow", e.tokensPerAudioWindow},
           {"audioHoursPerHour", orNull(e.capacityAudioHoursPerHour)},
           {"loadAudioHoursPerHour", orNull(e.loadAudioHoursPerHour)},
           {"secondsPerWindow", orNull(e.secondsPerWindow)},
           {"costPerAudioHour", orNull(e.costPerAudioHour)},
           {"costPer1000AudioHours", orNull(e.costPerAudioHour * 1000)},
           {"costPerAudioHourFullLoad", orNull(e.costPerAudioHourFullLoad)},
           {"costPer1000AudioHoursFullLoad", orNull(e.costPerAudioHourFullLoad * 1000)},
           {"currency", str(currency)}};
    putBand(a, "audioHoursPerHour", e.capacityAudioHoursPerHourBand);
    putBand(a, "secondsPerWindow", e.secondsPerWindowBand);
    putBand(a, "costPerAudioHour", e.costPerAudioHourBand);
    putBand(a, "costPerAudioHourFullLoad", e.costPerAudioHourFullLoadBand);
    return a;
}

} // namespace

json estimateToJson(const WorkloadProfile &p, const Catalog *catalog)
{
    const MemoryBreakdown &m = p.singleReplica;
    json assumptions = json::array();
    for (const AssumptionLine &a : FindingText::assumptions(p.assumptions, catalog))
        assumptions.push_back(
            {{"id", str(a.id)}, {"label", str(a.label)}, {"value", str(a.value)}, {"source", str(a.source)}});
    return json{{"model", str(FindingText::modelName(p))},
                {"parameters", p.parameters},
                {"activeParameters", p.activeParameters},
                {"memoryGiB",
                 {{"weights", gib(m.weights)},
                  {"gradients", gib(m.gradients)},
                  {"optimizer", gib(m.optimizer)},
                  {"activations", gib(m.activations)},
                  {"kvCache", gib(m.kvCache)},
                  {"overhead", gib(m.overhead)},
                  {"total", gib(m.total())}}},
                {"trainingTokens", p.trainingTokens},
                {"trainingFlops", p.trainingFlops},
                {"kvBytesPerToken", p.kvBytesPerToken},
                {"assumptions", assumptions}};
}

json configurationToJson(const Configuration &c, const QString &currency, const Catalog *catalog)
{
    json cost = json::object();
    for (const BillingCost &b : c.pricing.costs) {
        if (!b.available()) {
            cost[str(b.billing)] = nullptr;
            continue;
        }
        cost[str(b.billing)] = {{"hourly", b.hourly},
                                {"hourlyLow", b.hourlyLow},
                                {"hourlyHigh", b.hourlyHigh},
                                {"monthly", b.monthly},
                                {"total", b.total},
                                {"origin", str(toString(b.price->origin))},
                                {"priceDate", str(b.price->date)},
                                {"priceRegion", str(b.price->region)},
                                {"priceSource", str(b.price->source)},
                                {"verified", b.price->verified},
                                {"basis", str(PriceText::basis(*b.price, catalog))}};
    }
    const MemoryBreakdown &m = c.memory.perGpu;
    json o{{"rank", c.ranking.rank},
           {"instanceType", str(c.layout.instanceType)},
           {"family", str(c.layout.family)},
           {"gpu", str(Catalog::gpuDisplayName(catalog, c.layout.gpu))},
           {"gpuId", str(c.layout.gpu)},
           {"gpusPerInstance", c.layout.gpusPerInstance},
           {"instances", c.layout.instances},
           {"totalGpus", c.layout.totalGpus},
           {"tensorParallel", c.layout.tensorParallel},
           {"pipelineParallel", c.layout.pipelineParallel},
           {"dataParallel", c.layout.dataParallel},
           {"fit", str(toString(c.memory.fit))},
           {"firstTokenLate", DisplayText::firstTokenLate(c)},
           {"perGpuMemoryGiB", c.memory.perGpuMemoryGiB},
           {"gpuMemoryGiB", c.memory.gpuMemoryGiB},
           {"usableGpuMemoryGiB", c.memory.usableGpuMemoryGiB},
           {"headroomPercent", c.memory.headroomPercent},
           {"memoryBreakdownGiB",
            {{"weights", gib(m.weights)},
             {"gradients", gib(m.gradients)},
             {"optimizer", gib(m.optimizer)},
             {"activations", gib(m.activations)},
             {"kvCache", gib(m.kvCache)},
             {"overhead", gib(m.overhead)}}},
           {"hours", c.speed.hours},
           {"scalingEfficiency", c.speed.scalingEfficiency},
           {"tokensPerSecond", c.speed.tokensPerSecond},
           {"promptTokensPerSecond", c.speed.promptTokensPerSecond},
           {"samplesPerSecond", c.speed.samplesPerSecond},
           {"ttftMs", c.speed.ttftMs},
           {"tpotMs", c.speed.tpotMs},
           {"maxConcurrencyPerReplica", c.speed.maxConcurrencyPerReplica},
           {"runningSequencesPerReplica", c.speed.runningSequencesPerReplica},
           {"maxContextTokens", c.speed.maxContextTokens},
           {"perUserTokensPerSecond", c.speed.perUserTokensPerSecond},
           {"primaryBilling", str(c.pricing.primaryBilling)},
           {"jobCost", c.pricing.priced ? json(c.pricing.jobCost) : json(nullptr)},
           {"costPerGpuHour", c.pricing.priced ? json(c.pricing.costPerGpuHour) : json(nullptr)},
           {"cost", cost},
           {"currency", str(currency)},
           {"withinBudget", c.pricing.withinBudget},
           {"meetsDeadline", c.speed.meetsDeadline},
           {"meetsLatency", c.speed.meetsLatency},
           {"reasons", strings(FindingText::texts(c.ranking.reasons, catalog))},
           {"problems", strings(FindingText::texts(c.problems, catalog))}};
    o["speedEvidence"] = toString(c.speed.evidence);
    putBand(o, "hours", c.speed.hoursBand);
    putBand(o, "tokensPerSecond", c.speed.tokensPerSecondBand);
    putBand(o, "samplesPerSecond", c.speed.samplesPerSecondBand);
    putBand(o, "jobCost", c.pricing.jobCostBand);
    // Kept for readers of earlier output: the checks above are now made at these ends, so they agree.
    o["meetsDeadlineAtSlowEnd"] = c.speed.meetsDeadline;
    o["withinBudgetAtHighEnd"] = c.pricing.withinBudget;
    putEconomics(o, *c.pricing.economics);
    // Only a speech row has it: the other rows' output stays as it was.
    if (c.pricing.economics->audio)
        o["audio"] = audioToJson(*c.pricing.economics, currency);
    return o;
}

json recommendationToJson(const Recommendation &r, int top, const Catalog *catalog)
{
    json ranked = json::array();
    for (const Configuration &c : r.ranked) {
        if (top > 0 && int(ranked.size()) >= top)
            break;
        ranked.push_back(configurationToJson(c, r.currency, catalog));
    }
    json rejected = json::array();
    for (const Configuration &c : r.rejected)
        rejected.push_back({{"instanceType", str(c.layout.instanceType)},
                            {"problems", strings(FindingText::texts(c.problems, catalog))}});
    return json{{"catalog",
                 {{"name", str(r.catalogName)},
                  {"version", str(r.catalogVersion)},
                  {"priceDate", str(r.priceDate)},
                  {"currency", str(r.currency)},
                  {"region", str(r.region)}}},
                {"estimate", estimateToJson(r.profile, catalog)},
                {"recommendations", ranked},
                {"rejected", rejected},
                {"nothingFitsAdvice", strings(FindingText::texts(r.nothingFitsAdvice, catalog))}};
}

json regionComparisonToJson(const RegionComparison &comparison, const Catalog *catalog)
{
    json regions = json::array();
    for (const RegionalCost &cost : comparison.regions) {
        const Region *region = catalog ? catalog->region(cost.region) : nullptr;
        regions.push_back({{"region", str(cost.region)},
                           {"regionName", region ? str(region->name.text()) : str(cost.region)},
                           {"billing", str(comparison.billing)},
                           {"monthly", cost.monthly},
                           {"hourlyPerInstance", cost.price.hourly},
                           {"origin", str(toString(cost.price.origin))},
                           {"priceDate", str(cost.price.date)},
                           {"tier", str(cost.price.tier)},
                           {"priceSource", str(cost.price.source)},
                           {"rankingRegion", cost.scenarioRegion}});
    }
    return regions;
}

void addRegionComparisons(json &doc, const std::vector<RegionComparison> &comparisons, const Catalog *catalog)
{
    const auto list = doc.find("recommendations");
    if (list == doc.end() || !list->is_array())
        return;
    for (json &entry : *list) {
        const QString type = QString::fromStdString(entry.value("instanceType", std::string()));
        for (const RegionComparison &comparison : comparisons) {
            if (comparison.instanceType == type) {
                entry["cheapestRegions"] = regionComparisonToJson(comparison, catalog);
                break;
            }
        }
    }
}

} // namespace Advisor
