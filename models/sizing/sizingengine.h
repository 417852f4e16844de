// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/domain/modelpreset.h"
#include "models/pricing/pricebook.h"
#include "models/scenario/scenario.h"
#include "models/sizing/performancemodel.h"
#include "models/sizing/recommendation.h"

#include <array>
#include <cstddef>
#include <functional>
#include <optional>

#include <QCoreApplication>
#include <QHash>

namespace Advisor {

class MemoryModel;

/** nvidia-smi shows about 99 % of the nominal size in GiB (A100-80GB: 81,251 MiB, Alibaba's Karpenter table). */
inline constexpr double installedGiBPerNominalGB = 0.99;
/** Sequences per optimizer step across all replicas; gradient accumulation fills what micro-batches leave. */
inline constexpr int globalBatchSequences = 256;

/**
 * Diffusion presets publish no per-step FLOPs: about 750 FLOP per parameter per denoising step at the
 * native resolution, run at 15 % of peak. Rough (±50 %), and shown as an assumption.
 */
inline constexpr double diffusionFlopsPerParamStep = 750;
/** Denoising steps per generated image (DPM-Solver-class schedulers; diffusers' default is 50). */
inline constexpr double diffusionSteps = 25;
inline constexpr double diffusionMfu = 0.15;

/** Tunable constants of the estimate; each is shown as an assumption citing its public source. */
struct SizingParameters
{
    double usableMemoryFraction = 0.92; // of installed GPU memory (serving engines pre-allocate 0.9)
    double tightThreshold = 0.10;       // headroom below 10 % is "tight"
    // Serving: a replica whose KV cache holds fewer sequences than its share of the load times this is
    // "tight"; the advice's KV-cache rule supplies its threshold, so label and warning agree.
    double kvCacheSpare = 1.2;
    double cudaContextGiB = 1.3;   // measured 1,343 MiB on V100
    double fragmentation = 0.10;   // allocator caching on top of tensors
    double bytesPerParamAdam = 18; // 16 (ZeRO, bf16 grads) or 18 (fp32 grads, HF/Megatron)
    double mfuTraining = 0.35;     // untuned-to-tuned middle; A100 0.40–0.55, HF Trainer 0.25–0.35
    // Memory-bandwidth share when decoding, when the scenario sets one; otherwise per GPU from the catalog.
    std::optional<double> decodeEfficiencyOverride;
    double mfuPrefill = 0.5;
    double commOverlap = 0.8;             // share of backward time that hides the all-reduce
    double pcieBusGBs = 20;               // achieved all-reduce bus bandwidth over PCIe
    double nvlinkEfficiency = 0.75;       // achieved / nominal NVLink per direction
    double rdmaEfficiency = 0.95;         // achieved / nominal RDMA NIC
    double tcpEfficiency = 0.4;           // TCP reaches a half to a third of RDMA
    double loraTrainableFraction = 0.005; // LoRA adapters as a share of the weights

    bool operator==(const SizingParameters &) const = default;
};

/**
 * The constants for one scenario: the documented defaults, the model FLOPs utilisation by kind of job
 * (pre-training is usually tuned, LoRA runs through the HF Trainer), then the user's overrides.
 */
SizingParameters parametersFor(const Scenario &scenario);

/**
 * From a scenario, estimate memory, time, speed and cost for every instance type in the catalog,
 * keep those that fit and meet the deadline, latency and budget, and rank them.
 * Pure computation: no I/O, no GUI, cheap enough to run on every keystroke.
 */
class SizingEngine
{
    Q_DECLARE_TR_FUNCTIONS(SizingEngine)

public:
    /** Costs closer than this (relative) count as the same when ranking: then training prefers the quicker
        job and serving the fewer instances. */
    static constexpr double sameCostTolerance = 0.01;

    SizingEngine(const Catalog &catalog, const ModelPresetLibrary &presets, SizingParameters parameters = {});

    WorkloadProfile profile(const Scenario &scenario) const;
    Recommendation recommend(const Scenario &scenario) const;
    /**
     * Whether two scenarios are sized the same, differing at most in what prices and ranks the rows:
     * billing models, region, customer discount, budget and its currency (and the name and phases,
     * which the engine does not read).
     */
    static bool sizedAlike(const Scenario &a, const Scenario &b);
    /**
     * What recommend(scenario) answers, made from previous, this engine's answer to a scenario
     * sizedAlike() to it: each row keeps its memory, layout, time and speed and is priced and ranked
     * again. A change of discount, billing, region or budget then costs no sizing of every type.
     */
    Recommendation reprice(const Scenario &scenario, Recommendation &&previous) const;
    /** The configuration of one instance type (with as many instances as it needs), ranked or not. */
    Configuration evaluate(const Scenario &scenario, const WorkloadProfile &profile, const InstanceType &type) const;

    /** Below this many types per thread a recompute stays on the calling thread: a thread costs more than it saves. */
    static constexpr std::size_t minTypesPerWorker = 256;
    /** The most threads a recompute sizes rows on. */
    static constexpr int maxWorkers = 4;
    /**
     * How many threads a recompute of a large catalog may size its rows on (default: the machine's
     * cores, at most maxWorkers); 1 keeps it on the calling thread. The answer is the same for any number.
     */
    void setWorkers(int workers);
    int workers() const { return m_workers; }

