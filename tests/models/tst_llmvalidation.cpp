// SPDX-License-Identifier: Apache-2.0
// The validation set: published LLM measurements from sources no constant was fitted on
// (tests/data/published/llm-validation.json). Each is estimated as the program would estimate it, and the
// accuracy (within the stated tolerance) and the coverage of the band the program shows are counted per
// mechanism. The figures are printed, and the ones README.md states must be the ones measured here: the
// stated accuracy cannot drift from the model's.
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/sizing/confidence.h"
#include "models/sizing/measuredthroughput.h"
#include "models/sizing/sizingengine.h"
#include "models/sizing/sizingparameters.h"
#include "tests/models/publishedcases.h"
#include "tests/models/validationcases.h"
#include "tests/testutils.h"

#include <map>

#include <nlohmann/json.hpp>

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace Advisor;
using nlohmann::json;
using ValidationCases::number;
using ValidationCases::Tally;
using ValidationCases::text;

namespace {

struct Outcome
{
    QString id;
    QString mechanism;
    double published = 0;
    double estimated = 0;
    Band band;
    bool estimatedAtAll = false;
    bool withinTolerance = false;
    bool bandHolds = false;
    QString why;    // not estimated: what the model cannot express yet
    QString layout; // how the model placed it: "TP 4 × 1 copy on 1 instance"
};

/** The engine a case names ("sglang 0.5.1.post3", "TensorRT-LLM 0.5 (...)"), as the scenario spells it. */
LlmEngine engineNamed(const QString &published)
{
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
void readSpeculative(const json &c, SpeculativeDecoding &spec)
{
    if (!c.contains("speculative"))
        return;
    const json &sp = c["speculative"];
    spec.method = speculativeMethodFromString(text(sp, "method")).value_or(SpeculativeMethod::None);
    spec.acceptanceLength = number(sp, "acceptanceLength", 1);
    if (sp.contains("draftTokens"))
        spec.draftTokens = int(number(sp, "draftTokens"));
    if (sp.contains("draftParameters"))
        spec.draftParameters = number(sp, "draftParameters");
}

} // namespace

class TestLlmValidation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(PublishedCases::loadEmbedded(m_catalog, m_presets));
        QFile file(sourceDir(QStringLiteral("tests/data/published")).filePath(QStringLiteral("llm-validation.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        m_doc = json::parse(file.readAll().toStdString());
        QVERIFY(m_doc["cases"].is_array());
    }

    // Every case says where it comes from, and is held back from fitting.
    void everyCaseIsSourcedAndHeldBack()
    {
        QStringList ids;
        for (const json &c : m_doc["cases"]) {
            const QString id = text(c, "id");
            QVERIFY2(!ids.contains(id), qPrintable(id));
            ids << id;
            QCOMPARE(text(c, "set"), QStringLiteral("validation"));
            QVERIFY2(!text(c, "quote").isEmpty() && !text(c, "source").isEmpty(), qPrintable(id));
            QVERIFY2(text(c, "url").startsWith(QStringLiteral("https://")), qPrintable(id));
            QVERIFY2(number(c, "published") > 0, qPrintable(id));
        }
        QVERIFY(ids.size() >= 25);
    }

    // Every engine a case names is one the scenario can choose, so no case falls back to the default.
    void everyNamedEngineIsKnown()
    {
        for (const json &c : m_doc["cases"]) {
            const QString engine = text(c, "engine");
            if (!engine.isEmpty())
                QVERIFY2(engineNamed(engine) != LlmEngine::Default, qPrintable(engine));
        }
    }

    void accuracyAndBandCoverageAreTheOnesStated()
    {
        std::vector<Outcome> outcomes;
        for (const json &c : m_doc["cases"])
            outcomes.push_back(estimate(c));

        std::map<QString, Tally> byMechanism;
        Tally all;
        for (const Outcome &o : outcomes) {
            for (Tally *t : {&byMechanism[o.mechanism], &all})
                t->count(o.estimatedAtAll, o.withinTolerance, o.bandHolds);
            if (o.estimatedAtAll)
                qInfo().noquote()
                    << QStringLiteral("%1  %2: %3 estimated, %4 published (%5x)%6%7")
                            .arg(o.withinTolerance ? QStringLiteral("ok  ") : QStringLiteral("MISS"))
                            .arg(o.id)
                            .arg(o.estimated, 0, 'g', 4)
                            .arg(o.published, 0, 'g', 4)
                            .arg(o.estimated / o.published, 0, 'f', 2)
                            .arg(o.bandHolds ? QStringLiteral(", in band") : QString())
                            .arg(
                                o.band.valid()
                                    ? QStringLiteral(" [%1, %2]").arg(o.band.low, 0, 'g', 4).arg(o.band.high, 0, 'g', 4)
                                    : QString())
                        + QStringLiteral("; ") + o.layout;
            else
                qInfo().noquote() << QStringLiteral("n/a   %1: %2").arg(o.id, o.why);
        }
        const QStringList rows = ValidationCases::tableRows(byMechanism);
        const QString summary =
            QStringLiteral("Validation: %1 of %2 estimated cases within tolerance; the stated band holds %3 of %2.")
                .arg(all.within)
                .arg(all.estimated)
                .arg(all.bandHolds);
        qInfo().noquote() << summary;
        qInfo().noquote() << rows.join(QLatin1Char('\n'));

        // README.md states the same figures, and the table per mechanism, word for word.
        const QString missing = ValidationCases::missingFromReadme(summary, rows);
        QVERIFY2(missing.isEmpty(), qPrintable(missing));
        // Nothing is counted twice or lost: every case is estimated or says why not.
        QCOMPARE(all.cases, int(outcomes.size()));
        for (const Outcome &o : outcomes)
            QVERIFY2(o.estimatedAtAll || !o.why.isEmpty(), qPrintable(o.id));
    }

private:
    Outcome estimate(const json &c) const
    {
        Outcome o;
        o.id = text(c, "id");
        o.mechanism = text(c, "mechanism");
        o.published = number(c, "published");
        o.why = text(c, "notModelled");
        if (!o.why.isEmpty())
            return o;

        Scenario s;
        s.task = Task::Llm;
        s.stage = stageFromString(text(c, "stage")).value_or(Stage::Inference);
        s.model = text(c, "model");
        s.precision = precisionFromString(text(c, "precision")).value_or(Precision::Bf16);
        s.constraints.maxNodes = int(number(c, "maxNodes", 1));
        const QString metric = text(c, "metric");
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
        const auto [catalog, typeId] =
            PublishedCases::catalogWith(m_catalog, text(c, "gpu"), int(number(c, "gpus", 1)));
        const InstanceType *type = catalog.instanceType(typeId);
        if (!type) {
            o.why = QStringLiteral("no such GPU in the catalog");
            return o;
        }
        const SizingEngine engine(catalog, m_presets, parametersFor(s));
        const Configuration r = engine.evaluate(s, engine.profile(s), *type);
        const double instances = std::max(1, r.layout.instances);
        o.layout = QStringLiteral("TP %1 PP %2 DP %3 on %4 instance(s)")
                       .arg(r.layout.tensorParallel)
                       .arg(r.layout.pipelineParallel)
                       .arg(r.layout.dataParallel)
                       .arg(r.layout.instances);
        const Evidence speed = r.speed.evidence;
        double tolerance = m_doc["tolerance"].value("speed", 1.5);
        bool ratioTolerance = true;
        if (metric == QLatin1String("outputTokensPerSecond")) {
            // Per instance of the published GPUs: the model may add instances the benchmark did not have.
            o.estimated = (o.mechanism == QLatin1String("capacity") ? r.speed.tokensPerSecond
                                                                    : r.speed.tokensPerSecondAtConcurrency)
                / instances;
            o.band = speedBand(o.estimated, speed);
        } else if (metric == QLatin1String("perUserTokensPerSecond")) {
            o.estimated = r.speed.perUserTokensPerSecond;
            o.band = speedBand(o.estimated, speed);
        } else if (metric == QLatin1String("speedup")) {
            // The same setup without speculation: the ratio of what one user gets, as the engines measured it.
            Scenario plain = s;
            plain.inference.speculative = {};
            const Configuration base = engine.evaluate(plain, engine.profile(plain), *type);
            o.estimated = r.speed.perUserTokensPerSecond / std::max(1e-9, base.speed.perUserTokensPerSecond);
            o.band = {o.estimated * 0.5, o.estimated * 1.5}; // the speculative-decoding assumption's stated ±50 %
        } else if (metric == QLatin1String("tpotMs")) {
            o.estimated = r.speed.tpotMs;
            o.band = timeBand(o.estimated, speed);
        } else if (metric == QLatin1String("ttftMs")) {
            o.estimated = r.speed.ttftMs;
            tolerance = m_doc["tolerance"].value("firstToken", 1.5);
            o.band = {o.estimated * 0.5, o.estimated * 1.5}; // the prefill assumption's stated ±50 %
        } else if (metric == QLatin1String("perGpuMemoryGiB")) {
            o.estimated = r.memory.perGpuMemoryGiB;
            tolerance = m_doc["tolerance"].value("memory", 0.15);
            ratioTolerance = false;
            o.band = {o.estimated * 0.9, o.estimated * 1.1}; // the memory calibration's stated ±10 %
        } else if (metric == QLatin1String("perGpuAllocatedGiB")) {
            // torch.cuda.max_memory_allocated: the tensors, without the CUDA context or the allocator's cache.
            const SizingParameters params = parametersFor(s);
            const MemoryBreakdown &m = r.memory.perGpu;
            const double tensors = m.weights + m.gradients + m.optimizer + m.activations + m.kvCache;
            o.estimated =
                (m.total() - params.cudaContextGiB * bytesPerGiB - params.fragmentation * tensors) / bytesPerGiB;
            tolerance = m_doc["tolerance"].value("memory", 0.15);
            ratioTolerance = false;
            o.band = {o.estimated * 0.9, o.estimated * 1.1};
        } else if (metric == QLatin1String("gpuHours")) {
            o.estimated = r.speed.hours * r.layout.totalGpus;
            tolerance = m_doc["tolerance"].value("time", 0.35);
            ratioTolerance = false;
            o.band = timeBand(o.estimated, trainingTimeEvidence);
        } else if (metric == QLatin1String("MFU %")) {
            // Model FLOPs per token as the program counts them (6 × active parameters and its kin), over the
            // GPUs' dense 16-bit peak, as Chowdhery et al. (2022) define MFU.
            const WorkloadProfile p = engine.profile(s);
            const GpuSpec *g = catalog.gpu(text(c, "gpu"));
            o.estimated = g ? p.modelFlops / std::max(1.0, p.trainingTokens) * r.speed.tokensPerSecond
                    / std::max(1.0, r.layout.totalGpus) / peakFlops(*g, s.precision) * 100
                            : 0;
            o.band = speedBand(o.estimated, trainingTimeEvidence);
        } else if (metric == QLatin1String("tokensPerSecondPerGpu")) {
            o.estimated = r.speed.tokensPerSecond / std::max(1.0, r.layout.totalGpus);
            o.band = speedBand(o.estimated, trainingTimeEvidence);
        } else {
            o.why = QStringLiteral("metric %1 is not estimated").arg(metric);
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

    Catalog m_catalog;
    ModelPresetLibrary m_presets;
    json m_doc;
};

QTEST_GUILESS_MAIN(TestLlmValidation)
#include "tst_llmvalidation.moc"
