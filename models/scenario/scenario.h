// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/billing.h"
#include "models/domain/servingengine.h"

#include <optional>
#include <vector>

#include <QString>
#include <QStringList>

namespace Advisor {

enum class Task
{
    Llm,
    Diffusion,
    Cv,
    Nlp,
    Recsys,
    Graphics,
    Other
};
enum class Stage
{
    Pretrain,
    FinetuneFull,
    FinetuneLora,
    FinetuneQlora,
    Inference,
    Development
};
enum class Precision
{
    Fp32,
    Tf32,
    Bf16,
    Fp16,
    Fp8,
    Int8,
    Int4
};
enum class Optimizer
{
    AdamW,
    AdamW8bit,
    Sgd
};
/** The training stack's way of keeping the loss and the saved activations small. */
enum class MemorySaving
{
    None,        // Hugging Face's default loss: the whole logits tensor, upcast to fp32, and its gradient
    ChunkedLoss, // cross-entropy a slice of the logits at a time (torchtune)
    Liger,       // Liger Kernel: the loss fused with the output layer, the logits never whole
    Unsloth      // Unsloth: a fused loss, and each layer's saved input kept in host memory
};
/** Training state kept in host memory instead of on the GPUs (ZeRO-Offload, FSDP CPU offload). */
enum class HostOffload
{
    None,
    Optimizer,          // the fp32 master weights, the moments and the step itself on the CPU
    OptimizerAndWeights // the weights too: each layer is copied in when it runs
};

/** How a served LLM proposes tokens ahead of the model, which then checks them all in one step. */
enum class SpeculativeMethod
{
    None,
    Draft, // a smaller model of the same family proposes (vLLM/SGLang speculative model)
    Eagle, // EAGLE-style heads: about one decoder layer on the model's own hidden states
    Mtp,   // multi-token prediction modules shipped with the model (DeepSeek-V3/R1, Qwen3-Next)
    Ngram  // prompt lookup: proposals copied from the prompt, at no GPU cost
};

/** Speculative decoding as the engine runs it; the acceptance length is what its metrics report. */
struct SpeculativeDecoding
{
    SpeculativeMethod method = SpeculativeMethod::None;
    // Mean tokens one verification step keeps: the accepted proposals and the model's own token (>= 1).
    double acceptanceLength = 1;
    // Tokens proposed per step (vLLM num_speculative_tokens); empty: the fewest that reach the acceptance length.
    std::optional<int> draftTokens;
    // A draft model's own parameters; the other methods' proposers follow from the model's architecture.
    std::optional<double> draftParameters;

    bool enabled() const { return method != SpeculativeMethod::None; }
    bool operator==(const SpeculativeDecoding &) const = default;
};

/** Architecture given by hand (or from a config.json) instead of a preset; 0 means "not given". */
struct ArchitectureInput
{
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int ffn = 0;
    int vocab = 0;
    std::optional<double> activeParameters;

    bool operator==(const ArchitectureInput &) const = default;
};

struct TrainingInput
{
    std::optional<double> tokens;  // LLM / NLP: tokens per epoch
    std::optional<double> samples; // CV / diffusion: samples per epoch
    double epochs = 1;
    int sequenceLength = 2048;
    int microBatch = 1;
    bool gradientCheckpointing = true;
    Optimizer optimizer = Optimizer::AdamW;
    int zeroStage = 3; // 0 = plain DDP; 3 = ZeRO-3 / FSDP
    std::optional<double> deadlineHours;
    MemorySaving memorySaving = MemorySaving::None;
    HostOffload offload = HostOffload::None;

