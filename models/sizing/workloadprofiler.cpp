// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/workloadprofiler.h"

#include "models/sizing/measuredthroughput.h"
#include "models/sizing/memorymodel.h"
#include "models/sizing/performancemodel.h"
#include "models/sizing/recommendermodel.h"
#include "models/sizing/sizingparameters.h"

#include <algorithm>
#include <cmath>

namespace Advisor {

void WorkloadProfiler::describeModel(const Scenario &s, WorkloadProfile &p) const
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

WorkloadProfile WorkloadProfiler::profile(const Scenario &s) const
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

void WorkloadProfiler::addDiffusionAssumptions(const Scenario &s, const WorkloadProfile &p,
                                               const AddAssumption &add) const
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

void WorkloadProfiler::addServingAssumptions(const Scenario &s, const WorkloadProfile &p,
                                             const AddAssumption &add) const
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

void WorkloadProfiler::addThroughputAnchorAssumptions(const Scenario &s, const AddAssumption &add) const
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

} // namespace Advisor
