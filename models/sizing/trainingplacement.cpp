// SPDX-License-Identifier: Apache-2.0
// RowSizer's training half: the instances and the tensor × pipeline × data layout a training job runs on.
#include "models/sizing/memorymodel.h"
#include "models/sizing/performancemodel.h"
#include "models/sizing/rowsizer.h"
#include "models/sizing/sizingparameters.h"
#include "models/sizing/tensoroptions.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <tuple>
#include <utility>

#include <QVarLengthArray>

namespace Advisor {

namespace {
/**
 * What a training layout sets in a row: each layout is tried on the row itself and the best one kept
 * aside, rather than copying the whole row (about 1 KB, with its strings) for every layout tried.
 */
struct TrainingTrial
{
    int instances = 1;
    double totalGpus = 0;
    int tensorParallel = 1;
    int dataParallel = 1;
    int pipelineParallel = 1;
    MemoryBreakdown perGpu;
    double perGpuMemoryGiB = 0;
    Fit fit = Fit::Insufficient;
    bool shardedFrozenWeights = false;
    double hostTableShare = 0;
    double stepSeconds = 0;
    double commSeconds = 0;
    double scalingEfficiency = 1;
    double samplesPerSecond = 0;
    double tokensPerSecond = 0;
    double hours = 0;
    bool meetsDeadline = true;

