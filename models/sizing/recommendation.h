// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/modelpreset.h"
#include "models/pricing/pricebook.h"
#include "models/sizing/assumptionid.h"
#include "models/sizing/confidence.h"
#include "models/sizing/finding.h"
#include "models/sizing/servingeconomics.h"
#include "models/sizing/sharedvalue.h"
#include "models/sizing/workloads/workloadkind.h"

#include <memory>
#include <optional>
#include <vector>

#include <QString>
#include <QStringList>

namespace Advisor {

/** GPU memory per GPU by what occupies it, in bytes. */
struct MemoryBreakdown
{
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double kvCache = 0;
    double overhead = 0; // CUDA context, communication buffers, allocator fragmentation
    // Kept in host memory instead (offloaded optimizer state, weights or saved activations): not in total().
    double host = 0;

    double total() const { return weights + gradients + optimizer + activations + kvCache + overhead; }
};

inline constexpr double bytesPerGiB = 1024.0 * 1024.0 * 1024.0;

/**
 * A value the estimate rests on, as data: FindingText words its label, value and source (a short note
 * and the citations of sourceKeys) in the current language.
 */
struct Assumption
{
    AssumptionId id;        // decides how numbers and names are read (its key, e.g. "mfu", is stable)
    QList<double> numbers;  // e.g. {35} for "35 % of dense peak"
    QStringList names;      // e.g. a precision, "lora"
    QStringList sourceKeys; // keys of the catalog's sources table the value rests on (may be empty)

    bool operator==(const Assumption &) const = default;
};

/** What the engine made of the scenario before looking at any instance. */
struct WorkloadProfile
{
    QString modelName; // the preset's name; empty for a custom model (FindingText::modelName words it)
    Architecture architecture = Architecture::Custom;
    WorkloadKind kind = WorkloadKind::DecoderLlm; // which model of models/sizing/workloads/ sized it
    double parameters = 0;
    double activeParameters = 0; // = parameters unless MoE
    std::optional<TransformerShape> shape;
    double trainingTokens = 0;             // all epochs
    double trainingSamples = 0;            // all epochs (non-token workloads)
    double trainingFlops = 0;              // hardware FLOPs of the whole job (6ND, 8ND with recomputation)
    double modelFlops = 0;                 // 6ND, for MFU
    double kvBytesPerToken = 0;            // at the chosen KV precision
    bool latentKv = false;                 // compressed (MLA) KV: every tensor-parallel rank keeps all of it
    int sequencesPerRequest = 1;           // speech: the beam's hypotheses, each with its cache, per window
    std::optional<MoeShape> moe;           // mixture of experts: how many experts, how many a token uses
    std::optional<double> checkpointBytes; // the published checkpoint's size, when it is in the serving precision
    double forwardGflopsPerSample = 0; // non-transformer presets (CNN): one forward pass; recommenders: dense towers
    std::optional<EmbeddingTables> embeddings; // recommendation models: the tables, sized apart from the towers
    std::optional<DiffusionParts> diffusion;   // diffusion presets: trainable denoiser, frozen encoders and VAE
    int imageResolution = 0;                   // image models: pixels on a side, the scenario's or the preset's
    double imageArea = 1;  // CNNs: that image's area over the one the preset's FLOPs and measured speeds are for
    int samplingSteps = 0; // diffusion: denoising steps per image or clip, the scenario's or the default
    int videoWidth = 0;    // video: pixels across a clip (imageResolution is its height) and frames in it
    int videoFrames = 0;
    int patchTokens = 0;           // vision transformers: the image's patches plus the class token, at imageResolution
    MemoryBreakdown singleReplica; // everything on one GPU, no sharding
    std::vector<Assumption> assumptions;

    /** Tokens one training sample carries: a vision transformer's patches, else the scenario's length. */
    int tokensPerSample(int sequenceLength) const { return patchTokens > 0 ? patchTokens : sequenceLength; }
    /** Tokens one request carries into an encoder: a vision transformer's patches, else the prompt. */
    int tokensPerRequest(int contextLength) const { return patchTokens > 0 ? patchTokens : contextLength; }

