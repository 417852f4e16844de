// SPDX-License-Identifier: Apache-2.0
#include "models/pricing/pricebook.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace Advisor {

QString toString(PriceOrigin origin)
{
    switch (origin) {
    case PriceOrigin::Listed:
        return QStringLiteral("listed");
    case PriceOrigin::Estimated:
        return QStringLiteral("estimated");
    case PriceOrigin::Derived:
        return QStringLiteral("derived");
    case PriceOrigin::Quote:
        return QStringLiteral("quote");
    case PriceOrigin::Unavailable:
        return QStringLiteral("unavailable");
    }
    return {};
}

PriceBook::PriceBook(const Catalog &catalog)
    : m_catalog(catalog)
{
    m_types.reserve(qsizetype(catalog.instanceTypes.size()));
    for (const InstanceType &t : catalog.instanceTypes)
        m_types.insert(t.id, &t);
    for (const PriceRecord &p : catalog.prices) {
        m_byType[p.instanceType].push_back(&p);
        const InstanceType *type = m_types.value(p.instanceType);
        // An offer for one size says nothing of what the family lists: estimates scale list prices only.
        if (type && p.billing == BillingId::payg && !p.quote)
            m_paygByFamily[type->family].push_back(&p);
    }
}

bool PriceBook::sameRegion(const PriceRecord &record, const QString &region) const
{
    // No region named is the catalog's reference region, the one a scenario without a region is priced in:
    // "any region" let an offer made for Beijing stand as the price of every region in the catalog list.
    const QString &wanted = region.isEmpty() ? m_catalog.referenceRegion : region;
    const QString &where = record.region.isEmpty() ? m_catalog.referenceRegion : record.region;
    return wanted.isEmpty() || where == wanted;
}

const PriceRecord *PriceBook::listed(const QString &instanceType, const QString &billing, const QString &region,
                                     bool quotes) const
{
    const auto records = m_byType.constFind(instanceType);
    if (records == m_byType.constEnd())
        return nullptr;
    const PriceRecord *exact = nullptr;
    const PriceRecord *fallback = nullptr;
    for (const PriceRecord *p : *records) {
        if (p->billing != billing || (p->quote && !quotes))
            continue;
        if (sameRegion(*p, region)) {
            if (p->quote) // the price offered to this customer comes before the list price it is offered against
                return p;
            exact = exact ? exact : p;
            continue;
        }
        // Prices are observed in few regions; another region's figure beats none, and says so. An offer made
        // for one region is not the price in another.
        if (!p->quote && (!fallback || p->date > fallback->date))
            fallback = p;
    }
    return exact ? exact : fallback;
}

ResolvedPrice PriceBook::fromRecord(const PriceRecord &record) const
{
    ResolvedPrice r;
    r.origin = record.quote ? PriceOrigin::Quote : PriceOrigin::Listed;
    r.hourly = record.unit == PriceUnit::Month ? record.amount / hoursPerMonth : record.amount;
    r.hourlyLow = r.hourlyHigh = r.hourly;
    r.region = record.region;
    r.date = record.date;
    r.source = record.source;
    r.flags = record.flags;
    r.tier = record.tier;
    r.verified = record.quote || record.tier == QLatin1String("A");
    r.interruption = record.interruption;
    return r;
}

ResolvedPrice PriceBook::estimateFromFamily(const InstanceType &type, const QString &region) const
{
    // Rule: take the family's priced size with the same GPU count and the nearest vCPU count,
    // else the nearest GPU count, and scale its price by GPU count. GPUs dominate a GPU instance's
    // price, so this keeps the family's own price level instead of borrowing another family's.
    // Only types without a pay-as-you-go record of their own are estimated, so the type itself is never
    // among the candidates and the answer depends on its shape alone.
    const QString shape = type.family + QLatin1Char('|') + QString::number(type.gpuCount, 'g', 17) + QLatin1Char('|')
        + QString::number(type.vcpu) + QLatin1Char('|') + region;
    const auto known = m_estimates.constFind(shape);
    if (known != m_estimates.constEnd())
        return *known;
    const PriceRecord *best = nullptr;
    const InstanceType *bestType = nullptr;
    double bestScore = std::numeric_limits<double>::max();
    for (const PriceRecord *record : m_paygByFamily.value(type.family)) {
        const PriceRecord &p = *record;
        const InstanceType *other = m_types.value(p.instanceType);
        if (!other || other->id == type.id || other->gpuCount <= 0)
            continue;
        const double score = std::abs(std::log(other->gpuCount / type.gpuCount)) * 100.0
            + std::abs(double(other->vcpu) / other->gpuCount - double(type.vcpu) / type.gpuCount) / 100.0
            + (sameRegion(p, region) ? 0.0 : 0.001);
        if (score < bestScore || (score == bestScore && best && p.date > best->date)) {
            bestScore = score;
            best = &p;
            bestType = other;
        }
    }
    ResolvedPrice r;
    if (best) {
        r = fromRecord(*best);
        r.origin = PriceOrigin::Estimated;
        r.hourly = r.hourly * type.gpuCount / bestType->gpuCount;
        r.hourlyLow = r.hourlyHigh = r.hourly;
        r.verified = false;
        r.estimatedFrom = bestType->id;
    }
    m_estimates.insert(shape, r);
    return r;
}

