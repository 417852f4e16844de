// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <map>
#include <optional>
#include <vector>

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Advisor {

/** The instance part of one ECS DescribePrice answer. */
struct AliyunQuote
{
    QString currency;
    double listPrice = 0;  // OriginalPrice: the list price, the same for every account
    double tradePrice = 0; // TradePrice: what this account pays, after its own discounts
};

/** The latest spot price of one instance type in one zone (DescribeSpotPriceHistory). */
struct AliyunSpotPrice
{
    QString instanceType;
    QString zone;
    double spotPrice = 0;
    double paygPrice = 0; // OriginPrice: pay-as-you-go for the same configuration
    QString timestamp;
    QString currency;
};

/** Spot statistics of one instance type in one zone over the last 30 days (DescribeSpotAdvice). */
struct AliyunSpotAdvice
{
    QString region; // the answer's RegionId
    QString zone;
    QString instanceType;
    double averageDiscountPercent = 0; // the average spot price as a percentage of pay-as-you-go (20 = 0.2 ×)
    QString interruptionBand;          // InterruptRateDesc: 0-3%, 3-5%, 5-10% or 10-100%
};

/** Stock of one instance type in one zone (DescribeAvailableResource). */
struct AliyunStock
{
    QString zone;
    QString instanceType;
    QString status;         // Available | SoldOut
    QString statusCategory; // WithStock | ClosedWithStock | WithoutStock | ClosedWithoutStock
};

/** Why an `aliyun` call failed, from its output: what the importer must do differs per kind. */
enum class AliyunFailure
{
    None,
    NotConfigured, // no credentials or no default region: `aliyun configure` has not been run
    AuthFailed,    // the key is wrong, disabled or lacks permission
    Throttled,     // the API's rate limit: wait and ask again
    NotOffered,    // the type does not exist or has no price in this region
    Other
};

/**
 * Reads what Alibaba's `aliyun` client prints for DescribePrice, DescribeSpotPriceHistory and
 * DescribeAvailableResource, tolerating the variations the API has shown: the DetailInfos items are
 * called ResourcePriceModel in the documentation and DetailInfo in the current SDKs; the instance
 * part is named "instance" or "instanceType"; numbers may come as strings.
 */
class AliyunPrices
{
    Q_DECLARE_TR_FUNCTIONS(AliyunPrices)

public:
    /**
     * The instance's own price, never the top-level total, which also counts the system disk, the
     * image and bandwidth. Nothing, with *error set, when the JSON is malformed or has no instance part.
     */
    static std::optional<AliyunQuote> parsePrice(const QByteArray &json, QString *error);

    /** The latest sample per type and zone, sorted by zone. */
    static std::optional<std::vector<AliyunSpotPrice>> parseSpotHistory(const QByteArray &json, QString *error);

    /** Every type's 30-day spot statistics per zone; entries without a type or discount are left out. */
    static std::optional<std::vector<AliyunSpotAdvice>> parseSpotAdvice(const QByteArray &json, QString *error);
    /**
     * One advice per type and region, for a spot row: the zone that interrupts least, then the
     * cheapest; only the given zone's when one is given. Keyed "type|region".
     */
    static std::map<QString, AliyunSpotAdvice> bestSpotAdvice(const std::vector<AliyunSpotAdvice> &advice,
                                                              const QString &zone = {});
    /** The source a spot row names: "Alibaba DescribeSpotAdvice API, 30-day average, cn-hangzhou-i". */
    static QString spotSource(const AliyunSpotAdvice &advice);

    /** Every instance type listed per zone with its own stock status (a zone's status says nothing of a type). */
    static std::optional<std::vector<AliyunStock>> parseAvailableResource(const QByteArray &json, QString *error);

    /** The API error code of a failed call ("Throttling.User"), from the "ErrorCode:" line or a JSON "Code". */
    static QString errorCode(const QByteArray &standardOutput, const QByteArray &standardError);

    /** What kind of failure a call's output shows. */
    static AliyunFailure classify(const QByteArray &standardOutput, const QByteArray &standardError);
};

} // namespace Advisor
