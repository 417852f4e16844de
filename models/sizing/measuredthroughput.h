#pragma once

#include "models/domain/catalog.h"
#include "models/scenario/scenario.h"

#include <optional>

namespace Advisor {

/** A measured figure scaled to the asked-for GPU, with what it was scaled from. */
struct MeasuredRate
{
    double perGpu = 0;   // samples (images or sequences) per second per GPU
    QString basedOn;     // e.g. "ResNet-50 AMP on A100-80GB: 2,470 img/s (NVIDIA DLE)"
    bool scaled = false; // true when taken from another GPU by the ratio of peaks
};

/**
 * Published throughputs for the models whose FLOP counts mislead (CNNs, BERT): NVIDIA Deep Learning Examples and
 * Lambda's GPU benchmarks. Returns nothing for models without a table; those use the FLOP model.
 */
std::optional<MeasuredRate> measuredTrainingRate(const QString &modelId, const GpuSpec &gpu, Precision precision,
                                                 const Catalog &catalog);
std::optional<MeasuredRate> measuredInferenceRate(const QString &modelId, const GpuSpec &gpu, Precision precision,
                                                  const Catalog &catalog);

/** Dense peak FLOP/s of a GPU for a precision, falling back to the nearest supported format. */
double peakFlops(const GpuSpec &gpu, Precision precision);

} // namespace Advisor
