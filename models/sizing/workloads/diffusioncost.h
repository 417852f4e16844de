// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/domain/modelpreset.h"
#include "models/scenario/scenario.h"

#include <optional>

namespace Advisor {

struct WorkloadProfile;

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

/** The FLOPs of one denoising step of one image at a size, split as they grow with the latent tokens. */
struct DiffusionStepWork
{
    double linear = 0;    // per pass: convolutions and linear layers, in proportion to the tokens
    double attention = 0; // per pass: QKᵀ and AV, with the square of the tokens
    int passes = 2;       // denoiser passes per step
    double imageTokens = 0;
    bool transformer = false;
    double perImageStep() const { return (linear + attention) * passes; }
    double attentionShare() const { return linear + attention > 0 ? attention / (linear + attention) : 0; }
};

/** The work of one image-step at `side` pixels on a side, or nothing for a preset without its architecture. */
std::optional<DiffusionStepWork> diffusionStepWork(const DiffusionParts &parts, double side);

/**
 * Bytes an image transformer's denoiser holds at its peak for one image at `side` pixels on a side, in 16 bit:
 * the catalog's transformerActivationCopies of its hidden state over the image and prompt tokens, for each
 * guidance pass (run as a batch). Nothing for a UNet or a preset without its step shape, whose peak is the
 * catalog's measured one.
 */
std::optional<double> transformerActivationBytes(const DiffusionParts &parts, double side, const Catalog &catalog);

/**
 * A UNet denoiser's time in a framework spreads with the attention the framework happens to run, which a
 * scenario does not say: as factors of the time with PyTorch 2's SDPA, which the step anchors measured. In
 * the anchors' own source (diffusers' "Accelerated PyTorch 2.0" benchmark, DIFFUSERS-TORCH2-A: SD v1-4, fp16,
 * 50 steps, batch 1 to 64, on the A100, A10, V100 and T4 it lists; its consumer cards are not in the catalog)
 * xFormers took from 0.973 of SDPA's time (A10, batch 8: 19.00 s against 19.53 s) and the vanilla attention
 * diffusers ran before PyTorch 2 up to 1.40 (A100, batch 16: 18.95 s against 13.55 s). Compilation, which a
 * user asks for, is left out. An image transformer's rate was measured with SDPA and has no such comparison;
 * TensorRT fixes its kernels.
 */
inline constexpr double unetAttentionSpreadLow = 0.973;
inline constexpr double unetAttentionSpreadHigh = 1.40;

/** The blocks a pass launches, a transformer block weighted by the catalog's transformerBlockWeight. */
double launchBlocks(const DiffusionStepFlops &f, const Catalog &catalog);

/** What a GPU denoises per second at a batch, and which measurement that rests on. */
struct DiffusionServing
{
    double imagesPerSecond = 0;
    double batchEfficiency = 1; // share of the full-batch rate the batch reaches
    QString anchorGpu;          // catalog id of the GPU the rate was measured on
    double anchorRate = 0;      // its image-steps per second (UNet) or sustained TFLOPS (transformer)
    bool scaled = false;        // taken from another GPU by the ratio of peaks
    bool transformer = false;   // the image-transformer rates were used, not the UNet ones
};

/**
 * Images per second of the profile's model on `gpu` with `images` denoised together: the step's FLOPs at
 * the profile's size over the FLOPs per second the GPU sustains on that kind of denoiser (UNet: the anchor
 * model's measured image-steps per second times its FLOPs; transformer: the measured rate), times the
 * batch's share of the full rate. A preset without its architecture scales the anchor's rate by its
 * relative step cost and image area.
 */
DiffusionServing diffusionServing(const GpuSpec &gpu, const DiffusionSpeed &unet, const WorkloadProfile &profile,
                                  Precision precision, int images, const Catalog &catalog);

} // namespace Advisor
