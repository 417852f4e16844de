// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/billing.h"
#include "models/domain/localizedtext.h"
#include "models/domain/servingengine.h"
#include "models/domain/sourceref.h"
#include "models/domain/trainingcalibration.h"

#include <optional>
#include <utility>
#include <vector>

#include <QHash>
#include <QString>
#include <QStringList>

namespace Advisor {

enum class Confidence
{
    Seen,
    Inferred,
    Unverified
};

struct Region
{
    QString id;
    LocalizedText name;
};

/** A measured or calibrated factor of the estimate, with the public source it rests on. */
struct SourcedValue
{
    double value = 0;
    QString source; // key of the catalog's sources table
    QString basis;  // what it was measured on, e.g. "vLLM 0.6.3, Qwen2.5 7–32B BF16, batch 1"
};
struct GpuSpec;
/** A generative-LLM engine's default batch cap and its speed against the calibrated default (the reference). */
struct LlmEngineCalibration
{
    LlmEngine engine = LlmEngine::Default;
    std::optional<SourcedValue> maxRunningSequences; // on every GPU not in gpuCaps; empty: vLLM's rule
    // The cap on GPUs whose ids start with one of the names ("a100": a100-40gb, a100-80gb), as the engine
    // matches the device's name.
    std::vector<std::pair<QStringList, double>> gpuCaps;
    SourcedValue decodeFactor{1, QString(), QString()};  // times the default's share of memory bandwidth
    SourcedValue prefillFactor{1, QString(), QString()}; // times the default's share of tensor peak
};

/** What an LLM engine sets for a copy on one GPU: its speed against the calibrated default, its batch cap. */
struct LlmEngineTerms
{
    double decodeFactor = 1;
    double prefillFactor = 1;
    int cap = 1;
};

/**
 * How serving engines use GPU memory and how fast they decode, beyond the GPU's own figures: the
 * defaults of vLLM and SGLang and factors calibrated on published benchmark tables.
 */
struct ServingCalibration
{
    SourcedValue memoryUtilization{0.9, QStringLiteral("VLLM-ENGINE-ARGS"), QString()};
    SourcedValue moeLayerOverheadUs{53, QString(), QString()}; // MoE decode: routing and expert launches per layer
    SourcedValue moeLayerOverheadPerDoublingUs{8, QString(), QString()}; // more per doubling of tensor parallelism
    SourcedValue int4DecodeFactor{0.57, QString(), QString()};           // weight-only INT4 kernels
    SourcedValue int8DecodeFactor{0.8, QString(), QString()};            // weight-only INT8 / FP8 W8A16 kernels
    SourcedValue defaultDecodeEfficiency{0.6, QString(), QString()};     // GPUs without a published figure
    // Oldest GPUs the LLM serving engines (vLLM) still run on; 0 lets every GPU serve.
    SourcedValue minComputeCapability{0, QString(), QString()};
    // The engine's cap on the requests it runs at once (vLLM max_num_seqs): the KV cache may hold more.
    SourcedValue maxRunningSequences{256, QString(), QString()};
    SourcedValue maxRunningSequencesLarge{1024, QString(), QString()}; // on large cards, A100 excepted
    SourcedValue largeBatchDefaultsMinGiB{70, QString(), QString()};
    // Hopper's tensor-core instructions (WGMMA) work on tiles of 64 rows, so a decode step of fewer tokens
    // costs a tile's arithmetic; on a GPU with little compute for its bandwidth (H20) that outlasts the
    // weight reads. 0 rows: no floor (a catalog that does not state one).
    SourcedValue decodeTileRows{0, QString(), QString()};
    SourcedValue decodeTileEfficiency{0.59, QString(), QString()}; // share of the tensor peak a tile reaches
    QStringList decodeTileArchitectures;                           // GPU architectures with such tiles
    std::vector<LlmEngineCalibration> llmEngines;                  // the LLM engines a scenario may name

