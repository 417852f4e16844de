// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/workloads/workloadmodel.h"

#include "models/pricing/priceage.h"

#include "models/sizing/measuredthroughput.h"
#include "models/sizing/memorymodel.h"
#include "models/sizing/performancecalibration.h"
#include "models/sizing/sizingparameters.h"
#include "models/sizing/workloads/servedmodel.h"

#include <algorithm>

namespace Advisor {

std::unique_ptr<WorkloadModel> makeWorkloadModel(WorkloadKind kind, const Catalog &catalog,
                                                 const SizingParameters &params)
{
    switch (kind) {
    case WorkloadKind::Diffusion:
        return makeDiffusionWorkload(catalog, params);
    case WorkloadKind::Recommendation:
        return makeRecommendationWorkload(catalog, params);
    case WorkloadKind::Graphics:
        return makeGraphicsWorkload(catalog, params);
    case WorkloadKind::Video:
        return makeVideoWorkload(catalog, params);
    case WorkloadKind::Encoder:
        return makeEncoderWorkload(catalog, params);
    case WorkloadKind::Speech:
        return makeSpeechWorkload(catalog, params);
    case WorkloadKind::TextEmbedding:
        return makeTextEmbeddingWorkload(catalog, params);
    case WorkloadKind::DecoderLlm:
        break;
    }
    return std::make_unique<ServedModelWorkload>(kind, catalog, params);
}

void WorkloadModel::addTrainingWork(const Scenario &s, WorkloadProfile &p) const
{
    const bool lora = s.stage == Stage::FinetuneLora || s.stage == Stage::FinetuneQlora;
    // LoRA skips the weight-gradient GEMMs of the frozen weights: 4·N·D instead of 6·N·D.
    const double flopsPerParamToken = lora ? 4.0 : 6.0;
    const double recompute = s.training.recomputes() ? 2.0 : 0.0;
    if (p.patchTokens > 0 && p.forwardGflopsPerSample > 0) {
        // A vision transformer's forward pass is counted with its attention, which 6·N·D leaves out.
        p.modelFlops = flopsPerParamToken / 2.0 * p.forwardGflopsPerSample * 1e9 * p.trainingSamples;
        p.trainingFlops = p.modelFlops * (flopsPerParamToken + recompute) / flopsPerParamToken;
    } else if (p.shape) {
        p.modelFlops = flopsPerParamToken * p.activeParameters * p.trainingTokens;
        p.trainingFlops = (flopsPerParamToken + recompute) * p.activeParameters * p.trainingTokens;
    } else if (p.forwardGflopsPerSample > 0) {
        // Forward once, backward twice; recomputation runs the forward again.
        p.modelFlops = 3.0 * p.forwardGflopsPerSample * 1e9 * p.trainingSamples;
        p.trainingFlops = p.modelFlops * (s.training.recomputes() ? 4.0 / 3.0 : 1.0);
    } else {
        p.modelFlops = 6.0 * p.activeParameters * std::max(p.trainingSamples, p.trainingTokens);
        p.trainingFlops = p.modelFlops;
    }
}

bool WorkloadModel::sizeRow(const Scenario &, const WorkloadProfile &, const RowHardware &, Configuration &) const
{
    return false;
}

std::optional<MemoryBreakdown> WorkloadModel::oneCopyMemory(const Scenario &, const WorkloadProfile &) const
{
    return std::nullopt;
}

std::optional<MemoryBreakdown> WorkloadModel::trainingMemory(const Scenario &, const WorkloadProfile &,
                                                             const Layout &) const
{
    return std::nullopt;
}

std::optional<MemoryBreakdown> WorkloadModel::servingMemory(const Scenario &, const WorkloadProfile &, const Layout &,
                                                            int) const
{
    return std::nullopt;
}

std::optional<double> WorkloadModel::hostShareToFit(const Scenario &, const WorkloadProfile &, int, int, double,
                                                    double) const
{
    return std::nullopt;
}

bool WorkloadModel::timeTraining(const Scenario &, const WorkloadProfile &, const GpuSpec &, double,
                                 Configuration &) const
{
    return false;
}

CopyRate WorkloadModel::servingRatePerCopy(const Scenario &s, const WorkloadProfile &p, const GpuSpec &gpu, double,
                                           SpeedMemo *, Configuration &c) const
{
    const int tp = std::max(1, c.layout.tensorParallel);
    if (p.forwardGflopsPerSample > 0)
        return {peakFlops(gpu, s.precision) * cnnMfu / std::max(1.0, p.forwardGflopsPerSample * 1e9) * tp,
                std::nullopt};
    const double tokens = p.shape ? std::min(s.inference.contextLength, p.shape->context) : 1;
    return transformerPassRate(s, p, gpu, 2.0 * p.activeParameters * tokens, tp);
}

CopyRate WorkloadModel::transformerPassRate(const Scenario &s, const WorkloadProfile &p, const GpuSpec &gpu,
                                            double flopsPerRequest, int tensorParallel) const
{
    const double perGpu = peakFlops(gpu, s.precision) * m_params.mfuPrefill;
    const double computeSeconds = std::max(1.0, flopsPerRequest) / std::max(1.0, perGpu);
    // A request alone reads every weight once, however little arithmetic it asks for: on one GPU, since
    // the engine divides a batch-1 time by the GPUs a copy is split over.
    const double readSeconds = p.singleReplica.weights / std::max(1.0, gpu.memoryBandwidthGBs.value_or(0) * 1e9);
    return {tensorParallel / computeSeconds, std::max(computeSeconds, readSeconds) * 1000};
}

DecodeEngine WorkloadModel::decodeEngine(const Scenario &s, const GpuSpec &gpu, bool decodeOverridden) const
{
    DecodeEngine e{m_catalog.serving.llmEngineTerms(gpu, s.inference.llmEngine), {}};
    if (decodeOverridden)
        e.llm.decodeFactor = 1; // a decode share the scenario states is already its engine's own
    return e;
}

void WorkloadModel::addAssumptions(const Scenario &s, const WorkloadProfile &p, const MemoryModel &memory,
                                   const AddAssumption &add) const
{
    add(AssumptionId::Precision, {}, {toString(s.precision)}, {});
    addKindAssumptions(s, p, memory, add);
    addMemoryAssumptions(s, p, add);
    add(AssumptionId::Month, {hoursPerMonth}, {}, {});
    // Every cost band carries its prices' indirection and age (PriceAge::uncertainty), whatever the kind.
    add(AssumptionId::PriceBand,
        {estimatedPriceWidth * 100, derivedPriceWidth * 100, thirdPartyCopyWidth * 100, priceDriftPerYear * 100,
         maximumAgeWidth * 100},
        {}, {QStringLiteral("ALI-PRICECUT-2024"), QStringLiteral("ACHIAO")});
}

void WorkloadModel::addMemoryAssumptions(const Scenario &s, const WorkloadProfile &p, const AddAssumption &add) const
{
    if (s.isTraining() || !p.generative()) {
        // Generative serving follows the engines' allocation instead (serving-memory).
        if (m_params.usableMemoryFraction >= trainingUsableMemoryFraction)
            add(AssumptionId::UsableMemory, {m_params.usableMemoryFraction * 100}, {QStringLiteral("training")},
                {QStringLiteral("HF-MEMORY-ANATOMY")});
        else
            add(AssumptionId::UsableMemory, {m_params.usableMemoryFraction * 100}, {},
                {QStringLiteral("VLLM-ENGINE-ARGS")});
        add(AssumptionId::Fragmentation, {m_params.fragmentation * 100}, {}, {QStringLiteral("HF-MEMORY-ANATOMY")});
    }
    add(AssumptionId::CudaContext, {m_params.cudaContextGiB}, {}, {QStringLiteral("HF-MEMORY-ANATOMY")});
    // What counts as tight, and whether the user chose it (then rows under it rank lower) or it is the default.
    add(AssumptionId::MemoryMargin, {m_params.tightThreshold * 100, s.constraints.memoryMarginPercent ? 1.0 : 0.0}, {},
        s.constraints.memoryMarginPercent ? QStringList{} : QStringList{QStringLiteral("VLLM-ENGINE-ARGS")});
}

void WorkloadModel::addTrainingAssumptions(const Scenario &s, const WorkloadProfile &p, const MemoryModel &memory,
                                           const AddAssumption &add) const
{
    const bool lora = s.stage == Stage::FinetuneLora || s.stage == Stage::FinetuneQlora;
    const QStringList memorySources{QStringLiteral("ZERO-2020"), QStringLiteral("HF-MEMORY-ANATOMY")};
    if (lora)
        add(AssumptionId::BytesPerParam, {m_params.loraTrainableFraction * 100}, {QStringLiteral("lora")},
            memorySources);
    else
        add(AssumptionId::BytesPerParam, {m_params.bytesPerParamAdam}, {}, memorySources);
    // Full 16-bit training of a dense decoder takes its share of peak by size from published runs, per GPU like
    // theirs: the stage's figure first, then each GPU's, named after it.
    if (const auto runs = publishedTrainingUtilisations(s, p, m_catalog); !runs.empty()) {
        QList<double> numbers{m_params.mfuTraining * 100};
        QStringList names{QStringLiteral("by-size")};
        QStringList sources;
        for (const PublishedUtilisation &u : runs) {
            numbers << u.utilisation * 100;
            names << m_catalog.gpuDisplayName(u.gpu);
            for (const QString &key : u.sources)
                if (!sources.contains(key))
                    sources << key;
        }
        add(AssumptionId::Mfu, numbers, names, sources);
    } else {
        add(AssumptionId::Mfu, {m_params.mfuTraining * 100}, {},
            {QStringLiteral("KORTHIKANTI-2022"), QStringLiteral("NARAYANAN-2021"),
             QStringLiteral("LLM-FOUNDRY-BENCH")});
    }
    const double flopsPerParamToken = (lora ? 4.0 : 6.0) + (s.training.recomputes() ? 2.0 : 0.0);
    const QStringList recomputation =
        s.training.recomputes() ? QStringList{QStringLiteral("recomputation")} : QStringList{};
    // Image models are counted in forward passes per image (addTrainingWork), attention included.
    if (p.forwardGflopsPerSample > 0 && (p.patchTokens > 0 || !p.shape))
        add(AssumptionId::ImageFlops, {flopsPerParamToken / 2, p.forwardGflopsPerSample}, recomputation, {});
    else
        add(AssumptionId::Flops, {flopsPerParamToken}, recomputation,
            {QStringLiteral("KAPLAN-2020"), QStringLiteral("KORTHIKANTI-2022")});
    add(AssumptionId::GlobalBatch, {double(globalBatchSequences)}, {}, {});
    if (p.shape && !lora && !p.embeddings && !p.diffusion)
        add(AssumptionId::TrainingLayout, {}, {}, {QStringLiteral("NARAYANAN-2021")});
    add(AssumptionId::Overlap, {m_params.commOverlap * 100}, {}, {QStringLiteral("PYTORCH-DDP-2020")});
    add(AssumptionId::Attention, {}, memory.flashAttention() ? QStringList{QStringLiteral("flash")} : QStringList{},
        {QStringLiteral("KORTHIKANTI-2022")});
    if (p.shape && p.shape->vocab > 0) {
        const double bytesPerLogit = memory.lossBytes(1.0) / p.shape->vocab;
        add(AssumptionId::LossMemory, {bytesPerLogit}, {toString(s.training.memorySaving)},
            {QStringLiteral("HF-MEMORY-ANATOMY"), QStringLiteral("LIGER-2024")});
    }
    if (s.training.offload != HostOffload::None)
        add(AssumptionId::Offload, {m_params.hostOptimizerParamsPerVcpuSecond / 1e6}, {toString(s.training.offload)},
            {QStringLiteral("ZERO-OFFLOAD-2021"), QStringLiteral("DEEPSPEED-OFFLOAD-A800")});
}

} // namespace Advisor
