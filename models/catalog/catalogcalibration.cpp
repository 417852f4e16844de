// SPDX-License-Identifier: Apache-2.0
// CatalogParser: the sections that calibrate the estimates (serving, throughput anchors, workloads).
#include "models/catalog/catalogloader.h"
#include "models/catalog/catalogparser.h"

#include <cmath>

namespace Advisor {

/** {"value": x, "source": key, "basis": text}; nullopt (and an error where it is malformed) otherwise. */
std::optional<SourcedValue> CatalogParser::sourcedValue(const JsonNode &parent, const char *key, NumberRange range)
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

void CatalogParser::parseServing(const JsonNode &root, Catalog &c)
{
    const JsonNode n = r.child(root, "serving");
    if (n.isNull() || !r.expectObject(n))
        return;
    r.warnUnknownKeys(n,
                      {QStringLiteral("memoryUtilization"), QStringLiteral("moeLayerOverheadUs"),
                       QStringLiteral("moeLayerOverheadPerDoublingUs"), QStringLiteral("int4DecodeFactor"),
                       QStringLiteral("int8DecodeFactor"), QStringLiteral("defaultDecodeEfficiency"),
                       QStringLiteral("minComputeCapability"), QStringLiteral("maxRunningSequences"),
                       QStringLiteral("maxRunningSequencesLarge"), QStringLiteral("largeBatchDefaultsMinGiB"),
                       QStringLiteral("decodeTileRows"), QStringLiteral("decodeTileEfficiency"),
                       QStringLiteral("decodeTileArchitectures"), QStringLiteral("llmEngines")});
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
    take("decodeTileRows", s.decodeTileRows, {0, 4096});
    take("decodeTileEfficiency", s.decodeTileEfficiency, share);
    if (!r.child(n, "decodeTileArchitectures").isNull())
        s.decodeTileArchitectures = r.stringList(n, "decodeTileArchitectures", Presence::Optional);
    for (const JsonNode &e : r.array(n, "llmEngines", Presence::Optional)) {
        if (r.expectObject(e))
            parseLlmEngine(e, c);
    }
}

void CatalogParser::parseLlmEngine(const JsonNode &e, Catalog &c)
{
    r.warnUnknownKeys(e,
                      {QStringLiteral("engine"), QStringLiteral("maxRunningSequences"), QStringLiteral("gpuCaps"),
                       QStringLiteral("decodeFactor"), QStringLiteral("prefillFactor")});
    const auto engine = llmEngineFromString(r.choice(e, "engine", Presence::Required, llmEngineNames()));
    // A factor scales the calibrated speed: past 20× either way it is a typo, not an engine.
    const auto decode = sourcedValue(e, "decodeFactor", {0.05, 20, true});
    const auto prefill = sourcedValue(e, "prefillFactor", {0.05, 20, true});
    // A missing factor is named where it belongs; a malformed one was named by sourcedValue.
    for (const char *key : {"decodeFactor", "prefillFactor"}) {
        if (r.child(e, key).isNull())
            r.diagnostics().error(e.pointer + QLatin1Char('/') + QLatin1String(key),
                                  CatalogLoader::tr("an LLM engine needs its %1: {\"value\", \"source\"}, its speed "
                                                    "over the calibrated default on the same GPU")
                                      .arg(QLatin1String(key)));
    }
    LlmEngineCalibration cal;
    cal.maxRunningSequences = sourcedValue(e, "maxRunningSequences", {1, 100000});
    if (cal.maxRunningSequences && cal.maxRunningSequences->value != std::floor(cal.maxRunningSequences->value))
        r.diagnostics().error(e.pointer + QStringLiteral("/maxRunningSequences/value"),
                              CatalogLoader::tr("expected a whole number of requests, found %1")
                                  .arg(QString::number(cal.maxRunningSequences->value, 'g', 10)));
    cal.gpuCaps = parseLlmEngineCaps(e, cal.maxRunningSequences.has_value());
    if (!engine || !decode || !prefill)
        return;
    if (c.serving.llmEngine(*engine)) {
        r.diagnostics().error(e.pointer + QStringLiteral("/engine"),
                              CatalogLoader::tr("LLM engine \"%1\" is listed twice").arg(toString(*engine)));
        return;
    }
    cal.engine = *engine;
    cal.decodeFactor = *decode;
    cal.prefillFactor = *prefill;
    c.serving.llmEngines.push_back(cal);
}

std::vector<std::pair<QStringList, double>> CatalogParser::parseLlmEngineCaps(const JsonNode &e, bool hasOwnCap)
{
    std::vector<std::pair<QStringList, double>> caps;
    const JsonNode list = r.child(e, "gpuCaps");
    // Without its own cap the engine keeps vLLM's rule, which would silently ignore these.
    if (!list.isNull() && !hasOwnCap)
        r.diagnostics().error(list.pointer,
                              CatalogLoader::tr("per-GPU caps need the engine's own maxRunningSequences; without it "
                                                "the engine keeps vLLM's rule and these caps would be ignored"));
    for (const JsonNode &g : r.array(e, "gpuCaps", Presence::Optional)) {
        if (!r.expectObject(g))
            continue;
        r.warnUnknownKeys(g, {QStringLiteral("gpus"), QStringLiteral("value")});
        const QStringList gpus = r.stringList(g, "gpus", Presence::Required);
        const JsonNode gpusNode = r.child(g, "gpus");
        // An empty name is a prefix of every GPU id: the cap would apply everywhere.
        if (!gpusNode.isNull() && gpusNode.value->is_array() && gpusNode.value->empty())
            r.diagnostics().error(g.pointer + QStringLiteral("/gpus"),
                                  CatalogLoader::tr("a per-GPU cap needs at least one GPU id prefix"));
        for (qsizetype i = 0; i < gpus.size(); ++i) {
            if (gpus.at(i).trimmed().isEmpty())
                r.diagnostics().error(g.pointer + QStringLiteral("/gpus/") + QString::number(i),
                                      CatalogLoader::tr("an empty GPU id prefix would match every GPU"));
        }
        const auto cap = r.integer(g, "value", Presence::Required, {1, 100000});
        caps.emplace_back(gpus, cap.value_or(1));
    }
    return caps;
}

void CatalogParser::parseAnchor(const JsonNode &n, Catalog &c)
{
    if (!r.expectObject(n))
        return;
    r.warnUnknownKeys(n,
                      {QStringLiteral("model"), QStringLiteral("gpu"), QStringLiteral("job"), QStringLiteral("engine"),
                       QStringLiteral("precision"), QStringLiteral("rate"), QStringLiteral("batch1LatencyMs"),
                       QStringLiteral("sequenceLength"), QStringLiteral("gflopsPerSample"), QStringLiteral("source"),
                       QStringLiteral("basis")});
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
    a.gflopsPerSample = r.number(n, "gflopsPerSample", Presence::Optional, {0, 1e7, true});
    a.source = r.string(n, "source", Presence::Required);
    a.basis = r.string(n, "basis", Presence::Optional);
    sourcedPtr.push_back({n.pointer, a.source});
    anchorPtr.push_back(n.pointer);
    c.throughputAnchors.push_back(a);
}

void CatalogParser::parseRecommendationAndGraphics(const JsonNode &root, Catalog &c)
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

void CatalogParser::parseDiffusion(const JsonNode &root, Catalog &c)
{
    const JsonNode n = r.child(root, "diffusion");
    if (n.isNull() || !r.expectObject(n))
        return;
    r.warnUnknownKeys(n,
                      {QStringLiteral("trainingActivationGBCheckpointed"), QStringLiteral("trainingActivationGBFull"),
                       QStringLiteral("denoiserInferenceGBPerImage"), QStringLiteral("vaeDecodeGBPerImage"),
                       QStringLiteral("transformerActivationCopies"), QStringLiteral("imageFillTflops"),
                       QStringLiteral("stepAnchorModel"), QStringLiteral("stepAnchors"),
                       QStringLiteral("anchorStepGflops"), QStringLiteral("anchorBlocks"),
                       QStringLiteral("callFloorMsPerBlock"), QStringLiteral("transformerBlockWeight"),
                       QStringLiteral("transformerRates")});
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
    if (const auto v = sourcedValue(n, "transformerActivationCopies", {1, 1000, true}))
        d.transformerActivationCopies = *v;
    if (const auto v = sourcedValue(n, "imageFillTflops", {0, 100000, true}))
        d.imageFillTflops = *v;
    if (const auto v = sourcedValue(n, "anchorStepGflops", {0, 1e9, true}))
        d.anchorStepGflops = *v;
    if (const auto v = sourcedValue(n, "transformerBlockWeight", {0, 100, true}))
        d.transformerBlockWeight = *v;
    if (const auto v = sourcedValue(n, "anchorBlocks", {1, 10000}))
        d.anchorBlocks = *v;
    if (const auto v = sourcedValue(n, "callFloorMsPerBlock", {0, 1000, true}))
        d.callFloorMsPerBlock = *v;
    parseDiffusionTransformerRates(n, d);
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
        anchor.imageStepsPerSecond = r.number(a, "imageStepsPerSecond", Presence::Required, {0, 1e6, true}).value_or(0);
        anchor.batch = r.integer(a, "batch", Presence::Optional, {1, 100000}).value_or(4);
        anchor.source = r.string(a, "source", Presence::Required);
        anchor.basis = r.string(a, "basis", Presence::Optional);
        sourcedPtr.push_back({a.pointer, anchor.source});
        d.stepAnchors.push_back(anchor);
    }
}

