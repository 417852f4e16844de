// SPDX-License-Identifier: Apache-2.0
#include "models/pricing/priceage.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>
#include <tuple>

#include <QLocale>

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
    const int months = monthsBetween(isoDate, today);
    if (months < 24)
        return tr("%1 months ago").arg(months);
    return tr("%1 years ago").arg(months / 12);
}

namespace {
struct Day
{
    int year = 0;
    int month = 0;
    int day = 0;
    auto tied() const { return std::tie(year, month, day); }
};

/**
 * A catalog date, "2023-06-17", as its three numbers; empty when it is not a valid date. Read by hand:
 * every priced row of every recompute asks for its price's age, and QDate's parsing and its conversions
 * from a day number were a tenth of a recompute's instructions (callgrind, 100x catalog).
 */
std::optional<Day> isoDay(const QString &text)
{
    Day d;
    if (text.size() == 10 && text.at(4) == u'-' && text.at(7) == u'-') {
        const auto digits = [&text](qsizetype from, qsizetype count) {
            int value = 0;
            for (qsizetype i = from; i < from + count; ++i) {
                const char16_t c = text.at(i).unicode();
                if (c < u'0' || c > u'9')
                    return -1;
                value = value * 10 + (c - u'0');
            }
            return value;
        };
        d = {digits(0, 4), digits(5, 2), digits(8, 2)};
    } else if (const QDate parsed = QDate::fromString(text, Qt::ISODate); parsed.isValid()) {
        parsed.getDate(&d.year, &d.month, &d.day);
    }
    if (d.year <= 0 || !QDate::isValid(d.year, d.month, d.day))
        return std::nullopt;
    return d;
}
} // namespace

int PriceAge::monthsBetween(const QString &isoDate, const QDate &today)
{
    const std::optional<Day> date = isoDay(isoDate);
    // Every price of a recompute is aged to the same day: convert it from its day number once per thread.
    thread_local qint64 convertedDay = std::numeric_limits<qint64>::min();
    thread_local Day now;
    if (today.toJulianDay() != convertedDay) {
        today.getDate(&now.year, &now.month, &now.day);
        convertedDay = today.toJulianDay();
    }
    if (!date || date->tied() >= now.tied())
        return 0;
    // Whole months, rounded down: a price is never made to look newer than it is.
    int months = (now.year - date->year) * 12 + now.month - date->month;
    if (now.day < date->day)
        --months;
    return std::max(months, 0);
}

PriceUncertainty PriceAge::uncertainty(const ResolvedPrice &price, const QDate &today)
{
    PriceUncertainty u;
    if (!price.available())
        return u;
    u.quote = price.isQuote();
    u.date = price.date;
    u.months = monthsBetween(price.date, today);
    if (!u.quote) {
        // Only a copy says it is one (tier B); Alibaba's own figure and the user's imported file do not.
        u.thirdParty = price.tier == QLatin1String("B") && !price.source.startsWith(importedPriceSourcePrefix);
        u.estimated = !price.estimatedFrom.isEmpty();
        u.derived = !price.ratios.isEmpty();
    }
    // Each step away from a list price is its own error: they add in quadrature.
    const double copy = u.thirdParty ? thirdPartyCopyWidth : 0.0;
    const double estimate = u.estimated ? estimatedPriceWidth : 0.0;
    // A ratio whose own stated range is wider (spot, a savings plan) already says how far it may be off;
    // the catalog's spread stands in for a narrow one (a subscription's 0.657–0.66).
    const double ownRange =
        price.hourly > 0 ? std::max(1 - price.hourlyLow / price.hourly, price.hourlyHigh / price.hourly - 1) : 0.0;
    const double ratio = u.derived && ownRange < derivedPriceWidth ? derivedPriceWidth : 0.0;
    u.indirection = std::sqrt(copy * copy + estimate * estimate + ratio * ratio);
    u.age = std::min(u.months * priceDriftPerYear / 12.0, maximumAgeWidth);
    return u;
}

