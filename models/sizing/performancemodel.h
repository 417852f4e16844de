// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/scenario/scenario.h"
#include "models/sizing/measuredthroughput.h"
#include "models/sizing/recommendation.h"
#include "models/sizing/workloads/diffusioncost.h"
#include "models/sizing/workloads/workloadmodel.h"

#include <QHash>

#include <memory>

namespace Advisor {

// One hop between instances for a pipeline split (activations of one token batch, a few KiB). An
// assumption of the right order (RDMA about 10 µs, TCP in a VPC some tens); at 2–4 stages it adds well
// under a millisecond to tens of milliseconds per token, so its exact value hardly matters.
inline constexpr double rdmaHopSeconds = 15e-6;
inline constexpr double tcpHopSeconds = 60e-6;

class MemoryModel;
struct DecodeMemo;

struct WorkloadProfile;

/**
 * The share of a mixture-of-experts model's weights one decode step of `batch` sequences reads: the
 * active parameters for one token; for more, the experts their tokens route to (1 − (1 − k/E)^B of each
 * MoE layer's E experts when each token picks k) beside what every token reads.
 */
double expertShareRead(const WorkloadProfile &profile, int batch);

/** Ring all-reduce time: 2(n−1)/n · bytes / bus bandwidth (nccl-tests PERFORMANCE.md). */
double ringAllReduceSeconds(double bytes, int ranks, double busGBs);
struct SizingParameters;

/**
 * Measured speeds by GPU, kept by the engine across its types and recomputes: a catalog has a few dozen
 * GPUs and, scaled up, thousands of types sharing them, and each type's speed looked its GPU's figure up
 * again by comparing model and GPU ids over every anchor. The measured rates hold for one query (model,
 * precision, engine, input length, encoder shape); a scenario asking another clears them. The diffusion
 * speed depends on the GPU and the catalog only.
 */
struct SpeedMemo
{
    struct Query
    {
        QString model;
        Precision precision = Precision::Bf16;
        bool training = false;
        ServingEngine engine = ServingEngine::Framework;
        int sequenceLength = 0;
        int encoderLayers = 0;
        int encoderHidden = 0;
        bool operator==(const Query &) const = default;
    };
    Query query;
    QHash<const GpuSpec *, std::optional<MeasuredRate>> rates;
    QHash<const GpuSpec *, std::optional<DiffusionSpeed>> diffusion;
};

/** What a measured figure is asked for besides the scenario's model and precision. */
struct MeasuredQuery
{
    bool training = false;
    ServingEngine engine = ServingEngine::Framework;
    int sequenceLength = 0; // an encoder's input length, or a vision transformer's patch tokens
    EncoderShape shape;
};

/**
 * measuredTrainingRate, or for serving measuredInferenceRate (a vision transformer's by its FLOPs at the
 * asked-for resolution), through memo when there is one.
 */
std::optional<MeasuredRate> rememberedMeasuredRate(const Scenario &s, const WorkloadProfile &p, const Catalog &catalog,
                                                   const GpuSpec &gpu, const MeasuredQuery &query, SpeedMemo *memo);

/** Speed of a configuration: training time with scaling losses, serving latency and throughput. */
class PerformanceModel
{
public:
    /**
     * memo, when given, remembers the measured speeds by GPU; it must belong to the same catalog. kind: the
     * profile's kind's model, which rates a one-pass copy and names a decoding copy's engine; when null, the
     * model makes its own.
     */
    PerformanceModel(const Scenario &scenario, const WorkloadProfile &profile, const SizingParameters &params,
                     const Catalog &catalog, SpeedMemo *memo = nullptr, const WorkloadModel *kind = nullptr);

    /**
     * Remember decoder copies' speeds in memo, which must belong to this scenario, profile and parameters
     * alone (one recompute's thread): rows of the same GPU and split then search their batches once.
     */
    void rememberDecodesIn(DecodeMemo *memo) { m_decodes = memo; }

