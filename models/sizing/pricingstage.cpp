// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/pricingstage.h"

#include "models/pricing/priceage.h"
#include "models/sizing/confidence.h"
#include "models/util/internedstring.h"

#include <algorithm>

namespace Advisor {

namespace {
/**
 * Marks a priced row over the job or monthly budget, checked at the high end of its cost's band: the band
 * shown beside the cost, so a plan put forward stays within the budget however its estimates turn out.
 */
void checkBudgets(const Scenario &s, const BillingCost &primary, const BillingModel *model, const QString &currency,
                  Configuration &c)
{
    if (!s.constraints.budgetMonthly && !(s.isTraining() && s.constraints.budgetJob))
        return;
    double billed = 0;
    const BandFactors job = s.isTraining()
        ? jobCostFactors(primary, c.speed.hours, model && model->minimumHours ? *model->minimumHours : 0.0, billed)
        : BandFactors{};
    if (s.isTraining() && s.constraints.budgetJob) {
        const double high = primary.hourly * billed * job.high;
        if (high > *s.constraints.budgetJob) {
            c.pricing.withinBudget = false;
            c.problems.push_back(
                {Finding::Kind::OverJobBudget, {high, *s.constraints.budgetJob, c.pricing.jobCost}, {currency}});
        }
    }
    if (s.constraints.budgetMonthly) {
        // A job's month is its band's high end, at most a month of the instances at the price's high end;
        // serving's is a month at the price's high end.
        const double priceHigh = primary.hourlyHigh > 0 ? primary.hourlyHigh : primary.hourly;
        const double monthlySpend = s.isTraining()
            ? primary.hourly * std::min(std::max(c.speed.hours, 1.0), hoursPerMonth)
            : primary.hourly * hoursPerMonth;
        const double highSpend = s.isTraining()
            ? std::min(primary.hourly * std::max(billed, 1.0) * job.high, priceHigh * hoursPerMonth)
            : priceHigh * hoursPerMonth;
        const bool withinMonthly = highSpend <= *s.constraints.budgetMonthly;
        c.pricing.withinBudget = c.pricing.withinBudget && withinMonthly;
        if (!withinMonthly)
            c.problems.push_back(
                {Finding::Kind::OverBudget, {highSpend, *s.constraints.budgetMonthly, monthlySpend}, {currency}});
    }
}
} // namespace

PricingStage::PricingStage(const CatalogIndex &index, const PriceBook &prices)
    : m_index(index)
    , m_prices(prices)
{ }

std::vector<BillingColumn> PricingStage::columns(const Scenario &s) const
{
    const Catalog &catalog = m_index.catalog();
    const QString region = s.constraints.region.isEmpty() ? catalog.referenceRegion : s.constraints.region;
    std::vector<BillingColumn> columns;
    for (const QString &billing : s.constraints.billing) {
        const BillingModel *model = catalog.billingModel(billing);
        if (model && model->interruptible && !s.constraints.interruptible)
            continue; // it can be reclaimed: only for work that tolerates interruption
        // Interned: every row copies it once per cost and once as its primary billing.
        columns.push_back({interned(billing), model, &m_prices.allPrices(billing, region), PriceAge::today()});
    }
    return columns;
}

void PricingStage::price(const Scenario &s, const InstanceType &type, Configuration &c,
                         const std::vector<BillingColumn> &billing) const
{
    const Catalog &catalog = m_index.catalog();
    const double discount = 1.0 - std::clamp(s.constraints.customerDiscountPercent, 0.0, 100.0) / 100.0;
    const QString region = s.constraints.region.isEmpty() ? catalog.referenceRegion : s.constraints.region;
    const double jobHours = s.isTraining() ? c.speed.hours : hoursPerMonth;
    const std::optional<std::size_t> position =
        c.catalogPosition >= 0 ? std::optional<std::size_t>(std::size_t(c.catalogPosition)) : m_index.positionOf(type);
    double bestTotal = -1;
    std::size_t primaryIndex = 0; // the cheapest cost's place in c.costs, rather than found again by name
    c.pricing.costs.reserve(billing.size());
    for (const BillingColumn &column : billing) {
        BillingCost cost;
        cost.billing = column.billing;
        if (const PriceQuote *quote = quoteFor(s, type.id, column.billing))
            cost.price = SharedValue<ResolvedPrice>(quotedPrice(*quote, region));
        else
            cost.price = SharedValue<ResolvedPrice>(position ? (*column.prices)[*position]
                                                             : m_prices.sharedPrice(type, column.billing, region));
        if (cost.available()) {
            const double instances = c.layout.instances;
            // A quote is what the customer was offered: the discount off list prices is already in it.
            const double paid = cost.price->isQuote() ? 1.0 : discount;
            cost.hourly = cost.price->hourly * instances * paid;
            // The price's own range (spot's 0.1–0.5 of pay-as-you-go, a real interval) widened by how
            // indirect and how old the price is: the one place the band of a price is made, so every check
            // and figure after this reads the same ends. The two are independent, so they combine in
            // quadrature (combineBands) rather than multiply end by end, which put both at their extreme
            // at once (finetune-7b-lora's spot price: -84 %/+135 %, now -74 %/+83 %).
            cost.uncertainty = PriceAge::uncertainty(*cost.price, column.pricedOn);
            const double width = cost.uncertainty.width();
            const ResolvedPrice &listed = *cost.price;
            const BandFactors range = listed.hourly > 0
                ? BandFactors{listed.hourlyLow / listed.hourly, listed.hourlyHigh / listed.hourly}
                : BandFactors{};
            const BandFactors band = combineBands({range, {1 - width, 1 + width}});
            cost.hourlyLow = cost.hourly * band.low;
            cost.hourlyHigh = cost.hourly * band.high;
            cost.monthly = cost.hourly * hoursPerMonth;
            const BillingModel *model = column.model;
            // Commitments are paid for their whole term even if the job finishes early.
            const double billedHours = std::max(jobHours, model && model->minimumHours ? *model->minimumHours : 0.0);
            cost.total = cost.hourly * (s.isTraining() ? billedHours : hoursPerMonth);
            if (bestTotal < 0 || cost.total < bestTotal) {
                bestTotal = cost.total;
                c.pricing.primaryBilling = column.billing;
                primaryIndex = c.pricing.costs.size();
            }
        }
        c.pricing.costs.push_back(std::move(cost));
    }
    const BillingCost *primary = bestTotal >= 0 ? &c.pricing.costs[primaryIndex] : nullptr;
    c.pricing.priced = primary != nullptr;
    if (!primary) {
        // Without a price nothing says it is within the budget, so under a budget it cannot be
        // recommended: left in, it would lead every time the budget rejects all priced rows.
        const std::optional<double> budget = s.constraints.budgetMonthly
            ? s.constraints.budgetMonthly
            : (s.isTraining() ? s.constraints.budgetJob : std::nullopt);
        c.pricing.withinBudget = !budget;
        if (budget)
            c.problems.push_back({Finding::Kind::NoPriceForBudget, {*budget}, {catalog.currency}});
        return;
    }
    c.pricing.jobCost = primary->total;
    c.pricing.costPerGpuHour = c.layout.totalGpus > 0 ? primary->hourly / c.layout.totalGpus : 0;
    if (c.speed.tokensPerSecond > 0)
        c.pricing.costPerMillionTokens = primary->hourly / (c.speed.tokensPerSecond * 3600.0) * 1e6;
    checkBudgets(s, *primary, catalog.billingModel(c.pricing.primaryBilling), catalog.currency, c);
}

const PriceQuote *PricingStage::quoteFor(const Scenario &s, const QString &type, const QString &billing)
{
    // The last one entered wins, as a later price file replaces an earlier one's price.
    for (auto it = s.constraints.quotes.rbegin(); it != s.constraints.quotes.rend(); ++it) {
        if (it->instanceType == type && it->billing == billing && it->hourly > 0)
            return &*it;
    }
    return nullptr;
}

std::shared_ptr<const ResolvedPrice> PricingStage::quotedPrice(const PriceQuote &quote, const QString &region)
{
    auto price = std::make_shared<ResolvedPrice>();
    price->origin = PriceOrigin::Quote;
    price->hourly = price->hourlyLow = price->hourlyHigh = quote.hourly;
    price->region = region;
    price->date = quote.date;
    price->source.clear();  // the user: no source to cite but the label
    price->verified = true; // the user's own figure: nothing estimated or derived
    return price;
}

void PricingStage::clear(Configuration &c)
{
    // The lists keep their storage: a re-price fills them again, and giving it back and asking for it
    // anew for every row showed in the profile of re-pricing a large catalog.
    std::vector<BillingCost> costs = std::move(c.pricing.costs);
    Findings reasons = std::move(c.ranking.reasons);
    costs.clear();
    reasons.clear();
    c.pricing = {};
    c.ranking = {};
    c.pricing.costs = std::move(costs);
    c.ranking.reasons = std::move(reasons);
    // What sizing found stays; what pricing, the budget and finish() found after it goes.
    c.problems.resize(std::min(c.problems.size(), c.sizingProblemCount));
}

} // namespace Advisor
