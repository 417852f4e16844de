// SPDX-License-Identifier: Apache-2.0
// How far to trust each assumption, worded: by its id where its calibration has something to say, else by
// the basis the assumption table gives it (sizing/assumptionid.cpp).
#include "models/text/assumptionevidence.h"

#include "models/sizing/confidence.h"
#include "models/text/findingtext.h"

#include <QLocale>

namespace Advisor {

namespace {
/** Evidence stated by its basis alone, for the ids without a sentence of their own. */
QString basisEvidence(AssumptionBasis basis)
{
    switch (basis) {
    case AssumptionBasis::Scenario:
        return FindingText::tr("from the scenario");
    case AssumptionBasis::Exact:
        return FindingText::tr("exact (formula or published size)");
    case AssumptionBasis::Measured:
        return FindingText::tr("measured: published benchmark results");
    case AssumptionBasis::Analytical:
        return FindingText::tr("analytical estimate, ±50 %");
    case AssumptionBasis::Calibrated:
    case AssumptionBasis::Assumed:
    case AssumptionBasis::Rule:
    case AssumptionBasis::Unstated:
        break;
    }
    return {};
}

/** A band's half-width as whole per cent, in the reader's number format. */
QString bandPercent(double width)
{
    return QLocale().toString(qRound(width * 100));
}

} // namespace

/**
 * How much an assumption rests on: what the user said, a formula, a calibration, or an analytical guess.
 * Calibrated figures carry their band (the table's bandPercent): how far the estimate stayed from the
 * measurements it was fitted to (the published-case tests hold it there), and how far to trust it beyond.
 */
QString assumptionEvidence(AssumptionId id)
{
    using A = AssumptionId;
    switch (id) {
    case A::SpeculativeDecoding:
        return FindingText::tr("analytical: the roofline of each step, with the acceptance length the scenario "
                               "states; the proposer's weights, its cache and its pass over the prompt are counted; "
                               "±50 %");
    case A::BatchLatency:
        return FindingText::tr("calibrated on published batch-1 latencies: within ±35 %");
    case A::DecodeEfficiency:
    case A::QuantisedDecode:
    case A::MoeDecode:
    case A::DecodeTile:
        return FindingText::tr("calibrated on the vendors' batch-1 tables (Qwen2.5 on A100 with vLLM, Qwen3 on H20 "
                               "with SGLang): within ±10 % of them; published serving figures it was not fitted on "
                               "sit within ±%1 % in four cases out of five")
            .arg(bandPercent(calibratedBand));
    case A::CudaContext:
    case A::Fragmentation:
    case A::UsableMemory:
        return FindingText::tr("calibrated on published measurements; published peaks it was not fitted on sit "
                               "within ±%1 % of the estimate in four cases out of five")
            .arg(bandPercent(memoryBand));
    case A::Mfu:
        return FindingText::tr("from published training runs; published throughputs it was not fitted on sit within "
                               "±%1 % in four cases out of five")
            .arg(bandPercent(analyticalBand));
    case A::Offload:
        return FindingText::tr("calibrated on one published run (DeepSpeed optimizer offload on 8 GPUs); allow ±50 % "
                               "on other hosts, whose cores and memory differ");
    case A::RecsysSpeed:
        return FindingText::tr("calibrated on NVIDIA's published DLRM throughput (PyTorch and TensorFlow examples, "
                               "one and eight GPUs): within ±30 % of it; allow ±50 % for other recommendation models");
    case A::RecsysHost:
        return FindingText::tr("assumed; within ±15 % of MLPerf's split of the tables between GPU and host memory "
                               "and of NVIDIA's one published host-memory training run");
    case A::DiffusionActivations:
        return FindingText::tr("calibrated on published diffusion measurements: SDXL inference within ±15 % of "
                               "measured memory, a diffusion transformer's peak on the FLUX.1 transformer's "
                               "(diffusers benchmarks), training fits as the diffusers examples document them");
    case A::SpeechDecode:
        return FindingText::tr("calibrated on faster-whisper on A100 and V100S: within ±20 % of them, given about "
                               "110 tokens per 30-s window; allow ±35 %");
    case A::SpeechEngine:
        return FindingText::tr("from published comparisons; where there are several, their median, and the "
                               "engine's version moves it within their spread");
    case A::DiffusionCost:
        return FindingText::tr("counted from the architecture; a UNet's convolutions from a published count (SD 1.x) "
                               "or fitted on one measurement (SDXL)");
    case A::DiffusionTransformerSpeed:
        return FindingText::tr("measured on A100 and H100 (one FLUX.1 [dev] benchmark); other GPUs and image "
                               "transformers scaled from them, allow ±35 %");
    case A::DiffusionSpeed:
    case A::DiffusionUnetSpeed:
        return FindingText::tr("measured per GPU (diffusers PyTorch 2 benchmark); other GPUs, models and sizes "
                               "scaled from them, allow ±35 %");
    case A::DiffusionBatch:
        return FindingText::tr("fitted on one GPU's published batch 1 to 64 (within ±3 %); other GPUs within ±20 % "
                               "of their published batch-1 speeds");
    case A::VideoClip:
        return FindingText::tr("exact (the model's VAE and patch sizes)");
    case A::VideoSpeed:
        return FindingText::tr("measured on H100, H20 and A100; within ±35 % of 19 of 23 published times it was "
                               "not fitted on (L20 and eight A800s up to 1.4× slow)");
    case A::VideoMemory:
        return FindingText::tr("fitted on one published figure (HunyuanVideo at 720p); other pipelines measured up "
                               "to 1.7× more (Wan2.1 with FSDP): treat it as a lower bound");
    case A::VideoPlacement:
        return FindingText::tr("the placement rule of this program");
    case A::PriceBand:
        return FindingText::tr("from the catalog: each list price left out and estimated or derived again from the "
                               "rest sits a root mean square of ±%1 % from it; the copy's width and the age's rate "
                               "(Alibaba's 2024-02-29 cut of more than 20 % on average, not for GPUs alone) are "
                               "assumed")
            .arg(assumptionInfo(id).bandPercent);
    default:
        break;
    }
    return basisEvidence(assumptionInfo(id).basis);
}

} // namespace Advisor
