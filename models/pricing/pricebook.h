// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"

#include <cmath>
#include <deque>
#include <memory>
#include <optional>
#include <vector>

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

namespace Advisor {

/** Hours in a month as Alibaba and this tool count them (365 × 24 / 12). */
inline constexpr double hoursPerMonth = 730.0;

/** Where a price came from; the UI shows anything but Listed differently. */
enum class PriceOrigin
{
    Listed,     // a dated observation in the catalog for this type and billing model
    Estimated,  // scaled from another size of the same family by GPU count
    Derived,    // the billing model's documented ratio applied to a listed or estimated price
    Quote,      // the user's own quote for the type (a scenario's PriceQuote or a price file's quote row), dated
    Unavailable // no defensible figure
};

/** One billing model's documented (or assumed) ratio, as applied to a base price. */
struct PriceRatio
{
    QString billing; // billing model id
    double typical = 0;
    bool verified = false;

    bool operator==(const PriceRatio &) const = default;
};

struct ResolvedPrice
{
    PriceOrigin origin = PriceOrigin::Unavailable;
    double hourly = 0;    // hourly equivalent, catalog currency, before any customer discount
    double hourlyLow = 0; // range for billing models whose price moves (spot)
    double hourlyHigh = 0;
    QString region;        // region the figure was observed in
    QString date;          // date of the underlying observation
    QString source;        // source key of the underlying observation
    QStringList flags;     // flags of the underlying observation (promotion, single-source, ...)
    QString tier;          // tier of the underlying observation (A, B)
    bool verified = false; // false when an unverified ratio or an estimate is involved
    // How the figure was obtained, as data: PriceText::basis words it in the current language, so a
    // language switch needs no new price.
    QString estimatedFrom;    // the priced size of the same family that was scaled by GPU count, if any
    QList<PriceRatio> ratios; // billing ratios applied to the base price, in order (subscription-1y: 1m, then 1y)
    QString interruption;     // a spot observation's interruption band, "0-3%"

    bool available() const { return origin != PriceOrigin::Unavailable; }
    /** The user's own quote (a scenario's PriceQuote or a price file's quote row), not a list price. */
    bool isQuote() const { return origin == PriceOrigin::Quote; }
    double monthly() const { return hourly * hoursPerMonth; }
    bool operator==(const ResolvedPrice &) const = default;
};

/**
 * How far a price may sit from what Alibaba charges on the day it is used, beyond its own range (a spot
 * price's swing, a billing ratio's spread): how indirectly it was obtained and how old it is. PriceAge::
 * uncertainty works it out and PriceAge::uncertaintyText words it; a row's cost band carries it.
 */
struct PriceUncertainty
{
    bool quote = false;      // the user's own figure: nothing copied, estimated or derived
    bool thirdParty = false; // a third party's copy of the list price (tier B)
    bool estimated = false;  // scaled from another size of the family by GPU count
    bool derived = false;    // a billing model's ratio applied to another model's price
    QString date;            // the observation's date, YYYY-MM-DD; empty when it has none
    int months = 0;          // whole months from that date to the day it is priced
    double indirection = 0;  // relative half-width for how it was obtained
    double age = 0;          // relative half-width for its age
    /** The two are independent, so they add in quadrature. */
    double width() const { return std::hypot(indirection, age); }
    bool operator==(const PriceUncertainty &) const = default;
};

/**
 * Answers "what does this type cost per hour under this billing model" from the catalog's dated
 * observations, its estimate rule and its billing ratios. Built once per catalog; lookups are cheap:
 * each (type, billing model, region) is resolved once and remembered, since the catalog it reads
 * cannot change under it (a new catalog gets a new book).
 */
class PriceBook
{
    Q_DECLARE_TR_FUNCTIONS(PriceBook)

public:
    explicit PriceBook(const Catalog &catalog);

