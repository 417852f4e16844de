// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/scenario/scenario.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace Advisor {

/**
 * The CNN whose measured training speed stands in for a CNN without its own, scaled by forward FLOPs:
 * ResNet-50 at 224 px, 8.18 GFLOPs (torchvision). tf_cnn_benchmarks measured ResNet-152 at 0.37× ResNet-50
 * on the same GPUs against 0.36× by FLOPs.
 */
inline constexpr const char *referenceCnnId = "resnet-50";
inline constexpr double referenceCnnGflops = 8.18;

/** A measured figure scaled to the asked-for GPU, with what it was scaled from. */
struct MeasuredRate
{
    double perGpu = 0;                     // samples (images or sequences) per second per GPU at a full batch
    std::optional<double> batch1LatencyMs; // one request alone, when the anchor measured it
    const ThroughputAnchor *anchor = nullptr;
    bool scaled = false;      // taken from another GPU by the ratio of sustained peaks
    bool otherEngine = false; // no figure for the asked-for engine: the other engine's
    bool otherModel = false;  // carried from another vision transformer by the share of peak it reached
    double peakShare = 0;     // vision transformers: the share of its GPU's sustained peak the anchor reached
    // Framework time over the compiled engine's, when the framework's figure was derived from TensorRT's.
    std::optional<double> frameworkOverCompiled;
};

/** The encoder shape a sequence-length change is costed with; empty for CNNs. */
struct EncoderShape
{
    int layers = 0;
    int hidden = 0;
};

/**
 * What an encoder's requests carry. A padded engine computes every request at the length it pads to; an
 * engine that drops the padding (TensorRT's variable-length BERT plugins, as NVIDIA's MLPerf BERT runs;
 * FasterTransformer's remove-padding mode) computes each request at its own length, so its work per request
 * is the requests' mean length (SQuAD v1.1 at 384 tokens: 172, Graphcore's histogram). Attention grows with
 * the square of each request's length, but at BERT's lengths it is a few per cent of the work, so the mean
 * stands for the spread.
 */
struct EncoderInput
{
    int length = 0;                   // tokens a request is padded to: the longest the engine is built for
    bool padded = true;               // whether the engine computes the padding
    std::optional<double> meanTokens; // the requests' mean real length; only an unpadded engine gains from it
    /** Tokens computed per request: the padded length, or the mean (never above it) when unpadded. */
    double computedTokens() const
    {
        if (padded || !meanTokens || *meanTokens <= 0 || length <= 0)
            return length;
        return std::min(*meanTokens, double(length));
    }
};

/**
 * Throughputs published for the models whose FLOP counts mislead (CNNs, BERT), from the catalog's
 * throughput anchors (MLPerf, NVIDIA's Deep Learning Examples, TensorRT's demos, Lambda): the exact GPU
 * when measured, else the nearest measured GPU scaled by the ratio of sustained peaks in the precision
 * the engine computes in. Returns nothing for models without anchors; those use the FLOP model.
 */
std::optional<MeasuredRate> measuredTrainingRate(const QString &modelId, const GpuSpec &gpu, Precision precision,
                                                 const Catalog &catalog);
/**
 * For serving. sequenceLength and shape move an encoder's figure to the scenario's input length:
 * between two measured lengths on the same GPU by interpolation, otherwise by the FLOPs per sequence
 * (weights grow with the length, attention with its square).
 */
std::optional<MeasuredRate> measuredInferenceRate(const QString &modelId, const GpuSpec &gpu, Precision precision,
                                                  ServingEngine engine, int sequenceLength, EncoderShape shape,
                                                  const Catalog &catalog);
/**
 * The same for requests that need not be padded: the figure moved to the tokens the engine computes per
 * request (EncoderInput::computedTokens), so an unpadded engine is rated at the requests' mean length.
 */
std::optional<MeasuredRate> measuredInferenceRate(const QString &modelId, const GpuSpec &gpu, Precision precision,
                                                  ServingEngine engine, const EncoderInput &input, EncoderShape shape,
                                                  const Catalog &catalog);

/**
 * Serving speed of a vision transformer (ViT, Swin) from the catalog's anchors that state their FLOPs per
 * sample: the share of the GPU's sustained peak the measured model reached in that engine and format, times
 * this GPU's sustained peak, over this model's FLOPs at the asked-for resolution. The model's own anchors
 * first, else another vision transformer's (the compiled engine runs near the same share of peak for any of
 * them); the GPU nearest in sustained peak, and on it the model nearest in FLOPs. A framework's overheads
 * depend on the model, so without the model's own framework figure its speed is the compiled engine's over
 * the framework/compiled time ratio measured for a vision transformer on the nearest GPU. Nothing when no
 * anchor states its FLOPs.
 */
std::optional<MeasuredRate> visionTransformerRate(const QString &modelId, const GpuSpec &gpu, Precision precision,
                                                  ServingEngine engine, double flopsPerSample, const Catalog &catalog);

/** The anchors visionTransformerRate may use: inference figures that state their FLOPs per sample. */
std::vector<const ThroughputAnchor *> visionAnchors(const Catalog &catalog);

/** The format the engine computes in: weight-only INT8/INT4 in a framework still computes in 16 bit. */
AnchorPrecision computedIn(Precision precision, ServingEngine engine, bool training);

/**
 * The anchors a model's figure comes from for this engine and format; those of the other engine (and
 * otherEngine set) when the asked-for engine has none. Training figures are all framework runs.
 */
std::vector<const ThroughputAnchor *> anchorsFor(const QString &modelId, Precision precision, ServingEngine engine,
                                                 bool training, const Catalog &catalog, bool *otherEngine = nullptr);

/** Dense peak FLOP/s of a GPU for a precision, falling back to the nearest supported format. */
double peakFlops(const GpuSpec &gpu, Precision precision);

/**
 * Of anchors measured on a GPU (each with a gpu id), the one measured on this GPU, else the one whose GPU's
 * 16-bit peak is nearest this one's (by ratio); measured is set to its GPU. Null when none has a known GPU.
 */
template<typename Anchor>
const Anchor *nearestAnchorByPeak(const GpuSpec &gpu, const std::vector<Anchor> &anchors, const Catalog &catalog,
                                  const GpuSpec *&measured)
{
    const Anchor *nearest = nullptr;
    measured = nullptr;
    double nearestDistance = 1e18;
    const double myPeak = std::max(1.0, peakFlops(gpu, Precision::Fp16));
    for (const Anchor &a : anchors) {
        const GpuSpec *other = catalog.gpu(a.gpu);
        if (!other)
            continue;
        const double distance =
            a.gpu == gpu.id ? -1 : std::abs(std::log(std::max(1.0, peakFlops(*other, Precision::Fp16)) / myPeak));
        if (distance < nearestDistance) {
            nearestDistance = distance;
            nearest = &a;
            measured = other;
        }
    }
    return nearest;
}

} // namespace Advisor
