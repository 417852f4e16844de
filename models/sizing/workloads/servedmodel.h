// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/sizing/workloads/workloadmodel.h"

namespace Advisor {

/**
 * What decoders, encoders and speech models share: a network of known shape (or a size), trained with
 * an optimizer over GPUs, and served by an engine whose speed is either modelled (token by token) or
 * scaled from published measurements (one pass).
 */
class ServedModelWorkload : public WorkloadModel
{
public:
    using WorkloadModel::WorkloadModel;

protected:
    void addKindAssumptions(const Scenario &scenario, const WorkloadProfile &profile, const MemoryModel &memory,
                            const AddAssumption &add) const override;

private:
    void addServingAssumptions(const Scenario &scenario, const WorkloadProfile &profile,
                               const AddAssumption &add) const;
    /** Encoders and CNNs: which published measurements the throughput is scaled from, and the latency rule. */
    void addThroughputAnchorAssumptions(const Scenario &scenario, const AddAssumption &add) const;
};

} // namespace Advisor
