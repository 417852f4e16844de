// SPDX-License-Identifier: Apache-2.0
#include "models/text/findingtext.h"

#include "models/text/findingnumbers.h"
#include "models/text/moneyformatter.h"
#include "models/text/servingterms.h"

#include <cmath>
#include <optional>

#include <QLocale>

namespace Advisor {

namespace {
using FindingNumbers::count;
using FindingNumbers::num;
using FindingNumbers::whole;

/** A GPU the engine named by id, in the language shown; as recorded without a catalog. */
QString gpuName(const QString &id, const Catalog *catalog)
{
    return catalog ? catalog->gpuDisplayName(id) : id;
}

QString billingName(const QString &billing, const Catalog *catalog)
{
    const BillingModel *model = catalog ? catalog->billingModel(billing) : nullptr;
    return model && !model->name.isEmpty() ? model->name.text() : billing;
}

/** A diffusion row's images per second and what they rest on: a measured rate, and how busy its batch keeps the GPU. */
QString imageThroughputText(const Finding &f)
{
    const int images = whole(std::round(f.number(3)));
    if (f.name(2) == QLatin1String("tflops"))
        return (f.name(1) == QLatin1String("scaled")
                    ? FindingText::tr(
                        "%1 images/s in total; this GPU sustains about %2 TFLOPS on an image transformer, "
                        "scaled by peak throughput from the measured rate on %3; at %n image(s) per step it is "
                        "%4 % as busy as with a full batch",
                        nullptr, images)
                    : FindingText::tr(
                        "%1 images/s in total; this GPU sustains about %2 TFLOPS on an image transformer, as "
                        "measured on %3; at %n image(s) per step it is %4 % as busy as with a full batch",
                        nullptr, images))
            .arg(num(f.number(0), 2), num(f.number(1), 0), f.name(0), num(f.number(2), 0));
    return f.name(1) == QLatin1String("scaled")
        ? FindingText::tr("%1 images/s in total, scaled by peak throughput from the measured denoising rate on %2 (%3 "
                          "image-steps/s of SD 1.x at 512²); at %n image(s) per step the GPU is %4 % as busy as with a "
                          "full batch",
                          nullptr, images)
              .arg(num(f.number(0), 2), f.name(0), num(f.number(1), 1), num(f.number(2), 0))
        : FindingText::tr("%1 images/s in total, from the measured denoising rate on this GPU (%2 image-steps/s of "
                          "SD 1.x at 512²); at %n image(s) per step the GPU is %3 % as busy as with a full batch",
                          nullptr, images)
              .arg(num(f.number(0), 2), num(f.number(1), 1), num(f.number(2), 0));
}
} // namespace

/** The first reason of a ranked row: why it ranks where it does. */
QString FindingText::leadText(const Finding &f, const Catalog *catalog)
{
    using K = Finding::Kind;
    const QString gpu = gpuName(f.name(0), catalog);
    const QString gpus = tr("%1 × %2").arg(gpuCount(f.number(0)), gpu);
    switch (f.kind) {
    case K::LeadGraphicsReady:
        return tr("Recommended: a graphics-ready family, %1 × %2 per instance").arg(gpuCount(f.number(1)), gpu);
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

namespace {
/** The parts of a card a vGPU slice is (6 for 1/6); 0 for whole GPUs or a share too small to be a slice. */
int sliceParts(double gpus)
{
    // vGPU slices are 1/2 to 1/24 of a card in the catalog; a far smaller share is no slice and reads as a number.
    constexpr double maxSliceParts = 64;
    if (gpus > 0 && gpus < 1) {
        const double parts = 1 / gpus;
        const double slices = std::round(parts);
        if (slices >= 2 && slices <= maxSliceParts && std::abs(parts - slices) < 0.02 * slices)
            return int(slices);
    }
    return 0;
}
} // namespace

QString FindingText::gpuCount(double gpus)
{
    if (const int parts = sliceParts(gpus))
        return QStringLiteral("1/%1").arg(QLocale().toString(parts));
    return count(gpus);
}

bool FindingText::isVgpuSlice(double gpusPerInstance)
{
    return sliceParts(gpusPerInstance) > 0;
}

QString FindingText::totalGpus(const RowLayout &layout)
{
    // A fleet of slices summed reads as a fraction of one card ("0.1667 GPUs"): it is said as the slices it is.
    if (isVgpuSlice(layout.gpusPerInstance)) {
        const QString slice = gpuCount(layout.gpusPerInstance);
        return layout.instances == 1
            ? tr("%1 GPU (a vGPU slice)", "a share of one card, as \"1/6\"").arg(slice)
            : tr("%1 × %2 GPU (vGPU slices)", "instances, then each one's share of a card: \"4 × 1/24\"")
                  .arg(QLocale().toString(layout.instances), slice);
    }
    return count(layout.totalGpus, 4);
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
        return tr("about %1 h on %Ln instance(s)", "", whole(f.number(1))).arg(num(f.number(0)));
    case K::ShardedFrozenWeights:
        return tr("data parallel with ZeRO-3: the frozen base weights are split over the %1 GPUs and gathered "
                  "layer by layer, as PEFT with DeepSpeed runs it")
            .arg(QLocale().toString(whole(f.number(0))));
    case K::ScalingEfficiency:
        return tr("scaling efficiency %1 %").arg(num(f.number(0), 0));
    case K::ServingSpeed:
        if (f.name(0) == QLatin1String("speech"))
            return tr("%1 audio hours transcribed per hour in total, %2 s per %3-s audio window")
                .arg(num(f.number(0), 1), num(f.number(1), 2), num(f.number(2), 0));
        if (f.number(3) > 0)
            return tr("%1 tokens/s in total while reading %4 prompt tokens/s, %2 ms per token, %3 ms to first token")
                .arg(num(f.number(0), 0), num(f.number(1)), num(f.number(2), 0), num(f.number(3), 0));
        return tr("%1 tokens/s in total, %2 ms per token, %3 ms to first token")
            .arg(num(f.number(0), 0), num(f.number(1)), num(f.number(2), 0));
    case K::PipelineSplit:
        if (f.name(0) == QLatin1String("tcp"))
            return tr("the layers of one copy are split over %1 instances without RDMA: every token waits about "
                      "%2 µs per hop on the TCP network, four times an RDMA hop; prefer an eRDMA family")
                .arg(QLocale().toString(whole(f.number(0))))
                .arg(num(f.number(1), 0));
        return tr("one copy of the model is too large for one instance: its layers are split over %1 instances, "
                  "which adds memory, not speed")
            .arg(QLocale().toString(whole(f.number(0))));
    case K::HostTables:
        return tr("the tables outgrow the GPUs: %1 % of their rows (%2 GB) stay in the instance's memory, and their "
                  "lookups cross PCIe at about %3 GB/s")
            .arg(num(f.number(0), 0), num(f.number(1), 1), num(f.number(2), 0));
    case K::SampleThroughput:
        if (f.name(0).isEmpty())
            return tr("%1 samples/s in total").arg(num(f.number(0), 0));
        return imageThroughputText(f);
    case K::RequestSpeed: {
        const ServingTerms terms = ServingTerms::fromId(f.name(0));
        const std::optional<double> target = f.number(2) > 0 ? std::optional(f.number(2)) : std::nullopt;
        return tr("%1 %2 in total, %3").arg(num(f.number(0), 0), terms.rateUnit(), terms.latency(f.number(1), target));
    }
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
        // Formatted as the table and the report format the same amount, so the figure reads alike everywhere.
        // The basis after a semicolon, not in brackets: it holds brackets of its own (a ratio, a region).
        return tr("%1 %2 on %3; %4")
            .arg(MoneyFormatter(f.name(0), QString(), 1).format(f.number(0)),
                 f.number(1) != 0 ? tr("for the job") : tr("a month"), billingName(f.name(1), catalog),
                 f.price ? PriceText::basis(*f.price, catalog) : QString());
    default:
        return {};
    }
}

/** Why a GPU cannot take the job at all, whatever its size: features, engines and published figures it lacks. */
QString FindingText::unsupportedText(const Finding &f, const Catalog *catalog)
{
    using K = Finding::Kind;
    const QString gpu = gpuName(f.name(0), catalog);
    switch (f.kind) {
    case K::NoFp8Training:
        return tr("the %1 has no FP8 arithmetic, so it cannot train in FP8 (needs Ada Lovelace, Hopper or "
                  "Blackwell); train in BF16 instead")
            .arg(gpu);
    case K::NoFp8Weights:
        return tr("the %1 cannot run FP8 weights (weight-only FP8 kernels need Turing or newer)").arg(gpu);
    case K::NoServingEngine:
        return tr("the %1 (compute capability %2) is older than current LLM serving engines support (vLLM needs "
                  "%3 or newer)")
            .arg(gpu, QString::number(f.number(0), 'f', 1), QString::number(f.number(1), 'f', 1));
    case K::NoFp8MoeWeights:
        return tr("the %1 has no FP8 arithmetic: FP8 mixture-of-experts weights run on it only weight-only (vLLM "
                  "0.9 or newer), which no published deployment does; allow it in the scenario to consider it")
            .arg(gpu);
    case K::NoPublishedSpeed:
        return tr("Alibaba publishes no bandwidth or compute figures for %1, so its speed cannot be estimated")
            .arg(gpu);
    case K::VgpuNotForCompute:
        return tr("a vGPU slice is meant for graphics, not for %1 work").arg(f.name(0));
    case K::VideoTrainingNotEstimated:
        return tr("training a video generation model is not estimated: there are no published runs to base it on; "
                  "choose inference");
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
    case K::TrainingDoesNotFit:
        return tr("needs %1 GiB per GPU even split over %2 × %3 GPUs; %4 GiB usable")
            .arg(num(f.number(0)), QLocale().toString(whole(f.number(1))), QLocale().toString(whole(f.number(2))),
                 num(f.number(3)));
    case K::OffloadExceedsHostMemory:
        return tr("the offloaded training state needs %1 GiB of host memory per instance even over %2 instances; "
                  "%3 GiB of each instance's memory can hold it beside the system and the data loader")
            .arg(num(f.number(0)), QLocale().toString(whole(f.number(1))), num(f.number(2)));
    case K::MissesDeadline: {
        const int instances = whole(f.number(2));
        const QString on =
            instances == 1 ? tr("on one instance") : tr("on %1 instances").arg(QLocale().toString(instances));
        return tr("finishes in %1 h as estimated %2, but %3 h at the slow end of the ±%4 % band, "
                  "past the %5 h deadline (the deadline is checked at the slow end)")
            .arg(num(f.number(0)), on, num(f.number(1)), num(f.number(4), 0), num(f.number(3)));
    }
    case K::WeightsDoNotFitOverInstances:
        return tr("the weights need %1 GiB per GPU even split over %2 instances of %n GPU(s) each; %3 GiB usable", "",
                  whole(f.number(1)))
            .arg(num(f.number(0)), QLocale().toString(whole(f.number(2))), num(f.number(3)));
    case K::WeightsDoNotFit:
        return tr("the weights need %1 GiB per GPU even split over the instance's %n GPU(s); %2 GiB usable", "",
                  whole(f.number(1)))
            .arg(num(f.number(0)), num(f.number(2)));
    case K::RequestDoesNotFit:
        return tr("one request of %1 tokens needs %2 GiB of KV cache per GPU, but only %3 GiB is left after the "
                  "weights")
            .arg(QLocale().toString(whole(f.number(2))), num(f.number(0)), num(f.number(1)));
    case K::TooManyInstances:
        return tr("needs %1 instances for the requested load; at most %2 allowed")
            .arg(QLocale().toString(whole(f.number(0))), QLocale().toString(whole(f.number(1))));
    case K::ClipMissesTarget:
        return tr("a clip takes %1 s even split over %2 GPUs, against a %3 s target")
            .arg(num(f.number(0), 0), QLocale().toString(whole(f.number(2))), num(f.number(1), 0));
    case K::MissesLatency:
        return ServingTerms::fromId(f.name(0)).missedTarget(f.number(0), f.number(1));
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
        return tr("Allow up to %1 instances: then it fits.").arg(num(f.number(0), 0));
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
    case K::RelaxLatencyTarget:
        if (f.number(0) > 0) {
            const ServingTerms terms = ServingTerms::fromId(f.name(0));
            return tr("A latency target of %1 or more would be met; %2 is not.")
                .arg(terms.target(std::ceil(f.number(0))), terms.target(f.number(1)));
        }
        return tr("Relax the latency target.");
    case K::NothingCanRun:
        return tr("No instance type in the catalog can run this workload; reduce the model size or context length.");
    default:
        return {};
    }
}

QString FindingText::text(const Finding &f, const Catalog *catalog)
{
    for (const auto word : {leadText, reasonText, unsupportedText, problemText, fitAdviceText, servingLengthText}) {
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
    if (c.speed.perUserTokensPerSecond <= 0)
        return {};
    return tr("%1 tokens/s for each user, %2 tokens/s for all users together")
        .arg(num(c.speed.perUserTokensPerSecond, 1), num(c.speed.tokensPerSecond, 0));
}

QString FindingText::servingCapacity(const Configuration &c, int tokensPerRequest)
{
    if (c.speed.perUserTokensPerSecond <= 0 || c.speed.maxContextTokens <= 0)
        return {};
    return tr("the KV cache of each copy holds %Ln request(s) of %1 tokens; the longest request that fits is %2 "
              "tokens",
              "", c.speed.maxConcurrencyPerReplica)
        .arg(QLocale().toString(tokensPerRequest), QLocale().toString(c.speed.maxContextTokens));
}

QString FindingText::citations(const QStringList &sourceKeys, const Catalog &catalog,
                               const QHash<QString, SourceRef> &checkedAgainst)
{
    QStringList out;
    for (const QString &key : sourceKeys) {
        const auto own = checkedAgainst.constFind(key);
        if (catalog.sources.contains(key) || own == checkedAgainst.constEnd() || own->title.isEmpty())
            out << catalog.citation(key); // the key itself when the catalog has no entry either
        else
            out << citation(*own);
    }
    return out.join(uiIsChinese() ? QStringLiteral("；") : QStringLiteral("; "));
}

QString FindingText::modelName(const WorkloadProfile &profile)
{
    if (!profile.modelName.isEmpty())
        return profile.modelName;
    return profile.parameters > 0 ? tr("custom model, %1 B parameters").arg(num(profile.parameters / 1e9, 2))
                                  : tr("custom model");
}

} // namespace Advisor
