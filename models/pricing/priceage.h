// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/pricing/pricebook.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

#include <initializer_list>

namespace Advisor {

/**
 * The widths a price's uncertainty is made of (PriceAge::uncertainty). A quote and Alibaba's own dated
 * list price (its price API, its pages, a price file the user imported) add none for how they were obtained.
 *  - Estimated from another size, or derived by a billing ratio: the root mean square of how far the
 *    catalog's own list prices sit from what the rule gives where both exist, each listed price left out
 *    and estimated (or derived) again from the rest. The shipped catalog gives 19 % for both (11 sizes
 *    estimated, 14 monthly subscriptions derived); tst_priceband recomputes both and holds these to them.
 *  - A third party's copy: an assumption, three to four times the one cross-check the catalog has (an
 *    independent user's 9.6 CNY/h against Alibaba's 9.74 for ecs.gn7i-c8g1.2xlarge, 1.4 % apart), since a
 *    copy may leave out what the price includes (system disk, image) or mix regions.
 *  - Age: an assumption of 20 % a year (source ALI-PRICECUT-2024: Alibaba's 2024-02-29 cut of more than
 *    20 % on average over 100+ products, the fourth in a year; not a GPU-only figure), so ±1.7 % a month,
 *    up to ±50 %: past that a price says little more than its order of magnitude.
 */
inline constexpr double estimatedPriceWidth = 0.19;
inline constexpr double derivedPriceWidth = 0.19;
inline constexpr double thirdPartyCopyWidth = 0.05;
inline constexpr double priceDriftPerYear = 0.20;
inline constexpr double maximumAgeWidth = 0.50;

/** The ends of a band as factors of its point: a price of 10 that may be 8 to 13 is {0.8, 1.3}. */
struct BandFactors
{
    double low = 1;
    double high = 1;
};

/**
 * Independent bands of one figure combined into one (the `price-band` assumption): the factors of each
 * side add in quadrature, on the log scale, the low side and the high side each on their own. The ends
 * multiplied together would put every source at its extreme at once; a band of ±50 % for age and one of
 * −69 %/+56 % for spot's range give −74 %/+83 % instead of −84 %/+135 %. On the log scale, as the factors
 * multiply: for a few per cent it is the plain root-sum-square of the per cents, and for wide ones it keeps
 * the low end above zero, where the root-sum-square of −69 % and −50 % (−85 %) would be wider than both
 * ends multiplied. The result is never narrower than its widest part, so a real interval (spot's 0.1–0.5
 * of pay-as-you-go) is kept whole and only widened by what is independent of it.
 */
BandFactors combineBands(std::initializer_list<BandFactors> parts);

/** How many prices a region has, and the dates of its newest and oldest. */
struct RegionPriceCoverage
{
    int count = 0;
    QString newest; // YYYY-MM-DD, empty when count is 0
    QString oldest;
};

/**
 * How indirect and how old a price is: whether it is a third party's copy (the catalog's tier B) or
 * Alibaba's own figure, estimated or derived by a billing ratio, and its age against today, so a 2023
 * price never passes for a current one; the widths that adds to its cost band, and the words for them.
 */
class PriceAge
{
    Q_DECLARE_TR_FUNCTIONS(PriceAge)

public:
    /** "today", "yesterday", "3 days ago", "5 months ago", "3 years ago"; empty for a bad date. */
    static QString ago(const QString &isoDate, const QDate &today);
    /** Whole months from isoDate to today, rounded down; 0 for a bad or future date. */
    static int monthsBetween(const QString &isoDate, const QDate &today);
    /** How indirect and how old a price is on the given day, and the widths that adds (priceage.h). */
    static PriceUncertainty uncertainty(const ResolvedPrice &price, const QDate &today);
    /** "2023-06 list price copied by a third party ±5 %, 41 months old ±50 %"; empty when it adds nothing. */
    static QString uncertaintyText(const PriceUncertainty &uncertainty);
    /**
     * The day prices are aged to: today, or the day a test fixed with setToday (an invalid date undoes
     * it), so figures that depend on age can be checked.
     */
    static QDate today();
    static void setToday(const QDate &day);
    static RegionPriceCoverage coverage(const Catalog &catalog, const QString &region);
    /** "29 prices, newest 2 months ago" or "no prices", for a list of regions. */
    static QString regionSummary(const Catalog &catalog, const QString &region, const QDate &today);
};

} // namespace Advisor
