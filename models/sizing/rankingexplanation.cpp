// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/rankingexplanation.h"

#include "models/sizing/performancemodel.h"
#include "models/sizing/rankingstage.h"
#include "models/sizing/recommendermodel.h"

#include <algorithm>
#include <cmath>

#include <QHash>

namespace Advisor {

namespace {
/** A speech row's speed in audio: audio hours per hour, seconds per window, the window's length. */
Finding::Numbers speechSpeed(const Configuration &c, const SpeechCalibration &speech)
{
    const double perHour = tokensPerAudioHour(speech.windowSeconds.value, speech.tokensPerWindow.value);
    return {perHour > 0 ? c.tokensPerSecond * 3600.0 / perHour : 0,
            (c.ttftMs + speech.tokensPerWindow.value * c.tpotMs) / 1000.0, speech.windowSeconds.value};
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
        if (c.hours > 0 && gain(c.hours, first.hours) >= 10) {
            what = QStringLiteral("time");
            figure = gain(c.hours, first.hours);
        }
    } else if (c.economics->applies && c.economics->generative && gain(c.ttftMs, first.ttftMs) >= 10) {
        what = QStringLiteral("first-token");
        figure = gain(c.ttftMs, first.ttftMs);
    } else if (c.tokensPerSecond > 0 && more(c.tokensPerSecond, first.tokensPerSecond) >= 10) {
        what = QStringLiteral("capacity");
        figure = more(c.tokensPerSecond, first.tokensPerSecond);
    } else if (c.samplesPerSecond > 0 && more(c.samplesPerSecond, first.samplesPerSecond) >= 10) {
        what = QStringLiteral("capacity");
        figure = more(c.samplesPerSecond, first.samplesPerSecond);
    }
    if (what.isEmpty() && c.headroomPercent - first.headroomPercent >= 10) {
        what = QStringLiteral("headroom");
        figure = c.headroomPercent;
    }
    if (what.isEmpty())
        return {K::LeadDearer, {c.totalGpus, percentDearer}, {c.gpuName}};
    return {K::LeadDearerBut, {c.totalGpus, percentDearer, figure, first.headroomPercent}, {c.gpuName, what}};
}

void RankingExplanation::explain(const Scenario &s, Recommendation &r, double cheapest) const
{
    const Configuration *first = r.ranked.empty() ? nullptr : &r.ranked.front();
    // The name lists reasons carry, one per GPU and per billing model: shared by the rows that cite the
    // same, rather than a list of their own for every row.
    QHash<QString, QStringList> gpuNames;
    QHash<QString, QStringList> costNames;
    // Whether a cheaper priced row was passed over because it misses the first-token target the scenario
    // sets: then "cheapest" alone would not be true of the first row.
    const bool slowerButCheaper = first && first->priced && !missesStatedFirstToken(*first)
        && std::any_of(r.ranked.begin(), r.ranked.end(), [&](const Configuration &c) {
                                      return c.priced && missesStatedFirstToken(c) && c.jobCost < first->jobCost;
                                  });
    const LeadContext leads{s, first, cheapest, slowerButCheaper, r.currency};
    int rankNo = 0;
    for (Configuration &c : r.ranked) {
        c.rank = ++rankNo;
        c.reasons.reserve(6); // lead, memory, time or speed, scaling, cost: one allocation, not four
        using K = Finding::Kind;
        auto gpuName = gpuNames.find(c.gpuName);
        if (gpuName == gpuNames.end())
            gpuName = gpuNames.insert(c.gpuName, QStringList{c.gpuName});
        addLead(leads, c, *gpuName);
        addSizeReasons(s, r.profile, c);
        if (const BillingCost *cost = c.cost(c.primaryBilling)) {
            auto names = costNames.find(c.primaryBilling);
            if (names == costNames.end())
                names = costNames.insert(c.primaryBilling, QStringList{r.currency, c.primaryBilling});
            c.reasons.push_back({K::CostOnBilling,
                                 {cost->total, s.isTraining() ? 1.0 : 0.0},
                                 *names,
                                 cost->price.isSet() ? cost->price.shared() : std::make_shared<const ResolvedPrice>()});
        }
    }
}

void RankingExplanation::addLead(const LeadContext &context, Configuration &c, const QStringList &gpu)
{
    using K = Finding::Kind;
    const bool graphics = context.scenario.task == Task::Graphics;
    const bool training = context.scenario.isTraining();
    const Configuration *first = context.first;
    const double cheapest = context.cheapest;
    const auto unpricedLead = [&](Finding::Kind kind) {
        c.reasons.push_back({kind, {c.totalGpus, c.referenceGpuHourRate}, {c.gpuName, context.currency}});
    };
    const auto lead = [&](K kind, double percent = 0) { c.reasons.push_back({kind, {c.totalGpus, percent}, gpu}); };
    const double percentAbove =
        first && first->priced && first->jobCost > 0 ? (c.jobCost / first->jobCost - 1) * 100 : 0;
    if (c.rank == 1) {
        if (graphics) // what one session gets: the total over all sessions says little
            c.reasons.push_back({K::LeadGraphicsReady, {c.totalGpus, c.gpusPerInstance}, gpu});
        else if (!c.priced)
            unpricedLead(K::LeadFitsUnpriced);
        else if (c.jobCost <= cheapest && context.slowerButCheaper)
            c.reasons.push_back({K::LeadCheapestInTime, {c.totalGpus, c.economics->ttftTargetMs / 1000}, gpu});
        else if (c.jobCost <= cheapest)
            lead(K::LeadCheapest);
        else
            lead(training ? K::LeadWithinToleranceQuickest : K::LeadWithinToleranceFewest,
                 RankingStage::sameCostTolerance * 100);
    } else if (c.priced && first && first->priced && first->jobCost > 0) {
        if (std::abs(percentAbove) < 0.5)
            lead(K::LeadSameCost);
        else if (percentAbove < 0 && missesStatedFirstToken(c) && !missesStatedFirstToken(*first))
            c.reasons.push_back({K::LeadCheaperButFirstTokenSlow,
                                 {c.totalGpus, -percentAbove, c.ttftMs / 1000, c.economics->ttftTargetMs / 1000},
                                 gpu});
        else if (percentAbove < 0 && !training && c.pipelineParallel > 1 && first->pipelineParallel <= 1)
            c.reasons.push_back(
                {K::LeadCheaperButSplit, {c.totalGpus, -percentAbove, double(c.pipelineParallel)}, gpu});
        else if (percentAbove < 0)
            lead(training && c.hours > first->hours   ? K::LeadCheaperButSlower
                     : c.instances > first->instances ? K::LeadCheaperButMoreInstances
                                                      : K::LeadCheaperButLessHeadroom,
                 -percentAbove);
        else
            c.reasons.push_back(dearerLead(context.scenario, c, *first, percentAbove));
    } else if (!c.priced && c.breakEvenHourly > 0) {
        c.reasons.push_back({K::LeadUnpricedBreakEven,
                             {c.totalGpus, c.breakEvenHourly, c.breakEvenHourly * hoursPerMonth},
                             {c.gpuName, context.currency}});
    } else {
        if (c.priced)
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
    if (context <= 0 || c.maxContextTokens <= 0 || c.maxContextTokens >= context)
        return;
    // A round number of 1,024 tokens, as engineers set it, unless that would cut the scenario's requests.
    const int request = s.inference.contextLength + s.inference.outputTokens;
    const int round = c.maxContextTokens / 1024 * 1024;
    const int start = round >= request ? round : c.maxContextTokens;
    c.reasons.push_back({Finding::Kind::MaxModelLengthToSet,
                         {double(context), double(c.maxContextTokens), double(start)},
                         {toString(s.inference.llmEngine)}});
}

void RankingExplanation::addSizeReasons(const Scenario &s, const WorkloadProfile &profile, Configuration &c) const
{
    using K = Finding::Kind;
    c.reasons.push_back({K::MemoryHeadroom, {c.perGpuMemoryGiB, c.usableGpuMemoryGiB, c.headroomPercent}, {}});
    if (c.hostTableShare > 0) {
        const GpuSpec *g = m_index.gpu(c.gpu);
        const RecommenderModel model(s, profile, m_params, &m_index.catalog());
        c.reasons.push_back(
            {K::HostTables,
             {c.hostTableShare * 100, model.hostBytes(c.hostTableShare) / 1e9,
              g ? RecommenderModel::pcieGBs(*g) * m_index.catalog().recommendation.hostLinkShare.value : 0},
             {}});
    }
    if (s.isTraining() && c.hours > 0) {
        c.reasons.push_back({K::TrainingTime, {c.hours, double(c.instances)}, {}});
        if (c.shardedFrozenWeights)
            c.reasons.push_back({K::ShardedFrozenWeights, {c.totalGpus}, {}});
        if (c.totalGpus > 1)
            c.reasons.push_back({K::ScalingEfficiency, {c.scalingEfficiency * 100}, {}});
    } else if (c.tokensPerSecond > 0) {
        if (profile.kind == WorkloadKind::Speech) // in the audio it transcribes (servingeconomics.h)
            c.reasons.push_back({K::ServingSpeed, speechSpeed(c, m_index.catalog().speech), {toString(profile.kind)}});
        else
            c.reasons.push_back(
                {K::ServingSpeed, {c.tokensPerSecond, c.tpotMs, c.ttftMs, c.promptTokensPerSecond}, {}});
        addMaxModelLengthReason(s, profile, c);
        if (c.pipelineParallel > 1) {
            const Family *f = m_index.family(c.family);
            const bool rdma = f && f->rdma != RdmaType::None;
            c.reasons.push_back({K::PipelineSplit,
                                 {double(c.pipelineParallel), (rdma ? rdmaHopSeconds : tcpHopSeconds) * 1e6},
                                 {rdma ? QStringLiteral("rdma") : QStringLiteral("tcp")}});
        }
    } else if (profile.kind == WorkloadKind::Video && c.samplesPerSecond > 0) {
        c.reasons.push_back(
            {K::ClipTime,
             {c.ttftMs / 1000, double(c.tensorParallel), c.samplesPerSecond * 3600, c.speedAnchorRate},
             {c.speedAnchorGpu, c.speedAnchorScaled ? QStringLiteral("scaled") : QStringLiteral("measured")}});
    } else if (c.samplesPerSecond > 0) {
        // A served request's time is what its target is set against; a job's samples have none.
        if (c.speedAnchorGpu.isEmpty() && s.stage == Stage::Inference && c.tpotMs > 0)
            c.reasons.push_back({K::RequestSpeed,
                                 {c.samplesPerSecond, c.tpotMs, s.inference.latencyMsTarget.value_or(0)},
                                 {servedUnitId(profile.kind, s.task)}});
        else if (c.speedAnchorGpu.isEmpty())
            c.reasons.push_back({K::SampleThroughput, {c.samplesPerSecond}, {}});
        else // which measurement the speed rests on, and whether it came from another GPU
            c.reasons.push_back(
                {K::SampleThroughput,
                 {c.samplesPerSecond, c.speedAnchorRate, c.speedBatchEfficiency * 100,
                  double(std::max(1, s.inference.concurrency))},
                 {c.speedAnchorGpu, c.speedAnchorScaled ? QStringLiteral("scaled") : QStringLiteral("measured"),
                  // an image transformer's speed rests on sustained TFLOPS, not SD 1.x image-steps
                  profile.diffusion && profile.diffusion->stepFlops && profile.diffusion->stepFlops->transformer
                          && !m_index.catalog().diffusion.transformerRates.empty()
                      ? QStringLiteral("tflops")
                      : QString()}});
    }
}

} // namespace Advisor
