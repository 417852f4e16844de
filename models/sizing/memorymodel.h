// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"

#include <optional>

namespace Advisor {

struct SizingParameters;
class WorkloadModel;

// NF4 with double quantisation: 4.127 bits per weight (QLoRA §3).
inline constexpr double qloraBytesPerParam = 0.516;
// DeepSpeed's default all-gather bucket: 5e8 elements × 2 B.
inline constexpr double zeroBucketBytes = 1e9;

/** How one model copy is laid out on GPUs. */
struct Layout
{
    int tensorParallel = 1;          // GPUs one copy is split across (within an instance)
    int dataParallel = 1;            // copies (training) — ZeRO shards over these
    bool shardFrozenWeights = false; // LoRA/QLoRA under ZeRO-3: the frozen base split over the copies
    double hostTableShare = 0;       // recommendation models: share of the table rows kept in host memory
    int pipelineParallel = 1;        // training: stages of layers, one group of instances each (Megatron 3D)
};

/** What a training step keeps of each layer's activations for the backward pass, and what it runs again. */
enum class Recompute
{
    None,      // every activation kept
    Selective, // Megatron's selective recomputation: only the attention core is recomputed (Korthikanti et al. 2022)
    Full,      // only each layer's input kept, the layer run forward again in the backward pass
};

/**
 * Memory per GPU for a workload under a layout, in bytes (ZeRO, Rajbhandari et al. 2020; activations, Korthikanti et
 * al. 2022): the arithmetic of transformers (decoders, encoders, speech) and CNNs. A kind that counts its
 * memory otherwise (diffusion pipelines, recommenders) answers training() and inference() itself through
 * its WorkloadModel. Everything comes from the profile, the scenario and the constants, which must not
 * change while the model is in use (it remembers the weight bytes).
 */
class MemoryModel
{
public:
    /** kind: the profile's kind's model, asked first; without it, the shared arithmetic answers alone. */
    MemoryModel(const Scenario &scenario, const WorkloadProfile &profile, const SizingParameters &params,
                const WorkloadModel *kind = nullptr);
    /** The card the copy runs on: serving engines size their prefill chunk by it. */
    void setGpuMemoryGiB(double gib);
    double gpuMemoryGiB() const { return m_gpuMemoryGiB; }

    MemoryBreakdown training(Layout layout) const;
    /**
     * Full training split by tensor or pipeline (Megatron-LM, NeMo): sequence parallelism splits what each layer
     * keeps over the tensor-parallel GPUs, and the distributed optimizer shards only the optimizer state.
     */
    bool megatronStyle(Layout layout) const;
    /**
     * What the layout recomputes when the scenario allows recomputation: a Megatron-style layout with tensor
     * (and so sequence) parallelism recomputes selectively where the card still keeps its headroom, and whole
     * layers where it does not; any other layout recomputes whole layers. Needs setGpuMemoryGiB (whole layers
     * without it).
     */
    Recompute recomputation(Layout layout) const;
    /** Transformer layers, the most stages a pipeline can have; 0 for a model without a shape. */
    int layers() const;
    /** Serving with `concurrency` sequences of context + output tokens in the KV cache. */
    MemoryBreakdown inference(Layout layout, int concurrency) const;
    /**
     * The share of the model kept in host memory so that each of `gpus` GPUs needs at most gpuBudgetBytes,
     * when the instances' RAM (hostBytes in all) holds it, as the kind places it (a recommender's table rows);
     * nothing otherwise, or for kinds that keep nothing there.
     */
    std::optional<double> hostTableShare(int gpus, int batch, double gpuBudgetBytes, double hostBytes) const;
    /**
     * Serving a generative model as vLLM and SGLang allocate it, per GPU of one copy split over
     * tensorParallel GPUs of each of `stages` instances: the weights exactly (the published checkpoint
     * where there is one), the CUDA context and the activation workspace of one prefill chunk, and the
     * KV cache of `sequences` full requests. No allocator tax: the engine takes a fixed share of the card.
     */
    MemoryBreakdown serving(int tensorParallel, int stages, int sequences) const;
    /** Speculative decoding's proposer (a draft model, EAGLE's or MTP's layer): its weights, in bytes. */
    double proposerWeightBytes() const;
    /** The proposer's cache as a share of the model's, for every sequence: 0 without a proposer. */
    double proposerCacheShare() const;
    /** KV bytes of one full request (context + output) on each GPU of a copy. */
    double kvBytesPerSequencePerGpu(int tensorParallel, int stages) const;
    /** KV bytes of one token on each GPU of a copy. */
    double kvBytesPerTokenPerGpu(int tensorParallel, int stages) const;
    /** Bytes a decode step reads for one token: every weight except the input embedding table (one row of it). */
    double decodeReadBytes() const;
    /**
     * Parameters that run for every generated token: all of them, except in an encoder-decoder, where the
     * encoder runs once per input (a 30-s audio window) and each token runs only the decoder.
     */
    double decoderParameters() const;
    /** KV-cache bytes one sequence occupies across the whole model (before tensor-parallel split). */
    double kvBytesPerSequence() const;
    /** Weight bytes of the whole model at the serving precision. */
    double inferenceWeightBytes() const;
    /** True when the activation estimate assumes FlashAttention (no s² term). */
    bool flashAttention() const;

    /** Latent area relative to a reference size: activations of a UNet grow with it. */
    double areaScale(int referenceResolution) const;
    /** What the framework adds to tensors of this size: the CUDA context and the allocator's slack. */
    double overheadFor(double tensorBytes) const;

    /** The loss path's peak for this many tokens: the logits and what the loss keeps of them. */
    double lossBytes(double tokens) const;

private:
    double embeddingParameters() const;
    double activationBytesPerLayer(int sequences, int tensorParallel, bool checkpointed) const;
    double activations(int tensorParallel, Recompute recompute) const;
    MemoryBreakdown trainingWith(Layout layout, Recompute recompute) const;
    void countFullTrainingState(MemoryBreakdown &m, Layout layout, double &gradientBytesPerValue) const;
    /** Unsloth-style checkpointing: each layer's saved input waits in host memory. */
    bool offloadsCheckpoints() const;
    /** Moves what the scenario offloads from the GPU's share to the host's. */
    void offload(MemoryBreakdown &m, Layout layout, double gradientBytesPerValue) const;
    double weightBytesAtServingPrecision() const;

    const Scenario &m_scenario;
    const WorkloadProfile &m_profile;
    const SizingParameters &m_params;
    const WorkloadModel *m_kind = nullptr;
    double m_prefillChunkTokens = 8192;
    double m_gpuMemoryGiB = 0; // the card's installed memory, once setGpuMemoryGiB has named it
    // Depend on the scenario and the profile only, and a serving layout asks for them per layout and per
    // batch size tried: worked out once per model object.
    mutable std::optional<double> m_weightBytes;
    mutable std::optional<double> m_decodeReadBytes;
    mutable std::optional<double> m_proposerWeightBytes;
};

} // namespace Advisor
