// SPDX-License-Identifier: Apache-2.0
#include "models/catalog/catalogloader.h"

#include "models/util/jsonreader.h"

#include <cmath>
#include <utility>

#include <QSet>

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

/** Loads one section at a time; cross checks run after all sections are read. */
class CatalogParser
{
public:
    CatalogParser(JsonReader &reader)
        : r(reader)
    { }

    void parse(const JsonNode &root, Catalog &c)
    {
        if (!r.expectObject(root))
            return;
        r.warnUnknownKeys(
            root,
            {QStringLiteral("schemaVersion"),     QStringLiteral("name"),           QStringLiteral("version"),
             QStringLiteral("priceDate"),         QStringLiteral("currency"),       QStringLiteral("referenceRegion"),
             QStringLiteral("sources"),           QStringLiteral("regions"),        QStringLiteral("gpus"),
             QStringLiteral("families"),          QStringLiteral("instanceTypes"),  QStringLiteral("prices"),
             QStringLiteral("billingModels"),     QStringLiteral("storage"),        QStringLiteral("serving"),
             QStringLiteral("throughputAnchors"), QStringLiteral("recommendation"), QStringLiteral("graphics"),
             QStringLiteral("diffusion"),         QStringLiteral("video"),          QStringLiteral("speech"),
             QStringLiteral("managedTokenPrices")});
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
        for (const JsonNode &n : r.array(root, "managedTokenPrices", Presence::Optional))
            parseManagedPrice(n, c);
    }