namespace {
BandFactors combinedInQuadrature(const BandFactors *parts, std::size_t count)
{
    // A low end at or below zero would have no logarithm: such a part says only "down to nothing".
    constexpr double floor = 1e-6;
    double low = 0;
    double high = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const BandFactors &part = parts[i];
        const double down = std::log(std::clamp(part.low, floor, 1.0));
        const double up = std::log(std::max(part.high, 1.0));
        low += down * down;
        high += up * up;
    }
    return {std::exp(-std::sqrt(low)), std::exp(std::sqrt(high))};
}

/** The last few bands combined on this thread, with what they were combined from. */
struct CombinedBands
{
    static constexpr std::size_t maxParts = 3;
    std::array<BandFactors, maxParts> parts{};
    std::size_t count = 0;
    BandFactors combined;

    bool matches(const CombinedBands &other) const
    {
        return count == other.count
            && std::equal(
                   parts.begin(), parts.begin() + count, other.parts.begin(),
                   [](const BandFactors &a, const BandFactors &b) { return a.low == b.low && a.high == b.high; });
    }
};
} // namespace

BandFactors combineBands(std::initializer_list<BandFactors> parts)
{
    // Every row and billing combines the same few parts (a source's width, an estimate's band), and a
    // logarithm and an exponential per part were a sixth of re-pricing a large catalog: the last few
    // answers are kept, per thread as rows are sized on several.
    // The factors are rounded to 2^-40 (a millionth of a millionth) first: a ratio such as a price's low
    // end over the price differs in its last bits from row to row, and would never be found again. The
    // answer is then one function of the rounded factors, whichever row or thread asks first.
    if (parts.size() > CombinedBands::maxParts)
        return combinedInQuadrature(parts.begin(), parts.size());
    constexpr double grain = 1099511627776.0; // 2^40
    const auto rounded = [&](const BandFactors &f) {
        return BandFactors{std::nearbyint(f.low * grain) / grain, std::nearbyint(f.high * grain) / grain};
    };
    CombinedBands asked;
    asked.count = parts.size();
    std::transform(parts.begin(), parts.end(), asked.parts.begin(), rounded);
    thread_local std::array<CombinedBands, 16> recent{};
    thread_local std::size_t next = 0;
    for (const CombinedBands &entry : recent) {
        if (entry.matches(asked))
            return entry.combined;
    }
    asked.combined = combinedInQuadrature(asked.parts.data(), asked.count);
    recent[next] = asked;
    next = (next + 1) % recent.size();
    return asked.combined;
}

namespace {
QString plusMinus(double width)
{
    return PriceAge::tr("±%1 %").arg(QLocale().toString(width * 100, 'f', 0));
}
} // namespace

QString PriceAge::uncertaintyText(const PriceUncertainty &u)
{
    if (u.width() <= 0)
        return {};
    QStringList parts;
    const QString month = u.date.left(7);
    if (u.quote)
        parts << tr("your quote of %1").arg(u.date);
    else if (u.thirdParty)
        parts << tr("%1 list price copied by a third party %2").arg(month, plusMinus(thirdPartyCopyWidth));
    else
        parts << tr("%1 list price").arg(month);
    if (u.estimated)
        parts << tr("estimated from another size of the family %1").arg(plusMinus(estimatedPriceWidth));
    if (u.derived) {
        // Whether the catalog's spread was counted (uncertainty() leaves it to a wide ratio's own range).
        const double copy = u.thirdParty ? thirdPartyCopyWidth : 0.0;
        const double estimate = u.estimated ? estimatedPriceWidth : 0.0;
        const bool counted = u.indirection * u.indirection - copy * copy - estimate * estimate > 1e-9;
        parts << (counted ? tr("derived by a billing ratio %1").arg(plusMinus(derivedPriceWidth))
                          : tr("derived by a billing ratio, within its stated range"));
    }
    if (u.age > 0)
        parts << (u.months == 1 ? tr("1 month old %1").arg(plusMinus(u.age))
                                : tr("%1 months old %2").arg(u.months).arg(plusMinus(u.age)));
    return parts.join(tr(", ", "between the reasons of a price's band"));
}

namespace {
QDate fixedToday; // set by tests only, before any pricing runs
} // namespace

QDate PriceAge::today()
{
    return fixedToday.isValid() ? fixedToday : QDate::currentDate();
}

void PriceAge::setToday(const QDate &day)
{
    fixedToday = day;
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
