// SPDX-License-Identifier: Apache-2.0
#pragma once

// Shared by the tests that read published cases from JSON (tst_llmvalidation, tst_nonllmvalidation,
// tst_bandcalibration): reading a case's fields, counting outcomes per group, checking that README.md
// states the figures measured, and (ValidationCases::Llm) estimating an LLM case as the program would, so
// that the calibration set the bands are fitted on and the validation set they are judged on go through
// one code path.

#include "models/sizing/confidence.h"
#include "models/sizing/measuredthroughput.h"
#include "models/sizing/sizingengine.h"
#include "models/sizing/sizingparameters.h"
#include "tests/models/publishedcases.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include <nlohmann/json.hpp>

#include <QFile>
#include <QString>
#include <QStringList>

namespace ValidationCases {

inline QString text(const nlohmann::json &j, const char *key)
{
    return j.contains(key) && j[key].is_string() ? QString::fromStdString(j[key].get<std::string>()) : QString();
}

inline double number(const nlohmann::json &j, const char *key, double fallback = 0)
{
    return j.contains(key) && j[key].is_number() ? j[key].get<double>() : fallback;
}

struct Tally
{
    int cases = 0;
    int estimated = 0;
    int within = 0;
    int bandHolds = 0;

    void count(bool estimatedAtAll, bool withinTolerance, bool inBand)
    {
        ++cases;
        estimated += estimatedAtAll;
        within += withinTolerance;
        bandHolds += inBand;
    }
};

/** One Markdown table row per group, in the groups' order: "| group | cases | estimated | within | band |". */
inline QStringList tableRows(const std::map<QString, Tally> &groups)
{
    QStringList rows;
    for (const auto &[group, t] : groups)
        rows << QStringLiteral("| %1 | %2 | %3 | %4 | %5 |")
                    .arg(group)
                    .arg(t.cases)
                    .arg(t.estimated)
                    .arg(t.within)
                    .arg(t.bandHolds);
    return rows;
}

/** What README.md does not state word for word of SUMMARY and ROWS; empty when it states them all. */
inline QString missingFromReadme(const QString &summary, const QStringList &rows)
{
    QFile readme(QStringLiteral(GPUADVISOR_SOURCE_DIR "/README.md"));
    if (!readme.open(QIODevice::ReadOnly))
        return QStringLiteral("README.md cannot be read");
    const QString stated = QString::fromUtf8(readme.readAll());
    if (!stated.contains(summary))
        return QStringLiteral("README.md should say: ") + summary;
    for (const QString &row : rows) {
        if (!stated.contains(row))
            return QStringLiteral("README.md should have the row: ") + row;
    }
    return {};
}

/** The share of cases a stated band should hold the published figure in (the project's goal). */
inline constexpr double bandCoverageGoal = 0.8;

/**
 * The narrowest band half-width that holds at least bandCoverageGoal of NEEDED, the width each case needs
 * (infinite for a case with no estimate), rounded up to the next whole per cent so that a constant can
 * state it exactly; 0 when there are no cases.
 */
inline double fittedBandWidth(std::vector<double> needed)
{
    if (needed.empty())
        return 0;
    std::sort(needed.begin(), needed.end());
    const auto holding = size_t(std::ceil(bandCoverageGoal * double(needed.size()) - 1e-9));
    const double w = needed[std::max<size_t>(holding, 1) - 1];
    return std::isfinite(w) ? std::ceil(w * 100 - 1e-6) / 100 : w;
}

namespace Llm {

/** How one published LLM case compares with the program's estimate of it. */
struct Outcome
{
    QString id;
    QString mechanism;
    QString metric;
    QString bandClass; // whose width the band takes: memory, calibrated, analytical, first-token, speculative
    QString kind;      // what kind of figure it is (figureKind)
    double published = 0;
    double estimated = 0;
    Advisor::Band band;
    bool speedShaped = false; // the band is work over a time: value ÷ (1 + w) … value ÷ (1 − w)
    bool estimatedAtAll = false;
    bool withinTolerance = false;
    bool bandHolds = false;
    QString why;    // not estimated: what the model cannot express yet
    QString layout; // how the model placed it: "TP 4 PP 1 DP 1 on 1 instance(s)"

    /** log(estimate / published): the residual the bands are fitted on. */
    double residual() const { return estimated > 0 ? std::log(estimated / published) : -INFINITY; }