    /** The engine's default cap for this GPU; vLLM leaves A100 out of the large defaults by its name. */
    int maxRunningSequencesOn(const GpuSpec &gpu) const;
    /** The named engine's cap for this GPU: its own where the catalog lists one, else vLLM's rule. */
    int maxRunningSequencesOn(const GpuSpec &gpu, LlmEngine engine) const;
    /** The catalog's entry for the engine; null when it lists none (the engine then behaves as the default). */
    const LlmEngineCalibration *llmEngine(LlmEngine engine) const;
    /** The engine's factors (1 where the catalog lists none) and its cap on this GPU. */
    LlmEngineTerms llmEngineTerms(const GpuSpec &gpu, LlmEngine engine) const;
    /** Whether a decode step on this GPU costs at least a tile of decodeTileRows tokens. */
    bool hasDecodeTile(const GpuSpec &gpu) const;
};

/** The numeric format a measured throughput ran in. */
enum class AnchorPrecision
{
    Fp32, // FP32 or TF32
    Half, // FP16, BF16 or mixed precision
    Int8  // INT8 arithmetic (TensorRT), not weight-only
};

/**
 * One published throughput of a model on one GPU (MLPerf, NVIDIA's Deep Learning Examples, TensorRT's
 * demos): the anchor the estimate scales from, so a figure on screen can be traced to a measurement.
 */
struct ThroughputAnchor
{
    QString model; // preset id
    QString gpu;   // GPU id
    bool training = false;
    ServingEngine engine = ServingEngine::Framework;
    AnchorPrecision precision = AnchorPrecision::Half;
    double rate = 0;                       // samples (images, sequences) per second per GPU at a full batch
    std::optional<double> batch1LatencyMs; // one request alone
    int sequenceLength = 0;                // encoders: tokens per sequence it was measured at
    // Vision transformers: forward FLOPs of one sample as measured, so that the share of peak it reached
    // carries to another vision transformer, size or resolution (measuredthroughput.h).
    std::optional<double> gflopsPerSample;
    QString source; // key of the sources table
    QString basis;  // batch, engine version, what was measured
};

/**
 * Recommendation models (DLRM-style): the dense towers are compute, the embedding tables memory and
 * memory bandwidth. Factors fitted to NVIDIA's published DLRM tables.
 */
struct RecommendationCalibration
{
    SourcedValue denseMfu{0.3, QString(), QString()};                // dense towers, share of tensor peak
    SourcedValue denseMfuFp32{0.67, QString(), QString()};           // the same without tensor cores (FP32)
    SourcedValue embeddingBandwidthShare{0.5, QString(), QString()}; // random row gathers, share of bandwidth
    // The frameworks' hybrid-parallel all-to-all of looked-up rows, share of the GPU link's all-reduce bus
    // bandwidth (not overlapped with compute, one exchange per table group).
    SourcedValue exchangeShare{0.2, QString(), QString()};
    // Rows kept in host memory when the tables outgrow the GPUs: the share of the instance's RAM they may take,
    // and the share of the PCIe link (per direction) their gathers and updates reach.
    SourcedValue hostMemoryShare{0.8, QString(), QString()};
    SourcedValue hostLinkShare{0.75, QString(), QString()};
};

/** Remote desktops on vGPU slices. */
struct GraphicsCalibration
{
    SourcedValue desktopFramebufferGiB{2, QString(), QString()}; // one knowledge-worker desktop
};

/** A published diffusion denoising speed on one GPU: images × steps per second at a batch. */
struct DiffusionStepAnchor
{
    QString gpu;
    double imageStepsPerSecond = 0;
    int batch = 4; // images per denoising step in the measured run
    QString source;
    QString basis;
};

/** FLOPs per second one GPU sustains running an image transformer's denoiser, from a published time. */
struct DiffusionTransformerRate
{
    QString gpu;
    double effectiveTflops = 0;
    QString source;
    QString basis;
};

/**
 * Diffusion memory and speed as published (diffusers docs, Hugging Face blog): activations per image at a
 * reference size, scaled by the latent's area and the batch, and measured denoising speeds per GPU.
 */
struct DiffusionCalibration
{
    // Training, fp16 autocast, memory-efficient attention, per 512² sample: with and without checkpointing.
    SourcedValue trainingActivationGBCheckpointed{0.15, QString(), QString()};
    SourcedValue trainingActivationGBFull{6.5, QString(), QString()};
    // Inference, 16-bit, per image with classifier-free guidance: a UNet's peak and the VAE decoding one image at
    // 1024²; an MM-DiT's peak in copies of its hidden state over its tokens (fused attention: no tokens² scores).
    SourcedValue denoiserInferenceGBPerImage{2.1, QString(), QString()};
    SourcedValue vaeDecodeGBPerImage{1.85, QString(), QString()};
    SourcedValue transformerActivationCopies{17.5, QString(), QString()};
    // A denoising step keeps a GPU busy only with enough images in it: about one image of the model's native
    // size per this many TFLOPS of 16-bit peak. Below that the GPU is partly idle.
    SourcedValue imageFillTflops{150, QString(), QString()};
    std::vector<DiffusionStepAnchor> stepAnchors; // SD 1.x, 512², fp16
    QString stepAnchorModel = QStringLiteral("sd-1.5");
    // FLOPs of one image-step of the anchor model (both guidance passes), which turn its measured rates
    // into the FLOPs per second a GPU sustains on a UNet.
    SourcedValue anchorStepGflops{1600, QString(), QString()};
    SourcedValue anchorBlocks{49.2, QString(), QString()}; // its blocks, weighted as below
    // A denoiser call takes at least this long per residual block whatever its batch: launching the block's
    // kernels; a transformer block launches about transformerBlockWeight times as many.
    SourcedValue callFloorMsPerBlock{0.71, QString(), QString()};
    SourcedValue transformerBlockWeight{1.7, QString(), QString()};
    // Image transformers (MM-DiT: SD3, FLUX.1) keep tensor cores busier than a UNet: their own measured rates.
    std::vector<DiffusionTransformerRate> transformerRates;
};

/**
 * A video diffusion transformer's measured speed on one GPU: the FLOPs per second one GPU sustains over a
 * whole denoising run (linear layers and attention, FlashAttention-class kernels), from a published
 * single-GPU time per clip less the VAE's share.
 */
struct VideoRateAnchor
{
    QString gpu;
    double effectiveTflops = 0;
    QString source;
    QString basis;
};

/** Text-to-video pipelines (Wan, HunyuanVideo, CogVideoX) as their reference scripts run them. */
struct VideoCalibration
{
    std::vector<VideoRateAnchor> denoiserRates;
    // Decoding latents to frames is memory-bound and runs on one GPU: bytes moved per output pixel-frame.
    SourcedValue vaeDecodeMBPerPixelFrame{3.7, QString(), QString()};
    // The tiled VAE decode's working memory per megapixel of one frame.
    SourcedValue vaeDecodeGBPerMegapixel{11.3, QString(), QString()};
    // A denoiser's activations in a 16-bit forward pass: bytes per latent token per unit of hidden size.
    SourcedValue activationBytesPerTokenHidden{16, QString(), QString()};
};

/**
 * One speech engine as measured against faster-whisper on the same GPU and audio: how much longer its
 * steps take, and what share of a window's time batching windows together does not spread.
 */
struct SpeechEngineCalibration
{
    SpeechEngine engine = SpeechEngine::FasterWhisper;
    SourcedValue timeFactor{1, QString(), QString()}; // its time for a window over faster-whisper's
    double factorLow = 1;                             // the spread of the published ratios behind it
    double factorHigh = 1;
    // Absent: the engine transcribes one window at a time, however many wait.
    std::optional<SourcedValue> unbatchedShare;
    // Hypotheses its default beam search keeps per window, each with its own cache (1: greedy).
    int beams = 1;
    QStringList sources; // every source of the ratios, the value's own first
};

/** Speech encoder-decoders (Whisper) as the published engines run them. */
struct SpeechCalibration
{
    // Fixed time per decoded token beyond reading weights and cache: beam search, timestamp rules and
    // dozens of small kernels per layer; it dominates at the batches speech runs at.
    SourcedValue decodeStepOverheadMs{15.4, QString(), QString()};
    // What a served request is in audio: one window of this length, decoded into this many tokens.
    SourcedValue windowSeconds{30, QString(), QString()};
    SourcedValue tokensPerWindow{110, QString(), QString()};
    std::vector<SpeechEngineCalibration> engines;