    /** Fills step time, communication, scaling efficiency, hours and throughput of a training layout. */
    void training(const Family &family, const GpuSpec &gpu, const InstanceType &type, Configuration &c) const;
    /** Fills latency, KV capacity, replicas and instance count of a serving layout. */
    void serving(const Family &family, const GpuSpec &gpu, const InstanceType &type, const MemoryModel &memory,
                 Configuration &c) const;

    /**
     * Share of the GPU's memory bandwidth a decode step achieves reading weights: the GPU's published
     * batch-1 figure (or the scenario's own), lowered for weight-only quantised kernels.
     */
    double decodeEfficiency(const GpuSpec &gpu) const;
    /** Share of memory bandwidth reading the KV cache achieves (no quantisation or MoE penalty). */
    double kvReadEfficiency(const GpuSpec &gpu) const;

    /** All-reduce bus bandwidth in GB/s: the slowest of the GPU interconnect and, across nodes, the network. */
    double busBandwidthGBs(const Family &family, const InstanceType &type, int instances) const;

private:
    /**
     * Autoregressive models: per-token latency, KV-bound batches and capacity; returns the replicas, a multiple
     * of copiesPerInstance (the copies one instance holds side by side). busGBs: all-reduce bandwidth between
     * the GPUs of one instance, which a tensor-parallel copy spans.
     */
    int decodeReplicas(const Family &family, const GpuSpec &gpu, const MemoryModel &memory, double busGBs,
                       Configuration &c, int copiesPerInstance = 1) const;
    /** decodeReplicas without the memo. */
    int searchDecodeReplicas(const Family &family, const GpuSpec &gpu, const MemoryModel &memory, double busGBs,
                             Configuration &c, int copiesPerInstance) const;
    /** Encoders, CNNs and diffusion: compute-bound batches; returns the replicas. */
    int batchReplicas(const GpuSpec &gpu, double busGBs, Configuration &c) const;
    /** Seconds of one optimizer step's forward and backward passes on a replica, before any communication. */
    double trainingComputeSeconds(const GpuSpec &gpu, int tp, double sequencesPerReplica) const;
    /** The share of the GPU's peak a training step reaches: a published run's for the model's size, or the stage's. */
    double trainingUtilisation(const GpuSpec &gpu) const;
    /** Seconds an optimizer step spends all-reducing activations between a replica's tensor-parallel GPUs. */
    double tensorParallelSeconds(const Family &family, const InstanceType &type, int tp,
                                 double sequencesPerReplica) const;
    /** Seconds an optimizer step spends handing activations and gradients between pipeline stages. */
    double pipelineHandOffSeconds(const Family &family, const InstanceType &type, const Configuration &c,
                                  double microBatches) const;
    /** Seconds an optimizer step loses synchronising gradients (or gathering weights) across replicas. */
    double dataParallelSeconds(const Family &family, const InstanceType &type, const Configuration &c,
                               double computeSeconds, double sequencesPerReplica) const;
    /** Parameters the optimizer steps: LoRA's adapters, or the whole model. */
    double trainableParameters() const;
    /** The whole model's weights as the training job holds them, in bytes. */
    double weightBytesAsTrained() const;
    /** Seconds an optimizer step loses to state kept in host memory: the host's step, and weights copied in. */
    double offloadSeconds(const InstanceType &type, const Configuration &c, double computeSeconds,
                          double sequencesPerReplica) const;

    /** A CNN's or encoder's measured training speed, through the memo when there is one. */
    std::optional<MeasuredRate> rememberedTrainingRate(const GpuSpec &gpu) const
    {
        return rememberedMeasuredRate(m_scenario, m_profile, m_catalog, gpu,
                                      MeasuredQuery{true, ServingEngine::Framework, 0, {}}, m_memo);
    }

    const Scenario &m_scenario;
    const WorkloadProfile &m_profile;
    const SizingParameters &m_params;
    const Catalog &m_catalog;
    SpeedMemo *m_memo;
    DecodeMemo *m_decodes = nullptr;
    std::unique_ptr<WorkloadModel> m_ownKind; // made when none was given
    const WorkloadModel *m_kind;
    // trainingUtilisation's last answer and the GPU it was for.
    mutable const GpuSpec *m_utilisationGpu = nullptr;
    mutable double m_utilisation = 0;
};

} // namespace Advisor
