// SPDX-License-Identifier: Apache-2.0
// The cost of a still image's denoising step from its latent tokens, and what a GPU makes of it.
#include "models/sizing/workloads/diffusioncost.h"

#include "models/sizing/measuredthroughput.h"
#include "models/sizing/performancemodel.h"
#include "models/sizing/recommendation.h"

#include <algorithm>
#include <cmath>

namespace Advisor {

double diffusionBatchEfficiency(const GpuSpec &gpu, double images, double area, double computeShare,
                                const Catalog &catalog)
{
    // A step at batch 1 runs each kernel over one latent (two with classifier-free guidance), too little
    // work to occupy every SM of a large GPU; a larger image or a slower format needs fewer images.
    const double fillFlops = std::max(1.0, catalog.diffusion.imageFillTflops.value * 1e12);
    const double fill = peakFlops(gpu, Precision::Fp16) * computeShare / fillFlops / std::max(1e-9, area);
    const double b = std::max(1.0, images);
    return b / std::sqrt(b * b + fill * fill);
}

std::optional<DiffusionSpeed> diffusionImageStepsPerSecond(const GpuSpec &gpu, const Catalog &catalog)
{
    const GpuSpec *measured = nullptr;
    const DiffusionStepAnchor *nearest = nearestAnchorByPeak(gpu, catalog.diffusion.stepAnchors, catalog, measured);
    const double myPeak = std::max(1.0, peakFlops(gpu, Precision::Fp16));
    if (!nearest)
        return std::nullopt;
    // The published run's batch may not have filled its GPU: its full-batch rate is higher.
    const double full =
        nearest->imageStepsPerSecond / diffusionBatchEfficiency(*measured, nearest->batch, 1.0, 1.0, catalog);
    const double ratio = myPeak / std::max(1.0, peakFlops(*measured, Precision::Fp16));
    return DiffusionSpeed{full * ratio, nearest, measured->id != gpu.id};
}

std::optional<DiffusionStepWork> diffusionStepWork(const DiffusionParts &parts, double side)
{
    if (!parts.stepFlops || parts.stepFlops->attention.empty())
        return std::nullopt;
    const DiffusionStepFlops &f = *parts.stepFlops;
    const double native = std::max(1, parts.nativeResolution);
    // Every level's tokens follow the latent's area: the VAE and the patches divide both sides alike.
    const double area = side * side / (native * native);
    DiffusionStepWork w;
    w.transformer = f.transformer;
    w.passes = std::max(1, f.passesPerStep);
    w.imageTokens = f.attention.front().tokens * area;
    for (const DiffusionStepFlops::AttentionLevel &level : f.attention) {
        // An MM-DiT joins the prompt's tokens to the image's in every block; a UNet's text enters by
        // cross-attention, which is linear in the image tokens and counted with the rest.
        const double tokens = level.tokens * area + (f.transformer ? f.textTokens : 0);
        w.attention += 4.0 * level.layers * tokens * tokens * level.width;
    }
    // A transformer spends 2 FLOPs per weight per token; a UNet's convolutions are counted at the native size.
    w.linear = f.transformer ? 2.0 * parts.denoiser * (w.imageTokens + f.textTokens) : f.otherGflops * 1e9 * area;
    return w;
}

std::optional<double> transformerActivationBytes(const DiffusionParts &parts, double side, const Catalog &catalog)
{
    const std::optional<DiffusionStepWork> w = diffusionStepWork(parts, side);
    if (!w || !w->transformer)
        return std::nullopt;
    // Every token, the prompt's too, carries a hidden state through each block; fused attention (SDPA, flash)
    // keeps no tokens² scores, so the peak is a block's intermediates, linear in the tokens.
    const DiffusionStepFlops &f = *parts.stepFlops;
    const double hidden = f.attention.front().width;
    const double tokens = w->imageTokens + f.textTokens;
    return catalog.diffusion.transformerActivationCopies.value * tokens * hidden * 2.0 * w->passes;
}

double launchBlocks(const DiffusionStepFlops &f, const Catalog &catalog)
{
    return f.residualBlocks + catalog.diffusion.transformerBlockWeight.value * f.transformerBlocks;
}

namespace {
/** FLOPs per second a GPU sustains on a full batch of the anchor UNet: the nearest measured rate (found and
 *  remembered per GPU by the performance model), freed of the batch's share of the call floor, scaled by the
 *  ratio of 16-bit peaks. */
std::optional<DiffusionServing> unetRate(const GpuSpec &gpu, const DiffusionSpeed &unet, const Catalog &catalog,
                                         double &flopsPerSecond)
{
    const DiffusionCalibration &cal = catalog.diffusion;
    const DiffusionStepAnchor *nearest = unet.anchor;
    const GpuSpec *measured = nearest ? catalog.gpu(nearest->gpu) : nullptr;
    if (!measured)
        return std::nullopt;
    // A step of b images takes √((b·t)² + floor²), t an image-step at the full rate: solve for 1/t.
    const double rate = nearest->imageStepsPerSecond;
    const double b = std::max(1, nearest->batch);
    const double floorSeconds = cal.callFloorMsPerBlock.value / 1000 * cal.anchorBlocks.value;
    const double x = rate * floorSeconds;
    const double full = x < 0.95 * b ? rate * b / std::sqrt(b * b - x * x) : rate;
    flopsPerSecond = full * cal.anchorStepGflops.value * 1e9 * peakFlops(gpu, Precision::Fp16)
        / std::max(1.0, peakFlops(*measured, Precision::Fp16));
    DiffusionServing s;
    s.anchorGpu = nearest->gpu;
    s.anchorRate = rate;
    s.scaled = unet.scaled;
    return s;
}

/** The measured transformer rate nearest this GPU by 16-bit peak, as a share of that GPU's peak. */
std::optional<DiffusionServing> transformerRate(const GpuSpec &gpu, const Catalog &catalog, double &flopsPerSecond)
{
    const GpuSpec *measured = nullptr;
    const DiffusionTransformerRate *nearest =
        nearestAnchorByPeak(gpu, catalog.diffusion.transformerRates, catalog, measured);
    if (!nearest)
        return std::nullopt;
    const double share = nearest->effectiveTflops * 1e12 / std::max(1.0, peakFlops(*measured, Precision::Fp16));
    flopsPerSecond = share * peakFlops(gpu, Precision::Fp16);
    DiffusionServing s;
    s.anchorGpu = nearest->gpu;
    s.anchorRate = flopsPerSecond / 1e12;
    s.scaled = measured->id != gpu.id;
    s.transformer = true;
    return s;
}

/** The preset's measured step cost, in proportion to the image area: for presets without an architecture. */
DiffusionServing byStepCost(const GpuSpec &gpu, const DiffusionSpeed &unet, const DiffusionParts &parts, double side,
                            double steps, double share, int images, const Catalog &catalog)
{
    DiffusionServing s;
    s.anchorGpu = unet.anchor->gpu;
    s.anchorRate = unet.anchor->imageStepsPerSecond;
    s.scaled = unet.scaled;
    const double area = side * side / (double(parts.nativeResolution) * parts.nativeResolution);
    s.batchEfficiency = diffusionBatchEfficiency(gpu, images, area, share, catalog);
    s.imagesPerSecond = unet.imageStepsPerSecond * share * s.batchEfficiency / (parts.stepCost * area * steps);
    return s;
}
} // namespace

DiffusionServing diffusionServing(const GpuSpec &gpu, const DiffusionSpeed &unet, const WorkloadProfile &profile,
                                  Precision precision, int images, const Catalog &catalog)
{
    const DiffusionParts &parts = *profile.diffusion;
    const double side = double(profile.imageResolution > 0 ? profile.imageResolution : parts.nativeResolution);
    const double steps = std::max(1, profile.samplingSteps);
    // fp32 runs without tensor cores: the format's peak over the 16-bit one.
    const double share = std::min(1.0, peakFlops(gpu, precision) / std::max(1.0, peakFlops(gpu, Precision::Fp16)));
    const std::optional<DiffusionStepWork> work = diffusionStepWork(parts, side);
    double sustained = 0;
    std::optional<DiffusionServing> rate;
    if (work && work->transformer)
        rate = transformerRate(gpu, catalog, sustained);
    if (work && !rate)
        rate = unetRate(gpu, unet, catalog, sustained);
    if (!rate)
        return byStepCost(gpu, unet, parts, side, steps, share, images, catalog);
    DiffusionServing s = *rate;
    // One call denoises the whole batch (both guidance passes in it) and takes at least its blocks' floor:
    // a step of b images takes √((b·t)² + floor²), so b images reach b ÷ √(b² + (floor/t)²) of the full rate.
    const double imageStepSeconds = work->perImageStep() / std::max(1.0, sustained * share);
    const double floorSeconds =
        catalog.diffusion.callFloorMsPerBlock.value / 1000 * launchBlocks(*parts.stepFlops, catalog);
    const double fill = floorSeconds / imageStepSeconds;
    const double b = std::max(1, images);
    s.batchEfficiency = b / std::sqrt(b * b + fill * fill);
    s.imagesPerSecond = s.batchEfficiency / (imageStepSeconds * steps);
    return s;
}

} // namespace Advisor
