// SPDX-License-Identifier: Apache-2.0
#include "models/pricing/priceage.h"

namespace Advisor {

QString PriceAge::ago(const QString &isoDate, const QDate &today)
{
    const QDate date = QDate::fromString(isoDate, Qt::ISODate);
    if (!date.isValid())
        return {};
    const qint64 days = date.daysTo(today);
    if (days <= 0)
        return tr("today");
    if (days == 1)
        return tr("yesterday");
    if (days < 60)
        return tr("%1 days ago").arg(days);
    // Whole months and years, rounded down: a price is never made to look newer than it is.
    int months = (today.year() - date.year()) * 12 + today.month() - date.month();
    if (today.day() < date.day())
        --months;
    if (months < 24)
        return tr("%1 months ago").arg(months);
    return tr("%1 years ago").arg(months / 12);
}

QString PriceAge::tierAndAge(const ResolvedPrice &price, const Catalog *catalog, const QDate &today)
{
    if (!price.available() || price.date.isEmpty())
        return {};
    const QString age = ago(price.date, today);
    QString title;
    if (catalog) {
        const auto it = catalog->sources.constFind(price.source);
        if (it != catalog->sources.constEnd())
            title = it->title;
    }
    if (price.isQuote())
        return tr("your quote, %1").arg(age);
    const QString sourceText = price.source + QLatin1Char(' ') + title;
    if (price.tier == QLatin1String("A")) {
        // The fetch's list prices and its spot averages both come from Alibaba's API.
        if (sourceText.contains(QLatin1String("DescribePrice API"))
            || sourceText.contains(QLatin1String("DescribeSpotAdvice API")))
            return tr("tier A, Alibaba API, fetched %1").arg(age);
        // Any other imported row is whatever the user's file says it is (a partner's quote, a
        // console reading): named as theirs, never as Alibaba's.
        if (price.source.startsWith(importedPriceSourcePrefix))
            return tr("your price file: %1, %2").arg(title.isEmpty() ? price.source : title, age);
        // Alibaba's own figure, yet not a quote: no price here is one (the report's disclaimer says so).
        return tr("tier A, Alibaba's own published figure, %1").arg(age);
    }
    if (price.tier == QLatin1String("B"))
        return tr("tier B, a third party's copy of the %1 list price, %2").arg(price.date.left(7), age);
    return tr("tier %1, %2").arg(price.tier.isEmpty() ? QStringLiteral("?") : price.tier, age);
}

RegionPriceCoverage PriceAge::coverage(const Catalog &catalog, const QString &region)
{
    RegionPriceCoverage c;
    for (const PriceRecord &p : catalog.prices) {
        const QString where = p.region.isEmpty() ? catalog.referenceRegion : p.region;
        if (where != region)
            continue;
        ++c.count;
        if (c.newest.isEmpty() || p.date > c.newest)
            c.newest = p.date;
        if (c.oldest.isEmpty() || p.date < c.oldest)
            c.oldest = p.date;
    }
    return c;
}

QString PriceAge::regionSummary(const Catalog &catalog, const QString &region, const QDate &today)
{
    const RegionPriceCoverage c = coverage(catalog, region);
    if (c.count == 0)
        return tr("no prices");
    if (c.oldest == c.newest)
        return tr("%1 prices, %2").arg(c.count).arg(ago(c.newest, today));
    return tr("%1 prices, newest %2, oldest %3").arg(c.count).arg(ago(c.newest, today), ago(c.oldest, today));
}

} // namespace Advisor
