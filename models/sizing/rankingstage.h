// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/scenario/scenario.h"
#include "models/sizing/catalogindex.h"
#include "models/sizing/recommendation.h"

namespace Advisor {

/** A generated answer whose first token, for a lone request, takes longer than its target: no user is served in time.
 */
inline bool firstTokenTooSlow(const Configuration &c)
{
    return c.pricing.economics->applies && c.pricing.economics->generative && c.pricing.economics->ttftMissed;
}

/** The scenario set its own first-token target and a lone request misses it. */
inline bool missesStatedFirstToken(const Configuration &c)
{
    return firstTokenTooSlow(c) && !c.pricing.economics->ttftTargetAssumed;
}

/**
 * The ranking stage: orders the rows that fit as a buyer asks, the cheapest that meets what the scenario
 * states first. Every priced row comes before every unpriced one; within each, rows that miss a stated
 * target or margin, a copy split over the network and vGPU slices for compute come after the rest; among
 * costs within sameCostTolerance the quicker job or the fewer instances.
 */
class RankingStage
{
public:
    /** Costs closer than this (relative) count as the same when ranking: then training prefers the quicker
        job and serving the fewer instances. */
    static constexpr double sameCostTolerance = 0.01;

    explicit RankingStage(const CatalogIndex &index)
        : m_index(index)
    { }

    /** Orders r.ranked; returns the cheapest priced cost of the leading group (0 without one), for the reasons. */
    double rank(const Scenario &scenario, Recommendation &r) const;

private:
    /** What each ranked configuration costs for ranking: its job cost, or a placeholder without a price. */
    void setRankingCosts(const Scenario &scenario, Recommendation &r) const;
    /** Standing apart from cost: 0 meets what the scenario states; higher tiers miss part of it. */
    static int tier(const Scenario &scenario, const Configuration &c, const Family *family);
    /** Each unpriced row's break-even hourly price against the first priced row. */
    void setBreakEven(const Scenario &scenario, Recommendation &r) const;

    const CatalogIndex &m_index;
};

} // namespace Advisor
