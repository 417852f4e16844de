// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/memorymodel.h"

#include "models/sizing/recommendermodel.h"
#include "models/sizing/sizingparameters.h"
#include "models/sizing/speculativedecoding.h"
#include "models/sizing/workloads/workloadmodel.h"

#include <algorithm>
#include <cmath>

namespace Advisor {

namespace {
// bitsandbytes-style 4-bit with fp32 absmax per 64 weights: 0.5 + 0.0625 bytes.
constexpr double int4BytesPerParam = 0.5625;
// DeepSpeed's default ZeRO-3 live parameters: 1e9 × 2 B.
constexpr double zero3LiveParamBytes = 2e9;
// Diffusion presets publish no per-step FLOPs; activations scale with the UNet size instead.
constexpr double diffusionActivationBytesPerParam = 2.5;
// CNN activations per sample scale with the forward FLOPs (ResNet-50 at batch 256 AMP fits a 16 GB V100).
constexpr double cnnActivationBytesPerGflop = 5e6;
} // namespace

MemoryModel::MemoryModel(const Scenario &scenario, const WorkloadProfile &profile, const SizingParameters &params,
                         const WorkloadModel *kind)
    : m_scenario(scenario)
    , m_profile(profile)
    , m_params(params)
    , m_kind(kind)
{ }

void MemoryModel::setGpuMemoryGiB(double gib)
{
    // SGLang's buckets: chunked prefill of 2,048 tokens below 35 GiB (A10, L4, T4), 8,192 above.
    m_prefillChunkTokens = gib < 35 ? 2048 : 8192;
    m_gpuMemoryGiB = gib;
}

bool MemoryModel::flashAttention() const
{
    // Decoder LLMs in 16-bit run fused attention in every current stack; encoders in HF and fp32 runs do not.
    const bool decoder = m_profile.architecture == Architecture::Decoder
        || m_profile.architecture == Architecture::MoeDecoder || m_profile.architecture == Architecture::Custom;
    const Precision p = m_scenario.precision;
    return decoder && p != Precision::Fp32 && p != Precision::Tf32;
}

double MemoryModel::embeddingParameters() const
{
    if (!m_profile.shape || m_profile.shape->vocab <= 0)
        return 0;
    const TransformerShape &s = *m_profile.shape;
    return double(s.vocab) * s.hidden * (s.tiedEmbeddings ? 1.0 : 2.0);
}

double MemoryModel::inferenceWeightBytes() const
{
    if (!m_weightBytes)
        m_weightBytes = weightBytesAtServingPrecision();
    return *m_weightBytes;
}

double MemoryModel::weightBytesAtServingPrecision() const
{
    if (m_profile.embeddings)
        return RecommenderModel(m_scenario, m_profile, m_params).memory(1, 0).weights;
    if (m_profile.checkpointBytes)
        return *m_profile.checkpointBytes;
    const double n = m_profile.parameters;
    const double embeddings = std::min(embeddingParameters(), n);
    // Quantised formats keep embeddings and the output head in 16 bit (vLLM FP8 docs: every Linear except lm_head;
    // Qwen's GPTQ/AWQ memory rows agree).
    switch (m_scenario.precision) {
    case Precision::Int4:
        return (n - embeddings) * int4BytesPerParam + embeddings * 2;
    case Precision::Int8:
    case Precision::Fp8:
        return (n - embeddings) * 1.0 + embeddings * 2;
    default:
        return n * bytesPerValue(m_scenario.precision);
    }
}

double MemoryModel::decoderParameters() const
{
    if (m_profile.architecture != Architecture::EncoderDecoder || !m_profile.shape)
        return m_profile.activeParameters;
    // Per decoder layer: self- and cross-attention (4·h² each) and the MLP (2·h·ffn); plus the token table,
    // which a tied output head reads whole for the logits.
    const TransformerShape &s = *m_profile.shape;
    const double h = s.hidden;
    const double decoder = s.layers * (8.0 * h * h + 2.0 * h * s.ffn) + double(s.vocab) * h;
    return std::min(decoder, m_profile.activeParameters);
}

double MemoryModel::decodeReadBytes() const
{
    if (m_decodeReadBytes)
        return *m_decodeReadBytes;
    if (m_profile.architecture == Architecture::EncoderDecoder && m_profile.parameters > 0) {
        m_decodeReadBytes = inferenceWeightBytes() * decoderParameters() / m_profile.parameters;
    } else if (!m_profile.shape || m_profile.shape->vocab <= 0 || m_profile.shape->tiedEmbeddings) {
        m_decodeReadBytes = inferenceWeightBytes();
    } else {
        // The input table is read one row per token; the output head (same size) is read whole.
        const double table = double(m_profile.shape->vocab) * m_profile.shape->hidden * 2.0;
        m_decodeReadBytes = std::max(0.0, inferenceWeightBytes() - table);
    }
    return *m_decodeReadBytes;
}

double MemoryModel::kvBytesPerTokenPerGpu(int tensorParallel, int stages) const
{
    const double perToken = m_profile.kvBytesPerToken / std::max(1, stages);
    if (m_profile.latentKv || !m_profile.shape)
        return perToken; // a latent cache is not split by heads: every rank keeps it whole
    // KV heads split over the ranks, each rank keeping at least one.
    const int shards = std::clamp(tensorParallel, 1, std::max(1, m_profile.shape->kvHeads));
    return perToken / shards;
}

double MemoryModel::kvBytesPerSequencePerGpu(int tensorParallel, int stages) const
{
    const double tokens = double(m_scenario.inference.contextLength) + m_scenario.inference.outputTokens;
    return kvBytesPerTokenPerGpu(tensorParallel, stages) * tokens * std::max(1, m_profile.sequencesPerRequest);
}

MemoryBreakdown MemoryModel::serving(int tensorParallel, int stages, int sequences) const
{
    MemoryBreakdown m;
    const double t = std::max(1, tensorParallel);
    m.weights = inferenceWeightBytes() / (t * std::max(1, stages));
    // A latent cache with data-parallel attention: each GPU keeps only its own share of the sequences.
    const int perGpu = m_profile.latentKv ? (std::max(0, sequences) + int(t) - 1) / int(t) : std::max(0, sequences);
    m.kvCache = kvBytesPerSequencePerGpu(tensorParallel, stages) * perGpu * (1.0 + proposerCacheShare());
    m.weights += proposerWeightBytes() / (t * std::max(1, stages));
    if (m_profile.shape) {
        // The engine reserves the workspace of one prefill chunk (SGLang: 8,192 tokens on 40 GB-class
        // cards and larger, 2,048 below): a layer's MLP and attention intermediates, and the logits of
        // the batch's last tokens.
        const TransformerShape &shape = *m_profile.shape;
        const double chunk = std::min<double>(m_prefillChunkTokens, m_scenario.inference.contextLength);
        const double perToken = (2.0 * shape.ffn + 4.0 * shape.hidden) * 2.0;
        const double hypotheses = double(std::max(1, sequences)) * std::max(1, m_profile.sequencesPerRequest);
        m.activations = (chunk * perToken + 4.0 * shape.vocab * hypotheses) / t;
    }
    m.overhead = m_params.cudaContextGiB * bytesPerGiB;
    return m;
}

double MemoryModel::proposerWeightBytes() const
{
    if (m_proposerWeightBytes)
        return *m_proposerWeightBytes;
    const SpeculativeTerms spec = speculativeTerms(m_scenario.inference.speculative, m_profile);
    const SpeculativeDecoding &asked = m_scenario.inference.speculative;
    // At the model's bytes per weight: a draft model's stated size, or the one layer EAGLE and MTP add
    // (speculativeTerms' share of the model).
    if (!spec.enabled || spec.proposal.share <= 0)
        m_proposerWeightBytes = 0.0;
    else if (asked.method == SpeculativeMethod::Draft && asked.draftParameters)
        m_proposerWeightBytes = *asked.draftParameters * inferenceWeightBytes() / std::max(1.0, m_profile.parameters);
    else
        m_proposerWeightBytes = inferenceWeightBytes() * spec.proposal.share;
    return *m_proposerWeightBytes;
}

double MemoryModel::proposerCacheShare() const
{
    // The proposer's cache grows with its layers as its weights do: that share of the model's, at most as much.
    return std::min(1.0, proposerWeightBytes() / std::max(1.0, inferenceWeightBytes()));
}

double MemoryModel::kvBytesPerSequence() const
{
    const double tokens = double(m_scenario.inference.contextLength) + m_scenario.inference.outputTokens;
    return m_profile.kvBytesPerToken * tokens * std::max(1, m_profile.sequencesPerRequest);
}

double MemoryModel::activationBytesPerLayer(int sequences, int tensorParallel, bool checkpointed) const
{
    if (!m_profile.shape)
        return 0;
    const TransformerShape &s = *m_profile.shape;
    const double seq = m_profile.tokensPerSample(m_scenario.training.sequenceLength);
    const double sbh = seq * sequences * s.hidden;
    const bool wide = m_scenario.precision == Precision::Fp32 || m_scenario.precision == Precision::Tf32;
    // Only the layer input is kept; sequence parallelism splits it over the tensor-parallel GPUs too
    // (Korthikanti et al. 2022, §4.2.2), and tensor parallelism only runs with it here.
    if (checkpointed)
        return sbh * (wide ? 4.0 : 2.0) / std::max(1, tensorParallel);
    // Korthikanti et al. Table 2; fp32 doubles every non-mask term. The quadratic (softmax) term is the
    // fp32 one either way, because autocast keeps softmax in fp32.
    const double linear = wide ? 66.0 : 34.0;
    const double quadratic = flashAttention() ? 0.0 : 9.0 * s.heads * seq / s.hidden;
    return sbh * (linear + quadratic) / std::max(1, tensorParallel);
}

bool MemoryModel::offloadsCheckpoints() const
{
    return m_profile.shape && m_scenario.training.memorySaving == MemorySaving::Unsloth;
}

double MemoryModel::lossBytes(double tokens) const
{
    const TransformerShape &s = *m_profile.shape;
    if (s.vocab <= 0) // an image model's head is a classifier, not a vocabulary
        return 0;
    const bool wide = m_scenario.precision == Precision::Fp32 || m_scenario.precision == Precision::Tf32;
    switch (m_scenario.training.memorySaving) {
    case MemorySaving::None:
        // The default causal-LM loss (Hugging Face, ms-swift): the 16-bit logits, their fp32 log-probabilities
        // kept for the backward pass, and a gradient's worth more at the peak; calibrated at 8 bytes a logit
        // on ms-swift's published Qwen3-8B LoRA run (22 GiB on an A10). fp32 training keeps 4 + 4 + 4.
        return (wide ? 12.0 : 8.0) * tokens * s.vocab;
    case MemorySaving::ChunkedLoss:
        // The 16-bit logits stay whole with the fp32 log-probabilities the backward pass needs; the upcast and
        // its gradient go a slice at a time (torchtune's CEWithChunkedOutputLoss).
        return (wide ? 8.0 : 6.0) * tokens * s.vocab;
    case MemorySaving::Liger:
    case MemorySaving::Unsloth:
        // The loss is fused with the output layer and run over slices of the tokens sized so that a slice's
        // logits match the hidden states: no logits tensor is ever whole (Liger Kernel, arXiv:2410.10989).
        // What remains: a slice's fp32 logits and gradient, and the hidden states' gradient.
        return 10.0 * tokens * s.hidden;
    }
    return 0;
}

double MemoryModel::activations(int tensorParallel, Recompute recompute) const
{
    const int micro = std::max(1, m_scenario.training.microBatch);
    const bool checkpointed = recompute == Recompute::Full;
    if (m_profile.shape) {
        const TransformerShape &s = *m_profile.shape;
        double bytes = activationBytesPerLayer(micro, tensorParallel, checkpointed) * s.layers;
        if (recompute == Recompute::Selective && !flashAttention()) {
            // Selective recomputation drops exactly the attention scores, the quadratic term (Korthikanti et
            // al. 2022, Table 2: 34·sbh/t a layer); with FlashAttention there were none to keep.
            const double seq = m_profile.tokensPerSample(m_scenario.training.sequenceLength);
            bytes -= 9.0 * s.heads * seq * seq * micro / std::max(1, tensorParallel) * s.layers;
        }
        if (checkpointed) // the layer being recomputed holds its full activations
            bytes += activationBytesPerLayer(micro, tensorParallel, false);
        if (offloadsCheckpoints()) // the saved layer inputs wait in host memory; one is copied back at a time
            bytes -= activationBytesPerLayer(micro, tensorParallel, true) * (s.layers - 1);
        const double tokens = double(m_profile.tokensPerSample(m_scenario.training.sequenceLength)) * micro;
        bytes += lossBytes(tokens) / std::max(1, tensorParallel);
        return bytes;
    }
    double bytes = m_profile.architecture == Architecture::Diffusion
        ? m_profile.parameters * diffusionActivationBytesPerParam
        : m_profile.forwardGflopsPerSample * cnnActivationBytesPerGflop;
    if (m_scenario.precision == Precision::Fp32 || m_scenario.precision == Precision::Tf32)
        bytes *= 2;
    if (recompute != Recompute::None)
        bytes *= 0.5;
    return bytes * micro;
}

double MemoryModel::areaScale(int referenceResolution) const
{
    const double side = m_profile.imageResolution > 0 ? m_profile.imageResolution : referenceResolution;
    return side * side / (double(referenceResolution) * referenceResolution);
}

double MemoryModel::overheadFor(double tensorBytes) const
{
    return m_params.cudaContextGiB * bytesPerGiB + m_params.fragmentation * tensorBytes;
}

int MemoryModel::layers() const
{
    return m_profile.shape ? m_profile.shape->layers : 0;
}

bool MemoryModel::megatronStyle(Layout layout) const
{
    const bool full = m_scenario.stage == Stage::Pretrain || m_scenario.stage == Stage::FinetuneFull;
    return full && m_profile.shape && (layout.tensorParallel > 1 || layout.pipelineParallel > 1);
}

Recompute MemoryModel::recomputation(Layout layout) const
{
    if (!m_scenario.training.recomputes())
        return Recompute::None;
    // Selective recomputation keeps each layer's activations split by sequence parallelism, which tensor
    // parallelism brings; a pipeline alone, or a data-parallel stack, checkpoints whole layers.
    if (!megatronStyle(layout) || layout.tensorParallel <= 1 || offloadsCheckpoints() || m_gpuMemoryGiB <= 0)
        return Recompute::Full;
    // Megatron-LM's and NeMo's large-model recipes recompute selectively (Korthikanti et al. 2022: 5 % of the
    // step's FLOPs against 36 % for whole layers) and fall back to whole layers where activations do not fit.
    const double room = m_gpuMemoryGiB * m_params.usableMemoryFraction * (1.0 - m_params.tightThreshold) * bytesPerGiB;
    return trainingWith(layout, Recompute::Selective).total() <= room ? Recompute::Selective : Recompute::Full;
}

MemoryBreakdown MemoryModel::training(Layout layout) const
{
    if (m_kind)
        if (std::optional<MemoryBreakdown> own = m_kind->trainingMemory(m_scenario, m_profile, layout))
            return *own;
    return trainingWith(layout, recomputation(layout));
}

void MemoryModel::countFullTrainingState(MemoryBreakdown &m, Layout layout, double &gradientBytesPerValue) const
{
    const double n = m_profile.parameters;
    const double t = std::max(1, layout.tensorParallel);
    const double d = std::max(1, layout.dataParallel);
    const bool wide = m_scenario.precision == Precision::Fp32 || m_scenario.precision == Precision::Tf32;
    // Mixed precision: 16-bit weights, gradients in 16 or 32 bit, fp32 master copy plus optimizer moments.
    const double weightBytes = wide ? 4.0 : 2.0;
    const double gradBytes = wide ? 4.0 : (m_params.bytesPerParamAdam >= 18 ? 4.0 : 2.0);
    gradientBytesPerValue = gradBytes;
    double optimizerBytes = 12; // fp32 master + m + v
    switch (m_scenario.training.optimizer) {
    case Optimizer::AdamW:
        optimizerBytes = wide ? 8 : 12;
        break;
    case Optimizer::AdamW8bit:
        optimizerBytes = wide ? 2 : 6;
        break;
    case Optimizer::Sgd:
        optimizerBytes = wide ? 4 : 8;
        break;
    }
    // A Megatron-style layout splits the layers into stages and each layer over the tensor-parallel GPUs, and
    // its distributed optimizer shards only the optimizer state over the data-parallel copies (ZeRO-1): the
    // whole weights and gradients stay on every copy, 6 + 12/d bytes a parameter in bf16 with fp32 gradients
    // (Megatron Core's distributed-optimizer guide). ZeRO-2/3 and FSDP split neither tensors nor layers.
    const double p = std::max(1, layout.pipelineParallel);
    const int zero = megatronStyle(layout) ? std::min(1, m_scenario.training.zeroStage)
                                           : std::clamp(m_scenario.training.zeroStage, 0, 3);
    m.weights = n * weightBytes / t / p / (zero >= 3 ? d : 1);
    m.gradients = n * gradBytes / t / p / (zero >= 2 ? d : 1);
    m.optimizer = n * optimizerBytes / t / p / (zero >= 1 ? d : 1);
    if (zero >= 1 && d > 1)
        m.overhead += zeroBucketBytes;
    // Offloaded weights are counted a layer or two at a time in offload() instead.
    if (zero >= 3 && d > 1 && m_scenario.training.offload != HostOffload::OptimizerAndWeights)
        m.overhead += std::min(zero3LiveParamBytes, n * weightBytes);
}

MemoryBreakdown MemoryModel::trainingWith(Layout layout, Recompute recompute) const
{
    MemoryBreakdown m;
    double gradientBytesPerValue = 2; // adapters' gradients; full training's are set below
    const double n = m_profile.parameters;
    const double t = std::max(1, layout.tensorParallel);
    const double d = std::max(1, layout.dataParallel);
    const Stage stage = m_scenario.stage;
    const bool wide = m_scenario.precision == Precision::Fp32 || m_scenario.precision == Precision::Tf32;

    if (stage == Stage::FinetuneLora || stage == Stage::FinetuneQlora) {
        const double frozen = stage == Stage::FinetuneQlora
            ? (n - std::min(embeddingParameters(), n)) * qloraBytesPerParam + std::min(embeddingParameters(), n) * 2
            : n * (wide ? 4.0 : 2.0);
        const double trainable = n * m_params.loraTrainableFraction;
        // ZeRO-3 shards everything it holds: the frozen base, the adapters, their gradients and moments.
        const double shards = layout.shardFrozenWeights ? d : 1;
        m.weights = (frozen + trainable * 2) / shards / t;
        if (layout.shardFrozenWeights && d > 1 && m_scenario.training.offload != HostOffload::OptimizerAndWeights)
            m.overhead += std::min(zero3LiveParamBytes, frozen); // ZeRO-3 gathers a few layers at a time
        m.gradients = trainable * 2 / shards / t;
        m.optimizer = trainable * 12 / shards / t;
    } else {
        countFullTrainingState(m, layout, gradientBytesPerValue);
    }
    // Under a pipeline's 1F1B schedule the first stage holds as many micro-batches in flight as there are
    // stages, each over its share of the layers: one micro-batch's activations of the whole model, as unsplit.
    m.activations = activations(layout.tensorParallel, recompute);
    if (offloadsCheckpoints())
        m.host += activationBytesPerLayer(std::max(1, m_scenario.training.microBatch), layout.tensorParallel, true)
            * (m_profile.shape->layers - 1);
    offload(m, layout, gradientBytesPerValue);
    // Megatron allocates the weights, the gradients and the optimizer's shard once, in contiguous buffers
    // (Megatron Core's distributed-optimizer guide): the allocator's slack grows on what comes and goes, the
    // activations. Stacks that gather and free weights layer by layer pay it on everything.
    const double persistent = m.weights + m.gradients + m.optimizer;
    m.overhead += overheadFor(megatronStyle(layout) ? m.activations : persistent + m.activations);
    return m;
}

void MemoryModel::offload(MemoryBreakdown &m, Layout layout, double gradientBytesPerValue) const
{
    const HostOffload offload = m_scenario.training.offload;
    if (offload == HostOffload::None)
        return;
    // ZeRO-Offload: the optimizer's fp32 master weights and moments live in host memory, with the fp32
    // gradients it steps on; the GPU keeps its 16-bit gradients only until they are copied out, a bucket
    // at a time (Ren et al., USENIX ATC 2021). The host holds the fp32 gradients (4 bytes a value).
    const double gradientValues = m.gradients / gradientBytesPerValue;
    m.host += m.optimizer + gradientValues * 4.0;
    m.optimizer = 0;
    m.gradients = std::min(m.gradients, zeroBucketBytes);
    if (offload != HostOffload::OptimizerAndWeights)
        return;
    // Weights offloaded too (ZeRO-3 offload_param, FSDP cpu_offload): a layer at a time is copied in and
    // gathered for the forward and again for the backward pass.
    const double layers = m_profile.shape ? std::max(1, m_profile.shape->layers) : 1.0;
    const double fullWeights = m.weights
        * (layout.shardFrozenWeights || m_scenario.training.zeroStage >= 3 ? std::max(1, layout.dataParallel) : 1);
    m.host += m.weights;
    m.weights = std::min(m.weights, 2.0 * fullWeights / layers); // this layer and the next, prefetched
}

std::optional<double> MemoryModel::hostTableShare(int gpus, int batch, double gpuBudgetBytes, double hostBytes) const
{
    return m_kind ? m_kind->hostShareToFit(m_scenario, m_profile, gpus, batch, gpuBudgetBytes, hostBytes)
                  : std::nullopt;
}

MemoryBreakdown MemoryModel::inference(Layout layout, int concurrency) const
{
    if (m_kind)
        if (std::optional<MemoryBreakdown> own = m_kind->servingMemory(m_scenario, m_profile, layout, concurrency))
            return *own;
    MemoryBreakdown m;
    const double t = std::max(1, layout.tensorParallel);
    m.weights = inferenceWeightBytes() / t;
    if (m_profile.shape && !m_profile.generative()) {
        // An encoder reads each request once and keeps no cache: one layer's activations for the batch in
        // flight, and its attention scores (heads × length² per sequence) unless attention is fused, are the peak.
        const TransformerShape &shape = *m_profile.shape;
        const double length = m_profile.tokensPerRequest(m_scenario.inference.contextLength);
        const double tokens = double(std::max(1, concurrency)) * length;
        const double scores = flashAttention() ? 0.0 : 2.0 * shape.heads * tokens * length;
        m.activations = (34.0 * tokens * shape.hidden + scores) / t;
        m.overhead = overheadFor(m.weights + m.activations);
        return m;
    }
    m.kvCache = kvBytesPerSequence() * std::max(0, concurrency) / t;
    if (m_profile.shape) {
        // Prefill runs in chunks; one chunk's layer activations and the logits are the peak.
        constexpr double prefillChunkTokens = 2048;
        const double chunk = std::min<double>(prefillChunkTokens, m_scenario.inference.contextLength);
        m.activations =
            (34.0 * chunk * m_profile.shape->hidden
             + 4.0 * m_profile.shape->vocab * std::max(1, concurrency) * std::max(1, m_profile.sequencesPerRequest))
            / t;
    } else {
        m.activations = activations(1, m_scenario.training.recomputes() ? Recompute::Full : Recompute::None)
            / std::max(1, m_scenario.training.microBatch) * 0.1 * std::max(1, concurrency);
    }
    m.overhead = overheadFor(m.weights + m.activations);
    return m;
}

} // namespace Advisor
