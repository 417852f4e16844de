// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/workloadprofiler.h"

#include "models/sizing/borrowedspeed.h"
#include "models/sizing/memorymodel.h"
#include "models/sizing/sizingparameters.h"

#include <algorithm>
#include <cmath>

namespace Advisor {

WorkloadProfiler::WorkloadProfiler(const Catalog &catalog, const ModelPresetLibrary &presets,
                                   const SizingParameters &params)
    : m_catalog(catalog)
    , m_presets(presets)
    , m_params(params)
{
    for (WorkloadKind kind : allWorkloadKinds)
        m_models[std::size_t(kind)] = makeWorkloadModel(kind, catalog, params);
}

namespace {

/** One forward pass of a vision transformer over TOKENS tokens: the patch embedding, then per layer the
 *  projections and MLP (2 FLOPs per weight per token) and the attention over every pair of tokens. */
double vitForwardFlops(const TransformerShape &shape, int patch, double tokens)
{
    const double h = shape.hidden;
    const double perLayer = 2.0 * tokens * (4.0 * h * h + 2.0 * h * shape.ffn) + 4.0 * tokens * tokens * h;
    return 2.0 * tokens * 3.0 * patch * patch * h + shape.layers * perLayer;
}

void describePatches(const Scenario &s, const ModelPreset &preset, WorkloadProfile &p)
{
    // A vision transformer cuts the image into patches, one token each, plus a class token (Dosovitskiy
    // et al., 2021): 197 tokens for ViT-B/16 at 224 pixels, 577 at 384. Its work and activations follow the
    // tokens, with the attention growing as their square, not the length a language model would take.
    const int native = *preset.imageResolution;
    const int patch = *preset.patchSize;
    p.imageResolution = s.imageResolution.value_or(native);
    const auto tokensAt = [patch](int side) { return (side / patch) * (side / patch) + 1; };
    p.patchTokens = tokensAt(p.imageResolution);
    if (p.forwardGflopsPerSample > 0)
        p.forwardGflopsPerSample *=
            vitForwardFlops(*p.shape, patch, p.patchTokens) / vitForwardFlops(*p.shape, patch, tokensAt(native));
    p.assumptions.push_back(
        {AssumptionId::PatchTokens, {double(p.patchTokens), double(p.imageResolution), double(patch)}, {}, {}});
}

/** The size and shape of a model from its preset, at the image size and precision asked for. */
void describePreset(const Scenario &s, const ModelPreset &preset, WorkloadProfile &p)
{
    p.modelName = preset.name;
    p.architecture = preset.architecture;
    p.parameters = preset.parameters;
    p.activeParameters = preset.activeParameters.value_or(preset.parameters);
    p.shape = preset.transformer;
    p.moe = preset.moe;
    p.forwardGflopsPerSample = preset.gflopsPerSample.value_or(0);
    p.embeddings = preset.embeddings;
    p.diffusion = preset.diffusion;
    if (p.diffusion && p.diffusion->video) {
        // A clip keeps the reference size's shape: the resolution asked for is its height.
        const VideoShape &v = *p.diffusion->video;
        p.imageResolution = s.imageResolution.value_or(v.height);
        p.videoWidth = int(std::lround(double(v.width) * p.imageResolution / v.height / 16.0)) * 16;
        p.videoFrames = s.videoFrames.value_or(v.frames);
        p.samplingSteps = s.samplingSteps.value_or(v.steps);
    } else if (p.diffusion) {
        p.imageResolution = s.imageResolution.value_or(p.diffusion->nativeResolution);
        p.samplingSteps =
            s.samplingSteps.value_or(p.diffusion->defaultSteps > 0 ? p.diffusion->defaultSteps : int(diffusionSteps));
    }
    if (preset.architecture == Architecture::Vit && preset.imageResolution && preset.patchSize && p.shape)
        describePatches(s, preset, p);
    if (preset.architecture == Architecture::Cnn && preset.imageResolution) {
        // Convolutions cost in proportion to the pixels, and so do their activations.
        const int native = *preset.imageResolution;
        p.imageResolution = s.imageResolution.value_or(native);
        p.imageArea = double(p.imageResolution) * p.imageResolution / (double(native) * native);
        p.forwardGflopsPerSample *= p.imageArea;
        if (s.imageResolution)
            p.assumptions.push_back(
                {AssumptionId::ImageSize, {double(p.imageResolution), double(native), p.imageArea}, {}, {}});
    }
    // A published checkpoint in the precision served is the weight memory, byte for byte.
    const QString dtype = preset.releasedDtype;
    const bool sixteenBit = dtype == QLatin1String("bfloat16") || dtype == QLatin1String("float16");
    const bool fp8 = dtype.startsWith(QLatin1String("float8"));
    if (preset.checkpointBytes
        && ((sixteenBit && (s.precision == Precision::Bf16 || s.precision == Precision::Fp16))
            || (fp8 && s.precision == Precision::Fp8)))
        p.checkpointBytes = preset.checkpointBytes;
}

/** The size and shape of a model the scenario gives by its own figures, filled in where it gives none. */
void describeCustomModel(const Scenario &s, const ModelPresetLibrary &presets, WorkloadProfile &p)
{
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
        const auto reference = std::find_if(presets.presets.begin(), presets.presets.end(),
                                            [](const ModelPreset &m) { return m.embeddings && m.gflopsPerSample; });
        if (reference != presets.presets.end()) {
            EmbeddingTables tables = *reference->embeddings;
            const double dense = reference->parameters - tables.parameters;
            tables.parameters = std::max(p.parameters - dense, p.parameters * 0.5);
            p.embeddings = tables;
            p.forwardGflopsPerSample = *reference->gflopsPerSample;
            p.assumptions.push_back({AssumptionId::RecsysShape, {tables.parameters / 1e9}, {reference->name}, {}});
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
        p.assumptions.push_back(
            {AssumptionId::Shape, {double(shape.layers), double(shape.hidden)}, {}, {QStringLiteral("KAPLAN-2020")}});
    }
}

} // namespace

void WorkloadProfiler::describeModel(const Scenario &s, WorkloadProfile &p) const
{
    const ModelPreset *preset = s.model.isEmpty() ? nullptr : m_presets.preset(s.model);
    if (preset) {
        describePreset(s, *preset, p);
    } else {
        describeCustomModel(s, m_presets, p);
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
    const ModelPreset *preset = s.model.isEmpty() ? nullptr : m_presets.preset(s.model);
    p.kind = workloadKind(sizingTask(s.task, preset ? preset->task : QString()), p.architecture,
                          p.embeddings.has_value(), p.diffusion.has_value(), p.diffusion && p.diffusion->video);
    const WorkloadModel &model = *m_models[std::size_t(p.kind)];
    if (p.kind == WorkloadKind::Speech) {
        if (const SpeechEngineCalibration *engine = m_catalog.speech.engine(s.inference.speechEngine))
            p.sequencesPerRequest = engine->beams;
    }

    // Training work.
    const double epochs = std::max(0.0, s.training.epochs);
    p.trainingTokens = s.training.tokens.value_or(0) * epochs;
    p.trainingSamples = s.training.samples.value_or(0) * epochs;
    if (p.trainingTokens <= 0 && p.trainingSamples > 0 && p.shape)
        p.trainingTokens = p.trainingSamples * p.tokensPerSample(s.training.sequenceLength);
    model.addTrainingWork(s, p);

    const MemoryModel memory(s, p, m_params, &model);
    p.singleReplica = model.oneCopyMemory(s, p).value_or(
        s.isTraining() ? memory.training({}) : memory.inference({}, s.inference.concurrency));

    // Assumptions the user should see next to every estimate, as figures: FindingText words them.
    model.addAssumptions(s, p, memory,
                         [&p](AssumptionId id, QList<double> numbers, QStringList names, QStringList keys) {
                             p.assumptions.push_back({id, std::move(numbers), std::move(names), std::move(keys)});
                         });
    addBorrowedSpeedAssumptions(s, m_presets, m_catalog, p);
    return p;
}

} // namespace Advisor