void CatalogParser::parseDiffusionTransformerRates(const JsonNode &n, DiffusionCalibration &d)
{
    for (const JsonNode &a : r.array(n, "transformerRates", Presence::Optional)) {
        if (!r.expectObject(a))
            continue;
        r.warnUnknownKeys(a,
                          {QStringLiteral("gpu"), QStringLiteral("effectiveTflops"), QStringLiteral("source"),
                           QStringLiteral("basis")});
        DiffusionTransformerRate rate;
        rate.gpu = r.string(a, "gpu", Presence::Required);
        rate.effectiveTflops = r.number(a, "effectiveTflops", Presence::Required, {0, 1e5, true}).value_or(0);
        rate.source = r.string(a, "source", Presence::Required);
        rate.basis = r.string(a, "basis", Presence::Optional);
        sourcedPtr.push_back({a.pointer, rate.source});
        d.transformerRates.push_back(rate);
    }
}

void CatalogParser::parseVideo(const JsonNode &root, Catalog &c)
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

void CatalogParser::parseSpeech(const JsonNode &root, Catalog &c)
{
    const JsonNode n = r.child(root, "speech");
    if (n.isNull() || !r.expectObject(n))
        return;
    r.warnUnknownKeys(n,
                      {QStringLiteral("decodeStepOverheadMs"), QStringLiteral("engines"),
                       QStringLiteral("windowSeconds"), QStringLiteral("tokensPerWindow")});
    if (const auto v = sourcedValue(n, "decodeStepOverheadMs", {0, 10000}))
        c.speech.decodeStepOverheadMs = *v;
    if (const auto v = sourcedValue(n, "windowSeconds", {0, 3600, true}))
        c.speech.windowSeconds = *v;
    if (const auto v = sourcedValue(n, "tokensPerWindow", {0, 100000, true}))
        c.speech.tokensPerWindow = *v;
    for (const JsonNode &e : r.array(n, "engines", Presence::Optional)) {
        if (r.expectObject(e))
            parseSpeechEngine(e, c);
    }
}

