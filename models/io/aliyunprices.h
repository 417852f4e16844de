// SPDX-License-Identifier: Apache-2.0
#pragma once

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

    /** Every instance type listed per zone with its own stock status (a zone's status says nothing of a type). */
    static std::optional<std::vector<AliyunStock>> parseAvailableResource(const QByteArray &json, QString *error);

    /** The API error code of a failed call ("Throttling.User"), from the "ErrorCode:" line or a JSON "Code". */
    static QString errorCode(const QByteArray &standardOutput, const QByteArray &standardError);

    /** What kind of failure a call's output shows. */
    static AliyunFailure classify(const QByteArray &standardOutput, const QByteArray &standardError);
};

} // namespace Advisor
