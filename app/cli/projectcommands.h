// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicontext.h"

namespace Advisor::Cli {

/** "timeline [--scenario] FILE [--months N] [--catalog FILE] [--format table|json] [--json]" */
int runTimelineCommand(const QStringList &args, Context &context);
/** "whatif [--scenario] FILE [--catalog FILE] [--format table|json] [--json]" */
int runWhatIfCommand(const QStringList &args, Context &context);

} // namespace Advisor::Cli