ResolvedPrice PriceBook::payg(const QString &instanceType, const QString &region) const
{
    return price(instanceType, BillingId::payg, region);
}

QStringList PriceBook::listedRegions(const QString &instanceType) const
{
    QStringList regions;
    for (const PriceRecord *p : m_byType.value(instanceType)) {
        if (!p->region.isEmpty() && !regions.contains(p->region))
            regions << p->region;
    }
    regions.sort();
    return regions;
}

ResolvedPrice PriceBook::resolvePayg(const QString &instanceType, const QString &region, bool quotes) const
{
    if (const PriceRecord *p = listed(instanceType, BillingId::payg, region, quotes))
        return fromRecord(*p);
    const InstanceType *type = m_types.value(instanceType);
    if (type && type->gpuCount > 0)
        return estimateFromFamily(*type, region);
    return {};
}

ResolvedPrice PriceBook::derive(const QString &instanceType, const BillingModel &model, const QString &region) const
{
    if (!model.ratio)
        return {};
    // The basis is another model's price, listed or itself derived (the yearly subscription's is the monthly
    // one's); the loader refuses a model that is its own basis.
    const QString basis = model.basis.isEmpty() ? QString(BillingId::payg) : model.basis;
    ResolvedPrice base = price(instanceType, basis, region);
    // A ratio scales a list price. A quote is the offer for its own billing model, the customer's discount
    // already in it: the other models derive from the list price it stands beside.
    if (base.isQuote())
        base = resolve(instanceType, basis, region, false);
    if (!base.available())
        return {};
    const Ratio ratio = *model.ratio;
    ResolvedPrice r = base;
    r.origin = PriceOrigin::Derived;
    r.hourly = base.hourly * ratio.typical;
    r.hourlyLow = base.hourly * ratio.low;
    r.hourlyHigh = base.hourly * ratio.high;
    r.verified = base.verified && model.verified;
    r.ratios.append({model.id, ratio.typical, model.verified});
    return r;
}

ResolvedPrice PriceBook::price(const QString &instanceType, const QString &billing, const QString &region) const
{
    auto resolved = std::find_if(m_resolved.begin(), m_resolved.end(),
                                 [&](const Resolved &r) { return r.billing == billing && r.region == region; });
    if (resolved == m_resolved.end()) {
        m_resolved.push_back({billing, region, {}});
        resolved = std::prev(m_resolved.end());
    }
    const auto known = resolved->byType.constFind(instanceType);
    if (known != resolved->byType.constEnd())
        return *known;
    // Not a reference into m_resolved: resolving a derived price adds its basis there and may move it.
    const ResolvedPrice result = resolve(instanceType, billing, region);
    const auto again = std::find_if(m_resolved.begin(), m_resolved.end(),
                                    [&](const Resolved &r) { return r.billing == billing && r.region == region; });
    again->byType.insert(instanceType, result);
    return result;
}

ResolvedPrice PriceBook::price(const InstanceType &type, const QString &billing, const QString &region) const
{
    return *sharedPrice(type, billing, region);
}

PriceBook::ByPosition &PriceBook::book(const QString &billing, const QString &region) const
{
    auto found = std::find_if(m_byPosition.begin(), m_byPosition.end(),
                              [&](const ByPosition &b) { return b.billing == billing && b.region == region; });
    if (found != m_byPosition.end())
        return *found;
    return m_byPosition.emplace_back(ByPosition{billing, region, PricesByPosition(m_catalog.instanceTypes.size())});
}

