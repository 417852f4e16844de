// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/sizing/confidence.h"
#include "models/sizing/recommendation.h"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <unordered_map>

namespace Advisor {

struct GpuSpec;

/**
 * A decoder copy's speed for one recompute of one scenario on one thread, by everything of the row it
 * depends on. The sizes of a family, and at 100× the catalog thousands of types, share a GPU, a split
 * and an interconnect, and each searched the same batches again: a fifth of a serving recompute
 * (perf, serve-70b). Only the engine's own recompute gives one, so no answer outlives its scenario.
 */
struct DecodeMemo
{
    struct Key
    {
        const GpuSpec *gpu = nullptr;
        bool fastInterconnect = false;
        bool rdma = false;
        int tensorParallel = 1;
        int pipelineParallel = 1;
        int requestsPerCopy = 0; // full requests the KV cache of a copy holds
        int copiesPerInstance = 1;
        double busGBs = 0;
        double gpuMemoryGiB = 0;
        bool operator==(const Key &) const = default;
    };
    struct KeyHash
    {
        std::size_t operator()(const Key &k) const
        {
            std::size_t h = std::hash<const void *>{}(k.gpu);
            const auto mix = [&h](std::size_t v) { h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); };
            mix(std::size_t(k.fastInterconnect) | std::size_t(k.rdma) << 1);
            mix(std::size_t(k.tensorParallel) << 32 | std::size_t(unsigned(k.pipelineParallel)));
            mix(std::size_t(k.requestsPerCopy) << 32 | std::size_t(unsigned(k.copiesPerInstance)));
            mix(std::bit_cast<std::uint64_t>(k.busGBs));
            mix(std::bit_cast<std::uint64_t>(k.gpuMemoryGiB));
            return h;
        }
    };
    /** What decodeReplicas writes into a row's speed, and the replicas it returns. */
    struct Answer
    {
        int replicas = 1;
        int maxConcurrencyPerReplica = 0;
        int runningSequencesPerReplica = 0;
        int batchWithinTpotPerReplica = 0;
        double ttftMs = 0;
        double tpotMs = 0;
        double perUserTokensPerSecond = 0;
        double tokensPerSecondAtConcurrency = 0;
        double tokensPerSecond = 0;
        double promptTokensPerSecond = 0;
        bool meetsLatency = true;
        Evidence evidence = Evidence::Analytical;
        double engineSpreadLow = 1;
        double engineSpreadHigh = 1;

        static Answer of(int replicas, const RowSpeed &s)
        {
            return {replicas,
                    s.maxConcurrencyPerReplica,
                    s.runningSequencesPerReplica,
                    s.batchWithinTpotPerReplica,
                    s.ttftMs,
                    s.tpotMs,
                    s.perUserTokensPerSecond,
                    s.tokensPerSecondAtConcurrency,
                    s.tokensPerSecond,
                    s.promptTokensPerSecond,
                    s.meetsLatency,
                    s.evidence,
                    s.engineSpreadLow,
                    s.engineSpreadHigh};
        }
        int applyTo(RowSpeed &s) const
        {
            s.maxConcurrencyPerReplica = maxConcurrencyPerReplica;
            s.runningSequencesPerReplica = runningSequencesPerReplica;
            s.batchWithinTpotPerReplica = batchWithinTpotPerReplica;
            s.ttftMs = ttftMs;
            s.tpotMs = tpotMs;
            s.perUserTokensPerSecond = perUserTokensPerSecond;
            s.tokensPerSecondAtConcurrency = tokensPerSecondAtConcurrency;
            s.tokensPerSecond = tokensPerSecond;
            s.promptTokensPerSecond = promptTokensPerSecond;
            s.meetsLatency = meetsLatency;
            s.evidence = evidence;
            s.engineSpreadLow = engineSpreadLow;
            s.engineSpreadHigh = engineSpreadHigh;
            return replicas;
        }
    };

    std::unordered_map<Key, Answer, KeyHash> answers;
};

} // namespace Advisor
