// SPDX-License-Identifier: Apache-2.0
#include "models/io/aliyunprices.h"

#include <algorithm>
#include <cmath>
#include <map>

#include <nlohmann/json.hpp>

#include <QRegularExpression>

namespace Advisor {

namespace {

using nlohmann::json;

std::optional<json> parseJson(const QByteArray &bytes, QString *error)
{
    json doc = json::parse(bytes.constData(), bytes.constData() + bytes.size(), nullptr, false);
    if (doc.is_discarded()) {
        if (error)
            *error = AliyunPrices::tr("the answer is not valid JSON (%1 bytes)").arg(bytes.size());
        return std::nullopt;
    }
    if (!doc.is_object()) {
        if (error)
            *error = AliyunPrices::tr("the answer is JSON but not an object");
        return std::nullopt;
    }
    return doc;
}

const json *child(const json &node, const char *key)
{
    if (!node.is_object())
        return nullptr;
    const auto it = node.find(key);
    return it == node.end() ? nullptr : &*it;
}

/** A number, whether the API sent 20 or "20"; nothing for anything else. */
std::optional<double> number(const json *value)
{
    if (!value)
        return std::nullopt;
    if (value->is_number())
        return value->get<double>();
    if (value->is_string()) {
        bool ok = false;
        const double parsed = QString::fromStdString(value->get<std::string>()).trimmed().toDouble(&ok);
        if (ok)
            return parsed;
    }
    return std::nullopt;
}

QString text(const json *value)
{
    if (!value)
        return {};
    if (value->is_string())
        return QString::fromStdString(value->get<std::string>());
    if (value->is_number())
        return QString::fromStdString(value->dump());
    return {};
}

/** node[key][item] as an array: the API wraps every list in an object named after its items. */
const json *list(const json &node, const char *key, const char *item)
{
    const json *outer = child(node, key);
    const json *inner = outer ? child(*outer, item) : nullptr;
    return inner && inner->is_array() ? inner : nullptr;
}

bool validPrice(std::optional<double> value)
{
    return value && std::isfinite(*value) && *value >= 0;
}

} // namespace

std::optional<AliyunQuote> AliyunPrices::parsePrice(const QByteArray &bytes, QString *error)
{
    const auto doc = parseJson(bytes, error);
    if (!doc)
        return std::nullopt;
    const json *priceInfo = child(*doc, "PriceInfo");
    const json *price = priceInfo ? child(*priceInfo, "Price") : nullptr;
    if (!price) {
        if (error)
            *error = tr("the answer has no PriceInfo.Price");
        return std::nullopt;
    }
    AliyunQuote quote;
    quote.currency = text(child(*price, "Currency"));
    // Both spellings are in use: the docs and the old Go SDK say ResourcePriceModel, the current SDKs DetailInfo.
    const json *items = list(*price, "DetailInfos", "ResourcePriceModel");
    if (!items)
        items = list(*price, "DetailInfos", "DetailInfo");
    if (!items) {
        if (error)
            *error = tr("the answer has no DetailInfos, so the instance's own price cannot be told from the "
                        "total with disk and image");
        return std::nullopt;
    }
    for (const json &item : *items) {
        const QString resource = text(child(item, "Resource"));
        if (resource.compare(QLatin1String("instance"), Qt::CaseInsensitive) != 0
            && resource.compare(QLatin1String("instanceType"), Qt::CaseInsensitive) != 0)
            continue;
        const auto list = number(child(item, "OriginalPrice"));
        const auto trade = number(child(item, "TradePrice"));
        if (!validPrice(list) || *list <= 0) {
            if (error)
                *error = tr("the instance part of DetailInfos has no OriginalPrice greater than 0");
            return std::nullopt;
        }
        quote.listPrice = *list;
        quote.tradePrice = validPrice(trade) ? *trade : *list;
        if (quote.currency.isEmpty()) {
            if (error)
                *error = tr("the answer does not say its currency");
            return std::nullopt;
        }
        return quote;
    }
    if (error)
        *error = tr("DetailInfos lists no instance part (Resource \"instance\" or \"instanceType\")");
    return std::nullopt;
}

std::optional<std::vector<AliyunSpotPrice>> AliyunPrices::parseSpotHistory(const QByteArray &bytes, QString *error)
{
    const auto doc = parseJson(bytes, error);
    if (!doc)
        return std::nullopt;
    const json *samples = list(*doc, "SpotPrices", "SpotPriceType");
    if (!samples) {
        if (error)
            *error = tr("the answer has no SpotPrices.SpotPriceType list");
        return std::nullopt;
    }
    const QString currency = text(child(*doc, "Currency"));
    // Several samples per zone come back, oldest first or not: keep the newest of each.
    std::map<std::pair<QString, QString>, AliyunSpotPrice> latest;
    for (const json &sample : *samples) {
        AliyunSpotPrice spot;
        spot.instanceType = text(child(sample, "InstanceType"));
        spot.zone = text(child(sample, "ZoneId"));
        spot.timestamp = text(child(sample, "Timestamp"));
        spot.currency = currency;
        const auto spotPrice = number(child(sample, "SpotPrice"));
        const auto origin = number(child(sample, "OriginPrice"));
        if (spot.zone.isEmpty() || !validPrice(spotPrice)) {
            if (error)
                *error = tr("a SpotPriceType entry lacks ZoneId or SpotPrice");
            return std::nullopt;
        }
        spot.spotPrice = *spotPrice;
        spot.paygPrice = validPrice(origin) ? *origin : 0;
        auto &slot = latest[{spot.instanceType, spot.zone}];
        // ISO timestamps in UTC ("2019-11-19T06:00:00Z") order as text.
        if (slot.zone.isEmpty() || spot.timestamp > slot.timestamp)
            slot = spot;
    }
    std::vector<AliyunSpotPrice> result;
    for (const auto &[key, spot] : latest)
        result.push_back(spot);
    return result;
}

std::optional<std::vector<AliyunSpotAdvice>> AliyunPrices::parseSpotAdvice(const QByteArray &bytes, QString *error)
{
    const auto doc = parseJson(bytes, error);
    if (!doc)
        return std::nullopt;
    const json *zones = list(*doc, "AvailableSpotZones", "AvailableSpotZone");
    if (!zones) {
        if (error)
            *error = tr("the answer has no AvailableSpotZones.AvailableSpotZone list");
        return std::nullopt;
    }
    std::vector<AliyunSpotAdvice> result;
    const QString region = text(child(*doc, "RegionId"));
    for (const json &zone : *zones) {
        const json *resources = list(zone, "AvailableSpotResources", "AvailableSpotResource");
        if (!resources)
            continue;
        for (const json &resource : *resources) {
            AliyunSpotAdvice advice;
            advice.region = region;
            advice.zone = text(child(zone, "ZoneId"));
            advice.instanceType = text(child(resource, "InstanceType"));
            advice.interruptionBand = text(child(resource, "InterruptRateDesc"));
            // An Integer in the documentation, a string in its own example.
            const auto discount = number(child(resource, "AverageSpotDiscount"));
            if (advice.instanceType.isEmpty() || !validPrice(discount) || *discount <= 0)
                continue;
            advice.averageDiscountPercent = *discount;
            result.push_back(advice);
        }
    }
    return result;
}

namespace {
/** The band's lower bound ("3-5%" -> 3), to prefer the zone least likely to reclaim the instance. */
double bandFloor(const QString &band)
{
    bool ok = false;
    const double low = band.section(QLatin1Char('-'), 0, 0).trimmed().toDouble(&ok);
    return ok ? low : 1000;
}
} // namespace

std::map<QString, AliyunSpotAdvice> AliyunPrices::bestSpotAdvice(const std::vector<AliyunSpotAdvice> &advice,
                                                                 const QString &zone)
{
    std::map<QString, AliyunSpotAdvice> best;
    for (const AliyunSpotAdvice &a : advice) {
        if (a.averageDiscountPercent <= 0 || a.averageDiscountPercent > 100 || (!zone.isEmpty() && a.zone != zone))
            continue;
        const QString key = a.instanceType + QLatin1Char('|') + a.region;
        const auto it = best.find(key);
        if (it == best.end()) {
            best.emplace(key, a);
            continue;
        }
        const double band = bandFloor(a.interruptionBand);
        const double keptBand = bandFloor(it->second.interruptionBand);
        if (band < keptBand || (band == keptBand && a.averageDiscountPercent < it->second.averageDiscountPercent))
            it->second = a;
    }
    return best;
}

QString AliyunPrices::spotSource(const AliyunSpotAdvice &advice)
{
    return QStringLiteral("Alibaba DescribeSpotAdvice API, 30-day average, %1").arg(advice.zone);
}

std::optional<std::vector<AliyunStock>> AliyunPrices::parseAvailableResource(const QByteArray &bytes, QString *error)
{
    const auto doc = parseJson(bytes, error);
    if (!doc)
        return std::nullopt;
    const json *zones = list(*doc, "AvailableZones", "AvailableZone");
    if (!zones) {
        if (error)
            *error = tr("the answer has no AvailableZones.AvailableZone list");
        return std::nullopt;
    }
    std::vector<AliyunStock> result;
    for (const json &zone : *zones) {
        const json *resources = list(zone, "AvailableResources", "AvailableResource");
        if (!resources)
            continue;
        for (const json &resource : *resources) {
            if (text(child(resource, "Type")) != QLatin1String("InstanceType"))
                continue;
            const json *supported = list(resource, "SupportedResources", "SupportedResource");
            if (!supported)
                continue;
            for (const json &entry : *supported) {
                AliyunStock stock;
                stock.zone = text(child(zone, "ZoneId"));
                stock.instanceType = text(child(entry, "Value"));
                stock.status = text(child(entry, "Status"));
                stock.statusCategory = text(child(entry, "StatusCategory"));
                if (!stock.instanceType.isEmpty())
                    result.push_back(stock);
            }
        }
    }
    return result;
}

QString AliyunPrices::errorCode(const QByteArray &standardOutput, const QByteArray &standardError)
{
    // The client prints "ERROR: SDK.ServerError" then "ErrorCode: Throttling.User" on stderr; some
    // versions print the server's JSON body ({"Code": …}) on stdout instead.
    static const QRegularExpression line(QStringLiteral("^\\s*ErrorCode:\\s*([A-Za-z0-9_.\\-]+)"),
                                         QRegularExpression::MultilineOption);
    for (const QByteArray &bytes : {standardError, standardOutput}) {
        const auto match = line.match(QString::fromUtf8(bytes));
        if (match.hasMatch())
            return match.captured(1);
    }
    const json doc =
        json::parse(standardOutput.constData(), standardOutput.constData() + standardOutput.size(), nullptr, false);
    if (!doc.is_discarded() && doc.is_object())
        return text(child(doc, "Code"));
    return {};
}

AliyunFailure AliyunPrices::classify(const QByteArray &standardOutput, const QByteArray &standardError)
{
    const QString all = QString::fromUtf8(standardError + '\n' + standardOutput);
    // The client's own words when it has no credentials or no default region.
    if (all.contains(QLatin1String("run `aliyun configure` first"))
        || all.contains(QLatin1String("Configuration Invailed"), Qt::CaseInsensitive)
        || all.contains(QLatin1String("Configuration Invalid"), Qt::CaseInsensitive))
        return AliyunFailure::NotConfigured;
    const QString code = errorCode(standardOutput, standardError);
    if (code.isEmpty())
        return AliyunFailure::Other;
    if (code.startsWith(QLatin1String("Throttling"), Qt::CaseInsensitive)
        || code == QLatin1String("ServiceUnavailable"))
        return AliyunFailure::Throttled;
    if (code.startsWith(QLatin1String("InvalidAccessKeyId")) || code == QLatin1String("SignatureDoesNotMatch")
        || code.startsWith(QLatin1String("InvalidSecurityToken")) || code.startsWith(QLatin1String("Forbidden"))
        || code == QLatin1String("NoPermission") || code.startsWith(QLatin1String("IncompleteSignature")))
        return AliyunFailure::AuthFailed;
    if (code.startsWith(QLatin1String("InvalidInstanceType")) || code == QLatin1String("PriceNotFound")
        || code == QLatin1String("OperationDenied.FlavorNotSupported"))
        return AliyunFailure::NotOffered;
    return AliyunFailure::Other;
}

} // namespace Advisor
