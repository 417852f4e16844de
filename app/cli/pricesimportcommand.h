// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicontext.h"

namespace Advisor::Cli {

/** gpu-advisor prices import FILE… --out FILE: saved `aliyun` answers or a fetch log, as a price file. */
int runPricesImport(ParsedArgs &args, Context &context);

} // namespace Advisor::Cli
