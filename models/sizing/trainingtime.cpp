// SPDX-License-Identifier: Apache-2.0
// PerformanceModel's training half: the time of an optimizer step and of the whole run.
#include "models/sizing/performancemodel.h"

#include "models/sizing/measuredthroughput.h"
#include "models/sizing/memorymodel.h"
#include "models/sizing/performancecalibration.h"
#include "models/sizing/sizingparameters.h"
#include "models/sizing/workloads/workloadmodel.h"

#include <algorithm>
#include <cmath>

namespace Advisor {

namespace {
// Per-step cost of synchronising data-parallel workers beyond the all-reduce itself (launch, data
// loader, NCCL latency). Calibrated on NVIDIA's ResNet-50 1→8 GPU scaling (NVIDIA Deep Learning Examples, ResNet-50
// v1.5 performance tables).
constexpr double syncOverheadSeconds = 0.015;

/**
 * Whether the row's layout recomputes only the attention core (a Megatron-style tensor split with room for its
 * activations): then it runs no layer twice, 6·N a token where the profile counted whole layers' 8·N.
 * FlashAttention's backward pass recomputes the attention scores in every layout, and 6·N leaves them out.
 */
bool recomputesSelectively(const Scenario &s, const WorkloadProfile &p, const SizingParameters &params,
                           const WorkloadModel *kind, const Configuration &c)
{
    if (!p.shape || p.architecture == Architecture::Encoder || !s.training.recomputes() || p.trainingFlops <= 0)
        return false;
    MemoryModel memory(s, p, params, kind);
    memory.setGpuMemoryGiB(c.memory.gpuMemoryGiB);
    const Layout layout{c.layout.tensorParallel, c.layout.dataParallel, c.layout.shardedFrozenWeights,
                        c.layout.hostTableShare, c.layout.pipelineParallel};
    return memory.recomputation(layout) == Recompute::Selective;
}
} // namespace

void PerformanceModel::training(const Family &family, const GpuSpec &gpu, const InstanceType &type,
                                Configuration &c) const
{
    const Scenario &s = m_scenario;
    const int replicas = std::max(1, c.layout.dataParallel);
    const int tp = std::max(1, c.layout.tensorParallel);

    if (m_kind && m_kind->timeTraining(s, m_profile, gpu, busBandwidthGBs(family, type, c.layout.instances), c))
        return;
    // Per-replica work of one optimizer step.
    const double sequencesPerReplica = std::max<double>(s.training.microBatch, double(globalBatchSequences) / replicas);
    double computeSeconds = trainingComputeSeconds(gpu, tp, sequencesPerReplica);
    if (recomputesSelectively(s, m_profile, m_params, m_kind, c)) {
        computeSeconds *= m_profile.modelFlops / m_profile.trainingFlops;
        // Timed at the share of the GPU the data-parallel runs reach, each on its own count of FLOPs (whole
        // layers recomputed or none); the runs that recomputed selectively are Megatron's.
        if (const auto split = publishedTrainingUtilisation(s, m_profile, m_catalog, gpu, RunLayout::Megatron))
            computeSeconds *= trainingUtilisation(gpu) / split->utilisation;
    }
    double tensorSeconds = tensorParallelSeconds(family, type, tp, sequencesPerReplica);
    double pipelineSeconds = 0;
    if (const int stages = std::max(1, c.layout.pipelineParallel); stages > 1) {
        // Each stage runs its share of the layers on every micro-batch, and the 1F1B schedule leaves
        // (stages − 1) micro-batch slots idle at the start and end of a step (Narayanan et al. 2021, §2.2).
        const double micro = std::max(1.0, sequencesPerReplica / std::max(1, s.training.microBatch));
        const double stretch = (micro + stages - 1) / micro / stages;
        computeSeconds *= stretch;
        tensorSeconds *= stretch;
        pipelineSeconds = pipelineHandOffSeconds(family, type, c, micro);
    }
    const double commSeconds = dataParallelSeconds(family, type, c, computeSeconds, sequencesPerReplica);
    const double hostSeconds = offloadSeconds(type, c, computeSeconds, sequencesPerReplica);
    c.speed.stepSeconds = computeSeconds + tensorSeconds + pipelineSeconds + commSeconds + hostSeconds;
    c.speed.commSeconds = commSeconds + tensorSeconds + pipelineSeconds;
    c.speed.scalingEfficiency = computeSeconds / c.speed.stepSeconds;

    const double samplesPerSecond = sequencesPerReplica * replicas / c.speed.stepSeconds;
    c.speed.samplesPerSecond = samplesPerSecond;
    if (m_profile.shape)
        c.speed.tokensPerSecond = samplesPerSecond * m_profile.tokensPerSample(s.training.sequenceLength);
    const double work = m_profile.shape
        ? m_profile.trainingTokens / m_profile.tokensPerSample(s.training.sequenceLength)
        : m_profile.trainingSamples;
    c.speed.hours = work > 0 ? work / samplesPerSecond / 3600.0 : 0;
}

double PerformanceModel::trainingComputeSeconds(const GpuSpec &gpu, int tp, double sequencesPerReplica) const
{
    const Scenario &s = m_scenario;
    double computeSeconds = 0;
    std::optional<MeasuredRate> measured =
        m_profile.shape && m_profile.architecture != Architecture::Encoder ? std::nullopt : rememberedTrainingRate(gpu);
    double imageScale = m_profile.imageArea; // the measured figure is at the preset's image size
    // A CNN with no measured training speed of its own takes ResNet-50's on the same GPU, scaled by forward
    // FLOPs: the convolution kernels reach the same share of the GPU across the family, which a fixed share of
    // peak does not (it is 3x off in FP32 on a V100). The profile states it ("cnn-borrowed-rate").
    if (!measured && m_profile.architecture == Architecture::Cnn && m_profile.forwardGflopsPerSample > 0) {
        measured = measuredTrainingRate(QString::fromLatin1(referenceCnnId), gpu, s.precision, m_catalog);
        imageScale = m_profile.forwardGflopsPerSample / referenceCnnGflops;
    }
    if (measured) {
        double perGpuRate = measured->perGpu / imageScale; // samples/s per GPU on one GPU
        if (s.training.gradientCheckpointing)
            perGpuRate /= 1.3; // HF measured −23 % on bert-large
        computeSeconds = sequencesPerReplica / (perGpuRate * tp);
    } else {
        const double flopsPerSample = m_profile.shape
            ? m_profile.trainingFlops / std::max(1.0, m_profile.trainingTokens)
                * m_profile.tokensPerSample(s.training.sequenceLength)
            : m_profile.trainingFlops / std::max(1.0, m_profile.trainingSamples);
        const double achieved = peakFlops(gpu, s.precision) * trainingUtilisation(gpu);
        computeSeconds = flopsPerSample * sequencesPerReplica / (achieved * tp);
    }
    return computeSeconds;
}

double PerformanceModel::trainingUtilisation(const GpuSpec &gpu) const
{
    // A row's GPU is fixed while its layouts and instance counts are tried: looked up once per GPU.
    if (m_utilisationGpu == &gpu)
        return m_utilisation;
    // Published runs give the share of peak by model size; it applies to every FLOP the step runs,
    // recomputation included, as their hardware utilisation does.
    const std::optional<PublishedUtilisation> published =
        publishedTrainingUtilisation(m_scenario, m_profile, m_catalog, gpu);
    m_utilisation = published ? published->utilisation
        : m_profile.shape     ? m_params.mfuTraining
                              : (m_profile.architecture == Architecture::Diffusion ? diffusionMfu : cnnMfu);
    m_utilisationGpu = &gpu;
    return m_utilisation;
}

double PerformanceModel::tensorParallelSeconds(const Family &family, const InstanceType &type, int tp,
                                               double sequencesPerReplica) const
{
    // Tensor parallelism: activations are all-reduced within each layer, forward and backward.
    double tensorSeconds = 0;
    if (tp > 1 && m_profile.shape) {
        const double activationBytes = double(m_profile.tokensPerSample(m_scenario.training.sequenceLength))
            * sequencesPerReplica * m_profile.shape->hidden * 2.0;
        const double busGBs = busBandwidthGBs(family, type, 1);
        const double latency = family.hasFastInterconnect() ? nvlinkLatencySeconds : pcieLatencySeconds;
        tensorSeconds = 4.0 * m_profile.shape->layers
            * (2.0 * (tp - 1) / tp * activationBytes / (busGBs * 1e9) + 2.0 * (tp - 1) * latency);
    }
    return tensorSeconds;
}

double PerformanceModel::pipelineHandOffSeconds(const Family &family, const InstanceType &type, const Configuration &c,
                                                double microBatches) const
{
    if (!m_profile.shape)
        return 0;
    // Between stages each micro-batch's activations go forward and their gradients back, 16-bit, split over
    // the tensor-parallel GPUs (Megatron's scatter/gather); on the schedule's critical path once per slot.
    const int tp = std::max(1, c.layout.tensorParallel);
    const double bytes = double(m_profile.tokensPerSample(m_scenario.training.sequenceLength))
        * std::max(1, m_scenario.training.microBatch) * m_profile.shape->hidden * 2.0 / tp;
    const double busGBs = busBandwidthGBs(family, type, c.layout.instances);
    const double scheduleSlots = microBatches + std::max(1, c.layout.pipelineParallel) - 1;
    const double hop = c.layout.instances > 1
        ? (family.rdma != RdmaType::None ? rdmaHopSeconds : tcpHopSeconds)
        : (family.hasFastInterconnect() ? nvlinkLatencySeconds : pcieLatencySeconds);
    return 2.0 * scheduleSlots * (bytes / (busGBs * 1e9) + hop);
}

double PerformanceModel::dataParallelSeconds(const Family &family, const InstanceType &type, const Configuration &c,
                                             double computeSeconds, double sequencesPerReplica) const
{
    const Scenario &s = m_scenario;
    const int replicas = std::max(1, c.layout.dataParallel);
    const int tp = std::max(1, c.layout.tensorParallel);
    const bool lora = s.stage == Stage::FinetuneLora || s.stage == Stage::FinetuneQlora;
    // Data parallelism: ring all-reduce of the trainable gradients, mostly hidden behind the backward pass.
    double commSeconds = 0;
    if (replicas > 1) {
        // Each GPU all-reduces the gradients of its own tensor slice of its own stage's layers.
        const int stages = std::max(1, c.layout.pipelineParallel);
        const double gradBytes = trainableParameters()
            * (s.precision == Precision::Fp32 || s.precision == Precision::Tf32 ? 4.0 : 2.0) / tp / stages;
        const double busGBs = busBandwidthGBs(family, type, c.layout.instances);
        const double backward = computeSeconds * 2.0 / 3.0;
        if (lora && c.layout.shardedFrozenWeights) {
            // ZeRO-3 gathers the frozen base for the forward and again for the backward of every micro-batch.
            const double microSteps = std::max(1.0, sequencesPerReplica / std::max(1, s.training.microBatch));
            const double perMicroStep = ringAllReduceSeconds(weightBytesAsTrained(), replicas, busGBs);
            commSeconds = microSteps * std::max(0.0, perMicroStep - m_params.commOverlap * computeSeconds / microSteps);
        } else if (s.training.zeroStage >= 3 && !lora && stages == 1 && tp == 1) {
            // ZeRO-3/FSDP gathers the parameters and reduce-scatters gradients on every micro-batch
            // (1.5× a DDP all-reduce), so gradient accumulation does not amortise the traffic.
            const double microSteps = std::max(1.0, sequencesPerReplica / std::max(1, s.training.microBatch));
            const double perMicroStep = 1.5 * ringAllReduceSeconds(gradBytes, replicas, busGBs);
            commSeconds = microSteps * std::max(0.0, perMicroStep - m_params.commOverlap * backward / microSteps);
        } else {
            // DDP and ZeRO-1/2 synchronise once per optimizer step, behind the last backward pass.
            commSeconds =
                std::max(0.0, ringAllReduceSeconds(gradBytes, replicas, busGBs) - m_params.commOverlap * backward);
        }
        commSeconds += syncOverheadSeconds;
    }
    return commSeconds;
}

double PerformanceModel::trainableParameters() const
{
    const Stage stage = m_scenario.stage;
    const bool adapters = stage == Stage::FinetuneLora || stage == Stage::FinetuneQlora;
    return m_profile.parameters * (adapters ? m_params.loraTrainableFraction : 1.0);
}

double PerformanceModel::weightBytesAsTrained() const
{
    // QLoRA's frozen base in NF4 (QLoRA §3: 4.127 bits a weight); otherwise the 16- or 32-bit weights.
    const double perParameter =
        m_scenario.stage == Stage::FinetuneQlora ? 0.516 : (m_scenario.precision == Precision::Fp32 ? 4.0 : 2.0);
    return m_profile.parameters * perParameter;
}

double PerformanceModel::offloadSeconds(const InstanceType &type, const Configuration &c, double computeSeconds,
                                        double sequencesPerReplica) const
{
    const Scenario &s = m_scenario;
    if (s.training.offload == HostOffload::None)
        return 0;
    const int tp = std::max(1, c.layout.tensorParallel);
    const int replicas = std::max(1, c.layout.dataParallel);
    // Each GPU's optimizer shard is stepped by its instance's cores once per optimizer step, after the last
    // backward pass: the GPUs wait for it (DeepSpeed's delayed update is off by default).
    const double shards = s.training.zeroStage >= 1 ? replicas : 1;
    const double gpusPerInstance = double(tp) * replicas / std::max(1, c.layout.instances);
    const double perInstance = trainableParameters() / tp / shards * gpusPerInstance;
    const double rate = std::max(1, type.vcpu) * m_params.hostOptimizerParamsPerVcpuSecond;
    double seconds = perInstance / rate;
    if (s.training.offload == HostOffload::OptimizerAndWeights) {
        // The weights come in over PCIe for the forward and the backward pass of every micro-batch, while
        // the GPU computes: only what the compute does not cover is lost.
        const double microSteps = std::max(1.0, sequencesPerReplica / std::max(1, s.training.microBatch));
        const double perMicroStep = 2.0 * weightBytesAsTrained() / tp / replicas / (m_params.pcieBusGBs * 1e9);
        seconds += microSteps * std::max(0.0, perMicroStep - computeSeconds / microSteps);
    }
    return seconds;
}

} // namespace Advisor