    const SizingParameters &parameters() const { return m_params; }
    const Catalog &catalog() const { return m_catalog; }
    /**
     * The prices the ranking used, with the lookups of every recompute remembered: for the advice on its
     * rows and for figures beside them (other regions) that must agree with it.
     */
    const PriceBook &prices() const { return m_prices; }

private:
    /** The model's size, shape and KV cache: from the preset, or from the scenario's own figures. */
    void describeModel(const Scenario &scenario, WorkloadProfile &profile) const;
    /** Fits with the headroom threshold to spare, tight within it, insufficient beyond (training, non-LLM serving). */
    Fit fitWithHeadroom(double usableGiB, double neededGiB) const;
    // What pricing a row needs of one of the scenario's billing models, looked up once per recompute
    // rather than once per row.
    struct BillingColumn
    {
        QString billing;
        const BillingModel *model = nullptr;
        const PriceBook::PricesByPosition *prices = nullptr; // every type's, for the scenario's region
    };
    // What every row of one recompute shares: its billing columns and a memo of measured speeds (one per
    // thread, as each thread fills its own).
    struct RowContext
    {
        const std::vector<BillingColumn> *billing = nullptr;
        SpeedMemo *speeds = nullptr;
        // The language GPUs are named in, read once per recompute: every read of the UI locale takes a
        // reference to one shared object, which the sizing threads then fight over row by row.
        bool chineseNames = false;
    };
    /** The scenario's billing models with each type's price resolved: after this, sizing only reads the book. */
    std::vector<BillingColumn> billingColumns(const Scenario &scenario) const;
    Configuration evaluate(const Scenario &scenario, const WorkloadProfile &profile, const InstanceType &type,
                           const RowContext &context) const;
    /** Each type's row, in the order given, on up to m_workers threads; each part holds a contiguous run. */
    std::vector<std::vector<Configuration>> evaluateTypes(const Scenario &scenario, const WorkloadProfile &profile,
                                                          const std::vector<const InstanceType *> &types) const;
    void priceConfiguration(const Scenario &scenario, const InstanceType &type, Configuration &c,
                            const std::vector<BillingColumn> &billing) const;
    /** What every row gets once sized and priced: the problems of a retired family and of a plain misfit. */
    void finishRow(const InstanceType &type, Configuration &c) const;
    /** The recommendation's catalog, region and profile, before any row. */
    Recommendation emptyRecommendation(const Scenario &scenario) const;
    void addDiffusionAssumptions(
        const Scenario &scenario, const WorkloadProfile &profile,
        const std::function<void(const char *, QList<double>, QStringList, QStringList)> &add) const;
    void
    addServingAssumptions(const Scenario &scenario, const WorkloadProfile &profile,
                          const std::function<void(const char *, QList<double>, QStringList, QStringList)> &add) const;
    /** CNNs and encoders: which published measurements the throughput is scaled from, and the latency rule. */
    void addThroughputAnchorAssumptions(
        const Scenario &scenario,
        const std::function<void(const char *, QList<double>, QStringList, QStringList)> &add) const;
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
    /** Lays out one copy of an encoder, CNN, diffusion pipeline or recommender (hostGiB: RAM per instance). */
    bool placeServingCopy(const Scenario &scenario, const MemoryModel &memory, int wholeGpus, int maxNodes,
                          bool virtualGpu, double hostGiB, Configuration &c) const;
    void rank(const Scenario &scenario, Recommendation &result) const;
    /** What each ranked configuration costs for ranking: its job cost, or a placeholder without a price. */
    void setRankingCosts(const Scenario &scenario, Recommendation &result) const;
    /** The rank and the reasons of each ranked configuration. */
    void explainRanking(const Scenario &scenario, Recommendation &result, double cheapest) const;
    Findings whatWouldFit(const Scenario &scenario) const;

    const Catalog &m_catalog;
    const ModelPresetLibrary &m_presets;
    SizingParameters m_params;
    PriceBook m_prices;
    // Per GPU, read once per catalog rather than per type and recompute: its compute capability as a
    // number (unset when not published).
    QHash<const GpuSpec *, std::optional<double>> m_capability;
    // Families and GPUs by id, and each type's family and GPU by its position in the catalog: every row
    // asks for them several times, and the catalog finds them by comparing ids one by one.
    QHash<QString, const Family *> m_families;
    QHash<QString, const GpuSpec *> m_gpus;
    std::vector<std::pair<const Family *, const GpuSpec *>> m_typeParts;
    // Measured speeds by GPU, for every type of that GPU and every recompute asking the same.
    mutable SpeedMemo m_speeds;
    // The other threads' memos, kept across recomputes as m_speeds is.
    mutable std::array<SpeedMemo, maxWorkers - 1> m_workerSpeeds;
    int m_workers = 1;
    const Family *familyById(const QString &id) const { return m_families.value(id); }
    const GpuSpec *gpuById(const QString &id) const { return m_gpus.value(id); }
    /** The family and GPU of a type, from the table when it is a row of the catalog. */
    std::pair<const Family *, const GpuSpec *> partsOf(const InstanceType &type) const;
    /** The type's place in the catalog; none for a type that is not one of its rows. */
    std::optional<std::size_t> positionOf(const InstanceType &type) const;
};

} // namespace Advisor
