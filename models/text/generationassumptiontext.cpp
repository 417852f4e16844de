// SPDX-License-Identifier: Apache-2.0
// The assumptions of image and video generation models, and of the engine that serves a text-generating
// LLM, as the user reads them; assumptiontext.cpp words the others and how far to trust each.
#include "models/text/findingtext.h"

#include "models/text/findingnumbers.h"

#include <cmath>

#include <QLocale>

namespace Advisor {

namespace {
using FindingNumbers::num;
using FindingNumbers::whole;

/** Still images whose denoiser is counted from its architecture: cost, speed and the call floor. */
bool wordDiffusionCost(const Assumption &a, AssumptionLine &line, QString &note)
{
    const AssumptionId id = a.id;
    const double n0 = a.numbers.value(0);
    if (id == AssumptionId::DiffusionCost) {
        line.label = FindingText::tr("Diffusion step cost");
        line.value =
            FindingText::tr("%1 denoising steps at %2²: %3 latent tokens (and %4 prompt tokens in each attention), "
                            "%5 GFLOPs per image and step over %6 pass(es), %7 % of them in self-attention")
                .arg(num(n0, 0), num(a.numbers.value(1), 0))
                .arg(QLocale().toString(whole(a.numbers.value(2))))
                .arg(num(a.numbers.value(3), 0), num(a.numbers.value(4), 0), num(a.numbers.value(6), 0),
                     num(a.numbers.value(5), 0));
        note = FindingText::tr("self-attention costs 4 × layers × tokens² × width, so twice the pixels take four "
                               "times its share; the rest grows with the tokens");
    } else if (id == AssumptionId::DiffusionUnetSpeed) {
        line.label = FindingText::tr("Diffusion speed");
        QStringList parts;
        for (qsizetype i = 0; i < a.names.size(); ++i)
            parts << QStringLiteral("%1 %2").arg(a.names.at(i), num(a.numbers.value(i + 1), 1));
        line.value =
            FindingText::tr("SD 1.x at 512² (%1 GFLOPs an image-step) runs %2 image-steps/s; that rate of FLOPs, "
                            "freed of the batch's idle share, runs this model's steps")
                .arg(num(n0, 0), QLocale().createSeparatedList(parts));
        note = FindingText::tr("other GPUs scaled from the nearest measured one by peak 16-bit throughput");
    } else if (id == AssumptionId::DiffusionTransformerSpeed) {
        line.label = FindingText::tr("Diffusion speed");
        QStringList parts;
        for (qsizetype i = 0; i < a.names.size(); ++i)
            parts << FindingText::tr("%1 %2 TFLOPS").arg(a.names.at(i), num(a.numbers.value(i + 1), 0));
        line.value =
            FindingText::tr("an image transformer sustains %1 (FLUX.1 [dev] at 1024², measured); this model's FLOPs "
                            "run at that rate")
                .arg(QLocale().createSeparatedList(parts));
        note = FindingText::tr("other GPUs take the nearest measured GPU's share of peak 16-bit throughput");
    } else if (id == AssumptionId::DiffusionBatch && a.names.contains(QStringLiteral("floor"))) {
        line.label = FindingText::tr("Diffusion batch");
        line.value =
            FindingText::tr("a denoiser call takes at least %1 ms per residual block and %2 times that per "
                            "transformer block (%3 residual blocks' worth here) however few images it holds, so a "
                            "small batch leaves a fast GPU partly idle; %n image(s) per step here",
                            nullptr, FindingNumbers::whole(std::round(a.numbers.value(2))))
                .arg(num(n0, 2), num(a.numbers.value(3), 1), num(a.numbers.value(1), 0));
        note = FindingText::tr(
            "smaller batches leave part of the GPU idle: an A100 runs one image at 43 % of its full rate");
    } else {
        return false;
    }
    return true;
}
} // namespace

/** Image generation (diffusion): compute, model states, activations, speed and batch. */
bool FindingText::wordDiffusionAssumption(const Assumption &a, AssumptionLine &line, QString &note)
{
    if (wordDiffusionCost(a, line, note))
        return true;
    const AssumptionId id = a.id;
    const double n0 = a.numbers.value(0);
    if (id == AssumptionId::DiffusionFlops) {
        line.label = tr("Diffusion compute");
        line.value = tr("≈%1 FLOP per parameter per denoising step at %2 % of peak (rough, ±50 %)")
                         .arg(num(n0, 0), num(a.numbers.value(1), 0));
        note = tr("no published per-step figure; order-of-magnitude estimate");
    } else if (id == AssumptionId::DiffusionStates) {
        line.label = tr("Model states");
        line.value = a.names.contains(QStringLiteral("lora"))
            ? tr("LoRA adapters (%1 % of the %2 B-parameter denoiser) train in fp32 with their optimizer; the "
                 "denoiser, text encoders and VAE (%3 B) are frozen in the training precision")
                  .arg(num(a.numbers.value(3), 1), num(n0, 2), num(n0 + a.numbers.value(1), 2))
            : tr("the %1 B-parameter denoiser trains at %2 bytes per parameter (fp32 weights, gradients and "
                 "optimizer state); text encoders and VAE (%3 B) are frozen in the training precision")
                  .arg(num(n0, 2), num(a.numbers.value(2), 0), num(a.numbers.value(1), 2));
        note = tr("as the diffusers training scripts hold them; frozen parts could be offloaded to the CPU");
    } else if (id == AssumptionId::DiffusionActivations) {
        line.label = tr("Diffusion activations");
        if (a.names.contains(QStringLiteral("training")))
            line.value = tr("%1 GB per sample at 512², scaled by the area of %2² and a batch of %3%4")
                             .arg(num(n0, 2), num(a.numbers.value(1), 0), num(a.numbers.value(2), 0),
                                  a.names.contains(QStringLiteral("checkpointed"))
                                      ? tr(" (gradient checkpointing)")
                                      : tr(" (no gradient checkpointing: every intermediate kept)"));
        else if (a.names.contains(QStringLiteral("mmdit")))
            line.value =
                tr("per image at 1024²: the transformer's peak %1 GB (%6 copies of its hidden state over the image "
                   "and prompt tokens, fused attention) or the VAE decoding %2 GB%3, whichever is larger, scaled by "
                   "the area of %4² and a batch of %5")
                    .arg(num(n0, 2), num(a.numbers.value(1), 2),
                         a.names.contains(QStringLiteral("vae-upcast")) ? tr(" (twice, upcast to fp32)") : QString(),
                         num(a.numbers.value(2), 0), num(a.numbers.value(3), 0), num(a.numbers.value(4), 1));
        else
            line.value =
                tr("per image at 1024²: the denoiser's peak %1 GB or the VAE decoding %2 GB%3, whichever "
                   "is larger, scaled by the area of %4² and a batch of %5")
                    .arg(num(n0, 2), num(a.numbers.value(1), 2),
                         a.names.contains(QStringLiteral("vae-upcast")) ? tr(" (twice, upcast to fp32)") : QString(),
                         num(a.numbers.value(2), 0), num(a.numbers.value(3), 0));
        note = tr("memory-efficient attention (PyTorch 2 SDPA or xFormers) assumed");
    } else if (id == AssumptionId::DiffusionSpeed) {
        line.label = tr("Diffusion speed");
        QStringList parts;
        for (qsizetype i = 0; i < a.names.size(); ++i)
            parts << QStringLiteral("%1 %2").arg(a.names.at(i), num(a.numbers.value(i + 2), 1));
        line.value = tr("%1 denoising steps per image; SD 1.x at 512² runs %2 image-steps/s; this model costs %3× "
                        "per step, more in proportion to the image area")
                         .arg(num(n0, 0), QLocale().createSeparatedList(parts), num(a.numbers.value(1), 1));
        note = tr("other GPUs scaled from the nearest measured one by peak 16-bit throughput");
    } else if (id == AssumptionId::DiffusionBatch) {
        line.label = tr("Diffusion batch");
        line.value = tr("a GPU denoises at its full rate only with about one image per %1 TFLOPS of its 16-bit peak "
                        "in each step (fewer for larger images); %n image(s) per step here",
                        nullptr, FindingNumbers::whole(std::round(a.numbers.value(1))))
                         .arg(num(n0, 0));
        note = tr("smaller batches leave part of the GPU idle: an A100 runs one image at 43 % of its full rate");
    } else {
        return false;
    }
    return true;
}

/** Video generation: the clip, denoising speed, memory and GPUs per clip. */
bool FindingText::wordVideoAssumption(const Assumption &a, AssumptionLine &line, QString &note)
{
    const AssumptionId id = a.id;
    const double n0 = a.numbers.value(0);
    if (id == AssumptionId::VideoClip) {
        line.label = tr("Video clip");
        line.value = tr("%1 × %2 pixels, %3 frames, %4 denoising steps of %5 pass(es) each: %6 latent tokens, "
                        "%7 % of the work in attention")
                         .arg(whole(n0))
                         .arg(whole(a.numbers.value(1)))
                         .arg(whole(a.numbers.value(2)))
                         .arg(whole(a.numbers.value(3)))
                         .arg(whole(a.numbers.value(4)))
                         .arg(QLocale().toString(whole(a.numbers.value(5))), num(a.numbers.value(6), 0));
        note = tr("tokens from the VAE's compression and the transformer's patch; attention grows with their "
                  "square, so twice the frames take about four times the attention");
    } else if (id == AssumptionId::VideoSpeed) {
        line.label = tr("Video denoising speed");
        QStringList parts;
        for (qsizetype i = 0; i < a.names.size(); ++i)
            parts << tr("%1 %2 TFLOPS").arg(a.names.at(i), num(a.numbers.value(i), 0));
        line.value = tr("sustained per GPU over a whole clip: %1").arg(QLocale().createSeparatedList(parts));
        note = tr("from published single-GPU times per clip less the VAE; other GPUs take the nearest measured "
                  "GPU's share of peak 16-bit throughput; sequence parallelism (Ulysses) adds its all-to-all "
                  "traffic over the GPU link");
    } else if (id == AssumptionId::VideoMemory) {
        line.label = tr("Video memory");
        line.value = tr("denoiser, text encoder and VAE weights, %1 bytes of activations per token and unit of "
                        "hidden size, %2 GB per megapixel of frame for the tiled VAE decode")
                         .arg(num(n0, 0), num(a.numbers.value(1), 1));
        note = tr("the VAE decodes in tiles on one GPU, moving about %1 MB per output pixel-frame")
                   .arg(num(a.numbers.value(2), 1));
    } else if (id == AssumptionId::VideoPlacement) {
        line.label = tr("GPUs per clip");
        line.value = n0 > 0 ? tr("the fewest GPUs that finish a clip within your %1 s").arg(num(n0, 0))
                            : tr("the fewest GPUs that hold a clip, for the most clips an hour per GPU; set a time "
                                 "per request to split a clip over more GPUs");
        note = tr("weights are split over the GPUs (FSDP) only when a whole copy does not fit");
    } else {
        return false;
    }
    return true;
}

/** The engine that serves a generative LLM: its batch cap (by GPU where it differs) and its speed. */
bool FindingText::wordLlmEngineAssumption(const Assumption &a, AssumptionLine &line, QString &note)
{
    if (a.id != AssumptionId::LlmEngine)
        return false;
    const auto engine = llmEngineFromString(a.names.value(0));
    const QString name = engine ? llmEngineName(*engine) : a.names.value(0);
    line.label = tr("LLM serving engine");
    QString batch = tr("vLLM's batch defaults (below)");
    if (a.numbers.size() > 2) {
        QStringList parts;
        for (qsizetype i = 1; i < a.names.size(); ++i)
            parts << tr("%1 on %2").arg(num(a.numbers.value(i + 2), 0), a.names.at(i).toUpper());
        batch = parts.isEmpty() ? tr("at most %1 requests decoded at once per copy").arg(num(a.numbers.value(2), 0))
                                : tr("at most %1 requests decoded at once per copy, %2")
                                      .arg(num(a.numbers.value(2), 0), QLocale().createSeparatedList(parts));
    }
    const double decode = a.numbers.value(0, 1);
    const double prefill = a.numbers.value(1, 1);
    const QString speed = decode == 1.0 && prefill == 1.0
        ? tr("decoding and prefill as calibrated: no published comparison on the same GPU sets it apart")
        : tr("decoding at %1 × and prefill at %2 × the calibrated speed").arg(num(decode, 2), num(prefill, 2));
    line.value = tr("%1: %2; %3").arg(name, batch, speed);
    note = tr("the engine's defaults as its source code sets them; fewer requests when the KV cache holds fewer");
    return true;
}

QString FindingText::llmEngineName(LlmEngine engine)
{
    switch (engine) {
    case LlmEngine::Default:
        break;
    case LlmEngine::Vllm:
        return tr("vLLM");
    case LlmEngine::Sglang:
        return tr("SGLang");
    case LlmEngine::TensorRtLlm:
        return tr("TensorRT-LLM");
    case LlmEngine::Lmdeploy:
        return tr("LMDeploy (TurboMind)");
    }
    return tr("Not named (vLLM's defaults)");
}

} // namespace Advisor
