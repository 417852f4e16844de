// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/application/regioncomparison.h"
#include "models/domain/catalog.h"
#include "models/sizing/recommendation.h"

#include <nlohmann/json.hpp>

#include <QList>
#include <QStringList>

namespace Advisor {

/** The `estimate` part of the JSON output: memory in GiB, training FLOPs, assumptions. */
nlohmann::json estimateToJson(const WorkloadProfile &profile, const Catalog *catalog = nullptr);
/** One ranked or rejected configuration as the CLI and the report print it. */
nlohmann::json configurationToJson(const Configuration &configuration, const QString &currency,
                                   const Catalog *catalog = nullptr);
/** catalog, estimate, recommendations (top N) and rejected, in the documented shape. */
nlohmann::json recommendationToJson(const Recommendation &recommendation, int top, const Catalog *catalog = nullptr);
/**
 * A configuration's monthly cost in each priced region, cheapest first, with each price's date, tier and
 * origin; an empty array when fewer than two regions have a price of their own.
 */
nlohmann::json regionComparisonToJson(const RegionComparison &comparison, const Catalog *catalog = nullptr);
/** Puts cheapestRegions on each entry of doc's recommendations that one of comparisons is for. */
void addRegionComparisons(nlohmann::json &doc, const std::vector<RegionComparison> &comparisons,
                          const Catalog *catalog = nullptr);

} // namespace Advisor
