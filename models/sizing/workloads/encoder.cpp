// SPDX-License-Identifier: Apache-2.0
// Encoders (BERT-class), CNNs and vision transformers: one pass per request, whose speed is scaled from
// published measurements (MLPerf, NVIDIA's Deep Learning Examples, TensorRT's demos) where the model has them,
// because their FLOP counts mislead; the FLOP model rates the rest.
#include "models/sizing/measuredthroughput.h"
#include "models/sizing/performancemodel.h"
#include "models/sizing/workloads/servedmodel.h"

#include <vector>

namespace Advisor {

namespace {
class EncoderWorkload final : public ServedModelWorkload
{
public:
    EncoderWorkload(const Catalog &catalog, const SizingParameters &params)
        : ServedModelWorkload(WorkloadKind::Encoder, catalog, params)
    { }
    /**
     * The measured figure at the scenario's input (an encoder's sequence length, a vision transformer's patch
     * tokens, a CNN's pixels), with its batch-1 latency where measured; else the FLOP model.
     */
    CopyRate servingRatePerCopy(const Scenario &s, const WorkloadProfile &p, const GpuSpec &gpu, double busGBs,
                                SpeedMemo *memo, Configuration &c) const override;

protected:
    void addOnePassAssumptions(const Scenario &s, const WorkloadProfile &p, const AddAssumption &add) const override
    {
        if (p.patchTokens > 0)
            addVisionAnchorAssumptions(s, add);
        else if (!addThroughputAnchorAssumptions(s, add))
            ServedModelWorkload::addOnePassAssumptions(s, p, add); // rated by the FLOP rule
    }

private:
    /**
     * Encoders and CNNs: which published measurements the throughput is scaled from, and the latency rule;
     * false when the model has none.
     */
    bool addThroughputAnchorAssumptions(const Scenario &s, const AddAssumption &add) const;
    /** Vision transformers: the measured vision transformers their share of peak is carried from. */
    void addVisionAnchorAssumptions(const Scenario &s, const AddAssumption &add) const;
    /** The "throughput-anchor" assumption: the engine, the format, each measured GPU once, their sources. */
    void addAnchorAssumption(ServingEngine engine, AnchorPrecision format,
                             const std::vector<const ThroughputAnchor *> &anchors, bool otherEngine,
                             const AddAssumption &add) const;
};

CopyRate EncoderWorkload::servingRatePerCopy(const Scenario &s, const WorkloadProfile &p, const GpuSpec &gpu,
                                             double busGBs, SpeedMemo *memo, Configuration &c) const
{
    const InferenceInput &in = s.inference;
    const int tp = std::max(1, c.layout.tensorParallel);
    const EncoderShape encoder = p.shape && p.architecture == Architecture::Encoder
        ? EncoderShape{p.shape->layers, p.shape->hidden}
        : EncoderShape{};
    // A vision transformer's tokens (its image size) key the remembered speeds as an encoder's length does.
    // An engine that runs requests unpadded computes their mean real length, never more than the padded one.
    const EncoderInput input{in.contextLength, !in.meanInputTokens,
                             in.meanInputTokens ? std::optional<double>(*in.meanInputTokens) : std::nullopt};
    const int sequenceLength = encoder.layers > 0 ? int(std::lround(input.computedTokens())) : p.patchTokens;
    const MeasuredQuery query{false, in.engine, sequenceLength, encoder};
    if (const auto measured = rememberedMeasuredRate(s, p, m_catalog, gpu, query, memo)) {
        // Measured at the preset's image size; a CNN's work grows with the pixels.
        CopyRate rate{measured->perGpu / p.imageArea * tp, std::nullopt};
        if (measured->batch1LatencyMs)
            rate.batch1LatencyMs = *measured->batch1LatencyMs * p.imageArea;
        c.speed.evidence = Evidence::Calibrated;
        return rate;
    }
    return WorkloadModel::servingRatePerCopy(s, p, gpu, busGBs, memo, c);
}

bool EncoderWorkload::addThroughputAnchorAssumptions(const Scenario &s, const AddAssumption &add) const
{
    bool otherEngine = false;
    const auto anchors = anchorsFor(s.model, s.precision, s.inference.engine, false, m_catalog, &otherEngine);
    if (anchors.empty())
        return false;
    const ServingEngine engine = otherEngine
        ? (s.inference.engine == ServingEngine::TensorRt ? ServingEngine::Framework : ServingEngine::TensorRt)
        : s.inference.engine;
    addAnchorAssumption(engine, computedIn(s.precision, s.inference.engine, false), anchors, otherEngine, add);
    return true;
}

void EncoderWorkload::addVisionAnchorAssumptions(const Scenario &s, const AddAssumption &add) const
{
    // Every vision transformer measured in the format the engine computes in: a framework's speed may come
    // from the compiled engine's and the two engines' measured ratio, so both engines' GPUs are named.
    const AnchorPrecision format = computedIn(s.precision, s.inference.engine, false);
    std::vector<const ThroughputAnchor *> anchors = visionAnchors(m_catalog);
    std::erase_if(anchors, [format](const ThroughputAnchor *a) { return a->precision != format; });
    if (anchors.empty())
        return; // the FLOP model, already named by its own assumptions
    addAnchorAssumption(s.inference.engine, format, anchors, false, add);
}

void EncoderWorkload::addAnchorAssumption(ServingEngine engine, AnchorPrecision format,
                                          const std::vector<const ThroughputAnchor *> &anchors, bool otherEngine,
                                          const AddAssumption &add) const
{
    // names: engine, format, then each measured GPU's id once; numbers: 1 when the asked-for engine had no figure.
    QStringList names{toString(engine),
                      format == AnchorPrecision::Int8
                          ? QStringLiteral("int8")
                          : (format == AnchorPrecision::Fp32 ? QStringLiteral("fp32") : QStringLiteral("half"))};
    QStringList sources;
    for (const ThroughputAnchor *a : anchors) {
        if (!names.mid(2).contains(a->gpu))
            names << a->gpu;
        if (!sources.contains(a->source))
            sources << a->source;
    }
    add(AssumptionId::ThroughputAnchor, {otherEngine ? 1.0 : 0.0}, names, sources);
    add(AssumptionId::BatchLatency, {}, {}, {});
}

} // namespace

std::unique_ptr<WorkloadModel> makeEncoderWorkload(const Catalog &catalog, const SizingParameters &params)
{
    return std::unique_ptr<WorkloadModel>(new EncoderWorkload(catalog, params));
}

} // namespace Advisor
