// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicontext.h"

namespace Advisor::Cli {

/** catalog validate FILE: exit 0, or every problem on err and exit 2. */
int runCatalogValidate(ParsedArgs &args, Context &context);
/** catalog list: every instance type with its GPU, specs and price. */
int runCatalogList(ParsedArgs &args, Context &context);
/** catalog refresh-specs: DescribeInstanceTypes, saved or asked, compared with the catalog. */
int runCatalogRefreshSpecs(ParsedArgs &args, Context &context);

} // namespace Advisor::Cli
