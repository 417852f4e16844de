// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/rankingexplanation.h"

#include "models/sizing/performancemodel.h"
#include "models/sizing/rankingstage.h"
#include "models/sizing/recommendermodel.h"
#include "models/util/parallelparts.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include <QHash>

namespace Advisor {

namespace {
/**
 * A speech row's speed in audio: audio hours per hour, seconds per window, the window's length. Read from
 * the row's serving economics (setAudioFigures, set at the confidence stage) so that the reason and the
 * tables state one figure.
 */
Finding::Numbers speechSpeed(const ServingEconomics &e)
{
    return {e.capacityAudioHoursPerHour, e.secondsPerWindow, e.audioWindowSeconds};
}
} // namespace

Finding RankingExplanation::dearerLead(const Scenario &s, const Configuration &c, const Configuration &first,
                                       double percentDearer)
{
    // What the extra money buys, the largest gain first: a sooner first token, a quicker job, more
    // capacity, more memory to spare; a plain "dearer" when it buys none of them.
    using K = Finding::Kind;
    const auto gain = [](double ours, double theirs) { return theirs > 0 ? (1 - ours / theirs) * 100 : 0; };
    const auto more = [](double ours, double theirs) { return theirs > 0 ? (ours / theirs - 1) * 100 : 0; };
    QString what;
    double figure = 0;
    if (s.isTraining()) {
        if (c.speed.hours > 0 && gain(c.speed.hours, first.speed.hours) >= 10) {
            what = QStringLiteral("time");
            figure = gain(c.speed.hours, first.speed.hours);
        }
    } else if (c.pricing.economics->applies && c.pricing.economics->generative
               && gain(c.speed.ttftMs, first.speed.ttftMs) >= 10) {
        what = QStringLiteral("first-token");
        figure = gain(c.speed.ttftMs, first.speed.ttftMs);
    } else if (c.speed.tokensPerSecond > 0 && more(c.speed.tokensPerSecond, first.speed.tokensPerSecond) >= 10) {
        what = QStringLiteral("capacity");
        figure = more(c.speed.tokensPerSecond, first.speed.tokensPerSecond);
    } else if (c.speed.samplesPerSecond > 0 && more(c.speed.samplesPerSecond, first.speed.samplesPerSecond) >= 10) {
        what = QStringLiteral("capacity");
        figure = more(c.speed.samplesPerSecond, first.speed.samplesPerSecond);
    }
    if (what.isEmpty() && c.memory.headroomPercent - first.memory.headroomPercent >= 10) {
        what = QStringLiteral("headroom");
        figure = c.memory.headroomPercent;
    }
    if (what.isEmpty())
        return {K::LeadDearer, {c.layout.totalGpus, percentDearer}, {c.layout.gpu}};
    return {K::LeadDearerBut,
            {c.layout.totalGpus, percentDearer, figure, first.memory.headroomPercent},
            {c.layout.gpu, what}};
}

void RankingExplanation::explain(const Scenario &s, Recommendation &r, double cheapest, std::size_t parts) const
{
    const Configuration *first = r.ranked.empty() ? nullptr : &r.ranked.front();
    // Whether a cheaper priced row was passed over because it misses the first-token target the scenario
    // sets: then "cheapest" alone would not be true of the first row.
    const bool slowerButCheaper =
        first && first->pricing.priced && !missesStatedFirstToken(*first)
        && std::any_of(r.ranked.begin(), r.ranked.end(), [&](const Configuration &c) {
               return c.pricing.priced && missesStatedFirstToken(c) && c.pricing.jobCost < first->pricing.jobCost;
           });
    parts = std::clamp<std::size_t>(parts, 1, std::max<std::size_t>(1, r.ranked.size()));
    const LeadContext leads{s, first, cheapest, slowerButCheaper, r.currency};
    runParts(parts, [&](std::size_t part) {
        const std::size_t begin = r.ranked.size() * part / parts;
        const std::size_t end = r.ranked.size() * (part + 1) / parts;
        // The name lists reasons carry, one per GPU and per billing model: shared by the rows that cite
        // the same, rather than a list of their own for every row. Found by the GPU's address and among
        // the few billings one by one: hashing every row's ids took a sixth of explaining a large catalog.
        QHash<const GpuSpec *, QStringList> gpuIds;
        std::vector<QStringList> costNames; // {currency, billing}
        for (std::size_t i = begin; i < end; ++i) {
            Configuration &c = r.ranked[i];
            c.ranking.rank = int(i) + 1;
            c.ranking.reasons.reserve(6); // lead, memory, time or speed, scaling, cost: one allocation, not four
            const GpuSpec *gpu = m_index.gpuOf(c);
            auto gpuId = gpuIds.find(gpu);
            if (gpuId == gpuIds.end() || !gpu)
                gpuId = gpuIds.insert(gpu, QStringList{c.layout.gpu});
            addLead(leads, c, *gpuId);
            addSizeReasons(s, r.profile, c);
            addCostReason(s, r.currency, costNames, c);
        }
    });
}

void RankingExplanation::addCostReason(const Scenario &s, const QString &currency, std::vector<QStringList> &names,
                                       Configuration &c)
{
    const BillingCost *cost = c.cost(c.pricing.primaryBilling);
    if (!cost)
        return;
    auto named = std::find_if(names.begin(), names.end(),
                              [&](const QStringList &n) { return n.at(1) == c.pricing.primaryBilling; });
    if (named == names.end())
        named = names.insert(names.end(), QStringList{currency, c.pricing.primaryBilling});
    c.ranking.reasons.push_back({Finding::Kind::CostOnBilling,
                                 {cost->total, s.isTraining() ? 1.0 : 0.0},
                                 *named,
                                 cost->price.isSet() ? cost->price.shared() : std::make_shared<const ResolvedPrice>()});
}

void RankingExplanation::addLead(const LeadContext &context, Configuration &c, const QStringList &gpu)
{
    using K = Finding::Kind;
    const bool graphics = context.scenario.task == Task::Graphics;
    const bool training = context.scenario.isTraining();
    const Configuration *first = context.first;
    const double cheapest = context.cheapest;
    const auto unpricedLead = [&](Finding::Kind kind) {
        c.ranking.reasons.push_back(
            {kind, {c.layout.totalGpus, c.ranking.referenceGpuHourRate}, {c.layout.gpu, context.currency}});
    };
    const auto lead = [&](K kind, double percent = 0) {
        c.ranking.reasons.push_back({kind, {c.layout.totalGpus, percent}, gpu});
    };
    const double percentAbove = first && first->pricing.priced && first->pricing.jobCost > 0
        ? (c.pricing.jobCost / first->pricing.jobCost - 1) * 100
        : 0;
    if (c.ranking.rank == 1) {
        if (graphics) // what one session gets: the total over all sessions says little
            c.ranking.reasons.push_back({K::LeadGraphicsReady, {c.layout.totalGpus, c.layout.gpusPerInstance}, gpu});
        else if (!c.pricing.priced)
            unpricedLead(K::LeadFitsUnpriced);
        else if (c.pricing.jobCost <= cheapest && context.slowerButCheaper)
            c.ranking.reasons.push_back(
                {K::LeadCheapestInTime, {c.layout.totalGpus, c.pricing.economics->ttftTargetMs / 1000}, gpu});
        else if (c.pricing.jobCost <= cheapest)
            lead(K::LeadCheapest);
        else
            lead(training ? K::LeadWithinToleranceQuickest : K::LeadWithinToleranceFewest,
                 RankingStage::sameCostTolerance * 100);
    } else if (c.pricing.priced && first && first->pricing.priced && first->pricing.jobCost > 0) {
        if (std::abs(percentAbove) < 0.5)
            lead(K::LeadSameCost);
        else if (percentAbove < 0 && missesStatedFirstToken(c) && !missesStatedFirstToken(*first))
            c.ranking.reasons.push_back(
                {K::LeadCheaperButFirstTokenSlow,
                 {c.layout.totalGpus, -percentAbove, c.speed.ttftMs / 1000, c.pricing.economics->ttftTargetMs / 1000},
                 gpu});
        else if (percentAbove < 0 && !training && c.layout.pipelineParallel > 1 && first->layout.pipelineParallel <= 1)
            c.ranking.reasons.push_back(
                {K::LeadCheaperButSplit, {c.layout.totalGpus, -percentAbove, double(c.layout.pipelineParallel)}, gpu});
        else if (percentAbove < 0)
            lead(training && c.speed.hours > first->speed.hours     ? K::LeadCheaperButSlower
                     : c.layout.instances > first->layout.instances ? K::LeadCheaperButMoreInstances
                                                                    : K::LeadCheaperButLessHeadroom,
                 -percentAbove);
        else
            c.ranking.reasons.push_back(dearerLead(context.scenario, c, *first, percentAbove));
    } else if (!c.pricing.priced && c.ranking.breakEvenHourly > 0) {
        c.ranking.reasons.push_back(
            {K::LeadUnpricedBreakEven,
             {c.layout.totalGpus, c.ranking.breakEvenHourly, c.ranking.breakEvenHourly * hoursPerMonth},
             {c.layout.gpu, context.currency}});
    } else {
        if (c.pricing.priced)
            lead(K::LeadPlain);
        else
            unpricedLead(K::LeadNoPrice);
    }
}

void RankingExplanation::addMaxModelLengthReason(const Scenario &s, const WorkloadProfile &profile, Configuration &c)
{
    // Left unset, the engine reserves the model's whole context (vLLM derives max_model_len from
    // config.json) and refuses to start where one sequence that long does not fit the KV cache. The row
    // works, as every request fits, but only when the engine is told a shorter length: say which.
    if (profile.kind != WorkloadKind::DecoderLlm || s.inference.maxModelLength || !profile.shape)
        return;
    const int context = profile.shape->context;
    if (context <= 0 || c.speed.maxContextTokens <= 0 || c.speed.maxContextTokens >= context)
        return;
    // A round number of 1,024 tokens, as engineers set it, unless that would cut the scenario's requests.
    const int request = s.inference.contextLength + s.inference.outputTokens;
    const int round = c.speed.maxContextTokens / 1024 * 1024;
    const int start = round >= request ? round : c.speed.maxContextTokens;
    c.ranking.reasons.push_back({Finding::Kind::MaxModelLengthToSet,
                                 {double(context), double(c.speed.maxContextTokens), double(start)},
                                 {toString(s.inference.llmEngine)}});
}

void RankingExplanation::addSizeReasons(const Scenario &s, const WorkloadProfile &profile, Configuration &c) const
{
    using K = Finding::Kind;
    c.ranking.reasons.push_back(
        {K::MemoryHeadroom, {c.memory.perGpuMemoryGiB, c.memory.usableGpuMemoryGiB, c.memory.headroomPercent}, {}});
    if (c.layout.hostTableShare > 0) {
        const GpuSpec *g = m_index.gpuOf(c);
        const RecommenderModel model(s, profile, m_params, &m_index.catalog());
        c.ranking.reasons.push_back(
            {K::HostTables,
             {c.layout.hostTableShare * 100, model.hostBytes(c.layout.hostTableShare) / 1e9,
              g ? RecommenderModel::pcieGBs(*g) * m_index.catalog().recommendation.hostLinkShare.value : 0},
             {}});
    }
    if (s.isTraining() && c.speed.hours > 0) {
        c.ranking.reasons.push_back({K::TrainingTime, {c.speed.hours, double(c.layout.instances)}, {}});
        if (c.layout.shardedFrozenWeights)
            c.ranking.reasons.push_back({K::ShardedFrozenWeights, {c.layout.totalGpus}, {}});
        if (c.layout.totalGpus > 1)
            c.ranking.reasons.push_back({K::ScalingEfficiency, {c.speed.scalingEfficiency * 100}, {}});
    } else if (c.speed.tokensPerSecond > 0) {
        // in the audio it transcribes, as the economics state it for every placed row (servingeconomics.h)
        if (profile.kind == WorkloadKind::Speech && c.pricing.economics->audio)
            c.ranking.reasons.push_back({K::ServingSpeed, speechSpeed(*c.pricing.economics), {toString(profile.kind)}});
        else
            c.ranking.reasons.push_back(
                {K::ServingSpeed,
                 {c.speed.tokensPerSecond, c.speed.tpotMs, c.speed.ttftMs, c.speed.promptTokensPerSecond},
                 {}});
        addMaxModelLengthReason(s, profile, c);
        if (c.layout.pipelineParallel > 1) {
            const Family *f = m_index.familyOf(c);
            const bool rdma = f && f->rdma != RdmaType::None;
            c.ranking.reasons.push_back(
                {K::PipelineSplit,
                 {double(c.layout.pipelineParallel), (rdma ? rdmaHopSeconds : tcpHopSeconds) * 1e6},
                 {rdma ? QStringLiteral("rdma") : QStringLiteral("tcp")}});
        }
    } else if (profile.kind == WorkloadKind::Video && c.speed.samplesPerSecond > 0) {
        c.ranking.reasons.push_back(
            {K::ClipTime,
             {c.speed.ttftMs / 1000, double(c.layout.tensorParallel), c.speed.samplesPerSecond * 3600,
              c.speed.speedAnchorRate},
             {c.speed.speedAnchorGpu,
              c.speed.speedAnchorScaled ? QStringLiteral("scaled") : QStringLiteral("measured")}});
    } else if (c.speed.samplesPerSecond > 0) {
        // A served request's time is what its target is set against; a job's samples have none.
        if (c.speed.speedAnchorGpu.isEmpty() && s.stage == Stage::Inference && c.speed.tpotMs > 0)
            c.ranking.reasons.push_back(
                {K::RequestSpeed,
                 {c.speed.samplesPerSecond, c.speed.tpotMs, s.inference.latencyMsTarget.value_or(0)},
                 {servedUnitId(profile.kind, s.task)}});
        else if (c.speed.speedAnchorGpu.isEmpty())
            c.ranking.reasons.push_back({K::SampleThroughput, {c.speed.samplesPerSecond}, {}});
        else // which measurement the speed rests on, and whether it came from another GPU
            c.ranking.reasons.push_back(
                {K::SampleThroughput,
                 {c.speed.samplesPerSecond, c.speed.speedAnchorRate, c.speed.speedBatchEfficiency * 100,
                  double(std::max(1, s.inference.concurrency))},
                 {c.speed.speedAnchorGpu,
                  c.speed.speedAnchorScaled ? QStringLiteral("scaled") : QStringLiteral("measured"),
                  // an image transformer's speed rests on sustained TFLOPS, not SD 1.x image-steps
                  profile.diffusion && profile.diffusion->stepFlops && profile.diffusion->stepFlops->transformer
                          && !m_index.catalog().diffusion.transformerRates.empty()
                      ? QStringLiteral("tflops")
                      : QString()}});
    }
}

} // namespace Advisor
