// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/scenario/scenario.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace Advisor {

struct Catalog;
struct GpuSpec;
struct WorkloadProfile;

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

inline constexpr double defaultTightThreshold = 0.10;
/**
 * A language-model training job may fill the whole card: PyTorch allocates as it goes, and what it cannot use (the CUDA
 * context, the caching allocator's spare blocks) is counted apart. The serving engines' 0.9 pre-allocation
 * does not apply to it.
 */
inline constexpr double trainingUsableMemoryFraction = 1.0;

/** Tunable constants of the estimate; each is shown as an assumption citing its public source. */
struct SizingParameters
{
    double usableMemoryFraction = 0.92; // of installed GPU memory (serving engines pre-allocate 0.9)
    // Headroom below this is "tight": the tenth of the card vLLM's default gpu_memory_utilization (0.9) keeps
    // back. The scenario's memoryMarginPercent replaces it, and then rows under it miss a stated requirement.
    double tightThreshold = defaultTightThreshold;
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
    // Offloaded optimizer: parameters the host steps per second per vCPU, copies over PCIe included. Fitted
    // on one published run (LLaMA-7B, DeepSpeed ZeRO-2 offload_optimizer, 8×A800, 128 threads: 15.3 s a
    // step without, 35.4 s with it); its ZeRO-3 rows are kept for validation.
    double hostOptimizerParamsPerVcpuSecond = 2.6e6;

    bool operator==(const SizingParameters &) const = default;
};

/**
 * The constants for one scenario: the documented defaults, the model FLOPs utilisation by kind of job
 * (pre-training is usually tuned, LoRA runs through the HF Trainer), then the user's overrides.
 */
SizingParameters parametersFor(const Scenario &scenario);

/** What the catalog's published training runs give for one job on GPUs like one of theirs. */
struct PublishedUtilisation
{
    double utilisation = 0; // share of the dense 16-bit peak, on the FLOPs the estimate counts
    QString gpu;            // the catalog GPU whose runs it comes from
    QStringList sources;    // keys of the rows it rests on
};

/**
 * The share of peak a dense decoder's full training (pre-training or full fine-tune) in 16 bits reaches at
 * its size, from the catalog's published runs on the GPU most like `gpu` (nearest in peak FLOPs per byte of
 * memory bandwidth): interpolated in log(parameters) between the two runs either side, clamped to the
 * smallest and largest run, of the runs laid out as `layout` (all of them where none is). Nullopt where the runs do not
 * apply (LoRA, FP8 or FP32, a mixture of experts, a utilisation the user set, or no runs in the catalog): then
 * `SizingParameters::mfuTraining` holds.
 */
/**
 * Which published runs time a layout: sharded data-parallel copies (FSDP, ZeRO), or a tensor × pipeline split
 * that recomputes selectively (Megatron-LM).
 */
enum class RunLayout
{
    DataParallel,
    Megatron
};

std::optional<PublishedUtilisation> publishedTrainingUtilisation(const Scenario &scenario,
                                                                 const WorkloadProfile &profile, const Catalog &catalog,
                                                                 const GpuSpec &gpu,
                                                                 RunLayout layout = RunLayout::DataParallel);
/** The same for every GPU the catalog's data-parallel runs were measured on, in the catalog's order. */
std::vector<PublishedUtilisation> publishedTrainingUtilisations(const Scenario &scenario,
                                                                const WorkloadProfile &profile, const Catalog &catalog);

} // namespace Advisor