std::shared_ptr<const ResolvedPrice> PriceBook::sharedPrice(const InstanceType &type, const QString &billing,
                                                            const QString &region) const
{
    const std::vector<InstanceType> &types = m_catalog.instanceTypes;
    const auto address = reinterpret_cast<std::uintptr_t>(&type);
    const auto first = reinterpret_cast<std::uintptr_t>(types.data());
    if (types.empty() || address < first || address >= first + types.size() * sizeof(InstanceType))
        return std::make_shared<const ResolvedPrice>(price(type.id, billing, region)); // not a row of this catalog
    const std::size_t position = (address - first) / sizeof(InstanceType);
    std::shared_ptr<const ResolvedPrice> &known = book(billing, region).prices[position];
    if (!known) // price() does not touch m_byPosition, so the reference holds
        known = std::make_shared<const ResolvedPrice>(price(type.id, billing, region));
    return known;
}

const PriceBook::PricesByPosition &PriceBook::allPrices(const QString &billing, const QString &region) const
{
    ByPosition &b = book(billing, region);
    if (!b.complete) {
        // Neighbours share one allocation and one reference count (aliasing shared_ptrs): every row of a
        // recompute takes its type's prices and lets them go the next time, and at 100× the catalog 32,000
        // counts of their own, cold in cache by then, were a fifth of freeing an answer (perf). The threads
        // size contiguous runs, so each mostly counts on blocks of its own.
        const std::vector<InstanceType> &types = m_catalog.instanceTypes;
        for (std::size_t first = 0; first < types.size(); first += pricesPerBlock) {
            const std::size_t end = std::min(types.size(), first + pricesPerBlock);
            const auto block = std::make_shared<std::vector<ResolvedPrice>>(end - first);
            for (std::size_t i = first; i < end; ++i) {
                if (b.prices[i])
                    continue; // asked for on its own before (sharedPrice)
                ResolvedPrice &resolved = (*block)[i - first];
                resolved = price(types[i].id, billing, region);
                b.prices[i] = std::shared_ptr<const ResolvedPrice>(block, &resolved);
            }
        }
        b.complete = true;
    }
    return b.prices;
}

ResolvedPrice PriceBook::resolve(const QString &instanceType, const QString &billing, const QString &region,
                                 bool quotes) const
{
    if (billing == BillingId::payg) // the reference: listed, else estimated from its family, never derived
        return resolvePayg(instanceType, region, quotes);
    if (const PriceRecord *p = listed(instanceType, billing, region, quotes))
        return fromRecord(*p);
    const BillingModel *model = m_catalog.billingModel(billing);
    if (!model)
        return {};
    return derive(instanceType, *model, region);
}

namespace {

/** The region by the catalog's name for it in the current language; its id only when the catalog has no name. */
QString regionName(const QString &id, const Catalog *catalog)
{
    const Region *region = catalog ? catalog->region(id) : nullptr;
    return region && !region->name.isEmpty() ? region->name.text() : id;
}

} // namespace

QString PriceText::basis(const ResolvedPrice &price, const Catalog *catalog)
{
    if (!price.available())
        return {};
    if (price.isQuote())
        return tr("your quote, entered %1").arg(price.date);
    // Region and billing names carry brackets of their own ("China (Shanghai)", "Spot (preemptible)
    // instance"), so the wording around them uses none: a bracket inside a bracket reads as clutter.
    // A catalog price without a region is the reference region's.
    const QString region =
        regionName(price.region.isEmpty() && catalog ? catalog->referenceRegion : price.region, catalog);
    if (!price.interruption.isEmpty() && price.estimatedFrom.isEmpty() && price.ratios.isEmpty())
        return tr("30-day average spot price in %1, %2; interruption rate %3")
            .arg(region, price.date, price.interruption);
    // Only Alibaba's own figure is its list price; one a third party copied says so (tier B).
    const bool ownFigure = price.tier == QLatin1String("A") || price.source.startsWith(importedPriceSourcePrefix);
    QString text = !price.estimatedFrom.isEmpty()
        ? tr("estimated from %1 scaled by GPU count; its price in %2, %3").arg(price.estimatedFrom, region, price.date)
        : ownFigure ? tr("listed price, %1, %2").arg(region, price.date)
                    : tr("list price as a third party copied it, %1, %2").arg(region, price.date);
    for (const PriceRatio &ratio : price.ratios) {
        const BillingModel *model = catalog ? catalog->billingModel(ratio.billing) : nullptr;
        text =
            tr("%1; × %2, the %3 ratio, %4", "a price, then a billing model's ratio applied to it")
                .arg(text)
                .arg(ratio.typical, 0, 'g', 3)
                .arg(model ? model->name.text() : ratio.billing, ratio.verified ? tr("documented") : tr("unverified"));
    }
    // A ratio applied to a list price is not a list price: it is named as derived before anything else.
    if (!price.ratios.isEmpty())
        text = tr("derived, not listed: %1").arg(text);
    return text;
}

} // namespace Advisor