    /**
     * Generates token by token and keeps a KV cache: a transformer whose kind serves tokens (decoders, MoE
     * decoders, encoder-decoders). The kind decides, so that a kind of transformer served otherwise (one pass
     * per request) is sized as one without touching the stages that ask.
     */
    bool generative() const { return shape && servedUnit(kind, false) == ServedUnit::Token; }
};

enum class Fit
{
    Fits,
    Tight,
    Insufficient
};

struct BillingCost
{
    QString billing; // payg | spot | subscription-1m | ...
    // Per instance, before discount: the price book's own, shared by every row priced from it (and by the
    // row's cost reason) rather than copied into each row on every recompute.
    SharedValue<ResolvedPrice> price;
    double hourly = 0; // all instances, after the customer discount
    // The price's own range (spot, a billing ratio's spread) widened by its uncertainty below: every band
    // and pessimistic check that involves the price reads these two.
    double hourlyLow = 0;
    double hourlyHigh = 0;
    PriceUncertainty uncertainty; // how indirect and how old the price is, and the width that adds
    double monthly = 0;           // hourly × 730
    double total = 0;             // whole job (training) or one month (serving)
    bool available() const { return price->available(); }
};

/** Where the row runs and how the model is split over it: what RowSizer decides first. */
struct RowLayout
{
    QString instanceType;
    QString family;
    QString gpu; // GPU id: the text layer names it in the language shown (Catalog::gpuDisplayName)
    double gpusPerInstance = 0;
    int instances = 1;
    double totalGpus = 0;
    int tensorParallel = 1;   // GPUs of one instance a model copy is split across
    int pipelineParallel = 1; // serving: instances one copy's layers are split across, when one instance is too small
    int dataParallel = 1;     // model copies (training) or replicas (serving)
    bool shardedFrozenWeights = false; // LoRA/QLoRA: the frozen base split over the GPUs (ZeRO-3)
    double hostTableShare = 0;         // recommendation models: share of the table rows kept in host memory
};

/** GPU memory per GPU for that layout and whether it fits: written by sizing. */
struct RowMemory
{
    MemoryBreakdown perGpu;        // bytes
    double perGpuMemoryGiB = 0;    // needed
    double gpuMemoryGiB = 0;       // installed per GPU
    double usableGpuMemoryGiB = 0; // installed × usable fraction
    Fit fit = Fit::Insufficient;
    double headroomPercent = 0; // (usable − needed) / usable × 100
};

/** How fast the row runs and how firm that is: written by sizing, its bands by the confidence stage. */
struct RowSpeed
{
    // Training
    double hours = 0;             // wall-clock job time
    double scalingEfficiency = 1; // 0..1
    double stepSeconds = 0;
    double commSeconds = 0;    // exposed gradient communication per step
    bool meetsDeadline = true; // the slow end of the time's band (slowEndHours) is within the deadline

    // Serving (and training throughput)
    double tokensPerSecond = 0;  // training: tokens/s for the job; serving: generated tokens/s, all replicas
    double samplesPerSecond = 0; // images/s or sequences/s where tokens do not apply
    // The measured speed the estimate rests on (diffusion): the GPU it was measured on and its rate in
    // image-steps/s; scaled when taken from another GPU by the ratio of peaks.
    QString speedAnchorGpu;
    double speedAnchorRate = 0;
    bool speedAnchorScaled = false;
    double speedBatchEfficiency = 1;         // share of the full-batch rate the scenario's batch reaches
    double ttftMs = 0;                       // time to first token
    double tpotMs = 0;                       // time per output token
    int maxConcurrencyPerReplica = 0;        // full requests (context + output) the KV cache of a replica holds
    int runningSequencesPerReplica = 0;      // what the engine runs at once: the KV cache's count up to its batch cap
    double tokensPerSecondAtConcurrency = 0; // serving: generated tokens/s for the scenario's users, all replicas
    double promptTokensPerSecond = 0;        // serving: prompt (prefill) tokens/s at that capacity, all replicas
    int maxContextTokens = 0;                // the longest request (context + output) one replica's KV cache holds
    double perUserTokensPerSecond = 0;       // decode speed one user sees at the scenario's load
    int batchWithinTpotPerReplica = 0;       // users one replica decodes for at once within the per-token target
    bool meetsLatency = true;
    bool meetsThroughput = true;

