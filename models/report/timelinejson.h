// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/application/sensitivity.h"
#include "models/application/timeline.h"

#include <nlohmann/json.hpp>

namespace Advisor {

/** The timeline as data: months, per-billing monthly and cumulative cost, break-even months, totals. */
nlohmann::json timelineToJson(const Timeline &timeline, const Scenario &scenario);
/** The what-if as data: each driver's settings and outcomes, the re-ranked best and the held type. */
nlohmann::json sensitivityToJson(const Sensitivity &sensitivity);

} // namespace Advisor
