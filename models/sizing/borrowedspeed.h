// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/domain/modelpreset.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"

namespace Advisor {

/**
 * The assumptions of speeds carried from another model's measurement, so that the list says so: a vision
 * transformer served at the share of sustained peak a measured vision transformer reached
 * ("vit-borrowed-share"), and a CNN trained at ResNet-50's measured speed scaled by forward FLOPs
 * ("cnn-borrowed-rate"). Each names the anchor model, its GPUs and the share or scale the estimate uses,
 * with the anchors' sources; nothing when the model has measurements of its own. Inserted after the
 * assumptions of the speed they qualify.
 */
void addBorrowedSpeedAssumptions(const Scenario &scenario, const ModelPresetLibrary &presets, const Catalog &catalog,
                                 WorkloadProfile &profile);

} // namespace Advisor
