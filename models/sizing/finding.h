// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/pricing/pricebook.h"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <memory>
#include <vector>

#include <QList>
#include <QString>
#include <QStringList>

namespace Advisor {

/**
 * A finding's figures, at most `capacity`, held in place. Every row of a recompute gets five or six
 * findings; a list that may grow copied its figures through a library call on every move, the largest
 * single cost of explaining a large catalog (perf, 100× catalog).
 */
class FindingFigures
{
public:
    static constexpr qsizetype capacity = 8;

    FindingFigures() = default;
    FindingFigures(std::initializer_list<double> values)
    {
        Q_ASSERT(qsizetype(values.size()) <= capacity);
        for (double v : values)
            append(v);
    }
    qsizetype size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    /** The i-th figure; `fallback` past the end, as a finding leaves out what does not apply. */
    double value(qsizetype i, double fallback = 0) const { return i >= 0 && i < m_size ? m_values[i] : fallback; }
    double at(qsizetype i) const { return m_values[i]; }
    double operator[](qsizetype i) const { return m_values[i]; }
    double &operator[](qsizetype i) { return m_values[i]; }
    void append(double v)
    {
        Q_ASSERT(m_size < capacity);
        if (m_size < capacity)
            m_values[m_size++] = v;
    }
    const double *begin() const { return m_values.data(); }
    const double *end() const { return m_values.data() + m_size; }
    bool operator==(const FindingFigures &o) const { return std::equal(begin(), end(), o.begin(), o.end()); }
    bool operator!=(const FindingFigures &o) const { return !(*this == o); }

private:
    std::array<double, capacity> m_values{};
    qsizetype m_size = 0;
};

/**
 * One thing the engine found about a configuration (why it ranks where it does, why it was rejected)
 * or about a scenario nothing fits: a kind and the figures and names it rests on, never a sentence.
 * FindingText words it in the current language, so a language switch needs no new estimate and tests
 * compare kinds and numbers.
 */
struct Finding
{
    enum class Kind
    {
        // The first reason of a ranked configuration: why it ranks here. numbers[0]: total GPUs;
        // names[0]: GPU name; numbers[1] where given: a percentage.
        LeadGraphicsReady,
        LeadFitsUnpriced,
        LeadCheapest,
        LeadWithinToleranceQuickest, // numbers[1]: the tolerance in %
        LeadWithinToleranceFewest,   // numbers[1]: the tolerance in %
        LeadSameCost,
        LeadCheaperButSlower,        // numbers[1]: % cheaper
        LeadCheaperButMoreInstances, // numbers[1]: % cheaper
        LeadCheaperButLessHeadroom,  // numbers[1]: % cheaper
        LeadDearer,                  // numbers[1]: % dearer
                    // numbers[1]: % dearer, [2]: the gain; names[1]: what it gains: "first-token" (% sooner), "time"
                    // (% sooner), "capacity" (% more), "headroom" (its headroom %, [3] the first row's)
        LeadDearerBut,
        // No price: numbers[1] the hourly price per instance at which it would cost as little as the first
        // priced row, [2] the same a month; names[1]: currency
        LeadUnpricedBreakEven,
        // numbers[1]: the first-token target in s. Cheapest of the rows whose first token comes in time,
        // when a cheaper one's does not.
        LeadCheapestInTime,
        LeadCheaperButFirstTokenSlow, // numbers[1]: % cheaper, [2]: its first token in s, [3]: the target in s
        LeadCheaperButSplit,          // numbers[1]: % cheaper, [2]: instances one copy of the model spans
        LeadPlain,
        LeadNoPrice,
        // Further reasons
        MemoryHeadroom,       // needed GiB, usable GiB, headroom %
        TrainingTime,         // hours, instances
        ScalingEfficiency,    // %
        ShardedFrozenWeights, // GPUs the frozen base of a LoRA/QLoRA job is split over (ZeRO-3)
        ServingSpeed,         // tokens/s, ms per token, ms to first token, prompt tokens/s; names[0] "speech":
                              // audio hours per hour, s per window, the window's s
        PipelineSplit,        // instances
                       // Started as the scenario leaves it, the engine would reserve the model's whole context and
                       // refuse to start: the model's context, tokens one copy's KV cache holds, the length to start
                       // with; names: engine
        MaxModelLengthToSet,
        HostTables,       // % of the table rows in host memory, their GB, the PCIe GB/s their lookups cross
        SampleThroughput, // samples/s
        RequestSpeed,     // one-pass serving: requests/s, ms per request, target ms (0: none); names: kind id
                          // A clip's time: seconds, GPUs per clip, clips an hour (all copies), the GPU's sustained
                          // TFLOPS; names: the GPU the rate was measured on, "measured" or "scaled"
        ClipTime,
        CostOnBilling,                // amount; names: currency, billing id; numbers[1]: 1 training, 0 serving; price
                                      // Problems: why a configuration was rejected
        NoFp8Training,                // names: GPU name
        NoFp8Weights,                 // names: GPU name
        NoServingEngine,              // names: GPU name; numbers: its compute capability, the engines' minimum
        NoFp8MoeWeights,              // names: GPU name
        NoPublishedSpeed,             // names: GPU name
        VgpuNotForCompute,            // names: task
        VideoTrainingNotEstimated,    // training a video model: no published runs to estimate it from
        TrainingDoesNotFit,           // GiB needed, instances, GPUs per instance, GiB usable
        OffloadExceedsHostMemory,     // host GiB needed per instance, instances, host GiB it may take
        MissesDeadline,               // hours, slow-end hours, instances, deadline hours, band %
        WeightsDoNotFitOverInstances, // GiB needed, GPUs per instance, instances, GiB usable
        WeightsDoNotFit,              // GiB needed, GPUs, GiB usable
        RequestDoesNotFit, // KV GiB one request needs per GPU, GiB left after the weights, tokens per request
                           // The scenario's max model length, tokens one copy's KV cache holds at the widest split,
                           // tokens per request; names: engine id
        MaxModelLengthDoesNotFit,
        MaxModelLengthBelowRequest, // the scenario's max model length, tokens per request
        TooManyInstances,           // instances needed, instances allowed
        MissesLatency,              // ms per token (per request, per image), target ms; names: kind id
        ClipMissesTarget,           // seconds per clip at the widest split, target seconds, GPUs per clip
        OverBudget,                 // high-end monthly spend, budget, estimated monthly spend; names: currency
        OverJobBudget,              // high-end job cost, the job's budget, estimated job cost; names: currency
        NoPriceForBudget,           // budget; names: currency
        FamilyRetired,              // names: family id
        DoesNotFit,
        // What would make a scenario fit when nothing does
        AllowMoreInstances,
        FinetuneWithLora,
        FinetuneWithQlora,
        ServeAtLowerPrecision, // names: precision
        RaiseBudget,
        AllowMoreTime,      // deadline hours, the shortest deadline met at the slow end (0: unknown), band %
        RelaxLatencyTarget, // the fastest row's ms per token, request or image (0: unknown), target ms; names: kind id
        NothingCanRun
    };

