// SPDX-License-Identifier: Apache-2.0
// CatalogParser: the sections that say what is offered and at what price.
#include "models/catalog/catalogloader.h"
#include "models/catalog/catalogparser.h"
#include "models/pricing/pricebook.h"

#include <QRegularExpression>

namespace Advisor {

namespace {

const QStringList confidenceValues{QStringLiteral("S"), QStringLiteral("I"), QStringLiteral("U")};

Confidence toConfidence(const QString &s)
{
    if (s == QLatin1String("I"))
        return Confidence::Inferred;
    if (s == QLatin1String("U"))
        return Confidence::Unverified;
    return Confidence::Seen;
}

/**
 * A billing model's id: any, since what it does is its data, but spelled as the ids of prices, price files
 * and scenarios are, so that it survives a CSV cell and a command-line option unquoted.
 */
QString billingId(JsonReader &r, const JsonNode &n)
{
    const QString id = r.string(n, "id", Presence::Required);
    if (!id.isEmpty() && !isBillingIdShape(id)) {
        r.diagnostics().error(n.pointer + QStringLiteral("/id"),
                              CatalogLoader::tr("expected an id of lower-case letters, digits and hyphens, such as "
                                                "\"subscription-1m\", found \"%1\"")
                                  .arg(id));
        return {};
    }
    return id;
}

/**
 * The unit a listed price of the model is stated in. A catalog written before the field existed is read
 * as it was meant then: pay-as-you-go and spot listed per hour, a term of up to a month listed per month,
 * and a longer term never listed but derived from the monthly price by its ratio.
 */
std::optional<PriceUnit> listedPriceUnit(JsonReader &r, const JsonNode &n, const BillingModel &b)
{
    if (!r.child(n, "listedPriceUnit").value) {
        if (!b.committed())
            return PriceUnit::Hour;
        return *b.minimumHours <= hoursPerMonth ? std::optional(PriceUnit::Month) : std::nullopt;
    }
    const QString unit =
        r.choice(n, "listedPriceUnit", Presence::Optional, {QStringLiteral("hour"), QStringLiteral("month")});
    if (unit.isEmpty()) // null: never listed
        return std::nullopt;
    return unit == QLatin1String("month") ? PriceUnit::Month : PriceUnit::Hour;
}

} // namespace

void CatalogParser::parseSources(const JsonNode &root, Catalog &c)
{
    const JsonNode sources = r.child(root, "sources");
    if (sources.isNull()) {
        r.diagnostics().error(sources.pointer, CatalogLoader::tr("required field is missing"));
        return;
    }
    if (!r.expectObject(sources))
        return;
    for (auto it = sources.value->begin(); it != sources.value->end(); ++it) {
        const QString key = QString::fromStdString(it.key());
        const JsonNode n{&*it, sources.pointer + QLatin1Char('/') + jsonPointerToken(key)};
        if (!r.expectObject(n))
            continue;
        r.warnUnknownKeys(n,
                          {QStringLiteral("title"), QStringLiteral("publisher"), QStringLiteral("year"),
                           QStringLiteral("url"), QStringLiteral("date")});
        SourceRef ref;
        // A title is English text, or {"en", "zh_CN"} where a Chinese reader should see Chinese.
        const LocalizedText title = r.localized(n, "title", Presence::Required);
        ref.title = title.en;
        ref.titleZh = title.zhCN;
        // So are a publisher and an address: a Chinese reader gets Alibaba's Chinese page where there is one.
        const LocalizedText publisher = r.localized(n, "publisher", Presence::Optional);
        ref.publisher = publisher.en;
        ref.publisherZh = publisher.zhCN;
        ref.year = r.integer(n, "year", Presence::Optional, {1900, 2100});
        const LocalizedText url = r.localized(n, "url", Presence::Optional);
        ref.url = url.en;
        ref.urlZh = url.zhCN;
        ref.date = r.date(n, "date", Presence::Optional);
        c.sources.insert(key, ref);
    }
}

void CatalogParser::parseRegion(const JsonNode &n, Catalog &c)
{
    if (!r.expectObject(n))
        return;
    Region region;
    region.id = r.string(n, "id", Presence::Required);
    region.name = r.localized(n, "name", Presence::Required);
    c.regions.push_back(region);
    regionPtr.push_back(n.pointer);
}

std::optional<double> CatalogParser::perf(const JsonNode &n, const char *key)
{
    return r.number(n, key, Presence::Optional, {0, 100000, true});
}

void CatalogParser::parseGpu(const JsonNode &n, Catalog &c)
{
    if (!r.expectObject(n))
        return;
    GpuSpec g;
    g.id = r.string(n, "id", Presence::Required);
    const LocalizedText name = r.localized(n, "name", Presence::Required);
    g.name = name.en;
    g.nameZh = name.zhCN;
    g.vendor = r.string(n, "vendor", Presence::Required);
    g.kind = r.choice(n, "kind", Presence::Required, {QStringLiteral("gpu"), QStringLiteral("npu")});
    g.architecture = r.string(n, "architecture", Presence::Optional);
    g.computeCapability = r.string(n, "computeCapability", Presence::Optional);
    // An NVIDIA card without a memory size is a data error; an NPU may lack a verified spec.
    const Presence memPresence = g.kind == QLatin1String("npu") ? Presence::Optional : Presence::Required;
    g.memoryGB = r.number(n, "memoryGB", memPresence, {0, 4096, true});
    g.memoryType = r.string(n, "memoryType", Presence::Optional);
    // Alibaba does not publish the bandwidth of every vGPU card; estimates that need it skip such cards.
    g.memoryBandwidthGBs = r.number(n, "memoryBandwidthGBs", Presence::Optional, {0, 100000, true});
    g.fp32Tflops = perf(n, "fp32Tflops");
    g.tf32Tflops = perf(n, "tf32Tflops");
    g.fp16Tflops = perf(n, "fp16Tflops");
    g.bf16Tflops = perf(n, "bf16Tflops");
    g.int8Tops = perf(n, "int8Tops");
    g.fp8Tflops = perf(n, "fp8Tflops");
    g.nvlinkGBs = r.number(n, "nvlinkGBs", Presence::Optional, {0, 100000}).value_or(0);
    g.decodeEfficiency = sourcedValue(n, "decodeEfficiency", {0, 1, true});
    g.sustainedComputeFactor = sourcedValue(n, "sustainedComputeFactor", {0, 1, true});
    g.tdpW = r.number(n, "tdpW", Presence::Optional, {0, 5000, true});
    g.mig = r.boolean(n, "mig", Presence::Optional).value_or(false);
    g.offeredOnEcs = r.boolean(n, "offeredOnEcs", Presence::Required).value_or(true);
    g.closestOffers = r.stringList(n, "closestOffers", Presence::Optional);
    g.confidence = toConfidence(r.choice(n, "confidence", Presence::Optional, confidenceValues));
    g.unverifiedFields = r.stringList(n, "unverifiedFields", Presence::Optional);
    g.source = r.string(n, "source", Presence::Required);
    g.notes = r.localized(n, "notes", Presence::Optional);
    c.gpus.push_back(g);
    gpuPtr.push_back(n.pointer);
}

void CatalogParser::parseFamily(const JsonNode &n, Catalog &c)
{
    if (!r.expectObject(n))
        return;
    Family f;
    f.id = r.string(n, "id", Presence::Required);
    f.gpu = r.string(n, "gpu", Presence::Required);
    const QString category =
        r.choice(n, "category", Presence::Required,
                 {QStringLiteral("compute"), QStringLiteral("vgpu"), QStringLiteral("bare-metal")});
    f.category = category == QLatin1String("vgpu") ? FamilyCategory::VirtualGpu
        : category == QLatin1String("bare-metal")  ? FamilyCategory::BareMetal
                                                   : FamilyCategory::Compute;
    const JsonNode ic = r.child(n, "interconnect");
    if (ic.isNull()) {
        r.diagnostics().error(ic.pointer, CatalogLoader::tr("required field is missing"));
    } else if (r.expectObject(ic)) {
        const QString type = r.choice(ic, "type", Presence::Required,
                                      {QStringLiteral("none"), QStringLiteral("pcie"), QStringLiteral("pcie-switch"),
                                       QStringLiteral("nvlink"), QStringLiteral("nvswitch")});
        f.interconnect = type == QLatin1String("none") ? InterconnectType::None
            : type == QLatin1String("pcie-switch")     ? InterconnectType::PcieSwitch
            : type == QLatin1String("nvlink")          ? InterconnectType::NvLink
            : type == QLatin1String("nvswitch")        ? InterconnectType::NvSwitch
                                                       : InterconnectType::Pcie;
        f.interconnectGBs = r.number(ic, "bandwidthGBs", Presence::Optional, {0, 100000}).value_or(0);
    }
    const JsonNode rd = r.child(n, "rdma");
    if (!rd.isNull() && r.expectObject(rd)) {
        const QString type = r.choice(rd, "type", Presence::Required,
                                      {QStringLiteral("none"), QStringLiteral("erdma"), QStringLiteral("roce")});
        f.rdma = type == QLatin1String("erdma") ? RdmaType::Erdma
            : type == QLatin1String("roce")     ? RdmaType::Roce
                                                : RdmaType::None;
        f.rdmaGbits = r.number(rd, "bandwidthGbits", Presence::Optional, {0, 100000}).value_or(0);
    }
    f.cpu = r.string(n, "cpu", Presence::Optional);
    const QString status = r.choice(n, "status", Presence::Required,
                                    {QStringLiteral("current"), QStringLiteral("retired"), QStringLiteral("preview"),
                                     QStringLiteral("by-application"), QStringLiteral("limited-regions")});
    f.status = status == QLatin1String("retired")    ? FamilyStatus::Retired
        : status == QLatin1String("preview")         ? FamilyStatus::Preview
        : status == QLatin1String("by-application")  ? FamilyStatus::ByApplication
        : status == QLatin1String("limited-regions") ? FamilyStatus::LimitedRegions
                                                     : FamilyStatus::Current;
    f.suits = r.stringList(n, "suits", Presence::Required);
    static const QStringList suitValues{QStringLiteral("training"), QStringLiteral("inference"),
                                        QStringLiteral("graphics"), QStringLiteral("development")};
    for (qsizetype i = 0; i < f.suits.size(); ++i) {
        if (!suitValues.contains(f.suits.at(i)))
            r.diagnostics().error(n.pointer + QStringLiteral("/suits/") + QString::number(i),
                                  CatalogLoader::tr("expected one of %1, found \"%2\"")
                                      .arg(suitValues.join(QStringLiteral(", ")), f.suits.at(i)));
    }
    f.cipuGeneration = r.integer(n, "cipuGeneration", Presence::Optional, {1, 20});
    f.drivers = r.localized(n, "drivers", Presence::Optional);
    f.nvlinkRequiredForTraining = r.boolean(n, "nvlinkRequiredForTraining", Presence::Optional).value_or(false);
    f.confidence = toConfidence(r.choice(n, "confidence", Presence::Optional, confidenceValues));
    f.source = r.string(n, "source", Presence::Required);
    f.notes = r.localized(n, "notes", Presence::Optional);
    c.families.push_back(f);
    familyPtr.push_back(n.pointer);
}

void CatalogParser::parseInstanceType(const JsonNode &n, Catalog &c)
{
    if (!r.expectObject(n))
        return;
    InstanceType t;
    t.id = r.string(n, "id", Presence::Required);
    t.family = r.string(n, "family", Presence::Required);
    t.vcpu = r.integer(n, "vcpu", Presence::Required, {1, 4096}).value_or(0);
    t.memoryGiB = r.number(n, "memoryGiB", Presence::Required, {0, 65536, true}).value_or(0);
    t.gpuCount = r.number(n, "gpuCount", Presence::Required, {0, 64, true}).value_or(0);
    t.gpuMemoryGB = r.number(n, "gpuMemoryGB", Presence::Required, {0, 4096, true}).value_or(0);
    t.networkGbits = r.number(n, "networkGbits", Presence::Required, {0, 10000, true}).value_or(0);
    t.networkBurstGbits = r.number(n, "networkBurstGbits", Presence::Optional, {0, 10000, true});
    t.ppsMillions = r.number(n, "ppsMillions", Presence::Optional, {0, 1000, true});
    t.diskIops = r.number(n, "diskIops", Presence::Optional, {0, 1e8, true});
    t.diskThroughputMBs = r.number(n, "diskThroughputMBs", Presence::Optional, {0, 1e6, true});
    t.localNvmeGiB = r.number(n, "localNvmeGiB", Presence::Optional, {0, 1e7}).value_or(0);
    t.confidence = toConfidence(r.choice(n, "confidence", Presence::Optional, confidenceValues));
    t.source = r.string(n, "source", Presence::Required);
    c.instanceTypes.push_back(t);
    typePtr.push_back(n.pointer);
}

void CatalogParser::parsePrice(const JsonNode &n, Catalog &c)
{
    if (!r.expectObject(n))
        return;
    PriceRecord p;
    p.instanceType = r.string(n, "instanceType", Presence::Required);
    p.region = r.string(n, "region", Presence::Required);
    p.billing = r.string(n, "billing", Presence::Required); // checked against the billing models once all are read
    p.amount = r.number(n, "amount", Presence::Required, {0, 1e7, true}).value_or(0);
    const QString unit = r.choice(n, "unit", Presence::Required, {QStringLiteral("hour"), QStringLiteral("month")});
    p.unit = unit == QLatin1String("month") ? PriceUnit::Month : PriceUnit::Hour;
    p.currency = r.string(n, "currency", Presence::Required);
    p.date = r.date(n, "date", Presence::Required);
    p.source = r.string(n, "source", Presence::Required);
    p.tier = r.choice(n, "tier", Presence::Required, {QStringLiteral("A"), QStringLiteral("B")});
    p.flags = r.stringList(n, "flags", Presence::Optional);
    p.notes = r.localized(n, "notes", Presence::Optional);
    c.prices.push_back(p);
    pricePtr.push_back(n.pointer);
}

std::optional<Ratio> CatalogParser::ratio(const JsonNode &n)
{
    const JsonNode rn = r.child(n, "ratioToPayg");
    if (rn.isNull() || !r.expectObject(rn))
        return std::nullopt;
    const auto low = r.number(rn, "low", Presence::Required, {0, 1.5, true});
    const auto typical = r.number(rn, "typical", Presence::Required, {0, 1.5, true});
    const auto high = r.number(rn, "high", Presence::Required, {0, 1.5, true});
    if (!low || !typical || !high)
        return std::nullopt;
    if (!(*low <= *typical && *typical <= *high)) {
        r.diagnostics().error(rn.pointer, CatalogLoader::tr("expected low ≤ typical ≤ high"));
        return std::nullopt;
    }
    return Ratio{*low, *typical, *high};
}

void CatalogParser::parseBilling(const JsonNode &n, Catalog &c)
{
    if (!r.expectObject(n))
        return;
    r.warnUnknownKeys(n,
                      {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("ratioToPayg"),
                       QStringLiteral("basis"), QStringLiteral("verified"), QStringLiteral("protectionPeriodHours"),
                       QStringLiteral("minimumHours"), QStringLiteral("interruptible"),
                       QStringLiteral("listedPriceUnit"), QStringLiteral("commits"), QStringLiteral("source"),
                       QStringLiteral("notes")});
    BillingModel b;
    b.id = billingId(r, n);
    b.name = r.localized(n, "name", Presence::Required);
    b.ratio = ratio(n);
    b.basis = r.choice(n, "basis", Presence::Optional, {BillingId::payg, BillingId::monthlySubscription});
    if (b.basis.isEmpty())
        b.basis = BillingId::payg;
    if (b.basis == b.id && b.id != BillingId::payg) // its price would be derived from itself, without end
        r.diagnostics().error(n.pointer + QStringLiteral("/basis"),
                              CatalogLoader::tr("a billing model cannot be its own basis"));
    b.verified = r.boolean(n, "verified", Presence::Required).value_or(false);
    b.protectionPeriodHours = r.number(n, "protectionPeriodHours", Presence::Optional, {0, 1000});
    b.minimumHours = r.number(n, "minimumHours", Presence::Optional, {0, 100000});
    // Absent in a catalog written before the field: only a model that can be reclaimed has a period
    // protected from it.
    b.interruptible = r.boolean(n, "interruptible", Presence::Optional).value_or(b.protectionPeriodHours.has_value());
    if (b.interruptible && b.committed())
        r.diagnostics().error(n.pointer + QStringLiteral("/interruptible"),
                              CatalogLoader::tr("an interruptible billing model cannot have a term (minimumHours): "
                                                "the instance could be reclaimed before the term ends"));
    b.listedPriceUnit = listedPriceUnit(r, n, b);
    const QString commits =
        r.choice(n, "commits", Presence::Optional, {QStringLiteral("instances"), QStringLiteral("spend")});
    b.commitsSpend = commits == QLatin1String("spend");
    if (!commits.isEmpty() && !b.committed())
        r.diagnostics().error(n.pointer + QStringLiteral("/commits"),
                              CatalogLoader::tr("only a billing model with a term (minimumHours) commits to "
                                                "anything"));
    b.source = r.string(n, "source", Presence::Required);
    b.notes = r.localized(n, "notes", Presence::Optional);
    c.billingModels.push_back(b);
    billingPtr.push_back(n.pointer);
}

// A null limit means "not published": rules treat it as unknown rather than as zero.
std::optional<ScaledLimit> CatalogParser::limit(const JsonNode &n, const char *key)
{
    const JsonNode ln = r.child(n, key);
    if (ln.isNull() || !r.expectObject(ln))
        return std::nullopt;
    ScaledLimit l;
    l.base = r.number(ln, "base", Presence::Required, {0, 1e9}).value_or(0);
    l.perGiB = r.number(ln, "perGiB", Presence::Optional, {0, 1e6}).value_or(0);
    l.min = r.number(ln, "min", Presence::Optional, {0, 1e9});
    l.max = r.number(ln, "max", Presence::Optional, {0, 1e9, true});
    return l;
}

void CatalogParser::parseStorage(const JsonNode &n, Catalog &c)
{
    if (!r.expectObject(n))
        return;
    StorageProduct s;
    s.id = r.string(n, "id", Presence::Required);
    s.kind =
        r.choice(n, "kind", Presence::Required,
                 {QStringLiteral("block"), QStringLiteral("file"), QStringLiteral("object"), QStringLiteral("local")});
    s.name = r.localized(n, "name", Presence::Required);
    const JsonNode cap = r.child(n, "capacityGiB");
    if (!cap.isNull() && r.expectObject(cap)) {
        s.minCapacityGiB = r.number(cap, "min", Presence::Optional, {0, 1e12}).value_or(0);
        s.maxCapacityGiB = r.number(cap, "max", Presence::Optional, {0, 1e12, true}).value_or(s.maxCapacityGiB);
    }
    s.iops = limit(n, "iops");
    s.throughputMBs = limit(n, "throughputMBs");
    s.sharedAcrossNodes = r.boolean(n, "sharedAcrossNodes", Presence::Optional).value_or(false);
    s.persistent = r.boolean(n, "persistent", Presence::Optional).value_or(true);
    s.confidence = toConfidence(r.choice(n, "confidence", Presence::Optional, confidenceValues));
    s.source = r.string(n, "source", Presence::Required);
    s.notes = r.localized(n, "notes", Presence::Optional);
    c.storage.push_back(s);
    storagePtr.push_back(n.pointer);
}

void CatalogParser::parseManagedPrice(const JsonNode &n, Catalog &c)
{
    if (!r.expectObject(n))
        return;
    ManagedTokenPrice m;
    m.model = r.string(n, "model", Presence::Required);
    m.service = r.string(n, "service", Presence::Required);
    m.serviceModel = r.string(n, "serviceModel", Presence::Required);
    m.inputPerMillion = r.number(n, "inputPerMillion", Presence::Required, {0, 1e6}).value_or(0);
    m.outputPerMillion = r.number(n, "outputPerMillion", Presence::Required, {0, 1e6, true}).value_or(0);
    m.date = r.date(n, "date", Presence::Required);
    m.source = r.string(n, "source", Presence::Required);
    c.managedTokenPrices.push_back(m);
    managedPtr.push_back(n.pointer);
}

} // namespace Advisor
