// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/performancemodel.h"

#include "models/sizing/decodememo.h"
#include "models/sizing/decodestep.h"
#include "models/sizing/measuredthroughput.h"
#include "models/sizing/memorymodel.h"
#include "models/sizing/performancecalibration.h"
#include "models/sizing/sizingparameters.h"
#include "models/sizing/workloads/workloadmodel.h"

#include <algorithm>
#include <cmath>

namespace Advisor {

double ringAllReduceSeconds(double bytes, int ranks, double busGBs)
{
    if (ranks <= 1 || busGBs <= 0)
        return 0;
    return 2.0 * (ranks - 1) / ranks * bytes / (busGBs * 1e9);
}

PerformanceModel::PerformanceModel(const Scenario &scenario, const WorkloadProfile &profile,
                                   const SizingParameters &params, const Catalog &catalog, SpeedMemo *memo,
                                   const WorkloadModel *kind)
    : m_scenario(scenario)
    , m_profile(profile)
    , m_params(params)
    , m_catalog(catalog)
    , m_memo(memo)
    , m_ownKind(kind ? nullptr : makeWorkloadModel(profile.kind, catalog, params))
    , m_kind(kind ? kind : m_ownKind.get())
{ }

std::optional<MeasuredRate> rememberedMeasuredRate(const Scenario &s, const WorkloadProfile &p, const Catalog &catalog,
                                                   const GpuSpec &gpu, const MeasuredQuery &q, SpeedMemo *memo)
{
    const auto measure = [&] {
        if (q.training)
            return measuredTrainingRate(s.model, gpu, s.precision, catalog);
        // A vision transformer's figure follows its FLOPs at the image size asked for (its patch tokens).
        if (p.patchTokens > 0)
            return visionTransformerRate(s.model, gpu, s.precision, q.engine, p.forwardGflopsPerSample * 1e9, catalog);
        return measuredInferenceRate(s.model, gpu, s.precision, q.engine, q.sequenceLength, q.shape, catalog);
    };
    if (!memo)
        return measure();
    const SpeedMemo::Query query{s.model,          s.precision,    q.training,    q.engine,
                                 q.sequenceLength, q.shape.layers, q.shape.hidden};
    if (!(memo->query == query)) {
        memo->query = query;
        memo->rates.clear();
    }
    const auto known = memo->rates.constFind(&gpu);
    if (known != memo->rates.constEnd())
        return *known;
    const std::optional<MeasuredRate> rate = measure();
    memo->rates.insert(&gpu, rate);
    return rate;
}

double PerformanceModel::decodeEfficiency(const GpuSpec &gpu) const
{
    const ServingCalibration &cal = m_catalog.serving;
    // The scenario's own figure wins; then the GPU's published batch-1 figure; then the general default.
    double efficiency = m_params.decodeEfficiencyOverride
        ? *m_params.decodeEfficiencyOverride
        : (gpu.decodeEfficiency ? gpu.decodeEfficiency->value : cal.defaultDecodeEfficiency.value);
    // Weight-only kernels dequantise on the fly and reach less of the bandwidth.
    switch (m_scenario.precision) {
    case Precision::Int4:
        efficiency *= cal.int4DecodeFactor.value;
        break;
    case Precision::Int8:
        efficiency *= cal.int8DecodeFactor.value;
        break;
    case Precision::Fp8:
        if (fp8Support(gpu) != Fp8Support::Native)
            efficiency *= cal.int8DecodeFactor.value;
        break;
    default:
        break;
    }
    return efficiency;
}

double PerformanceModel::kvReadEfficiency(const GpuSpec &gpu) const
{
    // Attention over the cache streams contiguous blocks: the dense-model share, whatever the weights are.
    if (m_params.decodeEfficiencyOverride)
        return *m_params.decodeEfficiencyOverride;
    return gpu.decodeEfficiency ? gpu.decodeEfficiency->value : m_catalog.serving.defaultDecodeEfficiency.value;
}

double PerformanceModel::busBandwidthGBs(const Family &family, const InstanceType &type, int instances) const
{
    double intra = m_params.pcieBusGBs;
    switch (family.interconnect) {
    case InterconnectType::NvLink:
    case InterconnectType::NvSwitch:
        // Nominal NVLink figures count both directions; a ring uses one.
        intra = family.interconnectGBs / 2.0 * m_params.nvlinkEfficiency;
        break;
    case InterconnectType::PcieSwitch:
        intra = m_params.pcieBusGBs * 1.2;
        break;
    default:
        break;
    }
    if (instances <= 1)
        return intra;
    const double inter = family.rdma != RdmaType::None ? family.rdmaGbits / 8.0 * m_params.rdmaEfficiency
                                                       : type.networkGbits / 8.0 * m_params.tcpEfficiency;
    return std::min(intra, inter);
}

// Attention, shared experts and dense layers are read whatever the batch; the routed experts as the tokens pick them.
double expertShareRead(const WorkloadProfile &profile, int batch)
{
    const double share = profile.activeParameters / profile.parameters;
    const bool routed =
        profile.moe && profile.shape && profile.moe->routedExperts > 0 && profile.moe->activeExperts > 0;
    if (!routed) // no expert counts: each parameter as if it were an expert of its own
        return std::max(share, 1.0 - std::pow(1.0 - share, batch));
    const MoeShape &moe = *profile.moe;
    const double moeLayers = std::max(0, profile.shape->layers - moe.denseLayers);
    const double routedParameters =
        std::min(moeLayers * moe.routedExperts * 3.0 * profile.shape->hidden * moe.expertFfn, profile.parameters);
    const double alwaysRead = profile.parameters - routedParameters;
    const double perToken = double(moe.activeExperts) / moe.routedExperts;
    const double touched = 1.0 - std::pow(1.0 - perToken, batch);
    const double oneToken = alwaysRead + routedParameters * perToken;
    // Scaled so that one token reads exactly the active parameters, as the batch-1 figures were fitted on.
    return std::min(1.0, share * (alwaysRead + routedParameters * touched) / std::max(1.0, oneToken));
}

namespace {

/** A decode step's least arithmetic: one tensor-core tile of tokens through the decoder, where the GPU has tiles. */
double decodeTileSeconds(const ServingCalibration &cal, const GpuSpec &gpu, const MemoryModel &memory, double peak)
{
    if (!cal.hasDecodeTile(gpu))
        return 0.0;
    return 2.0 * memory.decoderParameters() * cal.decodeTileRows.value
        / std::max(1.0, peak * cal.decodeTileEfficiency.value);
}

// The largest batch, up to runnable, whose time per token still meets the target (0 when a lone user misses it);
// the time per token grows with the batch.
template<typename PerTokenSeconds>
int largestBatchWithin(const PerTokenSeconds &perTokenSeconds, int runnable, double target)
{
    int lo = 0;
    int hi = runnable;
    while (lo < hi) {
        const int mid = lo + (hi - lo + 1) / 2;
        if (perTokenSeconds(mid) <= target)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}
/**
 * Copies for the users and for the request rate, rounded up to whole instances' worth: a copy narrower than its
 * instance leaves GPUs the row bills for, so the instance runs as many as it holds. Clamped before the
 * conversion: a GPU with no known bandwidth has next to no capacity, and a double beyond int's range converted
 * to int is undefined behaviour (found by fuzz_scenario).
 */
int replicasNeeded(double forUsers, double forRate, int copiesPerInstance)
{
    const double granule = std::max(1, copiesPerInstance);
    const double copies = std::max({1.0, std::ceil(forUsers), std::ceil(forRate)});
    return int(std::min(std::ceil(copies / granule) * granule, 1e6));
}
} // namespace

int PerformanceModel::decodeReplicas(const Family &family, const GpuSpec &gpu, const MemoryModel &memory, double busGBs,
                                     Configuration &c, int copiesPerInstance) const
{
    if (!m_decodes)
        return searchDecodeReplicas(family, gpu, memory, busGBs, c, copiesPerInstance);
    const DecodeMemo::Key key{&gpu,
                              family.hasFastInterconnect(),
                              family.rdma != RdmaType::None,
                              c.layout.tensorParallel,
                              c.layout.pipelineParallel,
                              c.speed.maxConcurrencyPerReplica,
                              copiesPerInstance,
                              busGBs,
                              memory.gpuMemoryGiB()};
    const auto known = m_decodes->answers.find(key);
    if (known != m_decodes->answers.end())
        return known->second.applyTo(c.speed);
    const int replicas = searchDecodeReplicas(family, gpu, memory, busGBs, c, copiesPerInstance);
    m_decodes->answers.emplace(key, DecodeMemo::Answer::of(replicas, c.speed));
    return replicas;
}

int PerformanceModel::searchDecodeReplicas(const Family &family, const GpuSpec &gpu, const MemoryModel &memory,
                                           double busGBs, Configuration &c, int copiesPerInstance) const
{
    const Scenario &s = m_scenario;
    const InferenceInput &in = s.inference;
    const int tp = std::max(1, c.layout.tensorParallel);
    const int stages = std::max(1, c.layout.pipelineParallel);
    const int concurrency = std::max(1, in.concurrency);
    // Autoregressive decoding: each step reads the weights (and the KV cache) once for the whole batch.
    // The engine has set how many full requests the KV cache of a replica holds.
    c.speed.maxConcurrencyPerReplica = std::max(1, c.speed.maxConcurrencyPerReplica);
    const DecodeEngine terms = m_kind->decodeEngine(s, gpu, m_params.decodeEfficiencyOverride.has_value());
    const LlmEngineTerms &engine = terms.llm;
    // Per stage: the stages of a pipeline run one after another for a token, so a split over instances
    // adds capacity (memory) but not speed; only tensor parallelism within an instance adds bandwidth.
    const double bandwidth = gpu.memoryBandwidthGBs.value_or(0) * 1e9 * engine.decodeFactor;
    const double weightBandwidth = bandwidth * decodeEfficiency(gpu);
    const double kvBandwidth = bandwidth * kvReadEfficiency(gpu);
    const double peak = peakFlops(gpu, s.precision) * tp;
    const double hops = (stages - 1) * (family.rdma != RdmaType::None ? rdmaHopSeconds : tcpHopSeconds);
    // Share of every sequence's cache one GPU reads: its heads' part, or with data-parallel attention
    // (latent caches) only its own sequences.
    const double kvShare = m_profile.latentKv
        ? 1.0 / tp
        : memory.kvBytesPerTokenPerGpu(tp, stages) * stages / std::max(1.0, m_profile.kvBytesPerToken);
    // In the order of DecodeStepCost's members.
    const double mfuPrefill = m_params.mfuPrefill * engine.prefillFactor;
    DecodeStepCost cost{family,          m_profile,   memory, m_catalog,  in,      tp,   busGBs,
                        weightBandwidth, kvBandwidth, peak,   mfuPrefill, kvShare, hops, terms.speech};
    cost.tileFloorSeconds = decodeTileSeconds(m_catalog.serving, gpu, memory, peak);
    cost.speculative = speculativeTerms(in.speculative, m_profile);
    // The engine runs at most its batch cap at once, however many sequences the KV cache could hold.
    const int runnable = std::max(1, std::min(c.speed.maxConcurrencyPerReplica, engine.cap));
    c.speed.runningSequencesPerReplica = runnable;
    const double prefillComputeSeconds = cost.prefillComputeSeconds();
    c.speed.ttftMs = cost.firstTokenSeconds(prefillComputeSeconds) * 1000.0;
    // Prompts share the GPUs with decoding (chunked prefill puts them into the same steps): each
    // request's prompt takes its compute time out of the copy's time. A user's token waits for its step
    // and for the prompts the other users bring in meanwhile; its own prompt came before its first token.
    // Over a pipeline each stage does its share of both while the others work on other micro-batches,
    // which the stages factor of the capacity below counts once.
    const auto perTokenSeconds = [&](int users) {
        return cost.tokenSeconds(users) + (users - 1) * prefillComputeSeconds / std::max(1, in.outputTokens);
    };
    // Users one replica can decode for at once within the per-token target: the time per token grows with
    // the batch, so the largest batch that still meets it (none when a lone user misses it).
    const double tpotTarget = (in.latencyMsTarget ? *in.latencyMsTarget : defaultTpotTargetMs) / 1000.0;
    const int lo = largestBatchWithin(perTokenSeconds, runnable, tpotTarget);
    c.speed.batchWithinTpotPerReplica = lo;
    // A stated per-token target spreads the users over more replicas, as an operator would add copies
    // rather than let long prompts stall every user's tokens.
    const int perReplicaBatch = in.latencyMsTarget && lo >= 1 ? lo : runnable;
    const int perReplicaTarget = std::min(concurrency, perReplicaBatch);
    // What one replica delivers with continuous batching, filled up to its cap (or up to the batch that meets a
    // stated per-token target): no replica ever decodes more than that for the scenario's users. A pipeline
    // keeps every stage busy with its own micro-batch, so a split copy delivers stages times the tokens of one
    // step (each token still waits for all stages).
    const double capacityPerReplica = perReplicaBatch / perTokenSeconds(perReplicaBatch) * stages;
    // Every copy, whether added for the users, the rate or the instance's idle GPUs, decodes for its share.
    const int replicas =
        replicasNeeded(double(concurrency) / perReplicaTarget,
                       in.requestsPerSecond * in.outputTokens / std::max(1e-9, capacityPerReplica), copiesPerInstance);
    const int batch = int(std::ceil(double(concurrency) / replicas));
    const double step = perTokenSeconds(batch);
    c.speed.tpotMs = step * 1000.0;
    c.speed.perUserTokensPerSecond = 1.0 / step;
    // What a closed loop of the scenario's users gets: each user a token a step.
    c.speed.tokensPerSecondAtConcurrency = concurrency / step;
    // What the replicas can deliver, so configurations compare on capacity.
    c.speed.tokensPerSecond = std::max(batch / step, capacityPerReplica) * replicas;
    c.speed.promptTokensPerSecond = c.speed.tokensPerSecond * in.contextLength / std::max(1, in.outputTokens);
    c.speed.meetsLatency = !in.latencyMsTarget || c.speed.tpotMs <= *in.latencyMsTarget;
    // A published decode-efficiency figure for this GPU calibrates the speed; a general default does not.
    c.speed.evidence =
        gpu.decodeEfficiency && !m_params.decodeEfficiencyOverride ? Evidence::Calibrated : Evidence::Analytical;
    c.speed.engineSpreadLow = terms.speech.spreadLow;
    c.speed.engineSpreadHigh = terms.speech.spreadHigh;
    return replicas;
}

int PerformanceModel::batchReplicas(const GpuSpec &gpu, double busGBs, Configuration &c) const
{
    const Scenario &s = m_scenario;
    const InferenceInput &in = s.inference;
    const int tp = std::max(1, c.layout.tensorParallel);
    const int concurrency = std::max(1, in.concurrency);
    int replicas = 1;
    // Encoders, CNNs and diffusion are compute-bound at useful batch sizes; each kind rates its copy.
    const CopyRate rate = m_kind->servingRatePerCopy(s, m_profile, gpu, busGBs, m_memo, c);
    const double perReplica = rate.perSecond;
    const std::optional<double> batch1LatencyMs = rate.batch1LatencyMs;
    c.speed.samplesPerSecond = perReplica;
    // A request alone takes the engine's batch-1 latency; each request batched with it adds its share of
    // the full-batch time. Without a measured batch-1 figure, only that share is known.
    const double fullBatchMs = perReplica > 0 ? 1000.0 / perReplica : 0;
    const double latencyMs = batch1LatencyMs ? *batch1LatencyMs / tp + (concurrency - 1) * fullBatchMs
                                             : std::max(1.0, double(concurrency)) * fullBatchMs;
    c.speed.tpotMs = latencyMs; // per request for non-generative models
    c.speed.ttftMs = latencyMs;
    // Clamped before the conversion, as above (a GPU with no known peak has no throughput).
    replicas = std::max(1, int(std::min(std::ceil(in.requestsPerSecond / std::max(1e-9, perReplica)), 1e6)));
    c.speed.samplesPerSecond = perReplica * replicas;
    c.speed.maxConcurrencyPerReplica = concurrency;
    c.speed.meetsLatency = !in.latencyMsTarget || latencyMs <= *in.latencyMsTarget;
    return replicas;
}

void PerformanceModel::serving(const Family &family, const GpuSpec &gpu, const InstanceType &type,
                               const MemoryModel &memory, Configuration &c) const
{
    const int tp = std::max(1, c.layout.tensorParallel);
    const int stages = std::max(1, c.layout.pipelineParallel);
    const int wholeGpus = std::max(1, int(std::floor(type.gpuCount + 1e-9)));

    const int replicasPerInstance = std::max(1, wholeGpus / tp);
    // A decoder copy narrower than its instance shares it with as many copies as the instance holds.
    const int replicas = m_profile.generative() ? decodeReplicas(family, gpu, memory, busBandwidthGBs(family, type, 1),
                                                                 c, stages == 1 ? replicasPerInstance : 1)
                                                : batchReplicas(gpu, busBandwidthGBs(family, type, stages), c);
    c.layout.instances = stages > 1 ? replicas * stages : int(std::ceil(double(replicas) / replicasPerInstance));
    c.layout.dataParallel = replicas;
    c.layout.totalGpus = double(c.layout.instances) * wholeGpus;
    c.speed.meetsThroughput = true;
    // Copies that answer requests on their own fill every GPU the row bills for: an 8-GPU instance serves
    // eight copies' worth, not one card's.
    const int filled = c.layout.instances * replicasPerInstance;
    if (!m_profile.generative() && stages == 1 && m_scenario.task != Task::Graphics && filled > replicas) {
        c.speed.samplesPerSecond *= double(filled) / replicas;
        c.layout.dataParallel = filled;
    }
}

} // namespace Advisor
