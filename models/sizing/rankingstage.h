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
    return c.economics->applies && c.economics->generative && c.economics->ttftMissed;
}

/**
 * The ranking stage: orders the rows that fit, cheapest first within tiers (answers in time before late
 * first tokens, one instance before a split over the network, vGPU slices last for compute), priced before
 * unpriced, and among costs within sameCostTolerance the quicker job or the fewer instances.
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

    const CatalogIndex &m_index;
};

} // namespace Advisor
