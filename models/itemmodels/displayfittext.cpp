// SPDX-License-Identifier: Apache-2.0
// DisplayText's wording of a row's fit: in memory, in time, and what an LLM engine's KV cache holds.
#include "models/itemmodels/displaytext.h"

#include "models/sizing/rankingstage.h"
#include "models/text/findingtext.h"
#include "models/text/servingterms.h"

#include <utility>

#include <QLocale>

namespace Advisor {

QString DisplayText::fit(Fit fit)
{
    switch (fit) {
    case Fit::Fits:
        return tr("fits");
    case Fit::Tight:
        return tr("tight");
    case Fit::Insufficient:
        return tr("does not fit");
    }
    return {};
}

bool DisplayText::firstTokenLate(const Configuration &c)
{
    return c.memory.fit != Fit::Insufficient && firstTokenTooSlow(c);
}

QString DisplayText::fit(const Configuration &c)
{
    // A row ranked by cost alone under an assumed first-token target can be the cheapest while serving
    // nobody in time: "fits" by itself would read as "does the job".
    if (firstTokenLate(c))
        return tr("%1, first token late", "a row's fit in memory, then that its first token misses the target")
            .arg(fit(c.memory.fit));
    if (c.memory.fit != Fit::Insufficient && !c.speed.meetsLatency)
        return tr("%1, latency target missed", "a row's fit in memory, then that it misses the latency target")
            .arg(fit(c.memory.fit));
    return fit(c.memory.fit);
}

bool DisplayText::kvCacheFillsMemory(const Configuration &c)
{
    // Only an engine's KV cache placement sizes the longest request a copy holds; a row that does not fit
    // keeps its headroom's wording, which says by how much.
    return c.speed.maxContextTokens > 0 && c.memory.fit != Fit::Insufficient;
}

QString DisplayText::kvCacheHolds(const Configuration &c)
{
    const QString holds = tr("%Ln full request(s) per copy", "the KV cache holds", c.speed.maxConcurrencyPerReplica);
    switch (c.memory.fit) {
    case Fit::Fits:
        return holds;
    case Fit::Tight:
        // Sizing marks a copy whose cache holds little more than its share of the users.
        return tr("%1, little more than its share of your users", "the KV cache holds N requests, then this")
            .arg(holds);
    case Fit::Insufficient:
        break;
    }
    return holds;
}

namespace {
/** Seconds with one decimal, or more where one would show a wait and its target as equal (2.0 s past 2.0 s). */
std::pair<QString, QString> secondsApart(double waitMs, double targetMs)
{
    const QLocale locale;
    int decimals = 1;
    while (decimals < 3
           && locale.toString(waitMs / 1000, 'f', decimals) == locale.toString(targetMs / 1000, 'f', decimals))
        ++decimals;
    return {locale.toString(waitMs / 1000, 'f', decimals), locale.toString(targetMs / 1000, 'f', decimals)};
}
} // namespace

QString DisplayText::fitDetail(const Configuration &c)
{
    if (firstTokenLate(c)) {
        const ServingEconomics &e = *c.pricing.economics;
        const auto [wait, target] = secondsApart(c.speed.ttftMs, e.ttftTargetMs);
        return e.ttftTargetAssumed
            ? tr("A lone request waits %1 s for its first token, longer than the %2 s users are commonly held to "
                 "(MLPerf Inference's server target, assumed because the scenario sets none): no user is served "
                 "in time.")
                  .arg(wait, target)
            : tr("A lone request waits %1 s for its first token, longer than your %2 s target: no user is served "
                 "in time.")
                  .arg(wait, target);
    }
    if (c.memory.fit == Fit::Insufficient || c.speed.meetsLatency)
        return {};
    for (const Finding &problem : c.problems) {
        if (problem.kind == Finding::Kind::MissesLatency)
            return tr("Misses the latency target: %1.").arg(FindingText::text(problem));
    }
    return tr("Misses the latency target.");
}

QString DisplayText::fitWithDetail(const Configuration &c)
{
    const QString detail = fitDetail(c);
    return detail.isEmpty() ? fit(c)
                            : tr("%1: %2", "a row's fit, then why it serves no user in time").arg(fit(c), detail);
}

} // namespace Advisor
