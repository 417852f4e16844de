// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/pricing/pricebook.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace Advisor {

/** How many prices a region has, and the dates of its newest and oldest. */
struct RegionPriceCoverage
{
    int count = 0;
    QString newest; // YYYY-MM-DD, empty when count is 0
    QString oldest;
};

/**
 * How good and how old a price is, in words: its tier as the catalog defines tiers (A: Alibaba's own
 * figure, from its price API or its own pages; B: a console snapshot passed on by a third party) and
 * its age against today, so a 2023 price never passes for a current one.
 */
class PriceAge
{
    Q_DECLARE_TR_FUNCTIONS(PriceAge)

public:
    /** "today", "yesterday", "3 days ago", "5 months ago", "3 years ago"; empty for a bad date. */
    static QString ago(const QString &isoDate, const QDate &today);
    /** "tier A, Alibaba API, fetched 3 days ago" or "tier B, 2023-06 console snapshot, 3 years ago". */
    static QString tierAndAge(const ResolvedPrice &price, const Catalog *catalog, const QDate &today);
    static RegionPriceCoverage coverage(const Catalog &catalog, const QString &region);
    /** "29 prices, newest 2 months ago" or "no prices", for a list of regions. */
    static QString regionSummary(const Catalog &catalog, const QString &region, const QDate &today);
};

} // namespace Advisor
