// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicontext.h"

namespace Advisor::Cli {

/** estimate: the memory, time and cost estimate of a scenario for its chosen configuration. */
int runEstimateCommand(ParsedArgs &args, Context &context);
/** recommend: the configurations that fit a scenario, ranked, and why the first one wins. */
int runRecommendCommand(ParsedArgs &args, Context &context);
/**
 * "Prices after the customer discount: 20 % off the list price" (官网价 8 折) for a scenario with a
 * discount, empty without one: output pasted for a customer must not pass for list prices.
 */
QString discountStatement(const Scenario &scenario);

} // namespace Advisor::Cli
