// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"
#include "models/sizing/workloads/workloadkind.h"

#include <functional>
#include <memory>
#include <optional>

namespace Advisor {

class MemoryModel;
struct Layout;
struct SizingParameters;
struct SpeedMemo;

/** Adds an assumption: its id, its numbers, its names, the catalog sources it rests on. */
using AddAssumption = std::function<void(AssumptionId, QList<double>, QStringList, QStringList)>;

/** What one batch-serving copy answers: requests a second at a full batch, and one request alone if measured. */
struct CopyRate
{
    double perSecond = 0;
    std::optional<double> batch1LatencyMs; // one request alone, when a measurement gives it
};

/** How the scenario's speech engine runs against faster-whisper; the calibrated engine where none is listed. */
struct SpeechEngineTerms
{
    double timeFactor = 1;
    std::optional<double> unbatchedShare; // empty: one window at a time
    // The engine's published times around its factor, as factors of it (its sources' lowest and highest).
    double spreadLow = 1;
    double spreadHigh = 1;
};

/** How a decoding copy's engine runs: its LLM terms, and a speech engine's against the one calibrated. */
struct DecodeEngine
{
    LlmEngineTerms llm;
    SpeechEngineTerms speech;
};

/** An instance type as one row sees it: its parts, its whole GPUs and the link between them. */
struct RowHardware
{
    const Family &family;
    const GpuSpec &gpu;
    const InstanceType &type;
    int wholeGpus = 0;
    double busGBs = 0; // GPU-to-GPU bandwidth within one instance
};

/**
 * What the engine knows of one kind of workload, one class per kind in models/sizing/workloads/: the
 * work a training job does, its memory per GPU and its speed where they differ from a transformer's or a
 * CNN's, and the assumptions its estimates rest on, in the order they are shown. WorkloadProfiler picks
 * the model by workloadKind() and asks it. Each question has a default that leaves the answer to the shared
 * arithmetic (MemoryModel, PerformanceModel, RowSizer's placement), which decoders, encoders, CNNs and
 * speech use; a kind overrides only what it does differently, up to sizing its rows whole (sizeRow).
 * ARCHITECTURE.md has the recipe for a new kind.
 */
class WorkloadModel
{
public:
    virtual ~WorkloadModel() = default;
    WorkloadModel(const WorkloadModel &) = delete;
    WorkloadModel &operator=(const WorkloadModel &) = delete;

    virtual WorkloadKind kind() const = 0;
    /** The whole job's model FLOPs (6ND and its kin) and hardware FLOPs (with recomputation). */
    virtual void addTrainingWork(const Scenario &scenario, WorkloadProfile &profile) const;
    /**
     * Memory per GPU, speed and placement for one row, by a kind that owns all three (video, graphics):
     * true when it sized the row, with c.fit and any problem set. The other kinds return false, and RowSizer
     * places them with the shared placement policy, asking this model for memory and speed.
     */
    virtual bool sizeRow(const Scenario &scenario, const WorkloadProfile &profile, const RowHardware &hardware,
                         Configuration &c) const;
    /**
     * Whether a row needs whole GPUs with a published bandwidth and peak: every kind that runs a model.
     * Graphics sessions take vGPU slices and run no model.
     */
    virtual bool needsComputeGpus() const { return true; }
    /**
     * Memory per GPU of a training layout, for a kind that counts its own (a diffusion pipeline by part, a
     * recommender's tables split over the job); empty: MemoryModel's transformer and CNN arithmetic.
     */
    virtual std::optional<MemoryBreakdown> trainingMemory(const Scenario &scenario, const WorkloadProfile &profile,
                                                          const Layout &layout) const;
    /** Memory per GPU of a serving copy holding `concurrency` requests at once; empty as above. */
    virtual std::optional<MemoryBreakdown> servingMemory(const Scenario &scenario, const WorkloadProfile &profile,
                                                         const Layout &layout, int concurrency) const;
    /**
     * The share of the model a kind keeps in host memory so that each of `gpus` GPUs, each working on `batch`
     * items, needs at most gpuBudgetBytes, when the job's host memory (hostBytes in all) holds it (a
     * recommender's table rows); empty for kinds that keep nothing there, or when it does not fit.
     */
    virtual std::optional<double> hostShareToFit(const Scenario &scenario, const WorkloadProfile &profile, int gpus,
                                                 int batch, double gpuBudgetBytes, double hostBytes) const;
    /**
     * Step time and throughput of a training layout on `gpu`, for a kind that times its own (busGBs: the
     * all-reduce bandwidth across the layout's instances); false: PerformanceModel's.
     */
    virtual bool timeTraining(const Scenario &scenario, const WorkloadProfile &profile, const GpuSpec &gpu,
                              double busGBs, Configuration &c) const;
    /**
     * What one batch-serving copy laid out as c.layout answers on `gpu`, with what the rate rests on written to
     * c.speed (busGBs: the bandwidth between the copy's GPUs; memo: this thread's remembered speeds, or null).
     * The default: one pass of 2·N FLOPs per token at the prefill share of peak, or a CNN's forward FLOPs at
     * its share; encoders, diffusion and recommenders rate theirs from measurements and their own arithmetic.
     */
    virtual CopyRate servingRatePerCopy(const Scenario &scenario, const WorkloadProfile &profile, const GpuSpec &gpu,
                                        double busGBs, SpeedMemo *memo, Configuration &c) const;
    /**
     * The engine a decoding copy runs under on `gpu`: the LLM engine the scenario names, its factors left at 1
     * when the scenario states its own decode share (decodeOverridden). Speech runs under its speech engine.
     */
    virtual DecodeEngine decodeEngine(const Scenario &scenario, const GpuSpec &gpu, bool decodeOverridden) const;
    /** One unsplit copy's memory, by a kind that owns its memory; empty for the others (MemoryModel's). */
    virtual std::optional<MemoryBreakdown> oneCopyMemory(const Scenario &scenario,
                                                         const WorkloadProfile &profile) const;
    /** Every assumption an estimate of this kind rests on: precision, the kind's own, memory, the month. */
    void addAssumptions(const Scenario &scenario, const WorkloadProfile &profile, const MemoryModel &memory,
                        const AddAssumption &add) const;

