// SPDX-License-Identifier: Apache-2.0
// Recommendation models (DLRM and its kin): embedding tables that are mostly memory and bandwidth, feeding
// small dense towers that are compute, with an all-to-all between the GPUs that hold the tables.
#include "models/sizing/recommendermodel.h"
#include "models/sizing/workloads/servedmodel.h"

namespace Advisor {

namespace {
class RecommendationWorkload final : public ServedModelWorkload
{
public:
    RecommendationWorkload(const Catalog &catalog, const SizingParameters &params)
        : ServedModelWorkload(WorkloadKind::Recommendation, catalog, params)
    { }

protected:
    void addKindAssumptions(const Scenario &s, const WorkloadProfile &p, const MemoryModel &memory,
                            const AddAssumption &add) const override
    {
        if (!p.embeddings) { // a recommender named without tables is sized as any other model
            ServedModelWorkload::addKindAssumptions(s, p, memory, add);
            return;
        }
        const RecommenderModel recommender(s, p, m_params, &m_catalog);
        const RecommendationCalibration &cal = m_catalog.recommendation;
        add(AssumptionId::RecsysTables,
            {p.embeddings->parameters / 1e9, recommender.tableBytesPerValue(), recommender.tableBytes() / 1e9}, {},
            {QStringLiteral("DLRM-2019"), QStringLiteral("DLE-DLRM")});
        if (s.isTraining())
            add(AssumptionId::RecsysOptimizer, {recommender.optimizerBytesPerRow()},
                {recommender.optimizerBytesPerRow() > 0 ? QStringLiteral("rowwise-adagrad") : QStringLiteral("sgd")},
                {QStringLiteral("DLE-DLRM"), QStringLiteral("FBGEMM-ROWWISE-ADAGRAD")});
        add(AssumptionId::RecsysSpeed,
            {cal.denseMfu.value * 100, cal.embeddingBandwidthShare.value * 100, p.forwardGflopsPerSample * 1e3,
             cal.denseMfuFp32.value * 100, cal.exchangeShare.value * 100},
            {},
            {cal.denseMfu.source, cal.embeddingBandwidthShare.source, cal.exchangeShare.source,
             QStringLiteral("DLE-TF2-DLRM-PERF"), QStringLiteral("MLPERF-TRAIN-1.0-DLRM")});
        add(AssumptionId::RecsysHost, {cal.hostMemoryShare.value * 100, cal.hostLinkShare.value * 100}, {},
            {cal.hostMemoryShare.source, cal.hostLinkShare.source});
    }
};
} // namespace

std::unique_ptr<WorkloadModel> makeRecommendationWorkload(const Catalog &catalog, const SizingParameters &params)
{
    return std::unique_ptr<WorkloadModel>(new RecommendationWorkload(catalog, params));
}

} // namespace Advisor
