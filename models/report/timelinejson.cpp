// SPDX-License-Identifier: Apache-2.0
#include "models/report/timelinejson.h"

#include "models/scenario/scenarioio.h"

namespace Advisor {

using nlohmann::json;

namespace {
std::string str(const QString &s)
{
    return s.toStdString();
}

json outcomeToJson(const std::optional<WhatIfOutcome> &o, bool training)
{
    if (!o)
        return nullptr;
    json j{{"instanceType", str(o->instanceType)},
           {"instances", o->instances},
           {"billing", str(o->billing)},
           {"cost", o->priced ? json(o->cost) : json(nullptr)},
           {"fits", o->fits}};
    if (training)
        j["hours"] = o->hours;
    else
        j["timePerOutputTokenMs"] = o->tpotMs;
    return j;
}
} // namespace

json timelineToJson(const Timeline &t, const Scenario &scenario)
{
    const json phases = ScenarioIo::phasesToJson(scenario.phases);
    json usage = json::array();
    for (const PhaseMonth &u : t.usage) {
        json row{{"phase", u.phase},
                 {"month", u.month},
                 {"instanceType", str(u.instanceType)},
                 {"instances", u.instances},
                 {"hours", u.hours}};
        if (u.kind == ProjectPhase::Kind::Training)
            row["runs"] = u.runs;
        else
            row.update({{"concurrency", u.concurrency}, {"requestsPerSecond", u.requestsPerSecond}});
        if (u.typeChanged)
            row["typeChanged"] = true;
        usage.push_back(row);
    }
    json lines = json::array();
    for (const TimelineLine &l : t.lines) {
        lines.push_back({{"billing", str(l.billing)},
                         {"termMonths", l.termMonths},
                         {"monthly", l.monthly},
                         {"cumulative", l.cumulative},
                         {"total", l.total}});
    }
    json breakEvens = json::array();
    for (const BreakEven &b : t.breakEvens) {
        breakEvens.push_back(
            {{"from", str(b.from)}, {"to", str(b.to)}, {"month", b.month ? json(*b.month) : json(nullptr)}});
    }
    json mixed = nullptr;
    if (t.mixed) {
        json perPhase = json::array();
        for (const QString &b : t.mixedBilling)
            perPhase.push_back(str(b));
        mixed = {{"billingPerPhase", perPhase},
                 {"monthly", t.mixed->monthly},
                 {"cumulative", t.mixed->cumulative},
                 {"total", t.mixed->total}};
    }
    json costedOn = json::array();
    for (const TimelinePhase &p : t.phases) {
        costedOn.push_back(
            {{"instanceType", p.instanceType.isEmpty() ? json(nullptr) : json(str(p.instanceType))},
             {"instances", p.instances},
             {"unpricedRecommendation",
              p.unpricedRecommendation.isEmpty() ? json(nullptr) : json(str(p.unpricedRecommendation))}});
    }
    json notes = json::array();
    for (const QString &n : TimelineText::choiceNotes(t))
        notes.push_back(str(n));
    json assumptions = json::array();
    for (const QString &a : TimelineText::assumptions())
        assumptions.push_back(str(a));
    const TimelineLine *cheapest = t.line(t.cheapestBilling);
    return {{"months", t.months},
            {"currency", str(t.currency)},
            {"hoursPerMonth", hoursPerMonth},
            {"phases", phases},
            {"costedOn", costedOn},
            {"usage", usage},
            {"billing", lines},
            {"breakEven", breakEvens},
            {"cheapestBilling", str(t.cheapestBilling)},
            {"projectTotal", cheapest ? json(cheapest->total) : json(nullptr)},
            {"cheapestPerPhase", mixed},
            {"notes", notes},
            {"assumptions", assumptions}};
}

json sensitivityToJson(const Sensitivity &w)
{
    json rows = json::array();
    for (const SensitivityRow &r : w.rows) {
        rows.push_back({{"driver", str(SensitivityText::driverId(r.driver))},
                        {"name", str(SensitivityText::driverName(r.driver, w.training))},
                        {"low",
                         {{"setting", str(r.lowSetting)},
                          {"best", outcomeToJson(r.lowBest, w.training)},
                          {"sameType", outcomeToJson(r.lowHeld, w.training)}}},
                        {"high",
                         {{"setting", str(r.highSetting)},
                          {"best", outcomeToJson(r.highBest, w.training)},
                          {"sameType", outcomeToJson(r.highHeld, w.training)}}},
                        {"costSwing", r.costSwing()}});
    }
    return {{"training", w.training},
            {"currency", str(w.currency)},
            {"costMeans", w.training ? "the whole job" : "one month"},
            {"base", outcomeToJson(w.base, w.training)},
            {"sortedBy", "costSwing of sameType (the recommended instance type held fixed)"},
            {"fitting", w.fitting},
            {"recommendedUnpriced", w.recommendedUnpriced.isEmpty() ? json(nullptr) : json(str(w.recommendedUnpriced))},
            {"drivers", rows}};
}

} // namespace Advisor
