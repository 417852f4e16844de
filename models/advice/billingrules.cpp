// SPDX-License-Identifier: Apache-2.0
#include "models/advice/advicecontext.h"
#include "models/text/moneyformatter.h"

#include "models/pricing/pricebook.h"

#include <algorithm>
#include <cmath>

// Billing rules: spot without or with checkpoints, pay-as-you-go break-even, stopped instances.

namespace Advisor::AdviceInternal {

namespace {

/** The billing model the configuration runs on, as the catalog describes it. */
const BillingModel *billingModel(const AdviceContext &ctx)
{
    return ctx.cat.billingModel(ctx.billing);
}

void spot(AdviceContext &ctx)
{
    const BillingModel *model = billingModel(ctx);
    if (!ctx.training || !model || !model->interruptible)
        return;
    if (const Rule *rule = ctx.rs.active(QStringLiteral("billing-spot-without-checkpoints"));
        rule && !ctx.s.constraints.checkpointing) {
        ctx.raise(
            *rule, AdviceText::tr("Spot instances without checkpoints"),
            ctx.cfg ? AdviceText::tr("The %1 h job runs on spot instances without checkpoints: a reclaim at any point "
                                     "loses all work done so far.")
                          .arg(num(ctx.cfg->speed.hours, 1))
                    : AdviceText::tr(
                        "The job runs on spot instances without checkpoints: a reclaim loses all work done so far."),
            AdviceText::tr("Turn on checkpointing (save to OSS regularly), or pay as you go."),
            FixAction{FixAction::Kind::SetCheckpointing, QStringLiteral("true")});
        return;
    }
    const Rule *rule = ctx.rs.active(QStringLiteral("billing-spot-checkpoint-interval"));
    if (!rule || !ctx.cfg || !ctx.s.constraints.checkpointing
        || ctx.cfg->speed.hours <= rule->threshold(QStringLiteral("minJobHours")))
        return;
    const double minutes = rule->threshold(QStringLiteral("checkpointIntervalMinutes"));
    QString protection;
    if (model->protectionPeriodHours)
        protection = AdviceText::tr(" Buy with the %1 h protection period: the instance is not reclaimed during it, "
                                    "for about 10 % more than spot without protection.")
                         .arg(num(*model->protectionPeriodHours, 0));
    QString interval;
    if (ctx.cfg->speed.stepSeconds > 0) {
        const double steps = std::max(1.0, std::round(minutes * 60.0 / ctx.cfg->speed.stepSeconds));
        interval = AdviceText::tr("every %1 steps (about %2 min at %3 s per step)")
                       .arg(num(steps, 0), num(steps * ctx.cfg->speed.stepSeconds / 60.0, 0),
                            num(ctx.cfg->speed.stepSeconds, 2));
    } else {
        interval = AdviceText::tr("every %1 min").arg(num(minutes, 0));
    }
    ctx.raise(*rule, AdviceText::tr("Checkpoint interval for spot"),
              AdviceText::tr("The %1 h job runs on spot instances; a reclaim loses the work since the last checkpoint.")
                  .arg(num(ctx.cfg->speed.hours, 1)),
              AdviceText::tr("Save a checkpoint to OSS %1, so a reclaim costs at most that much.%2")
                  .arg(interval, protection));
}

/** Hourly price of a billing model for the whole configuration after the discount, from its priced cost or the price
 * book. */
std::optional<double> hourly(const AdviceContext &ctx, const QString &billingId)
{
    if (const BillingCost *c = ctx.cfg->cost(billingId); c && c->available() && c->hourly > 0)
        return c->hourly;
    const ResolvedPrice p = ctx.prices().price(ctx.cfg->layout.instanceType, billingId, ctx.rec.region);
    if (!p.available() || p.hourly <= 0)
        return std::nullopt;
    const double paid = p.isQuote() ? 1.0 : 1.0 - ctx.s.constraints.customerDiscountPercent / 100.0; // a quote has it
    return p.hourly * std::max(1, ctx.cfg->layout.instances) * paid;
}

void paygBreakEven(AdviceContext &ctx)
{
    const Rule *rule = ctx.rs.active(QStringLiteral("billing-payg-break-even"));
    if (!rule || !ctx.cfg || ctx.billing != BillingId::payg || !(ctx.training || ctx.serving))
        return;
    // Serving is always on; a training job runs for its wall-clock time, at most a whole month.
    const double usage = ctx.serving ? hoursPerMonth : std::min(ctx.cfg->speed.hours, hoursPerMonth);
    const double minShare = rule->threshold(QStringLiteral("minShareOfMonth"));
    if (usage <= minShare * hoursPerMonth)
        return;
    const std::optional<double> payg = hourly(ctx, BillingId::payg);
    if (!payg)
        return;
    const std::optional<double> sub = hourly(ctx, BillingId::monthlySubscription);
    const std::optional<double> plan = hourly(ctx, BillingId::savingsPlan);
    if (!sub && !plan)
        return;
    const QString cur = MoneyFormatter::currencyUnit(ctx.rec.currency.isEmpty() ? ctx.cat.currency : ctx.rec.currency);
    QStringList parts;
    std::optional<FixAction> action;
    double bestMonthly = *payg * usage;
    QString bestName;
    // A commitment is paid for every hour of the month, so it breaks even where PAYG hours cost the same.
    // The monthly subscription comes first: a savings plan binds the team for a year, not a month.
    if (sub) {
        const double monthly = *sub * hoursPerMonth;
        parts << AdviceText::tr("a monthly subscription costs %1 %2 a month and breaks even at %3 h/month")
                     .arg(num(monthly, 0), cur, num(monthly / *payg, 0));
        if (usage >= monthly / *payg) {
            bestMonthly = monthly;
            bestName = AdviceText::tr("a monthly subscription");
            action = FixAction{FixAction::Kind::SetBilling, BillingId::monthlySubscription};
        }
    }
    if (plan) {
        const double monthly = *plan * hoursPerMonth;
        parts << AdviceText::tr("a savings plan (1-year commitment) costs %1 %2 a month and breaks even at %3 h/month")
                     .arg(num(monthly, 0), cur, num(monthly / *payg, 0));
        if (!action && usage >= monthly / *payg) {
            bestMonthly = monthly;
            bestName = AdviceText::tr("a savings plan, if the usage lasts the year");
            action = FixAction{FixAction::Kind::SetBilling, BillingId::savingsPlan};
        }
    }
    ctx.raise(*rule, AdviceText::tr("Pay-as-you-go for most of the month"),
              AdviceText::tr("The configuration runs about %1 h a month on pay-as-you-go at %2 %3/h: %4 %3 a month. "
                             "By comparison, %5.")
                  .arg(num(usage, 0), num(*payg, 2), cur, num(*payg * usage, 0), parts.join(AdviceText::tr("; "))),
              action ? AdviceText::tr("Switch to %1: about %2 %3 a month, %4 %3 less.")
                           .arg(bestName, num(bestMonthly, 0), cur, num(*payg * usage - bestMonthly, 0))
                     : AdviceText::tr(
                         "Stay on pay-as-you-go at this usage; reconsider if it grows past the break-even hours."),
              action);
}

void stoppedStillCharges(AdviceContext &ctx)
{
    const Rule *rule = ctx.rs.active(QStringLiteral("billing-stopped-still-charges"));
    const BillingModel *model = billingModel(ctx);
    // A term is paid for whether the instances run or not: only hours billed as used are saved by a stop.
    if (!rule || !ctx.cfg || ctx.serving || !model || model->committed())
        return;
    const BillingCost *c = ctx.cfg->cost(ctx.billing);
    const QString cur = MoneyFormatter::currencyUnit(ctx.rec.currency.isEmpty() ? ctx.cat.currency : ctx.rec.currency);
    // Alibaba's economical mode (StopInstance StoppedMode=StopCharging) stops vCPU, memory and GPU charges
    // of a stopped pay-as-you-go instance, but not for types with local disks; a normal stop keeps charging.
    const bool localDisks = ctx.type && ctx.type->localNvmeGiB > 0;
    const QString count = num(ctx.cfg->layout.instances, 0);
    const QString perDay = c && c->hourly > 0
        ? AdviceText::tr("%1 %2/h, %3 %2 for every idle day").arg(num(c->hourly, 2), cur, num(c->hourly * 24, 0))
        : QString();
    QString message;
    if (localDisks) {
        message = perDay.isEmpty()
            ? AdviceText::tr("%1 × %2 has local disks, so economical mode does not apply: stopped, it keeps charging "
                             "in full.")
                  .arg(count, ctx.cfg->layout.instanceType)
            : AdviceText::tr("%1 × %2 has local disks, so economical mode does not apply: stopped, it keeps charging "
                             "in full (%3).")
                  .arg(count, ctx.cfg->layout.instanceType, perDay);
    } else {
        message = AdviceText::tr("%1 × %2 keeps charging in full when stopped normally%3. Stopped in economical mode, "
                                 "its vCPUs, memory and GPUs stop charging (disks still charge), but they are "
                                 "released: a restart can fail when the type is out of stock.")
                      .arg(count, ctx.cfg->layout.instanceType,
                           perDay.isEmpty() ? QString() : AdviceText::tr(" (%1)", "the cost of idling").arg(perDay));
    }
    ctx.raise(*rule,
              localDisks ? AdviceText::tr("Stopped instances with local disks keep charging")
                         : AdviceText::tr("A normal stop keeps the GPUs charging"),
              message,
              AdviceText::tr("Release the instances when the work is done (keep data in OSS or on a separate disk), "
                             "and set an automatic stop or release time in the script or a scheduled task."));
}

} // namespace

void addBillingWarnings(AdviceContext &ctx)
{
    spot(ctx);
    paygBreakEven(ctx);
    stoppedStillCharges(ctx);
}

} // namespace Advisor::AdviceInternal
