// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/sizing/workloads/workloadmodel.h"

#include <vector>

namespace Advisor {

/**
 * Decoders and MoE decoders (and a user's model given by its size), encoders, CNNs and vision
 * transformers, and speech encoder-decoders: a network of known shape (or a size), trained with an
 * optimizer over GPUs, and served by an engine whose speed is either modelled token by token or scaled
 * from published measurements of one pass. The three kinds state the same assumptions today, so one
 * class serves them, told apart by its kind; a kind that comes to differ gets a class of its own.
 */
class ServedModelWorkload : public WorkloadModel
{
public:
    ServedModelWorkload(WorkloadKind kind, const Catalog &catalog, const SizingParameters &params)
        : WorkloadModel(catalog, params)
        , m_kind(kind)
    { }
    WorkloadKind kind() const override { return m_kind; }

protected:
    void addKindAssumptions(const Scenario &scenario, const WorkloadProfile &profile, const MemoryModel &memory,
                            const AddAssumption &add) const override;

private:
    void addServingAssumptions(const Scenario &scenario, const WorkloadProfile &profile,
                               const AddAssumption &add) const;
    /** Encoders and CNNs: which published measurements the throughput is scaled from, and the latency rule. */
    void addThroughputAnchorAssumptions(const Scenario &scenario, const AddAssumption &add) const;
    /** Vision transformers: the measured vision transformers their share of peak is carried from. */
    void addVisionAnchorAssumptions(const Scenario &scenario, const AddAssumption &add) const;
    /** The "throughput-anchor" assumption: the engine, the format, each measured GPU once, their sources. */
    void addAnchorAssumption(ServingEngine engine, AnchorPrecision format,
                             const std::vector<const ThroughputAnchor *> &anchors, bool otherEngine,
                             const AddAssumption &add) const;

    WorkloadKind m_kind;
};

} // namespace Advisor
