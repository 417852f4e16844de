// SPDX-License-Identifier: Apache-2.0
#include "models/advice/advicecontext.h"
#include "models/sizing/sizingparameters.h"
#include "models/text/moneyformatter.h"

#include <algorithm>
#include <optional>

// Fit and waste rules: no margin before the deadline, small model on a big card, development on a top-end card, family
// status, GPU not offered.

namespace Advisor::AdviceInternal {

namespace {

void smallModelBigCard(AdviceContext &ctx)
{
    const Rule *rule = ctx.rs.active(QStringLiteral("fit-small-model-big-card"));
    if (!rule || !ctx.cfg || !ctx.type || ctx.cfg->layout.tensorParallel > 1 || ctx.cfg->memory.usableGpuMemoryGiB <= 0)
        return;
    const double minCard = rule->threshold(QStringLiteral("minCardGB"));
    const double maxShare = rule->threshold(QStringLiteral("maxMemoryShare"));
    if (ctx.type->gpuMemoryGB < minCard)
        return;
    // Unsharded need: a model sharded over many big cards for speed is not a small model.
    const double single = ctx.rec.profile.singleReplica.total() / bytesPerGiB;
    const double needGiB = single > 0 ? single : ctx.cfg->memory.perGpuMemoryGiB;
    const double share = needGiB / ctx.cfg->memory.usableGpuMemoryGiB;
    if (share >= maxShare)
        return;
    const Configuration *alt = ctx.alternative([&](const Configuration &c) {
        const InstanceType *t = ctx.typeOf(c);
        return t && t->gpuMemoryGB < minCard;
    });
    ctx.raise(*rule, AdviceText::tr("Small model on a large card"),
              AdviceText::tr("The model needs %1 GiB, %2 % of the %3 GiB usable on a %4 GB %5; below %6 % most of "
                             "the card's memory and compute would sit idle.")
                  .arg(num(needGiB, 1), percent(share, 1), num(ctx.cfg->memory.usableGpuMemoryGiB, 1),
                       num(ctx.type->gpuMemoryGB, 0), ctx.cat.gpuDisplayName(ctx.cfg->layout.gpu), percent(maxShare)),
              alt ? AdviceText::tr("Choose %1 with %2 GB per GPU.")
                        .arg(ctx.describe(*alt), num(ctx.typeOf(*alt)->gpuMemoryGB, 0))
                  : AdviceText::tr(
                      "Choose a smaller card (T4, A10 or L20 class), or share the card (MIG or ACK GPU sharing)."),
              ctx.chooseAction(alt));
}

/** The job's cost on its primary billing model, or nothing when it has no price. */
std::optional<double> jobCost(const Configuration &c)
{
    const BillingCost *cost = c.cost(c.pricing.primaryBilling);
    if (!c.pricing.priced || !cost || !cost->available())
        return std::nullopt;
    return cost->total;
}

void peftSplitOverPcie(AdviceContext &ctx)
{
    const Rule *rule = ctx.rs.active(QStringLiteral("fit-peft-split-over-pcie"));
    const bool peft = ctx.s.stage == Stage::FinetuneLora || ctx.s.stage == Stage::FinetuneQlora;
    if (!rule || !peft || !ctx.cfg || !ctx.family || !ctx.cfg->layout.shardedFrozenWeights
        || ctx.family->hasFastInterconnect())
        return;
    const double maxExtra = rule->threshold(QStringLiteral("maxExtraCost"));
    const std::optional<double> cost = jobCost(*ctx.cfg);
    // A whole copy on each GPU, for at most maxExtra more: the job no longer depends on hiding the gathers.
    const Configuration *alt = ctx.alternative([&](const Configuration &c) {
        const std::optional<double> altCost = jobCost(c);
        return !c.layout.shardedFrozenWeights && c.problems.empty() && cost && altCost
            && *altCost <= *cost * (1 + maxExtra);
    });
    const double weightsGiB = ctx.rec.profile.singleReplica.weights / bytesPerGiB;
    const QString message =
        AdviceText::tr("The %1 GiB of frozen base weights do not fit one %2, so ZeRO-3 shards them over %3 GPUs "
                       "that talk over %4 and gathers them again for every micro-batch. The time estimate hides "
                       "that traffic behind compute; with shorter sequences or smaller micro-batches it will not "
                       "stay hidden.")
            .arg(num(weightsGiB, 1), ctx.cat.gpuDisplayName(ctx.cfg->layout.gpu), num(ctx.cfg->layout.totalGpus, 0),
                 interconnectLabel(ctx.family->interconnect));
    if (alt) {
        const double extra = *jobCost(*alt) / *cost - 1;
        ctx.raise(*rule, AdviceText::tr("Fine-tune split over PCIe"), message,
                  extra > 0 ? AdviceText::tr("Choose %1: one GPU holds the whole model, for %2 % more.")
                                  .arg(ctx.describe(*alt), percent(extra))
                            : AdviceText::tr("Choose %1: one GPU holds the whole model, for no more money.")
                                  .arg(ctx.describe(*alt)),
                  ctx.chooseAction(alt));
        return;
    }
    ctx.raise(*rule, AdviceText::tr("Fine-tune split over PCIe"), message,
              AdviceText::tr("If the time matters more than the price, choose a card that holds the whole model "
                             "(more than %1 GiB usable, such as L20 48 GB or A100 80 GB).")
                  .arg(num(weightsGiB, 0)));
}

/**
 * A row that fits with less memory to spare than the margin: a warning with a roomier row and what it costs
 * more, never a reason to rank it lower when the margin is the tool's default (RankingStage).
 */
void thinMargin(AdviceContext &ctx)
{
    const Rule *rule = ctx.rs.active(QStringLiteral("fit-thin-margin"));
    if (!rule || !ctx.cfg || ctx.cfg->memory.fit != Fit::Tight || ctx.s.task == Task::Graphics)
        return;
    const bool stated = ctx.s.constraints.memoryMarginPercent.has_value();
    const double margin = stated ? *ctx.s.constraints.memoryMarginPercent : defaultTightThreshold * 100;
    const Configuration *alt =
        ctx.alternative([&](const Configuration &c) { return c.memory.fit == Fit::Fits && c.pricing.priced; });
    if (!alt)
        alt = ctx.alternative([&](const Configuration &c) { return c.memory.fit == Fit::Fits; });
    const QString message = ctx.cfg->pricing.economics->applies && ctx.cfg->pricing.economics->generative
        ? AdviceText::tr("%1 holds the model, but its KV cache has little room beyond the requests you expect: a "
                         "longer request or a burst of users waits for memory.")
              .arg(ctx.describe(*ctx.cfg))
        : AdviceText::tr("%1 leaves %2 % of its usable GPU memory free, less than the %3 % margin (%4).")
              .arg(ctx.describe(*ctx.cfg), num(ctx.cfg->memory.headroomPercent, 0), num(margin, 0),
                   stated ? AdviceText::tr("yours") : AdviceText::tr("the default; set your own in the scenario"));
    QString fix;
    if (alt) {
        fix = AdviceText::tr("Choose %1 (%2 % free)").arg(ctx.describe(*alt), num(alt->memory.headroomPercent, 0));
        const std::optional<double> ours = jobCost(*ctx.cfg);
        const std::optional<double> theirs = jobCost(*alt);
        if (ours && theirs && *ours > 0)
            fix = AdviceText::tr("%1, %2 % dearer.").arg(fix, num((*theirs / *ours - 1) * 100, 0));
        else
            fix += QLatin1Char('.');
    } else {
        fix = AdviceText::tr("Shorten the sequences, lower the batch, or use gradient checkpointing or a lower "
                             "precision.");
    }
    ctx.raise(*rule, AdviceText::tr("Little memory to spare"), message, fix, ctx.chooseAction(alt));
}

void developmentOnExpensiveCard(AdviceContext &ctx)
{
    const Rule *rule = ctx.rs.active(QStringLiteral("fit-development-expensive-card"));
    if (!rule || !ctx.cfg || !ctx.type || ctx.s.stage != Stage::Development)
        return;
    const double minCard = rule->threshold(QStringLiteral("minCardGB"));
    if (ctx.type->gpuMemoryGB < minCard)
        return;
    // A development box should be small: fewest GPUs first, then the cheapest per hour.
    const Configuration *alt = nullptr;
    for (const Configuration &c : ctx.rec.ranked) {
        const InstanceType *t = ctx.typeOf(c);
        if (c.layout.instanceType == ctx.cfg->layout.instanceType || !t || t->gpuMemoryGB >= minCard)
            continue;
        if (!alt || c.layout.totalGpus < alt->layout.totalGpus
            || (c.layout.totalGpus == alt->layout.totalGpus
                && c.pricing.costPerGpuHour * c.layout.totalGpus < alt->pricing.costPerGpuHour * alt->layout.totalGpus))
            alt = &c;
    }
    const QString cur = MoneyFormatter::currencyUnit(ctx.rec.currency.isEmpty() ? ctx.cat.currency : ctx.rec.currency);
    ctx.raise(
        *rule, AdviceText::tr("Development on a top-end card"),
        ctx.cfg->pricing.costPerGpuHour > 0
            ? AdviceText::tr("Development and debugging on %1 (%2 GB per GPU, %3 %4 per GPU-hour); a T4- or A10-class "
                             "card runs the same CUDA code for day-to-day debugging at a fraction of the price.")
                  .arg(ctx.cat.gpuDisplayName(ctx.cfg->layout.gpu), num(ctx.type->gpuMemoryGB, 0),
                       num(ctx.cfg->pricing.costPerGpuHour, 2), cur)
            : AdviceText::tr("Development and debugging on %1 (%2 GB per GPU); a T4- or A10-class card runs the same "
                             "CUDA code for day-to-day debugging at a fraction of the price.")
                  .arg(ctx.cat.gpuDisplayName(ctx.cfg->layout.gpu), num(ctx.type->gpuMemoryGB, 0)),
        alt ? AdviceText::tr("Develop on %1 and move to the large card for the real run, unless you are debugging "
                             "the distributed setup itself.")
                  .arg(ctx.describe(*alt))
            : AdviceText::tr("Develop on a T4 or A10 instance and move to the large card for the real run."),
        ctx.chooseAction(alt));
}

void familyStatus(AdviceContext &ctx)
{
    if (!ctx.cfg || !ctx.family || ctx.family->status == FamilyStatus::Current)
        return;
    QString ruleId;
    QString title;
    QString what;
    switch (ctx.family->status) {
    case FamilyStatus::Retired:
        ruleId = QStringLiteral("family-retired");
        title = AdviceText::tr("Retired family");
        what = AdviceText::tr("retired: it can no longer be bought new");
        break;
    case FamilyStatus::ByApplication:
        ruleId = QStringLiteral("family-by-application");
        title = AdviceText::tr("Family sold by application only");
        what = AdviceText::tr("sold only after an application is approved");
        break;
    case FamilyStatus::Preview:
        ruleId = QStringLiteral("family-preview");
        title = AdviceText::tr("Family in preview");
        what = AdviceText::tr("in (invitational) preview: specification, price and availability may change");
        break;
    case FamilyStatus::LimitedRegions:
        ruleId = QStringLiteral("family-limited-regions");
        title = AdviceText::tr("Family in some regions only");
        what = AdviceText::tr("offered only in some regions");
        break;
    case FamilyStatus::Current:
        return;
    }
    const Rule *rule = ctx.rs.active(ruleId);
    if (!rule)
        return;
    const Configuration *alt = ctx.alternative([&](const Configuration &c) {
        const Family *f = ctx.familyOf(c);
        return f && f->status == FamilyStatus::Current;
    });
    const QString regionId = ctx.rec.region.isEmpty() ? ctx.cat.referenceRegion : ctx.rec.region;
    // Prose names the region as people say it (华东2（上海）, China (Shanghai)); the id is for fields.
    const Region *known = ctx.cat.region(regionId);
    const QString region = known && !known->name.isEmpty() ? known->name.text() : regionId;
    ctx.raise(*rule, title,
              AdviceText::tr("%1 belongs to the %2 family, which is %3.")
                  .arg(ctx.cfg->layout.instanceType, ctx.family->id, what),
              ctx.family->status == FamilyStatus::LimitedRegions
                  ? (alt ? AdviceText::tr("Check in the console that %1 is sold in %2; otherwise choose %3.")
                               .arg(ctx.family->id, region, ctx.describe(*alt))
                         : AdviceText::tr("Check in the console that %1 is sold in %2.").arg(ctx.family->id, region))
                  : (alt ? AdviceText::tr("Choose %1 from a family on general sale.").arg(ctx.describe(*alt))
                         : AdviceText::tr("Plan for a family on general sale, or contact Alibaba Cloud sales.")),
              ctx.chooseAction(alt));
}

void gpuNotOffered(AdviceContext &ctx, const QString &requested)
{
    const Rule *rule = ctx.rs.active(QStringLiteral("gpu-not-offered"));
    if (!rule || requested.isEmpty())
        return;
    const std::vector<const GpuSpec *> named = ctx.cat.gpusNamed(requested);
    // "A100" means either size: the wish can be met if any GPU it names is offered.
    if (std::any_of(named.begin(), named.end(), [](const GpuSpec *g) { return g->offeredOnEcs; }))
        return;
    const GpuSpec *g = named.empty() ? nullptr : named.front();
    if (!g) {
        ctx.raise(
            *rule, AdviceText::tr("Requested GPU not in the catalog"),
            AdviceText::tr("\"%1\" is not a GPU in the catalog, so no ECS family is known to offer it.").arg(requested),
            AdviceText::tr("Pick one of the catalog's GPUs; the ranking shows the closest fit for the workload."));
        return;
    }
    if (g->offeredOnEcs)
        return;
    QStringList closest;
    for (const QString &id : g->closestOffers) {
        const Family *f = ctx.cat.family(id);
        const GpuSpec *fg = f ? ctx.cat.gpu(f->gpu) : nullptr;
        closest << (fg ? AdviceText::tr("%1 (%2)").arg(id, fg->name) : id);
    }
    const bool chosenIsClose = ctx.cfg && g->closestOffers.contains(ctx.cfg->layout.family);
    const Configuration *alt = chosenIsClose
        ? nullptr
        : ctx.alternative([&](const Configuration &c) { return g->closestOffers.contains(c.layout.family); });
    QString fix;
    if (chosenIsClose)
        fix = AdviceText::tr("The recommended %1 is one of the closest offers.").arg(ctx.describe(*ctx.cfg));
    else if (alt)
        fix = AdviceText::tr("Choose %1.").arg(ctx.describe(*alt));
    else
        fix = AdviceText::tr("Choose one of the closest families, or look at PAI-Lingjun for this class of card.");
    ctx.raise(*rule, AdviceText::tr("Requested GPU not offered on ECS"),
              closest.isEmpty() ? AdviceText::tr("No ECS GPU family offers the %1.").arg(g->name)
                                : AdviceText::tr("No ECS GPU family offers the %1; the closest offered: %2.")
                                      .arg(g->name, closest.join(QStringLiteral(", "))),
              fix, ctx.chooseAction(alt));
}

} // namespace

void addFitWarnings(AdviceContext &ctx, const QString &requestedGpu)
{
    smallModelBigCard(ctx);
    peftSplitOverPcie(ctx);
    thinMargin(ctx);
    developmentOnExpensiveCard(ctx);
    familyStatus(ctx);
    gpuNotOffered(ctx, requestedGpu);
}

} // namespace Advisor::AdviceInternal
