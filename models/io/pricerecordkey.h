// SPDX-License-Identifier: Apache-2.0
#pragma once

// Private to the price file (pricefile.cpp, priceapply.cpp): how a file's row meets a catalog price.

#include "models/domain/catalog.h"

#include <QString>

namespace Advisor {

/** quote: a quote is kept beside the list price it is offered against, so it has a key of its own. */
inline QString recordKey(const QString &type, const QString &region, const QString &billing, bool quote = false)
{
    return type + QLatin1Char('|') + region + QLatin1Char('|') + billing
        + (quote ? QStringLiteral("|quote") : QString());
}

inline QString regionOf(const PriceRecord &record, const Catalog &catalog)
{
    return record.region.isEmpty() ? catalog.referenceRegion : record.region;
}

} // namespace Advisor
