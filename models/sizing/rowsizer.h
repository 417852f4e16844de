// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/scenario/scenario.h"
#include "models/sizing/catalogindex.h"
#include "models/sizing/recommendation.h"

namespace Advisor {

class MemoryModel;
class PerformanceModel;
class WorkloadModel;
struct SizingParameters;
struct DecodeMemo;
struct SpeedMemo;

/**
 * The row-sizing stage: for one instance type, how many instances, how the model is laid out on their
 * GPUs, the memory per GPU and the time or serving speed. Writes no price: the pricing stage does that.
 * Rows of different types are independent, so a recompute sizes them on several threads, each with a
 * memo of measured speeds of its own.
 */
class RowSizer
{
public:
    /** What every row of one recompute shares. */
    struct RowContext
    {
        SpeedMemo *speeds = nullptr; // this thread's memo
        // The profile's kind's model: it sizes the row itself when it owns memory, speed and placement.
        const WorkloadModel *workload = nullptr;
        // Decoder copies' speeds of this recompute on this thread (none outside a recompute of every type).
        DecodeMemo *decodes = nullptr;
    };

    RowSizer(const CatalogIndex &index, const SizingParameters &params)
        : m_index(index)
        , m_params(params)
    { }

    /** The type's row, placed (c.placed) when it fits somewhere, with its problems otherwise. */
    Configuration size(const Scenario &scenario, const WorkloadProfile &profile, const InstanceType &type,
                       const RowContext &context) const;
    /** What every row gets once sized and priced: the problems of a retired family and of a plain misfit. */
    void finish(const InstanceType &type, Configuration &c) const;

private:
    /** The problems of a GPU that lacks what the scenario needs: FP8 arithmetic or weights, a serving engine. */
    void addGpuSupportProblems(const Scenario &scenario, const WorkloadProfile &profile, const GpuSpec &gpu,
                               const QString &gpuId, Configuration &c) const;
    /** Fits with the headroom threshold to spare, tight within it, insufficient beyond (training, non-LLM serving). */
    Fit fitWithHeadroom(double usableGiB, double neededGiB) const;
    /** Finds the instances and layout a training job needs; false (with the problem) when none fits. */
    bool placeTrainingJob(const Scenario &scenario, const MemoryModel &memory, const PerformanceModel &perf,
                          const Family &family, const GpuSpec &gpu, const InstanceType &type, Configuration &c) const;
    /** Lays out the copies and replicas a serving load needs; false (with the problem) when none fits. */
    bool placeServing(const Scenario &scenario, const WorkloadProfile &profile, const MemoryModel &memory,
                      const PerformanceModel &perf, const Family &family, const GpuSpec &gpu, const InstanceType &type,
                      Configuration &c) const;
    /**
     * Lays out one copy of a generative model for serving; false (with the problem) when none fits.
     * minTensor: the fewest GPUs of an instance the copy spans, to widen a copy that fits narrower
     * (false, without a problem, when it does not fit that wide on one instance).
     */
    bool placeGenerativeCopy(const Scenario &scenario, const WorkloadProfile &profile, const MemoryModel &memory,
                             int wholeGpus, int maxNodes, bool virtualGpu, Configuration &c, int minStages = 1,
                             int minTensor = 1) const;
    /** The max model length the scenario sets for a text LLM's engine; empty: the engine's default. */
    static std::optional<int> engineMaxModelLength(const Scenario &scenario, const WorkloadProfile &profile);
    /** Fills a row no layout of one copy fits with the widest layout and the problem that stops it. */
    static void markGenerativeUnplaced(const Scenario &scenario, const MemoryModel &memory, int wholeGpus, int stages,
                                       std::optional<int> startLength, Configuration &c);
    /** Lays out one copy of an encoder, CNN, diffusion pipeline or recommender (hostGiB: RAM per instance). */
    bool placeServingCopy(const Scenario &scenario, const MemoryModel &memory, int wholeGpus, int maxNodes,
                          bool virtualGpu, double hostGiB, Configuration &c) const;

    const CatalogIndex &m_index;
    const SizingParameters &m_params;
};

} // namespace Advisor
