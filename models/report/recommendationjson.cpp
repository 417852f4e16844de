#include "models/report/recommendationjson.h"

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

QString tr(const char *text)
{
    return QCoreApplication::translate("Advisor::RecommendationTable", text);
}

QString fixed(double v, int decimals)
{
    return QString::number(v, 'f', decimals);
}
} // namespace

json estimateToJson(const WorkloadProfile &p)
{
    const MemoryBreakdown &m = p.singleReplica;
    json assumptions = json::array();
    for (const Assumption &a : p.assumptions)
        assumptions.push_back(
            {{"id", str(a.id)}, {"label", str(a.label)}, {"value", str(a.value)}, {"source", str(a.source)}});
    return json{{"model", str(p.modelName)},
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

json configurationToJson(const Configuration &c, const QString &currency)
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
                                {"basis", str(b.price.explanation)}};
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
                {"primaryBilling", str(c.primaryBilling)},
                {"jobCost", c.priced ? json(c.jobCost) : json(nullptr)},
                {"costPerGpuHour", c.priced ? json(c.costPerGpuHour) : json(nullptr)},
                {"cost", cost},
                {"currency", str(currency)},
                {"withinBudget", c.withinBudget},
                {"meetsDeadline", c.meetsDeadline},
                {"meetsLatency", c.meetsLatency},
                {"reasons", strings(c.reasons)},
                {"problems", strings(c.problems)}};
}

json recommendationToJson(const Recommendation &r, int top)
{
    json ranked = json::array();
    for (const Configuration &c : r.ranked) {
        if (top > 0 && int(ranked.size()) >= top)
            break;
        ranked.push_back(configurationToJson(c, r.currency));
    }
    json rejected = json::array();
    for (const Configuration &c : r.rejected)
        rejected.push_back({{"instanceType", str(c.instanceType)}, {"problems", strings(c.problems)}});
    return json{{"catalog",
                 {{"name", str(r.catalogName)},
                  {"version", str(r.catalogVersion)},
                  {"priceDate", str(r.priceDate)},
                  {"currency", str(r.currency)},
                  {"region", str(r.region)}}},
                {"estimate", estimateToJson(r.profile)},
                {"recommendations", ranked},
                {"rejected", rejected},
                {"nothingFitsAdvice", strings(r.nothingFitsAdvice)}};
}

RecommendationTable recommendationTable(const Recommendation &r, bool training, int top, bool bestPerFamily)
{
    const int limit = top > 0 ? top : std::numeric_limits<int>::max();
    std::vector<const Configuration *> rows;
    if (bestPerFamily && !r.ranked.empty()) {
        rows = r.bestPerFamily(limit);
    } else {
        for (const Configuration &c : r.ranked) {
            if (static_cast<int>(rows.size()) >= limit)
                break;
            rows.push_back(&c);
        }
    }
    RecommendationTable t;
    t.header = {tr("Rank"),
                tr("Instance type"),
                tr("GPU"),
                tr("Instances"),
                tr("Need/usable GiB per GPU"),
                tr("Fit"),
                training ? tr("Hours") : tr("Tokens/s"),
                tr("Billing"),
                training ? tr("Job cost (%1)").arg(r.currency) : tr("Monthly (%1)").arg(r.currency),
                tr("Price basis")};
    t.rightAligned = {true, false, false, true, true, false, true, false, true, false};
    for (const Configuration *row : rows) {
        const Configuration &c = *row;
        const BillingCost *cost = c.cost(c.primaryBilling);
        QString speed = training     ? fixed(c.hours, 1)
            : c.tokensPerSecond > 0  ? fixed(c.tokensPerSecond, 0)
            : c.samplesPerSecond > 0 ? fixed(c.samplesPerSecond, 0) + tr(" samples/s")
                                     : QStringLiteral("–");
        t.rows << QStringList{
            QString::number(c.rank),
            c.instanceType,
            QStringLiteral("%1 × %2").arg(QString::number(c.gpusPerInstance, 'g', 3), c.gpuName),
            QString::number(c.instances),
            QStringLiteral("%1 / %2").arg(fixed(c.perGpuMemoryGiB, 1), fixed(c.usableGpuMemoryGiB, 1)),
            toString(c.fit),
            speed,
            c.priced ? c.primaryBilling : tr("no price"),
            cost ? (cost->price.origin == PriceOrigin::Listed ? QString() : QStringLiteral("~")) + fixed(cost->total, 0)
                 : QStringLiteral("–"),
            cost ? cost->price.explanation : QString()};
    }
    return t;
}

} // namespace Advisor