void CatalogParser::parseSpeechEngine(const JsonNode &e, Catalog &c)
{
    r.warnUnknownKeys(e,
                      {QStringLiteral("engine"), QStringLiteral("timeFactor"), QStringLiteral("factorLow"),
                       QStringLiteral("factorHigh"), QStringLiteral("unbatchedShare"), QStringLiteral("beams"),
                       QStringLiteral("sources")});
    const auto engine = speechEngineFromString(r.choice(e, "engine", Presence::Required, speechEngineNames()));
    const auto factor = sourcedValue(e, "timeFactor", {0.01, 100, true});
    if (!engine || !factor)
        return;
    if (c.speech.engine(*engine)) {
        r.diagnostics().error(e.pointer,
                              CatalogLoader::tr("speech engine \"%1\" is listed twice").arg(toString(*engine)));
        return;
    }
    SpeechEngineCalibration cal;
    cal.engine = *engine;
    cal.timeFactor = *factor;
    cal.factorLow = r.number(e, "factorLow", Presence::Optional, {0.01, 100, true}).value_or(factor->value);
    cal.factorHigh = r.number(e, "factorHigh", Presence::Optional, {0.01, 100, true}).value_or(factor->value);
    if (cal.factorLow > factor->value || cal.factorHigh < factor->value)
        r.diagnostics().error(e.pointer,
                              CatalogLoader::tr("the factor lies outside its own spread (factorLow to "
                                                "factorHigh)"));
    cal.unbatchedShare = sourcedValue(e, "unbatchedShare", {0, 1});
    cal.beams = r.integer(e, "beams", Presence::Optional, {1, 64}).value_or(1);
    cal.sources << factor->source;
    for (const QString &key : r.stringList(e, "sources", Presence::Optional)) {
        sourcedPtr.push_back({e.pointer + QStringLiteral("/sources"), key});
        if (!cal.sources.contains(key))
            cal.sources << key;
    }
    c.speech.engines.push_back(cal);
}

