// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/measuredthroughput.h"

#include <cmath>
#include <vector>

namespace Advisor {

namespace {

double value(const std::optional<double> &v)
{
    return v.value_or(0);
}

} // namespace

AnchorPrecision computedIn(Precision precision, ServingEngine engine, bool training)
{
    switch (precision) {
    case Precision::Fp32:
    case Precision::Tf32:
        return AnchorPrecision::Fp32;
    case Precision::Int8:
    case Precision::Int4:
        return !training && engine == ServingEngine::TensorRt ? AnchorPrecision::Int8 : AnchorPrecision::Half;
    case Precision::Bf16:
    case Precision::Fp16:
    case Precision::Fp8:
        break;
    }
    return AnchorPrecision::Half;
}

std::vector<const ThroughputAnchor *> anchorsFor(const QString &modelId, Precision precision, ServingEngine engine,
                                                 bool training, const Catalog &catalog, bool *otherEngine)
{
    const AnchorPrecision format = computedIn(precision, engine, training);
    const auto candidates = [&](ServingEngine e) {
        std::vector<const ThroughputAnchor *> found;
        for (const ThroughputAnchor &a : catalog.throughputAnchors) {
            // The model's id last: every configuration asks, and the flags rule most anchors out sooner.
            if (a.training == training && a.precision == format && (training || a.engine == e) && a.model == modelId)
                found.push_back(&a);
        }
        return found;
    };
    std::vector<const ThroughputAnchor *> anchors = candidates(engine);
    if (otherEngine)
        *otherEngine = false;
    if (anchors.empty() && !training) {
        anchors = candidates(engine == ServingEngine::TensorRt ? ServingEngine::Framework : ServingEngine::TensorRt);
        if (otherEngine)
            *otherEngine = !anchors.empty();
    }
    return anchors;
}

namespace {

/** What the GPU sustains in that format: its peak, less what a power-capped card loses under load. */
double sustainedPeak(const GpuSpec &gpu, AnchorPrecision precision)
{
    double peak = 0;
    switch (precision) {
    case AnchorPrecision::Fp32:
        peak = peakFlops(gpu, Precision::Tf32);
        break;
    case AnchorPrecision::Half:
        peak = peakFlops(gpu, Precision::Fp16);
        break;
    case AnchorPrecision::Int8:
        peak = gpu.int8Tops ? *gpu.int8Tops * 1e12 : 2 * peakFlops(gpu, Precision::Fp16);
        break;
    }
    return peak * (gpu.sustainedComputeFactor ? gpu.sustainedComputeFactor->value : 1.0);
}

/** FLOPs of one encoder pass over n tokens: 2 per weight per token, attention scores and mixing per pair. */
double encoderFlops(EncoderShape shape, double tokens)
{
    const double weights = 12.0 * shape.layers * double(shape.hidden) * shape.hidden;
    return tokens * (2.0 * weights + 4.0 * shape.layers * tokens * shape.hidden);
}

/** An anchor's rate and batch-1 latency moved to another input length. */
struct AtLength
{
    double rate = 0;
    std::optional<double> latencyMs;
};

AtLength atLength(const std::vector<const ThroughputAnchor *> &sameGpu, const ThroughputAnchor &a, double length,
                  EncoderShape shape)
{
    if (length <= 0 || a.sequenceLength <= 0 || length == a.sequenceLength)
        return {a.rate, a.batch1LatencyMs};
    // Two measured lengths on this GPU: interpolate (or extrapolate) both figures on a log-log line.
    const ThroughputAnchor *other = nullptr;
    for (const ThroughputAnchor *b : sameGpu) {
        if (b->sequenceLength > 0 && b->sequenceLength != a.sequenceLength
            && (!other || std::abs(b->sequenceLength - length) < std::abs(other->sequenceLength - length)))
            other = b;
    }
    if (other) {
        const double t =
            std::log(length / a.sequenceLength) / std::log(double(other->sequenceLength) / a.sequenceLength);
        const auto along = [t](double x, double y) { return std::exp(std::log(x) + t * (std::log(y) - std::log(x))); };
        AtLength r{along(a.rate, other->rate), std::nullopt};
        if (a.batch1LatencyMs && other->batch1LatencyMs)
            r.latencyMs = along(*a.batch1LatencyMs, *other->batch1LatencyMs);
        return r;
    }
    if (shape.layers <= 0 || shape.hidden <= 0)
        return {a.rate, a.batch1LatencyMs};
    const double cost = encoderFlops(shape, length) / encoderFlops(shape, a.sequenceLength);
    AtLength r{a.rate / cost, std::nullopt};
    if (a.batch1LatencyMs)
        r.latencyMs = *a.batch1LatencyMs * cost;
    return r;
}

std::optional<MeasuredRate> lookup(const QString &modelId, const GpuSpec &gpu, Precision precision, bool training,
                                   ServingEngine engine, double sequenceLength, EncoderShape shape,
                                   const Catalog &catalog)
{
    const AnchorPrecision format = computedIn(precision, engine, training);
    bool otherEngine = false;
    const std::vector<const ThroughputAnchor *> anchors =
        anchorsFor(modelId, precision, engine, training, catalog, &otherEngine);
    if (anchors.empty())
        return std::nullopt;

    // The GPU itself when measured, else the measured GPU nearest in sustained peak.
    const double myPeak = std::max(1.0, sustainedPeak(gpu, format));
    const GpuSpec *from = nullptr;
    double nearest = 1e18;
    for (const ThroughputAnchor *a : anchors) {
        const GpuSpec *g = catalog.gpu(a->gpu);
        if (!g)
            continue;
        const double distance =
            g->id == gpu.id ? -1 : std::abs(std::log(std::max(1.0, sustainedPeak(*g, format)) / myPeak));
        if (distance < nearest) {
            nearest = distance;
            from = g;
        }
    }
    if (!from)
        return std::nullopt;
    std::vector<const ThroughputAnchor *> sameGpu;
    for (const ThroughputAnchor *a : anchors) {
        if (a->gpu == from->id)
            sameGpu.push_back(a);
    }
    // On that GPU, the anchor measured at the length nearest the asked-for one.
    const ThroughputAnchor *best = sameGpu.front();
    for (const ThroughputAnchor *a : sameGpu) {
        if (sequenceLength > 0
            && std::abs(a->sequenceLength - sequenceLength) < std::abs(best->sequenceLength - sequenceLength))
            best = a;
    }
    const AtLength there =
        training ? AtLength{best->rate, best->batch1LatencyMs} : atLength(sameGpu, *best, sequenceLength, shape);
    MeasuredRate r;
    r.anchor = best;
    r.otherEngine = otherEngine;
    r.scaled = from->id != gpu.id;
    const double ratio = myPeak / std::max(1.0, sustainedPeak(*from, format));
    r.perGpu = there.rate * ratio;
    if (there.latencyMs) {
        // A framework's batch-1 latency is launch-bound (ResNet-50 in PyTorch: 12.96 ms on a T4, 12.78 ms on a
        // V100); a compiled engine's follows the GPU, less than its full peak ratio.
        const bool launchBound = best->engine == ServingEngine::Framework;
        r.batch1LatencyMs = *there.latencyMs / (launchBound ? 1.0 : std::sqrt(ratio));
    }
    return r;
}

} // namespace

double peakFlops(const GpuSpec &gpu, Precision precision)
{
    double tflops = 0;
    switch (precision) {
    case Precision::Fp32:
        tflops = value(gpu.fp32Tflops);
        break;
    case Precision::Tf32:
        tflops = gpu.tf32Tflops ? *gpu.tf32Tflops : value(gpu.fp32Tflops);
        break;
    case Precision::Bf16:
        tflops = gpu.bf16Tflops ? *gpu.bf16Tflops : value(gpu.fp16Tflops);
        break;
    case Precision::Fp16:
        tflops = value(gpu.fp16Tflops);
        break;
    case Precision::Fp8:
        tflops = gpu.fp8Tflops ? *gpu.fp8Tflops : value(gpu.fp16Tflops);
        break;
    case Precision::Int8:
    case Precision::Int4:
        // Weight-only quantisation still computes in 16 bit.
        tflops = gpu.bf16Tflops ? *gpu.bf16Tflops : value(gpu.fp16Tflops);
        break;
    }
    if (tflops <= 0)
        tflops = value(gpu.fp32Tflops);
    return tflops * 1e12;
}

std::optional<MeasuredRate> measuredTrainingRate(const QString &modelId, const GpuSpec &gpu, Precision precision,
                                                 const Catalog &catalog)
{
    return lookup(modelId, gpu, precision, true, ServingEngine::Framework, 0, {}, catalog);
}

std::optional<MeasuredRate> measuredInferenceRate(const QString &modelId, const GpuSpec &gpu, Precision precision,
                                                  ServingEngine engine, int sequenceLength, EncoderShape shape,
                                                  const Catalog &catalog)
{
    return lookup(modelId, gpu, precision, false, engine, sequenceLength, shape, catalog);
}

std::optional<MeasuredRate> measuredInferenceRate(const QString &modelId, const GpuSpec &gpu, Precision precision,
                                                  ServingEngine engine, const EncoderInput &input, EncoderShape shape,
                                                  const Catalog &catalog)
{
    return lookup(modelId, gpu, precision, false, engine, input.computedTokens(), shape, catalog);
}

std::vector<const ThroughputAnchor *> visionAnchors(const Catalog &catalog)
{
    std::vector<const ThroughputAnchor *> found;
    for (const ThroughputAnchor &a : catalog.throughputAnchors) {
        if (!a.training && a.gflopsPerSample && *a.gflopsPerSample > 0 && a.rate > 0)
            found.push_back(&a);
    }
    return found;
}

namespace {

/**
 * What a GPU sustains for a vision transformer in this engine and format. A framework's FP32 is plain FP32:
 * PyTorch has left TF32 off for matrix products by default since 1.12 (its "TF32 on Ampere" notes), so an
 * A100 serves FP32 near 19.5 TFLOP/s, not 156. A compiled engine takes TF32 where the GPU has it.
 */
double visionPeak(const GpuSpec &gpu, AnchorPrecision format, ServingEngine engine)
{
    if (format != AnchorPrecision::Fp32 || engine != ServingEngine::Framework)
        return std::max(1.0, sustainedPeak(gpu, format));
    const double factor = gpu.sustainedComputeFactor ? gpu.sustainedComputeFactor->value : 1.0;
    return std::max(1.0, peakFlops(gpu, Precision::Fp32) * factor);
}

/** Distance between two GPUs by that sustained peak (log of the ratio); -1 for the same GPU. */
double peakDistance(const GpuSpec &a, const GpuSpec &b, AnchorPrecision format, ServingEngine engine)
{
    if (a.id == b.id)
        return -1;
    return std::abs(std::log(visionPeak(a, format, engine) / visionPeak(b, format, engine)));
}

/**
 * Of the vision anchors in this engine and format (only the model's own when ownOnly), those of the model
 * itself when it has any; then the GPU nearest this one in sustained peak; on it, the model nearest in FLOPs.
 */
const ThroughputAnchor *nearestVisionAnchor(const QString &modelId, const GpuSpec &gpu, ServingEngine engine,
                                            AnchorPrecision format, double flops, bool ownOnly, const Catalog &catalog,
                                            const GpuSpec *&from)
{
    std::vector<const ThroughputAnchor *> candidates;
    bool own = false;
    for (const ThroughputAnchor *a : visionAnchors(catalog)) {
        if (a->engine != engine || a->precision != format || !catalog.gpu(a->gpu))
            continue;
        const bool mine = a->model == modelId;
        if (mine && !own)
            candidates.clear();
        own = own || mine;
        if (mine || (!own && !ownOnly))
            candidates.push_back(a);
    }
    const ThroughputAnchor *best = nullptr;
    from = nullptr;
    double bestGpu = 1e18;
    double bestSize = 1e18;
    for (const ThroughputAnchor *a : candidates) {
        const GpuSpec *g = catalog.gpu(a->gpu);
        const double d = peakDistance(*g, gpu, format, engine);
        const double size = std::abs(std::log(*a->gflopsPerSample * 1e9 / flops));
        if (d < bestGpu - 1e-9 || (d < bestGpu + 1e-9 && size < bestSize)) {
            best = a;
            from = g;
            bestGpu = d;
            bestSize = size;
        }
    }
    return best;
}

/** The anchor's share of its GPU's sustained peak, carried to this GPU and this model's FLOPs. */
std::optional<MeasuredRate> carried(const QString &modelId, const GpuSpec &gpu, ServingEngine engine,
                                    AnchorPrecision format, double flops, bool ownOnly, const Catalog &catalog)
{
    const GpuSpec *from = nullptr;
    const ThroughputAnchor *a = nearestVisionAnchor(modelId, gpu, engine, format, flops, ownOnly, catalog, from);
    if (!a)
        return std::nullopt;
    const double anchorFlops = *a->gflopsPerSample * 1e9;
    const double share = a->rate * anchorFlops / visionPeak(*from, format, engine);
    const double ratio = visionPeak(gpu, format, engine) / visionPeak(*from, format, engine);
    MeasuredRate r;
    r.anchor = a;
    r.scaled = from->id != gpu.id;
    r.otherModel = a->model != modelId;
    r.peakShare = share;
    r.perGpu = share * visionPeak(gpu, format, engine) / flops;
    if (a->batch1LatencyMs) {
        // A framework's batch-1 time is launch-bound and the same on every GPU, and grows only once the
        // work outgrows the launches; a compiled engine's follows the work and, less than fully, the GPU.
        const double work = flops / anchorFlops;
        r.batch1LatencyMs = a->engine == ServingEngine::Framework ? *a->batch1LatencyMs * std::max(1.0, work)
                                                                  : *a->batch1LatencyMs * work / std::sqrt(ratio);
    }
    return r;
}

/**
 * Time a framework takes over the compiled engine's for one vision transformer measured on both in this
 * format, on the GPU nearest this one in sustained peak (FasterTransformer's Swin tables: about 2.3–2.7×).
 */
std::optional<double> frameworkOverCompiled(const GpuSpec &gpu, AnchorPrecision format, const Catalog &catalog)
{
    const std::vector<const ThroughputAnchor *> anchors = visionAnchors(catalog);
    std::optional<double> ratio;
    double nearest = 1e18;
    for (const ThroughputAnchor *f : anchors) {
        const GpuSpec *g = catalog.gpu(f->gpu);
        if (f->engine != ServingEngine::Framework || f->precision != format || !g)
            continue;
        for (const ThroughputAnchor *c : anchors) {
            if (c->engine != ServingEngine::TensorRt || c->precision != format || c->model != f->model
                || c->gpu != f->gpu)
                continue;
            const double d = peakDistance(*g, gpu, format, ServingEngine::TensorRt);
            if (d < nearest) {
                nearest = d;
                ratio = c->rate / f->rate;
            }
        }
    }
    return ratio;
}

} // namespace

std::optional<MeasuredRate> visionTransformerRate(const QString &modelId, const GpuSpec &gpu, Precision precision,
                                                  ServingEngine engine, double flopsPerSample, const Catalog &catalog)
{
    if (flopsPerSample <= 0)
        return std::nullopt;
    const AnchorPrecision format = computedIn(precision, engine, false);
    const bool framework = engine == ServingEngine::Framework;
    if (auto own = carried(modelId, gpu, engine, format, flopsPerSample, framework, catalog))
        return own;
    if (framework) {
        auto compiled = carried(modelId, gpu, ServingEngine::TensorRt, format, flopsPerSample, false, catalog);
        const std::optional<double> slower = frameworkOverCompiled(gpu, format, catalog);
        if (compiled && slower) {
            compiled->perGpu /= *slower;
            compiled->batch1LatencyMs.reset();
            compiled->frameworkOverCompiled = slower;
            return compiled;
        }
        return carried(modelId, gpu, engine, format, flopsPerSample, false, catalog);
    }
    // No compiled figure in this format anywhere: the framework's, as the anchors of other models do.
    auto other = carried(modelId, gpu, ServingEngine::Framework, computedIn(precision, ServingEngine::Framework, false),
                         flopsPerSample, false, catalog);
    if (other)
        other->otherEngine = true;
    return other;
}

} // namespace Advisor