    static TrainingTrial of(const Configuration &c)
    {
        return {c.layout.instances,
                c.layout.totalGpus,
                c.layout.tensorParallel,
                c.layout.dataParallel,
                c.layout.pipelineParallel,
                c.memory.perGpu,
                c.memory.perGpuMemoryGiB,
                c.memory.fit,
                c.layout.shardedFrozenWeights,
                c.layout.hostTableShare,
                c.speed.stepSeconds,
                c.speed.commSeconds,
                c.speed.scalingEfficiency,
                c.speed.samplesPerSecond,
                c.speed.tokensPerSecond,
                c.speed.hours,
                c.speed.meetsDeadline};
    }
    void applyTo(Configuration &c) const
    {
        c.layout.instances = instances;
        c.layout.totalGpus = totalGpus;
        c.layout.tensorParallel = tensorParallel;
        c.layout.dataParallel = dataParallel;
        c.layout.pipelineParallel = pipelineParallel;
        c.memory.perGpu = perGpu;
        c.memory.perGpuMemoryGiB = perGpuMemoryGiB;
        c.memory.fit = fit;
        c.layout.shardedFrozenWeights = shardedFrozenWeights;
        c.layout.hostTableShare = hostTableShare;
        c.speed.stepSeconds = stepSeconds;
        c.speed.commSeconds = commSeconds;
        c.speed.scalingEfficiency = scalingEfficiency;
        c.speed.samplesPerSecond = samplesPerSecond;
        c.speed.tokensPerSecond = tokensPerSecond;
        c.speed.hours = hours;
        c.speed.meetsDeadline = meetsDeadline;
    }
};

/** What bounds the search for a training layout on one instance type. */
struct TrainingLimits
{
    int wholeGpus = 1;
    int maxNodes = 1;
    bool peft = false;
    double hostLimitGiB = 0;
    int layers = 0; // a pipeline has at most one stage per layer
    bool hostOffload = false;
    // Fine-tuning stacks (the HF Trainer, DeepSpeed, FSDP, torchtune, ms-swift) shard data-parallel copies, and
    // move to a Megatron backend only when a sharded copy does not fit: tensor × pipeline layouts are their
    // fall-back. Pre-training weighs every layout.
    bool megatronAsFallback = false;
};

/**
 * The layouts tried on n instances' gpus, plainest first (before any that keeps tables in host memory). Full
 * training tries Megatron's 3D layouts: tensor parallelism within an instance, where its per-layer traffic
 * stays on the GPU link, times pipeline stages of layers, times data-parallel copies (Narayanan et al. 2021,
 * "Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM").
 */
QVarLengthArray<Layout, 32> trainingLayouts(const TrainingLimits &limits, int gpus)
{
    QVarLengthArray<Layout, 32> layouts; // a few dozen per instance count at most: kept off the heap
    if (limits.peft) {
        layouts = {Layout{1, gpus, false}, Layout{1, gpus, true}};
        return layouts;
    }
    // ZeRO-Offload and FSDP's CPU offload are data-parallel stacks: they shard what they offload over the
    // copies and split neither layers nor tensors.
    if (limits.hostOffload) {
        layouts = {Layout{1, gpus, false}};
        return layouts;
    }
    for (int t : tensorOptions(limits.wholeGpus)) {
        layouts.push_back(Layout{t, gpus / t, false});
        for (int stages = 2; stages <= limits.layers && gpus % (t * stages) == 0; stages *= 2) {
            Layout pipelined{t, gpus / (t * stages), false};
            pipelined.pipelineParallel = stages;
            layouts.push_back(pipelined);
        }
    }
    return layouts;
}

/**
 * Between instance counts: a comfortable fit over a tight one, one that meets the deadline over one that does
 * not, then the fewest instance-hours (what the job costs), or the shortest run while the deadline is missed.
 * More instances win only where they pay for themselves, as when they let a large model leave ZeRO-3's
 * per-micro-batch traffic for a tensor × pipeline layout.
 */
bool cheaperRun(const TrainingTrial &candidate, const TrainingTrial &best)
{
    if (candidate.fit != best.fit)
        return candidate.fit == Fit::Fits;
    if (candidate.meetsDeadline != best.meetsDeadline)
        return candidate.meetsDeadline;
    if (!best.meetsDeadline)
        return candidate.hours < best.hours;
    // Within a per cent counts as a tie, which the fewer instances win (they come first).
    return candidate.hours * candidate.instances < 0.99 * best.hours * best.instances;
}

/** Between two layouts on the same instances: a comfortable fit over a tight one, then the shorter run. */
bool fasterLayout(const TrainingTrial &candidate, const TrainingTrial &best)
{
    if (candidate.fit != best.fit)
        return candidate.fit == Fit::Fits;
    return candidate.hours < best.hours;
}

/** Fills the row with the widest layout, which does not fit either, and the problem that stops it. */
void markTrainingUnplaced(const TrainingLimits &limits, double hostShortGiB, const MemoryModel &memory,
                          Configuration &c)
{
    const int wholeGpus = limits.wholeGpus;
    const int maxNodes = limits.maxNodes;
    // The layout that needs the least memory per GPU: every GPU one copy's, in tensor slices and as many
    // pipeline stages as the instances allow (the distributed optimizer shards less than more stages split).
    Layout layout = limits.peft ? Layout{1, wholeGpus * maxNodes, wholeGpus * maxNodes > 1}
        : limits.hostOffload    ? Layout{1, wholeGpus * maxNodes, false}
                                : Layout{wholeGpus, maxNodes, false};
    if (!limits.peft && !limits.hostOffload)
        for (int stages = 2; stages <= limits.layers && maxNodes % stages == 0; stages *= 2) {
            layout.pipelineParallel = stages;
            layout.dataParallel = maxNodes / stages;
        }
    c.memory.perGpu = memory.training(layout);
    c.memory.perGpuMemoryGiB = c.memory.perGpu.total() / bytesPerGiB;
    c.layout.instances = maxNodes;
    c.layout.totalGpus = double(wholeGpus) * maxNodes;
    c.layout.tensorParallel = layout.tensorParallel;
    c.layout.pipelineParallel = layout.pipelineParallel;
    c.layout.dataParallel = layout.dataParallel;
    c.memory.fit = Fit::Insufficient;
    if (hostShortGiB > 0)
        c.problems.push_back(
            {Finding::Kind::OffloadExceedsHostMemory, {hostShortGiB, double(maxNodes), limits.hostLimitGiB}, {}});
    else
        c.problems.push_back(
            {Finding::Kind::TrainingDoesNotFit,
             {c.memory.perGpuMemoryGiB, double(maxNodes), double(wholeGpus), c.memory.usableGpuMemoryGiB},
             {}});
}
/** One layout as placeTrainingJob weighs it: where it runs and what it needs per GPU. */
struct TrainingLayoutTry
{
    int instances = 1;
    int gpus = 1;
    Layout layout;
    MemoryBreakdown perGpu;
    double needGiB = 0;
    Fit fit = Fit::Insufficient;
};

/**
 * Sets the layout on the row and times it. Every field of TrainingTrial is set here or by perf.training
 * (tokens/s only for a model with a shape, the same for every layout), so a layout tried before leaves
 * nothing behind.
 */
void tryTrainingLayout(const Scenario &s, const PerformanceModel &perf, const TrainingLayoutTry &t,
                       const Family &family, const GpuSpec &gpu, const InstanceType &type, Configuration &c)
{
    c.layout.instances = t.instances;
    c.layout.totalGpus = t.gpus;
    c.layout.tensorParallel = t.layout.tensorParallel;
    c.layout.pipelineParallel = t.layout.pipelineParallel;
    c.layout.dataParallel = t.layout.dataParallel;
    c.memory.perGpu = t.perGpu;
    c.memory.perGpuMemoryGiB = t.needGiB;
    c.memory.fit = t.fit;
    c.layout.shardedFrozenWeights = t.layout.shardFrozenWeights;
    c.layout.hostTableShare = t.layout.hostTableShare;
    perf.training(family, gpu, type, c);
    c.speed.meetsDeadline = !s.training.deadlineHours || slowEndHours(c.speed.hours) <= *s.training.deadlineHours;
}
} // namespace

bool RowSizer::placeTrainingJob(const Scenario &s, const MemoryModel &memory, const PerformanceModel &perf,
                                const Family &family, const GpuSpec &gpu, const InstanceType &type,
                                Configuration &c) const
{
    const int wholeGpus = int(std::floor(type.gpuCount + 1e-9));
    const int maxNodes = std::max(1, s.constraints.maxNodes);
    // Every instance count up to the limit, each with its best layout; the deadline is checked at the slow end
    // of the time's band.
    bool found = false;
    TrainingTrial best;
    // Offloaded state must fit in the instances' memory as weights must fit in the GPUs': the share the
    // catalog leaves to data kept in host memory, the rest for the system and the data loader.
    const double hostLimitGiB = type.memoryGiB * m_index.catalog().recommendation.hostMemoryShare.value;
    double hostShortGiB = 0; // what the last layout that fitted the GPUs needed of the host, when it did not fit
    // PEFT stacks (LoRA, QLoRA) run data parallel: a whole copy per GPU under DDP, or the frozen base
    // sharded over the GPUs with ZeRO-3 when a copy is too large; full training splits by tensor and stage.
    const bool peft = s.stage == Stage::FinetuneLora || s.stage == Stage::FinetuneQlora;
    const TrainingLimits limits{wholeGpus,
                                maxNodes,
                                peft,
                                hostLimitGiB,
                                memory.layers(),
                                s.training.offload != HostOffload::None,
                                s.stage != Stage::Pretrain};
    for (int n = 1; n <= maxNodes; ++n) {
        const int gpus = wholeGpus * n;
        QVarLengthArray<Layout, 32> layouts = trainingLayouts(limits, gpus);
        // Recommendation tables too large for these GPUs keep their coldest part in the instances' RAM, as
        // MLPerf ran DLRM on T4 and A10, before the job spreads over more instances and their slower network.
        if (const auto host = memory.hostTableShare(
                gpus, s.training.microBatch,
                c.memory.usableGpuMemoryGiB * (1.0 - m_params.tightThreshold) * bytesPerGiB,
                type.memoryGiB * n * m_index.catalog().recommendation.hostMemoryShare.value * bytesPerGiB))
            layouts.push_back(Layout{1, gpus, false, *host});
        std::optional<TrainingTrial> here; // the best layout on n instances
        for (const Layout &layout : layouts) {
            if (layout.shardFrozenWeights && gpus <= 1)
                continue;
            // Host-memory tables, PEFT's sharded base and splitting a model without transformer layers are
            // fall-backs, taken only when the plainer layout does not fit; full training of a transformer
            // weighs every tensor × pipeline × data split that fits.
            if (here
                && (limits.peft || layout.hostTableShare > 0 || limits.layers == 0
                    || (limits.megatronAsFallback && memory.megatronStyle(layout))))
                break;
            const MemoryBreakdown m = memory.training(layout);
            const double needGiB = m.total() / bytesPerGiB;
            const Fit fit = fitWithHeadroom(c.memory.usableGpuMemoryGiB, needGiB);
            if (fit == Fit::Insufficient)
                continue;
            const double hostGiB = m.host * wholeGpus / bytesPerGiB;
            if (hostGiB > hostLimitGiB) {
                hostShortGiB = hostGiB;
                continue;
            }
            tryTrainingLayout(s, perf, {n, gpus, layout, m, needGiB, fit}, family, gpu, type, c);
            const TrainingTrial candidate = TrainingTrial::of(c);
            if (!here || fasterLayout(candidate, *here))
                here = candidate;
        }
        if (!here)
            continue;
        if (!found || cheaperRun(*here, best))
            best = *here;
        found = true;
        // Without tensor × pipeline layouts to unlock, more instances only add traffic: none can cost less.
        if (best.meetsDeadline && best.fit == Fit::Fits && (limits.peft || limits.layers == 0))
            break;
    }
    if (!found) {
        markTrainingUnplaced(limits, hostShortGiB, memory, c);
        return false;
    }
    best.applyTo(c);
    if (!c.speed.meetsDeadline)
        c.problems.push_back({Finding::Kind::MissesDeadline,
                              {c.speed.hours, slowEndHours(c.speed.hours), double(c.layout.instances),
                               *s.training.deadlineHours, bandWidth(trainingTimeEvidence) * 100},
                              {}});
    return true;
}

} // namespace Advisor