void CatalogParser::parseTraining(const JsonNode &root, Catalog &c)
{
    const JsonNode n = r.child(root, "training");
    if (n.isNull() || !r.expectObject(n))
        return;
    r.warnUnknownKeys(n, {QStringLiteral("mfuBySize")});
    for (const JsonNode &e : r.array(n, "mfuBySize", Presence::Optional)) {
        if (!r.expectObject(e))
            continue;
        r.warnUnknownKeys(e,
                          {QStringLiteral("parameters"), QStringLiteral("gpu"), QStringLiteral("utilisation"),
                           QStringLiteral("mfu"), QStringLiteral("hfu"), QStringLiteral("source"),
                           QStringLiteral("quote"), QStringLiteral("basis"), QStringLiteral("layout")});
        TrainingMfuRow row;
        const auto parameters = r.number(e, "parameters", Presence::Required, {1e6, 1e14});
        const auto utilisation = r.number(e, "utilisation", Presence::Required, {0, 1, true});
        const auto mfu = r.number(e, "mfu", Presence::Required, {0, 1, true});
        const auto hfu = r.number(e, "hfu", Presence::Required, {0, 1, true});
        row.gpu = r.string(e, "gpu", Presence::Required);
        row.source = r.string(e, "source", Presence::Required);
        row.quote = r.string(e, "quote", Presence::Required);
        row.basis = r.string(e, "basis", Presence::Optional);
        const QString layout = r.string(e, "layout", Presence::Optional);
        if (!layout.isEmpty() && layout != QLatin1String("megatron") && layout != QLatin1String("data-parallel")) {
            r.diagnostics().error(e.pointer + QStringLiteral("/layout"),
                                  CatalogLoader::tr("unknown training layout \"%1\"").arg(layout));
            continue;
        }
        row.megatron = layout == QLatin1String("megatron");
        if (!parameters || !utilisation || !mfu || !hfu || row.gpu.isEmpty())
            continue;
        if (!c.gpu(row.gpu)) {
            r.diagnostics().error(e.pointer + QStringLiteral("/gpu"),
                                  CatalogLoader::tr("unknown GPU \"%1\"").arg(row.gpu));
            continue;
        }
        // A run's hardware does at least the model's FLOPs: a row with HFU under MFU is mistyped.
        if (*hfu < *mfu) {
            r.diagnostics().error(e.pointer + QStringLiteral("/hfu"),
                                  CatalogLoader::tr("the hardware FLOPs utilisation is below the model FLOPs "
                                                    "utilisation"));
            continue;
        }
        row.parameters = *parameters;
        row.utilisation = *utilisation;
        row.mfu = *mfu;
        row.hfu = *hfu;
        sourcedPtr.push_back({e.pointer, row.source});
        c.training.mfuBySize.push_back(row);
    }
}

} // namespace Advisor
