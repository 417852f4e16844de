// SPDX-License-Identifier: Apache-2.0
// Where a serving job goes: how many instances, how the model is split over their GPUs, how many replicas.
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

bool RowSizer::placeServing(const Scenario &s, const WorkloadProfile &p, const MemoryModel &memory,
                            const PerformanceModel &perf, const Family &family, const GpuSpec &gpu,
                            const InstanceType &type, Configuration &c) const
{
    const int wholeGpus = int(std::floor(type.gpuCount + 1e-9));
    const int maxNodes = std::max(1, s.constraints.maxNodes);
    // Serving: split one copy over the fewest GPUs of an instance that hold weights and KV cache.
    // tensor: GPUs per instance the copy uses; stages: instances its layers are split over.
    const bool virtualGpu = family.category == FamilyCategory::VirtualGpu;
    // Only a generative copy on whole GPUs may be split wider below; rows are large, so copy only then.
    std::optional<Configuration> unplaced;
    if (p.generative() && !virtualGpu && maxNodes > 1) // a wider split needs two instances or more
        unplaced = c;
    const bool found = p.generative() ? placeGenerativeCopy(s, p, memory, wholeGpus, maxNodes, virtualGpu, c)
                                      : placeServingCopy(s, memory, wholeGpus, maxNodes, virtualGpu, type.memoryGiB, c);
    if (!found)
        return false;
    perf.serving(family, gpu, type, memory, c);
    // The smallest copy that fits is not always the best use of the instance: a copy over more of its GPUs
    // reads the prompt sooner, decodes faster and leaves each GPU more room for KV cache, so fewer copies
    // may carry the load; a narrow copy on a large instance leaves GPUs the row pays for idle. As an
    // engineer would choose the tensor-parallel degree: the one whose lone request gets its first token in
    // time, then the one that needs the fewest instances (the cost), then the one that meets the per-token
    // target, then the soonest first token; narrower copies win only where a wider one gains nothing.
    if (p.generative() && !virtualGpu && c.layout.pipelineParallel == 1 && c.layout.tensorParallel < wholeGpus) {
        const auto key = [target = ttftTargetMs(s.inference)](const Configuration &row) {
            return std::make_tuple(row.speed.ttftMs > target, row.layout.instances, !row.speed.meetsLatency,
                                   row.speed.ttftMs, row.layout.tensorParallel);
        };
        const int narrowest = c.layout.tensorParallel;
        auto best = key(c);
        for (int t : tensorOptions(wholeGpus)) {
            if (t <= narrowest)
                continue;
            if (!placeGenerativeCopy(s, p, memory, wholeGpus, maxNodes, virtualGpu, c, 1, t))
                break;
            perf.serving(family, gpu, type, memory, c);
            best = std::min(best, key(c));
        }
        if (std::get<4>(best) != c.layout.tensorParallel) {
            placeGenerativeCopy(s, p, memory, wholeGpus, maxNodes, virtualGpu, c, 1, std::get<4>(best));
            perf.serving(family, gpu, type, memory, c);
        }
    }
    // The smallest copy may leave each replica so little KV cache that the load needs many of them; a copy
    // split over more instances (within the node limit of one copy) holds far more, so fewer instances in
    // all may carry the load, and a row costs what its instances cost.
    for (int stages = c.layout.pipelineParallel + 1; unplaced && c.layout.instances > 1 && stages <= maxNodes;
         ++stages) {
        Configuration wider = *unplaced;
        if (!placeGenerativeCopy(s, p, memory, wholeGpus, maxNodes, virtualGpu, wider, stages))
            continue;
        perf.serving(family, gpu, type, memory, wider);
        if (wider.layout.instances < c.layout.instances)
            c = std::move(wider);
    }
    if (p.generative()) {
        // What each GPU holds at the load each replica carries; a long request that leaves room for
        // just one more is fragile.
        const int batch =
            int(std::ceil(double(std::max(1, s.inference.concurrency)) / std::max(1, c.layout.dataParallel)));
        c.memory.perGpu = memory.serving(c.layout.tensorParallel, c.layout.pipelineParallel, batch);
        c.memory.perGpuMemoryGiB = c.memory.perGpu.total() / bytesPerGiB;
        c.memory.fit =
            c.speed.maxConcurrencyPerReplica >= 2 && c.speed.maxConcurrencyPerReplica >= batch * m_params.kvCacheSpare
            ? Fit::Fits
            : Fit::Tight;
    }
    // Replicas are independent instances behind a load balancer, as many as the load needs: the node limit
    // is for one copy spread over instances, which placement already keeps within it.
    if (!c.speed.meetsLatency && s.inference.latencyMsTarget)
        c.problems.push_back({Finding::Kind::MissesLatency,
                              {c.speed.tpotMs, *s.inference.latencyMsTarget},
                              {servedUnitId(p.kind, s.task)}});
    return true;
}