    /** Layers' activations are recomputed in the backward pass: checkpointing, or a stack that implies it. */
    bool recomputes() const { return gradientCheckpointing || memorySaving == MemorySaving::Unsloth; }
    bool operator==(const TrainingInput &) const = default;
};

struct InferenceInput
{
    int contextLength = 4096; // prompt tokens
    int outputTokens = 512;
    int concurrency = 8; // sequences served at the same time
    double requestsPerSecond = 1;
    std::optional<double> latencyMsTarget; // per generated token (LLM) or per request (others)
    // Generative serving: how long a lone request may wait for its first token; empty: MLPerf's server target.
    std::optional<double> ttftMsTarget;
    Precision kvCachePrecision = Precision::Bf16;
    // Graphics: GPU memory each remote desktop or game session needs (framebuffer, textures, scene);
    // concurrency above is then the number of sessions, each on its own instance. The default is NVIDIA's
    // 2B vGPU profile, which its vPC sizing found enough for every knowledge-worker desktop it tested (the
    // catalog's graphics.desktopFramebufferGiB carries the source).
    double memoryPerSessionGiB = 2;
    // Graphics: what a studio streams to each session, as the scenario file and the wizard record it. They
    // do not change the sizing yet: NVIDIA gives every vGPU profile the same maximum resolution, and
    // publishes NVENC's rate per engine on GeForce cards only, not for the cards Alibaba slices.
    QString streamResolution = QStringLiteral("1920x1080"); // width x height, one of streamResolutionValues()
    int frameRate = 60;                                     // frames per second
    QString videoCodec = QStringLiteral("h264");            // one of videoCodecValues()
    // FP8 MoE weights on GPUs without FP8 arithmetic (A100, A10) run only weight-only through vLLM's
    // Marlin kernels (0.9 and newer); no published deployment does it, so it is off unless asked for.
    bool fp8MoeWeightOnly = false;
    // CNNs and encoders: the framework as trained, or a compiled engine (TensorRT runs INT8 on the INT8
    // tensor cores and several times the framework's rate).
    ServingEngine engine = ServingEngine::Framework;
    // Speech (Whisper): the engine that transcribes; concurrency is then the audio windows it runs at once.
    SpeechEngine speechEngine = SpeechEngine::FasterWhisper;
    // Generative LLMs: the serving engine, with its own batch cap and speed (the catalog's llmEngines).
    LlmEngine llmEngine = LlmEngine::Default;
    // Generative LLMs: the longest sequence the engine is started for (vLLM --max-model-len, SGLang
    // --context-length, TensorRT-LLM max_seq_len). The engine refuses to start unless one sequence this long
    // fits its KV cache. Empty: the engine's default, the model's own context (config.json
    // max_position_embeddings) where the preset states it.
    std::optional<int> maxModelLength;
    // Encoders: the requests' mean real length when the engine runs them unpadded (TensorRT's variable-length
    // kernels, as NVIDIA's MLPerf harness runs BERT), so each costs that length, never above contextLength.
    // Empty: every request is padded to contextLength.
    std::optional<int> meanInputTokens;
    SpeculativeDecoding speculative;

    bool operator==(const InferenceInput &) const = default;
};

/**
 * A price the user was quoted for one instance type under one billing model: the hourly equivalent per
 * instance in the catalog currency, dated. It replaces the catalog's price for that type and billing model
 * in the scenario's region, and every view labels it as the user's quote.
 */
struct PriceQuote
{
    static constexpr double maxHourly = 100000; // as a price file: above this per hour it is a typo
    QString instanceType;
    QString billing = BillingId::payg;
    double hourly = 0;
    QString date; // YYYY-MM-DD, the day it was entered or quoted

    bool operator==(const PriceQuote &) const = default;
};

/**
 * What the scenario says about money: the prices to read, the billing, the budgets and the customer's
 * terms. None of it changes how a row is sized, so a change here re-prices the answer instead of sizing
 * it again (SizingEngine::sizedAlike compares the scenarios without this part).
 */
struct PricingTerms
{
    std::optional<double> budgetMonthly;
    // Training: what the whole job may cost, whatever months it spans (a 3-day job is not a month's spend).
    std::optional<double> budgetJob;
    std::vector<PriceQuote> quotes;
    QString currency = QStringLiteral("CNY");
    QString region; // empty: the catalog's reference region
    QStringList billing{BillingId::payg};
    bool interruptible = false;
    double customerDiscountPercent = 0;

    bool operator==(const PricingTerms &) const = default;
};

struct Constraints : PricingTerms
{
    /** The largest customer discount the wizard, the settings and scenario files accept. */
    static constexpr double maxDiscountPercent = 90;
    /** Past half the card kept free, a margin is a typo, not a requirement. */
    static constexpr double maxMemoryMarginPercent = 50;

    // The share of GPU memory the user wants left free; without it rows under the default margin are only
    // marked tight, since a margin the tool assumed must not push a cheaper row down.
    std::optional<double> memoryMarginPercent;
    bool checkpointing = true;
    int maxNodes = 4;

    bool operator==(const Constraints &) const = default;
};

struct DataInput
{
    double datasetGiB = 0;
    bool smallFiles = false;
    QString storage = QStringLiteral("essd-pl1");

    bool operator==(const DataInput &) const = default;
};

struct OperationsInput
{
    bool managedPlatformOk = true;

    bool operator==(const OperationsInput &) const = default;
};

/** Estimate constants the user chose to override (empty = the documented default). */
struct AssumptionOverrides
{
    std::optional<double> mfu;               // training model-FLOPs utilisation, 0..1
    std::optional<double> mbu;               // decode memory-bandwidth utilisation, 0..1
    std::optional<double> bytesPerParamAdam; // 16 (bf16 gradients) or 18 (fp32 gradients)