    /** The engine's calibration; null when the catalog has none (then it runs as faster-whisper). */
    const SpeechEngineCalibration *engine(SpeechEngine e) const
    {
        for (const SpeechEngineCalibration &c : engines) {
            if (c.engine == e)
                return &c;
        }
        return nullptr;
    }
};

struct GpuSpec
{
    QString id;
    QString name;   // English, as Alibaba's pages and NVIDIA name the card
    QString nameZh; // optional: where the English name has words a Chinese reader should read in Chinese
    /** The name in the UI's language. */
    QString displayName() const { return uiIsChinese() && !nameZh.isEmpty() ? nameZh : name; }
    QString vendor;
    QString kind; // "gpu" | "npu"
    QString architecture;
    QString computeCapability;
    std::optional<double> memoryGB;
    QString memoryType;
    std::optional<double> memoryBandwidthGBs;
    std::optional<double> fp32Tflops;
    std::optional<double> tf32Tflops;
    std::optional<double> fp16Tflops;
    std::optional<double> bf16Tflops;
    std::optional<double> int8Tops;
    std::optional<double> fp8Tflops;
    double nvlinkGBs = 0;
    /** Achieved share of memory bandwidth when decoding at batch 1, where a published benchmark gives it. */
    std::optional<SourcedValue> decodeEfficiency;
    // Share of the peak ratio a card keeps under sustained load when a measured figure of another GPU is
    // scaled to it (the 70 W T4 falls short of its peak); absent: 1.
    std::optional<SourcedValue> sustainedComputeFactor;
    std::optional<double> tdpW;
    bool mig = false;
    bool offeredOnEcs = true;
    QStringList closestOffers;
    Confidence confidence = Confidence::Seen;
    QStringList unverifiedFields;
    QString source;
    LocalizedText notes;
};

enum class FamilyCategory
{
    Compute,
    VirtualGpu,
    BareMetal
};
enum class InterconnectType
{
    None,
    Pcie,
    PcieSwitch,
    NvLink,
    NvSwitch
};
enum class RdmaType
{
    None,
    Erdma,
    Roce
};
enum class FamilyStatus
{
    Current,
    Retired,
    Preview,
    ByApplication,
    LimitedRegions
};

struct Family
{
    QString id;
    QString gpu;
    FamilyCategory category = FamilyCategory::Compute;
    InterconnectType interconnect = InterconnectType::Pcie;
    double interconnectGBs = 0;
    RdmaType rdma = RdmaType::None;
    double rdmaGbits = 0;
    QString cpu;
    FamilyStatus status = FamilyStatus::Current;
    QStringList suits;
    std::optional<int> cipuGeneration;
    LocalizedText drivers; // images, driver and CUDA versions the family page lists
    bool nvlinkRequiredForTraining = false;
    Confidence confidence = Confidence::Seen;
    QString source;
    LocalizedText notes;

