// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/localizedtext.h"

#include <optional>
#include <vector>

#include <QHash>
#include <QString>
#include <QStringList>

namespace Advisor {

/** What kind of network a model is: decides which memory and speed formulas apply. */
enum class Architecture
{
    Decoder,
    MoeDecoder,
    Encoder,
    EncoderDecoder,
    Vit,
    Cnn,
    Diffusion,
    Recommender, // DLRM-style: sparse embedding tables feeding small dense towers
    Custom       // a user's model given by parameter count (and perhaps a config), treated like a decoder
};

/** "decoder", "moe-decoder", … as models.json spells them. */
QString toString(Architecture architecture);
std::optional<Architecture> architectureFromString(const QString &name);
/** Every name architectureFromString accepts from a preset file (Custom is not one). */
QStringList presetArchitectureNames();

struct MoeShape
{
    int routedExperts = 0;
    int sharedExperts = 0;
    int activeExperts = 0;
    int expertFfn = 0;
    int denseLayers = 0;
};

/** Architecture facts of a transformer, enough for memory, KV-cache and FLOP estimates. */
struct TransformerShape
{
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int ffn = 0;
    int vocab = 0; // 0 when the model has no token vocabulary (ViT)
    int context = 0;
    bool tiedEmbeddings = false;
    /** KV-cache bytes per token at 16 bit; differs from 2·L·kv·d·2 for latent attention (MLA). */
    std::optional<double> kvBytesPerToken16bit;
};

/**
 * The embedding tables of a recommendation model: most of its parameters, but each record reads only a
 * few rows of them (one per categorical feature), so they cost memory and bandwidth, not FLOPs.
 */
struct EmbeddingTables
{
    double parameters = 0;    // rows × dimension over all tables
    int dimension = 0;        // values per row
    int lookupsPerSample = 0; // rows one record reads (one per categorical feature)
    // Vectors one record sends through the all-to-all: multi-hot rows are pooled per feature on the GPU that
    // holds the table first. 0: one per lookup.
    int pooledFeatures = 0;
};

/**
 * A diffusion pipeline by part: only the denoiser (UNet) runs at every step and is what a fine-tune trains;
 * the text encoders and the VAE are frozen and run once per image.
 */
/** A video diffusion transformer: its shape, how its VAE and patches turn frames into tokens, its defaults. */
struct VideoShape
{
    int layers = 0; // transformer blocks run at every step (double- and single-stream blocks alike)
    int hidden = 0;
    int heads = 0; // sequence parallelism (Ulysses) splits the heads, so a width must divide them
    int ffn = 0;
    int width = 0; // the reference script's default clip: pixels, frames, steps
    int height = 0;
    int frames = 0;
    int steps = 50;
    int temporalCompression = 4; // VAE stride in time and in space, then the transformer's patch
    int spatialCompression = 8;
    int patchFrames = 1;
    int patchSide = 2;
    int textTokens = 0;     // prompt tokens joined to the video tokens in the attention (MM-DiT), 0 for cross-attention
    int guidancePasses = 2; // denoiser runs per step: 2 with classifier-free guidance, 1 when distilled into the model
};

/**
 * FLOPs of one denoiser pass of a still-image model, from its architecture: self-attention's QKᵀ and AV,
 * 4 × layers × tokens² × width at each level, which grows with the square of the latent tokens, and the
 * rest (convolutions and linear layers), which grows with them.
 */
struct DiffusionStepFlops
{
    struct AttentionLevel
    {
        double tokens = 0; // latent tokens at the model's native size
        int width = 0;     // channels (UNet) or hidden size (transformer)
        int layers = 0;    // self-attention layers at this level
    };
    bool transformer = false; // MM-DiT: the prompt's tokens join the image's in every attention
    double otherGflops = 0;   // UNet: everything but self-attention, per pass at the native size
    std::vector<AttentionLevel> attention;
    int residualBlocks = 0;    // blocks a pass runs, which launch its kernels: convolutional ones,
    int transformerBlocks = 0; // and attention ones
    int textTokens = 0;        // transformer: prompt tokens joined to the image tokens
    int passesPerStep = 2;     // 2 with classifier-free guidance, 1 when guidance is distilled into the model
    QString source;
    QString basis;
};

struct DiffusionParts
{
    double denoiser = 0;
    double textEncoders = 0;
    double vae = 0;
    int nativeResolution = 512; // pixels on a side the model was trained at
    // The VAE's config asks for fp32 decoding when the pipeline runs in fp16 (SDXL: force_upcast).
    bool vaeUpcastInFp16 = false;
    // Time of one denoising step at the native size relative to the catalog's measured model (SD 1.x at 512²).
    double stepCost = 1;
    QString stepCostSource;
    QString stepCostBasis;
    std::optional<VideoShape> video; // text-to-video pipelines
    std::optional<DiffusionStepFlops> stepFlops;
    int defaultSteps = 0; // the model card's sampling steps; 0: the program's default
};

struct ModelPreset
{
    QString id;
    QString name;
    QString task; // llm | diffusion | cv | nlp | speech | recsys
    Architecture architecture = Architecture::Decoder;
    double parameters = 0;
    std::optional<double> activeParameters;
    std::optional<TransformerShape> transformer;
    std::optional<MoeShape> moe;
    std::optional<double> gflopsPerSample; // recommenders: the dense towers only
    // Image models: pixels on a side of the input gflopsPerSample (and measured speeds) are for.
    std::optional<int> imageResolution;
    // Vision transformers: pixels on a side of one patch, which becomes one token.
    std::optional<int> patchSize;
    std::optional<EmbeddingTables> embeddings;
    std::optional<DiffusionParts> diffusion;
    QString inputDescription;
    QString releasedDtype;
    /** Bytes of the released checkpoint (safetensors index metadata.total_size) in releasedDtype, when published. */
    std::optional<double> checkpointBytes;
    LocalizedText referenceMemory;
    QString source;
    LocalizedText notes;
    /** Other names users know the model by (Hugging Face repository ids, short names); see presetLookupKey(). */
    QStringList aliases;
};

/**
 * How a name is compared when looking a preset up: letters folded to lower case, an organisation prefix
 * ("meta-llama/") and an "-Instruct" suffix dropped, so that "meta-llama/Llama-3.3-70B-Instruct" and
 * "llama-3.3-70b" read the same.
 */
QString presetLookupKey(const QString &name);

struct ModelPresetLibrary
{
    QHash<QString, QString> sourceUrls;
    std::vector<ModelPreset> presets;

    /** The preset with exactly this id, or null. */
    const ModelPreset *preset(const QString &id) const;
    /**
     * The preset a user's name for a model means, or null: its exact id first, then an id or an alias
     * read as presetLookupKey() reads them ("DeepSeek-R1", "Qwen/QwQ-32B", "kimi-k2").
     */
    const ModelPreset *find(const QString &name) const;
    /** Ids of the `count` presets whose id or alias is nearest to `name` by edit distance, nearest first. */
    QStringList nearestIds(const QString &name, int count = 3) const;
};

} // namespace Advisor