    bool operator==(const AssumptionOverrides &) const = default;
};

/**
 * One phase of a project: the scenario's own job run over a span of months. A scenario without phases
 * is a one-phase project (today's single answer). Months count from 1.
 */
struct ProjectPhase
{
    enum class Kind
    {
        Training, // the scenario's training (or fine-tune) job, run `runs` times each month or quarter
        Serving   // the scenario served around the clock, the load growing by monthlyGrowthPercent
    };
    enum class Period
    {
        Month,
        Quarter
    };
    static constexpr int maxPhases = 20;
    static constexpr int maxMonth = 120; // ten years: the last month a phase may run in
    static constexpr int maxRuns = 1000;
    static constexpr double minGrowthPercent = -50;
    static constexpr double maxGrowthPercent = 100;

    Kind kind = Kind::Serving;
    int startMonth = 1;
    int months = 12;
    int runs = 1; // training: runs per period
    Period per = Period::Month;
    double monthlyGrowthPercent = 0; // serving: users and request rate grow by this each month

    int endMonth() const { return startMonth + months - 1; }
    bool operator==(const ProjectPhase &) const = default;
};

/** Limits the scenario file and the wizard share for the fields of generated images and clips. */
namespace GenerationLimits {
inline constexpr int minSteps = 1;
inline constexpr int maxSteps = 1000;
inline constexpr int minFrames = 1;
inline constexpr int maxFrames = 2049;
} // namespace GenerationLimits

/** Everything the user told the wizard; the JSON scenario file holds exactly this. */
struct Scenario
{
    static constexpr int schemaVersion = 1;
    QString name;
    Task task = Task::Llm;
    Stage stage = Stage::FinetuneLora;
    QString model; // preset id; empty when parameters are given
    std::optional<double> parameters;
    std::optional<ArchitectureInput> architecture;
    Precision precision = Precision::Bf16;
    // Diffusion: pixels on a side of the images trained on or generated; empty means the preset's own size.
    // Activations grow with the latent's area, so a 1024² run needs four times those of a 512² run.
    std::optional<int> imageResolution;
    // Diffusion: denoising steps per image or clip; empty means the model's default. Time grows with them.
    std::optional<int> samplingSteps;
    // Video generation: frames per clip; empty means the model's default. Attention grows with their square.
    std::optional<int> videoFrames;
    TrainingInput training;
    InferenceInput inference;
    Constraints constraints;
    DataInput data;
    OperationsInput operations;
    AssumptionOverrides assumptions;
    std::vector<ProjectPhase> phases; // empty: one answer, no timeline

    bool isTraining() const { return stage != Stage::Inference && stage != Stage::Development; }
    bool operator==(const Scenario &) const = default;
};

QString toString(Task task);
QString toString(Stage stage);
QString toString(Precision precision);
QString toString(Optimizer optimizer);
std::optional<Task> taskFromString(const QString &s);
std::optional<Stage> stageFromString(const QString &s);
std::optional<Precision> precisionFromString(const QString &s);
std::optional<Optimizer> optimizerFromString(const QString &s);
QString toString(MemorySaving saving);
QString toString(HostOffload offload);
std::optional<MemorySaving> memorySavingFromString(const QString &s);
std::optional<HostOffload> hostOffloadFromString(const QString &s);
const QStringList &memorySavingNames();
const QStringList &hostOffloadNames();
QString toString(SpeculativeMethod method);
std::optional<SpeculativeMethod> speculativeMethodFromString(const QString &s);
const QStringList &speculativeMethodNames();
/** The spellings scenario files use, in the order of the enumerations. */
const QStringList &taskNames();
const QStringList &stageNames();
const QStringList &precisionNames();
const QStringList &optimizerNames();
const QStringList &phaseKindNames();
const QStringList &phasePeriodNames();
/** Bytes per stored weight or cached value at this precision (int4 counts half a byte). */
double bytesPerValue(Precision precision);

/**
 * The shipped catalog's billing ids, in the order columns and chart series show them. A catalog may define
 * more: a scenario names any well-formed id, and the catalog in use says which exist.
 */
const QStringList &allBillingIds();
/** The ids seen, the shipped ones in their usual order first and a catalog's own after them as first seen. */
QStringList billingIdsInOrder(const QStringList &seen);
QString toString(ProjectPhase::Kind kind);
QString toString(ProjectPhase::Period period);
std::optional<ProjectPhase::Kind> phaseKindFromString(const QString &s);
std::optional<ProjectPhase::Period> phasePeriodFromString(const QString &s);

} // namespace Advisor
