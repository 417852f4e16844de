// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/rankingstage.h"

#include "models/sizing/measuredthroughput.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Advisor {

void RankingStage::setRankingCosts(const Scenario &s, Recommendation &r) const
{
    // A configuration without a listed price comes after the priced ones that do the work as well (a
    // "price on request" cannot be signed off as a cost). Among themselves they are ordered on what they
    // are: their GPU-hours at a placeholder rate, the dearest listed price per unit of what the job needs
    // from a GPU (dense compute for training, memory bandwidth for serving) times what its GPU offers. It
    // is no quote.
    const bool training = s.isTraining();
    const auto capability = [&](const Configuration &c) {
        const GpuSpec *g = m_index.gpuOf(c);
        if (!g)
            return 0.0;
        return training ? peakFlops(*g, s.precision) : g->memoryBandwidthGBs.value_or(0);
    };
    std::vector<double> perCapability;
    for (const Configuration &c : r.ranked) {
        if (c.pricing.priced && c.pricing.costPerGpuHour > 0 && capability(c) > 0)
            perCapability.push_back(c.pricing.costPerGpuHour / capability(c));
    }
    std::sort(perCapability.begin(), perCapability.end());
    const double ratePerCapability = perCapability.empty() ? 0 : perCapability.back();
    for (Configuration &c : r.ranked) {
        c.ranking.referenceGpuHourRate =
            c.pricing.priced ? c.pricing.costPerGpuHour : ratePerCapability * capability(c);
        if (c.pricing.priced)
            c.ranking.rankingCost = c.pricing.jobCost;
        else if (c.ranking.referenceGpuHourRate > 0)
            c.ranking.rankingCost =
                c.layout.totalGpus * (training ? c.speed.hours : hoursPerMonth) * c.ranking.referenceGpuHourRate;
        else
            c.ranking.rankingCost = std::numeric_limits<double>::infinity();
    }
}

int RankingStage::tier(const Scenario &s, const Configuration &c, const Family *f)
{
    const bool virtualGpu = f && f->category == FamilyCategory::VirtualGpu;
    const int split = c.layout.pipelineParallel > 1 ? (f && f->rdma != RdmaType::None ? 1 : 2) : 0;
    if (s.task == Task::Graphics)
        return 0; // graphics orders on the slice, below
    if (virtualGpu)
        return 7; // vGPU slices carry a graphics licence and are meant for desktops
    // What the scenario states and the row misses: its own first-token target, its own memory margin.
    if (missesStatedFirstToken(c))
        return 4 + split;
    if (s.constraints.memoryMarginPercent && c.memory.fit != Fit::Fits)
        return 3;
    // Serving split over instances waits on the network for every token: over RDMA a small cost, over TCP
    // a large one, so those come after configurations that keep a copy on one instance.
    return s.isTraining() ? 0 : split;
}

void RankingStage::setBreakEven(const Scenario &s, Recommendation &r) const
{
    // What each unpriced row's quote must beat: the first priced row's cost over the row's instance-hours.
    // Graphics compares like with like, a vGPU slice with the first priced slice, as the ranking does.
    const bool graphics = s.task == Task::Graphics;
    const auto isSlice = [&](const Configuration &c) {
        const Family *f = m_index.familyOf(c);
        return graphics && f && f->category == FamilyCategory::VirtualGpu;
    };
    const Configuration *firstPriced[2] = {nullptr, nullptr}; // [slice]; outside graphics only [0]
    for (const Configuration &c : r.ranked) {
        if (!c.pricing.priced || c.pricing.jobCost <= 0)
            continue;
        const Configuration *&first = firstPriced[isSlice(c)];
        if (!first)
            first = &c;
    }
    for (Configuration &c : r.ranked) {
        if (c.pricing.priced)
            continue;
        const bool slice = isSlice(c);
        const Configuration *rival = firstPriced[slice] ? firstPriced[slice] : firstPriced[!slice];
        const double hours = s.isTraining() ? c.speed.hours : hoursPerMonth;
        if (rival && c.layout.instances > 0 && hours > 0)
            c.ranking.breakEvenHourly = rival->pricing.jobCost / (double(c.layout.instances) * hours);
    }
}

