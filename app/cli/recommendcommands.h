// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicontext.h"

namespace Advisor::Cli {

/** estimate: the memory, time and cost estimate of a scenario for its chosen configuration. */
int runEstimateCommand(ParsedArgs &args, Context &context);
/** recommend: the configurations that fit a scenario, ranked, and why the first one wins. */
int runRecommendCommand(ParsedArgs &args, Context &context);

} // namespace Advisor::Cli
