// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/scenario/scenario.h"

#include <optional>
#include <vector>

namespace Advisor {

/** A measured figure scaled to the asked-for GPU, with what it was scaled from. */
struct MeasuredRate
{
    double perGpu = 0;                     // samples (images or sequences) per second per GPU at a full batch
    std::optional<double> batch1LatencyMs; // one request alone, when the anchor measured it
    const ThroughputAnchor *anchor = nullptr;
    bool scaled = false;      // taken from another GPU by the ratio of sustained peaks
    bool otherEngine = false; // no figure for the asked-for engine: the other engine's
};

/** The encoder shape a sequence-length change is costed with; empty for CNNs. */
struct EncoderShape
{
    int layers = 0;
    int hidden = 0;
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

} // namespace Advisor
