// SPDX-License-Identifier: Apache-2.0
#include "models/report/reportdata.h"

#include "models/itemmodels/displaytext.h"
#include "models/itemmodels/economicstext.h"
#include "models/itemmodels/regiontext.h"
#include "models/report/reportdataspeech.h"
#include "models/scenario/examplenames.h"
#include "models/text/findingtext.h"
#include "models/text/servingterms.h"

#include <algorithm>
#include <cmath>
#include <set>

#include <QLocale>

namespace Advisor {

namespace {

QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

/** 6.74e9 -> "6.74 billion" (Chinese: "67.4 亿"): managers read words, not exponents. */
QString bigCount(double value)
{
    return DisplayText::count(value);
}

QString yesNo(bool value)
{
    return value ? ReportBuilder::tr("yes") : ReportBuilder::tr("no");
}

QString regionName(const Catalog &catalog, const QString &id)
{
    return DisplayText::region(id, &catalog);
}

QString costText(const BillingCost &cost, const MoneyFormatter &money)
{
    return DisplayText::priceMark(cost.price->origin) + money.format(cost.total);
}

} // namespace

QString ReportMeta::displayName(const QString &typed)
{
    // A shipped example reads in the reader's language; a name the user typed stays theirs.
    const QString name = ExampleNames::translated(typed);
    QString text;
    text.reserve(name.size());
    bool rightToLeft = false;
    for (const QChar c : name) {
        const ushort u = c.unicode();
        // Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): unpaired, they reach
        // past the name; paired, the isolate added below does their work.
        if ((u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069))
            continue;
        if (c.category() == QChar::Other_Control) {
            text += QLatin1Char(' '); // a line break would break the cover's table and the footer
            continue;
        }
        rightToLeft = rightToLeft || c.direction() == QChar::DirR || c.direction() == QChar::DirAL;
        text += c;
    }
    text = text.simplified();
    if (text.size() > maxNameLength) {
        text.truncate(maxNameLength - 1);
        if (text.back().isHighSurrogate())
            text.chop(1);
        text += QChar(0x2026);
    }
    // First-strong isolate … pop directional isolate: the name keeps its own direction inside and
    // leaves the text around it alone.
    return rightToLeft ? QChar(0x2068) + text + QChar(0x2069) : text;
}

// ---------------------------------------------------------------------------------------------
// ReportBuilder

ReportBuilder::Input ReportBuilder::inputFor(const Evaluation &evaluation, const Catalog &catalog)
{
    Input input;
    input.scenario = &evaluation.scenario;
    input.recommendation = &evaluation.recommendation;
    input.advice = evaluation.hasAdvice ? &evaluation.advice : nullptr;
    input.regionComparisons = &evaluation.regionComparisons;
    input.catalog = &catalog;
    input.money = MoneyFormatter(catalog.currency, catalog.currency, 1);
    return input;
}

QString ReportBuilder::workloadSummary(const Scenario &s, const WorkloadProfile &profile)
{
    const QString model = profile.modelName.isEmpty() ? (s.model.isEmpty() ? tr("a custom model") : s.model)
                                                      : FindingText::modelName(profile);
    QStringList sentences;
    if (s.task == Task::Graphics) {
        sentences << tr("%1: %2.").arg(DisplayText::task(s.task), DisplayText::stage(s));
    } else {
        const QString size =
            profile.parameters > 0 ? tr(" (%1 parameters)").arg(bigCount(profile.parameters)) : QString();
        sentences << tr("%1 of %2%3 in %4.")
                         .arg(DisplayText::stage(s.stage), model, size, DisplayText::precision(s.precision));
    }
    if (s.isTraining()) {
        const TrainingInput &t = s.training;
        // A whole number of epochs takes its plural form; a fraction of one ("1.5 epochs") reads as many.
        const bool wholeEpochs = t.epochs >= 1 && t.epochs <= 1e6 && t.epochs == std::floor(t.epochs);
        const QString epochs = wholeEpochs
            ? tr("%Ln epoch(s)", nullptr, int(t.epochs))
            : tr("%1 epochs", "a number of epochs that is not whole").arg(QLocale().toString(t.epochs, 'g', 4));
        if (t.tokens)
            sentences << tr("The data is %1 tokens per epoch, %2, at a sequence length of %3 tokens.",
                            "%2 is the number of epochs, as \"3 epochs\"")
                             .arg(bigCount(*t.tokens), epochs, QLocale().toString(t.sequenceLength));
        else if (t.samples)
            sentences << tr("The data is %1 samples per epoch, %2.", "%2 is the number of epochs, as \"3 epochs\"")
                             .arg(bigCount(*t.samples), epochs);
        if (t.deadlineHours)
            sentences << tr("The job must finish within %1.").arg(DisplayText::hours(*t.deadlineHours));
    } else if (s.stage == Stage::Inference) {
        const InferenceInput &in = s.inference;
        // Tokens only mean something for a language model that generates them: a classifier (BERT) answers
        // each request in one pass, images and desktops are counted as requests or sessions.
        const ServingTerms terms(profile.kind);
        const bool tokens = (s.task == Task::Llm || s.task == Task::Nlp) && terms.tokens();
        if (s.task == Task::Graphics)
            sentences
                << tr("It runs %1 remote sessions at once, one per instance.").arg(QLocale().toString(in.concurrency));
        else if (tokens)
            sentences << tr("It serves up to %1 sequences at once, each with %2 prompt tokens and %3 output tokens, at "
                            "%4 requests per second.")
                             .arg(QLocale().toString(in.concurrency), QLocale().toString(in.contextLength),
                                  QLocale().toString(in.outputTokens),
                                  QLocale().toString(in.requestsPerSecond, 'g', 4));
        else if (const QString audio =
                     profile.kind == WorkloadKind::Speech ? ReportSpeech::loadSentence(in, profile) : QString();
                 !audio.isEmpty())
            sentences << audio;
        else if (profile.kind == WorkloadKind::Video)
            sentences << tr("It makes %1 clips of %2 frames at %3 × %4 pixels an hour.")
                             .arg(QLocale().toString(in.requestsPerSecond * 3600, 'g', 4),
                                  QLocale().toString(profile.videoFrames), QLocale().toString(profile.videoWidth),
                                  QLocale().toString(profile.imageResolution));
        else
            sentences << tr("It serves %1 requests per second, up to %2 at once.")
                             .arg(QLocale().toString(in.requestsPerSecond, 'g', 4), QLocale().toString(in.concurrency));
        if (in.latencyMsTarget && profile.kind == WorkloadKind::Video)
            sentences
                << tr("Target: at most %1 s per clip.").arg(QLocale().toString(*in.latencyMsTarget / 1000, 'g', 4));
        else if (in.latencyMsTarget && profile.kind == WorkloadKind::Speech)
            sentences << ReportSpeech::targetSentence(*in.latencyMsTarget);
        else if (in.latencyMsTarget)
            sentences << (tokens ? tr("Target: at most %1 ms per generated token.")
                                       .arg(QLocale().toString(*in.latencyMsTarget, 'g', 4))
                                 : tr("Target: at most %1.").arg(terms.target(*in.latencyMsTarget)));
    }
    if (s.constraints.budgetMonthly)
        sentences << tr("The budget is %1 %2 per month.")
                         .arg(QLocale().toString(*s.constraints.budgetMonthly, 'f', 0),
                              MoneyFormatter::currencyUnit(s.constraints.currency));
    // Chinese sentences end in a full-width stop and follow each other without a space.
    return sentences.join(uiIsChinese() ? QString() : QStringLiteral(" "));
}

std::vector<ReportLine> ReportBuilder::workloadDetails(const Scenario &s, const Catalog &catalog)
{
    std::vector<ReportLine> lines;
    lines.push_back({tr("Task"), DisplayText::task(s.task)});
    lines.push_back({tr("Stage"), DisplayText::stage(s)});
    if (!s.model.isEmpty())
        lines.push_back({tr("Model preset"), s.model});
    else if (s.parameters)
        lines.push_back({tr("Parameters"), bigCount(*s.parameters)});
    if (s.task != Task::Graphics || s.isTraining()) // remote desktops run no model to have a precision
        lines.push_back({tr("Precision"), DisplayText::precision(s.precision)});
    if (s.isTraining()) {
        lines.push_back({tr("Micro-batch"), QLocale().toString(s.training.microBatch)});
        lines.push_back({tr("Gradient checkpointing"), yesNo(s.training.gradientCheckpointing)});
        lines.push_back({tr("ZeRO stage"), QLocale().toString(s.training.zeroStage)});
        if (s.training.memorySaving != MemorySaving::None)
            lines.push_back({tr("Memory saving"), DisplayText::memorySaving(s.training.memorySaving)});
        if (s.training.offload != HostOffload::None)
            lines.push_back({tr("Offload to host memory"), DisplayText::hostOffload(s.training.offload)});
    }
    const QString region = s.constraints.region.isEmpty() ? catalog.referenceRegion : s.constraints.region;
    lines.push_back({tr("Region"), regionName(catalog, region)});
    QStringList billing;
    for (const QString &id : s.constraints.billing)
        billing << DisplayText::billingName(id, &catalog);
    lines.push_back({tr("Billing models considered"), billing.join(tr(", ", "between list items; Chinese: 、"))});
    lines.push_back({tr("Budget per month"),
                     s.constraints.budgetMonthly
                         ? QStringLiteral("%1 %2").arg(QLocale().toString(*s.constraints.budgetMonthly, 'f', 0),
                                                       MoneyFormatter::currencyUnit(s.constraints.currency))
                         : tr("none given")});
    lines.push_back({tr("At most"), tr("%Ln instance(s)", nullptr, s.constraints.maxNodes)});
    lines.push_back({tr("Interruptions acceptable"), yesNo(s.constraints.interruptible)});
    if (s.constraints.customerDiscountPercent > 0)
        lines.push_back({tr("Customer discount"), DisplayText::discount(s.constraints.customerDiscountPercent)});
    if (s.data.datasetGiB > 0)
        lines.push_back({tr("Dataset"), DisplayText::gib(s.data.datasetGiB)});
    const StorageProduct *storage = catalog.storageProduct(s.data.storage);
    lines.push_back({tr("Storage"), storage && !storage->name.isEmpty() ? storage->name.text() : s.data.storage});
    return lines;
}

std::vector<ReportLine> ReportBuilder::memoryLines(const MemoryBreakdown &m)
{
    std::vector<ReportLine> lines;
    const auto add = [&](const QString &label, double bytes) {
        if (bytes > 0 && std::isfinite(bytes))
            lines.push_back({label, DisplayText::gib(bytes / bytesPerGiB)});
    };
    add(tr("Weights"), m.weights);
    add(tr("Gradients"), m.gradients);
    add(tr("Optimizer states"), m.optimizer);
    add(tr("Activations"), m.activations);
    add(tr("KV cache"), m.kvCache);
    add(tr("Overhead (CUDA context, buffers, fragmentation)"), m.overhead);
    lines.push_back({tr("Total"), DisplayText::gib(m.total() / bytesPerGiB)});
    return lines;
}

QString ReportBuilder::oldestPriceDate(const Configuration &c)
{
    QString oldest;
    for (const BillingCost &cost : c.pricing.costs) {
        if (cost.available() && !cost.price->date.isEmpty() && (oldest.isEmpty() || cost.price->date < oldest))
            oldest = cost.price->date;
    }
    return oldest;
}

QString ReportBuilder::pricesAsOf(const Recommendation &r)
{
    std::vector<const Configuration *> fitting;
    for (const Configuration &c : r.ranked)
        fitting.push_back(&c);
    const QString chosen = r.ranked.empty() ? QString() : oldestPriceDate(r.ranked.front());
    const QString oldest = oldestPriceDate(fitting, QString());
    if (chosen.isEmpty())
        return oldest.isEmpty() ? r.priceDate : oldest;
    if (oldest.isEmpty() || oldest >= chosen)
        return chosen;
    return tr("%1 for the recommended configuration; the oldest price among those that fit is from %2")
        .arg(chosen, oldest);
}

QString ReportBuilder::oldestPriceDate(const std::vector<const Configuration *> &rows, const QString &fallback)
{
    QString oldest;
    for (const Configuration *c : rows) {
        const QString date = c ? oldestPriceDate(*c) : QString();
        if (!date.isEmpty() && (oldest.isEmpty() || date < oldest))
            oldest = date;
    }
    return oldest.isEmpty() ? fallback : oldest;
}

namespace {

/** Job time, or a server's throughput, latency and capacity. */
void addSpeedFigures(const Configuration &best, const Scenario &s, const WorkloadProfile &profile, bool training,
                     std::vector<ReportLine> &f)
{
    if (training) {
        f.push_back({ReportBuilder::tr("Job time"), DisplayText::speed(best, true)});
        return;
    }
    f.push_back({ReportBuilder::tr("Throughput"), DisplayText::speed(best, false, profile.kind)});
    // Only a model that writes token by token has a first token; a clip's time is its own row, and a
    // request's (an image's) or an audio window's comes with the serving figures, with its band.
    if (best.speed.tokensPerSecond > 0 && best.speed.tpotMs > 0 && !best.pricing.economics->audio)
        f.push_back({ReportBuilder::tr("Latency"),
                     ReportBuilder::tr("%1 ms to the first token, %2 ms per further token")
                         .arg(number(best.speed.ttftMs, 0), number(best.speed.tpotMs, 1))});
    else if (!best.pricing.economics->applies && best.speed.tpotMs > 0)
        f.push_back({ReportBuilder::tr("Latency"),
                     ServingTerms(best.pricing.economics->kind, best.pricing.economics->images)
                         .latency(best.speed.tpotMs, s.inference.latencyMsTarget)});
    if (const QString capacity = ReportSpeech::capacity(best, s.inference, profile); !capacity.isEmpty())
        f.push_back({ReportBuilder::tr("Capacity"), capacity});
}

/** The cost under the primary billing model and what it rests on, or why there is none; the budget check. */
void addCostFigures(const ReportBuilder::Input &in, const Configuration &best, bool training,
                    std::vector<ReportLine> &f)
{
    const Catalog &catalog = *in.catalog;
    if (const BillingCost *cost = best.cost(best.pricing.primaryBilling); cost && cost->available()) {
        f.push_back(
            {ReportBuilder::tr("Billing model"), DisplayText::billingName(best.pricing.primaryBilling, &catalog)});
        f.push_back({training ? ReportBuilder::tr("Job cost") : ReportBuilder::tr("Monthly cost"),
                     cost->billing == best.pricing.primaryBilling ? DisplayText::priceMark(cost->price->origin)
                             + DisplayText::moneyRange(best.pricing.jobCostBand, cost->total, in.money)
                                                                  : costText(*cost, in.money)});
        f.push_back({ReportBuilder::tr("Per GPU-hour"), in.money.format(best.pricing.costPerGpuHour)});
        f.push_back({ReportBuilder::tr("Price basis"), DisplayText::priceProvenance(*cost->price, &catalog)});
    } else {
        f.push_back({ReportBuilder::tr("Cost"), ReportBuilder::tr("no defensible price for this type")});
    }
    if (in.scenario->constraints.budgetMonthly)
        f.push_back({ReportBuilder::tr("Within budget"), yesNo(best.pricing.withinBudget)});
}

/** Sentences as figures: the words before the first colon (ASCII or full-width) are the label. */
void addSentenceFigures(const QStringList &sentences, std::vector<ReportLine> &f)
{
    for (const QString &sentence : sentences) {
        const qsizetype colon = std::min<qsizetype>(
            sentence.indexOf(QLatin1Char(':')) < 0 ? sentence.size() : sentence.indexOf(QLatin1Char(':')),
            sentence.indexOf(QChar(0xFF1A)) < 0 ? sentence.size() : sentence.indexOf(QChar(0xFF1A)));
        if (colon < sentence.size())
            f.push_back({sentence.left(colon), sentence.mid(colon + 1).trimmed()});
        else
            f.push_back({QString(), sentence});
    }
}

/** Every catalog source a figure in the report rests on, once, in key order. */
std::vector<ReportSource> reportSources(const ReportBuilder::Input &in, const Configuration *best)
{
    const Scenario &s = *in.scenario;
    const Recommendation &r = *in.recommendation;
    const Catalog &catalog = *in.catalog;
    std::vector<ReportSource> sources;
    std::set<QString> keys;
    const auto addConfiguration = [&](const Configuration &c) {
        for (const BillingCost &cost : c.pricing.costs) {
            if (cost.available() && !cost.price->source.isEmpty())
                keys.insert(cost.price->source);
        }
        if (const InstanceType *type = catalog.instanceType(c.layout.instanceType))
            keys.insert(type->source);
        if (const Family *family = catalog.family(c.layout.family))
            keys.insert(family->source);
        if (const GpuSpec *gpu = catalog.gpu(c.layout.gpu))
            keys.insert(gpu->source);
    };
    for (const Configuration *c : r.bestPerFamily(in.chartTop))
        addConfiguration(*c);
    if (best)
        addConfiguration(*best);
    for (const QString &id : s.constraints.billing) {
        if (const BillingModel *model = catalog.billingModel(id))
            keys.insert(model->source);
    }
    if (const StorageProduct *storage = catalog.storageProduct(s.data.storage))
        keys.insert(storage->source);
    // The disclaimer's word on tax rests on Alibaba's invoice FAQ.
    if (const QString invoice = QStringLiteral("ALI-INVOICE-FAQ"); catalog.sources.contains(invoice))
        keys.insert(invoice);
    for (const QString &key : keys) {
        if (key.isEmpty())
            continue;
        const SourceRef ref = catalog.sources.value(key);
        sources.push_back({key, ref.title.isEmpty() ? key : ref.displayTitle(), ref.displayUrl(), ref.date});
    }
    return sources;
}

} // namespace

void ReportBuilder::describeRecommendation(const Input &in, ReportData &d)
{
    const Scenario &s = *in.scenario;
    const Recommendation &r = *in.recommendation;
    const Catalog &catalog = *in.catalog;
    const Configuration *best = r.ranked.empty() ? nullptr : &r.ranked.front();
    if (best) {
        const QString gpu = catalog.gpuDisplayName(best->layout.gpu);
        d.recommendationHeadline =
            tr("%1 (%2)", "instances, then what each holds; Chinese uses full-width brackets")
                .arg(tr("%Ln × %1", nullptr, best->layout.instances).arg(best->layout.instanceType),
                     tr("%1 × %2 per instance").arg(gpu, FindingText::gpuCount(best->layout.gpusPerInstance)));
        auto &f = d.recommendationFigures;
        f.push_back({tr("GPUs in total"), FindingText::totalGpus(best->layout)});
        if (best->layout.pipelineParallel > 1)
            f.push_back({tr("Split"),
                         tr("each copy of the model is split into %1 stages of layers (%2) and runs as "
                            "%Ln replica(s)",
                            "%2 is the GPUs of each stage, as \"2 GPUs each\"", best->layout.dataParallel)
                             .arg(QLocale().toString(best->layout.pipelineParallel))
                             .arg(tr("%Ln GPU(s) each", nullptr, best->layout.tensorParallel))});
        else if (best->layout.tensorParallel > 1)
            f.push_back(
                {tr("Split"),
                 tr("the model is split across %1 and runs as %2", "GPUs, then replicas: \"2 GPUs\", \"1 replica\"")
                     .arg(tr("%Ln GPU(s)", nullptr, best->layout.tensorParallel),
                          tr("%Ln replica(s)", nullptr, best->layout.dataParallel))});
        else if (best->layout.dataParallel > 1 && d.training) // sharded data parallel, as its memory counts
            f.push_back({tr("Split"), tr("data parallel over %Ln GPU(s)", nullptr, best->layout.dataParallel)});
        else if (best->layout.dataParallel > 1) // nothing is split: each GPU serves a whole copy
            f.push_back({tr("Split"),
                         tr("not split: each GPU holds a whole copy of the model, %Ln replica(s) in all", nullptr,
                            best->layout.dataParallel)});
        f.push_back(
            {tr("GPU memory per GPU"),
             tr("%1 needed of %2 usable (%3 free)")
                 .arg(DisplayText::gib(best->memory.perGpuMemoryGiB), DisplayText::gib(best->memory.usableGpuMemoryGiB),
                      DisplayText::percent(best->memory.headroomPercent))});
        f.push_back({tr("Fit"), DisplayText::fitWithDetail(*best)});
        addSpeedFigures(*best, s, r.profile, d.training, f);
        addCostFigures(in, *best, d.training, f);
        // The business-terms and confidence sentences, as the detail panel and the CLI print them: the
        // words before the first colon are the label.
        QStringList sentences = EconomicsText::serving(*best, in.money, &catalog);
        sentences += EconomicsText::confidence(*best, s, in.money);
        addSentenceFigures(sentences, f);
        d.reasons = FindingText::texts(best->ranking.reasons, &catalog);
        // Where else it is sold for less: the same comparison as the command line and the results detail.
        if (in.regionComparisons) {
            for (const RegionComparison &comparison : *in.regionComparisons) {
                if (comparison.instanceType == best->layout.instanceType)
                    d.regionLines = RegionText::lines(comparison, in.money, &catalog, in.meta.date);
            }
        }
    } else {
        d.recommendationHeadline = tr("Nothing in the catalog fits this workload as specified.");
        d.nothingFitsAdvice = FindingText::texts(r.nothingFitsAdvice, &catalog);
    }
}

ReportData ReportBuilder::build(const Input &in)
{
    Q_ASSERT(in.scenario && in.recommendation && in.catalog);
    const Scenario &s = *in.scenario;
    const Recommendation &r = *in.recommendation;
    const Catalog &catalog = *in.catalog;
    ReportData d;
    d.recommendation = r;
    d.training = s.isTraining();
    d.money = in.money;

    d.title = tr("GPU instance recommendation");
    d.scenarioName = ReportMeta::displayName(s.name);
    d.customer = ReportMeta::displayName(in.meta.customer);
    d.preparedBy = ReportMeta::displayName(in.meta.preparedBy);
    d.date = in.meta.date.toString(Qt::ISODate);
    d.catalogLine = tr("%1, version %2")
                        .arg(catalog.displayName(), r.catalogVersion.isEmpty() ? catalog.version : r.catalogVersion);
    d.priceDate = r.priceDate.isEmpty() ? catalog.priceDate : r.priceDate;
    if (!r.ranked.empty())
        d.recommendedPriceDate = oldestPriceDate(r.ranked.front());
    d.pricesAsOf = pricesAsOf(r);
    if (d.pricesAsOf.isEmpty())
        d.pricesAsOf = d.priceDate;
    d.region = regionName(catalog, r.region.isEmpty() ? catalog.referenceRegion : r.region);
    d.currency = in.money.currency();

    d.workloadSummary = workloadSummary(s, r.profile);
    d.workloadDetails = workloadDetails(s, catalog);

    const Configuration *best = r.ranked.empty() ? nullptr : &r.ranked.front();
    d.hasRecommendation = best != nullptr;
    describeRecommendation(in, d);

    d.table = in.table;
    if (d.table.isEmpty()) // no view given (command line): the results page's default view
        d.table = ReportTable::defaultView(r, in.advice, catalog, in.money, d.training, true,
                                           s.constraints.customerDiscountPercent);

    // Charts: the same configurations the results page draws.
    d.charts = charts(r, catalog, in.money, d.training, in.chartTop);

    if (best) {
        d.memoryCaption = tr("GPU memory per GPU on %1, by what fills it").arg(best->layout.instanceType);
        d.memoryBreakdown = memoryLines(best->memory.perGpu);
        d.memoryBreakdown.push_back({tr("Usable on this GPU"), DisplayText::gib(best->memory.usableGpuMemoryGiB)});
    } else {
        d.memoryCaption = tr("GPU memory for the whole model on one GPU, unsplit");
        d.memoryBreakdown = memoryLines(r.profile.singleReplica);
    }

    if (in.advice) {
        d.warnings = in.advice->warnings;
        d.decisionPath = in.advice->decisionPath;
        d.checklist = in.advice->checklist;
    }
    d.assumptions = FindingText::assumptions(r.profile.assumptions, &catalog);

    d.sources = reportSources(in, best);
    const bool quoted = std::any_of(r.ranked.begin(), r.ranked.end(), [](const Configuration &c) {
        return std::any_of(c.pricing.costs.begin(), c.pricing.costs.end(),
                           [](const BillingCost &cost) { return cost.price->isQuote(); });
    });
    d.disclaimer = disclaimer(catalog, quoted);
    d.summary = summary(in, d);
    d.costModel = costModel(in);
    return d;
}

} // namespace Advisor
