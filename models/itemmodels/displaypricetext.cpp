// SPDX-License-Identifier: Apache-2.0
// DisplayText's wording of prices: where a price comes from, its mark, and an amount with its band.
#include "models/itemmodels/displaytext.h"

#include "models/domain/billing.h"
#include "models/pricing/priceage.h"
#include "models/pricing/pricebook.h"
#include "models/sizing/recommendation.h"

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
    // The origin already says a third party copied it: the tier adds only its age.
    const bool copied = priceOrigin(price) != priceOrigin(price.origin);
    if (copied && !price.date.isEmpty())
        parts << PriceAge::tr("tier %1, %2").arg(price.tier, PriceAge::ago(price.date, QDate::currentDate()));
    else if (const QString tier = PriceAge::tierAndAge(price, catalog, QDate::currentDate()); !tier.isEmpty())
        parts << tier;
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

QString DisplayText::moneyRange(const Band &band, double value, const MoneyFormatter &money)
{
    // A band under 1 % is finer than what it rests on (a billing ratio observed to two or three digits):
    // printing it would claim a precision the source does not have.
    if (!band.valid() || value <= 0 || band.high - band.low < 0.01 * value)
        return money.format(value);
    return tr("%1 (%2 – %3)", "an amount, then the low and high end of its band")
        .arg(money.format(value), money.format(band.low), money.format(band.high));
}

} // namespace Advisor
