// SPDX-License-Identifier: Apache-2.0
#include "models/advice/advicecontext.h"
#include "models/text/findingtext.h"
#include "models/text/moneyformatter.h"

#include <algorithm>
#include <cmath>
#include <limits>

// The explanation next to the warnings: the decision-tree branch behind the ranking and the operations checklist.

namespace Advisor::AdviceInternal {

namespace {

QString stageLabel(Stage stage)
{
    switch (stage) {
    case Stage::Pretrain:
        return AdviceText::tr("pre-training");
    case Stage::FinetuneFull:
        return AdviceText::tr("full fine-tuning");
    case Stage::FinetuneLora:
        return AdviceText::tr("LoRA fine-tuning");
    case Stage::FinetuneQlora:
        return AdviceText::tr("QLoRA fine-tuning");
    case Stage::Inference:
        return AdviceText::tr("inference");
    case Stage::Development:
        return AdviceText::tr("development");
    }
    return {};
}

/** Full training (pre-training or full fine-tuning), as against adapters. */
bool fullTraining(const Scenario &s)
{
    return s.stage == Stage::Pretrain || s.stage == Stage::FinetuneFull;
}

/** What is being sized, in a few words: the graphics sessions, or the model, its size and the stage. */
QString workloadSummary(const AdviceContext &ctx)
{
    const double p = ctx.rec.profile.parameters;
    const QString model = ctx.rec.profile.modelName.isEmpty() && ctx.rec.profile.parameters <= 0
        ? AdviceText::tr("The model")
        : FindingText::modelName(ctx.rec.profile);
    // A recommendation model is its embedding tables (memory) and small dense towers (compute); its total
    // parameter count says nothing about the compute it needs.
    const std::optional<EmbeddingTables> &tables = ctx.rec.profile.embeddings;
    const auto tablesAssumption = std::find_if(ctx.rec.profile.assumptions.begin(), ctx.rec.profile.assumptions.end(),
                                               [](const Assumption &a) { return a.id == AssumptionId::RecsysTables; });
    const double tableGB =
        tablesAssumption != ctx.rec.profile.assumptions.end() ? tablesAssumption->numbers.value(2) : 0;
    const bool graphics = ctx.s.task == Task::Graphics;
    // Desktops have no model: what sizes them is how many sessions and the GPU memory each needs.
    return graphics
        ? AdviceText::tr("%Ln graphics session(s) of %1 GiB GPU memory each", nullptr, ctx.s.inference.concurrency)
              .arg(num(ctx.s.inference.memoryPerSessionGiB, 1))
        : tables ? AdviceText::tr("%1: %2 dense parameters and %3 GB of embedding tables, %4")
                       .arg(model, parameterCount(std::max(0.0, p - tables->parameters)), num(tableGB, 1),
                            stageLabel(ctx.s.stage))
                 : AdviceText::tr("%1: %2 parameters, %3").arg(model, parameterCount(p), stageLabel(ctx.s.stage));
}

/** The branch of the rule of thumb the scenario falls in, and the GPUs it names, where it names some. */
struct ThumbBranch
{
    QString branch;
    QStringList gpus;
};

ThumbBranch ruleOfThumb(const AdviceContext &ctx, double small, double large)
{
    const double p = ctx.rec.profile.parameters;
    const bool tables = ctx.rec.profile.embeddings.has_value();
    QString branch;
    QStringList thumbGpus; // the GPUs the rule of thumb names, where it names some
    if (tables)
        branch = AdviceText::tr("recommendation → memory for the tables decides (on the GPUs, split by rows, or "
                                "their cold rows in host memory); the dense towers need little compute");
    else if (ctx.s.task == Task::Graphics)
        branch = AdviceText::tr("graphics and rendering → a vGPU family with graphics drivers");
    else if (ctx.s.stage == Stage::Development) {
        branch = AdviceText::tr("development and debugging → T4/A10-class cards; driver and CUDA compatibility "
                                "matter more than peak compute");
        thumbGpus = {QStringLiteral("t4"), QStringLiteral("a10")};
    } else if (ctx.serving && p < small) {
        branch = AdviceText::tr("inference under %1 parameters → T4-class (gn6i) for price").arg(parameterCount(small));
        thumbGpus = {QStringLiteral("t4")};
    } else if (ctx.serving && p <= large) {
        branch = AdviceText::tr("inference of %1–%2 parameters, quantisation acceptable → T4 or A10 with autoscaling")
                     .arg(parameterCount(small), parameterCount(large));
        thumbGpus = {QStringLiteral("t4"), QStringLiteral("a10")};
    } else if (ctx.serving)
        branch = AdviceText::tr("inference above %1 parameters → memory first: 80 GB-class cards or several "
                                "GPUs per replica")
                     .arg(parameterCount(large));
    else if (p < small) {
        branch = AdviceText::tr("training under %1 parameters → T4 (gn6i) for price").arg(parameterCount(small));
        thumbGpus = {QStringLiteral("t4")};
    } else if (p <= large) {
        branch = AdviceText::tr("training %1–%2 parameters → V100 (gn6e) or A10 (gn7i) class; watch the "
                                "interconnect")
                     .arg(parameterCount(small), parameterCount(large));
        thumbGpus = {QStringLiteral("v100-16gb"), QStringLiteral("v100-32gb"), QStringLiteral("a10")};
    } else if (!fullTraining(ctx.s))
        branch = AdviceText::tr("more than %1 parameters, adapter fine-tuning → the frozen weights decide: 40 GB "
                                "and larger cards, or several GPUs with a fast interconnect")
                     .arg(parameterCount(large));
    else
        branch = AdviceText::tr("more than %1 parameters, distributed training → 80 GB-class NVLink GPUs "
                                "(A100 80 GB, H20)")
                     .arg(parameterCount(large));
    return {branch, thumbGpus};
}

/** How the chosen configuration holds the model: memory per GPU, the tables' split and the network between. */
/** "2 GPUs", or a slice's share, "1/4 GPU": a count of cards takes its plural, a share of one card does not. */
QString gpusInTotal(double gpus)
{
    if (gpus >= 1 && gpus == std::floor(gpus))
        return AdviceText::tr("%Ln GPU(s)", nullptr, int(std::min(gpus, double(std::numeric_limits<int>::max()))));
    return AdviceText::tr("%1 GPU", "a share of one GPU, as 1/4").arg(FindingText::gpuCount(gpus));
}

void addLayoutSteps(const AdviceContext &ctx, QStringList &path)
{
    // A row rejected before sizing (a vGPU slice offered a model) has no layout: "needs 0.0 GiB → 0 GPU".
    if (ctx.cfg->memory.perGpuMemoryGiB <= 0)
        return;
    const bool graphics = ctx.s.task == Task::Graphics;
    const bool tables = ctx.rec.profile.embeddings.has_value();
    if (graphics)
        path << AdviceText::tr("Each session needs %1 GiB; a %2 GiB slice holds it → one instance per session.")
                    .arg(num(ctx.cfg->memory.perGpuMemoryGiB, 1), num(ctx.cfg->memory.usableGpuMemoryGiB, 1));
    else
        path << AdviceText::tr("Needs %1 GiB per GPU (%2 GiB usable per card) → %3: tensor parallel %4 × "
                               "data parallel %5.",
                               "%3 is the GPUs in total, as \"2 GPUs\"")
                    .arg(num(ctx.cfg->memory.perGpuMemoryGiB, 1), num(ctx.cfg->memory.usableGpuMemoryGiB, 1),
                         gpusInTotal(ctx.cfg->layout.totalGpus), num(ctx.cfg->layout.tensorParallel, 0),
                         num(ctx.cfg->layout.dataParallel, 0));
    if (tables && ctx.cfg->layout.hostTableShare > 0)
        path << AdviceText::tr("The tables outgrow the GPUs → %1 % of their rows stay in the instance's memory; "
                               "their lookups cross PCIe.")
                    .arg(percent(ctx.cfg->layout.hostTableShare));
    else if (tables && ctx.cfg->layout.totalGpus > 1)
        path << AdviceText::tr("Tables split by rows over %1 GPUs → every step trades the looked-up rows between "
                               "them (all-to-all).")
                    .arg(num(ctx.cfg->layout.totalGpus, 0));
    if (ctx.family && ctx.cfg->layout.instances > 1 && ctx.serving && ctx.cfg->layout.pipelineParallel <= 1) {
        // Copies that answer requests on their own (or desktops) send each other nothing.
        path << (ctx.s.task == Task::Graphics
                     ? AdviceText::tr("%1 instances, one per desktop session → they do not talk to each other, so "
                                      "no fast network is needed between them.")
                           .arg(num(ctx.cfg->layout.instances, 0))
                     : AdviceText::tr("%1 instances → %2 whole copies of the model that answer requests on their "
                                      "own, so no fast network is needed between the instances.")
                           .arg(num(ctx.cfg->layout.instances, 0), num(ctx.cfg->layout.dataParallel, 0)));
    } else if (ctx.family && ctx.cfg->layout.instances > 1) {
        path << (ctx.family->rdma != RdmaType::None
                     ? AdviceText::tr("%1 instances → multi-node: %2 has eRDMA, as distributed training needs.")
                           .arg(num(ctx.cfg->layout.instances, 0), ctx.family->id)
                     : AdviceText::tr("%1 instances → multi-node over TCP: %2 has no eRDMA (see the network "
                                      "warning).")
                           .arg(num(ctx.cfg->layout.instances, 0), ctx.family->id));
    } else if (ctx.family && ctx.cfg->layout.totalGpus > 1) {
        path << AdviceText::tr("One instance with %1 GPUs → they talk over %2.")
                    .arg(num(ctx.cfg->layout.totalGpus, 0), interconnectLabel(ctx.family->interconnect));
    }
}

/**
 * Why the recommendation is not on the rule of thumb's GPUs, from the rows the ranking compared: the best
 * of them that fits, as its lead reason words it against the recommended one, or why the best rejected one
 * was set aside. The rule reads the model's size alone; prices and speeds decide the ranking (BERT's A10
 * instance costs less an hour than the T4 one the rule names).
 */
QString departureFromThumb(const AdviceContext &ctx, const QStringList &thumbGpus)
{
    const auto onThumb = [&](const Configuration &c) { return thumbGpus.contains(c.layout.gpu); };
    const auto named = [&ctx](const Configuration &c) {
        return AdviceText::tr("%1 (%2)", "a GPU and its instance family")
            .arg(ctx.cat.gpuDisplayName(c.layout.gpu), c.layout.family);
    };
    const QString pick = named(*ctx.cfg);
    const auto ranked = std::find_if(ctx.rec.ranked.begin(), ctx.rec.ranked.end(), onThumb);
    if (ranked != ctx.rec.ranked.end() && !ranked->ranking.reasons.empty())
        return AdviceText::tr("This departs from the rule of thumb: the estimate recommends %1; the best %2 "
                              "configuration, %3, ranks lower: %4.")
            .arg(pick, named(*ranked), ranked->layout.instanceType,
                 FindingText::text(ranked->ranking.reasons.front(), &ctx.cat));
    const auto rejected = std::find_if(ctx.rec.rejected.begin(), ctx.rec.rejected.end(), onThumb);
    if (rejected != ctx.rec.rejected.end() && !rejected->problems.empty())
        return AdviceText::tr("This departs from the rule of thumb: the estimate recommends %1, as no %2 "
                              "configuration meets the scenario (%3: %4).")
            .arg(pick, named(*rejected), rejected->layout.instanceType,
                 FindingText::text(rejected->problems.front(), &ctx.cat));
    QStringList names;
    for (const QString &id : thumbGpus) {
        const GpuSpec *spec = ctx.cat.gpu(id);
        names << (spec ? spec->displayName() : id);
    }
    return AdviceText::tr("This departs from the rule of thumb: the estimate recommends %1, as the catalog offers "
                          "no %2 configuration for this scenario.")
        .arg(pick, names.join(QLatin1Char('/')));
}

/** The chosen configuration, why it leads, and whether it departs from the rule of thumb. */
QString pickSentence(const AdviceContext &ctx, const QStringList &thumbGpus, double large)
{
    const double p = ctx.rec.profile.parameters;
    const QString memoryGB = num(ctx.type ? ctx.type->gpuMemoryGB : ctx.cfg->memory.gpuMemoryGiB, 0);
    // A vGPU slice is a share of a card: "0 × 2 GB" would say it has no GPU.
    QString pick = ctx.gpusPerInstance() > 0 && ctx.gpusPerInstance() < 1
        ? (ctx.cfg->ranking.rank == 1 ? AdviceText::tr("Recommended: %1 × %2 (a %3 GB vGPU slice each).")
                                      : AdviceText::tr("Chosen: %1 × %2 (a %3 GB vGPU slice each)."))
              .arg(num(ctx.cfg->layout.instances, 0), ctx.cfg->layout.instanceType, memoryGB)
        : (ctx.cfg->ranking.rank == 1 ? AdviceText::tr("Recommended: %1 × %2 (%3 × %4 GB).")
                                      : AdviceText::tr("Chosen: %1 × %2 (%3 × %4 GB)."))
              .arg(num(ctx.cfg->layout.instances, 0), ctx.cfg->layout.instanceType, num(ctx.gpusPerInstance(), 0),
                   memoryGB);
    if (!ctx.cfg->ranking.reasons.empty()) {
        // The engine's reason may open with the same word; say it once.
        QString reason = FindingText::text(ctx.cfg->ranking.reasons.front(), &ctx.cat);
        const QString lead = AdviceText::tr("Recommended:");
        if (reason.startsWith(lead))
            reason = reason.mid(lead.size()).trimmed();
        const QString fullStop = AdviceText::tr(".", "the end of a sentence");
        if (!reason.isEmpty())
            appendSentence(
                pick,
                reason.at(0).toUpper() + reason.mid(1)
                    + (reason.endsWith(QLatin1Char('.')) || reason.endsWith(fullStop) ? QString() : fullStop));
    }
    // The rule of thumb and the estimate can disagree; say so rather than show a path the ranking did not take.
    const bool departs = (!thumbGpus.isEmpty() && !thumbGpus.contains(ctx.cfg->layout.gpu))
        || (thumbGpus.isEmpty() && fullTraining(ctx.s) && p > large && ctx.type && ctx.family
            && !(ctx.type->gpuMemoryGB >= 80 && ctx.family->hasFastInterconnect()));
    // The recommended row is the one the others' lead reasons are measured against; a row the user chose
    // instead is not, so it keeps the general sentence.
    if (departs && ctx.cfg->ranking.rank == 1 && !thumbGpus.isEmpty())
        appendSentence(pick, departureFromThumb(ctx, thumbGpus));
    else if (departs)
        appendSentence(pick,
                       AdviceText::tr("This departs from the rule of thumb because the estimate finds it fits and "
                                      "meets the constraints at a lower cost."));
    return pick;
}

} // namespace

void addDecisionPath(AdviceContext &ctx)
{
    QStringList &path = ctx.report.decisionPath;
    const Rule *tree = ctx.rs.rule(QStringLiteral("decision-tree"));
    const double small = tree ? tree->threshold(QStringLiteral("smallModelParameters")) : 1e9;
    const double large = tree ? tree->threshold(QStringLiteral("largeModelParameters")) : 1e10;
    const QString what = workloadSummary(ctx);
    const ThumbBranch thumb = ruleOfThumb(ctx, small, large);
    path << AdviceText::tr("%1 → %2.").arg(what, thumb.branch);

    if (!ctx.cfg) {
        path << AdviceText::tr("Nothing in the catalog fits the constraints.");
        for (const QString &a : FindingText::texts(ctx.rec.nothingFitsAdvice, &ctx.cat))
            path << a;
        return;
    }
    addLayoutSteps(ctx, path);
    if (ctx.cfg->pricing.priced && !ctx.cfg->pricing.primaryBilling.isEmpty() && ctx.cfg->pricing.costPerGpuHour > 0) {
        const BillingModel *m = ctx.cat.billingModel(ctx.cfg->pricing.primaryBilling);
        const QString cur =
            MoneyFormatter::currencyUnit(ctx.rec.currency.isEmpty() ? ctx.cat.currency : ctx.rec.currency);
        path << AdviceText::tr("Billing: %1, %2 %3 per GPU-hour.")
                    .arg(m ? m->name.text() : ctx.cfg->pricing.primaryBilling, num(ctx.cfg->pricing.costPerGpuHour, 2),
                         cur);
    }
    path << pickSentence(ctx, thumb.gpus, large);
}

void addChecklist(AdviceContext &ctx)
{
    if (!ctx.cfg)
        return;
    QStringList &list = ctx.report.checklist;
    const Rule *ops = ctx.rs.rule(QStringLiteral("operations-checklist"));
    const auto th = [&](const char *key, double fallback) {
        return ops ? ops->threshold(QString::fromLatin1(key)) : fallback;
    };
    list << AdviceText::tr("Run a short test on one %1 first and watch nvidia-smi: GPU utilisation below %2 % "
                           "means the CPU or I/O is the bottleneck (more data-loader workers, prefetching, faster "
                           "storage).")
                .arg(ctx.cfg->layout.instanceType, num(th("minGpuUtilisationPercent", 30), 0));
    list << AdviceText::tr("Create CloudMonitor alerts for GPU memory above %1 % and GPU temperature at %2 °C or "
                           "above.")
                .arg(num(th("gpuMemoryAlertPercent", 90), 0), num(th("temperatureAlertCelsius", 85), 0));
    if (ctx.training) {
        const double minutes = th("checkpointIntervalMinutes", 30);
        if (ctx.cfg->speed.stepSeconds > 0) {
            const double steps = std::max(1.0, std::round(minutes * 60.0 / ctx.cfg->speed.stepSeconds));
            list << AdviceText::tr("Checkpoint to OSS every %1 steps (about every %2 min at %3 s per step).")
                        .arg(num(steps, 0), num(steps * ctx.cfg->speed.stepSeconds / 60.0, 0),
                             num(ctx.cfg->speed.stepSeconds, 2));
        } else {
            list << AdviceText::tr("Checkpoint to OSS about every %1 min.").arg(num(minutes, 0));
        }
    }
    if (ctx.family && !ctx.family->drivers.isEmpty())
        list << AdviceText::tr("Use an official Alibaba Cloud GPU image; %1 supports %2.")
                    .arg(ctx.family->id, ctx.family->drivers.text());
    else
        list << AdviceText::tr("Use an official Alibaba Cloud GPU image with the driver and CUDA version the "
                               "family page lists.");
    if (ctx.family && ctx.cfg->layout.instances > 1 && ctx.family->rdma == RdmaType::Erdma)
        list << AdviceText::tr("For eRDMA, set the MTU to 8500 with jumbo frames (1400 without) before running "
                               "NCCL; a wrong MTU corrupts data.");
    list << AdviceText::tr("Encrypt the system and data disks (KMS) and transfers if the model or data is sensitive.");
    // Only hours billed as used stop charging on release; a term is paid for either way.
    const BillingModel *billing = ctx.cat.billingModel(ctx.billing);
    if ((ctx.training || ctx.s.stage == Stage::Development) && billing && !billing->committed())
        list << AdviceText::tr("Release the instances when the work is done: stopped GPU instances keep charging.");
    if (ctx.s.operations.managedPlatformOk) {
        if (ctx.s.task == Task::Graphics) {
            // PAI serves and trains models; desktops and rendering sessions have their own managed product.
            list << AdviceText::tr("Managed option: Alibaba Cloud Workspace (Wuying cloud desktops) sells "
                                   "graphics desktops per desktop; compare its price with these vGPU instances.");
        } else if (ctx.serving) {
            list << AdviceText::tr("Managed option: deploy on PAI-EAS with autoscaling instead of managing the "
                                   "instances yourself.");
            const double single = ctx.rec.profile.singleReplica.total() / bytesPerGiB;
            if (ctx.cfg->layout.tensorParallel == 1 && single > 0 && ctx.cfg->memory.usableGpuMemoryGiB > 0
                && single < 0.5 * ctx.cfg->memory.usableGpuMemoryGiB)
                list << AdviceText::tr("The model uses %1 GiB of %2 GiB: ACK with GPU sharing can put several "
                                       "such services on one card (isolate memory if usage varies).")
                            .arg(num(single, 1), num(ctx.cfg->memory.usableGpuMemoryGiB, 1));
        } else if (ctx.training) {
            list << AdviceText::tr("Managed option: run the job on PAI-DLC, which schedules the GPUs and "
                                   "provides the drivers and CUDA.");
        } else {
            list << AdviceText::tr("Managed option: PAI-DLC or ACK with GPU sharing for a team's development "
                                   "environments.");
        }
    }
}

} // namespace Advisor::AdviceInternal
