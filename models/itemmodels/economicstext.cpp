// SPDX-License-Identifier: Apache-2.0
#include "models/itemmodels/economicstext.h"

#include "models/itemmodels/displaytext.h"
#include "models/sizing/confidence.h"
#include "models/text/servingterms.h"

#include <optional>

#include <QLocale>

namespace Advisor {

namespace {
QString rate(double value)
{
    return QLocale().toString(value, 'f', value >= 100 ? 0 : 1);
}

// A clip's speed is measured on its GPU, or carried from the nearest measured GPU by peak throughput.
QString clipEvidence(Evidence evidence)
{
    const QString width = DisplayText::percent(bandWidth(evidence) * 100);
    return evidence == Evidence::Calibrated
        ? EconomicsText::tr("measured on this GPU, ±%1").arg(width)
        : EconomicsText::tr("scaled by peak throughput from the nearest measured GPU, ±%1").arg(width);
}

/** A video model's lines: time and cost per clip. */
QStringList clipLines(const Configuration &c, const MoneyFormatter &money)
{
    const ServingEconomics &e = *c.pricing.economics;
    const QLocale locale;
    QStringList lines;
    const QString perHour = DisplayText::numberRange(e.capacityRequestsPerSecondBand.low * 3600,
                                                     e.capacityRequestsPerSecondBand.high * 3600);
    const QString seconds = DisplayText::numberRange(e.secondsPerClipBand.low, e.secondsPerClipBand.high);
    if (c.layout.dataParallel > 1)
        lines << EconomicsText::tr("Time per clip: %1 s on %n GPU(s); all %2 copies together make %3 clips an "
                                   "hour (%4).",
                                   "", c.layout.tensorParallel)
                     .arg(seconds, locale.toString(c.layout.dataParallel), perHour, clipEvidence(e.evidence));
    else
        lines << EconomicsText::tr("Time per clip: %1 s on %n GPU(s), which make %2 clips an hour (%3).", "",
                                   c.layout.tensorParallel)
                     .arg(seconds, perHour, clipEvidence(e.evidence));
    if (e.costPerClip > 0)
        lines << EconomicsText::tr("Cost per clip at full load: %1; per 1,000 clips: %2.")
                     .arg(DisplayText::moneyRange(e.costPerClipBand, e.costPerClip, money),
                          DisplayText::moneyRange({e.costPerClipBand.low * 1000, e.costPerClipBand.high * 1000},
                                                  e.costPerClip * 1000, money));
    return lines;
}

/**
 * A speech model's lines in audio (ServingEconomics::audio): the audio hours transcribed per hour, the time
 * one window takes, the cost per audio hour and per 1,000.
 */
QStringList audioLines(const Configuration &c, const MoneyFormatter &money)
{
    const ServingEconomics &e = *c.pricing.economics;
    const QLocale locale;
    const QString total =
        DisplayText::numberRange(e.capacityAudioHoursPerHourBand.low, e.capacityAudioHoursPerHourBand.high);
    const QString window = locale.toString(e.audioWindowSeconds, 'g', 3);
    QStringList lines;
    lines << (c.layout.dataParallel > 1
                  ? EconomicsText::tr("Speed: all %1 replicas together transcribe %2 audio hours per hour, that is %2 "
                                      "s of audio each second (%3).")
                        .arg(locale.toString(c.layout.dataParallel), total, DisplayText::evidence(e.evidence))
                  : EconomicsText::tr("Speed: the one replica transcribes %1 audio hours per hour, that is %1 s of "
                                      "audio each second (%2).")
                        .arg(total, DisplayText::evidence(e.evidence)));
    lines << EconomicsText::tr("Latency: %1 s to transcribe one %2-s audio window at your load.")
                 .arg(DisplayText::numberRange(e.secondsPerWindowBand.low, e.secondsPerWindowBand.high), window);
    if (e.costPerAudioHourFullLoad > 0) {
        const Band &full = e.costPerAudioHourFullLoadBand;
        lines << EconomicsText::tr("Cost per audio hour: %1 at your load (%2 audio hours per hour), %3 at full "
                                   "load; %4 per 1,000 audio hours at full load.")
                     .arg(DisplayText::moneyRange(e.costPerAudioHourBand, e.costPerAudioHour, money),
                          rate(e.loadAudioHoursPerHour),
                          DisplayText::moneyRange(full, e.costPerAudioHourFullLoad, money),
                          DisplayText::moneyRange({full.low * 1000, full.high * 1000},
                                                  e.costPerAudioHourFullLoad * 1000, money));
    }
    return lines;
}

/** A model that answers a request in one pass: capacity, a request's time against its target, cost per request. */
QStringList requestLines(const Configuration &c, const MoneyFormatter &money)
{
    const ServingEconomics &e = *c.pricing.economics;
    const ServingTerms terms(e.kind, e.images);
    QStringList lines;
    const Band &b = e.capacityRequestsPerSecondBand;
    lines << EconomicsText::tr("Capacity: %1 %2 from all replicas, %3.")
                 .arg(b.valid() ? DisplayText::numberRange(b.low, b.high) : rate(e.capacityRequestsPerSecond),
                      terms.rateUnit(), DisplayText::evidence(e.evidence));
    // The time the scenario's target is set against: what a request waits with the scenario's load in flight.
    if (c.speed.tpotMs > 0)
        lines << EconomicsText::tr("Latency: %1.")
                     .arg(terms.latency(c.speed.tpotMs,
                                        e.tpotTargetAssumed ? std::nullopt : std::optional(e.tpotTargetMs)));
    if (e.costPerMillionRequestsFullLoad > 0)
        lines << (terms.unit() == ServingTerms::Unit::Image
                      ? EconomicsText::tr("Cost per 1M images: %1 at your load (%2 images/s), %3 at full load.")
                      : EconomicsText::tr("Cost per 1M requests: %1 at your load (%2 requests/s), %3 at full load."))
                     .arg(money.format(e.costPerMillionRequests), rate(e.loadRequestsPerSecond),
                          DisplayText::moneyRange(e.costPerMillionRequestsFullLoadBand,
                                                  e.costPerMillionRequestsFullLoad, money));
    return lines;
}

/** The latency targets users are counted against, saying which ones were assumed. */
QString latencyTargets(const ServingEconomics &e)
{
    const QLocale locale;
    const QString firstToken = locale.toString(e.ttftTargetMs / 1000, 'f', 1);
    const QString perToken = locale.toString(e.tpotTargetMs, 'f', 0);
    if (e.tpotTargetAssumed && e.ttftTargetAssumed)
        return EconomicsText::tr("first token within %1 s and %2 ms per output token, MLPerf Inference's server "
                                 "targets, assumed because the scenario sets none")
            .arg(firstToken, perToken);
    if (e.ttftTargetAssumed)
        return EconomicsText::tr("first token within %1 s (assumed, MLPerf Inference's server target) and your %2 "
                                 "ms per output token")
            .arg(firstToken, perToken);
    if (e.tpotTargetAssumed)
        return EconomicsText::tr("your first token within %1 s and %2 ms per output token (assumed, MLPerf "
                                 "Inference's server target)")
            .arg(firstToken, perToken);
    return EconomicsText::tr("your first token within %1 s and your %2 ms per output token").arg(firstToken, perToken);
}

/** A generative model's cost per million tokens and per user. */
QStringList tokenCostLines(const ServingEconomics &e, const MoneyFormatter &money)
{
    const QLocale locale;
    QStringList lines;
    lines << EconomicsText::tr("Cost per 1M output tokens: %1 at your load (%2 tokens/s), %3 at full load.")
                 .arg(DisplayText::moneyRange(e.costPerMillionOutputTokensBand, e.costPerMillionOutputTokens, money),
                      rate(e.loadTokensPerSecond),
                      DisplayText::moneyRange(e.costPerMillionOutputTokensFullLoadBand,
                                              e.costPerMillionOutputTokensFullLoad, money));
    lines << EconomicsText::tr("Cost per 1M tokens, prompt and output together: %1 at your load, %2 at full load.")
                 .arg(money.format(e.costPerMillionTotalTokens),
                      DisplayText::moneyRange(e.costPerMillionTotalTokensFullLoadBand,
                                              e.costPerMillionTotalTokensFullLoad, money));
    QString perUser = EconomicsText::tr("Cost per user per month: %1 for your %2 users")
                          .arg(money.format(e.costPerUserMonth), locale.toString(e.users));
    if (e.costPerUserMonthFullLoad > 0)
        perUser += EconomicsText::tr("; %1 when serving all %2 it can")
                       .arg(DisplayText::moneyRange(e.costPerUserMonthFullLoadBand, e.costPerUserMonthFullLoad, money),
                            locale.toString(e.usersServed));
    lines << perUser + EconomicsText::tr(".");
    return lines;
}

/** Running the model on these instances against buying its tokens from Model Studio. */
QString buildOrBuyLine(const ServingEconomics &e, const MoneyFormatter &money, const Catalog *catalog)
{
    if (!e.managedPriceAvailable)
        return EconomicsText::tr("Build or buy: the catalog has no dated, sourced Model Studio per-token price for "
                                 "this model, so no comparison is available.");
    const QString source = catalog ? catalog->citation(e.managedPriceSource) : e.managedPriceSource;
    QString line =
        EconomicsText::tr("Build or buy: Model Studio lists %1 at %2 per 1M prompt and %3 per 1M output "
                          "tokens (read %4; %5): %6 a month at your load, against %7 on these instances.")
            .arg(e.managedServiceModel, money.format(e.managedInputPerMillion), money.format(e.managedOutputPerMillion),
                 e.managedPriceDate, source, money.format(e.managedMonthlyAtLoad), money.format(e.monthlyCost));
    if (e.breakEvenTokensPerSecond > 0)
        line += QLatin1Char(' ')
            + (e.breakEvenWithinCapacity
                   ? EconomicsText::tr("The instances cost less above %1 generated tokens/s.")
                   : EconomicsText::tr("The instances would cost less only above %1 generated tokens/s, more than "
                                       "they can deliver: buying the tokens is cheaper."))
                  .arg(rate(e.breakEvenTokensPerSecond));
    return line;
}
} // namespace

QStringList EconomicsText::serving(const Configuration &c, const MoneyFormatter &money, const Catalog *catalog)
{
    const ServingEconomics &e = *c.pricing.economics;
    QStringList lines;
    if (!e.applies)
        return lines;
    if (e.clips)
        return clipLines(c, money);
    if (!e.generative)
        return requestLines(c, money);
    if (e.audio)
        return audioLines(c, money);
    const QLocale locale;
    const QString perUser =
        DisplayText::numberRange(e.perUserTokensPerSecondBand.low, e.perUserTokensPerSecondBand.high);
    const QString total =
        DisplayText::numberRange(e.capacityTokensPerSecondBand.low, e.capacityTokensPerSecondBand.high);
    if (c.layout.dataParallel > 1)
        lines << tr("Speed: %1 tokens/s for each user; all %2 replicas together generate %3 tokens/s (%4).")
                     .arg(perUser, locale.toString(c.layout.dataParallel), total, DisplayText::evidence(e.evidence));
    else
        lines << tr("Speed: %1 tokens/s for each user; the one replica generates %2 tokens/s in total (%3).")
                     .arg(perUser, total, DisplayText::evidence(e.evidence));
    const QString targets = latencyTargets(e);
    if (e.ttftMissed)
        lines << tr("Users served at once: none within the targets (%1): a lone request's first token takes %2 s.")
                     .arg(targets, locale.toString(c.speed.ttftMs / 1000, 'f', 1));
    else
        lines << tr("Users served at once: %1 within the targets (%2); the scenario has %3.")
                     .arg(locale.toString(e.usersServed), targets, locale.toString(e.users));
    if (e.costPerMillionOutputTokensFullLoad > 0)
        lines << tokenCostLines(e, money);
    lines << buildOrBuyLine(e, money, catalog);
    return lines;
}

QStringList EconomicsText::confidence(const Configuration &c, const Scenario &s, const MoneyFormatter &money)
{
    QStringList lines;
    if (s.isTraining() && c.speed.hoursBand.valid()) {
        lines << tr("Time: %1, from %2.")
                     .arg(DisplayText::hoursRange(c.speed.hoursBand, c.speed.hours),
                          DisplayText::evidence(c.speed.evidence));
        if (s.training.deadlineHours)
            lines << (c.speed.meetsDeadline
                          ? tr("Deadline of %1: checked at the slow end of the band, %2, and met.")
                          : tr("Deadline of %1: checked at the slow end of the band, %2, and missed there."))
                         .arg(DisplayText::hours(*s.training.deadlineHours),
                              DisplayText::hours(c.speed.hoursBand.high));
    }
    // The cost band's parts, as the row holds them: the estimate's, the billing model's and the price's own.
    if (const QString reasons = DisplayText::costBandReasons(c); !reasons.isEmpty())
        lines << tr("Cost band %1.").arg(reasons);
    if (s.constraints.budgetMonthly && c.pricing.jobCostBand.valid())
        lines << (c.pricing.withinBudget
                      ? tr("Budget of %1 a month: checked at the high end of the cost band, and met.")
                      : tr("Budget of %1 a month: checked at the high end of the cost band, and "
                           "exceeded there."))
                     .arg(money.format(*s.constraints.budgetMonthly));
    return lines;
}

} // namespace Advisor
