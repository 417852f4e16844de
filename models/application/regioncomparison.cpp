// SPDX-License-Identifier: Apache-2.0
#include "models/application/regioncomparison.h"

#include <algorithm>

namespace Advisor {

RegionComparison compareRegions(const PriceBook &prices, const Scenario &scenario, const Configuration &c,
                                const QString &rankedRegion)
{
    RegionComparison result;
    result.instanceType = c.layout.instanceType;
    result.billing = c.pricing.primaryBilling;
    if (!c.pricing.priced || c.pricing.primaryBilling.isEmpty())
        return result;
    const double discount = 1.0 - std::clamp(scenario.constraints.customerDiscountPercent, 0.0, 100.0) / 100.0;
    std::vector<RegionalCost> costs;
    for (const QString &region : prices.listedRegions(c.layout.instanceType)) {
        const ResolvedPrice price = prices.price(c.layout.instanceType, c.pricing.primaryBilling, region);
        if (!price.available() || price.region != region)
            continue;
        RegionalCost cost;
        cost.region = region;
        cost.price = price;
        // A quote (a price file's quote row for that region) already has the customer's discount in it.
        cost.monthly = price.hourly * c.layout.instances * (price.isQuote() ? 1.0 : discount) * hoursPerMonth;
        cost.scenarioRegion = region == rankedRegion;
        costs.push_back(cost);
    }
    result.pricedRegions = int(costs.size());
    if (costs.size() < 2)
        return result;
    std::stable_sort(costs.begin(), costs.end(), [](const RegionalCost &a, const RegionalCost &b) {
        return a.monthly != b.monthly ? a.monthly < b.monthly : a.region < b.region;
    });
    result.regions = std::move(costs);
    return result;
}

} // namespace Advisor
