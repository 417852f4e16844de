// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicontext.h"

namespace Advisor::Cli {

/** "catalog validate FILE" and "catalog list [--catalog FILE] [--format table|json|csv]". */
int runCatalogCommand(const QStringList &args, Context &context);

} // namespace Advisor::Cli
