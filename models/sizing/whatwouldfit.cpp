// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/whatwouldfit.h"

#include "models/sizing/confidence.h"

#include <cmath>

namespace Advisor {

namespace {

bool anyFits(const Scenario &variant, const RowVisitor &forEachRow)
{
    bool fits = false;
    forEachRow(variant, [&](const Configuration &c) {
        fits = c.memory.fit != Fit::Insufficient && c.problems.empty();
        return !fits;
    });
    return fits;
}

/** The shortest deadline some row meets at the slow end of its time band; 0 when none is known. */
double shortestDeadlineHours(const Scenario &s, const RowVisitor &forEachRow)
{
    // Each type at its fastest layout: a deadline nothing meets makes placement try every instance count.
    Scenario rushed = s;
    rushed.training.deadlineHours = 1e-6;
    double shortest = 0;
    forEachRow(rushed, [&](const Configuration &c) {
        const bool onlyLate = c.memory.fit != Fit::Insufficient && c.problems.size() == 1
            && c.problems.front().kind == Finding::Kind::MissesDeadline;
        if (onlyLate && c.speed.hours > 0 && (shortest == 0 || slowEndHours(c.speed.hours) < shortest))
            shortest = slowEndHours(c.speed.hours);
        return true;
    });
    return std::ceil(shortest);
}

/** How far a latency target would have to move: the fastest row that misses nothing else (0 ms: unknown). */
Finding fastestMissedLatency(const Scenario &s, const RowVisitor &forEachRow)
{
    Finding fastest{Finding::Kind::MissesLatency, {0, *s.inference.latencyMsTarget}, {}};
    forEachRow(s, [&](const Configuration &c) {
        const bool onlySlow = c.memory.fit != Fit::Insufficient && c.problems.size() == 1
            && c.problems.front().kind == Finding::Kind::MissesLatency;
        if (onlySlow && (fastest.number(0) == 0 || c.problems.front().number(0) < fastest.number(0)))
            fastest = c.problems.front();
        return true;
    });
    return fastest;
}

} // namespace

Findings whatWouldFit(const Scenario &s, const RowVisitor &forEachRow)
{
    Findings advice;
    const auto say = [&advice](Finding::Kind kind, Finding::Numbers numbers = {}, QStringList names = {}) {
        advice.push_back({kind, std::move(numbers), std::move(names)});
    };
    const auto fits = [&forEachRow](const Scenario &variant) { return anyFits(variant, forEachRow); };
    // A pipeline across nodes lets a large model train on more of them, so the next step up is tried too.
    if (const int wider = s.constraints.maxNodes < 16 ? 16 : 64; s.constraints.maxNodes < wider) {
        Scenario more = s;
        more.constraints.maxNodes = wider;
        if (fits(more))
            say(Finding::Kind::AllowMoreInstances, {double(wider)});
    }
    // Pre-training builds every weight from scratch: adapters on a frozen base are no alternative to it.
    if (s.stage == Stage::FinetuneFull) {
        Scenario lora = s;
        lora.stage = Stage::FinetuneLora;
        // As PEFT recipes run it: data parallel with activation checkpointing.
        lora.training.gradientCheckpointing = true;
        if (fits(lora))
            say(Finding::Kind::FinetuneWithLora);
        lora.stage = Stage::FinetuneQlora;
        if (fits(lora))
            say(Finding::Kind::FinetuneWithQlora);
    }
    if (!s.isTraining()) {
        for (Precision precision : {Precision::Int8, Precision::Int4}) {
            if (bytesPerValue(precision) >= bytesPerValue(s.precision))
                continue;
            Scenario lower = s;
            lower.precision = precision;
            if (fits(lower)) {
                say(Finding::Kind::ServeAtLowerPrecision, {}, {toString(precision)});
                break;
            }
        }
    }
    if (s.constraints.budgetMonthly || s.constraints.budgetJob) {
        Scenario unlimited = s;
        unlimited.constraints.budgetMonthly.reset();
        unlimited.constraints.budgetJob.reset();
        if (fits(unlimited))
            say(Finding::Kind::RaiseBudget);
    }
    if (s.training.deadlineHours) {
        Scenario relaxed = s;
        relaxed.training.deadlineHours.reset();
        if (fits(relaxed))
            say(Finding::Kind::AllowMoreTime,
                {*s.training.deadlineHours, shortestDeadlineHours(s, forEachRow),
                 bandWidth(trainingTimeEvidence) * 100});
    }
    if (!s.isTraining() && s.inference.latencyMsTarget) {
        Scenario relaxed = s;
        relaxed.inference.latencyMsTarget.reset();
        if (fits(relaxed)) {
            const Finding fastest = fastestMissedLatency(s, forEachRow);
            say(Finding::Kind::RelaxLatencyTarget, {fastest.number(0), *s.inference.latencyMsTarget},
                {fastest.name(0)});
        }
    }
    if (advice.empty())
        say(Finding::Kind::NothingCanRun);
    return advice;
}

} // namespace Advisor
