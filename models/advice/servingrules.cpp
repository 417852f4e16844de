// SPDX-License-Identifier: Apache-2.0
#include "models/advice/advicecontext.h"
#include "models/text/findingtext.h"
#include "models/text/servingterms.h"

#include <algorithm>

// Serving rules: latency target, KV cache headroom, model split over PCIe, low load.

namespace Advisor::AdviceInternal {

namespace {

bool tokenLatency(const AdviceContext &ctx)
{
    // Encoders (BERT, ViT), CNNs and diffusion answer a request in one pass: no tokens generated, no KV cache kept.
    return ServingTerms(ctx.rec.profile.kind).tokens();
}

void servingLatency(AdviceContext &ctx)
{
    const Rule *rule = ctx.rs.active(QStringLiteral("serving-latency"));
    if (!rule || !ctx.serving || !ctx.cfg || !ctx.s.inference.latencyMsTarget)
        return;
    const double target = *ctx.s.inference.latencyMsTarget;
    const double tolerance = rule->threshold(QStringLiteral("tolerance"));
    // LLM targets are per output token; other models are judged per request (per image).
    const ServingTerms terms(ctx.rec.profile.kind);
    const bool perToken = terms.tokens();
    const double value = perToken ? ctx.cfg->speed.tpotMs : ctx.cfg->speed.ttftMs;
    if (value <= target * tolerance)
        return;
    const Configuration *alt = ctx.alternative([&](const Configuration &c) {
        return (perToken ? c.speed.tpotMs : c.speed.ttftMs) <= target * tolerance && c.speed.meetsLatency;
    });
    ctx.raise(
        *rule, AdviceText::tr("Latency target not met"),
        perToken
            ? AdviceText::tr("%1 needs %2 ms per output token at %3 concurrent sequences; the target is %4 ms.")
                  .arg(ctx.cfg->layout.instanceType, num(value, 1), num(ctx.s.inference.concurrency, 0), num(target, 1))
            : AdviceText::tr("%1 needs %2 at %3 concurrent requests; the target is %4 ms.")
                  .arg(ctx.cfg->layout.instanceType, terms.latency(value), num(ctx.s.inference.concurrency, 0),
                       num(target, 1)),
        alt ? AdviceText::tr("Choose %1 (%2 ms), or lower the concurrency per replica and add replicas.")
                  .arg(ctx.describe(*alt), num(perToken ? alt->speed.tpotMs : alt->speed.ttftMs, 1))
            : AdviceText::tr("Lower the concurrency per replica and add replicas, quantise the weights, or choose a "
                             "card with more memory bandwidth."),
        ctx.chooseAction(alt));
}

void servingFirstToken(AdviceContext &ctx)
{
    const Rule *rule = ctx.rs.active(QStringLiteral("serving-first-token"));
    if (!rule || !ctx.serving || !ctx.cfg || !ctx.cfg->pricing.economics->applies
        || !ctx.cfg->pricing.economics->generative || !ctx.cfg->pricing.economics->ttftMissed)
        return;
    const double targetSeconds = ctx.cfg->pricing.economics->ttftTargetMs / 1000.0;
    // A fix without a price cannot be weighed against the warning, so a priced one is preferred.
    const auto fast = [](const Configuration &c) {
        return c.pricing.economics->applies && !c.pricing.economics->ttftMissed && c.speed.meetsLatency;
    };
    const Configuration *alt = ctx.alternative([&](const Configuration &c) { return fast(c) && c.pricing.priced; });
    if (!alt)
        alt = ctx.alternative(fast);
    const bool assumed = ctx.cfg->pricing.economics->ttftTargetAssumed;
    const QString message = assumed
        ? AdviceText::tr("On %1 a lone request waits %2 s for the first token of a %3-token prompt, longer than the "
                         "%4 s users are commonly held to (MLPerf Inference's server target). The scenario sets no "
                         "first-token target, so the ranking stays by cost; set one if your users need it.")
        : AdviceText::tr("On %1 a lone request waits %2 s for the first token of a %3-token prompt, longer than "
                         "your %4 s target, so none of your users is served within the targets.");
    // The fix with what it costs against the row it would replace, so the warning can be weighed.
    QString fix;
    if (alt) {
        const QString sooner = AdviceText::tr("Choose %1 (first token in %2 s)")
                                   .arg(ctx.describe(*alt), num(alt->speed.ttftMs / 1000.0, 1));
        if (alt->pricing.priced && ctx.cfg->pricing.priced && ctx.cfg->pricing.jobCost > 0) {
            const double change = (alt->pricing.jobCost / ctx.cfg->pricing.jobCost - 1) * 100;
            fix = change >= 0.5 ? AdviceText::tr("%1, %2 % dearer a month.").arg(sooner, num(change, 0))
                                : AdviceText::tr("%1, at no extra cost.").arg(sooner);
        } else {
            fix = AdviceText::tr("%1.").arg(sooner);
        }
    } else {
        fix = AdviceText::tr("Shorten the prompt, or choose cards with more compute: reading the prompt is "
                             "limited by arithmetic, not by memory bandwidth.");
    }
    ctx.raise(*rule, AdviceText::tr("First token too slow"),
              message.arg(ctx.cfg->layout.instanceType, num(ctx.cfg->speed.ttftMs / 1000.0, 1),
                          num(ctx.s.inference.contextLength, 0), num(targetSeconds, 1)),
              fix, ctx.chooseAction(alt));
}

void servingKvCache(AdviceContext &ctx)
{
    const Rule *rule = ctx.rs.active(QStringLiteral("serving-kv-cache"));
    // A row rejected before its KV cache was sized (a vGPU slice offered a model) holds no figure to warn
    // about: "hold 0 sequences" would read as measured. Its problems say why it was not sized.
    if (!rule || !ctx.serving || !ctx.cfg || !tokenLatency(ctx) || ctx.cfg->speed.maxConcurrencyPerReplica <= 0)
        return;
    const double headroom = rule->threshold(QStringLiteral("minConcurrencyHeadroom"));
    const int replicas = std::max(1, ctx.cfg->layout.dataParallel);
    const int perReplica = (ctx.s.inference.concurrency + replicas - 1) / replicas;
    const double wanted = perReplica * headroom;
    if (ctx.cfg->speed.maxConcurrencyPerReplica >= wanted)
        return;
    const Configuration *alt = ctx.alternative([&](const Configuration &c) {
        const int r = std::max(1, c.layout.dataParallel);
        return c.speed.maxConcurrencyPerReplica >= ((ctx.s.inference.concurrency + r - 1) / r) * headroom;
    });
    // In totals over all replicas, so a fix with more, smaller replicas does not read as fewer sequences.
    const auto total = [](const Configuration &c) {
        return c.speed.maxConcurrencyPerReplica * std::max(1, c.layout.dataParallel);
    };
    ctx.raise(*rule, AdviceText::tr("KV cache leaves too little room"),
              AdviceText::tr("The KV caches hold %1 sequences of %2 + %3 tokens in all (%4 per replica, %Ln "
                             "replica(s)); %5 concurrent with %6 % headroom need %7 per replica.",
                             nullptr, replicas)
                  .arg(num(total(*ctx.cfg), 0), num(ctx.s.inference.contextLength, 0),
                       num(ctx.s.inference.outputTokens, 0), num(ctx.cfg->speed.maxConcurrencyPerReplica, 0),
                       num(ctx.s.inference.concurrency, 0), percent(headroom - 1.0), num(wanted, 1)),
              alt ? AdviceText::tr("Choose %1, whose caches hold %2 sequences in all (%3 per replica, %Ln replica(s)).",
                                   nullptr, std::max(1, alt->layout.dataParallel))
                        .arg(ctx.describe(*alt), num(total(*alt), 0), num(alt->speed.maxConcurrencyPerReplica, 0))
                  : AdviceText::tr("Quantise the KV cache to 8 bit, shorten the context, or add replicas."),
              ctx.chooseAction(alt));
}

void servingPcieSplit(AdviceContext &ctx)
{
    const Rule *rule = ctx.rs.active(QStringLiteral("serving-pcie-split"));
    // A video clip split by sequence parallelism exchanges a few all-to-alls per block, which PCIe carries
    // well enough for the split to shorten the clip (xDiT's L20 runs: 1.8× faster on two GPUs).
    if (!rule || !ctx.serving || !ctx.cfg || !ctx.family || ctx.cfg->layout.tensorParallel <= 1
        || ctx.family->hasFastInterconnect() || ctx.rec.profile.kind == WorkloadKind::Video)
        return;
    const Configuration *alt = ctx.alternative([&](const Configuration &c) {
        const Family *f = ctx.familyOf(c);
        return c.layout.tensorParallel == 1 || (f && f->hasFastInterconnect());
    });
    ctx.raise(*rule, AdviceText::tr("Model split across PCIe GPUs"),
              AdviceText::tr("%1 is split over %2 GPUs of %3 (%4, %5 GiB needed per GPU): the split adds memory, but "
                             "every token crosses %4, so latency does not improve.")
                  .arg(ctx.rec.profile.modelName.isEmpty() && ctx.rec.profile.parameters <= 0
                           ? AdviceText::tr("The model")
                           : FindingText::modelName(ctx.rec.profile),
                       num(ctx.cfg->layout.tensorParallel, 0), ctx.cfg->layout.instanceType,
                       interconnectLabel(ctx.family->interconnect), num(ctx.cfg->memory.perGpuMemoryGiB, 1)),
              alt ? AdviceText::tr("For speed, choose %1.").arg(ctx.describe(*alt))
                  : AdviceText::tr("For speed, quantise the model to fit one card or use an NVLink family."),
              ctx.chooseAction(alt));
}

void servingFp8WeightOnly(AdviceContext &ctx)
{
    const Rule *rule = ctx.rs.active(QStringLiteral("precision-fp8-weight-only"));
    if (!rule || !ctx.serving || !ctx.cfg || ctx.s.precision != Precision::Fp8)
        return;
    const GpuSpec *gpu = ctx.cat.gpu(ctx.cfg->layout.gpu);
    if (!gpu || fp8Support(*gpu) != Fp8Support::WeightOnly)
        return;
    const bool moe =
        ctx.rec.profile.activeParameters > 0 && ctx.rec.profile.activeParameters < ctx.rec.profile.parameters;
    const Configuration *alt = ctx.alternative([&](const Configuration &c) {
        const GpuSpec *g = ctx.cat.gpu(c.layout.gpu);
        return g && fp8Support(*g) == Fp8Support::Native;
    });
    QString message = AdviceText::tr("The %1 has no FP8 arithmetic: FP8 weights run weight-only (W8A16, e.g. vLLM's "
                                     "FP8 Marlin kernels), stored and read as 8 bit but computed in 16 bit. Decode "
                                     "speed, which memory bandwidth limits, is as estimated; prefill is not faster "
                                     "than 16 bit.")
                          .arg(gpu->displayName());
    if (moe)
        appendSentence(message,
                       AdviceText::tr("For a mixture-of-experts model, check that your serving engine runs FP8 experts "
                                      "weight-only on this GPU: vLLM long ran FP8 MoE only on FP8 hardware."));
    ctx.raise(*rule, AdviceText::tr("FP8 without FP8 hardware"), message,
              alt ? AdviceText::tr("For FP8 arithmetic, choose %1.").arg(ctx.describe(*alt))
                  : AdviceText::tr("For FP8 arithmetic, choose a Hopper, Ada Lovelace or Blackwell GPU (gn8v, "
                                   "gn8is, gn9gc)."),
              ctx.chooseAction(alt));
}

void servingLowLoad(AdviceContext &ctx)
{
    const Rule *rule = ctx.rs.active(QStringLiteral("serving-low-load"));
    if (!rule || !ctx.serving || !ctx.cfg || ctx.cfg->speed.tokensPerSecond <= 0 || ctx.s.inference.outputTokens <= 0)
        return;
    const double capacity = ctx.cfg->speed.tokensPerSecond / ctx.s.inference.outputTokens;
    const double load = ctx.s.inference.requestsPerSecond / capacity;
    const double maxShare = rule->threshold(QStringLiteral("maxLoadShare"));
    if (load >= maxShare)
        return;
    double weightsGiB = ctx.cfg->memory.perGpu.weights * std::max(1, ctx.cfg->layout.tensorParallel) / bytesPerGiB;
    if (weightsGiB <= 0)
        weightsGiB = ctx.rec.profile.singleReplica.weights / bytesPerGiB;
    ctx.raise(
        *rule, AdviceText::tr("Low load on an always-on instance"),
        AdviceText::tr("%1 requests/s use %2 % of the %3 requests/s this configuration serves (%4 tokens/s ÷ %5 "
                       "output tokens); below %6 % an always-on instance is mostly paid for idling.")
            .arg(num(ctx.s.inference.requestsPerSecond, 2), percent(load, 1), num(capacity, 1),
                 num(ctx.cfg->speed.tokensPerSecond, 0), num(ctx.s.inference.outputTokens, 0), percent(maxShare)),
        weightsGiB > 0
            ? AdviceText::tr("Serve it on PAI-EAS with autoscaling, or on Function Compute serverless GPU billed "
                             "per use. The trade-off is the cold start: the first request after idling waits while "
                             "%1 GiB of weights load.")
                  .arg(num(weightsGiB, 1))
            : AdviceText::tr("Serve it on PAI-EAS with autoscaling, or on Function Compute serverless GPU billed "
                             "per use. The trade-off is the cold start: the first request after idling waits while "
                             "the model loads."));
}

} // namespace

void addServingWarnings(AdviceContext &ctx)
{
    servingLatency(ctx);
    servingFirstToken(ctx);
    servingKvCache(ctx);
    servingPcieSplit(ctx);
    servingFp8WeightOnly(ctx);
    servingLowLoad(ctx);
}

} // namespace Advisor::AdviceInternal
