// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/workloads/video.h"

#include "models/sizing/confidence.h"
#include "models/sizing/measuredthroughput.h"
#include "models/sizing/sizingparameters.h"

#include <algorithm>
#include <cmath>

namespace Advisor {

namespace {
int ceilDiv(int a, int b)
{
    return (a + b - 1) / std::max(1, b);
}

// Pipelines keep the text encoder and VAE in 16 bit whatever the denoiser runs in.
constexpr double sixteenBit = 2.0;
} // namespace

VideoClipWork VideoWorkload::clipWork(const WorkloadProfile &p) const
{
    VideoClipWork w;
    if (!p.diffusion || !p.diffusion->video)
        return w;
    const VideoShape &v = *p.diffusion->video;
    w.width = p.videoWidth > 0 ? p.videoWidth : v.width;
    w.height = p.imageResolution > 0 ? p.imageResolution : v.height;
    w.frames = std::max(1, p.videoFrames > 0 ? p.videoFrames : v.frames);
    w.steps = std::max(1, p.samplingSteps > 0 ? p.samplingSteps : v.steps);
    // A causal video VAE keeps the first frame on its own and packs the rest temporalCompression to a latent.
    const int latentFrames = 1 + ceilDiv(w.frames - 1, v.temporalCompression);
    const int side = v.spatialCompression * v.patchSide;
    w.tokens =
        double(ceilDiv(latentFrames, v.patchFrames)) * ceilDiv(w.height, side) * ceilDiv(w.width, side) + v.textTokens;
    // Forward FLOPs: 2 per weight per token, and QKᵀ and AV over every pair of tokens in every block.
    const double linear = 2.0 * p.diffusion->denoiser * w.tokens;
    const double attention = 4.0 * v.layers * w.tokens * w.tokens * v.hidden;
    w.flopsPerPass = linear + attention;
    w.attentionShare = attention / w.flopsPerPass;
    w.flops = w.flopsPerPass * v.guidancePasses * w.steps;
    w.pixelFrames = double(w.width) * w.height * w.frames;
    return w;
}

MemoryBreakdown VideoWorkload::memoryPerGpu(const Scenario &s, const WorkloadProfile &p, VideoLayout layout) const
{
    MemoryBreakdown m;
    if (!p.diffusion || !p.diffusion->video)
        return m;
    const DiffusionParts &parts = *p.diffusion;
    const VideoCalibration &cal = m_catalog.video;
    const VideoClipWork w = clipWork(p);
    const int gpus = std::max(1, layout.gpus);
    const double split = layout.shardWeights ? gpus : 1;
    m.weights = (parts.denoiser * bytesPerValue(s.precision) + parts.textEncoders * sixteenBit) / split
        + parts.vae * sixteenBit;
    // Each GPU holds its share of the tokens through a block; the VAE decodes in tiles on one GPU.
    m.activations = w.tokens / gpus * parts.video->hidden * cal.activationBytesPerTokenHidden.value
        + double(w.width) * w.height / 1e6 * cal.vaeDecodeGBPerMegapixel.value * 1e9;
    m.overhead = m_params.cudaContextGiB * bytesPerGiB;
    return m;
}

std::optional<MemoryBreakdown> VideoWorkload::oneCopyMemory(const Scenario &s, const WorkloadProfile &p) const
{
    return memoryPerGpu(s, p, {});
}

std::optional<VideoClipTime> VideoWorkload::clipTime(const WorkloadProfile &p, const GpuSpec &gpu, VideoLayout layout,
                                                     double busGBs) const
{
    // The nearest measured GPU by 16-bit peak lends its share of peak, as diffusion's anchors do.
    const GpuSpec *measured = nullptr;
    const VideoRateAnchor *nearest = nearestAnchorByPeak(gpu, m_catalog.video.denoiserRates, m_catalog, measured);
    const double myPeak = std::max(1.0, peakFlops(gpu, Precision::Fp16));
    if (!nearest || !p.diffusion || !p.diffusion->video || !gpu.memoryBandwidthGBs)
        return std::nullopt;
    const VideoShape &v = *p.diffusion->video;
    const VideoClipWork w = clipWork(p);
    VideoClipTime t;
    t.anchor = nearest;
    t.measuredHere = measured->id == gpu.id;
    const double share = nearest->effectiveTflops * 1e12 / std::max(1.0, peakFlops(*measured, Precision::Fp16));
    t.effectiveTflops = share * myPeak / 1e12;
    const int gpus = std::max(1, layout.gpus);
    t.denoiseSeconds = w.flops / (gpus * t.effectiveTflops * 1e12);
    if (gpus > 1 && busGBs > 0) {
        // Ulysses swaps each block's queries, keys, values and output between sequence and heads: four
        // all-to-alls of this GPU's share of the tokens, of which (gpus − 1)/gpus leaves the GPU.
        const double passes = double(v.guidancePasses) * w.steps;
        const double outgoing = double(gpus - 1) / gpus;
        const double allToAll = 4.0 * v.layers * (w.tokens / gpus) * v.hidden * sixteenBit * outgoing * passes;
        // FSDP gathers the other GPUs' weights for every pass; prefetching hides it behind the compute.
        const double gather =
            layout.shardWeights ? p.diffusion->denoiser * sixteenBit * outgoing * passes / (busGBs * 1e9) : 0;
        t.exchangeSeconds = allToAll / (busGBs * 1e9) + std::max(0.0, gather - t.denoiseSeconds);
    }
    t.vaeSeconds =
        w.pixelFrames * m_catalog.video.vaeDecodeMBPerPixelFrame.value * 1e6 / (*gpu.memoryBandwidthGBs * 1e9);
    t.seconds = t.denoiseSeconds + t.exchangeSeconds + t.vaeSeconds;
    return t;
}

bool VideoWorkload::sizeRow(const Scenario &s, const WorkloadProfile &p, const RowHardware &hw, Configuration &c) const
{
    if (s.isTraining()) {
        c.problems.push_back({Finding::Kind::VideoTrainingNotEstimated, {}, {}});
        c.memory.fit = Fit::Insufficient;
        return true;
    }
    const InferenceInput &in = s.inference;
    const int heads = p.diffusion && p.diffusion->video ? p.diffusion->video->heads : 1;
    const double usable = c.memory.usableGpuMemoryGiB;
    const std::optional<double> targetSeconds =
        in.latencyMsTarget ? std::optional<double>(*in.latencyMsTarget / 1000) : std::nullopt;
    // The placement policy: the fewest GPUs per clip that hold it (the most clips an hour per GPU), split
    // further only to meet a time per clip; weights are split (FSDP) only when a whole copy does not fit.
    std::optional<VideoLayout> chosen;
    std::optional<VideoClipTime> chosenTime;
    double smallestNeed = 1e300;
    for (bool shard : {false, true}) {
        for (int gpus = shard ? 2 : 1; gpus <= hw.wholeGpus; gpus *= 2) {
            if (heads % gpus != 0)
                continue;
            const VideoLayout layout{gpus, shard};
            const double needGiB = memoryPerGpu(s, p, layout).total() / bytesPerGiB;
            smallestNeed = std::min(smallestNeed, needGiB);
            if (needGiB > usable)
                continue;
            const std::optional<VideoClipTime> time = clipTime(p, hw.gpu, layout, hw.busGBs);
            if (!time) { // a catalog without measured video rates: no time can be given
                c.problems.push_back({Finding::Kind::NoPublishedSpeed, {}, {c.layout.gpu}});
                c.memory.fit = Fit::Insufficient;
                return true;
            }
            if (!chosen || time->seconds < chosenTime->seconds) {
                chosen = layout;
                chosenTime = time;
            }
            if (!targetSeconds || chosenTime->seconds <= *targetSeconds)
                break;
        }
        if (chosen)
            break;
    }
    if (!chosen) {
        c.problems.push_back({Finding::Kind::WeightsDoNotFit, {smallestNeed, double(hw.wholeGpus), usable}, {}});
        c.memory.fit = Fit::Insufficient;
        return true;
    }
    const MemoryBreakdown memory = memoryPerGpu(s, p, *chosen);
    c.memory.perGpu = memory;
    c.memory.perGpuMemoryGiB = memory.total() / bytesPerGiB;
    c.memory.fit = c.memory.perGpuMemoryGiB <= usable * (1.0 - m_params.tightThreshold) ? Fit::Fits : Fit::Tight;
    c.layout.tensorParallel = chosen->gpus;
    const double seconds = chosenTime->seconds;
    const int copiesPerInstance = std::max(1, hw.wholeGpus / chosen->gpus);
    // Enough copies for the clips asked for an hour; every GPU the row pays for makes clips.
    const int needed = std::max(1, int(std::min(std::ceil(in.requestsPerSecond * seconds - 1e-9), 1e6)));
    c.layout.instances = std::max(1, ceilDiv(needed, copiesPerInstance));
    c.layout.dataParallel = c.layout.instances * copiesPerInstance;
    c.layout.totalGpus = double(c.layout.instances) * hw.wholeGpus;
    c.speed.samplesPerSecond = c.layout.dataParallel / seconds;
    c.speed.ttftMs = seconds * 1000;
    c.speed.tpotMs = seconds * 1000;
    c.speed.maxConcurrencyPerReplica = 1;
    c.speed.meetsLatency = !targetSeconds || seconds <= *targetSeconds;
    if (!c.speed.meetsLatency)
        c.problems.push_back({Finding::Kind::ClipMissesTarget, {seconds, *targetSeconds, double(chosen->gpus)}, {}});
    c.speed.meetsThroughput = true;
    const GpuSpec *anchorGpu = m_catalog.gpu(chosenTime->anchor->gpu);
    c.speed.speedAnchorGpu = anchorGpu ? anchorGpu->name : chosenTime->anchor->gpu;
    c.speed.speedAnchorRate = chosenTime->effectiveTflops;
    c.speed.speedAnchorScaled = !chosenTime->measuredHere;
    c.speed.evidence = chosenTime->measuredHere ? Evidence::Calibrated : Evidence::Analytical;
    return true;
}

void VideoWorkload::addKindAssumptions(const Scenario &s, const WorkloadProfile &p, const MemoryModel &,
                                       const AddAssumption &add) const
{
    const VideoCalibration &cal = m_catalog.video;
    const VideoClipWork w = clipWork(p);
    const int passes = p.diffusion && p.diffusion->video ? p.diffusion->video->guidancePasses : 1;
    add(AssumptionId::VideoClip,
        {double(w.width), double(w.height), double(w.frames), double(w.steps), double(passes), w.tokens,
         w.attentionShare * 100},
        {}, {});
    QList<double> rates;
    QStringList names;
    QStringList sources;
    for (const VideoRateAnchor &a : cal.denoiserRates) {
        const GpuSpec *g = m_catalog.gpu(a.gpu);
        rates << a.effectiveTflops;
        names << (g ? g->name : a.gpu);
        sources << a.source;
    }
    sources.removeDuplicates();
    add(AssumptionId::VideoSpeed, rates, names, sources);
    add(AssumptionId::VideoMemory,
        {cal.activationBytesPerTokenHidden.value, cal.vaeDecodeGBPerMegapixel.value,
         cal.vaeDecodeMBPerPixelFrame.value},
        {}, [&cal] {
            QStringList keys{cal.activationBytesPerTokenHidden.source, cal.vaeDecodeGBPerMegapixel.source,
                             cal.vaeDecodeMBPerPixelFrame.source};
            keys.removeAll(QString());
            keys.removeDuplicates();
            return keys;
        }());
    add(AssumptionId::VideoPlacement, {s.inference.latencyMsTarget ? *s.inference.latencyMsTarget / 1000 : 0.0}, {},
        {});
}

std::unique_ptr<WorkloadModel> makeVideoWorkload(const Catalog &catalog, const SizingParameters &params)
{
    return std::unique_ptr<WorkloadModel>(new VideoWorkload(catalog, params));
}

} // namespace Advisor