namespace {
/**
 * What a row's place depends on, copied out of the row. Sorting thousands of rows then reads one compact
 * list, rather than reaching into every row for fields scattered over its 600-odd bytes.
 */
struct RankKey
{
    int row = 0;
    int tier = 0;
    bool virtualGpu = false;
    bool priced = false;
    int instances = 0;
    double rankingCost = 0;
    double jobCost = 0;
    double memoryGiB = 0; // on one instance's GPUs
    double headroomPercent = 0;
    double hours = 0;
};

RankKey keyOf(int row, int tier, bool virtualGpu, const Configuration &c)
{
    return {row,
            tier,
            virtualGpu,
            c.pricing.priced,
            c.layout.instances,
            c.ranking.rankingCost,
            c.pricing.jobCost,
            c.layout.gpusPerInstance * c.memory.gpuMemoryGiB,
            c.memory.headroomPercent,
            c.speed.hours};
}

/** Rows that compete among themselves: same tier, both priced or both not, and in graphics the same kind. */
bool sameGroup(const RankKey &a, const RankKey &b, bool graphics)
{
    return (!graphics || a.virtualGpu == b.virtualGpu) && a.priced == b.priced && a.tier == b.tier;
}

bool differ(double a, double b)
{
    return std::abs(a - b) > 1e-9 * std::max(1.0, a);
}

bool ranksBefore(const RankKey &a, const RankKey &b, bool graphics)
{
    if (graphics && a.virtualGpu != b.virtualGpu)
        return a.virtualGpu; // vGPU families carry the GRID licence graphics work needs
    if (a.priced != b.priced)
        return a.priced;
    if (a.tier != b.tier)
        return a.tier < b.tier;
    // Serving costs already carry the instances the required throughput needs, so job cost compares both kinds.
    if (!graphics && differ(a.rankingCost, b.rankingCost))
        return a.rankingCost < b.rankingCost;
    if (graphics && a.priced && differ(a.jobCost, b.jobCost))
        return a.jobCost < b.jobCost;
    // Without prices (most vGPU families), the smallest slice that holds a desktop wastes the least.
    if (graphics && !a.priced && a.memoryGiB != b.memoryGiB)
        return a.memoryGiB < b.memoryGiB;
    return a.headroomPercent > b.headroomPercent;
}

// Many configurations cost the same within a rounding (prices scale with the GPU count), and then the
// cheaper by a few yuan is not the better answer: among those within sameCostTolerance of the cheapest
// in their group, training prefers the job that finishes first and serving the fewest instances.
// Still sorted as keys: the rows move once, below.
void preferQuickerOrFewer(std::vector<RankKey> &order, bool graphics, bool training)
{
    const auto groupCost = [&](const RankKey &k) { return graphics ? k.jobCost : k.rankingCost; };
    for (auto start = order.begin(); start != order.end();) {
        auto end = std::next(start);
        const RankKey &head = *start;
        if (std::isfinite(groupCost(head)) && (head.priced || !graphics)) {
            const double limit = groupCost(head) * (1 + RankingStage::sameCostTolerance);
            while (end != order.end() && sameGroup(*start, *end, graphics) && groupCost(*end) <= limit)
                ++end;
            std::stable_sort(start, end, [&](const RankKey &a, const RankKey &b) {
                if (training && a.hours != b.hours)
                    return a.hours < b.hours;
                if (a.instances != b.instances)
                    return a.instances < b.instances;
                return a.headroomPercent > b.headroomPercent;
            });
        }
        start = end;
    }
}

// Each row moved once into its place, cycle by cycle, rather than into a second list: at 100× the
// catalog that list is 7 MB fresh from the system on every recompute.
void moveIntoOrder(const std::vector<RankKey> &order, std::vector<Configuration> &rows)
{
    std::vector<bool> placed(order.size(), false);
    for (size_t k = 0; k < order.size(); ++k) {
        if (placed[k] || size_t(order[k].row) == k) {
            placed[k] = true;
            continue;
        }
        Configuration held = std::move(rows[k]);
        size_t at = k;
        for (;;) {
            placed[at] = true;
            const size_t from = size_t(order[at].row);
            if (from == k) {
                rows[at] = std::move(held);
                break;
            }
            rows[at] = std::move(rows[from]);
            at = from;
        }
    }
}
} // namespace

double RankingStage::rank(const Scenario &s, Recommendation &r) const
{
    const bool graphics = s.task == Task::Graphics;
    const bool training = s.isTraining();
    setRankingCosts(s, r);
    // The buyer's question: among the rows that meet what the scenario states, the cheapest first. Targets
    // the tool assumed (MLPerf's first token), the default memory margin and a missing feature are warnings
    // with their fix, never a step down past cheaper rows. A row without a price cannot be signed off as a
    // cost, so every priced row comes before every unpriced one; the unpriced ones say what a quote must beat.
    // Sorted as keys, then moved once: a large catalog has thousands of rows, and sorting the rows
    // themselves moves each of them many times.
    std::vector<RankKey> order;
    order.reserve(r.ranked.size());
    for (size_t i = 0; i < r.ranked.size(); ++i) {
        const Configuration &c = r.ranked[i];
        const Family *f = m_index.familyOf(c);
        order.push_back(keyOf(int(i), tier(s, c, f), f && f->category == FamilyCategory::VirtualGpu, c));
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](const RankKey &a, const RankKey &b) { return ranksBefore(a, b, graphics); });
    preferQuickerOrFewer(order, graphics, training);
    moveIntoOrder(order, r.ranked);
    // order[k] is now the key of ranked[k].
    double cheapest = 0;
    for (const RankKey &k : order) {
        if (k.priced && (cheapest == 0 || k.jobCost < cheapest) && sameGroup(order.front(), k, graphics))
            cheapest = k.jobCost;
    }
    setBreakEven(s, r);
    return cheapest;
}

} // namespace Advisor
