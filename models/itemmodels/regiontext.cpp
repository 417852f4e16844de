// SPDX-License-Identifier: Apache-2.0
#include "models/itemmodels/regiontext.h"

#include "models/itemmodels/displaytext.h"

namespace Advisor {

QStringList RegionText::lines(const RegionComparison &comparison, const MoneyFormatter &money, const Catalog *catalog,
                              const QDate &today)
{
    if (comparison.billing.isEmpty())
        return {tr("No price, so no regions to compare.")};
    if (!comparison.compared())
        return {comparison.pricedRegions == 1 ? tr("Priced in one region only under %1: no other region to compare.")
                                                    .arg(DisplayText::billingName(comparison.billing, catalog))
                                              : tr("No region has a price of its own under %1: nothing to compare.")
                                                    .arg(DisplayText::billingName(comparison.billing, catalog))};
    QStringList lines;
    for (const RegionalCost &cost : comparison.regions) {
        QString line = tr("%1: %2%3 a month (%4), %5, %6")
                           .arg(DisplayText::region(cost.region, catalog), DisplayText::priceMark(cost.price.origin),
                                money.format(cost.monthly), DisplayText::billingName(comparison.billing, catalog),
                                DisplayText::priceOrigin(cost.price), cost.price.date);
        if (const QString age = DisplayText::priceSourceAndAge(cost.price, catalog, today); !age.isEmpty())
            line = tr("%1, %2").arg(line, age);
        if (cost.scenarioRegion)
            line = tr("%1 (the ranking's region)").arg(line);
        lines << line;
    }
    return lines;
}

} // namespace Advisor
