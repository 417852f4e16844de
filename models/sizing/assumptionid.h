// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <optional>

#include <QString>

namespace Advisor {

/** Each value an estimate rests on that the results name: one entry of assumptionTable() apiece. */
enum class AssumptionId
{
    Precision,
    KvPrecision,
    SessionMemory,
    BytesPerParam,
    Flops,
    RecsysTables,
    DpAttention,
    Attention,
    Checkpoint,
    ServingMemory,
    DiffusionStates,
    EngineBatch,
    PatchTokens,
    ImageFlops,
    LossMemory,
    LlmEngine,
    VideoClip,
    ThroughputAnchor,
    BatchLatency,
    DecodeEfficiency,
    QuantisedDecode,
    MoeDecode,
    DecodeTile,
    CudaContext,
    Fragmentation,
    UsableMemory,
    Mfu,
    Offload,
    RecsysSpeed,
    RecsysHost,
    DiffusionActivations,
    SpeechDecode,
    SpeechEngine,
    DiffusionCost,
    DiffusionTransformerSpeed,
    DiffusionSpeed,
    DiffusionUnetSpeed,
    DiffusionBatch,
    VideoSpeed,
    VideoMemory,
    VideoPlacement,
    Prefill,
    PipelineHop,
    Overlap,
    Shape,
    DiffusionFlops,
    RecsysShape,
    ImageSize,
    GlobalBatch,
    MemoryMargin,
    Month,
    RecsysOptimizer,
    MaxModelLength,
    SpeechAudio,
    VitBorrowedShare,
    CnnBorrowedRate,
    SpeculativeDecoding,
    TrainingLayout,
    PriceBand,
};

/** What an assumption rests on, from the user's own word to a rule of this program. */
enum class AssumptionBasis
{
    Scenario,   // the user's answer
    Exact,      // counted from the model's published shape or a formula
    Measured,   // a published measurement, carried to other GPUs as its wording says
    Calibrated, // fitted on published measurements, within the band of them
    Assumed,    // chosen, then checked against published figures within the band
    Analytical, // an analytical estimate, without a measurement of its own
    Rule,       // a rule of this program
    Unstated,   // a convention (hours in a month, a default batch) that needs no evidence line
};

/** One row of the table: the id's stable key (results files, tests) and how firm it is. */
struct AssumptionInfo
{
    AssumptionId id;
    const char *key; // "mfu": stable, written to JSON output
    AssumptionBasis basis;
    int bandPercent; // the ± half-width its evidence states against the measurements; 0: none stated
};

/** The row of id. */
const AssumptionInfo &assumptionInfo(AssumptionId id);
/** Every row, in the enum's order. */
const AssumptionInfo *assumptionTableBegin();
const AssumptionInfo *assumptionTableEnd();
QString assumptionKey(AssumptionId id);
std::optional<AssumptionId> assumptionFromKey(const QString &key);

} // namespace Advisor
