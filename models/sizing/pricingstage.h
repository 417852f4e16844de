// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/pricing/pricebook.h"
#include "models/scenario/scenario.h"
#include "models/sizing/catalogindex.h"
#include "models/sizing/recommendation.h"

#include <memory>
#include <vector>

#include <QDate>

namespace Advisor {

/** What pricing a row needs of one of the scenario's billing models, looked up once per recompute. */
struct BillingColumn
{
    QString billing;
    const BillingModel *model = nullptr;
    const PriceBook::PricesByPosition *prices = nullptr; // every type's, for the scenario's region
    QDate pricedOn; // the day a price's age is counted to: one day for the whole recompute
};

/**
 * The pricing stage: a sized row's cost under each billing model the scenario allows, after the customer
 * discount and over the job's hours or a month, and whether it stays within the budget. It writes only
 * the row's pricing part, so a change of price alone runs it again on rows sized before.
 */
class PricingStage
{
public:
    PricingStage(const CatalogIndex &index, const PriceBook &prices);

    /** The scenario's billing models with each type's price resolved: after this, pricing only reads the book. */
    std::vector<BillingColumn> columns(const Scenario &scenario) const;
    /** Prices a placed row of the given type; columns comes from columns(scenario). */
    void price(const Scenario &scenario, const InstanceType &type, Configuration &c,
               const std::vector<BillingColumn> &columns) const;
    /** Takes back everything price() and the later stages gave a row, keeping what sizing gave it. */
    static void clear(Configuration &c);
    /** The user's quote for the type under the billing model, the last one entered; null without one. */
    static const PriceQuote *quoteFor(const Scenario &scenario, const QString &type, const QString &billing);
    /** A quote as a resolved price, labelled as the user's own in every view. */
    static std::shared_ptr<const ResolvedPrice> quotedPrice(const PriceQuote &quote, const QString &region);

private:
    const CatalogIndex &m_index;
    const PriceBook &m_prices;
};

} // namespace Advisor
