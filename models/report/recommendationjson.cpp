// SPDX-License-Identifier: Apache-2.0
#include "models/report/recommendationjson.h"

#include "models/sizing/findingtext.h"

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
    for (const BillingCost &b : c.costs) {
        if (!b.available()) {
            cost[str(b.billing)] = nullptr;
            continue;
        }
        cost[str(b.billing)] = {{"hourly", b.hourly},
                                {"hourlyLow", b.hourlyLow},
                                {"hourlyHigh", b.hourlyHigh},
                                {"monthly", b.monthly},
                                {"total", b.total},
                                {"origin", str(toString(b.price.origin))},
                                {"priceDate", str(b.price.date)},
                                {"priceRegion", str(b.price.region)},
                                {"priceSource", str(b.price.source)},
                                {"verified", b.price.verified},
                                {"basis", str(PriceText::basis(b.price, catalog))}};
    }
    const MemoryBreakdown &m = c.perGpu;
    return json{{"rank", c.rank},
                {"instanceType", str(c.instanceType)},
                {"family", str(c.family)},
                {"gpu", str(c.gpuName)},
                {"gpuId", str(c.gpu)},
                {"gpusPerInstance", c.gpusPerInstance},
                {"instances", c.instances},
                {"totalGpus", c.totalGpus},
                {"tensorParallel", c.tensorParallel},
                {"pipelineParallel", c.pipelineParallel},
                {"dataParallel", c.dataParallel},
                {"fit", str(toString(c.fit))},
                {"perGpuMemoryGiB", c.perGpuMemoryGiB},
                {"gpuMemoryGiB", c.gpuMemoryGiB},
                {"usableGpuMemoryGiB", c.usableGpuMemoryGiB},
                {"headroomPercent", c.headroomPercent},
                {"memoryBreakdownGiB",
                 {{"weights", gib(m.weights)},
                  {"gradients", gib(m.gradients)},
                  {"optimizer", gib(m.optimizer)},
                  {"activations", gib(m.activations)},
                  {"kvCache", gib(m.kvCache)},
                  {"overhead", gib(m.overhead)}}},
                {"hours", c.hours},
                {"scalingEfficiency", c.scalingEfficiency},
                {"tokensPerSecond", c.tokensPerSecond},
                {"samplesPerSecond", c.samplesPerSecond},
                {"ttftMs", c.ttftMs},
                {"tpotMs", c.tpotMs},
                {"maxConcurrencyPerReplica", c.maxConcurrencyPerReplica},
                {"maxContextTokens", c.maxContextTokens},
                {"perUserTokensPerSecond", c.perUserTokensPerSecond},
                {"primaryBilling", str(c.primaryBilling)},
                {"jobCost", c.priced ? json(c.jobCost) : json(nullptr)},
                {"costPerGpuHour", c.priced ? json(c.costPerGpuHour) : json(nullptr)},
                {"cost", cost},
                {"currency", str(currency)},
                {"withinBudget", c.withinBudget},
                {"meetsDeadline", c.meetsDeadline},
                {"meetsLatency", c.meetsLatency},
                {"reasons", strings(FindingText::texts(c.reasons, catalog))},
                {"problems", strings(FindingText::texts(c.problems, catalog))}};
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
        rejected.push_back(
            {{"instanceType", str(c.instanceType)}, {"problems", strings(FindingText::texts(c.problems, catalog))}});
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

} // namespace Advisor
