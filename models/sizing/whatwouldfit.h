// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"

#include <functional>

namespace Advisor {

/** Visits each sized and priced row of a scenario's variant until the visitor returns false. */
using RowVisitor =
    std::function<void(const Scenario &variant, const std::function<bool(const Configuration &)> &visit)>;

/**
 * What would make something fit when nothing does: each variant of the scenario (more instances, LoRA
 * or QLoRA instead of a full fine-tune, a lower serving precision, no budget, a later deadline) that
 * some instance type runs, as advice. Every variant keeps the scenario's billing models and region.
 */
Findings whatWouldFit(const Scenario &scenario, const RowVisitor &forEachRow);

} // namespace Advisor