    bool hasFastInterconnect() const
    {
        return interconnect == InterconnectType::NvLink || interconnect == InterconnectType::NvSwitch;
    }
};

struct InstanceType
{
    QString id;
    QString family;
    int vcpu = 0;
    double memoryGiB = 0;
    double gpuCount = 0;    // fractions for vGPU slices
    double gpuMemoryGB = 0; // per GPU, or per slice
    double networkGbits = 0;
    std::optional<double> networkBurstGbits;
    std::optional<double> ppsMillions;
    std::optional<double> diskIops;
    std::optional<double> diskThroughputMBs;
    double localNvmeGiB = 0;
    Confidence confidence = Confidence::Seen;
    QString source;
};

/** min{base + perGiB × GiB, max}, floored at min: the shape of every Alibaba storage formula. */
struct ScaledLimit
{
    double base = 0;
    double perGiB = 0;
    std::optional<double> min;
    std::optional<double> max;

    double at(double gib) const;
};

struct StorageProduct
{
    QString id;
    QString kind; // block | file | object | local
    LocalizedText name;
    double minCapacityGiB = 0;
    double maxCapacityGiB = 1e12;             // no published limit: effectively unbounded
    std::optional<ScaledLimit> iops;          // empty: not published
    std::optional<ScaledLimit> throughputMBs; // empty: not published
    bool sharedAcrossNodes = false;
    bool persistent = true;
    Confidence confidence = Confidence::Seen;
    QString source;
    LocalizedText notes;
};

/**
 * A per-token list price of a managed model service (Alibaba Cloud Model Studio) for a model the advisor
 * sizes: what buying the tokens costs instead of running the model on instances. Optional; only prices
 * read on a public page, with that page (source) and the date it was read.
 */
struct ManagedTokenPrice
{
    QString model;               // preset id of the same model
    QString service;             // e.g. "model-studio"
    QString serviceModel;        // the service's own name for it, e.g. "qwen2.5-7b-instruct"
    double inputPerMillion = 0;  // catalog currency per 1M prompt tokens
    double outputPerMillion = 0; // catalog currency per 1M generated tokens
    QString date;                // when the page was read (ISO)
    QString source;              // key of the sources table
};

struct Catalog
{
    int schemaVersion = 1;
    QString name;   // English
    QString nameZh; // optional
    /** The catalog's name in the UI's language. */
    QString displayName() const { return uiIsChinese() && !nameZh.isEmpty() ? nameZh : name; }
    QString version;
    QString priceDate;
    QString currency;
    QString referenceRegion;
    QHash<QString, SourceRef> sources;
    std::vector<Region> regions;
    std::vector<GpuSpec> gpus;
    std::vector<Family> families;
    std::vector<InstanceType> instanceTypes;
    std::vector<PriceRecord> prices;
    std::vector<BillingModel> billingModels;
    std::vector<StorageProduct> storage;
    ServingCalibration serving;
    std::vector<ThroughputAnchor> throughputAnchors;
    RecommendationCalibration recommendation;
    GraphicsCalibration graphics;
    DiffusionCalibration diffusion;
    VideoCalibration video;
    SpeechCalibration speech;
    TrainingCalibration training;
    std::vector<ManagedTokenPrice> managedTokenPrices;

