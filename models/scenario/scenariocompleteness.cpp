// SPDX-License-Identifier: Apache-2.0
#include "models/scenario/scenariocompleteness.h"

namespace Advisor {

std::vector<MissingInput> missingInputs(const Scenario &s)
{
    std::vector<MissingInput> missing;
    // Graphics is sized by the memory each desktop needs, not by a model.
    const bool hasModel = !s.model.isEmpty() || (s.parameters && *s.parameters > 0)
        || (s.architecture && s.architecture->layers > 0 && s.architecture->hidden > 0);
    if (!hasModel && s.task != Task::Graphics)
        missing.push_back(MissingInput::Model);
    if (s.isTraining() && s.task != Task::Graphics && !(s.training.tokens && *s.training.tokens > 0)
        && !(s.training.samples && *s.training.samples > 0))
        missing.push_back(MissingInput::TrainingData);
    return missing;
}

} // namespace Advisor