    /**
     * An empty region is the catalog's reference region. A list price observed only in another region
     * stands in (its region says where), a quote never does: it is an offer for its own region.
     */
    ResolvedPrice price(const QString &instanceType, const QString &billing, const QString &region = {}) const;
    /**
     * The same answer for a type given as a row of the book's catalog: found by its position instead
     * of by hashing and comparing its id, since a recompute asks for every type's price again.
     */
    ResolvedPrice price(const InstanceType &type, const QString &billing, const QString &region) const;
    /** The same answer as the book keeps it, for a row's reasons to share instead of each holding a copy. */
    std::shared_ptr<const ResolvedPrice> sharedPrice(const InstanceType &type, const QString &billing,
                                                     const QString &region) const;
    /** Each type's shared price by its position in the catalog. */
    using PricesByPosition = std::vector<std::shared_ptr<const ResolvedPrice>>;
    /** allPrices resolves this many neighbouring types' prices into one shared block. */
    static constexpr std::size_t pricesPerBlock = 64;
    /**
     * Every type's price under one billing model and region, all resolved: a recompute takes it once
     * and reads each row's price by position, and threads sizing rows at once only read it. The
     * reference stays valid as long as the book.
     */
    const PricesByPosition &allPrices(const QString &billing, const QString &region) const;
    /** Pay-as-you-go per hour, listed or estimated. */
    ResolvedPrice payg(const QString &instanceType, const QString &region = {}) const;
    /** Regions with an observation of their own for the type, under any billing model, sorted. */
    QStringList listedRegions(const QString &instanceType) const;

private:
    // quotes: false for the list price a ratio scales, which a quote (PriceRecord::quote) stands beside.
    ResolvedPrice resolve(const QString &instanceType, const QString &billing, const QString &region,
                          bool quotes = true) const;
    ResolvedPrice resolvePayg(const QString &instanceType, const QString &region, bool quotes = true) const;
    bool sameRegion(const PriceRecord &record, const QString &region) const;
    const PriceRecord *listed(const QString &instanceType, const QString &billing, const QString &region,
                              bool quotes = true) const;
    ResolvedPrice fromRecord(const PriceRecord &record) const;
    ResolvedPrice estimateFromFamily(const InstanceType &type, const QString &region) const;
    ResolvedPrice derive(const QString &instanceType, const BillingModel &model, const QString &region) const;

    const Catalog &m_catalog;
    // Built once so each lookup touches only the records of one type or one family.
    QHash<QString, std::vector<const PriceRecord *>> m_byType;
    QHash<QString, std::vector<const PriceRecord *>> m_paygByFamily;
    QHash<QString, const InstanceType *> m_types;
    // Every recompute asks again for every type's price under the scenario's billing models and region:
    // resolutions by billing model and region (a handful), then by type.
    struct Resolved
    {
        QString billing;
        QString region;
        QHash<QString, ResolvedPrice> byType;
    };
    mutable std::vector<Resolved> m_resolved;
    // The same answers by the type's position in the catalog, filled as they are asked for.
    struct ByPosition
    {
        QString billing;
        QString region;
        PricesByPosition prices;
        bool complete = false; // every position resolved (allPrices)
    };
    // A deque, so a book added later leaves the references allPrices gave out to the others valid.
    mutable std::deque<ByPosition> m_byPosition;
    ByPosition &book(const QString &billing, const QString &region) const;
    // The family estimate depends on the family, the type's shape and the region, not on the type: a
    // large catalog has many types of one shape, each would scan the whole family again.
    mutable QHash<QString, ResolvedPrice> m_estimates;
};

QString toString(PriceOrigin origin);

/**
 * Words a resolved price's basis: "listed price, China (Shanghai), 2026-09-24", "…; × 0.32, the Spot
 * (preemptible) instance ratio, unverified".
 */
class PriceText
{
    // The strings were first written for PriceBook; keeping the context keeps their translations.
    Q_DECLARE_TR_FUNCTIONS(PriceBook)

public:
    static QString basis(const ResolvedPrice &price, const Catalog *catalog);
};

} // namespace Advisor
