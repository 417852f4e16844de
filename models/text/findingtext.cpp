// SPDX-License-Identifier: Apache-2.0
#include "models/text/findingtext.h"

#include "models/text/moneyformatter.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include <QLocale>

namespace Advisor {

namespace {
QString num(double v, int decimals = 1)
{
    return QLocale().toString(v, 'f', decimals);
}

QString count(double v)
{
    return QLocale().toString(v, 'g', 3);
}

/**
 * A count a finding carries as a number, as an int. The figures come from whatever scenario was given,
 * and one that asks the absurd (a deadline of 1e-300 h) yields counts past int's range, where a plain
 * cast is undefined: those are held at the range's ends, which still read as "too many".
 */
int whole(double v)
{
    if (std::isnan(v))
        return 0;
    return int(std::clamp(v, double(std::numeric_limits<int>::min()), double(std::numeric_limits<int>::max())));
}

/** How much an assumption rests on: what the user said, a formula, a calibration, or an analytical guess. */
QString evidence(const QString &id)
{
    static const QStringList scenario{QStringLiteral("precision"), QStringLiteral("kv-precision"),
                                      QStringLiteral("session-memory")};
    static const QStringList exact{QStringLiteral("bytes-per-param"), QStringLiteral("flops"),
                                   QStringLiteral("recsys-tables"),   QStringLiteral("dp-attention"),
                                   QStringLiteral("attention"),       QStringLiteral("checkpoint"),
                                   QStringLiteral("serving-memory"),  QStringLiteral("diffusion-states"),
                                   QStringLiteral("engine-batch"),    QStringLiteral("patch-tokens"),
                                   QStringLiteral("image-flops"),     QStringLiteral("loss-memory")};
    // Calibrated figures carry their band: how far the estimate stayed from the measurements it was fitted
    // to (the published-case tests hold it there), and how far to trust it beyond them.
    static const QStringList calibratedDecode{QStringLiteral("decode-efficiency"), QStringLiteral("quantised-decode"),
                                              QStringLiteral("moe-decode")};
    static const QStringList calibratedMemory{QStringLiteral("cuda-context"), QStringLiteral("fragmentation"),
                                              QStringLiteral("usable-memory")};
    static const QStringList analytical{QStringLiteral("prefill"),         QStringLiteral("pipeline-hop"),
                                        QStringLiteral("overlap"),         QStringLiteral("shape"),
                                        QStringLiteral("diffusion-flops"), QStringLiteral("recsys-shape"),
                                        QStringLiteral("image-size")};
    if (scenario.contains(id))
        return FindingText::tr("from the scenario");
    if (exact.contains(id))
        return FindingText::tr("exact (formula or published size)");
    if (id == QLatin1String("throughput-anchor"))
        return FindingText::tr("measured: published benchmark results");
    if (id == QLatin1String("batch-latency"))
        return FindingText::tr("calibrated on published batch-1 latencies: within ±35 %");
    if (calibratedDecode.contains(id))
        return FindingText::tr("calibrated on the vendors' batch-1 tables (Qwen2.5 on A100 with vLLM, Qwen3 on H20 "
                               "with SGLang): within ±10 % of them; allow ±35 % on other GPUs and engines");
    if (calibratedMemory.contains(id))
        return FindingText::tr("calibrated on published measurements: within ±10 % of measured memory");
    if (id == QLatin1String("mfu"))
        return FindingText::tr("calibrated on published training runs: within ±25 % of their throughput");
    if (id == QLatin1String("offload"))
        return FindingText::tr("calibrated on one published run (DeepSpeed optimizer offload on 8 GPUs); allow ±50 % "
                               "on other hosts, whose cores and memory differ");
    if (id == QLatin1String("recsys-speed"))
        return FindingText::tr("calibrated on NVIDIA's published DLRM throughput (PyTorch and TensorFlow examples, "
                               "one and eight GPUs): within ±30 % of it; allow ±50 % for other recommendation models");
    if (id == QLatin1String("recsys-host"))
        return FindingText::tr("assumed; within ±15 % of MLPerf's split of the tables between GPU and host memory "
                               "and of NVIDIA's one published host-memory training run");
    if (id == QLatin1String("diffusion-activations"))
        return FindingText::tr("calibrated on published diffusion measurements: SDXL inference within ±15 % of "
                               "measured memory, training fits as the diffusers examples document them");
    if (id == QLatin1String("speech-decode"))
        return FindingText::tr("calibrated on faster-whisper on A100 and V100S: within ±20 % of them, given about "
                               "110 tokens per 30-s window; allow ±35 %");
    if (id == QLatin1String("diffusion-speed"))
        return FindingText::tr("measured per GPU (diffusers PyTorch 2 benchmark); other GPUs, models and sizes "
                               "scaled from them, allow ±35 %");
    if (id == QLatin1String("diffusion-batch"))
        return FindingText::tr("fitted on one GPU's published batch 1 to 64 (within ±3 %); other GPUs within ±20 % "
                               "of their published batch-1 speeds");
    if (id == QLatin1String("video-clip"))
        return FindingText::tr("exact (the model's VAE and patch sizes)");
    if (id == QLatin1String("video-speed"))
        return FindingText::tr("measured on H100, H20 and A100; within ±35 % of 19 of 23 published times it was "
                               "not fitted on (L20 and eight A800s up to 1.4× slow)");
    if (id == QLatin1String("video-memory"))
        return FindingText::tr("fitted on one published figure (HunyuanVideo at 720p); other pipelines measured up "
                               "to 1.7× more (Wan2.1 with FSDP): treat it as a lower bound");
    if (id == QLatin1String("video-placement"))
        return FindingText::tr("the placement rule of this program");
    if (analytical.contains(id))
        return FindingText::tr("analytical estimate, ±50 %");
    return {};
}

QString billingName(const QString &billing, const Catalog *catalog)
{
    const BillingModel *model = catalog ? catalog->billingModel(billing) : nullptr;
    return model && !model->name.isEmpty() ? model->name.text() : billing;
}
} // namespace

/** The first reason of a ranked row: why it ranks where it does. */
QString FindingText::leadText(const Finding &f, const Catalog *catalog)
{
    using K = Finding::Kind;
    Q_UNUSED(catalog);
    const QString gpus = tr("%1 × %2").arg(gpuCount(f.number(0)), f.name(0));
    switch (f.kind) {
    case K::LeadGraphicsReady:
        return tr("Recommended: a graphics-ready family, %1 × %2 per instance").arg(gpuCount(f.number(1)), f.name(0));
    case K::LeadFitsUnpriced:
        return f.number(1) > 0
            ? tr("Recommended: %1; price on request, ranked as if a GPU-hour cost %2 %3, the dearest listed "
                 "rate for what this GPU offers (a placeholder, not a quote)")
                  .arg(gpus, num(f.number(1), 2), MoneyFormatter::currencyUnit(f.name(1)))
            : tr("Fits (%1), but no price is listed for this family").arg(gpus);
    case K::LeadCheapest:
        return tr("Recommended: cheapest configuration that fits, %1").arg(gpus);
    case K::LeadWithinToleranceQuickest:
        return tr("Recommended: %1; within %2 % of the lowest cost, and the quickest of those")
            .arg(gpus, num(f.number(1), 0));
    case K::LeadWithinToleranceFewest:
        return tr("Recommended: %1; within %2 % of the lowest cost, and the fewest instances")
            .arg(gpus, num(f.number(1), 0));
    case K::LeadSameCost:
        return tr("%1, about the same cost as the recommended one").arg(gpus);
    case K::LeadCheaperButSlower:
        return tr("%1, %2 % cheaper than the recommended one, but slower").arg(gpus, num(f.number(1), 0));
    case K::LeadCheaperButMoreInstances:
        return tr("%1, %2 % cheaper than the recommended one, but on more instances").arg(gpus, num(f.number(1), 0));
    case K::LeadCheaperButLessHeadroom:
        return tr("%1, %2 % cheaper than the recommended one, but with less memory headroom")
            .arg(gpus, num(f.number(1), 0));
    case K::LeadCheapestInTime:
        return tr("Recommended: cheapest configuration that fits and gives a lone request its first token "
                  "within %2 s, %1")
            .arg(gpus, num(f.number(1), 1));
    case K::LeadCheaperButFirstTokenSlow:
        return tr("%1, %2 % cheaper than the recommended one, but a lone request waits %3 s for its first "
                  "token (target %4 s), so no user is served in time")
            .arg(gpus, num(f.number(1), 0), num(f.number(2), 1), num(f.number(3), 1));
    case K::LeadCheaperButSplit:
        return tr("%1, %2 % cheaper than the recommended one, but each copy of the model is split over %3 "
                  "instances, so every token waits on the network between them")
            .arg(gpus, num(f.number(1), 0), count(f.number(2)));
    case K::LeadDearer:
        return tr("%1, %2 % dearer than the recommended one").arg(gpus, num(f.number(1), 0));
    case K::LeadDearerBut:
        if (f.name(1) == QLatin1String("first-token"))
            return tr("%1, %2 % dearer than the recommended one, first token %3 % sooner")
                .arg(gpus, num(f.number(1), 0), num(f.number(2), 0));
        if (f.name(1) == QLatin1String("time"))
            return tr("%1, %2 % dearer than the recommended one, finishes %3 % sooner")
                .arg(gpus, num(f.number(1), 0), num(f.number(2), 0));
        if (f.name(1) == QLatin1String("capacity"))
            return tr("%1, %2 % dearer than the recommended one, %3 % more capacity")
                .arg(gpus, num(f.number(1), 0), num(f.number(2), 0));
        return tr("%1, %2 % dearer than the recommended one, %3 % memory headroom against %4 %")
            .arg(gpus, num(f.number(1), 0), num(f.number(2), 0), num(f.number(3), 0));
    case K::LeadUnpricedBreakEven:
        return tr("%1, price on request: a quote below %2 %4 an instance-hour (%3 %4 a month) would make it "
                  "the cheapest")
            .arg(gpus, num(f.number(1), 2), num(f.number(2), 0), MoneyFormatter::currencyUnit(f.name(1)));
    case K::LeadPlain:
        return gpus;
    case K::LeadNoPrice:
        return f.number(1) > 0
            ? tr("%1, price on request: ranked below the priced configurations of the same kind, and among "
                 "the unpriced ones as if a GPU-hour cost %2 %3, the dearest listed rate for what this GPU "
                 "offers (not a quote)")
                  .arg(gpus, num(f.number(1), 2), MoneyFormatter::currencyUnit(f.name(1)))
            : tr("%1, price not available: check the Alibaba Cloud buy page").arg(gpus);
    default:
        return {};
    }
}

QString FindingText::gpuCount(double gpus)
{
    // vGPU slices are 1/2 to 1/24 of a card in the catalog; a far smaller share is no slice and reads as a number.
    constexpr double maxSliceParts = 64;
    if (gpus > 0 && gpus < 1) {
        const double parts = 1 / gpus;
        const double slices = std::round(parts);
        if (slices >= 2 && slices <= maxSliceParts && std::abs(parts - slices) < 0.02 * slices)
            return QStringLiteral("1/%1").arg(QLocale().toString(int(slices)));
    }
    return count(gpus);
}

/** The figures behind a row: memory, time, speed, cost. */
QString FindingText::reasonText(const Finding &f, const Catalog *catalog)
{
    using K = Finding::Kind;
    switch (f.kind) {
    case K::MemoryHeadroom:
        return tr("%1 GiB needed of %2 GiB usable per GPU (%3 % headroom)")
            .arg(num(f.number(0)), num(f.number(1)), num(f.number(2), 0));
    case K::TrainingTime:
        return tr("about %1 h on %n instance(s)", "", whole(f.number(1))).arg(num(f.number(0)));
    case K::ShardedFrozenWeights:
        return tr("data parallel with ZeRO-3: the frozen base weights are split over the %1 GPUs and gathered "
                  "layer by layer, as PEFT with DeepSpeed runs it")
            .arg(whole(f.number(0)));
    case K::ScalingEfficiency:
        return tr("scaling efficiency %1 %").arg(num(f.number(0), 0));
    case K::ServingSpeed:
        if (f.number(3) > 0)
            return tr("%1 tokens/s in total while reading %4 prompt tokens/s, %2 ms per token, %3 ms to first token")
                .arg(num(f.number(0), 0), num(f.number(1)), num(f.number(2), 0), num(f.number(3), 0));
        return tr("%1 tokens/s in total, %2 ms per token, %3 ms to first token")
            .arg(num(f.number(0), 0), num(f.number(1)), num(f.number(2), 0));
    case K::PipelineSplit:
        if (f.name(0) == QLatin1String("tcp"))
            return tr("the layers of one copy are split over %1 instances without RDMA: every token waits about "
                      "%2 µs per hop on the TCP network, four times an RDMA hop; prefer an eRDMA family")
                .arg(whole(f.number(0)))
                .arg(num(f.number(1), 0));
        return tr("one copy of the model is too large for one instance: its layers are split over %1 instances, "
                  "which adds memory, not speed")
            .arg(whole(f.number(0)));
    case K::HostTables:
        return tr("the tables outgrow the GPUs: %1 % of their rows (%2 GB) stay in the instance's memory, and their "
                  "lookups cross PCIe at about %3 GB/s")
            .arg(num(f.number(0), 0), num(f.number(1), 1), num(f.number(2), 0));
    case K::SampleThroughput:
        if (f.name(0).isEmpty())
            return tr("%1 samples/s in total").arg(num(f.number(0), 0));
        return f.name(1) == QLatin1String("scaled")
            ? tr("%1 images/s in total, scaled by peak throughput from the measured denoising rate on %2 (%3 "
                 "image-steps/s of SD 1.x at 512²); %4 image(s) per step keep the GPU %5 % as busy as a full "
                 "batch")
                  .arg(num(f.number(0), 2), f.name(0), num(f.number(1), 1), num(f.number(3), 0), num(f.number(2), 0))
            : tr("%1 images/s in total, from the measured denoising rate on this GPU (%2 image-steps/s of "
                 "SD 1.x at 512²); %3 image(s) per step keep the GPU %4 % as busy as a full batch")
                  .arg(num(f.number(0), 2), num(f.number(1), 1), num(f.number(3), 0), num(f.number(2), 0));
    case K::ClipTime:
        return (f.name(1) == QLatin1String("scaled")
                    ? tr("%1 s per clip on %n GPU(s), %2 clips an hour in total; this GPU sustains about %3 TFLOPS, "
                         "scaled from the %4",
                         "", whole(f.number(1)))
                    : tr("%1 s per clip on %n GPU(s), %2 clips an hour in total; this GPU sustains about %3 TFLOPS, "
                         "as measured on the %4",
                         "", whole(f.number(1))))
            .arg(num(f.number(0), 0), num(f.number(2), 1), num(f.number(3), 0), f.name(0));
    case K::CostOnBilling:
        return tr("%1 %2 %3 on %4 (%5)")
            .arg(num(f.number(0), 0), MoneyFormatter::currencyUnit(f.name(0)),
                 f.number(1) != 0 ? tr("for the job") : tr("a month"), billingName(f.name(1), catalog),
                 f.price ? PriceText::basis(*f.price, catalog) : QString());
    default:
        return {};
    }
}

/** Why a configuration was rejected. */
QString FindingText::problemText(const Finding &f, const Catalog *catalog)
{
    using K = Finding::Kind;
    Q_UNUSED(catalog);
    switch (f.kind) {
    case K::NoFp8Training:
        return tr("the %1 has no FP8 arithmetic, so it cannot train in FP8 (needs Ada Lovelace, Hopper or "
                  "Blackwell); train in BF16 instead")
            .arg(f.name(0));
    case K::NoFp8Weights:
        return tr("the %1 cannot run FP8 weights (weight-only FP8 kernels need Turing or newer)").arg(f.name(0));
    case K::NoServingEngine:
        return tr("the %1 (compute capability %2) is older than current LLM serving engines support (vLLM needs "
                  "%3 or newer)")
            .arg(f.name(0), QString::number(f.number(0), 'f', 1), QString::number(f.number(1), 'f', 1));
    case K::NoFp8MoeWeights:
        return tr("the %1 has no FP8 arithmetic: FP8 mixture-of-experts weights run on it only weight-only (vLLM "
                  "0.9 or newer), which no published deployment does; allow it in the scenario to consider it")
            .arg(f.name(0));
    case K::NoPublishedSpeed:
        return tr("Alibaba publishes no bandwidth or compute figures for %1, so its speed cannot be estimated")
            .arg(f.name(0));
    case K::VgpuNotForCompute:
        return tr("a vGPU slice is meant for graphics, not for %1 work").arg(f.name(0));
    case K::VideoTrainingNotEstimated:
        return tr("training a video generation model is not estimated: there are no published runs to base it on; "
                  "choose inference");
    case K::TrainingDoesNotFit:
        return tr("needs %1 GiB per GPU even split over %2 × %3 GPUs; %4 GiB usable")
            .arg(num(f.number(0)), QString::number(whole(f.number(1))), QString::number(whole(f.number(2))),
                 num(f.number(3)));
    case K::OffloadExceedsHostMemory:
        return tr("the offloaded training state needs %1 GiB of host memory per instance even over %2 instances; "
                  "%3 GiB of each instance's memory can hold it beside the system and the data loader")
            .arg(num(f.number(0)), QString::number(whole(f.number(1))), num(f.number(2)));
    case K::MissesDeadline: {
        const int instances = whole(f.number(2));
        const QString on = instances == 1 ? tr("on one instance") : tr("on %1 instances").arg(instances);
        return tr("finishes in %1 h as estimated %2, but %3 h at the slow end of the ±%4 % band, "
                  "past the %5 h deadline (the deadline is checked at the slow end)")
            .arg(num(f.number(0)), on, num(f.number(1)), num(f.number(4), 0), num(f.number(3)));
    }
    case K::WeightsDoNotFitOverInstances:
        return tr("the weights need %1 GiB per GPU even split over all %2 GPUs of %3 instances; %4 GiB usable")
            .arg(num(f.number(0)), QString::number(whole(f.number(1))), QString::number(whole(f.number(2))),
                 num(f.number(3)));
    case K::WeightsDoNotFit:
        return tr("the weights need %1 GiB per GPU even split over all %2 GPUs; %3 GiB usable")
            .arg(num(f.number(0)), QString::number(whole(f.number(1))), num(f.number(2)));
    case K::RequestDoesNotFit:
        return tr("one request of %1 tokens needs %2 GiB of KV cache per GPU, but only %3 GiB is left after the "
                  "weights")
            .arg(QLocale().toString(whole(f.number(2))), num(f.number(0)), num(f.number(1)));
    case K::TooManyInstances:
        return tr("needs %1 instances for the requested load; at most %2 allowed")
            .arg(whole(f.number(0)))
            .arg(whole(f.number(1)));
    case K::ClipMissesTarget:
        return tr("a clip takes %1 s even split over %2 GPUs, against a %3 s target")
            .arg(num(f.number(0), 0), QLocale().toString(whole(f.number(2))), num(f.number(1), 0));
    case K::MissesLatency:
        return tr("%1 ms per token against a %2 ms target").arg(num(f.number(0)), num(f.number(1), 0));
    case K::OverBudget:
        return tr("%1 %2 a month at the high end of its cost band (%3 %2 as estimated) is over the %4 %2 budget "
                  "(the budget is checked at the high end)")
            .arg(num(f.number(0), 0), MoneyFormatter::currencyUnit(f.name(0)), num(f.number(2), 0),
                 num(f.number(1), 0));
    case K::OverJobBudget:
        return tr("%1 %2 for the whole job at the high end of its cost band (%3 %2 as estimated) is over the job's "
                  "%4 %2 budget (the budget is checked at the high end)")
            .arg(num(f.number(0), 0), MoneyFormatter::currencyUnit(f.name(0)), num(f.number(2), 0),
                 num(f.number(1), 0));
    case K::NoPriceForBudget:
        return tr("has no listed price, so it cannot be shown to stay within the %1 %2 budget")
            .arg(num(f.number(0), 0), MoneyFormatter::currencyUnit(f.name(0)));
    case K::FamilyRetired:
        return tr("family %1 is retired on the China site").arg(f.name(0));
    case K::DoesNotFit:
        return tr("does not fit in GPU memory");
    default:
        return {};
    }
}

/** What would make a scenario fit when nothing does. */
QString FindingText::fitAdviceText(const Finding &f, const Catalog *catalog)
{
    Q_UNUSED(catalog);
    using K = Finding::Kind;
    switch (f.kind) {
    case K::AllowMoreInstances:
        return tr("Allow more instances (up to 16 nodes fits).");
    case K::FinetuneWithLora:
        return tr("Fine-tune with LoRA instead of all weights.");
    case K::FinetuneWithQlora:
        return tr("Fine-tune with QLoRA (4-bit base weights).");
    case K::ServeAtLowerPrecision:
        return tr("Serve at %1 precision.").arg(f.name(0));
    case K::RaiseBudget:
        return tr("Raise the budget.");
    case K::AllowMoreTime:
        if (f.number(1) > 0)
            return tr("A deadline of %1 h or more would fit (checked at the slow end of the time's ±%2 % band); "
                      "%3 h does not.")
                .arg(num(f.number(1), 0), num(f.number(2), 0), num(f.number(0), 0));
        return tr("Allow more time than %1 h.").arg(num(f.number(0), 0));
    case K::NothingCanRun:
        return tr("No instance type in the catalog can run this workload; reduce the model size or context length.");
    default:
        return {};
    }
}

QString FindingText::text(const Finding &f, const Catalog *catalog)
{
    for (const auto word : {leadText, reasonText, problemText, fitAdviceText}) {
        if (QString text = word(f, catalog); !text.isNull())
            return text;
    }
    return {};
}

QStringList FindingText::texts(const Findings &findings, const Catalog *catalog)
{
    QStringList list;
    for (const Finding &f : findings)
        list << text(f, catalog);
    return list;
}

QString FindingText::servingSpeeds(const Configuration &c)
{
    if (c.perUserTokensPerSecond <= 0)
        return {};
    return tr("%1 tokens/s for each user, %2 tokens/s for all users together")
        .arg(num(c.perUserTokensPerSecond, 1), num(c.tokensPerSecond, 0));
}

QString FindingText::servingCapacity(const Configuration &c, int tokensPerRequest)
{
    if (c.perUserTokensPerSecond <= 0 || c.maxContextTokens <= 0)
        return {};
    return tr("the KV cache of each copy holds %n request(s) of %1 tokens; the longest request that fits is %2 "
              "tokens",
              "", c.maxConcurrencyPerReplica)
        .arg(QLocale().toString(tokensPerRequest), QLocale().toString(c.maxContextTokens));
}

QString FindingText::modelName(const WorkloadProfile &profile)
{
    if (!profile.modelName.isEmpty())
        return profile.modelName;
    return profile.parameters > 0 ? tr("custom model, %1 B parameters").arg(num(profile.parameters / 1e9, 2))
                                  : tr("custom model");
}

/** Training and compute assumptions: model shape, precision, optimizer states, utilisation. */
bool FindingText::wordTrainingAssumption(const Assumption &a, AssumptionLine &line, QString &note)
{
    const QString &id = a.id;
    const double n0 = a.numbers.value(0);
    if (id == QLatin1String("shape")) {
        line.label = tr("Architecture");
        line.value = tr("%1 layers × hidden %2 (Llama-like proportions, no config given)")
                         .arg(whole(n0))
                         .arg(whole(a.numbers.value(1)));
        note = tr("12·L·h² parameters per layer");
    } else if (id == QLatin1String("diffusion-flops")) {
        line.label = tr("Diffusion compute");
        line.value = tr("≈%1 FLOP per parameter per denoising step at %2 % of peak (rough, ±50 %)")
                         .arg(num(n0, 0), num(a.numbers.value(1), 0));
        note = tr("no published per-step figure; order-of-magnitude estimate");
    } else if (id == QLatin1String("image-size")) {
        line.label = tr("Image size");
        line.value = tr("%1 px on a side, against the %2 px the model's published figures are for: compute, "
                        "activations and time × %3")
                         .arg(num(n0, 0), num(a.numbers.value(1), 0), num(a.numbers.value(2), 2));
        note = tr("a convolutional network's work grows with the pixels");
    } else if (id == QLatin1String("patch-tokens")) {
        line.label = tr("Image tokens");
        line.value = tr("%1 tokens per image: a %2 px image cut into %3 px patches, plus one class token")
                         .arg(whole(n0))
                         .arg(num(a.numbers.value(1), 0), num(a.numbers.value(2), 0));
        note = tr("the attention grows with the square of the tokens");
    } else if (id == QLatin1String("recsys-shape")) {
        line.label = tr("Recommendation model");
        line.value = tr("%1 billion parameters in embedding tables, with the dense towers and lookups of %2")
                         .arg(num(n0, 2), a.names.value(0));
        note = tr("no architecture given; nearly all of a recommendation model is its tables");
    } else if (id == QLatin1String("recsys-tables")) {
        line.label = tr("Embedding tables");
        line.value = tr("%1 billion values at %2 bytes (%3 GB), split by rows over all GPUs of the job; each record "
                        "reads one row per feature")
                         .arg(num(n0, 2), num(a.numbers.value(1), 0), num(a.numbers.value(2), 1));
        note = tr("memory and bandwidth, not FLOPs: only the dense towers compute");
    } else if (id == QLatin1String("recsys-optimizer")) {
        line.label = tr("Table optimizer");
        line.value = a.names.value(0) == QLatin1String("sgd")
            ? tr("SGD: no optimizer state on the tables")
            : tr("row-wise Adagrad: %1 bytes per table row; the dense towers use the chosen optimizer").arg(num(n0, 0));
        note = tr("NVIDIA's and MLPerf's DLRM train with SGD; row-wise Adagrad is the usual sparse optimizer");
    } else if (id == QLatin1String("recsys-speed")) {
        line.label = tr("Recommendation speed");
        line.value = tr("dense towers (%1 MFLOP per record forward, 3× to train) at %2 % of the tensor peak (%3 % of "
                        "the FP32 peak in FP32), plus the looked-up rows at %4 % of memory bandwidth; over several "
                        "GPUs, an all-to-all of the rows at %5 % of the link's bandwidth")
                         .arg(num(a.numbers.value(2), 2), num(n0, 0), num(a.numbers.value(3), 0),
                              num(a.numbers.value(1), 0), num(a.numbers.value(4), 0));
        note = tr("as the frameworks' DLRM examples run; MLPerf's HugeCTR replicates the frequent rows and is about "
                  "twice as fast on eight GPUs");
    } else if (id == QLatin1String("recsys-host")) {
        line.label = tr("Tables in host memory");
        line.value = tr("when the tables outgrow the GPUs, the remaining rows go to the instance's memory (up to %1 % "
                        "of it) and their lookups cross PCIe at %2 % of its bandwidth")
                         .arg(num(n0, 0), num(a.numbers.value(1), 0));
        note = tr("rows taken as equally likely; placing the most frequent rows on the GPU, as MLPerf does, is "
                  "faster");
    } else if (id == QLatin1String("diffusion-states")) {
        line.label = tr("Model states");
        line.value = a.names.contains(QStringLiteral("lora"))
            ? tr("LoRA adapters (%1 % of the %2 B-parameter denoiser) train in fp32 with their optimizer; the "
                 "denoiser, text encoders and VAE (%3 B) are frozen in the training precision")
                  .arg(num(a.numbers.value(3), 1), num(n0, 2), num(n0 + a.numbers.value(1), 2))
            : tr("the %1 B-parameter denoiser trains at %2 bytes per parameter (fp32 weights, gradients and "
                 "optimizer state); text encoders and VAE (%3 B) are frozen in the training precision")
                  .arg(num(n0, 2), num(a.numbers.value(2), 0), num(a.numbers.value(1), 2));
        note = tr("as the diffusers training scripts hold them; frozen parts could be offloaded to the CPU");
    } else if (id == QLatin1String("diffusion-activations")) {
        line.label = tr("Diffusion activations");
        if (a.names.contains(QStringLiteral("training")))
            line.value = tr("%1 GB per sample at 512², scaled by the area of %2² and a batch of %3%4")
                             .arg(num(n0, 2), num(a.numbers.value(1), 0), num(a.numbers.value(2), 0),
                                  a.names.contains(QStringLiteral("checkpointed"))
                                      ? tr(" (gradient checkpointing)")
                                      : tr(" (no gradient checkpointing: every intermediate kept)"));
        else
            line.value =
                tr("per image at 1024²: the denoiser's peak %1 GB or the VAE decoding %2 GB%3, whichever "
                   "is larger, scaled by the area of %4² and a batch of %5")
                    .arg(num(n0, 2), num(a.numbers.value(1), 2),
                         a.names.contains(QStringLiteral("vae-upcast")) ? tr(" (twice, upcast to fp32)") : QString(),
                         num(a.numbers.value(2), 0), num(a.numbers.value(3), 0));
        note = tr("memory-efficient attention (PyTorch 2 SDPA or xFormers) assumed");
    } else if (id == QLatin1String("precision")) {
        line.label = tr("Precision");
        line.value = a.names.value(0);
    } else if (id == QLatin1String("bytes-per-param")) {
        line.label = tr("Model states");
        line.value = a.names.contains(QStringLiteral("lora"))
            ? tr("frozen weights + LoRA adapters (%1 % of weights) with Adam").arg(num(n0, 1))
            : tr("%1 bytes per parameter with AdamW (weights, gradients, fp32 master and moments)").arg(num(n0, 0));
    } else if (id == QLatin1String("mfu")) {
        line.label = tr("Model FLOPs utilisation");
        line.value = tr("%1 % of dense peak").arg(num(n0, 0));
        note = tr("published large A100 runs reach 40–55 %, untuned fine-tuning scripts less");
    } else if (id == QLatin1String("flops")) {
        line.label = tr("Training compute");
        line.value =
            tr("%1 × parameters × tokens%2")
                .arg(num(n0, 0),
                     a.names.contains(QStringLiteral("recomputation")) ? tr(" (incl. recomputation)") : QString());
    } else if (id == QLatin1String("image-flops")) {
        line.label = tr("Training compute");
        line.value =
            tr("%1 × one forward pass per image (%2 GFLOPs)%3")
                .arg(num(n0, 0), num(a.numbers.value(1), 1),
                     a.names.contains(QStringLiteral("recomputation")) ? tr(" (incl. recomputation)") : QString());
        note = tr("forward once and backward twice");
    } else if (id == QLatin1String("global-batch")) {
        line.label = tr("Global batch");
        line.value = tr("%1 sequences per optimizer step").arg(whole(n0));
        note = tr("typical fine-tuning and pre-training setting");
    } else if (id == QLatin1String("overlap")) {
        line.label = tr("Communication overlap");
        line.value = tr("%1 % of the backward pass hides gradient traffic").arg(num(n0, 0));
        note = tr("assumed 70–90 %: DDP and FSDP send gradient buckets while the backward pass runs");
    } else if (id == QLatin1String("loss-memory")) {
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
    } else if (id == QLatin1String("offload")) {
        line.label = tr("Offload to host memory");
        line.value = (a.names.value(0) == QLatin1String("optimizer-and-weights")
                          ? tr("optimizer, gradients and weights in host memory")
                          : tr("optimizer and gradients in host memory"))
            + tr("; the host steps %1 parameters a second per vCPU").arg(num(n0 * 1e6, 0));
        note = tr("the GPUs wait for the host's optimizer step once per step");
    } else if (id == QLatin1String("attention")) {
        line.label = tr("Attention kernel");
        line.value = a.names.contains(QStringLiteral("flash")) ? tr("FlashAttention (no s² activations)")
                                                               : tr("standard attention");
        note = tr("activation memory per layer, Table 2");
    } else {
        return false;
    }
    return true;
}

/** Serving assumptions: memory layout, decode and prefill speed, splitting over instances. */
bool FindingText::wordServingAssumption(const Assumption &a, AssumptionLine &line, QString &note)
{
    const QString &id = a.id;
    const double n0 = a.numbers.value(0);
    if (id == QLatin1String("mbu")) {
        line.label = tr("Memory-bandwidth utilisation (decode)");
        line.value = tr("%1 %").arg(num(n0, 0));
        note = tr("optimised servers 60–85 %, llama.cpp about 50 %");
    } else if (id == QLatin1String("kv-precision")) {
        line.label = tr("KV-cache precision");
        line.value = a.names.value(0);
    } else if (id == QLatin1String("pipeline-hop")) {
        line.label = tr("Split over instances");
        line.value = tr("only when one instance cannot hold a copy: layers in stages, %1 µs per hop with RDMA, %2 µs "
                        "without")
                         .arg(num(n0, 0), num(a.numbers.value(1), 0));
        note = tr("assumed; adds under 1 % per token at 2–4 stages");
    } else if (id == QLatin1String("session-memory")) {
        line.label = tr("GPU memory per desktop");
        line.value = tr("%1 GiB for each of %n session(s), one instance each, against the whole framebuffer of the "
                        "slice as sold",
                        "", whole(a.numbers.value(1)))
                         .arg(num(n0, 1));
        note = tr("default %1 GiB: NVIDIA's vPC sizing gives a knowledge-worker desktop 1 GB for one 1080p monitor "
                  "and 2 GB for two, or up to 4K")
                   .arg(num(a.numbers.value(2, 2), 0));
    } else if (id == QLatin1String("serving-memory")) {
        line.label = tr("Serving memory");
        line.value = tr("the engine takes %1 % of each GPU: the weights exactly, a CUDA context and one prefill "
                        "chunk's workspace, and the KV cache the rest; one full request must fit")
                         .arg(num(n0, 0));
        note = tr("vLLM gpu_memory_utilization default; SGLang mem_fraction_static");
    } else if (id == QLatin1String("dp-attention")) {
        line.label = tr("Latent KV cache");
        line.value = tr("data-parallel attention: each GPU keeps the cache of its own requests, and one request "
                        "must fit on one GPU");
        note = tr("a latent cache cannot be split by heads across tensor-parallel GPUs");
    } else if (id == QLatin1String("checkpoint")) {
        line.label = tr("Weights");
        line.value = tr("the published checkpoint, %1 GB").arg(num(n0, 1));
        note = tr("safetensors index of the released model");
    } else if (id == QLatin1String("decode-efficiency")) {
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
    } else if (id == QLatin1String("diffusion-speed")) {
        line.label = tr("Diffusion speed");
        QStringList parts;
        for (qsizetype i = 0; i < a.names.size(); ++i)
            parts << QStringLiteral("%1 %2").arg(a.names.at(i), num(a.numbers.value(i + 2), 1));
        line.value = tr("%1 denoising steps per image; SD 1.x at 512² runs %2 image-steps/s; this model costs %3× "
                        "per step, more in proportion to the image area")
                         .arg(num(n0, 0), QLocale().createSeparatedList(parts), num(a.numbers.value(1), 1));
        note = tr("other GPUs scaled from the nearest measured one by peak 16-bit throughput");
    } else if (id == QLatin1String("video-clip")) {
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
    } else if (id == QLatin1String("video-speed")) {
        line.label = tr("Video denoising speed");
        QStringList parts;
        for (qsizetype i = 0; i < a.names.size(); ++i)
            parts << tr("%1 %2 TFLOPS").arg(a.names.at(i), num(a.numbers.value(i), 0));
        line.value = tr("sustained per GPU over a whole clip: %1").arg(QLocale().createSeparatedList(parts));
        note = tr("from published single-GPU times per clip less the VAE; other GPUs take the nearest measured "
                  "GPU's share of peak 16-bit throughput; sequence parallelism (Ulysses) adds its all-to-all "
                  "traffic over the GPU link");
    } else if (id == QLatin1String("video-memory")) {
        line.label = tr("Video memory");
        line.value = tr("denoiser, text encoder and VAE weights, %1 bytes of activations per token and unit of "
                        "hidden size, %2 GB per megapixel of frame for the tiled VAE decode")
                         .arg(num(n0, 0), num(a.numbers.value(1), 1));
        note = tr("the VAE decodes in tiles on one GPU, moving about %1 MB per output pixel-frame")
                   .arg(num(a.numbers.value(2), 1));
    } else if (id == QLatin1String("video-placement")) {
        line.label = tr("GPUs per clip");
        line.value = n0 > 0 ? tr("the fewest GPUs that finish a clip within your %1 s").arg(num(n0, 0))
                            : tr("the fewest GPUs that hold a clip, for the most clips an hour per GPU; set a time "
                                 "per request to split a clip over more GPUs");
        note = tr("weights are split over the GPUs (FSDP) only when a whole copy does not fit");
    } else if (id == QLatin1String("diffusion-batch")) {
        line.label = tr("Diffusion batch");
        line.value = tr("a GPU denoises at its full rate only with about one image per %1 TFLOPS of its 16-bit peak "
                        "in each step (fewer for larger images); %2 image(s) per step here")
                         .arg(num(n0, 0), num(a.numbers.value(1), 0));
        note = tr("smaller batches leave part of the GPU idle: an A100 runs one image at 43 % of its full rate");
    } else if (id == QLatin1String("speech-decode")) {
        line.label = tr("Speech decoding (encoder-decoder)");
        line.value = tr("%1 ms per token on top of reading the decoder and cache; the encoder runs once per input")
                         .arg(num(n0, 1));
        note = tr("beam search, timestamp rules and many small kernels per layer");
    } else if (id == QLatin1String("quantised-decode")) {
        line.label = tr("Quantised weights (decode)");
        line.value = tr("%1 kernels reach %2 % of the 16-bit bandwidth share").arg(a.names.value(0), num(n0, 0));
        note = tr("GPTQ, AWQ and FP8 weight-only rows of the same benchmark tables");
    } else if (id == QLatin1String("moe-decode")) {
        line.label = tr("Mixture of experts (decode)");
        line.value = tr("%1 µs per layer for routing and expert kernels, %2 µs more for each doubling of tensor "
                        "parallelism; large batches hide it behind the weight reads")
                         .arg(num(n0, 0), num(a.numbers.value(1), 0));
        note = tr("calibrated on Qwen3 MoE at batch 1 on H20");
    } else if (id == QLatin1String("throughput-anchor")) {
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
    } else if (id == QLatin1String("batch-latency")) {
        line.label = tr("Latency of one request");
        line.value = tr("the engine's measured batch-1 time (a framework's is the same on every GPU, TensorRT's "
                        "follows the GPU), plus a share of the full-batch time for each request batched with it");
        note = tr("ResNet-50 in PyTorch: 12.96 ms on T4, 12.78 ms on V100; TensorRT INT8 about 0.5 ms on A10–A100");
    } else if (id == QLatin1String("prefill")) {
        line.label = tr("Prefill (time to first token)");
        line.value = tr("%1 % of peak tensor throughput, and never sooner than the weights can be read once; "
                        "prompts take their share of the GPUs' time from decoding")
                         .arg(num(n0, 0));
        note = tr("published large-model prefill reaches 15–52 %");
    } else if (id == QLatin1String("engine-batch")) {
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

/** Memory-accounting and calendar assumptions shared by every job. */
bool FindingText::wordMemoryAssumption(const Assumption &a, AssumptionLine &line, QString &note)
{
    const QString &id = a.id;
    const double n0 = a.numbers.value(0);
    if (id == QLatin1String("usable-memory")) {
        line.label = tr("Usable GPU memory");
        line.value = tr("%1 % of installed").arg(num(n0, 0));
        note = a.names.contains(QStringLiteral("training"))
            ? tr("a training job allocates as it goes; the CUDA context and the allocator's cache are counted apart")
            : tr("vLLM / TensorRT-LLM default 0.9");
    } else if (id == QLatin1String("cuda-context")) {
        line.label = tr("CUDA context");
        line.value = tr("%1 GiB per GPU").arg(num(n0, 1));
        note = tr("1,343 MiB measured on V100");
    } else if (id == QLatin1String("fragmentation")) {
        line.label = tr("Allocator overhead");
        line.value = tr("%1 % of tensors").arg(num(n0, 0));
        note = tr("10–20 %, fitted to measured memory use");
    } else if (id == QLatin1String("memory-margin")) {
        line.label = tr("Memory margin");
        line.value = tr("%1 % of usable GPU memory left free; less is \"tight\"").arg(num(n0, 0));
        note = a.numbers.value(1) > 0
            ? tr("your setting: rows under it rank after those that keep it")
            : tr("default, the tenth of a card vLLM keeps back (gpu_memory_utilization 0.9); under it a row is "
                 "warned about, not ranked lower");
    } else if (id == QLatin1String("month")) {
        line.label = tr("Hours per month");
        line.value = num(n0, 0);
        note = tr("365 × 24 / 12");
    } else {
        return false;
    }
    return true;
}

AssumptionLine FindingText::assumption(const Assumption &a, const Catalog *catalog)
{
    AssumptionLine line;
    line.id = a.id;
    QString note;
    const bool known = wordTrainingAssumption(a, line, note) || wordServingAssumption(a, line, note)
        || wordMemoryAssumption(a, line, note);
    if (!known) {
        line.label = a.id; // an id this build does not know: show it rather than nothing
        line.value = QStringList(a.names).join(QStringLiteral(", "));
    }
    QStringList parts;
    if (const QString kind = evidence(a.id); !kind.isEmpty())
        parts << kind;
    if (!note.isEmpty())
        parts << note;
    if (!a.sourceKeys.isEmpty())
        parts << (catalog ? catalog->citations(a.sourceKeys) : a.sourceKeys.join(QStringLiteral("; ")));
    line.source = parts.join(QStringLiteral("; "));
    return line;
}

std::vector<AssumptionLine> FindingText::assumptions(const std::vector<Assumption> &assumptions, const Catalog *catalog)
{
    std::vector<AssumptionLine> lines;
    lines.reserve(assumptions.size());
    for (const Assumption &a : assumptions)
        lines.push_back(assumption(a, catalog));
    return lines;
}

} // namespace Advisor
