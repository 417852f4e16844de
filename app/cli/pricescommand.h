// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicontext.h"

namespace Advisor::Cli {

/** gpu-advisor prices fetch …: list prices, spot prices and stock from the user's own `aliyun` client. */
int runPricesCommand(const QStringList &args, Context &context);

} // namespace Advisor::Cli
