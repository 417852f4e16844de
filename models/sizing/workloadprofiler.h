// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/domain/modelpreset.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"

#include <functional>

namespace Advisor {

struct SizingParameters;

/**
 * The profile stage: what the engine makes of a scenario before it looks at any instance type. The
 * model's size and shape (from its preset or the scenario's own figures), the training work, the
 * memory of one unsharded copy, and the assumptions every estimate rests on.
 */
class WorkloadProfiler
{
public:
    WorkloadProfiler(const Catalog &catalog, const ModelPresetLibrary &presets, const SizingParameters &params)
        : m_catalog(catalog)
        , m_presets(presets)
        , m_params(params)
    { }

    WorkloadProfile profile(const Scenario &scenario) const;

private:
    using AddAssumption = std::function<void(const char *, QList<double>, QStringList, QStringList)>;
    /** The model's size, shape and KV cache: from the preset, or from the scenario's own figures. */
    void describeModel(const Scenario &scenario, WorkloadProfile &profile) const;
    void addDiffusionAssumptions(const Scenario &scenario, const WorkloadProfile &profile,
                                 const AddAssumption &add) const;
    void addServingAssumptions(const Scenario &scenario, const WorkloadProfile &profile,
                               const AddAssumption &add) const;
    /** CNNs and encoders: which published measurements the throughput is scaled from, and the latency rule. */
    void addThroughputAnchorAssumptions(const Scenario &scenario, const AddAssumption &add) const;

    const Catalog &m_catalog;
    const ModelPresetLibrary &m_presets;
    const SizingParameters &m_params;
};

} // namespace Advisor
