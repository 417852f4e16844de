// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicontext.h"

namespace Advisor::Cli {

/** "estimate --scenario FILE [--catalog FILE] [--format table|json]" */
int runEstimateCommand(const QStringList &args, Context &context);
/** "recommend --scenario FILE [--catalog FILE] [--top N] [--format table|json|csv]" */
int runRecommendCommand(const QStringList &args, Context &context);

} // namespace Advisor::Cli