bool RowSizer::placeGenerativeCopy(const Scenario &s, const WorkloadProfile &p, const MemoryModel &memory,
                                   int wholeGpus, int maxNodes, bool virtualGpu, Configuration &c, int minStages,
                                   int minTensor) const
{
    // As vLLM and SGLang allocate: the engine takes a fixed share of the card, loads the weights,
    // reserves context and workspace, and the KV cache gets the rest. One full request must fit, and the
    // engine starts only where one sequence of the max model length the scenario sets fits too.
    c.memory.usableGpuMemoryGiB = c.memory.gpuMemoryGiB * m_index.catalog().serving.memoryUtilization.value;
    const double usable = c.memory.usableGpuMemoryGiB * bytesPerGiB;
    const std::optional<int> startLength = engineMaxModelLength(s, p);
    const auto tryLayout = [&](int tensor, int stages) {
        const MemoryBreakdown fixed = memory.serving(tensor, stages, 0);
        const double room = usable - fixed.total();
        // A speculative proposer keeps a cache of its own beside the model's, for every sequence.
        const double proposer = 1.0 + memory.proposerCacheShare();
        const double perSequence = memory.kvBytesPerSequencePerGpu(tensor, stages) * proposer;
        const double perToken = memory.kvBytesPerTokenPerGpu(tensor, stages) * proposer;
        const double atStart = std::max(perSequence, startLength ? perToken * *startLength : 0.0);
        if (atStart > 0 ? room < atStart : room < 0)
            return false;
        c.layout.tensorParallel = tensor;
        c.layout.pipelineParallel = stages;
        // A latent (MLA) cache is whole on every rank; with data-parallel attention each rank keeps the
        // cache of its own requests, so the copy holds one rank's worth per GPU.
        const double ranks = p.latentKv ? tensor : 1;
        c.speed.maxConcurrencyPerReplica = perSequence > 0 ? int(std::min(std::floor(room / perSequence) * ranks, 1e6))
                                                           : std::max(1, s.inference.concurrency);
        // The engine turns away anything longer than it was started for.
        const double contextLimit = startLength ? double(*startLength)
            : p.shape && p.shape->context > 0   ? p.shape->context
                                                : 1e9;
        c.speed.maxContextTokens = perToken > 0 ? int(std::min({std::floor(room / perToken), contextLimit, 1e9})) : 0;
        return true;
    };
    // A max model length shorter than one request has every request refused, on any layout.
    const bool refusesRequests =
        startLength && *startLength < double(s.inference.contextLength) + s.inference.outputTokens;
    for (int t : tensorOptions(wholeGpus)) {
        if (!refusesRequests && t >= minTensor && minStages <= 1 && tryLayout(t, 1))
            return true;
    }
    if (minTensor > 1)
        return false; // only a copy that fits narrower is laid out wider: nothing to report
    // Too large for one instance: split the layers over several (pipeline parallel), each holding its
    // share on all its GPUs.
    for (int stages = std::max(2, minStages); !refusesRequests && !virtualGpu && stages <= maxNodes; ++stages) {
        if (tryLayout(wholeGpus, stages))
            return true;
    }
    markGenerativeUnplaced(s, memory, wholeGpus, virtualGpu ? 1 : maxNodes, startLength, c);
    return false;
}

std::optional<int> RowSizer::engineMaxModelLength(const Scenario &s, const WorkloadProfile &p)
{
    // Whisper-style decoders stop at their own few hundred tokens; the setting is a text LLM engine's.
    if (p.kind != WorkloadKind::DecoderLlm)
        return std::nullopt;
    return s.inference.maxModelLength;
}

