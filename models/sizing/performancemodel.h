// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"

namespace Advisor {

// One hop between instances for a pipeline split (activations of one token batch, a few KiB). An
// assumption of the right order (RDMA about 10 µs, TCP in a VPC some tens); at 2–4 stages it adds well
// under a millisecond to tens of milliseconds per token, so its exact value hardly matters.
inline constexpr double rdmaHopSeconds = 15e-6;
inline constexpr double tcpHopSeconds = 60e-6;

class MemoryModel;

/**
 * Published denoising speed on this GPU, or on the GPU nearest in 16-bit peak scaled by the peaks' ratio:
 * images × steps per second of the catalog's measured diffusion model at its native size, once a batch
 * fills the GPU (the measured batch's rate over its efficiency).
 */
struct DiffusionSpeed
{
    double imageStepsPerSecond = 0; // on the asked-for GPU, at a full batch
    const DiffusionStepAnchor *anchor = nullptr;
    bool scaled = false; // taken from another GPU by the ratio of peaks
};
std::optional<DiffusionSpeed> diffusionImageStepsPerSecond(const GpuSpec &gpu, const Catalog &catalog);

/**
 * Share of its full-batch rate a GPU reaches denoising `images` images at once: b ÷ √(b² + n²), where n,
 * the images that fill it, is its 16-bit peak over the catalog's imageFillTflops, fewer for a slower
 * format (computeShare, the format's peak over the 16-bit one) and for larger images (area, the latent's
 * area over the model's native one).
 */
double diffusionBatchEfficiency(const GpuSpec &gpu, double images, double area, double computeShare,
                                const Catalog &catalog);

/** Ring all-reduce time: 2(n−1)/n · bytes / bus bandwidth (nccl-tests PERFORMANCE.md). */
double ringAllReduceSeconds(double bytes, int ranks, double busGBs);
struct SizingParameters;

/** Speed of a configuration: training time with scaling losses, serving latency and throughput. */
class PerformanceModel
{
public:
    PerformanceModel(const Scenario &scenario, const WorkloadProfile &profile, const SizingParameters &params,
                     const Catalog &catalog);

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
    /** Autoregressive models: per-token latency, KV-bound batches and capacity; returns the replicas. */
    int decodeReplicas(const Family &family, const GpuSpec &gpu, const MemoryModel &memory, Configuration &c) const;
    /** Encoders, CNNs and diffusion: compute-bound batches; returns the replicas. */
    int batchReplicas(const GpuSpec &gpu, double busGBs, Configuration &c) const;
    /** Recommendation models: towers as compute, tables as bandwidth, an all-to-all between the GPUs. */
    void recommenderTraining(const Family &family, const GpuSpec &gpu, const InstanceType &type,
                             Configuration &c) const;

    const Scenario &m_scenario;
    const WorkloadProfile &m_profile;
    const SizingParameters &m_params;
    const Catalog &m_catalog;
};

} // namespace Advisor