    // A finding has at most five figures; held inline, since every ranked row has five or six findings
    // and a list of its own for each would be as many allocations per row and recompute.
    using Numbers = FindingFigures;

    Finding() = default;
    Finding(Kind k, Numbers n = {}, QStringList s = {}, std::shared_ptr<const ResolvedPrice> p = {})
        : kind(k)
        , numbers(std::move(n))
        , names(std::move(s))
        , price(std::move(p))
    { }

    Kind kind = Kind::DoesNotFit;
    Numbers numbers;
    QStringList names;
    // CostOnBilling: the price behind the amount and how it was obtained. Shared, not held: every ranked
    // row has this reason, and a price inline would make each of its findings four times as large.
    std::shared_ptr<const ResolvedPrice> price;

    double number(qsizetype i) const { return numbers.value(i); }
    QString name(qsizetype i) const { return names.value(i); }
    bool operator==(const Finding &o) const
    {
        return kind == o.kind && numbers == o.numbers && names == o.names
            && (price == o.price || (price && o.price && *price == *o.price));
    }
};

using Findings = std::vector<Finding>;

/** Whether any finding of the list is of this kind. */
inline bool contains(const Findings &findings, Finding::Kind kind)
{
    for (const Finding &f : findings) {
        if (f.kind == kind)
            return true;
    }
    return false;
}

} // namespace Advisor
