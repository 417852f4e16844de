// SPDX-License-Identifier: Apache-2.0
#include "models/catalog/catalogexport.h"

#include "models/pricing/pricebook.h"
#include "models/text/moneyformatter.h"

#include <cmath>

#include <nlohmann/json.hpp>

namespace Advisor {

QString formatGpuCount(double count)
{
    if (count >= 1 || count <= 0)
        return QString::number(count, 'g', 4);
    const double denominator = std::round(1.0 / count);
    if (std::abs(1.0 / denominator - count) < 1e-3)
        return QStringLiteral("1/%1").arg(denominator);
    // Slices such as 2/48 of an sgn8ia card.
    for (int d = 2; d <= 96; ++d) {
        const double n = count * d;
        if (std::abs(n - std::round(n)) < 1e-3)
            return QStringLiteral("%1/%2").arg(std::round(n)).arg(d);
    }
    return QString::number(count, 'g', 3);
}

namespace {
QString number(double v, int decimals = 2)
{
    QString s = QString::number(v, 'f', decimals);
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
    }
    return s;
}

QString rawBasis(const ResolvedPrice &price, const Catalog &catalog)
{
    return !price.available() ? QStringLiteral("unavailable")
        : price.isQuote()     ? PriceText::basis(price, &catalog)
                              : toString(price.origin);
}

QString rawInterconnect(const Family &family)
{
    return toString(family.interconnect)
        + (family.interconnectGBs > 0 ? QStringLiteral(" %1 GB/s").arg(number(family.interconnectGBs)) : QString());
}

QStringList catalogRow(const Catalog &catalog, const InstanceType &type, const ResolvedPrice &price,
                       const CatalogWords &words)
{
    const Family *family = catalog.family(type.family);
    const GpuSpec *gpu = catalog.gpuOf(type);
    QString priceText = QStringLiteral("–");
    // The marks of the results table: a user's quote is an offer to this customer, not a list price.
    if (price.available())
        priceText = (price.isQuote()                              ? QStringLiteral("‡")
                         : price.origin == PriceOrigin::Estimated ? QStringLiteral("~")
                                                                  : QString())
            + number(price.hourly);
    const QString gpuName = !gpu ? QString() : words.gpu ? words.gpu(*gpu) : gpu->name;
    const QString interconnect = !family ? QString()
        : words.interconnect             ? words.interconnect(*family)
                                         : rawInterconnect(*family);
    const QString status = !family ? QString() : words.status ? words.status(family->status) : toString(family->status);
    return QStringList{type.id,
                       type.family,
                       gpuName,
                       formatGpuCount(type.gpuCount),
                       number(type.gpuMemoryGB),
                       QString::number(type.vcpu),
                       number(type.memoryGiB),
                       number(type.networkGbits),
                       interconnect,
                       family && family->rdma != RdmaType::None ? number(family->rdmaGbits) : QStringLiteral("–"),
                       status,
                       priceText,
                       words.basis ? words.basis(price) : rawBasis(price, catalog),
                       price.date};
}
} // namespace

CatalogTable catalogTable(const Catalog &catalog, const QString &region, const CatalogWords &words)
{
    CatalogTable t;
    t.header = {CatalogExport::tr("Instance type"),
                CatalogExport::tr("Family"),
                CatalogExport::tr("GPU"),
                CatalogExport::tr("GPUs"),
                CatalogExport::tr("GPU memory (GB)"),
                CatalogExport::tr("vCPU"),
                CatalogExport::tr("RAM (GiB)"),
                CatalogExport::tr("Network (Gbit/s)"),
                CatalogExport::tr("Interconnect"),
                CatalogExport::tr("RDMA (Gbit/s)"),
                CatalogExport::tr("Status"),
                CatalogExport::tr("Pay-as-you-go (%1/h)").arg(MoneyFormatter::currencyUnit(catalog.currency)),
                CatalogExport::tr("Price basis"),
                CatalogExport::tr("Price date")};
    t.rightAligned = {false, false, false, true, true, true, true, true, false, true, false, true, false, false};
    const PriceBook book(catalog);
    for (const InstanceType &type : catalog.instanceTypes)
        t.rows << catalogRow(catalog, type, book.payg(type.id, region), words);
    return t;
}

QString catalogJson(const Catalog &catalog, const QString &region)
{
    using nlohmann::json;
    const PriceBook book(catalog);
    json types = json::array();
    for (const InstanceType &type : catalog.instanceTypes) {
        const Family *family = catalog.family(type.family);
        const GpuSpec *gpu = catalog.gpuOf(type);
        const ResolvedPrice price = book.payg(type.id, region);
        json t{{"id", type.id.toStdString()},
               {"family", type.family.toStdString()},
               {"gpu", gpu ? gpu->id.toStdString() : std::string()},
               {"gpuName", gpu ? gpu->name.toStdString() : std::string()},
               {"gpuCount", type.gpuCount},
               {"gpuMemoryGB", type.gpuMemoryGB},
               {"vcpu", type.vcpu},
               {"memoryGiB", type.memoryGiB},
               {"networkGbits", type.networkGbits},
               {"interconnect", family ? toString(family->interconnect).toStdString() : std::string()},
               {"rdmaGbits", family ? family->rdmaGbits : 0.0},
               {"status", family ? toString(family->status).toStdString() : std::string()},
               {"confidence", toString(type.confidence).toStdString()},
               {"source", type.source.toStdString()}};
        if (price.available()) {
            t["payg"] = json{{"hourly", price.hourly},
                             {"origin", toString(price.origin).toStdString()},
                             {"region", price.region.toStdString()},
                             {"date", price.date.toStdString()},
                             {"source", price.source.toStdString()}};
        } else {
            t["payg"] = nullptr;
        }
        types.push_back(t);
    }
    const json doc{{"catalog",
                    {{"name", catalog.name.toStdString()},
                     {"version", catalog.version.toStdString()},
                     {"priceDate", catalog.priceDate.toStdString()},
                     {"currency", catalog.currency.toStdString()}}},
                   {"instanceTypes", types}};
    return QString::fromStdString(doc.dump(2));
}

} // namespace Advisor
