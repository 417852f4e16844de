// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"

#include <optional>

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
        double hostSeconds = 0;     // rows kept in host memory, over PCIe
        double total() const { return computeSeconds + tableSeconds + exchangeSeconds + hostSeconds; }
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
    /**
     * Memory on each of `gpus` GPUs sharing the tables, each working on `batch` records at a time, with the
     * share hostShare of the table rows (and their optimizer state) kept in host memory instead.
     */
    MemoryBreakdown memory(int gpus, int batch, double hostShare = 0) const;
    /**
     * The smallest share of the rows to keep in host memory so that each GPU needs at most budgetBytes;
     * nothing when not even the towers and the batch fit.
     */
    std::optional<double> hostShareToFit(int gpus, int batch, double budgetBytes) const;
    /** Host memory those rows and their optimizer state take, over all instances of the job. */
    double hostBytes(double hostShare) const;
    /** Seconds one of `gpus` GPUs spends per record, at `batch` records per GPU per step. */
    Timing perRecord(const GpuSpec &gpu, int gpus, int batch, double busGBs, double hostShare = 0) const;
    /** The host link a GPU gathers rows over: PCIe per direction, GB/s, by the generation its architecture uses. */
    static double pcieGBs(const GpuSpec &gpu);

private:
    double denseParameters() const;
    /** Bytes of one looked-up value as it travels between GPUs. */
    double exchangedBytesPerValue() const;

    const Scenario &m_scenario;
    const WorkloadProfile &m_profile;
    const SizingParameters &m_params;
    const Catalog *m_catalog;
};

} // namespace Advisor