    // How firm the speed is (confidence.h), and the bands it gives the time and the throughput.
    Evidence evidence = Evidence::Analytical;
    // An engine's own published spread of times around the factor the speed uses, as factors of a time (a
    // speech engine's sources); combined with the evidence's band.
    double engineSpreadLow = 1;
    double engineSpreadHigh = 1;
    Band hoursBand; // training: fast end … slow end
    Band tokensPerSecondBand;
    Band samplesPerSecondBand;
};

/**
 * What the row costs: written by PricingStage (and the confidence stage's cost band), and all of it
 * given again when only a price changes (SizingEngine::reprice resets it whole).
 */
struct RowPricing
{
    std::vector<BillingCost> costs;  // one per requested billing model
    QString primaryBilling;          // the cheapest available requested billing
    double jobCost = 0;              // primary billing: whole job (training) or month (serving)
    double costPerGpuHour = 0;       // primary billing
    double costPerMillionTokens = 0; // primary billing, where tokens apply
    bool priced = false;
    // The high end of the month's spend (price band × slow end of the time) is within the budget; false
    // without a price when the scenario has a budget.
    bool withinBudget = true;
    Band jobCostBand; // primary billing: the price's range times the time's band (training)
    // Serving rows only: a training row reads the defaults, and copies of a row share one.
    SharedValue<ServingEconomics> economics;
};

/** Where the row stands among the others and why: written by RankingStage and the explanation. */
struct RowRanking
{
    int rank = 0;           // 1 = recommended; 0 = not ranked
    double rankingCost = 0; // jobCost, or for a configuration without a price its GPU-hours at the reference rate
    double referenceGpuHourRate = 0; // without a price: the placeholder GPU-hour rate it is ranked at
    // Without a price: the hourly price per instance (before any discount, as a quote would be given) at
    // which it would cost as little as the first priced row: what a quote must beat. 0: nothing to beat.
    double breakEvenHourly = 0;
    Findings reasons; // why it ranks where it does (FindingText words them)
};

/**
 * One way to run the workload: an instance type, how many, how the model is split, what it costs. Its
 * parts are grouped by the stage that writes them, so a stage that runs again (re-pricing) resets its
 * own part whole rather than a hand-kept list of fields.
 */
struct Configuration
{
    RowLayout layout;
    RowMemory memory;
    RowSpeed speed;
    RowPricing pricing;
    RowRanking ranking;
    Findings problems; // why it was rejected: sizing's, pricing's and the finishing checks'

    // The engine's record, so that a change of price alone prices the row again instead of sizing it
    // (SizingEngine::reprice): the type's place in the catalog, whether sizing got as far as a price, and
    // how many of the problems sizing found (the first ones; pricing and finish() add theirs after them).
    int catalogPosition = -1;
    bool placed = false;
    std::size_t sizingProblemCount = 0;

    const BillingCost *cost(const QString &billing) const;
};

struct Recommendation
{
    QString catalogName;
    QString catalogVersion;
    QString priceDate;
    QString currency;
    QString region;
    WorkloadProfile profile;
    std::vector<Configuration> ranked;   // feasible, best first
    std::vector<Configuration> rejected; // not feasible, with problems
    Findings nothingFitsAdvice;          // when ranked is empty: what would make it fit

    /**
     * What charts compare: the best-ranked configuration of each family, at most count of them (the
     * best rejected ones when nothing fits). The sizes of one family differ mostly in vCPUs and memory
     * at a price in proportion, so drawing them side by side shows one price five times.
     */
    std::vector<const Configuration *> bestPerFamily(int count) const;
};

QString toString(Fit fit);

} // namespace Advisor
