// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"

namespace Advisor {

struct SizingParameters;

/**
 * DLRM-style recommendation models as their references run them (Naumov et al. 2019; NVIDIA's DLRM examples
 * and MLPerf): the embedding tables split row-wise over every GPU of the job, the dense towers copied to each
 * GPU, and an all-to-all that brings each record's looked-up rows to the GPU working on that record. The
 * tables cost memory and memory bandwidth; only the towers cost FLOPs.
 */
class RecommenderModel
{
public:
    /** Where the time for one record goes on one GPU of the job. */
    struct Timing
    {
        double computeSeconds = 0;  // dense towers
        double tableSeconds = 0;    // reading (and, training, updating) the looked-up rows
        double exchangeSeconds = 0; // all-to-all of the rows, all-reduce of the towers' gradients
        double total() const { return computeSeconds + tableSeconds + exchangeSeconds; }
    };

    /** The catalog's calibration is needed for speed only; memory works without it. */
    RecommenderModel(const Scenario &scenario, const WorkloadProfile &profile, const SizingParameters &params,
                     const Catalog *catalog = nullptr);

    /** Bytes of one table value: fp32 while training, the serving precision when serving. */
    double tableBytesPerValue() const;
    /** Optimizer state of one table row: none for SGD, one fp32 sum of squares for row-wise Adagrad. */
    double optimizerBytesPerRow() const;
    /** All tables at tableBytesPerValue(). */
    double tableBytes() const;
    /** Memory on each of `gpus` GPUs sharing the tables, each working on `batch` records at a time. */
    MemoryBreakdown memory(int gpus, int batch) const;
    /** Seconds one of `gpus` GPUs spends per record, at `batch` records per GPU per step. */
    Timing perRecord(const GpuSpec &gpu, int gpus, int batch, double busGBs) const;

private:
    double denseParameters() const;

    const Scenario &m_scenario;
    const WorkloadProfile &m_profile;
    const SizingParameters &m_params;
    const Catalog *m_catalog;
};

} // namespace Advisor
