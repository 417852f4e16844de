// SPDX-License-Identifier: Apache-2.0
#include "models/catalog/catalogloader.h"

#include "models/catalog/catalogparser.h"
#include "models/scenario/scenario.h"
#include "models/util/jsonreader.h"

#include <cmath>
#include <utility>

#include <QSet>

namespace Advisor {

void CatalogParser::parse(const JsonNode &root, Catalog &c)
{
    if (!r.expectObject(root))
        return;
    r.warnUnknownKeys(root, {QStringLiteral("schemaVersion"),  QStringLiteral("name"),
                             QStringLiteral("version"),        QStringLiteral("priceDate"),
                             QStringLiteral("currency"),       QStringLiteral("referenceRegion"),
                             QStringLiteral("sources"),        QStringLiteral("regions"),
                             QStringLiteral("gpus"),           QStringLiteral("families"),
                             QStringLiteral("instanceTypes"),  QStringLiteral("prices"),
                             QStringLiteral("billingModels"),  QStringLiteral("storage"),
                             QStringLiteral("serving"),        QStringLiteral("throughputAnchors"),
                             QStringLiteral("recommendation"), QStringLiteral("graphics"),
                             QStringLiteral("diffusion"),      QStringLiteral("video"),
                             QStringLiteral("speech"),         QStringLiteral("managedTokenPrices"),
                             QStringLiteral("training")});
    const auto version = r.integer(root, "schemaVersion", Presence::Required, {1, 1000});
    if (version && *version != CatalogLoader::supportedSchemaVersion) {
        r.diagnostics().error(QStringLiteral("/schemaVersion"),
                              CatalogLoader::tr("schema version %1 is not supported; this program reads version %2")
                                  .arg(*version)
                                  .arg(CatalogLoader::supportedSchemaVersion));
        return;
    }
    const LocalizedText name = r.localized(root, "name", Presence::Required);
    c.name = name.en;
    c.nameZh = name.zhCN;
    c.version = r.string(root, "version", Presence::Required);
    c.priceDate = r.date(root, "priceDate", Presence::Required);
    c.currency = r.string(root, "currency", Presence::Required);
    c.referenceRegion = r.string(root, "referenceRegion", Presence::Required);
    parseSources(root, c);
    for (const JsonNode &n : r.array(root, "regions", Presence::Required))
        parseRegion(n, c);
    for (const JsonNode &n : r.array(root, "gpus", Presence::Required))
        parseGpu(n, c);
    for (const JsonNode &n : r.array(root, "families", Presence::Required))
        parseFamily(n, c);
    for (const JsonNode &n : r.array(root, "instanceTypes", Presence::Required))
        parseInstanceType(n, c);
    for (const JsonNode &n : r.array(root, "prices", Presence::Required))
        parsePrice(n, c);
    for (const JsonNode &n : r.array(root, "billingModels", Presence::Required))
        parseBilling(n, c);
    for (const JsonNode &n : r.array(root, "storage", Presence::Required))
        parseStorage(n, c);
    parseServing(root, c);
    for (const JsonNode &n : r.array(root, "throughputAnchors", Presence::Optional))
        parseAnchor(n, c);
    parseRecommendationAndGraphics(root, c);
    parseDiffusion(root, c);
    parseVideo(root, c);
    parseSpeech(root, c);
    parseTraining(root, c);
    for (const JsonNode &n : r.array(root, "managedTokenPrices", Presence::Optional))
        parseManagedPrice(n, c);
}

namespace {

template<typename T>
void checkDuplicates(const std::vector<T> &items, const std::vector<QString> &pointers, Diagnostics &d)
{
    QSet<QString> seen;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (items[i].id.isEmpty())
            continue;
        if (seen.contains(items[i].id))
            d.error(pointers[i] + QStringLiteral("/id"), CatalogLoader::tr("duplicate id \"%1\"").arg(items[i].id));
        seen.insert(items[i].id);
    }
}

/** What every cross check reads and where it reports. */
struct CrossCheck
{
    const Catalog &c;
    const CatalogParser &p;
    Diagnostics &d;

