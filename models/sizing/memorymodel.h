// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"

#include <optional>

namespace Advisor {

struct SizingParameters;

/** How one model copy is laid out on GPUs. */
struct Layout
{
    int tensorParallel = 1;          // GPUs one copy is split across (within an instance)
    int dataParallel = 1;            // copies (training) — ZeRO shards over these
    bool shardFrozenWeights = false; // LoRA/QLoRA under ZeRO-3: the frozen base split over the copies
    double hostTableShare = 0;       // recommendation models: share of the table rows kept in host memory
    int pipelineParallel = 1;        // training: stages of layers, one group of instances each (Megatron 3D)
};

/**
 * Memory per GPU for a workload under a layout, in bytes (ZeRO, Rajbhandari et al. 2020; activations, Korthikanti et
 * al. 2022). Everything comes from the profile, the scenario and the constants, which must not change while
 * the model is in use (it remembers the weight bytes).
 */
class MemoryModel
{
public:
    /** Without a diffusion calibration, the built-in one (the embedded catalog's figures). */
    MemoryModel(const Scenario &scenario, const WorkloadProfile &profile, const SizingParameters &params,
                const DiffusionCalibration *diffusion = nullptr);
    /** The card the copy runs on: serving engines size their prefill chunk by it. */
    void setGpuMemoryGiB(double gib);

    MemoryBreakdown training(Layout layout) const;
    /** Transformer layers, the most stages a pipeline can have; 0 for a model without a shape. */
    int layers() const;
    /** Serving with `concurrency` sequences of context + output tokens in the KV cache. */
    MemoryBreakdown inference(Layout layout, int concurrency) const;
    /**
     * Recommendation models whose tables outgrow the GPUs: the share of the rows to keep in host memory so
     * that each of `gpus` GPUs needs at most gpuBudgetBytes, when the instances' RAM (hostBytes in all)
     * holds them; nothing otherwise, or for other models.
     */
    std::optional<double> hostTableShare(int gpus, int batch, double gpuBudgetBytes, double hostBytes) const;
    /**
     * Serving a generative model as vLLM and SGLang allocate it, per GPU of one copy split over
     * tensorParallel GPUs of each of `stages` instances: the weights exactly (the published checkpoint
     * where there is one), the CUDA context and the activation workspace of one prefill chunk, and the
     * KV cache of `sequences` full requests. No allocator tax: the engine takes a fixed share of the card.
     */
    MemoryBreakdown serving(int tensorParallel, int stages, int sequences) const;
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

    /** The loss path's peak for this many tokens: the logits and what the loss keeps of them. */
    double lossBytes(double tokens) const;

private:
    /** A diffusion pipeline by part: the denoiser (or its adapters) trains, the encoders and VAE are frozen. */
    MemoryBreakdown diffusionTraining(Layout layout) const;
    /** Weights of every part; the denoiser's or the VAE's decoding peak, whichever is larger, per batch. */
    MemoryBreakdown diffusionInference(int images) const;
    double embeddingParameters() const;
    double activationBytesPerLayer(int sequences, int tensorParallel, bool checkpointed) const;
    double activations(int tensorParallel) const;
    /** Unsloth-style checkpointing: each layer's saved input waits in host memory. */
    bool offloadsCheckpoints() const;
    /** Moves what the scenario offloads from the GPU's share to the host's. */
    void offload(MemoryBreakdown &m, Layout layout, double gradientBytesPerValue) const;
    double overheadFor(double tensorBytes) const;
    double weightBytesAtServingPrecision() const;

    const Scenario &m_scenario;
    const WorkloadProfile &m_profile;
    const SizingParameters &m_params;
    const DiffusionCalibration &m_diffusion;
    double m_prefillChunkTokens = 8192;
    // Depend on the scenario and the profile only, and a serving layout asks for them per layout and per
    // batch size tried: worked out once per model object.
    mutable std::optional<double> m_weightBytes;
    mutable std::optional<double> m_decodeReadBytes;
};

} // namespace Advisor
