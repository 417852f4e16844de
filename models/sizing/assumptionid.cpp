// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/assumptionid.h"

#include "models/sizing/confidence.h"

#include <iterator>

namespace Advisor {

namespace {
// The fitted widths (confidence.h) in whole per cent, as the wording of the assumptions that rest on them states them.
constexpr int percent(double width)
{
    return int(width * 100 + 0.5);
}

// In the enum's order: assumptionInfo() indexes it, and tst_assumptiontable checks the order and that every
// id is worded in both languages with the band its evidence states.
constexpr AssumptionInfo table[] = {
    {AssumptionId::Precision, "precision", AssumptionBasis::Scenario, 0},
    {AssumptionId::KvPrecision, "kv-precision", AssumptionBasis::Scenario, 0},
    {AssumptionId::SessionMemory, "session-memory", AssumptionBasis::Scenario, 0},
    {AssumptionId::BytesPerParam, "bytes-per-param", AssumptionBasis::Exact, 0},
    {AssumptionId::Flops, "flops", AssumptionBasis::Exact, 0},
    {AssumptionId::RecsysTables, "recsys-tables", AssumptionBasis::Exact, 0},
    {AssumptionId::DpAttention, "dp-attention", AssumptionBasis::Exact, 0},
    {AssumptionId::Attention, "attention", AssumptionBasis::Exact, 0},
    {AssumptionId::Checkpoint, "checkpoint", AssumptionBasis::Exact, 0},
    {AssumptionId::ServingMemory, "serving-memory", AssumptionBasis::Exact, 0},
    {AssumptionId::DiffusionStates, "diffusion-states", AssumptionBasis::Exact, 0},
    {AssumptionId::EngineBatch, "engine-batch", AssumptionBasis::Exact, 0},
    {AssumptionId::PatchTokens, "patch-tokens", AssumptionBasis::Exact, 0},
    {AssumptionId::ImageFlops, "image-flops", AssumptionBasis::Exact, 0},
    {AssumptionId::LossMemory, "loss-memory", AssumptionBasis::Exact, 0},
    {AssumptionId::LlmEngine, "llm-engine", AssumptionBasis::Exact, 0},
    {AssumptionId::VideoClip, "video-clip", AssumptionBasis::Exact, 0},
    {AssumptionId::ThroughputAnchor, "throughput-anchor", AssumptionBasis::Measured, 0},
    {AssumptionId::BatchLatency, "batch-latency", AssumptionBasis::Calibrated, 35},
    {AssumptionId::DecodeEfficiency, "decode-efficiency", AssumptionBasis::Calibrated, 10},
    {AssumptionId::QuantisedDecode, "quantised-decode", AssumptionBasis::Calibrated, 10},
    {AssumptionId::MoeDecode, "moe-decode", AssumptionBasis::Calibrated, 10},
    {AssumptionId::DecodeTile, "decode-tile", AssumptionBasis::Calibrated, 10},
    {AssumptionId::CudaContext, "cuda-context", AssumptionBasis::Calibrated, percent(memoryBand)},
    {AssumptionId::Fragmentation, "fragmentation", AssumptionBasis::Calibrated, percent(memoryBand)},
    {AssumptionId::UsableMemory, "usable-memory", AssumptionBasis::Calibrated, percent(memoryBand)},
    {AssumptionId::Mfu, "mfu", AssumptionBasis::Calibrated, percent(analyticalBand)},
    {AssumptionId::Offload, "offload", AssumptionBasis::Calibrated, 50},
    {AssumptionId::RecsysSpeed, "recsys-speed", AssumptionBasis::Calibrated, 30},
    {AssumptionId::RecsysHost, "recsys-host", AssumptionBasis::Assumed, 15},
    {AssumptionId::DiffusionActivations, "diffusion-activations", AssumptionBasis::Calibrated, 15},
    {AssumptionId::SpeechDecode, "speech-decode", AssumptionBasis::Calibrated, 20},
    {AssumptionId::SpeechEngine, "speech-engine", AssumptionBasis::Measured, 0},
    {AssumptionId::DiffusionCost, "diffusion-cost", AssumptionBasis::Calibrated, 0},
    {AssumptionId::DiffusionTransformerSpeed, "diffusion-transformer-speed", AssumptionBasis::Measured, 35},
    {AssumptionId::DiffusionSpeed, "diffusion-speed", AssumptionBasis::Measured, 35},
    {AssumptionId::DiffusionUnetSpeed, "diffusion-unet-speed", AssumptionBasis::Measured, 35},
    {AssumptionId::DiffusionBatch, "diffusion-batch", AssumptionBasis::Calibrated, 20},
    {AssumptionId::VideoSpeed, "video-speed", AssumptionBasis::Measured, 35},
    {AssumptionId::VideoMemory, "video-memory", AssumptionBasis::Calibrated, 0},
    {AssumptionId::VideoPlacement, "video-placement", AssumptionBasis::Rule, 0},
    {AssumptionId::Prefill, "prefill", AssumptionBasis::Analytical, 50},
    {AssumptionId::PipelineHop, "pipeline-hop", AssumptionBasis::Analytical, 50},
    {AssumptionId::Overlap, "overlap", AssumptionBasis::Analytical, 50},
    {AssumptionId::Shape, "shape", AssumptionBasis::Analytical, 50},
    {AssumptionId::DiffusionFlops, "diffusion-flops", AssumptionBasis::Analytical, 50},
    {AssumptionId::RecsysShape, "recsys-shape", AssumptionBasis::Analytical, 50},
    {AssumptionId::ImageSize, "image-size", AssumptionBasis::Analytical, 50},
    {AssumptionId::GlobalBatch, "global-batch", AssumptionBasis::Unstated, 0},
    {AssumptionId::MemoryMargin, "memory-margin", AssumptionBasis::Unstated, 0},
    {AssumptionId::Month, "month", AssumptionBasis::Unstated, 0},
    {AssumptionId::RecsysOptimizer, "recsys-optimizer", AssumptionBasis::Unstated, 0},
    {AssumptionId::MaxModelLength, "max-model-length", AssumptionBasis::Rule, 0},
    {AssumptionId::SpeechAudio, "speech-audio", AssumptionBasis::Assumed, 0},
    {AssumptionId::VitBorrowedShare, "vit-borrowed-share", AssumptionBasis::Measured, 35},
    {AssumptionId::CnnBorrowedRate, "cnn-borrowed-rate", AssumptionBasis::Measured, 35},
    {AssumptionId::SpeculativeDecoding, "speculative-decoding", AssumptionBasis::Analytical, 50},
    {AssumptionId::TrainingLayout, "training-layout", AssumptionBasis::Rule, 0},
    {AssumptionId::PriceBand, "price-band", AssumptionBasis::Assumed, 19},
};
} // namespace

const AssumptionInfo &assumptionInfo(AssumptionId id)
{
    return table[std::size_t(id)];
}

const AssumptionInfo *assumptionTableBegin()
{
    return std::begin(table);
}

const AssumptionInfo *assumptionTableEnd()
{
    return std::end(table);
}

QString assumptionKey(AssumptionId id)
{
    return QString::fromLatin1(assumptionInfo(id).key);
}

std::optional<AssumptionId> assumptionFromKey(const QString &key)
{
    for (const AssumptionInfo &row : table) {
        if (key == QLatin1String(row.key))
            return row.id;
    }
    return std::nullopt;
}

} // namespace Advisor