    /** The narrowest half-width whose band, as this figure's is shaped, holds the published figure. */
    double neededWidth() const
    {
        if (estimated <= 0)
            return std::numeric_limits<double>::infinity();
        return speedShaped ? std::abs(estimated / published - 1) : std::abs(published / estimated - 1);
    }
};

/**
 * What kind of figure METRIC is, as the bands' fit counts them: "serving memory", "training memory",
 * "serving speed", "training", "first token" or "speed-up".
 */
inline QString figureKind(const QString &metric, bool training)
{
    if (metric.contains(QLatin1String("GiB")))
        return training ? QStringLiteral("training memory") : QStringLiteral("serving memory");
    if (metric == QLatin1String("ttftMs"))
        return QStringLiteral("first token");
    if (metric == QLatin1String("speedup"))
        return QStringLiteral("speed-up");
    for (const char *serving : {"outputTokensPerSecond", "perUserTokensPerSecond", "tpotMs"}) {
        if (metric == QLatin1String(serving))
            return QStringLiteral("serving speed");
    }
    return QStringLiteral("training");
}

/** The engine a case names ("sglang 0.5.1.post3", "TensorRT-LLM 0.5 (...)"), as the scenario spells it. */
inline Advisor::LlmEngine engineNamed(const QString &published)
{
    using Advisor::LlmEngine;
    const QString name = published.toLower();
    for (const auto &[prefix, engine] :
         {std::pair{QStringLiteral("vllm"), LlmEngine::Vllm}, std::pair{QStringLiteral("sglang"), LlmEngine::Sglang},
          std::pair{QStringLiteral("tensorrt-llm"), LlmEngine::TensorRtLlm},
          std::pair{QStringLiteral("lmdeploy"), LlmEngine::Lmdeploy}}) {
        if (name.startsWith(prefix))
            return engine;
    }
    return LlmEngine::Default;
}

/** The speculative decoding a case ran: "speculative": {"method", "acceptanceLength", "draftTokens", ...}. */
inline void readSpeculative(const nlohmann::json &c, Advisor::SpeculativeDecoding &spec)
{
    if (!c.contains("speculative"))
        return;
    const nlohmann::json &sp = c["speculative"];
    spec.method = Advisor::speculativeMethodFromString(text(sp, "method")).value_or(Advisor::SpeculativeMethod::None);
    spec.acceptanceLength = number(sp, "acceptanceLength", 1);
    if (sp.contains("draftTokens"))
        spec.draftTokens = int(number(sp, "draftTokens"));
    if (sp.contains("draftParameters"))
        spec.draftParameters = number(sp, "draftParameters");
}

/** The scenario a case describes, with what the published setup fixed and the program's defaults else. */
inline Advisor::Scenario scenarioFor(const nlohmann::json &c)
{
    using namespace Advisor;
    Scenario s;
    s.task = Task::Llm;
    s.stage = stageFromString(text(c, "stage")).value_or(Stage::Inference);
    s.model = text(c, "model");
    s.precision = precisionFromString(text(c, "precision")).value_or(Precision::Bf16);
    s.constraints.maxNodes = int(number(c, "maxNodes", 1));
    if (s.isTraining()) {
        s.training.sequenceLength = int(number(c, "sequenceLength", 2048));
        s.training.microBatch = int(number(c, "microBatch", 1));
        s.training.tokens = number(c, "tokens", 1e8);
        s.training.zeroStage = int(number(c, "zeroStage", s.training.zeroStage));
        if (const auto saving = memorySavingFromString(text(c, "memorySaving")))
            s.training.memorySaving = *saving;
        if (const auto offload = hostOffloadFromString(text(c, "offload")))
            s.training.offload = *offload;
    } else {
        s.inference.contextLength = std::max(1, int(number(c, "inputTokens", 1024)));
        s.inference.outputTokens = std::max(1, int(number(c, "outputTokens", 256)));
        // Offline throughput is measured with as many requests as the engine takes: more than any cap.
        s.inference.concurrency = int(number(c, "concurrency", 4096));
        s.inference.requestsPerSecond = 0.001;
        s.inference.llmEngine = engineNamed(text(c, "engine"));
        // The cache as the published setup kept it (NVIDIA's ModelOpt FP8 checkpoints carry an FP8 cache).
        if (const auto kv = precisionFromString(text(c, "kvCachePrecision")))
            s.inference.kvCachePrecision = *kv;
        readSpeculative(c, s.inference.speculative);
    }
    return s;
}

/** A symmetric band value × (1 − w) … value × (1 + w), as memory, first-token and speed-up figures take. */
inline Advisor::Band symmetricBand(double value, double w)
{
    return value > 0 ? Advisor::Band{value * (1 - w), value * (1 + w)} : Advisor::Band{};
}

/**
 * The figure METRIC names, from the evaluated row R, with its band and tolerance (a ratio, or a share when
 * RATIO_TOLERANCE is false); false when the metric is not one the program estimates.
 */
inline bool readFigure(const nlohmann::json &c, const nlohmann::json &tolerances, const Advisor::Catalog &catalog,
                       const Advisor::SizingEngine &engine, const Advisor::Scenario &s,
                       const Advisor::InstanceType &type, const Advisor::Configuration &r, Outcome &o,
                       double &tolerance, bool &ratioTolerance)
{
    using namespace Advisor;
    const QString &metric = o.metric;
    const double instances = std::max(1, r.layout.instances);
    const Evidence speed = r.speed.evidence;
    const QString speedClass = QString::fromLatin1(toString(speed));
    const QString trainingClass = QString::fromLatin1(toString(trainingTimeEvidence));
    tolerance = tolerances.value("speed", 1.5);
    ratioTolerance = true;
    const auto asSpeed = [&](double value, Evidence e, const QString &cls) {
        o.estimated = value;
        o.band = speedBand(value, e);
        o.bandClass = cls;
        o.speedShaped = true;
    };
    const auto asTime = [&](double value, double w, const QString &cls, const char *toleranceKey, double fallback) {
        o.estimated = value;
        o.band = symmetricBand(value, w);
        o.bandClass = cls;
        if (toleranceKey) {
            tolerance = tolerances.value(toleranceKey, fallback);
            ratioTolerance = QLatin1String(toleranceKey) == QLatin1String("firstToken");
        }
    };
    if (metric == QLatin1String("outputTokensPerSecond")) {
        // Per instance of the published GPUs: the model may add instances the benchmark did not have.
        asSpeed(
            (o.mechanism == QLatin1String("capacity") ? r.speed.tokensPerSecond : r.speed.tokensPerSecondAtConcurrency)
                / instances,
            speed, speedClass);
    } else if (metric == QLatin1String("perUserTokensPerSecond")) {
        asSpeed(r.speed.perUserTokensPerSecond, speed, speedClass);
    } else if (metric == QLatin1String("speedup")) {
        // The same setup without speculation: the ratio of what one user gets, as the engines measured it.
        Scenario plain = s;
        plain.inference.speculative = {};
        const Configuration base = engine.evaluate(plain, engine.profile(plain), type);
        asTime(r.speed.perUserTokensPerSecond / std::max(1e-9, base.speed.perUserTokensPerSecond), speculativeBand,
               QStringLiteral("speculative"), nullptr, 0);
    } else if (metric == QLatin1String("tpotMs")) {
        asTime(r.speed.tpotMs, bandWidth(speed), speedClass, nullptr, 0);
    } else if (metric == QLatin1String("ttftMs")) {
        asTime(r.speed.ttftMs, firstTokenBand, QStringLiteral("first-token"), "firstToken", 1.5);
    } else if (metric == QLatin1String("perGpuMemoryGiB")) {
        asTime(r.memory.perGpuMemoryGiB, memoryBand, QStringLiteral("memory"), "memory", 0.15);
    } else if (metric == QLatin1String("perGpuAllocatedGiB")) {
        // torch.cuda.max_memory_allocated: the tensors, without the CUDA context or the allocator's cache.
        // A serving copy's overhead is the CUDA context alone; training adds the allocator's slack to it.
        const SizingParameters params = engine.parameters();
        const MemoryBreakdown &m = r.memory.perGpu;
        const double tensors = m.weights + m.gradients + m.optimizer + m.activations + m.kvCache;
        const double notAllocated =
            s.isTraining() ? params.cudaContextGiB * bytesPerGiB + params.fragmentation * tensors : m.overhead;
        asTime((m.total() - notAllocated) / bytesPerGiB, memoryBand, QStringLiteral("memory"), "memory", 0.15);
    } else if (metric == QLatin1String("gpuHours") || metric == QLatin1String("stepSeconds")) {
        const double value =
            metric == QLatin1String("gpuHours") ? r.speed.hours * r.layout.totalGpus : r.speed.stepSeconds;
        asTime(value, bandWidth(trainingTimeEvidence), trainingClass, "time", 0.35);
    } else if (metric == QLatin1String("offloadAddedStepSeconds")) {
        // What moving the optimizer to the host adds to a step: the same run without offload, subtracted.
        Scenario kept = s;
        kept.training.offload = HostOffload::None;
        const Configuration base = engine.evaluate(kept, engine.profile(kept), type);
        asTime(r.speed.stepSeconds - base.speed.stepSeconds, bandWidth(trainingTimeEvidence), trainingClass, "time",
               0.35);
    } else if (metric == QLatin1String("MFU %")) {
        // Model FLOPs per token as the program counts them (6 × active parameters and its kin), over the
        // GPUs' dense 16-bit peak, as Chowdhery et al. (2022) define MFU.
        const WorkloadProfile p = engine.profile(s);
        const GpuSpec *g = catalog.gpu(text(c, "gpu"));
        asSpeed(g ? p.modelFlops / std::max(1.0, p.trainingTokens) * r.speed.tokensPerSecond
                        / std::max(1.0, r.layout.totalGpus) / peakFlops(*g, s.precision) * 100
                  : 0,
                trainingTimeEvidence, trainingClass);
    } else if (metric == QLatin1String("tokensPerSecondPerGpu")) {
        asSpeed(r.speed.tokensPerSecond / std::max(1.0, r.layout.totalGpus), trainingTimeEvidence, trainingClass);
    } else {
        return false;
    }
    return true;
}

/** Estimates case C as the program would, on the GPUs it names, and compares the estimate with its figure. */
inline Outcome estimate(const nlohmann::json &c, const nlohmann::json &tolerances, const Advisor::Catalog &source,
                        const Advisor::ModelPresetLibrary &presets)
{
    using namespace Advisor;
    Outcome o;
    o.id = text(c, "id");
    o.mechanism = text(c, "mechanism");
    o.metric = text(c, "metric");
    o.published = number(c, "published");
    o.why = text(c, "notModelled");
    const Scenario s = scenarioFor(c);
    o.kind = figureKind(o.metric, s.isTraining());
    if (!o.why.isEmpty())
        return o;
    const auto [catalog, typeId] = PublishedCases::catalogWith(source, text(c, "gpu"), int(number(c, "gpus", 1)));
    const InstanceType *type = catalog.instanceType(typeId);
    if (!type) {
        o.why = QStringLiteral("no such GPU in the catalog");
        return o;
    }
    const SizingEngine engine(catalog, presets, parametersFor(s));
    const Configuration r = engine.evaluate(s, engine.profile(s), *type);
    o.layout = QStringLiteral("TP %1 PP %2 DP %3 on %4 instance(s)")
                   .arg(r.layout.tensorParallel)
                   .arg(r.layout.pipelineParallel)
                   .arg(r.layout.dataParallel)
                   .arg(r.layout.instances);
    double tolerance = 1.5;
    bool ratioTolerance = true;
    if (!readFigure(c, tolerances, catalog, engine, s, *type, r, o, tolerance, ratioTolerance)) {
        o.why = QStringLiteral("metric %1 is not estimated").arg(o.metric);
        return o;
    }
    if (o.estimated <= 0 || !r.problems.empty()) {
        o.why = QStringLiteral("no estimate: the configuration does not fit");
        o.estimatedAtAll = true; // counted: a published setup the model calls impossible is a miss
        o.estimated = std::max(o.estimated, 0.0);
        return o;
    }
    o.estimatedAtAll = true;
    const double ratio = o.estimated / o.published;
    o.withinTolerance = ratioTolerance ? (ratio >= 1 / tolerance && ratio <= tolerance)
                                       : PublishedCases::within(o.estimated, o.published, tolerance);
    o.bandHolds = o.band.valid() && o.published >= o.band.low && o.published <= o.band.high;
    return o;
}

/** "ok    id: 12.3 estimated, 11.9 published (1.03x), in band [10.7, 14.5]; TP 1 ...", or why not estimated. */
inline QString describe(const Outcome &o)
{
    if (!o.estimatedAtAll)
        return QStringLiteral("n/a   %1: %2").arg(o.id, o.why);
    return QStringLiteral("%1  %2: %3 estimated, %4 published (%5x)%6%7")
               .arg(o.withinTolerance ? QStringLiteral("ok  ") : QStringLiteral("MISS"))
               .arg(o.id)
               .arg(o.estimated, 0, 'g', 4)
               .arg(o.published, 0, 'g', 4)
               .arg(o.estimated / o.published, 0, 'f', 2)
               .arg(o.bandHolds ? QStringLiteral(", in band") : QString())
               .arg(o.band.valid() ? QStringLiteral(" [%1, %2]").arg(o.band.low, 0, 'g', 4).arg(o.band.high, 0, 'g', 4)
                                   : QString())
        + QStringLiteral("; ") + o.layout;
}

} // namespace Llm

} // namespace ValidationCases
