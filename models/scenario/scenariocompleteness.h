// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/scenario/scenario.h"

#include <vector>

namespace Advisor {

/** An answer the estimate cannot do without; the wizard asks for it instead of showing a result. */
enum class MissingInput
{
    Model,        // neither a preset nor a parameter count
    TrainingData, // a training stage without tokens or samples per epoch
};

/**
 * What the scenario still lacks before any figure means something. A scenario the wizard starts from
 * scratch lacks both: an estimate made anyway would be a model of zero parameters trained on nothing,
 * infinitely fast and free.
 */
std::vector<MissingInput> missingInputs(const Scenario &scenario);

} // namespace Advisor
