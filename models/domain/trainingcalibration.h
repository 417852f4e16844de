// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <vector>

#include <QString>

namespace Advisor {

/**
 * One published pre-training run of a dense decoder: the share of a GPU's dense 16-bit peak it kept busy.
 * `utilisation` is on the estimate's own count of FLOPs (6·N a token, 8·N when the run recomputed every
 * layer, attention and logits left out), so that it multiplies the FLOPs the estimate runs; `mfu` and `hfu`
 * are as the source prints them, for tracing the row to its quote.
 */
struct TrainingMfuRow
{
    double parameters = 0; // of the model measured
    QString gpu;           // catalog GPU id the run used
    double utilisation = 0;
    double mfu = 0;
    double hfu = 0;
    QString source; // key of the sources table
    QString quote;  // the row as published
    QString basis;  // layout, and how utilisation was derived from the row
    // Laid out by tensor and pipeline with selective recomputation (Megatron-LM) rather than as sharded
    // data-parallel copies (FSDP, ZeRO): layouts that recompute selectively are timed on these runs alone.
    bool megatron = false;
};

/** Language-model training measured by its publishers. */
struct TrainingCalibration
{
    std::vector<TrainingMfuRow> mfuBySize; // in the catalog's order
};

} // namespace Advisor
