// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/sizing/workloads/workloadmodel.h"

#include <optional>

namespace Advisor {

/** How one copy of a video pipeline is spread: over how many GPUs, and whether its weights are split too. */
struct VideoLayout
{
    int gpus = 1;              // sequence parallel (Ulysses): each GPU holds 1/gpus of the tokens
    bool shardWeights = false; // FSDP: the denoiser and text encoder split over those GPUs as well
};

/** The work of one clip: its size in pixels and latent tokens, and the denoiser's FLOPs for all steps. */
struct VideoClipWork
{
    int width = 0;
    int height = 0;
    int frames = 0;
    int steps = 0;
    double tokens = 0;         // latent tokens the attention spans (plus prompt tokens in MM-DiT models)
    double flopsPerPass = 0;   // one denoiser forward pass: linear layers and attention
    double flops = 0;          // every pass of every step
    double attentionShare = 0; // of flopsPerPass: the part that grows with the square of the tokens
    double pixelFrames = 0;    // what the VAE decodes
};

/** The time of one clip on one copy, in seconds, and what it rests on. */
struct VideoClipTime
{
    double seconds = 0;
    double denoiseSeconds = 0;
    double exchangeSeconds = 0; // the all-to-all of sequence parallelism and FSDP's weight gathering, exposed
    double vaeSeconds = 0;
    const VideoRateAnchor *anchor = nullptr;
    double effectiveTflops = 0; // this GPU's sustained rate
    bool measuredHere = false;  // the anchor was measured on this GPU
};

/**
 * Text-to-video diffusion transformers (Wan, HunyuanVideo, CogVideoX): a clip is a few tens of thousands
 * of latent tokens run through the denoiser at every step, so attention, which grows with their square,
 * dominates; then a VAE decodes the frames. This kind owns its memory, speed and placement.
 */
class VideoWorkload final : public WorkloadModel
{
public:
    using WorkloadModel::WorkloadModel;
    WorkloadKind kind() const override { return WorkloadKind::Video; }
    bool sizeRow(const Scenario &s, const WorkloadProfile &p, const RowHardware &hw, Configuration &c) const override;
    std::optional<MemoryBreakdown> oneCopyMemory(const Scenario &s, const WorkloadProfile &p) const override;

    VideoClipWork clipWork(const WorkloadProfile &p) const;
    MemoryBreakdown memoryPerGpu(const Scenario &s, const WorkloadProfile &p, VideoLayout layout) const;
    std::optional<VideoClipTime> clipTime(const WorkloadProfile &p, const GpuSpec &gpu, VideoLayout layout,
                                          double busGBs) const;

protected:
    void addKindAssumptions(const Scenario &s, const WorkloadProfile &p, const MemoryModel &memory,
                            const AddAssumption &add) const override;
};

} // namespace Advisor
