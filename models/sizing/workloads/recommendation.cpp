// SPDX-License-Identifier: Apache-2.0
// Recommendation models (DLRM and its kin): embedding tables that are mostly memory and bandwidth, feeding
// small dense towers that are compute, with an all-to-all between the GPUs that hold the tables.
#include "models/sizing/memorymodel.h"
#include "models/sizing/recommendermodel.h"
#include "models/sizing/workloads/servedmodel.h"

#include <algorithm>

namespace Advisor {

namespace {
class RecommendationWorkload final : public ServedModelWorkload
{
public:
    RecommendationWorkload(const Catalog &catalog, const SizingParameters &params)
        : ServedModelWorkload(WorkloadKind::Recommendation, catalog, params)
    { }

    // Tables split row-wise over every GPU of the job (or of the copy), the towers copied to each.
    std::optional<MemoryBreakdown> trainingMemory(const Scenario &s, const WorkloadProfile &p,
                                                  const Layout &layout) const override
    {
        if (!p.embeddings) // a recommender named without tables is sized as any other model
            return std::nullopt;
        return RecommenderModel(s, p, m_params)
            .memory(std::max(1, layout.tensorParallel) * std::max(1, layout.dataParallel), s.training.microBatch,
                    layout.hostTableShare);
    }
    std::optional<MemoryBreakdown> servingMemory(const Scenario &s, const WorkloadProfile &p, const Layout &layout,
                                                 int concurrency) const override
    {
        if (!p.embeddings)
            return std::nullopt;
        return RecommenderModel(s, p, m_params).memory(layout.tensorParallel, concurrency, layout.hostTableShare);
    }
    std::optional<double> hostShareToFit(const Scenario &s, const WorkloadProfile &p, int gpus, int batch,
                                         double gpuBudgetBytes, double hostBytes) const override
    {
        if (!p.embeddings)
            return std::nullopt;
        const RecommenderModel model(s, p, m_params);
        const std::optional<double> share = model.hostShareToFit(gpus, batch, gpuBudgetBytes);
        if (!share || *share <= 0 || model.hostBytes(*share) > hostBytes)
            return std::nullopt;
        return share;
    }
    bool timeTraining(const Scenario &s, const WorkloadProfile &p, const GpuSpec &gpu, double busGBs,
                      Configuration &c) const override
    {
        if (!p.embeddings)
            return false;
        // Every GPU works on its own micro-batch of records and holds a share of every table.
        const int gpus = std::max(1, c.layout.tensorParallel) * std::max(1, c.layout.dataParallel);
        const int batch = std::max(1, s.training.microBatch);
        const RecommenderModel::Timing t =
            RecommenderModel(s, p, m_params, &m_catalog).perRecord(gpu, gpus, batch, busGBs, c.layout.hostTableShare);
        c.speed.stepSeconds = t.total() * batch;
        c.speed.commSeconds = t.exchangeSeconds * batch;
        c.speed.scalingEfficiency = (t.computeSeconds + t.tableSeconds + t.hostSeconds) / std::max(1e-12, t.total());
        c.speed.samplesPerSecond = gpus * batch / std::max(1e-12, c.speed.stepSeconds);
        c.speed.hours = p.trainingSamples > 0 ? p.trainingSamples / c.speed.samplesPerSecond / 3600.0 : 0;
        return true;
    }
    CopyRate servingRatePerCopy(const Scenario &s, const WorkloadProfile &p, const GpuSpec &gpu, double busGBs,
                                SpeedMemo *memo, Configuration &c) const override
    {
        if (!p.embeddings)
            return WorkloadModel::servingRatePerCopy(s, p, gpu, busGBs, memo, c);
        // A copy spreads its tables over all its GPUs, on one instance or several, and every one of them
        // works on records, trading looked-up rows over the GPU link or the network.
        const int gpus = std::max(1, c.layout.tensorParallel) * std::max(1, c.layout.pipelineParallel);
        const RecommenderModel model(s, p, m_params, &m_catalog);
        const double perGpu = 1.0
            / std::max(1e-12,
                       model.perRecord(gpu, gpus, std::max(1, s.inference.concurrency), busGBs, c.layout.hostTableShare)
                           .total());
        return {perGpu * gpus, std::nullopt};
    }

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
