// SPDX-License-Identifier: Apache-2.0
#include "models/catalog/presetloader.h"

#include "models/util/jsonreader.h"

#include <QHash>
#include <QSet>

namespace Advisor {

namespace {

std::optional<TransformerShape> readShape(JsonReader &r, const JsonNode &n, bool required)
{
    const Presence presence = required ? Presence::Required : Presence::Optional;
    if (!required && r.child(n, "layers").isNull())
        return std::nullopt;
    const NumberRange dims{1, 1e7};
    TransformerShape s;
    s.layers = r.integer(n, "layers", presence, {1, 1000}).value_or(0);
    s.hidden = r.integer(n, "hidden", presence, dims).value_or(0);
    s.heads = r.integer(n, "heads", presence, {1, 10000}).value_or(0);
    s.kvHeads = r.integer(n, "kvHeads", presence, {1, 10000}).value_or(0);
    s.headDim = r.integer(n, "headDim", presence, {1, 10000}).value_or(0);
    s.ffn = r.integer(n, "ffn", presence, dims).value_or(0);
    s.vocab = r.integer(n, "vocab", Presence::Optional, dims).value_or(0);
    s.context = r.integer(n, "context", presence, {1, 1e8}).value_or(0);
    s.tiedEmbeddings = r.boolean(n, "tiedEmbeddings", Presence::Optional).value_or(false);
    s.kvBytesPerToken16bit = r.number(n, "kvBytesPerToken16bit", Presence::Optional, {0, 1e9, true});
    if (s.kvHeads > s.heads && s.heads > 0)
        r.diagnostics().error(n.pointer + QStringLiteral("/kvHeads"),
                              PresetLoader::tr("a model cannot have more KV heads (%1) than attention heads (%2)")
                                  .arg(s.kvHeads)
                                  .arg(s.heads));
    return s;
}

void readSources(JsonReader &r, const JsonNode &root, ModelPresetLibrary &library)
{
    const JsonNode sources = r.child(root, "sources");
    if (!sources.isNull() && r.expectObject(sources)) {
        for (auto it = sources.value->begin(); it != sources.value->end(); ++it) {
            const JsonNode s{&*it,
                             sources.pointer + QLatin1Char('/') + jsonPointerToken(QString::fromStdString(it.key()))};
            if (r.expectObject(s)) {
                r.string(s, "title", Presence::Required);
                library.sourceUrls.insert(QString::fromStdString(it.key()), r.string(s, "url", Presence::Optional));
            }
        }
    }
}

void readMoe(JsonReader &r, const JsonNode &n, ModelPreset &p)
{
    const JsonNode m = r.child(n, "moe");
    if (m.isNull()) {
        r.diagnostics().error(m.pointer, PresetLoader::tr("required field is missing"));
    } else if (r.expectObject(m)) {
        MoeShape moe;
        moe.routedExperts = r.integer(m, "routedExperts", Presence::Required, {1, 100000}).value_or(0);
        moe.sharedExperts = r.integer(m, "sharedExperts", Presence::Optional, {0, 1000}).value_or(0);
        moe.activeExperts = r.integer(m, "activeExperts", Presence::Required, {1, 1000}).value_or(0);
        moe.expertFfn = r.integer(m, "expertFfn", Presence::Required, {1, 1e7}).value_or(0);
        moe.denseLayers = r.integer(m, "denseLayers", Presence::Optional, {0, 1000}).value_or(0);
        p.moe = moe;
    }
    if (!p.activeParameters)
        r.diagnostics().error(n.pointer + QStringLiteral("/activeParameters"),
                              PresetLoader::tr("a mixture-of-experts model needs its active parameter count"));
}

void readPerSample(JsonReader &r, const JsonNode &n, ModelPreset &p)
{
    const JsonNode ps = r.child(n, "perSample");
    if (!ps.isNull() && r.expectObject(ps)) {
        p.gflopsPerSample = r.number(ps, "gflops", Presence::Optional, {0, 1e9, true});
        if (const auto px = r.integer(ps, "resolution", Presence::Optional, {16, 16384}))
            p.imageResolution = int(*px);
        if (const auto patch = r.integer(ps, "patch", Presence::Optional, {1, 1024}))
            p.patchSize = int(*patch);
        p.inputDescription = r.string(ps, "inputDescription", Presence::Optional);
    }
    if (p.architecture == Architecture::Vit && (!p.imageResolution || !p.patchSize || !p.transformer))
        r.diagnostics().error(
            n.pointer + QStringLiteral("/perSample"),
            PresetLoader::tr("a vision transformer needs its layers, image resolution and patch size"));
}

void readEmbeddings(JsonReader &r, const JsonNode &n, ModelPreset &p)
{
    const JsonNode e = r.child(n, "embeddings");
    if (p.architecture == Architecture::Recommender && e.isNull()) {
        r.diagnostics().error(e.pointer, PresetLoader::tr("required field is missing"));
    } else if (!e.isNull() && r.expectObject(e)) {
        EmbeddingTables t;
        t.parameters = r.number(e, "parameters", Presence::Required, {1, 1e14}).value_or(0);
        t.dimension = r.integer(e, "dimension", Presence::Required, {1, 100000}).value_or(0);
        t.lookupsPerSample = r.integer(e, "lookupsPerSample", Presence::Required, {1, 1e6}).value_or(0);
        t.pooledFeatures = r.integer(e, "pooledFeatures", Presence::Optional, {1, 1e6}).value_or(0);
        if (t.parameters > p.parameters)
            r.diagnostics().error(e.pointer + QStringLiteral("/parameters"),
                                  PresetLoader::tr("the embedding tables cannot hold more parameters than the model"));
        p.embeddings = t;
    }
}

std::optional<VideoShape> readVideoShape(JsonReader &r, const JsonNode &dp)
{
    const JsonNode vn = r.child(dp, "video");
    if (vn.isNull() || !r.expectObject(vn))
        return std::nullopt;
    VideoShape v;
    const NumberRange dims{1, 1e6};
    v.layers = r.integer(vn, "layers", Presence::Required, {1, 1000}).value_or(0);
    v.hidden = r.integer(vn, "hidden", Presence::Required, dims).value_or(0);
    v.heads = r.integer(vn, "heads", Presence::Required, {1, 10000}).value_or(1);
    v.ffn = r.integer(vn, "ffn", Presence::Required, dims).value_or(0);
    v.width = r.integer(vn, "width", Presence::Required, {16, 16384}).value_or(0);
    v.height = r.integer(vn, "height", Presence::Required, {16, 16384}).value_or(0);
    v.frames = r.integer(vn, "frames", Presence::Required, {1, 100000}).value_or(1);
    v.steps = r.integer(vn, "steps", Presence::Required, {1, 1000}).value_or(50);
    v.temporalCompression = r.integer(vn, "temporalCompression", Presence::Required, {1, 64}).value_or(4);
    v.spatialCompression = r.integer(vn, "spatialCompression", Presence::Required, {1, 64}).value_or(8);
    v.patchFrames = r.integer(vn, "patchFrames", Presence::Optional, {1, 16}).value_or(1);
    v.patchSide = r.integer(vn, "patchSide", Presence::Optional, {1, 16}).value_or(2);
    v.textTokens = r.integer(vn, "textTokens", Presence::Optional, {0, 100000}).value_or(0);
    v.guidancePasses = r.integer(vn, "guidancePasses", Presence::Required, {1, 8}).value_or(2);
    return v;
}

void readStepCost(JsonReader &r, const JsonNode &dp, const ModelPresetLibrary &library, DiffusionParts &parts)
{
    const JsonNode cost = r.child(dp, "stepCost");
    if (!cost.isNull() && r.expectObject(cost)) {
        parts.stepCost = r.number(cost, "value", Presence::Required, {0, 1000, true}).value_or(1);
        parts.stepCostSource = r.string(cost, "source", Presence::Required);
        parts.stepCostBasis = r.string(cost, "basis", Presence::Optional);
        if (!parts.stepCostSource.isEmpty() && !library.sourceUrls.contains(parts.stepCostSource))
            r.diagnostics().error(cost.pointer + QStringLiteral("/source"),
                                  PresetLoader::tr("unknown source \"%1\"").arg(parts.stepCostSource));
    }
}

std::optional<DiffusionStepFlops> readStepFlops(JsonReader &r, const JsonNode &dp, const ModelPresetLibrary &library)
{
    const JsonNode fn = r.child(dp, "stepFlops");
    if (fn.isNull() || !r.expectObject(fn))
        return std::nullopt;
    DiffusionStepFlops f;
    const QString design = r.string(fn, "design", Presence::Required);
    f.transformer = design == QLatin1String("mmdit");
    if (design != QLatin1String("unet") && !f.transformer)
        r.diagnostics().error(fn.pointer + QStringLiteral("/design"), PresetLoader::tr("expected unet or mmdit"));
    f.otherGflops = r.number(fn, "otherGflops", Presence::Optional, {0, 1e7}).value_or(0);
    for (const JsonNode &a : r.array(fn, "attention", Presence::Required)) {
        if (!r.expectObject(a))
            continue;
        DiffusionStepFlops::AttentionLevel level;
        level.tokens = r.number(a, "tokens", Presence::Required, {1, 1e8}).value_or(1);
        level.width = r.integer(a, "width", Presence::Required, {1, 1e6}).value_or(1);
        level.layers = r.integer(a, "layers", Presence::Required, {1, 10000}).value_or(1);
        f.attention.push_back(level);
    }
    f.residualBlocks = r.integer(fn, "residualBlocks", Presence::Optional, {0, 10000}).value_or(0);
    f.transformerBlocks = r.integer(fn, "transformerBlocks", Presence::Required, {1, 10000}).value_or(1);
    f.textTokens = r.integer(fn, "textTokens", Presence::Optional, {0, 100000}).value_or(0);
    f.passesPerStep = r.integer(fn, "passesPerStep", Presence::Required, {1, 8}).value_or(2);
    f.source = r.string(fn, "source", Presence::Required);
    f.basis = r.string(fn, "basis", Presence::Optional);
    if (!f.source.isEmpty() && !library.sourceUrls.contains(f.source))
        r.diagnostics().error(fn.pointer + QStringLiteral("/source"),
                              PresetLoader::tr("unknown source \"%1\"").arg(f.source));
    return f;
}

void readDiffusion(JsonReader &r, const JsonNode &n, const ModelPresetLibrary &library, ModelPreset &p)
{
    const JsonNode dp = r.child(n, "diffusion");
    if (!dp.isNull() && r.expectObject(dp)) {
        DiffusionParts parts;
        const NumberRange count{0, 1e13};
        parts.denoiser = r.number(dp, "denoiser", Presence::Required, {1e3, 1e13}).value_or(0);
        parts.textEncoders = r.number(dp, "textEncoders", Presence::Optional, count).value_or(0);
        parts.vae = r.number(dp, "vae", Presence::Optional, count).value_or(0);
        parts.nativeResolution = r.integer(dp, "nativeResolution", Presence::Required, {64, 16384}).value_or(512);
        parts.vaeUpcastInFp16 = r.boolean(dp, "vaeUpcastInFp16", Presence::Optional).value_or(false);
        parts.video = readVideoShape(r, dp);
        readStepCost(r, dp, library, parts);
        parts.stepFlops = readStepFlops(r, dp, library);
        parts.defaultSteps = r.integer(dp, "steps", Presence::Optional, {1, 1000}).value_or(0);
        p.diffusion = parts;
    }
}

/** Names of the presets read so far, to catch ids and aliases that collide. */
struct PresetNames
{
    QSet<QString> ids;
    QHash<QString, QString> lookupKeys; // presetLookupKey() of every id and alias read so far, to its preset's id
};

void registerIdAndAliases(JsonReader &r, const JsonNode &n, ModelPreset &p, PresetNames &names)
{
    const QString idOwner = names.lookupKeys.value(presetLookupKey(p.id));
    if (!idOwner.isEmpty() && idOwner != p.id)
        r.diagnostics().error(
            n.pointer + QStringLiteral("/id"),
            PresetLoader::tr("the id \"%1\" reads the same as a name of the preset \"%2\"").arg(p.id, idOwner));
    names.lookupKeys.insert(presetLookupKey(p.id), p.id);
    for (const JsonNode &a : r.array(n, "aliases", Presence::Optional)) {
        if (!a.value->is_string() || QString::fromStdString(a.value->get<std::string>()).trimmed().isEmpty()) {
            r.diagnostics().error(a.pointer, PresetLoader::tr("expected a model name"));
            continue;
        }
        const QString alias = QString::fromStdString(a.value->get<std::string>());
        // An alias that reads like another preset's name would make a lookup ambiguous.
        const QString owner = names.lookupKeys.value(presetLookupKey(alias));
        if (!owner.isEmpty() && owner != p.id)
            r.diagnostics().error(
                a.pointer, PresetLoader::tr("the alias \"%1\" already names the preset \"%2\"").arg(alias, owner));
        names.lookupKeys.insert(presetLookupKey(alias), p.id);
        p.aliases << alias;
    }
}

ModelPreset readPreset(JsonReader &r, const JsonNode &n, const ModelPresetLibrary &library, PresetNames &names)
{
    static const QStringList tasks{QStringLiteral("llm"), QStringLiteral("diffusion"), QStringLiteral("cv"),
                                   QStringLiteral("nlp"), QStringLiteral("speech"),    QStringLiteral("recsys")};
    static const QStringList architectures = presetArchitectureNames();
    ModelPreset p;
    p.id = r.string(n, "id", Presence::Required);
    if (names.ids.contains(p.id))
        r.diagnostics().error(n.pointer + QStringLiteral("/id"), PresetLoader::tr("duplicate id \"%1\"").arg(p.id));
    names.ids.insert(p.id);
    p.name = r.string(n, "name", Presence::Required);
    p.task = r.choice(n, "task", Presence::Required, tasks);
    p.architecture = architectureFromString(r.choice(n, "architecture", Presence::Required, architectures))
                         .value_or(Architecture::Decoder);
    p.parameters = r.number(n, "parameters", Presence::Required, {1e3, 1e14}).value_or(0);
    p.activeParameters = r.number(n, "activeParameters", Presence::Optional, {1e3, 1e14});
    const bool isTransformer = p.architecture != Architecture::Cnn && p.architecture != Architecture::Diffusion
        && p.architecture != Architecture::Recommender;
    p.transformer = readShape(r, n, isTransformer);
    if (p.architecture == Architecture::MoeDecoder)
        readMoe(r, n, p);
    readPerSample(r, n, p);
    readEmbeddings(r, n, p);
    readDiffusion(r, n, library, p);
    p.releasedDtype = r.string(n, "releasedDtype", Presence::Optional);
    p.checkpointBytes = r.number(n, "checkpointBytes", Presence::Optional, {0, 1e15, true});
    p.referenceMemory = r.localized(n, "referenceMemory", Presence::Optional);
    p.source = r.string(n, "source", Presence::Required);
    if (!p.source.isEmpty() && !library.sourceUrls.contains(p.source))
        r.diagnostics().error(n.pointer + QStringLiteral("/source"),
                              PresetLoader::tr("unknown source \"%1\"").arg(p.source));
    p.notes = r.localized(n, "notes", Presence::Optional);
    registerIdAndAliases(r, n, p, names);
    return p;
}

} // namespace

PresetLoadResult PresetLoader::fromJson(const QByteArray &json)
{
    PresetLoadResult result;
    const auto doc = JsonReader::parse(json, result.diagnostics);
    if (!doc)
        return result;
    JsonReader r(result.diagnostics);
    const JsonNode root{&*doc, {}};
    if (!r.expectObject(root))
        return result;
    ModelPresetLibrary library;
    const auto version = r.integer(root, "schemaVersion", Presence::Required, {1, 1});
    Q_UNUSED(version)
    readSources(r, root, library);
    PresetNames names;
    for (const JsonNode &n : r.array(root, "presets", Presence::Required)) {
        if (!r.expectObject(n))
            continue;
        library.presets.push_back(readPreset(r, n, library, names));
    }
    if (!result.diagnostics.hasErrors())
        result.library = std::move(library);
    return result;
}

PresetLoadResult PresetLoader::fromFile(const QString &path)
{
    PresetLoadResult result;
    const auto bytes = JsonReader::readFile(path, maxFileBytes, result.diagnostics);
    if (!bytes)
        return result;
    return fromJson(*bytes);
}

PresetLoadResult PresetLoader::embedded()
{
    return fromFile(QStringLiteral(":/catalog/models.json"));
}

QString PresetLoader::unknownPresetMessage(const ModelPresetLibrary &library, const QString &name)
{
    QStringList nearest;
    for (const QString &id : library.nearestIds(name))
        nearest << QLatin1Char('"') + id + QLatin1Char('"');
    return tr("unknown model preset \"%1\"; the nearest presets are %2. For a model that is not a preset, give "
              "\"parameters\" (and \"architecture\") instead, or import its Hugging Face config.json on the "
              "Workload page")
        .arg(name, nearest.join(QStringLiteral(", ")));
}

} // namespace Advisor