    void checkSource(const QString &source, const QString &pointer) const
    {
        if (!source.isEmpty() && !c.sources.contains(source))
            d.error(pointer + QStringLiteral("/source"), CatalogLoader::tr("unknown source \"%1\"").arg(source));
    }
};

void checkAllDuplicates(const CrossCheck &x)
{
    checkDuplicates(x.c.regions, x.p.regionPtr, x.d);
    checkDuplicates(x.c.gpus, x.p.gpuPtr, x.d);
    checkDuplicates(x.c.families, x.p.familyPtr, x.d);
    checkDuplicates(x.c.instanceTypes, x.p.typePtr, x.d);
    checkDuplicates(x.c.billingModels, x.p.billingPtr, x.d);
    checkDuplicates(x.c.storage, x.p.storagePtr, x.d);
}

void checkSourcedValuesAndReferenceRegion(const CrossCheck &x)
{
    const Catalog &c = x.c;
    for (const auto &[pointer, source] : x.p.sourcedPtr)
        x.checkSource(source, pointer);
    if (!c.referenceRegion.isEmpty() && !c.region(c.referenceRegion))
        x.d.error(QStringLiteral("/referenceRegion"),
                  CatalogLoader::tr("unknown region \"%1\"").arg(c.referenceRegion));
}

/** GPUs name the families closest to them; anchors and video rates name a GPU. */
void checkGpuReferences(const CrossCheck &x)
{
    const Catalog &c = x.c;
    const CatalogParser &p = x.p;
    Diagnostics &d = x.d;
    for (std::size_t i = 0; i < c.gpus.size(); ++i) {
        const GpuSpec &g = c.gpus[i];
        x.checkSource(g.source, p.gpuPtr[i]);
        for (qsizetype k = 0; k < g.closestOffers.size(); ++k) {
            if (!c.family(g.closestOffers.at(k)))
                d.error(p.gpuPtr[i] + QStringLiteral("/closestOffers/") + QString::number(k),
                        CatalogLoader::tr("unknown family \"%1\"").arg(g.closestOffers.at(k)));
        }
    }
    for (std::size_t i = 0; i < c.throughputAnchors.size(); ++i) {
        if (!c.gpu(c.throughputAnchors[i].gpu))
            d.error(p.anchorPtr[i] + QStringLiteral("/gpu"),
                    CatalogLoader::tr("unknown GPU \"%1\"").arg(c.throughputAnchors[i].gpu));
    }
    for (std::size_t i = 0; i < c.video.denoiserRates.size(); ++i) {
        if (!c.gpu(c.video.denoiserRates[i].gpu))
            d.error(p.videoRatePtr[i] + QStringLiteral("/gpu"),
                    CatalogLoader::tr("unknown GPU \"%1\"").arg(c.video.denoiserRates[i].gpu));
    }
}

void checkFamilies(const CrossCheck &x)
{
    const Catalog &c = x.c;
    for (std::size_t i = 0; i < c.families.size(); ++i) {
        const Family &f = c.families[i];
        x.checkSource(f.source, x.p.familyPtr[i]);
        if (!f.gpu.isEmpty() && !c.gpu(f.gpu))
            x.d.error(x.p.familyPtr[i] + QStringLiteral("/gpu"), CatalogLoader::tr("unknown GPU \"%1\"").arg(f.gpu));
    }
}

void checkInstanceTypes(const CrossCheck &x)
{
    const Catalog &c = x.c;
    const CatalogParser &p = x.p;
    Diagnostics &d = x.d;
    for (std::size_t i = 0; i < c.instanceTypes.size(); ++i) {
        const InstanceType &t = c.instanceTypes[i];
        x.checkSource(t.source, p.typePtr[i]);
        const Family *f = c.family(t.family);
        if (!t.family.isEmpty() && !f) {
            d.error(p.typePtr[i] + QStringLiteral("/family"), CatalogLoader::tr("unknown family \"%1\"").arg(t.family));
            continue;
        }
        if (!f)
            continue;
        const GpuSpec *g = c.gpu(f->gpu);
        // A whole-GPU type must carry its card's memory; vGPU slices carry a share of it.
        if (g && g->memoryGB && f->category != FamilyCategory::VirtualGpu && t.gpuMemoryGB > 0
            && std::abs(t.gpuMemoryGB - *g->memoryGB) > 0.5) {
            d.error(p.typePtr[i] + QStringLiteral("/gpuMemoryGB"),
                    CatalogLoader::tr("%1 GB does not match the %2 GB of its GPU %3")
                        .arg(t.gpuMemoryGB)
                        .arg(*g->memoryGB)
                        .arg(g->name));
        }
        if (f->category != FamilyCategory::VirtualGpu && t.gpuCount > 0 && t.gpuCount != std::floor(t.gpuCount))
            d.error(p.typePtr[i] + QStringLiteral("/gpuCount"),
                    CatalogLoader::tr("only vGPU families may have a fraction of a GPU"));
    }
}

void checkPrices(const CrossCheck &x)
{
    const Catalog &c = x.c;
    const CatalogParser &p = x.p;
    Diagnostics &d = x.d;
    // A price names a billing model of this catalog, or one a scenario can name (a monthly price is the
    // basis of the yearly subscription's ratio even where the catalog describes no monthly model).
    QStringList knownBillings = allBillingIds();
    for (const BillingModel &b : c.billingModels) {
        if (!b.id.isEmpty() && !knownBillings.contains(b.id))
            knownBillings << b.id;
    }
    for (std::size_t i = 0; i < c.prices.size(); ++i) {
        const PriceRecord &pr = c.prices[i];
        x.checkSource(pr.source, p.pricePtr[i]);
        if (!pr.instanceType.isEmpty() && !c.instanceType(pr.instanceType))
            d.error(p.pricePtr[i] + QStringLiteral("/instanceType"),
                    CatalogLoader::tr("unknown instance type \"%1\"").arg(pr.instanceType));
        if (!pr.region.isEmpty() && !c.region(pr.region))
            d.error(p.pricePtr[i] + QStringLiteral("/region"),
                    CatalogLoader::tr("unknown region \"%1\"").arg(pr.region));
        if (!pr.billing.isEmpty() && !knownBillings.contains(pr.billing))
            d.error(p.pricePtr[i] + QStringLiteral("/billing"),
                    CatalogLoader::tr("expected one of %1, found \"%2\"")
                        .arg(knownBillings.join(QStringLiteral(", ")), pr.billing));
        if (!pr.currency.isEmpty() && pr.currency != c.currency)
            d.error(p.pricePtr[i] + QStringLiteral("/currency"),
                    CatalogLoader::tr("currency %1 differs from the catalog currency %2").arg(pr.currency, c.currency));
        if (!pr.date.isEmpty() && !c.priceDate.isEmpty() && pr.date > c.priceDate)
            d.error(p.pricePtr[i] + QStringLiteral("/date"),
                    CatalogLoader::tr("price date %1 is after the catalog price date %2").arg(pr.date, c.priceDate));
    }
}

void checkBillingAndStorage(const CrossCheck &x)
{
    const Catalog &c = x.c;
    const CatalogParser &p = x.p;
    Diagnostics &d = x.d;
    for (std::size_t i = 0; i < c.billingModels.size(); ++i)
        x.checkSource(c.billingModels[i].source, p.billingPtr[i]);
    for (std::size_t i = 0; i < c.storage.size(); ++i) {
        x.checkSource(c.storage[i].source, p.storagePtr[i]);
        if (c.storage[i].maxCapacityGiB < c.storage[i].minCapacityGiB)
            d.error(p.storagePtr[i] + QStringLiteral("/capacityGiB"), CatalogLoader::tr("max is below min"));
    }
}

void checkManagedPrices(const CrossCheck &x)
{
    const Catalog &c = x.c;
    const CatalogParser &p = x.p;
    Diagnostics &d = x.d;
    QSet<QString> pricedModels;
    for (std::size_t i = 0; i < c.managedTokenPrices.size(); ++i) {
        const ManagedTokenPrice &m = c.managedTokenPrices[i];
        x.checkSource(m.source, p.managedPtr[i]);
        if (pricedModels.contains(m.model))
            d.error(p.managedPtr[i] + QStringLiteral("/model"),
                    CatalogLoader::tr("a second managed price for model \"%1\"").arg(m.model));
        pricedModels.insert(m.model);
        if (!m.date.isEmpty() && !c.priceDate.isEmpty() && m.date > c.priceDate)
            d.error(p.managedPtr[i] + QStringLiteral("/date"),
                    CatalogLoader::tr("price date %1 is after the catalog price date %2").arg(m.date, c.priceDate));
    }
}

void crossCheck(const Catalog &c, const CatalogParser &p, Diagnostics &d)
{
    const CrossCheck x{c, p, d};
    checkAllDuplicates(x);
    checkSourcedValuesAndReferenceRegion(x);
    checkGpuReferences(x);
    checkFamilies(x);
    checkInstanceTypes(x);
    checkPrices(x);
    checkBillingAndStorage(x);
    checkManagedPrices(x);
    if (!c.billingModel(BillingId::payg))
        d.error(QStringLiteral("/billingModels"),
                CatalogLoader::tr("the pay-as-you-go billing model \"payg\" is missing"));
}

} // namespace

CatalogLoadResult CatalogLoader::fromJson(const QByteArray &json)
{
    CatalogLoadResult result;
    const std::optional<nlohmann::json> doc = JsonReader::parse(json, result.diagnostics);
    if (!doc)
        return result;
    Catalog catalog;
    JsonReader reader(result.diagnostics);
    CatalogParser parser(reader);
    parser.parse(JsonNode{&*doc, {}}, catalog);
    // Cross checks run even after schema errors so the user sees every problem in one pass.
    crossCheck(catalog, parser, result.diagnostics);
    if (!result.diagnostics.hasErrors())
        result.catalog = std::move(catalog);
    return result;
}

CatalogLoadResult CatalogLoader::fromFile(const QString &path)
{
    CatalogLoadResult result;
    const std::optional<QByteArray> bytes = JsonReader::readFile(path, maxFileBytes, result.diagnostics);
    if (!bytes)
        return result;
    return fromJson(*bytes);
}

QString CatalogLoader::embeddedPath()
{
    return QStringLiteral(":/catalog/catalog.json");
}

CatalogLoadResult CatalogLoader::embedded()
{
    return fromFile(embeddedPath());
}

} // namespace Advisor
