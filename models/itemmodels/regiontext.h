// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/application/regioncomparison.h"
#include "models/domain/catalog.h"
#include "models/text/moneyformatter.h"

#include <QCoreApplication>
#include <QDate>
#include <QStringList>

namespace Advisor {

/** Words a region comparison the same way for the command line and the detail panel. */
class RegionText
{
    Q_DECLARE_TR_FUNCTIONS(RegionText)

public:
    /**
     * One line per region, cheapest first: "cn-beijing: 1,234.00 CNY a month, listed price, 2026-09-24,
     * tier A, …". Without a comparison, the one line saying why there is none.
     */
    static QStringList lines(const RegionComparison &comparison, const MoneyFormatter &money, const Catalog *catalog,
                             const QDate &today);
};

} // namespace Advisor