    // Public so that each kind inherits it as its own; the class is abstract all the same.
    WorkloadModel(const Catalog &catalog, const SizingParameters &params)
        : m_catalog(catalog)
        , m_params(params)
    { }

protected:
    /** The assumptions only this kind makes. */
    virtual void addKindAssumptions(const Scenario &scenario, const WorkloadProfile &profile, const MemoryModel &memory,
                                    const AddAssumption &add) const = 0;
    /** How much of a card the estimate counts on, and the CUDA context. */
    virtual void addMemoryAssumptions(const Scenario &scenario, const WorkloadProfile &profile,
                                      const AddAssumption &add) const;
    /**
     * One pass of a transformer over a request's tokens at the prefill share of peak, flopsPerRequest a
     * request: requests a second at a full batch on tensorParallel GPUs, and one request alone on one GPU,
     * never sooner than its weights can be read once.
     */
    CopyRate transformerPassRate(const Scenario &scenario, const WorkloadProfile &profile, const GpuSpec &gpu,
                                 double flopsPerRequest, int tensorParallel) const;
    /** A training job's optimizer state, utilisation, FLOPs per token, batch, overlap and attention. */
    void addTrainingAssumptions(const Scenario &scenario, const WorkloadProfile &profile, const MemoryModel &memory,
                                const AddAssumption &add) const;

    const Catalog &m_catalog;
    const SizingParameters &m_params;
};

/** The model of each kind, made for one catalog and one set of constants, which must outlive it. */
std::unique_ptr<WorkloadModel> makeWorkloadModel(WorkloadKind kind, const Catalog &catalog,
                                                 const SizingParameters &params);

// The kinds with a model of their own, each in its own file; decoders share ServedModelWorkload
// (servedmodel.h), which encoders and speech extend.
std::unique_ptr<WorkloadModel> makeDiffusionWorkload(const Catalog &catalog, const SizingParameters &params);
std::unique_ptr<WorkloadModel> makeRecommendationWorkload(const Catalog &catalog, const SizingParameters &params);
std::unique_ptr<WorkloadModel> makeGraphicsWorkload(const Catalog &catalog, const SizingParameters &params);
std::unique_ptr<WorkloadModel> makeVideoWorkload(const Catalog &catalog, const SizingParameters &params);
std::unique_ptr<WorkloadModel> makeEncoderWorkload(const Catalog &catalog, const SizingParameters &params);
std::unique_ptr<WorkloadModel> makeSpeechWorkload(const Catalog &catalog, const SizingParameters &params);
std::unique_ptr<WorkloadModel> makeTextEmbeddingWorkload(const Catalog &catalog, const SizingParameters &params);

} // namespace Advisor
