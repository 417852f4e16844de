// SPDX-License-Identifier: Apache-2.0
// The assumptions behind the engine's figures, as the user reads them: FindingText's half that words
// Assumption records (label, value and how far to trust it); findingtext.cpp words the findings.
#include "models/text/findingtext.h"

#include "models/scenario/scenariofields.h"
#include "models/text/assumptionevidence.h"
#include "models/text/findingnumbers.h"

#include <algorithm>

#include <QLocale>

namespace Advisor {

namespace {
using FindingNumbers::num;
using FindingNumbers::whole;

} // namespace

/** Training and compute assumptions: model shape, precision, optimizer states, utilisation. */
bool FindingText::wordTrainingAssumption(const Assumption &a, AssumptionLine &line, QString &note)
{
    const AssumptionId id = a.id;
    const double n0 = a.numbers.value(0);
    if (id == AssumptionId::Shape) {
        line.label = tr("Architecture");
        line.value = tr("%1 layers × hidden %2 (Llama-like proportions, no config given)")
                         .arg(whole(n0))
                         .arg(whole(a.numbers.value(1)));
        note = tr("12·L·h² parameters per layer");
    } else if (id == AssumptionId::ImageSize) {
        line.label = tr("Image size");
        line.value = tr("%1 px on a side, against the %2 px the model's published figures are for: compute, "
                        "activations and time × %3")
                         .arg(num(n0, 0), num(a.numbers.value(1), 0), num(a.numbers.value(2), 2));
        note = tr("a convolutional network's work grows with the pixels");
    } else if (id == AssumptionId::PatchTokens) {
        line.label = tr("Image tokens");
        line.value = tr("%1 tokens per image: a %2 px image cut into %3 px patches, plus one class token")
                         .arg(whole(n0))
                         .arg(num(a.numbers.value(1), 0), num(a.numbers.value(2), 0));
        note = tr("the attention grows with the square of the tokens");
    } else if (id == AssumptionId::Precision) {
        line.label = tr("Precision");
        line.value = a.names.value(0);
    } else if (id == AssumptionId::BytesPerParam) {
        line.label = tr("Model states");
        line.value = a.names.contains(QStringLiteral("lora"))
            ? tr("frozen weights + LoRA adapters (%1 % of weights) with Adam").arg(num(n0, 1))
            : tr("%1 bytes per parameter with AdamW (weights, gradients, fp32 master and moments)").arg(num(n0, 0));
    } else if (id == AssumptionId::Mfu && a.names.value(0) == QLatin1String("by-size")) {
        // The stage's figure first, then one share per GPU whose published runs were read at this size.
        line.label = tr("Model FLOPs utilisation");
        QStringList shares;
        for (qsizetype i = 1; i < a.names.size(); ++i)
            shares << tr("%1 % of dense peak on GPUs like the %2").arg(num(a.numbers.value(i), 0), a.names.at(i));
        line.value = shares.join(QStringLiteral("; "));
        note = tr("for a dense model of this size, interpolated between published pre-training runs (MosaicML MPT "
                  "125M–70B, Megatron-LM 22B–1T) and held at the nearest run outside them; recomputed layers run at "
                  "the same rate. LoRA, FP8 and mixture-of-experts jobs use %1 %")
                   .arg(num(n0, 0));
    } else if (id == AssumptionId::Mfu) {
        line.label = tr("Model FLOPs utilisation");
        line.value = tr("%1 % of dense peak").arg(num(n0, 0));
        note = tr("published large A100 runs reach 40–55 %, untuned fine-tuning scripts less");
    } else if (id == AssumptionId::Flops) {
        line.label = tr("Training compute");
        line.value =
            tr("%1 × parameters × tokens%2")
                .arg(num(n0, 0),
                     a.names.contains(QStringLiteral("recomputation")) ? tr(" (incl. recomputation)") : QString());
    } else if (id == AssumptionId::ImageFlops) {
        line.label = tr("Training compute");
        line.value =
            tr("%1 × one forward pass per image (%2 GFLOPs)%3")
                .arg(num(n0, 0), num(a.numbers.value(1), 1),
                     a.names.contains(QStringLiteral("recomputation")) ? tr(" (incl. recomputation)") : QString());
        note = tr("forward once and backward twice");
    } else if (id == AssumptionId::GlobalBatch) {
        line.label = tr("Global batch");
        line.value = tr("%1 sequences per optimizer step").arg(whole(n0));
        note = tr("typical fine-tuning and pre-training setting");
    } else if (id == AssumptionId::Overlap) {
        line.label = tr("Communication overlap");
        line.value = tr("%1 % of the backward pass hides gradient traffic").arg(num(n0, 0));
        note = tr("assumed 70–90 %: DDP and FSDP send gradient buckets while the backward pass runs");
    } else {
        return false;
    }
    return true;
}

/** Training beyond the model states: the loss, offload to the host, the attention kernel, the layout. */
bool FindingText::wordTrainingMemoryAssumption(const Assumption &a, AssumptionLine &line, QString &note)
{
    const AssumptionId id = a.id;
    const double n0 = a.numbers.value(0);
    if (id == AssumptionId::LossMemory) {
        line.label = tr("Loss memory");
        const QString stack = a.names.value(0);
        if (stack == QLatin1String("liger") || stack == QLatin1String("unsloth"))
            line.value = tr("fused with the output layer: the logits are never held whole");
        else
            line.value = tr("%1 bytes per token per vocabulary entry").arg(num(n0, 0));
        if (stack == QLatin1String("none"))
            note = tr("the default loss: 16-bit logits and their fp32 log-probabilities, and a gradient at the peak; "
                      "calibrated on a published ms-swift run");
        else if (stack == QLatin1String("chunked-loss"))
            note = tr("chunked cross-entropy: the 16-bit logits and fp32 log-probabilities stay, the upcast goes a "
                      "slice at a time");
        else if (stack == QLatin1String("unsloth"))
            note = tr("Unsloth: each layer's saved input also waits in host memory until the backward pass");
        else
            note = tr("Liger Kernel's fused linear cross-entropy");
    } else if (id == AssumptionId::Offload) {
        line.label = tr("Offload to host memory");
        line.value = (a.names.value(0) == QLatin1String("optimizer-and-weights")
                          ? tr("optimizer, gradients and weights in host memory")
                          : tr("optimizer and gradients in host memory"))
            + tr("; the host steps %1 parameters a second per vCPU").arg(num(n0 * 1e6, 0));
        note = tr("the GPUs wait for the host's optimizer step once per step");
    } else if (id == AssumptionId::Attention) {
        line.label = tr("Attention kernel");
        line.value = a.names.contains(QStringLiteral("flash")) ? tr("FlashAttention (no s² activations)")
                                                               : tr("standard attention");
        note = tr("activation memory per layer, Table 2");
    } else if (id == AssumptionId::TrainingLayout) {
        line.label = tr("Training layout");
        line.value = tr("tensor parallel within an instance × pipeline stages of layers × data-parallel copies; "
                        "a tensor or pipeline split holds its slice of the weights and gradients whole and shards "
                        "only the optimizer state over the copies (Megatron's distributed optimizer), and with "
                        "tensor parallelism recomputes only the attention core where the activations fit "
                        "(6 × parameters × tokens), whole layers where they do not; fine-tuning splits by tensor "
                        "or stage only where sharded data parallelism does not fit; on each instance count the "
                        "fastest split that fits, then the count with the fewest instance-hours");
        note = tr("Megatron-LM's 3D layout with sequence parallelism and selective recomputation (Korthikanti et "
                  "al. 2022); a pipeline of p stages over m micro-batches idles (p − 1) of (m + p − 1) slots");
    } else {
        return false;
    }
    return true;
}

/** Recommendation models: embedding tables, their optimizer, speed and host memory. */
bool FindingText::wordRecommenderAssumption(const Assumption &a, AssumptionLine &line, QString &note)
{
    const AssumptionId id = a.id;
    const double n0 = a.numbers.value(0);
    if (id == AssumptionId::RecsysShape) {
        line.label = tr("Recommendation model");
        line.value = tr("%1 billion parameters in embedding tables, with the dense towers and lookups of %2")
                         .arg(num(n0, 2), a.names.value(0));
        note = tr("no architecture given; nearly all of a recommendation model is its tables");
    } else if (id == AssumptionId::RecsysTables) {
        line.label = tr("Embedding tables");
        line.value = tr("%1 billion values at %2 bytes (%3 GB), split by rows over all GPUs of the job; each record "
                        "reads one row per feature")
                         .arg(num(n0, 2), num(a.numbers.value(1), 0), num(a.numbers.value(2), 1));
        note = tr("memory and bandwidth, not FLOPs: only the dense towers compute");
    } else if (id == AssumptionId::RecsysOptimizer) {
        line.label = tr("Table optimizer");
        line.value = a.names.value(0) == QLatin1String("sgd")
            ? tr("SGD: no optimizer state on the tables")
            : tr("row-wise Adagrad: %1 bytes per table row; the dense towers use the chosen optimizer").arg(num(n0, 0));
        note = tr("NVIDIA's and MLPerf's DLRM train with SGD; row-wise Adagrad is the usual sparse optimizer");
    } else if (id == AssumptionId::RecsysSpeed) {
        line.label = tr("Recommendation speed");
        line.value = tr("dense towers (%1 MFLOP per record forward, 3× to train) at %2 % of the tensor peak (%3 % of "
                        "the FP32 peak in FP32), plus the looked-up rows at %4 % of memory bandwidth; over several "
                        "GPUs, an all-to-all of the rows at %5 % of the link's bandwidth")
                         .arg(num(a.numbers.value(2), 2), num(n0, 0), num(a.numbers.value(3), 0),
                              num(a.numbers.value(1), 0), num(a.numbers.value(4), 0));
        note = tr("as the frameworks' DLRM examples run; MLPerf's HugeCTR replicates the frequent rows and is about "
                  "twice as fast on eight GPUs");
    } else if (id == AssumptionId::RecsysHost) {
        line.label = tr("Tables in host memory");
        line.value = tr("when the tables outgrow the GPUs, the remaining rows go to the instance's memory (up to %1 % "
                        "of it) and their lookups cross PCIe at %2 % of its bandwidth")
                         .arg(num(n0, 0), num(a.numbers.value(1), 0));
        note = tr("rows taken as equally likely; placing the most frequent rows on the GPU, as MLPerf does, is "
                  "faster");
    } else {
        return false;
    }
    return true;
}

/** Serving memory: memory layout, weights, and the requests the cache and engine hold. */
bool FindingText::wordServingMemoryAssumption(const Assumption &a, AssumptionLine &line, QString &note)
{
    const AssumptionId id = a.id;
    const double n0 = a.numbers.value(0);
    if (id == AssumptionId::KvPrecision) {
        line.label = tr("KV-cache precision");
        line.value = a.names.value(0);
    } else if (id == AssumptionId::SessionMemory) {
        line.label = tr("GPU memory per desktop");
        line.value = tr("%1 GiB for each of %Ln session(s), one instance each, against the whole framebuffer of the "
                        "slice as sold",
                        "", whole(a.numbers.value(1)))
                         .arg(num(n0, 1));
        note = tr("default %1 GiB: NVIDIA's vPC sizing gives a knowledge-worker desktop 1 GB for one 1080p monitor "
                  "and 2 GB for two, or up to 4K")
                   .arg(num(a.numbers.value(2, 2), 0));
        if (a.names.size() >= 2)
            note = tr("%1; the stream, %2 at %3 fps in %4, is recorded but does not change the sizing yet: NVIDIA "
                      "gives every vGPU profile the same maximum resolution, and publishes the encoder's rate per "
                      "engine on GeForce cards only, not for a slice")
                       .arg(note, ScenarioFields::streamResolutionText(a.names.value(0)), num(a.numbers.value(3), 0),
                            ScenarioFields::videoCodecText(a.names.value(1)));
    } else if (id == AssumptionId::ServingMemory) {
        line.label = tr("Serving memory");
        line.value = tr("the engine takes %1 % of each GPU: the weights exactly, a CUDA context and one prefill "
                        "chunk's workspace, and the KV cache the rest; one full request must fit")
                         .arg(num(n0, 0));
        note = tr("vLLM gpu_memory_utilization default; SGLang mem_fraction_static");
    } else if (id == AssumptionId::DpAttention) {
        line.label = tr("Latent KV cache");
        line.value = tr("data-parallel attention: each GPU keeps the cache of its own requests, and one request "
                        "must fit on one GPU");
        note = tr("a latent cache cannot be split by heads across tensor-parallel GPUs");
    } else if (id == AssumptionId::Checkpoint) {
        line.label = tr("Weights");
        line.value = tr("the published checkpoint, %1 GB").arg(num(n0, 1));
        note = tr("safetensors index of the released model");
    } else if (id == AssumptionId::EngineBatch) {
        line.label = tr("Requests decoded at once");
        line.value = tr("at most %1 per copy of the model, %2 on GPUs of %3 GiB or more other than the A100, and "
                        "fewer when the KV cache holds fewer")
                         .arg(num(n0, 0), num(a.numbers.value(1), 0), num(a.numbers.value(2), 0));
        note = tr("vLLM's default max_num_seqs");
    } else {
        return false;
    }
    return true;
}

/** Serving speed: decode and prefill, splitting over instances, and one-pass models' speed. */
bool FindingText::wordServingSpeedAssumption(const Assumption &a, AssumptionLine &line, QString &note)
{
    const AssumptionId id = a.id;
    const double n0 = a.numbers.value(0);
    if (id == AssumptionId::PipelineHop) {
        line.label = tr("Split over instances");
        line.value = tr("only when one instance cannot hold a copy: layers in stages, %1 µs per hop with RDMA, %2 µs "
                        "without")
                         .arg(num(n0, 0), num(a.numbers.value(1), 0));
        note = tr("assumed; adds under 1 % per token at 2–4 stages");
    } else if (id == AssumptionId::DecodeEfficiency) {
        line.label = tr("Decode speed (share of memory bandwidth at batch 1)");
        if (a.names.value(0) == QLatin1String("scenario")) {
            line.value = tr("%1 % on every GPU (set in the scenario)").arg(num(n0, 0));
        } else {
            QStringList parts;
            for (qsizetype i = 0; i < a.names.size(); ++i)
                parts << tr("%1 %2 %").arg(a.names.at(i), num(a.numbers.value(i + 1), 0));
            line.value = tr("%1; other GPUs %2 % (no published batch-1 figure)")
                             .arg(QLocale().createSeparatedList(parts), num(n0, 0));
            note = tr("measured in the vendors' batch-1 benchmark tables");
        }
    } else if (id == AssumptionId::QuantisedDecode) {
        line.label = tr("Quantised weights (decode)");
        line.value = tr("%1 kernels reach %2 % of the 16-bit bandwidth share").arg(a.names.value(0), num(n0, 0));
        note = tr("GPTQ, AWQ and FP8 weight-only rows of the same benchmark tables");
    } else if (id == AssumptionId::DecodeTile) {
        line.label = tr("Tensor-core tile (decode)");
        line.value =
            tr("on %1 GPUs a decode step costs at least the arithmetic of %2 tokens, the tile their tensor-core "
               "instructions work on, at %3 % of the tensor peak; it outlasts the weight reads only on a GPU "
               "with little compute for its bandwidth, such as the H20, and only below that batch")
                .arg(QLocale().createSeparatedList(a.names), num(n0, 0), num(a.numbers.value(1), 0));
        note = tr("calibrated on Qwen3 8B, 14B and 32B at batch 1 on H20");
    } else if (id == AssumptionId::MoeDecode) {
        line.label = tr("Mixture of experts (decode)");
        line.value = tr("%1 µs per layer for routing and expert kernels, %2 µs more for each doubling of tensor "
                        "parallelism; large batches hide it behind the weight reads, and read only the experts their "
                        "tokens route to (each token picks k of a layer's E experts: a batch of B touches "
                        "1 − (1 − k/E)^B of them)")
                         .arg(num(n0, 0), num(a.numbers.value(1), 0));
        note = tr("calibrated on Qwen3 MoE at batch 1 on H20");
    } else if (id == AssumptionId::ThroughputAnchor) {
        line.label = tr("Throughput (measured)");
        const QString engine =
            a.names.value(0) == QLatin1String("tensorrt") ? tr("TensorRT") : tr("the framework (PyTorch)");
        const QString format = a.names.value(1) == QLatin1String("int8")
            ? tr("INT8")
            : (a.names.value(1) == QLatin1String("fp32") ? tr("FP32") : tr("FP16/BF16"));
        line.value = tr("published results with %1 in %2 on %3; other GPUs scaled by their sustained peak")
                         .arg(engine, format, QLocale().createSeparatedList(a.names.mid(2)));
        if (n0 != 0)
            line.value += tr(" (no published figure for the engine chosen: these are the other engine's)");
    } else if (id == AssumptionId::BatchLatency) {
        line.label = tr("Latency of one request");
        line.value = tr("the engine's measured batch-1 time (a framework's is the same on every GPU, TensorRT's "
                        "follows the GPU), plus a share of the full-batch time for each request batched with it");
        note = tr("ResNet-50 in PyTorch: 12.96 ms on T4, 12.78 ms on V100; TensorRT INT8 about 0.5 ms on A10–A100");
    } else if (id == AssumptionId::Prefill && a.names.contains(QLatin1String("one-pass"))) {
        line.label = tr("One pass per request");
        line.value = tr("%1 % of peak tensor throughput over each request's tokens, as a prompt's prefill runs; "
                        "a request alone never sooner than the weights can be read once")
                         .arg(num(n0, 0));
        note = tr("published large-model prefill reaches 15–52 %");
    } else if (id == AssumptionId::Prefill) {
        line.label = tr("Prefill (time to first token)");
        line.value = tr("%1 % of peak tensor throughput, and never sooner than the weights can be read once; "
                        "prompts take their share of the GPUs' time from decoding")
                         .arg(num(n0, 0));
        note = tr("published large-model prefill reaches 15–52 %");
    } else {
        return false;
    }
    return true;
}

/** Memory-accounting and calendar assumptions shared by every job. */
bool FindingText::wordSpeechAssumption(const Assumption &a, AssumptionLine &line, QString &note)
{
    const double n0 = a.numbers.value(0);
    if (a.id == AssumptionId::SpeechDecode) {
        line.label = tr("Speech decoding (encoder-decoder)");
        line.value = tr("%1 ms per token on top of reading the decoder and cache; the encoder runs once per input")
                         .arg(num(n0, 1));
        note = tr("beam search, timestamp rules and many small kernels per layer");
        return true;
    }
    if (a.id != AssumptionId::SpeechEngine)
        return false;
    const auto engine = speechEngineFromString(a.names.value(0));
    const QString name = engine ? speechEngineName(*engine) : a.names.value(0);
    const double share = a.numbers.value(3, -1);
    line.label = tr("Speech engine");
    const QString batching = share < 0
        ? tr("one 30-s window at a time: more users at once need more copies")
        : tr("windows batched together; %1 % of a window's time is not shared by the batch").arg(num(share, 0));
    const double low = a.numbers.value(1, n0);
    const double high = a.numbers.value(2, n0);
    if (n0 == 1.0 && low == 1.0 && high == 1.0)
        line.value = tr("%1, %2").arg(name, batching);
    else if (low < high)
        line.value = tr("%1 takes %2 × faster-whisper's time per window (published ratios %3–%4); %5")
                         .arg(name, num(n0, 2), num(low, 2), num(high, 2), batching);
    else
        line.value = tr("%1 takes %2 × faster-whisper's time per window (one published comparison); %3")
                         .arg(name, num(n0, 2), batching);
    const int beams = int(a.numbers.value(4, 1));
    if (beams > 1)
        line.value = tr("%1; beam search keeps %2 hypotheses per window, each with its cache")
                         .arg(line.value, QLocale().toString(beams));
    note = tr("each ratio measured against faster-whisper on the same GPU and audio");
    return true;
}

QString FindingText::speechEngineName(SpeechEngine engine)
{
    switch (engine) {
    case SpeechEngine::FasterWhisper:
        break;
    case SpeechEngine::FasterWhisperBatched:
        return tr("faster-whisper, batched (BatchedInferencePipeline, WhisperX)");
    case SpeechEngine::OpenAiWhisper:
        return tr("openai-whisper (the reference package)");
    case SpeechEngine::Transformers:
        return tr("Hugging Face Transformers (chunked pipeline)");
    case SpeechEngine::TensorRtLlm:
        return tr("TensorRT-LLM");
    }
    return tr("faster-whisper (CTranslate2)");
}

bool FindingText::wordMemoryAssumption(const Assumption &a, AssumptionLine &line, QString &note)
{
    const AssumptionId id = a.id;
    const double n0 = a.numbers.value(0);
    if (id == AssumptionId::UsableMemory) {
        line.label = tr("Usable GPU memory");
        line.value = tr("%1 % of installed").arg(num(n0, 0));
        note = a.names.contains(QStringLiteral("training"))
            ? tr("a training job allocates as it goes; the CUDA context and the allocator's cache are counted apart")
            : tr("vLLM / TensorRT-LLM default 0.9");
    } else if (id == AssumptionId::CudaContext) {
        line.label = tr("CUDA context");
        line.value = tr("%1 GiB per GPU").arg(num(n0, 1));
        note = tr("1,343 MiB measured on V100");
    } else if (id == AssumptionId::Fragmentation) {
        line.label = tr("Allocator overhead");
        line.value = tr("%1 % of tensors").arg(num(n0, 0));
        note = tr("10–20 %, fitted to measured memory use");
    } else if (id == AssumptionId::MemoryMargin) {
        line.label = tr("Memory margin");
        line.value = tr("%1 % of usable GPU memory left free; less is \"tight\"").arg(num(n0, 0));
        note = a.numbers.value(1) > 0
            ? tr("your setting: rows under it rank after those that keep it")
            : tr("default, the tenth of a card vLLM keeps back (gpu_memory_utilization 0.9); under it a row is "
                 "warned about, not ranked lower");
    } else if (id == AssumptionId::PriceBand) {
        line.label = tr("Price band");
        line.value = tr("estimated from another size ±%1 %, derived by a billing ratio ±%2 %, a third party's copy "
                        "±%3 %; age %4 % a year, at most ±%5 %")
                         .arg(num(n0, 0), num(a.numbers.value(1), 0), num(a.numbers.value(2), 0),
                              num(a.numbers.value(3), 0), num(a.numbers.value(4), 0));
        // The rule combineBands (priceage.h) applies: stated here so a reader can redo the band.
        note = tr("a quote or Alibaba's own list price adds only its age. Independent widths combine in "
                  "quadrature, each side on its own, instead of multiplying end by end; a billing ratio's range "
                  "(spot's 0.1–0.5 of pay-as-you-go) is a real interval, kept whole and widened only that way");
    } else if (id == AssumptionId::Month) {
        line.label = tr("Hours per month");
        line.value = num(n0, 0);
        note = tr("365 × 24 / 12");
    } else {
        return false;
    }
    return true;
}

namespace {
/** The assumption with the GPU ids the engine recorded named in the language shown. */
Assumption withGpuNames(const Assumption &a, const Catalog *catalog)
{
    qsizetype first = -1; // where the GPU ids start among the names, and every how many names one comes
    qsizetype stride = 1;
    if (a.id == AssumptionId::ThroughputAnchor)
        first = 2;
    else if (a.id == AssumptionId::DiffusionTransformerSpeed || a.id == AssumptionId::DiffusionUnetSpeed)
        first = 0;
    else if (a.id == AssumptionId::CnnBorrowedRate)
        first = 1;
    else if (a.id == AssumptionId::VitBorrowedShare)
        first = 1, stride = 3; // per anchor: its model, its GPU, its engine
    if (first < 0 || !catalog)
        return a;
    Assumption named = a;
    for (qsizetype i = first; i < named.names.size(); i += stride)
        named.names[i] = catalog->gpuDisplayName(named.names[i]);
    return named;
}
} // namespace

AssumptionLine FindingText::assumption(const Assumption &recorded, const Catalog *catalog)
{
    const Assumption a = withGpuNames(recorded, catalog);
    AssumptionLine line;
    line.id = assumptionKey(a.id);
    QString note;
    // Each id belongs to one group, so the order of the groups does not matter.
    bool known = false;
    for (const auto word :
         {wordTrainingAssumption, wordTrainingMemoryAssumption, wordRecommenderAssumption, wordDiffusionAssumption,
          wordVideoAssumption, wordLlmEngineAssumption, wordMaxModelLengthAssumption, wordSpeculativeAssumption,
          wordServingMemoryAssumption, wordServingSpeedAssumption, wordSpeechAssumption, wordMemoryAssumption,
          wordBorrowedSpeedAssumption}) {
        if (word(a, line, note)) {
            known = true;
            break;
        }
    }
    if (!known) {
        line.label = line.id; // an id no wording covers yet: show its key rather than nothing
        line.value = QStringList(a.names).join(QStringLiteral(", "));
    }
    QStringList parts;
    if (const QString kind = assumptionEvidence(a.id); !kind.isEmpty())
        parts << kind;
    if (!note.isEmpty())
        parts << note;
    if (!a.sourceKeys.isEmpty())
        parts << (catalog ? catalog->citations(a.sourceKeys) : a.sourceKeys.join(QStringLiteral("; ")));
    line.source = parts.join(FindingText::tr("; ")); // Chinese takes the full-width semicolon
    return line;
}

std::vector<AssumptionLine> FindingText::assumptions(const std::vector<Assumption> &assumptions, const Catalog *catalog)
{
    std::vector<AssumptionLine> lines;
    lines.reserve(assumptions.size());
    // A served decoder (the one kind with a KV cache's precision) runs under an engine that fills the memory
    // it reserves with the KV cache by design: no margin is left free, and a row is judged by the requests
    // its cache holds, so the margin's "less is tight" would be wrong.
    const bool llmEngine = std::any_of(assumptions.begin(), assumptions.end(),
                                       [](const Assumption &a) { return a.id == AssumptionId::KvPrecision; });
    for (const Assumption &a : assumptions) {
        lines.push_back(assumption(a, catalog));
        if (llmEngine && a.id == AssumptionId::MemoryMargin)
            lines.back().value = tr("none kept free: the serving engine fills the memory it reserves with the KV "
                                    "cache, and each row states how many requests that cache holds");
    }
    return lines;
}

} // namespace Advisor