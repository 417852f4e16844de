// SPDX-License-Identifier: Apache-2.0
#pragma once

// Prices and billing models: what an instance costs, and how each way of paying for it behaves.

#include "models/domain/localizedtext.h"

#include <optional>

#include <QString>
#include <QStringList>

namespace Advisor {

enum class PriceUnit
{
    Hour,
    Month
};

/** Source keys of the rows imported from a user's price file ("IMPORT-<date>-<n>") begin with this. */
inline constexpr QLatin1String importedPriceSourcePrefix("IMPORT-");

/**
 * The billing ids the code names on purpose; what a billing model does (interruptible, its term, the unit
 * of its listed price) is its BillingModel data. Pay-as-you-go is the reference every ratio is to, advice
 * suggests the monthly subscription and the savings plan by name, and Alibaba's price API answers in its
 * own terms (PostPaid, Month, SpotStrategy), which map onto these.
 */
namespace BillingId {
inline constexpr QLatin1String payg("payg");
inline constexpr QLatin1String spot("spot");
inline constexpr QLatin1String monthlySubscription("subscription-1m");
inline constexpr QLatin1String savingsPlan("savings-plan");
} // namespace BillingId

struct PriceRecord
{
    QString instanceType;
    QString region;
    QString billing; // a billing model id: "payg", "subscription-1m", …
    double amount = 0;
    PriceUnit unit = PriceUnit::Hour;
    QString currency;
    QString date;
    QString source;
    QString tier;
    QStringList flags;
    LocalizedText notes;
    QString interruption; // spot: how often Alibaba reclaimed instances in 30 days, "0-3%"
    // A price offered to this customer (a price file's origin "quote"), not a list price: the customer's
    // discount is already in it, and it stands for its own type, region and billing model only.
    bool quote = false;
};

struct Ratio
{
    double low = 1;
    double typical = 1;
    double high = 1;
};

/** How a billing model charges: the code reads what one does from here, never from its id. */
/** Spelled as a billing model's id must be: lower-case letters and digits in hyphenated words. */
bool isBillingIdShape(const QString &id);

struct BillingModel
{
    QString id;
    LocalizedText name;
    std::optional<Ratio> ratio; // empty: no defensible figure
    QString basis;              // "payg" | "subscription-1m"
    bool verified = false;
    std::optional<double> protectionPeriodHours;
    std::optional<double> minimumHours; // the term: hours paid for however few are used; empty: none
    /** The provider may reclaim the instance (spot): priced only for work that tolerates interruption. */
    bool interruptible = false;
    /** The unit a listed price (a price file row) is stated in; empty: never listed, always basis × ratio. */
    std::optional<PriceUnit> listedPriceUnit;
    QString source;
    LocalizedText notes;

    /**
     * A committed model commits to an hourly spend across instance types (a savings plan) rather than to
     * these instances (a subscription).
     */
    bool commitsSpend = false;

    /** Paid for its term whether the instances run or not. */
    bool committed() const { return minimumHours && *minimumHours > 0; }
};

} // namespace Advisor