    /** The managed service's per-token price of a preset, if the catalog has one. */
    const ManagedTokenPrice *managedTokenPrice(const QString &model) const;
    const GpuSpec *gpu(const QString &id) const;
    QString gpuDisplayName(const QString &id) const; // in the language shown; the id if unlisted or no catalog
    static QString gpuDisplayName(const Catalog *catalog, const QString &id);
    /**
     * The GPUs a person means by a name as typed: "H800", "a100 80gb", "NVIDIA L4", "a800-80gb".
     * An id matches exactly (any case); otherwise every word of the query must be a word of the GPU's
     * id or name, so "A10" is not an A100. Vendor words (NVIDIA, Tesla) are ignored.
     */
    std::vector<const GpuSpec *> gpusNamed(const QString &query) const;
    const Family *family(const QString &id) const;
    const InstanceType *instanceType(const QString &id) const;
    const BillingModel *billingModel(const QString &id) const;
    const StorageProduct *storageProduct(const QString &id) const;
    const Region *region(const QString &id) const;
    /** The GPU behind an instance type, via its family. */
    const GpuSpec *gpuOf(const InstanceType &type) const;
    std::vector<const PriceRecord *> pricesFor(const QString &instanceType) const;
    /** The citation of a key of sources; the key itself when the table does not have it. */
    QString citation(const QString &sourceKey) const;
    /** The citations of several keys, joined with "; ". */
    QString citations(const QStringList &sourceKeys) const;
};

/** What a GPU does with FP8 weights, from its architecture (vLLM FP8 documentation). */
enum class Fp8Support
{
    Native,     // FP8 arithmetic: compute capability 8.9 and newer (Ada Lovelace, Hopper, Blackwell)
    WeightOnly, // FP8 weights widened to 16 bit in the kernel (W8A16, FP8 Marlin): Turing and Ampere
    None,       // older, or an accelerator whose FP8 support is not documented
};
Fp8Support fp8Support(const GpuSpec &gpu);

QString toString(FamilyStatus status);
QString toString(InterconnectType type);
QString toString(FamilyCategory category);
QString toString(Confidence confidence);

} // namespace Advisor
