// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/domain/modelpreset.h"
#include "models/pricing/pricebook.h"
#include "models/scenario/scenario.h"
#include "models/sizing/catalogindex.h"
#include "models/sizing/performancemodel.h"
#include "models/sizing/pricingstage.h"
#include "models/sizing/rankingexplanation.h"
#include "models/sizing/rankingstage.h"
#include "models/sizing/recommendation.h"
#include "models/sizing/rowsizer.h"
#include "models/sizing/sizingparameters.h"
#include "models/sizing/workloadprofiler.h"

#include <array>
#include <cstddef>
#include <vector>

namespace Advisor {

/**
 * From a scenario, estimate memory, time, speed and cost for every instance type in the catalog,
 * keep those that fit and meet the deadline, latency and budget, and rank them.
 * Pure computation: no I/O, no GUI, cheap enough to run on every keystroke.
 *
 * A façade over the stages, each in its own file: profile (WorkloadProfiler) → size rows (RowSizer, on
 * several threads for a large catalog) → price (PricingStage) → rank (RankingStage) → explain
 * (RankingExplanation), and whatWouldFit() when nothing fits. A change of price alone runs the last three.
 */
class SizingEngine
{
public:
    /** Costs closer than this (relative) count as the same when ranking (RankingStage). */
    static constexpr double sameCostTolerance = RankingStage::sameCostTolerance;

    SizingEngine(const Catalog &catalog, const ModelPresetLibrary &presets, SizingParameters parameters = {});
    SizingEngine(const SizingEngine &) = delete;
    SizingEngine &operator=(const SizingEngine &) = delete;

    WorkloadProfile profile(const Scenario &scenario) const;
    Recommendation recommend(const Scenario &scenario) const;
    /**
     * recommend(scenario), freeing previous (an answer given up, of any engine) on the threads that size
     * the new rows rather than after them on the calling thread: at 100× the catalog its rows cost as much
     * to free as a fifth of a recompute.
     */
    Recommendation recommend(const Scenario &scenario, Recommendation &&previous) const;
    /**
     * Whether two scenarios are sized the same, differing at most in what prices and ranks the rows:
     * billing models, region, customer discount, budget and its currency (and the name and phases,
     * which the engine does not read).
     */
    static bool sizedAlike(const Scenario &a, const Scenario &b);
    /**
     * What recommend(scenario) answers, made from previous, this engine's answer to a scenario
     * sizedAlike() to it: each row keeps its memory, layout, time and speed and is priced and ranked
     * again. A change of discount, billing, region or budget then costs no sizing of every type.
     */
    Recommendation reprice(const Scenario &scenario, Recommendation &&previous) const;
    /** The configuration of one instance type (with as many instances as it needs), ranked or not. */
    Configuration evaluate(const Scenario &scenario, const WorkloadProfile &profile, const InstanceType &type) const;

    /** Below this many types per thread a recompute stays on the calling thread: a thread costs more than it saves. */
    static constexpr std::size_t minTypesPerWorker = 256;
    /** The most threads a recompute sizes rows on. */
    static constexpr int maxWorkers = 4;
    /**
     * How many threads a recompute of a large catalog may size its rows on (default: the machine's
     * cores, at most maxWorkers); 1 keeps it on the calling thread. The answer is the same for any number.
     */
    void setWorkers(int workers);
    int workers() const { return m_workers; }

    const SizingParameters &parameters() const { return m_params; }
    /** The model of one kind of workload this engine sizes with (its memory, speed and assumptions). */
    const WorkloadModel &workloadModel(WorkloadKind kind) const { return m_profiler.model(kind); }
    const Catalog &catalog() const { return m_catalog; }
    /**
     * The prices the ranking used, with the lookups of every recompute remembered: for the advice on its
     * rows and for figures beside them (other regions) that must agree with it.
     */
    const PriceBook &prices() const { return m_prices; }

private:
    /** Sizes, prices and scores one row (not finished: finish() adds the catalog's own problems). */
    Configuration sizeAndPrice(const Scenario &scenario, const WorkloadProfile &profile, const InstanceType &type,
                               const RowSizer::RowContext &context, const std::vector<BillingColumn> &billing) const;
    /** How many threads a recompute of `rows` rows runs on: one per minTypesPerWorker, at most m_workers. */
    std::size_t partsFor(std::size_t rows) const;
    /** Each type's row, in the order given, on up to m_workers threads; each part holds a contiguous run. */
    std::vector<std::vector<Configuration>> evaluateTypes(const Scenario &scenario, const WorkloadProfile &profile,
                                                          const std::vector<const InstanceType *> &types,
                                                          Recommendation *previous) const;
    /** The recommendation's catalog, region and profile, before any row. */
    Recommendation emptyRecommendation(const Scenario &scenario) const;
    /** Ranks, explains and, when nothing fits, says what would. */
    void rankAndExplain(const Scenario &scenario, Recommendation &r) const;

    const Catalog &m_catalog;
    SizingParameters m_params;
    PriceBook m_prices;
    CatalogIndex m_index;
    WorkloadProfiler m_profiler;
    RowSizer m_sizer;
    PricingStage m_pricing;
    RankingStage m_ranking;
    RankingExplanation m_explanation;
    // Measured speeds by GPU, for every type of that GPU and every recompute asking the same: one memo
    // per thread, kept across recomputes.
    mutable std::array<SpeedMemo, maxWorkers> m_speeds;
    int m_workers = 1;
};

} // namespace Advisor
