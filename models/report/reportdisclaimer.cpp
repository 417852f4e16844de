// SPDX-License-Identifier: Apache-2.0
// The report's closing word on what its prices and estimates are, kept apart from the report's figures.
#include "models/report/reportdata.h"

#include "models/text/moneyformatter.h"

namespace Advisor {

QString ReportBuilder::disclaimer(const Catalog &catalog, bool withQuotes)
{
    // No claim about tax: Alibaba's price pages state it, and its invoices add VAT to the amount paid
    // (6 % for most cloud products, per its invoice FAQ); saying "before tax" made buyers budget it twice.
    // With the user's own quotes among the prices, "none of them is a quote" would be untrue of those.
    if (withQuotes)
        return tr("Prices are reference prices as of their date (the newest is %1), in %2, for the region named "
                  "with each price. Alibaba Cloud invoices VAT on the amount paid (6% for most cloud products, per "
                  "its invoice FAQ); whether a price includes it is as the buy page states. Prices marked ~ are "
                  "estimated from another size of the same family or derived with a billing model's documented "
                  "ratio. Prices marked ‡ are your own quotes, as you entered them with their date; none of the "
                  "others is a quote or a contract price: check the live Alibaba Cloud price calculator before you "
                  "buy. Memory, time and speed are estimates that rest on the assumptions listed in this report.")
            .arg(catalog.priceDate, MoneyFormatter::currencyName(catalog.currency));
    return tr("Prices are reference prices as of their date (the newest is %1), in %2, for the region named with "
              "each price. Alibaba Cloud invoices VAT on the amount paid (6% for most cloud products, per its "
              "invoice FAQ); whether a price includes it is as the buy page states. Prices marked ~ are "
              "estimated from another size of the same family or derived with a billing model's documented ratio. "
              "None of them is a quote or a contract price: check the live Alibaba Cloud price calculator before "
              "you buy. Memory, time and speed are estimates that rest on the assumptions listed in this report.")
        .arg(catalog.priceDate, MoneyFormatter::currencyName(catalog.currency));
}

} // namespace Advisor
