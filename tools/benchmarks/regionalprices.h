// SPDX-License-Identifier: Apache-2.0
#pragma once
// Shared by the benchmarks that measure what a regional price set costs (bench_whatif, bench_recompute).
#include "models/domain/catalog.h"
#include "models/pricing/pricebook.h"

#include <vector>

namespace Advisor::Bench {

/** The embedded catalog with every type priced in 8 regions: what a regional price set will bring. */
inline Catalog pricedInEightRegions(Catalog c)
{
    while (c.regions.size() < 8) {
        Region extra = c.regions.front();
        extra.id = QStringLiteral("bench-region-%1").arg(c.regions.size());
        extra.name = {extra.id, extra.id};
        c.regions.push_back(extra);
    }
    c.regions.resize(8);
    const PriceBook book(c);
    std::vector<PriceRecord> prices;
    for (const InstanceType &type : c.instanceTypes) {
        const ResolvedPrice base = book.payg(type.id, c.referenceRegion);
        if (!base.available())
            continue;
        for (size_t r = 0; r < c.regions.size(); ++r) {
            for (const QString &billing : {QStringLiteral("payg"), QStringLiteral("subscription-1m")}) {
                PriceRecord p;
                p.instanceType = type.id;
                p.region = c.regions[r].id;
                p.billing = billing;
                p.amount = base.hourly * (1.0 + 0.03 * double(r)) * (billing == QLatin1String("payg") ? 1.0 : 0.7);
                p.currency = c.currency;
                p.date = QStringLiteral("2026-11-30");
                p.source = base.source;
                p.tier = QStringLiteral("B");
                prices.push_back(p);
            }
        }
    }
    c.prices = std::move(prices);
    return c;
}

} // namespace Advisor::Bench
