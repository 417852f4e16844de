// SPDX-License-Identifier: Apache-2.0
// Denoising pipelines (Stable Diffusion and its kin): the denoiser runs once per sampling step and trains
// (or its adapters do), while the text encoders and the VAE are frozen and run once per image.
#include "models/sizing/memorymodel.h"
#include "models/sizing/performancemodel.h"
#include "models/sizing/sizingparameters.h"
#include "models/sizing/workloads/diffusioncost.h"
#include "models/sizing/workloads/servedmodel.h"

namespace Advisor {

namespace {
// diffusers' training scripts keep the trained weights in fp32 under fp16/bf16 autocast: fp32 weights and
// gradients, and the optimizer's moments in fp32 (8-bit Adam: 2 bytes, SGD: one momentum).
constexpr double trainedWeightBytes = 4;
constexpr double trainedGradientBytes = 4;

class DiffusionWorkload final : public ServedModelWorkload
{
public:
    DiffusionWorkload(const Catalog &catalog, const SizingParameters &params)
        : ServedModelWorkload(WorkloadKind::Diffusion, catalog, params)
    { }
    void addTrainingWork(const Scenario &s, WorkloadProfile &p) const override;
    /** By part: the denoiser (or its adapters) trains, the encoders and VAE are frozen. */
    std::optional<MemoryBreakdown> trainingMemory(const Scenario &s, const WorkloadProfile &p,
                                                  const Layout &layout) const override;
    /** Weights of every part; the denoiser's or the VAE's decoding peak, whichever is larger, per batch. */
    std::optional<MemoryBreakdown> servingMemory(const Scenario &s, const WorkloadProfile &p, const Layout &layout,
                                                 int images) const override;
    /** The images of a request (or of the requests batched together) share each denoising step. */
    CopyRate servingRatePerCopy(const Scenario &s, const WorkloadProfile &p, const GpuSpec &gpu, double busGBs,
                                SpeedMemo *memo, Configuration &c) const override;

protected:
    void addKindAssumptions(const Scenario &s, const WorkloadProfile &p, const MemoryModel &memory,
                            const AddAssumption &add) const override;

private:
    /** Bytes the denoiser holds at its peak per image in 16 bit; `areaScale` is the image's area over 1024². */
    double denoiserPeakBytesPerImage(const WorkloadProfile &p, double areaScale) const;
    /** The catalog's measured denoising speed on `gpu`, through this thread's memo when there is one. */
    std::optional<DiffusionSpeed> imageStepsPerSecond(const GpuSpec &gpu, SpeedMemo *memo) const;
    void addDiffusionAssumptions(const Scenario &s, const WorkloadProfile &p, const AddAssumption &add) const;
    void addCostAssumptions(const WorkloadProfile &p, const DiffusionStepWork &work, int images,
                            const AddAssumption &add) const;
};

void DiffusionWorkload::addTrainingWork(const Scenario &s, WorkloadProfile &p) const
{
    if (p.shape || p.architecture != Architecture::Diffusion) {
        WorkloadModel::addTrainingWork(s, p);
        return;
    }
    // One denoising step per training sample, forward and backward. Only the denoiser runs forward and
    // backward; the encoders run once, forward only.
    const bool lora = s.stage == Stage::FinetuneLora || s.stage == Stage::FinetuneQlora;
    const double denoiser = p.diffusion ? p.diffusion->denoiser : p.parameters;
    p.modelFlops = 3.0 * diffusionFlopsPerParamStep * denoiser * p.trainingSamples * (lora ? 2.0 / 3.0 : 1.0);
    p.trainingFlops = p.modelFlops * (s.training.gradientCheckpointing ? 4.0 / 3.0 : 1.0);
    if (s.isTraining()) // serving speed comes from measured rates
        p.assumptions.push_back(
            {AssumptionId::DiffusionFlops, {diffusionFlopsPerParamStep, diffusionMfu * 100}, {}, {}});
}

std::optional<MemoryBreakdown> DiffusionWorkload::trainingMemory(const Scenario &s, const WorkloadProfile &p,
                                                                 const Layout &layout) const
{
    if (!p.diffusion) // a preset that names no parts is sized as any other model
        return std::nullopt;
    const DiffusionParts &parts = *p.diffusion;
    const MemoryModel shared(s, p, m_params);
    const Stage stage = s.stage;
    const bool wide = s.precision == Precision::Fp32 || s.precision == Precision::Tf32;
    const bool adapters = stage == Stage::FinetuneLora || stage == Stage::FinetuneQlora;
    // The training scripts cast every frozen part to the autocast precision (weight_dtype).
    const double frozenBytes = wide ? 4.0 : 2.0;
    double frozen = (parts.textEncoders + parts.vae) * frozenBytes;
    if (adapters)
        frozen += parts.denoiser * (stage == Stage::FinetuneQlora ? qloraBytesPerParam : frozenBytes);
    const double trainable = adapters ? parts.denoiser * m_params.loraTrainableFraction : parts.denoiser;
    double optimizerBytes = 8;
    switch (s.training.optimizer) {
    case Optimizer::AdamW:
        optimizerBytes = 8;
        break;
    case Optimizer::AdamW8bit:
        optimizerBytes = 2;
        break;
    case Optimizer::Sgd:
        optimizerBytes = 4;
        break;
    }
    // A UNet is not split by tensor: data-parallel copies, with ZeRO sharding the trained part's state.
    const double d = std::max(1, layout.dataParallel);
    const int zero = adapters ? 0 : std::clamp(s.training.zeroStage, 0, 3);
    const double frozenShards = layout.shardFrozenWeights ? d : 1;
    MemoryBreakdown m;
    m.weights = frozen / frozenShards + trainable * trainedWeightBytes / (zero >= 3 ? d : 1);
    m.gradients = trainable * trainedGradientBytes / (zero >= 2 ? d : 1);
    m.optimizer = trainable * optimizerBytes / (zero >= 1 ? d : 1);
    if (zero >= 1 && d > 1)
        m.overhead += zeroBucketBytes;
    // Per sample at 512², with memory-efficient attention (PyTorch 2 SDPA, diffusers' default): only the
    // block inputs with checkpointing, every intermediate without; fp32 doubles them.
    const double perSample = (s.training.gradientCheckpointing ? m_catalog.diffusion.trainingActivationGBCheckpointed
                                                               : m_catalog.diffusion.trainingActivationGBFull)
                                 .value
        * 1e9;
    m.activations = perSample * shared.areaScale(512) * std::max(1, s.training.microBatch) * (wide ? 2.0 : 1.0);
    m.overhead += shared.overheadFor(m.weights + m.gradients + m.optimizer + m.activations);
    return m;
}

std::optional<MemoryBreakdown> DiffusionWorkload::servingMemory(const Scenario &s, const WorkloadProfile &p,
                                                                const Layout &, int images) const
{
    if (!p.diffusion)
        return std::nullopt;
    // A pipeline is not split by tensor: each copy holds every part.
    const DiffusionParts &parts = *p.diffusion;
    const MemoryModel shared(s, p, m_params);
    const Precision precision = s.precision;
    const bool wide = precision == Precision::Fp32 || precision == Precision::Tf32;
    const bool upcastVae = parts.vaeUpcastInFp16 && precision == Precision::Fp16;
    MemoryBreakdown m;
    m.weights = shared.inferenceWeightBytes();
    if (upcastVae) // an fp32 copy of the VAE for decoding
        m.weights += parts.vae * 2.0;
    // Per image, classifier-free guidance included; the peak is whichever runs heavier, the denoiser over the
    // batch or the VAE decoding the whole batch at once (measured at 1024², in proportion to the area).
    const double scale = shared.areaScale(1024) * std::max(1, images);
    const double denoiser =
        denoiserPeakBytesPerImage(p, shared.areaScale(1024)) * std::max(1, images) * (wide ? 2.0 : 1.0);
    const double vae = m_catalog.diffusion.vaeDecodeGBPerImage.value * 1e9 * scale * (wide || upcastVae ? 2.0 : 1.0);
    m.activations = std::max(denoiser, vae);
    m.overhead = shared.overheadFor(m.weights + m.activations);
    return m;
}

double DiffusionWorkload::denoiserPeakBytesPerImage(const WorkloadProfile &p, double areaScale) const
{
    // An image transformer's peak follows its tokens and hidden size; a UNet's is the one measured on SDXL.
    const DiffusionParts &parts = *p.diffusion;
    const double side = p.imageResolution > 0 ? p.imageResolution : parts.nativeResolution;
    if (const std::optional<double> transformer = transformerActivationBytes(parts, side, m_catalog))
        return *transformer;
    return m_catalog.diffusion.denoiserInferenceGBPerImage.value * 1e9 * areaScale;
}

std::optional<DiffusionSpeed> DiffusionWorkload::imageStepsPerSecond(const GpuSpec &gpu, SpeedMemo *memo) const
{
    if (!memo)
        return diffusionImageStepsPerSecond(gpu, m_catalog);
    const auto known = memo->diffusion.constFind(&gpu);
    if (known != memo->diffusion.constEnd())
        return *known;
    const std::optional<DiffusionSpeed> speed = diffusionImageStepsPerSecond(gpu, m_catalog);
    memo->diffusion.insert(&gpu, speed);
    return speed;
}

CopyRate DiffusionWorkload::servingRatePerCopy(const Scenario &s, const WorkloadProfile &p, const GpuSpec &gpu,
                                               double busGBs, SpeedMemo *memo, Configuration &c) const
{
    const std::optional<DiffusionSpeed> imageSteps = p.diffusion ? imageStepsPerSecond(gpu, memo) : std::nullopt;
    if (!imageSteps) {
        if (p.architecture != Architecture::Diffusion)
            return WorkloadModel::servingRatePerCopy(s, p, gpu, busGBs, memo, c);
        // Without the parts or a measured GPU: the denoiser's FLOPs per step at a share of peak.
        const double denoiser = p.diffusion ? p.diffusion->denoiser : p.parameters;
        const double flopsPerImage = diffusionFlopsPerParamStep * denoiser * std::max(1, p.samplingSteps) * 2.0;
        return {peakFlops(gpu, s.precision) * diffusionMfu / std::max(1.0, flopsPerImage)
                    * std::max(1, c.layout.tensorParallel),
                std::nullopt};
    }
    const DiffusionServing d =
        diffusionServing(gpu, *imageSteps, p, s.precision, std::max(1, s.inference.concurrency), m_catalog);
    const GpuSpec *anchorGpu = m_catalog.gpu(d.anchorGpu);
    c.speed.speedAnchorGpu = anchorGpu ? anchorGpu->name : d.anchorGpu;
    c.speed.speedAnchorRate = d.anchorRate;
    c.speed.speedAnchorScaled = d.scaled;
    c.speed.speedBatchEfficiency = d.batchEfficiency;
    c.speed.evidence = d.scaled ? Evidence::Analytical : Evidence::Calibrated;
    if (!d.transformer && s.inference.engine == ServingEngine::Framework) {
        c.speed.engineSpreadLow = unetAttentionSpreadLow;
        c.speed.engineSpreadHigh = unetAttentionSpreadHigh;
    }
    return {d.imagesPerSecond * std::max(1, c.layout.tensorParallel), std::nullopt};
}

void DiffusionWorkload::addKindAssumptions(const Scenario &s, const WorkloadProfile &p, const MemoryModel &memory,
                                           const AddAssumption &add) const
{
    if (!p.diffusion) { // a preset that names no parts is sized as any other model
        ServedModelWorkload::addKindAssumptions(s, p, memory, add);
        return;
    }
    addDiffusionAssumptions(s, p, add);
    if (s.isTraining()) {
        add(AssumptionId::GlobalBatch, {double(globalBatchSequences)}, {}, {});
        add(AssumptionId::Overlap, {m_params.commOverlap * 100}, {}, {QStringLiteral("PYTORCH-DDP-2020")});
    }
}

void DiffusionWorkload::addDiffusionAssumptions(const Scenario &s, const WorkloadProfile &p,
                                                const AddAssumption &add) const
{
    const DiffusionParts &parts = *p.diffusion;
    const DiffusionCalibration &cal = m_catalog.diffusion;
    const auto keys = [](QStringList list) {
        list.removeAll(QString());
        list.removeDuplicates();
        return list;
    };
    const double side = p.imageResolution;
    if (s.isTraining()) {
        // What trains and what only sits there: numbers in billions of parameters, then bytes per trained one.
        const bool adapters = s.stage == Stage::FinetuneLora || s.stage == Stage::FinetuneQlora;
        const double optimizer = s.training.optimizer == Optimizer::AdamW8bit ? 2
            : s.training.optimizer == Optimizer::Sgd                          ? 4
                                                                              : 8;
        add(AssumptionId::DiffusionStates,
            {parts.denoiser / 1e9, (parts.textEncoders + parts.vae) / 1e9, 8 + optimizer,
             m_params.loraTrainableFraction * 100},
            adapters ? QStringList{QStringLiteral("lora")} : QStringList{},
            {QStringLiteral("DIFFUSERS-T2I"), QStringLiteral("DIFFUSERS-DREAMBOOTH")});
        const SourcedValue &perSample =
            s.training.gradientCheckpointing ? cal.trainingActivationGBCheckpointed : cal.trainingActivationGBFull;
        add(AssumptionId::DiffusionActivations, {perSample.value, side, double(std::max(1, s.training.microBatch))},
            s.training.gradientCheckpointing ? QStringList{QStringLiteral("training"), QStringLiteral("checkpointed")}
                                             : QStringList{QStringLiteral("training")},
            keys({perSample.source, QStringLiteral("DIFFUSERS-T2I"), QStringLiteral("DIFFUSERS-DREAMBOOTH")}));
        return;
    }
    // The denoiser's figure at 1024²: a transformer's from its shape, a UNet's as measured.
    const std::optional<double> transformer = transformerActivationBytes(parts, 1024, m_catalog);
    QStringList activationNames{QStringLiteral("inference")};
    if (parts.vaeUpcastInFp16 && s.precision == Precision::Fp16)
        activationNames << QStringLiteral("vae-upcast");
    if (transformer)
        activationNames << QStringLiteral("mmdit");
    QList<double> activationNumbers{transformer ? *transformer / 1e9 : cal.denoiserInferenceGBPerImage.value,
                                    cal.vaeDecodeGBPerImage.value, side, double(std::max(1, s.inference.concurrency))};
    if (transformer) // the hidden-state copies the transformer's figure counts
        activationNumbers << cal.transformerActivationCopies.value;
    add(AssumptionId::DiffusionActivations, activationNumbers, activationNames,
        keys({transformer ? cal.transformerActivationCopies.source : cal.denoiserInferenceGBPerImage.source,
              cal.vaeDecodeGBPerImage.source}));
    if (const std::optional<DiffusionStepWork> work = diffusionStepWork(parts, side)) {
        addCostAssumptions(p, *work, std::max(1, s.inference.concurrency), add);
        return;
    }
    // Speed: each GPU's measured rate of the reference model, then this model's cost per step and size.
    QList<double> numbers{double(p.samplingSteps), parts.stepCost};
    QStringList names;
    QStringList sources{parts.stepCostSource};
    for (const DiffusionStepAnchor &a : cal.stepAnchors) {
        const GpuSpec *g = m_catalog.gpu(a.gpu);
        numbers << a.imageStepsPerSecond;
        names << (g ? g->name : a.gpu);
        sources << a.source;
    }
    add(AssumptionId::DiffusionSpeed, numbers, names, keys(sources));
    add(AssumptionId::DiffusionBatch, {cal.imageFillTflops.value, double(std::max(1, s.inference.concurrency))}, {},
        keys({cal.imageFillTflops.source}));
}

void DiffusionWorkload::addCostAssumptions(const WorkloadProfile &p, const DiffusionStepWork &work, int images,
                                           const AddAssumption &add) const
{
    const DiffusionStepFlops &f = *p.diffusion->stepFlops;
    const DiffusionCalibration &cal = m_catalog.diffusion;
    const auto keys = [](QStringList list) {
        list.removeAll(QString());
        list.removeDuplicates();
        return list;
    };
    add(AssumptionId::DiffusionCost,
        {double(p.samplingSteps), double(p.imageResolution), work.imageTokens, double(f.textTokens),
         work.perImageStep() / 1e9, work.attentionShare() * 100, double(work.passes)},
        {work.transformer ? QStringLiteral("mmdit") : QStringLiteral("unet")}, keys({f.source}));
    // The FLOPs per second a GPU sustains: a UNet's from the anchor model's measured image-steps, a
    // transformer's measured on its own where the catalog has such rates.
    const bool transformerRates = work.transformer && !cal.transformerRates.empty();
    QList<double> numbers{transformerRates ? 0.0 : cal.anchorStepGflops.value};
    QStringList names;
    QStringList sources{transformerRates ? QString() : cal.anchorStepGflops.source};
    // GPUs by id: the text layer names them in the language shown.
    if (transformerRates) {
        for (const DiffusionTransformerRate &r : cal.transformerRates) {
            numbers << r.effectiveTflops;
            names << r.gpu;
            sources << r.source;
        }
    } else {
        for (const DiffusionStepAnchor &a : cal.stepAnchors) {
            numbers << a.imageStepsPerSecond;
            names << a.gpu;
            sources << a.source;
        }
    }
    add(transformerRates ? AssumptionId::DiffusionTransformerSpeed : AssumptionId::DiffusionUnetSpeed, numbers, names,
        keys(sources));
    add(AssumptionId::DiffusionBatch,
        {cal.callFloorMsPerBlock.value, launchBlocks(f, m_catalog), double(images), cal.transformerBlockWeight.value},
        {QStringLiteral("floor")}, keys({cal.callFloorMsPerBlock.source, cal.transformerBlockWeight.source}));
}
} // namespace

std::unique_ptr<WorkloadModel> makeDiffusionWorkload(const Catalog &catalog, const SizingParameters &params)
{
    return std::unique_ptr<WorkloadModel>(new DiffusionWorkload(catalog, params));
}

} // namespace Advisor
