// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/pricing/pricebook.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"

#include <vector>

#include <QString>

namespace Advisor {

/** What one configuration would cost per month in one region, under its primary billing model. */
struct RegionalCost
{
    QString region;
    double monthly = 0;          // all instances, after the customer discount, like BillingCost::monthly
    ResolvedPrice price;         // per instance, before discount: its date, tier and origin
    bool scenarioRegion = false; // the region the ranking was priced in

    bool operator==(const RegionalCost &) const = default;
};

/**
 * A configuration's cost in every region with a price of its own for the type, cheapest first.
 * regions is empty unless at least two regions are priced: one region leaves nothing to compare.
 */
struct RegionComparison
{
    QString instanceType;
    QString billing;       // the configuration's primary billing model
    int pricedRegions = 0; // regions with a price of their own for the type under billing
    std::vector<RegionalCost> regions;

    bool compared() const { return regions.size() >= 2; }
};

/** How many of the shown configurations get a region comparison (the top of the table). */
inline constexpr int regionComparisonCount = 3;

/**
 * Prices configuration in each region the catalog has a price for its type in. A region only counts
 * when its figure was observed there: the price book falls back to another region's figure, which
 * would compare a region with itself. rankedRegion is the one the ranking priced in (Recommendation::region).
 */
RegionComparison compareRegions(const PriceBook &prices, const Scenario &scenario, const Configuration &configuration,
                                const QString &rankedRegion);

} // namespace Advisor
