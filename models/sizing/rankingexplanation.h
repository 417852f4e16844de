// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstddef>

#include "models/scenario/scenario.h"
#include "models/sizing/catalogindex.h"
#include "models/sizing/recommendation.h"

namespace Advisor {

struct SizingParameters;

/**
 * The explanation stage: each ranked row's rank and its reasons, as findings (ids and numbers) that the
 * text layer words: why it leads or how it compares with the first, then its memory, time or speed and cost.
 */
class RankingExplanation
{
public:
    RankingExplanation(const CatalogIndex &index, const SizingParameters &params)
        : m_index(index)
        , m_params(params)
    { }

    /** cheapest: what RankingStage::rank() returned for r. */
    /**
     * Numbers every ranked row and gives it its reasons. Each row's reasons are its own, so a large
     * catalog's rows are explained in `parts` contiguous runs on as many threads (runParts).
     */
    void explain(const Scenario &scenario, Recommendation &r, double cheapest, std::size_t parts = 1) const;

private:
    /** What a row's lead compares it with (see explain()). */
    struct LeadContext
    {
        const Scenario &scenario;
        const Configuration *first = nullptr; // the first ranked row, if any
        double cheapest = 0;
        // A cheaper priced row was passed over for missing the first-token target the scenario sets.
        bool slowerButCheaper = false;
        const QString &currency;
    };
    /** The row's first reason: why it leads, or how it compares with the first row. */
    static void addLead(const LeadContext &context, Configuration &c, const QStringList &gpu);
    /** The cost on the row's cheapest billing; `names` holds the {currency, billing} lists already made. */
    static void addCostReason(const Scenario &s, const QString &currency, std::vector<QStringList> &names,
                              Configuration &c);
    /** The reasons about the row itself: memory, tables kept in host memory, then time or speed. */
    void addSizeReasons(const Scenario &scenario, const WorkloadProfile &profile, Configuration &c) const;
    /** A generative LLM row whose engine, started as the scenario leaves it, would not start: the length to set. */
    static void addMaxModelLengthReason(const Scenario &scenario, const WorkloadProfile &profile, Configuration &c);
    /** A priced row dearer than the first: what the extra money buys over it, if anything. */
    static Finding dearerLead(const Scenario &scenario, const Configuration &c, const Configuration &first,
                              double percentDearer);

    const CatalogIndex &m_index;
    const SizingParameters &m_params;
};

} // namespace Advisor