void RowSizer::markGenerativeUnplaced(const Scenario &s, const MemoryModel &memory, int wholeGpus, int stages,
                                      std::optional<int> startLength, Configuration &c)
{
    // The widest layout, which does not fit either, and what stops it.
    c.layout.tensorParallel = wholeGpus;
    c.layout.pipelineParallel = stages;
    c.memory.perGpu = memory.serving(wholeGpus, stages, 1);
    c.memory.perGpuMemoryGiB = c.memory.perGpu.total() / bytesPerGiB;
    c.memory.fit = Fit::Insufficient;
    const double fixedGiB = (c.memory.perGpu.total() - c.memory.perGpu.kvCache) / bytesPerGiB;
    const double request = double(s.inference.contextLength) + s.inference.outputTokens;
    const double roomGiB = c.memory.usableGpuMemoryGiB - fixedGiB;
    const double perTokenGiB = memory.kvBytesPerTokenPerGpu(wholeGpus, stages) / bytesPerGiB;
    const double holds = perTokenGiB > 0 ? std::floor(std::max(0.0, roomGiB) / perTokenGiB) : 0;
    const QStringList engine{toString(s.inference.llmEngine)};
    if (startLength && *startLength < request)
        c.problems.push_back({Finding::Kind::MaxModelLengthBelowRequest, {double(*startLength), request}, {}});
    else if (fixedGiB < c.memory.usableGpuMemoryGiB && startLength && c.memory.perGpu.kvCache / bytesPerGiB <= roomGiB)
        c.problems.push_back(
            {Finding::Kind::MaxModelLengthDoesNotFit, {double(*startLength), std::min(holds, 1e9), request}, engine});
    else if (fixedGiB < c.memory.usableGpuMemoryGiB)
        c.problems.push_back(
            {Finding::Kind::RequestDoesNotFit, {c.memory.perGpu.kvCache / bytesPerGiB, roomGiB, request}, {}});
    else if (stages > 1)
        c.problems.push_back({Finding::Kind::WeightsDoNotFitOverInstances,
                              {fixedGiB, double(wholeGpus), double(stages), c.memory.usableGpuMemoryGiB},
                              {}});
    else
        c.problems.push_back(
            {Finding::Kind::WeightsDoNotFit, {fixedGiB, double(wholeGpus), c.memory.usableGpuMemoryGiB}, {}});
}

bool RowSizer::placeServingCopy(const Scenario &s, const MemoryModel &memory, int wholeGpus, int maxNodes,
                                bool virtualGpu, double hostGiB, Configuration &c) const
{
    // Encoders, CNNs and diffusion pipelines: a copy per GPU group, sized like the framework holds it.
    const int batch = std::max(1, s.inference.concurrency);
    const auto tryLayout = [&](int tensor, int stages, double hostShare = 0) {
        const MemoryBreakdown m = memory.inference({tensor * stages, 1, false, hostShare}, batch);
        const Fit fit = fitWithHeadroom(c.memory.usableGpuMemoryGiB, m.total() / bytesPerGiB);
        if (fit == Fit::Insufficient)
            return false;
        c.layout.tensorParallel = tensor;
        c.layout.pipelineParallel = stages;
        c.layout.hostTableShare = hostShare;
        c.memory.perGpu = m;
        c.memory.perGpuMemoryGiB = m.total() / bytesPerGiB;
        c.memory.fit = fit;
        return true;
    };
    for (int t : tensorOptions(wholeGpus)) {
        if (tryLayout(t, 1))
            return true;
    }
    for (int stages = 1; !virtualGpu && stages <= maxNodes; ++stages) {
        // Recommendation tables: the coldest rows in the instances' RAM (MLPerf's DLRM on T4 and A10) before
        // the copy spreads over more instances.
        const auto host = memory.hostTableShare(
            wholeGpus * stages, batch, c.memory.usableGpuMemoryGiB * (1.0 - m_params.tightThreshold) * bytesPerGiB,
            hostGiB * stages * m_index.catalog().recommendation.hostMemoryShare.value * bytesPerGiB);
        if (host && tryLayout(wholeGpus, stages, *host))
            return true;
        if (stages > 1 && tryLayout(wholeGpus, stages))
            return true;
    }
    c.layout.tensorParallel = wholeGpus;
    c.memory.perGpu = memory.inference({wholeGpus, 1}, 1);
    c.memory.perGpuMemoryGiB = c.memory.perGpu.total() / bytesPerGiB;
    c.memory.fit = Fit::Insufficient;
    c.problems.push_back({Finding::Kind::WeightsDoNotFit,
                          {c.memory.perGpuMemoryGiB, double(wholeGpus), c.memory.usableGpuMemoryGiB},
                          {}});
    return false;
}

} // namespace Advisor
