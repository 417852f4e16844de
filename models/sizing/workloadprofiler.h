// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/domain/modelpreset.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"
#include "models/sizing/workloads/workloadmodel.h"

#include <array>
#include <memory>

namespace Advisor {

struct SizingParameters;

/**
 * The profile stage: what the engine makes of a scenario before it looks at any instance type. The
 * model's size and shape (from its preset or the scenario's own figures), the training work, the
 * memory of one unsharded copy, and the assumptions every estimate rests on. What differs by kind of
 * workload it asks of that kind's WorkloadModel.
 */
class WorkloadProfiler
{
public:
    WorkloadProfiler(const Catalog &catalog, const ModelPresetLibrary &presets, const SizingParameters &params);

    WorkloadProfile profile(const Scenario &scenario) const;
    /** The model of a kind, which sizes the rows of the kinds that own their memory, speed and placement. */
    const WorkloadModel &model(WorkloadKind kind) const { return *m_models[std::size_t(kind)]; }

private:
    /** The model's size, shape and KV cache: from the preset, or from the scenario's own figures. */
    void describeModel(const Scenario &scenario, WorkloadProfile &profile) const;

    const Catalog &m_catalog;
    const ModelPresetLibrary &m_presets;
    const SizingParameters &m_params;
    // One model per workload kind, indexed by WorkloadKind.
    std::array<std::unique_ptr<WorkloadModel>, allWorkloadKinds.size()> m_models;
};

} // namespace Advisor
