// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/sizingengine.h"

#include "models/sizing/confidence.h"
#include "models/sizing/decodememo.h"
#include "models/sizing/whatwouldfit.h"
#include "models/util/parallelparts.h"

#include <algorithm>
#include <thread>

namespace Advisor {

SizingEngine::SizingEngine(const Catalog &catalog, const ModelPresetLibrary &presets, SizingParameters parameters)
    : m_catalog(catalog)
    , m_params(parameters)
    , m_prices(catalog)
    , m_index(catalog)
    , m_profiler(catalog, presets, m_params)
    , m_sizer(m_index, m_params)
    , m_pricing(m_index, m_prices)
    , m_ranking(m_index)
    , m_explanation(m_index, m_params)
    , m_workers(std::clamp(int(std::thread::hardware_concurrency()), 1, maxWorkers))
{ }

void SizingEngine::setWorkers(int workers)
{
    m_workers = std::clamp(workers, 1, maxWorkers);
}

WorkloadProfile SizingEngine::profile(const Scenario &s) const
{
    return m_profiler.profile(s);
}

Configuration SizingEngine::sizeAndPrice(const Scenario &s, const WorkloadProfile &p, const InstanceType &type,
                                         const RowSizer::RowContext &context,
                                         const std::vector<BillingColumn> &billing) const
{
    Configuration c = m_sizer.size(s, p, type, context);
    c.sizingProblemCount = c.problems.size();
    if (c.placed) {
        m_pricing.price(s, type, c, billing);
        applyConfidence(s, p, m_catalog, c);
    }
    return c;
}

std::size_t SizingEngine::partsFor(std::size_t rows) const
{
    return std::clamp<std::size_t>(rows / minTypesPerWorker, 1, static_cast<std::size_t>(m_workers));
}

Configuration SizingEngine::evaluate(const Scenario &s, const WorkloadProfile &p, const InstanceType &type) const
{
    return sizeAndPrice(s, p, type, {&m_speeds[0], &m_profiler.model(p.kind)}, m_pricing.columns(s));
}

namespace {
/** Frees the rows of the part-th of `parts` contiguous runs of rows, leaving them empty. */
void freeRun(std::vector<Configuration> &rows, std::size_t part, std::size_t parts)
{
    for (std::size_t i = rows.size() * part / parts; i < rows.size() * (part + 1) / parts; ++i)
        rows[i] = Configuration{};
}
} // namespace

std::vector<std::vector<Configuration>> SizingEngine::evaluateTypes(const Scenario &s, const WorkloadProfile &p,
                                                                    const std::vector<const InstanceType *> &types,
                                                                    Recommendation *previous) const
{
    // Resolved here, on the calling thread, so the threads below only read the price book.
    const std::vector<BillingColumn> billing = m_pricing.columns(s);
    const std::size_t parts = partsFor(types.size());
    std::vector<std::vector<Configuration>> rows(parts);
    // Contiguous runs of the catalog, each its own vector, so the rows come out in catalog order (the
    // ranking's tie-break) whatever the number of threads.
    runParts(parts, [&](std::size_t part) {
        const std::size_t begin = types.size() * part / parts;
        const std::size_t end = types.size() * (part + 1) / parts;
        if (previous) {
            freeRun(previous->ranked, part, parts);
            freeRun(previous->rejected, part, parts);
        }
        DecodeMemo decodes;
        const RowSizer::RowContext context{&m_speeds[part], &m_profiler.model(p.kind), &decodes};
        rows[part].reserve(end - begin);
        for (std::size_t i = begin; i < end; ++i) {
            const InstanceType &type = *types[i];
            Configuration c = sizeAndPrice(s, p, type, context, billing);
            m_sizer.finish(type, c);
            rows[part].push_back(std::move(c));
        }
    });
    return rows;
}

Recommendation SizingEngine::emptyRecommendation(const Scenario &s) const
{
    Recommendation r;
    r.catalogName = m_catalog.name;
    r.catalogVersion = m_catalog.version;
    r.priceDate = m_catalog.priceDate;
    r.currency = m_catalog.currency;
    r.region = s.constraints.region.isEmpty() ? m_catalog.referenceRegion : s.constraints.region;
    r.profile = profile(s);
    return r;
}

void SizingEngine::rankAndExplain(const Scenario &s, Recommendation &r) const
{
    const double cheapest = m_ranking.rank(s, r);
    m_explanation.explain(s, r, cheapest, partsFor(r.ranked.size()));
    if (!r.ranked.empty())
        return;
    // Every variant keeps the scenario's billing models and region; rows are sized and priced, not finished.
    const std::vector<BillingColumn> billing = m_pricing.columns(s);
    const RowSizer::RowContext context{&m_speeds[0], &m_profiler.model(r.profile.kind)};
    r.nothingFitsAdvice = whatWouldFit(s, [&](const Scenario &variant, const auto &visit) {
        const WorkloadProfile p = profile(variant);
        for (const InstanceType &type : m_catalog.instanceTypes) {
            if (!visit(sizeAndPrice(variant, p, type, context, billing)))
                return;
        }
    });
}

Recommendation SizingEngine::recommend(const Scenario &s) const
{
    return recommend(s, Recommendation{});
}

Recommendation SizingEngine::recommend(const Scenario &s, Recommendation &&previous) const
{
    Recommendation r = emptyRecommendation(s);
    const bool graphics = s.task == Task::Graphics;
    std::vector<const InstanceType *> types;
    types.reserve(m_catalog.instanceTypes.size());
    for (const InstanceType &type : m_catalog.instanceTypes) {
        const Family *family = m_index.partsOf(type).first;
        if (!family)
            continue;
        if (graphics && !family->suits.contains(QStringLiteral("graphics")))
            continue;
        types.push_back(&type);
    }
    std::vector<std::vector<Configuration>> parts = evaluateTypes(s, r.profile, types, &previous);
    previous = {}; // its rows are empty by now
    // Counted first: growing the lists row by row moved every row of a large catalog once or twice more.
    std::size_t fitting = 0;
    for (const std::vector<Configuration> &part : parts)
        fitting += std::size_t(
            std::count_if(part.begin(), part.end(), [](const Configuration &c) { return c.problems.empty(); }));
    r.ranked.reserve(fitting);
    r.rejected.reserve(types.size() - fitting);
    for (std::vector<Configuration> &part : parts) {
        for (Configuration &c : part)
            (c.problems.empty() ? r.ranked : r.rejected).push_back(std::move(c));
    }
    rankAndExplain(s, r);
    return r;
}

bool SizingEngine::sizedAlike(const Scenario &a, const Scenario &b)
{
    const auto sizingPart = [](Scenario s) {
        s.name.clear();
        s.phases.clear();
        static_cast<PricingTerms &>(s.constraints) = PricingTerms{};
        return s;
    };
    return sizingPart(a) == sizingPart(b);
}

Recommendation SizingEngine::reprice(const Scenario &s, Recommendation &&previous) const
{
    if (previous.ranked.empty() && previous.rejected.empty())
        return recommend(s, std::move(previous));
    // Back into catalog order, the order recommend() ranks from, so that ties break as they would there.
    const std::size_t typeCount = m_catalog.instanceTypes.size();
    std::vector<Configuration *> byPosition(typeCount, nullptr);
    for (std::vector<Configuration> *list : {&previous.ranked, &previous.rejected}) {
        for (Configuration &c : *list) {
            if (c.catalogPosition < 0 || std::size_t(c.catalogPosition) >= typeCount || byPosition[c.catalogPosition])
                return recommend(s, std::move(previous)); // not a whole answer of this engine: size it as new
            byPosition[std::size_t(c.catalogPosition)] = &c;
        }
    }
    Recommendation r = emptyRecommendation(s);
    const std::vector<BillingColumn> billing = m_pricing.columns(s);
    // Each row is priced on its own: a large catalog's rows in contiguous runs on the threads that size
    // them, as recommend() does; then gathered in catalog order.
    const std::size_t parts = partsFor(typeCount);
    runParts(parts, [&](std::size_t part) {
        for (std::size_t i = typeCount * part / parts; i < typeCount * (part + 1) / parts; ++i) {
            if (!byPosition[i])
                continue;
            Configuration &c = *byPosition[i];
            const InstanceType &type = m_catalog.instanceTypes[i];
            // Everything pricing, ranking and finish() gave the row goes; what sizing gave it stays.
            PricingStage::clear(c);
            if (c.placed) {
                m_pricing.price(s, type, c, billing);
                applyConfidence(s, r.profile, m_catalog, c);
            }
            m_sizer.finish(type, c);
        }
    });
    r.ranked.reserve(previous.ranked.size());
    r.rejected.reserve(previous.rejected.size());
    for (Configuration *row : byPosition) {
        if (row)
            (row->problems.empty() ? r.ranked : r.rejected).push_back(std::move(*row));
    }
    previous = {};
    rankAndExplain(s, r);
    return r;
}

} // namespace Advisor
