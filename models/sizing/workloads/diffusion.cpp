// SPDX-License-Identifier: Apache-2.0
// Denoising pipelines (Stable Diffusion and its kin): the denoiser runs once per sampling step and trains
// (or its adapters do), while the text encoders and the VAE are frozen and run once per image.
#include "models/sizing/memorymodel.h"
#include "models/sizing/sizingparameters.h"
#include "models/sizing/workloads/diffusioncost.h"
#include "models/sizing/workloads/servedmodel.h"

namespace Advisor {

namespace {
class DiffusionWorkload final : public ServedModelWorkload
{
public:
    DiffusionWorkload(const Catalog &catalog, const SizingParameters &params)
        : ServedModelWorkload(WorkloadKind::Diffusion, catalog, params)
    { }
    void addTrainingWork(const Scenario &s, WorkloadProfile &p) const override;

protected:
    void addKindAssumptions(const Scenario &s, const WorkloadProfile &p, const MemoryModel &memory,
                            const AddAssumption &add) const override;

private:
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
    add(AssumptionId::DiffusionActivations,
        {cal.denoiserInferenceGBPerImage.value, cal.vaeDecodeGBPerImage.value, side,
         double(std::max(1, s.inference.concurrency))},
        parts.vaeUpcastInFp16 && s.precision == Precision::Fp16
            ? QStringList{QStringLiteral("inference"), QStringLiteral("vae-upcast")}
            : QStringList{QStringLiteral("inference")},
        keys({cal.denoiserInferenceGBPerImage.source, cal.vaeDecodeGBPerImage.source}));
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
