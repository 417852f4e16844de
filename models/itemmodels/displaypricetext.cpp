// SPDX-License-Identifier: Apache-2.0
// DisplayText's wording of prices: where a price comes from, its mark, and an amount with its band.
#include "models/itemmodels/displaytext.h"

#include "models/domain/billing.h"
#include "models/pricing/priceage.h"
#include "models/pricing/pricebook.h"
#include "models/sizing/recommendation.h"

#include <algorithm>
#include <cmath>

#include <QDate>
#include <QStringList>

namespace Advisor {

QString DisplayText::priceOrigin(PriceOrigin origin)
{
    switch (origin) {
    case PriceOrigin::Listed:
        return tr("listed price");
    case PriceOrigin::Estimated:
        return tr("estimated from another size of the family");
    case PriceOrigin::Derived:
        return tr("derived with the billing model's ratio");
    case PriceOrigin::Quote:
        return tr("your quote");
    case PriceOrigin::Unavailable:
        return tr("no defensible price");
    }
    return {};
}

QString DisplayText::primaryCost(const Configuration &c, const MoneyFormatter &money)
{
    if (!c.pricing.priced)
        return c.ranking.breakEvenHourly > 0
            ? tr("price on request; wins below %1 an instance-hour").arg(money.format(c.ranking.breakEvenHourly))
            : tr("price on request");
    const BillingCost *primary = c.cost(c.pricing.primaryBilling);
    return (primary ? priceMark(primary->price->origin) : QString()) + money.format(c.pricing.jobCost);
}

QString DisplayText::priceOrigin(const ResolvedPrice &price)
{
    if (price.origin == PriceOrigin::Listed && price.tier != QLatin1String("A")
        && !price.source.startsWith(importedPriceSourcePrefix))
        return tr("list price as a third party copied it");
    return priceOrigin(price.origin);
}

QString DisplayText::priceMark(PriceOrigin origin)
{
    if (origin == PriceOrigin::Quote)
        return QStringLiteral("‡");
    return origin == PriceOrigin::Estimated || origin == PriceOrigin::Derived ? QStringLiteral("~") : QString();
}

QString DisplayText::priceProvenance(const ResolvedPrice &price, const Catalog *catalog)
{
    if (!price.available())
        return priceOrigin(price);
    QString source = price.source;
    if (catalog) {
        const auto it = catalog->sources.constFind(price.source);
        if (it != catalog->sources.constEnd() && !it->title.isEmpty())
            source = it->displayTitle();
    }
    if (price.isQuote()) {
        // The user's own figure: its date and region are all there is, and its tier would say "your quote" again.
        QStringList parts{PriceText::basis(price, catalog)};
        if (const Region *region = catalog ? catalog->region(price.region) : nullptr)
            parts << region->name.text();
        else if (!price.region.isEmpty())
            parts << price.region;
        // A price file's quote names who offered it; one entered in the table has nothing to cite.
        if (!source.isEmpty())
            parts << tr("source: %1").arg(source);
        return parts.join(QStringLiteral(" · "));
    }
    QStringList parts{priceOrigin(price)};
    // A spot average is not a fixed price: say what it is and how often the zone reclaimed instances.
    if (!price.interruption.isEmpty())
        parts << tr("30-day average spot price, interruption rate %1").arg(price.interruption);
    parts << tr("as of %1").arg(price.date.isEmpty() ? tr("unknown date") : price.date);
    if (const QString age = priceSourceAndAge(price, catalog, QDate::currentDate()); !age.isEmpty())
        parts << age;
    if (!source.isEmpty())
        parts << tr("source: %1").arg(source);
    if (!price.region.isEmpty()) {
        const Region *region = catalog ? catalog->region(price.region) : nullptr;
        parts << (region ? region->name.text() : price.region);
    }
    if (!price.verified)
        parts << tr("unverified");
    return parts.join(QStringLiteral(" · "));
}

QString DisplayText::priceSourceAndAge(const ResolvedPrice &price, const Catalog *catalog, const QDate &today)
{
    if (!price.available() || price.date.isEmpty())
        return {};
    const QString age = PriceAge::ago(price.date, today);
    if (price.isQuote())
        return PriceAge::tr("your quote, %1").arg(age);
    const SourceRef *ref = nullptr;
    if (catalog) {
        const auto it = catalog->sources.constFind(price.source);
        if (it != catalog->sources.constEnd())
            ref = &*it;
    }
    // The fetch's list prices and its spot averages are answers of Alibaba's price API.
    const bool own = price.tier == QLatin1String("A");
    const QString sourceText = price.source + QLatin1Char(' ') + (ref ? ref->title : QString());
    if (own && sourceText.contains(QLatin1String("DescribeSpotAdvice API")))
        return tr("Alibaba's DescribeSpotAdvice answer, fetched %1").arg(age);
    if (own && sourceText.contains(QLatin1String("DescribePrice API")))
        return tr("Alibaba's DescribePrice answer, fetched %1").arg(age);
    // Any other row of the user's file is whatever it says it is (a partner's offer): theirs, never Alibaba's.
    if (price.source.startsWith(importedPriceSourcePrefix))
        return PriceAge::tr("your price file: %1, %2")
            .arg(ref && !ref->title.isEmpty() ? ref->title : price.source, age);
    if (!own)
        return tr("collected %1, %2: check Alibaba's price page").arg(price.date.left(7), age); // a copy
    return price.origin == PriceOrigin::Listed ? tr("published by Alibaba, %1").arg(age)
                                               : tr("worked out from Alibaba's published price, %1").arg(age);
}

QString DisplayText::moneyRange(const Band &band, double value, const MoneyFormatter &money)
{
    // A band under 1 % is finer than what it rests on (a billing ratio observed to two or three digits):
    // printing it would claim a precision the source does not have.
    if (!band.valid() || value <= 0 || band.high - band.low < 0.01 * value)
        return money.format(value);
    return tr("%1 (%2 – %3)", "an amount, then the low and high end of its band")
        .arg(money.format(value), money.format(band.low), money.format(band.high));
}

namespace {
QString plusMinus(double width)
{
    return DisplayText::tr("±%1").arg(DisplayText::percent(width * 100));
}

/** "±12 %" when both ends sit as far from the point, else "−10 % / +14 %". */
QString sides(double down, double up)
{
    if (std::abs(down - up) < 0.005)
        return plusMinus(std::max(down, up));
    return DisplayText::tr("−%1 / +%2", "a band's low and high end from its point")
        .arg(DisplayText::percent(down * 100), DisplayText::percent(up * 100));
}
} // namespace

QString DisplayText::costBandReasons(const Configuration &c)
{
    const Band &band = c.pricing.jobCostBand;
    const BillingCost *cost = c.pricing.priced ? c.cost(c.pricing.primaryBilling) : nullptr;
    const double value = c.pricing.jobCost;
    // As moneyRange: a band under 1 % is not shown, so it has no reasons to give.
    if (!cost || !band.valid() || value <= 0 || cost->hourly <= 0 || band.high - band.low < 0.01 * value)
        return {};
    QStringList parts;
    // A job's cost follows its time, unless a commitment's term is paid for however fast it runs.
    const double billedHours = cost->total / cost->hourly;
    if (c.speed.hoursBand.valid() && c.speed.hoursBand.high > billedHours * (1 + 1e-9))
        parts << tr("estimate %1").arg(plusMinus(bandWidth(c.speed.evidence)));
    const ResolvedPrice &price = *cost->price;
    if (price.hourly > 0 && price.hourlyHigh - price.hourlyLow > 0.01 * price.hourly)
        parts << tr("the billing model's range %1")
                     .arg(sides(1 - price.hourlyLow / price.hourly, price.hourlyHigh / price.hourly - 1));
    if (const QString why = PriceAge::uncertaintyText(cost->uncertainty); !why.isEmpty())
        parts << tr("price %1 (%2)").arg(plusMinus(cost->uncertainty.width()), why);
    return tr("%1: %2", "a cost band, then what it is made of")
        .arg(sides(1 - band.low / value, band.high / value - 1), parts.join(tr("; ", "between a band's parts")));
}

} // namespace Advisor