    // Pointers of each record, kept for cross-check messages.
    std::vector<QString> anchorPtr;
    std::vector<QString> videoRatePtr;
    std::vector<QString> managedPtr;
    std::vector<QString> gpuPtr, familyPtr, typePtr, pricePtr, billingPtr, storagePtr, regionPtr;
    std::vector<std::pair<QString, QString>> sourcedPtr; // pointer of each sourced value, its source key

private:
    void parseSources(const JsonNode &root, Catalog &c)
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
            ref.publisher = r.string(n, "publisher", Presence::Optional);
            ref.year = r.integer(n, "year", Presence::Optional, {1900, 2100});
            ref.url = r.string(n, "url", Presence::Optional);
            ref.date = r.date(n, "date", Presence::Optional);
            c.sources.insert(key, ref);
        }
    }

    void parseRegion(const JsonNode &n, Catalog &c)
    {
        if (!r.expectObject(n))
            return;
        Region region;
        region.id = r.string(n, "id", Presence::Required);
        region.name = r.localized(n, "name", Presence::Required);
        c.regions.push_back(region);
        regionPtr.push_back(n.pointer);
    }

    std::optional<double> perf(const JsonNode &n, const char *key)
    {
        return r.number(n, key, Presence::Optional, {0, 100000, true});
    }

    /** {"value": x, "source": key, "basis": text}; nullopt (and an error where it is malformed) otherwise. */
    std::optional<SourcedValue> sourcedValue(const JsonNode &parent, const char *key, NumberRange range)
    {
        const JsonNode n = r.child(parent, key);
        if (n.isNull())
            return std::nullopt;
        if (!r.expectObject(n))
            return std::nullopt;
        r.warnUnknownKeys(n, {QStringLiteral("value"), QStringLiteral("source"), QStringLiteral("basis")});
        const auto value = r.number(n, "value", Presence::Required, range);
        SourcedValue v;
        v.source = r.string(n, "source", Presence::Required);
        v.basis = r.string(n, "basis", Presence::Optional);
        if (!value)
            return std::nullopt;
        v.value = *value;
        sourcedPtr.push_back({n.pointer, v.source});
        return v;
    }

    void parseServing(const JsonNode &root, Catalog &c)
    {
        const JsonNode n = r.child(root, "serving");
        if (n.isNull() || !r.expectObject(n))
            return;
        r.warnUnknownKeys(n,
                          {QStringLiteral("memoryUtilization"), QStringLiteral("moeLayerOverheadUs"),
                           QStringLiteral("moeLayerOverheadPerDoublingUs"), QStringLiteral("int4DecodeFactor"),
                           QStringLiteral("int8DecodeFactor"), QStringLiteral("defaultDecodeEfficiency"),
                           QStringLiteral("minComputeCapability"), QStringLiteral("maxRunningSequences"),
                           QStringLiteral("maxRunningSequencesLarge"), QStringLiteral("largeBatchDefaultsMinGiB")});
        const NumberRange share{0, 1, true};
        ServingCalibration &s = c.serving;
        const auto take = [&](const char *key, SourcedValue &into, NumberRange range) {
            if (const auto v = sourcedValue(n, key, range))
                into = *v;
        };
        take("memoryUtilization", s.memoryUtilization, share);
        take("moeLayerOverheadUs", s.moeLayerOverheadUs, {0, 10000});
        take("moeLayerOverheadPerDoublingUs", s.moeLayerOverheadPerDoublingUs, {0, 10000});
        take("int4DecodeFactor", s.int4DecodeFactor, share);
        take("int8DecodeFactor", s.int8DecodeFactor, share);
        take("defaultDecodeEfficiency", s.defaultDecodeEfficiency, share);
        take("minComputeCapability", s.minComputeCapability, {0, 100});
        take("maxRunningSequences", s.maxRunningSequences, {1, 100000});
        take("maxRunningSequencesLarge", s.maxRunningSequencesLarge, {1, 100000});
        take("largeBatchDefaultsMinGiB", s.largeBatchDefaultsMinGiB, {0, 100000});
    }

    void parseAnchor(const JsonNode &n, Catalog &c)
    {
        if (!r.expectObject(n))
            return;
        r.warnUnknownKeys(n,
                          {QStringLiteral("model"), QStringLiteral("gpu"), QStringLiteral("job"),
                           QStringLiteral("engine"), QStringLiteral("precision"), QStringLiteral("rate"),
                           QStringLiteral("batch1LatencyMs"), QStringLiteral("sequenceLength"),
                           QStringLiteral("source"), QStringLiteral("basis")});
        ThroughputAnchor a;
        a.model = r.string(n, "model", Presence::Required);
        a.gpu = r.string(n, "gpu", Presence::Required);
        a.training = r.choice(n, "job", Presence::Required, {QStringLiteral("training"), QStringLiteral("inference")})
            == QLatin1String("training");
        a.engine = r.choice(n, "engine", Presence::Required, {QStringLiteral("framework"), QStringLiteral("tensorrt")})
                == QLatin1String("tensorrt")
            ? ServingEngine::TensorRt
            : ServingEngine::Framework;
        const QString precision = r.choice(n, "precision", Presence::Required,
                                           {QStringLiteral("fp32"), QStringLiteral("half"), QStringLiteral("int8")});
        a.precision = precision == QLatin1String("int8")
            ? AnchorPrecision::Int8
            : (precision == QLatin1String("fp32") ? AnchorPrecision::Fp32 : AnchorPrecision::Half);
        a.rate = r.number(n, "rate", Presence::Required, {0, 1e9, true}).value_or(0);
        a.batch1LatencyMs = r.number(n, "batch1LatencyMs", Presence::Optional, {0, 1e6, true});
        a.sequenceLength = r.integer(n, "sequenceLength", Presence::Optional, {1, 1000000}).value_or(0);
        a.source = r.string(n, "source", Presence::Required);
        a.basis = r.string(n, "basis", Presence::Optional);
        sourcedPtr.push_back({n.pointer, a.source});
        anchorPtr.push_back(n.pointer);
        c.throughputAnchors.push_back(a);
    }

    void parseRecommendationAndGraphics(const JsonNode &root, Catalog &c)
    {
        const NumberRange share{0, 1, true};
        const JsonNode rec = r.child(root, "recommendation");
        if (!rec.isNull() && r.expectObject(rec)) {
            r.warnUnknownKeys(rec,
                              {QStringLiteral("denseMfu"), QStringLiteral("denseMfuFp32"),
                               QStringLiteral("embeddingBandwidthShare"), QStringLiteral("exchangeShare"),
                               QStringLiteral("hostMemoryShare"), QStringLiteral("hostLinkShare")});
            RecommendationCalibration &cal = c.recommendation;
            const std::pair<const char *, SourcedValue *> shares[] = {
                {"denseMfu", &cal.denseMfu},
                {"denseMfuFp32", &cal.denseMfuFp32},
                {"embeddingBandwidthShare", &cal.embeddingBandwidthShare},
                {"exchangeShare", &cal.exchangeShare},
                {"hostMemoryShare", &cal.hostMemoryShare},
                {"hostLinkShare", &cal.hostLinkShare}};
            for (const auto &[key, into] : shares) {
                if (const auto v = sourcedValue(rec, key, share))
                    *into = *v;
            }
        }
        const JsonNode gfx = r.child(root, "graphics");
        if (!gfx.isNull() && r.expectObject(gfx)) {
            r.warnUnknownKeys(gfx, {QStringLiteral("desktopFramebufferGiB")});
            if (const auto v = sourcedValue(gfx, "desktopFramebufferGiB", {0, 1024}))
                c.graphics.desktopFramebufferGiB = *v;
        }
    }

    void parseDiffusion(const JsonNode &root, Catalog &c)
    {
        const JsonNode n = r.child(root, "diffusion");
        if (n.isNull() || !r.expectObject(n))
            return;
        r.warnUnknownKeys(n,
                          {QStringLiteral("trainingActivationGBCheckpointed"),
                           QStringLiteral("trainingActivationGBFull"), QStringLiteral("denoiserInferenceGBPerImage"),
                           QStringLiteral("vaeDecodeGBPerImage"), QStringLiteral("imageFillTflops"),
                           QStringLiteral("stepAnchorModel"), QStringLiteral("stepAnchors")});
        DiffusionCalibration &d = c.diffusion;
        const NumberRange gigabytes{0, 1000, true};
        const auto take = [&](const char *key, SourcedValue &into) {
            if (const auto v = sourcedValue(n, key, gigabytes))
                into = *v;
        };
        take("trainingActivationGBCheckpointed", d.trainingActivationGBCheckpointed);
        take("trainingActivationGBFull", d.trainingActivationGBFull);
        take("denoiserInferenceGBPerImage", d.denoiserInferenceGBPerImage);
        take("vaeDecodeGBPerImage", d.vaeDecodeGBPerImage);
        if (const auto v = sourcedValue(n, "imageFillTflops", {0, 100000, true}))
            d.imageFillTflops = *v;
        const QString model = r.string(n, "stepAnchorModel", Presence::Optional);
        if (!model.isEmpty())
            d.stepAnchorModel = model;
        for (const JsonNode &a : r.array(n, "stepAnchors", Presence::Optional)) {
            if (!r.expectObject(a))
                continue;
            r.warnUnknownKeys(a,
                              {QStringLiteral("gpu"), QStringLiteral("imageStepsPerSecond"), QStringLiteral("batch"),
                               QStringLiteral("source"), QStringLiteral("basis")});
            DiffusionStepAnchor anchor;
            anchor.gpu = r.string(a, "gpu", Presence::Required);
            anchor.imageStepsPerSecond =
                r.number(a, "imageStepsPerSecond", Presence::Required, {0, 1e6, true}).value_or(0);
            anchor.batch = r.integer(a, "batch", Presence::Optional, {1, 100000}).value_or(4);
            anchor.source = r.string(a, "source", Presence::Required);
            anchor.basis = r.string(a, "basis", Presence::Optional);
            sourcedPtr.push_back({a.pointer, anchor.source});
            d.stepAnchors.push_back(anchor);
        }
    }

    void parseVideo(const JsonNode &root, Catalog &c)
    {
        const JsonNode n = r.child(root, "video");
        if (n.isNull() || !r.expectObject(n))
            return;
        r.warnUnknownKeys(n,
                          {QStringLiteral("vaeDecodeMBPerPixelFrame"), QStringLiteral("vaeDecodeGBPerMegapixel"),
                           QStringLiteral("activationBytesPerTokenHidden"), QStringLiteral("denoiserRates")});
        VideoCalibration &v = c.video;
        const NumberRange positive{0, 1e6, true};
        if (const auto value = sourcedValue(n, "vaeDecodeMBPerPixelFrame", positive))
            v.vaeDecodeMBPerPixelFrame = *value;
        if (const auto value = sourcedValue(n, "vaeDecodeGBPerMegapixel", positive))
            v.vaeDecodeGBPerMegapixel = *value;
        if (const auto value = sourcedValue(n, "activationBytesPerTokenHidden", positive))
            v.activationBytesPerTokenHidden = *value;
        for (const JsonNode &a : r.array(n, "denoiserRates", Presence::Optional)) {
            if (!r.expectObject(a))
                continue;
            r.warnUnknownKeys(a,
                              {QStringLiteral("gpu"), QStringLiteral("effectiveTflops"), QStringLiteral("source"),
                               QStringLiteral("basis")});
            VideoRateAnchor anchor;
            anchor.gpu = r.string(a, "gpu", Presence::Required);
            anchor.effectiveTflops = r.number(a, "effectiveTflops", Presence::Required, {0, 1e5, true}).value_or(0);
            anchor.source = r.string(a, "source", Presence::Required);
            anchor.basis = r.string(a, "basis", Presence::Optional);
            sourcedPtr.push_back({a.pointer, anchor.source});
            videoRatePtr.push_back(a.pointer);
            v.denoiserRates.push_back(anchor);
        }
    }

    void parseSpeech(const JsonNode &root, Catalog &c)
    {
        const JsonNode n = r.child(root, "speech");
        if (n.isNull() || !r.expectObject(n))
            return;
        r.warnUnknownKeys(n, {QStringLiteral("decodeStepOverheadMs")});
        if (const auto v = sourcedValue(n, "decodeStepOverheadMs", {0, 10000}))
            c.speech.decodeStepOverheadMs = *v;
    }

    void parseGpu(const JsonNode &n, Catalog &c)
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

    void parseFamily(const JsonNode &n, Catalog &c)
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
            const QString type =
                r.choice(ic, "type", Presence::Required,
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
        const QString status =
            r.choice(n, "status", Presence::Required,
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

    void parseInstanceType(const JsonNode &n, Catalog &c)
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

    void parsePrice(const JsonNode &n, Catalog &c)
    {
        if (!r.expectObject(n))
            return;
        PriceRecord p;
        p.instanceType = r.string(n, "instanceType", Presence::Required);
        p.region = r.string(n, "region", Presence::Required);
        p.billing = r.choice(n, "billing", Presence::Required,
                             {QStringLiteral("payg"), QStringLiteral("spot"), QStringLiteral("subscription-1m"),
                              QStringLiteral("subscription-1y"), QStringLiteral("subscription-3y"),
                              QStringLiteral("savings-plan")});
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

    std::optional<Ratio> ratio(const JsonNode &n)
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

    void parseBilling(const JsonNode &n, Catalog &c)
    {
        if (!r.expectObject(n))
            return;
        BillingModel b;
        b.id = r.choice(n, "id", Presence::Required,
                        {QStringLiteral("payg"), QStringLiteral("spot"), QStringLiteral("subscription-1m"),
                         QStringLiteral("subscription-1y"), QStringLiteral("subscription-3y"),
                         QStringLiteral("savings-plan")});
        b.name = r.localized(n, "name", Presence::Required);
        b.ratio = ratio(n);
        b.basis = r.choice(n, "basis", Presence::Optional, {QStringLiteral("payg"), QStringLiteral("subscription-1m")});
        if (b.basis.isEmpty())
            b.basis = QStringLiteral("payg");
        b.verified = r.boolean(n, "verified", Presence::Required).value_or(false);
        b.protectionPeriodHours = r.number(n, "protectionPeriodHours", Presence::Optional, {0, 1000});
        b.minimumHours = r.number(n, "minimumHours", Presence::Optional, {0, 100000});
        b.source = r.string(n, "source", Presence::Required);
        b.notes = r.localized(n, "notes", Presence::Optional);
        c.billingModels.push_back(b);
        billingPtr.push_back(n.pointer);
    }

    // A null limit means "not published": rules treat it as unknown rather than as zero.
    std::optional<ScaledLimit> limit(const JsonNode &n, const char *key)
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

    void parseStorage(const JsonNode &n, Catalog &c)
    {
        if (!r.expectObject(n))
            return;
        StorageProduct s;
        s.id = r.string(n, "id", Presence::Required);
        s.kind = r.choice(
            n, "kind", Presence::Required,
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

    void parseManagedPrice(const JsonNode &n, Catalog &c)
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

    JsonReader &r;
};

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

void crossCheck(const Catalog &c, const CatalogParser &p, Diagnostics &d)
{
    checkDuplicates(c.regions, p.regionPtr, d);
    checkDuplicates(c.gpus, p.gpuPtr, d);
    checkDuplicates(c.families, p.familyPtr, d);
    checkDuplicates(c.instanceTypes, p.typePtr, d);
    checkDuplicates(c.billingModels, p.billingPtr, d);
    checkDuplicates(c.storage, p.storagePtr, d);

    const auto checkSource = [&](const QString &source, const QString &pointer) {
        if (!source.isEmpty() && !c.sources.contains(source))
            d.error(pointer + QStringLiteral("/source"), CatalogLoader::tr("unknown source \"%1\"").arg(source));
    };
    for (const auto &[pointer, source] : p.sourcedPtr)
        checkSource(source, pointer);
    if (!c.referenceRegion.isEmpty() && !c.region(c.referenceRegion))
        d.error(QStringLiteral("/referenceRegion"), CatalogLoader::tr("unknown region \"%1\"").arg(c.referenceRegion));

    for (std::size_t i = 0; i < c.gpus.size(); ++i) {
        const GpuSpec &g = c.gpus[i];
        checkSource(g.source, p.gpuPtr[i]);
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
    for (std::size_t i = 0; i < c.families.size(); ++i) {
        const Family &f = c.families[i];
        checkSource(f.source, p.familyPtr[i]);
        if (!f.gpu.isEmpty() && !c.gpu(f.gpu))
            d.error(p.familyPtr[i] + QStringLiteral("/gpu"), CatalogLoader::tr("unknown GPU \"%1\"").arg(f.gpu));
    }
    for (std::size_t i = 0; i < c.instanceTypes.size(); ++i) {
        const InstanceType &t = c.instanceTypes[i];
        checkSource(t.source, p.typePtr[i]);
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
    for (std::size_t i = 0; i < c.prices.size(); ++i) {
        const PriceRecord &pr = c.prices[i];
        checkSource(pr.source, p.pricePtr[i]);
        if (!pr.instanceType.isEmpty() && !c.instanceType(pr.instanceType))
            d.error(p.pricePtr[i] + QStringLiteral("/instanceType"),
                    CatalogLoader::tr("unknown instance type \"%1\"").arg(pr.instanceType));
        if (!pr.region.isEmpty() && !c.region(pr.region))
            d.error(p.pricePtr[i] + QStringLiteral("/region"),
                    CatalogLoader::tr("unknown region \"%1\"").arg(pr.region));
        if (!pr.currency.isEmpty() && pr.currency != c.currency)
            d.error(p.pricePtr[i] + QStringLiteral("/currency"),
                    CatalogLoader::tr("currency %1 differs from the catalog currency %2").arg(pr.currency, c.currency));
        if (!pr.date.isEmpty() && !c.priceDate.isEmpty() && pr.date > c.priceDate)
            d.error(p.pricePtr[i] + QStringLiteral("/date"),
                    CatalogLoader::tr("price date %1 is after the catalog price date %2").arg(pr.date, c.priceDate));
    }
    for (std::size_t i = 0; i < c.billingModels.size(); ++i)
        checkSource(c.billingModels[i].source, p.billingPtr[i]);
    for (std::size_t i = 0; i < c.storage.size(); ++i) {
        checkSource(c.storage[i].source, p.storagePtr[i]);
        if (c.storage[i].maxCapacityGiB < c.storage[i].minCapacityGiB)
            d.error(p.storagePtr[i] + QStringLiteral("/capacityGiB"), CatalogLoader::tr("max is below min"));
    }
    QSet<QString> pricedModels;
    for (std::size_t i = 0; i < c.managedTokenPrices.size(); ++i) {
        const ManagedTokenPrice &m = c.managedTokenPrices[i];
        checkSource(m.source, p.managedPtr[i]);
        if (pricedModels.contains(m.model))
            d.error(p.managedPtr[i] + QStringLiteral("/model"),
                    CatalogLoader::tr("a second managed price for model \"%1\"").arg(m.model));
        pricedModels.insert(m.model);
        if (!m.date.isEmpty() && !c.priceDate.isEmpty() && m.date > c.priceDate)
            d.error(p.managedPtr[i] + QStringLiteral("/date"),
                    CatalogLoader::tr("price date %1 is after the catalog price date %2").arg(m.date, c.priceDate));
    }
    if (!c.billingModel(QStringLiteral("payg")))
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
