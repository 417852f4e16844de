// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicontext.h"

namespace Advisor::Cli {

/** timeline: the project's cost month by month under each billing model. */
int runTimelineCommand(ParsedArgs &args, Context &context);
/** whatif: how cost and time move when each driver of the scenario moves. */
int runWhatIfCommand(ParsedArgs &args, Context &context);

} // namespace Advisor::Cli
