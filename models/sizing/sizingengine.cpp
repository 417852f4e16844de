// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/sizingengine.h"

#include "models/sizing/measuredthroughput.h"
#include "models/sizing/memorymodel.h"
#include "models/sizing/performancemodel.h"
#include "models/sizing/recommendermodel.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <exception>
#include <limits>
#include <memory>
#include <system_error>
#include <thread>

#include <QHash>
#include <QLocale>

namespace Advisor {

namespace {
bool usesGraphicsFamilies(const Scenario &s)
{
    return s.task == Task::Graphics;
}

/** A generated answer whose first token, for a lone request, takes longer than its target: no user is served in time.
 */
bool firstTokenTooSlow(const Configuration &c)
{
    return c.economics->applies && c.economics->generative && c.economics->ttftMissed;
}

/** One session per instance (desktops, development slices): more sessions than instances allowed do not run. */
void limitInstances(const Scenario &s, Configuration &c)
{
    const int maxNodes = std::max(1, s.constraints.maxNodes);
    if (c.instances > maxNodes)
        c.problems.push_back({Finding::Kind::TooManyInstances, {double(c.instances), double(maxNodes)}, {}});
}
} // namespace

SizingParameters parametersFor(const Scenario &s)
{
    SizingParameters p;
    // Korthikanti et al. 2022, Narayanan et al. 2021: tuned A100 pre-training 40–55 %, an untuned HF Trainer fine-tune
    // 25–35 %.
    switch (s.stage) {
    case Stage::Pretrain:
        p.mfuTraining = 0.40;
        break;
    case Stage::FinetuneFull:
        p.mfuTraining = 0.35;
        break;
    default:
        p.mfuTraining = 0.30;
        break;
    }
    if (s.assumptions.mfu)
        p.mfuTraining = *s.assumptions.mfu;
    if (s.assumptions.mbu)
        p.decodeEfficiencyOverride = *s.assumptions.mbu;
    if (s.assumptions.bytesPerParamAdam)
        p.bytesPerParamAdam = *s.assumptions.bytesPerParamAdam;
    return p;
}

SizingEngine::SizingEngine(const Catalog &catalog, const ModelPresetLibrary &presets, SizingParameters parameters)
    : m_catalog(catalog)
    , m_presets(presets)
    , m_params(parameters)
    , m_prices(catalog)
    , m_workers(std::clamp(int(std::thread::hardware_concurrency()), 1, maxWorkers))
{
    for (const GpuSpec &g : catalog.gpus) {
        bool known = false;
        const double capability = g.computeCapability.toDouble(&known);
        m_capability.insert(&g, known ? std::optional<double>(capability) : std::nullopt);
        if (!m_gpus.contains(g.id)) // the first of an id, as the catalog finds it
            m_gpus.insert(g.id, &g);
    }
    for (const Family &f : catalog.families) {
        if (!m_families.contains(f.id))
            m_families.insert(f.id, &f);
    }
    m_typeParts.reserve(catalog.instanceTypes.size());
    for (const InstanceType &t : catalog.instanceTypes) {
        const Family *f = familyById(t.family);
        m_typeParts.emplace_back(f, f ? gpuById(f->gpu) : nullptr);
    }
}

void SizingEngine::setWorkers(int workers)
{
    m_workers = std::clamp(workers, 1, maxWorkers);
}

std::optional<std::size_t> SizingEngine::positionOf(const InstanceType &type) const
{
    const std::vector<InstanceType> &types = m_catalog.instanceTypes;
    const auto address = reinterpret_cast<std::uintptr_t>(&type);
    const auto first = reinterpret_cast<std::uintptr_t>(types.data());
    if (!types.empty() && address >= first && address < first + types.size() * sizeof(InstanceType))
        return (address - first) / sizeof(InstanceType);
    return std::nullopt;
}

std::pair<const Family *, const GpuSpec *> SizingEngine::partsOf(const InstanceType &type) const
{
    if (const std::optional<std::size_t> position = positionOf(type))
        return m_typeParts[*position];
    const Family *f = familyById(type.family);
    return {f, f ? gpuById(f->gpu) : nullptr};
}

void SizingEngine::describeModel(const Scenario &s, WorkloadProfile &p) const
{
    const ModelPreset *preset = s.model.isEmpty() ? nullptr : m_presets.preset(s.model);
    if (preset) {
        p.modelName = preset->name;
        p.architecture = preset->architecture;
        p.parameters = preset->parameters;
        p.activeParameters = preset->activeParameters.value_or(preset->parameters);
        p.shape = preset->transformer;
        p.forwardGflopsPerSample = preset->gflopsPerSample.value_or(0);
        p.embeddings = preset->embeddings;
        p.diffusion = preset->diffusion;
        if (p.diffusion)
            p.imageResolution = s.imageResolution.value_or(p.diffusion->nativeResolution);
        if (preset->architecture == Architecture::Cnn && preset->imageResolution) {
            // Convolutions cost in proportion to the pixels, and so do their activations.
            const int native = *preset->imageResolution;
            p.imageResolution = s.imageResolution.value_or(native);
            p.imageArea = double(p.imageResolution) * p.imageResolution / (double(native) * native);
            p.forwardGflopsPerSample *= p.imageArea;
            if (s.imageResolution)
                p.assumptions.push_back(
                    {QStringLiteral("image-size"), {double(p.imageResolution), double(native), p.imageArea}, {}, {}});
        }
        // A published checkpoint in the precision served is the weight memory, byte for byte.
        const QString dtype = preset->releasedDtype;
        const bool sixteenBit = dtype == QLatin1String("bfloat16") || dtype == QLatin1String("float16");
        const bool fp8 = dtype.startsWith(QLatin1String("float8"));
        if (preset->checkpointBytes
            && ((sixteenBit && (s.precision == Precision::Bf16 || s.precision == Precision::Fp16))
                || (fp8 && s.precision == Precision::Fp8)))
            p.checkpointBytes = preset->checkpointBytes;
    } else {
        p.architecture = Architecture::Custom;
        p.parameters = s.parameters.value_or(0);
        p.activeParameters = p.parameters;
        if (s.architecture && s.architecture->layers > 0 && s.architecture->hidden > 0) {
            const ArchitectureInput &a = *s.architecture;
            TransformerShape shape;
            shape.layers = a.layers;
            shape.hidden = a.hidden;
            shape.heads = a.heads > 0 ? a.heads : std::max(1, a.hidden / 128);
            shape.kvHeads = a.kvHeads > 0 ? a.kvHeads : shape.heads;
            shape.headDim = a.headDim > 0 ? a.headDim : a.hidden / shape.heads;
            shape.ffn = a.ffn > 0 ? a.ffn : 4 * a.hidden;
            shape.vocab = a.vocab;
            p.shape = shape;
            if (a.activeParameters)
                p.activeParameters = *a.activeParameters;
        } else if (p.parameters > 0 && s.task == Task::Recsys) {
            // A recommendation model given by its size alone: nearly all of it is tables, so it is sized
            // like the first recommender preset (the DLRM reference) with its tables grown or shrunk to fit.
            const auto reference = std::find_if(m_presets.presets.begin(), m_presets.presets.end(),
                                                [](const ModelPreset &m) { return m.embeddings && m.gflopsPerSample; });
            if (reference != m_presets.presets.end()) {
                EmbeddingTables tables = *reference->embeddings;
                const double dense = reference->parameters - tables.parameters;
                tables.parameters = std::max(p.parameters - dense, p.parameters * 0.5);
                p.embeddings = tables;
                p.forwardGflopsPerSample = *reference->gflopsPerSample;
                p.assumptions.push_back(
                    {QStringLiteral("recsys-shape"), {tables.parameters / 1e9}, {reference->name}, {}});
            }
        } else if (p.parameters > 0 && (s.task == Task::Llm || s.task == Task::Nlp || s.task == Task::Other)) {
            // Without a config, use Llama-like proportions so KV cache and activations have a shape.
            TransformerShape shape;
            shape.hidden =
                int(std::clamp(std::round(std::cbrt(p.parameters / 12.0 * 128.0) / 128.0) * 128.0, 512.0, 32768.0));
            shape.layers = std::max(2, int(std::round(p.parameters / (12.0 * shape.hidden * double(shape.hidden)))));
            shape.headDim = 128;
            shape.heads = std::max(1, shape.hidden / 128);
            shape.kvHeads = shape.heads >= 32 ? 8 : shape.heads;
            shape.ffn = shape.hidden * 8 / 3;
            shape.vocab = 32000;
            p.shape = shape;
            p.assumptions.push_back({QStringLiteral("shape"),
                                     {double(shape.layers), double(shape.hidden)},
                                     {},
                                     {QStringLiteral("KAPLAN-2020")}});
        }
    }
    if (p.shape) {
        const double kvPrecision = bytesPerValue(s.inference.kvCachePrecision) / 2.0;
        const TransformerShape &shape = *p.shape;
        const double perToken16 =
            shape.kvBytesPerToken16bit.value_or(2.0 * shape.layers * shape.kvHeads * shape.headDim * 2.0);
        p.kvBytesPerToken = perToken16 * kvPrecision;
        // A latent cache (MLA) is far smaller than keys and values per KV head would be.
        p.latentKv = shape.kvBytesPerToken16bit
            && *shape.kvBytesPerToken16bit < 0.25 * 2.0 * shape.layers * shape.kvHeads * shape.headDim * 2.0;
    }
}

WorkloadProfile SizingEngine::profile(const Scenario &s) const
{
    WorkloadProfile p;
    describeModel(s, p);

    // Training work.
    const double epochs = std::max(0.0, s.training.epochs);
    p.trainingTokens = s.training.tokens.value_or(0) * epochs;
    p.trainingSamples = s.training.samples.value_or(0) * epochs;
    if (p.trainingTokens <= 0 && p.trainingSamples > 0 && p.shape)
        p.trainingTokens = p.trainingSamples * s.training.sequenceLength;
    const bool lora = s.stage == Stage::FinetuneLora || s.stage == Stage::FinetuneQlora;
    // LoRA skips the weight-gradient GEMMs of the frozen weights: 4·N·D instead of 6·N·D.
    const double flopsPerParamToken = lora ? 4.0 : 6.0;
    const double recompute = s.training.gradientCheckpointing ? 2.0 : 0.0;
    if (p.shape) {
        p.modelFlops = flopsPerParamToken * p.activeParameters * p.trainingTokens;
        p.trainingFlops = (flopsPerParamToken + recompute) * p.activeParameters * p.trainingTokens;
    } else if (p.architecture == Architecture::Diffusion) {
        // One denoising step per training sample, forward and backward.
        // Only the denoiser runs forward and backward; the encoders run once, forward only.
        const double denoiser = p.diffusion ? p.diffusion->denoiser : p.parameters;
        p.modelFlops = 3.0 * diffusionFlopsPerParamStep * denoiser * p.trainingSamples * (lora ? 2.0 / 3.0 : 1.0);
        p.trainingFlops = p.modelFlops * (s.training.gradientCheckpointing ? 4.0 / 3.0 : 1.0);
        if (s.isTraining()) // serving speed comes from measured rates
            p.assumptions.push_back(
                {QStringLiteral("diffusion-flops"), {diffusionFlopsPerParamStep, diffusionMfu * 100}, {}, {}});
    } else if (p.forwardGflopsPerSample > 0) {
        p.modelFlops = 3.0 * p.forwardGflopsPerSample * 1e9 * p.trainingSamples;
        p.trainingFlops = p.modelFlops * (s.training.gradientCheckpointing ? 4.0 / 3.0 : 1.0);
    } else {
        p.modelFlops = 6.0 * p.activeParameters * std::max(p.trainingSamples, p.trainingTokens);
        p.trainingFlops = p.modelFlops;
    }

    const MemoryModel memory(s, p, m_params, &m_catalog.diffusion);
    p.singleReplica = s.isTraining() ? memory.training({}) : memory.inference({}, s.inference.concurrency);

    // Assumptions the user should see next to every estimate, as figures: FindingText words them.
    const auto add = [&p](const char *id, QList<double> numbers, QStringList names = {}, QStringList keys = {}) {
        p.assumptions.push_back({QString::fromLatin1(id), std::move(numbers), std::move(names), std::move(keys)});
    };
    add("precision", {}, {toString(s.precision)});
    if (p.diffusion)
        addDiffusionAssumptions(s, p, add);
    if (p.embeddings) {
        const RecommenderModel recommender(s, p, m_params, &m_catalog);
        const RecommendationCalibration &cal = m_catalog.recommendation;
        add("recsys-tables",
            {p.embeddings->parameters / 1e9, recommender.tableBytesPerValue(), recommender.tableBytes() / 1e9}, {},
            {QStringLiteral("DLRM-2019"), QStringLiteral("DLE-DLRM")});
        if (s.isTraining())
            add("recsys-optimizer", {recommender.optimizerBytesPerRow()},
                {recommender.optimizerBytesPerRow() > 0 ? QStringLiteral("rowwise-adagrad") : QStringLiteral("sgd")},
                {QStringLiteral("DLE-DLRM"), QStringLiteral("FBGEMM-ROWWISE-ADAGRAD")});
        add("recsys-speed",
            {cal.denseMfu.value * 100, cal.embeddingBandwidthShare.value * 100, p.forwardGflopsPerSample * 1e3,
             cal.denseMfuFp32.value * 100, cal.exchangeShare.value * 100},
            {},
            {cal.denseMfu.source, cal.embeddingBandwidthShare.source, cal.exchangeShare.source,
             QStringLiteral("DLE-TF2-DLRM-PERF"), QStringLiteral("MLPERF-TRAIN-1.0-DLRM")});
        add("recsys-host", {cal.hostMemoryShare.value * 100, cal.hostLinkShare.value * 100}, {},
            {cal.hostMemoryShare.source, cal.hostLinkShare.source});
    } else if (s.isTraining() && p.diffusion) {
        add("global-batch", {double(globalBatchSequences)});
        add("overlap", {m_params.commOverlap * 100}, {}, {QStringLiteral("PYTORCH-DDP-2020")});
    } else if (s.isTraining()) {
        if (lora)
            add("bytes-per-param", {m_params.loraTrainableFraction * 100}, {QStringLiteral("lora")},
                {QStringLiteral("ZERO-2020"), QStringLiteral("HF-MEMORY-ANATOMY")});
        else
            add("bytes-per-param", {m_params.bytesPerParamAdam}, {},
                {QStringLiteral("ZERO-2020"), QStringLiteral("HF-MEMORY-ANATOMY")});
        add("mfu", {m_params.mfuTraining * 100}, {},
            {QStringLiteral("KORTHIKANTI-2022"), QStringLiteral("NARAYANAN-2021"),
             QStringLiteral("LLM-FOUNDRY-BENCH")});
        add("flops", {flopsPerParamToken + recompute},
            s.training.gradientCheckpointing ? QStringList{QStringLiteral("recomputation")} : QStringList{},
            {QStringLiteral("KAPLAN-2020"), QStringLiteral("KORTHIKANTI-2022")});
        add("global-batch", {double(globalBatchSequences)});
        add("overlap", {m_params.commOverlap * 100}, {}, {QStringLiteral("PYTORCH-DDP-2020")});
        add("attention", {}, memory.flashAttention() ? QStringList{QStringLiteral("flash")} : QStringList{},
            {QStringLiteral("KORTHIKANTI-2022")});
    } else if (s.task != Task::Graphics && !p.diffusion) { // a desktop decodes no tokens, nor does a pipeline
        addServingAssumptions(s, p, add);
        if (p.generative())
            add("kv-precision", {}, {toString(s.inference.kvCachePrecision)});
        if (s.constraints.maxNodes > 1)
            add("pipeline-hop", {rdmaHopSeconds * 1e6, tcpHopSeconds * 1e6});
    }
    const bool graphics = s.task == Task::Graphics;
    if (graphics) {
        const SourcedValue &desktop = m_catalog.graphics.desktopFramebufferGiB;
        add("session-memory", {s.inference.memoryPerSessionGiB, double(s.inference.concurrency), desktop.value}, {},
            {desktop.source});
    }
    if (!graphics && (s.isTraining() || !p.generative())) {
        // Generative serving follows the engines' allocation instead (serving-memory above); a desktop
        // takes its slice whole.
        add("usable-memory", {m_params.usableMemoryFraction * 100}, {}, {QStringLiteral("VLLM-ENGINE-ARGS")});
        add("fragmentation", {m_params.fragmentation * 100}, {}, {QStringLiteral("HF-MEMORY-ANATOMY")});
    }
    if (!graphics)
        add("cuda-context", {m_params.cudaContextGiB}, {}, {QStringLiteral("HF-MEMORY-ANATOMY")});
    add("month", {hoursPerMonth});
    return p;
}

void SizingEngine::addDiffusionAssumptions(
    const Scenario &s, const WorkloadProfile &p,
    const std::function<void(const char *, QList<double>, QStringList, QStringList)> &add) const
{
    const DiffusionParts &parts = *p.diffusion;
    const DiffusionCalibration &cal = m_catalog.diffusion;
    const auto keys = [](QStringList list) {
        list.removeAll(QString());
        list.removeDuplicates();
        return list;
    };
    const double side = p.imageResolution;
    if (s.isTraining()) {
        // What trains and what only sits there: numbers in billions of parameters, then bytes per trained one.
        const bool adapters = s.stage == Stage::FinetuneLora || s.stage == Stage::FinetuneQlora;
        const double optimizer = s.training.optimizer == Optimizer::AdamW8bit ? 2
            : s.training.optimizer == Optimizer::Sgd                          ? 4
                                                                              : 8;
        add("diffusion-states",
            {parts.denoiser / 1e9, (parts.textEncoders + parts.vae) / 1e9, 8 + optimizer,
             m_params.loraTrainableFraction * 100},
            adapters ? QStringList{QStringLiteral("lora")} : QStringList{},
            {QStringLiteral("DIFFUSERS-T2I"), QStringLiteral("DIFFUSERS-DREAMBOOTH")});
        const SourcedValue &perSample =
            s.training.gradientCheckpointing ? cal.trainingActivationGBCheckpointed : cal.trainingActivationGBFull;
        add("diffusion-activations", {perSample.value, side, double(std::max(1, s.training.microBatch))},
            s.training.gradientCheckpointing ? QStringList{QStringLiteral("training"), QStringLiteral("checkpointed")}
                                             : QStringList{QStringLiteral("training")},
            keys({perSample.source, QStringLiteral("DIFFUSERS-T2I"), QStringLiteral("DIFFUSERS-DREAMBOOTH")}));
        return;
    }
    add("diffusion-activations",
        {cal.denoiserInferenceGBPerImage.value, cal.vaeDecodeGBPerImage.value, side,
         double(std::max(1, s.inference.concurrency))},
        parts.vaeUpcastInFp16 && s.precision == Precision::Fp16
            ? QStringList{QStringLiteral("inference"), QStringLiteral("vae-upcast")}
            : QStringList{QStringLiteral("inference")},
        keys({cal.denoiserInferenceGBPerImage.source, cal.vaeDecodeGBPerImage.source}));
    // Speed: each GPU's measured rate of the reference model, then this model's cost per step and size.
    QList<double> numbers{diffusionSteps, parts.stepCost};
    QStringList names;
    QStringList sources{parts.stepCostSource};
    for (const DiffusionStepAnchor &a : cal.stepAnchors) {
        const GpuSpec *g = m_catalog.gpu(a.gpu);
        numbers << a.imageStepsPerSecond;
        names << (g ? g->name : a.gpu);
        sources << a.source;
    }
    add("diffusion-speed", numbers, names, keys(sources));
    add("diffusion-batch", {cal.imageFillTflops.value, double(std::max(1, s.inference.concurrency))}, {},
        keys({cal.imageFillTflops.source}));
}

void SizingEngine::addServingAssumptions(
    const Scenario &s, const WorkloadProfile &p,
    const std::function<void(const char *, QList<double>, QStringList, QStringList)> &add) const
{
    const ServingCalibration &cal = m_catalog.serving;
    const auto keys = [](std::initializer_list<QString> list) {
        QStringList out;
        for (const QString &k : list) {
            if (!k.isEmpty() && !out.contains(k))
                out << k;
        }
        return out;
    };
    if (!p.generative() && s.task != Task::Graphics) {
        addThroughputAnchorAssumptions(s, add);
        return; // decoding and its factors do not apply to a model that answers in one pass
    }
    if (p.generative()) {
        add("serving-memory", {cal.memoryUtilization.value * 100}, {},
            keys({cal.memoryUtilization.source, QStringLiteral("SGLANG-MEM-FRACTION"),
                  QStringLiteral("VLLM-KV-CACHE-CHECK")}));
        if (p.latentKv)
            add("dp-attention", {}, {}, {QStringLiteral("SGLANG-DPA")});
        if (p.checkpointBytes)
            add("checkpoint", {*p.checkpointBytes / 1e9}, {}, {});
    }
    // Decode speed: the scenario's figure, or each GPU's published batch-1 figure (names: GPU, numbers: %).
    if (m_params.decodeEfficiencyOverride) {
        add("decode-efficiency", {*m_params.decodeEfficiencyOverride * 100}, {QStringLiteral("scenario")}, {});
    } else {
        QList<double> numbers{cal.defaultDecodeEfficiency.value * 100};
        QStringList names;
        QStringList sources{cal.defaultDecodeEfficiency.source};
        for (const GpuSpec &g : m_catalog.gpus) {
            if (!g.decodeEfficiency)
                continue;
            numbers << g.decodeEfficiency->value * 100;
            names << g.name;
            if (!sources.contains(g.decodeEfficiency->source))
                sources << g.decodeEfficiency->source;
        }
        sources.removeAll(QString());
        add("decode-efficiency", numbers, names, sources);
    }
    if (s.precision == Precision::Int4)
        add("quantised-decode", {cal.int4DecodeFactor.value * 100}, {QStringLiteral("int4")},
            keys({cal.int4DecodeFactor.source}));
    else if (s.precision == Precision::Int8 || s.precision == Precision::Fp8)
        add("quantised-decode", {cal.int8DecodeFactor.value * 100}, {toString(s.precision)},
            keys({cal.int8DecodeFactor.source}));
    if (p.activeParameters < p.parameters)
        add("moe-decode", {cal.moeLayerOverheadUs.value, cal.moeLayerOverheadPerDoublingUs.value}, {},
            keys({cal.moeLayerOverheadUs.source}));
    if (p.generative())
        add("prefill", {m_params.mfuPrefill * 100}, {}, keys({QStringLiteral("NIM-LLM-BENCH")}));
    if (p.architecture == Architecture::EncoderDecoder)
        add("speech-decode", {m_catalog.speech.decodeStepOverheadMs.value}, {},
            keys({m_catalog.speech.decodeStepOverheadMs.source, QStringLiteral("FASTER-WHISPER-BENCH")}));
}

void SizingEngine::addThroughputAnchorAssumptions(
    const Scenario &s, const std::function<void(const char *, QList<double>, QStringList, QStringList)> &add) const
{
    bool otherEngine = false;
    const auto anchors = anchorsFor(s.model, s.precision, s.inference.engine, false, m_catalog, &otherEngine);
    if (anchors.empty())
        return; // the FLOP model, already named by its own assumptions
    const ServingEngine engine = otherEngine
        ? (s.inference.engine == ServingEngine::TensorRt ? ServingEngine::Framework : ServingEngine::TensorRt)
        : s.inference.engine;
    const AnchorPrecision format = computedIn(s.precision, s.inference.engine, false);
    // names: engine, format, then each measured GPU; numbers: 1 when the asked-for engine had no figure.
    QStringList names{toString(engine),
                      format == AnchorPrecision::Int8
                          ? QStringLiteral("int8")
                          : (format == AnchorPrecision::Fp32 ? QStringLiteral("fp32") : QStringLiteral("half"))};
    QStringList sources;
    for (const ThroughputAnchor *a : anchors) {
        const GpuSpec *g = m_catalog.gpu(a->gpu);
        const QString gpuName = g ? g->displayName() : a->gpu;
        if (!names.mid(2).contains(gpuName))
            names << gpuName;
        if (!sources.contains(a->source))
            sources << a->source;
    }
    add("throughput-anchor", {otherEngine ? 1.0 : 0.0}, names, sources);
    add("batch-latency", {}, {}, {});
}

Configuration SizingEngine::evaluate(const Scenario &s, const WorkloadProfile &p, const InstanceType &type) const
{
    const std::vector<BillingColumn> billing = billingColumns(s);
    return evaluate(s, p, type, RowContext{&billing, &m_speeds, uiIsChinese()});
}

Configuration SizingEngine::evaluate(const Scenario &s, const WorkloadProfile &p, const InstanceType &type,
                                     const RowContext &context) const
{
    Configuration c;
    c.instanceType = type.id;
    c.family = type.family;
    const std::optional<std::size_t> position = positionOf(type);
    if (position)
        c.catalogPosition = int(*position);
    const auto parts = position ? m_typeParts[*position] : partsOf(type);
    const Family *family = parts.first;
    const GpuSpec *gpu = parts.second;
    if (!family || !gpu)
        return c;
    c.gpu = gpu->id;
    const QString &gpuName = context.chineseNames && !gpu->nameZh.isEmpty() ? gpu->nameZh : gpu->name;
    c.gpuName = gpuName;
    if (s.precision == Precision::Fp8) {
        // Training in FP8 needs FP8 arithmetic; serving FP8 weights also runs weight-only from Turing on.
        const Fp8Support fp8 = fp8Support(*gpu);
        if (s.isTraining() && fp8 != Fp8Support::Native)
            c.problems.push_back({Finding::Kind::NoFp8Training, {}, {gpuName}});
        else if (fp8 == Fp8Support::None)
            c.problems.push_back({Finding::Kind::NoFp8Weights, {}, {gpuName}});
        else if (!s.isTraining() && fp8 == Fp8Support::WeightOnly && p.activeParameters < p.parameters
                 && !s.inference.fp8MoeWeightOnly)
            c.problems.push_back({Finding::Kind::NoFp8MoeWeights, {}, {gpuName}});
    }
    // Decoder serving runs on vLLM-class engines, which have left the oldest architectures behind.
    const double minCapability = m_catalog.serving.minComputeCapability.value;
    const std::optional<double> known = m_capability.value(gpu);
    const bool knownCapability = known.has_value();
    const double capability = known.value_or(0);
    // Speech encoder-decoders run on their own engines (faster-whisper, PyTorch), which still support Volta.
    if (!s.isTraining() && s.stage != Stage::Development && p.generative() && p.shape
        && p.architecture != Architecture::EncoderDecoder && knownCapability && capability < minCapability)
        c.problems.push_back({Finding::Kind::NoServingEngine, {capability, minCapability}, {gpuName}});
    c.gpusPerInstance = type.gpuCount;
    c.gpuMemoryGiB = type.gpuMemoryGB * installedGiBPerNominalGB;
    c.usableGpuMemoryGiB = c.gpuMemoryGiB * m_params.usableMemoryFraction;

    const PerformanceModel perf(s, p, m_params, m_catalog, context.speeds);
    MemoryModel memory(s, p, m_params, &m_catalog.diffusion);
    memory.setGpuMemoryGiB(c.gpuMemoryGiB);
    const int wholeGpus = int(std::floor(type.gpuCount + 1e-9));

    if (usesGraphicsFamilies(s)) {
        // A desktop is a framebuffer, not a model: it takes the vGPU profile Alibaba sells as the slice
        // (sgn7i-vws-m2: A10 × 1/12, 2 GB) whole. No serving engine holds a share back and no allocator
        // caches tensors there, and NVIDIA sizes desktops in the same profile units (1B, 2B), so the
        // session fits when it is no larger than the slice.
        if (family->category == FamilyCategory::VirtualGpu)
            c.gpuMemoryGiB = type.gpuMemoryGB;
        c.usableGpuMemoryGiB = c.gpuMemoryGiB;
        const double neededGiB = s.inference.memoryPerSessionGiB;
        c.perGpu.overhead = neededGiB * bytesPerGiB;
        c.perGpuMemoryGiB = neededGiB;
        c.fit = neededGiB <= c.usableGpuMemoryGiB * (1 + 1e-9) ? Fit::Fits : Fit::Insufficient;
        c.instances = std::max(1, s.inference.concurrency);
        c.totalGpus = type.gpuCount * c.instances;
        limitInstances(s, c);
    } else if (s.stage == Stage::Development && type.gpuCount < 1) {
        // Development sessions on a slice: one per instance, running a model, so sized like one.
        const double neededGiB = p.singleReplica.total() / bytesPerGiB;
        c.perGpu.overhead = neededGiB * bytesPerGiB;
        c.perGpuMemoryGiB = neededGiB;
        c.fit = fitWithHeadroom(c.usableGpuMemoryGiB, neededGiB);
        c.instances = std::max(1, s.inference.concurrency);
        c.totalGpus = type.gpuCount * c.instances;
        limitInstances(s, c);
    } else if (!gpu->memoryBandwidthGBs || (!gpu->fp16Tflops && !gpu->fp32Tflops)) {
        // Without the card's bandwidth and peak, time and throughput would be invented numbers.
        c.problems.push_back({Finding::Kind::NoPublishedSpeed, {}, {gpuName}});
        c.fit = Fit::Insufficient;
        return c;
    } else if (wholeGpus < 1) {
        c.problems.push_back({Finding::Kind::VgpuNotForCompute, {}, {toString(s.task)}});
        c.fit = Fit::Insufficient;
        return c;
    } else if (s.isTraining()) {
        if (!placeTrainingJob(s, memory, perf, *family, *gpu, type, c))
            return c;
    } else if (!placeServing(s, p, memory, perf, *family, *gpu, type, c)) {
        return c;
    }
    c.headroomPercent = (c.usableGpuMemoryGiB - c.perGpuMemoryGiB) / c.usableGpuMemoryGiB * 100.0;
    c.placed = true;
    priceConfiguration(s, type, c, *context.billing);
    applyConfidence(s, p, m_catalog, c);
    return c;
}

Fit SizingEngine::fitWithHeadroom(double usableGiB, double neededGiB) const
{
    if (neededGiB <= usableGiB * (1.0 - m_params.tightThreshold))
        return Fit::Fits;
    return neededGiB <= usableGiB ? Fit::Tight : Fit::Insufficient;
}

std::vector<SizingEngine::BillingColumn> SizingEngine::billingColumns(const Scenario &s) const
{
    const QString region = s.constraints.region.isEmpty() ? m_catalog.referenceRegion : s.constraints.region;
    std::vector<BillingColumn> columns;
    for (const QString &billing : s.constraints.billing) {
        if (billing == QLatin1String("spot") && !s.constraints.interruptible)
            continue; // spot can be reclaimed: only for work that tolerates interruption
        columns.push_back({billing, m_catalog.billingModel(billing), &m_prices.allPrices(billing, region)});
    }
    return columns;
}

void SizingEngine::priceConfiguration(const Scenario &s, const InstanceType &type, Configuration &c,
                                      const std::vector<BillingColumn> &billing) const
{
    const double discount = 1.0 - std::clamp(s.constraints.customerDiscountPercent, 0.0, 100.0) / 100.0;
    const QString region = s.constraints.region.isEmpty() ? m_catalog.referenceRegion : s.constraints.region;
    const double jobHours = s.isTraining() ? c.hours : hoursPerMonth;
    const std::optional<std::size_t> position =
        c.catalogPosition >= 0 ? std::optional<std::size_t>(std::size_t(c.catalogPosition)) : positionOf(type);
    double bestTotal = -1;
    std::size_t primaryIndex = 0; // the cheapest cost's place in c.costs, rather than found again by name
    c.costs.reserve(billing.size());
    for (const BillingColumn &column : billing) {
        BillingCost cost;
        cost.billing = column.billing;
        cost.price = SharedValue<ResolvedPrice>(position ? (*column.prices)[*position]
                                                         : m_prices.sharedPrice(type, column.billing, region));
        if (cost.available()) {
            const double instances = c.instances;
            cost.hourly = cost.price->hourly * instances * discount;
            cost.hourlyLow = cost.price->hourlyLow * instances * discount;
            cost.hourlyHigh = cost.price->hourlyHigh * instances * discount;
            cost.monthly = cost.hourly * hoursPerMonth;
            const BillingModel *model = column.model;
            // Commitments are paid for their whole term even if the job finishes early.
            const double billedHours = std::max(jobHours, model && model->minimumHours ? *model->minimumHours : 0.0);
            cost.total = cost.hourly * (s.isTraining() ? billedHours : hoursPerMonth);
            if (bestTotal < 0 || cost.total < bestTotal) {
                bestTotal = cost.total;
                c.primaryBilling = column.billing;
                primaryIndex = c.costs.size();
            }
        }
        c.costs.push_back(std::move(cost));
    }
    const BillingCost *primary = bestTotal >= 0 ? &c.costs[primaryIndex] : nullptr;
    c.priced = primary != nullptr;
    if (!primary) {
        // Without a price nothing says it is within the budget, so under a budget it cannot be
        // recommended: left in, it would lead every time the budget rejects all priced rows.
        c.withinBudget = !s.constraints.budgetMonthly;
        if (s.constraints.budgetMonthly)
            c.problems.push_back(
                {Finding::Kind::NoPriceForBudget, {*s.constraints.budgetMonthly}, {m_catalog.currency}});
        return;
    }
    c.jobCost = primary->total;
    c.costPerGpuHour = c.totalGpus > 0 ? primary->hourly / c.totalGpus : 0;
    if (c.tokensPerSecond > 0)
        c.costPerMillionTokens = primary->hourly / (c.tokensPerSecond * 3600.0) * 1e6;
    if (s.constraints.budgetMonthly) {
        // Checked at the high end: the price's own range (its tier and age) and, for a job, the slow end
        // of its time, so a plan put forward stays within the budget however its estimates turn out.
        const auto spend = [&](double hourly, double hours) {
            return s.isTraining() ? hourly * std::min(std::max(hours, 1.0), hoursPerMonth) : hourly * hoursPerMonth;
        };
        const double monthlySpend = spend(primary->hourly, c.hours);
        const double highSpend =
            spend(primary->hourlyHigh > 0 ? primary->hourlyHigh : primary->hourly, slowEndHours(c.hours));
        c.withinBudget = highSpend <= *s.constraints.budgetMonthly;
        if (!c.withinBudget)
            c.problems.push_back({Finding::Kind::OverBudget,
                                  {highSpend, *s.constraints.budgetMonthly, monthlySpend},
                                  {m_catalog.currency}});
    }
}

std::vector<std::vector<Configuration>>
SizingEngine::evaluateTypes(const Scenario &s, const WorkloadProfile &p,
                            const std::vector<const InstanceType *> &types) const
{
    // Resolved here, on the calling thread, so the threads below only read the price book.
    const std::vector<BillingColumn> billing = billingColumns(s);
    const bool chineseNames = uiIsChinese();
    const std::size_t parts =
        std::clamp<std::size_t>(types.size() / minTypesPerWorker, 1, static_cast<std::size_t>(m_workers));
    std::vector<std::vector<Configuration>> rows(parts);
    // Contiguous runs of the catalog, each its own vector, so the rows come out in catalog order (the
    // ranking's tie-break) whatever the number of threads.
    const auto run = [&](std::size_t part, SpeedMemo &speeds) {
        const std::size_t begin = types.size() * part / parts;
        const std::size_t end = types.size() * (part + 1) / parts;
        const RowContext context{&billing, &speeds, chineseNames};
        rows[part].reserve(end - begin);
        for (std::size_t i = begin; i < end; ++i) {
            const InstanceType &type = *types[i];
            Configuration c = evaluate(s, p, type, context);
            finishRow(type, c);
            rows[part].push_back(std::move(c));
        }
    };
    if (parts == 1) {
        run(0, m_speeds);
        return rows;
    }
    std::vector<std::exception_ptr> errors(parts);
    std::vector<std::thread> threads;
    std::vector<std::size_t> here{0}; // the parts the calling thread sizes itself
    for (std::size_t part = 1; part < parts; ++part) {
        try {
            threads.emplace_back([&, part] {
                try {
                    run(part, m_workerSpeeds[part - 1]);
                } catch (...) {
                    errors[part] = std::current_exception();
                }
            });
        } catch (const std::system_error &) {
            here.push_back(part); // no thread to be had (a process limit): done here instead
        }
    }
    for (std::size_t part : here) {
        try {
            run(part, part == 0 ? m_speeds : m_workerSpeeds[part - 1]);
        } catch (...) {
            errors[part] = std::current_exception();
        }
    }
    for (std::thread &t : threads)
        t.join();
    for (const std::exception_ptr &e : errors) {
        if (e)
            std::rethrow_exception(e);
    }
    return rows;
}

void SizingEngine::finishRow(const InstanceType &type, Configuration &c) const
{
    const Family *family = partsOf(type).first;
    if (family->status == FamilyStatus::Retired)
        c.problems.push_back({Finding::Kind::FamilyRetired, {}, {family->id}});
    if (c.fit == Fit::Insufficient && c.problems.empty())
        c.problems.push_back({Finding::Kind::DoesNotFit, {}, {}});
}

Recommendation SizingEngine::emptyRecommendation(const Scenario &s) const
{
    Recommendation r;
    r.catalogName = m_catalog.name;
    r.catalogVersion = m_catalog.version;
    r.priceDate = m_catalog.priceDate;
    r.currency = m_catalog.currency;
    r.region = s.constraints.region.isEmpty() ? m_catalog.referenceRegion : s.constraints.region;
    r.profile = profile(s);
    return r;
}

Recommendation SizingEngine::recommend(const Scenario &s) const
{
    Recommendation r = emptyRecommendation(s);
    std::vector<const InstanceType *> types;
    types.reserve(m_catalog.instanceTypes.size());
    for (const InstanceType &type : m_catalog.instanceTypes) {
        const Family *family = partsOf(type).first;
        if (!family)
            continue;
        if (usesGraphicsFamilies(s) && !family->suits.contains(QStringLiteral("graphics")))
            continue;
        types.push_back(&type);
    }
    for (std::vector<Configuration> &part : evaluateTypes(s, r.profile, types)) {
        for (Configuration &c : part)
            (c.problems.empty() ? r.ranked : r.rejected).push_back(std::move(c));
    }
    rank(s, r);
    if (r.ranked.empty())
        r.nothingFitsAdvice = whatWouldFit(s);
    return r;
}

bool SizingEngine::sizedAlike(const Scenario &a, const Scenario &b)
{
    const auto sizingPart = [](Scenario s) {
        s.name.clear();
        s.phases.clear();
        // Only what priceConfiguration() reads: a field added later counts as sizing until shown otherwise.
        Constraints &c = s.constraints;
        c.budgetMonthly.reset();
        c.currency.clear();
        c.region.clear();
        c.billing.clear();
        c.interruptible = false;
        c.customerDiscountPercent = 0;
        return s;
    };
    return sizingPart(a) == sizingPart(b);
}

Recommendation SizingEngine::reprice(const Scenario &s, Recommendation &&previous) const
{
    Recommendation r = emptyRecommendation(s);
    // Back into catalog order, the order recommend() ranks from, so that ties break as they would there.
    const std::size_t typeCount = m_catalog.instanceTypes.size();
    if (previous.ranked.empty() && previous.rejected.empty())
        return recommend(s);
    std::vector<Configuration *> byPosition(typeCount, nullptr);
    for (std::vector<Configuration> *list : {&previous.ranked, &previous.rejected}) {
        for (Configuration &c : *list) {
            if (c.catalogPosition < 0 || std::size_t(c.catalogPosition) >= typeCount || byPosition[c.catalogPosition])
                return recommend(s); // not a whole answer of this engine: size it as new
            byPosition[std::size_t(c.catalogPosition)] = &c;
        }
    }
    r.ranked.reserve(previous.ranked.size());
    r.rejected.reserve(previous.rejected.size());
    const std::vector<BillingColumn> billing = billingColumns(s);
    using K = Finding::Kind;
    for (Configuration *row : byPosition) {
        if (!row)
            continue;
        Configuration &c = *row;
        const InstanceType &type = m_catalog.instanceTypes[std::size_t(c.catalogPosition)];
        // Everything pricing, ranking and finishRow() gave the row goes; what sizing gave it stays.
        c.rank = 0;
        c.costs.clear();
        c.primaryBilling.clear();
        c.jobCost = 0;
        c.costPerGpuHour = 0;
        c.costPerMillionTokens = 0;
        c.priced = false;
        c.withinBudget = true;
        c.rankingCost = 0;
        c.referenceGpuHourRate = 0;
        c.jobCostBand = {};
        c.economics = {};
        c.reasons.clear();
        std::erase_if(c.problems, [](const Finding &f) {
            return f.kind == K::NoPriceForBudget || f.kind == K::OverBudget || f.kind == K::FamilyRetired
                || f.kind == K::DoesNotFit;
        });
        if (c.placed) {
            priceConfiguration(s, type, c, billing);
            applyConfidence(s, r.profile, m_catalog, c);
        }
        finishRow(type, c);
        (c.problems.empty() ? r.ranked : r.rejected).push_back(std::move(c));
    }
    previous = {};
    rank(s, r);
    if (r.ranked.empty())
        r.nothingFitsAdvice = whatWouldFit(s);
    return r;
}

void SizingEngine::setRankingCosts(const Scenario &s, Recommendation &r) const
{
    // A configuration without a listed price comes after the priced ones that do the work as well (a
    // "price on request" cannot be signed off as a cost). Among themselves they are ordered on what they
    // are: their GPU-hours at a placeholder rate, the dearest listed price per unit of what the job needs
    // from a GPU (dense compute for training, memory bandwidth for serving) times what its GPU offers. It
    // is no quote.
    const bool training = s.isTraining();
    const auto capability = [&](const Configuration &c) {
        const GpuSpec *g = gpuById(c.gpu);
        if (!g)
            return 0.0;
        return training ? peakFlops(*g, s.precision) : g->memoryBandwidthGBs.value_or(0);
    };
    std::vector<double> perCapability;
    for (const Configuration &c : r.ranked) {
        if (c.priced && c.costPerGpuHour > 0 && capability(c) > 0)
            perCapability.push_back(c.costPerGpuHour / capability(c));
    }
    std::sort(perCapability.begin(), perCapability.end());
    const double ratePerCapability = perCapability.empty() ? 0 : perCapability.back();
    for (Configuration &c : r.ranked) {
        c.referenceGpuHourRate = c.priced ? c.costPerGpuHour : ratePerCapability * capability(c);
        if (c.priced)
            c.rankingCost = c.jobCost;
        else if (c.referenceGpuHourRate > 0)
            c.rankingCost = c.totalGpus * (training ? c.hours : hoursPerMonth) * c.referenceGpuHourRate;
        else
            c.rankingCost = std::numeric_limits<double>::infinity();
    }
}

void SizingEngine::rank(const Scenario &s, Recommendation &r) const
{
    const bool graphics = usesGraphicsFamilies(s);
    const bool training = s.isTraining();
    setRankingCosts(s, r);
    // Family facts looked up once per configuration, not in every comparison of the sorts below.
    // Serving split over instances waits on the network for every token: over RDMA it is a small cost,
    // over TCP a large one, so those come after configurations that keep a copy on one instance.
    // vGPU slices carry a graphics licence and are meant for desktops: other work looks at them last.
    // Sorted as positions with their keys at hand, then moved once: a large catalog has thousands of
    // rows, and sorting the rows themselves moves each of them many times.
    // A model whose lone request waits longer than the first-token target serves none of its users within
    // the targets, however cheap: those come after the ones that answer in time (vGPU slices still last).
    std::vector<std::pair<int, int>> order; // (row, tier × 2 + not vGPU)
    order.reserve(r.ranked.size());
    for (size_t i = 0; i < r.ranked.size(); ++i) {
        const Configuration &c = r.ranked[i];
        const Family *f = familyById(c.family);
        const bool virtualGpu = f && f->category == FamilyCategory::VirtualGpu;
        int tier = 0;
        if (!graphics && virtualGpu)
            tier = 7;
        else if (firstTokenTooSlow(c))
            tier = 4 + (c.pipelineParallel > 1 ? (f && f->rdma != RdmaType::None ? 1 : 2) : 0);
        else if (!training && c.pipelineParallel > 1)
            tier = f && f->rdma != RdmaType::None ? 1 : 2;
        order.emplace_back(int(i), tier * 2 + (virtualGpu ? 0 : 1));
    }
    std::stable_sort(order.begin(), order.end(), [&](const std::pair<int, int> &x, const std::pair<int, int> &y) {
        const Configuration &a = r.ranked[size_t(x.first)];
        const Configuration &b = r.ranked[size_t(y.first)];
        const bool aVgpu = !(x.second & 1), bVgpu = !(y.second & 1);
        if (graphics && aVgpu != bVgpu)
            return aVgpu; // vGPU families carry the GRID licence graphics work needs
        if (graphics && a.priced != b.priced)
            return a.priced;
        if (x.second / 2 != y.second / 2)
            return x.second / 2 < y.second / 2;
        // A tight fit risks running out of memory on a longer sequence or a framework upgrade.
        if ((a.fit == Fit::Fits) != (b.fit == Fit::Fits))
            return a.fit == Fit::Fits;
        if (a.priced != b.priced)
            return a.priced;
        // Serving costs already carry the instances the required throughput needs, so job cost compares both kinds.
        if (!graphics && std::abs(a.rankingCost - b.rankingCost) > 1e-9 * std::max(1.0, a.rankingCost))
            return a.rankingCost < b.rankingCost;
        if (graphics && a.priced && std::abs(a.jobCost - b.jobCost) > 1e-9 * std::max(1.0, a.jobCost))
            return a.jobCost < b.jobCost;
        // Without prices (most vGPU families), the smallest slice that holds a desktop wastes the least.
        const double aMemory = a.gpusPerInstance * a.gpuMemoryGiB;
        const double bMemory = b.gpusPerInstance * b.gpuMemoryGiB;
        if (graphics && !a.priced && aMemory != bMemory)
            return aMemory < bMemory;
        return a.headroomPercent > b.headroomPercent;
    });
    // Many configurations cost the same within a rounding (prices scale with the GPU count), and then the
    // cheaper by a few yuan is not the better answer: among those within sameCostTolerance of the cheapest
    // in their group, training prefers the job that finishes first and serving the fewest instances.
    // Still sorted as positions: the rows move once, below.
    const auto row = [&](const std::pair<int, int> &entry) -> const Configuration & {
        return r.ranked[size_t(entry.first)];
    };
    const auto sameGroupAt = [&](const std::pair<int, int> &x, const std::pair<int, int> &y) {
        const Configuration &a = row(x);
        const Configuration &b = row(y);
        return (!graphics || (x.second & 1) == (y.second & 1)) && a.priced == b.priced && x.second / 2 == y.second / 2
            && (a.fit == Fit::Fits) == (b.fit == Fit::Fits);
    };
    const auto groupCost = [&](const Configuration &c) { return graphics ? c.jobCost : c.rankingCost; };
    for (auto start = order.begin(); start != order.end();) {
        auto end = std::next(start);
        const Configuration &head = row(*start);
        if (std::isfinite(groupCost(head)) && (head.priced || !graphics)) {
            const double limit = groupCost(head) * (1 + sameCostTolerance);
            while (end != order.end() && sameGroupAt(*start, *end) && groupCost(row(*end)) <= limit)
                ++end;
            std::stable_sort(start, end, [&](const std::pair<int, int> &x, const std::pair<int, int> &y) {
                const Configuration &a = row(x);
                const Configuration &b = row(y);
                if (training && a.hours != b.hours)
                    return a.hours < b.hours;
                if (a.instances != b.instances)
                    return a.instances < b.instances;
                return a.headroomPercent > b.headroomPercent;
            });
        }
        start = end;
    }
    // Each row moved once into its place, cycle by cycle, rather than into a second list: at 100× the
    // catalog that list is 10 MB fresh from the system on every recompute.
    std::vector<bool> placed(order.size(), false);
    for (size_t k = 0; k < order.size(); ++k) {
        if (placed[k] || size_t(order[k].first) == k) {
            placed[k] = true;
            continue;
        }
        Configuration held = std::move(r.ranked[k]);
        size_t at = k;
        for (;;) {
            placed[at] = true;
            const size_t from = size_t(order[at].first);
            if (from == k) {
                r.ranked[at] = std::move(held);
                break;
            }
            r.ranked[at] = std::move(r.ranked[from]);
            at = from;
        }
    }
    // order[k].second is now the key of ranked[k].
    double cheapest = 0;
    for (size_t k = 0; k < r.ranked.size(); ++k) {
        const Configuration &c = r.ranked[k];
        if (c.priced && (cheapest == 0 || c.jobCost < cheapest)
            && sameGroupAt({0, order.front().second}, {int(k), order[k].second}))
            cheapest = c.jobCost;
    }
    explainRanking(s, r, cheapest);
}

void SizingEngine::explainRanking(const Scenario &s, Recommendation &r, double cheapest) const
{
    const bool graphics = usesGraphicsFamilies(s);
    const bool training = s.isTraining();
    const Configuration *first = r.ranked.empty() ? nullptr : &r.ranked.front();
    const auto unpricedLead = [&](Configuration &c, Finding::Kind kind) {
        c.reasons.push_back({kind, {c.totalGpus, c.referenceGpuHourRate}, {c.gpuName, r.currency}});
    };
    // The name lists reasons carry, one per GPU and per billing model: shared by the rows that cite the
    // same, rather than a list of their own for every row.
    QHash<QString, QStringList> gpuNames;
    QHash<QString, QStringList> costNames;
    // Whether a cheaper priced row was passed over because its first token comes too late: then "cheapest"
    // alone would not be true of the first row.
    const bool slowerButCheaper = first && first->priced && !firstTokenTooSlow(*first)
        && std::any_of(r.ranked.begin(), r.ranked.end(), [&](const Configuration &c) {
                                      return c.priced && firstTokenTooSlow(c) && c.jobCost < first->jobCost;
                                  });
    int rankNo = 0;
    for (Configuration &c : r.ranked) {
        c.rank = ++rankNo;
        c.reasons.reserve(6); // lead, memory, time or speed, scaling, cost: one allocation, not four
        using K = Finding::Kind;
        auto gpuName = gpuNames.find(c.gpuName);
        if (gpuName == gpuNames.end())
            gpuName = gpuNames.insert(c.gpuName, QStringList{c.gpuName});
        const QStringList &gpu = *gpuName;
        const auto lead = [&](K kind, double percent = 0) { c.reasons.push_back({kind, {c.totalGpus, percent}, gpu}); };
        const double percentAbove =
            first && first->priced && first->jobCost > 0 ? (c.jobCost / first->jobCost - 1) * 100 : 0;
        if (c.rank == 1) {
            if (graphics) // what one session gets: the total over all sessions says little
                c.reasons.push_back({K::LeadGraphicsReady, {c.totalGpus, c.gpusPerInstance}, gpu});
            else if (!c.priced)
                unpricedLead(c, K::LeadFitsUnpriced);
            else if (c.jobCost <= cheapest && slowerButCheaper)
                c.reasons.push_back({K::LeadCheapestInTime, {c.totalGpus, c.economics->ttftTargetMs / 1000}, gpu});
            else if (c.jobCost <= cheapest)
                lead(K::LeadCheapest);
            else
                lead(training ? K::LeadWithinToleranceQuickest : K::LeadWithinToleranceFewest, sameCostTolerance * 100);
        } else if (c.priced && first && first->priced && first->jobCost > 0) {
            if (std::abs(percentAbove) < 0.5)
                lead(K::LeadSameCost);
            else if (percentAbove < 0 && firstTokenTooSlow(c) && !firstTokenTooSlow(*first))
                c.reasons.push_back({K::LeadCheaperButFirstTokenSlow,
                                     {c.totalGpus, -percentAbove, c.ttftMs / 1000, c.economics->ttftTargetMs / 1000},
                                     gpu});
            else if (percentAbove < 0 && !training && c.pipelineParallel > 1 && first->pipelineParallel <= 1)
                c.reasons.push_back(
                    {K::LeadCheaperButSplit, {c.totalGpus, -percentAbove, double(c.pipelineParallel)}, gpu});
            else if (percentAbove < 0)
                lead(training && c.hours > first->hours   ? K::LeadCheaperButSlower
                         : c.instances > first->instances ? K::LeadCheaperButMoreInstances
                                                          : K::LeadCheaperButLessHeadroom,
                     -percentAbove);
            else
                lead(K::LeadDearer, percentAbove);
        } else {
            if (c.priced)
                lead(K::LeadPlain);
            else
                unpricedLead(c, K::LeadNoPrice);
        }
        c.reasons.push_back({K::MemoryHeadroom, {c.perGpuMemoryGiB, c.usableGpuMemoryGiB, c.headroomPercent}, {}});
        if (c.hostTableShare > 0) {
            const GpuSpec *g = gpuById(c.gpu);
            const RecommenderModel model(s, r.profile, m_params, &m_catalog);
            c.reasons.push_back({K::HostTables,
                                 {c.hostTableShare * 100, model.hostBytes(c.hostTableShare) / 1e9,
                                  g ? RecommenderModel::pcieGBs(*g) * m_catalog.recommendation.hostLinkShare.value : 0},
                                 {}});
        }
        if (s.isTraining() && c.hours > 0) {
            c.reasons.push_back({K::TrainingTime, {c.hours, double(c.instances)}, {}});
            if (c.shardedFrozenWeights)
                c.reasons.push_back({K::ShardedFrozenWeights, {c.totalGpus}, {}});
            if (c.totalGpus > 1)
                c.reasons.push_back({K::ScalingEfficiency, {c.scalingEfficiency * 100}, {}});
        } else if (c.tokensPerSecond > 0) {
            c.reasons.push_back({K::ServingSpeed, {c.tokensPerSecond, c.tpotMs, c.ttftMs}, {}});
            if (c.pipelineParallel > 1) {
                const Family *f = familyById(c.family);
                const bool rdma = f && f->rdma != RdmaType::None;
                c.reasons.push_back({K::PipelineSplit,
                                     {double(c.pipelineParallel), (rdma ? rdmaHopSeconds : tcpHopSeconds) * 1e6},
                                     {rdma ? QStringLiteral("rdma") : QStringLiteral("tcp")}});
            }
        } else if (c.samplesPerSecond > 0) {
            if (c.speedAnchorGpu.isEmpty())
                c.reasons.push_back({K::SampleThroughput, {c.samplesPerSecond}, {}});
            else // which measurement the speed rests on, and whether it came from another GPU
                c.reasons.push_back(
                    {K::SampleThroughput,
                     {c.samplesPerSecond, c.speedAnchorRate, c.speedBatchEfficiency * 100,
                      double(std::max(1, s.inference.concurrency))},
                     {c.speedAnchorGpu, c.speedAnchorScaled ? QStringLiteral("scaled") : QStringLiteral("measured")}});
        }
        if (const BillingCost *cost = c.cost(c.primaryBilling)) {
            auto names = costNames.find(c.primaryBilling);
            if (names == costNames.end())
                names = costNames.insert(c.primaryBilling, QStringList{r.currency, c.primaryBilling});
            c.reasons.push_back({K::CostOnBilling,
                                 {cost->total, s.isTraining() ? 1.0 : 0.0},
                                 *names,
                                 cost->price.isSet() ? cost->price.shared() : std::make_shared<const ResolvedPrice>()});
        }
    }
}

Findings SizingEngine::whatWouldFit(const Scenario &s) const
{
    Findings advice;
    const auto say = [&advice](Finding::Kind kind, Finding::Numbers numbers = {}, QStringList names = {}) {
        advice.push_back({kind, std::move(numbers), std::move(names)});
    };
    // Every variant below keeps the scenario's billing models and region.
    const std::vector<BillingColumn> billing = billingColumns(s);
    const RowContext context{&billing, &m_speeds, uiIsChinese()};
    const auto anyFits = [&](const Scenario &variant) {
        const WorkloadProfile p = profile(variant);
        for (const InstanceType &type : m_catalog.instanceTypes) {
            const Configuration c = evaluate(variant, p, type, context);
            if (c.fit != Fit::Insufficient && c.problems.empty())
                return true;
        }
        return false;
    };
    if (s.constraints.maxNodes < 16) {
        Scenario more = s;
        more.constraints.maxNodes = 16;
        if (anyFits(more))
            say(Finding::Kind::AllowMoreInstances);
    }
    if (s.stage == Stage::FinetuneFull || s.stage == Stage::Pretrain) {
        Scenario lora = s;
        lora.stage = Stage::FinetuneLora;
        // As PEFT recipes run it: data parallel with activation checkpointing.
        lora.training.gradientCheckpointing = true;
        if (anyFits(lora))
            say(Finding::Kind::FinetuneWithLora);
        lora.stage = Stage::FinetuneQlora;
        if (anyFits(lora))
            say(Finding::Kind::FinetuneWithQlora);
    }
    if (!s.isTraining()) {
        for (Precision p : {Precision::Int8, Precision::Int4}) {
            if (bytesPerValue(p) >= bytesPerValue(s.precision))
                continue;
            Scenario lower = s;
            lower.precision = p;
            if (anyFits(lower)) {
                say(Finding::Kind::ServeAtLowerPrecision, {}, {toString(p)});
                break;
            }
        }
    }
    if (s.constraints.budgetMonthly) {
        Scenario unlimited = s;
        unlimited.constraints.budgetMonthly.reset();
        if (anyFits(unlimited))
            say(Finding::Kind::RaiseBudget);
    }
    if (s.training.deadlineHours) {
        Scenario relaxed = s;
        relaxed.training.deadlineHours.reset();
        if (anyFits(relaxed)) {
            // The shortest deadline that fits: each type at its fastest layout (a deadline nothing meets
            // makes placement try every instance count), checked at the slow end as every deadline is.
            Scenario rushed = s;
            rushed.training.deadlineHours = 1e-6;
            const WorkloadProfile p = profile(rushed);
            double shortest = 0;
            for (const InstanceType &type : m_catalog.instanceTypes) {
                const Configuration c = evaluate(rushed, p, type, context);
                const bool onlyLate = c.fit != Fit::Insufficient && c.problems.size() == 1
                    && c.problems.front().kind == Finding::Kind::MissesDeadline;
                if (onlyLate && c.hours > 0 && (shortest == 0 || slowEndHours(c.hours) < shortest))
                    shortest = slowEndHours(c.hours);
            }
            say(Finding::Kind::AllowMoreTime,
                {*s.training.deadlineHours, std::ceil(shortest), bandWidth(trainingTimeEvidence) * 100});
        }
    }
    if (advice.empty())
        say(Finding::Kind::NothingCanRun);
    return advice;
}

} // namespace Advisor
